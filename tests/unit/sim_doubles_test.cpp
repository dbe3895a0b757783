// Doubles and Triples in the engine: [1.3] how many Pokemon a team has in play, [8.3c] Targeting
// Scopes, declared and default targets, [8.4] the user-defender loop, [8.10j] the ×2/3 of an
// attack with two or more targets, and a substitution observing an action's target. Fixed dice;
// every number computed by hand from [5.6] stats and [8.10].
#include "sim_test_support.hpp"

#include <bbp/sim.hpp>

#include <catch2/catch.hpp>

#include <fmt/format.h>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

// Liz: Garchomp (Atk 9, Def 7, Spe 102) and Lucario (HP 85, Atk 8, Def 5, Spe 90), entered in that
// order; Isaac: Heracross (HP 90, Def 6, Spe 85) and Scizor (HP 85, Def 7, Spe 65). [5.6]
std::string doubles(std::string_view liz_post, std::string_view isaac_post, int steps = 1,
                    std::string_view match_type = "doubles") {
  return fmt::format(R"({{
  "rules": {{"match_type": "{}", "step_count": {}, "staked": true}},
  "teams": [
    {{"trainer": "Liz", "pokemon": [
      {{"species": "Garchomp", "zone": "active", "moves": ["Earthquake", "Dragon Claw", "Rock Slide", "Swords Dance", "Protect"]}},
      {{"species": "Lucario", "zone": "active", "moves": ["Clanging Scales", "Swords Dance", "Protect"]}}]}},
    {{"trainer": "Isaac", "pokemon": [
      {{"species": "Heracross", "zone": "active", "moves": ["Megahorn", "Swords Dance", "Protect"]}},
      {{"species": "Scizor", "zone": "active", "moves": ["Swords Dance", "Protect"]}}]}}],
  "moves": [
    {{"name": "Earthquake", "type": "Ground", "category": "Physical", "bap": 10, "accuracy": 100, "en_cost": 6,
      "target": "All Other Pokemon"}},
    {{"name": "Rock Slide", "type": "Rock", "category": "Physical", "bap": 8, "accuracy": 90, "en_cost": 5,
      "target": "All Opponents"}},
    {{"name": "Dragon Claw", "type": "Dragon", "category": "Physical", "bap": 8, "accuracy": 100, "en_cost": 5}},
    {{"name": "Clanging Scales", "type": "Dragon", "category": "Special", "bap": 9, "accuracy": 100, "en_cost": 7,
      "target": "All Opponents",
      "effect_text": "Lower the user's Defense stage by one (1). Lower the defender's Attack stage by one (1)."}},
    {{"name": "Megahorn", "type": "Bug", "category": "Physical", "bap": 12, "accuracy": 85, "en_cost": 8}},
    {{"name": "Swords Dance", "category": "Status", "bap": "--", "accuracy": "--", "en_cost": 5, "target": "User",
      "effect_text": "Raise the user's Attack stage by two (2)."}},
    {{"name": "Protect", "category": "Status", "bap": "--", "accuracy": "--", "en_cost": 6, "priority": 4, "target": "User",
      "effect_text": "The user is Protected until the end of the step."}},
    {{"name": "Struggle", "type": "None", "category": "Physical", "bap": 5, "accuracy": "--", "en_cost": 0}}],
  "orders": [{{"trainer": "Liz", "post": {}}}, {{"trainer": "Isaac", "post": {}}}]
}})",
                     match_type, steps, nlohmann::json(liz_post).dump(), nlohmann::json(isaac_post).dump());
}

constexpr std::size_t kGarchompAt = 0, kLucarioAt = 1, kHeracrossAt = 2, kScizorAt = 3;

}  // namespace

TEST_CASE("[8.3c] [8.4] [8.10j] Earthquake targets all other Pokemon; the x2/3 applies even when targets are unaffected",
          "[sim][doubles]") {
  // Lucario and Heracross Protect (priority 4); Garchomp's Earthquake reaches only Scizor, with
  // one Hit and one Crit roll: (10 + 3 STAB + 9 − 7) = 15, Ground on Bug/Steel neutral, × 2/3 = 10.
  const Run r = run(doubles("Garchomp\nEarthquake\n\nLucario\nProtect", "Heracross\nProtect\n\nScizor\nSwords Dance"), {1, 24});
  CHECK(r.result.end.pokemon[kScizorAt].hp == 85 - 10);
  CHECK(r.result.end.pokemon[kLucarioAt].hp == 85);  // the ally is a target, but Protected
  CHECK(r.result.end.pokemon[kHeracrossAt].hp == 90);
  CHECK(r.logged("Earthquake against Liz's Lucario [8.4]"));
  CHECK(r.logged("× 2/3 (two or more targets) = 10"));
}

TEST_CASE("[8.3c] default target: the first opponent to enter play; a declared target is used when in scope", "[sim][doubles]") {
  // Step 1 "Dragon Claw": Heracross (entered before Scizor): 8 + 3 + 9 − 6 = 14, neutral.
  // Step 2 "Dragon Claw on Scizor": 8 + 3 + 9 − 7 = 13 × 0.75 (Steel resists Dragon) = 9.75 → 10.
  const Run r = run(doubles("Garchomp\nDragon Claw | Dragon Claw on Scizor\n\nLucario\nSwords Dance | Swords Dance",
                            "Heracross\nSwords Dance | Swords Dance\n\nScizor\nSwords Dance | Swords Dance", 2),
                    {1, 24, 1, 24});
  CHECK(r.result.end.pokemon[kHeracrossAt].hp == 90 - 14);
  CHECK(r.result.end.pokemon[kScizorAt].hp == 85 - 10);
  CHECK_FALSE(r.logged("[8.4]"));  // single targets: no defender loop to report
}

TEST_CASE("[8.3c] a declared target outside the scope is removed; the defaults take its place", "[sim][doubles]") {
  // Rock Slide (All Opponents) "on Lucario": Lucario is Garchomp's ally, so it is removed, and
  // both opponents are targets. Heracross: 8 + 9 − 6 = 11 × 2/3 = 7.33 → 7 (Rock on Bug/Fighting
  // neutral). Scizor: 8 + 9 − 7 = 10 × 2/3 = 6.67 → 7 (Rock on Bug/Steel neutral).
  const Run r = run(doubles("Garchomp\nRock Slide on Lucario\n\nLucario\nSwords Dance", "Heracross\nSwords Dance\n\nScizor\nSwords Dance"),
                    {1, 24, 1, 24});
  CHECK(r.logged("Liz's Lucario is not a legal target of Rock Slide (All Opponents): it is removed from the targets [8.3c]"));
  CHECK(r.result.end.pokemon[kHeracrossAt].hp == 90 - 7);
  CHECK(r.result.end.pokemon[kScizorAt].hp == 85 - 7);
  CHECK(r.result.end.pokemon[kLucarioAt].hp == 85);
}

TEST_CASE("[8.9] a spread move's effect on the user runs once; its effect on the defender once per defender", "[sim][doubles]") {
  const Run r = run(doubles("Garchomp\nSwords Dance\n\nLucario\nClanging Scales", "Heracross\nSwords Dance\n\nScizor\nSwords Dance"),
                    {1, 24, 1, 24});
  CHECK(r.result.end.pokemon[kLucarioAt].stages[kDef].value == -1);
  // Each opponent: +2 from Swords Dance, −1 from Clanging Scales (Lucario moves before Scizor,
  // after Heracross: the sums are the same).
  CHECK(r.result.end.pokemon[kHeracrossAt].stages[kAtk].value == 1);
  CHECK(r.result.end.pokemon[kScizorAt].stages[kAtk].value == 1);
}

TEST_CASE("[10.6c] a substitution observing 'on you' checks the action's declared or default target", "[sim][doubles][sub]") {
  const std::string liz =
      "Garchomp\nSwords Dance\n\nLucario\nSwords Dance\nAt the start of the step, IF Heracross is to use Megahorn on you, THEN use Protect.";
  SECTION("declared on Lucario: it Protects") {
    const Run r = run(doubles(liz, "Heracross\nMegahorn on Lucario\n\nScizor\nSwords Dance"), {});
    CHECK(r.logged("Liz's Lucario used Protect!"));
    CHECK(r.result.end.pokemon[kLucarioAt].hp == 85);
  }
  SECTION("no target declared: Megahorn goes to Garchomp, the first opponent to enter play") {
    // Megahorn on Garchomp: 12 + 3 + 9 − 7 = 17.
    const Run r = run(doubles(liz, "Heracross\nMegahorn\n\nScizor\nSwords Dance"), {1, 24});
    CHECK_FALSE(r.logged("Liz's Lucario used Protect!"));
    CHECK(r.result.end.pokemon[kGarchompAt].hp == 100 - 17);
  }
}

TEST_CASE("[10.6b] [10.3b] 'you are targeted by a Bug attack' observes any Pokemon's action targeting the recipient",
          "[sim][doubles][sub]") {
  const std::string liz =
      "Garchomp\nSwords Dance\n\nLucario\nSwords Dance\nAt the start of the step, IF you are targeted by a Bug attack, THEN use Protect.";
  SECTION("Heracross's Megahorn on Lucario: it Protects") {
    const Run r = run(doubles(liz, "Heracross\nMegahorn on Lucario\n\nScizor\nSwords Dance"), {});
    CHECK(r.logged("Liz's Lucario used Protect!"));
    CHECK(r.result.end.pokemon[kLucarioAt].hp == 85);
  }
  SECTION("Megahorn on Garchomp: Lucario is not targeted and does not Protect") {
    const Run r = run(doubles(liz, "Heracross\nMegahorn on Garchomp\n\nScizor\nSwords Dance"), {1, 24});
    CHECK_FALSE(r.logged("Liz's Lucario used Protect!"));
    CHECK(r.result.end.pokemon[kGarchompAt].hp == 100 - 17);
  }
}

TEST_CASE("[10.6f] a KO clause ('IF Heracross faints') observes a Pokemon that fainted this round", "[sim][doubles][sub]") {
  const std::string liz = "Garchomp\nDragon Claw on Heracross\n\nLucario\nSwords Dance\n"
                          "IF Heracross faints, THEN use Clanging Scales.";
  const std::string isaac = "Heracross\nSwords Dance\n\nScizor\nSwords Dance";
  SECTION("Garchomp KOs Heracross first: at Lucario's turn the KO clause holds") {
    std::string battle = doubles(liz, isaac);
    const std::string at = R"({"species": "Heracross", "zone": "active",)";
    REQUIRE(battle.find(at) != std::string::npos);
    battle.replace(battle.find(at), at.size(), R"({"species": "Heracross", "zone": "active", "hp": 5,)");
    const Run r = run(battle, {1, 24, 1, 24});  // Dragon Claw, then Clanging Scales on Scizor
    CHECK(r.logged("Isaac's Heracross fainted!"));
    CHECK(r.logged("Liz's Lucario's substitution 1 triggers"));
    CHECK(r.logged("Liz's Lucario used Clanging Scales!"));
    CHECK_FALSE(r.logged("Liz's Lucario used Swords Dance!"));
  }
  SECTION("Heracross survives: the main orders") {
    const Run r = run(doubles(liz, isaac), {1, 24});
    CHECK_FALSE(r.logged("triggers"));
    CHECK(r.logged("Liz's Lucario used Swords Dance!"));
    CHECK(r.result.end.pokemon[kHeracrossAt].hp == 90 - 14);  // Dragon Claw: 8 + 3 + 9 − 6 = 14
  }
}

TEST_CASE("[1.3] a team may have as many Pokemon in play as the Match Type allows (BBP7009 beyond)", "[sim][doubles]") {
  // Two per team in Doubles: prepares. Two per team in Singles: BBP7009.
  LoadResult ok = load_battle(doubles("Garchomp\nSwords Dance", "Heracross\nSwords Dance"), dex());
  REQUIRE(ok.ok);
  CHECK(prepare_round(ok.battle, dex()).round != nullptr);
  LoadResult too_many = load_battle(doubles("Garchomp\nSwords Dance", "Heracross\nSwords Dance", 1, "singles"), dex());
  REQUIRE(too_many.ok);
  const PrepareResult p = prepare_round(too_many.battle, dex());
  CHECK(p.round == nullptr);
  bool raised = false;
  for (const Diagnostic& d : p.diagnostics.items()) raised = raised || d.id == DiagId::sim_unsupported;
  CHECK(raised);
  // Triples: three per team.
  LoadResult triples = load_battle(doubles("Garchomp\nSwords Dance", "Heracross\nSwords Dance", 1, "triples"), dex());
  REQUIRE(triples.ok);
  CHECK(prepare_round(triples.battle, dex()).round != nullptr);
}

TEST_CASE("battle file: a move's target is a [8.3c] Targeting Scope; anything else is an error", "[sim][doubles]") {
  CHECK(scope_from_text("All Opponents") == Scope::all_opponents);
  CHECK(scope_from_text("user's team") == Scope::users_team);
  CHECK(scope_from_text("allAdjacentFoes") == Scope::all_opponents);  // the Dex's Showdown codes
  CHECK(scope_from_text("self") == Scope::user);
  CHECK_FALSE(scope_from_text("the foe").has_value());
  std::string json = doubles("Garchomp\nSwords Dance", "Heracross\nSwords Dance");
  const std::string from = R"("target": "All Opponents")";
  json.replace(json.find(from), from.size(), R"("target": "the foe")");
  const LoadResult bad = load_battle(json, dex());
  CHECK_FALSE(bad.ok);
}

TEST_CASE("what-if in Doubles: every combination of both opposing Pokemon's orders", "[sim][doubles][what-if]") {
  LoadResult loaded = load_battle(doubles("Garchomp\nEarthquake\nIF Heracross is to use Protect, THEN use Swords Dance.\n\n"
                                          "Lucario\nSwords Dance",
                                          "Heracross\nMegahorn\n\nScizor\nSwords Dance"),
                                  dex());
  REQUIRE(loaded.ok);
  loaded.battle.posts.resize(1);  // Isaac has not posted yet
  const WhatIfResult w = what_if(loaded.battle, dex(), 3, 4096);
  INFO(w.error);
  REQUIRE(w.ok);
  REQUIRE(w.opponents.size() == 2);
  // Heracross knows Megahorn, Swords Dance, Protect; Scizor Swords Dance, Protect: 3 × 2 on one step.
  CHECK(w.combinations == 6);
  REQUIRE(w.scenarios.size() == 6);
  CHECK(w.scenarios.front().opponent_actions == std::vector<std::string>{"Megahorn / Swords Dance"});
  CHECK(w.scenarios.back().opponent_actions == std::vector<std::string>{"Protect / Protect"});
  // Heracross Protects in 2 of the 6.
  REQUIRE(w.sub_coverage.size() == 2);
  CHECK(w.sub_coverage[0] == std::vector<int>{2});
  CHECK(render_what_if_text(w, loaded.battle).find("Heracross (Megahorn, Swords Dance, Protect) and Scizor (Swords Dance, Protect)") !=
        std::string::npos);
}
