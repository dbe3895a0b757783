// [9.1] BBP4040: an order set for a Pokemon the context does not list on the poster's team, and
// the header forms that do name one of the poster's Pokemon.
#include <bbp/context.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include "one_sub_lint.hpp"

#include <string>

using namespace bbp;
using bbp::test::diag_count;

namespace {

// Liz: Triantis the Scyther, a Lucario without a nickname. Isaac: Heracross, Weavile called Claws.
BattleContext liz_and_isaac() {
  const auto r = parse_context(R"({"rules": {"match_type": "singles", "battle_level": 4},
   "teams": [
     {"trainer": "Liz", "pokemon": [{"species": "Scyther", "nickname": "Triantis", "zone": "active"},
                                    {"species": "Lucario", "zone": "bench"}]},
     {"trainer": "Isaac", "pokemon": [{"species": "Heracross", "zone": "active"},
                                      {"species": "Weavile", "nickname": "Claws", "zone": "bench"}]}],
   "poster": "Liz"})");
  REQUIRE(r.ok);
  return r.context;
}

}  // namespace

TEST_CASE("[9.1] BBP4040 orders for another trainer's Pokemon or a species the team lacks", "[lint][linter]") {
  const BattleContext ctx = liz_and_isaac();
  // Before: each was an order set like any other, with no word.
  for (const char* post : {"Heracross\nClose Combat - Close Combat - Close Combat\n",
                           "Claws: Ice Shard - Ice Shard - Ice Shard\n",
                           "[b]Gardevoir[/b]\nMoonblast - Moonblast - Moonblast\n",
                           "Ralts the Gardevoir\nMoonblast - Moonblast - Moonblast\n"}) {
    INFO(post);
    CHECK(diag_count(lint::lint(post, ctx), DiagId::orders_for_other_pokemon) == 1);
  }
  const auto other = lint::lint("Claws: Ice Shard - Ice Shard - Ice Shard\n", ctx);
  for (const Diagnostic& d : other.diagnostics.items())
    if (d.id == DiagId::orders_for_other_pokemon) CHECK(std::string(message_of(d)).find("Isaac's team") != std::string::npos);
}

TEST_CASE("[9.1] BBP4040 is not reported for the poster's Pokemon, however the header names it", "[lint][linter]") {
  const BattleContext ctx = liz_and_isaac();
  for (const char* post : {"Triantis\nSwords Dance - X-Scissor - X-Scissor\n", "Scyther\nSwords Dance - X-Scissor - X-Scissor\n",
                           "Lucario\nClose Combat - Close Combat - Close Combat\n",
                           // a nickname the context does not give: the Lucario may be called so
                           "Aura\nClose Combat - Close Combat - Close Combat\n",
                           "Lucy the Lucario\nClose Combat - Close Combat - Close Combat\n"}) {
    INFO(post);
    CHECK(diag_count(lint::lint(post, ctx), DiagId::orders_for_other_pokemon) == 0);
  }
  // A forme and its base species are the same Pokemon to a header.
  BattleContext rotom = ctx;
  rotom.teams[0].pokemon[1].species = "Rotom-Wash";
  CHECK(diag_count(lint::lint("Rotom\nHydro Pump - Hydro Pump - Hydro Pump\n", rotom), DiagId::orders_for_other_pokemon) == 0);
  // Without the poster, or without a context, nothing is checked.
  BattleContext anyone = ctx;
  anyone.poster.clear();
  CHECK(diag_count(lint::lint("Gardevoir\nMoonblast - Moonblast - Moonblast\n", anyone), DiagId::orders_for_other_pokemon) == 0);
  CHECK(diag_count(lint::lint("Gardevoir\nMoonblast - Moonblast - Moonblast\n", BattleContext{}),
              DiagId::orders_for_other_pokemon) == 0);
}

TEST_CASE("[9.1] a nickname none of the poster's Pokemon has is BBP4040 only when each has a nickname", "[lint][linter]") {
  BattleContext ctx = liz_and_isaac();
  CHECK(diag_count(lint::lint("Blade\nSwords Dance - X-Scissor - X-Scissor\n", ctx), DiagId::orders_for_other_pokemon) == 0);
  ctx.teams[0].pokemon[1].nickname = "Aura";
  CHECK(diag_count(lint::lint("Blade\nSwords Dance - X-Scissor - X-Scissor\n", ctx), DiagId::orders_for_other_pokemon) == 1);
}

TEST_CASE("[9.1] 'Lucy the Lucario' is the poster's Lucario when the context gives it no nickname", "[lint][linter]") {
  // Before: a header with a nickname matched the context only by that nickname, so the Lucario's
  // movepool and level were not used.
  BattleContext ctx = liz_and_isaac();
  ctx.teams[0].pokemon[1].moves = std::vector<std::string>{"Close Combat", "Swords Dance"};
  const auto r = lint::lint("Lucy the Lucario\nClose Combat - Swords Dance - Aura Sphere\n", ctx);
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].context_pokemon == 1);
  // A forme is its base species to the header: "Rotom" is the context's Rotom-Wash.
  ctx.teams[0].pokemon[1].species = "Rotom-Wash";
  const auto rotom = lint::lint("Rotom\nHydro Pump - Hydro Pump - Hydro Pump\n", ctx);
  REQUIRE(rotom.order_sets.size() == 1);
  CHECK(rotom.order_sets[0].context_pokemon == 1);
}
