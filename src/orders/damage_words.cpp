#include "orders/damage_words.hpp"

#include "text/ascii_text.hpp"

namespace bbp::orders {

bool names_damage(std::string_view lower) {
  for (std::string_view damage : {"take damage", "takes damage", "took damage", "taking damage", "damaged", "hurt",
                                  "harmed", "injured", "wounded", "lose hp", "loses hp", "lost hp", "losing hp"})
    if (text::find_word(lower, damage) != std::string_view::npos) return true;
  return false;
}

}  // namespace bbp::orders
