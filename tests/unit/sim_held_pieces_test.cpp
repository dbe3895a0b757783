// Held items and abilities as effect text (src/sim/held_pieces.cpp): [8.10f] Power Bonuses and
// Penalties (the largest of each from the ability and from the item), "At the end of the step:"
// instructions in the [2.10d] Trigger Queue, and what is reported as not simulated. Garchomp (Atk 9,
// Spe 102) vs Heracross (Def 6, Spe 85): Earthquake (10 BAP, Ground) is resisted, x0.75.
#include "sim_test_support.hpp"

#include <bbp/effects.hpp>

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

TEST_CASE("effect text: a Power Bonus or Penalty for the attacks its criterion names [8.2]", "[sim][effects]") {
  const auto fire = compile_effects("When the holder attacks with a Fire-type attack: Grant that attack two (2) bonus power.");
  REQUIRE(fire.size() == 1);
  REQUIRE(fire[0].power);
  CHECK(fire[0].power->amount == 2);
  CHECK_FALSE(fire[0].power->penalty);
  CHECK(fire[0].power->type == "fire");
  const auto physical = compile_effects("When the user attacks with a physical attack: Grant that attack a power penalty of one (1).");
  REQUIRE(physical[0].power);
  CHECK(physical[0].power->penalty);
  CHECK(physical[0].power->category == Category::physical);
  // A criterion the reader does not know stays unread (and is reported as not simulated).
  CHECK_FALSE(compile_effects("When the user attacks with a move that can deal recoil or crash damage to the user: Grant that "
                              "attack two (2) bonus power.")[0].power);
  // [8.2] "Power Bonuses or Penalties of zero (0) or less can't be granted."
  CHECK_FALSE(compile_effects("When the holder attacks: Grant that attack zero (0) bonus power.")[0].power);
}

TEST_CASE("[8.10f] the largest bonus from the held item and from the ability; penalties subtracted", "[sim][damage]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "item": "Soft Sand", "ability": "Rough Skin")", "",
                                                  "Garchomp\nEarthquake | Dragon Claw | Earthquake", kHeracross));
  j["items"] = {{{"name", "Soft Sand"},
                 {"effect_text", "When the holder attacks with a Ground-type attack: Grant that attack two (2) bonus power. "
                                 "When the holder attacks: Grant that attack one (1) bonus power."}}};
  j["abilities"] = {{{"name", "Rough Skin"},
                     {"effect_text", "When the user attacks with a physical attack: Grant that attack a power penalty of one (1)."}}};
  const Run r = run(j.dump(), plain_dice(6));
  // Earthquake: (10 + 3 + 9 − 6 + 2 − 1) = 17 × 0.75 = 12.75 → 13. Dragon Claw: 8 + 3 + 9 − 6 + 1 − 1 = 14.
  CHECK(r.heracross().hp == 90 - 13 - 14 - 13);
  CHECK(r.logged("+ 2 bonus (Soft Sand) − 1 penalty (Rough Skin)"));
}

TEST_CASE("[8.10f] a defender's 'when attacked' bonus goes to the attack made against it", "[sim][damage]") {
  nlohmann::json j = nlohmann::json::parse(battle("", R"(, "ability": "Dry Skin")", kGarchomp, kHeracross));
  j["abilities"] = {{{"name", "Dry Skin"},
                     {"effect_text", "When the user is attacked with a Ground-type attack: Give that attack a Power Bonus of five (5)."}}};
  const Run r = run(j.dump(), plain_dice(6));
  // (10 + 3 + 9 − 6 + 5) = 21 × 0.75 = 15.75 → 16 per Earthquake; Megahorn is not Ground-type.
  CHECK(r.heracross().hp == 90 - 3 * 16);
  CHECK(r.garchomp().hp == 100 - 3 * 17);
}

TEST_CASE("[2.10d] end-of-step item effects: HP restored before HP lost, whatever the Speed", "[sim][round]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "item": "Sticky Barb")", R"(, "item": "Leftovers")", kGarchomp, kHeracross));
  j["items"] = {{{"name", "Sticky Barb"}, {"effect_text", "At the end of the step: The holder takes 2 damage."}},
                {{"name", "Leftovers"}, {"effect_text", "At the end of the step: The holder heals 3 HP."}}};
  const Run r = run(j.dump(), plain_dice(6));
  // Each step: Heracross −12 + 3; Garchomp −17 − 2.
  CHECK(r.heracross().hp == 90 - 3 * 12 + 3 * 3);
  CHECK(r.garchomp().hp == 100 - 3 * 17 - 3 * 2);
  // Component sort: Leftovers (restores HP) resolves before Sticky Barb (HP loss), though Garchomp is faster.
  std::size_t leftovers = 0, barb = 0;
  for (std::size_t i = 0; i < r.result.events.size(); ++i) {
    if (leftovers == 0 && r.result.events[i].text.find("Leftovers:") != std::string::npos) leftovers = i;
    if (barb == 0 && r.result.events[i].text.find("Sticky Barb:") != std::string::npos) barb = i;
  }
  REQUIRE(leftovers > 0);
  REQUIRE(barb > 0);
  CHECK(leftovers < barb);
}

TEST_CASE("an item or ability without effect text, and sentences the engine does not run, are reported", "[sim]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "item": "Choice Band", "ability": "Rough Skin")", "", kGarchomp, kHeracross));
  j["abilities"] = {{{"name", "Rough Skin"},
                     {"effect_text", "When the holder is hit by a contact attack: The attacker loses 3 HP. "
                                     "At the end of the step: The holder heals 1 HP."}}};
  LoadResult loaded = load_battle(j.dump(), dex());
  REQUIRE(loaded.ok);
  const PrepareResult p = prepare_round(loaded.battle, dex());
  REQUIRE(p.round);
  const auto& ns = p.round->not_simulated;
  auto has = [&](std::string_view text) {
    return std::any_of(ns.begin(), ns.end(), [&](const std::string& n) { return n.find(text) != std::string::npos; });
  };
  CHECK(has("held item Choice Band (no effect text"));
  CHECK(has("ability Rough Skin: When the holder is hit by a contact attack"));
  CHECK_FALSE(has("At the end of the step: The holder heals 1 HP"));
  // A malformed "items" entry is an error of the battle file.
  j["items"] = {{{"name", "Leftovers"}}};
  CHECK_FALSE(load_battle(j.dump(), dex()).ok);
}
