// A remark after the result ("use Knock Off instead (just in case)", "… instead. Hopefully this
// works.", "… instead lol", "… lol :)") is no result clause of [10.7a]: the clause stays
// unreadable and the substitution illegal ([10.3]: "If any of the clauses in a substitution are
// illegal, the entire substitution is illegal"; docs/rulings.md). What this file adds is the precise help: the words that are no
// clause, and the substitution as it reads without them, found by reading it again.
#include "orders/trailing_remark.hpp"

#include "grammar/smiley.hpp"
#include "grammar/substitution.hpp"
#include "orders/substitution_nodes.hpp"
#include "post/chat_lines.hpp"
#include "text/ascii_text.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace bbp::orders::detail {
namespace {

// Longer clauses are not re-read: the help is worth one more parse of a short substitution only.
constexpr std::size_t kMaxClause = 400;

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/// "Mr. Mime", "Dr. …": a full stop after these ends no sentence.
bool abbreviation_before(std::string_view clause, std::size_t stop) {
  std::size_t b = stop;
  while (b > 0 && text::is_alpha(clause[b - 1])) --b;
  const std::string word = text::to_lower(clause.substr(b, stop - b));
  static constexpr std::array<std::string_view, 8> kAbbreviations = {"mr", "mrs", "ms", "dr", "st", "jr", "vs", "no"};
  return word.size() < 2 ||
         std::find(kAbbreviations.begin(), kAbbreviations.end(), std::string_view(word)) != kAbbreviations.end();
}

bool reads_cleanly(const Substitution& s) {
  if (s.unreadable || s.results.empty()) return false;
  if (s.timing && s.timing->kind == TimingKind::unreadable) return false;
  for (const SubTiming& t : s.extra_timings)
    if (t.kind == TimingKind::unreadable) return false;
  for (const TriggerClause& c : s.trigger)
    if (c.kind == ClauseKind::unreadable) return false;
  for (const ResultClause& r : s.results)
    if (r.kind == ResultKind::unreadable) return false;
  return true;
}

/// A word of table talk or a smiley ("lol", "haha!", "pls", ":)", ":D", "<3"), which no move,
/// Pokemon or clause word is.
bool is_laugh(std::string_view word) {
  while (!word.empty() && (word.back() == '!' || word.back() == '.')) word.remove_suffix(1);
  // The words of table talk the segmenter knows (post::chat_words: "lol", "haha", "pls", …).
  if (post::is_chat_line(word)) return true;
  return grammar::is_smiley(word);
}

/// "… instead lol", "… instead :)": where a laugh that is the clause's last word starts, npos when
/// the clause does not end so.
std::size_t trailing_laugh(std::string_view clause) {
  std::size_t b = clause.size();
  while (b > 0 && !blank(clause[b - 1])) --b;
  return b > 0 && is_laugh(clause.substr(b)) ? b : std::string_view::npos;
}

/// Words in brackets after a result's action that say why or when, never which: "(just in case)",
/// "(to be safe)", "(if possible)", "(hopefully)", "(lol)". A target or parameter names something
/// ("(Heracross)", "(Fire)", "(Earthquake)") and opens with none of these.
bool is_remark_words(std::string_view words) {
  const std::string lower = text::to_lower(text::trim(words));
  static constexpr std::array<std::string_view, 18> kOpeners = {
      "just in case", "in case", "if ", "unless ", "when ", "whenever ", "only if ", "should ", "because ",
      "since ", "so that ", "hopefully", "hope ", "just to ", "to be safe", "for safety", "this is ", "that way"};
  for (std::string_view o : kOpeners)
    if (lower.starts_with(o)) return true;
  return lower.find(' ') == std::string::npos && is_laugh(lower);
}

/// The substitution's text up to `at` without its closing marks, as a sentence ("… THEN use X.").
std::string sentence_before(const Substitution& sub, std::size_t at) {
  std::string_view before = std::string_view(sub.raw).substr(0, at);
  while (!before.empty() && (blank(before.back()) || before.back() == ',' || before.back() == ';')) before.remove_suffix(1);
  std::string out(before);
  if (!out.ends_with('.')) out += '.';
  return out;
}

}  // namespace

std::optional<TrailingRemark> trailing_remark(const Substitution& sub, const ResultClause& r) {
  std::string_view clause = r.raw;
  while (!clause.empty() && blank(clause.back())) clause.remove_suffix(1);
  // "…, THEN use Swords Dance :)": the smiley (or its ')' after a ':' read as a divider between
  // results) was read as a result clause of its own.
  if (!clause.empty() && clause.size() <= 3) {
    const std::string_view raw = text::trim(sub.raw);
    std::size_t at = raw.size();
    while (at > 0 && !blank(raw[at - 1])) --at;
    const std::string_view word = raw.substr(at);
    if (at == 0 || !is_laugh(word) || !word.ends_with(clause)) return std::nullopt;
    std::string without = sentence_before(sub, static_cast<std::size_t>(raw.data() - sub.raw.data()) + at);
    if (!reads_cleanly(parse_substitution_text(without))) return std::nullopt;
    // The whole clause is the laugh: deleting it is the fix; a part of it (")" of ":)") is none.
    const std::size_t whole = word == clause ? clause.size() : 0;
    return TrailingRemark{0, whole, std::string(word), std::string(text::trim(without))};
  }
  if (clause.size() < 4 || clause.size() > kMaxClause) return std::nullopt;
  // Where the remark starts (`from`) and what sets it apart from the result (`cut`).
  std::size_t cut = std::string_view::npos, from = std::string_view::npos;
  if (clause.back() == ')' && clause.rfind('(') != std::string_view::npos) {
    const std::size_t open = clause.rfind('(');
    if (open == 0) return std::nullopt;
    cut = from = open;
  } else {
    for (std::size_t i = clause.size() - 1; i > 0; --i)  // the last sentence break ". ", "! ", "? "
      if (blank(clause[i]) && (clause[i - 1] == '.' || clause[i - 1] == '!' || clause[i - 1] == '?') &&
          !(clause[i - 1] == '.' && abbreviation_before(clause, i - 1))) {
        cut = i - 1;
        from = i + 1;
        break;
      }
    if (cut == std::string_view::npos) cut = from = trailing_laugh(clause);
    if (cut == std::string_view::npos) return std::nullopt;
  }
  while (from < clause.size() && blank(clause[from])) ++from;
  std::size_t end = cut;
  while (end > 0 && (blank(clause[end - 1]) || clause[end - 1] == '.' || clause[end - 1] == ',' ||
                     clause[end - 1] == ';' || clause[end - 1] == '!'))
    --end;
  if (end == 0 || from >= clause.size()) return std::nullopt;
  // The clause is the end of the substitution's text (less its closing marks).
  const std::size_t at = sub.raw.rfind(clause);
  if (at == std::string::npos) return std::nullopt;
  std::string without = sub.raw.substr(0, at);
  without.append(clause.substr(0, end));
  without += '.';
  if (!reads_cleanly(parse_substitution_text(without))) return std::nullopt;
  return TrailingRemark{end, clause.size(), std::string(clause.substr(from)), std::string(text::trim(without))};
}

std::optional<TrailingRemark> remark_parameter(const Substitution& sub, const ResultClause& r) {
  if (r.actions.empty() || r.actions.back().params.empty()) return std::nullopt;
  const SubText& p = r.actions.back().params.back();
  if (!is_remark_words(p.text)) return std::nullopt;
  // The parenthesis closes the clause: nothing but closing marks after it.
  std::string_view clause = r.raw;
  while (!clause.empty() && (blank(clause.back()) || clause.back() == '.' || clause.back() == '!')) clause.remove_suffix(1);
  const std::string paren = "(" + p.text + ")";
  if (!clause.ends_with(paren)) return std::nullopt;
  const std::size_t at = sub.raw.rfind(clause);
  if (at == std::string::npos) return std::nullopt;
  std::size_t end = clause.size() - paren.size();
  while (end > 0 && blank(clause[end - 1])) --end;
  std::string without = sub.raw.substr(0, at);
  without.append(clause.substr(0, end));
  without += '.';
  if (!reads_cleanly(parse_substitution_text(without))) return std::nullopt;
  return TrailingRemark{end, clause.size(), paren, std::string(text::trim(without))};
}

std::size_t closing_label_start(std::string_view text) {
  namespace g = grammar::sub;
  namespace pegtl = tao::pegtl;
  // Called for every substitution: only a text whose last mark is a closing bracket is looked at,
  // and a note is short ("( KO substitution #12 )"), so the opening bracket is near its end.
  std::size_t end = text.size();
  while (end > 0 && (blank(text[end - 1]) || text[end - 1] == '.' || text[end - 1] == '!')) --end;
  if (end == 0 || (text[end - 1] != ')' && text[end - 1] != ']')) return std::string_view::npos;
  constexpr std::size_t kLongestNote = 40;
  std::size_t open = end - 1;
  while (open > 0 && end - open < kLongestNote && text[open] != '(' && text[open] != '[') --open;
  if (text[open] != '(' && text[open] != '[') return std::string_view::npos;
  using closing = pegtl::seq<g::bracket_note, g::sp, pegtl::star<pegtl::one<'.', '!'>, g::sp>, pegtl::eof>;
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(text.data() + open, text.size() - open, "label");
  if (!pegtl::parse<closing>(in)) return std::string_view::npos;
  std::size_t start = open;
  while (start > 0 && (blank(text[start - 1]) || text[start - 1] == '.')) --start;
  return start > 0 ? start : std::string_view::npos;  // a note alone is no substitution's label
}

}  // namespace bbp::orders::detail
