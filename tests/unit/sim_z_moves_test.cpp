// [11.5] Z-Moves in the engine (src/sim/z_moves.cpp): the five Z-Powers' changes to the base move
// ([11.5c]), one Z-Move per team per round ([11.5d]), and Z-Twin's doubled stage changes.
// Garchomp (Atk 9) vs Heracross (Def 6, HP 90, Bug/Fighting).
#include "sim_test_support.hpp"

#include "sim/z_moves.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

TEST_CASE("[11.5c] Z-Force, Z-Harm and Z-Wide change the base move's data", "[sim][zmove]") {
  LoadResult loaded = load_battle(battle("", "", kGarchomp, kHeracross), dex());
  REQUIRE(loaded.ok);
  const Battle& b = loaded.battle;
  const Pokemon& garchomp = b.pokemon[0];
  const MoveData& quake = b.moves[b.find_move("Earthquake")];
  const MoveData& sd = b.moves[b.find_move("Swords Dance")];
  std::string why;
  const auto force = z_move_data(quake, ZPower::force, garchomp, why);
  REQUIRE(force);
  CHECK(force->name == "Z-Force Earthquake");
  CHECK(force->bap == 24);  // 10 + 14, at most 24
  CHECK(force->accuracy == 100);
  CHECK(force->scope == Scope::any_one_target);
  CHECK(force->effect_text.empty());
  CHECK_FALSE(z_move_data(sd, ZPower::force, garchomp, why));
  CHECK(why.find("attacking moves only") != std::string::npos);
  const auto harm = z_move_data(sd, ZPower::harm, garchomp, why);
  REQUIRE(harm);
  CHECK(harm->bap == 12);
  CHECK(harm->category == (garchomp.stats.attack > garchomp.stats.special_attack ? Category::physical : Category::special));
  CHECK(harm->scope == Scope::any_one_target);
  CHECK_FALSE(harm->effect_text.empty());  // "that retains its effect"
  const auto wide = z_move_data(sd, ZPower::wide, garchomp, why);
  REQUIRE(wide);
  CHECK(wide->scope == Scope::all_allies);
  CHECK(z_power_named("z-force") == ZPower::force);
  CHECK_FALSE(z_power_named("Z"));
}

TEST_CASE("[11.5] a Z-Force attack in a round; [11.5d] a second Z-Move of the team can't be attempted", "[sim][zmove]") {
  // Z-Force Earthquake: (24 + 3 + 9 − 6) = 30 × 0.75 = 22.5 → 23 (rounded normally).
  const Run r = run(battle("", "", "Garchomp\nZ-Force Earthquake | Z-Force Dragon Claw | Earthquake", kHeracross),
                    {1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
  CHECK(r.logged("used Z-Force Earthquake!"));
  CHECK(r.logged("can't attempt Z-Force Dragon Claw: a member of its team attempted a Z-Move this round [11.5d]"));
  CHECK(r.heracross().hp == 90 - 23 - 12);  // Earthquake: (10 + 3 + 9 − 6) = 16 × 0.75 = 12
}

TEST_CASE("[11.5c] Z-Twin doubles the stage change", "[sim][zmove]") {
  const Run r = run(battle("", "", "Garchomp\nZ-Twin Swords Dance | Earthquake | Earthquake", kHeracross), plain_dice(5));
  CHECK(r.logged("used Z-Twin Swords Dance!"));
  CHECK(r.garchomp().stages[kAtk].value == 4);
}

TEST_CASE("[11.5c] Z-Pierce ignores the defender's Protection and the attacker's Burn while it is performed", "[sim][zmove]") {
  // Heracross Protects in step 1 (priority 4); Garchomp is Burned (Attack rank 9 → 5 for other attacks).
  const Run r = run(battle(R"(, "conditions": ["Burn"])", "", "Garchomp\nZ-Pierce Earthquake | Earthquake | Earthquake",
                           "Heracross\nProtect | Megahorn | Megahorn"),
                    {1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
  CHECK(r.logged("Z-Pierce Earthquake ignores the effects of abilities, held items, conditions, markers and other moves"));
  CHECK_FALSE(r.logged("fails against it"));
  // Z-Pierce: (10 + 3 + 9 − 6) = 16 × 0.75 = 12 (Burn ignored); Earthquake with Burn: (10 + 3 + 5 − 6) = 12 × 0.75 = 9.
  CHECK(r.heracross().hp == 90 - 12 - 9 - 9);
}

TEST_CASE("[11.5c] Z-Twin creates a second copy of the condition, named Duplicate", "[sim][zmove]") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", "Garchomp\nZ-Twin Will-O-Wisp | Earthquake | Earthquake", kHeracross));
  j["teams"][0]["pokemon"][0]["moves"].push_back("Will-O-Wisp");
  j["moves"].push_back({{"name", "Will-O-Wisp"}, {"type", "Fire"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", 85},
                        {"en_cost", 5}, {"effect_text", "Inflict Burn on the defender."}});
  // Will-O-Wisp hits (1), no critical check for a non-attack; then Megahorn, Earthquakes.
  const Run r = run(j.dump(), {1, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
  CHECK(r.logged("Isaac's Heracross gets a second Burn, also named Duplicate (Z-Twin) [11.5c]"));
  int burns = 0;
  for (const Condition& c : r.heracross().conditions) burns += c.name == "Burn";
  CHECK(burns == 2);
  // Each Burn deals 2 at the end of each step: 3 steps × 4; Earthquakes 12 each.
  CHECK(r.heracross().hp == 90 - 3 * 4 - 2 * 12);
}

TEST_CASE("[11.5c] Z-Wide of a User move grants its condition to the user and each ally", "[sim][zmove]") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", "Garchomp\nZ-Wide Protect | Earthquake | Earthquake", kHeracross));
  j["rules"]["match_type"] = "doubles";
  j["teams"][0]["pokemon"][0]["moves"].push_back("Protect");
  j["teams"][0]["pokemon"].push_back({{"species", "Lucario"}, {"zone", "active"}, {"moves", {"Swords Dance"}}});
  j["orders"][0]["post"] = "Garchomp\nZ-Wide Protect | Earthquake | Earthquake\n\nLucario\nSwords Dance | Swords Dance | Swords Dance";
  j["orders"][1]["post"] = "Heracross\nMegahorn (Lucario) | Megahorn (Lucario) | Megahorn (Lucario)";
  LoadResult loaded = load_battle(j.dump(), dex());
  REQUIRE(loaded.ok);
  const PrepareResult p = prepare_round(loaded.battle, dex());
  REQUIRE(p.round);
  const RoundResult r = simulate(*p.round, dex(), SimOptions{});
  bool lucario_protected = false;
  for (const Event& e : r.events) lucario_protected = lucario_protected || e.text.find("Lucario is granted Protection") != std::string::npos;
  CHECK(lucario_protected);
}
