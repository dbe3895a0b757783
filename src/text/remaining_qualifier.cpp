#include "text/remaining_qualifier.hpp"

#include "text/ascii_text.hpp"

using namespace std::string_view_literals;

namespace bbp::text {

std::string_view drop_remaining_qualifier(std::string_view s) noexcept {
  for (std::string_view word : {"left"sv, "remaining"sv, "available"sv, "still"sv}) {
    if (s.size() > word.size() + 1 && iends_with(s, word) && s[s.size() - word.size() - 1] == ' ') {
      s.remove_suffix(word.size() + 1);
      return s;
    }
  }
  return s;
}

}  // namespace bbp::text
