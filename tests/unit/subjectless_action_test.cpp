// [10.6b] [10.4c] an action clause with its Pokemon left unsaid ("IF using Protect"): it observes
// no specified Pokemon, so its reference identifies none (BBP3015). Clauses that share a subject
// with the clause before them, and states that merely name a move, are left alone.
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include "one_sub_lint.hpp"

#include <string>

using namespace bbp;
using bbp::test::run;
using bbp::test::sub_count;
using bbp::test::sub_diags;

TEST_CASE("[10.6b] [10.4c] BBP3015: an action clause that names no Pokemon is illegal", "[lint][linter]") {
  // Each was legal: a bare state naming the move (no note), or, where the intent came first, a
  // trigger that ended at "use" (BBP3027, cannot judge) and a result "use <move>".
  for (const char* sub : {"IF using Protect, THEN use X-Scissor instead.", "IF uses Protect, THEN use X-Scissor instead.",
                          "IF is using Protect, THEN use X-Scissor instead.",
                          // "going to" was the name of a Pokemon about to use Close Combat
                          "IF going to use Close Combat, THEN use Protect instead.",
                          // the trigger ended at "use", and "use Close Combat" was a result
                          "IF is going to use Close Combat, THEN use Protect instead.",
                          "IF is to use Close Combat, THEN use Protect instead.", "IF gonna use Protect, THEN use X-Scissor.",
                          "IF tries to use Protect, THEN use Swords Dance.", "IF attacking, THEN use Swords Dance.",
                          "At the start of each step, IF using Protect, THEN use Swords Dance."}) {
    INFO(sub);
    const auto r = run(sub);
    REQUIRE(sub_count(r, DiagId::ambiguous_reference) == 1);
    for (const Diagnostic* d : sub_diags(r))
      if (d->id == DiagId::ambiguous_reference) CHECK(std::string(message_of(*d)).find("names no Pokemon") != std::string::npos);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // Negated, it is both: the negated action clause (BBP3007) and the Pokemon unsaid.
  const auto negated = run("IF not using Protect, THEN use Swords Dance.");
  CHECK(sub_count(negated, DiagId::negated_action_clause) == 1);
  CHECK(sub_count(negated, DiagId::ambiguous_reference) == 1);
}

TEST_CASE("[10.6b] BBP3015 is not said where the Pokemon is shared or no action is observed", "[lint][linter]") {
  for (const char* sub : {// after "and" the clause shares the subject before it
                          "IF Heracross is Burned and using Protect, THEN use X-Scissor instead.",
                          "IF Heracross is Burned and uses Protect, THEN use X-Scissor instead.",
                          // a state naming a move, a condition, the weather: no action verb
                          "IF Protect, THEN use Swords Dance.", "IF Burned, THEN use Swords Dance.",
                          "IF it is raining, THEN use Swords Dance.", "IF Heracross uses Protect, THEN use X-Scissor."}) {
    INFO(sub);
    const auto r = run(sub);
    CHECK(sub_count(r, DiagId::ambiguous_reference) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  // The negated form after a subject stays BBP3007 alone (session 66).
  const auto shared = run("IF Heracross is Burned and not using Protect, THEN use Swords Dance.");
  CHECK(sub_count(shared, DiagId::negated_action_clause) == 1);
  CHECK(sub_count(shared, DiagId::ambiguous_reference) == 0);
}
