// Fuzz target: effect text and a handbook's quoted effects read (include/bbp/effects.hpp); a
// battle file (docs/battle.md) read, prepared for a round and, when it can be,
// simulated from a fixed seed; the log and the end state are printed. Its posts are also taken as
// the first player's for a short --what-if (three opponent orders at most).
#include "fuzz/fuzz_target.hpp"

#include <bbp/dex.hpp>
#include <bbp/effects.hpp>
#include <bbp/sim.hpp>

BBP_FUZZ_TARGET(battle) {
  using namespace bbp;
  // The input as effect text, and as a handbook whose quoted effects are read.
  for (const sim::EffectSentence& e : sim::compile_effects(input)) (void)e.reading();
  (void)sim::effect_coverage(sim::handbook_effect_texts(input));
  sim::LoadResult loaded = sim::load_battle(input, dex());
  BBP_FUZZ_CHECK(fuzz::diagnostics_inside(loaded.diagnostics, input.size()));
  if (!loaded.ok) return;
  if (!loaded.battle.posts.empty()) {
    const sim::WhatIfResult w = sim::what_if(loaded.battle, dex(), 7, 3);
    (void)sim::render_what_if_text(w, loaded.battle);
    (void)sim::what_if_to_json(w, loaded.battle).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  }
  const sim::PrepareResult prepared = sim::prepare_round(loaded.battle, dex());
  if (!prepared.round) return;
  sim::SimOptions options;
  options.seed = 7;
  const sim::RoundResult r = sim::simulate(*prepared.round, dex(), options);
  (void)sim::to_json(r, *prepared.round, dex()).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}
