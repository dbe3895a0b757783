// [10.6b] [10.3b] the passive of an action clause whose target is left unsaid ("IF targeted by
// Stone Edge") and the passive of "attacks" ("IF you are attacked"): read as the action clause
// they stand for, with a note, so the verdict is the active form's (docs/rulings.md).
#include <bbp/context.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include "one_sub_lint.hpp"

#include <string>

using namespace bbp;
using bbp::test::run;
using bbp::test::sub_count;
using bbp::test::sub_diags;

namespace {

struct Reading {
  const char* post;
  const char* read_as;  ///< the action clause the note and the read-as wording give
  lint::Verdict verdict;
};

/// The post is read as `c.read_as`, said by one diagnostic `said_by`, with nothing left unjudged.
void check_reading(const Reading& c, DiagId said_by) {
  INFO(c.post);
  const auto r = run(c.post);
  CHECK(sub_count(r, said_by) == 1);
  CHECK(sub_count(r, DiagId::unknown_condition) == 0);
  CHECK(r.order_sets[0].substitutions[0].read_as.find(c.read_as) != std::string::npos);
  CHECK(r.order_sets[0].substitutions[0].verdict == c.verdict);
}

}  // namespace

TEST_CASE("[10.6b] [10.3b] a passive with its target unsaid targets the recipient", "[lint][linter]") {
  // Before: "targeted by" and "being targeted by" were bare states naming a move (legal, no note);
  // "about to be hit by" was BBP3027 (cannot judge).
  const Reading cases[] = {
      {"IF targeted by Close Combat, THEN use Protect.", "any Pokemon is to use Close Combat targeting you",
       lint::Verdict::legal},
      {"IF about to be hit by Stone Edge, THEN use Protect.", "any Pokemon is to use Stone Edge targeting you",
       lint::Verdict::legal},
      {"IF being targeted by a Fire attack, THEN use Protect.", "any Pokemon is to use a Fire attack targeting you",
       lint::Verdict::legal},
      {"IF targeted by Heracross with Close Combat, THEN use Protect.",
       "Heracross is to use Close Combat targeting you", lint::Verdict::legal},
      // After a clause with a Pokemon, the target unsaid is that Pokemon, as a subject left out is.
      {"IF Heracross is Burned and targeted by Close Combat, THEN use Protect.",
       "any Pokemon is to use Close Combat targeting Heracross", lint::Verdict::legal},
      {"IF Heracross's HP is below half and about to be hit by Stone Edge, THEN use Protect.",
       "any Pokemon is to use Stone Edge targeting Heracross", lint::Verdict::legal},
  };
  for (const Reading& c : cases) check_reading(c, DiagId::read_as_alias);
}

TEST_CASE("[10.6d] [10.3b] 'attacked' is the passive of 'attacks': the same invented group", "[lint][linter]") {
  // Before: each was BBP3027 ("attacked" is no condition bbpref knows), verdict legal, while
  // "IF Heracross attacks you" was BBP3011.
  const Reading cases[] = {
      {"IF attacked, THEN use Protect.", "any Pokemon is to use an attack targeting you", lint::Verdict::illegal},
      {"IF you are attacked, THEN use Protect.", "any Pokemon is to use an attack targeting you", lint::Verdict::illegal},
      {"IF Triantis is attacked, THEN use Protect.", "any Pokemon is to use an attack targeting Triantis",
       lint::Verdict::illegal},
      {"IF you're about to be attacked, THEN use Protect.", "any Pokemon is to use an attack targeting you",
       lint::Verdict::illegal},
      {"IF attacked by Heracross, THEN use Protect.", "Heracross is to use an attack targeting you",
       lint::Verdict::illegal},
  };
  for (const Reading& c : cases) check_reading(c, DiagId::invented_action_group);
  // Guard: the active form was already so.
  CHECK(sub_count(run("IF Heracross attacks you, THEN use Protect."), DiagId::invented_action_group) == 1);
}

TEST_CASE("[10.5a] 'IF hit by' with no target stays the When Hit timing, not the passive of targeting",
          "[lint][linter]") {
  // Guard (passes before and after): a hit made is the timing clause, a hit intended the action clause.
  const auto r = run("IF hit by a Fire-type attack, THEN use Swords Dance.");
  CHECK(r.order_sets[0].substitutions[0].read_as.starts_with("When hit by a Fire-type attack"));
  for (const Diagnostic* d : sub_diags(r)) CHECK(std::string(message_of(*d)).find("targeting") == std::string::npos);
}
