// Guards in the round (GuardEffect records, effect_guards.cpp): the sentences in force that keep
// something from happening to a Pokemon — a stage lowered ([7.6]), HP gained ([5.2]), a hit taking
// the last HP ([8.10]), a Chill ([5.2a]). Whose sentences count: the Pokemon's own pieces and
// conditions, and the field conditions on its side or on the whole battlefield.
#include "sim/engine.hpp"

#include <algorithm>

namespace bbp::sim {

std::string Engine::guarded_by(PokemonIndex p, GuardEffect::What what, StageId stage, int source) const {
  if (!has_continuous) return {};
  std::string from;
  const auto check = [&](const EffectSentence& e, const std::string& name) {
    if (!from.empty() || !e.guard || e.guard->what != what) return;
    const GuardEffect& g = *e.guard;
    if (what == GuardEffect::What::stage_lowering) {
      if (!g.stages.empty() && std::find(g.stages.begin(), g.stages.end(), stage) == g.stages.end()) return;
      // "by the effects of other Pokemon": its own effects still lower it (Close Combat); an
      // effect of no Pokemon (a field condition) is another's.
      if (g.by_others_only && source == static_cast<int>(p)) return;
      if (g.opponents_only && source >= 0 &&
          b.pokemon[static_cast<std::size_t>(source)].team == b.pokemon[p].team)
        return;
    }
    from = name;
  };
  for_each_continuous(p, check);
  for (const Condition& f : b.field) {
    if (!from.empty()) break;
    if (f.side >= 0 && f.side != b.pokemon[p].team) continue;
    if (const PieceEffects* text = compiled->condition(f.name))
      for (const EffectSentence& e : text->sentences) check(e, text->name);
  }
  return from;
}

bool Engine::heal_blocked(PokemonIndex p) {
  const std::string from = guarded_by(p, GuardEffect::What::healing);
  if (from.empty()) return false;
  emit(Event::Kind::note, "{} can't gain HP ({})", name(p), from);
  return true;
}

}  // namespace bbp::sim
