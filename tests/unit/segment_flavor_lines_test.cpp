// How orders::extract sorts the lines around order sets: equip lines and list items, spoilers and
// their titles, sentences, team lists, headings and labelled remarks that are flavor, not orders
// ([9.1], Conventions of Posting). (segment_test.cpp: the segmenter's blocks and line classes.)
#include <bbp/orders.hpp>
#include <bbp/substitution.hpp>

#include <catch2/catch.hpp>

#include "post/chat_lines.hpp"
#include "post/line_classifier.hpp"

#include <algorithm>
#include <string>
#include <vector>

TEST_CASE("[9.1] 'Orders: …' under an equip line belongs to the holder; a [*] item is labelled by its list",
          "[post][segment]") {
  // The holder named by the equip line just above, as for orders without the heading word.
  const auto r = bbp::orders::extract(
      "[center][b]Triantis[/b] (Scyther) @ Silk Scarf[/center]\n\n"
      "[b]Orders:[/b] Swords Dance ~ X-Scissor ~ X-Scissor\n");
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].pokemon.has_value());
  CHECK(r.order_sets[0].pokemon->nickname.text == "Triantis");
  // A shorthand substitution as a [*] item after other [*] substitutions is one of them, not a
  // second order set (the list gives it the label "1." or "-" would).
  const auto list = bbp::orders::extract(
      "Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n"
      "[list=1][*]IF Heracross is to use Protect, THEN use Swords Dance.\n"
      "[*]Heracross uses Protect → Swords Dance\n[/list]\n");
  REQUIRE(list.order_sets.size() == 1);
  CHECK(list.order_sets[0].substitutions.size() == 2);
}

TEST_CASE("[9.1] a [hide]/[spoiler] titled Flavor, Fluff or Calcs holds no orders", "[post][segment]") {
  for (const char* title : {"Flavor", "\"Flavour text\"", "fluff", "Calcs for step 2", "RP"}) {
    INFO(title);
    const auto r = bbp::orders::extract(std::string("Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n"
                                                    "IF Heracross is to use Protect, THEN use Swords Dance.\n[spoiler=") +
                                        title + "]Triantis sharpens its blades.\nX-Scissor does 40%[/spoiler]\n");
    REQUIRE(r.order_sets.size() == 1);
    CHECK(r.order_sets[0].unreadable.empty());
    CHECK(r.flavor.size() == 3);  // the title, as the block's button shows it, and the two lines
  }
  // A hide titled otherwise may hold the orders themselves.
  const auto subs = bbp::orders::extract(
      "Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n[hide=Subs]"
      "IF Heracross is to use Protect, THEN use Swords Dance.[/hide]\n");
  REQUIRE(subs.order_sets.size() == 1);
  CHECK(subs.order_sets[0].substitutions.size() == 1);
}

TEST_CASE("[9.1] a short sentence naming no move is flavor; one naming a move stays an order line to judge",
          "[post][segment]") {
  const std::string head = "Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n"
                           "IF Heracross is to use Protect, THEN use Swords Dance.\n\n";
  const auto speech = bbp::orders::extract(head + "Triantis sharpens its blades.\n");
  REQUIRE(speech.order_sets.size() == 1);
  CHECK(speech.order_sets[0].unreadable.empty());
  CHECK(speech.flavor.size() == 1);
  // "Use Swords Dance first." names a move: the player meant an order, so it is never dropped.
  const auto order = bbp::orders::extract(head + "Use Swords Dance first.\n");
  REQUIRE(order.order_sets.size() == 1);
  CHECK(order.order_sets[0].unreadable.size() == 1);
  CHECK(bbp::orders::mentions_action_name("Then we chill."));
  CHECK_FALSE(bbp::orders::mentions_action_name("Stay sharp, Triantis."));
}

TEST_CASE("[9.1] a sentence that orders an action ('Use Protect on step 2.') is an order line to judge, however long",
          "[post][segment]") {
  const std::string head = "Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n"
                           "IF Heracross is to use Protect, THEN use Swords Dance.\n\n";
  // Before, five words or more ending in '.' were speech, and the order was dropped without a word.
  for (const char* ordered : {"Use Protect on step 2.", "Furthermore, use Protect on step 2.",
                              "Also use Swords Dance on the last step instead.", "Please use Protect on step 2 instead."}) {
    INFO(ordered);
    const auto r = bbp::orders::extract(head + ordered + "\n");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].unreadable.size() == 1);
    const auto& items = r.diagnostics.items();
    const auto it = std::find_if(items.begin(), items.end(),
                                 [](const bbp::Diagnostic& d) { return d.id == bbp::DiagId::unreadable_order_line; });
    REQUIRE(it != items.end());
    REQUIRE(it->help.has_value());
    CHECK(it->help->find("main orders") != std::string::npos);
  }
  // Speech stays speech: no "use" opening it, "use" of no move, or chat.
  for (const char* speech : {"I will use Swords Dance if it comes to that.", "Use your best judgement out there, Triantis.",
                             "Please enjoy the show everyone."}) {
    INFO(speech);
    const auto r = bbp::orders::extract(head + speech + "\n");
    REQUIRE(r.order_sets.size() == 1);
    CHECK(r.order_sets[0].unreadable.empty());
  }
  // Two known steps in a sentence are still main orders of their own.
  const auto steps = bbp::orders::extract(std::string("Use Swords Dance, then X-Scissor, then X-Scissor.\n"));
  REQUIRE(steps.order_sets.size() == 1);
  CHECK(steps.order_sets[0].main_orders.has_value());
}

TEST_CASE("[9.1] a chat line with a comma ('Thanks for reffing, Dundie.') divides no steps: flavor, not a second order set",
          "[post][segment]") {
  const std::string head = "Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n"
                           "IF Heracross is to use Protect, THEN use Swords Dance.\n\n";
  // Before, each was main orders of a nameless second set: "Thanks for reffing" and "Dundie" were
  // two unknown actions, with a missing step and no recipient.
  for (const char* chat : {"Thanks for reffing, Dundie.", "GL, HF", "Sorry for the delay, everyone.", "Sorry, late post."}) {
    INFO(chat);
    const auto r = bbp::orders::extract(head + chat + "\n");
    REQUIRE(r.order_sets.size() == 1);
    CHECK(r.order_sets[0].unreadable.empty());
    CHECK(r.flavor.size() == 1);
  }
  // A first step that is a known action keeps the line orders, its chat word a step to judge.
  const auto orders = bbp::orders::extract(head + "Swords Dance, X-Scissor, X-Scissor, please.\n");
  CHECK(orders.order_sets.size() == 2);
}

TEST_CASE("[9.1] a spoiler's button copied from the page ('Spoiler: Flavor', 'Spoiler') is flavor, not an order line",
          "[post][segment]") {
  for (const char* button : {"Spoiler: Flavor", "Spoiler", "spoiler: Calcs for step 2"}) {
    INFO(button);
    const auto r = bbp::orders::extract(std::string("Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n"
                                                    "IF Heracross is to use Protect, THEN use Swords Dance.\n") +
                                        button + "\nIF Heracross is to use Detect, THEN use Swords Dance.\n");
    REQUIRE(r.order_sets.size() == 1);
    CHECK(r.order_sets[0].unreadable.empty());
    // The lines after the button are still read: nothing under it is dropped.
    CHECK(r.order_sets[0].substitutions.size() == 2);
  }
  // A title naming the orders under the button is their header, as "[spoiler=Garchomp]" is.
  const auto named = bbp::orders::extract("Spoiler: Garchomp\nEarthquake - Dragon Claw\nIF Heracross is to use Protect, "
                                          "THEN use Swords Dance.\nSpoiler: Lucario\nClose Combat - Protect\n");
  REQUIRE(named.order_sets.size() == 2);
  REQUIRE(named.order_sets[0].pokemon);
  REQUIRE(named.order_sets[1].pokemon);
  CHECK(named.order_sets[0].pokemon->name.text == "Garchomp");
  CHECK(named.order_sets[0].pokemon->name.span.begin == std::string_view("Spoiler: ").size());
  CHECK(named.order_sets[1].pokemon->name.text == "Lucario");
  CHECK(named.order_sets[0].substitutions.size() == 1);
  // A line that only starts with the word is no button.
  const auto words = bbp::orders::extract("Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n"
                                          "Spoilers ahead use Swords Dance\n");
  REQUIRE(words.order_sets.size() == 1);
  CHECK(words.order_sets[0].unreadable.size() == 1);
}

TEST_CASE("[9.1] a [spoiler]/[hide] titled with a Pokemon's name names the orders inside; other titles are no orders",
          "[post][segment]") {
  const auto r = bbp::orders::extract(
      "[spoiler=Garchomp]\nEarthquake - Dragon Claw\nIF Heracross is to use Protect, THEN use Swords Dance.\n[/spoiler]\n"
      "[hide=\"Lucario\"]Close Combat - Protect\nIF Heracross is to use Fire Punch, THEN use Protect.[/hide]\n");
  REQUIRE(r.order_sets.size() == 2);
  REQUIRE(r.order_sets[0].pokemon);
  REQUIRE(r.order_sets[1].pokemon);
  CHECK(r.order_sets[0].pokemon->name.text == "Garchomp");
  CHECK(r.order_sets[1].pokemon->name.text == "Lucario");
  // The name's span is the title's bytes in the source.
  CHECK(r.order_sets[0].pokemon->name.span.begin == std::string_view("[spoiler=").size());
  CHECK(r.order_sets[0].substitutions.size() == 1);
  CHECK(r.order_sets[1].substitutions.size() == 1);
  // A title that is neither a name nor a heading is the player's words, not an unreadable line.
  const auto thoughts = bbp::orders::extract(
      "Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n[spoiler=my thoughts here]"
      "IF Heracross is to use Protect, THEN use Swords Dance.[/spoiler]\n");
  REQUIRE(thoughts.order_sets.size() == 1);
  CHECK(thoughts.order_sets[0].unreadable.empty());
  CHECK(thoughts.order_sets[0].substitutions.size() == 1);
}

TEST_CASE("[9.1] a comma sentence about the post ('Round 3, both Pokemon in spoilers.') is flavor, not main orders",
          "[post][segment]") {
  for (const char* remark : {"Round 3, both Pokemon in spoilers.", "Orders for round 2, subs below.",
                             "Same as before, both Pokemon.", "Doubles orders, round 2"}) {
    INFO(remark);
    const auto r = bbp::orders::extract(std::string(remark) +
                                        "\n\nTriantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n"
                                        "IF Heracross is to use Protect, THEN use Swords Dance.\n");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].main_orders);
    CHECK(r.order_sets[0].main_orders->steps.size() == 3);
    CHECK(r.flavor.size() == 1);
  }
  // Main orders with commas keep being orders.
  const auto orders = bbp::orders::extract("Triantis the Scyther\nSwords Dance, X-Scissor, Round.\n");
  REQUIRE(orders.order_sets.size() == 1);
  REQUIRE(orders.order_sets[0].main_orders);
  CHECK(orders.order_sets[0].main_orders->steps.size() == 3);
}

TEST_CASE("[9.1] a line after a team label ('Team: Kingambit, Gholdengo, Dragonite') lists the team: flavor, no orders",
          "[post][segment]") {
  for (const char* listing : {"Team: Kingambit, Gholdengo, Dragonite", "[b]My team:[/b] Kingambit - Gholdengo - Dragonite",
                              "Roster: Kingambit / Gholdengo / Dragonite"}) {
    INFO(listing);
    const auto r = bbp::orders::extract(std::string(listing) + "\n\nKingambit: Swords Dance - Kowtow Cleave - Iron Head\n");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(r.order_sets[0].pokemon->name.text == "Kingambit");
    CHECK(r.sendouts.empty());
    CHECK(r.flavor.size() == 1);
  }
}

namespace {
bool warns_heading_names_no_set(const bbp::orders::ExtractResult& r) {
  for (const auto& d : r.diagnostics.items())
    if (d.id == bbp::DiagId::heading_names_no_set) return true;
  return false;
}
}  // namespace

TEST_CASE("BBP2012 [9.1] a heading naming a Pokemon no order set names is warned when there are two or more sets; the subs stay with the set before",
          "[post][segment]") {
  const auto r = bbp::orders::extract("[b]Gina the Garchomp[/b]\nSwords Dance - Earthquake - Earthquake\n"
                                      "[b]Tallow the Talonflame[/b]\nBrave Bird - Brave Bird - Roost\n"
                                      "Subs for Triantis:\nIF Heracross is to use Protect, THEN use Roost.\n");
  REQUIRE(r.order_sets.size() == 2);
  CHECK(r.order_sets[1].substitutions.size() == 1);
  CHECK(warns_heading_names_no_set(r));
  // One order set: the substitutions can be no one else's, and the heading may give the nickname
  // where the header has the species.
  CHECK_FALSE(warns_heading_names_no_set(bbp::orders::extract(
      "[b]Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\nTriantis subs:\n"
      "IF Heracross is to use Protect, THEN use Swords Dance.\n")));
  // Named as its header names it: routed, no warning.
  const auto named = bbp::orders::extract("[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                                          "[b]Tallow the Talonflame[/b]\nBrave Bird - Brave Bird - Roost\n"
                                          "Subs for Triantis:\nIF Heracross is to use Protect, THEN use Swords Dance.\n");
  REQUIRE(named.order_sets.size() == 2);
  CHECK(named.order_sets[0].substitutions.size() == 1);
  CHECK(named.order_sets[1].substitutions.empty());
  CHECK_FALSE(warns_heading_names_no_set(named));
  // No header to disagree with (orders alone), or "Subs for both:": no warning.
  CHECK_FALSE(warns_heading_names_no_set(bbp::orders::extract(
      "Swords Dance - X-Scissor - X-Scissor\nSubs for Triantis:\nIF Heracross is to use Protect, THEN use Swords Dance.\n")));
  CHECK_FALSE(warns_heading_names_no_set(bbp::orders::extract(
      "[b]Tallow the Talonflame[/b]\nBrave Bird - Brave Bird - Roost\nSubs for both:\n"
      "IF Heracross is to use Protect, THEN use Roost.\n")));
}

TEST_CASE("[9.1] 'Triantis subs:' names the set whose orders line begins 'Triantis (Scyther) - …' (no header line)",
          "[post][segment]") {
  const std::string post =
      "Triantis (Scyther) - Swords Dance | X-Scissor | X-Scissor\n"
      "Lucario - Nasty Plot | Aura Sphere | Aura Sphere\n\n"
      "Triantis subs:\n"
      "1) IF Heracross is to use Protect, THEN use Swords Dance.\n"
      "2) IF Garchomp is to use Earthquake, THEN use Protect.\n\n"
      "Lucario subs:\n"
      "1) IF Heracross is to use Protect, THEN use Nasty Plot.\n";
  const auto r = bbp::orders::extract(post);
  REQUIRE(r.order_sets.size() == 2);
  CHECK(r.order_sets[0].substitutions.size() == 2);
  CHECK(r.order_sets[1].substitutions.size() == 1);
  // Orders with no name before them are named by no heading: "Lucario subs:" still finds Lucario.
  const auto step = bbp::orders::extract(
      "Swords Dance - X-Scissor - X-Scissor\nLucario - Nasty Plot | Aura Sphere | Aura Sphere\n"
      "Lucario subs:\nIF Heracross is to use Protect, THEN use Nasty Plot.\n");
  REQUIRE(step.order_sets.size() == 2);
  CHECK(step.order_sets[0].substitutions.empty());
  CHECK(step.order_sets[1].substitutions.size() == 1);
}

TEST_CASE("[9.1] remarks the player labels ('Note:', 'Calcs:', 'Flavor -', 'P.S.') are flavor, not order lines",
          "[post][segment]") {
  const std::string head = "Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n";
  for (const char* remark : {"Note: X-Scissor does 30%", "Calcs: X-Scissor does 30% to Heracross", "Math: X-Scissor - 30%",
                             "Flavor - Triantis sharpens X-Scissor", "P.S. X-Scissor hurts", "OOC: sorry, Swords Dance - late post"}) {
    INFO(remark);
    const auto r = bbp::orders::extract(head + remark + "\n");
    REQUIRE(r.order_sets.size() == 1);
    CHECK(r.order_sets[0].unreadable.empty());
    CHECK(r.flavor.size() == 1);
    // The main orders above stay the set's (a remark is no second orders line).
    REQUIRE(r.order_sets[0].main_orders);
    CHECK(r.order_sets[0].main_orders->steps.size() == 3);
  }
  // Only the label words alone before the colon: "Notebook:" and a name before a colon are not.
  // (A line with no figures: one stating damage in numbers is working without a label, see
  // extract_line_forms_test.)
  for (const char* other : {"Notebook: X-Scissor hits hard", "Mathematics X-Scissor hits hard"}) {
    INFO(other);
    const auto r = bbp::orders::extract(head + other + "\n");
    REQUIRE(r.order_sets.size() == 1);
    CHECK(r.order_sets[0].unreadable.size() == 1);
  }
  // A substitution after the label is still a substitution.
  const auto sub = bbp::orders::extract(head + "Note: IF Heracross is to use Protect, THEN use Swords Dance.\n");
  REQUIRE(sub.order_sets.size() == 1);
  CHECK(sub.order_sets[0].substitutions.size() == 1);
}

TEST_CASE("[9.1] under a copied 'Spoiler: Calcs' button, lines that read as no orders are its words; orders stay orders",
          "[post][segment]") {
  const std::string head = "Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n\n";
  const auto r = bbp::orders::extract(head + "Spoiler: Calcs\nX-Scissor hits hard\n2x X-Scissor KOs from 60%\n"
                                             "IF Heracross is to use Detect, THEN use Swords Dance.\n");
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].unreadable.empty());
  CHECK(r.order_sets[0].substitutions.size() == 1);  // the block may have ended: never lost
  // The block ends at a blank line: the same line after it is an unreadable order line again.
  // (Lines with no figures: "X-Scissor does 30%" is working even outside the block.)
  const auto after = bbp::orders::extract(head + "Spoiler: Calcs\nX-Scissor hits hard\n\nX-Scissor hits hard\n");
  REQUIRE(after.order_sets.size() == 1);
  CHECK(after.order_sets[0].unreadable.size() == 1);
  // A title that is no aside ("Spoiler: Subs") covers nothing.
  const auto subs = bbp::orders::extract(head + "Spoiler: Subs\nX-Scissor hits hard\n");
  REQUIRE(subs.order_sets.size() == 1);
  CHECK(subs.order_sets[0].unreadable.size() == 1);
}

TEST_CASE("[10.4] a heading with a remark on the list's order ('Subs (in order of priority):') is a heading",
          "[post][segment]") {
  using bbp::post::classify_line;
  using bbp::post::Guess;
  for (const char* title : {"Subs (in order of priority):", "Substitutions, in order:", "Subs in priority order",
                            "Subs (ranked by priority)", "Orders (in order)", "Contingencies, highest priority first:"}) {
    INFO(title);
    CHECK(classify_line(title, {}).guess == Guess::heading);  // was unreadable (BBP2001)
  }
  // A remark about something else, or too long to be a remark, is no heading.
  CHECK(classify_line("Subs (in case Heracross Protects)", {}).guess != Guess::heading);
  CHECK(classify_line("Subs, in order, if you want to know what I am thinking about this whole round", {}).guess !=
        Guess::heading);
  // In a post, the substitutions under it are read as such and the heading is no unreadable line.
  const auto r = bbp::orders::extract(std::string("Scyther\nSwords Dance - X-Scissor - X-Scissor\n\nSubs (in order of "
                                                  "priority):\nIF Heracross uses Protect, THEN use Swords Dance.\n"));
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].unreadable.empty());
  CHECK(r.order_sets[0].substitutions.size() == 1);
}

TEST_CASE("[9.1] a 'tl;dr' line after the orders is the post's summary, flavor, not a second order set",
          "[post][segment]") {
  const auto r = bbp::orders::extract(std::string("Triantis\nSwords Dance -> X-Scissor -> X-Scissor\n\n"
                                                  "IF Heracross uses Protect, THEN use Swords Dance.\n\n"
                                                  "tl;dr SD then spam X-Scissor, gl hf\n"));
  REQUIRE(r.order_sets.size() == 1);  // was two: the summary read as nameless main orders
  CHECK(r.order_sets[0].unreadable.empty());
  CHECK(r.order_sets[0].main_orders->steps.size() == 3);
}

TEST_CASE("[9.1] a name over substitutions that open the post's orders names their set", "[post][segment]") {
  const auto r = bbp::orders::extract(std::string("Triantis\nIF Heracross uses Protect, THEN use Swords Dance.\n"
                                                  "IF Heracross is Burned, THEN use Roost.\n"));
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].pokemon);  // was a nameless set, the name flavor
  CHECK(r.order_sets[0].pokemon->name.text == "Triantis");
  CHECK(r.order_sets[0].substitutions.size() == 2);
  // Inside a set, a short line over more substitutions opens no new set.
  const auto inside = bbp::orders::extract(std::string("Triantis\nSwords Dance - X-Scissor - X-Scissor\n"
                                                       "IF Heracross uses Protect, THEN use Swords Dance.\nCareful now\n"
                                                       "IF Heracross is Burned, THEN use Roost.\n"));
  REQUIRE(inside.order_sets.size() == 1);
  CHECK(inside.order_sets[0].substitutions.size() == 2);
  // Chat and aside titles are no names.
  for (const char* line : {"Good luck", "Flavor"}) {
    INFO(line);
    const auto chat = bbp::orders::extract(std::string(line) + "\nIF Heracross uses Protect, THEN use Swords Dance.\n");
    REQUIRE(chat.order_sets.size() == 1);
    CHECK_FALSE(chat.order_sets[0].pokemon);
  }
}

TEST_CASE("[9.1] a line of species divided like steps lists the team: 'Kingambit | Dragapult' orders nothing",
          "[post][segment]") {
  for (const char* team : {"Kingambit | Dragapult", "Kingambit, Dragapult", "Kingambit - Dragapult - Clefable",
                           "Kingambit \u2014 Dragapult", "Kingambit \u2013 Dragapult"}) {
    INFO(team);
    const auto r = bbp::orders::extract(std::string(team) +
                                        "\n\nKingambit: Swords Dance > Kowtow Cleave > Sucker Punch\n"
                                        "Dragapult: Dragon Darts > Dragon Darts > Protect\n");
    REQUIRE(r.order_sets.size() == 2);  // was a third, nameless set of two unknown actions first
    for (const auto& set : r.order_sets) {
      REQUIRE(set.main_orders);
      CHECK(set.main_orders->steps.size() == 3);
    }
  }
  // A known action among the parts keeps the line as orders; a nickname is no species.
  const auto orders = bbp::orders::extract("Kingambit\nSwords Dance | Sucker Punch\n");
  REQUIRE(orders.order_sets.size() == 1);
  REQUIRE(orders.order_sets[0].main_orders);
  CHECK(orders.order_sets[0].main_orders->steps.size() == 2);
  CHECK(bbp::orders::looks_like_species_name("Rotom-Wash"));
  CHECK_FALSE(bbp::orders::looks_like_species_name("Triantis"));
  CHECK_FALSE(bbp::orders::looks_like_species_name("Swords Dance"));
}

TEST_CASE("[10.5b] 'On the third step, if …' opens a substitution, not a flavor line", "[post][segment]") {
  const auto r = bbp::orders::extract("[b]Gina[/b]\nSwords Dance - Earthquake - Earthquake\n"
                                      "On the third step, if Rotom-Wash is below 30% HP, Earthquake x1\n");
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].substitutions.size() == 1);  // was flavor: dropped with no diagnostic
  CHECK(bbp::post::substitution_words("On the first step, if Heracross is asleep, X-Scissor x3"));
  CHECK_FALSE(bbp::post::substitution_words("On the other hand, if it works, great."));
}

TEST_CASE("[9.1] a sentence with a condition after its first comma is the player's, not orders: "
          "'On the other hand, if it works, great.'",
          "[post][segment]") {
  const std::string head = "[b]Triantis[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                           "IF Heracross uses Protect, THEN use Swords Dance.\n";
  for (const char* line : {"On the other hand, if it works, great.", "Tbh, if this fails, GG", "Anyway, unless I misread, we win."}) {
    INFO(line);
    const auto r = bbp::orders::extract(head + line + "\n");
    REQUIRE(r.order_sets.size() == 1);  // was a second, nameless set ("", "if it works", "great")
    CHECK(r.order_sets[0].substitutions.size() == 1);
    CHECK(r.flavor.size() == 1);
  }
  // Orders before the condition stay for the substitution tests; a line they take is judged.
  const auto sub = bbp::orders::extract(head + "Tbh, if Heracross uses Protect, use Swords Dance.\n");
  REQUIRE(sub.order_sets.size() == 1);
  CHECK(sub.order_sets[0].substitutions.size() == 2);
  const auto orders = bbp::orders::extract("[b]Triantis[/b]\nSwords Dance, X-Scissor, X-Scissor, if possible\n");
  REQUIRE(orders.order_sets.size() == 1);
  CHECK(orders.flavor.empty());
}

TEST_CASE("[9.6] a forum mention ('@Dundie', '[USER=1]@Dundie[/USER]') is talk to a user, not an equip line",
          "[post][segment]") {
  const std::string set = "Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n"
                          "IF Heracross is to use Protect, THEN use Swords Dance.\n";
  // Before, each was an equip with no Pokemon (BBP2007), or "Dundie" an item not named in full.
  for (const char* mention : {"@Dundie", "tagging @Dundie", "@Dundie @Isaac", "Ref: @Dundie", "@Dundie, your turn!",
                              "[USER=1234]@Dundie[/USER]"}) {
    INFO(mention);
    for (const std::string& post : {std::string(mention) + "\n\n" + set, set + "\n" + mention + "\n"}) {
      const auto r = bbp::orders::extract(post);
      CHECK(r.equips.empty());
      CHECK(r.diagnostics.items().empty());
      REQUIRE(r.order_sets.size() == 1);
      CHECK(r.order_sets[0].substitutions.size() == 1);
    }
  }
  CHECK(bbp::post::opens_with_mention("@Dundie."));
  // An item under its holder: with a space after '@', or a name of several capitalised words.
  CHECK_FALSE(bbp::post::opens_with_mention("@ Life Orb"));
  CHECK_FALSE(bbp::post::opens_with_mention("@Life Orb"));
  CHECK_FALSE(bbp::post::opens_with_mention("Triantis @ Life Orb"));
}

TEST_CASE("[9.1] a benched Pokemon's note with its sprite, species or a dash ('Aura (Lucario) — bench') is flavor",
          "[post][segment]") {
  const std::string set = "Triantis the Scyther\nSwords Dance ~ X-Scissor ~ X-Scissor\n";
  // Before, the sprite line above was a header that took "Triantis the Scyther" as its orders, and
  // the dash forms were main orders of two unknown actions.
  for (const char* note : {":sv/lucario: Aura (Lucario) — bench, no orders", ":sv/lucario: Aura (Lucario) (bench)",
                           "Lucario - benched", "Gina: on standby.", "Aura (Lucario) (fainted)", "Porygon-Z (bench)",
                           "Zap (Porygon-Z) - benched", "[b]Lucario[/b] (benched, no orders)"}) {
    INFO(note);
    for (const std::string& post : {std::string(note) + "\n\n" + set, set + "\n" + note + "\n"}) {
      const auto r = bbp::orders::extract(post);
      REQUIRE(r.order_sets.size() == 1);
      REQUIRE(r.order_sets[0].main_orders.has_value());
      CHECK(r.order_sets[0].main_orders->steps.size() == 3);
      CHECK(r.diagnostics.items().empty());
    }
  }
  // Steps stay steps: a divider inside the "name" is orders.
  const auto steps = bbp::orders::extract(set + "\nSwords Dance - X-Scissor - out\n");
  CHECK(steps.order_sets.size() == 2);
}

TEST_CASE("[Conventions of Posting] a header with the Pokemon's words in quotation marks after its name",
          "[post][segment]") {
  // Before, the line without a sprite was flavor and the set had no Pokemon; with typographic
  // quotes the name took the first quoted word.
  for (const char* header : {"[B]Scyther[/B] [I]\"Let's get this over with.\"[/I]", "Triantis the Scyther \xE2\x80\x9CTime to cut.\xE2\x80\x9D",
                             "Scyther \"Ready when you are.\""}) {
    INFO(header);
    const auto r = bbp::orders::extract(std::string(header) + "\nSwords Dance | X-Scissor | X-Scissor\n");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon.has_value());
    const bbp::orders::PokemonRef& p = *r.order_sets[0].pokemon;
    // A lone name is kept as `name` (nickname or species, the text does not say).
    if (p.name.present()) CHECK(p.name.text == "Scyther");
    else CHECK((p.species.text == "Scyther" && p.nickname.text == "Triantis"));
  }
}
