// Match rules as challenges state them, and the §1.3 defaults derived from them.
#include "grammar/match_rules.hpp"

#include <bbp/match_rules.hpp>

#include <catch2/catch.hpp>

#include <limits>
#include <tao/pegtl/contrib/analyze.hpp>

using namespace bbp;
using namespace bbp::rules;

namespace {
MatchRules read(std::string_view text) {
  auto r = parse(text);
  INFO(text);
  for (const auto& d : r.diagnostics.items()) INFO(message_of(d));
  CHECK(r.diagnostics.items().empty());
  return resolve(r.stated);
}
}  // namespace

TEST_CASE("[1.3] match rules grammar has no left recursion or empty loops", "[match_rules]") {
  CHECK(tao::pegtl::analyze<bbp::grammar::match_rules::item>() == 0);
}

TEST_CASE("[1.3] defaults with nothing stated", "[match_rules]") {
  const MatchRules r = resolve({});
  CHECK(r.match_type == MatchType::singles);
  CHECK(r.team_size == 3);
  CHECK(r.selection_size == 5);
  CHECK(r.step_count == 3);
  CHECK(r.battle_level == 4);
  CHECK(r.substitution_count == 4);
  CHECK(r.switching);
  CHECK(r.technique_control == 2);
  CHECK(r.backpack_size == 10);
  CHECK(r.dq_hours == 48);
  CHECK(r.recovery_count == 2);
  CHECK(r.chill_count == 5);
  CHECK(r.advanced_techniques == "All");
  CHECK(r.arena == "BBP Arena");
}

TEST_CASE("[1.3] compact bring/pick and match type: B4P2 Singles Lvl 3", "[match_rules]") {
  const MatchRules r = read("B4P2 Singles Lvl 3");
  CHECK(r.selection_size == 4);
  CHECK(r.team_size == 2);
  CHECK(r.match_type == MatchType::singles);
  CHECK(r.battle_level == 3);
  CHECK(r.substitution_count == 4);       // min(3 + 2, 4)
  CHECK(r.advanced_techniques == "None");  // Battle Level below 4
  CHECK(r.technique_control == 1);         // ceil(2 / 2)
  CHECK(r.backpack_size == 7);
  CHECK_FALSE(r.staked);
}

TEST_CASE("[1.3] derived defaults follow the stated rules", "[match_rules]") {
  SECTION("Lvl 1 B1P1: one Pokemon, no switching, 3 subs") {
    const MatchRules r = read("Lvl 1 B1P1");
    CHECK(r.team_size == 1);
    CHECK(r.selection_size == 1);
    CHECK_FALSE(r.switching);                // Off if the Team Size is 1
    CHECK(r.substitution_count == 3);        // Battle Level + 2
  }
  SECTION("Doubles: 2 steps") { CHECK(read("b3p2 Doubles").step_count == 2); }
  SECTION("Triples: 1 step") { CHECK(read("3v3 Triples").step_count == 1); }
  SECTION("Bring 5, Pick 3 Singles") {
    const MatchRules r = read("Bring 5, Pick 3 Singles");
    CHECK(r.selection_size == 5);
    CHECK(r.team_size == 3);
  }
  SECTION("3v3 Singles") {
    const MatchRules r = read("3v3 Singles");
    CHECK(r.team_size == 3);
    CHECK(r.selection_size == 5);
  }
}

TEST_CASE("[1.3] key: value, key - value and value key forms", "[match_rules]") {
  const MatchRules r = read(
      "Switch: OK\nDQ: 1 week\nArena: Sky Pillar, a windy tower\nBattle Level 3\n"
      "Step Count - 2\n2 subs\nRecoveries = 1\nChills: 3\nHalf-Start Rule: On\nSpecies Restriction: off\n"
      "Team Size: 4\nTechnique Control: 2\nBackpack: 9\nLifelines: 1\nAbility Count: 1\nUnstaked");
  CHECK(r.switching);
  CHECK(r.dq_hours == 168);
  CHECK(r.arena == "Sky Pillar, a windy tower");
  CHECK(r.battle_level == 3);
  CHECK(r.step_count == 2);
  CHECK(r.substitution_count == 2);
  CHECK(r.recovery_count == 1);
  CHECK(r.chill_count == 3);
  CHECK(r.half_start);
  CHECK_FALSE(r.species_restriction);
  CHECK(r.team_size == 4);
  CHECK(r.technique_control == 2);
  CHECK(r.backpack_size == 9);
  CHECK(r.lifeline_uses == 1);
  CHECK(r.ability_count == "1");
  CHECK_FALSE(r.staked);
  CHECK(read("48h DQ").dq_hours == 48);
  CHECK(read("DQ: 3 days").dq_hours == 72);
  CHECK_FALSE(read("No switching").switching);
  CHECK(read("Switching: okay").switching);
  CHECK_FALSE(read("Switching: not allowed").switching);
  CHECK(read("Lvl. 2").battle_level == 2);
  CHECK(read("Match Type: Doubles").match_type == MatchType::doubles);
  // A key written against its number, "BL" for the Battle Level, and the held items a trainer
  // brings ("Items: 2") as the Backpack Size.
  CHECK(read("BL3").battle_level == 3);
  CHECK(read("BL 2").battle_level == 2);
  CHECK(read("Lvl1").battle_level == 1);
  CHECK(read("Lv.2").battle_level == 2);
  CHECK(read("Items: 2").backpack_size == 2);
  CHECK(read("5 held items").backpack_size == 5);
}

TEST_CASE("[1.3] an unknown 'key: value' pair is reported once, as the pair (BBP4001)", "[match_rules]") {
  const std::string text = "Weather: none, Terrain = Grassy Terrain";
  auto r = parse(text);
  REQUIRE(r.diagnostics.items().size() == 2);
  for (const Diagnostic& d : r.diagnostics.items()) CHECK(d.id == DiagId::unknown_match_rule);
  const Span first = r.diagnostics.items()[0].span;
  CHECK(text.substr(first.begin, first.size()) == "Weather: none");
  // A number too large to read is a bad value, never dropped in silence (nor multiplied past an
  // int: "DQ: 999999999 weeks").
  for (const char* huge : {"BL99999999999999999999", "Battle Level 99999999999999999999", "DQ: 999999999 weeks",
                           "DQ: 99999999999999"}) {
    INFO(huge);
    auto h = parse(huge);
    REQUIRE(h.diagnostics.items().size() == 1);
    CHECK(h.diagnostics.items()[0].id == DiagId::bad_match_rule_value);
  }
  // A glued word that is no key stays unknown: "BLAH3" is no Battle Level.
  CHECK(parse("BLAH3").diagnostics.items().size() == 1);
}

TEST_CASE("[1.3] facts keep their spans in source coordinates", "[match_rules]") {
  const std::string text = "Rules:\nB4P2 Singles";
  auto r = parse(std::string_view(text).substr(7), 7);
  REQUIRE(r.facts.size() == 3);
  CHECK(text.substr(r.facts[0].span.begin, r.facts[0].span.size()) == "B4P2");
  CHECK(text.substr(r.facts[2].span.begin, r.facts[2].span.size()) == "Singles");
}

TEST_CASE("[1.3] out-of-range values are errors citing the allowed range (BBP4003)", "[match_rules]") {
  auto r = parse("Battle Level 7, 5 steps");
  REQUIRE(r.diagnostics.items().size() == 2);
  CHECK(r.diagnostics.items()[0].id == DiagId::match_rule_out_of_range);
  CHECK(r.diagnostics.items()[1].id == DiagId::match_rule_out_of_range);
  CHECK_FALSE(r.stated.battle_level.has_value());
  CHECK_FALSE(r.stated.step_count.has_value());
}

TEST_CASE("[1.3] a rule stated twice with different values is a conflict (BBP4004)", "[match_rules]") {
  auto r = parse("B4P2, Pick 3");
  REQUIRE(r.diagnostics.items().size() == 1);
  const Diagnostic& d = r.diagnostics.items()[0];
  CHECK(d.id == DiagId::conflicting_match_rule);
  REQUIRE(d.labels.size() == 1);
  CHECK(d.labels[0].span.begin == 0);
  CHECK(*r.stated.team_size == 3);
}

TEST_CASE("[1.3] bad values and unknown words are reported, lenient mode stays quiet (BBP4001, BBP4002)",
          "[match_rules]") {
  auto r = parse("Switch: maybe\nGravity everywhere");
  REQUIRE(r.diagnostics.items().size() == 3);
  CHECK(r.diagnostics.items()[0].id == DiagId::bad_match_rule_value);
  CHECK(r.diagnostics.items()[1].id == DiagId::unknown_match_rule);
  CHECK(r.diagnostics.items()[2].id == DiagId::unknown_match_rule);
  auto quiet = parse("Hello there, I'd like a B3P2 Doubles match!\nSee you", 0, ParseOptions{true});
  CHECK(quiet.diagnostics.items().empty());
  CHECK(*quiet.stated.team_size == 2);
  CHECK(*quiet.stated.match_type == MatchType::doubles);
}

TEST_CASE("[1.3] pathological input is read in one pass", "[match_rules]") {
  std::string big(200000, ':');
  big += std::string(200000, ',');
  auto r = parse(big, 0, ParseOptions{true});
  CHECK(r.facts.empty());
}

TEST_CASE("[1.3] merging stated rules: what the second states wins, the rest is kept", "[match_rules]") {
  StatedRules base = parse("B4P2 Doubles, DQ: 1 week").stated;
  const StatedRules over = parse("Lvl 2, Pick 3").stated;
  merge(base, over);
  CHECK(*base.team_size == 3);
  CHECK(*base.selection_size == 4);
  CHECK(*base.battle_level == 2);
  CHECK(*base.match_type == MatchType::doubles);
  CHECK(*base.dq_hours == 168);
}

TEST_CASE("match rules that are not UTF-8 → BBP1001 at the byte, nothing read (fuzz finding)", "[match_rules][fuzz]") {
  // tests/fuzz/regressions/match_rules/invalid-utf8-in-technique-list: the 0xB7 ended up in a
  // free-text value and made the JSON of the rules unprintable.
  const std::string text = "B3i2P techniqueS Sing SP\xB7";
  const ParseResult r = parse(text, 10);
  REQUIRE(r.diagnostics.items().size() == 1);
  CHECK(r.diagnostics.items()[0].id == DiagId::invalid_utf8);
  CHECK(r.diagnostics.items()[0].span == Span{10 + text.size() - 1, 10 + text.size()});
  CHECK_FALSE(r.stated.match_type.has_value());
  CHECK_NOTHROW(to_json(resolve(r.stated)).dump());
}

TEST_CASE("[1.3] defaults derived from a huge stated Team Size do not overflow (fuzz finding)", "[match_rules][fuzz]") {
  // tests/fuzz/regressions/match_rules/team-size-times-three-overflows: Backpack Size defaults to
  // Team Size * 3 + 1, which overflowed int for "P888888888" (UBSan).
  StatedRules s;
  s.team_size = 888888888;
  const MatchRules r = resolve(s);
  CHECK(r.backpack_size == std::numeric_limits<int>::max());
  CHECK(r.selection_size == 888888890);
  CHECK(r.technique_control == 444444444);
  s.team_size = std::numeric_limits<int>::max();
  CHECK(resolve(s).selection_size == std::numeric_limits<int>::max());
}
