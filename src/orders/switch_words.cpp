#include "orders/switch_words.hpp"

#include "text/ascii_text.hpp"

#include <string>

namespace bbp::orders {

bool names_entry_or_exit(std::string_view text) {
  const std::string lower = text::to_lower(text);  // once: a plain find per phrase is cheaper than ifind
  for (std::string_view phrase :
       {"comes in", "come in", "came in", "coming in", "comes out", "come out", "came out", "sent in", "sent out",
        "sends in", "sends out", "send in", "send out", "brought in", "brought out", "brings in", "brings out",
        "enters the field", "enters the battle", "enters battle", "enters play", "entered the field", "entered the battle",
        "leaves the field", "leaves the battle", "is replaced", "gets replaced", "was replaced", "replaced by", "replaces",
        // "IF Heracross subs out": players' short word for switching ("subs" alone is substitutions)
        "subs out", "sub out", "subbed out", "subbing out", "subs in", "sub in", "subbed in", "subbing in"})
    if (text::find_word(lower, phrase) != std::string_view::npos) return true;
  return false;
}

bool names_switching(std::string_view text) {
  for (std::string_view w : kSwitchVerbs)
    if (text::ifind_word(text, w) != std::string_view::npos) return true;
  return names_entry_or_exit(text);
}

}  // namespace bbp::orders
