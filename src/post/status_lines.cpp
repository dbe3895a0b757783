// "Energy: 100 -> 88", "HP: 100/100 - EN: 88/100", "Shard 100 -> 88": a player's tally of HP or
// Energy, written with the same dividers as main orders. No move, command or trainer item is
// named by a number, so such a line is no orders (it read as orders with unknown actions, or
// started an order set for a Pokemon named "Energy").
#include "post/segment_builder.hpp"

#include "post/separators.hpp"
#include "post/text_util.hpp"

#include <vector>

namespace bbp::post::detail {
namespace {

bool has_digit(std::string_view s) {
  for (char c : s)
    if (text::is_digit(c)) return true;
  return false;
}

bool has_letter(std::string_view s) {
  for (char c : s)
    if (text::is_alpha(c) || static_cast<unsigned char>(c) >= 0x80) return true;
  return false;
}

}  // namespace

bool reads_as_status_line(std::string_view orders, const Options& options) {
  if (options.is_single_action == nullptr || !has_digit(orders)) return false;
  const std::vector<std::string_view> steps = steps_of(orders);
  if (steps.size() < 2) return false;
  // Every step holds a number, or one is nothing but a number ("88", "100/100", "50%").
  bool every_step_counts = true, a_bare_number = false;
  for (std::string_view step : steps) {
    if (step.empty()) return false;
    if (options.is_single_action(step) || (options.is_action_like != nullptr && options.is_action_like(step))) return false;
    every_step_counts = every_step_counts && has_digit(step);
    a_bare_number = a_bare_number || (has_digit(step) && !has_letter(step));
  }
  return every_step_counts || a_bare_number;
}

}  // namespace bbp::post::detail
