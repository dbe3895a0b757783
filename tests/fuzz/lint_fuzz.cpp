// Fuzz target: the whole pipeline, Lex to Sema (lint::lint), and every renderer of its report.
// Each input is linted twice, without context (Section 10) and with doubles rules, both teams and a
// movepool under the older ruleset (--ruleset legacy), so the checks that only run with context
// and the legacy checks are reached too.
#include "fuzz/fuzz_target.hpp"

#include <bbp/context.hpp>
#include <bbp/lint.hpp>
#include <bbp/source.hpp>

#include <cstdlib>

namespace {

const bbp::BattleContext& no_context() {
  static const bbp::BattleContext none = [] {
    bbp::BattleContext c;
    c.resolve_rules();
    return c;
  }();
  return none;
}

const bbp::BattleContext& team_context() {
  static const bbp::BattleContext with_team = [] {
    bbp::ContextParseResult p = bbp::parse_context(R"({
      "rules": {"match_type": "doubles", "battle_level": 1, "substitution_count": 2, "staked": false},
      "poster": "Ash", "recipient": "Triantis",
      "teams": [{"trainer": "Ash", "pokemon": [
                  {"species": "Scyther", "nickname": "Triantis", "zone": "active",
                   "moves": ["Swords Dance", "X-Scissor", "Protect", "Counter"]},
                  {"species": "Incineroar", "zone": "bench"}]},
                {"trainer": "Gary", "pokemon": [{"species": "Heracross", "zone": "active"}]}]})");
    if (!p.ok) std::abort();  // the context above is part of this target: it must read
    p.context.resolve_rules();
    return p.context;
  }();
  return with_team;
}

}  // namespace

BBP_FUZZ_TARGET(lint) {
  using namespace bbp;
  const SourceFile src("fuzz", std::string(input));
  for (const BattleContext* ctx : {&no_context(), &team_context()}) {
    lint::Options options;
    if (ctx == &team_context()) options.ruleset = lint::Ruleset::legacy;
    const lint::LintResult r = lint::lint(input, *ctx, options);
    BBP_FUZZ_CHECK(fuzz::diagnostics_inside(r.diagnostics, input.size()));
    for (const lint::OrderSetVerdict& v : r.order_sets) {
      for (std::size_t i : v.diagnostics) BBP_FUZZ_CHECK(i < r.diagnostics.items().size());
      for (const lint::SubstitutionVerdict& s : v.substitutions)
        for (std::size_t i : s.diagnostics) BBP_FUZZ_CHECK(i < r.diagnostics.items().size());
    }
    (void)lint::to_json(r, src).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    (void)lint::render_sarif(r, src);
    (void)lint::render_bbcode(r, src);
    (void)lint::apply_fixes(r, src);
    (void)render_text(src, r.diagnostics.items());
    (void)render_gcc(src, r.diagnostics.items());
    (void)render_json(src, r.diagnostics.items());
  }
}
