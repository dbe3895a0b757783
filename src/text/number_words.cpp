#include "text/number_words.hpp"

#include "text/ascii_text.hpp"

#include <array>

namespace bbp::text {

std::optional<int> cardinal_word(std::string_view word) {
  static constexpr std::array<std::string_view, 11> kWords = {"zero", "one", "two",   "three", "four", "five",
                                                              "six",  "seven", "eight", "nine",  "ten"};
  const std::string w = to_lower(trim(word));
  for (std::size_t i = 0; i < kWords.size(); ++i)
    if (w == kWords[i]) return static_cast<int>(i);
  return std::nullopt;
}

}  // namespace bbp::text
