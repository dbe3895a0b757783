// [4] Field conditions (src/sim/field_conditions.cpp): effect statements that create and discard
// them, their "At the end of the step:" instructions in the [2.10d] queue after every Pokemon's,
// their durations, Entry Hazards' entry trigger in the [2.5] Switching Phase, sides, and the
// battle-file round trip. Garchomp (HP 100, Spe 102) vs Heracross (HP 90, Spe 85).
#include "sim_test_support.hpp"

#include <bbp/effects.hpp>

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

const char* kGrassy = "At the end of the step: Each standing Pokemon heals 2 HP.";
const char* kRocks = "When a Pokemon on the affected team enters play: That Pokemon takes damage equal to one-eighth of their maximum HP.";

nlohmann::json with_field(nlohmann::json j, nlohmann::json field, nlohmann::json texts) {
  j["field"] = std::move(field);
  j["conditions"] = std::move(texts);
  return j;
}

}  // namespace

TEST_CASE("[4] effect text: statements that create and discard field conditions", "[sim][effects]") {
  const auto sun = compile_effects("Discard any Weather in play. Create Sun for the next five (5) rounds.");
  REQUIRE(sun.size() == 2);
  REQUIRE(sun[0].field);
  CHECK_FALSE(sun[0].field->create);
  CHECK(sun[0].field->group);
  CHECK(sun[0].field->name == "Weather");
  REQUIRE(sun[1].field);
  CHECK(sun[1].field->create);
  CHECK(sun[1].field->name == "Sun");
  CHECK(sun[1].field->duration == 5);
  CHECK(sun[1].field->unit == "rounds");
  CHECK(sun[1].field->side == FieldEffect::Side::battlefield);

  const auto rocks = compile_effects("Create Stealth Rock on the defender's team.");
  REQUIRE(rocks[0].field);
  CHECK(rocks[0].field->name == "Stealth Rock");
  CHECK(rocks[0].field->side == FieldEffect::Side::defenders_team);
  CHECK(rocks[0].field->duration == -1);

  const auto spin = compile_effects("Discard all hazards on the user's side of the field.");
  REQUIRE(spin[0].field);
  CHECK(spin[0].field->group);
  CHECK(spin[0].field->name == "Entry Hazard");
  CHECK(spin[0].field->side == FieldEffect::Side::users_team);

  // Markers and a condition discarding itself are the marker reader's, not field conditions.
  CHECK_FALSE(compile_effects("Discard this condition.")[0].field);
  CHECK(compile_effects("Discard this condition.")[0].marker);
  CHECK_FALSE(compile_effects("Discard two (2) of the subject's Frost markers.")[0].field);
  // "each Pokemon on the affected team": a sided field condition's words.
  const auto spikes = compile_effects("At the end of the step: Each Pokemon on the affected team loses 3 HP.");
  REQUIRE(spikes[0].hp);
  CHECK(spikes[0].hp->who == Who::affected_team);
}

TEST_CASE("[2.10d] a field condition's end-of-step effect comes after every Pokemon's, and its duration runs out", "[sim][round]") {
  nlohmann::json j = nlohmann::json::parse(
      battle(R"(, "hp": 50, "item": "Leftovers")", R"(, "hp": 50)", "Garchomp\nSwords Dance | Swords Dance | Swords Dance",
             "Heracross\nProtect | Protect | Protect"));
  j["items"] = {{{"name", "Leftovers"}, {"effect_text", "At the end of the step: The holder heals 3 HP."}}};
  j = with_field(j, {{{"name", "Grassy Terrain"}, {"duration", 2}, {"unit", "steps"}}},
                 {{{"name", "Grassy Terrain"}, {"effect_text", kGrassy}}});
  const Run r = run(j.dump(), {});
  // Two steps of Grassy Terrain (2 HP each), three of Leftovers (3 HP each).
  CHECK(r.garchomp().hp == 50 + 3 * 3 + 2 * 2);
  CHECK(r.heracross().hp == 50 + 2 * 2);
  CHECK(r.result.end.field.empty());
  CHECK(r.logged("Grassy Terrain ends (end of the step)"));
  // Leftovers first: the field condition is slower than every Pokemon ([2.10d] example).
  std::size_t leftovers = r.result.events.size(), grassy = r.result.events.size();
  for (std::size_t i = 0; i < r.result.events.size(); ++i) {
    if (leftovers == r.result.events.size() && r.result.events[i].text.find("Leftovers") != std::string::npos) leftovers = i;
    if (grassy == r.result.events.size() && r.result.events[i].text.find("Grassy Terrain:") != std::string::npos) grassy = i;
  }
  CHECK(leftovers < grassy);
}

TEST_CASE("[4] a move creates Weather after discarding the Weather in play; the new one's effects run", "[sim][round]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "hp": 60)", R"(, "hp": 60)", "Garchomp\nSunny Day | Swords Dance | Swords Dance",
                                                  "Heracross\nProtect | Protect | Protect"));
  j["moves"].push_back({{"name", "Sunny Day"}, {"type", "Fire"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", "--"},
                        {"en_cost", 5}, {"target", "The Battlefield"},
                        {"effect_text", "Discard any Weather in play. Create Sun for the next two (2) steps."}});
  j["teams"][0]["pokemon"][0]["moves"].push_back("Sunny Day");
  j = with_field(j, {{{"name", "Sandstorm"}, {"duration", 3}, {"unit", "rounds"}}},
                 {{{"name", "Sandstorm"}, {"effect_text", "At the end of the step: Each standing Pokemon loses 5 HP."}},
                  {{"name", "Sun"}, {"effect_text", "At the end of the step: Each standing Pokemon heals 1 HP."}}});
  const Run r = run(j.dump(), {});
  CHECK(r.logged("Sandstorm is discarded"));
  CHECK(r.logged("Sun is created for 2 steps"));
  CHECK_FALSE(r.logged("Sandstorm: At the end of the step"));
  // Sun heals on steps 1 and 2, then ends.
  CHECK(r.garchomp().hp == 62);
  CHECK(r.heracross().hp == 62);
  CHECK(r.logged("Sun ends (end of the step)"));
  CHECK(r.result.end.field.empty());
}

TEST_CASE("[4] sided field conditions: a hazard is created on the defender's team and discarded from the user's", "[sim][round]") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", "Garchomp\nStealth Rock | Rapid Spin | Swords Dance",
                                                  "Heracross\nProtect | Protect | Protect"));
  for (const char* m : {"Stealth Rock", "Rapid Spin"}) j["teams"][0]["pokemon"][0]["moves"].push_back(m);
  j["moves"].push_back({{"name", "Stealth Rock"}, {"type", "Rock"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", "--"},
                        {"en_cost", 5}, {"target", "Any Other Team"}, {"effect_text", "Create Stealth Rock on the defender's team."}});
  j["moves"].push_back({{"name", "Rapid Spin"}, {"type", "Normal"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", "--"},
                        {"en_cost", 3}, {"target", "User"}, {"effect_text", "Discard all hazards on the user's team."}});
  j = with_field(j, {{{"name", "Spikes"}, {"side", "Liz"}}}, {{{"name", "Stealth Rock"}, {"effect_text", kRocks}}});
  const Run r = run(j.dump(), {});
  REQUIRE(r.result.end.field.size() == 1);
  CHECK(r.result.end.field[0].name == "Stealth Rock");
  CHECK(r.result.end.field[0].side == 1);  // Isaac's
  CHECK(r.logged("Spikes on Liz's side is discarded"));
  // The battle file written back keeps the side, and reads again.
  const nlohmann::json out = battle_to_json(r.result.end, dex());
  CHECK(out["field"][0]["side"] == "Isaac");
  CHECK(out["conditions"][0]["name"] == "Stealth Rock");
  CHECK(load_battle(out.dump(), dex()).ok);
}

TEST_CASE("[4] an Entry Hazard's entry trigger runs when a Pokemon of its team is sent out in the Switching Phase", "[sim][switching]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "fainted": true, "hp": 0)", "", "I send out Lucario!\n\nLucario\nAura Sphere | Aura Sphere | Aura Sphere",
                                                  "Heracross\nProtect | Protect | Protect"));
  j["rules"]["switching"] = true;
  j["teams"][0]["pokemon"].push_back({{"species", "Lucario"}, {"zone", "bench"}, {"moves", {"Aura Sphere"}}});
  j["moves"].push_back({{"name", "Aura Sphere"}, {"type", "Fighting"}, {"category", "Special"}, {"bap", 9}, {"accuracy", "--"}, {"en_cost", 6}});
  j = with_field(j, {{{"name", "Stealth Rock"}, {"side", "Liz"}}, {{"name", "Spikes"}, {"side", "Isaac"}}},
                 {{{"name", "Stealth Rock"}, {"effect_text", kRocks}},
                  {{"name", "Spikes"}, {"effect_text", "When a Pokemon on the affected team enters play: That Pokemon takes 9 damage."}}});
  const Run r = run(j.dump(), {});
  const Round& round = *r.prepared.round;
  bool rocks = false;
  for (const std::string& line : round.switching) rocks = rocks || line == "Liz's Lucario takes 11 damage from Stealth Rock: HP 85 → 74";
  CHECK(rocks);  // 85 / 8 = 10.625, rounded normally [1.2b]
  // Liz's team is read first: Garchomp 0, Lucario 1, Heracross 2.
  CHECK(round.start.pokemon[1].hp == 74);
  CHECK(round.start.pokemon[2].hp == 90);  // Spikes is on Isaac's side, and nobody entered there
}

TEST_CASE("[4] a field condition's side must be a trainer of the battle", "[sim][battle-file]") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", kGarchomp, kHeracross));
  j["field"] = {{{"name", "Stealth Rock"}, {"side", "Nobody"}}};
  const LoadResult loaded = load_battle(j.dump(), dex());
  CHECK_FALSE(loaded.ok);
  bool said = false;
  for (const auto& d : loaded.diagnostics.items()) said = said || message_of(d).find("field[0].side") != std::string::npos;
  CHECK(said);
}

TEST_CASE("[4] a field condition without effect text is listed as not simulated once", "[sim][round]") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", kGarchomp, kHeracross));
  j["field"] = {"Sandstorm", {{"name", "Grassy Terrain"}}};
  j["conditions"] = {{{"name", "Grassy Terrain"}, {"effect_text", std::string(kGrassy) + " Grounded Pokemon can't be Sleeping."}}};
  const Run r = run(j.dump(), plain_dice(6));
  const auto& ns = r.prepared.round->not_simulated;
  CHECK(std::count_if(ns.begin(), ns.end(), [](const std::string& s) { return s.find("Sandstorm (no effect text") != std::string::npos; }) == 1);
  CHECK(std::count_if(ns.begin(), ns.end(), [](const std::string& s) { return s.find("Grounded Pokemon can't be Sleeping") != std::string::npos; }) == 1);
  CHECK(std::none_of(ns.begin(), ns.end(), [](const std::string& s) { return s.find("Each standing Pokemon heals") != std::string::npos; }));
}

TEST_CASE("[10.6e] state clauses asked of the field: a named condition or a group, on a side or anywhere", "[sim][sub]") {
  const auto triggers = [](std::string_view clause, const nlohmann::json& field) {
    nlohmann::json j = nlohmann::json::parse(
        battle("", "", fmt::format("{}\nAt the start of the step, {}, THEN use Dragon Claw.\n", kGarchomp, clause), kHeracross));
    j["field"] = field;
    return run(j.dump(), plain_dice(6)).result.triggers.size() == 3;
  };
  const nlohmann::json rocks_isaac = {{{"name", "Stealth Rock"}, {"side", "Isaac"}}};
  CHECK(triggers("IF Stealth Rock is on the opposing side", rocks_isaac));
  CHECK_FALSE(triggers("IF Stealth Rock is on your side of the field", rocks_isaac));
  CHECK(triggers("IF there are hazards on your opponent's side", rocks_isaac));
  CHECK(triggers("IF Stealth Rock is on the field", rocks_isaac));  // any side
  CHECK_FALSE(triggers("IF there is a Screen on the opposing side", rocks_isaac));
  CHECK(triggers("IF there is a Screen on the opposing side", {{{"name", "Reflect"}, {"side", "Isaac"}}}));
  // Weather is on every side; the Dex's aliases name it.
  CHECK(triggers("IF Sun is on your side", {"Harsh Sunlight"}));
  CHECK(triggers("IF it is raining", {"Rain"}));
  CHECK_FALSE(triggers("IF it is raining", {"Sun"}));
}

TEST_CASE("[10.5a] 'When X is created' for field conditions: a name, a group, a side seen from the observed Pokemon", "[sim][sub]") {
  // Garchomp (faster) sets Stealth Rock on Isaac's side on step 1; Heracross's substitution watches.
  // Triggered, Heracross uses Close Combat on step 1 instead of Megahorn (both roll to hit).
  const auto triggered = [](std::string_view timing, bool expected) {
    nlohmann::json j = nlohmann::json::parse(battle(
        "", "", "Garchomp\nStealth Rock | Swords Dance | Swords Dance",
        fmt::format("Heracross\nMegahorn | Megahorn | Megahorn\n{}, IF possible, THEN use Close Combat.\n", timing)));
    j["teams"][0]["pokemon"][0]["moves"].push_back("Stealth Rock");
    j["moves"].push_back({{"name", "Stealth Rock"}, {"type", "Rock"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", "--"},
                          {"en_cost", 5}, {"target", "Any Other Team"}, {"effect_text", "Create Stealth Rock on the defender's team."}});
    const Run r = run(j.dump(), plain_dice(3));
    CHECK_FALSE(r.logged("not simulated: Isaac's Heracross's substitution"));
    CHECK(r.logged("used Close Combat") == expected);
    return r.result.triggers.size() == 1;
  };
  CHECK(triggered("When Stealth Rock is created", true));
  CHECK(triggered("When a Hazard is created", true));
  CHECK(triggered("When your team is granted a Hazard", true));
  // The scope written after "created" ([10.5a] "in a scope including that Pokemon").
  CHECK(triggered("When a Hazard is created on your side", true));
  CHECK(triggered("When Stealth Rock is created on your team", true));
  CHECK(triggered("When Stealth Rock is created on you", true));
  CHECK_FALSE(triggered("When the opposing team is granted a Hazard", false));
  CHECK_FALSE(triggered("When a Screen is created", false));
  CHECK_FALSE(triggered("When Garchomp is granted a Hazard", false));  // not in a scope that includes Garchomp
}

TEST_CASE("[2.10d] a condition's end-of-step text runs after the item's of the same Pokemon (the handbook's Leech Seed example)", "[sim][round]") {
  // Heracross holds Leftovers (heal 3) and has Leech Seed (lose 1/8 of max HP = 11); healing comes
  // first by Component Trigger Sort, then Leech Seed; "Discard this condition" ends a one-step one.
  nlohmann::json j = nlohmann::json::parse(battle(
      "", R"(, "hp": 50, "item": "Leftovers", "conditions": ["Leech Seed", "Taunted"])", "Garchomp\nSwords Dance | Swords Dance | Swords Dance",
      "Heracross\nProtect | Protect | Protect"));
  j["items"] = {{{"name", "Leftovers"}, {"effect_text", "At the end of the step: The holder heals 3 HP."}}};
  j["conditions"] = {{{"name", "Leech Seed"},
                      {"effect_text", "At the end of the step: The subject loses HP equal to one-eighth of their maximum HP. "
                                      "The creator of this condition heals that much HP."}},
                     {{"name", "Taunted"}, {"effect_text", "At the end of the step: Discard this condition."}}};
  const Run r = run(j.dump(), {});
  // 50 → +3 → −11 each step: 50 − 3·8 = 26.
  CHECK(r.heracross().hp == 26);
  CHECK(r.logged("Heracross's Taunt ends"));  // the battle file's "Taunted" is the Dex's Taunt
  CHECK_FALSE(r.heracross().has("Taunt"));
  CHECK(r.heracross().has("Leech Seed"));
  const auto& ns = r.prepared.round->not_simulated;
  CHECK(std::count_if(ns.begin(), ns.end(), [](const std::string& s) { return s.find("The creator of this condition heals") != std::string::npos; }) == 1);
  std::size_t leftovers = 0, seed = 0;
  for (std::size_t i = 0; i < r.result.events.size(); ++i) {
    if (!leftovers && r.result.events[i].text.find("Leftovers:") != std::string::npos) leftovers = i;
    if (!seed && r.result.events[i].text.find("Leech Seed:") != std::string::npos) seed = i;
  }
  CHECK(leftovers < seed);
}

TEST_CASE("[4] a field condition and its text meet under the Dex's name, whatever alias each is written with", "[sim][round]") {
  nlohmann::json j = nlohmann::json::parse(battle(R"(, "hp": 60)", R"(, "hp": 60)", "Garchomp\nSwords Dance | Swords Dance | Swords Dance",
                                                  "Heracross\nProtect | Protect | Protect"));
  j = with_field(j, {"Harsh Sunlight"}, {{{"name", "Sun"}, {"effect_text", "At the end of the step: Each standing Pokemon heals 1 HP."}}});
  const Run r = run(j.dump(), {});
  REQUIRE(r.result.end.field.size() == 1);
  CHECK(r.result.end.field[0].name == "Sun");
  CHECK(r.garchomp().hp == 63);
  CHECK(r.heracross().hp == 63);
}
