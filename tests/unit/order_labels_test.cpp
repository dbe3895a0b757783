// [9.1] "Triantis (Scyther)" over "Plan: Swords Dance - …": the words before the colon label the
// orders of the Pokemon named above (src/post/order_labels.cpp), and when they name a Pokemon.
#include <bbp/orders.hpp>

#include <catch2/catch.hpp>

#include <string>

using namespace bbp;

namespace {

/// The name the one order set of `post` is for, as its header's words say (nickname, else name).
std::string set_name(const orders::ExtractResult& r) {
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].pokemon);
  const orders::PokemonRef& p = *r.order_sets[0].pokemon;
  return p.nickname.present() ? p.nickname.text : p.name.text;
}

}  // namespace

TEST_CASE("[9.1] a label before the orders under a header naming a species is no Pokemon", "[orders][extract]") {
  // Before: each label was the name of an order set of its own, and the header above became
  // flavor, so Triantis had no orders.
  for (const char* label : {"Plan", "Actions", "Action orders", "Commands", "Orders (main)", "Steps"}) {
    const std::string post = std::string("Triantis (Scyther)\n") + label + ": Swords Dance - X-Scissor - X-Scissor\n";
    INFO(post);
    const auto r = orders::extract(post);
    CHECK(set_name(r) == "Triantis");
    REQUIRE(r.order_sets[0].main_orders);
    CHECK(r.order_sets[0].main_orders->steps.size() == 3);
  }
  // Under a bold header that names the species too, with a substitution after.
  const auto bold = orders::extract(
      "[b]Triantis the Scyther[/b]\nPlan: Swords Dance - X-Scissor - X-Scissor\nIF Heracross is to use Protect, THEN "
      "use Swords Dance.\n");
  CHECK(set_name(bold) == "Triantis");
  CHECK(bold.order_sets[0].substitutions.size() == 1);
  // The same label for each Pokemon of the post: the label above names nobody.
  const auto two = orders::extract(
      "Triantis (Scyther)\nPlan: Swords Dance - X-Scissor - X-Scissor\n\nLucy (Lucario)\nPlan: Close Combat - Swords "
      "Dance - Aura Sphere\n");
  REQUIRE(two.order_sets.size() == 2);
  CHECK(two.order_sets[1].pokemon->nickname.text == "Lucy");
  // Under the equip line naming the holder ([9.6]): the holder's orders, and the equip kept.
  const auto equip = orders::extract(":sv/scyther: Triantis the Scyther @ Life Orb\nPlan: Swords Dance - X-Scissor - X-Scissor\n");
  CHECK(set_name(equip) == "Triantis");
  CHECK(equip.equips.size() == 1);
}

TEST_CASE("[9.1] words before the colon that name a Pokemon stay its name", "[orders][extract]") {
  // Guards (as before): a species, a nickname with its species, a name the post gave above.
  CHECK(orders::extract("Triantis (Scyther)\nLucario: Close Combat - Swords Dance - Aura Sphere\n").order_sets.back().pokemon->name.text ==
        "Lucario");
  const auto lucy = orders::extract("Triantis (Scyther)\nLucy the Lucario: Close Combat - Swords Dance - Aura Sphere\n");
  CHECK(lucy.order_sets.back().pokemon->nickname.text == "Lucy");
  const auto listed = orders::extract(
      ":sv/beldum: Bastion\n:sv/piplup: Pip\n\nBastion: Iron Defense - Zen Headbutt - Zen Headbutt\nPip: Bubble Beam - "
      "Protect - Bubble Beam\n");
  REQUIRE(listed.order_sets.size() >= 2);
  CHECK(listed.order_sets[listed.order_sets.size() - 2].main_orders);
  // A line above that names no species ("Time to fight") is not taken for the header of a label.
  const auto flavor = orders::extract("Time to fight\nBlade: Swords Dance - X-Scissor - X-Scissor\n");
  CHECK(set_name(flavor) == "Blade");
}
