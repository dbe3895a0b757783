// The engine's arithmetic against numbers computed by hand from the handbook: [1.2b] rounding,
// [8.10] damage steps, [8.10k] multi-hit rounding, [5.6] Speed stages, and the RNG's algorithm.
#include "sim/damage.hpp"
#include "sim/rng.hpp"

#include <bbp/dex.hpp>

#include <catch2/catch.hpp>

using namespace bbp;
using namespace bbp::sim;

TEST_CASE("[1.2b] the Garchomp rounding example: 9 x1.5 rounded up is 14; x1.5 x0.5 is 6.75, rounded once, 7",
          "[sim][damage]") {
  const RankModifier item{3, 2, RankModifier::Round::up};
  const RankModifier burn{1, 2};
  CHECK(modified_rank(9, {item}) == 14);
  CHECK(modified_rank(9, {item, burn}) == 7);
  // Burn alone: 4.5 rounds normally, half away from zero, to 5 ([1.2b]).
  CHECK(modified_rank(9, {burn}) == 5);
  CHECK(modified_rank(8, {burn}) == 4);
  // Round down wins only when nothing says up.
  CHECK(modified_rank(9, {RankModifier{1, 2, RankModifier::Round::down}}) == 4);
}

TEST_CASE("[1.2b] rounding normally: halves go away from zero", "[sim][damage]") {
  CHECK(round_normally_hundredths(50) == 1);
  CHECK(round_normally_hundredths(49) == 0);
  CHECK(round_normally_hundredths(1350) == 14);
  CHECK(round_normally_hundredths(-250) == -3);
}

TEST_CASE("[8.10] main hit: BAP + STAB + ranks, times effectiveness (Garchomp's Earthquake on Heracross)", "[sim][damage]") {
  // Ground on Bug/Fighting: one resistance → x0.75 ([5.3b], [8.5]).
  const Dex& d = dex();
  const EntryId ground = d.resolve(Kind::type, "Ground").id;
  const std::vector<EntryId> heracross{d.resolve(Kind::type, "Bug").id, d.resolve(Kind::type, "Fighting").id};
  REQUIRE(d.bbp_effectiveness(ground, heracross) == Approx(0.75));
  DamageInput in;
  in.bap = 10;
  in.stab = 3;          // Garchomp is Ground-type
  in.attack_rank = 9;      // Garchomp Attack rank 9 ([1.2b] example, [5.6])
  in.defense_rank = 6;     // Heracross Defense: floor(75/15)+1
  in.effectiveness_pct = 75;
  // (10 + 3 + 9 − 6) = 16 × 0.75 = 12.
  CHECK(compute_damage(in, 1).total == 12);
  // [8.10h] +2 Attack stage: + 4 × 2 = 20.
  in.attack_stage = 2;
  CHECK(compute_damage(in, 1).total == 20);
  // −1 difference: − 3 × 1 = 9.
  in.attack_stage = 0;
  in.defense_stage = 1;
  CHECK(compute_damage(in, 1).total == 9);
  // [8.8]/[8.10d] a critical single hit adds 3: (16 + 3) × 0.75 = 14.25 → 14, and with critical
  // stage 1+ the defender's positive Defense stage is treated as 0.
  in.crits = {true};
  in.crit_stage = 0;
  CHECK(compute_damage(in, 1).total == 11);  // 14.25 − 3 = 11.25 → 11
  in.crit_stage = 1;
  CHECK(compute_damage(in, 1).total == 14);
}

TEST_CASE("[8.10k] three hits of 4.5 deal 13.5, rounded last to 14 (not 4 x 3 = 12)", "[sim][damage]") {
  DamageInput in;
  in.bap = 3;
  in.hits = 3;
  in.effectiveness_pct = 150;  // each hit 3 × 1.5 = 4.5; ranks equal, no STAB
  in.attack_rank = 5;
  in.defense_rank = 5;
  CHECK(compute_damage(in, 3).total == 14);
  // [8.8] critical bonus by maximum hit count: 3, 2 (2–3 hits), 1 (4+).
  CHECK(critical_bonus(1) == 3);
  CHECK(critical_bonus(3) == 2);
  CHECK(critical_bonus(5) == 1);
}

TEST_CASE("[8.10k] every hit deals at least one damage; fixed damage skips every other step", "[sim][damage]") {
  DamageInput in;
  in.bap = 2;
  in.attack_rank = 1;
  in.defense_rank = 10;
  CHECK(compute_damage(in, 1).total == 1);
  in.fixed = true;
  in.bap = 20;
  in.stab = 3;
  CHECK(compute_damage(in, 1).total == 20);
}

TEST_CASE("RNG: splitmix64 and xoshiro256** are the published algorithms; a die is within its faces", "[sim][rng]") {
  std::uint64_t state = 0;
  CHECK(splitmix64(state) == 0xE220A8397B1DCDAFull);  // splitmix64's first output from state 0
  Rng a(42), b(42), c(43);
  CHECK(a.tag() == "xoshiro256**:42");
  bool differs = false;
  for (int i = 0; i < 1000; ++i) {
    const int x = a.roll(24);
    CHECK(x == b.roll(24));
    differs = differs || x != c.roll(24);
    REQUIRE(x >= 1);
    REQUIRE(x <= 24);
  }
  CHECK(differs);
  // Every face of a d6 comes up over many rolls (a biased or off-by-one die would miss one).
  Rng d(7);
  int seen[7] = {};
  for (int i = 0; i < 600; ++i) ++seen[d.roll(6)];
  for (int f = 1; f <= 6; ++f) CHECK(seen[f] > 50);
}

#include "sim/effects.hpp"

TEST_CASE("[7.6a] stage sentences compile into effect records; other sentences stay text", "[sim][effects]") {
  const auto a = compile_effects("Raise the user's Attack stage by two (2).");
  REQUIRE(a.size() == 1);
  REQUIRE(a[0].stage);
  CHECK(a[0].stage->who == Who::self);
  CHECK(a[0].stage->by == 2);
  CHECK(a[0].stage->turns == -1);
  CHECK(a[0].stage->stages == std::vector<StageId>{kAtk});
  const auto b = compile_effects(
      "A strong attack.\nLower the user's Defense and Special Defense stages by one (1) each for their next three (3) turns.");
  REQUIRE(b.size() == 2);
  CHECK_FALSE(b[0].stage);
  REQUIRE(b[1].stage);
  CHECK(b[1].stage->by == -1);
  CHECK(b[1].stage->turns == 3);
  CHECK(b[1].stage->stages == std::vector<StageId>{kDef, kSpd});
  // Aim's data line ("Accuracy Work" patch).
  const auto c = compile_effects("Raise the user's Accuracy stage by two (2) for their next six (6) turns.");
  REQUIRE(c.size() == 1);
  REQUIRE(c[0].stage);
  CHECK(c[0].stage->turns == 6);
  CHECK(c[0].stage->stages == std::vector<StageId>{kAcc});
  const auto d = compile_effects("Lower the defender's Attack, Defense, and Speed stages by 1.");
  REQUIRE(d[0].stage);
  CHECK(d[0].stage->who == Who::defender);
  CHECK(d[0].stage->stages.size() == 3);
  CHECK_FALSE(compile_effects("Inflict Paralysis with two (2) counters on the defender.")[0].stage);
}

TEST_CASE("[7] condition sentences compile: 'Inflict X on the user/defender', counters, a duration", "[sim][effects]") {
  const auto a = compile_effects("Inflict Paralysis with two (2) counters on the defender.");
  REQUIRE(a.size() == 1);
  REQUIRE(a[0].inflict);
  CHECK(a[0].inflict->condition == "Paralysis");
  CHECK(a[0].inflict->who == Who::defender);
  CHECK(a[0].inflict->counters == 2);
  // Rest's first sentence (2023 Status Revision).
  const auto b = compile_effects("Inflict Sleep on the user for three (3) steps (not turns).");
  REQUIRE(b[0].inflict);
  CHECK(b[0].inflict->who == Who::self);
  CHECK(b[0].inflict->duration == 3);
  CHECK(b[0].inflict->unit == "steps");
  const auto c = compile_effects("Inflict regular Poison on the defender with 3 counters.");
  REQUIRE(c[0].inflict);
  CHECK(c[0].inflict->condition == "regular Poison");
  CHECK(c[0].inflict->counters == 3);
  // No target, or a target the engine does not know, or more after it: left as text.
  CHECK_FALSE(compile_effects("Inflict Burn.")[0].compiled());
  CHECK_FALSE(compile_effects("Inflict Sleep on the attacker until the end of their next turn.")[0].compiled());
  CHECK_FALSE(compile_effects("Inflict Burn on the defender if it is raining.")[0].compiled());
}

TEST_CASE("[8.10j] two or more targets: x2 /3 before the per-hit minimum; only the total is rounded", "[sim][damage]") {
  DamageInput in;
  in.bap = 10;
  in.stab = 3;
  in.attack_rank = 9;
  in.defense_rank = 6;
  in.effectiveness_pct = 75;
  in.spread = true;
  // 16 × 0.75 = 12 × 2/3 = 8.
  CHECK(compute_damage(in, 1).total == 8);
  // 11 × 2/3 = 7.33 → 7; 10 × 2/3 = 6.67 → 7.
  in.stab = 0;
  in.effectiveness_pct = 100;
  in.bap = 8;
  CHECK(compute_damage(in, 1).total == 7);
  in.defense_rank = 7;
  CHECK(compute_damage(in, 1).total == 7);
  // Three hits of 1 × 2/3 = 0.67 each: each is raised to 1 ([8.10k]), 3 in all.
  DamageInput small;
  small.bap = 1;
  small.hits = 3;
  small.spread = true;
  CHECK(compute_damage(small, 3).total == 3);
  // Two hits of 5 × 2/3 = 3.33: 6.67 in all, rounded once to 7 (not 3 + 3).
  DamageInput two;
  two.bap = 5;
  two.hits = 2;
  two.spread = true;
  CHECK(compute_damage(two, 2).total == 7);
}
