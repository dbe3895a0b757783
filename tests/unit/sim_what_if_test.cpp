// `bbpref sim --what-if`: the first player's orders against every order the opponent could give
// from its movepool; which substitutions trigger, and how often ("sub coverage").
#include "sim_test_support.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

Battle liz_only(const std::string& liz_post) {
  LoadResult loaded = load_battle(battle("", "", liz_post, "Heracross\nMegahorn | Megahorn | Megahorn"), dex());
  REQUIRE(loaded.ok);
  loaded.battle.posts.resize(1);  // Isaac has not posted yet
  return loaded.battle;
}

}  // namespace

TEST_CASE("what-if: every opponent order from its movepool; sub coverage counts the scenarios a sub triggers in",
          "[sim][what-if]") {
  const Battle b = liz_only(
      "Garchomp\nEarthquake | Earthquake | Earthquake\n"
      "1. IF Heracross is to use Protect, THEN use Swords Dance.\n"
      "2. IF Heracross is to use a Fire attack, THEN use Dragon Claw.\n");
  const WhatIfResult w = what_if(b, dex(), 7, 4096);
  INFO(w.error);
  REQUIRE(w.ok);
  CHECK(w.opponent_moves == std::vector<std::string>{"Megahorn", "Close Combat", "Protect"});
  CHECK(w.combinations == 27);
  REQUIRE(w.scenarios.size() == 27);
  // Heracross protects on at least one step in 27 − 2³ = 19 of them; it has no Fire attack.
  REQUIRE(w.sub_coverage.size() == 1);
  CHECK(w.sub_coverage[0] == std::vector<int>{19, 0});
  // Lexicographic: the first is Megahorn on every step, the last Protect on every step.
  const WhatIfScenario& first = w.scenarios.front();
  CHECK(first.opponent_actions == std::vector<std::string>{"Megahorn", "Megahorn", "Megahorn"});
  CHECK(first.triggers.empty());
  REQUIRE(first.turns.size() == 3);
  CHECK(first.turns[0].action == "Earthquake");
  const WhatIfScenario& last = w.scenarios.back();
  CHECK(last.opponent_actions == std::vector<std::string>{"Protect", "Protect", "Protect"});
  REQUIRE(last.triggers.size() == 3);
  CHECK(last.triggers[2].step == 3);
  CHECK(last.turns[1].action == "Swords Dance");
  const std::string text = render_what_if_text(w, b);
  CHECK(text.find("Garchomp sub 2: triggers in 0 of 27 scenario(s) (never)") != std::string::npos);
  CHECK(what_if_to_json(w, b)["sub_coverage"][0]["scenarios_triggered"] == 19);
}

TEST_CASE("what-if: at most the limit is simulated; the count says how many there were", "[sim][what-if]") {
  const Battle b = liz_only("Garchomp\nEarthquake | Earthquake | Earthquake\n");
  const WhatIfResult w = what_if(b, dex(), 1, 5);
  REQUIRE(w.ok);
  CHECK(w.combinations == 27);
  CHECK(w.scenarios.size() == 5);
  CHECK(render_what_if_text(w, b).find("5 scenario(s) of 27") != std::string::npos);
}

TEST_CASE("what-if: an opponent without a known movepool is refused with the reason", "[sim][what-if]") {
  std::string json = battle("", "", "Garchomp\nEarthquake | Earthquake | Earthquake", "Heracross\nMegahorn");
  const std::string pool = R"("moves": ["Megahorn", "Close Combat", "Protect"])";
  json.replace(json.find(pool), pool.size(), R"("level": 2)");
  LoadResult loaded = load_battle(json, dex());
  REQUIRE(loaded.ok);
  loaded.battle.posts.resize(1);
  const WhatIfResult w = what_if(loaded.battle, dex(), 1, 100);
  CHECK_FALSE(w.ok);
  CHECK(w.error.find("movepool (\"moves\")") != std::string::npos);
}
