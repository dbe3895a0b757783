#pragma once
// The JSON form of diagnostics (docs/diagnostics-json.md), for consumers that embed it in a
// larger document (lint reports, the web API).
#include <bbp/diagnostic.hpp>

#include <nlohmann/json.hpp>

namespace bbp {
nlohmann::json diagnostic_to_json(const SourceFile& src, const Diagnostic& d);
nlohmann::json diagnostics_to_json(const SourceFile& src, std::span<const Diagnostic> diags);
nlohmann::json span_to_json(const SourceFile& src, Span span);
/// A rule's table row and its doc page (`bbpref explain ID --format json`, `GET /api/explain/ID`):
/// {"id", "name", "severity", "section", "message", "page"}; `section` and `page` are null when absent.
nlohmann::json explain_to_json(const DiagInfo& d);
/// Every rule's row without the page (`bbpref explain --list --format json`).
nlohmann::json explain_list_to_json();
/// SARIF 2.1.0 (`--format sarif` of lint and profile): the rule table and one result per diagnostic.
std::string render_sarif(const SourceFile& src, std::span<const Diagnostic> diags);
}  // namespace bbp
