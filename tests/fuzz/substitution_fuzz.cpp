// Fuzz target: the substitution grammar (grammar/substitution*.hpp) on its own, on the input as
// one line of plain text, as the segmenter hands a substitution line to it: the segmenter's test
// and the parser never fail, and every clause points inside the line.
#include "fuzz/fuzz_target.hpp"

#include <bbp/post.hpp>
#include <bbp/substitution.hpp>

BBP_FUZZ_TARGET(substitution) {
  using namespace bbp;
  (void)orders::looks_like_substitution(input);
  const bbcode::Projection plain = post::identity_projection(input);
  const orders::Substitution sub = orders::parse_substitution(plain, Span{0, input.size()});
  BBP_FUZZ_CHECK(fuzz::span_inside(sub.span, input.size()));
  if (sub.unreadable) BBP_FUZZ_CHECK(sub.failed_at <= input.size());
  for (const orders::TriggerClause& c : sub.trigger) BBP_FUZZ_CHECK(fuzz::span_inside(c.span, input.size()));
  for (const orders::ResultClause& c : sub.results) BBP_FUZZ_CHECK(fuzz::span_inside(c.span, input.size()));
  DiagnosticList diags;
  orders::substitution_syntax_diagnostics(sub, diags);
  BBP_FUZZ_CHECK(fuzz::diagnostics_inside(diags, input.size()));
  (void)orders::substitution_to_json(sub).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}
