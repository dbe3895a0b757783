#pragma once
// The timings of [10.5a] the engine checks substitutions at, read from a substitution's timing
// component, and the moments of the round that match them (src/sim/sub_timings.cpp). Internal to
// src/sim/.
#include <bbp/dex.hpp>
#include <bbp/sim.hpp>
#include <bbp/substitution.hpp>

#include <optional>
#include <string>
#include <vector>

namespace bbp::sim {

/// A moment of the round at which substitutions are checked ([10.5], [10.5a]).
enum class Moment : std::uint8_t {
  start_of_round, end_of_round, start_of_step, end_of_step, start_of_turn, end_of_turn,
  priority,       ///< "At the start of priority N" (the sequence reaches bracket N)
  hit,            ///< "When X is hit …" (also "… critically / super-effectively …")
  inflicted,      ///< "When X is inflicted with / granted Y", "When Y is created"
  action_result,  ///< "When X misses with / fails to attempt / fails to execute …"
  unsupported,
};

/// How an action phrase of a timing or an action clause matches a move ([10.6b]).
struct ActionMatch {
  enum class Form : std::uint8_t { any, any_attack, name, type, group, combination } form = Form::any;
  std::string folded;        ///< name: the folded name
  EntryId id = kNoEntry;     ///< type / group: the Dex id; name: the Dex move (kNoEntry: a name the Dex does not know)
  std::vector<std::string> components;  ///< combination: the components' folded names, sorted ([10.6b] "Detect + Double Team")
};

/// "Flamethrower", "a Fire attack", "Fire-type attacks", "a Protective Move", "any action", "an
/// attack" → how it matches; nullopt when the phrase is none of these.
std::optional<ActionMatch> read_action_phrase(const Dex& dex, std::string_view text);
/// `md` (nullptr: no move data) matches `want`. A combination ([11.2]) matches by its own
/// properties, or by a component that matches ([10.6b] "Any of the above, as a Combination or not
/// as a Combination"): `moves` gives the components' data.
bool action_matches(const Dex& dex, const ActionMatch& want, const MoveData* md, const std::vector<MoveData>& moves);

enum class Outcome : std::uint8_t { miss, fail_attempt, fail_execute };
enum class HitManner : std::uint8_t { any, critical, super_effective, not_very_effective, neutral };

/// When one substitution is checked: the moment, what the moment must involve, and the [10.5b]
/// timing affixes.
struct SubWhen {
  Moment moment = Moment::unsupported;
  std::optional<orders::SubPokemon> who;  ///< turn owner / hit / inflicted / acting Pokemon (nullopt: any)
  /// "When your team / the opposing team is inflicted with …" ([10.5a]): any member of that team.
  enum class Team : std::uint8_t { none, own, opposing } team = Team::none;
  int priority = 0;                       ///< Moment::priority
  HitManner manner = HitManner::any;
  std::optional<ActionMatch> with;        ///< hit: the move it is hit with; action_result: the action
  std::optional<orders::SubPokemon> from; ///< hit: "by an attack from X"
  std::string condition;                  ///< inflicted: the condition's Dex name ("" with major_status)
  std::string note;                       ///< inflicted: "When your Earthquake is Sealed" → "Earthquake" ([10.5a])
  bool major_status = false;              ///< inflicted: "a Major Status"
  /// inflicted: a field or battle condition ([4]): `condition` names it, or `field_group` a group
  /// ("a Screen", "a Hazard", "a Weather", "a Terrain" → "Screen", "Entry Hazard", …).
  bool field = false;
  std::string field_group;
  Outcome outcome = Outcome::miss;
  /// [10.5] the default timing of a substitution with state clauses: "at the start of the
  /// Pokemon's turn or before the Pokemon readies or charges their ordered action, whichever is sooner".
  bool before_readying = false;
  // [10.5b]
  bool once = false, non_consecutively = false;
  std::vector<int> steps;                 ///< "On Step N": empty = any step
};

/// What happened: the moment and the Pokemon, move and details it involves.
struct Happening {
  Moment moment = Moment::start_of_step;
  int subject = -1;        ///< turn owner, the Pokemon hit / inflicted / acting (-1: none)
  int attacker = -1;       ///< hit: who attacked
  MoveIndex move = kNoMove; ///< hit: the attack; action_result: the action (an index: moves may be added)
  int priority = 0;        ///< Moment::priority: the bracket
  bool critical = false;   ///< hit: any hit was critical
  int effectiveness_pct = 100;
  std::string condition;   ///< inflicted: the condition's name
  std::vector<std::string> notes;  ///< inflicted: the notes it was created with (Sealed's moves)
  bool major_status = false;
  bool field = false;      ///< inflicted: a field condition created (`subject` -1), on `field_side`
  int field_side = -1;     ///< its side's team, -1 for the whole battlefield
  std::string field_group; ///< its [4] group ("Weather", "Entry Hazard", …), "" when none
  Outcome outcome = Outcome::miss;
  /// start_of_turn: a plain turn start, the moment before the Pokemon charges or readies its action
  /// ([8.3a]), or the start of a turn whose action was charged (the default-timing substitutions
  /// were checked at the charge, [10.5]).
  enum class TurnPart : std::uint8_t { plain, charge, after_charge };
  TurnPart turn_part = TurnPart::plain;
};

/// Reads a substitution's timing component into a SubWhen ([10.5] defaults when none is written:
/// the start of the step without state clauses, the start of the recipient's turn with them).
/// Unsupported, with `why` set, when the engine cannot check it.
SubWhen read_sub_when(const Dex& dex, const orders::Substitution& s, std::string& why);

/// [10.5b] "Once", "Non-Consecutively", "On Step N" allow a check in `step`, given the step the
/// substitution last triggered in (0: never this round).
bool timing_affixes_allow(const SubWhen& w, int step, int last_triggered_step);

/// [10.7b] result affixes: which of `s`'s result clauses apply on its `instance`th trigger in `step`.
/// All false: the substitution is not checked at this timing.
std::vector<bool> active_results(const orders::Substitution& s, int instance, int step);

}  // namespace bbp::sim
