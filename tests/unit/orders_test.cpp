// Main orders ([9.1], [2.7b]) and action orders ([9.1a], [9.1b], [11.2], [11.5b], [11.6c], [9.7a],
// [9.8a]); the action-order grammar is checked with pegtl::analyze.
#include <bbp/orders.hpp>

#include <catch2/catch.hpp>

#include "grammar/orders.hpp"
#include "grammar/sendout.hpp"
#include "post/separators.hpp"
#include "test_support.hpp"

#include <tao/pegtl/contrib/analyze.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

using namespace bbp;
using orders::ActionKind;

namespace {

struct Parsed {
  bbcode::Projection plain;
  DiagnosticList diags;
  orders::MainOrders mo;
};

Parsed main_orders(const std::string& line) {
  Parsed p;
  p.plain = post::identity_projection(line);
  p.mo = orders::parse_main_orders(p.plain, Span{0, line.size()}, p.diags);
  return p;
}

orders::ActionOrder action(const std::string& text, DiagnosticList* out = nullptr) {
  const auto plain = post::identity_projection(text);
  DiagnosticList d;
  auto a = orders::parse_action_order(plain, Span{0, text.size()}, d);
  if (out != nullptr) *out = d;
  return a;
}

std::vector<std::string> step_names(const orders::MainOrders& mo) {
  std::vector<std::string> out;
  for (const auto& s : mo.steps)
    for (const auto& a : s.actions) out.push_back(a.components.empty() ? "?" : a.components[0].action.text);
  return out;
}

}  // namespace

TEST_CASE("grammars have no infinite loops (pegtl::analyze)", "[orders][grammar]") {
  CHECK(tao::pegtl::analyze<bbp::grammar::orders::grammar>() == 0);
  CHECK(tao::pegtl::analyze<bbp::grammar::sendout::pokemon_ref>() == 0);
}

TEST_CASE("main orders: every separator the handbook names [9.1]", "[orders][main]") {
  for (const char* line : {"Swords Dance - X-Scissor - X-Scissor", "Swords Dance \xE2\x80\x94 X-Scissor \xE2\x80\x94 X-Scissor",
                           "Swords Dance \xE2\x80\x93 X-Scissor \xE2\x80\x93 X-Scissor", "Swords Dance | X-Scissor | X-Scissor",
                           "Swords Dance, X-Scissor, X-Scissor", "Swords Dance ~ X-Scissor ~ X-Scissor",
                           "Swords Dance > X-Scissor > X-Scissor", "Swords Dance then X-Scissor then X-Scissor",
                           "Swords Dance, then X-Scissor, then X-Scissor"}) {
    INFO(line);
    const auto p = main_orders(line);
    CHECK(step_names(p.mo) == std::vector<std::string>{"Swords Dance", "X-Scissor", "X-Scissor"});
    CHECK(p.diags.items().empty());
  }
}

TEST_CASE("main orders: hyphens and commas inside names [9.1]", "[orders][main]") {
  const auto p = main_orders("U-turn - Will-O-Wisp - Double-Edge");
  CHECK(step_names(p.mo) == std::vector<std::string>{"U-turn", "Will-O-Wisp", "Double-Edge"});
  const auto q = main_orders("10,000,000 Volt Thunderbolt, Protect");
  CHECK(step_names(q.mo) == std::vector<std::string>{"10,000,000 Volt Thunderbolt", "Protect"});
}

TEST_CASE("main orders: multiple actions per step use a different divider [2.7b]", "[orders][main]") {
  const auto p = main_orders("Tackle, Growl, Leer | Leer, Tackle, Growl | Growl, Leer, Tackle");
  CHECK(p.mo.step_separator == "|");
  CHECK(p.mo.action_separator == ",");
  REQUIRE(p.mo.steps.size() == 3);
  for (const auto& s : p.mo.steps) CHECK(s.actions.size() == 3);
  CHECK(p.diags.items().empty());
  const auto q = main_orders("Tackle, Growl | Leer");
  CHECK(q.diags.items().size() == 1);
  CHECK(q.diags.items()[0].id == DiagId::uneven_actions_per_step);
}

TEST_CASE("main orders: a Technique before its action joins it, whatever the separator [11.7b][11.6b]", "[orders][main]") {
  for (const char* line : {"Tera Fire, Flamethrower - Bullet Punch - Bullet Punch",
                           "Terastallize, Flamethrower - Bullet Punch - Bullet Punch",
                           "Tera Fire / Flamethrower / Bullet Punch / Bullet Punch",
                           "Terastallize into Fire + Flamethrower - Bullet Punch - Bullet Punch"}) {
    INFO(line);
    const auto p = main_orders(line);
    CHECK_FALSE(p.mo.name_prefix.present());  // the Technique is not the Pokemon's name
    REQUIRE(p.mo.steps.size() == 3);
    CHECK(step_names(p.mo) == std::vector<std::string>{"Flamethrower", "Bullet Punch", "Bullet Punch"});
    CHECK(p.mo.steps[0].actions[0].terastal.present());
  }
  const auto mega = main_orders("Mega Evolve, Close Combat - Roost - Roost");
  REQUIRE(mega.mo.steps.size() == 3);
  CHECK(mega.mo.steps[0].actions[0].mega.text == "Mega Evolve");
  // A one-word name before the orders is still the Pokemon's name.
  CHECK(main_orders("Scizor, Swords Dance - Roost - Roost").mo.name_prefix.text == "Scizor");
}

TEST_CASE("main orders: '(all targeting Heracross)' after the last step is every step's target [9.1a]", "[orders][main]") {
  for (const char* line : {"Tackle - X-Scissor - Aerial Ace (all targeting Heracross)",
                           "Tackle | X-Scissor | Aerial Ace (both on Heracross).", "Tackle, X-Scissor, Aerial Ace ( all attacks at Heracross )",
                           "Tackle - X-Scissor - Aerial Ace (all of them against Heracross)"}) {
    INFO(line);
    const auto p = main_orders(line);
    REQUIRE(p.mo.steps.size() == 3);
    CHECK(step_names(p.mo) == std::vector<std::string>{"Tackle", "X-Scissor", "Aerial Ace"});
    for (const auto& step : p.mo.steps) {
      const auto& c = step.actions.at(0).components.at(0);
      CHECK(c.parameters.empty());
      REQUIRE(c.targets.size() == 1);
      CHECK(c.targets[0].text == "Heracross");
      CHECK(std::string(line).substr(c.targets[0].span.begin, c.targets[0].span.size()) == "Heracross");
    }
  }
  // Moves that reach no other Pokemon take none (Swords Dance, Protect); a status move that does,
  // does (Taunt).
  const auto status = main_orders("Swords Dance - Taunt - Protect - X-Scissor (all on Heracross)");
  REQUIRE(status.mo.steps.size() == 4);
  CHECK(status.mo.steps[0].actions[0].components[0].targets.empty());
  CHECK(status.mo.steps[1].actions[0].components[0].targets.at(0).text == "Heracross");
  CHECK(status.mo.steps[2].actions[0].components[0].targets.empty());
  CHECK(status.mo.steps[3].actions[0].components[0].targets.at(0).text == "Heracross");
  // A target of its own is kept; the others take the shared one.
  const auto own = main_orders("Tackle on Scizor - X-Scissor - Aerial Ace (all on Heracross)");
  CHECK(own.mo.steps[0].actions[0].components[0].targets.at(0).text == "Scizor");
  CHECK(own.mo.steps[1].actions[0].components[0].targets.at(0).text == "Heracross");
  // Without a word for "all", the parenthesis stays the last action's parameter [9.1b].
  const auto last_only = main_orders("Tackle - X-Scissor - Aerial Ace (targeting Heracross)");
  CHECK(last_only.mo.steps[0].actions[0].components[0].targets.empty());
  CHECK(last_only.mo.steps[2].actions[0].components[0].parameters.size() == 1);
}

TEST_CASE("main orders: a tilde or arrow before a Pokemon marks a target, not a step [9.1a][2.7b]", "[orders][main]") {
  for (const char* line : {"Shadow Ball ~ Snorlax / Protect / Sludge Bomb ~ Snorlax",
                           "Shadow Ball -> Snorlax / Protect / Sludge Bomb -> the opponent"}) {
    INFO(line);
    const auto p = main_orders(line);
    CHECK(p.mo.step_separator == "/");
    CHECK(p.mo.action_separator.empty());
    REQUIRE(p.mo.steps.size() == 3);
    CHECK(step_names(p.mo) == std::vector<std::string>{"Shadow Ball", "Protect", "Sludge Bomb"});
    REQUIRE(p.mo.steps[0].actions[0].components[0].targets.size() == 1);
    CHECK(p.mo.steps[0].actions[0].components[0].targets[0].text == "Snorlax");
  }
  // "Dragonite" is near the move "Dragon Tail" but names a species exactly.
  CHECK(step_names(main_orders("Hydro Pump -> Dragonite / Thunderbolt -> Dragonite / Will-O-Wisp").mo) ==
        std::vector<std::string>{"Hydro Pump", "Thunderbolt", "Will-O-Wisp"});
  // Between actions a tilde still divides steps; a piece naming no Pokemon is no target.
  CHECK(step_names(main_orders("Swords Dance ~ X-Scissor ~ X-Scissor").mo) ==
        std::vector<std::string>{"Swords Dance", "X-Scissor", "X-Scissor"});
  CHECK(main_orders("Swords Dance ~ Frobnicate ~ X-Scissor").mo.steps.size() == 3);
}

TEST_CASE("main orders: 'Earthquake x3' is one action order on several steps [9.1] (BBP2011)", "[orders][main]") {
  for (const char* line : {"Earthquake x3", "Earthquake (x3)", "Earthquake \xC3\x97 3", "Earthquake 3x", "Earthquake X 3",
                           "Earthquake (3 times)", "Earthquake [x3]"}) {
    INFO(line);
    const auto p = main_orders(line);
    CHECK(step_names(p.mo) == std::vector<std::string>{"Earthquake", "Earthquake", "Earthquake"});
    REQUIRE(p.diags.items().size() == 1);
    CHECK(p.diags.items()[0].id == DiagId::repeated_step);
  }
  const auto mixed = main_orders("Swords Dance - Earthquake x2");
  CHECK(step_names(mixed.mo) == std::vector<std::string>{"Swords Dance", "Earthquake", "Earthquake"});
  // No count, a count out of range, or a count glued to a name: read as written.
  for (const char* line : {"Earthquake x1", "Earthquake x12", "Flamethrowerx3", "Disable (Earthquake)", "Tackle - Growl"}) {
    INFO(line);
    const auto p = main_orders(line);
    for (const auto& d : p.diags.items()) CHECK(d.id != DiagId::repeated_step);
  }
}

TEST_CASE("main orders: an empty step is reported with its position [9.1]", "[orders][main]") {
  const std::string line = "Tackle -  - Growl";
  const auto p = main_orders(line);
  REQUIRE(p.mo.steps.size() == 3);
  REQUIRE(p.diags.items().size() == 1);
  CHECK(p.diags.items()[0].id == DiagId::empty_step);
  CHECK(p.diags.items()[0].span.begin >= 7);
  CHECK(p.diags.items()[0].span.end <= 10);
}

TEST_CASE("main orders: unusual separators are read with a note [9.1]", "[orders][main]") {
  const auto p = main_orders("Tackle / Growl / Leer");
  CHECK(step_names(p.mo) == std::vector<std::string>{"Tackle", "Growl", "Leer"});
  REQUIRE(p.diags.items().size() == 1);
  CHECK(p.diags.items()[0].id == DiagId::unknown_separator);
}

TEST_CASE("main orders: a name before the handbook's '|' orders is not an action [9.1][2.7b]", "[orders][main]") {
  const auto p = main_orders("Chlamydosundew - Thunderbolt | Thunderbolt | Thunderbolt");
  CHECK(p.mo.name_prefix.text == "Chlamydosundew");
  CHECK(step_names(p.mo) == std::vector<std::string>{"Thunderbolt", "Thunderbolt", "Thunderbolt"});
  CHECK(p.diags.items().empty());
}

TEST_CASE("main orders: 'Name (Species) - ' before '|' orders names the Pokemon; '(+2)' keeps orders [9.1][2.7b]",
          "[orders][main]") {
  const auto r = orders::extract("Triantis (Scyther) - Swords Dance | X-Scissor | Aerial Ace\n");
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].pokemon);
  CHECK(r.order_sets[0].pokemon->nickname.text == "Triantis");
  CHECK(r.order_sets[0].pokemon->species.text == "Scyther");
  REQUIRE(r.order_sets[0].main_orders);
  CHECK(step_names(*r.order_sets[0].main_orders) == std::vector<std::string>{"Swords Dance", "X-Scissor", "Aerial Ace"});
  // A parenthesis that names no species is no name: the line stays orders with its first step.
  const auto p = main_orders("Triantis (left) - Swords Dance | X-Scissor | Aerial Ace");
  CHECK_FALSE(p.mo.name_prefix.present());
  const auto q = main_orders("Swords Dance (+2) - X-Scissor | X-Scissor | X-Scissor");
  CHECK_FALSE(q.mo.name_prefix.present());
}

TEST_CASE("main orders: a name before ' - ' and unspaced slash steps ('Triantis - SD/X-Scissor/X-Scissor') [9.1][2.7b]",
          "[orders][main]") {
  const auto r = orders::extract("Triantis - SD/X-Scissor/X-Scissor\n");
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].pokemon);
  CHECK(r.order_sets[0].pokemon->name.text == "Triantis");
  REQUIRE(r.order_sets[0].main_orders);
  CHECK(step_names(*r.order_sets[0].main_orders) == std::vector<std::string>{"SD", "X-Scissor", "X-Scissor"});
  // A substitution below keeps the line the set's orders (it is no "Name - Species" header).
  const auto with_sub = orders::extract("Triantis - SD/X-Scissor/X-Scissor\nIF Heracross uses Protect, THEN use Swords Dance.\n");
  REQUIRE(with_sub.order_sets.size() == 1);
  REQUIRE(with_sub.order_sets[0].main_orders);
  CHECK(with_sub.order_sets[0].main_orders->steps.size() == 3);
  CHECK(with_sub.order_sets[0].substitutions.size() == 1);
  // Slashes between parts that are not all actions stay one step's choice (BBP4029 judges it), and
  // a known action before the dash is a step, not a name.
  CHECK_FALSE(main_orders("Triantis - Rotom-W/Wash").mo.name_prefix.present());
  const auto q = main_orders("Swords Dance - X-Scissor/Aerial Ace");
  CHECK_FALSE(q.mo.name_prefix.present());
  CHECK(q.mo.steps.size() == 2);
}

TEST_CASE("main orders: a step range label ('Steps 2-3: X-Scissor') orders its action on each step of the range [9.1]",
          "[orders][main]") {
  const std::vector<std::string> sd_first = {"Swords Dance", "X-Scissor", "X-Scissor"};
  const std::vector<std::string> sd_last = {"X-Scissor", "X-Scissor", "Swords Dance"};
  const std::vector<std::string> all_three = {"X-Scissor", "X-Scissor", "X-Scissor"};
  const std::pair<const char*, const std::vector<std::string>*> cases[] = {
      {"Triantis\nStep 1: Swords Dance\nSteps 2-3: X-Scissor\n", &sd_first},
      {"Triantis\nStep 1: Swords Dance\nStep 2 & 3: X-Scissor\n", &sd_first},
      {"Triantis\n1: Swords Dance\n2-3: X-Scissor\n", &sd_first},
      {"Triantis\nStep 1:\nSwords Dance\nSteps 2-3:\nX-Scissor\n", &sd_first},
      {"Triantis\nSteps 1-2: X-Scissor\nStep 3: Swords Dance\n", &sd_last},
      {"Triantis\nSteps 1-2:\nX-Scissor\nStep 3:\nSwords Dance\n", &sd_last},
      {"Triantis\nSteps 1 to 3: X-Scissor\n", &all_three}};
  for (const auto& [post, expected] : cases) {
    INFO(post);
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(r.order_sets[0].pokemon->name.text == "Triantis");
    REQUIRE(r.order_sets[0].main_orders);
    CHECK(step_names(*r.order_sets[0].main_orders) == *expected);
    // The range is said, as "X-Scissor x2" is (BBP2011).
    const bool noted = std::any_of(r.diagnostics.items().begin(), r.diagnostics.items().end(),
                                   [](const Diagnostic& d) { return d.id == DiagId::repeated_step; });
    CHECK(noted);
  }
  // One labelled step alone under the name is that set's orders (the missing steps are BBP4010's).
  const auto one = orders::extract("Triantis\nStep 1: Swords Dance\n");
  REQUIRE(one.order_sets.size() == 1);
  REQUIRE(one.order_sets[0].pokemon);
  CHECK(one.order_sets[0].pokemon->name.text == "Triantis");
  REQUIRE(one.order_sets[0].main_orders);
  CHECK(step_names(*one.order_sets[0].main_orders) == std::vector<std::string>{"Swords Dance"});
  // A range runs forward; "1-2" with no mark and no "Step" is no label.
  int first = 0, last = 0;
  CHECK(post::step_label_length("Steps 3-2: X-Scissor", first, last) == 0);
  CHECK(post::step_label_length("1-2 X-Scissor", first, last) == 0);
  CHECK(post::step_label_length("Step 2: X-Scissor", first, last) == 8);
  CHECK((first == 2 && last == 2));
  CHECK(post::step_label_length("Steps 2-3: X-Scissor", first, last) == 11);
  CHECK((first == 2 && last == 3));
}

TEST_CASE("main orders: a species' name before ' - ' and comma steps is the header, even near a move's name [9.1][10.3b]",
          "[orders][main]") {
  // "Hydreigon" is three edits from "Hidden Power Dragon": an exact species name is never read as
  // a misspelt move, so it names the Pokemon here as "Garchomp" does.
  for (const char* line : {"Hydreigon - Nasty Plot, Dark Pulse, Draco Meteor", "Garchomp - Swords Dance, Earthquake, Earthquake"}) {
    INFO(line);
    const auto r = orders::extract(std::string(line) + "\n");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(r.order_sets[0].pokemon->name.text == std::string_view(line).substr(0, std::string_view(line).find(' ')));
    REQUIRE(r.order_sets[0].main_orders);
    CHECK(r.order_sets[0].main_orders->steps.size() == 3);
  }
}

TEST_CASE("action order: parameters in parentheses and plain English [9.1b]", "[orders][action]") {
  auto a = action("Disable (Earthquake)");
  REQUIRE(a.components.size() == 1);
  CHECK(a.components[0].action.text == "Disable");
  REQUIRE(a.components[0].parameters.size() == 1);
  CHECK(a.components[0].parameters[0].text == "Earthquake");
  CHECK(a.components[0].parameters[0].span == Span{9, 19});

  a = action("Disable their Earthquake");
  CHECK(a.components[0].action.text == "Disable");
  REQUIRE(a.components[0].parameters.size() == 1);
  CHECK(a.components[0].parameters[0].text == "Earthquake");

  a = action("Imprison (Protect, Detect, Roar)");
  REQUIRE(a.components[0].parameters.size() == 3);
  CHECK(a.components[0].parameters[2].text == "Roar");
}

TEST_CASE("action order: targets [9.1a]", "[orders][action]") {
  auto a = action("Disable (Earthquake) + Entrainment (Hydration) targeting Weavile");
  REQUIRE(a.components.size() == 2);
  CHECK(a.is_combination());
  CHECK(a.components[1].action.text == "Entrainment");
  CHECK(a.components[1].parameters.at(0).text == "Hydration");
  REQUIRE(a.components[1].targets.size() == 1);
  CHECK(a.components[1].targets[0].text == "Weavile");
  a = action("Sky Attack on Weavile");
  CHECK(a.components[0].action.text == "Sky Attack");
  CHECK(a.components[0].targets.at(0).text == "Weavile");
  // "@" before a Pokemon, as Doubles orders write targets.
  a = action("Aura Sphere @ Heracross");
  CHECK(a.components[0].action.text == "Aura Sphere");
  CHECK(a.components[0].targets.at(0).text == "Heracross");
  a = action("Aura Sphere @Heracross");
  CHECK(a.components[0].targets.at(0).text == "Heracross");
}

TEST_CASE("[5.7] action order: the ally after Cover or Hide is the command's target", "[orders][action]") {
  for (auto [text, command, ally] : {std::tuple{"Cover Triantis", "Cover", "Triantis"}, {"Cover for Triantis", "Cover", "Triantis"},
                                     {"Hide behind Aura", "Hide", "Aura"}, {"cover Lucario", "cover", "Lucario"},
                                     {"Cover on Triantis", "Cover", "Triantis"}}) {
    INFO(text);
    const auto a = action(text);
    REQUIRE(a.components.size() == 1);
    CHECK(a.components[0].action.text == command);
    REQUIRE(a.components[0].targets.size() == 1);
    CHECK(a.components[0].targets[0].text == ally);
  }
  // Alone, with a parameter, and moves that only start with the letters keep their names.
  for (auto [text, name] : {std::pair{"Cover", "Cover"}, {"Hidden Power", "Hidden Power"}, {"Coverage Check", "Coverage Check"}}) {
    INFO(text);
    const auto a = action(text);
    REQUIRE(a.components.size() == 1);
    CHECK(a.components[0].action.text == name);
    CHECK(a.components[0].targets.empty());
  }
  const auto p = action("Cover (Triantis)");
  CHECK(p.components.at(0).action.text == "Cover");
  CHECK(p.components[0].targets.empty());
  CHECK(p.components[0].parameters.size() == 1);
}

TEST_CASE("action order: two-phase mode tags", "[orders][action]") {
  for (auto [text, mode] : {std::pair{"Dig (Suspend)", "suspend"}, {"Dig (S)", "suspend"}, {"Dig (A)", "attack"},
                            {"Fly (Evasive)", "evasive"}}) {
    INFO(text);
    const auto a = action(text);
    REQUIRE(a.components.at(0).modes.size() == 1);
    CHECK(a.components[0].modes[0].mode == mode);
    CHECK(a.components[0].parameters.empty());
  }
}

TEST_CASE("action order: combinations with per-component parameters [11.2][9.1b]", "[orders][action]") {
  const auto a = action("Confuse Ray + Hyper Beam");
  REQUIRE(a.components.size() == 2);
  CHECK(a.components[0].action.text == "Confuse Ray");
  CHECK(a.components[1].action.text == "Hyper Beam");
  const auto b = action("Disable + Entrainment (seal Earthquake, give Hydration)");
  CHECK(b.components[1].parameters.size() == 2);
}

TEST_CASE("action order: Z-moves [11.5b], Max moves [11.6c], Mega and Terastal prefixes", "[orders][action]") {
  auto a = action("Z-Force Hydro Pump");
  CHECK(a.components[0].z_power.text == "Z-Force");
  CHECK(a.components[0].action.text == "Hydro Pump");
  a = action("Z-Thunderbolt");
  CHECK(a.components[0].z_power.text == "Z");
  CHECK(a.components[0].action.text == "Thunderbolt");
  a = action("Gigavolt Havoc (Thunderbolt)");
  CHECK(a.components[0].action.text == "Gigavolt Havoc");
  CHECK(a.components[0].parameters.at(0).text == "Thunderbolt");
  a = action("Max Flamethrower");
  CHECK(a.components[0].max);
  CHECK(a.components[0].action.text == "Flamethrower");
  a = action("Max Guard");
  CHECK_FALSE(a.components[0].max);
  CHECK(a.components[0].action.text == "Max Guard");
  a = action("Max Potion on Tauros");
  CHECK_FALSE(a.components[0].max);
  CHECK(a.components[0].kind == ActionKind::medicine);
  a = action("Mega Evolve + Close Combat");
  CHECK(a.mega.text == "Mega Evolve");
  CHECK(a.components.at(0).action.text == "Close Combat");
  // "Tera <type>" is the players' shorthand [11.7a]; "Tera Blast" and "Dynamax Cannon" are moves.
  // After the verb, a type only before a joiner: "Terastallize Fire Blast" is the move Fire Blast.
  struct TeraCase {
    const char* text;
    const char* terastal;  // "" = no Terastal prefix
    const char* action;
  };
  for (const TeraCase& t : {TeraCase{"Terastallize and Tera Blast", "Terastallize", "Tera Blast"},
                            TeraCase{"Tera Bug Swords Dance", "Tera Bug", "Swords Dance"},
                            TeraCase{"Tera-Stellar Tera Blast", "Tera-Stellar", "Tera Blast"},
                            TeraCase{"Tera Blast", "", "Tera Blast"},
                            TeraCase{"Terastallize Fire Blast", "Terastallize", "Fire Blast"},
                            TeraCase{"Terastallize Fire, Flamethrower", "Terastallize Fire", "Flamethrower"},
                            // The type in parentheses (was an unreadable order, BBP2004).
                            TeraCase{"Terastallize (Bug) + Swords Dance", "Terastallize (Bug)", "Swords Dance"},
                            TeraCase{"Terastallize ( Fire ) and Flamethrower", "Terastallize ( Fire )", "Flamethrower"}}) {
    INFO(t.text);
    a = action(t.text);
    CHECK(a.terastal.text == t.terastal);
    CHECK(a.components.at(0).action.text == t.action);
  }
  a = action("Dynamax Cannon");
  CHECK_FALSE(a.dynamax.present());
  CHECK(a.components.at(0).action.text == "Dynamax Cannon");
}

TEST_CASE("action order: the Pokemon's name after a Technique, and a Technique after an action [11.4][11.6b] (BBP4033)",
          "[orders][action]") {
  // The name between the Technique and its joiner names the Pokemon, not the action.
  struct NamedCase {
    const char* text;
    const char* subject;  // "" = none
    const char* action;
  };
  for (const NamedCase& t : {NamedCase{"Mega Evolve Lucario and Swords Dance", "Lucario", "Swords Dance"},
                             NamedCase{"Dynamax Big Bird, Max Flamethrower", "Big Bird", "Flamethrower"},
                             NamedCase{"Mega Evolve Aura then Meteor Mash", "Aura", "Meteor Mash"},
                             NamedCase{"Mega Evolve and Swords Dance", "", "Swords Dance"},
                             // a known action after the Technique is its action
                             NamedCase{"Terastallize Swords Dance + X-Scissor", "", "Swords Dance"},
                             NamedCase{"Mega Evolve Close Combat", "", "Close Combat"}}) {
    INFO(t.text);
    const auto a = action(t.text);
    CHECK_FALSE(a.unreadable);
    CHECK(a.technique_subject.text == t.subject);
    CHECK(a.components.at(0).action.text == t.action);
  }
  // Written after an action: still the Technique, marked late.
  auto a = action("Swords Dance + Mega Evolve");
  CHECK(a.mega.text == "Mega Evolve");
  CHECK(a.technique_after_action);
  REQUIRE(a.components.size() == 1);
  CHECK(a.components[0].action.text == "Swords Dance");
  a = action("Mega Evolve + Swords Dance");
  CHECK_FALSE(a.technique_after_action);
  // "+ Tera Blast" is a move in a combination, not a Technique.
  a = action("Swords Dance + Tera Blast");
  CHECK_FALSE(a.terastal.present());
  CHECK(a.components.size() == 2);
  // The name before a step separator goes with the Technique, not with a step of its own.
  const auto p = main_orders("Mega Evolve Lucario - Swords Dance - Meteor Mash - Close Combat");
  REQUIRE(p.mo.steps.size() == 3);
  CHECK(p.mo.steps[0].actions[0].technique_subject.text == "Lucario");
  CHECK(step_names(p.mo) == std::vector<std::string>{"Swords Dance", "Meteor Mash", "Close Combat"});
  // "Max <move>" after the Technique is its action, not a name.
  const auto max = main_orders("Dynamax Max Flamethrower - Air Slash - Max Guard");
  REQUIRE(max.mo.steps.size() == 3);
  CHECK_FALSE(max.mo.steps[0].actions[0].technique_subject.present());
}

TEST_CASE("action order: commands, medicine with recipient, capture [5.7][9.7a][9.8a]", "[orders][action]") {
  auto a = action("Chill");
  CHECK(a.components[0].kind == ActionKind::command);
  a = action("Revive (Ursa Major the Bewear)");
  CHECK(a.components[0].kind == ActionKind::medicine);
  CHECK(a.components[0].parameters.at(0).text == "Ursa Major the Bewear");
  a = action("Super Potion on :garchomp:Garchomp");
  CHECK(a.components[0].kind == ActionKind::medicine);
  CHECK(a.components[0].targets.at(0).text == ":garchomp:Garchomp");
  a = action("Ultra Ball");
  CHECK(a.components[0].kind == ActionKind::ball);
  a = action("Shadow Ball");
  CHECK(a.components[0].kind == ActionKind::move);
}

TEST_CASE("action order: unreadable text reports where reading failed [9.1a][9.1b]", "[orders][action]") {
  DiagnosticList d;
  auto a = action("Disable (Earthquake", &d);
  CHECK(a.unreadable);
  REQUIRE(d.items().size() == 1);
  CHECK(d.items()[0].id == DiagId::unbalanced_parenthesis);
  a = action("Tackle) Growl", &d);
  CHECK(a.unreadable);
  CHECK(a.failed_at == 6);
  CHECK(d.items()[0].id == DiagId::unbalanced_parenthesis);
  a = action("Hyper Beam +", &d);
  CHECK(a.unreadable);
  CHECK(d.items()[0].id == DiagId::unreadable_action);
}

TEST_CASE("action order: deep or hostile input never throws", "[orders][action]") {
  std::string deep(20000, '(');
  DiagnosticList d;
  auto a = action(deep, &d);
  CHECK(a.unreadable);
  std::string plusses = "Tackle";
  for (int i = 0; i < 2000; ++i) plusses += " + Tackle";
  a = action(plusses, &d);
  CHECK(a.components.size() == 2001);
}

TEST_CASE("main orders: may_be_several_steps holds for every line parse_main_orders reads as two or more steps "
          "[9.1]",
          "[orders][main]") {
  // The dressed-orders check of the Conventions skips lines for which it is false: it must never
  // be false where the parser finds steps. Every line of the corpus, and the shapes by hand.
  std::vector<std::string> lines = {"Earthquake x3", "Earthquake x3!", "Earthquake (3 times).", "U-turn/Roost/Brave Bird",
                                    "Swords Dance 2) X-Scissor 3) X-Scissor", "Swords Dance, then X-Scissor.",
                                    "Swords Dance twice", "a sentence of prose with no steps", "Protect"};
  for (const auto& entry : std::filesystem::recursive_directory_iterator(test::source_dir() / "corpus")) {
    if (!entry.is_regular_file() || entry.path().extension() != ".txt") continue;
    const std::string text = test::read_file(entry.path());
    for (std::size_t b = 0; b < text.size();) {
      std::size_t e = text.find('\n', b);
      if (e == std::string::npos) e = text.size();
      if (e - b < 300) lines.push_back(text.substr(b, e - b));
      b = e + 1;
    }
  }
  std::size_t several = 0, skipped = 0;
  for (const std::string& line : lines) {
    const Parsed p = main_orders(line);
    const bool may = orders::may_be_several_steps(line);
    if (p.mo.steps.size() >= 2) {
      INFO(line);
      CHECK(may);
      ++several;
    } else if (!may) {
      ++skipped;
    }
  }
  CHECK(several > 100);  // the corpus holds many orders, so the property is tested, not vacuous
  CHECK(skipped > 100);  // and many lines the check may skip
  CHECK_FALSE(orders::may_be_several_steps("a sentence of prose with no steps"));
  CHECK(orders::may_be_several_steps("Earthquake x3!"));
}
