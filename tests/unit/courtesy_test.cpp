// [9.1] a courtesy or smiley closing the orders ("…, X-Scissor, please.", "… X-Scissor :)", "…
// THEN use Detect. Thanks!", "… THEN use Detect. :)") or a courtesy opening them ("Please Swords
// Dance - …") is no action: neither a step of the main orders nor a result of a substitution.
#include "grammar/smiley.hpp"
#include "one_set_lint_support.hpp"
#include "orders/courtesy.hpp"

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

TEST_CASE("[9.1] grammar::is_smiley: two or three marks, no sprite code", "[orders][courtesy]") {
  for (const char* yes : {":)", ":D", ";)", "=P", "^^", "<3", "xD", ":-)"}) CHECK(grammar::is_smiley(yes));
  for (const char* no : {":", ")", "D:", ":sv/scyther:", "lol", "x3", ":-))"}) CHECK_FALSE(grammar::is_smiley(no));
}

TEST_CASE("[9.1] courtesy_lead_length: a courtesy opening the main orders", "[orders][courtesy]") {
  CHECK(orders::courtesy_lead_length("Please Swords Dance - X-Scissor") == 7);
  CHECK(orders::courtesy_lead_length("pls, SD / XS / XS") == 5);
  CHECK(orders::courtesy_lead_length("Plz! Swords Dance") == 5);
  CHECK(orders::courtesy_lead_length("PLEASE  X-Scissor") == 8);
  // No courtesy, one alone, one inside a word, or nothing after it: nothing to cut.
  for (const char* line : {"Swords Dance - X-Scissor", "Please", "Please!", "Pleased Swords Dance", "Play Rough - Protect",
                           "Pls!Swords Dance", ""}) {
    INFO(line);
    CHECK(orders::courtesy_lead_length(line) == 0);
  }
}

TEST_CASE("[9.1] a courtesy before the first step is no part of it (no BBP4012, no chat line)", "[lint][courtesy]") {
  for (const char* line : {"Please Swords Dance - X-Scissor - X-Scissor", "Please Swords Dance, X-Scissor, X-Scissor",
                           "Pls, Swords Dance / X-Scissor / X-Scissor",
                           "Please Swords Dance - X-Scissor - X-Scissor. Thanks!"}) {
    INFO(line);
    const lint::LintResult r = test::lint_one_set(line);
    const auto& steps = test::one_set_steps(r);
    REQUIRE(steps.size() == 3);
    CHECK(steps[0].actions.at(0).components.at(0).action.text == "Swords Dance");
    CHECK(steps[2].actions.at(0).components.at(0).action.text == "X-Scissor");
    CHECK(r.order_sets.at(0).pokemon == "Triantis the Scyther");
    for (const Diagnostic& d : r.diagnostics.items()) CHECK(d.severity == Severity::note);
    for (const Diagnostic& d : r.diagnostics.items()) CHECK(d.id != DiagId::read_as_alias);
  }
}

TEST_CASE("[10.7] a smiley after the last result is no result clause (no BBP2104, no BBP3017)", "[lint][courtesy]") {
  for (const char* sub : {"IF Heracross uses Protect, THEN use Swords Dance :)",
                          "IF Heracross uses Protect, THEN use Swords Dance. :)",
                          "IF Heracross uses Protect, THEN use Swords Dance :D",
                          "IF Heracross uses Protect, THEN use Swords Dance. Thanks! :D",
                          "IF Heracross uses Protect, THEN use Swords Dance and push orders down <3"}) {
    INFO(sub);
    const lint::LintResult r = test::lint_one_set("X-Scissor - X-Scissor - X-Scissor", sub);
    CHECK(test::one_sub_verdict(r) == lint::Verdict::legal);
    for (const Diagnostic& d : r.diagnostics.items()) CHECK(d.severity == Severity::note);
  }
  // A sprite code is no smiley, and a word of table talk before the smiley is still a remark.
  for (const char* sub : {"IF Heracross uses Protect, THEN use Swords Dance instead lol :)",
                          "IF Heracross uses Protect, THEN use Swords Dance :sv/scyther:"}) {
    INFO(sub);
    CHECK(test::one_sub_verdict(test::lint_one_set("X-Scissor - X-Scissor - X-Scissor", sub)) == lint::Verdict::illegal);
  }
}
