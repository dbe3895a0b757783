// [11.2] Combinations in the engine (src/sim/combination.cpp): the [11.2a] properties derived from
// the components, each component's effects in sequence, legality at intent (Level 2, one per round,
// each component known), and substitutions that observe a component. Garchomp (Atk 9, Dragon/Ground)
// vs Heracross (Def 6, HP 90).
#include "sim_test_support.hpp"

#include "sim/combination.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

TEST_CASE("[11.2a] combination properties: type of the primary, BAP, accuracy, Energy x1/x2/x3, priority, scope", "[sim][combination]") {
  LoadResult loaded = load_battle(battle("", "", kGarchomp, kHeracross), dex());
  REQUIRE(loaded.ok);
  Battle& b = loaded.battle;
  const MoveIndex claw = b.find_move("Dragon Claw"), sd = b.find_move("Swords Dance"), quake = b.find_move("Earthquake"),
                  protect = b.find_move("Protect");
  const MoveData mixed = combination_data(b, {claw, sd});
  CHECK(mixed.name == "Dragon Claw + Swords Dance");
  CHECK(mixed.type == b.moves[claw].type);
  CHECK(mixed.category == Category::physical);
  CHECK(mixed.bap == 8);
  CHECK(mixed.accuracy == 100);
  CHECK(mixed.en_cost == (5 + 5) * 3);              // an attack and a non-attack: x3
  CHECK(mixed.scope == Scope::any_one_target);      // a tie with Swords Dance's User: the attack's
  const MoveData attacks = combination_data(b, {quake, claw});
  CHECK(attacks.en_cost == 6 + 5);                  // all attacks: x1
  CHECK(attacks.bap == 10);                         // the highest BAP
  const MoveData none = combination_data(b, {sd, protect});
  CHECK(none.en_cost == (5 + 6) * 2);               // no attack: x2
  CHECK_FALSE(none.is_attack());
  CHECK(none.category == Category::status);
  CHECK(none.priority == 4);                        // the lowest non-zero priority
  CHECK_FALSE(none.accuracy);                       // no numeric accuracy: "--"
  // Added once.
  const MoveIndex once = combination_move(b, {claw, sd});
  CHECK(combination_move(b, {claw, sd}) == once);
  CHECK(b.moves[once].components == std::vector<MoveIndex>{claw, sd});
}

TEST_CASE("[11.2] a combination is performed: one hit, the cost, then each component's effects", "[sim][combination]") {
  const Run r = run(battle("", "", "Garchomp\nDragon Claw + Swords Dance | Dragon Claw | Dragon Claw", kHeracross), plain_dice(6));
  CHECK(r.logged("used Dragon Claw + Swords Dance!"));
  CHECK(r.logged("En 100 → 70 (30 En cost)"));
  CHECK(r.garchomp().stages[kAtk].value == 2);  // Swords Dance's effect, after the hit
  CHECK_FALSE(r.logged("used Struggle"));  // a legal combination gets its intent
}

TEST_CASE("[11.2] an illegal combination gets no intent: Struggle instead", "[sim][combination]") {
  SECTION("a second combination in the round") {
    // Struggle never misses: one roll (its critical check) on step 2.
    const Run r = run(battle("", "", "Garchomp\nDragon Claw + Swords Dance | Dragon Claw + Swords Dance | Earthquake", kHeracross),
                      {1, 24, 1, 24, 24, 1, 24, 1, 24, 1, 24});
    CHECK(r.logged("already attempted a combination this round"));
    CHECK(r.logged("used Struggle!"));
  }
  SECTION("below Level 2") {
    const Run r = run(battle(R"(, "level": 1)", "", "Garchomp\nDragon Claw + Swords Dance | Earthquake | Earthquake", kHeracross),
                      {24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
    CHECK(r.logged("it is below Level 2"));
  }
}

TEST_CASE("[10.6b] 'IF Garchomp is to use Swords Dance' observes a combination with that component", "[sim][combination][sub]") {
  const std::string isaac = kHeracross + "\nAt the start of the step, IF Garchomp is to use Swords Dance, THEN use Close Combat.\n";
  const Run r = run(battle("", "", "Garchomp\nDragon Claw + Swords Dance | Earthquake | Earthquake", isaac), plain_dice(6));
  REQUIRE(r.result.triggers.size() == 1);
  CHECK(r.logged("used Close Combat!"));
}

TEST_CASE("[11.2] a substitution's result gives a combination", "[sim][combination][sub]") {
  const std::string liz =
      "Garchomp\nEarthquake | Earthquake | Earthquake\n"
      "At the start of the step, IF Heracross is to use Megahorn, THEN use Dragon Claw + Swords Dance.\n";
  const Run r = run(battle("", "", liz, kHeracross), {1, 24, 1, 24, 24, 1, 24, 24, 1, 24});
  CHECK(r.result.triggers.size() >= 1);
  CHECK(r.logged("used Dragon Claw + Swords Dance!"));
  CHECK_FALSE(r.logged("not simulated: Liz's Garchomp's substitution"));
}

TEST_CASE("[10.6b] 'IF Garchomp is to use Dragon Claw + Swords Dance' observes that combination, in any order", "[sim][combination][sub]") {
  const auto triggered = [](std::string_view watched, std::string_view liz_step1) {
    const std::string isaac =
        kHeracross + fmt::format("\nAt the start of the step, IF Garchomp is to use {}, THEN use Close Combat.\n", watched);
    const Run r = run(battle("", "", fmt::format("Garchomp\n{} | Earthquake | Earthquake", liz_step1), isaac), plain_dice(6));
    CHECK_FALSE(r.logged("not simulated: Isaac's Heracross's substitution"));
    return r.result.triggers.size() == 1;
  };
  CHECK(triggered("Dragon Claw + Swords Dance", "Dragon Claw + Swords Dance"));
  CHECK(triggered("Swords Dance + Dragon Claw", "Dragon Claw + Swords Dance"));
  CHECK_FALSE(triggered("Dragon Claw + Swords Dance", "Dragon Claw"));
}
