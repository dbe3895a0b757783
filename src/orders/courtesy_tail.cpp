#include "orders/courtesy_tail.hpp"

#include "grammar/substitution.hpp"

#include <tao/pegtl.hpp>

namespace bbp::orders {

namespace {

bool letter(char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }

/// Blanks and the dividers between steps or actions ([2.7b]), the dashes '–' and '—' too.
std::size_t divider_before(std::string_view line, std::size_t at) {
  while (at > 0) {
    const char c = line[at - 1];
    if (c == ' ' || c == '\t' || c == ',' || c == ';' || c == '.' || c == '!' || c == '-' || c == '|' || c == '/') {
      --at;
    } else if (at >= 3 && line.substr(at - 3, 2) == "\xE2\x80" && (c == '\x93' || c == '\x94')) {
      at -= 3;
    } else {
      break;
    }
  }
  return at;
}

}  // namespace

std::size_t courtesy_tail_start(std::string_view line) {
  namespace pegtl = tao::pegtl;
  std::size_t end = line.size();
  while (end > 0 && (line[end - 1] == ' ' || line[end - 1] == '\t' || line[end - 1] == '.' || line[end - 1] == '!')) --end;
  // Every courtesy word ends in one of these letters: most lines are rejected here.
  if (end == 0) return line.size();
  const char last = static_cast<char>(line[end - 1] | 0x20);
  if (last != 'e' && last != 's' && last != 'z' && last != 'x' && last != 'u') return line.size();
  // The last word, or the last two ("thank you").
  std::size_t start = end;
  for (int words = 0; words < 2 && start > 0; ++words) {
    const std::size_t word_end = start;
    while (start > 0 && letter(line[start - 1])) --start;
    if (start == 0 || start == word_end) return line.size();
    pegtl::memory_input<pegtl::tracking_mode::lazy> in(line.data() + start, line.data() + line.size(), "courtesy");
    if (pegtl::parse<grammar::sub::courtesy_close>(in)) {
      const std::size_t orders_end = divider_before(line, start);
      return orders_end < start && orders_end > 0 ? orders_end : line.size();
    }
    while (start > 0 && (line[start - 1] == ' ' || line[start - 1] == '\t')) --start;
  }
  return line.size();
}

}  // namespace bbp::orders
