// [8.3a] charged actions (src/sim/charging.cpp): a move whose text says when it charges and when it
// executes takes two places in the turn sequence; what it does "When the user begins to charge this
// move:" happens at the charge (an Evasive Attack's Evasive), a condition granted "until they stop
// charging this move" ends after the move's turn, and a move that was not charged fails to be
// attempted. Garchomp (Spe 102) vs Heracross (Spe 85, Atk 9): Fly on Garchomp is (9 + 9 − 7) = 11.
#include "sim_test_support.hpp"

#include <bbp/effects.hpp>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

nlohmann::json fly_battle(std::string_view heracross_extra, std::string_view heracross_post) {
  nlohmann::json j = nlohmann::json::parse(battle("", heracross_extra, kGarchomp, heracross_post));
  j["teams"][1]["pokemon"][0]["moves"].push_back("Fly");
  j["moves"].push_back({{"name", "Fly"}, {"type", "Flying"}, {"category", "Physical"}, {"bap", 9}, {"accuracy", 95}, {"en_cost", 6},
                        {"effect_text", "(The user begins charging this move at priority +1, and executes this move at priority -1.) "
                                        "When the user begins to charge this move: Grant the user Evasive until they stop charging this move."}});
  j["conditions"] = {{{"name", "Evasive"}, {"effect_text", "Accuracy checks against the subject automatically fail."}}};
  return j;
}

}  // namespace

TEST_CASE("effect text: a charged move's priorities and its charge criterion", "[sim][effects]") {
  const auto e = compile_effects("(The user begins charging this move at priority +1, and executes this move at priority -1.) "
                                 "When the user begins to charge this move: Grant the user Evasive until they stop charging this move.");
  REQUIRE(e.size() == 2);
  REQUIRE(e[0].charge);
  CHECK(e[0].charge->at_priority == 1);
  CHECK(e[0].charge->executes_at == -1);
  CHECK_FALSE(e[0].charge->readied);
  CHECK(e[1].criterion == Criterion::charge_start);
  REQUIRE(e[1].inflict);
  CHECK(e[1].inflict->unit == "charging");
  CHECK(compile_effects("(The user readies this move at priority +2.)")[0].charge->readied);
}

TEST_CASE("[8.3a] a charged move: Evasive from the charge until the move is executed", "[sim][round]") {
  const Run r = run(fly_battle("", "Heracross\nFly | Fly | Megahorn").dump(),
                    // steps 1 and 2: Earthquake misses without a roll; Fly hits (1) without a crit (24).
                    // Step 3: Earthquake 1, 24; Megahorn 1, 24.
                    {1, 24, 1, 24, 1, 24, 1, 24});
  CHECK(r.logged("Turn sequence: Heracross charging (priority 1, Speed 85), Garchomp (priority 0, Speed 102), Heracross (priority -1, Speed 85)"));
  CHECK(r.logged("Isaac's Heracross begins to charge Fly!"));
  CHECK(r.logged("Isaac's Heracross is granted Evasive"));
  CHECK(r.logged("Hit: automatic miss (Evasive)"));
  CHECK(r.logged("Isaac's Heracross's Evasive ends (it stopped charging)"));
  CHECK(r.garchomp().hp == 100 - 2 * 11 - 17);
  CHECK(r.heracross().hp == 90 - 12);  // only step 3's Earthquake hits
  CHECK_FALSE(r.heracross().has("Evasive"));
}

TEST_CASE("[8.3a] a move that could not be charged fails to be attempted", "[sim][round]") {
  nlohmann::json j = fly_battle(R"(, "conditions": [{"name": "Flinch", "duration": 1, "unit": "steps"}])", "Heracross\nFly | Megahorn | Megahorn");
  j["conditions"].push_back({{"name", "Flinch"}, {"effect_text", "The subject can't attempt actions."}});
  const Run r = run(j.dump(), plain_dice(5));
  CHECK(r.logged("Isaac's Heracross can't charge Fly (Flinch) [8.3a]"));
  CHECK(r.logged("Isaac's Heracross has not charged Fly this step and fails to attempt it [8.3a]"));
  CHECK(r.garchomp().hp == 100 - 2 * 17);
}
