// post::segment: lines that are shorthand substitutions or a name and species divided like steps
// ("- Heracross Close Combat -> Detect", "Aura - Lucario"), or substitutions led in by the
// player's words ("And if …"): which is a substitution, which a header, and which stays main
// orders ([10.1], [9.1]). Split from segment_test.cpp.
#include <bbp/orders.hpp>
#include <bbp/substitution.hpp>

#include <catch2/catch.hpp>

#include <bbp/post.hpp>

#include "post/line_classifier.hpp"

#include <string>

TEST_CASE("[10.1] a shorthand line among labelled substitutions ('- Heracross Close Combat -> Detect') is one of them",
          "[post][segment]") {
  const auto r = bbp::orders::extract("Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\nSubs:\n"
                                      "- If Heracross uses Protect: Swords Dance and push.\n"
                                      "- Heracross Close Combat -> Detect\n"
                                      "- If you're below 30% HP, use Roost.\n");
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].substitutions.size() == 3);
  // Under a set's main orders, "Heracross uses Protect => Swords Dance" is such a substitution
  // even first or alone: it is judged (and told how to write IF and THEN), and the substitutions
  // after it stay with the set instead of a second, nameless one.
  for (const char* shorthand : {"Heracross uses Protect => Swords Dance", "1. Heracross uses Protect -> Swords Dance",
                                "Heracross intends to use Protect \xE2\x86\x92 Swords Dance"}) {
    INFO(shorthand);
    const auto first = bbp::orders::extract(std::string("Scyther\nSwords Dance - X-Scissor - X-Scissor\n") + shorthand +
                                            "\nIF Heracross uses Detect, THEN use Swords Dance.\n");
    REQUIRE(first.order_sets.size() == 1);
    CHECK(first.order_sets[0].substitutions.size() == 2);
  }
  // Main orders naming their own Pokemon's use stay main orders when no set has orders yet.
  const auto own = bbp::orders::extract("Triantis uses Swords Dance -> X-Scissor -> X-Scissor\n");
  REQUIRE(own.order_sets.size() == 1);
  CHECK(own.order_sets[0].substitutions.empty());
  // Two Pokemon each with a header: the second's orders still open its own set.
  {
    // "Aura - Lucario" above the orders: a name and a species divided like two steps, neither an
    // action, is the header ([9.1]), not main orders of two unreadable steps.
    for (const char* header : {"Aura - Lucario", "Aura | Lucario", "Aura the Lucario - Lvl 3", "Aura - Lucario - Lv 3",
                               "Aura - Lucario (M)"}) {
      INFO(header);
      const auto aura = bbp::orders::extract(std::string(header) + "\nNasty Plot | Aura Sphere | Aura Sphere\n"
                                                                "IF Heracross uses Protect, THEN use Nasty Plot.\n");
      REQUIRE(aura.order_sets.size() == 1);
      REQUIRE(aura.order_sets[0].main_orders);
      CHECK(aura.order_sets[0].main_orders->steps.size() == 3);
      CHECK(aura.order_sets[0].substitutions.size() == 1);
      CHECK_FALSE(aura.diagnostics.has_errors());
      REQUIRE(aura.order_sets[0].pokemon);
      CHECK((aura.order_sets[0].pokemon->nickname.text == "Aura" || aura.order_sets[0].pokemon->name.text == "Aura"));
    }
    // The species after the divider is read as the species (up to a note or a gender mark).
    for (const char* header : {"Aura - Lucario", "Aura - Lucario - Lv 3", "Aura | Lucario (M)"}) {
      INFO(header);
      const auto named = bbp::orders::extract(std::string(header) + "\nNasty Plot | Aura Sphere | Aura Sphere\n");
      REQUIRE(named.order_sets.size() == 1);
      REQUIRE(named.order_sets[0].pokemon);
      CHECK(named.order_sets[0].pokemon->nickname.text == "Aura");
      CHECK(named.order_sets[0].pokemon->species.text == "Lucario");
    }
    // Two known actions stay orders, however short ("Protect - Protect" above more orders is odd,
    // but it is orders).
    const auto orders = bbp::orders::extract("Protect - Earthquake\nSwords Dance - Earthquake\n");
    REQUIRE_FALSE(orders.order_sets.empty());
    REQUIRE(orders.order_sets[0].main_orders);
    CHECK(orders.order_sets[0].main_orders->steps.size() == 2);
  }
  const auto two = bbp::orders::extract("Scyther\nSwords Dance - X-Scissor - X-Scissor\n"
                                        "- If Heracross uses Protect, use Swords Dance.\n"
                                        "Lucario\nProtect - Close Combat - Close Combat\n");
  CHECK(two.order_sets.size() == 2);
}

TEST_CASE("[10.1] '[1]', '»' and '→' opening a substitution line are its label, not an arrow to a result",
          "[post][segment]") {
  for (const char* line : {"[1] IF Heracross uses Protect, THEN use Swords Dance.",
                           "\xC2\xBB IF Heracross uses Protect, THEN use Swords Dance.",
                           "\xE2\x86\x92 IF Heracross uses Protect, THEN use Swords Dance."}) {
    INFO(line);
    const auto r = bbp::orders::extract(std::string("Triantis\nSwords Dance - X-Scissor - X-Scissor\n") + line + "\n");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].substitutions.size() == 1);
    const auto& sub = *r.order_sets[0].substitutions[0];
    CHECK_FALSE(sub.unreadable);  // "[1]" was BBP2101; "»"/"→" were read as THEN with an empty trigger
    REQUIRE(sub.trigger.size() == 1);
    CHECK(sub.trigger[0].kind == bbp::orders::ClauseKind::action);
    REQUIRE(sub.results.size() == 1);
  }
  CHECK(bbp::post::substitution_label_length("[1] IF x") == 4);
  CHECK(bbp::post::substitution_label_length("[Tallow] IF x") == 0);
  // An arrow opening main orders is a bullet too; the ones after it divide the steps.
  const auto orders = bbp::orders::extract("Triantis\n\xC2\xBB Swords Dance \xC2\xBB X-Scissor \xC2\xBB X-Scissor\n");
  REQUIRE(orders.order_sets.size() == 1);
  REQUIRE(orders.order_sets[0].main_orders);
  CHECK(orders.order_sets[0].main_orders->steps.size() == 3);
}

TEST_CASE("[10.1] [10.3b] 'Heracross Protects -> Swords Dance': a move's name as the verb before the arrow is shorthand too",
          "[post][segment]") {
  for (const char* shorthand : {"Heracross Protects -> Swords Dance", "Heracross Close Combats => Detect",
                                "Heracross Crunches -> Protect", "1. Heracross Protects -> Swords Dance"}) {
    INFO(shorthand);
    const auto r = bbp::orders::extract(std::string("Scyther\nSwords Dance - X-Scissor - X-Scissor\n") + shorthand +
                                        "\nIF Heracross uses Detect, THEN use Swords Dance.\n");
    REQUIRE(r.order_sets.size() == 1);
    CHECK(r.order_sets[0].substitutions.size() == 2);
  }
  // Words that end in no action's name stay what they were: a target after the arrow in the orders.
  const auto target = bbp::orders::extract("Scyther\nSwords Dance - X-Scissor - X-Scissor\nTriantis X-Scissor -> Heracross\n");
  for (const auto& set : target.order_sets) CHECK(set.substitutions.empty());
  CHECK(bbp::post::ends_in_move_verb("Heracross Protects", [](std::string_view w) { return w == "Protect"; }, true));
  CHECK_FALSE(bbp::post::ends_in_move_verb("Protects", [](std::string_view w) { return w == "Protect"; }, true));
  CHECK(bbp::post::ends_in_move_verb("Protects", [](std::string_view w) { return w == "Protect"; }, false));
  CHECK_FALSE(bbp::post::ends_in_move_verb("Heracross Protect", [](std::string_view w) { return w == "Protect"; }, true));
  // Only the last four word starts are looked up, however long the words: a few Dex lookups a line.
  static int lookups = 0;
  std::string many;
  for (int k = 0; k < 10000; ++k) many += "word ";
  many += "Protects";
  CHECK(bbp::post::ends_in_move_verb(many, [](std::string_view w) { ++lookups; return w == "Protect"; }, true));
  lookups = 0;
  CHECK_FALSE(bbp::post::ends_in_move_verb(many + "s", [](std::string_view) { ++lookups; return false; }, true));
  CHECK(lookups <= 8);
}

TEST_CASE("[10.1] 'Heracross uses Protect, use Swords Dance' under a set's orders is a shorthand substitution, no new set",
          "[post][segment]") {
  for (const char* shorthand : {"Heracross uses Protect, use Swords Dance", "Heracross Protects, use Swords Dance",
                                "Heracross uses Protect, then use Swords Dance."}) {
    INFO(shorthand);
    const auto r = bbp::orders::extract(std::string("Triantis\nSwords Dance - X-Scissor - X-Scissor\n") + shorthand +
                                        "\nIF Heracross uses Detect, THEN use Swords Dance.\n");
    REQUIRE(r.order_sets.size() == 1);  // was a second set "Heracross" (or a line nothing read, BBP2001)
    CHECK(r.order_sets[0].substitutions.size() == 2);
  }
  CHECK(bbp::post::shorthand_substitution("Heracross uses Protect, use Swords Dance"));
  // Addressing a Pokemon is no shorthand: the words before the comma are no action clause.
  CHECK_FALSE(bbp::post::shorthand_substitution("Triantis, use Swords Dance"));
  const auto addressed = bbp::orders::extract("Triantis, use Swords Dance, then X-Scissor twice!\n");
  REQUIRE(addressed.order_sets.size() == 1);
  CHECK(addressed.order_sets[0].substitutions.empty());
}

TEST_CASE("[10.1] substitutions led in by 'Also,', 'And', 'Then,', 'Oh and' are one a line, each read past its lead-in",
          "[post][segment]") {
  const auto r = bbp::orders::extract(
      "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
      "Also, if Heracross uses Protect, use Swords Dance and push.\n"
      "And if Heracross is asleep, use X-Scissor on all steps.\n"
      "Then, at the end of the step, if my HP is below 30%, use Roost.\n"
      "Oh and if Heracross uses Close Combat at me, Detect.\n");
  REQUIRE(r.order_sets.size() == 1);
  const auto& subs = r.order_sets[0].substitutions;
  // Was two: the "Then, …" and "Oh and …" lines were read as the "And if …" one's continuation.
  REQUIRE(subs.size() == 4);
  for (const auto& sub : subs) {
    INFO(sub->raw);
    CHECK_FALSE(sub->unreadable);
    CHECK(sub->if_keyword.present());
    CHECK_FALSE(sub->results.empty());
  }
  CHECK(subs[2]->timing.has_value());
  // An IF line above a THEN line is still one substitution over two lines.
  const auto two_lines = bbp::orders::extract("[b]Triantis[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                                              "IF Heracross uses Protect,\nTHEN use Swords Dance.\n");
  REQUIRE(two_lines.order_sets.size() == 1);
  CHECK(two_lines.order_sets[0].substitutions.size() == 1);
}
