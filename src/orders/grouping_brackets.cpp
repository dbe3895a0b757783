// Brackets around a whole component of a substitution: blanked before the grammar reads it.
#include "orders/grouping_brackets.hpp"

#include "text/ascii_text.hpp"

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

/// The first word `w` outside brackets at or after `from`; npos when none.
std::size_t find_word(std::string_view s, std::string_view w, std::size_t from) {
  int depth = 0;
  for (std::size_t i = from; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '(' || c == '[') ++depth;
    else if ((c == ')' || c == ']') && depth > 0) --depth;
    else if (depth == 0 && word_at(s, i, w)) return i;
  }
  return std::string_view::npos;
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

/// Where a bracketed group opens right after the keyword ending at `after`; npos when none.
std::size_t group_open(std::string_view s, std::size_t after) {
  const std::size_t i = skip_blanks(s, after);
  return i < s.size() && (s[i] == '(' || s[i] == '[') ? i : std::string_view::npos;
}

bool only_end_marks(std::string_view rest) {
  for (char c : rest)
    if (!text::is_space(c) && c != '.' && c != '!' && c != ';') return false;
  return true;
}

}  // namespace

std::string without_grouping_brackets(std::string_view text) {
  if (text.find_first_of("([") == std::string_view::npos) return {};
  std::string out;
  auto blank = [&](std::size_t open, std::size_t close) {
    if (out.empty()) out = std::string(text);
    out[open] = ' ';
    out[close] = ' ';
  };
  const std::size_t if_at = find_word(text, "if", 0);
  std::size_t then_from = 0;
  if (if_at != std::string_view::npos) {
    then_from = if_at + 2;
    if (const std::size_t open = group_open(text, if_at + 2); open != std::string_view::npos) {
      const std::size_t close = matching_close(text, open);
      if (close != std::string_view::npos) {
        // the trigger ends there: THEN, a comma, an arrow, or nothing but the end of the line
        const std::size_t next = skip_blanks(text, close + 1);
        const std::string_view rest = text.substr(next);
        if (next >= text.size() || rest[0] == ',' || rest[0] == ':' || rest[0] == ';' || rest.starts_with("->") ||
            rest.starts_with("=>") || rest.starts_with("\xE2\x86\x92") || word_at(text, next, "then")) {
          blank(open, close);
          then_from = close + 1;
        }
      }
    }
  }
  const std::size_t then_at = find_word(text, "then", then_from);
  if (then_at != std::string_view::npos)
    if (const std::size_t open = group_open(text, then_at + 4); open != std::string_view::npos) {
      const std::size_t close = matching_close(text, open);
      if (close != std::string_view::npos && only_end_marks(text.substr(close + 1))) blank(open, close);
    }
  return out;
}

}  // namespace bbp::orders::detail
