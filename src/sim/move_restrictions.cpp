// Conditions that decide which actions a Pokemon receives, may attempt, or shares, each as the
// handbook's patch notes word it:
// - Encore ("New wording, in part"): "If the subject would receive an order to use an action;
//   instead, they receive an order to use the noted action."
// - Imprison (patch "Imprison"): the user declares up to three moves and gains a unique status
//   until it leaves play: "Pokemon in play, that have executed one of the declared moves during
//   this round, can't attempt the other declared moves."
// - Infatuation (patch "Infatuation Work"): lasts until two of the subject's turns have ended;
//   "Pokemon who don't know Attract are unaffected"; "After the subject executes a non-damaging,
//   non-called action, that targeted only themselves or only the creator: The creator calls and
//   attempts that action without paying its costs."
#include "sim/engine.hpp"
#include "sim/move_data.hpp"
#include "sim/statuses.hpp"

#include <fmt/ranges.h>

#include <algorithm>

namespace bbp::sim {

namespace {

const Condition* find_condition(const Pokemon& p, std::string_view name) {
  for (const Condition& c : p.conditions)
    if (condition_is(c, name)) return &c;
  return nullptr;
}

}  // namespace

void Engine::encore_orders(PokemonIndex pi, std::vector<Action>& acts) {
  const Condition* encore = find_condition(b.pokemon[pi], "Encore");
  if (encore == nullptr) return;
  if (encore->notes.empty()) {
    emit(Event::Kind::not_simulated, "not simulated: {}'s Encore notes no action (give it as the condition's note)", name(pi));
    return;
  }
  const MoveIndex noted = known_move(b, dex, encore->notes.front());
  for (Action& a : acts) {
    // An order to use an action: a move, command or combination (a trainer item is the trainer's,
    // and Struggle for a step without orders was never an order received).
    if (a.trainer_item || (a.move == struggle && a.move != kNoMove && !a.combination)) continue;
    if (!a.combination && a.move == noted && noted != kNoMove) continue;
    const std::string was = a.move != kNoMove && !a.combination ? move_data(a.move).name : a.written;
    Action n;
    n.move = noted;
    n.written = encore->notes.front();
    emit(Event::Kind::status, "{} receives an order to use {} instead of {} (Encore)", name(pi), n.written, was);
    a = std::move(n);
  }
}

void Engine::note_executed(PokemonIndex pi, MoveIndex mi) {
  if (executed_this_round.size() < b.pokemon.size()) executed_this_round.resize(b.pokemon.size());
  executed_this_round[pi].push_back(mi);
}

bool Engine::imprison_stops(PokemonIndex pi, MoveIndex mi) {
  const std::string& want = move_data(mi).name;
  if (pi >= executed_this_round.size()) return false;
  for (std::size_t q = 0; q < b.pokemon.size(); ++q) {
    if (!in_play(static_cast<PokemonIndex>(q))) continue;
    const Condition* imp = find_condition(b.pokemon[q], "Imprison");
    if (imp == nullptr || !has_note(imp->notes, want)) continue;
    for (MoveIndex done : executed_this_round[pi]) {
      const std::string& other = move_data(done).name;
      if (fold_name(other) != fold_name(want) && has_note(imp->notes, other)) {
        emit(Event::Kind::status, "{} can't attempt {}: it executed {} this round, and {}'s Imprison declares both ({}) [8.3a]",
             name(pi), want, other, name(static_cast<PokemonIndex>(q)), fmt::join(imp->notes, ", "));
        return true;
      }
    }
  }
  return false;
}

bool Engine::run_imprison(PokemonIndex pi) {
  // "(Declare up to three moves when ordering this move. If no moves were declared, this move
  // fails. If more moves are declared, the fourth and later are ignored.)"
  if (declared.empty()) {
    emit(Event::Kind::note, "{}'s Imprison declares no move: it fails (Imprison)", name(pi));
    return false;
  }
  InflictEffect e;
  e.who = Who::self;
  e.condition = "Imprison";
  e.granted = true;
  e.notes.assign(declared.begin(), declared.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(declared.size(), 3)));
  if (declared.size() > 3)
    emit(Event::Kind::note, "{}'s Imprison ignores the fourth and later declared moves (Imprison)", name(pi));
  inflict(pi, e);
  return true;
}

int Engine::infatuation_creator(PokemonIndex pi) const {
  const Condition* inf = find_condition(b.pokemon[pi], "Infatuation");
  if (inf == nullptr || inf->notes.empty()) return -1;
  const auto found = declared_pokemon({inf->notes.front()}, nullptr);
  return found.empty() ? -1 : found.front();
}

void Engine::after_executing(PokemonIndex pi, MoveIndex mi, const Targets& targets) {
  const Condition* inf = find_condition(b.pokemon[pi], "Infatuation");
  if (inf == nullptr) return;
  const MoveData m = move_data(mi);  // a copy: the call below may run substitutions
  if (m.is_attack() || targets.teams || targets.defenders.empty()) return;
  const int creator = infatuation_creator(pi);
  if (creator < 0) {
    emit(Event::Kind::not_simulated, "not simulated: {}'s Infatuation names no creator in play (give it as the condition's note)", name(pi));
    return;
  }
  const Pokemon& subject = b.pokemon[pi];
  const MoveIndex attract = b.find_move("Attract");
  if (!subject.movepool.empty() &&
      (attract == kNoMove || std::find(subject.movepool.begin(), subject.movepool.end(), attract) == subject.movepool.end())) {
    emit(Event::Kind::status, "{} doesn't know Attract: it is unaffected by Infatuation", name(pi));
    return;
  }
  const auto only = [&](int who) {
    return std::all_of(targets.defenders.begin(), targets.defenders.end(), [&](PokemonIndex d) { return d == who; });
  };
  if (!only(static_cast<int>(pi)) && !only(creator)) return;
  const auto c = static_cast<PokemonIndex>(creator);
  if (!in_play(c)) return;
  emit(Event::Kind::status, "{} is Infatuated with {}: {} calls and attempts {} without paying its costs (Infatuation)", name(pi),
       name(c), b.pokemon[c].display(), m.name);
  // A called action: no movepool check, no costs ([8.3], [8.3a]); its own user's conditions
  // still stop the attempt. It is no turn of the creator's.
  const int was_acting = acting;
  const std::vector<std::string> was_declared = declared, was_targets = declared_targets;
  acting = c;
  declared_targets.clear();
  if (!status_stops_attempt(c, mi)) {
    emit(Event::Kind::action, "{} used {}! (called)", name(c), m.name);
    execute(c, mi, /*free=*/true);
  }
  acting = was_acting;
  declared = was_declared;
  declared_targets = was_targets;
}

}  // namespace bbp::sim
