// The JSON form of `bbpref explain`: one table row plus its docs/rules page, shared with the web API.
#include <bbp/diagnostic_json.hpp>
#include <bbp/embedded.hpp>

#include <string>

namespace bbp {
namespace {

nlohmann::json row_to_json(const DiagInfo& d) {
  nlohmann::json j;
  j["id"] = std::string(d.code);
  j["name"] = std::string(d.name);
  j["severity"] = std::string(to_string(d.severity));
  j["section"] = d.section.empty() ? nlohmann::json(nullptr) : nlohmann::json(std::string(d.section));
  j["message"] = std::string(d.message);
  return j;
}

}  // namespace

nlohmann::json explain_to_json(const DiagInfo& d) {
  nlohmann::json j = row_to_json(d);
  const auto page = embedded::find("rules/" + std::string(d.code) + ".md");
  j["page"] = page ? nlohmann::json(std::string(*page)) : nlohmann::json(nullptr);
  return j;
}

nlohmann::json explain_list_to_json() {
  nlohmann::json out = nlohmann::json::array();
  for (const DiagInfo& d : all_diagnostics()) out.push_back(row_to_json(d));
  return out;
}

}  // namespace bbp
