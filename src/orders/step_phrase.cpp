#include "orders/step_phrase.hpp"

#include "text/ascii_text.hpp"

#include <algorithm>

namespace bbp::orders {

std::string_view step_number_phrase(std::string_view text) {
  std::string_view t = text::trim(text);
  if (text::istarts_with(t, "the ")) t.remove_prefix(4);
  if (text::istarts_with(t, "currently ")) t.remove_prefix(10);
  if (!text::istarts_with(t, "step ")) return {};
  t.remove_prefix(5);
  t = text::trim(t);
  if (t.empty() || t.size() > 2 || !std::all_of(t.begin(), t.end(), [](char ch) { return ch >= '0' && ch <= '9'; })) return {};
  return t;
}

}  // namespace bbp::orders
