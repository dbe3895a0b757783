#include "orders/reorder_words.hpp"

#include "text/ascii_text.hpp"

namespace bbp::orders {

namespace {

bool has_word(std::string_view lower, std::initializer_list<std::string_view> words) {
  for (std::string_view w : words)
    if (text::find_word(lower, w) != std::string_view::npos) return true;
  return false;
}

}  // namespace

bool names_reordering(std::string_view lower) {
  return has_word(lower, {"swap", "reverse", "flip", "rearrange", "reorder", "switch"}) &&
         has_word(lower, {"order", "orders", "action", "actions", "moves", "steps"});
}

}  // namespace bbp::orders
