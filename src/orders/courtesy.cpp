#include "orders/courtesy.hpp"

#include "grammar/smiley.hpp"
#include "grammar/substitution.hpp"

#include <tao/pegtl.hpp>

namespace bbp::orders {

namespace {

bool letter(char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
bool blank(char c) { return c == ' ' || c == '\t'; }

/// `at` moved back over blanks and the closing marks '.' and '!'.
std::size_t closing_marks_before(std::string_view line, std::size_t at) {
  while (at > 0 && (blank(line[at - 1]) || line[at - 1] == '.' || line[at - 1] == '!')) --at;
  return at;
}

/// Blanks and the dividers between steps or actions ([2.7b]), the dashes '–' and '—' too.
std::size_t divider_before(std::string_view line, std::size_t at) {
  while (at > 0) {
    const char c = line[at - 1];
    if (blank(c) || c == ',' || c == ';' || c == '.' || c == '!' || c == '-' || c == '|' || c == '/') {
      --at;
    } else if (at >= 3 && line.substr(at - 3, 2) == "\xE2\x80" && (c == '\x93' || c == '\x94')) {
      at -= 3;
    } else {
      break;
    }
  }
  return at;
}

/// Where a courtesy ending line[0, end) starts (the last word, or the last two: "thank you"),
/// npos when none does.
std::size_t courtesy_start(std::string_view line, std::size_t end) {
  namespace pegtl = tao::pegtl;
  // Every courtesy word ends in one of these letters: most lines are rejected here.
  if (end == 0) return std::string_view::npos;
  const char last = static_cast<char>(line[end - 1] | 0x20);
  if (last != 'e' && last != 's' && last != 'z' && last != 'x' && last != 'u') return std::string_view::npos;
  std::size_t start = end;
  for (int words = 0; words < 2 && start > 0; ++words) {
    const std::size_t word_end = start;
    while (start > 0 && letter(line[start - 1])) --start;
    if (start == 0 || start == word_end) return std::string_view::npos;
    pegtl::memory_input<pegtl::tracking_mode::lazy> in(line.data() + start, line.data() + end, "courtesy");
    // The smiley after it was cut by the caller: only the courtesy is left to read.
    if (pegtl::parse<grammar::sub::courtesy_close>(in)) return start;
    while (start > 0 && blank(line[start - 1])) --start;
  }
  return std::string_view::npos;
}

}  // namespace

std::size_t courtesy_tail_start(std::string_view line) {
  std::size_t end = closing_marks_before(line, line.size());
  // "… X-Scissor :)", "… X-Scissor, thanks :D": the smiley after a blank, then what is before it.
  std::size_t smiley = end;
  while (smiley > 0 && !blank(line[smiley - 1])) --smiley;
  const bool smiles = smiley > 0 && grammar::is_smiley(line.substr(smiley, end - smiley));
  if (smiles) end = closing_marks_before(line, smiley);
  // A courtesy glued to the last action ("X-Scissor:please") is none of its own.
  if (const std::size_t at = courtesy_start(line, end); at != std::string_view::npos)
    if (const std::size_t orders_end = divider_before(line, at); orders_end < at)
      return orders_end > 0 ? orders_end : line.size();
  if (!smiles) return line.size();
  const std::size_t orders_end = divider_before(line, end);
  return orders_end > 0 ? orders_end : line.size();
}

std::size_t courtesy_lead_length(std::string_view line) {
  namespace pegtl = tao::pegtl;
  // Every courtesy that opens orders starts with 'p' ("please", "pls", "plz"): most lines end here.
  if (line.empty() || (line.front() | 0x20) != 'p') return 0;
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(line.data(), line.size(), "courtesy");
  if (!pegtl::parse<grammar::sub::courtesy_lead>(in)) return 0;
  return static_cast<std::size_t>(in.current() - line.data());
}

}  // namespace bbp::orders
