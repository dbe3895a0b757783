// Fuzz target: the BBCode lexer (stage 1) and what is printed from its tree: every node and every
// projection piece lies inside the post, the projection covers its text without gaps, and the
// JSON and text dumps never fail.
#include "fuzz/fuzz_target.hpp"

#include "bbcode/json.hpp"

#include <bbp/bbcode.hpp>
#include <bbp/source.hpp>

BBP_FUZZ_TARGET(bbcode) {
  using namespace bbp;
  const bbcode::Result r = bbcode::parse(input);
  BBP_FUZZ_CHECK(fuzz::diagnostics_inside(r.diagnostics, input.size()));
  BBP_FUZZ_CHECK(!r.document.nodes.empty());
  for (const bbcode::Node& n : r.document.nodes) {
    BBP_FUZZ_CHECK(fuzz::span_inside(n.span, input.size()));
    BBP_FUZZ_CHECK(n.span.contains(n.inner));
    for (std::uint32_t c : n.children) BBP_FUZZ_CHECK(c < r.document.nodes.size());
  }
  std::size_t text_at = 0;
  for (const bbcode::ProjectionPiece& p : r.plain.pieces) {
    BBP_FUZZ_CHECK(p.text_begin == text_at);
    BBP_FUZZ_CHECK(p.source_begin + p.source_length <= input.size());
    text_at += p.length;
  }
  BBP_FUZZ_CHECK(text_at == r.plain.text.size());
  if (r.ok) BBP_FUZZ_CHECK(r.plain.to_source(r.plain.text.size()) <= input.size());
  const SourceFile src("fuzz", std::string(input));
  (void)bbcode::result_to_json(src, r).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  (void)bbcode::dump_text(r.document, input);
  (void)render_text(src, r.diagnostics.items());
}
