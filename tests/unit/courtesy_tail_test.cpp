// [9.1] a courtesy or smiley closing the orders ("…, X-Scissor, please.", "… X-Scissor :)", "…
// THEN use Detect. Thanks!") is no action: neither a step of the main orders nor a result of a
// substitution.
#include "one_set_lint_support.hpp"
#include "orders/courtesy_tail.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace bbp;

TEST_CASE("[9.1] courtesy_tail_start: where the orders end before a courtesy", "[orders][courtesy]") {
  CHECK(orders::courtesy_tail_start("Swords Dance, X-Scissor, X-Scissor, please.") == 34);
  CHECK(orders::courtesy_tail_start("Swords Dance - X-Scissor - X-Scissor please") == 36);
  CHECK(orders::courtesy_tail_start("Swords Dance - X-Scissor - X-Scissor. Thank you!!") == 36);
  CHECK(orders::courtesy_tail_start("Swords Dance - X-Scissor - X-Scissor \xE2\x80\x94 thanks") == 36);
  // A smiley, alone or after the courtesy.
  CHECK(orders::courtesy_tail_start("Swords Dance - X-Scissor - X-Scissor :)") == 36);
  CHECK(orders::courtesy_tail_start("Swords Dance - X-Scissor - X-Scissor, thanks :D") == 36);
  CHECK(orders::courtesy_tail_start("Swords Dance - X-Scissor - X-Scissor:please :)") == 43);
  // No courtesy, a courtesy alone, one inside a word or glued to the last action: nothing to cut.
  for (const char* line : {"Swords Dance - X-Scissor - X-Scissor", "please", "Thanks!", "X-Scissor - Displease",
                           "X-Scissor:please", "Knock Off - Aerial Ace - Ice Punch you", ":)",
                           "Swords Dance - X-Scissor - X-Scissor :sv/scyther:"}) {
    INFO(line);
    CHECK(orders::courtesy_tail_start(line) == std::string_view(line).size());
  }
}

TEST_CASE("[9.1] a courtesy after the last step is no step (no BBP4011, no BBP4012)", "[lint][courtesy]") {
  for (const char* line : {"Swords Dance, X-Scissor, X-Scissor, please.", "Swords Dance - X-Scissor - X-Scissor please",
                           "Swords Dance - X-Scissor - X-Scissor, thanks!", "Swords Dance - X-Scissor - X-Scissor. Thanks!",
                           "Swords Dance / X-Scissor / X-Scissor / pls", "Swords Dance - X-Scissor - X-Scissor :)"}) {
    INFO(line);
    const lint::LintResult r = test::lint_one_set(line);
    const auto& steps = test::one_set_steps(r);
    REQUIRE(steps.size() == 3);
    REQUIRE(steps[2].actions.size() == 1);
    CHECK(steps[2].actions[0].components.at(0).action.text == "X-Scissor");
    for (const Diagnostic& d : r.diagnostics.items()) CHECK(d.severity == Severity::note);
  }
}

TEST_CASE("[10.7] a courtesy after the last result is no result clause (no BBP3017)", "[lint][courtesy]") {
  for (const char* sub : {"IF Heracross uses Protect, THEN use Swords Dance, please.",
                          "IF Heracross uses Protect, THEN use Swords Dance. Thanks!",
                          "IF Heracross uses Protect, THEN use Swords Dance please"}) {
    INFO(sub);
    const lint::LintResult r = test::lint_one_set("X-Scissor - X-Scissor - X-Scissor", sub);
    CHECK(test::one_sub_verdict(r) == lint::Verdict::legal);
    for (const Diagnostic& d : r.diagnostics.items()) CHECK(d.id != DiagId::unknown_action_name);
  }
  // "please use" opens a result; it is no courtesy closing the substitution.
  CHECK(test::one_sub_verdict(test::lint_one_set("X-Scissor - X-Scissor - X-Scissor",
                                                 "IF Heracross uses Protect, please use Swords Dance.")) == lint::Verdict::legal);
}
