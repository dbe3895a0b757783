// The statuses of the 2023 Status Revision that act on turns (src/sim/statuses.cpp): Sleep and
// Rest, Freeze with Frost markers, Confusion with Dizzy and Stumble. Numbers worked by hand from
// [8.10] as in sim_round_test.cpp (Garchomp: Atk 9, Def 7, Spe 102; Heracross: Def 6, Spe 85).
#include "sim_test_support.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

/// The shared battle with Fire Fang added to Garchomp's movepool and to the move data.
std::string with_fire_fang(std::string json, std::string_view effect = "") {
  const std::string pool = R"("moves": ["Earthquake", "Dragon Claw", "Swords Dance"])";
  json.replace(json.find(pool), pool.size(), R"("moves": ["Earthquake", "Dragon Claw", "Swords Dance", "Fire Fang"])");
  const std::string first = R"({"name": "Earthquake")";
  json.insert(json.find(first), R"({"name": "Fire Fang", "type": "Fire", "category": "Physical", "bap": 7, "accuracy": 95, )"
                                 R"("en_cost": 5)" + std::string(effect) + "}, ");
  return json;
}

bool has(const Pokemon& p, std::string_view condition) {
  for (const Condition& c : p.conditions)
    if (fold_name(c.name).rfind(fold_name(condition), 0) == 0) return true;  // "Frost" of "Frost markers"
  return false;
}

}  // namespace

TEST_CASE("Sleep (2023 revision): no attempt, heals 5 HP and 3 En at the end of its turn, Restless wakes it", "[sim][status]") {
  // Step 1: Earthquake hits the sleeping Heracross (12) and leaves a Restless marker; Heracross
  // can't attempt Megahorn (no rolls), heals 5 at the end of its turn and wakes up.
  const std::vector<int> dice{1, 24, 1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle("", R"(, "conditions": ["Sleep"])", kGarchomp, kHeracross), dice);
  CHECK(r.logged("is asleep and can't attempt Megahorn"));
  CHECK(r.logged("gets a Restless marker"));
  CHECK(r.logged("wakes up"));
  CHECK(r.heracross().hp == 90 - 12 + 5 - 12 - 12);
  CHECK(r.heracross().en == 100 - 8 - 8);  // the 3 En of Sleep cannot pass the maximum
  CHECK(r.garchomp().hp == 100 - 17 - 17);
  CHECK_FALSE(has(r.heracross(), "Sleep"));
  CHECK_FALSE(has(r.heracross(), "Restless"));
}

TEST_CASE("Rest (2023 revision): Sleep for three steps heals 10 HP a turn and removes other major statuses", "[sim][status]") {
  // Swords Dance never damages, so no Restless marker: Heracross sleeps all three steps.
  const Run r = run(battle("", R"(, "hp": 50, "conditions": [{"name": "Sleep", "duration": 3, "unit": "steps"}, "Rest", "Burn"])",
                           "Garchomp\nSwords Dance | Swords Dance | Swords Dance", kHeracross),
                    {});
  // +10 (Rest doubles Sleep's 5), then Burn's 2 at the end of step 1, then Rest removes the Burn.
  CHECK(r.heracross().hp == 50 + 10 - 2 + 10 + 10);
  CHECK(r.logged("Burn is removed (Rest)"));
  CHECK(r.logged("its Sleep for steps is over"));
  CHECK_FALSE(has(r.heracross(), "Sleep"));
  CHECK_FALSE(has(r.heracross(), "Rest"));
  CHECK_FALSE(has(r.heracross(), "Burn"));
}

TEST_CASE("Freeze (2023 revision): each hit deals 1, no attempt; half the Frost markers go, under 8 it thaws",
          "[sim][status]") {
  const std::vector<int> dice{1, 24, 1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle("", R"(, "conditions": ["Freeze", {"name": "Frost markers", "counters": 9}])", kGarchomp, kHeracross),
                    dice);
  CHECK(r.logged("is frozen and can't attempt Megahorn"));
  CHECK(r.logged("discards 4 Frost markers (5 left)"));
  CHECK(r.logged("thaws out"));
  CHECK(r.heracross().hp == 90 - 1 - 12 - 12);
  CHECK(r.garchomp().hp == 100 - 17 - 17);
  CHECK_FALSE(has(r.heracross(), "Freeze"));
  CHECK(r.heracross().conditions.size() == 1);  // the 5 Frost markers stay
  CHECK(r.heracross().conditions[0].counters == 5);
}

TEST_CASE("Freeze (2023 revision): becoming the defender of a Fire-type attack thaws before the hit", "[sim][status]") {
  // Fire Fang: 7 + 9 − 6 = 10, ×1.5 (Bug is weak to Fire) = 15, at full damage.
  const std::vector<int> dice{1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(with_fire_fang(battle("", R"(, "conditions": ["Freeze", {"name": "Frost", "counters": 12}])",
                                          "Garchomp\nFire Fang | Earthquake | Earthquake", kHeracross)),
                    dice);
  CHECK(r.logged("is thawed by Fire Fang"));
  CHECK(r.heracross().hp == 90 - 15 - 12 - 12);
  CHECK(r.garchomp().hp == 100 - 17 * 3);
}

TEST_CASE("Confusion (2023 revision): with a Dizzy marker an attack becomes Stumble, which ends the Confusion on hit",
          "[sim][status]") {
  // Stumble: 4 BAP, typeless, on the user: 4 + 9 − 7 = 6; 3 En; no accuracy or critical roll.
  const std::vector<int> dice{1, 24, 1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle(R"(, "conditions": ["Confusion", "Dizzy"])", "", kGarchomp, kHeracross), dice);
  CHECK(r.logged("executes Stumble instead of Earthquake"));
  CHECK(r.logged("snaps out of its Confusion"));
  CHECK(r.garchomp().hp == 100 - 6 - 17 * 3);
  CHECK(r.garchomp().en == 100 - 3 - 6 - 6);
  CHECK(r.heracross().hp == 90 - 12 - 12);
  CHECK_FALSE(has(r.garchomp(), "Confusion"));
  CHECK(has(r.garchomp(), "Dizzy"));  // "until they leave play"
}

TEST_CASE("Confusion (2023 revision): executing an attack puts a Dizzy marker; the next attack stumbles", "[sim][status]") {
  const std::vector<int> dice{1, 24, 1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle(R"(, "conditions": ["Confusion"])", "", kGarchomp, kHeracross), dice);
  CHECK(r.logged("gets a Dizzy marker (Confusion)"));
  CHECK(r.garchomp().hp == 100 - 6 - 17 * 3);
  CHECK(r.heracross().hp == 90 - 12 - 12);
}

TEST_CASE("Confusion (2023 revision): it lasts two of the subject's turns", "[sim][status]") {
  // Swords Dance is not an attack: no Dizzy marker, no Stumble; the Confusion ends after turn 2.
  const std::vector<int> dice{1, 24, 1, 24, 1, 24};
  const Run r = run(battle(R"(, "conditions": ["Confusion"])", "", "Garchomp\nSwords Dance | Swords Dance | Swords Dance",
                           kHeracross),
                    dice);
  CHECK(r.logged("Confusion ends"));
  CHECK_FALSE(has(r.garchomp(), "Confusion"));
  CHECK_FALSE(has(r.garchomp(), "Dizzy"));
}

TEST_CASE("[7] an effect sentence inflicts a condition; a second one of the same name fails", "[sim][status][effects]") {
  // Step 1: Fire Fang (15) then its Effect roll 5 <= 10 inflicts Burn; Heracross's Megahorn is then
  // burned (13) and it takes 2 at each step's end. Step 2: Fire Fang again, Effect 1: already burned.
  const std::string effect = R"(, "effect_text": "Inflict Burn on the defender.", "effect_chance": 10)";
  const std::vector<int> dice{1, 24, 5, 1, 24, 1, 24, 1, 1, 24, 1, 24, 1, 24};
  const Run r = run(with_fire_fang(battle("", "", "Garchomp\nFire Fang | Fire Fang | Earthquake", kHeracross), effect), dice);
  CHECK(r.logged("Effect <= 10: 5"));
  CHECK(r.logged("Isaac's Heracross is inflicted with Burn"));
  CHECK(r.logged("already has Burn"));
  CHECK(r.heracross().hp == 90 - 15 - 2 - 15 - 2 - 12 - 2);
  CHECK(r.garchomp().hp == 100 - 13 * 3);
}

TEST_CASE("[2.10d] end-of-step Burns resolve by Speed: the faster Pokemon's Burn first, then the checklist", "[sim][status]") {
  // Both at 2 HP and Burned; neither attacks (Swords Dance; Protect is not simulated and rolls nothing).
  const std::string liz = "Garchomp\nSwords Dance | Swords Dance | Swords Dance";
  const std::string isaac = "Heracross\nProtect | Protect | Protect";
  SECTION("Garchomp (Speed 102) is faster: its Burn resolves first and Liz loses") {
    const Run r = run(battle(R"(, "hp": 2, "conditions": ["Burn"])", R"(, "hp": 2, "conditions": ["Burn"])", liz, isaac), {});
    CHECK(r.logged("Liz has no Pokemon left and loses"));
    CHECK(r.heracross().hp == 2);
  }
  SECTION("Garchomp at Speed −6 (18) is slower: Heracross's Burn resolves first and Isaac loses") {
    const Run r = run(battle(R"(, "hp": 2, "conditions": ["Burn"], "stages": {"speed": -6})",
                             R"(, "hp": 2, "conditions": ["Burn"])", liz, isaac),
                      {});
    CHECK(r.logged("Isaac has no Pokemon left and loses"));
    CHECK(r.garchomp().hp == 2);
  }
}
