#include "text/smileys.hpp"

namespace bbp::text {

bool is_smiley(std::string_view word) {
  if (word.size() < 2 || word.size() > 3) return false;
  if (word == "xD" || word == "XD") return true;
  const char c = word[0];
  return c == ':' || c == ';' || c == '^' || c == '<' || c == '=';
}

}  // namespace bbp::text
