// JSON form of a parsed post. The tree is built recursively; its depth is bounded by
// Limits::nesting_depth, itself clamped to kMaxDepthCeiling, so the input cannot control it.
#include "bbcode/json.hpp"

#include "bbcode/node_text.hpp"

#include <bbp/diagnostic_json.hpp>

namespace bbp::bbcode {
namespace {

nlohmann::json span_json(Span s) { return nlohmann::json::array({s.begin, s.end}); }

nlohmann::json node_json(const Document& doc, std::string_view source, std::uint32_t index) {
  const Node& n = doc.nodes[index];
  nlohmann::json j;
  j["kind"] = kind_name(n.kind);
  j["span"] = span_json(n.span);
  switch (n.kind) {
    case NodeKind::element:
      j["tag"] = n.tag;
      j["inner"] = span_json(n.inner);
      if (!n.attribute.empty() || !n.attribute_span.empty()) {
        j["attribute"] = n.attribute;
        j["attribute_span"] = span_json(n.attribute_span);
      }
      j["closed"] = n.closed;
      break;
    case NodeKind::text:
      j["text"] = std::string(source.substr(std::min(n.span.begin, source.size()), n.span.size()));
      break;
    case NodeKind::sprite:
      j["set"] = n.sprite_set;
      j["name"] = n.sprite_name;
      break;
    case NodeKind::root:
    case NodeKind::line_break:
      break;
  }
  if (n.kind != NodeKind::root) {
    nlohmann::json style = nlohmann::json::array();
    for (std::string_view s : style_names(n.style)) style.push_back(s);
    j["style"] = std::move(style);
    if (n.size != 0) j["size"] = n.size;
  }
  if (n.kind == NodeKind::root || n.kind == NodeKind::element) {
    nlohmann::json children = nlohmann::json::array();
    for (std::uint32_t c : n.children) children.push_back(node_json(doc, source, c));
    j["children"] = std::move(children);
  }
  return j;
}

}  // namespace

nlohmann::json nodes_to_json(const Document& doc, std::string_view source) {
  if (doc.nodes.empty()) return nullptr;
  return node_json(doc, source, 0);
}

nlohmann::json result_to_json(const SourceFile& src, const Result& result) {
  nlohmann::json j;
  j["file"] = src.name();
  j["ok"] = result.ok;
  j["nodes"] = nodes_to_json(result.document, src.text());
  j["plain"] = result.plain.text;
  j["diagnostics"] = diagnostics_to_json(src, result.diagnostics.items())["diagnostics"];
  // Rejected input is echoed in diagnostic excerpts; make the document valid UTF-8 (U+FFFD for
  // the bad bytes) so it compares and serialises the same everywhere.
  if (find_invalid_utf8(src.text()) != std::string_view::npos)
    j = nlohmann::json::parse(j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  return j;
}

}  // namespace bbp::bbcode
