#include <bbp/json_input.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace bbp {

std::optional<nlohmann::json> parse_json_input(std::string_view text, DiagId id, std::string_view what,
                                               DiagnosticList& diags) {
  try {
    return nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    const std::size_t at = std::min<std::size_t>(e.byte == 0 ? 0 : e.byte - 1, text.size());
    diags.add(id, Span{at, std::min(at + 1, text.size())}, fmt::format("the {} is not valid JSON: {}", what, e.what()));
  } catch (const nlohmann::json::exception& e) {
    diags.add(id, Span{0, std::min<std::size_t>(1, text.size())},
              fmt::format("the {} is not valid JSON: {}", what, e.what()));
  }
  return std::nullopt;
}

}  // namespace bbp
