// Substitutions with state clauses in the engine ([10.5] timings, [10.6e] state clauses): checked
// at the start of the step when their timing says so, at the start of the recipient's turn by
// default, against the battle as it stands then (src/sim/state_clauses.cpp). Numbers as in
// sim_round_test.cpp.
#include "sim_test_support.hpp"

#include <string>
#include <tuple>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {
/// `n` attacks that hit (d100 roll 1) and do not crit (d24 roll 24).
std::vector<int> hits_without_crits(int n) {
  std::vector<int> dice;
  for (int i = 0; i < n; ++i) dice.insert(dice.end(), {1, 24});
  return dice;
}
}  // namespace


TEST_CASE("[10.5] [10.6e] 'At the start of the step, IF Heracross is Burned' reads Heracross's conditions", "[sim][sub]") {
  const std::string liz = "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                          "At the start of the step, IF Heracross is Burned, THEN use Dragon Claw.\n";
  const std::vector<int> dice = hits_without_crits(6);
  SECTION("burned: Dragon Claw every step") {
    const Run r = run(battle("", R"(, "conditions": ["Burn"])", liz, kHeracross), dice);
    // Dragon Claw 8 + 3 + 9 − 6 = 14; Burn 2 a step. Burned Megahorn: Attack 9 × 0.5 → 5: 12 + 3 + 5 − 7 = 13.
    CHECK(r.heracross().hp == 90 - 14 * 3 - 2 * 3);
    CHECK(r.garchomp().hp == 100 - 13 * 3);
    CHECK(r.logged("substitution 1 triggers"));
  }
  SECTION("not burned: the main orders") {
    const Run r = run(battle("", "", liz, kHeracross), dice);
    CHECK(r.heracross().hp == 90 - 12 * 3);
    CHECK_FALSE(r.logged("triggers"));
  }
  SECTION("[10.4c] a list of subjects: 'IF you or Heracross is Burned' is one clause each, joined by or") {
    const std::string listed = "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                               "At the start of the step, IF you or Heracross is Burned, THEN use Dragon Claw.\n";
    const Run burned = run(battle("", R"(, "conditions": ["Burn"])", listed, kHeracross), dice);
    CHECK(burned.heracross().hp == 90 - 14 * 3 - 2 * 3);
    CHECK(burned.logged("substitution 1 triggers"));
    const Run neither = run(battle("", "", listed, kHeracross), dice);
    CHECK_FALSE(neither.logged("triggers"));
  }
}

TEST_CASE("[10.6e] [10.3b] 'IF Heracross has a status condition' asks for any Major Status", "[sim][sub]") {
  const std::string liz = "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                          "At the start of the step, IF Heracross has a status condition, THEN use Dragon Claw.\n";
  const std::vector<int> dice = hits_without_crits(6);
  SECTION("burned (a Major Status): Dragon Claw every step") {
    const Run r = run(battle("", R"(, "conditions": ["Burn"])", liz, kHeracross), dice);
    CHECK(r.logged("substitution 1 triggers"));
    CHECK(r.heracross().hp == 90 - 14 * 3 - 2 * 3);
  }
  SECTION("no condition: the main orders") {
    const Run r = run(battle("", "", liz, kHeracross), dice);
    CHECK_FALSE(r.logged("triggers"));
    CHECK(r.heracross().hp == 90 - 12 * 3);
  }
}

TEST_CASE("[10.5] a state clause without a timing is checked at the start of the recipient's turn", "[sim][sub]") {
  // Step 1: Garchomp's Earthquake takes Heracross from 90 to 78 before Heracross's turn; at the start
  // of the step the HP was 90, so only a start-of-turn check sees 78 ≤ 80.
  const std::string isaac = "Heracross\nMegahorn | Megahorn | Megahorn\nIF your HP is 80 or less, THEN use Close Combat.\n";
  const std::vector<int> dice = hits_without_crits(6);
  const Run r = run(battle("", "", "Garchomp\nEarthquake | Earthquake | Earthquake", isaac), dice);
  CHECK(r.logged("Isaac's Heracross used Close Combat!"));
  CHECK_FALSE(r.logged("Isaac's Heracross used Megahorn!"));
  CHECK(r.logged("Hit <= 100: 1"));
  CHECK(r.garchomp().hp == 100 - 17 * 3);  // Close Combat: 12 + 3 + 9 − 7 = 17
}

TEST_CASE("[10.6e] a share of the maximum: 'your HP is below 50%' turns true mid-round", "[sim][sub]") {
  // Garchomp starts at 60 of 100: step 1 Earthquake; Megahorn (17) → 43, below 50%: Swords Dance
  // on steps 2 and 3 (no rolls for it).
  const std::string liz = "Garchomp\nEarthquake | Earthquake | Earthquake\nIF your HP is below 50%, THEN use Swords Dance.\n";
  const std::vector<int> dice{1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle(R"(, "hp": 60)", "", liz, kHeracross), dice);
  CHECK(r.heracross().hp == 90 - 12);
  CHECK(r.garchomp().hp == 60 - 17 * 3);
  CHECK(r.garchomp().stages[kAtk].value == 4);
}

TEST_CASE("[10.6e] the comparator after the value: 'IF you are at 50% HP or less' turns true mid-round", "[sim][sub]") {
  // As above: 43 of 100 after step 1's Megahorn, at most 50%: Swords Dance on steps 2 and 3.
  const std::string liz = "Garchomp\nEarthquake | Earthquake | Earthquake\nIF you are at 50% HP or less, THEN use Swords Dance.\n";
  const std::vector<int> dice{1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle(R"(, "hp": 60)", "", liz, kHeracross), dice);
  CHECK(r.heracross().hp == 90 - 12);
  CHECK(r.garchomp().stages[kAtk].value == 4);
}

TEST_CASE("[10.6e] stage and Energy comparisons, 'half of its maximum HP', and a negated presence", "[sim][sub]") {
  const std::vector<int> dice = hits_without_crits(6);
  SECTION("Heracross has 20 or less Energy: false at 100 En") {
    const Run r = run(battle("", "", "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                                     "At the start of the step, IF Heracross has 20 or less Energy, THEN use Dragon Claw.\n",
                             kHeracross),
                      dice);
    CHECK_FALSE(r.logged("triggers"));
  }
  SECTION("Heracross's Attack stage is +2 or higher") {
    const Run r = run(battle("", R"(, "stages": {"attack": 2})",
                             "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                             "At the start of the step, IF Heracross's Attack stage is +2 or higher, THEN use Dragon Claw.\n",
                             kHeracross),
                      dice);
    CHECK(r.logged("Liz's Garchomp used Dragon Claw!"));
  }
  SECTION("a signed value against a stat is its stage: 'Heracross has +2 Attack or more', 'Attack is at +3'") {
    const Run yes = run(battle("", R"(, "stages": {"attack": 2})",
                               "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                               "At the start of the step, IF Heracross has +2 Attack or more, THEN use Dragon Claw.\n",
                               kHeracross),
                        dice);
    CHECK(yes.logged("Liz's Garchomp used Dragon Claw!"));
    const Run no = run(battle("", R"(, "stages": {"attack": 2})",
                              "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                              "At the start of the step, IF Heracross's Attack is at +3 or higher, THEN use Dragon Claw.\n",
                              kHeracross),
                       dice);
    CHECK_FALSE(no.logged("Dragon Claw"));
    CHECK_FALSE(no.logged("not simulated"));
  }
  SECTION("a count of boosts or drops is the stage moved: 'one or more Attack boosts', '2 or more Defense drops'") {
    // Heracross's stage, the clause, and whether Garchomp's Dragon Claw replaces its Earthquake.
    const std::tuple<const char*, const char*, bool> rows[] = {
        {R"("attack": 2)", "Heracross has one or more Attack boosts", true},
        {R"("defense": -1)", "Heracross has 2 or more Defense drops", false},
        {R"("defense": -2)", "Heracross has 2 or more Defense drops", true},
        // no comparator: exactly that stage, the count as a word as with digits
        {R"("attack": 1)", "Heracross has one Attack boost", true},
        {R"("attack": 2)", "Heracross has one Attack boost", false},
        // the stat word and the plural were not read (the clause was "not simulated")
        {R"("attack": 2)", "Heracross has 2 or more Attack stat boosts", true},
        {R"("attack": 1)", "Heracross has 2 or more Attack stages", false},
        {R"("attack": 2)", "Heracross has 2 or more Attack stages", true}};
    for (const auto& [stage, clause, triggers] : rows) {
      INFO(clause << " at " << stage);
      const Run r = run(battle("", std::string(R"(, "stages": {)") + stage + "}",
                               std::string("Garchomp\nEarthquake | Earthquake | Earthquake\nAt the start of the step, IF ") +
                                   clause + ", THEN use Dragon Claw.\n",
                               kHeracross),
                        dice);
      CHECK(r.logged("Liz's Garchomp used Dragon Claw!") == triggers);
      CHECK_FALSE(r.logged("not simulated"));
    }
  }
  SECTION("at or above half of its maximum HP, and you are not Paralyzed") {
    // 90 → 76 → 62 → 48: the third check (62 ≥ 45) still holds.
    const Run r = run(battle("", "", "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                                     "At the start of the step, IF you are not Paralyzed and Heracross's HP is at or above "
                                     "half of its maximum HP, THEN use Dragon Claw.\n",
                             kHeracross),
                      dice);
    CHECK(r.heracross().hp == 90 - 14 * 3);
  }
}

TEST_CASE("[10.6e] a state the engine cannot read is reported as not simulated and never triggers", "[sim][sub]") {
  const std::vector<int> dice = hits_without_crits(6);
  const Run r = run(battle("", "", "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                                   "At the start of the step, IF Heracross's Weight is 4 or more, THEN use Dragon Claw.\n",
                           kHeracross),
                    dice);
  CHECK(r.logged("not simulated: Liz's Garchomp's substitution 1"));
  CHECK_FALSE(r.logged("triggers"));
  CHECK(r.heracross().hp == 90 - 12 * 3);
}

TEST_CASE("[10.6e] comparisons against another Pokemon's value: 'higher than Heracross's', 'faster than you'", "[sim][sub]") {
  SECTION("your Speed is higher than Heracross's (102 > 85): Swords Dance every step") {
    const std::string liz = kGarchomp + "\nIF your Speed is higher than Heracross's, THEN use Swords Dance.\n";
    const Run r = run(battle("", "", liz, kHeracross), plain_dice(3));
    CHECK(r.result.triggers.size() == 3);
    CHECK(r.garchomp().stages[kAtk].value == 6);
  }
  SECTION("Heracross is faster than you: false") {
    const std::string liz = kGarchomp + "\nIF Heracross is faster than you, THEN use Swords Dance.\n";
    const Run r = run(battle("", "", liz, kHeracross), plain_dice(6));
    CHECK(r.result.triggers.empty());
  }
  SECTION("you have more Speed than Heracross (102 > 85); Heracross has more Speed than you: false") {
    const std::string yes = kGarchomp + "\nIF you have more Speed than Heracross, THEN use Swords Dance.\n";
    const Run r = run(battle("", "", yes, kHeracross), plain_dice(3));
    CHECK(r.result.triggers.size() == 3);
    CHECK_FALSE(r.logged("not simulated"));
    const std::string no = kGarchomp + "\nIF Heracross has more Speed than you, THEN use Swords Dance.\n";
    const Run n = run(battle("", "", no, kHeracross), plain_dice(6));
    CHECK(n.result.triggers.empty());
    CHECK_FALSE(n.logged("not simulated"));
  }
  SECTION("'Heracross has +2 Attack' with no comparator is equality with its stage") {
    std::vector<int> dice;
    for (int i = 0; i < 6; ++i) dice.insert(dice.end(), {1, 24});
    const std::string liz = "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                            "At the start of the step, IF Heracross has +2 Attack, THEN use Dragon Claw.\n";
    CHECK(run(battle("", R"(, "stages": {"attack": 2})", liz, kHeracross), dice).logged("Liz's Garchomp used Dragon Claw!"));
    const Run other = run(battle("", R"(, "stages": {"attack": 3})", liz, kHeracross), dice);
    CHECK_FALSE(other.logged("Dragon Claw"));
    CHECK_FALSE(other.logged("not simulated"));
  }
  SECTION("your HP is lower than that of Heracross (80 < 90)") {
    const std::string liz = kGarchomp + "\nIF your HP is lower than that of Heracross, THEN use Swords Dance.\n";
    const Run r = run(battle(R"(, "hp": 80)", "", liz, kHeracross), plain_dice(3));
    CHECK(r.result.triggers.size() == 3);
    CHECK_FALSE(r.logged("not simulated"));
  }
}

TEST_CASE("[10.6e] state clauses asked of the battle: 'there is Trick Room', 'it is raining', 'Sun is active'", "[sim][sub]") {
  for (const char* clause : {"there is Trick Room", "it is raining", "Sun is active", "the weather is Rain"}) {
    const std::string liz = kGarchomp + "\nAt the start of the step, IF " + clause + ", THEN use Swords Dance.\n";
    nlohmann::json j = nlohmann::json::parse(battle("", "", liz, kHeracross));
    INFO(clause);
    SECTION(std::string("absent: ") + clause) {
      const Run r = run(j.dump(), plain_dice(6));
      CHECK(r.result.triggers.empty());
      CHECK_FALSE(r.logged("not simulated"));
    }
    SECTION(std::string("present: ") + clause) {
      j["field"] = {"Trick Room", "Rain", "Sun"};
      const Run r = run(j.dump(), plain_dice(3));
      CHECK(r.result.triggers.size() == 3);
    }
  }
}

TEST_CASE("[10.6e] 'IF your team is Burned' asks every member of the team; 'your side has X' asks the field", "[sim][sub]") {
  const std::string liz = kGarchomp + "\nAt the start of the step, IF your team is Burned, THEN use Dragon Claw.\n";
  auto with_bench = [&](std::string_view bench_extra) {
    nlohmann::json j = nlohmann::json::parse(battle("", "", liz, kHeracross));
    nlohmann::json lucario = nlohmann::json::parse(fmt::format(R"({{"species": "Lucario", "zone": "bench" {}}})", bench_extra));
    j["teams"][0]["pokemon"].push_back(lucario);
    return j.dump();
  };
  SECTION("a benched member is Burned: the clause holds though Garchomp is not") {
    const Run r = run(with_bench(R"(, "conditions": ["Burn"])"), plain_dice(6));
    CHECK(r.result.triggers.size() == 3);
    // Dragon Claw 8 + 3 + 9 − 6 = 14; Lucario is pokemon[1], Heracross pokemon[2].
    CHECK(r.result.end.pokemon[2].hp == 90 - 14 * 3);
  }
  SECTION("no member is Burned") {
    const Run r = run(with_bench(""), plain_dice(6));
    CHECK(r.result.triggers.empty());
  }
  SECTION("a sided field condition: on the recipient's side, not the opponent's") {
    const std::string side = kGarchomp + "\nAt the start of the step, IF your side has Stealth Rock, THEN use Dragon Claw.\n";
    nlohmann::json j = nlohmann::json::parse(battle("", "", side, kHeracross));
    j["field"] = {{{"name", "Stealth Rock"}, {"side", "Isaac"}}};
    const Run theirs = run(j.dump(), plain_dice(6));
    CHECK_FALSE(theirs.logged("not simulated: Liz's Garchomp's substitution"));
    CHECK(theirs.result.triggers.empty());
    j["field"] = {{{"name", "Stealth Rock"}, {"side", "Liz"}}};
    const Run mine = run(j.dump(), plain_dice(6));
    CHECK(mine.result.triggers.size() == 3);
  }
}

TEST_CASE("[10.6e] 'IF Heracross has an item' observes the quantity of items held (one or more)", "[sim][sub]") {
  const std::string liz = "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                          "At the start of the step, IF Heracross has an item, THEN use Dragon Claw.\n";
  const std::vector<int> dice = hits_without_crits(6);
  SECTION("holding Float Stone: Dragon Claw every step") {
    const Run r = run(battle("", R"(, "item": "Float Stone")", liz, kHeracross), dice);
    CHECK(r.logged("substitution 1 triggers"));
    CHECK_FALSE(r.logged("not simulated: Liz's Garchomp's substitution"));
  }
  SECTION("no item: the main orders") {
    const Run r = run(battle("", "", liz, kHeracross), dice);
    CHECK_FALSE(r.logged("triggers"));
  }
  SECTION("'still has its item' is the same count") {
    const std::string its = "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                            "At the start of the step, IF Heracross still has its item, THEN use Dragon Claw.\n";
    CHECK(run(battle("", R"(, "item": "Float Stone")", its, kHeracross), dice).logged("substitution 1 triggers"));
    CHECK_FALSE(run(battle("", "", its, kHeracross), dice).logged("triggers"));
  }
  SECTION("'has at least one item' compares the same count") {
    const std::string count = "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                              "At the start of the step, IF Heracross has at least one item, THEN use Dragon Claw.\n";
    const Run held = run(battle("", R"(, "item": "Float Stone")", count, kHeracross), dice);
    CHECK(held.logged("substitution 1 triggers"));
    CHECK_FALSE(held.logged("not simulated: Liz's Garchomp's substitution"));
    CHECK_FALSE(run(battle("", "", count, kHeracross), dice).logged("triggers"));
  }
}

TEST_CASE("[10.6e] the Recovery Allotment: 'IF you have fewer than 2 Recoveries left' reads the Recoveries the Pokemon has", "[sim][sub]") {
  const std::string liz = "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                          "At the start of the step, IF you have fewer than 2 Recoveries left, THEN use Dragon Claw.\n";
  const std::vector<int> dice = hits_without_crits(6);
  SECTION("one Recovery left: Dragon Claw every step") {
    const Run r = run(battle(R"(, "recoveries": 1)", "", liz, kHeracross), dice);
    CHECK(r.logged("substitution 1 triggers"));
    CHECK_FALSE(r.logged("not simulated"));
  }
  SECTION("two Recoveries left: the main orders") {
    const Run r = run(battle(R"(, "recoveries": 2)", "", liz, kHeracross), dice);
    CHECK_FALSE(r.logged("triggers"));
    CHECK_FALSE(r.logged("not simulated"));
  }
  SECTION("'Heracross has 0 Chills remaining' against its Chill Allotment") {
    const std::string chills = "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                               "At the start of the step, IF Heracross has 0 Chills remaining, THEN use Dragon Claw.\n";
    CHECK(run(battle("", R"(, "chills": 0)", chills, kHeracross), dice).logged("substitution 1 triggers"));
    CHECK_FALSE(run(battle("", R"(, "chills": 1)", chills, kHeracross), dice).logged("triggers"));
  }
}

TEST_CASE("[10.6e] 'IF Heracross holds Leftovers', 'has Guts': one specified item, the ability", "[sim][sub]") {
  const std::vector<int> dice = hits_without_crits(6);
  const auto triggered = [&](std::string_view clause, std::string_view heracross) {
    const std::string liz =
        fmt::format("Garchomp\nEarthquake | Earthquake | Earthquake\nAt the start of the step, IF {}, THEN use Dragon Claw.\n",
                    clause);
    const Run r = run(battle("", heracross, liz, kHeracross), dice);
    CHECK_FALSE(r.logged("not simulated: Liz's Garchomp's substitution"));
    return r.logged("substitution 1 triggers");
  };
  CHECK(triggered("Heracross holds Leftovers", R"(, "item": "Leftovers")"));
  CHECK_FALSE(triggered("Heracross holds Leftovers", R"(, "item": "Float Stone")"));
  CHECK(triggered("Heracross has Guts", R"(, "ability": "Guts")"));
  CHECK_FALSE(triggered("Heracross has Guts", R"(, "ability": "Moxie")"));
  // The kind said in a word ([10.3b]): only that kind is asked.
  CHECK(triggered("Heracross has the Guts ability", R"(, "ability": "Guts")"));
  CHECK_FALSE(triggered("Heracross has the ability Guts", R"(, "ability": "Moxie")"));
  CHECK(triggered("Heracross holds the item Leftovers", R"(, "item": "Leftovers")"));
  CHECK_FALSE(triggered("Heracross has Leftovers as its held item", R"(, "item": "Float Stone")"));
}

TEST_CASE("[10.6e] 'IF your HP is full', 'at full HP': the current value against its maximum", "[sim][sub]") {
  const std::vector<int> dice = hits_without_crits(6);
  for (const char* clause : {"your HP is full", "you are at full HP"}) {
    INFO(clause);
    const std::string liz = fmt::format(
        "Garchomp\nEarthquake | Earthquake | Earthquake\nAt the start of the step, IF {}, THEN use Dragon Claw.\n", clause);
    SECTION(std::string("full: ") + clause) {
      const Run r = run(battle("", "", liz, kHeracross), dice);
      CHECK_FALSE(r.logged("not simulated: Liz's Garchomp's substitution"));
      CHECK(r.logged("substitution 1 triggers"));
    }
    SECTION(std::string("hurt: ") + clause) {
      const Run r = run(battle(R"(, "hp": 50)", "", liz, kHeracross), dice);
      CHECK_FALSE(r.logged("not simulated: Liz's Garchomp's substitution"));
      CHECK_FALSE(r.logged("triggers"));
    }
  }
}

TEST_CASE("[10.6e] [10.5b] the engine reads 'it is step N', a species in play, and '… or Burned' of the same Pokemon",
          "[sim][sub]") {
  const std::vector<int> dice = hits_without_crits(6);
  const auto triggers = [&](std::string_view clause, std::string_view heracross = "") {
    const std::string liz =
        fmt::format("Garchomp\nEarthquake | Earthquake | Earthquake\nIF {}, THEN use Dragon Claw.\n", clause);
    const Run r = run(battle("", heracross, liz, kHeracross), dice);
    CHECK_FALSE(r.logged("not simulated: Liz's Garchomp's substitution"));
    return r.result.triggers.size();
  };
  CHECK(triggers("it is step 2") == 1);  // step 2 only
  CHECK(triggers("the opponent is Heracross") == 3);
  CHECK(triggers("the opponent is Scizor") == 0);
  CHECK(triggers("Heracross is Paralyzed or Burned", R"(, "conditions": [{"name": "Burn"}])") == 3);
  CHECK(triggers("Heracross is Paralyzed or Burned") == 0);
}

TEST_CASE("[10.3b] [10.6e] 'Unless Heracross is Burned or Paralyzed' triggers only when it is neither", "[sim][sub]") {
  const std::string liz = "Garchomp\nEarthquake | Earthquake | Earthquake\n"
                          "At the start of the step, Unless Heracross is Burned or Heracross is Paralyzed, THEN use Dragon Claw.\n";
  const std::vector<int> dice = hits_without_crits(6);
  SECTION("burned: the main orders") {
    const Run r = run(battle("", R"(, "conditions": ["Burn"])", liz, kHeracross), dice);
    CHECK_FALSE(r.logged("triggers"));
  }
  SECTION("neither: Dragon Claw every step") {
    const Run r = run(battle("", "", liz, kHeracross), dice);
    CHECK(r.logged("substitution 1 triggers"));
    CHECK(r.heracross().hp == 90 - 14 * 3);
  }
}
