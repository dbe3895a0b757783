#include "sema/bare_clause_verbs.hpp"

#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

using namespace std::string_view_literals;

namespace bbp::sema {

namespace {

// Third-person words that keep a clause a state ([10.6e] presence, holding, knowing a move) or an
// action the grammar reads elsewhere, and adverbs ending in "s".
constexpr std::array kThirdPersonReadable{
    "was"sv,      "has"sv,      "gets"sv,     "becomes"sv,  "stays"sv,      "remains"sv,
    "holds"sv,    "knows"sv,   "keeps"sv,    "lacks"sv,    "carries"sv,  "possesses"sv,  "contains"sv,
    "wears"sv,    "seems"sv,   "appears"sv,  "looks"sv,    "does"sv,     "uses"sv,       "targets"sv,
    "selects"sv,  "chooses"sv, "always"sv,   "sometimes"sv, "its"sv,     "his"sv,        "this"sv,
    "less"sv,     "plus"sv,     "thus"sv,     "yes"sv};
// The same for "you", "we", "they" and "I" as the subject, whose verbs carry no "s". (Words of
// fewer than three letters are never asked: unread_verb skips them, "is" and "do" included.)
constexpr std::array kPluralReadable{
    "are"sv,  "were"sv,     "get"sv,     "got"sv,   "become"sv,  "stay"sv,   "remain"sv,
    "have"sv, "hold"sv,    "know"sv,     "keep"sv,    "lack"sv,  "carry"sv,   "possess"sv, "contain"sv,
    "wear"sv, "still"sv,   "already"sv,  "now"sv,     "currently"sv, "also"sv, "use"sv,
    "target"sv, "select"sv, "choose"sv,  "always"sv,  "sometimes"sv, "both"sv, "all"sv,    "not"sv};
constexpr std::array kPersonalSubjects{"you"sv, "we"sv, "they"sv, "i"sv};

bool lower_letters(std::string_view w) {
  return w.size() >= 3 && std::all_of(w.begin(), w.end(), [](char ch) { return ch >= 'a' && ch <= 'z'; });
}

bool listed(std::string_view w, const auto& list) { return std::find(list.begin(), list.end(), w) != list.end(); }

}  // namespace

std::string_view unread_verb(std::string_view dropped) {
  dropped = text::trim(dropped);
  const std::size_t space = dropped.rfind(' ');
  if (space == std::string_view::npos) return {};
  const std::string_view verb = dropped.substr(space + 1);
  const std::string_view subject = text::trim(dropped.substr(0, space));
  // Names are capitalised, verbs are not: a capital keeps a nickname ("the opposing Triantis") from
  // reading as one. A lower-case name is still a name to the Dex, which the caller asks.
  if (!lower_letters(verb)) return {};
  const std::size_t last_space = subject.rfind(' ');
  const std::string subject_word =
      text::to_lower(last_space == std::string_view::npos ? subject : subject.substr(last_space + 1));
  if (listed(std::string_view(subject_word), kPersonalSubjects)) return listed(verb, kPluralReadable) ? ""sv : verb;
  // A third-person verb ends in "s"; "ss" ends nouns ("boss", "grass").
  if (!verb.ends_with('s') || verb.ends_with("ss")) return {};
  return listed(verb, kThirdPersonReadable) ? ""sv : verb;
}

bool report_unread_verb(SubCheck& c, const orders::SubText& what, std::string_view dropped, std::string_view named) {
  const std::string_view verb = unread_verb(dropped);
  // "the opposing heracross": a name written in lower case is no verb.
  if (verb.empty() || names_something(c.dex, verb)) return false;
  const std::string_view words = text::trim(dropped);
  const std::string_view subject = text::trim(words.substr(0, words.rfind(' ')));
  Diagnostic& d = c.report(DiagId::unknown_condition, what.span,
                           fmt::format("\"{}\" has the verb \"{}\", which bbpref does not read: a state clause "
                                       "observes a value [10.6e] lists (HP, stats, conditions, typing, items …) and "
                                       "an action clause an action [10.6b], and \"{} {}\" is neither; it cannot judge "
                                       "this clause",
                                       what.text, verb, verb, named));
  // "you", "we", "they" take "are" and their own possessive; any other subject "is" and "'s".
  const std::string lower = text::to_lower(subject);
  const std::string_view possessive = lower == "you" ? "your" : lower == "we" ? "our" : lower == "they" ? "their" : "";
  const std::string_view is = possessive.empty() ? "is" : "are";
  d.help = fmt::format("observe a value (\"IF {} {} Burned\", \"IF {} HP is below 50%\", [10.6e]) or an action "
                       "(\"IF {} {} to use <move>\", [10.6b])",
                       subject, is, possessive.empty() ? fmt::format("{}'s", subject) : std::string(possessive),
                       subject, is);
  return true;
}

namespace {

// The verbs of the action clause forms ([10.6a], [10.6c], the [10.3b] plain-English intents), each
// read only before a blank or the end, so "use" is never the start of "user".
constexpr std::array kActionLeads{
    // intent, with "is"
    "is going to use"sv, "is gonna use"sv, "is about to use"sv, "is planning to use"sv, "is trying to use"sv,
    "is going to attack"sv, "is using"sv, "is to use"sv, "is attacking"sv,
    // intent, without it
    "going to use"sv, "gonna use"sv, "about to use"sv, "intending to use"sv, "intends to use"sv, "planning to use"sv,
    "plans to use"sv, "trying to use"sv, "tries to use"sv, "attempts to use"sv, "wants to use"sv, "decides to use"sv,
    "chooses to use"sv, "will use"sv, "would use"sv, "to use"sv, "using"sv, "uses"sv, "use"sv,
    // execution
    "has used"sv, "has executed"sv, "used"sv, "executes"sv,
    // attacking ([10.6d] no group "attacks"; BBP3011 says so once the Pokemon is named)
    "going to attack"sv, "gonna attack"sv, "intending to attack"sv, "to attack"sv, "attacking"sv, "attacks"sv};

}  // namespace

std::size_t action_verb_lead(std::string_view words) {
  words = text::trim(words);
  for (std::string_view lead : kActionLeads) {
    if (!text::istarts_with(words, lead)) continue;
    if (words.size() == lead.size()) return lead.size();
    if (words[lead.size()] == ' ') return lead.size() + 1;
  }
  return 0;
}

bool report_subjectless_action(SubCheck& c, std::size_t i) {
  const orders::TriggerClause& t = c.sub.trigger[i];
  if (t.subject || t.kind != orders::ClauseKind::state || t.state != orders::StateForm::bare) return false;
  for (std::size_t k = 0; k < i; ++k)
    if (c.sub.trigger[k].subject) return false;
  const std::string_view words = text::trim(t.condition.text);
  const std::size_t lead = action_verb_lead(words);
  if (lead == 0) return false;
  const std::string_view behaviour = text::trim(words.substr(lead));
  Diagnostic& d = c.report(DiagId::ambiguous_reference, t.span,
                           fmt::format("\"{}\" observes an action but names no Pokemon: an action clause observes a "
                                       "specified Pokemon [10.6b], and its reference must identify exactly one "
                                       "[10.4c]",
                                       t.raw));
  d.help = behaviour.empty() ? fmt::format("name the Pokemon whose action it observes: \"IF <Pokemon> {}\"", words)
                             : fmt::format("name the Pokemon whose action it observes: \"IF <Pokemon> is to use {}\"",
                                           behaviour);
  return true;
}

}  // namespace bbp::sema
