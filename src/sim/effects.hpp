#pragma once
// Effects as data: the rulebook's stage sentences ([7.6a]) and condition sentences ([7]) compiled
// into records — "Raise the user's Attack stage by two (2).", "Lower the defender's Defense and
// Special Defense stages by one (1) each for their next three (3) turns.", "Inflict Paralysis on
// the defender with two (2) counters.", "Inflict Sleep on the user for three (3) steps (not
// turns)." A sentence the grammar does not read is kept as text and reported "not simulated" when
// it would apply.
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

struct InflictEffect {
  bool on_user = false;           ///< "on the user" / "on the defender" ("the target")
  std::string condition;          ///< as written: "Paralysis", "Sleep", "regular Poison"
  int counters = 0;               ///< "with two (2) counters"
  int duration = -1;              ///< "for three (3) steps"; -1 = the condition's default
  std::string unit;               ///< "turns" or "steps"
};

struct EffectSentence {
  std::string text;
  std::optional<StageEffect> stage;      ///< set when compiled as a stage sentence
  std::optional<InflictEffect> inflict;  ///< set when compiled as a condition sentence
  bool compiled() const { return stage.has_value() || inflict.has_value(); }
};

/// Splits effect text into sentences (on ". " and line breaks) and compiles those it can.
std::vector<EffectSentence> compile_effects(std::string_view text);

}  // namespace bbp::sim
