#pragma once
// "Swords Dance - X-Scissor - Aerial Ace (all targeting Heracross)": a parenthesis closing the
// main orders that gives every step the same target [9.1a], rather than a parameter of the last
// step's action [9.1b].
#include <cstddef>
#include <optional>
#include <string_view>

namespace bbp::orders {

struct SharedTarget {
  std::size_t paren_begin = 0;  ///< offsets in the step's text: the '(' …
  std::size_t name_begin = 0;   ///< … and the Pokemon named
  std::size_t name_end = 0;
};

/// For the last step's text: the shared target its closing parenthesis names, if it is one.
std::optional<SharedTarget> shared_target(std::string_view last_step);

}  // namespace bbp::orders
