#pragma once
// Substitutions (handbook §10): the tree of one substitution as the player wrote it — timing,
// trigger and result components, each a list of clauses with affixes and named references —
// kept even when illegal, so the linter can say exactly what is wrong.
//
// Spans are SOURCE byte offsets (mapped through the projection), like every node of every stage.
// Nothing here is resolved against the Dex or judged against the rulebook: names are raw text
// classified by their grammatical position; counting clauses/affixes is the linter's job ([10.2],
// [10.3]). The JSON form is documented in docs/substitution-json.md.
#include <bbp/bbcode.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/span.hpp>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::orders {

/// Raw text as written plus its source span; empty text = absent.
struct SubText {
  std::string text;
  Span span;
  bool present() const noexcept { return !text.empty(); }
};

/// Pokemon placeholders and references ([10.4a]) and the other words that stand for a Pokemon.
enum class Placeholder : std::uint8_t {
  none,          ///< a name ("Heracross", ":sv/weavile:")
  any_opponent,  ///< "any opponent", "an opponent"          [10.4a]
  any_ally,      ///< "any ally", "an ally"
  any_pokemon,   ///< "any Pokemon"
  reference,     ///< "that Pokemon", "that opponent", "that ally"   [10.4a]
  opponent,      ///< "the opponent", "your opponent", "the foe", "the enemy" (not a legal placeholder)
  position,      ///< "the Pokemon on the left", "the right opponent": a field position (not a legal placeholder)
  target,        ///< "the target", "your target"
  self,          ///< "you", "your", "yourself", "yours" — the recipient
  pronoun,       ///< "it", "its", "they", "their", "them"
  group,         ///< "both opponents", "all foes", "either of them": several Pokemon, never one [10.4c]
  other,         ///< "the other opponent", "your other ally": told apart from one named before (not a legal placeholder)
};

/// Zone qualifiers ([10.4c]).
enum class Zone : std::uint8_t { unspecified, benched, inactive, anywhere };

/// A reference to a Pokemon in subject/target/owner position.
struct SubPokemon {
  std::string text;        ///< the whole reference as written ("benched Weavile", "Heracross's")
  Span span;
  SubText name;            ///< the name or placeholder words without zone words or "'s"
  Placeholder placeholder = Placeholder::none;
  Zone zone = Zone::unspecified;
  SubText zone_text;       ///< "benched", "anywhere", "in any zone" …
  bool possessive = false; ///< "Weavile's", "your", "its"
  bool implied = false;    ///< not written: "any Pokemon" read from "Tallow is targeted by …" (span: the verb)
};

/// Every affix of §10.5b (timing), §10.6c (action clause) and §10.7b (result).
enum class AffixKind : std::uint8_t {
  // [10.5b] timing
  once, non_consecutively, on_steps,
  // [10.6c] action clause
  current_step,         ///< "this step", "now"
  occurrences,          ///< "this round", "on any step", "at most once this round"
  future,               ///< "on step 2 or 3", "later this round", "on a later step"
  and_not,              ///< ", and not Bullet Punch later", ", and hasn't used Baton Pass prior"
  previously_executed,  ///< with "has executed": "this round", "this step", "previously"
  // [10.7b] result
  nth_instance, other_instances, if_step, other_steps, otherwise,
};
std::string_view to_string(AffixKind k);

struct SubAffix {
  AffixKind kind = AffixKind::once;
  std::string raw;
  Span span;
  std::vector<int> numbers;  ///< step numbers (on_steps, future, if_step) or the N of nth_instance
  SubText count;             ///< occurrences: "at most once"; and_not: "hasn't used"/"not"
  SubText behaviour;         ///< and_not: the second observed behaviour (may be absent = same)
  SubText period;            ///< and_not/future/previously_executed: "later", "prior", "this round"
};

/// Timing clauses of §10.5a.
enum class TimingKind : std::uint8_t {
  default_timing,       ///< no timing clause written (only affixes, or nothing) [10.5]
  phase_start,          ///< "At the start of the step / round / your turn"
  phase_end,            ///< "At the end of …"
  phase,                ///< "On your turn", "At Weavile's turn" (no start/end written)
  priority,             ///< "At priority 1", "At the start/end of priority X"
  condition_created,    ///< "When Stealth Rock is created"
  condition_inflicted,  ///< "When you are Burned", "When you fall Asleep", "When you flinch"
  hit,                  ///< "When hit", "When you are hit by Earthquake"
  hit_effectively,      ///< "When you are critically hit", "… hit super-effectively"
  action_result,        ///< "When Weavile misses with / fails to attempt / fails to execute …"
  unreadable,           ///< a timing opener ("At …", "When …") whose rest could not be read
};
std::string_view to_string(TimingKind k);

struct SubTiming {
  TimingKind kind = TimingKind::default_timing;
  std::string raw;
  Span span;
  SubText edge;      ///< "start", "beginning", "end"
  SubText phase;     ///< "round", "step", "turn", "battling phase"
  std::optional<SubPokemon> pokemon;  ///< turn owner, hit/inflicted/acting Pokemon
  SubText priority;  ///< "+1", "0", "-2"
  SubText condition; ///< created/inflicted condition phrase
  SubText note;      ///< the condition's note: "Earthquake" of "When your Earthquake is Sealed"
  SubText verb;      ///< "is inflicted with", "fall", "become", "is created", "misses with"
  SubText manner;    ///< "critically", "super-effectively", "not very effectively", "non-effectively"
  SubText with;      ///< hit: "with Earthquake", "by an attack from Weavile", "at all"
  SubText action;    ///< action_result: the action phrase
  std::vector<SubAffix> affixes;
  /// Written after IF as the whole trigger ("IF you flinch, THEN …"): [10.5] accepts the plain
  /// English alias; the substitution has this timing and no trigger clause, and triggers whenever
  /// the timing is met (as with "IF possible").
  bool after_if = false;
};

/// How an observed/result action is phrased ([10.6b]); a grammatical classification only.
enum class ActionForm : std::uint8_t {
  name,         ///< "Flamethrower", "Potion", "chill"
  typed,        ///< "a Fire attack", "Rock-type attacks", "a Fire-type move"
  group,        ///< "a Protective Move", "an Evasive Attack", "any Medicine" (list checked by Sema)
  combination,  ///< "Detect + Double Team"
  any,          ///< "any action", "anything", "an action"
};
std::string_view to_string(ActionForm f);

struct SubAction {
  std::string text;  ///< the action phrase as written ("a Rock-type attack", "Mimic")
  Span span;
  ActionForm form = ActionForm::name;
  SubText type;                         ///< typed: "Rock"
  std::vector<SubText> components;      ///< combination: "Detect", "Double Team"
  std::vector<SubText> qualifiers;      ///< "with Z-Power", "as a combination", "not as a combination"
  std::vector<SubPokemon> targets;      ///< "on Weavile", "targeting that opponent"
  std::vector<SubText> params;          ///< "(Sacred Fire)" → "Sacred Fire"
};

enum class ClauseKind : std::uint8_t { action, state, truth, unreadable };
std::string_view to_string(ClauseKind k);

/// State clause shapes ([10.6e]).
enum class StateForm : std::uint8_t {
  none,        ///< not a state clause
  comparison,  ///< numeric: "your HP is below 50%", "Durant has 20 or less Energy"
  presence,    ///< "Weavile is Paralyzed", "your field has Stealth Rock", "it is raining"
  exists,      ///< "Toxic Spikes are on the field", "there is Trick Room"
  bare,        ///< a phrase with no verb the grammar knows ("IF Attract", "IF you flinch")
};
std::string_view to_string(StateForm f);

/// Comparison operators of [10.6e]: greater, greater or equal, lesser, lesser or equal, equality, inequality.
enum class Comparator : std::uint8_t { none, gt, ge, lt, le, eq, ne };
std::string_view to_string(Comparator c);

enum class ValueKind : std::uint8_t { none, number, percentage, fraction, reference };
std::string_view to_string(ValueKind v);

struct TriggerClause {
  ClauseKind kind = ClauseKind::unreadable;
  std::string raw;
  Span span;
  bool negated = false;                ///< "does not use", "is not Burned", "has no …"
  std::optional<SubPokemon> subject;   ///< the observed Pokemon/owner ("Weavile", "your")
  SubText property;                    ///< what of the subject: "Speed", "team", "Earthquake"
  SubText verb;                        ///< "is to use", "uses", "has executed", "is", "has"
  // action clauses [10.6a–c]
  std::optional<SubAction> action;
  bool executed = false;               ///< "has executed …" (previously executed actions)
  std::vector<SubAffix> affixes;
  // state clauses [10.6e]
  StateForm state = StateForm::none;
  SubText comparator;                  ///< "is higher than", "or less", ">="
  Comparator op = Comparator::none;
  SubText value;                       ///< "50%", "half of your maximum HP", "yours"
  ValueKind value_kind = ValueKind::none;
  SubText quantity;                    ///< "HP", "Energy" (has-form comparisons)
  SubText condition;                   ///< presence: "Paralyzed", "Dark-type", "Reflect"
  SubText location;                    ///< exists: "on the field", "in play"
  std::string reason;                  ///< unreadable: why
};

/// "and" / "or" / "," between two trigger clauses (index i joins clause i and i+1).
struct Conjunction {
  std::string word;  ///< lower-case: "and", "or", ","; after "Unless", the word of the negated reading
  Span span;
};

/// Result clauses of §10.7a.
enum class ResultKind : std::uint8_t {
  use, use_next_step, use_on_step, sequence, replace_all, ignore_substitutions, push_down,
  use_and_push_down, pull_back,
  // the older ruleset's action clauses (docs/legacy-ruleset.md); not result clauses of [10.7a]
  change_action,  ///< "change action 2 to Protect", "change that action to X", "change all actions to A - B - C"
  swap_actions,   ///< "swap actions 1 and 2"
  keep_action,    ///< "keep Protect on action 2"
  unreadable,
};
std::string_view to_string(ResultKind k);
/// The results that move the pending orders ([10.7a] push and pull); they carry a `shift`.
constexpr bool moves_orders(ResultKind k) {
  return k == ResultKind::push_down || k == ResultKind::use_and_push_down || k == ResultKind::pull_back;
}

struct ResultClause {
  ResultKind kind = ResultKind::unreadable;
  std::string raw;
  Span span;
  SubText subject;                 ///< "Scizor" of "THEN Scizor uses Protect" (absent: the recipient, unnamed)
  SubText verb;                    ///< "use", "begin using", "replace all", "push orders down"
  bool implicit_verb = false;      ///< "…and Substitute on second instance" (no verb written)
  std::vector<SubAction> actions;  ///< use: 1; sequence: n; replace_all: [old, new]
  SubText step;                    ///< use_next_step: "next step"; use_on_step: "step 3"
  std::vector<int> steps;          ///< use_on_step: 3
  SubText push;                    ///< use_and_push_down: "push orders down"
  int shift = 1;                   ///< push/pull: how many steps ("push orders down by two") [10.7a]
  /// sequence: its one action on this step and every later one ("use X for the rest of the
  /// round", "replace all remaining orders with X"); `step` holds the words that said so
  bool until_round_end = false;
  SubText which;                   ///< ignore_substitutions: "your third substitution"; change_action: "all actions"
  SubText duration;                ///< ignore: "for the rest of the round", "until …"
  std::vector<SubAffix> affixes;
  std::string reason;              ///< unreadable: why
};

struct Substitution {
  std::string raw;  ///< the text as parsed (projection text)
  Span span;
  SubText label;    ///< "1.", "Sub 2:", "S1 -", "•"
  SubText owner;    ///< "Clefable" of "Clefable: IF …": the Pokemon it is for, when written so
  std::optional<SubTiming> timing;        ///< first timing clause or affix-only default timing
  std::vector<SubTiming> extra_timings;   ///< further timing clauses (illegal [10.5], kept)
  SubText if_keyword;                     ///< "IF" as written (absent when missing)
  std::vector<TriggerClause> trigger;
  std::vector<Conjunction> conjunctions;
  SubText then_keyword;                   ///< "THEN", ",", "->" — what introduced the result
  bool then_implicit = false;             ///< the result followed the trigger with no THEN/punctuation
  std::vector<ResultClause> results;
  /// Set when the result was written before the trigger ("Use Protect if …", [10.1]): the span
  /// of the result component as written.
  std::optional<Span> result_first;
  /// Set when a timing clause was written after the trigger ("IF X at the start of the step, THEN
  /// …", [10.1]): the span of that timing with the blanks and comma before it.
  std::optional<Span> timing_late;
  /// Set when "unless" and one clause were written after the results ("…, THEN use X-Scissor,
  /// unless Heracross is behind a Substitute", [10.1]): the span from the blanks before "unless" to
  /// the clause's end. The clause is the trigger's last, stored negated.
  std::optional<Span> unless_late;
  bool unreadable = false;
  std::size_t failed_at = 0;              ///< source offset where reading failed
  /// "IF you flinch, THEN …": the timing written as the whole trigger ([10.5] plain English); such a
  /// substitution has no trigger clause and triggers whenever its timing is met.
  bool timing_is_trigger() const noexcept { return trigger.empty() && timing && timing->after_if; }
  /// "Unless X, …": the trigger was written inverted; its clauses are stored negated and their
  /// conjunctions turned ("Unless A or B" is stored as "not A and not B").
  bool unless() const;
  std::string reason;
};

/// Cheap test used by the segmenter: does this line read as a substitution (IF … THEN …, a timing
/// opener such as "At the start of the step", "When hit", or a numbered sub label)?
bool looks_like_substitution(std::string_view line_text);

/// Test used by the segmenter: is this line one known action (a Dex move or command), with at most
/// a declared target or parameter ("Rock Slide on Heracross")? Main orders of one step need no
/// separator ([1.3] Step Count 1 in Triples), so a name above such a line is a header.
bool looks_like_single_action(std::string_view line_text);
/// The same, also when the name is a misspelling the Dex recognises ("Swords Dnace").
bool looks_like_action_name(std::string_view text);
/// Test used by the segmenter: do some one to five words of this line name a move or command
/// exactly ("Use Swords Dance.", "Time to chill!")? A short sentence that names none is speech.
bool mentions_action_name(std::string_view text);

/// Test used by the segmenter: is this text one Pokemon species of the Dex, by its name or an alias
/// ("Kingambit", "Rotom-W")? A line of such names divided like steps lists a team, it orders nothing.
bool looks_like_species_name(std::string_view text);

/// Parses one substitution that occupies `line` of the projection (it may span two physical
/// lines when the segmenter joined them). Never throws: an unreadable text becomes a Substitution
/// with `unreadable = true` and the point where reading failed.
Substitution parse_substitution(const bbcode::Projection& plain, Span line);

nlohmann::json substitution_to_json(const Substitution& sub);

/// Syntax diagnostics (BBP21xx) of one parsed substitution: unreadable parts, missing or empty
/// components. Legality ([10.2]–[10.7]) is Sema's (BBP3xxx).
void substitution_syntax_diagnostics(const Substitution& sub, DiagnosticList& out);

}  // namespace bbp::orders
