#include "orders/passive_pokemon.hpp"

#include <string>
#include <utility>

namespace bbp::orders {
namespace {

SubPokemon implied(std::string text, Placeholder placeholder, Span at) {
  SubPokemon p;
  p.text = std::move(text);
  p.name = SubText{p.text, at};
  p.span = at;
  p.placeholder = placeholder;
  p.implied = true;
  return p;
}

}  // namespace

void imply_passive_pokemon(TriggerClause& c, bool target_unsaid, Span implied_at) {
  if (c.kind != ClauseKind::action || !c.action) return;
  if (target_unsaid && c.action->targets.empty()) c.action->targets.push_back(implied("you", Placeholder::self, implied_at));
  // "Tallow is targeted by a Rock attack": the passive names no observed Pokemon; whoever targets
  // Tallow is observed, "any Pokemon" [10.4a].
  if (!c.subject && !c.action->targets.empty()) c.subject = implied("any Pokemon", Placeholder::any_pokemon, implied_at);
}

void share_unsaid_target(TriggerClause& t, const TriggerClause& before) {
  if (!t.action || t.action->targets.empty() || !t.action->targets.front().implied) return;
  if (!before.subject || before.subject->implied) return;
  SubPokemon& target = t.action->targets.front();
  const Span at = target.span;
  target = *before.subject;
  // "Heracross's HP is below half and targeted by …": the Pokemon, not its possessive.
  target.text = before.subject->name.text.empty() ? before.subject->text : before.subject->name.text;
  target.possessive = false;
  target.span = at;
  target.name.span = at;
  target.implied = true;
}

}  // namespace bbp::orders
