// [11.4] Mega Evolution in the engine (src/sim/mega_evolution.cpp): ordered on its own line or as
// the prefix of an action, performed at the start of the Battling Phase with the right Mega Stone;
// the forme's species, types, ability and stats; the Pokemon still answers to its species' name.
#include "sim_test_support.hpp"

#include <string>

using namespace bbp;
using namespace bbp::sim;
using namespace bbp::sim::test;

namespace {

std::string scizor_battle(std::string_view item, std::string_view liz_post, std::string_view isaac_post) {
  nlohmann::json j = {
      {"rules", {{"match_type", "singles"}, {"step_count", 3}}},
      {"teams",
       {{{"trainer", "Liz"}, {"pokemon", {{{"species", "Scizor"}, {"zone", "active"}, {"item", item}, {"moves", {"X-Scissor"}}}}}},
        {{"trainer", "Isaac"}, {"pokemon", {{{"species", "Heracross"}, {"zone", "active"}, {"moves", {"Megahorn", "Close Combat"}}}}}}}},
      {"moves",
       {{{"name", "X-Scissor"}, {"type", "Bug"}, {"category", "Physical"}, {"bap", 8}, {"accuracy", 100}, {"en_cost", 5}},
        {{"name", "Megahorn"}, {"type", "Bug"}, {"category", "Physical"}, {"bap", 12}, {"accuracy", 85}, {"en_cost", 8}},
        {{"name", "Close Combat"}, {"type", "Fighting"}, {"category", "Physical"}, {"bap", 12}, {"accuracy", 100}, {"en_cost", 8}}}},
      {"orders", {{{"trainer", "Liz"}, {"post", liz_post}}, {{"trainer", "Isaac"}, {"post", isaac_post}}}}};
  return j.dump();
}

const Pokemon& scizor(const Run& r) { return r.prepared.round->start.pokemon[0]; }

/// Scizor holding `item` with `liz_post`, against three Megahorns; six attacks that hit.
Run scizor_round(std::string_view item, std::string_view liz_post) {
  return run(scizor_battle(item, liz_post, "Heracross\nMegahorn | Megahorn | Megahorn"), plain_dice(6));
}

}  // namespace

TEST_CASE("[11.4] 'Mega Evolve!' with the Mega Stone: the Mega Forme's species, types, ability and stats; HP kept", "[sim][mega]") {
  const Run plain = scizor_round("Scizorite", "Scizor\nX-Scissor | X-Scissor | X-Scissor");
  const Run mega = scizor_round("Scizorite", "Scizor\nMega Evolve!\nX-Scissor | X-Scissor | X-Scissor");
  CHECK(scizor(plain).species_name == "Scizor");
  CHECK(scizor(mega).species_name == "Scizor-Mega");
  CHECK(scizor(mega).ability == "Technician");
  CHECK(scizor(mega).stats.attack > scizor(plain).stats.attack);  // base 150 against 130
  CHECK(scizor(mega).stats.hp == scizor(plain).stats.hp);
  CHECK(mega.logged("Liz's Scizor Mega Evolves into Scizor-Mega! [11.4]"));
}

TEST_CASE("[11.4] 'Mega Evolve' as the prefix of the first action orders it too; the action is still performed", "[sim][mega]") {
  const Run r = scizor_round("Scizorite", "Scizor\nMega Evolve X-Scissor | X-Scissor | X-Scissor");
  CHECK(scizor(r).species_name == "Scizor-Mega");
  CHECK(r.logged("used X-Scissor!"));
  CHECK_FALSE(r.logged("a Terastal prefix"));  // the prefix is no unsimulated technique
}

TEST_CASE("[11.4] no Mega Evolution without the species' Mega Stone", "[sim][mega]") {
  const Run r = scizor_round("Heracronite", "Scizor\nMega Evolve!\nX-Scissor | X-Scissor | X-Scissor");
  CHECK(scizor(r).species_name == "Scizor");
  CHECK(r.logged("can't Mega Evolve: Heracronite is not Scizor's Mega Stone"));
}

TEST_CASE("[11.4] a Mega Evolved Pokemon still answers to its species' name in substitutions", "[sim][mega][sub]") {
  const std::string isaac =
      "Heracross\nMegahorn | Megahorn | Megahorn\nAt the start of the step, IF Scizor is to use X-Scissor, THEN use Close Combat.\n";
  const Run r = run(scizor_battle("Scizorite", "Scizor\nMega Evolve!\nX-Scissor | X-Scissor | X-Scissor", isaac), plain_dice(6));
  CHECK(r.result.triggers.size() == 3);
}
