// The round engine with fixed dice: each test gives the rolls, checks the numbers against ones
// computed by hand from the handbook, and fails if a roll is left unused or one is missing.
#include "sim_test_support.hpp"

#include <bbp/sim.hpp>

#include <catch2/catch.hpp>

#include <fmt/format.h>

using namespace bbp;
using namespace bbp::sim;

using namespace bbp::sim::test;

TEST_CASE("[2.7a] [8.10] three steps: Speed decides the turn sequence, damage and Energy by hand", "[sim][round]") {
  // Each action: Hit (d100) then Crit (d24); 1 hits, 24 is no critical.
  std::vector<int> dice;
  for (int i = 0; i < 6; ++i) dice.insert(dice.end(), {1, 24});
  const Run r = run(battle("", "", "Garchomp\nEarthquake | Dragon Claw | Earthquake", "Heracross\nMegahorn | Close Combat | Megahorn"),
                    dice);
  // Heracross: 90 − 12 (Earthquake: 16 × 0.75) − 14 (Dragon Claw: 8 + 3 + 9 − 6) − 12 = 52.
  CHECK(r.heracross().hp == 52);
  // Garchomp: 100 − 17 (Megahorn: 12 + 3 + 9 − 7) − 17 (Close Combat) − 17 = 49.
  CHECK(r.garchomp().hp == 49);
  // [8.3b] Energy paid: 6 + 5 + 6 and 8 × 3.
  CHECK(r.garchomp().en == 83);
  CHECK(r.heracross().en == 76);
  CHECK(r.logged("Hit <= 85: 1"));   // [1.5c] form
  CHECK(r.logged("Crit 1/24: 24"));
  CHECK(r.logged("not simulated: Close Combat") == false);  // no effect text given in this battle
}

TEST_CASE("[8.7] a miss skips the critical check and the damage", "[sim][round]") {
  // Step 1: Garchomp hits (1, 24); Heracross rolls 86 against 85 and misses (no crit roll).
  const std::vector<int> dice{1, 24, 86, 1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle("", "", "Garchomp\nEarthquake | Dragon Claw | Earthquake", "Heracross\nMegahorn | Close Combat | Megahorn"),
                    dice);
  CHECK(r.garchomp().hp == 100 - 17 - 17);
  CHECK(r.logged("Hit <= 85: 86"));
  CHECK(r.logged("missed"));
}

TEST_CASE("[8.8] a critical hit adds the critical bonus and is logged", "[sim][round]") {
  // Step 1 Earthquake crits: (10 + 3 + 3 + 9 − 6) × 0.75 = 14.25 → 14.
  const std::vector<int> dice{1, 1, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle("", "", "Garchomp\nEarthquake | Dragon Claw | Earthquake", "Heracross\nMegahorn | Close Combat | Megahorn"),
                    dice);
  CHECK(r.heracross().hp == 90 - 14 - 14 - 12);
  CHECK(r.logged("A critical hit!"));
}

TEST_CASE("Burn (2023 revision): halved physical Attack rank, 2 damage at the end of each step", "[sim][round]") {
  std::vector<int> dice;
  for (int i = 0; i < 6; ++i) dice.insert(dice.end(), {1, 24});
  const Run r = run(battle(R"(, "conditions": ["Burn"])", "", "Garchomp\nEarthquake | Earthquake | Earthquake",
                           "Heracross\nMegahorn | Megahorn | Megahorn"),
                    dice);
  // Attack rank 9 × 0.5 = 4.5 → 5 ([1.2b]); (10 + 3 + 5 − 6) × 0.75 = 9 per Earthquake.
  CHECK(r.heracross().hp == 90 - 27);
  // Garchomp: 3 Megahorns (17 each) and 3 × 2 Burn damage.
  CHECK(r.garchomp().hp == 100 - 51 - 6);
}

TEST_CASE("Paralysis (2023 revision): 3 counters make the action fail; halved Speed; a counter at the end of the round",
          "[sim][round]") {
  // Heracross (85 → 43 Speed) fails step 1 (no rolls), then acts normally.
  const std::vector<int> dice{1, 24, 1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle(R"(, "stages": {"speed": -1})", R"(, "conditions": [{"name": "Paralysis", "counters": 3}])",
                           "Garchomp\nEarthquake | Earthquake | Earthquake", "Heracross\nMegahorn | Megahorn | Megahorn"),
                    dice);
  CHECK(r.logged("fails to execute Megahorn"));
  CHECK(r.garchomp().hp == 100 - 34);
  CHECK(r.heracross().counters("Paralysis") == 1);
  // [5.6] Speed −1: 102 ÷ 1.75 = 58.3 → 58 (rounded down), still above 43.
  CHECK(r.logged("Garchomp (priority 0, Speed 58), Heracross (priority 0, Speed 43)"));
}

TEST_CASE("[2.7a] [10.7a] a start-of-step substitution replaces the intent; priority orders Protect first", "[sim][round][sub]") {
  // Step 1: Heracross Protect (priority 4), Garchomp's sub: Swords Dance; no rolls. Steps 2, 3: 2 rolls each.
  const std::vector<int> dice{1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle("", "", "Garchomp\nEarthquake | Earthquake | Dragon Claw\n1. IF Heracross is to use Protect THEN use Swords Dance",
                           "Heracross\nProtect | Megahorn | Megahorn"),
                    dice);
  CHECK(r.logged("substitution 1 triggers"));
  CHECK(r.logged("Liz's Garchomp used Swords Dance!"));
  // Swords Dance's and Protect's effect sentences are compiled and run ([7.6a], Protection).
  CHECK(r.logged("Liz's Garchomp's attack stage: +0 → +2"));
  CHECK(r.logged("Isaac's Heracross is granted Protection until the end of the step"));
  CHECK(r.result.triggered_subs.at(0) == 1);
  // [8.10h] +2 Attack stage adds 4 × 2: Earthquake 12 + 8, Dragon Claw 14 + 8.
  CHECK(r.heracross().hp == 90 - 20 - 22);
  CHECK(r.garchomp().en == 100 - 5 - 6 - 5);
}

TEST_CASE("[10.6d] a listed action group, with or without its article, or by an alias, observes its members",
          "[sim][round][sub]") {
  for (const char* group : {"a Protective Move", "Protective Moves", "any Protective Move"}) {
    INFO(group);
    const std::string liz =
        std::string("Garchomp\nEarthquake | Earthquake | Dragon Claw\n1. IF Heracross is to use ") + group + " THEN use Swords Dance";
    const Run r = run(battle("", "", liz, "Heracross\nProtect | Megahorn | Megahorn"), {1, 24, 1, 24, 1, 24, 1, 24});
    CHECK(r.logged("substitution 1 triggers"));
    CHECK(r.logged("Liz's Garchomp used Swords Dance!"));
  }
  // A group Heracross's orders hold no member of: never triggers.
  const Run r = run(battle("", "", "Garchomp\nEarthquake | Earthquake | Dragon Claw\n1. IF Heracross is to use Sleep-Inducing Moves THEN use Swords Dance",
                           "Heracross\nProtect | Megahorn | Megahorn"),
                    {1, 24, 1, 24, 1, 24, 1, 24});  // step 1's Earthquake meets Protect: no rolls
  CHECK_FALSE(r.logged("triggers"));
}

TEST_CASE("[10.4b] a placeholder observes any opponent; an untriggered sub changes nothing", "[sim][round][sub]") {
  const std::vector<int> dice{1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24};
  const Run r = run(battle("", "", "Garchomp\nEarthquake | Earthquake | Earthquake\n1. IF any opponent is to use Protect THEN use Dragon Claw",
                           "Heracross\nMegahorn | Megahorn | Megahorn"),
                    dice);
  CHECK_FALSE(r.logged("triggers"));
  CHECK(r.heracross().hp == 90 - 36);
}

TEST_CASE("[2.9] fainting: the Pokemon at 0 HP leaves play after the action; its later turns are skipped; the battle ends",
          "[sim][round]") {
  const std::vector<int> dice{1, 24};
  const Run r = run(battle("", R"(, "hp": 10)", "Garchomp\nEarthquake | Earthquake | Earthquake", "Heracross\nMegahorn | Megahorn | Megahorn"),
                    dice);
  CHECK(r.heracross().fainted);
  CHECK(r.heracross().hp == 0);
  CHECK(r.result.winner == 0);
  CHECK(r.logged("Heracross fainted!"));
  CHECK(r.logged("Liz wins the battle!"));
  CHECK(r.garchomp().hp == 100);
}

TEST_CASE("[2.7a] a missing order is Struggle; an unknown move is replaced by Struggle", "[sim][round]") {
  // Garchomp has one order: steps 2 and 3 are Struggle (accuracy "--": no hit roll; a crit roll).
  const std::vector<int> dice{1, 24, 1, 24, 24, 1, 24, 24, 1, 24};
  const Run r = run(battle("", "", ":sv/garchomp: Garchomp\nEarthquake", "Heracross\nMegahorn | Megahorn | Megahorn"), dice);
  CHECK(r.logged("Liz's Garchomp used Struggle!"));
  // Struggle: typeless, no STAB: (5 + 9 − 6) = 8.
  CHECK(r.heracross().hp == 90 - 12 - 8 - 8);
}

TEST_CASE("[1.5c] same battle, orders and seed: the same log byte for byte; another seed may differ", "[sim][round]") {
  LoadResult loaded = load_battle(battle("", "", "Garchomp\nEarthquake | Dragon Claw | Earthquake",
                                         "Heracross\nMegahorn | Close Combat | Megahorn"),
                                  dex());
  REQUIRE(loaded.ok);
  const PrepareResult p = prepare_round(loaded.battle, dex());
  REQUIRE(p.round);
  SimOptions a;
  a.seed = 42;
  const std::string first = render_text(simulate(*p.round, dex(), a), *p.round);
  const std::string second = render_text(simulate(*p.round, dex(), a), *p.round);
  CHECK(first == second);
  CHECK(first.find("xoshiro256**:42") != std::string::npos);
  bool any_differs = false;
  for (std::uint64_t s = 1; s < 20 && !any_differs; ++s) {
    SimOptions b;
    b.seed = s;
    any_differs = render_text(simulate(*p.round, dex(), b), *p.round) != first;
  }
  CHECK(any_differs);
}

TEST_CASE("sim --trials: KO odds and HP ranges over many seeds", "[sim][trials]") {
  LoadResult loaded = load_battle(battle("", R"(, "hp": 20)", "Garchomp\nEarthquake | Earthquake | Earthquake",
                                         "Heracross\nMegahorn | Megahorn | Megahorn"),
                                  dex());
  REQUIRE(loaded.ok);
  const PrepareResult p = prepare_round(loaded.battle, dex());
  REQUIRE(p.round);
  const TrialsResult t = run_trials(*p.round, dex(), 5, 500);
  // Two Earthquakes (12 each, 100% accurate) always KO Heracross at 20 HP; criticals only speed it up.
  CHECK(t.pokemon[1].fainted == 500);
  CHECK(t.wins[0] == 500);
  // Heracross acts once before fainting: its Megahorn misses (15%), hits for 17 or crits for 20.
  CHECK(t.pokemon[0].hp_min == 80);
  CHECK(t.pokemon[0].hp_max == 100);
  CHECK(t.pokemon[0].hp_histogram[83] > 0);
}

TEST_CASE("[1.6] numbers nobody gives stop the round before simulating, every one listed (BBP7005)", "[sim][prepare]") {
  const std::string json = R"({
    "rules": {"match_type": "singles", "step_count": 2},
    "teams": [{"trainer": "Liz", "pokemon": [{"species": "Garchomp", "zone": "active", "moves": ["Earthquake", "Outrage"]}]},
              {"trainer": "Isaac", "pokemon": [{"species": "Heracross", "zone": "active", "moves": ["Megahorn"]}]}],
    "moves": [{"name": "Earthquake", "type": "Ground", "category": "Physical", "bap": 10, "accuracy": 100}],
    "orders": [{"trainer": "Liz", "post": "Garchomp\nEarthquake | Outrage"},
               {"trainer": "Isaac", "post": "Heracross\nMegahorn | Megahorn"}]})";
  LoadResult loaded = load_battle(json, dex());
  REQUIRE(loaded.ok);
  const PrepareResult p = prepare_round(loaded.battle, dex());
  CHECK_FALSE(p.round);
  std::string all;
  int missing = 0;
  for (const auto& d : p.diagnostics.items()) {
    all += std::string(message_of(d)) + "\n";
    missing += d.id == DiagId::sim_missing_number;
  }
  INFO(all);
  CHECK(missing == 3);
  CHECK(all.find("Earthquake: En cost unknown") != std::string::npos);
  CHECK(all.find("Outrage: BAP, En cost, accuracy unknown") != std::string::npos);
  CHECK(all.find("Megahorn: BAP, En cost, accuracy unknown") != std::string::npos);
}

TEST_CASE("[10.3a] an illegal substitution: ignored when staked (BBP7008), the post refused when unstaked (BBP7007)",
          "[sim][prepare]") {
  // Garchomp observing itself is illegal ([10.6a]).
  const std::string liz = "Garchomp\nEarthquake | Earthquake | Earthquake\n1. IF Garchomp is to use Earthquake THEN use Dragon Claw";
  const std::string isaac = "Heracross\nMegahorn | Megahorn | Megahorn";
  for (bool staked : {true, false}) {
    LoadResult loaded = load_battle(battle("", "", liz, isaac, staked), dex());
    REQUIRE(loaded.ok);
    const PrepareResult p = prepare_round(loaded.battle, dex());
    bool ignored = false, refused = false;
    for (const auto& d : p.diagnostics.items()) {
      ignored = ignored || d.id == DiagId::sim_substitution_ignored;
      refused = refused || d.id == DiagId::sim_orders_refused;
    }
    INFO("staked " << staked);
    CHECK(ignored == staked);
    CHECK(refused == !staked);
    CHECK(static_cast<bool>(p.round) == staked);
    if (!staked) CHECK_FALSE(p.refused_lint_report.empty());
  }
}

TEST_CASE("battle file: bad fields are diagnosed at their position, with did-you-mean", "[sim][battle]") {
  const std::string json = R"({"teams": [{"trainer": "Liz", "pokemon": [{"species": "Garchomp", "hp": "full"}]},
                                          {"trainer": "Isaac", "pokemon": [{"species": "Heracros"}]}]})";
  const LoadResult r = load_battle(json, dex());
  CHECK_FALSE(r.ok);
  bool bad_hp = false, unknown = false;
  for (const auto& d : r.diagnostics.items()) {
    if (d.id == DiagId::battle_bad_field && std::string(message_of(d)).find("teams[0].pokemon[0].hp") != std::string::npos) {
      bad_hp = true;
      CHECK(json.substr(d.span.begin, d.span.size()) == "\"full\"");
    }
    if (d.id == DiagId::battle_unknown_name) {
      unknown = true;
      CHECK(d.help.value_or("").find("Heracross") != std::string::npos);
      CHECK(json.substr(d.span.begin, d.span.size()) == "\"Heracros\"");
    }
  }
  CHECK(bad_hp);
  CHECK(unknown);
}
