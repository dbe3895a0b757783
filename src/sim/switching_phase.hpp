#pragma once
// [2.5] The Switching Phase (src/sim/switching_phase.cpp): forced switching, replacements, and
// the manual switches the round's posts declare, applied to the battle before its steps.
#include <bbp/sim.hpp>

#include "sim/compiled_effects.hpp"

#include <string>
#include <vector>

namespace bbp::sim {

struct SwitchingPhase {
  std::vector<std::string> log;       ///< what happened, for the round's report
  std::vector<std::string> problems;  ///< a replacement no post names (BBP7010): the round stops
};

/// Runs the phase on `b` (zones, conditions, stages, order of entering play) from `b.posts`.
/// `conditions`: the round's compiled condition texts, for Entry Hazards (compile_condition_effects).
SwitchingPhase run_switching_phase(Battle& b, const Dex& dex, const std::vector<PieceEffects>& conditions);

}  // namespace bbp::sim
