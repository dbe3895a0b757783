#pragma once
// Held items and abilities as effect text ([3]): where the text comes from, and which of its
// sentences the engine runs — "At the end of the step:" instructions (the [2.10d] queue,
// end_of_step.cpp) and Power Bonuses and Penalties ([8.10f], action.cpp). The rest is reported as
// not simulated.
#include <bbp/effects.hpp>
#include <bbp/sim.hpp>

#include <string>
#include <string_view>

namespace bbp::sim {

/// The effect text of the held item (`item`) or ability `name`: the battle file's "items" /
/// "abilities", else a Data Audit import's description; "" when neither gives one.
std::string piece_effect_text(const Battle& b, const Dex& dex, std::string_view name, bool item);
/// "At the end of the step: <instruction the engine runs>".
bool runs_at_end_of_step(const EffectSentence& e);
/// A sentence of an item's or ability's text the engine runs.
bool piece_sentence_runs(const EffectSentence& e);

}  // namespace bbp::sim
