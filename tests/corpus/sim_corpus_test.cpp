// Registers the `sim` corpus kind: each corpus/sim/NAME.txt is a battle file (docs/battle.md) with
// its order posts and a replay seed inside; the case's output is what `bbpref sim --format json`
// decides — the diagnostics when the round cannot be simulated, else the event log and the end
// state of every Pokemon — so a change to any mechanism shows up as a diff of a round we reffed.
#include "corpus/corpus_registry.hpp"

#include <bbp/sim.hpp>

namespace {

const bbp::test::CorpusRegistrar kSimKind("sim", [](std::string_view name, std::string_view input) {
  using nlohmann::json;
  const bbp::Dex& dex = bbp::dex();
  json out = {{"file", std::string(name)}};
  bbp::sim::LoadResult loaded = bbp::sim::load_battle(input, dex);
  json diags = json::array();
  for (const auto& d : loaded.diagnostics.items())
    diags.push_back({{"id", std::string(bbp::info(d.id).code)}, {"message", std::string(bbp::message_of(d))}});
  if (!loaded.ok) return json{{"file", std::string(name)}, {"diagnostics", diags}, {"simulated", false}};
  bbp::sim::PrepareResult prepared = bbp::sim::prepare_round(loaded.battle, dex);
  for (const auto& d : prepared.diagnostics.items())
    diags.push_back({{"id", std::string(bbp::info(d.id).code)}, {"message", std::string(bbp::message_of(d))}});
  out["diagnostics"] = diags;
  out["simulated"] = prepared.round != nullptr;
  if (!prepared.round) return out;
  bbp::sim::SimOptions opt;
  opt.seed = loaded.battle.replay_seed.value_or(1);  // as `bbpref sim` without --seed
  const bbp::sim::RoundResult r = bbp::sim::simulate(*prepared.round, dex, opt);
  const json full = bbp::sim::to_json(r, *prepared.round, dex);
  json log = json::array();
  for (const auto& e : r.events) log.push_back(e.text);
  json end = json::array();
  for (const auto& p : r.end.pokemon)
    end.push_back({{"pokemon", p.display()}, {"hp", p.hp}, {"energy", p.en}, {"fainted", p.fainted},
                   {"zone", std::string(bbp::to_string(p.zone))}});
  out["rng"] = r.rng_tag;
  out["log"] = log;
  out["end"] = end;
  out["winner"] = full["winner"];
  return out;
});

}  // namespace
