#pragma once
// The JSON document of `bbpref bbcode --format json` (docs/bbcode.md), also used by the corpus
// runner, so the CLI and the expected files cannot drift apart.
#include <bbp/bbcode.hpp>
#include <bbp/source.hpp>

#include <nlohmann/json.hpp>

namespace bbp::bbcode {

/// The node tree (node 0 and its descendants) as nested JSON objects.
nlohmann::json nodes_to_json(const Document& doc, std::string_view source);
/// {"file", "ok", "nodes", "plain", "diagnostics"}.
nlohmann::json result_to_json(const SourceFile& src, const Result& result);

}  // namespace bbp::bbcode
