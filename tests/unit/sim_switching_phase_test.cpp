// [2.5] The Switching Phase before the round's steps (src/sim/switching_phase.cpp): forced
// switching by markers ([2.5b]), replacements ([2.5c]), manual switches after the first round
// ([2.5d]–[2.5f]); the posts are read against the Pokemon in play after it.
#include "sim_test_support.hpp"

#include "sim/fusion.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

/// Singles, round `round`: Liz's Garchomp in play (with `garchomp_conditions`), Lucario and
/// Togekiss on her bench; Isaac's Heracross. The posts follow.
nlohmann::json switching_battle(int round, const nlohmann::json& garchomp_conditions, const std::string& liz,
                                const std::string& isaac = "Heracross\nMegahorn | Megahorn | Megahorn") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", "", isaac));
  j["round"] = round;
  j["teams"][0]["pokemon"][0]["conditions"] = garchomp_conditions;
  j["teams"][0]["pokemon"].push_back({{"species", "Lucario"}, {"zone", "bench"}, {"moves", {"Aura Sphere"}}});
  j["teams"][0]["pokemon"].push_back({{"species", "Togekiss"}, {"zone", "bench"}, {"moves", {"Air Slash"}}});
  j["moves"].push_back({{"name", "Aura Sphere"}, {"type", "Fighting"}, {"category", "Special"}, {"bap", 9}, {"accuracy", "--"}, {"en_cost", 5}});
  j["moves"].push_back({{"name", "Air Slash"}, {"type", "Flying"}, {"category", "Special"}, {"bap", 8}, {"accuracy", 95}, {"en_cost", 5}});
  j["orders"][0]["post"] = liz;
  return j;
}

constexpr std::size_t kGarchompAt = 0, kLucarioAt = 1, kTogekissAt = 2;

}  // namespace

TEST_CASE("[2.5b] [2.5c] a Switching marker sends the Pokemon to the bench; the post's send-out replaces it", "[sim][switching]") {
  const nlohmann::json j = switching_battle(2, {{{"name", "Switching"}}, {{"name", "Burn"}}},
                                            "Sending out Lucario!\n\nLucario\nAura Sphere | Aura Sphere | Aura Sphere");
  // Lucario's Aura Sphere never misses: Crit only; Heracross: Hit and Crit.
  const Run r = run(j.dump(), {24, 1, 24, 24, 1, 24, 24, 1, 24});
  const auto& end = r.result.end.pokemon;
  CHECK(r.logged("Liz's Garchomp returns to the bench (Switching marker [2.5b])"));
  CHECK(r.logged("Liz's Lucario is sent out (send-out in the post [2.5c])"));
  CHECK(end[kGarchompAt].zone == Zone::bench);
  CHECK(end[kGarchompAt].conditions.empty());  // the marker and the Burn are discarded
  CHECK(end[kLucarioAt].zone == Zone::active);
  CHECK(end[kTogekissAt].zone == Zone::bench);
  CHECK(r.logged("Liz's Lucario used Aura Sphere!"));
}

TEST_CASE("[2.5c] with two Pokemon that could come in and no send-out, the round stops (BBP7010)", "[sim][switching]") {
  const nlohmann::json j = switching_battle(2, {{{"name", "Phazing marker"}}}, "Lucario\nAura Sphere | Aura Sphere | Aura Sphere");
  LoadResult loaded = load_battle(j.dump(), dex());
  REQUIRE(loaded.ok);
  const PrepareResult p = prepare_round(loaded.battle, dex());
  CHECK(p.round == nullptr);
  bool raised = false;
  for (const Diagnostic& d : p.diagnostics.items()) raised = raised || d.id == DiagId::sim_replacement_unknown;
  CHECK(raised);
}

TEST_CASE("[2.5a] with the Switching rule off, a marker moves nobody; the markers are discarded all the same", "[sim][switching]") {
  nlohmann::json j = switching_battle(2, {{{"name", "Switching"}}}, kGarchomp);
  j["rules"]["switching"] = false;
  const Run r = run(j.dump(), plain_dice(6));
  CHECK(r.logged("Liz's Garchomp has a Switching marker but is not eligible to switch [2.5a]"));
  CHECK(r.result.end.pokemon[kGarchompAt].zone == Zone::active);
  CHECK(r.result.end.pokemon[kGarchompAt].conditions.empty());
}

TEST_CASE("[2.5d] [2.5f] a declared manual switch is performed after the first round, and not in it", "[sim][switching]") {
  const std::string liz = "Switching out Garchomp for Togekiss.\n\nTogekiss\nAir Slash | Air Slash | Air Slash";
  SECTION("round 2") {
    const Run r = run(switching_battle(2, nlohmann::json::array(), liz).dump(), plain_dice(6));
    CHECK(r.logged("Liz's Garchomp returns to the bench (manual switch [2.5f])"));
    CHECK(r.logged("Liz's Togekiss is sent out (manual switch [2.5f])"));
    CHECK(r.result.end.pokemon[kTogekissAt].zone == Zone::active);
    CHECK(r.logged("Liz's Togekiss used Air Slash!"));
  }
  SECTION("round 1: the phase ends after replacements ([2.5c]); Togekiss stays benched, Garchomp has no orders") {
    // Garchomp's Struggle never misses (Crit only); Heracross rolls Hit and Crit.
    const Run r = run(switching_battle(1, nlohmann::json::array(), liz).dump(), {24, 1, 24, 24, 1, 24, 24, 1, 24});
    CHECK_FALSE(r.logged("manual switch"));
    CHECK(r.result.end.pokemon[kTogekissAt].zone == Zone::bench);
    CHECK(r.logged("Liz's Garchomp used Struggle!"));
    bool noted = false;
    for (const std::string& n : r.prepared.round->notes) noted = noted || n.find("the orders for Togekiss") != std::string::npos;
    CHECK(noted);
  }
}

TEST_CASE("[2.5c] a position left empty by a faint is filled by the only Pokemon that can come in", "[sim][switching]") {
  nlohmann::json j = switching_battle(2, nlohmann::json::array(), "Lucario\nAura Sphere | Aura Sphere | Aura Sphere");
  j["teams"][0]["pokemon"][0]["zone"] = "bench";
  j["teams"][0]["pokemon"][0]["fainted"] = true;
  j["teams"][0]["pokemon"][0]["hp"] = 0;
  j["teams"][0]["pokemon"][2]["fainted"] = true;  // Togekiss too: Lucario is the only one left
  j["teams"][0]["pokemon"][2]["hp"] = 0;
  const Run r = run(j.dump(), {24, 1, 24, 24, 1, 24, 24, 1, 24});
  CHECK(r.logged("Liz's Lucario is sent out (the only Pokemon that can fill the position [2.5c])"));
  CHECK(r.result.end.pokemon[kLucarioAt].zone == Zone::active);
}

TEST_CASE("[2.5b] the trainer of a Phazing marker's creator becomes the starting player, written back to the battle", "[sim][switching]") {
  nlohmann::json j = switching_battle(2, {{{"name", "Phazing"}, {"creator", "Heracross"}}},
                                      "Sending out Lucario!\n\nLucario\nAura Sphere | Aura Sphere | Aura Sphere");
  j["starting_player"] = "Liz";
  const Run r = run(j.dump(), {24, 1, 24, 24, 1, 24, 24, 1, 24});
  CHECK(r.logged("Isaac becomes the round's starting player (its Pokemon created the Phazing marker [2.5b])"));
  CHECK(r.result.end.starting_player == 1);
  CHECK(battle_to_json(r.result.end, dex())["starting_player"] == "Isaac");
}

TEST_CASE("[2.5b] a marker put by an action records its creator: the next round's starting player", "[sim][switching]") {
  nlohmann::json j = nlohmann::json::parse(battle("", "", kGarchomp, "Heracross\nRoar | Megahorn | Megahorn"));
  j["teams"][1]["pokemon"][0]["moves"].push_back("Roar");
  j["moves"].push_back({{"name", "Roar"}, {"category", "Status"}, {"bap", "--"}, {"accuracy", "--"}, {"en_cost", 4},
                        {"effect_text", "Put a Phazing marker on the defender."}});
  const Run r = run(j.dump(), {1, 24, 1, 24, 1, 24, 1, 24, 1, 24});
  const Condition* marker = nullptr;
  for (const Condition& c : r.garchomp().conditions)
    if (c.name == "Phazing") marker = &c;
  REQUIRE(marker != nullptr);
  CHECK(marker->creator == "Heracross");
}

TEST_CASE("[11.3] a send-out naming a Fused Pokemon fuses its host and components by [11.3b]", "[sim][switching]") {
  // The handbook's example: Kyurem (40 HP, Life Orb) and Reshiram (95 HP, Paralysis with 1 counter,
  // Dragon Gem) fuse into Kyurem-White with 68 HP (67.5 rounded normally).
  nlohmann::json j = nlohmann::json::parse(battle("", "", "", "Heracross\nMegahorn | Megahorn | Megahorn"));
  j["round"] = 2;
  j["teams"][0]["pokemon"][0]["conditions"] = {{{"name", "Switching"}}};
  j["teams"][0]["pokemon"].push_back({{"species", "Kyurem"}, {"zone", "bench"}, {"hp", 40}, {"item", "Life Orb"}});
  j["teams"][0]["pokemon"].push_back({{"species", "Reshiram"}, {"zone", "bench"}, {"hp", 95}, {"item", "Dragon Gem"},
                                      {"conditions", {{{"name", "Paralysis"}, {"counters", 1}}}}});
  j["teams"][0]["key_items"] = {"Light Stone"};
  j["species_traits"] = {{{"name", "Kyurem-White"}, {"traits", "Fusion of Kyurem and Reshiram, using the Light Stone."}}};
  j["orders"][0]["post"] = "Go, Kyurem-White!\n\nKyurem-White\nStruggle | Struggle | Struggle";
  LoadResult loaded = load_battle(j.dump(), dex());
  REQUIRE(loaded.ok);
  const PrepareResult p = prepare_round(loaded.battle, dex());
  for (const auto& d : p.diagnostics.items()) UNSCOPED_INFO(message_of(d));
  REQUIRE(p.round);
  const Battle& after = p.round->start;
  const Pokemon& fused = after.pokemon[1];
  CHECK(fused.species_name == "Kyurem-White");
  CHECK(fused.zone == Zone::active);
  CHECK(fused.hp == 68);
  CHECK(fused.item == "Life Orb");
  CHECK(fused.has("Paralysis"));
  CHECK(after.pokemon[2].zone == Zone::unselected);
  bool logged = false;
  for (const std::string& line : p.round->switching) logged = logged || line.find("fuses into Kyurem-White") != std::string::npos;
  CHECK(logged);
  // Without the key item the send-out can't be a Fusion.
  j["teams"][0]["key_items"] = nlohmann::json::array();
  LoadResult without = load_battle(j.dump(), dex());
  REQUIRE(without.ok);
  const PrepareResult q = prepare_round(without.battle, dex());
  CHECK((q.round == nullptr || q.round->start.pokemon[1].species_name == "Kyurem"));
  CHECK(read_fusion_trait("Has the command Forme Shift.") == std::nullopt);
  const auto t = read_fusion_trait("Fusion of Necrozma and Solgaleo, using the N-Solarizer.");
  REQUIRE(t);
  CHECK(t->species == std::vector<std::string>{"Necrozma", "Solgaleo"});
  CHECK(t->key_item == "N-Solarizer");
}
