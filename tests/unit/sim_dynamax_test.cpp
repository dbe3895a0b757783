// [11.6] Dynamax in the engine (src/sim/dynamax.cpp): "Max"-prefixed moves of a Dynamaxed
// Pokemon become the Max Move of their type (Max Guard for status moves) with the replaced move's
// category; the Pokemon must know the replaced move; without Dynamax a "Max" order is not simulated.
#include "sim_test_support.hpp"

#include "sim/dynamax.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

nlohmann::json with_max_moves(const std::string& battle_json) {
  nlohmann::json j = nlohmann::json::parse(battle_json);
  j["moves"].push_back({{"name", "Max Quake"}, {"type", "Ground"}, {"category", "Physical"}, {"bap", 13}, {"accuracy", "--"}, {"en_cost", 8}});
  j["moves"].push_back({{"name", "Max Wyrmwind"}, {"type", "Dragon"}, {"category", "Physical"}, {"bap", 13}, {"accuracy", "--"}, {"en_cost", 8}});
  j["moves"].push_back({{"name", "Max Guard"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", "--"}, {"en_cost", 6}, {"priority", 4},
                        {"target", "User"}, {"effect_text", "The user is Protected until the end of the step."}});
  return j;
}

}  // namespace

TEST_CASE("[11.6c] a Dynamaxed Pokemon's 'Max' orders become Max Moves; Max Guard for a status move", "[sim][dynamax]") {
  const nlohmann::json j = with_max_moves(battle("", "", "Garchomp\nDynamax\nMax Earthquake | Max Dragon Claw | Max Swords Dance", kHeracross));
  // Max Quake and Max Wyrmwind never miss (one critical roll each); Max Guard stops the third Megahorn.
  const Run r = run(j.dump(), {24, 1, 24, 24, 1, 24});
  CHECK(r.logged("Dynamaxes until the end of the round"));
  CHECK(r.logged("used Max Quake!"));
  CHECK(r.logged("used Max Wyrmwind!"));
  CHECK(r.logged("used Max Guard!"));
  CHECK_FALSE(r.logged("doesn't know"));
  // Max Quake: (13 + 3 + 9 − 6) = 19 × 0.75 = 14.25 → 14; Max Wyrmwind: 13 + 3 + 9 − 6 = 19.
  CHECK(r.heracross().hp == 90 - 14 - 19);
}

TEST_CASE("[11.6c] without Dynamax a 'Max' order is not simulated; a move without 'Max' stays itself", "[sim][dynamax]") {
  const nlohmann::json j = with_max_moves(battle("", "", "Garchomp\nDynamax\nEarthquake | Max Dragon Claw | Earthquake", kHeracross));
  const Run r = run(j.dump(), {1, 24, 1, 24, 24, 1, 24, 1, 24, 1, 24});
  CHECK(r.logged("used Earthquake!"));
  CHECK(r.logged("used Max Wyrmwind!"));
  const nlohmann::json k = with_max_moves(battle("", "", "Garchomp\nEarthquake | Max Dragon Claw | Earthquake", kHeracross));
  const Run plain = run(k.dump(), {1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
  CHECK(plain.logged("not simulated: Liz's Garchomp's Max Dragon Claw (a Terastal prefix, \"Max\" without Dynamax"));
}

TEST_CASE("[11.6c] a Special move's Max Move is Special: a copy under '(Special)'", "[sim][dynamax]") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", kGarchomp, kHeracross));
  j["moves"].push_back({{"name", "Flamethrower"}, {"type", "Fire"}, {"category", "Special"}, {"bap", 9}, {"accuracy", 100}, {"en_cost", 6}});
  j["moves"].push_back({{"name", "Max Flare"}, {"type", "Fire"}, {"category", "Physical"}, {"bap", 13}, {"accuracy", "--"}, {"en_cost", 8}});
  LoadResult loaded = load_battle(j.dump(), dex());
  REQUIRE(loaded.ok);
  Battle& b = loaded.battle;
  CHECK(max_move_name(dex(), b.moves[b.find_move("Flamethrower")]) == "Max Flare");
  CHECK(max_move_name(dex(), b.moves[b.find_move("Swords Dance")]) == "Max Guard");
  const MoveIndex m = max_move(b, dex(), b.find_move("Flamethrower"));
  REQUIRE(m != kNoMove);
  CHECK(b.moves[m].name == "Max Flare (Special)");
  CHECK(b.moves[m].category == Category::special);
  CHECK(b.moves[m].bap == 13);
  CHECK(max_move(b, dex(), b.find_move("Flamethrower")) == m);  // made once
}

TEST_CASE("[11.6c] 'Max' in a substitution's result of a Dynamaxed Pokemon is the Max Move", "[sim][dynamax]") {
  const nlohmann::json j = with_max_moves(battle(
      "", "", "Garchomp\nDynamax\nMax Earthquake | Max Earthquake | Max Earthquake\nIF Heracross is to use Megahorn THEN use Max Dragon Claw.",
      kHeracross));
  // The substitution triggers in every step: Max Wyrmwind (one critical roll); Megahorn hits.
  const Run r = run(j.dump(), {24, 1, 24, 24, 1, 24, 24, 1, 24});
  CHECK(r.logged("used Max Wyrmwind!"));
  CHECK(r.heracross().hp == 90 - 3 * 19);
}

TEST_CASE("[11.6c] Max Guard and the species' own G-Max Move can be ordered directly only while Dynamaxed", "[sim][dynamax]") {
  nlohmann::json j = with_max_moves(battle("", "", "Garchomp\nMax Guard | Earthquake | Earthquake", kHeracross));
  // Not Dynamaxed: Max Guard is not known, so Struggle (no roll: "--" accuracy, one critical roll).
  const Run plain = run(j.dump(), {24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
  CHECK(plain.logged("doesn't know Max Guard"));
  j["orders"][0]["post"] = "Garchomp\nDynamax\nMax Guard | Max Earthquake | Max Earthquake";
  const Run dyna = run(j.dump(), {24, 1, 24, 24, 1, 24});
  CHECK(dyna.logged("used Max Guard!"));
  CHECK_FALSE(dyna.logged("doesn't know"));
}

TEST_CASE("[11.6c] a damaging Max Move ordered by its own name is never known: Struggle, and its numbers are not needed",
          "[sim][dynamax]") {
  // The battle file gives no numbers for Max Wyrmwind: the round still runs.
  nlohmann::json j = nlohmann::json::parse(battle("", "", "Garchomp\nDynamax\nMax Wyrmwind | Max Earthquake | Max Earthquake", kHeracross));
  j["moves"].push_back({{"name", "Max Quake"}, {"type", "Ground"}, {"category", "Physical"}, {"bap", 13}, {"accuracy", "--"}, {"en_cost", 8}});
  // Step 1: Struggle (a critical roll) and Megahorn; steps 2, 3: Max Quake (a critical roll) and Megahorn.
  const Run r = run(j.dump(), {24, 1, 24, 24, 1, 24, 24, 1, 24});
  CHECK(r.prepared.ok);
  CHECK(r.logged("doesn't know Max Wyrmwind"));
  CHECK(r.logged("used Struggle!"));
  CHECK(r.logged("used Max Quake!"));
}
