#include "post/everyone_words.hpp"

#include "text/ascii_text.hpp"

#include <string>

namespace bbp::post {

bool names_everyone(std::string_view name) {
  const std::string n = text::to_lower(text::trim(name));
  for (std::string_view w : {"both", "all", "everyone", "everybody", "each", "both of them", "all of them", "both pokemon",
                             "all pokemon", "each pokemon", "the team", "team", "whole team", "both mons", "all mons"})
    if (n == w) return true;
  return false;
}

}  // namespace bbp::post
