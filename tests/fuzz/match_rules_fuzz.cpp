// Fuzz target: match rules as a challenge states them ("B4P2 Singles Lvl 1 SC 2"), read strictly
// and leniently, resolved to the [1.3] defaults and printed.
#include "fuzz/fuzz_target.hpp"

#include <bbp/match_rules.hpp>

BBP_FUZZ_TARGET(match_rules) {
  using namespace bbp;
  for (const bool lenient : {false, true}) {
    rules::ParseOptions options;
    options.lenient = lenient;
    const rules::ParseResult r = rules::parse(input, 0, options);
    BBP_FUZZ_CHECK(fuzz::diagnostics_inside(r.diagnostics, input.size()));
    for (const rules::RuleFact& f : r.facts) BBP_FUZZ_CHECK(fuzz::span_inside(f.span, input.size()));
    (void)rules::to_json(rules::resolve(r.stated)).dump();
  }
}
