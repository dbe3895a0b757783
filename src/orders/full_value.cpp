#include "orders/full_value.hpp"

#include "text/ascii_text.hpp"

#include <string>

using namespace std::string_view_literals;

namespace bbp::orders {
namespace {

FullValue value_named(std::string_view lower) {
  for (std::string_view hp : {"hp"sv, "health"sv, "hit points"sv})
    if (lower == hp) return FullValue::hp;
  for (std::string_view en : {"energy"sv, "en"sv})
    if (lower == en) return FullValue::energy;
  return FullValue::none;
}

bool is_full_word(std::string_view lower) {
  for (std::string_view w :
       {"full"sv, "maxed"sv, "maxed out"sv, "max"sv, "maximum"sv, "100%"sv, "at max"sv, "at maximum"sv, "at 100%"sv})
    if (lower == w) return true;
  return false;
}

}  // namespace

FullValue full_value_phrase(std::string_view condition, std::string_view property) {
  std::string c = text::to_lower(text::trim(condition));
  if (!property.empty()) {
    const FullValue v = value_named(text::to_lower(text::trim(property)));
    return v != FullValue::none && is_full_word(c) ? v : FullValue::none;
  }
  if (c.starts_with("at ")) c.erase(0, 3);
  // "full HP", "max health", "100% HP", "100% of its HP"
  for (std::string_view full :
       {"full "sv, "max "sv, "maximum "sv, "100% of its "sv, "100% of their "sv, "100% of your "sv, "100% "sv})
    if (c.starts_with(full)) return value_named(std::string_view(c).substr(full.size()));
  return FullValue::none;
}

}  // namespace bbp::orders
