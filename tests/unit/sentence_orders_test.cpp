// [9.1] Main orders written as a sentence: "Triantis will open with Swords Dance, follow up with
// X-Scissor and finish with Aerial Ace." Each step's action follows a verb or adverb of its place in
// the sequence; those words divide the steps and are no part of the action (docs/rulings.md,
// "Sentence orders").
#include <bbp/context.hpp>
#include <bbp/lint.hpp>
#include <bbp/orders.hpp>

#include <catch2/catch.hpp>

#include "one_sub_lint.hpp"

#include "post/separators.hpp"

#include <algorithm>
#include <string>
#include <vector>

using namespace bbp;
using bbp::test::diag_count;

namespace {

/// The action names of each step of the one order set's main orders, as the post spells them.
std::vector<std::vector<std::string>> steps_of_post(const std::string& post) {
  const auto r = orders::extract(post);
  std::vector<std::vector<std::string>> out;
  if (r.order_sets.size() != 1 || !r.order_sets[0].main_orders) return out;
  for (const auto& step : r.order_sets[0].main_orders->steps) {
    std::vector<std::string> names;
    for (const auto& a : step.actions)
      for (const auto& c : a.components) names.push_back(post.substr(c.action.span.begin, c.action.span.size()));
    out.push_back(names);
  }
  return out;
}

}  // namespace

TEST_CASE("[9.1] sentence orders: step verbs and adverbs divide the steps and are no part of the action",
          "[orders][extract]") {
  const std::vector<std::vector<std::string>> three = {{"Swords Dance"}, {"X-Scissor"}, {"Aerial Ace"}};
  for (const char* line : {
           "Triantis will open with Swords Dance, follow up with X-Scissor and finish with Aerial Ace.",
           "Start with Swords Dance, follow up with X-Scissor and finish with Aerial Ace.",
           "Start off with Swords Dance, then follow it up with X-Scissor, and end with Aerial Ace",
           "Open with Swords Dance. Then X-Scissor. Finally Aerial Ace.",
           "First Swords Dance, then X-Scissor and finally Aerial Ace.",
           "Lead with Swords Dance, go for X-Scissor and close with Aerial Ace.",
           "Triantis, use Swords Dance, then X-Scissor, then Aerial Ace!",
           "Swords Dance, X-Scissor, then Aerial Ace.",
           "Swords Dance, X-Scissor and then Aerial Ace",
           // "will" before the first action's name, "use" left out
           "Triantis will Swords Dance, then X-Scissor, then Aerial Ace.",
           "I will Swords Dance, X-Scissor and then Aerial Ace",
       }) {
    INFO(line);
    CHECK(steps_of_post("[b]Triantis[/b]\n" + std::string(line) + "\n") == three);
    const lint::LintResult r = lint::lint("[b]Triantis[/b]\n" + std::string(line) + "\n", BattleContext{});
    CHECK(diag_count(r, DiagId::unknown_order_action) == 0);
    CHECK(diag_count(r, DiagId::orders_dressed_as_flavor) == 0);
  }
  // A step's place said after its action ("Swords Dance first"), and a count after the last step,
  // before the sentence's full stop.
  CHECK(steps_of_post("[b]Triantis[/b]\nSwords Dance first, then X-Scissor next, then Aerial Ace last.\n") == three);
  CHECK(steps_of_post("[b]Triantis[/b]\nTriantis, start off with Swords Dance, then follow it up with X-Scissor twice.\n") ==
        std::vector<std::vector<std::string>>{{"Swords Dance"}, {"X-Scissor"}, {"X-Scissor"}});
}

TEST_CASE("[9.1] sentence orders: names holding the same words stay names, and 'and' alone divides nothing",
          "[orders][extract]") {
  // "will" is a lead only before a blank and an action's name: Will-O-Wisp stays the move.
  CHECK(steps_of_post("[b]Triantis[/b]\nWill-O-Wisp - Hex - Hex\n") ==
        std::vector<std::vector<std::string>>{{"Will-O-Wisp"}, {"Hex"}, {"Hex"}});
  CHECK(steps_of_post("[b]Triantis[/b]\nTriantis will use Will-O-Wisp, then Hex, then Hex.\n") ==
        std::vector<std::vector<std::string>>{{"Will-O-Wisp"}, {"Hex"}, {"Hex"}});
  CHECK(steps_of_post("[b]Triantis[/b]\nFirst Impression - Follow Me - Close Combat\n") ==
        std::vector<std::vector<std::string>>{{"First Impression"}, {"Follow Me"}, {"Close Combat"}});
  // "and" with no step lead after it joins words of one step; a comma after "then" joins actions
  // within a step ([2.7b]).
  const post::SepScan plain_and = post::scan_separators("Swords Dance and X-Scissor");
  CHECK(plain_and.tokens.empty());
  const post::SepScan combination = post::scan_separators("Swords Dance then Protect, Aerial Ace");
  REQUIRE(combination.tokens.size() == 2);
  CHECK(combination.tokens[0].kind == post::SepKind::then);
  CHECK(combination.tokens[1].kind == post::SepKind::comma);
  // The lead divides only before another step: "go for the win" in speech is still speech.
  const auto speech = orders::extract("[b]Triantis[/b]\nAlright, we go for the win and finish with style!\n");
  const bool speech_orders = !speech.order_sets.empty() && speech.order_sets[0].main_orders.has_value();
  CHECK_FALSE(speech_orders);
}

TEST_CASE("[9.1] sentence orders opened by a send-out word are orders when every step is a known action",
          "[orders][extract]") {
  const auto r = orders::extract("[b]Triantis[/b]\nLead with Swords Dance, then X-Scissor, then Aerial Ace.\n");
  CHECK(r.sendouts.empty());
  const auto next = orders::extract("[b]Triantis[/b]\nLead with Swords Dance, go for X-Scissor next and close with Aerial Ace.\n");
  CHECK(next.sendouts.empty());
  // A Pokemon after the same words is still a send-out.
  const auto sendout = orders::extract("I lead with :sv/scyther: Triantis the Scyther!\n");
  CHECK(sendout.sendouts.size() == 1);
}
