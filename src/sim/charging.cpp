// [8.3a] Charged and readied actions: "Some actions specify that they are 'readied' prior to their
// user's turn … if a Pokemon would attempt an action that must be readied, and they have not
// readied to use actions with that name this step, they fail to attempt that action." The move's
// text says when ("(The user begins charging this move at priority +1, and executes this move at
// priority -1.)"), so the charge is a turn of its own in the turn sequence (round.cpp), before the
// move's own turn; what the text does "When the user begins to charge this move:" (an Evasive
// Attack granting Evasive, Razor Wind's status) runs then, and a condition granted "until they
// stop charging this move" ends when the move's turn is over (or with the step).
#include "sim/engine.hpp"
#include "sim/statuses.hpp"

#include <algorithm>

namespace bbp::sim {

const ChargeEffect* Engine::charge_of(MoveIndex m) const {
  if (!has_continuous || m == kNoMove || m >= compiled->moves.size()) return nullptr;
  for (const EffectSentence& e : compiled->moves[m])
    if (e.charge) return &*e.charge;
  return nullptr;
}

void Engine::begin_charge(PokemonIndex pi, const Action& planned, int seq) {
  // [10.5] substitutions with state clauses and no timing are checked "before the Pokemon readies
  // or charges their ordered action" when that is sooner than its turn.
  Happening h;
  h.moment = Moment::start_of_turn;
  h.subject = static_cast<int>(pi);
  h.turn_part = Happening::TurnPart::charge;
  check_substitutions(h);
  checked_at_charge[pi] = 1;
  if (!in_play(pi)) return;
  Action act = planned;
  if (const int o = orders_of[pi]; o >= 0 && intent_changed[static_cast<std::size_t>(o)]) {
    const auto ou = static_cast<std::size_t>(o);
    if (static_cast<std::size_t>(seq) >= intent[ou].size()) return;
    act = intent[ou][static_cast<std::size_t>(seq)];
  }
  if (act.move != planned.move) return;  // a substitution changed the action: nothing to charge
  const MoveIndex mi = act.move;
  const MoveData& m = move_data(mi);
  const ChargeEffect* ch = charge_of(mi);
  const char* verb = ch != nullptr && ch->readied ? "ready" : "charge";
  // "If a Pokemon would ready an action they can't legally attempt (at the time they would ready
  // the action), they don't instead."
  const Pokemon& p = b.pokemon[pi];
  std::string why;
  if (!p.movepool.empty() && m.dex_id != kNoEntry && std::find(p.movepool.begin(), p.movepool.end(), mi) == p.movepool.end())
    why = "it doesn't know it";
  else if (sealed(pi, mi)) why = "it is Sealed";
  else if (const std::string from = forbidding_condition(pi, m); !from.empty()) why = from;
  else if (p.has("Sleep") || p.has("Freeze")) why = p.has("Sleep") ? "Sleep" : "Freeze";
  if (!why.empty()) {
    emit(Event::Kind::status, "{} can't {} {} ({}) [8.3a]", name(pi), verb, m.name, why);
    return;
  }
  emit(Event::Kind::action, "{} begins to {} {}!", name(pi), verb, m.name);
  charged[pi] = mi;
  if (mi >= compiled->moves.size()) return;
  const int was_acting = acting;
  acting = pi;  // the charge's effects are the user's ("the creator")
  for (const EffectSentence& e : compiled->moves[mi]) {
    if (e.criterion != Criterion::charge_start) continue;
    if (e.inflict) {
      for (PokemonIndex t : effect_targets(e.inflict->who, pi, pi)) inflict(t, *e.inflict);
    } else if (e.stage) {
      for (PokemonIndex t : effect_targets(e.stage->who, pi, pi))
        apply_stage_effect(t, *e.stage, e.stage->by, false, static_cast<int>(pi));
    } else if (e.hp) {
      for (PokemonIndex t : effect_targets(e.hp->who, pi, pi)) run_hp_effect(t, *e.hp, 0);
    } else {
      emit(Event::Kind::not_simulated, "not simulated: {}'s effect: {}", m.name, e.text);
    }
  }
  acting = was_acting;
  post_event_check();
}

void Engine::stop_charging(PokemonIndex pi) {
  if (pi >= charged.size() || charged[pi] == kNoMove) return;
  charged[pi] = kNoMove;
  Pokemon& p = b.pokemon[pi];
  for (auto it = p.conditions.begin(); it != p.conditions.end();) {
    if (it->duration_unit == "charging") {
      emit(Event::Kind::status, "{}'s {} ends (it stopped charging)", name(pi), it->name);
      it = p.conditions.erase(it);
    } else {
      ++it;
    }
  }
}

}  // namespace bbp::sim
