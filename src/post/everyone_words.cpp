#include "post/everyone_words.hpp"

#include "text/ascii_text.hpp"

#include <string>

using namespace std::string_view_literals;

namespace bbp::post {

bool names_everyone(std::string_view name) {
  const std::string n = text::to_lower(text::trim(name));
  for (std::string_view w :
       {"both"sv, "all"sv, "everyone"sv, "everybody"sv, "each"sv, "both of them"sv, "all of them"sv, "both pokemon"sv,
        "all pokemon"sv, "each pokemon"sv, "the team"sv, "team"sv, "whole team"sv, "both mons"sv, "all mons"sv,
        // "Shared subs:", "General subs": the heading's words for substitutions every Pokemon gets
        "shared"sv, "general"sv, "common"sv})
    if (n == w) return true;
  return false;
}

}  // namespace bbp::post
