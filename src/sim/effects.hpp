#pragma once
// Effects as data, first piece: the rulebook's stage sentences ([7.6a]) compiled into records —
// "Raise the user's Attack stage by two (2).", "Lower the defender's Defense and Special Defense
// stages by one (1) each for their next three (3) turns." A sentence the grammar does not read is
// kept as text and reported "not simulated" when it would apply.
#include <bbp/sim.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp::sim {

struct StageEffect {
  bool on_user = true;            ///< "the user's" / "the defender's" ("the target's")
  std::vector<StageId> stages;
  int by = 0;                     ///< signed
  int turns = -1;                 ///< "for their next N turns"; -1 = no duration
};

struct EffectSentence {
  std::string text;
  std::optional<StageEffect> stage;  ///< set when compiled
};

/// Splits effect text into sentences (on ". " and line breaks) and compiles those it can.
std::vector<EffectSentence> compile_effects(std::string_view text);

}  // namespace bbp::sim
