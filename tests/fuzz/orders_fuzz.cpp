// Fuzz target: a post through Lex, Segment and Parse (orders::extract): every line is in one
// block, every block and every diagnostic points inside the post, and both outputs print.
#include "fuzz/fuzz_target.hpp"

#include <bbp/orders.hpp>
#include <bbp/source.hpp>
#include <bbp/substitution.hpp>

BBP_FUZZ_TARGET(orders) {
  using namespace bbp;
  orders::Options options;
  options.resolve_names = false;  // the Dex is the lint target's; this one stays fast
  const orders::ExtractResult r = orders::extract(input, options);
  BBP_FUZZ_CHECK(fuzz::diagnostics_inside(r.diagnostics, input.size()));
  if (!r.ok) return;
  for (const post::Block& b : r.segmented.blocks) {
    BBP_FUZZ_CHECK(fuzz::span_inside(b.text, r.plain.text.size()));
    BBP_FUZZ_CHECK(fuzz::span_inside(b.source, input.size()));
    BBP_FUZZ_CHECK(b.first_line < r.segmented.lines.size());
  }
  for (const orders::OrderSet& os : r.order_sets) {
    BBP_FUZZ_CHECK(fuzz::span_inside(os.span, input.size()));
    for (const auto& sub : os.substitutions) BBP_FUZZ_CHECK(fuzz::span_inside(sub->span, input.size()));
    if (os.main_orders)
      for (const orders::Step& s : os.main_orders->steps) BBP_FUZZ_CHECK(fuzz::span_inside(s.span, input.size()));
  }
  const SourceFile src("fuzz", std::string(input));
  (void)orders::to_json(r, src, options).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  (void)orders::to_text(r, src);
}
