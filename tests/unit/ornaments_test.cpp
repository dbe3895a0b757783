// [9.1] The marks a title or a Pokemon's name is set between (src/text/ornaments.hpp), and a name
// so set above the orders naming them.
#include <bbp/orders.hpp>

#include <catch2/catch.hpp>

#include "text/ornaments.hpp"

#include <string>

using bbp::text::without_ornaments;

TEST_CASE("[9.1] without_ornaments: the words between marks standing at both ends", "[text][ornaments]") {
  CHECK(without_ornaments("~Triantis~") == "Triantis");
  CHECK(without_ornaments("== Triantis ==") == "Triantis");
  CHECK(without_ornaments("~*~ Round 3 ~*~") == "Round 3");
  CHECK(without_ornaments("\xC2\xBB Triantis \xC2\xAB") == "Triantis");  // » «
  CHECK(without_ornaments("\xE2\x98\x86 Triantis \xE2\x98\x85") == "Triantis");  // ☆ ★
  CHECK(without_ornaments("-- Porygon-Z --") == "Porygon-Z");
  // A mark at one end only, or nothing inside, leaves the text as it is.
  for (const char* same : {"- Swords Dance", "Triantis~", "~~~", "", "ab", "Swords Dance - X-Scissor"}) {
    INFO(same);
    CHECK(without_ornaments(same) == same);
  }
}

TEST_CASE("[9.1] a name set between ornaments ('~Triantis~', '== Triantis ==') above the orders names them",
          "[orders][extract]") {
  for (const char* header : {"~Triantis~", "== Triantis ==", "*Triantis*", "-- Triantis --", "~*~ Triantis ~*~",
                             "\xC2\xBB Triantis \xC2\xAB", "__Triantis__"}) {
    INFO(header);
    const auto r = bbp::orders::extract(std::string(header) + "\nSwords Dance > X-Scissor > X-Scissor\n"
                                                              "IF Heracross uses Protect, THEN use Swords Dance.\n");
    REQUIRE(r.order_sets.size() == 1);  // was two: the marks read as separators around empty steps
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(r.order_sets[0].pokemon->name.text == "Triantis");
    REQUIRE(r.order_sets[0].main_orders);
    CHECK(r.order_sets[0].main_orders->steps.size() == 3);
    CHECK(r.order_sets[0].substitutions.size() == 1);
  }
  // Orders between marks at both ends stay orders (the last '~' leaves an empty step, BBP2002).
  const auto orders = bbp::orders::extract("Triantis\n~ Swords Dance ~ X-Scissor ~ X-Scissor ~\n");
  REQUIRE(orders.order_sets.size() == 1);
  REQUIRE(orders.order_sets[0].main_orders);
  REQUIRE(orders.order_sets[0].main_orders->steps.size() >= 3);
  CHECK(orders.order_sets[0].main_orders->steps[0].actions[0].components[0].action.text == "Swords Dance");
}
