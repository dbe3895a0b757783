// Guards (src/sim/effect_guards.cpp, guards.cpp): sentences in force that keep something from
// happening to their owner — a stage lowered [7.6], HP gained [5.2], the last HP taken by a hit
// [8.10], a Chill [5.2a]. Numbers as in sim_continuous_test.cpp: Earthquake deals Heracross 12,
// Megahorn deals Garchomp 17; Garchomp (Spe 102) acts first.
#include "sim_test_support.hpp"

#include <bbp/effects.hpp>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

GuardEffect guard_of(std::string_view text) {
  const std::vector<EffectSentence> s = compile_effects(text);
  REQUIRE(s.size() == 1);
  INFO(text);
  REQUIRE(s.front().guard);
  CHECK(s.front().type == EffectType::ongoing);
  return *s.front().guard;
}

}  // namespace

TEST_CASE("effect text: the handbook's guards are read as records", "[sim][effects]") {
  {
    const GuardEffect g = guard_of("This Pokemon's Attack stage can't be lowered.");
    CHECK(g.what == GuardEffect::What::stage_lowering);
    CHECK(g.stages == std::vector<StageId>{kAtk});
    CHECK_FALSE(g.by_others_only);
  }
  {
    const GuardEffect g = guard_of("The holder's stat stages can't be lowered by the effects of other Pokemon.");
    CHECK(g.stages.empty());
    CHECK(g.by_others_only);
    CHECK_FALSE(g.opponents_only);
  }
  CHECK(guard_of("The affected team's stat stages can't be lowered by their opponents' effects.").opponents_only);
  CHECK(guard_of("Pokemon on the affected team can't gain HP.").what == GuardEffect::What::healing);
  CHECK(guard_of("Hits can't reduce the holder's HP to less than 1.").what == GuardEffect::What::hit_to_zero);
  CHECK(guard_of("The holder cannot Chill.").what == GuardEffect::What::chill);
  // Anything else after "can't" stays unread: it is reported, never guessed.
  for (const char* other : {"The holder can't be Burned.", "This Pokemon's Attack stage can't be raised."}) {
    INFO(other);
    const std::vector<EffectSentence> s = compile_effects(other);
    REQUIRE(s.size() == 1);
    CHECK_FALSE(s.front().guard);
  }
}

TEST_CASE("[7.6] a stage another Pokemon's effect would lower stays; the owner's own effects still lower it", "[sim][guards]") {
  nlohmann::json j = nlohmann::json::parse(battle("", R"(, "item": "Clear Amulet")", "Garchomp\nGrowl | Growl | Growl",
                                                  "Heracross\nClose Combat | Close Combat | Close Combat"));
  j["teams"][0]["pokemon"][0]["moves"].push_back("Growl");
  j["moves"].push_back({{"name", "Growl"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", "--"}, {"en_cost", 2},
                        {"effect_text", "Lower the defender's Attack stage by one (1)."}});
  for (auto& m : j["moves"])
    if (m["name"] == "Close Combat") m["effect_text"] = "Lower the user's Defense stage by one (1).";
  j["items"] = {{{"name", "Clear Amulet"}, {"effect_text", "The holder's stat stages can't be lowered by the effects of other Pokemon."}}};
  const Run r = run(j.dump(), plain_dice(3));
  CHECK(r.logged("Heracross's attack stage can't be lowered (Clear Amulet)"));
  CHECK(r.heracross().stages[kAtk].value == 0);
  CHECK(r.heracross().stages[kDef].value == -3);  // Close Combat's own lowering
}

TEST_CASE("[5.2] a Pokemon that can't gain HP is not healed", "[sim][guards]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "item": "Leftovers", "conditions": ["Heal Block"])", "", kGarchomp, kHeracross));
  j["items"] = {{{"name", "Leftovers"}, {"effect_text", "At the end of each step: The holder heals two (2) HP."}}};
  j["conditions"] = {{{"name", "Heal Block"}, {"effect_text", "The subject can't gain HP."}}};
  const Run r = run(j.dump(), plain_dice(6));
  CHECK(r.logged("can't gain HP (Heal Block)"));
  CHECK(r.garchomp().hp == 100 - 3 * 17);

  // Without the condition Leftovers heals after each step's Megahorn.
  j["teams"][0]["pokemon"][0]["conditions"] = nlohmann::json::array();
  const Run healed = run(j.dump(), plain_dice(6));
  CHECK(healed.garchomp().hp == 100 - 3 * 17 + 3 * 2);
}

TEST_CASE("[8.10] 'Hits can't reduce the holder's HP to less than 1': every hit leaves 1 HP", "[sim][guards]") {
  nlohmann::json j = nlohmann::json::parse(battle("", R"(, "hp": 20, "item": "Focus Band")", kGarchomp, kHeracross));
  j["items"] = {{{"name", "Focus Band"}, {"effect_text", "Hits can't reduce the holder's HP to less than 1."}}};
  const Run r = run(j.dump(), plain_dice(6));
  CHECK(r.logged("keeps 1 HP (Focus Band)"));
  CHECK(r.heracross().hp == 1);  // 20 − 12 = 8, then 1, then 1
  CHECK_FALSE(r.heracross().fainted);
}
