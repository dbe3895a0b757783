#pragma once
// [4] Field conditions (Weather, Terrain, Entry Hazards, Screens) as effect text: where the text
// comes from, which of its sentences the engine runs, and the entry trigger of hazards run in the
// Switching Phase. The engine's part (the end-of-step queue, durations, effects that create or
// discard field conditions) is in field_conditions.cpp next to these.
#include <bbp/effects.hpp>
#include <bbp/sim.hpp>

#include "sim/compiled_effects.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace bbp::sim {

/// The effect text of condition `name`: the battle file's "conditions", else a Data Audit
/// import's description of the condition, Weather or Terrain; "" when neither gives one.
std::string condition_effect_text(const Battle& b, const Dex& dex, std::string_view name);
/// The Dex's name of a condition, Weather or Terrain ("Taunted" → "Taunt", "Harsh Sunlight" →
/// "Sun"), else `name` as written: the one name texts, battle files and effects use for it.
std::string canonical_condition_name(const Dex& dex, std::string_view name);
/// "When a Pokemon on the affected team enters play: …" ([4] "harmful triggered effects that occur
/// when a member of the affected team enters play"), with an HP or stage record.
bool is_entry_trigger(const EffectSentence& e);
/// A sentence of a field condition's text the engine runs: "At the end of the step:" and entry triggers.
bool field_sentence_runs(const EffectSentence& e);
/// A sentence of a Pokemon's condition's text the engine runs: "At the end of the step:" with an
/// HP, stage, condition or marker record, "Discard this condition" included.
bool condition_sentence_runs(const EffectSentence& e);
/// The [4] group of a field condition: "Weather", "Terrain", "Entry Hazard", "Screen" or "".
std::string field_group(const Dex& dex, std::string_view name);

/// Runs the entry triggers (`conditions`: compile_condition_effects) of the field conditions on `entering`'s side (and on the whole
/// battlefield) when it is sent out in the Switching Phase; what happened goes to `log`. The
/// phase rolls no dice: HP statements run, anything else is logged as not simulated.
void run_entry_triggers(Battle& b, const std::vector<PieceEffects>& conditions, PokemonIndex entering,
                        std::vector<std::string>& log);

}  // namespace bbp::sim
