#include "orders/damage_words.hpp"

#include "text/ascii_text.hpp"

using namespace std::string_view_literals;

namespace bbp::orders {

bool names_damage(std::string_view lower) {
  for (std::string_view damage :
       {"take damage"sv, "takes damage"sv, "took damage"sv, "taking damage"sv, "damaged"sv, "hurt"sv, "harmed"sv,
        "injured"sv, "wounded"sv, "lose hp"sv, "loses hp"sv, "lost hp"sv, "losing hp"sv})
    if (text::find_word(lower, damage) != std::string_view::npos) return true;
  return false;
}

}  // namespace bbp::orders
