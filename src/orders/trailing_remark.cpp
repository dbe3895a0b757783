// A remark after the result ("use Knock Off instead (just in case)", "… instead. Hopefully this
// works.") is no result clause of [10.7a]: the clause stays unreadable and the substitution
// illegal ([10.3]: "If any of the clauses in a substitution are illegal, the entire substitution
// is illegal"; docs/rulings.md). What this file adds is the precise help: the words that are no
// clause, and the substitution as it reads without them, found by reading it again.
#include "orders/trailing_remark.hpp"

#include "orders/substitution_nodes.hpp"
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

}  // namespace

std::optional<TrailingRemark> trailing_remark(const Substitution& sub, const ResultClause& r) {
  std::string_view clause = r.raw;
  while (!clause.empty() && blank(clause.back())) clause.remove_suffix(1);
  if (clause.size() < 4 || clause.size() > kMaxClause) return std::nullopt;
  // Where the remark starts (`from`) and what sets it apart from the result (`cut`).
  std::size_t cut = std::string_view::npos, from = std::string_view::npos;
  if (clause.back() == ')') {
    const std::size_t open = clause.rfind('(');
    if (open == std::string_view::npos || open == 0) return std::nullopt;
    cut = from = open;
  } else {
    for (std::size_t i = clause.size() - 1; i > 0; --i)  // the last sentence break ". ", "! ", "? "
      if (blank(clause[i]) && (clause[i - 1] == '.' || clause[i - 1] == '!' || clause[i - 1] == '?') &&
          !(clause[i - 1] == '.' && abbreviation_before(clause, i - 1))) {
        cut = i - 1;
        from = i + 1;
        break;
      }
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

}  // namespace bbp::orders::detail
