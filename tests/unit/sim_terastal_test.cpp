// [11.7] Terastal in the engine (src/sim/terastal.cpp): Terastallizing in the [2.5f] Switching Phase
// after the first round, the typing it gives, [11.7c] STAB (3 for the original typing or the Tera
// Type, 5 for both, 3 for anything when Stellar), Tera Blast learned and typed, and the battle-file
// round trip. Garchomp (Ground/Dragon, Atk 9) vs Heracross (Bug/Fighting, Def 6, HP 90).
#include "sim_test_support.hpp"

#include "sim/terastal.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

nlohmann::json round_two(std::string_view garchomp_extra, std::string_view liz_post) {
  nlohmann::json j = nlohmann::json::parse(battle(garchomp_extra, "", liz_post, "Heracross\nProtect | Protect | Protect"));
  j["round"] = 2;
  return j;
}

EntryId type(std::string_view name) { return dex().resolve(Kind::type, name).id; }

}  // namespace

TEST_CASE("[11.7c] Terastallizing in the Switching Phase: the Tera Type becomes the typing; STAB 5 for a type it shares with both", "[sim][terastal]") {
  const nlohmann::json j = round_two(R"(, "tera_type": "Ground")", "Terastallize Garchomp!\n\nGarchomp\nEarthquake | Dragon Claw | Earthquake");
  // Heracross Protects every step: Protection stops the attacks before any roll.
  const Run r = run(j.dump(), {});
  const Pokemon& g = r.prepared.round->start.pokemon[0];
  CHECK(g.terastallized);
  CHECK(g.types[0] == type("Ground"));
  CHECK(g.types[1] == kNoEntry);
  CHECK((g.original_types[0] == type("Dragon") || g.original_types[1] == type("Dragon")));
  bool said = false;
  for (const std::string& line : r.prepared.round->switching) said = said || line.find("Terastallizes: Ground Tera Type") != std::string::npos;
  CHECK(said);
}

TEST_CASE("[11.7c] STAB of a Terastallized user: original typing or Tera Type 3, both 5, Stellar 3 for any type", "[sim][terastal]") {
  Pokemon p;
  p.original_types = p.types = {type("Ground"), type("Dragon")};
  CHECK(stab_power(dex(), p, type("Ground")) == 3);
  CHECK(stab_power(dex(), p, type("Steel")) == 0);
  p.terastallized = true;
  p.tera_type = type("Ground");
  p.types = {type("Ground"), kNoEntry};
  CHECK(stab_power(dex(), p, type("Ground")) == 5);
  CHECK(stab_power(dex(), p, type("Dragon")) == 3);  // the original typing still counts
  p.tera_type = type("Steel");
  CHECK(stab_power(dex(), p, type("Steel")) == 3);
  CHECK(stab_power(dex(), p, type("Ground")) == 3);
  CHECK(stab_power(dex(), p, type("Fire")) == 0);
  p.tera_type = type("Stellar");
  CHECK(stab_power(dex(), p, type("Fire")) == 3);
  CHECK(terastal_types(dex(), p) == p.original_types);  // Stellar keeps the typing
}

TEST_CASE("[11.7c] a Terastallized attacker's damage: + 5 STAB in the [8.10] steps", "[sim][terastal]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "tera_type": "Ground", "terastallized": true)", "", kGarchomp, kHeracross));
  const Run r = run(j.dump(), plain_dice(6));
  // Earthquake: (10 + 5 + 9 − 6) = 18 × 0.75 = 13.5 → 14, three times.
  CHECK(r.logged("+ 5 STAB"));
  CHECK(r.heracross().hp == 90 - 3 * 14);
  // Written back with its own typing, the Tera Type and the flag; read again, the same.
  const nlohmann::json out = battle_to_json(r.result.end, dex());
  const auto& gj = out["teams"][0]["pokemon"][0];
  CHECK(gj["types"] == nlohmann::json({"Dragon", "Ground"}));  // the Dex's order
  CHECK(gj["tera_type"] == "Ground");
  CHECK(gj["terastallized"] == true);
  const LoadResult again = load_battle(out.dump(), dex());
  REQUIRE(again.ok);
  CHECK(again.battle.pokemon[0].types[1] == kNoEntry);
}

TEST_CASE("[11.7c] Tera Blast: learned as a borrowed move, and it takes the Tera Type", "[sim][terastal]") {
  nlohmann::json j = round_two(R"(, "tera_type": "Fire")", "Garchomp Terastallizes! (Fire)\n\nGarchomp\nTera Blast | Dragon Claw | Dragon Claw");
  j["moves"].push_back({{"name", "Tera Blast"}, {"type", "Normal"}, {"category", "Special"}, {"bap", 8}, {"accuracy", 100}, {"en_cost", 5}});
  j["orders"][1]["post"] = kHeracross;
  const Run r = run(j.dump(), plain_dice(6));
  const Pokemon& g = r.prepared.round->start.pokemon[0];
  CHECK(std::find(g.movepool.begin(), g.movepool.end(), r.prepared.round->start.find_move("Tera Blast")) != g.movepool.end());
  CHECK_FALSE(r.logged("doesn't know Tera Blast"));
  // Fire Tera Blast against Bug/Fighting: super-effective, STAB 3 (the Tera Type).
  CHECK(r.logged("+ 3 STAB"));
  CHECK(r.logged("super effective"));
}

TEST_CASE("[2.5c] no Terastal in the first round; [11.7b] not with a switch out in the same phase", "[sim][terastal]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "tera_type": "Steel")", "", "Terastallize Garchomp!\n\n" + kGarchomp, kHeracross));
  const Run first = run(j.dump(), plain_dice(6));
  CHECK_FALSE(first.prepared.round->start.pokemon[0].terastallized);
  bool said = false;
  for (const std::string& line : first.prepared.round->switching) said = said || line.find("not performed in the first round") != std::string::npos;
  CHECK(said);

  nlohmann::json k = round_two(R"(, "tera_type": "Steel")",
                               "Switching out Garchomp for Lucario!\nTerastallize Garchomp!\n\nLucario\nAura Sphere | Aura Sphere | Aura Sphere");
  k["rules"]["switching"] = true;
  k["teams"][0]["pokemon"].push_back({{"species", "Lucario"}, {"zone", "bench"}, {"moves", {"Aura Sphere"}}});
  k["moves"].push_back({{"name", "Aura Sphere"}, {"type", "Fighting"}, {"category", "Special"}, {"bap", 9}, {"accuracy", "--"}, {"en_cost", 6}});
  const Run second = run(k.dump(), {});
  CHECK_FALSE(second.prepared.round->start.pokemon[0].terastallized);
  said = false;
  for (const std::string& line : second.prepared.round->switching) said = said || line.find("can't also Terastallize") != std::string::npos;
  CHECK(said);
}
