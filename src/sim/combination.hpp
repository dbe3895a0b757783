#pragma once
// [11.2] Combinations: two or more moves fused into one action, whose properties [11.2a] derives
// from its components. The engine adds each combination a round uses to the battle's moves, under
// the components' names joined by " + ", with `MoveData::components` naming its parts.
#include <bbp/sim.hpp>

#include <string>
#include <vector>

namespace bbp::sim {

/// "Swords Dance + X-Scissor": the components' names, primary first.
std::string combination_name(const Battle& b, const std::vector<MoveIndex>& components);
/// [11.2a] the combination's properties from its components' (whose numbers must be known); the
/// battle's match type counts the Pokemon a Targeting Scope reaches.
MoveData combination_data(const Battle& b, const std::vector<MoveIndex>& components);
/// The index of the combination of `components` in `b.moves`; kNoMove when it was not made.
MoveIndex find_combination(const Battle& b, const std::vector<MoveIndex>& components);
/// The index of the combination of `components` in `b.moves`, adding it once.
MoveIndex combination_move(Battle& b, const std::vector<MoveIndex>& components);

}  // namespace bbp::sim
