#pragma once
// The round engine (src/sim/): a battle file (docs/battle.md) read into plain-struct state indexed
// by small integers, the order posts of a round read by the project's parser and linter, and one
// Battling Phase ([2.7]) simulated from a seed with every roll logged in the [1.5c] form.
//
// What is simulated and what is not is listed in docs/battle.md ("What the engine simulates");
// anything a move, ability, item or condition does that the engine does not run is reported as
// "not simulated: …" in the log at the moment it would apply, never dropped silently.
#include <bbp/context.hpp>
#include <bbp/dex.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/lint.hpp>
#include <bbp/match_rules.hpp>

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::sim {

/// Printed in every report and replay next to the RNG tag: same version + battle + orders + seed
/// ⇒ the same log, byte for byte.
inline constexpr std::string_view kEngineVersion = "bbpref-sim/0.1";

enum class Category : std::uint8_t { physical, special, status };
std::string_view to_string(Category c);

/// Where a move's BBP numbers came from (the first that has them wins).
enum class NumberSource : std::uint8_t { battle_file, dat, rulebook, none };
std::string_view to_string(NumberSource s);

/// [8.3c] Targeting Scope: which and how many Pokemon (or teams) an action may target.
enum class Scope : std::uint8_t {
  any_one_target,  ///< "Any One Target": one Pokemon in play other than the user
  user,            ///< "User"
  any_one_ally,    ///< "Any One Ally": the user or an ally
  any_other_ally,  ///< "Any Other Ally": an ally, never the user
  all_allies,      ///< "All Allies": every Pokemon in play on the user's team
  all_opponents,   ///< "All Opponents": every opposing Pokemon in play
  all_other,       ///< "All Other Pokemon": every Pokemon in play but the user
  users_team,      ///< "User's Team": the user's team's field
  any_other_team,  ///< "Any Other Team": an opposing team's field
  battlefield,     ///< "The Battlefield": each team's field
};
std::string_view to_string(Scope s);
/// The scope a DAT or battle-file "target" cell names (the handbook's names, any case), or a
/// Showdown target code of the Dex ("allAdjacentFoes"); nullopt when neither.
std::optional<Scope> scope_from_text(std::string_view text);
/// Scopes that target teams' fields: no defender is looped ([8.4]).
constexpr bool targets_teams(Scope s) noexcept {
  return s == Scope::users_team || s == Scope::any_other_team || s == Scope::battlefield;
}
/// Scopes that take every Pokemon in scope, not one ([8.3c]).
constexpr bool targets_all(Scope s) noexcept {
  return s == Scope::all_allies || s == Scope::all_opponents || s == Scope::all_other;
}

using MoveIndex = std::uint16_t;
inline constexpr MoveIndex kNoMove = 0xFFFF;

/// One action's numbers ([5.7], the DAT move sheet). Indexed by MoveIndex in Battle::moves.
struct MoveData {
  std::string name;                 ///< display name
  EntryId dex_id = kNoEntry;        ///< Kind::move id, kNoEntry for commands and battle-only moves
  EntryId type = kNoEntry;          ///< Kind::type id; kNoEntry = typeless
  Category category = Category::status;
  std::optional<int> bap;           ///< nullopt: not an attack ("--")
  std::optional<int> en_cost;       ///< nullopt: unknown (a missing number)
  std::optional<int> accuracy;      ///< nullopt with accuracy_known: never misses ("--")
  bool accuracy_known = false;
  bool bap_known = false;
  int priority = 0;
  int min_hits = 1, max_hits = 1;   ///< [8.7a]; a range is a [1.5b] range roll
  bool fixed_damage = false;        ///< [8.10a] the BAP is the damage
  Scope scope = Scope::any_one_target;  ///< [8.3c] Targeting Scope
  bool targets_user() const noexcept { return scope == Scope::user; }
  bool no_crit = false;
  std::string effect_text;          ///< the DAT effect text; run only where listed in docs/battle.md
  std::optional<int> effect_chance; ///< Effect% (nullopt: the effects always apply)
  NumberSource source = NumberSource::none;
  /// [11.2] a combination's components, primary first (combination.hpp); empty for any other action.
  std::vector<MoveIndex> components;
  /// [11.5c] the Z-Power a Z-Move was elevated by ("Z-Twin"), "" for any other action.
  std::string z_power;
  /// [11.5c] Z-Wide of a "User" move: "any conditions it would grant to the user are instead
  /// granted to the user and each ally in play".
  bool z_wide_from_user = false;
  bool is_attack() const noexcept { return bap.has_value(); }
};

/// Stage slots ([7.6], [5.6]): five core stats, accuracy, evasion, critical.
enum StageId : std::uint8_t { kAtk, kDef, kSpa, kSpd, kSpe, kAcc, kEva, kCrit, kStageCount };
std::string_view stage_name(StageId s);

struct Stage {
  int value = 0;
  int turns = -1;  ///< the owner's turns left ([7.6a] "for their next N turns"); -1 = no duration
};

/// A condition as the battle file gives it ([7]): name, counters, duration. The engine runs the
/// ones listed in docs/battle.md (Burn, Paralysis); the others are carried and reported.
struct Condition {
  std::string name;
  EntryId id = kNoEntry;  ///< Kind::condition id when the Dex knows it
  int counters = 0;
  int duration = -1;      ///< remaining units as the battle file states them; -1 = default
  std::string duration_unit;  ///< "turns", "steps", "rounds" or ""
  /// [7] a condition's notes as written: Sealed's moves ("Sealed (Flamethrower)", patch "Move
  /// Restriction Effects"); compared by folded name.
  std::vector<std::string> notes;
  /// A field condition's side ([4] Entry Hazards and Screens are on a team's side): the team's
  /// index; -1 for the whole battlefield (Weather, Terrain) and for a Pokemon's own conditions.
  int side = -1;
  /// The Pokemon that created it (a name a post may call it by), for effects that name "the creator
  /// of this condition" (Leech Seed); "" when not known.
  std::string creator;
};

struct Pokemon {
  std::uint8_t team = 0;
  std::string nickname;
  EntryId species = kNoEntry;
  std::string species_name;
  int level = 0;
  BbpStats stats;                        ///< with nature applied ([5.6], nature rule)
  std::array<EntryId, 2> types{kNoEntry, kNoEntry};  ///< as they are now (a Terastallized Pokemon's: its Tera Type)
  /// [11.7] Terastal: the Tera Type (a type, "Stellar" included), whether the Pokemon has
  /// Terastallized ("for the remainder of the match"), and its typing before it did ([11.7c] STAB).
  EntryId tera_type = kNoEntry;
  bool terastallized = false;
  std::array<EntryId, 2> original_types{kNoEntry, kNoEntry};
  /// [5.3] "Pokemon who have spent Technique Control in battle have an additional weakness to Stellar".
  bool spent_technique_control = false;
  int hp = 0, max_hp = 0, en = 100, max_en = 100;
  int recoveries = 0, chills = 0;
  Zone zone = Zone::bench;
  std::array<Stage, kStageCount> stages{};
  std::vector<Condition> conditions;
  std::vector<MoveIndex> movepool;       ///< empty = not given (every move is taken as known)
  std::string ability, item, nature;
  int entered = 0;                       ///< order of entering play ([8.3c] default targets)
  bool fainted = false;
  bool fainting = false;                 ///< [2.9] item 11: has Fainting, not yet returned to the bench
  std::uint32_t fell_at = 0;             ///< [2.9] event number when HP or En fell to 0 or less
  std::uint8_t fresh_stages = 0;         ///< bit per StageId changed during its own turn ([7.6a] "next N turns")
  std::string display() const;           ///< "Nickname the Species" or "Species"
  /// A name a post may call it by, folded (fold_name): its nickname, its species, or the species
  /// it is a forme of ("Scizor" for a Mega Evolved Scizor-Mega, [11.4]).
  bool answers_to(std::string_view folded) const;
  std::string base_species;              ///< the species it is a forme of ("" when it is no forme)
  int counters(std::string_view condition) const;  ///< -1 when it does not have it
  bool has(std::string_view condition) const { return counters(condition) >= 0; }
};
using PokemonIndex = std::uint8_t;

struct Team {
  std::string trainer;
  std::vector<PokemonIndex> members;
  bool lost = false;
  /// [11.1] Technique Control left: the battle file's team "technique_control", else the match
  /// rules' ([1.3] Team Size / 2, rounded up). Every Technique spends one (technique_control.hpp).
  int technique_control = 0;
  /// [6.4a] Key Items the trainer owns (the battle file's team "key_items"); nullopt = not given
  /// (a Fusion's key item is then taken as owned, and the log says so).
  std::optional<std::vector<std::string>> key_items;
};

/// One order post of the round, in posting order ([2.7a] ties, [10.4b] placeholders).
struct OrderPost {
  std::string name;   ///< file name or "orders[0]"
  std::string text;
  int team = -1;      ///< -1: decided from the order sets' headers
};

/// The effect text of a held item or an ability ([3]; the DAT's "Description"), from the battle
/// file's "items" / "abilities"; without one the engine reads a Data Audit import's.
struct PieceText {
  std::string name;
  std::string effect_text;
};

struct Battle {
  rules::MatchRules rules;
  int round = 1;
  /// [2.5] the round's starting player (a team index; -1 = not recorded): the battle file's
  /// "starting_player" (a trainer), changed by [2.5b] forced switches and [2.5e] counter-switches.
  int starting_player = -1;
  std::vector<Team> teams;
  std::vector<Pokemon> pokemon;
  std::vector<MoveData> moves;
  std::vector<Condition> field;  ///< weather, terrain, hazards, screens ([4]), in order of creation
  /// Effect texts of held items, abilities and conditions (field conditions above all: their text
  /// lives in the Data Audit, not the handbook).
  std::vector<PieceText> item_texts, ability_texts, condition_texts;
  /// Traits of species ([11.3] "Fusion of Kyurem and Reshiram, using the Light Stone"): the battle
  /// file's "species_traits" [{"name", "traits"}]; without one, a Data Audit species import's.
  std::vector<PieceText> species_traits;
  std::vector<OrderPost> posts;
  std::optional<std::uint64_t> replay_seed;  ///< "replay": {"seed": N} of a replay file
  MoveIndex find_move(std::string_view name) const;  ///< by folded name; kNoMove when absent
};

// ---- reading ------------------------------------------------------------------------------------

struct LoadResult {
  Battle battle;
  nlohmann::json document;     ///< the file as parsed (`--replay-out` writes it back with the orders)
  DiagnosticList diagnostics;  ///< spans are byte offsets into the battle file
  bool ok = true;
};

/// Reads the battle file (docs/battle.md). `dex` supplies species, types, natures, move types
/// and, with a Data Audit overlay, move numbers. Never throws.
LoadResult load_battle(std::string_view json_text, const Dex& dex);

// ---- preparing a round --------------------------------------------------------------------------

/// One action order as the engine runs it.
struct Action {
  MoveIndex move = kNoMove;  ///< kNoMove: the name is no action the battle knows (it fails)
  std::string written;       ///< as the post wrote it
  bool combination = false;  ///< [11.2] ordered as a combination ("Swords Dance + X-Scissor")
  std::vector<MoveIndex> components;  ///< its components, primary first (kNoMove: one the battle does not know)
  bool trainer_item = false; ///< [2.7a] medicine/ball: the turn is spent; the item is used by the trainer (trainer_items.cpp)
  bool ball = false;         ///< [9.8a] a capture order (not simulated)
  bool technique = false;    ///< a Terastal prefix, "Max" without Dynamax, a Z-Power that can't elevate the move ([11]): not simulated
  bool max_prefix = false;   ///< [11.6c] "Max Flamethrower": a Max Move when the Pokemon Dynamaxes
  MoveIndex base_move = kNoMove;  ///< the ordered move its Max Move ([11.6c]) or Z-Move ([11.5]) replaces (the one it must know)
  std::string z_power;       ///< [11.5b] "Z-Force" as written, for a Z-Move
  std::vector<std::string> parameters;  ///< [9.1b] declared: "Disable (Flamethrower)" → "Flamethrower"
  std::vector<std::string> targets;     ///< [8.3c] declared targets, one name each ("on Heracross and Scizor")
};

/// One Pokemon's orders for the round, from the linter's reading of its order set.
struct PokemonOrders {
  PokemonIndex pokemon = 0;
  int post = 0;                            ///< index into Battle::posts (posting order)
  std::vector<std::vector<Action>> steps;  ///< per step; several per step for [2.7b]
  std::vector<const orders::Substitution*> subs;  ///< legal (or, staked, illegal ones dropped)
  std::vector<int> sub_numbers;            ///< the substitution's number in its order set (1-based)
  bool mega = false;                       ///< [11.4] ordered to Mega Evolve
  bool dynamax = false;                    ///< [11.6] ordered to Dynamax (until the end of the round)
  /// [11.6c] "Max"-prefixed actions of its substitutions' results ("THEN use Max Flamethrower"):
  /// the written name (folded), the Max Move and the move it replaces.
  struct ResultMax {
    std::string written;
    MoveIndex max = kNoMove, base = kNoMove;
  };
  std::vector<ResultMax> result_max;
};

struct CompiledEffects;  // src/sim/compiled_effects.hpp

/// Everything needed to simulate a round; holds the lint results the substitution trees live in.
struct Round {
  Battle start;
  std::vector<PokemonOrders> orders;
  std::vector<lint::LintResult> lint;      ///< one per post
  std::vector<std::string> notes;          ///< ignored substitutions etc., printed in the report
  std::vector<std::string> not_simulated;  ///< known at preparation time (timings, abilities, …)
  std::vector<std::string> switching;      ///< [2.5] what the Switching Phase did (it runs while preparing)
  std::vector<std::string> battle_start;   ///< [11.4] Mega Evolution "at the start of the Battling Phase" (also while preparing)
  /// The effect texts of its moves, abilities and items, read once (every trial shares them);
  /// null: read by the engine.
  std::shared_ptr<const CompiledEffects> compiled;
};

struct PrepareResult {
  std::unique_ptr<Round> round;            ///< null when the round cannot be simulated
  DiagnosticList diagnostics;              ///< [1.6] missing numbers, unmatched or refused orders
  std::vector<int> diagnostic_post;        ///< per diagnostic: the post it points into, -1 = battle file
  std::string refused_lint_report;         ///< unstaked: the lint report of the refused post(s)
  bool ok = true;
};

/// Reads every order post, matches order sets to Pokemon, applies [10.3a] (illegal substitutions
/// ignored when staked, the post refused when unstaked) and lists every number the simulation
/// would need but nobody provides ([1.6]: stop before simulating).
PrepareResult prepare_round(const Battle& battle, const Dex& dex);

// ---- simulating -----------------------------------------------------------------------------------

struct Event {
  enum class Kind : std::uint8_t { step, action, roll, damage, energy, status, faint, note, not_simulated, sub, end };
  Kind kind = Kind::note;
  int step = 0;
  std::string text;
};
std::string_view to_string(Event::Kind k);

/// A substitution that triggered: its order set (index into Round::orders), its number, the step.
struct SubTrigger {
  std::size_t orders = 0;
  int number = 0;
  int step = 0;
};

/// What a Pokemon's turn came to: the action it used ("Earthquake", "Stumble"), or why it did not
/// act ("(asleep)", "(frozen)", "(paralyzed)", "(not simulated)").
struct TurnTaken {
  PokemonIndex pokemon = 0;
  int step = 0;
  std::string action;
};

struct RoundResult {
  std::string rng_tag;   ///< "xoshiro256**:42"
  std::uint64_t seed = 0;
  std::vector<Event> events;
  Battle end;            ///< the state after the round (chains into the next round's battle file)
  int winner = -1;       ///< team index when the battle ended, else -1
  std::vector<int> triggered_subs;  ///< per PokemonOrders entry: how many substitutions triggered
  std::vector<SubTrigger> triggers; ///< every trigger, in order
  std::vector<TurnTaken> turns;     ///< every turn, in order
  std::size_t rolls_used = 0;
  bool rolls_missing = false;       ///< fixed_rolls ran out (a roll was made that the test did not give)
};

struct SimOptions {
  std::uint64_t seed = 1;
  bool log = true;  ///< false: no event text (trials)
  /// Tests: the dice, in order, instead of the RNG; RoundResult says if one was missing or left over.
  const std::vector<int>* fixed_rolls = nullptr;
};

RoundResult simulate(const Round& round, const Dex& dex, const SimOptions& options);

// ---- output -------------------------------------------------------------------------------------

std::string render_text(const RoundResult& r, const Round& round);
std::string render_bbcode(const RoundResult& r, const Round& round, const Dex& dex);
/// The event log and the final state in the battle-file format (docs/battle.md).
nlohmann::json to_json(const RoundResult& r, const Round& round, const Dex& dex);
nlohmann::json battle_to_json(const Battle& b, const Dex& dex);

// ---- what-if ------------------------------------------------------------------------------------

/// One plausible order of the opponent and what the round does with it.
struct WhatIfScenario {
  /// Per step; with several opposing Pokemon, their actions joined by " / " in `opponents` order.
  std::vector<std::string> opponent_actions;
  std::string opponent_post;                  ///< the order post the scenario is simulated with
  std::vector<SubTrigger> triggers;           ///< the player's substitutions that triggered
  std::vector<TurnTaken> turns;               ///< the player's Pokemon's turns
  std::vector<int> end_hp;                    ///< per Pokemon of the battle
  int winner = -1;
};

struct WhatIfResult {
  bool ok = false;
  std::string error;                          ///< why it could not run (ok = false)
  int player_team = -1, opponent_team = -1;
  PokemonIndex opponent = 0;                  ///< the opponent's (first) active Pokemon
  std::vector<std::string> opponent_moves;    ///< its known movepool
  std::vector<PokemonIndex> opponents;        ///< every active Pokemon of the opponent (entry order)
  std::vector<std::vector<std::string>> opponent_movepools;  ///< per opponent
  std::size_t combinations = 0;               ///< product of movepool size ^ steps
  std::vector<WhatIfScenario> scenarios;      ///< at most the limit, in lexicographic order
  std::unique_ptr<Round> round;               ///< the player's orders alone (names and substitutions)
  /// Per order set of the player (index into round->orders): per substitution, in how many scenarios it triggered.
  std::vector<std::vector<int>> sub_coverage;
};

/// `battle.posts` holds the orders of the player ordering first. For each order the opponent's
/// active Pokemon could give — each action of each one's known movepool on each step — the
/// round is simulated with `seed`, and the player's substitutions that trigger are collected
/// ("sub coverage"). At most `max_scenarios` are run (lexicographic order of the movepool).
WhatIfResult what_if(const Battle& battle, const Dex& dex, std::uint64_t seed, std::size_t max_scenarios);
std::string render_what_if_text(const WhatIfResult& w, const Battle& battle);
nlohmann::json what_if_to_json(const WhatIfResult& w, const Battle& battle);

// ---- odds -----------------------------------------------------------------------------------------

struct PokemonOdds {
  PokemonIndex pokemon = 0;
  int hp_min = 0, hp_max = 0, en_min = 0, en_max = 0;
  double hp_mean = 0, en_mean = 0;
  int fainted = 0;                 ///< trials in which it fainted
  std::vector<int> hp_histogram;   ///< index = end HP clamped to [0, max_hp]
};

struct TrialsResult {
  int trials = 0;
  std::uint64_t base_seed = 0;
  std::vector<PokemonOdds> pokemon;
  std::vector<int> wins;           ///< per team: trials in which it won
  std::vector<int> sub_triggers;   ///< per PokemonOrders entry: trials in which a sub triggered
};

/// Runs the round `trials` times with seeds derived from `base_seed` (splitmix64 sequence).
TrialsResult run_trials(const Round& round, const Dex& dex, std::uint64_t base_seed, int trials);
std::string render_trials_text(const TrialsResult& t, const Round& round);
nlohmann::json trials_to_json(const TrialsResult& t, const Round& round);

}  // namespace bbp::sim
