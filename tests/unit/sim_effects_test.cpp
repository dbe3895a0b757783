// Effect text as data: the [3.2] types, the [3.3a] shorthand, HP changes, markers and stage
// durations ([7.6a]), and the engine running them; the coverage over the handbook's quoted effects.
#include <bbp/effects.hpp>

#include "sim_test_support.hpp"
#include "test_support.hpp"

#include <set>

namespace bbp::sim {
namespace {

using test::battle;
using test::Run;
using test::run;

EffectSentence one(std::string_view text) {
  const auto v = compile_effects(text);
  REQUIRE(v.size() == 1);
  return v[0];
}

TEST_CASE("[3.2] effect types by phrasing", "[sim][effects]") {
  CHECK(one("The holder can't be Flinched.").type == EffectType::ongoing);
  CHECK(one("While the holder is at full HP: The holder's Defense rank is doubled (x2).").type == EffectType::conditional_ongoing);
  CHECK(one("During a Sandstorm: The user is immune to Sandstorm damage.").type == EffectType::conditional_ongoing);
  CHECK(one("When the holder is hit by a Water-type attack: The holder consumes this item.").type == EffectType::triggered);
  CHECK(one("When the user attacks with a punching move: Give that attack a Power Bonus of three (3).").type ==
        EffectType::power_modifying);
  CHECK(one("At the end of each step: The holder heals one (1) HP.").type == EffectType::timed_triggered);
  CHECK(one("Lower the defender's Speed stage by one (1).").type == EffectType::execution);
  CHECK(one("While it is raining: Hurricane's effect chance is 100%.").type == EffectType::data_setting);
  CHECK(one("Weather Ball has 10 BAP while any Weather is in play.").type == EffectType::data_setting);
  CHECK(one("If the holder would be Burned; instead, the holder is Paralysed.").type == EffectType::replacement);
}

TEST_CASE("[3.3a] shorthand and the phrase it stands in for read the same", "[sim][effects]") {
  const EffectSentence a = one("Effect Check: Inflict Paralysis on the defender.");
  const EffectSentence b = one(
      "Whenever this move hits a target, if the user passes an Effect Check against that target: Inflict Paralysis on the defender.");
  for (const EffectSentence* e : {&a, &b}) {
    CHECK(e->criterion == Criterion::effect_check);
    CHECK(e->type == EffectType::triggered);
    REQUIRE(e->inflict);
    CHECK(e->inflict->condition == "Paralysis");
  }
  CHECK(one("On hit: Lower the defender's Defense stage by one (1).").criterion == Criterion::on_hit);
  CHECK(one("Whenever this move hits a target: Lower the defender's Defense stage by one (1).").criterion == Criterion::on_hit);
  CHECK(one("On consume: The consumer heals ten (10) HP.").criterion == Criterion::on_consume);
  const EffectSentence t = one("At the end of the step: The holder takes 3 damage.");
  CHECK(t.criterion == Criterion::end_of_step);  // read once here: the engine's queue never re-reads the words
  CHECK(one("When a Pokemon on the affected team enters play: That Pokemon takes 9 damage.").criterion == Criterion::enters_play);
  CHECK(one("When the holder is hit: The attacker takes 3 damage.").criterion == Criterion::other);
  CHECK(t.criterion_text == "At the end of the step");
  CHECK(t.statement == "The holder takes 3 damage");
}

TEST_CASE("HP statements: fixed amounts, fractions of the maximum or of the damage, [1.2b] rounding, overheal", "[sim][effects]") {
  const EffectSentence fixed = one("The holder heals two (2) HP.");
  REQUIRE(fixed.hp);
  CHECK(fixed.hp->heal);
  CHECK(fixed.hp->who == Who::self);
  CHECK(fixed.hp->amount == 2);
  const EffectSentence drain = one("On hit: The user heals HP, equal to half (x0.5) of the damage dealt.");
  REQUIRE(drain.hp);
  CHECK(drain.hp->base == HpEffect::Base::damage_dealt);
  CHECK((drain.hp->num == 1 && drain.hp->den == 2));
  const EffectSentence recoil = one("The user loses HP equal to one-third of the damage dealt, rounded down.");
  REQUIRE(recoil.hp);
  CHECK_FALSE(recoil.hp->heal);
  CHECK(recoil.hp->rounding == HpEffect::Rounding::down);
  const EffectSentence spiky = one("When the holder is hit by a contact attack: The attacker loses HP, equal to one-eighth of the damage of the hit (x0.125).");
  REQUIRE(spiky.hp);
  CHECK(spiky.hp->who == Who::attacker);
  CHECK(spiky.hp->den == 8);
  const EffectSentence max = one("Heal the user one-half of their maximum HP, rounded up.");
  REQUIRE(max.hp);
  CHECK(max.hp->base == HpEffect::Base::max_hp);
  CHECK(max.hp->rounding == HpEffect::Rounding::up);
  const EffectSentence over = one("The user heals 20 HP, and this healing can overheal.");
  REQUIRE(over.hp);
  CHECK(over.hp->overheal);
  const EffectSentence dmg = one("The defender takes 1/16 of their maximum HP damage.");
  CHECK_FALSE(dmg.compiled());  // not a form of the grammar: nothing is guessed
  // Without a number there is nothing to run.
  CHECK_FALSE(one("At the end of the step: The holder heals HP.").compiled());
  CHECK_FALSE(one("On hit: Heal the user.").compiled());
}

TEST_CASE("[5.2a] Energy statements and healing as a Recovery / as a Chill", "[sim][effects]") {
  const EffectSentence r = one("The user heals 30 HP as a Recovery.");
  REQUIRE(r.hp);
  CHECK(r.hp->as_resource);
  CHECK_FALSE(r.hp->energy);
  const EffectSentence c = one("The user restores ten (10) Energy, as a Chill.");
  REQUIRE(c.hp);
  CHECK(c.hp->energy);
  CHECK(c.hp->as_resource);
  CHECK(c.hp->amount == 10);
  const EffectSentence l = one("The defender loses 5 En.");
  REQUIRE(l.hp);
  CHECK((l.hp->energy && !l.hp->heal && l.hp->who == Who::defender));
}

TEST_CASE("Marker statements: put, discard half, discard all, a condition discarding itself", "[sim][effects]") {
  const EffectSentence put = one("Effect Check: Place two (2) Frost markers on the defender.");
  REQUIRE(put.marker);
  CHECK(put.marker->put);
  CHECK(put.marker->count == 2);
  CHECK(put.marker->name == "Frost");
  const EffectSentence a = one("Place a Charge marker on the user.");
  REQUIRE(a.marker);
  CHECK(a.marker->count == 1);
  CHECK(a.marker->who == Who::self);
  const EffectSentence half = one("At the end of the subject's turn: Discard half of the subject's Frost markers, rounded down.");
  REQUIRE(half.marker);
  CHECK(half.marker->half);
  CHECK(half.marker->round_down);
  const EffectSentence all = one("Discard all of the defender's Music markers.");
  REQUIRE(all.marker);
  CHECK(all.marker->all);
  CHECK(all.marker->name == "Music");
  CHECK(one("At the end of the step: Discard this condition.").marker);
  CHECK_FALSE(one("Place an Atmosphere marker on the user until they faint.").compiled());  // a duration it does not read
}

TEST_CASE("[7.6a] stage statements: who, durations in words, without extension / overwriting duration", "[sim][effects]") {
  const EffectSentence e = one("Lower each opponent's Speed stage by one (1) for their next four turns, without extension.");
  REQUIRE(e.stage);
  CHECK(e.stage->who == Who::each_opponent);
  CHECK(e.stage->turns == 4);
  CHECK(e.stage->extension == StageExtension::without_extension);
  const EffectSentence o = one("Raise the holder's Defense stage by one (1) for their next two (2) turns, overwriting duration.");
  REQUIRE(o.stage);
  CHECK(o.stage->who == Who::self);
  CHECK(o.stage->extension == StageExtension::overwriting);
  CHECK(one("Raise an ally's Speed stage by two (2).").stage->who == Who::ally);
}

TEST_CASE("Long effect text is read in linear time: a 200,000-stage list, a 1 MB sentence", "[sim][effects][limits]") {
  std::string list = "Raise the user's Attack";
  for (int i = 0; i < 200000; ++i) list += ", Defense";
  list += ", and Speed stages by one (1).";
  const EffectSentence e = one(list);
  REQUIRE(e.stage);
  CHECK(e.stage->stages.size() == 200002);
  const std::string junk = "Raise the user's " + std::string(1u << 20, 'x') + " stage by one (1).";
  CHECK_FALSE(one(junk).compiled());
}

constexpr std::string_view kLikeEarthquake = R"("type": "Ground", "category": "Physical", "bap": 10, "accuracy": 100, "en_cost": 6)";
constexpr std::string_view kSelfStatus = R"("category": "Status", "bap": "--", "accuracy": "--", "en_cost": 5, "target": "User")";

std::string with_move(std::string json, std::string_view name, std::string_view effect, std::string_view fields = kLikeEarthquake) {
  const std::string pool = R"("moves": ["Earthquake", "Dragon Claw", "Swords Dance"])";
  json.replace(json.find(pool), pool.size(),
               fmt::format(R"("moves": ["Earthquake", "Dragon Claw", "Swords Dance", "{}"])", name));
  const std::string first = R"({"name": "Earthquake")";
  json.insert(json.find(first), fmt::format(R"({{"name": "{}", {}, "effect_text": {}}}, )", name, fields,
                                            nlohmann::json(std::string(effect)).dump()));
  return json;
}

/// The step of the last event containing `text` (0 when none does).
int step_of(const Run& r, std::string_view text) {
  int step = 0;
  for (const Event& e : r.result.events)
    if (e.text.find(text) != std::string::npos) step = e.step;
  return step;
}

// Earthquake's numbers (12 damage to Heracross, [8.10]) with an effect; Heracross answers with
// Megahorn each step (hit and crit rolls), Garchomp moves first (Speed 102 vs 85).
const std::string kMegahorn = "Heracross\nMegahorn | Megahorn | Megahorn";
const std::vector<int> kSixAttacks{1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24};

TEST_CASE("[3.3a] On hit: the user heals half the damage dealt (rounded normally)", "[sim][effects]") {
  const Run r = run(with_move(battle(R"(, "hp": 50)", "", "Garchomp\nDrain Quake | Earthquake | Earthquake", kMegahorn), "Drain Quake",
                              "On hit: The user heals HP, equal to half (x0.5) of the damage dealt."),
                    kSixAttacks);
  CHECK(r.logged("Liz's Garchomp heals 6 HP: HP 50 → 56"));
  CHECK(r.heracross().hp == 90 - 12 * 3);
}

TEST_CASE("Recoil: one-eighth of 12 is 1.5 — rounded normally 2, rounded down 1 ([1.2b])", "[sim][effects]") {
  SECTION("normally") {
    const Run r = run(with_move(battle("", "", "Garchomp\nRecoil Quake | Earthquake | Earthquake", kMegahorn), "Recoil Quake",
                                "The user loses HP equal to one-eighth of the damage dealt."),
                      kSixAttacks);
    CHECK(r.logged("Liz's Garchomp loses 2 HP: HP 100 → 98"));
  }
  SECTION("rounded down") {
    const Run r = run(with_move(battle("", "", "Garchomp\nRecoil Quake | Earthquake | Earthquake", kMegahorn), "Recoil Quake",
                                "The user loses HP equal to one-eighth of the damage dealt, rounded down."),
                      kSixAttacks);
    CHECK(r.logged("Liz's Garchomp loses 1 HP: HP 100 → 99"));
  }
}

TEST_CASE("[7.6] 'Convert each of the defender's stat stages to the opposite sign' negates each stage, keeping its duration",
          "[sim][effects]") {
  const EffectSentence e = one("Convert each of the defender's stat stages to the opposite sign.");
  REQUIRE(e.stage);
  CHECK(e.stage->invert);
  CHECK(e.stage->who == Who::defender);
  CHECK(e.type == EffectType::execution);
  const std::string fields = R"("category": "Status", "bap": "--", "accuracy": "--", "en_cost": 4)";
  const Run r = run(with_move(battle("", R"(, "stages": {"attack": {"value": 2, "turns": 3}, "speed": -1})",
                                     "Garchomp\nTopsy-Turvy | Earthquake | Earthquake", kMegahorn),
                              "Topsy-Turvy", "Convert each of the defender's stat stages to the opposite sign.", fields),
                    {1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
  CHECK(r.logged("Isaac's Heracross's attack stage: +2 → -2"));
  CHECK(r.logged("Isaac's Heracross's speed stage: -1 → +1"));
  CHECK(r.heracross().stages[kSpe].value == 1);
}

TEST_CASE("[5.2a] a heal as a Recovery spends one; with none left it does not heal", "[sim][effects]") {
  const std::string heal = "The user heals 30 HP as a Recovery.";
  // Garchomp at 40 HP with one Recovery: step 1 heals (→70, 0 left), step 2 does not.
  const Run r = run(with_move(battle(R"(, "hp": 40, "recoveries": 1)", "", "Garchomp\nMend | Mend | Mend", "Heracross\nProtect | Protect | Protect"),
                              "Mend", heal, kSelfStatus),
                    {});
  CHECK(r.logged("Liz's Garchomp spends one of its Recoveries (0 left) [5.2a]"));
  CHECK(r.logged("Liz's Garchomp has no Recoveries left: it does not heal [5.2a]"));
  CHECK(r.garchomp().hp == 70);
}

TEST_CASE("[7.1] a condition for 'their next N turns' ends after N of the subject's turns, not counting the turn it was given in", "[sim][effects]") {
  // Garchomp grants itself Hovering for its next one turn in step 1: the turn it was given in does
  // not count, so it ends at the end of its step-2 turn.
  const Run r = run(with_move(battle("", "", "Garchomp\nHover | Swords Dance | Swords Dance", "Heracross\nProtect | Protect | Protect"),
                              "Hover", "Grant the user Hovering for their next one (1) turn.", kSelfStatus),
                    {});
  CHECK(r.logged("Liz's Garchomp is granted Hovering for 1 turn"));
  CHECK(step_of(r, "Garchomp's Hovering ends (duration over)") == 2);
}

TEST_CASE("Frost markers put by an effect: 8 or more inflict Freeze; Ice-types are unaffected", "[sim][effects][status]") {
  const std::string effect = "Place three (3) Frost markers on the defender.";
  SECTION("6 + 3 = 9 markers: Freeze") {
    // Step 1: Frost Quake hits (2 rolls), Heracross is Frozen and cannot attempt Megahorn; at the
    // end of its turn half of 9 markers go (4, rounded down) and it thaws with 5.
    const Run r = run(with_move(battle("", R"(, "conditions": [{"name": "Frost", "counters": 6}])",
                                       "Garchomp\nFrost Quake | Swords Dance | Swords Dance", kMegahorn),
                                "Frost Quake", effect),
                      {1, 24, 1, 24, 1, 24});
    CHECK(r.logged("Isaac's Heracross gets 3 Frost markers (9 in all)"));
    CHECK(r.logged("Isaac's Heracross is inflicted with Freeze"));
  }
  SECTION("an Ice-type gets none") {
    const Run r = run(with_move(battle("", R"(, "types": ["Ice"])", "Garchomp\nFrost Quake | Swords Dance | Swords Dance", kMegahorn),
                                "Frost Quake", effect),
                      {1, 24, 1, 24, 1, 24, 1, 24});
    CHECK(r.logged("is Ice-type: Frost markers do not affect it"));
    CHECK_FALSE(r.logged("Freeze"));
  }
}

TEST_CASE("[7.6a] a stage lowered without extension keeps its older duration", "[sim][effects]") {
  const Run r = run(with_move(battle("", R"(, "stages": {"attack": {"value": 1, "turns": 1}})",
                                     "Garchomp\nGrowl Quake | Swords Dance | Swords Dance", kMegahorn),
                              "Growl Quake", "Lower the defender's Attack stage by one (1) for their next three (3) turns, without extension."),
                    {1, 24, 1, 24, 1, 24, 1, 24});
  // Heracross's Attack +1 for one more turn → 0, still ending after its first turn (step 1); with
  // the longer duration kept (three turns) it would end only in step 3.
  CHECK(r.logged("Isaac's Heracross's attack stage: +1 → +0"));
  CHECK(step_of(r, "Heracross's attack stage returns to 0 (duration over)") == 1);
}

TEST_CASE("Granted conditions: 'Grant the user Protection … until the end of the step', 'The user is Protected …'", "[sim][effects]") {
  const EffectSentence g = one("Grant the user Protection from damaging actions until the end of the step.");
  CHECK(g.type == EffectType::execution);
  REQUIRE(g.inflict);
  CHECK(g.inflict->granted);
  CHECK(g.inflict->condition == "Protection");
  CHECK((g.inflict->duration == 1 && g.inflict->unit == "steps"));
  const EffectSentence a = one("The user is Protected until the end of the step.");
  CHECK(a.type == EffectType::execution);  // a condition with an end is an instruction, not a standing fact
  REQUIRE(a.inflict);
  CHECK(a.inflict->condition == "Protected");
  CHECK_FALSE(one("The user is Protected.").compiled());  // no end: an ongoing statement
  CHECK(one("Grant the defender Hovering for their next three (3) turns.").inflict->unit == "turns");
}

TEST_CASE("Protection: an attack on the Protected Pokemon fails (Energy paid, no rolls); it ends with the step", "[sim][effects][protection]") {
  // Step 1: Heracross Protects (priority 4, first); Garchomp's Earthquake fails without rolls.
  // Steps 2 and 3: Earthquake hits (12), Megahorn answers.
  const Run r = run(battle("", "", "Garchomp\nEarthquake | Earthquake | Earthquake", "Heracross\nProtect | Megahorn | Megahorn"),
                    {1, 24, 1, 24, 1, 24, 1, 24});
  CHECK(r.logged("Isaac's Heracross is Protected: Earthquake fails against it"));
  CHECK(r.logged("Isaac's Heracross's Protection ends (end of the step)"));
  CHECK(r.heracross().hp == 90 - 12 * 2);
  CHECK(r.garchomp().en == 100 - 6 * 3);  // [8.3b] the cost is paid before the targets are known
}

TEST_CASE("Protection: a Protection-Bypassing Attack ([10.6d] group) goes through", "[sim][effects][protection]") {
  std::string json = with_move(battle("", "", "Garchomp\nFeint | Earthquake | Earthquake", "Heracross\nProtect | Megahorn | Megahorn"),
                               "Feint", "");
  const Run r = run(json, {1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
  CHECK(r.logged("Feint bypasses Isaac's Heracross's Protection [10.6d]"));
  CHECK(r.heracross().hp == 90 - 12 * 3);
}

TEST_CASE("Granted 'until the end of the round': lasts through every step, ends with the round", "[sim][effects][protection]") {
  CHECK((one("Grant the user Protection until the end of the round.").inflict->unit == "rounds"));
  const std::string json = with_move(battle("", "", "Garchomp\nGuard Test | Earthquake | Earthquake",
                                               "Heracross\nMegahorn | Megahorn | Megahorn"), "Guard Test",
                                     "Grant the user Protection until the end of the round.",
                                     R"("category": "Status", "bap": "--", "accuracy": "--", "en_cost": 5, "target": "User")");
  const Run r = run(json, {1, 24, 1, 24});  // Garchomp's two Earthquakes; Megahorn fails three times
  CHECK(r.logged("is granted Protection until the end of the round"));
  CHECK(r.garchomp().hp == 100);
  CHECK(r.logged("Liz's Garchomp's Protection ends (end of the round)"));
  CHECK(r.garchomp().conditions.empty());
}

TEST_CASE("Effect coverage over the handbook's quoted effects: every [3.2] type occurs, settings are left out", "[sim][effects][handbook]") {
  const std::string text = bbp::test::read_file(bbp::test::shared_dir() / "rulebook" / "handbook-gen9.txt");
  REQUIRE_FALSE(text.empty());
  const std::vector<std::string> texts = handbook_effect_texts(text);
  const EffectCoverage c = effect_coverage(texts);
  INFO("coverage " << c.compiled << "/" << c.total());
  CHECK(c.total() >= 60);
  CHECK(c.compiled >= 20);  // the measure at the time of writing; it only goes up
  std::set<EffectType> types;
  for (const EffectCoverageItem& item : c.items) {
    CHECK(item.text.rfind("Player Progress", 0) == std::string::npos);  // a venture's setting, not an effect
    for (const EffectSentence& e : item.sentences) {
      types.insert(e.type);
      CHECK(e.compiled() == !e.reading().empty());
    }
  }
  CHECK(types.size() == 8);
  // Each text once.
  CHECK(std::set<std::string>(texts.begin(), texts.end()).size() == texts.size());
}

}  // namespace
}  // namespace bbp::sim
