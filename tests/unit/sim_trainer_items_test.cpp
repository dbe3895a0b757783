// [2.7a] trainer items (src/sim/trainer_items.cpp): used by the trainer after the start-of-step
// substitutions, in the order written; the ordering Pokemon's turn is empty; [9.7a] the recipient is
// the Pokemon the order names; the medicine's text runs on it.
#include "sim_test_support.hpp"

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

TEST_CASE("[2.7a] a Potion heals its recipient before the turn sequence; the turn is empty", "[sim][round]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "hp": 50)", "", "Garchomp\nPotion (Garchomp) | Earthquake | Earthquake", kHeracross));
  j["items"] = {{{"name", "Potion"}, {"effect_text", "The recipient heals 20 HP."}}};
  const Run r = run(j.dump(), plain_dice(5));
  CHECK(r.logged("Liz used Potion on Garchomp!"));
  CHECK(r.logged("Liz's Garchomp heals 20 HP: HP 50 → 70"));
  CHECK(r.logged("Liz's Garchomp's turn is empty: it was spent on a trainer item (Potion) [2.7a]"));
  CHECK(r.garchomp().hp == 50 + 20 - 3 * 17);
  CHECK(r.heracross().hp == 90 - 2 * 12);
}

TEST_CASE("[2.7a] a trainer item without an effect text is used and reported as not simulated", "[sim][round]") {
  const Run r = run(battle("", "", "Garchomp\nMax Elixir (Garchomp) | Earthquake | Earthquake", kHeracross), plain_dice(5));
  CHECK(r.logged("Liz used Max Elixir on Garchomp!"));
  CHECK(r.logged("not simulated: Max Elixir (no effect text"));
}
