#pragma once
// The engine's working state for one simulated round (internal to src/sim/): the battle being
// changed, the dice, the working copy of every Pokemon's orders, and the event log. One Engine per
// run; round.cpp drives the loop of [2.7], action.cpp the pipeline of [8], substitutions.cpp the
// start-of-step substitutions of [2.7a]/[10].
#include <bbp/sim.hpp>

#include "sim/effects.hpp"
#include "sim/rng.hpp"

#include <fmt/format.h>

namespace bbp::sim {

/// The dice: the RNG, or the rolls a test gives (and a record of any it did not give).
struct Dice {
  Rng rng;
  const std::vector<int>* fixed = nullptr;
  std::size_t used = 0;
  bool missing = false;
  int roll(int sides) {
    ++used;
    if (fixed == nullptr) return rng.roll(sides);
    if (used > fixed->size()) { missing = true; return sides; }
    return (*fixed)[used - 1];
  }
};

struct Engine {
  const Round& round;
  const Dex& dex;
  Battle b;
  Dice dice;
  RoundResult& out;
  bool log = true;
  int step = 0;
  std::uint32_t events = 0;      ///< [2.9] event counter: who fell to 0 first
  bool ended = false;
  int acting = -1;               ///< the Pokemon performing an action ([2.9] item 10)
  std::vector<std::vector<std::vector<Action>>> orders;  ///< per PokemonOrders: steps (working copy)
  std::vector<std::vector<Action>> intent;               ///< per PokemonOrders: this step's intent
  std::vector<int> orders_of;    ///< per Pokemon: its PokemonOrders index, or -1
  std::vector<bool> sub_used_this_step;                  ///< per PokemonOrders ([2.7a] one per step)
  MoveIndex struggle = kNoMove;
  std::vector<std::vector<EffectSentence>> effects;      ///< per move: its compiled effect text

  Engine(const Round& r, const Dex& d, RoundResult& o, const SimOptions& opt);

  Action struggle_intent() const {
    Action a;
    a.move = struggle;
    a.written = "Struggle";
    return a;
  }

  template <typename... Args>
  void emit(Event::Kind kind, fmt::format_string<Args...> f, Args&&... args) {
    if (!log) return;
    out.events.push_back(Event{kind, step, fmt::format(f, std::forward<Args>(args)...)});
  }

  std::string name(PokemonIndex p) const;  ///< "Liz's Garchomp"
  bool in_play(PokemonIndex p) const { return b.pokemon[p].zone == Zone::active && !b.pokemon[p].fainted; }
  int opponent_of(PokemonIndex p) const;   ///< the opposing active Pokemon (Singles), -1 when none
  int effective_speed(PokemonIndex p) const;
  int post_of(PokemonIndex p) const;       ///< index of its order post, or a large number
  /// HP/En changes go through these, so [2.9]'s "fell to 0 least recently" is known.
  void change_hp(PokemonIndex p, int delta);
  void change_en(PokemonIndex p, int delta);
  /// [2.9] Post-Event Checklist items 1, 4, 10, 11 (the others have nothing to act on here).
  void post_event_check();
  /// [7.6a] raise/lower a stage with a duration; clamps by [7.6d].
  void change_stage(PokemonIndex p, StageId s, int by, int turns, bool own_turn);
  void end_of_turn(PokemonIndex p);
  void take_turn(PokemonIndex p, const Action& a);
  /// [8.9] the action's effects: compiled sentences run, the rest reported as not simulated.
  void run_effects(PokemonIndex user, PokemonIndex defender, MoveIndex m);
  void start_of_step_substitutions();
  void run();
};

}  // namespace bbp::sim
