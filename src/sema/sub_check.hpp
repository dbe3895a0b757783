#pragma once
// What every substitution rule check sees: the parsed substitution, the battle context, the Dex,
// who the recipient is, and where to report. One check function per rule family, one file each.
#include <bbp/context.hpp>
#include <bbp/dex.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/substitution.hpp>

#include "sema/reporter.hpp"
#include "text/ascii_text.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::sema {

struct PostPokemonNames;

/// The Pokemon the orders are for, as far as the post and the context tell.
struct Recipient {
  std::string species;   ///< resolved display name when known
  std::string nickname;
  std::vector<std::string> folded_names;  ///< nickname and species, folded, for self-reference tests
  const PokemonContext* context = nullptr;
  int team = -1;  ///< index into BattleContext::teams
  bool known() const noexcept { return !folded_names.empty(); }
  /// How messages name it: its nickname, else its species.
  std::string_view name() const noexcept { return nickname.empty() ? species : nickname; }
};

struct SubCheck : Reporter {
  const orders::Substitution& sub;
  const bbcode::Projection& plain;  ///< the post's projection (sub.raw starts at raw_begin in it)
  const BattleContext& ctx;
  const Dex& dex;
  const Recipient& recipient;
  std::vector<FixIt> rewrites;             ///< alias/spelling fixes that give the read-as wording
  std::size_t raw_begin = 0;               ///< projection offset of sub.raw's first byte
  const PostPokemonNames* post_names = nullptr;  ///< the names the post gives Pokemon, when known

  /// Source span of bytes [b, e) of sub.raw.
  Span raw_span(std::size_t b, std::size_t e) const { return plain.to_source(Span{raw_begin + b, raw_begin + e}); }

};

// [10.2] clause and affix counts, the required trigger
void check_counts(SubCheck& c);
// [10.3] affixes: negations, wrong family, state clauses with affixes
void check_affixes(SubCheck& c);
// [10.5] timing clauses: acronyms, "end of priority"
void check_timing(SubCheck& c);
// [10.6] triggers: self-observation, action groups, action names, unclear words, conditions
void check_trigger(SubCheck& c);
// [10.6b] one behaviour per action clause ("is to use Protect or Detect")
void check_behaviours(SubCheck& c);
/// " attack", " moves", ...: the noun a clause such as "Ice attack" ends with, which "a Fire or
/// Ice attack" shares with the type before "or" ([10.6b] attacks of a type). "" when it has none.
std::string_view attack_noun_of(std::string_view clause);
/// "a Fire-type", "Ice type", "Water" → the type word ("Fire", "Ice", "Water"), without article or
/// "-type"; whether it is a type is the Dex's to say.
std::string_view type_word_of(std::string_view phrase);
/// "a Fire", "Ice-type": a type word, which with a shared noun ("a Fire or Ice attack") is
/// attacks of that type [10.6b].
bool names_a_type(const Dex& dex, std::string_view text);
/// Whether the clauses after `i` are a run of subject-less behaviours ("Ice", "or Water attack")
/// whose last one ends with an attack noun, which every type in the run shares ([10.6b]).
std::string_view shared_attack_noun(const std::vector<orders::TriggerClause>& clauses, std::size_t i);
/// [10.6e] a state clause observes a value on the closed list (comparisons) and never a marker
/// ([7.5]); true when it reported a marker (the clause needs no further condition check).
bool check_state_value_observable(SubCheck& c, const orders::TriggerClause& t);
/// [10.6e] the value a presence clause names (src/sema/state_clause_presence.cpp).
void check_state_value(SubCheck& c, const orders::TriggerClause& t);
/// A condition, type, field or battle condition, item, ability, move or species named exactly
/// (or by an alias).
bool names_something(const Dex& dex, std::string_view name);
/// [10.6e] a value with a stage ("Attack", "Sp. Def", "Evasion"), by its name or an alias of the
/// Dex: its canonical name; nullopt for any other word.
std::optional<std::string> staged_value(const Dex& dex, std::string_view name);
/// The clause's subject as an owner in a canonical wording: "Heracross's", "your", "my".
std::string owner_of(const orders::TriggerClause& t);
// [10.4a] placeholders and references
void check_placeholders(SubCheck& c);
// [10.4c] references against the teams in the context
void check_references(SubCheck& c);
// [10.7] results, [10.8b] time travel
void check_results(SubCheck& c);

/// Projection offset whose source offset is `source_offset` (the first one, when several map there).
std::size_t projection_offset(const bbcode::Projection& plain, std::size_t source_offset);

/// [10.5a] The priority a "priority" timing is checked at ("end of priority X" = start of X-1), or
/// nullopt for other timings or an unreadable number.
std::optional<int> checked_priority(const orders::Substitution& sub);

/// Who an action clause observes, for "one action clause per observed Pokemon" ([10.2]) and the
/// older ruleset's "one attack clause per Pokemon per action": placeholders by type, names by their
/// folded text.
std::string observed_key(const orders::TriggerClause& t);

/// A KO clause: a state clause that observes a Pokemon fainting ("IF Weavile is KO'd"), not negated.
bool is_ko_clause(const orders::TriggerClause& t);
/// [10.6f] a KO substitution: only a KO clause in the trigger and the default timing.
bool is_ko_substitution(const orders::Substitution& sub);

/// [10.6e] "IF Heracross has lost its item", "IF Heracross ate its Berry": an event that happened to a
/// held item, no value the list has (BBP3029, help: observe what is held now). False when the
/// clause's condition describes no such event. Shared by the presence and the verb-less checks.
bool report_item_event(SubCheck& c, const orders::TriggerClause& t);
/// [10.6b] [2.5] "IF Heracross switches out", "Lucario comes in", "is replaced": a switch is no
/// action and no listed value (BBP3033); true when reported.
bool report_switch_event(SubCheck& c, std::string_view text, Span span);
/// [10.6b]/[10.6d] an observed action, judged as an action clause's is (an unknown name, an
/// invented group, a type that is none): also the move a When Hit timing names ([10.5a]).
void check_observed_action(SubCheck& c, const orders::SubAction& a);
/// "Intimidated", "Knocked Off": an ability or a move taking effect, written as a participle where
/// a condition belongs; no condition, no timing of [10.5a], no value of [10.6e]. Reported as `id`
/// (the timing's or the state clause's rule); true when reported.
bool report_effect_participle(SubCheck& c, const orders::SubText& what, DiagId id);

/// "a Protective Move" → "Protective Move": the one reader the Dex and the engine use too.
using text::strip_determiner;

/// The names an action is made of: each part of a combination ("Detect + Double Team"), else the
/// action itself.
std::vector<std::pair<std::string_view, Span>> named_parts(const orders::SubAction& a);

/// The actions a result clause gives the recipient (for replace_all only the new one; none for
/// push, pull, ignore and swap).
std::vector<const orders::SubAction*> given_actions(const orders::ResultClause& r);

// [10.7a] results written as the older ruleset's action clauses (BBP3030)
void check_result_wording(SubCheck& c);
// [10.7] a "use X" overwritten by a later clause that gives the same step's intent (BBP3035)
void check_overwritten_results(SubCheck& c);

// --ruleset legacy (docs/legacy-ruleset.md): attack clauses against the older ruleset's groups,
// one attack clause per Pokemon per action, results against its action clauses (BBP3201-3204)
void check_legacy_substitution(SubCheck& c);
/// The older ruleset's KO substitution: a trigger of KO clauses only (any timing); each is free.
bool is_legacy_ko_substitution(const orders::Substitution& sub);

/// Where an action name stands, for the affixes the help lists; the older ruleset has no BBP3031.
enum class NameSite : std::uint8_t { action_clause, result_clause, legacy };

/// Resolves an action name in a substitution and reports an unknown name (BBP3017), a known name
/// followed by an affix the rules do not describe ([10.3] BBP3031), or a name read as something
/// else ([10.3b] BBP3018 with a fix-it, also recorded in `c.rewrites`). Returns the move id when
/// it is a move.
EntryId check_action_name(SubCheck& c, std::string_view text, Span span, NameSite site);

}  // namespace bbp::sema
