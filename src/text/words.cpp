#include "text/words.hpp"

#include "text/ascii_text.hpp"

namespace bbp::text {

std::vector<Word> split_words(std::string_view s) {
  std::vector<Word> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && is_space(s[i])) ++i;
    const std::size_t b = i;
    while (i < s.size() && !is_space(s[i])) ++i;
    if (i > b) out.push_back(Word{s.substr(b, i - b), to_lower(s.substr(b, i - b))});
  }
  return out;
}

}  // namespace bbp::text
