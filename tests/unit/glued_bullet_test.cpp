// [10.1] [10.5] a bullet written against a substitution's first word ("-If …", "~When …") is a
// label, before a timing's words too ("-On step 3, if …", "-Once per round, …"): the line is a
// substitution, not flavor (src/post/substitution_lines.cpp `one_label_length`, the grammar's
// `label_mark`).
#include "one_set_lint_support.hpp"

#include <string>

using namespace bbp;

TEST_CASE("[10.5] a bullet glued to a timing's first word opens a substitution", "[lint][segment][bullet]") {
  for (const char* sub : {"-On step 3, if Heracross has less than 30% HP left, Quick Attack.",
                          "-On step 3, if Heracross has less than 30% HP left, then use Quick Attack.",
                          "~During step 2, if Heracross uses Protect, use Swords Dance.",
                          "-At the start of the step, if Heracross is to use Protect, use Swords Dance.",
                          "*Once per round, if Heracross uses Protect, use Swords Dance."}) {
    INFO(sub);
    const lint::LintResult r = test::lint_one_set("Swords Dance - X-Scissor - X-Scissor", sub);
    CHECK(test::one_sub_verdict(r) == lint::Verdict::legal);
    CHECK(r.extracted.flavor.empty());
  }
  // A dash before a word no substitution opens with stays what it was.
  const lint::LintResult r = test::lint_one_set("Swords Dance - X-Scissor - X-Scissor", "-Onward to victory!");
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].substitutions.empty());
}
