#include <bbp/diagnostic_json.hpp>

namespace bbp {

nlohmann::json span_to_json(const SourceFile& src, Span span) {
  const LineCol b = src.locate(span.begin);
  const LineCol e = src.locate(span.end);
  return {{"begin", span.begin}, {"end", span.end},
          {"line", b.line},      {"column", b.column},
          {"end_line", e.line},  {"end_column", e.column}};
}

nlohmann::json diagnostic_to_json(const SourceFile& src, const Diagnostic& d) {
  const DiagInfo& row = info(d.id);
  nlohmann::json j = {
      {"id", row.code},
      {"name", row.name},
      {"severity", to_string(d.severity)},
      {"section", row.section},
      {"message", message_of(d)},
      {"span", span_to_json(src, d.span)},
      {"text", std::string(src.text().substr(std::min(d.span.begin, src.text().size()),
                                             std::min(d.span.size(), src.text().size() - std::min(d.span.begin, src.text().size()))))},
  };
  nlohmann::json labels = nlohmann::json::array();
  for (const Label& l : d.labels) labels.push_back({{"span", span_to_json(src, l.span)}, {"text", l.text}});
  j["labels"] = std::move(labels);
  j["help"] = d.help ? nlohmann::json(*d.help) : nlohmann::json(nullptr);
  nlohmann::json fixits = nlohmann::json::array();
  for (const FixIt& f : d.fixits) fixits.push_back({{"span", span_to_json(src, f.span)}, {"replacement", f.replacement}});
  j["fixits"] = std::move(fixits);
  return j;
}

nlohmann::json diagnostics_to_json(const SourceFile& src, std::span<const Diagnostic> diags) {
  nlohmann::json arr = nlohmann::json::array();
  std::size_t errors = 0, warnings = 0, notes = 0;
  for (const Diagnostic& d : diags) {
    arr.push_back(diagnostic_to_json(src, d));
    (d.severity == Severity::error ? errors : d.severity == Severity::warning ? warnings : notes)++;
  }
  return {{"file", src.name()},
          {"diagnostics", std::move(arr)},
          {"summary", {{"errors", errors}, {"warnings", warnings}, {"notes", notes}}}};
}

std::string render_json(const SourceFile& src, std::span<const Diagnostic> diags) {
  // Invalid UTF-8 in the input must not make the writer throw: replace it in the output.
  return diagnostics_to_json(src, diags).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace bbp
