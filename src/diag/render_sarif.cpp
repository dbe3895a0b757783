// SARIF 2.1.0 for code-scanning tools: every rule of the table, and each diagnostic as a result
// with its region (lines/columns in code points, byte offset and length) and its fix-its.
#include <bbp/diagnostic_json.hpp>

namespace bbp {

std::string render_sarif(const SourceFile& src, std::span<const Diagnostic> diags) {
  nlohmann::json rules = nlohmann::json::array();
  for (const DiagInfo& d : all_diagnostics()) {
    rules.push_back({{"id", d.code},
                     {"name", d.name},
                     {"shortDescription", {{"text", d.message}}},
                     {"properties", {{"section", d.section}}},
                     {"defaultConfiguration", {{"level", d.severity == Severity::note ? "note" : bbp::to_string(d.severity)}}}});
  }
  nlohmann::json results = nlohmann::json::array();
  for (const Diagnostic& d : diags) {
    const LineCol b = src.locate(d.span.begin);
    const LineCol e = src.locate(d.span.end);
    nlohmann::json result = {
        {"ruleId", info(d.id).code},
        {"level", bbp::to_string(d.severity)},
        {"message", {{"text", std::string(message_of(d))}}},
        {"locations",
         {{{"physicalLocation",
            {{"artifactLocation", {{"uri", src.name()}}},
             {"region",
              {{"startLine", b.line}, {"startColumn", b.column}, {"endLine", e.line}, {"endColumn", e.column},
               {"byteOffset", d.span.begin}, {"byteLength", d.span.size()}}}}}}}}};
    if (!d.fixits.empty()) {
      nlohmann::json replacements = nlohmann::json::array();
      for (const FixIt& f : d.fixits)
        replacements.push_back({{"deletedRegion", {{"byteOffset", f.span.begin}, {"byteLength", f.span.size()}}},
                                {"insertedContent", {{"text", f.replacement}}}});
      result["fixes"] = {{{"artifactChanges", {{{"artifactLocation", {{"uri", src.name()}}}, {"replacements", replacements}}}}}};
    }
    results.push_back(std::move(result));
  }
  nlohmann::json sarif = {
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs",
       {{{"tool", {{"driver", {{"name", "bbpref"}, {"version", "0.1.0"}, {"rules", rules}}}}},
         {"results", results}}}}};
  return sarif.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace bbp
