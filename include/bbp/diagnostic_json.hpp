#pragma once
// The JSON form of diagnostics (docs/diagnostics-json.md), for consumers that embed it in a
// larger document (lint reports, the web API).
#include <bbp/diagnostic.hpp>

#include <nlohmann/json.hpp>

namespace bbp {
nlohmann::json diagnostic_to_json(const SourceFile& src, const Diagnostic& d);
nlohmann::json diagnostics_to_json(const SourceFile& src, std::span<const Diagnostic> diags);
nlohmann::json span_to_json(const SourceFile& src, Span span);
}  // namespace bbp
