// [10.5a] condition-creation timings name one condition, or a Major Status, a Screen, a Hazard, a
// Weather or a Terrain: a name nothing knows is reported as not judged (BBP3027), never passed
// silently; the names the engine can watch are the names the linter accepts (condition_groups.cpp).
#include <bbp/context.hpp>
#include <bbp/lint.hpp>
#include <bbp/substitution.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>

using namespace bbp;

namespace {

lint::LintResult run(const std::string& sub) { return lint::lint(sub + "\n", BattleContext{}); }

bool has(const lint::LintResult& r, DiagId id) {
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 1);
  const auto& ix = r.order_sets[0].substitutions[0].diagnostics;
  return std::any_of(ix.begin(), ix.end(), [&](std::size_t i) { return r.diagnostics.items()[i].id == id; });
}

/// Each of `subs` is legal and raises none of `absent`.
void check_legal_without(std::initializer_list<const char*> subs, std::initializer_list<DiagId> absent) {
  for (const char* sub : subs) {
    INFO(sub);
    const auto r = run(sub);
    for (DiagId id : absent) CHECK_FALSE(has(r, id));
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
}

}  // namespace

TEST_CASE("[10.5a] BBP3027: a created condition bbpref does not know is not judged", "[lint][linter]") {
  for (const char* unknown : {"When you are Frobnicated, IF possible, THEN use Roost.",
                              "When Glorp is created, IF possible, THEN use Roost.",
                              "When you are inflicted with Glorp, IF possible, THEN use Roost.",
                              "IF Heracross gets a boost, THEN use Roost."}) {
    INFO(unknown);
    const auto r = run(unknown);
    // Not judged, so not called illegal: the warning says what bbpref could not check.
    CHECK(has(r, DiagId::unknown_condition));
  }
  check_legal_without({"When you are Burned, IF possible, THEN use Refresh.",
                       "When you fall asleep, IF possible, THEN use Sleep Talk.",
                       "When Stealth Rock is set on your side, IF possible, THEN use Defog.",
                       "When a Hazard is created on your team, IF possible, THEN use Defog.",
                       "When a Weather is created, IF possible, THEN use Roost.",
                       "When Sun is summoned, IF possible, THEN use Solar Beam.",
                       "When you are inflicted with a Major Status, IF possible, THEN use Refresh.",
                       "When you get poisoned, IF possible, THEN use Refresh."},
                      {DiagId::unknown_condition});
}

TEST_CASE("[10.5a] [10.3b] 'crit' and 'take a critical hit' are the timing 'When hit critically'", "[lint][linter]") {
  check_legal_without({"When you are crit, IF possible, THEN use Swords Dance.",
                       "When you get critted, IF possible, THEN use Swords Dance.",
                       "When you take a critical hit, IF possible, THEN use Swords Dance.",
                       "When you take a crit, IF possible, THEN use Swords Dance.",
                       "When you take a super-effective hit, IF possible, THEN use Roost.",
                       "When you take a hit, IF possible, THEN use Roost."},
                      {DiagId::unknown_condition, DiagId::unreadable_timing});
}

TEST_CASE("[10.5a] [10.3b] 'When Scizor hits you' is 'When you are hit with an attack from Scizor'", "[lint][linter]") {
  for (const char* active : {"When Scizor hits you, IF possible, THEN use Roost.",
                             "Whenever any opponent hits you, IF possible, THEN use Roost.",
                             "When Scizor hits you IF possible THEN use Roost."}) {
    INFO(active);
    const auto r = run(active);
    CHECK(has(r, DiagId::read_as_alias));
    CHECK_FALSE(has(r, DiagId::unreadable_timing));
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  CHECK(run("When Scizor hits you, IF possible, THEN use Roost.").order_sets[0].substitutions[0].read_as ==
        "When you are hit with an attack from Scizor, IF possible, THEN use Roost.");
  // The passive the handbook writes needs no note.
  CHECK_FALSE(has(run("When you are hit by Scizor, IF possible, THEN use Roost."), DiagId::read_as_alias));
  // A move before the verb is the move, not an attacker named "Bullet Punch" (as the engine reads it).
  CHECK(run("When Bullet Punch hits you, IF possible, THEN use Roost.").order_sets[0].substitutions[0].read_as ==
        "When you are hit with Bullet Punch, IF possible, THEN use Roost.");
  CHECK(run("IF Bullet Punch hits you, THEN use Roost.").order_sets[0].substitutions[0].read_as ==
        "When you are hit with Bullet Punch, IF possible, THEN use Roost.");
}

TEST_CASE("[10.5a] BBP3036 the When Hit timing names the move or the attacker, not both", "[lint][linter]") {
  for (const char* both : {"When Scizor hits you with Bullet Punch, IF possible, THEN use Roost.",
                           "When you are hit with Bullet Punch from Scizor, IF possible, THEN use Roost.",
                           "When you are hit by Bullet Punch from any opponent, IF possible, THEN use Roost.",
                           "IF Scizor hits you with Bullet Punch, THEN use Roost.",
                           // The move after its user's name, before the verb.
                           "IF Scizor's Bullet Punch hits you, THEN use Roost.",
                           "When Scizor's Bullet Punch hits you, IF possible, THEN use Roost."}) {
    INFO(both);
    const auto r = run(both);
    CHECK(has(r, DiagId::hit_move_and_attacker));
    CHECK_FALSE(has(r, DiagId::unreadable_timing));
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // One of the four choices of [10.5a] is legal: the move, the attacker, an attack from the attacker.
  for (const char* one : {"When you are hit with Bullet Punch, IF possible, THEN use Roost.",
                          "When you are hit with an attack from Scizor, IF possible, THEN use Roost.",
                          "When Scizor hits you with an attack, IF possible, THEN use Roost.",
                          "When Scizor hits you, IF possible, THEN use Roost."}) {
    INFO(one);
    const auto r = run(one);
    CHECK_FALSE(has(r, DiagId::hit_move_and_attacker));
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
}

TEST_CASE("[10.5] [10.5a] 'IF Scizor hits you' names an event: the When Hit timing with IF possible", "[lint][linter]") {
  for (const char* event : {"IF Scizor hits you, THEN use Roost.", "IF any opponent hits Heracross, THEN use Roost.",
                            "IF Scizor hits you THEN use Roost."}) {
    INFO(event);
    const auto r = run(event);
    CHECK(has(r, DiagId::read_as_alias));
    CHECK_FALSE(has(r, DiagId::unknown_condition));
    REQUIRE(r.order_sets[0].substitutions.size() == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
}

TEST_CASE("[10.5a] BBP2102's help names the nearest timing for critical hits and for damage", "[lint][linter]") {
  const auto help = [](const std::string& sub) {
    const auto r = run(sub);
    for (const Diagnostic& d : r.diagnostics.items())
      if (d.id == DiagId::unreadable_timing) return d.help.value_or("");
    return std::string("(not raised)");
  };
  CHECK(help("When Scizor crits you, IF possible, THEN use Roost.").find("When you are hit critically") != std::string::npos);
  CHECK(help("When Scizor lands a critical hit on you, IF possible, THEN use Roost.").find("hit critically") !=
        std::string::npos);
  CHECK(help("When you take damage, IF possible, THEN use Roost.").find("no timing for damage") != std::string::npos);
  // "When you are damaged / hurt / attacked" is no condition timing ("not judged", BBP3027) but a
  // timing [10.5a] does not have, with the same help.
  for (const char* damaged : {"When you are damaged, IF possible, THEN use Roost.",
                              "When you are hurt, IF possible, THEN use Roost.",
                              "When Scyther is injured, IF possible, THEN use Roost."}) {
    INFO(damaged);
    CHECK(help(damaged).find("no timing for damage") != std::string::npos);
    CHECK_FALSE(has(run(damaged), DiagId::unknown_condition));
  }
  CHECK(help("When you are attacked, IF possible, THEN use Roost.").find("no timing for being attacked") !=
        std::string::npos);
  // Coming in or going out is no condition either ("When Lucario is sent in" was BBP3027).
  for (const char* entry : {"When Lucario is sent in, IF possible, THEN use Roost.",
                            "When Lucario comes in, IF possible, THEN use Roost.",
                            "When Heracross switches out, IF possible, THEN use Roost."}) {
    INFO(entry);
    CHECK(help(entry).find("no timing for a Pokemon coming in or going out") != std::string::npos);
    CHECK_FALSE(has(run(entry), DiagId::unknown_condition));
  }
  // A condition stays a condition timing.
  CHECK(help("When you are burned, IF possible, THEN use Roost.") == "(not raised)");
  // Another Pokemon's action keeps its own help.
  CHECK(help("After Scizor uses Swords Dance, IF possible, THEN use Roost.").find("action clause") != std::string::npos);
}

TEST_CASE("[10.5a] [10.6e] an ability or a move taking effect ('gets Intimidated', 'is Knocked Off') is no condition",
          "[lint][linter]") {
  // Written as an event it is no timing of [10.5a] (BBP2102); as a state, no value of [10.6e]
  // (BBP3029). Either way illegal, never "not judged".
  for (const char* timing : {"IF Triantis gets Intimidated, use Swords Dance.", "When you get Intimidated, IF possible, use Roost."}) {
    INFO(timing);
    const auto r = run(timing);
    CHECK(has(r, DiagId::unreadable_timing));
    CHECK_FALSE(has(r, DiagId::unknown_condition));
  }
  for (const char* state : {"IF you are Intimidated, use Roost.", "IF you get Knocked Off, use Roost."}) {
    INFO(state);
    const auto r = run(state);
    CHECK(has(r, DiagId::state_value_not_observable));
    CHECK_FALSE(has(r, DiagId::unknown_condition));
  }
  // A condition named after a move stays the condition; a word nothing knows stays not judged.
  CHECK_FALSE(has(run("IF you are Taunted, use Roost."), DiagId::state_value_not_observable));
  CHECK(has(run("IF you get Frobnicated, use Roost."), DiagId::unknown_condition));
}

TEST_CASE("[10.5a] When Hit: the move or group after 'with' is judged as an action clause's is", "[lint][linter]") {
  // An unknown move and an invented group are illegal (were passed in silence).
  CHECK(has(run("When you are hit with Frobnicate, IF possible, THEN use Roost."), DiagId::unknown_action_name));
  CHECK(has(run("When you are hit by a contact move, IF possible, THEN use Roost."), DiagId::invented_action_group));
  // A move, a listed group, attacks of a type, an attacker, "at all": legal, nothing said.
  check_legal_without({"When you are hit with Ice Beam, IF possible, THEN use Roost.",
                       "When you are hit with a Protective Move, IF possible, THEN use Roost.",
                       "When you are hit by a Fire move, IF possible, THEN use Roost.",
                       "When you are hit by Weavile, IF possible, THEN use Roost.",
                       "When you are hit by any opponent, IF possible, THEN use Roost.",
                       "When you are hit with an attack from Weavile, IF possible, THEN use Roost.",
                       "When Scizor hits you, IF possible, THEN use Roost.",
                       "When you are hit at all, IF possible, THEN use Roost."},
                      {DiagId::unknown_action_name, DiagId::invented_action_group});
}

TEST_CASE("[10.5b] When Hit: a look back ('last step', 'earlier this round') is no timing affix (BBP3031)",
          "[lint][linter]") {
  for (const char* sub : {"When you are hit by Flamethrower last step, IF possible, THEN use Roost.",
                          "When you are hit with an attack from Weavile earlier this round, IF possible, THEN use Roost.",
                          "IF Heracross was hit by a Fire attack last step, THEN use Protect.",
                          "When you are hit by a Fire move previously, IF possible, THEN use Roost.",
                          // The look back alone: a hit at all, looked back at.
                          "When Triantis is hit last step, IF possible, THEN use Roost.",
                          "When you are hit earlier this round, IF possible, THEN use Roost."}) {
    INFO(sub);
    const auto r = run(sub);
    CHECK(has(r, DiagId::unknown_affix));
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
    // The move before the look back is still judged as the move ("Flamethrower", not an attacker
    // called "Flamethrower last step").
    const auto& items = r.diagnostics.items();
    const auto affix = std::find_if(items.begin(), items.end(), [](const Diagnostic& d) { return d.id == DiagId::unknown_affix; });
    REQUIRE(affix != items.end());
    const std::string_view text(sub);
    const std::string_view marked = text.substr(affix->span.begin, affix->span.end - affix->span.begin);
    CHECK((marked == "last step" || marked == "earlier this round" || marked == "previously"));
  }
  CHECK(has(run("When you are hit with Frobnicate last step, IF possible, THEN use Roost."), DiagId::unknown_action_name));
  // Words that only look like one: "before moving" is no period; the attacker keeps its name.
  check_legal_without({"When you are hit by Weavile, IF possible, THEN use Roost.",
                       "When you are hit with Ice Beam on step 2, IF possible, THEN use Roost."},
                      {DiagId::unknown_affix});
}

TEST_CASE("[10.5b] When Hit: 'during step 2' and 'in step 2' are the On Step affix, not words of the move",
          "[lint][linter]") {
  for (const char* sub : {"When you are hit by Flamethrower during step 2, IF possible, THEN use Roost.",
                          "When you are hit by Flamethrower in steps 2 and 3, IF possible, THEN use Roost.",
                          "When you are hit by Flamethrower on steps 1 and 3, IF possible, THEN use Roost."}) {
    INFO(sub);
    const auto r = run(sub);
    REQUIRE(r.extracted.order_sets.size() == 1);
    REQUIRE(r.extracted.order_sets[0].substitutions.size() == 1);
    const orders::Substitution& s = *r.extracted.order_sets[0].substitutions[0];
    REQUIRE(s.timing);
    CHECK(s.timing->with.text == "by Flamethrower");
    REQUIRE(s.timing->affixes.size() == 1);
    CHECK(s.timing->affixes[0].kind == orders::AffixKind::on_steps);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
}
