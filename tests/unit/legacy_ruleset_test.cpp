// --ruleset legacy (data-handbook-legacy.txt, docs/legacy-ruleset.md): the older ruleset's action
// clauses are read under both rulesets; BBP3030 gives their [10.7a] wording under Section 10, and
// BBP3201-3206 judge them under the older rules.
#include "sema/legacy_attack_groups.hpp"

#include <bbp/context.hpp>
#include <bbp/dex.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include "one_sub_lint.hpp"

#include <algorithm>
#include <string>

using namespace bbp;
using bbp::test::diag_count;

namespace {

const char* kHeader = "[b]:sv/scyther: Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n";

lint::LintResult run(const std::string& subs, lint::Ruleset ruleset, int sub_count = -1) {
  BattleContext ctx;
  if (sub_count >= 0) {
    ctx.has_rules = true;
    ctx.rules.substitution_count = sub_count;
  }
  lint::Options o;
  o.ruleset = ruleset;
  return lint::lint(std::string(kHeader) + subs, ctx, o);
}

std::string first_fix(const lint::LintResult& r, DiagId id) {
  for (const Diagnostic& d : r.diagnostics.items())
    if (d.id == id && !d.fixits.empty()) return d.fixits.front().replacement;
  return {};
}

}  // namespace

TEST_CASE("legacy [Attack Clauses]: the listed groups, in the wordings the Anti-Pedant Clause allows", "[lint][legacy]") {
  auto legacy_attack_group = [](std::string_view phrase) { return sema::legacy_attack_group(dex(), phrase); };
  CHECK(legacy_attack_group("Protective Moves") == "Protective Moves");
  CHECK(legacy_attack_group("protective move") == "Protective Moves");
  CHECK(legacy_attack_group("Damaging Fire-type Moves") == "Damaging [Type] Moves");
  CHECK(legacy_attack_group("damaging water type move") == "Damaging [Type] Moves");
  CHECK(legacy_attack_group("Damaging Ice-type Z-Move") == "Damaging [Type] Z-Move");
  CHECK(legacy_attack_group("Damaging Dark Combinations") == "Damaging [Type] Combinations");
  // An attack is a damaging move: "Evasive Attacks" are Dig and Fly, not Agility.
  CHECK(legacy_attack_group("Priority Attacks") == "Damaging Priority Moves");
  CHECK(legacy_attack_group("Evasive Attack") == "Damaging Evasive Moves");
  CHECK(legacy_attack_group("Evasive Moves") == "Evasive Moves");
  CHECK(legacy_attack_group("Multi-Hit Attacks") == "Multi-Hit Moves");
  CHECK(legacy_attack_group("Self-KOing moves") == "Self-KOing moves");
  CHECK_FALSE(legacy_attack_group("Special Attacks"));
  CHECK_FALSE(legacy_attack_group("Contact Moves"));
  CHECK_FALSE(legacy_attack_group("Damaging Moves"));
  CHECK_FALSE(legacy_attack_group(""));
}

TEST_CASE("legacy BBP3201: an attack clause names a move or a listed group", "[lint][legacy]") {
  using lint::Ruleset;
  CHECK(diag_count(run("IF Heracross is to use a Special Attack, THEN use Swords Dance.\n", Ruleset::legacy),
              DiagId::legacy_unknown_attack_group) == 1);
  CHECK(diag_count(run("IF Heracross is to use any action, THEN use Swords Dance.\n", Ruleset::legacy),
              DiagId::legacy_unknown_attack_group) == 1);
  for (const char* ok : {"IF Heracross is to use a Sleep-Inflicting Move, THEN use Swords Dance.\n",
                         "IF Heracross is to use a Fire attack, THEN use Swords Dance.\n",
                         "IF Heracross is to use Protect, THEN use Swords Dance.\n"}) {
    INFO(ok);
    const lint::LintResult r = run(ok, Ruleset::legacy);
    CHECK(diag_count(r, DiagId::legacy_unknown_attack_group) == 0);
    CHECK(r.ok());
  }
  // Section 10's groups and limits do not apply: a gen9-illegal group is judged by the older list.
  CHECK(diag_count(run("IF Heracross is to use a Healing Move, THEN use Swords Dance.\n", Ruleset::legacy),
              DiagId::invented_action_group) == 0);
}

TEST_CASE("legacy BBP3202: one attack clause per Pokemon per action", "[lint][legacy]") {
  using lint::Ruleset;
  CHECK(diag_count(run("IF Heracross is to use Protect or Heracross is to use Detect, THEN use Swords Dance.\n",
                  Ruleset::legacy),
              DiagId::legacy_two_attack_clauses) == 1);
  // Different actions, or different Pokemon, are fine.
  CHECK(diag_count(run("IF Heracross is to use Protect on action 1 and Heracross is to use Detect on action 2, THEN "
                  "swap actions 1 and 2.\n",
                  Ruleset::legacy),
              DiagId::legacy_two_attack_clauses) == 0);
  CHECK(diag_count(run("IF Heracross is to use Protect and Weavile is to use Detect, THEN use Swords Dance.\n",
                  Ruleset::legacy),
              DiagId::legacy_two_attack_clauses) == 0);
}

TEST_CASE("legacy BBP3203: results are the older ruleset's action clauses", "[lint][legacy]") {
  using lint::Ruleset;
  // The older handbook's own example of a complex but legal substitution.
  const lint::LintResult ex = run(
      "If he uses Venoshock and you are poisoned, change that action to Protect, push actions back and replace "
      "Swords Dance with Earthquake\n",
      Ruleset::legacy);
  CHECK(ex.ok());
  REQUIRE(ex.order_sets.size() == 1);
  REQUIRE(ex.order_sets[0].substitutions.size() == 1);
  CHECK(ex.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  for (const char* ok : {"IF Heracross is to use Protect, THEN change all actions to Swords Dance - X-Scissor - X-Scissor.\n",
                         "IF Heracross is to use Protect, THEN keep Swords Dance on action 2.\n",
                         "IF Heracross is to use Protect, THEN push actions forward.\n",
                         "IF Heracross is to use Protect, THEN replace the second instance of X-Scissor with Swords Dance.\n"}) {
    INFO(ok);
    CHECK(run(ok, Ruleset::legacy).ok());
  }
  CHECK(diag_count(run("IF Heracross is to use Protect, THEN use Swords Dance if it is step 2.\n", Ruleset::legacy),
              DiagId::legacy_result_not_action_clause) == 1);
  CHECK(diag_count(run("IF Heracross is to use Protect, THEN use a Protective Move.\n", Ruleset::legacy),
              DiagId::legacy_result_not_action_clause) == 1);
}

TEST_CASE("legacy BBP3205 BBP3206: every KO substitution is free; the limit is the battle's", "[lint][legacy]") {
  using lint::Ruleset;
  const std::string subs =
      "1. IF Heracross is KO'd, THEN use Swords Dance.\n2. IF Weavile is KO'd, THEN use X-Scissor.\n"
      "3. IF Heracross is to use Protect, THEN use Swords Dance.\n";
  const lint::LintResult legacy = run(subs, Ruleset::legacy, 1);
  CHECK(diag_count(legacy, DiagId::legacy_ko_substitution_free) == 2);
  CHECK(diag_count(legacy, DiagId::legacy_too_many_substitutions) == 0);
  // Section 10 frees only the first KO substitution ([10.6f]).
  const lint::LintResult gen9 = run(subs, Ruleset::gen9, 1);
  CHECK(diag_count(gen9, DiagId::ko_substitution_free) == 1);
  CHECK(diag_count(gen9, DiagId::too_many_substitutions) == 1);
  // A KO clause with NOT is a chance clause: that substitution counts.
  const lint::LintResult negated =
      run("1. IF Heracross is not KO'd, THEN use Swords Dance.\n2. IF Heracross is to use Protect, THEN use Swords "
          "Dance.\n",
          Ruleset::legacy, 1);
  CHECK(diag_count(negated, DiagId::legacy_too_many_substitutions) == 1);
  // Without the battle's rules there is no number to check against (the older ruleset gives none).
  const lint::LintResult no_rules = run(subs + "4. IF Heracross is to use Detect, THEN use Swords Dance.\n", Ruleset::legacy);
  CHECK(diag_count(no_rules, DiagId::legacy_too_many_substitutions) == 0);
  CHECK(std::any_of(no_rules.unchecked.begin(), no_rules.unchecked.end(),
                    [](const std::string& u) { return u.find("legacy:Order Syntax") != std::string::npos; }));
}

TEST_CASE("[10.7a] BBP3030: the older action clauses are read and given their Section 10 wording", "[lint][linter]") {
  using lint::Ruleset;
  struct Case {
    const char* result;
    const char* wording;  // "" = no [10.7a] clause says the same
  };
  for (const Case& k : {Case{"change action 2 to Swords Dance", "use Swords Dance on step 2"},
                        Case{"change actions 2 and 3 to Swords Dance", "use Swords Dance on steps 2 and 3"},
                        Case{"change that action to Swords Dance", "use Swords Dance"},
                        Case{"change the following action to Swords Dance", "use Swords Dance next step"},
                        Case{"change all actions to Swords Dance - Agility - X-Scissor",
                             "begin using Swords Dance, Agility, X-Scissor"},
                        // the same in other words
                        Case{"your orders become Swords Dance / Agility / X-Scissor",
                             "begin using Swords Dance, Agility, X-Scissor"},
                        Case{"your new orders are Swords Dance ~ Agility ~ X-Scissor",
                             "begin using Swords Dance, Agility, X-Scissor"},
                        Case{"swap actions 1 and 3", ""}, Case{"keep Swords Dance on action 2", ""}}) {
    INFO(k.result);
    const lint::LintResult r = run(std::string("IF Heracross is to use Protect, THEN ") + k.result + ".\n", Ruleset::gen9);
    CHECK(diag_count(r, DiagId::older_result_wording) == 1);
    CHECK(diag_count(r, DiagId::unreadable_result_clause) == 0);
    CHECK(first_fix(r, DiagId::older_result_wording) == k.wording);
    // The older ruleset reads the same clause as legal.
    CHECK(run(std::string("IF Heracross is to use Protect, THEN ") + k.result + ".\n", Ruleset::legacy).ok());
  }
  // "on action 2" is the older word for a step, read as one under Section 10 too.
  CHECK(run("IF Heracross is to use Protect, THEN use Swords Dance on action 2.\n", Ruleset::gen9).ok());
}
