// The readable tree dump of `bbpref bbcode` (default --format text): one node per line, indented
// by depth, with kind, byte range, tag/attribute or text excerpt, and style flags.
#include "bbcode/node_text.hpp"

#include <fmt/format.h>

#include <array>

namespace bbp::bbcode {

std::string_view kind_name(NodeKind k) {
  switch (k) {
    case NodeKind::root: return "root";
    case NodeKind::element: return "element";
    case NodeKind::text: return "text";
    case NodeKind::sprite: return "sprite";
    case NodeKind::line_break: return "line_break";
  }
  return "?";
}

std::vector<std::string_view> style_names(std::uint32_t style) {
  static constexpr std::array<std::string_view, 15> kNames = {
      "bold", "italic", "underline", "strike", "quote", "hide", "code",
      "url",  "color",  "size",      "list-item", "center", "image", "aside", "title"};
  std::vector<std::string_view> out;
  for (std::size_t bit = 0; bit < kNames.size(); ++bit)
    if ((style & (1u << bit)) != 0) out.push_back(kNames[bit]);
  return out;
}

std::string escape_excerpt(std::string_view text, std::size_t max_bytes) {
  std::string out;
  std::size_t cut = text.size();
  if (cut > max_bytes) {
    cut = max_bytes;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a code point
  }
  for (std::size_t i = 0; i < cut; ++i) {
    const char c = text[i];
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) out += fmt::format("\\x{:02X}", static_cast<unsigned char>(c));
        else out += c;
    }
  }
  if (cut < text.size()) out += "…";
  return out;
}

std::string dump_text(const Document& doc, std::string_view source) {
  std::string out;
  // Nodes are stored in document order (pre-order) and a parent always precedes its children,
  // so depth is one pass with no recursion.
  std::vector<std::size_t> depth(doc.nodes.size(), 0);
  for (std::size_t i = 0; i < doc.nodes.size(); ++i) {
    const Node& n = doc.nodes[i];
    if (n.parent != kNoNode && n.parent < i) depth[i] = depth[n.parent] + 1;
    out.append(2 * depth[i], ' ');
    out += fmt::format("{} {}..{}", kind_name(n.kind), n.span.begin, n.span.end);
    switch (n.kind) {
      case NodeKind::element:
        out += fmt::format(" [{}]", n.tag);
        if (!n.attribute_span.empty() || !n.attribute.empty())
          out += fmt::format(" attribute=\"{}\" @{}..{}", escape_excerpt(n.attribute, 80), n.attribute_span.begin,
                             n.attribute_span.end);
        out += fmt::format(" inner {}..{}", n.inner.begin, n.inner.end);
        if (!n.closed) out += " unclosed";
        break;
      case NodeKind::text:
        out += fmt::format(" \"{}\"", escape_excerpt(source.substr(std::min(n.span.begin, source.size()), n.span.size()), 60));
        break;
      case NodeKind::sprite:
        out += fmt::format(" :{}{}{}:", n.sprite_set, n.sprite_set.empty() ? "" : "/", n.sprite_name);
        break;
      case NodeKind::root:
      case NodeKind::line_break:
        break;
    }
    if (n.kind != NodeKind::root && n.kind != NodeKind::element) {
      for (std::string_view s : style_names(n.style)) out += fmt::format(" {}", s);
      if (n.size != 0) out += fmt::format(" size={}", n.size);
    }
    out += '\n';
  }
  return out;
}

}  // namespace bbp::bbcode
