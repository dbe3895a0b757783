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

}  // namespace bbp::sema
