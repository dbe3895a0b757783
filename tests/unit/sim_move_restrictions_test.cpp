// Encore, Imprison and Infatuation as the handbook's patch notes word them
// (src/sim/move_restrictions.cpp). The shared battle: Garchomp (Spe 102) acts before Heracross
// (Spe 85); every attack rolls Hit (d100) then Crit (d24). Earthquake on Heracross deals 12,
// Dragon Claw 14, Megahorn on Garchomp 17 ([8.10], sim_round_test.cpp).
#include "sim_test_support.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

Run run_json(const nlohmann::json& j, const std::vector<int>& dice) { return run(j.dump(), dice); }

}  // namespace

TEST_CASE("Encore: an order to use an action becomes an order to use the noted action", "[sim][status]") {
  SECTION("main orders") {
    const std::string json = battle(R"(, "conditions": [{"name": "Encore", "note": "Dragon Claw"}])", "", kGarchomp, kHeracross);
    const Run r = run(json, plain_dice(6));
    CHECK(r.logged("Liz's Garchomp receives an order to use Dragon Claw instead of Earthquake (Encore)"));
    CHECK_FALSE(r.logged("Garchomp used Earthquake!"));
    CHECK(r.heracross().hp == 90 - 3 * 14);
  }
  SECTION("a substitution's result is an order received too") {
    const std::string liz = kGarchomp + "\nIF Heracross is to use Megahorn, THEN use Swords Dance.";
    const std::string json = battle(R"(, "conditions": [{"name": "Encore", "note": "Dragon Claw"}])", "", liz, kHeracross);
    const Run r = run(json, plain_dice(6));
    CHECK(r.logged("receives an order to use Dragon Claw instead of Swords Dance (Encore)"));
    CHECK(r.garchomp().stages[kAtk].value == 0);
    CHECK(r.heracross().hp == 90 - 3 * 14);
  }
}

TEST_CASE("Imprison: a Pokemon that executed one declared move this round can't attempt another [8.3a]", "[sim][status]") {
  SECTION("the status from the battle file") {
    // Step 1 Earthquake executes; step 2 Dragon Claw can't be attempted (no rolls); step 3 is
    // Earthquake again, the same move, so it is attempted.
    const std::string json = battle("", R"(, "conditions": [{"name": "Imprison", "note": ["Earthquake", "Dragon Claw"]}])",
                                    "Garchomp\nEarthquake | Dragon Claw | Earthquake", kHeracross);
    const Run r = run(json, {1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
    CHECK(r.logged("Liz's Garchomp can't attempt Dragon Claw: it executed Earthquake this round, and Isaac's Heracross's Imprison declares both"));
    CHECK(r.heracross().hp == 90 - 2 * 12);
  }
  nlohmann::json j = nlohmann::json::parse(battle("", "", "Garchomp\nEarthquake | Dragon Claw | Earthquake", ""));
  j["moves"].push_back({{"name", "Imprison"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", "--"}, {"en_cost", 5},
                        {"target", "User"}});
  j["teams"][1]["pokemon"][0]["moves"].push_back("Imprison");
  SECTION("the move: the user gains the status, noting the declared moves; an earlier execution counts") {
    j["orders"][1]["post"] = "Heracross\nImprison (Earthquake, Dragon Claw) | Megahorn | Megahorn";
    const Run r = run_json(j, {1, 24, 1, 24, 1, 24, 1, 24});
    CHECK(r.logged("Isaac's Heracross is granted Imprison"));
    CHECK(r.logged("can't attempt Dragon Claw"));
    CHECK(r.heracross().hp == 90 - 2 * 12);
    CHECK(r.garchomp().hp == 100 - 2 * 17);
  }
  SECTION("the move without a declared move fails") {
    j["orders"][1]["post"] = "Heracross\nImprison | Megahorn | Megahorn";
    const Run r = run_json(j, plain_dice(5));
    CHECK(r.logged("Isaac's Heracross's Imprison declares no move: it fails (Imprison)"));
    CHECK(r.heracross().hp == 90 - 12 - 14 - 12);
  }
}

TEST_CASE("Infatuation: the creator calls the subject's self-targeted non-damaging action without paying its costs",
          "[sim][status]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "conditions": [{"name": "Infatuation", "note": "Heracross"}])", "",
                                                  "Garchomp\nSwords Dance | Earthquake | Earthquake", kHeracross));
  SECTION("the subject knows Attract") {
    j["teams"][0]["pokemon"][0]["moves"].push_back("Attract");
    // Step 1: Swords Dance, then Heracross calls it (+2 Attack, no En paid); Megahorn 17 + 4 × 2
    // = 25 each step. Garchomp's Earthquakes: 12 + 4 × 2 = 20 each.
    const Run r = run_json(j, {1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
    CHECK(r.logged("Isaac's Heracross used Swords Dance! (called)"));
    CHECK(r.heracross().stages[kAtk].value == 2);
    CHECK(r.heracross().en == 100 - 3 * 8);
    CHECK(r.garchomp().hp == 100 - 3 * 25);
    CHECK(r.heracross().hp == 90 - 2 * 20);
    // "until two of the subject's turns have ended"
    CHECK(r.logged("Liz's Garchomp's Infatuation ends"));
  }
  SECTION("a subject that doesn't know Attract is unaffected") {
    const Run r = run_json(j, {1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
    CHECK(r.logged("Liz's Garchomp doesn't know Attract: it is unaffected by Infatuation"));
    CHECK(r.heracross().stages[kAtk].value == 0);
    CHECK(r.garchomp().hp == 100 - 3 * 17);
  }
}
