#pragma once
// Helpers shared by the bbcode*_test.cpp files: finding nodes and checking the span invariants.
#include <bbp/bbcode.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp::bbcode::test {

inline std::vector<const Node*> nodes_of(const Result& r, NodeKind kind) {
  std::vector<const Node*> out;
  for (const Node& n : r.document.nodes)
    if (n.kind == kind) out.push_back(&n);
  return out;
}

inline std::vector<const Node*> elements(const Result& r, std::string_view tag) {
  std::vector<const Node*> out;
  for (const Node& n : r.document.nodes)
    if (n.kind == NodeKind::element && n.tag == tag) out.push_back(&n);
  return out;
}

inline std::string text_of(std::string_view src, Span s) { return std::string(src.substr(s.begin, s.size())); }

inline std::size_t count_diag(const Result& r, DiagId id) {
  std::size_t n = 0;
  for (const Diagnostic& d : r.diagnostics.items()) n += d.id == id ? 1 : 0;
  return n;
}

/// Every node's span is inside the source and inside its parent; children are ordered and do
/// not overlap; element spans start with '[' and their inner span sits inside; text nodes hold
/// no line terminator; line breaks are exactly one terminator; sprite spans are `:…:`.
inline void check_spans(const Result& r, std::string_view src) {
  const auto& nodes = r.document.nodes;
  REQUIRE(!nodes.empty());
  CHECK(nodes[0].kind == NodeKind::root);
  CHECK(nodes[0].span == Span{0, src.size()});
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const Node& n = nodes[i];
    INFO("node " << i << " span " << n.span.begin << ".." << n.span.end);
    REQUIRE(n.span.begin <= n.span.end);
    REQUIRE(n.span.end <= src.size());
    CHECK(n.span.contains(n.inner));
    if (i != 0) {
      REQUIRE(n.parent < i);
      CHECK(nodes[n.parent].inner.contains(n.span));
    }
    std::size_t pos = n.inner.begin;
    for (std::uint32_t c : n.children) {
      CHECK(nodes[c].parent == i);
      CHECK(nodes[c].span.begin >= pos);
      pos = nodes[c].span.end;
    }
    const std::string_view text = src.substr(n.span.begin, n.span.size());
    switch (n.kind) {
      case NodeKind::element:
        CHECK(text.front() == '[');
        if (n.closed && n.tag != "*") CHECK(text.back() == ']');
        if (!n.attribute_span.empty()) CHECK(text_of(src, n.attribute_span) == n.attribute);
        break;
      case NodeKind::text:
        CHECK(!text.empty());
        CHECK(text.find('\n') == std::string_view::npos);
        CHECK(text.find('\r') == std::string_view::npos);
        break;
      case NodeKind::line_break:
        CHECK((text == "\n" || text == "\r\n" || text == "\r"));
        break;
      case NodeKind::sprite:
        CHECK(text.front() == ':');
        CHECK(text.back() == ':');
        CHECK(text == ":" + n.sprite_set + (n.sprite_set.empty() ? "" : "/") + n.sprite_name + ":");
        break;
      case NodeKind::root:
        break;
    }
  }
}

/// Every projection byte maps back to a source position whose character corresponds: verbatim
/// bytes map to the same byte; normalised ones map to an NBSP/zero-width/control character or a
/// line terminator; synthetic line breaks (source_length 0) map to the '[' of a block tag; an
/// image's URL is one piece, a sprite code ":name:" standing for the whole URL.
inline void check_projection(const Result& r, std::string_view src) {
  const Projection& p = r.plain;
  std::size_t expect = 0;
  std::vector<bool> image_byte(p.text.size(), false);
  for (const ProjectionPiece& piece : p.pieces) {
    REQUIRE(piece.text_begin == expect);  // contiguous
    expect += piece.length;
    REQUIRE(piece.source_begin + piece.source_length <= src.size());
    if ((piece.style & kImage) != 0 && piece.length != piece.source_length) {
      const std::string_view code = std::string_view(p.text).substr(piece.text_begin, piece.length);
      CHECK(code.size() >= 3);
      CHECK(code.front() == ':');
      CHECK(code.back() == ':');
      for (std::size_t k = 0; k < piece.length; ++k) image_byte[piece.text_begin + k] = true;
    }
  }
  REQUIRE(expect == p.text.size());
  for (std::size_t i = 0; i < p.text.size(); ++i) {
    if (image_byte[i]) continue;
    const std::size_t s = p.to_source(i);
    INFO("projection offset " << i << " -> source " << s);
    REQUIRE(s < src.size());
    const char c = p.text[i];
    const auto sc = static_cast<unsigned char>(src[s]);
    if (static_cast<unsigned char>(c) == sc) continue;
    if (c == '\n') {
      // A block tag's line break maps to its '[' (or, after a projected title, its ']').
      CHECK((sc == '\r' || sc == '[' || sc == ']'));
    } else {
      CHECK(c == ' ');
      CHECK((sc < 0x20 || sc == 0xC2 || sc == 0xE2 || sc == 0xEF));
    }
  }
  CHECK(p.to_source(p.text.size()) == src.size());
}

}  // namespace bbp::bbcode::test
