// Continuous effects (src/sim/effect_continuous.cpp, continuous_effects.cpp): ongoing sentences of
// held items, abilities, conditions and field conditions that change an attack's power [8.10b] and
// damage [8.10i]/[8.10j], ranks [1.2b], accuracy [8.7], make rolls Lucky or Unlucky [1.5], or
// forbid the attempt [8.3a]; and condition texts that count counters or heal their creator.
// Garchomp (HP 100, Atk 9, Def 7, Spe 102) vs Heracross (HP 90, Atk 9, Def 6, Spe 85): Earthquake
// on Heracross is (10 + 3 + 9 − 6) = 16 × 0.75 = 12; Megahorn on Garchomp is 17.
#include "sim_test_support.hpp"

#include <bbp/effects.hpp>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

EffectSentence only(const std::vector<EffectSentence>& s) {
  REQUIRE(s.size() == 1);
  return s.front();
}

nlohmann::json with_item(std::string_view holder_extra_garchomp, std::string_view holder_extra_heracross, std::string_view item,
                         std::string_view text) {
  nlohmann::json j = nlohmann::json::parse(battle(holder_extra_garchomp, holder_extra_heracross, kGarchomp, kHeracross));
  j["items"] = {{{"name", item}, {"effect_text", text}}};
  return j;
}

}  // namespace

TEST_CASE("effect text: power, damage, rank and accuracy changes are read as continuous records", "[sim][effects]") {
  {
    const EffectSentence e = only(compile_effects("The power of Fire-type attacks is increased by 50%."));
    REQUIRE(e.modifier);
    CHECK(e.type == EffectType::ongoing);
    CHECK(e.modifier->target == ModifierEffect::Target::power);
    CHECK(e.modifier->attacks.type == "fire");
    CHECK(e.modifier->num * 100 == 150 * e.modifier->den);
  }
  {
    // [8.10j] the handbook's Multiscale wording, without its marker criterion.
    const EffectSentence e = only(compile_effects("Damage the user takes from hits is halved (x0.5)."));
    REQUIRE(e.modifier);
    CHECK(e.type == EffectType::ongoing);  // not an instruction, though "takes" is in it
    CHECK(e.modifier->target == ModifierEffect::Target::damage);
    CHECK(e.modifier->attacks.whose == AttackFilter::Whose::against_owner);
    CHECK(e.modifier->num == 1);
    CHECK(e.modifier->den == 2);
  }
  {
    // [1.2b] the handbook's held-item example.
    const EffectSentence e = only(compile_effects("The user's Attack Rank is increased by one-half (x1.5) rounded up."));
    REQUIRE(e.modifier);
    CHECK(e.modifier->target == ModifierEffect::Target::rank);
    CHECK(e.modifier->ranks == std::vector<StageId>{kAtk});
    CHECK(e.modifier->num == 3);
    CHECK(e.modifier->den == 2);
    CHECK(e.modifier->round == ModifierEffect::Round::up);
  }
  {
    const EffectSentence e = only(compile_effects("While the subject is attacking with a physical action: The subject's Attack rank is halved (x0.5)."));
    REQUIRE(e.modifier);
    CHECK(e.modifier->attacks.whose == AttackFilter::Whose::owner);
    CHECK(e.modifier->attacks.category == Category::physical);
  }
  {
    const EffectSentence e = only(compile_effects("Damage dealt to each Pokemon on the affected team by physical attacks is halved."));
    REQUIRE(e.modifier);
    CHECK(e.modifier->attacks.whose == AttackFilter::Whose::against_owner);
  }
  {
    const EffectSentence e = only(compile_effects("Accuracy checks against the subject automatically fail."));
    REQUIRE(e.modifier);
    CHECK(e.modifier->automatic == ModifierEffect::Automatic::fail);
  }
  {
    const EffectSentence e = only(compile_effects("That attack's damage is increased by two (2)."));
    REQUIRE(e.modifier);
    CHECK(e.modifier->add == 2);
  }
  // A criterion the reader does not know leaves the sentence unread (reported as not simulated).
  CHECK_FALSE(compile_effects("While the subject is Poisoned and is attacking a Bug- or Poison-type defender: That attack's "
                              "damage is halved.")[0].compiled());
  CHECK_FALSE(compile_effects("While the user has a Multiscale marker: Damage the user takes from hits is halved (x0.5).")[0].compiled());
}

TEST_CASE("effect text: Lucky and Unlucky rolls [1.5], conditions that forbid the attempt [8.3a]", "[sim][effects]") {
  {
    const EffectSentence e = only(compile_effects("The holder's accuracy rolls are Lucky."));
    REQUIRE(e.luck);
    CHECK(e.luck->lucky);
    CHECK(e.luck->rolls == LuckEffect::accuracy);
    CHECK(e.luck->whose == LuckEffect::Whose::own);
  }
  {
    const EffectSentence e = only(compile_effects("Critical hit rolls against the subject are Unlucky."));
    REQUIRE(e.luck);
    CHECK_FALSE(e.luck->lucky);
    CHECK(e.luck->rolls == LuckEffect::critical);
    CHECK(e.luck->whose == LuckEffect::Whose::against);
  }
  CHECK(only(compile_effects("Effect Checks made by the user are Lucky.")).luck->rolls == LuckEffect::effect);
  {
    const EffectSentence e = only(compile_effects("The subject can't attempt actions, except for Fire-type attacks, Scald, and Brick Break."));
    REQUIRE(e.prevent);
    CHECK(e.prevent->what == PreventEffect::What::actions);
    CHECK(e.prevent->except_types == std::vector<std::string>{"fire"});
    CHECK(e.prevent->except_moves == std::vector<std::string>{"scald", "brickbreak"});
  }
  CHECK_FALSE(compile_effects("The subject can't attempt actions, except for Zorblax.")[0].compiled());
}

TEST_CASE("effect text: HP per counter and the creator's heal (Poison, Leech Seed)", "[sim][effects]") {
  {
    const EffectSentence e = only(compile_effects("At the end of the step: The subject takes 1 damage for each Poison counter on this status."));
    REQUIRE(e.hp);
    CHECK(e.hp->amount == 1);
    CHECK(e.hp->per == "poison");
  }
  {
    const EffectSentence e = only(compile_effects("At the end of the step: The subject takes damage equal to the number of Frost markers on the subject."));
    REQUIRE(e.hp);
    CHECK(e.hp->per == "frost");
  }
  {
    const EffectSentence e = only(compile_effects("At the end of the step: The subject takes 3 damage; then the creator of this condition or their "
                                         "replacement in play is healed for that much HP."));
    REQUIRE(e.hp);
    CHECK(e.hp->creator_heals);
  }
  CHECK_FALSE(compile_effects("At the end of the step: The subject takes 3 damage; then the subject dances.")[0].compiled());
}

TEST_CASE("[1.5a] a Lucky accuracy roll is rolled twice and succeeds when either is on target", "[sim][rolls]") {
  nlohmann::json j = with_item("", R"(, "item": "Wide Lens")", "Wide Lens", "The holder's accuracy rolls are Lucky.");
  // Step 1: Megahorn 90 (off), 10 (on): hits. Step 2: 90, 95: misses. Step 3: 50, 1: hits.
  const Run r = run(j.dump(), {1, 24, 90, 10, 24, 1, 24, 90, 95, 1, 24, 50, 1, 24});
  CHECK(r.logged("Hit <= 85 (Lucky): 90, 10"));
  CHECK(r.logged("Hit <= 85 (Lucky): 90, 95"));
  CHECK(r.logged("Hit <= 100: 1"));  // Garchomp's own rolls are not Lucky
  CHECK(r.garchomp().hp == 100 - 2 * 17);
}

TEST_CASE("[1.5a] an Unlucky critical roll succeeds only when both rolls are on target", "[sim][rolls]") {
  nlohmann::json j = with_item("", R"(, "item": "Battle Armor Vest")", "Battle Armor Vest", "Critical hit rolls against the holder are Unlucky.");
  // Earthquake: hit 1, crit 1 and 5 (not both on target: no critical hit); then 1 and 1 (a
  // critical hit); then 24 and 24. Heracross's own critical rolls are single.
  const Run r = run(j.dump(), {1, 1, 5, 1, 24, 1, 1, 1, 1, 24, 1, 24, 24, 1, 24});
  CHECK(r.logged("Crit 1/24 (Unlucky): 1, 5"));
  CHECK(r.logged("Crit 1/24 (Unlucky): 1, 1"));
  // 12 + (16 + 3 crit = 19 × 0.75 = 14.25 → 14) + 12
  CHECK(r.heracross().hp == 90 - 12 - 14 - 12);
}

TEST_CASE("[1.5b] a Lucky range roll keeps the higher number; Lucky and Unlucky together roll once", "[sim][rolls]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "ability": "Skill Link")", R"(, "item": "Unlucky Charm")",
                                                  "Garchomp\nScale Shot | Scale Shot | Scale Shot", kHeracross));
  j["teams"][0]["pokemon"][0]["moves"].push_back("Scale Shot");
  j["moves"].push_back({{"name", "Scale Shot"}, {"type", "Dragon"}, {"category", "Physical"}, {"bap", 3}, {"accuracy", 100},
                        {"en_cost", 4}, {"hits", {2, 5}}});
  j["abilities"] = {{{"name", "Skill Link"}, {"effect_text", "The holder's hit count rolls are Lucky."}}};
  SECTION("Lucky alone") {
    // Hits (2-5): d4 1 → 2 and 3 → 4: four hits, each with a critical roll.
    const Run r = run(j.dump(), {1, 1, 3, 24, 24, 24, 24, 1, 24, 1, 1, 1, 24, 24, 1, 24, 1, 4, 4, 24, 24, 24, 24, 24, 1, 24});
    CHECK(r.logged("Hits (2-5) (Lucky): 2, 4 → 4"));
  }
  SECTION("Lucky and Unlucky") {
    j["items"] = {{{"name", "Unlucky Charm"}, {"effect_text", "Hit count rolls against the holder are Unlucky."}}};
    const Run r = run(j.dump(), {1, 3, 24, 24, 24, 24, 1, 24, 1, 1, 24, 24, 1, 24, 1, 4, 24, 24, 24, 24, 24, 1, 24});
    CHECK(r.logged("Hits (2-5) (Lucky and Unlucky: neither): 4"));
  }
}

TEST_CASE("[8.10b] [8.10j] power and damage changes of field conditions and held items", "[sim][damage]") {
  SECTION("a field condition halves the power of Ground-type attacks") {
    nlohmann::json j = nlohmann::json::parse(battle("", "", kGarchomp, kHeracross));
    j["field"] = {"Mud Sport"};
    j["conditions"] = {{{"name", "Mud Sport"}, {"effect_text", "The power of Ground-type attacks is halved (x0.5)."}}};
    const Run r = run(j.dump(), plain_dice(6));
    // (10 × 0.5 = 5 power + 3 + 9 − 6) = 11 × 0.75 = 8.25 → 8
    CHECK(r.heracross().hp == 90 - 3 * 8);
    CHECK(r.logged("10 BAP × 0.5 (Mud Sport) = 5 power"));
  }
  SECTION("a Screen on the defender's side, ignored by a critical hit at critical stage 1 [8.10d]") {
    nlohmann::json j = nlohmann::json::parse(battle(R"(, "stages": {"critical": 1})", "", kGarchomp, kHeracross));
    j["field"] = {{{"name", "Reflect"}, {"side", "Isaac"}}};
    j["conditions"] = {{{"name", "Reflect"}, {"effect_text", "Damage dealt to each Pokemon on the affected team by physical attacks is halved."}}};
    // Critical stage 1: 1/8. Step 1 no crit (8), step 2 a crit (1), step 3 no crit.
    const Run r = run(j.dump(), {1, 8, 1, 24, 1, 1, 1, 24, 1, 8, 1, 24});
    // 12 × 0.5 = 6; the critical hit: (16 + 3) × 0.75 = 14.25 → 14, Reflect ignored.
    CHECK(r.heracross().hp == 90 - 6 - 14 - 6);
    CHECK(r.logged("the critical hit ignores Reflect [8.10d]"));
    CHECK(r.garchomp().hp == 100 - 3 * 17);  // Reflect is on Isaac's side only
  }
  SECTION("a held item halves the damage its holder takes from hits") {
    const Run r = run(with_item("", R"(, "item": "Scale Charm")", "Scale Charm", "Damage the holder takes from hits is halved (x0.5).").dump(),
                      plain_dice(6));
    CHECK(r.heracross().hp == 90 - 3 * 6);
    CHECK(r.garchomp().hp == 100 - 3 * 17);
  }
}

TEST_CASE("[1.2b] a held item's rank multiplier and Burn's are rounded once", "[sim][damage]") {
  // The handbook's example: Attack rank 9 × 1.5 × 0.5 = 6.75, rounded up by the item's words: 7.
  nlohmann::json j = with_item(R"(, "item": "Power Band", "conditions": ["Burn"])", "", "Power Band",
                               "The holder's Attack rank is increased by one-half (x1.5) rounded up.");
  const Run r = run(j.dump(), plain_dice(6));
  // (10 + 3 + 7 − 6) = 14 × 0.75 = 10.5 → 11 per Earthquake.
  CHECK(r.heracross().hp == 90 - 3 * 11);
}

TEST_CASE("[8.7] accuracy checks against a Pokemon that automatically fail are not rolled", "[sim][rolls]") {
  nlohmann::json j = nlohmann::json::parse(battle("", R"(, "conditions": ["Evasive"])", kGarchomp, kHeracross));
  j["conditions"] = {{{"name", "Evasive"}, {"effect_text", "Accuracy checks against the subject automatically fail."}}};
  const Run r = run(j.dump(), {1, 24, 1, 24, 1, 24});
  CHECK(r.logged("Hit: automatic miss (Evasive)"));
  CHECK(r.heracross().hp == 90);
  CHECK(r.garchomp().hp == 100 - 3 * 17);
}

TEST_CASE("[8.3a] a condition whose text says the subject can't attempt actions stops the attempt", "[sim][status]") {
  nlohmann::json j = nlohmann::json::parse(battle("", R"(, "conditions": [{"name": "Flinch", "duration": 1, "unit": "steps"}])", kGarchomp, kHeracross));
  j["conditions"] = {{{"name", "Flinch"}, {"effect_text", "The subject can't attempt actions."}}};
  // Step 1: Heracross flinches; its Flinch ends with the step, so it attacks in steps 2 and 3.
  const Run r = run(j.dump(), plain_dice(5));
  CHECK(r.logged("Isaac's Heracross can't attempt Megahorn (Flinch) [8.3a]"));
  CHECK(r.garchomp().hp == 100 - 2 * 17);
}

TEST_CASE("[2.10d] a condition's end-of-step damage per counter, and Leech Seed's heal to its creator", "[sim][round]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "hp": 80)",
                                                  R"(, "conditions": [{"name": "Regular Poison", "counters": 3}, {"name": "Leech Seed", "creator": "Garchomp"}])",
                                                  kGarchomp, kHeracross));
  j["conditions"] = {
      {{"name", "Regular Poison"}, {"effect_text", "At the end of the step: The subject takes 1 damage for each Poison counter on this status."}},
      {{"name", "Leech Seed"},
       {"effect_text", "At the end of the step: The subject takes 2 damage; then the creator of this condition or their replacement in play "
                       "is healed for that much HP."}}};
  const Run r = run(j.dump(), plain_dice(6));
  // Heracross per step: 12 (Earthquake) + 3 (Poison) + 2 (Leech Seed); Garchomp: −17 + 2.
  CHECK(r.heracross().hp == 90 - 3 * (12 + 3 + 2));
  CHECK(r.garchomp().hp == 80 - 3 * 17 + 3 * 2);
  CHECK(r.logged("Isaac's Heracross takes 3 damage"));
  CHECK(r.logged("Liz's Garchomp heals 2 HP"));
}

TEST_CASE("continuous effects: absurd multipliers stay bounded (no overflow)", "[sim][damage]") {
  nlohmann::json j = with_item(R"(, "item": "Huge Band")", "", "Huge Band",
                               "The power of attacks is multiplied by 9999. That attack's damage is multiplied by 9999.");
  j["field"] = {"Storm"};
  j["conditions"] = {{{"name", "Storm"}, {"effect_text", "The power of attacks is multiplied by 9999. The damage of attacks is multiplied by 9999."}}};
  // Earthquake knocks Heracross out at once; the battle ends.
  const Run r = run(j.dump(), {1, 24});
  CHECK(r.heracross().fainted);
  CHECK(r.result.winner == 0);
}

TEST_CASE("[8.3d] a single-target attack is redirected to the Pokemon whose text redirects it; a reflected non-attack hits its user",
          "[sim][targets]") {
  CHECK(compile_effects("Single-target attacks of opponents are redirected to the subject.")[0].redirect);
  CHECK(compile_effects("Non-attacks that target the holder are reflected.")[0].redirect->reflect);
  CHECK(compile_effects("Electric-type attacks of opponents are redirected to the holder.")[0].redirect->type == "electric");
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "item": "Mirror Charm")", "", kGarchomp, "Heracross\nMegahorn (Garchomp) | Growl (Garchomp) | Megahorn (Garchomp)"));
  j["rules"]["match_type"] = "doubles";
  j["rules"]["step_count"] = 3;
  j["teams"][1]["pokemon"][0]["moves"].push_back("Growl");
  j["teams"][0]["pokemon"].push_back({{"species", "Amoonguss"}, {"zone", "active"}, {"moves", {"Swords Dance"}},
                                      {"conditions", {{{"name", "Center of Attention"}, {"duration", 1}, {"unit", "steps"}}}}});
  j["moves"].push_back({{"name", "Growl"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", 100}, {"en_cost", 3},
                        {"effect_text", "Lower the defender's Attack stage by one (1)."}});
  j["conditions"] = {{{"name", "Center of Attention"}, {"effect_text", "Single-target attacks of opponents are redirected to the subject."}}};
  j["items"] = {{{"name", "Mirror Charm"}, {"effect_text", "Non-attacks that target the holder are reflected."}}};
  j["orders"][0]["post"] = "Garchomp\nEarthquake | Earthquake | Earthquake\n\nAmoonguss\nSwords Dance | Swords Dance | Swords Dance";
  LoadResult loaded = load_battle(j.dump(), dex());
  REQUIRE(loaded.ok);
  const PrepareResult p = prepare_round(loaded.battle, dex());
  for (const auto& d : p.diagnostics.items()) UNSCOPED_INFO(message_of(d));
  REQUIRE(p.round);
  const RoundResult r = simulate(*p.round, dex(), SimOptions{});
  std::string log;
  for (const Event& e : r.events) log += e.text + "\n";
  INFO(log);
  // Step 1: Megahorn at Garchomp goes to Amoonguss; the condition lasts the step.
  CHECK(log.find("Liz's Amoonguss's Center of Attention redirects Megahorn from Liz's Garchomp to Liz's Amoonguss [8.3d]") != std::string::npos);
  // Step 2: Growl at Garchomp is reflected: Heracross's own Attack falls.
  CHECK(log.find("Liz's Garchomp's Mirror Charm reflects Growl back at Isaac's Heracross [8.3d]") != std::string::npos);
  CHECK(r.end.pokemon[2].stages[kAtk].value == -1);  // Heracross: the third Pokemon of the file
}
