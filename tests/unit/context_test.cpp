// The battle context JSON (docs/context.md).
#include <bbp/context.hpp>

#include <catch2/catch.hpp>

using namespace bbp;

TEST_CASE("context: the documented shape reads completely", "[context]") {
  const auto r = parse_context(R"({"rules": {"match_type": "singles", "battle_level": 4, "step_count": 3,
     "substitution_count": 4, "species_restriction": true, "staked": true},
   "teams": [
     {"trainer": "Liz", "pokemon": [
        {"species": "Scyther", "nickname": "Triantis", "zone": "active", "level": 4,
         "moves": ["Swords Dance", "X-Scissor"]},
        {"species": "Lucario", "zone": "bench"}]},
     {"trainer": "Isaac", "pokemon": [{"species": "Heracross", "zone": "active"}]}],
   "poster": "Liz", "recipient": "Triantis", "extra": {"ignored": true}})");
  REQUIRE(r.ok);
  CHECK(r.diagnostics.items().empty());
  const BattleContext& c = r.context;
  CHECK(c.rules.battle_level == 4);
  CHECK(c.rules.staked);
  REQUIRE(c.teams.size() == 2);
  REQUIRE(c.team_of("Liz") != nullptr);
  const PokemonContext& triantis = c.team_of("Liz")->pokemon[0];
  CHECK(triantis.species == "Scyther");
  CHECK(triantis.zone == Zone::active);
  REQUIRE(triantis.moves.has_value());
  CHECK(triantis.moves->size() == 2);
  CHECK(c.team_of("Liz")->pokemon[1].zone == Zone::bench);
  CHECK(c.poster == "Liz");
  CHECK(c.recipient == "Triantis");
}

TEST_CASE("context: every field is optional and the §1.3 defaults apply", "[context]") {
  const auto r = parse_context("{}");
  REQUIRE(r.ok);
  CHECK_FALSE(r.context.has_rules);
  CHECK(r.context.rules.substitution_count == 4);
  CHECK(r.context.rules.step_count == 3);
}

TEST_CASE("context: rules may be a match-rules string", "[context]") {
  const auto r = parse_context(R"({"rules": "B4P2 Doubles Lvl 2"})");
  REQUIRE(r.ok);
  CHECK(r.context.rules.match_type == rules::MatchType::doubles);
  CHECK(r.context.rules.step_count == 2);
  CHECK(r.context.rules.substitution_count == 4);
  CHECK(r.context.rules.team_size == 2);
}

TEST_CASE("context: malformed JSON is BBP1021 with the byte offset", "[context]") {
  const std::string text = "{\"rules\": {\"battle_level\": 4,, }";
  const auto r = parse_context(text);
  CHECK_FALSE(r.ok);
  REQUIRE(r.diagnostics.items().size() == 1);
  CHECK(r.diagnostics.items()[0].id == DiagId::context_invalid_json);
  CHECK(r.diagnostics.items()[0].span.begin == text.find(",,") + 1);  // the second comma
}

TEST_CASE("context: wrong types and values are BBP1022 naming the field", "[context]") {
  const auto r = parse_context(R"({"rules": {"battle_level": 9}, "teams": [{"trainer": "A", "pokemon": [{"zone": "sky"}]}]})");
  CHECK_FALSE(r.ok);
  REQUIRE(r.diagnostics.items().size() == 2);
  CHECK(r.diagnostics.items()[0].id == DiagId::context_bad_field);
  CHECK(std::string(message_of(r.diagnostics.items()[0])).find("rules.battle_level") != std::string::npos);
  CHECK(std::string(message_of(r.diagnostics.items()[1])).find("teams[0].pokemon[0].zone") != std::string::npos);
}

TEST_CASE("context: deep JSON nesting does not crash", "[context]") {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  const auto r = parse_context(deep);
  CHECK_FALSE(r.ok);
}

TEST_CASE("context: a number too large for a double → BBP1021, not an exception (fuzz finding)", "[context][fuzz]") {
  // tests/fuzz/regressions/context/number-overflow-throws: nlohmann throws out_of_range (not
  // parse_error) for "30E701"; parse_context let it escape.
  ContextParseResult r;
  REQUIRE_NOTHROW(r = parse_context(R"({"rules": {"battle_level": 30E701}})"));
  CHECK_FALSE(r.ok);
  REQUIRE(r.diagnostics.items().size() == 1);
  CHECK(r.diagnostics.items()[0].id == DiagId::context_invalid_json);
  CHECK(r.diagnostics.items()[0].message.find("number overflow") != std::string::npos);
}
