// Building the lint context from a request; shared by `bbpref lint` and `POST /api/lint`.
#include <bbp/lint_context.hpp>

namespace bbp::lint {

std::optional<rules::MatchType> match_type_named(std::string_view name) {
  for (rules::MatchType t : {rules::MatchType::singles, rules::MatchType::doubles, rules::MatchType::triples})
    if (name == rules::to_string(t)) return t;
  return std::nullopt;
}

BuiltContext build_context(const ContextRequest& request) {
  BuiltContext out;
  BattleContext& ctx = out.context;
  if (request.context_json) {
    ContextParseResult parsed = parse_context(*request.context_json);
    out.context_diagnostics = std::move(parsed.diagnostics);
    if (!parsed.ok) {
      out.context_ok = false;
      ctx.resolve_rules();
      return out;
    }
    ctx = std::move(parsed.context);
  }
  if (!request.rules.empty()) {
    rules::ParseResult parsed = rules::parse(request.rules);
    out.rules_ok = !parsed.diagnostics.has_errors();
    out.rules_diagnostics = std::move(parsed.diagnostics);
    // The rules string adds to (and overrides) what the context stated.
    rules::merge(ctx.stated, parsed.stated);
    ctx.has_rules = true;
  }
  if (request.match_type) { ctx.stated.match_type = *request.match_type; ctx.has_rules = true; }
  if (request.battle_level) { ctx.stated.battle_level = *request.battle_level; ctx.has_rules = true; }
  if (request.step_count) { ctx.stated.step_count = *request.step_count; ctx.has_rules = true; }
  if (request.sub_count) { ctx.stated.substitution_count = *request.sub_count; ctx.has_rules = true; }
  if (request.staked) ctx.stated.staked = *request.staked;
  ctx.resolve_rules();
  return out;
}

}  // namespace bbp::lint
