// Conditions of the patch notes after the rules. Identified (patch "Identifying Effects"): while
// the subject is attacked, its positive Defense/Special Defense/Evasion stages and the attacker's
// negative Attack/Special Attack/Accuracy stages are ignored.
// Sealed (patch "Move Restriction Effects"; [7] notes): the subject can't attempt the
// noted moves ([8.3a]) and can't receive orders to use them; "Inflict Sealed on the defender,
// specifying the declared move" notes the action's [9.1b] parameter; a second Sealed adds its moves
// to the first; "When your Earthquake is Sealed" ([10.5a]) and "IF your Earthquake is Sealed"
// ([10.6e]) are narrowed to that note. Numbers as in sim_sub_timings_test.cpp: Garchomp (Spe 102)
// acts before Heracross (Spe 85); every attack rolls Hit (d100) and Crit (d24).
#include "sim_test_support.hpp"

#include <bbp/effects.hpp>

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

/// The shared battle, with Heracross knowing Disable (priority `disable_priority`).
nlohmann::json with_disable(std::string_view garchomp_extra, const std::string& liz, const std::string& isaac, int disable_priority) {
  nlohmann::json j = nlohmann::json::parse(battle(garchomp_extra, "", liz, isaac));
  j["moves"].push_back({{"name", "Disable"}, {"type", "Normal"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", "--"},
                        {"en_cost", 4}, {"priority", disable_priority},
                        {"effect_text", "Inflict Sealed on the defender, specifying the declared move."}});
  j["teams"][1]["pokemon"][0]["moves"].push_back("Disable");
  return j;
}

const Condition* sealed_of(const Pokemon& p) {
  for (const Condition& c : p.conditions)
    if (c.name == "Sealed") return &c;
  return nullptr;
}

}  // namespace

TEST_CASE("Sealed: effect sentences 'specifying the declared move' and 'specifying X and Y' are read", "[sim][effects]") {
  const auto declared = compile_effects("Inflict Sealed on the defender, specifying the declared move.");
  REQUIRE(declared.size() == 1);
  REQUIRE(declared[0].inflict);
  CHECK(declared[0].inflict->condition == "Sealed");
  CHECK(declared[0].inflict->note_declared);
  CHECK(declared[0].inflict->notes.empty());

  const auto named = compile_effects("Inflict Sealed on the defender, specifying Earthquake and Dragon Claw.");
  REQUIRE(named.size() == 1);
  REQUIRE(named[0].inflict);
  CHECK(named[0].inflict->notes == std::vector<std::string>{"Earthquake", "Dragon Claw"});
  CHECK_FALSE(named[0].inflict->note_declared);
}

TEST_CASE("Sealed from the battle file: an order to use a noted move is not received, so Struggle [2.7a]", "[sim]") {
  // Sealed (Earthquake): every step's Earthquake becomes Struggle; Struggle never misses (Crit only).
  const std::string json = battle(R"(, "conditions": [{"name": "Sealed", "note": "Earthquake"}])", "", kGarchomp, kHeracross);
  const Run r = run(json, {24, 1, 24, 24, 1, 24, 24, 1, 24});
  CHECK(r.logged("Garchomp can't receive an order to use Earthquake: it is Sealed"));
  CHECK_FALSE(r.logged("Garchomp used Earthquake!"));
  CHECK(r.logged("Garchomp used Struggle!"));
  // The note stays with the condition: in the report's state line and in the JSON state.
  const Condition* c = sealed_of(r.garchomp());
  REQUIRE(c);
  CHECK(c->notes == std::vector<std::string>{"Earthquake"});
}

TEST_CASE("Sealed created mid-step: the intended move fails to be attempted [8.3a]; later steps get Struggle", "[sim]") {
  // Disable at priority +1 goes first in step 1: Garchomp's Earthquake, already its intent, can't
  // be attempted; in steps 2 and 3 the order is not received (Struggle).
  const nlohmann::json j = with_disable("", kGarchomp, "Heracross\nDisable (Earthquake) | Megahorn | Megahorn", 1);
  const Run r = run(j.dump(), {24, 1, 24, 24, 1, 24});
  CHECK(r.logged("Heracross used Disable!"));
  CHECK(r.logged("Garchomp is inflicted with Sealed (Earthquake)"));
  CHECK(r.logged("Garchomp can't attempt Earthquake: it is Sealed (Earthquake) [8.3a]"));
  CHECK(r.logged("Garchomp can't receive an order to use Earthquake"));
  CHECK(r.heracross().hp < 90);  // two Struggles hit
}

TEST_CASE("Sealed: a second instance adds its moves to the first one's", "[sim]") {
  const nlohmann::json j = with_disable(R"(, "conditions": [{"name": "Sealed", "note": ["Swords Dance"]}])",
                                        "Garchomp\nDragon Claw | Dragon Claw | Dragon Claw",
                                        "Heracross\nDisable (Earthquake) | Megahorn | Megahorn", 1);
  const Run r = run(j.dump(), plain_dice(5));
  CHECK(r.logged("Garchomp's Sealed now notes Swords Dance, Earthquake"));
  const Condition* c = sealed_of(r.garchomp());
  REQUIRE(c);
  CHECK(c->notes == std::vector<std::string>{"Swords Dance", "Earthquake"});
  // Dragon Claw is not noted: it is attempted every step.
  CHECK_FALSE(r.logged("can't attempt Dragon Claw"));
}

TEST_CASE("Sealed: a Disable without a declared move creates nothing", "[sim]") {
  const nlohmann::json j = with_disable("", kGarchomp, "Heracross\nDisable | Megahorn | Megahorn", 1);
  const Run r = run(j.dump(), plain_dice(5));
  CHECK(r.logged("no move is specified, so Sealed is not created"));
  CHECK(sealed_of(r.garchomp()) == nullptr);
}

TEST_CASE("[10.5a] 'When your Earthquake is Sealed' triggers for that note only", "[sim][sub]") {
  const std::string isaac = "Heracross\nDisable (Earthquake) | Megahorn | Megahorn";
  SECTION("the noted move") {
    const nlohmann::json j = with_disable(
        "", kGarchomp + "\nWhen your Earthquake is Sealed, IF possible, THEN use Dragon Claw.\n", isaac, 1);
    // Step 1: Garchomp's intent becomes Dragon Claw before its turn, so it attacks.
    const Run r = run(j.dump(), {1, 24, 24, 1, 24, 24, 1, 24});
    CHECK(r.result.triggers.size() == 1);
    CHECK(r.logged("Garchomp used Dragon Claw!"));
  }
  SECTION("another note") {
    const nlohmann::json j = with_disable(
        "", kGarchomp + "\nWhen your Swords Dance is Sealed, IF possible, THEN use Dragon Claw.\n", isaac, 1);
    const Run r = run(j.dump(), {24, 1, 24, 24, 1, 24});
    CHECK(r.result.triggers.empty());
  }
}

TEST_CASE("[10.6e] 'IF your Earthquake is Sealed' holds for that note only", "[sim][sub]") {
  const std::string sealed = R"(, "conditions": [{"name": "Sealed", "note": "Earthquake"}])";
  SECTION("the noted move") {
    const std::string json =
        battle(sealed, "", kGarchomp + "\nIF your Earthquake is Sealed, THEN use Dragon Claw.\n", kHeracross);
    const Run r = run(json, plain_dice(6));
    CHECK(r.result.triggers.size() == 3);
    CHECK_FALSE(r.logged("Garchomp used Struggle!"));
    CHECK(r.logged("Garchomp used Dragon Claw!"));
  }
  SECTION("another note") {
    const std::string json =
        battle(sealed, "", kGarchomp + "\nIF your Dragon Claw is Sealed, THEN use Swords Dance.\n", kHeracross);
    const Run r = run(json, {24, 1, 24, 24, 1, 24, 24, 1, 24});
    CHECK(r.result.triggers.empty());
  }
}

TEST_CASE("Identified: the defender's positive Defense and Evasion stages (and the attacker's negative Accuracy) are ignored", "[sim][status]") {
  // Heracross at Defense +2: Earthquake deals 12 − 3×2 = 6; Identified, the stage is ignored: 12.
  const std::string staged = R"(, "stages": {"defense": 2})";
  const Run plain = run(battle("", staged, kGarchomp, kHeracross), plain_dice(6));
  CHECK(plain.heracross().hp == 90 - 3 * 6);
  const Run identified = run(battle("", std::string(staged) + R"(, "conditions": ["Identified"])", kGarchomp, kHeracross), plain_dice(6));
  CHECK(identified.heracross().hp == 90 - 3 * 12);
  CHECK(identified.logged("Heracross is Identified"));
  // Its own attacks are not affected: Megahorn deals Garchomp 17 either way.
  CHECK(identified.garchomp().hp == plain.garchomp().hp);
  // Accuracy −2 against Evasion +2 is an automatic miss (no Hit roll); against an Identified
  // Heracross both stages are ignored and Earthquake rolls as usual.
  const Run evasive = run(battle(R"(, "stages": {"accuracy": -2})", R"(, "stages": {"evasion": 2})", kGarchomp, kHeracross),
                          {1, 24, 1, 24, 1, 24});
  CHECK(evasive.logged("Hit: automatic miss"));
  const Run seen = run(battle(R"(, "stages": {"accuracy": -2})", R"(, "stages": {"evasion": 2}, "conditions": ["Identified"])",
                              kGarchomp, kHeracross),
                       plain_dice(6));
  CHECK_FALSE(seen.logged("automatic miss"));
}

TEST_CASE("Identified: the attacker's negative Attack stage is ignored against the subject", "[sim][status]") {
  // Garchomp at Attack −2 against Heracross: 12 − 3×2 = 6; against an Identified Heracross: 12.
  const std::string weak = R"(, "stages": {"attack": -2})";
  const Run plain = run(battle(weak, "", kGarchomp, kHeracross), plain_dice(6));
  CHECK(plain.heracross().hp == 90 - 3 * 6);
  const Run identified = run(battle(weak, R"(, "conditions": ["Identified"])", kGarchomp, kHeracross), plain_dice(6));
  CHECK(identified.heracross().hp == 90 - 3 * 12);
}

TEST_CASE("[10.6f] a True Clause triggers only when its result is fully possible", "[sim][sub]") {
  const std::string post = kGarchomp + "\nAt the start of the step, IF possible, THEN use Dragon Claw.\n";
  SECTION("a move the recipient can attempt") {
    const Run r = run(battle(R"(, "conditions": [{"name": "Sealed", "note": "Swords Dance"}])", "", post, kHeracross),
                      plain_dice(6));
    CHECK(r.result.triggers.size() == 3);
    CHECK(r.logged("Garchomp used Dragon Claw!"));
    CHECK_FALSE(r.logged("not simulated: Liz's Garchomp's substitution"));
  }
  SECTION("a Sealed move: the result is not possible, so the substitution does not trigger") {
    const Run r = run(battle(R"(, "conditions": [{"name": "Sealed", "note": "Dragon Claw"}])", "", post, kHeracross),
                      plain_dice(6));
    CHECK(r.result.triggers.empty());
    CHECK(r.logged("Garchomp used Earthquake!"));
  }
}
