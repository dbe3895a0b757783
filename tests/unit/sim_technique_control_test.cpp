// [11.1] Technique Control in the engine (src/sim/technique_control.cpp): every Technique spends one
// of the team's Tech; without Tech left it is not performed; a Pokemon that spent Tech is weak to
// Stellar ([5.3]) and a Stellar Terastal is immune to it; both are written back to the battle file.
// Garchomp (Ground/Dragon, Atk 9) vs Heracross (Bug/Fighting, Def 6, HP 90).
#include "sim_test_support.hpp"

#include "sim/technique_control.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

EntryId type(std::string_view name) { return dex().resolve(Kind::type, name).id; }

bool switching_said(const Run& r, std::string_view text) {
  for (const std::string& line : r.prepared.round->switching)
    if (line.find(text) != std::string::npos) return true;
  return false;
}

bool battle_start_said(const Run& r, std::string_view text) {
  for (const std::string& line : r.prepared.round->battle_start)
    if (line.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("[11.1] Terastal and a combination each spend Tech; with one left the combination can't be performed", "[sim][technique_control]") {
  nlohmann::json j = nlohmann::json::parse(
      battle(R"(, "tera_type": "Ground")", "", "Terastallize Garchomp!\n\nGarchomp\nDragon Claw + Swords Dance | Earthquake | Earthquake",
             "Heracross\nProtect | Protect | Protect"));
  j["round"] = 2;
  j["teams"][0]["technique_control"] = 1;
  const Run r = run(j.dump(), {});  // Protect stops every attack before a roll
  CHECK(switching_said(r, "Liz spends 1 Technique Control for Garchomp's Terastal (0 left) [11.1]"));
  CHECK(r.prepared.round->start.pokemon[0].terastallized);
  CHECK(r.logged("can't perform combination Dragon Claw + Swords Dance: Liz has no Technique Control left [11.1]"));
  CHECK(r.logged("intends to use Struggle instead"));
  CHECK(r.result.end.teams[0].technique_control == 0);

  // With the default ([1.3] Team Size 3 / 2, rounded up: 2) both are performed.
  j["teams"][0].erase("technique_control");
  const Run both = run(j.dump(), {});
  CHECK(both.logged("Liz spends 1 Technique Control for Garchomp's combination Dragon Claw + Swords Dance (0 left) [11.1]"));
  CHECK(both.logged("used Dragon Claw + Swords Dance!"));
}

TEST_CASE("[11.1] no Tech left: no Mega Evolution, and no Dynamax (its 'Max' orders are not simulated)", "[sim][technique_control]") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", "Garchomp\nDynamax\nEarthquake | Max Dragon Claw | Earthquake", kHeracross));
  j["teams"][0]["technique_control"] = 0;
  const Run r = run(j.dump(), {1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
  CHECK(battle_start_said(r, "Liz's Garchomp can't perform Dynamax: Liz has no Technique Control left [11.1]"));
  CHECK_FALSE(battle_start_said(r, "Dynamaxes until the end of the round"));
  CHECK(r.logged("not simulated: Liz's Garchomp's Max Dragon Claw"));
  CHECK_FALSE(r.result.end.pokemon[0].spent_technique_control);

  nlohmann::json m = nlohmann::json::parse(battle("", "", "Garchomp\nMega Evolve!\nEarthquake | Earthquake | Earthquake", kHeracross));
  m["teams"][0]["pokemon"][0]["item"] = "Garchompite";
  m["teams"][0]["technique_control"] = 0;
  const Run none = run(m.dump(), plain_dice(6));
  CHECK(battle_start_said(none, "can't perform Mega Evolution: Liz has no Technique Control left [11.1]"));
  CHECK(none.result.end.pokemon[0].species_name == "Garchomp");
  m["teams"][0]["technique_control"] = 1;
  const Run mega = run(m.dump(), plain_dice(6));
  CHECK(mega.result.end.pokemon[0].species_name == "Garchomp-Mega");
  CHECK(mega.result.end.pokemon[0].spent_technique_control);
}

TEST_CASE("[5.3] Stellar: an additional weakness for a Pokemon that spent Tech, immunity for a Stellar Terastal", "[sim][technique_control]") {
  Pokemon p;
  p.types = {type("Bug"), type("Fighting")};
  CHECK(stellar_extra_weaknesses(dex(), type("Stellar"), p) == 0);
  CHECK(stellar_extra_weaknesses(dex(), type("Fire"), p) == 0);
  p.spent_technique_control = true;
  CHECK(stellar_extra_weaknesses(dex(), type("Stellar"), p) == 1);
  CHECK(stellar_extra_weaknesses(dex(), type("Fire"), p) == 0);
  p.terastallized = true;
  p.tera_type = type("Stellar");
  CHECK(stellar_extra_weaknesses(dex(), type("Stellar"), p) == -1);

  // In a round: a Stellar attack on Heracross after it spent Tech deals x1.5.
  auto stellar_round = [](bool spent) {
    nlohmann::json j = nlohmann::json::parse(battle("", spent ? R"(, "spent_technique_control": true)" : "",
                                                    "Garchomp\nStar Beam | Star Beam | Star Beam", kHeracross));
    j["moves"].push_back({{"name", "Star Beam"}, {"type", "Stellar"}, {"category", "Physical"}, {"bap", 10}, {"accuracy", 100}, {"en_cost", 6}});
    j["teams"][0]["pokemon"][0]["moves"].push_back("Star Beam");
    return run(j.dump(), plain_dice(6));
  };
  const Run plain = stellar_round(false);
  const Run weak = stellar_round(true);
  CHECK_FALSE(plain.logged("additional weakness to Stellar"));
  CHECK(weak.logged("Heracross spent Technique Control this battle: an additional weakness to Stellar [5.3]"));
  // (10 BAP + 9 Atk − 6 Def) = 13; × 1.5 = 19.5 → 20.
  CHECK(90 - plain.heracross().hp == 3 * 13);
  CHECK(90 - weak.heracross().hp == 3 * 20);
  // Written back, read again.
  const nlohmann::json out = battle_to_json(weak.result.end, dex());
  CHECK(out["teams"][1]["pokemon"][0]["spent_technique_control"] == true);
  CHECK(out["teams"][1]["technique_control"] == 2);
  const LoadResult again = load_battle(out.dump(), dex());
  REQUIRE(again.ok);
  CHECK(again.battle.pokemon[1].spent_technique_control);
  CHECK(again.battle.teams[1].technique_control == 2);
}

TEST_CASE("[11.1] a battle file's technique_control must be a whole number from 0", "[sim][technique_control]") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", kGarchomp, kHeracross));
  j["teams"][0]["technique_control"] = -1;
  CHECK_FALSE(load_battle(j.dump(), dex()).ok);
  j["teams"][0]["technique_control"] = "two";
  CHECK_FALSE(load_battle(j.dump(), dex()).ok);
}
