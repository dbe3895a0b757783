#pragma once
// The battle the engine tests share (Garchomp vs Heracross, numbers by [5.6]) and a runner with
// fixed dice that fails if a roll is left unused or one is missing.
#include <bbp/sim.hpp>

#include <catch2/catch.hpp>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace bbp::sim::test {


// Garchomp (HP 100, Atk 9, Def 7, Spe 102) vs Heracross (HP 90, Atk 9, Def 6, Spe 85), [5.6].
inline std::string battle(std::string_view garchomp_extra, std::string_view heracross_extra, std::string_view liz_post,
                   std::string_view isaac_post, bool staked = true) {
  return fmt::format(R"({{
  "rules": {{"match_type": "singles", "step_count": 3, "staked": {}}},
  "teams": [
    {{"trainer": "Liz", "pokemon": [{{"species": "Garchomp", "zone": "active" {} ,
      "moves": ["Earthquake", "Dragon Claw", "Swords Dance"]}}]}},
    {{"trainer": "Isaac", "pokemon": [{{"species": "Heracross", "zone": "active" {} ,
      "moves": ["Megahorn", "Close Combat", "Protect"]}}]}}],
  "moves": [
    {{"name": "Earthquake", "type": "Ground", "category": "Physical", "bap": 10, "accuracy": 100, "en_cost": 6}},
    {{"name": "Dragon Claw", "type": "Dragon", "category": "Physical", "bap": 8, "accuracy": 100, "en_cost": 5}},
    {{"name": "Swords Dance", "category": "Status", "bap": "--", "accuracy": "--", "en_cost": 5, "target": "User",
      "effect_text": "Raise the user's Attack stage by two (2)."}},
    {{"name": "Megahorn", "type": "Bug", "category": "Physical", "bap": 12, "accuracy": 85, "en_cost": 8}},
    {{"name": "Close Combat", "type": "Fighting", "category": "Physical", "bap": 12, "accuracy": 100, "en_cost": 8}},
    {{"name": "Protect", "category": "Status", "bap": "--", "accuracy": "--", "en_cost": 6, "priority": 4, "target": "User",
      "effect_text": "The user is Protected until the end of the step."}},
    {{"name": "Struggle", "type": "None", "category": "Physical", "bap": 5, "accuracy": "--", "en_cost": 0}}],
  "orders": [{{"trainer": "Liz", "post": {}}}, {{"trainer": "Isaac", "post": {}}}]
}})",
                     staked ? "true" : "false", garchomp_extra, heracross_extra, nlohmann::json(liz_post).dump(),
                     nlohmann::json(isaac_post).dump());
}

/// Main orders the tests share: three Earthquakes, three Megahorns.
inline const std::string kGarchomp = "Garchomp\nEarthquake | Earthquake | Earthquake";
inline const std::string kHeracross = "Heracross\nMegahorn | Megahorn | Megahorn";

/// Dice for `attacks` attacks that hit (d100: 1) without a critical hit (d24: 24).
inline std::vector<int> plain_dice(int attacks) {
  std::vector<int> d;
  for (int i = 0; i < attacks; ++i) d.insert(d.end(), {1, 24});
  return d;
}

struct Run {
  PrepareResult prepared;
  RoundResult result;
  const Pokemon& garchomp() const { return result.end.pokemon[0]; }
  const Pokemon& heracross() const { return result.end.pokemon[1]; }
  bool logged(std::string_view text) const {
    for (const Event& e : result.events)
      if (e.text.find(text) != std::string::npos) return true;
    return false;
  }
};

inline Run run(const std::string& json, const std::vector<int>& rolls) {
  Run r;
  LoadResult loaded = load_battle(json, dex());
  for (const auto& d : loaded.diagnostics.items()) INFO(message_of(d));
  REQUIRE(loaded.ok);
  r.prepared = prepare_round(loaded.battle, dex());
  for (const auto& d : r.prepared.diagnostics.items()) UNSCOPED_INFO(message_of(d));
  REQUIRE(r.prepared.round);
  SimOptions opt;
  opt.fixed_rolls = &rolls;
  r.result = simulate(*r.prepared.round, dex(), opt);
  std::string log;
  for (const Event& e : r.result.events) log += e.text + "\n";
  INFO(log);
  CHECK_FALSE(r.result.rolls_missing);
  CHECK(r.result.rolls_used == rolls.size());  // no roll left unused
  return r;
}


}  // namespace bbp::sim::test
