// The timings of [10.5a] in the engine (src/sim/sub_timings.cpp, substitutions.cpp): when hit, at
// the end of the step, at the start of a priority, when an action misses, when a condition is
// inflicted; the [10.5b] timing affixes, the [10.7b] result affixes and the [10.8b] Time Travel
// Rule. Numbers as in sim_round_test.cpp: Garchomp (Spe 102) acts before Heracross (Spe 85);
// Earthquake deals Heracross 12 (20 at +2 Attack), Megahorn deals Garchomp 17; every attack rolls
// Hit (d100) and Crit (d24).
#include "sim_test_support.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

TEST_CASE("[10.5a] [10.5b] 'Once, when you are hit by Megahorn' triggers on the first hit only", "[sim][sub]") {
  const std::string liz = kGarchomp +
                          "\nOnce, when you are hit by Megahorn, IF Heracross is to use Megahorn, THEN use Swords Dance next step.\n";
  // Step 1 EQ + Megahorn; step 2 Swords Dance (no rolls) + Megahorn; step 3 EQ at +2 + Megahorn.
  const Run r = run(battle("", "", liz, kHeracross), plain_dice(5));
  CHECK(r.heracross().hp == 90 - 12 - 20);
  CHECK(r.garchomp().hp == 100 - 17 * 3);
  CHECK(r.garchomp().stages[kAtk].value == 2);
  CHECK(r.result.triggers.size() == 1);
}

TEST_CASE("[10.5a] [10.3b] 'Once, when Heracross hits you' watches hits from Heracross", "[sim][sub]") {
  const std::string liz = kGarchomp +
                          "\nOnce, when Heracross hits you, IF Heracross is to use Megahorn, THEN use Swords Dance next step.\n";
  // As 'when you are hit by Megahorn': Heracross's only attack is Megahorn.
  const Run r = run(battle("", "", liz, kHeracross), plain_dice(5));
  CHECK(r.heracross().hp == 90 - 12 - 20);
  CHECK(r.garchomp().stages[kAtk].value == 2);
  CHECK(r.result.triggers.size() == 1);
}

TEST_CASE("[10.5a] [10.3a] a hit timing naming the move and the attacker is illegal and ignored (staked)", "[sim][sub]") {
  // BBP3036: "hit with Megahorn from Heracross" is no timing of [10.5a]; without it the
  // substitution would trigger on step 1's Megahorn, as 'when you are hit by Megahorn' does.
  for (const char* timing : {"when you are hit with Megahorn from Heracross", "when Heracross hits you with Megahorn"}) {
    INFO(timing);
    const std::string liz = kGarchomp + "\nOnce, " + timing +
                            ", IF Heracross is to use Megahorn, THEN use Swords Dance next step.\n";
    const Run r = run(battle("", "", liz, kHeracross), plain_dice(6));
    bool ignored = false;
    for (const auto& d : r.prepared.diagnostics.items()) ignored = ignored || d.id == DiagId::sim_substitution_ignored;
    CHECK(ignored);
    CHECK(r.result.triggers.empty());
    CHECK(r.garchomp().stages[kAtk].value == 0);
  }
}

TEST_CASE("[10.5a] without 'Once' the hit timing triggers again on later steps", "[sim][sub]") {
  const std::string liz = kGarchomp +
                          "\nWhen you are hit by Megahorn, IF Heracross is to use Megahorn, THEN use Swords Dance next step.\n";
  // Steps 2 and 3 are Swords Dance: only step 1's Earthquake rolls for Garchomp.
  const Run r = run(battle("", "", liz, kHeracross), plain_dice(4));
  CHECK(r.heracross().hp == 90 - 12);
  CHECK(r.garchomp().stages[kAtk].value == 4);
  CHECK(r.result.triggers.size() == 3);  // the step-3 trigger writes past the round: no effect
}

TEST_CASE("[10.8b] a result giving a higher-priority action mid-step is illegal (Time Travel)", "[sim][sub]") {
  SECTION("Protect (priority +4) after being hit at priority 0: ignored") {
    const std::string isaac = kHeracross + "\nWhen you are hit by Earthquake, IF Garchomp is to use Earthquake, THEN use Protect.\n";
    const Run r = run(battle("", "", kGarchomp, isaac), plain_dice(6));
    CHECK(r.logged("Time Travel Rule [10.8b]"));
    CHECK_FALSE(r.logged("Isaac's Heracross used Protect!"));
    CHECK(r.result.triggers.empty());
  }
  SECTION("Close Combat (priority 0): legal, and the turn keeps its place") {
    const std::string isaac =
        kHeracross + "\nWhen you are hit by Earthquake, IF Garchomp is to use Earthquake, THEN use Close Combat.\n";
    const Run r = run(battle("", "", kGarchomp, isaac), plain_dice(6));
    CHECK_FALSE(r.logged("Time Travel"));
    CHECK(r.logged("Isaac's Heracross used Close Combat!"));
    CHECK_FALSE(r.logged("Isaac's Heracross used Megahorn!"));
    CHECK(r.garchomp().hp == 100 - 17 * 3);  // Close Combat: 12 + 3 + 9 − 7 = 17, as Megahorn
  }
}

TEST_CASE("[10.5a] 'At the end of the step' with 'on step 1' changes the next step's order", "[sim][sub]") {
  const std::string liz = kGarchomp +
                          "\nAt the end of the step on step 1, IF Heracross is to use Megahorn, THEN use Swords Dance next step.\n";
  const Run r = run(battle("", "", liz, kHeracross), plain_dice(5));
  CHECK(r.result.triggers.size() == 1);
  CHECK(r.result.triggers.front().step == 1);
  CHECK(r.heracross().hp == 90 - 12 - 20);
}

TEST_CASE("[10.5a] 'At the start of priority 1' is checked before the first priority-0 turn", "[sim][sub]") {
  SECTION("start of priority 1") {
    const std::string liz = kGarchomp + "\nAt the start of priority 1, IF Heracross is to use Megahorn, THEN use Dragon Claw.\n";
    const Run r = run(battle("", "", liz, kHeracross), plain_dice(6));
    CHECK(r.result.triggers.size() == 3);
    CHECK_FALSE(r.logged("Liz's Garchomp used Earthquake!"));
    CHECK(r.heracross().hp == 90 - 14 * 3);  // Dragon Claw: 8 + 3 + 9 − 6 = 14
  }
  SECTION("'end of priority 1' is the start of priority 0; Protect there is time travel, known before the round") {
    const std::string liz = kGarchomp + "\nAt the end of priority 1, IF Heracross is to use Megahorn, THEN use Protect.\n";
    nlohmann::json j = nlohmann::json::parse(battle("", "", liz, kHeracross));
    j["teams"][0]["pokemon"][0]["moves"].push_back("Protect");  // else [10.7] makes the result illegal
    const Run r = run(j.dump(), plain_dice(6));
    bool ignored = false;  // the linter's BBP3021: the substitution is ignored (staked, [10.3a])
    for (const auto& d : r.prepared.diagnostics.items()) ignored = ignored || d.id == DiagId::sim_substitution_ignored;
    CHECK(ignored);
    CHECK(r.result.triggers.empty());
  }
}

TEST_CASE("[10.5a] 'When Heracross misses with Megahorn' triggers on the miss", "[sim][sub]") {
  const std::string liz =
      kGarchomp + "\nWhen Heracross misses with Megahorn, IF Heracross is to use Megahorn, THEN use Swords Dance next step.\n";
  // Step 1: EQ hits; Megahorn misses (90 > 85) → Swords Dance on step 2; step 3 EQ at +2.
  const std::vector<int> dice{1, 24, 90, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle("", "", liz, kHeracross), dice);
  CHECK(r.result.triggers.size() == 1);
  CHECK(r.heracross().hp == 90 - 12 - 20);
  CHECK(r.garchomp().hp == 100 - 17 * 2);
}

TEST_CASE("[10.5] 'IF Heracross misses with Megahorn' / 'IF you are hit by Megahorn': the event after IF is the timing", "[sim][sub]") {
  SECTION("the miss, as 'When Heracross misses with Megahorn, IF possible'") {
    const std::string liz = kGarchomp + "\nIF Heracross misses with Megahorn, THEN use Swords Dance next step.\n";
    const std::vector<int> dice{1, 24, 90, 1, 24, 1, 24, 1, 24};
    const Run r = run(battle("", "", liz, kHeracross), dice);
    CHECK(r.result.triggers.size() == 1);
    CHECK(r.heracross().hp == 90 - 12 - 20);
    CHECK_FALSE(r.logged("not simulated"));
  }
  SECTION("the hit, as 'When you are hit by Megahorn, IF possible': every step") {
    const std::string liz = kGarchomp + "\nIF you are hit by Megahorn, THEN use Swords Dance next step.\n";
    const Run r = run(battle("", "", liz, kHeracross), plain_dice(4));
    CHECK(r.result.triggers.size() == 3);
    CHECK(r.garchomp().stages[kAtk].value == 4);
  }
}

TEST_CASE("[10.5a] 'When you are Burned' triggers when Burn is inflicted on the recipient", "[sim][sub]") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", kGarchomp, "Heracross\nWill-O-Wisp | Megahorn | Megahorn"));
  j["moves"].push_back({{"name", "Will-O-Wisp"}, {"type", "Fire"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", "--"},
                        {"en_cost", 5}, {"effect_text", "Inflict Burn on the defender."}});
  j["teams"][1]["pokemon"][0]["moves"].push_back("Will-O-Wisp");
  j["orders"][0]["post"] = kGarchomp + "\nWhen you are Burned, IF possible, THEN use Dragon Claw next step.\n";
  SECTION("the recipient observed") {
    const Run r = run(j.dump(), plain_dice(5));
    CHECK(r.result.triggers.size() == 1);
    CHECK(r.logged("Liz's Garchomp used Dragon Claw!"));
    // EQ 12, Dragon Claw burned: Attack 9 → 5: 8 + 3 + 5 − 6 = 10, EQ burned: 10 + 3 + 5 − 6 = 12 × 0.75 = 9.
    CHECK(r.heracross().hp == 90 - 12 - 10 - 9);
  }
  SECTION("a team observed: 'your team … a Major Status', 'the opposing team … Burn'") {
    j["orders"][0]["post"] = kGarchomp +
                             "\nWhen your team is inflicted with a Major Status, IF possible, THEN use Dragon "
                             "Claw next step.\n";
    j["orders"][1]["post"] = "Heracross\nWill-O-Wisp | Megahorn | Megahorn\nWhen the opposing team is inflicted with Burn, IF "
                             "possible, THEN use Close Combat next step.\n";
    const Run r = run(j.dump(), plain_dice(5));
    CHECK(r.result.triggers.size() == 2);
    CHECK(r.logged("Liz's Garchomp used Dragon Claw!"));
    CHECK(r.logged("Isaac's Heracross used Close Combat!"));
  }
}

TEST_CASE("[10.7b] result affixes: 'if it is step 2, otherwise …' and 'on the first instance'", "[sim][sub]") {
  SECTION("if it is step N / otherwise") {
    const std::string liz = kGarchomp +
                            "\nIF Heracross is to use Megahorn, THEN use Swords Dance if it is step 2, otherwise use Dragon Claw.\n";
    const Run r = run(battle("", "", liz, kHeracross), plain_dice(5));
    CHECK(r.result.triggers.size() == 3);
    // Dragon Claw 14 (step 1), Swords Dance (step 2), Dragon Claw at +2: 14 + 8 = 22 (step 3).
    CHECK(r.heracross().hp == 90 - 14 - 22);
  }
  SECTION("on the first instance only: later steps are not checked") {
    const std::string liz =
        kGarchomp + "\nIF Heracross is to use Megahorn, THEN use Swords Dance on the first instance.\n";
    const Run r = run(battle("", "", liz, kHeracross), plain_dice(5));
    CHECK(r.result.triggers.size() == 1);
    CHECK(r.heracross().hp == 90 - 20 - 20);
  }
}

TEST_CASE("[10.7a] 'ignore substitutions': for the rest of the round, or until the end of the step", "[sim][sub]") {
  // Step 1: substitution 1 (Once) gives Swords Dance and ignores the others. Steps 2 and 3:
  // substitution 2 would give Dragon Claw unless it is still ignored.
  auto liz = [](std::string_view ignore) {
    return kGarchomp + "\n1. Once, IF Heracross is to use Megahorn, THEN use Swords Dance and " + std::string(ignore) +
           ".\n2. IF Heracross is to use Megahorn, THEN use Dragon Claw.\n";
  };
  SECTION("your other subs this round: Earthquake on steps 2 and 3") {
    const Run r = run(battle("", "", liz("ignore your other subs this round"), kHeracross), plain_dice(5));
    CHECK(r.logged("substitutions 2 are ignored for the rest of the round [10.7a]"));
    CHECK(r.result.triggers.size() == 1);
    CHECK(r.heracross().hp == 90 - 20 - 20);
  }
  SECTION("sub 2 until the end of the step: Dragon Claw on steps 2 and 3") {
    const Run r = run(battle("", "", liz("ignore sub 2 until the end of the step"), kHeracross), plain_dice(5));
    CHECK(r.result.triggers.size() == 3);
    CHECK(r.heracross().hp == 90 - 22 - 22);  // Dragon Claw at +2: 14 + 8
  }
  SECTION("until Heracross's next turn ends: free again in step 2") {
    const Run r = run(battle("", "", liz("ignore your second sub until Heracross's next turn ends"), kHeracross), plain_dice(5));
    CHECK(r.logged("until Isaac's Heracross's turn ends"));
    CHECK(r.result.triggers.size() == 3);
  }
}

TEST_CASE("[10.6c] action clause affixes: future steps, 'and not … later', 'has executed', 'at most once this round'",
          "[sim][sub]") {
  SECTION("future: 'on step 3' looks only at steps still to come") {
    const std::string liz = kGarchomp + "\nIF Heracross is to use Protect on step 3, THEN use Swords Dance.\n";
    // Swords Dance on steps 1 and 2; on step 3 the step is no longer future: Earthquake, into Protect.
    const Run r = run(battle("", "", liz, "Heracross\nMegahorn | Megahorn | Protect"), plain_dice(2));
    CHECK(r.result.triggers.size() == 2);
    CHECK(r.garchomp().stages[kAtk].value == 4);
    CHECK(r.heracross().hp == 90);
  }
  SECTION("and not: 'Megahorn, and not Protect later'") {
    const std::string liz = kGarchomp + "\nIF Heracross is to use Megahorn, and not Protect later, THEN use Dragon Claw.\n";
    const Run with_protect = run(battle("", "", liz, "Heracross\nMegahorn | Megahorn | Protect"), plain_dice(4));
    CHECK(with_protect.result.triggers.empty());
    const Run without = run(battle("", "", liz, kHeracross), plain_dice(6));
    CHECK(without.result.triggers.size() == 3);
  }
  SECTION("and not: 'Megahorn, and did not use Megahorn last step' looks at the previous step only") {
    const std::string liz =
        kGarchomp + "\nIF Heracross is to use Megahorn, and did not use Megahorn last step, THEN use Dragon Claw.\n";
    // Step 1 has no previous step: it triggers; on steps 2 and 3 Megahorn was ordered the step before.
    const Run r = run(battle("", "", liz, kHeracross), plain_dice(6));
    REQUIRE(r.result.triggers.size() == 1);
    CHECK(r.result.triggers.front().step == 1);
  }
  SECTION("previously executed: 'has executed Protect this round'") {
    const std::string liz = kGarchomp + "\nIF Heracross has executed Protect this round, THEN use Swords Dance.\n";
    const Run r = run(battle("", "", liz, "Heracross\nProtect | Megahorn | Megahorn"), plain_dice(2));
    CHECK(r.result.triggers.size() == 2);
    CHECK(r.result.triggers.front().step == 2);
    CHECK(r.garchomp().stages[kAtk].value == 4);
  }
  SECTION("occurrences: 'on any step at most once this round'") {
    const std::string liz =
        kGarchomp + "\nIF Heracross is to use Megahorn on any step at most once this round, THEN use Swords Dance.\n";
    const Run once = run(battle("", "", liz, "Heracross\nMegahorn | Protect | Protect"), plain_dice(1));
    CHECK(once.result.triggers.size() == 3);
    const Run twice = run(battle("", "", liz, "Heracross\nMegahorn | Megahorn | Protect"), plain_dice(4));
    CHECK(twice.result.triggers.empty());
  }
  SECTION("occurrences: a bare 'once this round' is present and at most once") {
    const std::string liz = kGarchomp + "\nIF Heracross is to use Megahorn once this round, THEN use Swords Dance.\n";
    const Run once = run(battle("", "", liz, "Heracross\nMegahorn | Protect | Protect"), plain_dice(1));
    CHECK(once.result.triggers.size() == 3);
    const Run twice = run(battle("", "", liz, "Heracross\nMegahorn | Megahorn | Protect"), plain_dice(4));
    CHECK(twice.result.triggers.empty());
    CHECK_FALSE(twice.logged("not simulated: "));
  }
}

TEST_CASE("[10.8a] a later post's substitution may not change an action an earlier one observed", "[sim][sub]") {
  // Liz posted first: her substitution observes Heracross's Protect. Isaac's would change that
  // Protect to Megahorn, which would make Liz's action clause false: illegal, ignored.
  const std::string liz = kGarchomp + "\nIF Heracross is to use Protect, THEN use Swords Dance.\n";
  const std::string isaac = "Heracross\nProtect | Megahorn | Megahorn\nIF Garchomp is to use Swords Dance, THEN use Megahorn.\n";
  const Run r = run(battle("", "", liz, isaac), plain_dice(4));
  CHECK(r.logged("illegal by the Observed Action Rule [10.8a]"));
  CHECK(r.result.triggers.size() == 1);
  CHECK(r.logged("Isaac's Heracross used Protect!"));
  CHECK(r.heracross().hp == 90 - 20 - 20);
}

TEST_CASE("[10.8b] a trainer item after the step's trainer items were used is illegal", "[sim][sub]") {
  const std::string isaac = kHeracross + "\nWhen you are hit by Earthquake, IF Garchomp is to use Earthquake, THEN use Poke Ball.\n";
  const Run r = run(battle("", "", kGarchomp, isaac), plain_dice(6));
  CHECK(r.logged("would use a trainer item after this step's trainer items: illegal by the Time Travel Rule [10.8b]"));
  CHECK(r.result.triggers.empty());
}

TEST_CASE("[10.5a] 'When you are hit by Heracross': a Pokemon's name is the attacker, not a move", "[sim][sub]") {
  const std::string liz = kGarchomp + "\nOnce, when you are hit by Heracross, IF Heracross is to use Megahorn, THEN use Swords Dance next step.\n";
  const Run r = run(battle("", "", liz, kHeracross), plain_dice(5));
  CHECK(r.result.triggers.size() == 1);
  CHECK(r.garchomp().stages[kAtk].value == 2);
  // Neither a Pokemon nor a move of this battle: reported, never checked.
  const std::string odd = kGarchomp + "\nWhen you are hit by Zapdos, IF Heracross is to use Megahorn, THEN use Swords Dance next step.\n";
  const Run n = run(battle("", "", odd, kHeracross), plain_dice(6));
  CHECK(n.logged("no Pokemon or move of this battle"));
}

TEST_CASE("[10.5a] [10.3b] 'When you take a crit' is the timing 'when hit critically'", "[sim][sub]") {
  const std::string liz = kGarchomp + "\nWhen you take a crit, IF Heracross is to use Megahorn, THEN use Swords Dance next step.\n";
  // Step 1: Earthquake (hit, no crit), Megahorn (hit, crit: a Crit roll of 1); steps 2 and 3 plain.
  const std::vector<int> crit_first = {1, 24, 1, 1, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle("", "", liz, kHeracross), crit_first);
  CHECK(r.result.triggers.size() == 1);
  CHECK(r.garchomp().stages[kAtk].value == 2);
  // No critical hit: the substitution is checked on every hit and never triggers.
  const Run n = run(battle("", "", liz, kHeracross), plain_dice(6));
  CHECK(n.result.triggers.empty());
  CHECK(n.garchomp().stages[kAtk].value == 0);
}

TEST_CASE("[10.7a] 'push orders down by two' moves the orders two steps; the gap holds Struggle", "[sim][sub]") {
  const std::string liz =
      kGarchomp + "\nOnce, at the start of the step, IF Heracross is to use Megahorn, THEN use Swords Dance and push orders down by two.\n";
  // Step 1 Swords Dance, step 2 Struggle (the gap), step 3 the first Earthquake, at +2.
  // Struggle never misses: it rolls only for a critical hit.
  const std::vector<int> dice = {1, 24, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle("", "", liz, kHeracross), dice);
  CHECK(r.result.triggers.size() == 1);
  CHECK(r.logged("Liz's Garchomp used Swords Dance!"));
  CHECK(r.logged("Liz's Garchomp used Struggle!"));
  CHECK(r.garchomp().stages[kAtk].value == 2);
  CHECK(r.heracross().hp < 90 - 20);  // Struggle's damage plus one Earthquake at +2
}

TEST_CASE("[10.7a] 'use X instead, and push orders down' keeps the old orders after X, as 'use X and push orders down'",
          "[sim][sub]") {
  for (const char* result : {"use Swords Dance instead, and push orders down.", "use Swords Dance and push orders down.",
                             "use Swords Dance instead (push down)", "use Swords Dance instead and push."}) {
    CAPTURE(result);
    const std::string liz =
        kGarchomp + "\nOnce, at the start of the step, IF Heracross is to use Megahorn, THEN " + result + "\n";
    // Step 1 Swords Dance (no rolls), steps 2 and 3 the first two Earthquakes at +2 (20 each).
    const Run r = run(battle("", "", liz, kHeracross), plain_dice(5));
    CHECK(r.result.triggers.size() == 1);
    CHECK(r.garchomp().stages[kAtk].value == 2);
    CHECK(r.heracross().hp == 90 - 20 - 20);
    CHECK_FALSE(r.logged("Liz's Garchomp used Struggle!"));
  }
}

TEST_CASE("[10.7a] 'push orders down' alone: the gap it leaves this step holds Struggle, which becomes the intent",
          "[sim][sub]") {
  const std::string liz = kGarchomp + "\nOnce, at the start of the step, IF Heracross is to use Megahorn, THEN push orders down.\n";
  // Step 1 Struggle (a Crit roll only), steps 2 and 3 Earthquake (12 each).
  std::vector<int> dice = {24};
  for (int i = 0; i < 5; ++i) dice.insert(dice.end(), {1, 24});
  const Run r = run(battle("", "", liz, kHeracross), dice);
  CHECK(r.logged("Liz's Garchomp used Struggle!"));
  CHECK(r.heracross().hp < 90 - 12 - 12);
}

TEST_CASE("[10.7a] 'use X for the rest of the round' replaces this step's order and every later one", "[sim][sub]") {
  const std::string liz = kGarchomp +
                          "\nOnce, at the start of the step, IF Heracross is to use Megahorn, THEN use Swords Dance for the "
                          "rest of the round.\n";
  // Three Swords Dances (+2 each, to +6), no Earthquake; Heracross's three Megahorns roll.
  const Run r = run(battle("", "", liz, kHeracross), plain_dice(3));
  CHECK(r.result.triggers.size() == 1);
  CHECK(r.garchomp().stages[kAtk].value == 6);
  CHECK_FALSE(r.logged("Liz's Garchomp used Earthquake!"));
}
