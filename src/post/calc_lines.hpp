#pragma once
// A line of damage working among the orders ("X-Scissor does 30%", "X-Scissor: 28-33%", "+2
// X-Scissor OHKOs"): the player's calculation, read as flavor ([9.1]), never as orders or a header.
#include <string_view>

namespace bbp::post {

/// Whether `tl` (lower-cased) states what an attack does in numbers: an nHKO word, a sum with '=',
/// or a percentage or amount of damage given by a verb ("does", "deals", "leaves") or after a
/// colon. Figures in brackets ("Belly Drum (takes 50%)") are a note on an order, not a calculation.
bool states_damage(std::string_view tl);

}  // namespace bbp::post
