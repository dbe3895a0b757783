// Brackets around a whole component of a substitution, and quotes around the whole of it: blanked
// before the grammar reads it.
#include "orders/grouping_brackets.hpp"

#include "text/ascii_text.hpp"
#include "text/quote_marks.hpp"

#include <algorithm>
#include <cstddef>

namespace bbp::orders::detail {

namespace {

bool word_at(std::string_view s, std::size_t i, std::string_view w) {
  return text::istarts_with(s.substr(i), w) && (i == 0 || !text::is_word_byte(s[i - 1])) &&
         (i + w.size() >= s.size() || !text::is_word_byte(s[i + w.size()]));
}

std::size_t skip_blanks(std::string_view s, std::size_t i) {
  while (i < s.size() && text::is_space(s[i])) ++i;
  return i;
}

/// The bracket closing the one at `open` (same kind, nesting counted); npos when unclosed.
std::size_t matching_close(std::string_view s, std::size_t open) {
  const char o = s[open];
  const char c = o == '(' ? ')' : ']';
  int depth = 0;
  for (std::size_t i = open; i < s.size(); ++i) {
    if (s[i] == o) ++depth;
    else if (s[i] == c && --depth == 0) return i;
  }
  return std::string_view::npos;
}

bool only_end_marks(std::string_view rest) {
  for (char c : rest)
    if (!text::is_space(c) && c != '.' && c != '!' && c != ';') return false;
  return true;
}

/// The trigger ends at `next`: THEN, a comma, a colon, an arrow, or the end of the text.
bool trigger_ends_at(std::string_view s, std::size_t next) {
  next = skip_blanks(s, next);
  if (next >= s.size()) return true;
  const std::string_view rest = s.substr(next);
  return rest[0] == ',' || rest[0] == ':' || rest[0] == ';' || rest.starts_with("->") || rest.starts_with("=>") ||
         rest.starts_with("\xE2\x86\x92") || word_at(s, next, "then");
}

/// '"IF Heracross is to use Protect, THEN use Swords Dance."': quotes around the whole
/// substitution (its closing one before or after the full stop) blanked in `out`. Not when the
/// text holds another quote of the pair: '"Stone Edge" … "now"' quotes two words, not the whole.
void blank_enclosing_quotes(std::string_view text, std::string& out) {
  const std::size_t open = skip_blanks(text, 0);
  std::string_view closing;
  const std::size_t open_size = text::opening_quote_mark(text.substr(open), &closing);
  if (open_size == 0) return;
  std::size_t end = text.size();
  while (end > open && (text::is_space(text[end - 1]) || text[end - 1] == '.' || text[end - 1] == '!' || text[end - 1] == ';'))
    --end;
  if (end < open + open_size + closing.size() || text.substr(end - closing.size(), closing.size()) != closing) return;
  const std::size_t close = end - closing.size();
  const std::string_view inside = text.substr(open + open_size, close - open - open_size);
  if (inside.find(closing) != std::string_view::npos || inside.find(text.substr(open, open_size)) != std::string_view::npos)
    return;
  if (out.empty()) out = std::string(text);
  out.replace(open, open_size, open_size, ' ');
  out.replace(close, closing.size(), closing.size(), ' ');
}

}  // namespace

std::string without_grouping_brackets(std::string_view text) {
  std::string out;
  blank_enclosing_quotes(text, out);
  // Each bracket is looked at once, and only one right after IF or THEN is read further: most
  // substitutions have no bracket, the rest an affix or a note in one.
  int reads = 0;  // a trigger's group and a result's: a few reads at most keep this linear
  // Two memchr cursors, one per kind: find_first_of's per-byte set test cost about 0.9 % of a
  // whole lint run, this function being called on every substitution.
  std::size_t round = text.find('('), square = text.find('[');
  for (std::size_t open = std::min(round, square); open != std::string_view::npos; open = std::min(round, square)) {
    if (open == round) round = text.find('(', open + 1);
    else square = text.find('[', open + 1);
    std::size_t e = open;
    while (e > 0 && text::is_space(text[e - 1])) --e;
    const bool after_if = e >= 2 && word_at(text, e - 2, "if");
    const bool after_then = !after_if && e >= 4 && word_at(text, e - 4, "then");
    if (!after_if && !after_then) continue;
    if (++reads > 4) break;
    const std::size_t close = matching_close(text, open);
    if (close == std::string_view::npos) break;  // unbalanced: no bracket after it groups either
    if (after_if ? !trigger_ends_at(text, close + 1) : !only_end_marks(text.substr(close + 1))) continue;
    if (out.empty()) out = std::string(text);
    out[open] = ' ';
    out[close] = ' ';
    if (round < close) round = text.find('(', close + 1);
    if (square < close) square = text.find('[', close + 1);
  }
  return out;
}

}  // namespace bbp::orders::detail
