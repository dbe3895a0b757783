// [10.6e] values of a state clause written in plain English ([10.3b]): the kind of a name said in
// a word ("the Guts ability"), Gen 9's Sealed under the names of the moves that inflict it, and
// whether an action can be attempted, which is no value of the list; and the passive of an action
// clause that targets ("is about to be hit by") [10.6b].
#include <bbp/context.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include "one_sub_lint.hpp"

#include <algorithm>
#include <string>
#include <vector>

using namespace bbp;
using bbp::test::run;
using bbp::test::sub_diags;

TEST_CASE("[10.6e] [10.3b] an ability or item named with the word for its kind is that ability or item", "[lint][linter]") {
  for (const char* good : {"IF Heracross has the Guts ability, THEN use Protect.",
                           "IF Heracross has the ability Guts, THEN use Protect.",
                           "IF Heracross has Guts as its ability, THEN use Protect.",
                           "IF Heracross holds the item Leftovers, THEN use Protect.",
                           "IF Heracross has Leftovers as its held item, THEN use Protect.",
                           "IF Heracross does not have the Moxie ability, THEN use Protect."}) {
    INFO(good);
    const auto r = run(good);
    CHECK(sub_diags(r).empty());
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  // The kind word does not make an unknown name known, nor a kind of item a single item.
  const auto unknown = run("IF Heracross has the Gutz ability, THEN use Protect.");
  const auto d = sub_diags(unknown);
  CHECK(std::any_of(d.begin(), d.end(), [](const Diagnostic* x) { return x->id == DiagId::unknown_condition; }));
  const auto kind = run("IF Heracross holds a Choice item, THEN use Protect.");
  CHECK(kind.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
}

TEST_CASE("[10.6e] Disable and Torment inflict Sealed in Gen 9: 'Disabled' and 'Tormented' name it", "[lint][linter]") {
  for (const char* good : {"IF your Swords Dance is Disabled, THEN use X-Scissor.", "IF you are Tormented, THEN use X-Scissor.",
                           "IF your Swords Dance is Sealed, THEN use X-Scissor."}) {
    INFO(good);
    CHECK(sub_diags(run(good)).empty());
  }
}

TEST_CASE("[10.6e] BBP3029: whether an action can be attempted is no value a state clause observes", "[lint][linter]") {
  for (const char* bad : {"IF you cannot use Swords Dance, THEN use X-Scissor.",
                          "IF you can't use Swords Dance, THEN use X-Scissor.",
                          "IF Heracross is unable to use Close Combat, THEN use Swords Dance.",
                          "IF you are not able to use Swords Dance, THEN use X-Scissor."}) {
    INFO(bad);
    const auto r = run(bad);
    const auto d = sub_diags(r);
    // One reason, not a missing THEN and a second result read out of the trigger.
    REQUIRE(d.size() == 1);
    CHECK(d[0]->id == DiagId::state_value_not_observable);
    REQUIRE(d[0]->help);
    CHECK(d[0]->help->find("IF possible") != std::string::npos);
    REQUIRE(r.order_sets[0].substitutions[0].tree);
    CHECK(r.order_sets[0].substitutions[0].tree->results.size() == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // "IF you can" is the True Clause [10.6f], still legal.
  CHECK(sub_diags(run("IF you can, THEN use Swords Dance.")).empty());
}

TEST_CASE("[10.6b] [10.3b] 'is about to be hit by an Ice attack' is the passive of targeting, as 'is targeted by'",
          "[lint][linter]") {
  for (const char* passive : {"IF Garchomp is about to be hit by an Ice attack, THEN use Protect.",
                              "IF Garchomp is going to be hit by an Ice attack, THEN use Protect.",
                              "IF you are being hit by an Ice attack, THEN use Protect.",
                              "IF Garchomp will be hit by Ice Beam, THEN use Protect.",
                              "IF Garchomp is about to get hit by an Ice attack, THEN use Protect."}) {
    INFO(passive);
    const auto r = run(passive);
    const auto d = sub_diags(r);
    REQUIRE(d.size() == 1);
    CHECK(d[0]->id == DiagId::read_as_alias);
    CHECK(d[0]->message.find("targeting") != std::string::npos);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  // "is hit by" alone is the When Hit timing written in the trigger, not this passive.
  const auto hit = run("IF Garchomp is hit by an Ice attack, THEN use Protect.");
  const auto d = sub_diags(hit);
  CHECK(std::none_of(d.begin(), d.end(), [](const Diagnostic* x) {
    return x->id == DiagId::read_as_alias && x->message.find("targeting") != std::string::npos;
  }));
}

TEST_CASE("[10.6e] [10.3b] a Pokemon after a verb bbpref does not know is not judged, and said so", "[lint][linter]") {
  // Before, the words before "Scyther" were dropped until a name was left, and the clause passed
  // with no word at all.
  for (const char* unknown : {"IF Heracross damages Scyther, THEN use Roost.", "IF Heracross beats Scyther, THEN use Protect.",
                              "IF Heracross OHKOs Scyther, THEN use Protect."}) {
    INFO(unknown);
    const auto r = run(unknown);
    const auto d = sub_diags(r);
    const auto it = std::find_if(d.begin(), d.end(), [](const Diagnostic* x) { return x->id == DiagId::unknown_condition; });
    REQUIRE(it != d.end());
    CHECK((*it)->message.find("names the Pokemon Scyther") != std::string::npos);
  }
  // A condition, item or move after the subject is still read as before.
  for (const char* named : {"IF Heracross Burned, THEN use Protect.", "IF any opponent Burned, THEN use Protect."}) {
    INFO(named);
    CHECK(sub_diags(run(named)).empty());
  }
}

TEST_CASE("[10.6e] [10.6b] a verb bbpref does not read before a name is not judged, and said so", "[lint][linter]") {
  // Before, the subject and the verb were dropped until "Bug" or "X-Scissor" was left, and the
  // clause passed on that name with no word at all.
  for (const auto& [clause, verb] : std::vector<std::pair<const char*, const char*>>{
           {"IF Heracross resists Bug, THEN use Aerial Ace.", "\"resists\""},
           {"IF Heracross survives X-Scissor, THEN use Swords Dance.", "\"survives\""},
           {"IF Heracross takes X-Scissor, THEN use Protect.", "\"takes\""},
           {"IF you resist Bug, THEN use Protect.", "\"resist\""},
           {"IF they survive X-Scissor, THEN use Protect.", "\"survive\""}}) {
    INFO(clause);
    const auto r = run(clause);
    const auto d = sub_diags(r);
    const auto it = std::find_if(d.begin(), d.end(), [](const Diagnostic* x) { return x->id == DiagId::unknown_condition; });
    REQUIRE(it != d.end());
    CHECK((*it)->message.find(std::string("has the verb ") + verb) != std::string::npos);
    CHECK((*it)->severity == Severity::warning);  // not judged, never called illegal
  }
  // Words that keep the clause a state, adverbs, and a name in lower case still read as before.
  for (const char* state : {"IF Heracross holds Leftovers, THEN use Knock Off.", "IF Heracross knows Megahorn, THEN use Protect.",
                            "IF you still Burned, THEN use Protect.", "IF Heracross always Burned, THEN use Protect.",
                            "IF the opposing Heracross Burned, THEN use Protect.",
                            "IF the opposing heracross Burned, THEN use Protect."}) {
    INFO(state);
    CHECK(sub_diags(run(state)).empty());
  }
}
