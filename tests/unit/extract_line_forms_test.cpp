// orders::extract on the forms real posts take around their orders: page furniture, headers with
// positions, send-outs and headings that name a set, run-on substitutions, tallies, remarks.
// (extract_test.cpp: spans, main-order forms and `bbpref extract`.)
#include <bbp/orders.hpp>
#include <bbp/substitution.hpp>

#include <catch2/catch.hpp>

#include "post/calc_lines.hpp"
#include "post/line_classifier.hpp"
#include "post/page_furniture.hpp"
#include "test_support.hpp"

#include <string>

using namespace bbp;

namespace {

std::string at(std::string_view s, Span sp) { return std::string(s.substr(sp.begin, sp.size())); }

}  // namespace

TEST_CASE("a post copied from the page: the author, date and post number above it are page furniture", "[orders][extract]") {
  for (const std::string date : {"Nov 20, 2026", "20 November 2026", "Today at 3:45 PM", "Yesterday at 11:02 AM",
                                 "Nov 20, 2026 at 9:15 PM"}) {
    CAPTURE(date);
    const std::string post = "Liz\n" + date + "\n#14\nTriantis the Scyther\nSwords Dance - X-Scissor - X-Scissor\n"
                             "IF Heracross is to use Close Combat, THEN use Detect.\nLast edited: " + date + "\n";
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(r.order_sets[0].pokemon->nickname.text == "Triantis");
    CHECK_FALSE(r.diagnostics.has_errors());
  }
  // A date-like line in the orders that is no date stays what it was.
  CHECK(post::is_post_date("May 1, 2026"));
  CHECK_FALSE(post::is_post_date("May 1, use Protect"));
  CHECK_FALSE(post::is_post_date("Today at the start of the step"));
  CHECK(post::is_post_number("#14"));
  CHECK_FALSE(post::is_post_number("#1 IF Heracross is to use Protect"));
}

TEST_CASE("[8.3c] 'Left: Gina (Garchomp) - Earthquake': the name after a position is the header, not a step", "[orders][extract]") {
  const std::string post = "Left: Gina (Garchomp) - Earthquake\nCenter: Tallow (Talonflame) - Tailwind\n"
                           "Right: Kit (Amoonguss) - Rage Powder\n\nKit: IF Tallow is to use Tailwind, THEN use Spore.\n";
  const auto r = orders::extract(post);
  REQUIRE(r.order_sets.size() == 3);
  for (const auto& os : r.order_sets) {
    REQUIRE(os.main_orders);
    CHECK(os.main_orders->steps.size() == 1);
  }
  REQUIRE(r.order_sets[2].pokemon);
  CHECK(r.order_sets[2].pokemon->nickname.text == "Kit");
  CHECK(r.order_sets[2].substitutions.size() == 1);
  // A position before orders with no name keeps every step.
  const auto bare = orders::extract("Left: Earthquake - Protect\n");
  REQUIRE(bare.order_sets.size() == 1);
  REQUIRE(bare.order_sets[0].main_orders);
  CHECK(bare.order_sets[0].main_orders->steps.size() == 2);
}

TEST_CASE("[8.3c] 'Arcanine (left): …': a position in the header's brackets is no nickname", "[orders][extract]") {
  const auto r = orders::extract("Arcanine (left): Fake Out - Flare Blitz - Protect\n"
                                 "Amoonguss (Right slot): Spore - Rage Powder - Giga Drain\n"
                                 "Gina (Garchomp): Earthquake - Protect - Earthquake\n");
  REQUIRE(r.order_sets.size() == 3);
  for (std::size_t i = 0; i < 2; ++i) {
    REQUIRE(r.order_sets[i].pokemon);
    const auto& p = *r.order_sets[i].pokemon;
    CHECK_FALSE(p.nickname.present());
    CHECK((p.name.text == (i == 0 ? "Arcanine" : "Amoonguss") || p.species.text == (i == 0 ? "Arcanine" : "Amoonguss")));
    REQUIRE(r.order_sets[i].main_orders);
    CHECK(r.order_sets[i].main_orders->steps.size() == 3);
  }
  // A nickname in the brackets is still one.
  REQUIRE(r.order_sets[2].pokemon);
  CHECK(r.order_sets[2].pokemon->nickname.text == "Gina");
  CHECK(r.order_sets[2].pokemon->species.text == "Garchomp");
  // The same positions before the name ("Left slot: Gina (Garchomp) - …"), one list for both.
  const auto before = orders::extract("Left slot: Gina (Garchomp) - Earthquake\nRight: Kit (Amoonguss) - Spore\n");
  REQUIRE(before.order_sets.size() == 2);
  REQUIRE(before.order_sets[0].pokemon);
  CHECK(before.order_sets[0].pokemon->nickname.text == "Gina");
  REQUIRE(before.order_sets[0].main_orders);
  CHECK(before.order_sets[0].main_orders->steps.size() == 1);
}

TEST_CASE("[2.5c] a send-out of one Pokemon names the orders under it that have no header", "[orders][extract]") {
  for (const std::string lead : {"Lead: Rotom-Wash", "Leading with Rotom-Wash", "Sending out: Rotom-Wash",
                                 "Lead - :sv/rotom-wash: Rotom-Wash"}) {
    CAPTURE(lead);
    const std::string post = lead + "\n\nHydro Pump > Volt Switch > Will-O-Wisp\n\nIf Ferrothorn uses Protect, use Will-O-Wisp.\n";
    const auto r = orders::extract(post);
    REQUIRE(r.sendouts.size() == 1);
    REQUIRE(r.sendouts[0].pokemon.size() == 1);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(at(post, r.order_sets[0].pokemon->name.span) == "Rotom-Wash");
    CHECK(r.order_sets[0].substitutions.size() == 1);
  }
  // Two Pokemon sent out: the orders without a header name neither.
  const auto two = orders::extract("Sending out Rotom-Wash and Ferrothorn!\n\nHydro Pump > Volt Switch > Will-O-Wisp\n");
  REQUIRE(two.sendouts.size() == 1);
  REQUIRE(two.sendouts[0].pokemon.size() == 2);  // so the check below is about the rule, not a failed read
  REQUIRE(two.order_sets.size() == 1);
  CHECK_FALSE(two.order_sets[0].pokemon);
}

TEST_CASE("[9.1] 'Orders for X' names X; 'X: IF …' goes to X's order set", "[orders][extract]") {
  const std::string post =
      "[b]Orders for Clefable[/b]\n"
      "Moonblast - Calm Mind - Moonblast\n\n"
      "[b]Gengar's orders:[/b]\n"
      "Shadow Ball - Sludge Bomb - Protect\n\n"
      "Clefable: IF Weavile is to use Ice Shard targeting Gengar, THEN use Follow Me\n"
      "Gengar: IF any opponent is to use Sucker Punch, THEN use Protect\n"
      "Clefable: At the start of the step, IF Weavile is to use Protect, THEN use Calm Mind\n";
  const auto r = orders::extract(post);
  REQUIRE(r.ok);
  REQUIRE(r.order_sets.size() == 2);
  REQUIRE(r.order_sets[0].pokemon);
  REQUIRE(r.order_sets[1].pokemon);
  CHECK(r.order_sets[0].pokemon->name.text == "Clefable");
  CHECK(r.order_sets[1].pokemon->name.text == "Gengar");
  const auto& clefable = r.order_sets[0].substitutions;
  REQUIRE(clefable.size() == 2);
  CHECK(clefable[0]->owner.text == "Clefable");
  CHECK(clefable[0]->raw.find("Follow Me") != std::string::npos);
  CHECK(clefable[1]->timing);
  CHECK_FALSE(clefable[1]->unreadable);
  REQUIRE(r.order_sets[1].substitutions.size() == 1);
  CHECK(r.order_sets[1].substitutions[0]->raw.find("Sucker Punch") != std::string::npos);
  // A timing written with a colon is no owner.
  const auto timed = orders::extract(":sv/scyther: Scyther\nSwords Dance - X-Scissor - X-Scissor\n"
                                     "End of step: IF Heracross uses Protect, THEN use Swords Dance\n");
  REQUIRE(timed.order_sets.size() == 1);
  REQUIRE(timed.order_sets[0].substitutions.size() == 1);
  CHECK_FALSE(timed.order_sets[0].substitutions[0]->owner.present());
  CHECK(timed.order_sets[0].substitutions[0]->timing);
}

TEST_CASE("extract: one-step main orders need no separator: a name above one known action is its header [1.3] [9.1]",
          "[orders][extract]") {
  // Triples (Step Count 1): one action per Pokemon, a declared target allowed.
  const std::string post = "Garchomp\nEarthquake\n\nLucario\nClose Combat on Heracross\n\nTogekiss\nProtect\n";
  const auto r = orders::extract(post);
  REQUIRE(r.order_sets.size() == 3);
  for (const auto& os : r.order_sets) {
    REQUIRE(os.pokemon);
    REQUIRE(os.main_orders);
    CHECK(os.main_orders->steps.size() == 1);
  }
  CHECK(at(post, r.order_sets[1].pokemon->name.span) == "Lucario");
  const auto& cc = r.order_sets[1].main_orders->steps[0].actions.at(0).components.at(0);
  CHECK(at(post, cc.action.span) == "Close Combat");
  REQUIRE(cc.targets.size() == 1);
  CHECK(cc.targets[0].text == "Heracross");
  // Two short lines of speech are no name and orders: "Good luck" is no known action.
  const auto speech = orders::extract("Hi all\nGood luck\n");
  CHECK(speech.order_sets.empty());
  CHECK(orders::looks_like_single_action("U-turn"));
  CHECK(orders::looks_like_single_action("Disable (Earthquake)"));
  CHECK_FALSE(orders::looks_like_single_action("Earthquake."));
  CHECK_FALSE(orders::looks_like_single_action("Good luck"));
}

TEST_CASE("extract: two substitutions on one line are two substitutions [10]; a fronted result affix is not", "[orders][extract]") {
  const std::string post =
      "Gina\nSwords Dance - Earthquake - Earthquake\n"
      "1. IF Scizor is to use Protect, THEN use Swords Dance; IF Scizor is to use Roost, THEN use Stealth Rock.\n"
      "2. IF Scizor is to use U-turn, THEN use Protect; if it is step 3, use Detect.\n"
      "3. IF Scizor is to use Roost (IF you can; IF not, THEN skip), THEN use Spikes.\n"
      "4. IF Scizor is to use Protect; IF Scizor is to use Roost, THEN use Spikes.\n";
  const auto r = orders::extract(post);
  REQUIRE(r.order_sets.size() == 1);
  const auto& subs = r.order_sets[0].substitutions;
  REQUIRE(subs.size() == 5);
  CHECK(subs[0]->raw == "IF Scizor is to use Protect, THEN use Swords Dance");
  CHECK(subs[1]->raw == "IF Scizor is to use Roost, THEN use Stealth Rock.");
  // [10.7b] "if it is step 3" belongs to the result after it
  REQUIRE(subs[2]->results.size() == 2);
  REQUIRE(subs[2]->results[1].affixes.size() == 1);
  CHECK(subs[2]->results[1].affixes[0].kind == orders::AffixKind::if_step);
  // nothing splits inside parentheses, nor after a trigger without a result
  CHECK(subs[3]->raw.find("THEN use Spikes") != std::string::npos);
  CHECK(subs[4]->raw.find("Protect; IF") != std::string::npos);
}

TEST_CASE("extract: numbered substitutions run on in one line ('1. IF … 2. IF …', 'Subs: 1) … 2) …') are one each, "
          "without the next one's number [10]",
          "[orders][extract]") {
  for (const char* line : {"1. IF Scizor uses Protect, THEN use Swords Dance. 2. IF Scizor is Asleep, THEN use Earthquake.",
                           "Subs: 1) IF Scizor uses Protect, THEN use Swords Dance. 2) IF Scizor is Asleep, THEN use "
                           "Earthquake.",
                           "Sub 1: IF Scizor uses Protect, THEN use Swords Dance. Sub 2: IF Scizor is Asleep, THEN use "
                           "Earthquake."}) {
    INFO(line);
    const auto r = orders::extract(std::string("Gina\nSwords Dance - Earthquake - Earthquake\n") + line + "\n");
    REQUIRE(r.order_sets.size() == 1);
    const auto& subs = r.order_sets[0].substitutions;
    REQUIRE(subs.size() == 2);
    for (const auto& s : subs) CHECK_FALSE(s->unreadable);
    CHECK(subs[0]->results.size() == 1);
    CHECK(subs[0]->raw.ends_with("Swords Dance"));
    CHECK(subs[1]->trigger.size() == 1);
  }
  const auto one = orders::extract("Gina\nSwords Dance - Earthquake - Earthquake\nSubs: 1. IF Scizor uses Protect, THEN use "
                                   "Swords Dance.\n");
  REQUIRE(one.order_sets.size() == 1);
  REQUIRE(one.order_sets[0].substitutions.size() == 1);
  CHECK_FALSE(one.order_sets[0].substitutions[0]->unreadable);
  CHECK(one.order_sets[0].substitutions[0]->trigger.size() == 1);
}

TEST_CASE("extract: a line of many '; IF' without a complete substitution stays one, in bounded time", "[orders][extract]") {
  std::string line = "1. IF Scizor is to use Protect";
  for (int i = 0; i < 120; ++i) line += "; IF Scizor is to use Protect";  // under the 4096-byte line limit
  const auto r = orders::extract("Gina\nSwords Dance - Earthquake - Earthquake\n" + line + ", THEN use Spikes.\n");
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].substitutions.size() == 1);
}

TEST_CASE("extract: a tally of HP or Energy written with dividers ('Energy: 100 -> 88') is no orders [9.1]",
          "[orders][extract]") {
  for (const char* tally : {"Energy: 100 -> 88", "[b]Energy check:[/b] Shard 100 -> 88", "HP: 100/100 - EN: 88/100",
                            "Shard: 100 HP | 88 EN"}) {
    INFO(tally);
    const std::string post = std::string("Shard (Weavile)\nKnock Off - Ice Shard - Swords Dance\n") + tally + "\n";
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 1);  // no second set for a Pokemon named "Energy"
    REQUIRE(r.order_sets[0].main_orders);
    CHECK(r.order_sets[0].main_orders->steps.size() == 3);
    CHECK(r.flavor.size() == 1);
  }
  // Orders with a number in them stay orders.
  const auto orders = orders::extract("Shard (Weavile)\nKnock Off - Ice Shard - Swords Dance 2\n");
  REQUIRE(orders.order_sets.size() == 1);
  REQUIRE(orders.order_sets[0].main_orders);
  CHECK(orders.order_sets[0].main_orders->steps.size() == 3);
}

TEST_CASE("extract: a sentence ending in ':' above the orders ('Here are my orders:') names no Pokemon [9.1]",
          "[orders][extract]") {
  for (const char* intro : {"Here are my orders:", "Gonna go with this:", "This is what we'll do:", "Orders are:"}) {
    INFO(intro);
    const std::string post = std::string(intro) +
                             "\n\nToxapex - Toxic, Recover, Haze\nFerrothorn - Stealth Rock, Leech Seed, Protect\n\n"
                             "Toxapex:\nIF Ferrothorn's HP is below 50%, THEN use Recover.\n";
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 2);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(r.order_sets[0].pokemon->name.text == "Toxapex");  // not "Here are" / "Gonna"
    REQUIRE(r.order_sets[0].main_orders);
    CHECK(r.order_sets[0].main_orders->steps.size() == 3);
    CHECK(r.order_sets[0].substitutions.size() == 1);  // under "Toxapex:", not BBP2001 in Ferrothorn's set
    CHECK(r.order_sets[1].substitutions.empty());
    CHECK(r.order_sets[1].unreadable.empty());
  }
  // A short name above the orders still names them.
  const auto named = orders::extract("Gina the Garchomp\nSwords Dance - Earthquake - Earthquake\n");
  REQUIRE(named.order_sets.size() == 1);
  REQUIRE(named.order_sets[0].pokemon);
  CHECK(named.order_sets[0].pokemon->nickname.text == "Gina");
}

TEST_CASE("extract: an addendum listed with the substitutions ('• Do not activate Technician', '3) Speed Boost: "
          "No') is an addendum [9.3]",
          "[orders][extract]") {
  for (const char* line : {"\xE2\x80\xA2 Do not activate Technician", "- Don't activate Technician.",
                           "3) Technician: No"}) {
    INFO(line);
    const auto r = orders::extract(std::string("Triantis\nSwords Dance - X-Scissor - X-Scissor\n"
                                               "1) IF Heracross uses Protect, THEN use Swords Dance instead.\n") +
                                   line + "\n");
    REQUIRE(r.order_sets.size() == 1);
    CHECK(r.order_sets[0].unreadable.empty());
    CHECK(r.order_sets[0].substitutions.size() == 1);
    REQUIRE(r.order_sets[0].addenda.size() == 1);
    CHECK(r.order_sets[0].addenda[0].kind == "order-otherwise");
    CHECK(r.order_sets[0].addenda[0].object.text == "Technician");
  }
}

TEST_CASE("extract: 'This is Triantis:' / 'Here's Gina the Garchomp' above the orders names the Pokemon after the "
          "words [9.1]",
          "[orders][extract]") {
  const std::pair<const char*, const char*> cases[] = {{"This is Triantis:", "Triantis"},
                                                       {"Here's Gina the Garchomp", "Gina"},
                                                       {"Here is :sv/scyther: Triantis:", "Triantis"},
                                                       {"Next up is Triantis", "Triantis"},
                                                       {"Orders for Triantis the Scyther:", "Triantis"}};
  for (const auto& [intro, name] : cases) {
    INFO(intro);
    const auto r = orders::extract(std::string(intro) + "\nSwords Dance - X-Scissor - X-Scissor\n"
                                                        "IF Heracross uses Protect, THEN use Swords Dance instead.\n");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    const auto& p = *r.order_sets[0].pokemon;
    CHECK((p.nickname.text == name || p.name.text == name));
    CHECK(r.order_sets[0].substitutions.size() == 1);
  }
  // The same words before what is no Pokemon's name stay the player's own sentence.
  for (const char* intro : {"Here's the plan:", "This is my last post:", "Here is how it goes:"}) {
    INFO(intro);
    const auto r = orders::extract(std::string(intro) + "\n\nGina - Swords Dance - Earthquake - Earthquake\n");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(r.order_sets[0].pokemon->name.text == "Gina");
  }
}

TEST_CASE("extract: a sprite line over 'Chompy: Earthquake - …' is that set's header; a line of the team's sprites "
          "is no order set [9.1]",
          "[orders][extract]") {
  const auto one = orders::extract(":sv/garchomp:\nChompy: Earthquake - Dragon Claw - Earthquake\n");
  REQUIRE(one.order_sets.size() == 1);  // not an empty "Garchomp" set and a "Chompy" set
  REQUIRE(one.order_sets[0].pokemon);
  CHECK(one.order_sets[0].pokemon->name.text == "Chompy");
  CHECK(one.order_sets[0].pokemon->sprites.size() == 1);
  REQUIRE(one.order_sets[0].main_orders);
  CHECK(one.order_sets[0].main_orders->steps.size() == 3);

  const auto team = orders::extract(":sv/garchomp: :sv/rotom-wash:\n\nChompy: Earthquake - Dragon Claw - Earthquake\n"
                                    "Rotom: Protect - Hydro Pump - Volt Switch\n");
  REQUIRE(team.order_sets.size() == 2);
  for (const auto& set : team.order_sets) {
    REQUIRE(set.pokemon);
    REQUIRE(set.main_orders);
    CHECK(set.main_orders->steps.size() == 3);
  }
  CHECK(team.order_sets[0].pokemon->name.text == "Chompy");
  CHECK(team.order_sets[1].pokemon->name.text == "Rotom");
  CHECK(team.flavor.size() == 1);  // the sprites line, kept

  // A sprite line with its orders under it is still a header of its own.
  const auto plain = orders::extract(":sv/garchomp:\nEarthquake - Dragon Claw - Earthquake\n");
  REQUIRE(plain.order_sets.size() == 1);
  REQUIRE(plain.order_sets[0].main_orders);
}

TEST_CASE("extract: 'Subs (Zapdos)' and 'Substitutions - Zapdos' are headings naming the set [9.1]", "[orders][extract]") {
  for (const char* heading : {"[B]Subs (Zapdos)[/B]", "Subs (Zapdos):", "Substitutions - Zapdos", "Subs \u2013 Zapdos"}) {
    INFO(heading);
    const std::string post = std::string("Zapdos: Thunderbolt ~ Roost ~ Thunderbolt\nLapras: Freeze-Dry ~ Ice Beam ~ Protect\n\n") +
                             heading + "\nIf Dragonite uses Extreme Speed on Zapdos, use Protect.\n";
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 2);
    CHECK(r.order_sets[0].substitutions.size() == 1);  // Zapdos's, not Lapras's
    CHECK(r.order_sets[1].substitutions.empty());
    CHECK(r.order_sets[1].unreadable.empty());  // the heading is no unreadable order line (BBP2001)
  }
}

TEST_CASE("extract: 'Speed Boost: No' is a [9.3] addendum ordering otherwise; 'Counterswitch: no' is still the "
          "counter-switch [9.3a] [2.5e]",
          "[orders][extract]") {
  const std::string post =
      "Blaziken - Protect, Swords Dance, Flare Blitz\nSpeed Boost: No\nLeftovers: yes.\nCounterswitch: no\n";
  const auto r = orders::extract(post);
  REQUIRE(r.order_sets.size() == 1);
  const auto& os = r.order_sets[0];
  CHECK(os.unreadable.empty());  // was BBP2001
  REQUIRE(os.addenda.size() == 2);
  CHECK(os.addenda[0].kind == "order-otherwise");
  CHECK(os.addenda[0].object.text == "Speed Boost");
  CHECK(os.addenda[1].kind == "other");
  CHECK(os.addenda[1].object.text == "Leftovers");
  REQUIRE(r.segmented.blocks.size() == 4);
  CHECK(r.segmented.blocks[3].kind == post::BlockKind::counter_switch);
  // Not a choice: stays what it was.
  const auto tally = orders::extract("Blaziken - Protect, Swords Dance, Flare Blitz\nEnergy: 88\n");
  REQUIRE(tally.order_sets.size() == 1);
  CHECK(tally.order_sets[0].addenda.empty());
}

TEST_CASE("extract: 'Shroom only:', 'Only Shroom:', 'For Shroom:' name one set and end a 'Both:' list [9.1] [10.4]",
          "[orders][extract]") {
  for (const char* heading : {"Shroom only:", "Only Shroom:", "For Shroom:", "[b]For Shroom only:[/b]"}) {
    INFO(heading);
    const std::string post = std::string(
                                 ":sv/amoonguss: Shroom (Amoonguss)\nSpore ~ Rage Powder\n:sv/barraskewda: Cuda (Barraskewda)\n"
                                 "Liquidation ~ Protect\nBoth:\nIF Garchomp uses Earthquake, THEN use Protect.\n") +
                             heading + "\nIF Tyranitar is to use Rock Slide, THEN use Rage Powder.\n";
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 2);
    CHECK(r.order_sets[0].substitutions.size() == 2);  // the shared one and its own
    CHECK(r.order_sets[1].substitutions.size() == 1);  // the shared one only
    CHECK(r.order_sets[1].unreadable.empty());          // the heading is no BBP2001
  }
  // "For example:" is prose, not a heading naming a Pokemon "example".
  CHECK(bbp::post::classify_line("For example:", {}).guess != bbp::post::Guess::heading);
}

TEST_CASE("[10.1] 'Shared:', 'Shared subs', 'Both' or '[u]Both[/u]' alone head the substitutions of every Pokemon ordered",
          "[orders][extract]") {
  for (const char* heading : {"Shared:", "[u]Shared[/u]", "Shared subs", "General subs:", "Both", "[u]Both[/u]", "Both:"}) {
    INFO(heading);
    const std::string post = std::string(
                                 ":sv/amoonguss: Shroom (Amoonguss)\nSpore ~ Rage Powder\n:sv/barraskewda: Cuda (Barraskewda)\n"
                                 "Liquidation ~ Protect\n") +
                             heading + "\nIF Garchomp uses Earthquake, THEN use Protect.\n";
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 2);
    CHECK(r.order_sets[0].substitutions.size() == 1);
    CHECK(r.order_sets[1].substitutions.size() == 1);
    CHECK(r.order_sets[1].unreadable.empty());  // the heading is no BBP2001
  }
  // A line that says more than the word is no such heading.
  CHECK(bbp::post::classify_line("Both use Protect", {}).guess != bbp::post::Guess::heading);
}

TEST_CASE("extract: main orders and a substitution on one line ('… X-Scissor. Subs: 1. IF …') are read as the orders "
          "and the substitution [9.1] [10]",
          "[orders][extract]") {
  for (const char* line : {"Triantis: Swords Dance, X-Scissor, X-Scissor. Subs: 1. IF Heracross uses Protect THEN use "
                           "Swords Dance and push orders down.",
                           "Triantis: Swords Dance - X-Scissor - X-Scissor; at the start of the step, IF Heracross is "
                           "to use Protect, THEN use Swords Dance."}) {
    INFO(line);
    const std::string post = std::string(line) + "\n";
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 1);
    const auto& os = r.order_sets[0];
    REQUIRE(os.main_orders);
    REQUIRE(os.main_orders->steps.size() == 3);  // the '.' or ';' is no empty fourth step
    CHECK(at(post, os.main_orders->steps[2].actions.at(0).components.at(0).action.span) == "X-Scissor");
    REQUIRE(os.substitutions.size() == 1);  // was one unreadable substitution (BBP2101)
    CHECK_FALSE(os.substitutions[0]->unreadable);
    CHECK(os.unreadable.empty());
  }
  // Table talk before the substitution is flavor.
  const auto chat = orders::extract("Alright here we go. IF Heracross uses Protect THEN use Swords Dance.\n");
  REQUIRE(chat.order_sets.size() == 1);
  REQUIRE(chat.order_sets[0].substitutions.size() == 1);
  CHECK_FALSE(chat.order_sets[0].substitutions[0]->unreadable);
  // The result written first ("Use X, then Y. IF …") is one substitution, not orders and a
  // substitution without a result.
  const auto first = orders::extract("Use Swords Dance, then X-Scissor. IF Heracross uses Protect.\n");
  CHECK(first.order_sets.size() == 1);
  CHECK_FALSE(first.order_sets.at(0).main_orders);
}

TEST_CASE("extract: 'Triantis will use Swords Dance, then X-Scissor, then X-Scissor.' is main orders; the words before "
          "'use' are no part of the action [9.1] [9.1a]",
          "[orders][extract]") {
  for (const char* line : {"Triantis will use Swords Dance, then X-Scissor, then X-Scissor.",
                           "I'll use Swords Dance, then X-Scissor, then X-Scissor.",
                           "Use Swords Dance - use X-Scissor - use X-Scissor"}) {
    INFO(line);
    for (const std::string& post : {"[b]Triantis[/b]\n" + std::string(line) + "\n", std::string(line) + "\n"}) {
      const auto r = orders::extract(post);
      REQUIRE(r.order_sets.size() == 1);
      REQUIRE(r.order_sets[0].main_orders);
      const auto& steps = r.order_sets[0].main_orders->steps;
      REQUIRE(steps.size() == 3);
      CHECK(at(post, steps[0].actions.at(0).components.at(0).action.span) == "Swords Dance");
    }
  }
  // A substitution's words are no lead: its line is never main orders ("IF Heracross is to use
  // Protect, THEN use Swords Dance." has two "steps" that would each end in a move).
  DiagnosticList diags;
  const std::string sub = "IF Heracross is to use Protect, THEN use Swords Dance.";
  const auto m = orders::parse_main_orders(post::identity_projection(sub), Span{0, sub.size()}, diags);
  bool unknown = false;
  for (const auto& step : m.steps)
    for (const auto& a : step.actions)
      for (const auto& c : a.components) unknown = unknown || c.action.text.find("IF") != std::string::npos || a.unreadable;
  CHECK(unknown);
  // Speech with "then" stays speech.
  const auto speech = orders::extract("[b]Triantis[/b]\nI think we go for it, then hope, then pray.\n");
  const bool speech_orders = !speech.order_sets.empty() && speech.order_sets[0].main_orders.has_value();
  CHECK_FALSE(speech_orders);
}

TEST_CASE("[9.1] damage working among the orders ('X-Scissor does 30%', 'X-Scissor: 28-33%', '+2 X-Scissor OHKOs') "
          "is flavor: no second order set, no unreadable line",
          "[orders][extract]") {
  for (const std::string calc : {"X-Scissor does 30%", "X-Scissor: 30%", "X-Scissor: ~28 - 33%", "X-Scissor = 28-33%",
                                 "+2 X-Scissor OHKOs", "X-Scissor 2HKOs Heracross", "X-Scissor deals 15 damage",
                                 "X-Scissor: (2*5 - 3) + 8 = 15 damage"}) {
    CAPTURE(calc);
    for (const std::string& post :
         {":sv/scyther: Triantis\nSwords Dance - X-Scissor - X-Scissor\n" + calc +
              "\nIF Heracross is to use Protect, THEN use Swords Dance.\n",
          ":sv/scyther: Triantis\n" + calc + "\nSwords Dance - X-Scissor - X-Scissor\n"}) {
      const auto r = orders::extract(post);
      REQUIRE(r.order_sets.size() == 1);
      REQUIRE(r.order_sets[0].pokemon);
      CHECK(r.order_sets[0].pokemon->name.text == "Triantis");
      REQUIRE(r.order_sets[0].main_orders);
      CHECK(r.order_sets[0].main_orders->steps.size() == 3);
      CHECK(r.order_sets[0].unreadable.empty());
      CHECK_FALSE(r.diagnostics.has_errors());
      CHECK(r.flavor.size() == 1);
    }
  }
  // Lines that only look like it stay what they are: orders with a note in brackets, a condition
  // written as an order (judged, never dropped), a plain one-step order.
  CHECK_FALSE(post::states_damage("belly drum (takes 50%)"));
  CHECK_FALSE(post::states_damage("use roost when below 30% hp"));
  CHECK_FALSE(post::states_damage("rest at 30% hp"));
  CHECK_FALSE(post::states_damage("x-scissor"));
  CHECK_FALSE(post::states_damage("x-scissor ohkos, so use swords dance"));
  CHECK_FALSE(post::states_damage("if heracross is at 30% hp => use roost"));
  CHECK(post::states_damage("x-scissor: 30%"));
  CHECK(post::states_damage("hp: 80"));
}

TEST_CASE("[9.1a] one step per line or [*] item, some pointing at the target with '~' or '->', are one set's main orders",
          "[orders][extract]") {
  const auto steps_of = [](const std::string& post) {
    const auto r = orders::extract(post);
    INFO(post);
    REQUIRE(r.order_sets.size() == 1);  // was three sets: the tilde divided two "steps"
    REQUIRE(r.order_sets[0].main_orders);
    return r.order_sets[0].main_orders->steps.size();
  };
  CHECK(steps_of("Triantis\n[list]\n[*]Swords Dance\n[*]X-Scissor ~ Heracross\n[*]X-Scissor ~ Heracross\n[/list]\n") == 3);
  CHECK(steps_of("Triantis\nSwords Dance\nX-Scissor ~ Heracross\nX-Scissor ~ Heracross\n") == 3);
  CHECK(steps_of("Triantis\nX-Scissor -> Heracross\nSwords Dance\nX-Scissor @ Heracross\n") == 3);
  // The action keeps its target.
  const auto r = orders::extract("Triantis\nSwords Dance\nX-Scissor ~ Heracross\nX-Scissor ~ Heracross\n");
  REQUIRE(r.order_sets.size() == 1);
  const auto& step = r.order_sets[0].main_orders->steps[1];
  REQUIRE(step.actions.size() == 1);
  REQUIRE(step.actions[0].components[0].targets.size() == 1);
  CHECK(step.actions[0].components[0].targets[0].text == "Heracross");
  // A tilde between two actions still divides steps: the line is main orders of its own.
  const auto two = orders::extract("Triantis\nSwords Dance ~ X-Scissor ~ X-Scissor\n");
  REQUIRE(two.order_sets.size() == 1);
  CHECK(two.order_sets[0].main_orders->steps.size() == 3);
}

TEST_CASE("[9.1] a step label alone on its line ('Step 1:', '[b]Step 1[/b]', a table cell) labels the line below",
          "[orders][extract]") {
  for (const char* post :
       {"Triantis\nStep 1:\nSwords Dance\nStep 2:\nX-Scissor\nStep 3:\nX-Scissor\n",
        "Triantis\n[b]Step 1[/b]\nSwords Dance\n[b]Step 2[/b]\nX-Scissor\n[b]Step 3[/b]\nX-Scissor\n",
        "[b]Triantis[/b]\n[table]\n[tr][td]Step 1[/td][td]Swords Dance[/td][/tr]\n[tr][td]Step 2[/td][td]X-Scissor[/td][/tr]\n"
        "[tr][td]Step 3[/td][td]X-Scissor[/td][/tr]\n[/table]\n",
        // mixed: a label alone, then labels with their orders on the line
        "Triantis\nStep 1:\nSwords Dance\nStep 2: X-Scissor\nStep 3: X-Scissor\n"}) {
    INFO(post);
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 1);  // was one set per label, each "named" by it ("Step 1:")
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(r.order_sets[0].pokemon->name.text == "Triantis");
    REQUIRE(r.order_sets[0].main_orders);
    const auto& steps = r.order_sets[0].main_orders->steps;
    REQUIRE(steps.size() == 3);
    CHECK(steps[0].actions[0].components[0].action.text == "Swords Dance");
    CHECK(steps[2].actions[0].components[0].action.text == "X-Scissor");
    CHECK(r.order_sets[0].unreadable.empty());
  }
  // A label with no orders under it is no step: the substitution below stays one.
  const auto r = orders::extract("Triantis\nSwords Dance - X-Scissor - X-Scissor\n\nStep 1:\nIF Heracross uses Protect, "
                                 "THEN use Swords Dance.\n");
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].substitutions.size() == 1);
}

TEST_CASE("[9.6] 'Triantis - Scyther @ Life Orb' above the orders equips the species it names and names the set",
          "[orders][extract]") {
  // With an item: "Triantis - Scyther @ Life Orb" equips the species it names and names the set
  // (was main orders "Triantis", "Scyther @ Life Orb": BBP4012 twice and a nameless set).
  for (const char* header : {"Triantis - Scyther @ Life Orb", "Triantis | Scyther @ Life Orb"}) {
    INFO(header);
    const auto eq = orders::extract(std::string(header) + "\nSwords Dance > X-Scissor > X-Scissor\n");
    REQUIRE(eq.order_sets.size() == 1);
    REQUIRE(eq.order_sets[0].pokemon);
    CHECK(eq.order_sets[0].pokemon->nickname.text == "Triantis");
    CHECK(eq.order_sets[0].pokemon->species.text == "Scyther");
    CHECK(eq.order_sets[0].main_orders->steps.size() == 3);
    REQUIRE(eq.equips.size() == 1);
    REQUIRE(eq.equips[0].pokemon.size() == 1);
    CHECK(eq.equips[0].pokemon[0].nickname.text == "Triantis");
    REQUIRE(eq.equips[0].pokemon[0].items.size() == 1);
    CHECK(eq.equips[0].pokemon[0].items[0].name.text == "Life Orb");
  }
}

TEST_CASE("[9.6] a sprite, then the equip line naming its holder, then the orders: the set is the holder's", "[orders][extract]") {
  // A page copy turns the sprite picture into its file name on a line of its own; in BBCode the
  // sprite may stand on the line right above the equip line. Both name Triantis, not only Scyther.
  for (const std::string post :
       {std::string("Liz\nDec 3, 2026\n#14\nscyther.gif\n\nTriantis (Scyther) @ Life Orb\n\nSwords Dance - X-Scissor - X-Scissor\n"),
        std::string(":sv/scyther:\n\nTriantis (Scyther) @ Life Orb\nSwords Dance - X-Scissor - X-Scissor\n"),
        std::string(":sv/scyther:\n[b]Triantis[/b] (Scyther) @ [i]Life Orb[/i]\n\nSwords Dance - X-Scissor - X-Scissor\n")}) {
    CAPTURE(post);
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(r.order_sets[0].pokemon->nickname.text == "Triantis");
    CHECK(r.order_sets[0].pokemon->species.text == "Scyther");
    REQUIRE(r.equips.size() == 1);
    REQUIRE(r.equips[0].pokemon.size() == 1);
    CHECK(r.equips[0].pokemon[0].nickname.text == "Triantis");
  }
}
