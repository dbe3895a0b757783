#pragma once
// The engine's working state for one simulated round (internal to src/sim/): the battle being
// changed, the dice, the working copy of every Pokemon's orders, and the event log. One Engine per
// run; round.cpp drives the loop of [2.7], action.cpp the pipeline of [8], substitutions.cpp the
// start-of-step substitutions of [2.7a]/[10].
#include <bbp/sim.hpp>
#include <bbp/substitution.hpp>

#include "sim/compiled_effects.hpp"
#include "sim/continuous.hpp"
#include "sim/effects.hpp"
#include "sim/rng.hpp"
#include "sim/sub_ignore.hpp"
#include "sim/sub_timings.hpp"

#include <fmt/format.h>

#include <functional>

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

/// Why the engine cannot evaluate this state clause of [10.6e] ("" = it can): state_clauses.cpp.
std::string state_clause_unsupported(const Dex& dex, const orders::TriggerClause& c);
/// A [10.6f] KO clause: a presence clause on one Pokemon for the Fainting condition ("Heracross
/// faints", "is KOed").
bool is_ko_clause(const Dex& dex, const orders::TriggerClause& c);
/// A state clause asked of the field, not of a Pokemon ([10.6e]): a field or battle condition, or a
/// group ("any Screen", "any Weather"), on a side seen from the recipient or anywhere.
struct FieldQuery {
  enum class Side : std::uint8_t { any, mine, theirs };
  std::string name;   ///< the Dex's name ("Stealth Rock", "Sun"), or the group ("Entry Hazard", "Weather")
  bool group = false;
  Side side = Side::any;
};
/// "there is Trick Room", "it is raining", "Stealth Rock is on your side", "your side has Spikes",
/// "there are hazards on the opposing side" (field_clauses.cpp); nullopt when the clause asks of a Pokemon.
std::optional<FieldQuery> field_query_of(const Dex& dex, const orders::TriggerClause& c);
/// The Dex's name of a field or battle condition, Weather or Terrain ("Sunny" → "Sun"); "" when unknown.
std::string canonical_field_name(const Dex& dex, std::string_view text);
/// The Pokemon clause `ci` of `s` observes: its own subject, or for a state clause written without
/// one ("IF Heracross is Paralyzed or Burned") the subject of the nearest clause before it;
/// nullptr when there is none (sub_triggers.cpp).
const orders::SubPokemon* clause_subject(const orders::Substitution& s, std::size_t ci);
/// Why the engine cannot check the trigger or results of `s` ("" = it can): substitutions.cpp.
std::string unsupported_parts(const Dex& dex, const orders::Substitution& s);
/// [10.6c] "at most once / twice / N times", "at all", "": the most occurrences allowed; nullopt
/// when the words are not understood (sub_triggers.cpp).
std::optional<int> occurrence_limit(std::string_view count);

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
  MoveIndex acting_move = kNoMove;  ///< the action it performs (Z-Twin's duplicates, [11.5c])
  /// [11.5c] Z-Pierce: "While the Z-Move is being performed; the effects of abilities, held items,
  /// conditions, markers, and other moves are all ignored."
  bool piercing = false;
  /// [9.1b] the acting Pokemon's declared parameters ("Disable (Flamethrower)"): a copy, since a
  /// substitution checked mid-action may change the intent the action came from.
  std::vector<std::string> declared;
  std::vector<std::string> declared_targets;  ///< [8.3c] the acting Pokemon's declared targets
  std::vector<std::vector<std::vector<Action>>> orders;  ///< per PokemonOrders: steps (working copy)
  std::vector<std::vector<Action>> intent;               ///< per PokemonOrders: this step's intent
  std::vector<int> orders_of;    ///< per Pokemon: its PokemonOrders index, or -1
  std::vector<bool> sub_used_this_step;                  ///< per PokemonOrders ([10.8] one per step)
  MoveIndex struggle = kNoMove;
  MoveIndex imprison = kNoMove;  ///< the move Imprison, whose patch text the engine runs (move_restrictions.cpp)
  /// Every move's, ability's and item's compiled effect text (the round's, else read here).
  std::shared_ptr<const CompiledEffects> compiled;

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

  /// "Liz's Garchomp": made once per Pokemon (names do not change in a round), as emit's
  /// arguments are built even when the run keeps no log.
  const std::string& name(PokemonIndex p) const { return display_names[p]; }
  std::vector<std::string> display_names;
  bool in_play(PokemonIndex p) const { return b.pokemon[p].zone == Zone::active && !b.pokemon[p].fainted; }
  int opponent_of(PokemonIndex p) const;   ///< the first opposing Pokemon in play (entry order), -1 when none
  /// The Pokemon in play in the order they entered play ([8.3c], [8.4]): targeting.cpp.
  std::vector<PokemonIndex> in_play_by_entry() const;
  /// The battle's Pokemon that declared target names name (species or nickname; "A and B" is two);
  /// names that match none go to `unknown`.
  std::vector<PokemonIndex> declared_pokemon(const std::vector<std::string>& names, std::vector<std::string>* unknown) const;
  /// [8.3c] the action's legal targets in [8.4] defender order: declared targets in scope first,
  /// then the default targets. `teams`: the scope targets teams' fields (no defender loop).
  struct Targets {
    std::vector<PokemonIndex> defenders;
    bool teams = false;
  };
  /// `notes`: why declared targets were removed, for the log.
  Targets targets_of(PokemonIndex user, const MoveData& m, const std::vector<std::string>& written,
                     std::vector<std::string>* notes = nullptr) const;
  int effective_speed(PokemonIndex p) const;
  int post_of(PokemonIndex p) const;       ///< index of its order post, or a large number
  /// HP/En changes go through these, so [2.9]'s "fell to 0 least recently" is known.
  void change_hp(PokemonIndex p, int delta);
  void change_en(PokemonIndex p, int delta);
  /// [2.9] Post-Event Checklist items 1, 4, 10, 11 (the others have nothing to act on here).
  void post_event_check();
  /// [7.6a] raise/lower a stage with a duration; clamps by [7.6d]. `source`: the Pokemon whose
  /// effect it is (-1: none), for a guard against "the effects of other Pokemon".
  void change_stage(PokemonIndex p, StageId s, int by, int turns, bool own_turn,
                    StageExtension extension = StageExtension::longer, int source = -1);
  /// A StageEffect on `t`: each of its stages changed by `by` (the effect's, or Z-Twin's double),
  /// or every stage negated ("to the opposite sign", its duration kept).
  void apply_stage_effect(PokemonIndex t, const StageEffect& e, int by, bool own_turn, int source);
  void end_of_turn(PokemonIndex p);
  void take_turn(PokemonIndex p, const Action& a);
  MoveIndex combination_intent(PokemonIndex p, MoveIndex combination);  ///< [11.2] legal, else Struggle
  /// [11.6c] whether `p` may use the Max Move `m` ordered directly (Max Guard, its species' G-Max
  /// Move, only while Dynamaxed); nullopt for any other move (its movepool decides).
  std::optional<bool> known_by_dynamax(PokemonIndex p, MoveIndex m) const;
  std::vector<PokemonIndex> combination_users;  ///< attempted a combination this round ([11.2])
  std::vector<int> z_move_teams;                 ///< teams a member of which attempted a Z-Move this round ([11.5d])
  /// The pipeline of [8] from the Energy cost on; true when the action went through (hit).
  /// `called`: an action another effect calls, performed without paying its costs.
  bool execute(PokemonIndex p, MoveIndex m, bool called = false);
  /// [8.5]–[8.11] for one defender; `spread`: the attack has two or more targets ([8.10j]);
  /// `shared_done`: the effects that do not name the defender already ran (docs/rulings.md).
  bool act_against(PokemonIndex p, MoveIndex m, PokemonIndex def, bool teams, bool spread, bool& shared_done);
  /// [8.9] the action's effects (effect_run.cpp): execution effects and the "On hit" / "Effect
  /// Check" ones run, the rest reported as not simulated. `dealt`: the damage the attack dealt.
  /// `shared`: also run the effects that name no defender (the user, allies, each opponent): once
  /// per action, with the first defender the action reaches [8.9] with (docs/rulings.md).
  void run_effects(PokemonIndex user, PokemonIndex defender, MoveIndex m, int dealt, bool shared = true);
  /// The Pokemon a statement names, seen from `self` acting against `defender` (Singles).
  std::vector<PokemonIndex> effect_targets(Who who, PokemonIndex self, PokemonIndex defender) const;
  /// `source`: the condition whose text it is ("for each Poison counter on this status", "the
  /// creator of this condition").
  void run_hp_effect(PokemonIndex p, const HpEffect& e, int dealt, const Condition* source = nullptr);
  /// The Pokemon a condition's "creator … or their replacement in play" is now; -1 when none is.
  int creator_in_play(const Condition& c) const;

  // Continuous effects (continuous_effects.cpp): ongoing sentences of pieces, conditions, field
  // conditions and the attack's own text, applied where their numbers are used.
  bool has_continuous = false;  ///< any compiled text has one (read once, when the round starts)
  using ContinuousVisitor = std::function<void(const EffectSentence&, const std::string&)>;
  /// The continuous sentences of `p`'s ability, item and conditions, with the name of their source.
  void for_each_continuous(PokemonIndex p, const ContinuousVisitor& f) const;
  AttackChanges attack_changes(PokemonIndex attacker, PokemonIndex defender, MoveIndex m, bool pierce) const;
  /// `rank` with its changes and the engine's own modifiers (Burn), [1.2b]: one rounding.
  int changed_rank(int rank, const std::vector<RankChange>& changes, std::initializer_list<RankModifier> own) const;
  /// [1.5] the Lucky/Unlucky state of a roll of kind `roll` (LuckEffect::Rolls) made for `roller`,
  /// against `against` (-1: none).
  Luck luck_of(std::uint8_t roll, PokemonIndex roller, int against) const;
  /// [1.5a] a d`sides` against `target` (low: success at or below it, else at or above), logged
  /// "<label><shown> (Lucky): 92, 40" ("Hit <= 85"); [1.5b] a number from lo to hi, logged
  /// "<label> (lo-hi): n". The labels are formatted only when the run keeps a log.
  bool target_roll(int sides, int target, bool low, const Luck& luck, std::string_view label, int shown);
  int range_roll(int lo, int hi, const Luck& luck, std::string_view label);
  /// [8.3a] the condition of `p` whose text forbids attempting `m` ("The subject can't attempt
  /// actions"); "" when none.
  std::string forbidding_condition(PokemonIndex p, const MoveData& m) const;
  /// What guards `p` against `what` (guards.cpp): the name of the ability, item, condition or
  /// field condition whose text says so, "" when nothing does. `stage` and `source` for stage
  /// lowering (the Pokemon whose effect lowers it, -1 when none).
  std::string guarded_by(PokemonIndex p, GuardEffect::What what, StageId stage = kStageCount, int source = -1) const;
  /// True (and said in the log) when a guard keeps `p` from gaining HP ([5.2]).
  bool heal_blocked(PokemonIndex p);
  /// [8.3d] Target Replacement: reflecting defenders become the user; a single non-user target
  /// is redirected to a Pokemon of its team whose text redirects the action. Notes for the log.
  void replace_targets(PokemonIndex user, const MoveData& m, Targets& t);

  // [8.3a] charged and readied actions (charging.cpp).
  /// The move's "(The user begins charging this move at priority +1, …)", nullptr when it has none.
  const ChargeEffect* charge_of(MoveIndex m) const;
  std::vector<MoveIndex> charged;        ///< per Pokemon: the move it charged or readied this step
  std::vector<std::uint8_t> checked_at_charge;  ///< per Pokemon: its [10.5] default-timing substitutions were checked at the charge
  /// The charge turn: substitutions checked "before the Pokemon readies or charges", then the
  /// charge and its "When the user begins to charge this move:" effects.
  void begin_charge(PokemonIndex p, const Action& planned, int seq);
  /// The move was executed (or its turn passed): conditions granted "until they stop charging" end.
  void stop_charging(PokemonIndex p);
  // [4] field conditions (field_conditions.cpp)
  std::vector<PokemonIndex> field_targets(Who who, int side) const;  ///< "each standing Pokemon", "… on the affected team"
  void run_field_effect(PokemonIndex user, PokemonIndex defender, const FieldEffect& e);
  void count_down_field(std::string_view unit, std::string_view moment);
  /// Frost markers (2023 revision): "When this marker is created, if the subject has 8 or more
  /// Frost markers and the subject isn't Frozen: Inflict Freeze on the subject."
  void put_markers(PokemonIndex p, const std::string& marker, int count);
  void discard_markers(PokemonIndex p, const MarkerEffect& e);
  void run();

  // Substitutions (substitutions.cpp: when they are checked and their results; sub_timings.cpp:
  // the timings of [10.5a]; sub_triggers.cpp and state_clauses.cpp: whether their trigger holds).
  /// Per order set, per substitution: when it is checked (read once, when the round starts; why
  /// when unsupported), the step it last triggered in and how often it triggered this round.
  struct SubState {
    SubWhen when;
    std::string why;
    int last_step = 0;
    int times = 0;
    // [10.7a] "ignore substitutions" (sub_ignore.cpp): not checked while step <= ignored_through_step,
    // nor until the turn of Pokemon ignored_until_turn_end (-1: none) ends.
    int ignored_through_step = 0;
    int ignored_until_turn_end = -1;
    /// Per result clause: its "ignore substitutions" reading (read once, when the round starts).
    std::vector<std::optional<IgnoreSpec>> ignore_specs;
  };
  std::vector<std::vector<SubState>> sub_states;
  /// "When you are hit by X": X the attacker or a battle-only move (round.cpp).
  void resolve_hit_by(SubState& st) const;
  /// The priority bracket the turn sequence is in ([10.8b]); nullopt outside the sequence.
  std::optional<int> current_priority;
  bool trainer_items_used = false;  ///< [2.7a] this step's trainer items have been used ([10.8b])
  /// [2.7a] this step's trainer items, in posting order: medicines run on their recipients.
  void use_trainer_items();
  std::vector<bool> intent_changed;  ///< per order set: a substitution changed its intent mid-sequence
  /// Checks every substitution whose timing is this moment, in posting order ([10.4b]).
  void check_substitutions(const Happening& h);
  void at(Moment m, int subject = -1) {
    Happening h;
    h.moment = m;
    h.subject = subject;
    check_substitutions(h);
  }
  bool moment_matches(PokemonIndex me, const SubWhen& w, const Happening& h) const;
  /// "When X misses with / fails to attempt / fails to execute …" ([10.5a]).
  void action_outcome(PokemonIndex p, MoveIndex m, Outcome o) {
    Happening h;
    h.moment = Moment::action_result;
    h.subject = static_cast<int>(p);
    h.move = m;
    h.outcome = o;
    check_substitutions(h);
  }
  /// Applies the active result clauses ([10.7a]); false when [10.8b] makes the substitution illegal.
  bool apply_results(std::size_t orders_index, std::size_t sub_index, const std::vector<bool>& active);
  void ignore_substitutions(std::size_t orders_index, std::size_t sub_index, const IgnoreSpec& ig);
  /// [10.8a] the substitutions (order set, index) whose action clauses were evaluated this step.
  std::vector<std::pair<std::size_t, std::size_t>> observed_this_step;
  /// The truth of each action clause of `sub` for each Pokemon it observes, as things stand.
  std::vector<bool> action_clause_truths(PokemonIndex me, const orders::Substitution& sub) const;
  /// [10.8a] the earlier post's substitution whose action clauses giving order set `o` these
  /// orders and this intent would change; nullopt when none.
  std::optional<std::pair<std::size_t, std::size_t>> loop_conflict(std::size_t o, std::vector<std::vector<Action>>& steps,
                                                                   std::vector<Action>& now);
  int action_priority(const Action& a) const {
    return (a.move != kNoMove && !a.trainer_item) ? move_data(a.move).priority : 0;
  }
  bool triggers(PokemonIndex me, const orders::Substitution& s) const;
  /// `with_fainted`: also the Pokemon that fainted this round, which a KO clause observes ([10.6f]
  /// "a single specified Pokemon, who was not Fainted at the start of the round").
  std::vector<PokemonIndex> observed_pokemon(PokemonIndex me, const orders::SubPokemon& who, int bound,
                                             bool with_fainted = false) const;
  /// Fainted during this round ([2.9]): out of play, yet still observed by a KO clause.
  bool fainted_this_round(PokemonIndex p) const;
  /// An action clause of [10.6a–c] holds for `who`: its behaviour in the steps its affix observes.
  bool intent_matches(PokemonIndex me, PokemonIndex who, const orders::TriggerClause& c) const;
  /// What `who` is to do on step k: this step's intent, another step's orders as they stand.
  std::vector<Action> actions_on_step(PokemonIndex who, int k) const;
  bool behaviour_in(PokemonIndex me, PokemonIndex who, const ActionMatch& m, const std::vector<orders::SubPokemon>& targets,
                    const std::vector<Action>& acts) const;
  bool clause_holds(PokemonIndex me, PokemonIndex who, const orders::TriggerClause& c) const;
  /// A state clause of [10.6e] holds for `who` (`me`: the recipient, for "yours").
  bool state_holds(PokemonIndex me, PokemonIndex who, const orders::TriggerClause& c) const;
  /// The battle file's field has this battle condition (carried: the round does not change it).
  bool field_query_holds(PokemonIndex me, const FieldQuery& q) const;
  /// HP, Energy, Speed (with its modifiers) or a stage of `who` (state_clauses.cpp's Quantity).
  long long quantity(PokemonIndex who, int q, int stage) const;

  // The major statuses and Confusion as the 2023 Status Revision words them (src/sim/statuses.cpp).
  /// [8.3a] a condition that stops the attempt (Sleep, Freeze, Paralysis counters): logs why and
  /// returns true. Attempting a thawing move discards Freeze first.
  bool status_stops_attempt(PokemonIndex p, MoveIndex m);
  /// Confusion with a Dizzy marker turns an attack into Stumble: returns kStumble, else `m`.
  MoveIndex confusion_replacement(PokemonIndex p, MoveIndex m);
  /// Protection (granted by Protective Moves, [10.6d]): an attack on a Protected defender fails
  /// unless it is a Protection-Bypassing Attack. Logs and returns true when it stops `m`.
  bool protection_stops(PokemonIndex def, const MoveData& m);
  /// The defender of a Fire-type attack, Scald, Scorching Sands or Brick Break is thawed.
  void thaw_defender(PokemonIndex def, const MoveData& m);
  /// Freeze: each hit on the subject deals 1 damage. Returns the damage the hits deal.
  int frozen_damage(PokemonIndex def, int total, int hits);
  /// After the subject took damage from an attack: Sleep's Restless marker.
  void after_attack_damage(PokemonIndex def);
  /// After the subject executed an attack: Confusion's Dizzy marker; Stumble's "On hit" discard.
  void after_attack_executed(PokemonIndex p, MoveIndex m, bool hit);
  /// At the end of the subject's turn: Sleep heals and may end, Freeze halves Frost, durations in
  /// turns count down.
  void status_end_of_turn(PokemonIndex p);
  /// At the end of the step: durations in steps count down (Rest's Sleep).
  void status_end_of_step();
  /// At the end of the round: durations in rounds count down ("until the end of the round").
  void status_end_of_round();
  void count_down_conditions(std::string_view unit, std::string_view moment);
  /// The end-of-step effects as a [2.10d]-sorted Trigger Queue, then status_end_of_step().
  void end_of_step_effects();
  void wake_up(Pokemon& p, const std::string& who, std::string_view why);
  /// [7] "Inflict X on …": fails when the subject already has a condition of that name ([3.3b]
  /// "already has a condition of the same name") or, for Sleep and Confusion, had it inflicted
  /// this round; a condition the engine does not run is carried and said so.
  void inflict(PokemonIndex p, const InflictEffect& e);
  void say_unsimulated_parts(const Condition& c);  ///< a condition just put on a Pokemon: what of it does not run
  std::vector<std::pair<PokemonIndex, std::string>> inflicted_this_round;
  /// A condition was created on `p`: the substitutions timed to it are checked.
  void created(PokemonIndex p, const std::string& condition, EntryId id, const std::vector<std::string>& notes = {});
  /// Sealed (patch "Move Restriction Effects"): `p` has Sealed noting move `m`.
  bool sealed(PokemonIndex p, MoveIndex m) const;
  /// [8.3a] why `p` can't attempt `m` now (Sleep, Freeze, Sealed, a condition whose text forbids
  /// it), "" when it can. No log, no change: for checks made before the attempt.
  std::string attempt_forbidden(PokemonIndex p, MoveIndex m) const;
  /// [10.6f] a True Clause triggers "if its result component is fully possible": every move a
  /// result of `sub` gives `me` can be attempted now.
  bool results_possible(PokemonIndex me, const orders::Substitution& sub) const;
  /// Sealed: the subject "can't receive orders to use any of the specified moves" — such an order
  /// is not received, and a step without an order is Struggle ([2.7a]; docs/rulings.md).
  void receive_orders(PokemonIndex p, std::vector<Action>& acts);
  /// Conditions with a duration in turns given during their subject's own turn (folded names).
  std::vector<std::pair<PokemonIndex, std::string>> given_this_turn;
  // Encore, Imprison and Infatuation as the patch notes word them (src/sim/move_restrictions.cpp).
  /// Encore: an order to use an action becomes an order to use the noted action.
  void encore_orders(PokemonIndex p, std::vector<Action>& acts);
  /// Per Pokemon: the moves it executed this round (Imprison).
  std::vector<std::vector<MoveIndex>> executed_this_round;
  void note_executed(PokemonIndex p, MoveIndex m);
  /// Imprison: `p` executed another of the declared moves this round; logs and returns true.
  bool imprison_stops(PokemonIndex p, MoveIndex m);
  /// The move Imprison: the user gains the status, noting up to three declared moves.
  bool run_imprison(PokemonIndex p);
  /// Infatuation's creator (the condition's note), -1 when none is named.
  int infatuation_creator(PokemonIndex p) const;
  /// After `p` executed a non-called action: Infatuation's shared action.
  void after_executing(PokemonIndex p, MoveIndex m, const Targets& targets);
  /// [8.10f] the Power Bonuses and Penalties of `m` against `defender`: the largest bonus and
  /// penalty from abilities and from held items (the attacker's, and the defender's "when attacked"
  /// ones), signed, with what gave them ("Charcoal").
  std::vector<std::pair<int, std::string>> power_terms(PokemonIndex attacker, PokemonIndex defender, const MoveData& m) const;
  static constexpr MoveIndex kStumble = 0xFFFE;
  MoveData stumble_data;  ///< Stumble, from the 2023 Status Revision's text
  const MoveData& move_data(MoveIndex m) const { return m == kStumble ? stumble_data : b.moves[m]; }
};

}  // namespace bbp::sim
