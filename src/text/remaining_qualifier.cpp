#include "text/remaining_qualifier.hpp"

#include "text/ascii_text.hpp"

namespace bbp::text {

std::string_view drop_remaining_qualifier(std::string_view s) noexcept {
  for (std::string_view word : {"left", "remaining", "available", "still"}) {
    if (s.size() > word.size() + 1 && iends_with(s, word) && s[s.size() - word.size() - 1] == ' ') {
      s.remove_suffix(word.size() + 1);
      return s;
    }
  }
  return s;
}

}  // namespace bbp::text
