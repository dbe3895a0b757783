// Action names inside substitutions: [10.3b] accepts former names, other tenses and clear
// misspellings ("Faint Attack" → Feint Attack) with a note; a name that means nothing is illegal.
// A known name followed by words the grammar did not take ("Protect twice in a row") is a clause
// modified with an affix the rules do not describe [10.3] (BBP3031), not an unknown action.
#include "orders/reorder_words.hpp"
#include "sema/action_names.hpp"
#include "sema/post_pokemon_names.hpp"
#include "sema/sub_check.hpp"
#include "sema/technique_words.hpp"

#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <optional>
#include <vector>

using namespace std::string_view_literals;

namespace bbp::sema {
namespace {

bool is_lower_or_digit(char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9'); }

/// The longest word prefix of `text` that names a known action exactly or by an alias, when the
/// words after it read as a modifier: the first starts lower-case or with a digit. A capitalised
/// rest ("Thunder Puch") is more likely part of a misspelled name, which stays BBP3017
/// (docs/rulings.md, "A known action followed by an unknown affix").
struct KnownPrefix {
  ActionName action;
  std::size_t rest = 0;  ///< offset in `text` where the unknown words start
};
std::optional<KnownPrefix> known_action_prefix(const Dex& dex, std::string_view text, Span span) {
  std::vector<std::size_t> word_starts;
  for (std::size_t i = 1; i < text.size(); ++i)
    if (text[i - 1] == ' ' && text[i] != ' ') word_starts.push_back(i);
  for (auto it = word_starts.rbegin(); it != word_starts.rend(); ++it) {
    if (!is_lower_or_digit(text[*it])) continue;
    std::size_t end = *it;
    while (end > 0 && text[end - 1] == ' ') --end;
    ActionName a = resolve_action(dex, text.substr(0, end), Span{span.begin, span.begin + end});
    if (a.what != ActionWhat::unknown && (a.how == Match::exact || a.how == Match::alias))
      return KnownPrefix{std::move(a), *it};
  }
  return std::nullopt;
}

/// "Moonblast Kingambit" ("IF Flutter Mane intends to Moonblast Kingambit"): a move named exactly,
/// then one to three words that name a Pokemon — a species, a Pokemon of the battle or one the post
/// names, "you", a placeholder. [10.3b] plain English for "Moonblast on Kingambit". The offset of
/// the target words.
std::optional<std::size_t> move_then_target(const SubCheck& c, std::string_view text) {
  std::vector<std::size_t> word_starts;
  for (std::size_t i = 1; i < text.size(); ++i)
    if (text[i - 1] == ' ' && text[i] != ' ') word_starts.push_back(i);
  const auto names_pokemon = [&](std::string_view t) {
    const std::string l = text::to_lower(text::trim(t));
    for (std::string_view w :
         {"you"sv, "yourself"sv, "your ally"sv, "it"sv, "them"sv, "that pokemon"sv, "any opponent"sv, "an opponent"sv,
          "the opponent"sv, "any ally"sv, "any pokemon"sv, "your partner"sv})
      if (l == w) return true;
    return names_a_pokemon(c.dex, c.ctx, c.post_names, t);
  };
  const Dex& dex = c.dex;
  for (std::size_t w = 0; w < word_starts.size(); ++w) {
    const std::size_t at = word_starts[w];
    if (word_starts.size() - w > 3) continue;  // at most three words of target
    std::size_t end = at;
    while (end > 0 && text[end - 1] == ' ') --end;
    const Resolution m = dex.resolve(Kind::move, text.substr(0, end));
    if (m.match != Match::exact) continue;
    if (names_pokemon(text.substr(at))) return at;
  }
  return std::nullopt;
}

/// "IF Heracross tries to burn you", "is going to heal": an effect described in words, where
/// [10.6b] observes actions and [10.6d] lists a group for that effect. The group to suggest, or "".
std::string_view group_for_described_effect(std::string_view written) {
  struct Effect {
    std::string_view verb;
    std::string_view group;
  };
  static constexpr Effect kEffects[] = {
      {"put ", "Sleep-Inflicting Move"},     {"sleep", "Sleep-Inflicting Move"},
      {"burn", "Burn-Inflicting Move"},      {"paraly", "Paralysis-Inflicting Move"},
      {"badly poison", "Bad Poison-Inflicting Move"}, {"poison", "Poison-Inflicting Move"},
      {"freeze", "Freeze-Inflicting Move"},  {"confuse", "Confusion-Inflicting Move"},
      {"trap", "Trapping-Inflicting Move"},
      {"heal", "HP Recovery Move"},          {"set up hazard", "Hazard-Creating Move"},
      {"set hazard", "Hazard-Creating Move"}, {"remove hazard", "Hazard-Removing Move"},
  };
  // ("recover …", "protect itself" start with a move's name: BBP3031 says so before this is asked.)
  const std::string lower = text::to_lower(text::trim(written));
  for (const Effect& e : kEffects) {
    if (!lower.starts_with(e.verb)) continue;
    // "put you to sleep", not "put on a show"
    if (e.verb == "put " && lower.find("sleep") == std::string::npos) continue;
    return e.group;
  }
  return {};
}

/// [10.3b] plain English for "use X (on Y)": "Moonblast Kingambit" (the move, then its target) and,
/// in an action clause, "to Taunt you", "to Encore" (the move's name as the verb after "to"). Reports
/// the reading (BBP3018, with its fix-it) and returns the move, or nullopt when the words are
/// neither.
std::optional<EntryId> read_move_as_written_verb(SubCheck& c, std::string_view written, Span span, NameSite site) {
  std::string_view words = written;
  const bool to_verb = site == NameSite::action_clause && text::istarts_with(written, "to ") && written.size() > 3;
  if (to_verb) words = text::trim(written.substr(3));
  const Resolution whole = to_verb ? c.dex.resolve(Kind::move, words) : Resolution{};
  const auto target = whole.match == Match::exact ? std::nullopt : move_then_target(c, words);
  if (whole.match != Match::exact && !target) return std::nullopt;
  std::string_view move = target ? words.substr(0, *target) : words;
  while (!move.empty() && move.back() == ' ') move.remove_suffix(1);
  const std::string use = to_verb ? fmt::format("to use {}", move) : std::string(move);
  const std::string canonical = target ? fmt::format("{} on {}", use, words.substr(*target)) : use;
  Diagnostic& d = c.report(DiagId::read_as_alias, span,
                           fmt::format("\"{}\" is read as \"{}\": {} [10.3b]", written, canonical,
                                       to_verb ? "the move's name as the verb" : "the move, then its target"));
  d.fixits.push_back(FixIt{span, canonical});
  c.rewrites.push_back(FixIt{span, canonical});
  return target ? c.dex.resolve(Kind::move, move).id : whole.id;  // move_then_target resolved it, not kept
}

constexpr std::string_view kActionAffixes =
    "[10.6c] action clause affixes: none (this step), \"on any step this round\" (\"at most once this "
    "round\"), \"on step N\" / \"on a later step\", \"and not <action> on <steps>\", \"has executed <action> "
    "this step/round\"";
constexpr std::string_view kResultAffixes =
    "a result clause takes only the wordings of [10.7a]: \"use X\", \"on step N\", \"next step\", \"and push "
    "orders down\", \"begin a sequence\", \"replace all <action> with X\"";

/// "use Tera Bug Swords Dance": [11.7b] a Pokemon Terastallizes in the Switching Phase, with the
/// same timing as manual switching, so a result can order the action but never the Technique.
/// "IF Heracross is to use Tera Bug Megahorn": nor can a clause observe it [10.6b] (BBP3034).
bool report_terastal_lead(SubCheck& c, std::string_view written, Span span, NameSite site) {
  const TerastalLead lead = terastal_lead(written);
  if (lead.technique == 0) return false;
  const ActionName rest = resolve_action(c.dex, written.substr(lead.action), Span{span.begin + lead.action, span.end});
  if (rest.what == ActionWhat::unknown) return false;
  const std::string_view technique = written.substr(0, lead.technique);
  const bool observed = site == NameSite::action_clause;
  Diagnostic& d = c.report(
      observed ? DiagId::technique_not_observable : DiagId::terastal_in_orders, Span{span.begin, span.begin + lead.technique},
      observed ? fmt::format("\"{}\" observes Terastal, an Advanced Technique [11], which is no action [10.6b] lists: "
                             "an action clause observes the action alone",
                             technique)
               : fmt::format("\"{}\" in a result: Terastallization is declared in the Switching Phase, with the "
                             "same timing as manual switching; no order or result gives it [11.7b]",
                             technique));
  d.help = observed ? fmt::format("observe the action (\"is to use {}\"), or, once it has Terastallized, its typing "
                                  "with a state clause ([10.6e])",
                                  rest.canonical)
                    : fmt::format("order only the action (\"use {}\"); declare Terastallization before ordering, as "
                                  "the starting player or when offered a counter-switch [2.5d] [2.5e]",
                                  rest.canonical);
  return true;
}

}  // namespace

EntryId check_action_name(SubCheck& c, std::string_view text, Span span, NameSite site) {
  const ActionName a = resolve_action(c.dex, text, span);
  if (a.span.empty()) return kNoEntry;
  const std::string_view written = text.substr(a.span.begin - span.begin, a.span.size());
  // Before a near name is taken: "Close Combat you" is the move and its target, not a misspelling.
  if ((a.what == ActionWhat::unknown || a.how == Match::fuzzy) && site != NameSite::legacy && !a.held_item)
    if (const auto id = read_move_as_written_verb(c, written, a.span, site)) return *id;
  if (a.what == ActionWhat::unknown && a.held_item) {
    // [9.7] [10.6b] "IF Heracross intends to use Focus Sash", "use Sitrus Berry": a held item acts
    // by itself and is never ordered, so neither an action clause nor a result can name it.
    Diagnostic& d = c.report(DiagId::unknown_action_name, a.span,
                             fmt::format("{} is a held item, not a move, command or trainer item: a held item "
                                         "works by itself and is never ordered [10.6b]",
                                         held_item_named(written, a.canonical)));
    d.help = site == NameSite::result_clause
                 ? "a result orders a move, a command or a trainer item such as a Medicine ([9.7], [10.7a])"
                 : fmt::format("to watch the item, use a state clause on the held item [10.6e]: \"IF <Pokemon> holds "
                               "{}\" or \"IF <Pokemon> has no item\"",
                               a.canonical);
    return kNoEntry;
  }
  // The known action with words after it that are no part of any name: an unknown affix.
  const auto report_unknown_affix = [&](const KnownPrefix& known) {
    Diagnostic& d = c.report(DiagId::unknown_affix, Span{a.span.begin + known.rest, a.span.end},
                             fmt::format("\"{}\" after {} is not an affix the rules describe, so the clause is illegal "
                                         "[10.3]",
                                         written.substr(known.rest), known.action.canonical));
    d.help = std::string(site == NameSite::result_clause ? kResultAffixes : kActionAffixes);
  };
  // "use Swords Dance lol": the near name is the action named exactly before a word of its own,
  // not a misspelling of it; "Swords Dance haha" is already the unknown affix below.
  if (a.how == Match::fuzzy && site != NameSite::legacy)
    if (const auto known = known_action_prefix(c.dex, written, a.span); known && known->action.canonical == a.canonical) {
      report_unknown_affix(*known);
      return kNoEntry;
    }
  if (a.what == ActionWhat::unknown) {
    if (site != NameSite::legacy && report_terastal_lead(c, written, a.span, site)) return kNoEntry;
    if (site != NameSite::legacy) {
      if (const auto known = known_action_prefix(c.dex, written, a.span)) {
        report_unknown_affix(*known);
        return kNoEntry;
      }
    }
    // "IF Heracross is to switch out", "intends to swap": the same switch event "IF Heracross
    // switches out" is (BBP3033), not a misspelt move.
    if (site == NameSite::action_clause && report_switch_event(c, written, a.span)) return kNoEntry;
    // "send out Tallow", "switch to Tallow": replacements and switches are posted in the Switching
    // Phase ([2.5c], [2.5d]); a result changes only the recipient's own orders ([10.7]).
    std::string message = fmt::format("\"{}\" is not a move, command or trainer item [10.3b]", written);
    bool switching = false;
    const std::string lower = text::to_lower(written);
    const bool reordering = site == NameSite::result_clause && orders::names_reordering(lower);
    if (reordering)
      message = fmt::format("\"{}\" reorders the orders: no move, command or trainer item, and no result clause of "
                            "[10.7a]",
                            written);
    if (site == NameSite::result_clause && a.suggestion.empty() && !reordering) {
      for (std::string_view verb :
           {"send out "sv, "send in "sv, "sending out "sv, "bring in "sv, "bring out "sv, "switch "sv, "swap "sv})
        switching = switching || lower.starts_with(verb);
      if (switching)
        message = fmt::format("\"{}\" sends a Pokemon in or out: no move, command or trainer item, and no result "
                              "clause of [10.7a]",
                              written);
      // "switch to Lucario": the verb was read as "use", the name is a Pokemon's.
      const Resolution species = c.dex.resolve(Kind::species, written);
      if (!switching && (species.match == Match::exact || species.match == Match::alias)) {
        switching = true;
        message = fmt::format("\"{}\" is a Pokemon, not a move, command or trainer item: switching is no result "
                              "clause of [10.7a]",
                              written);
      }
    }
    Diagnostic& d = c.report(DiagId::unknown_action_name, a.span, message);
    if (!a.suggestion.empty()) {
      d.help = fmt::format("did you mean \"{}\"?", a.suggestion);
      d.fixits.push_back(FixIt{a.span, a.suggestion});
    } else if (const std::string_view group = site == NameSite::action_clause ? group_for_described_effect(written)
                                                                              : std::string_view{};
               !group.empty() && c.dex.resolve(Kind::action_group, group).match == Match::exact) {
      d.help = fmt::format("an action clause observes actions, not their effects [10.6b]; the action group of "
                           "[10.6d] for this is \"{}\": \"IF <Pokemon> is to use a {}\"",
                           group, group);
    } else if (reordering) {
      d.help = std::string(orders::kReorderHelp);
    } else if (site == NameSite::result_clause) {
      // "skip Swords Dance", "cancel Earthquake": a verb [10.7a] does not have, read as a name.
      if (switching)
        d.help = "a result changes only the recipient's own orders [10.7]: replacements and switches are posted in "
                 "the Switching Phase ([2.5c], [2.5d])";
      for (std::string_view verb :
           {"skip "sv, "cancel "sv, "stop "sv, "don't "sv, "do not "sv, "dont "sv, "avoid "sv, "drop "sv})
        if (!d.help && (lower.starts_with(verb) || lower == text::trim(verb))) {  // "skip" of "skip this step"
          d.help = fmt::format("\"{}\" is no result clause of [10.7a]: to drop the current order and move the later "
                               "ones up, write \"pull back orders\"; to do something else, \"use X\"",
                               text::trim(written.substr(0, verb.size())));
          break;
        }
      // "keep the rest of your orders": the later orders stay under "use X" anyway, or move a step
      // later under "push orders down"; which one is meant is the player's to say (docs/rulings.md).
      if (!d.help && lower.starts_with("keep "))
        d.help = "say which [10.7a] result you mean: \"use X\" alone keeps the later steps as ordered; \"use X and "
                 "push orders down\" plays them a step later";
    }
    return kNoEntry;
  }
  if (a.how == Match::alias || a.how == Match::fuzzy) {
    Diagnostic& d = c.report(DiagId::read_as_alias, a.span, fmt::format("\"{}\" is read as \"{}\" [10.3b]", written, a.canonical));
    d.fixits.push_back(FixIt{a.span, a.canonical});
    c.rewrites.push_back(FixIt{a.span, a.canonical});
  }
  return a.what == ActionWhat::move ? a.id : kNoEntry;
}

}  // namespace bbp::sema
