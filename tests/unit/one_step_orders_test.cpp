// [9.1] Orders of one step a Pokemon (Triples, or a Step Count of 1): "Triantis: Swords Dance",
// "Triantis - Swords Dance". One known action has no step separator to mark it as orders, so the
// name before it is what does (docs/rulings.md).
#include <bbp/context.hpp>
#include <bbp/lint.hpp>
#include <bbp/orders.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace bbp;

namespace {

struct NamedSet {
  std::string name;
  std::vector<std::string> steps;
  bool operator==(const NamedSet&) const = default;
};

/// Each order set's Pokemon name (as written) and the action names of its steps.
std::vector<NamedSet> sets_of(const std::string& post) {
  const auto r = orders::extract(post);
  std::vector<NamedSet> out;
  for (const auto& set : r.order_sets) {
    NamedSet s;
    if (set.pokemon) s.name = std::string(set.pokemon->name.present() ? set.pokemon->name.text : set.pokemon->nickname.text);
    if (set.main_orders)
      for (const auto& step : set.main_orders->steps)
        for (const auto& a : step.actions)
          for (const auto& c : a.components) s.steps.push_back(post.substr(c.action.span.begin, c.action.span.size()));
    out.push_back(std::move(s));
  }
  return out;
}

}  // namespace

TEST_CASE("[9.1] one step a Pokemon: 'Name: Action' and 'Name - Action' name the set and order the action",
          "[orders][extract]") {
  const std::vector<NamedSet> three = {{"Triantis", {"Swords Dance"}}, {"Gina", {"Earthquake"}}, {"Tallow", {"Brave Bird"}}};
  for (const char* post : {"Triantis: Swords Dance\nGina: Earthquake\nTallow: Brave Bird\n",
                           "Triantis - Swords Dance\nGina - Earthquake\nTallow - Brave Bird\n",
                           "[b]Triantis[/b]: Swords Dance\n[b]Gina[/b]: Earthquake\n[b]Tallow[/b]: Brave Bird\n",
                           ":sv/scyther: Triantis: Swords Dance\n:sv/garchomp: Gina: Earthquake\n"
                           ":sv/talonflame: Tallow: Brave Bird\n",
                           "Triantis will use Swords Dance.\nGina uses Earthquake\nTallow should use Brave Bird.\n"}) {
    INFO(post);
    CHECK(sets_of(post) == three);
    BattleContext triples;
    triples.rules.match_type = rules::MatchType::triples;
    triples.rules.step_count = 1;
    const lint::LintResult r = lint::lint(post, triples);
    for (const Diagnostic& d : r.diagnostics.items()) {
      INFO(d.message);
      CHECK(d.severity != Severity::error);
      CHECK(d.severity != Severity::warning);
    }
  }
  // The subject names the set of a sentence of several steps too.
  CHECK(sets_of("Triantis will use Swords Dance, then X-Scissor twice.\n") ==
        std::vector<NamedSet>{{"Triantis", {"Swords Dance", "X-Scissor", "X-Scissor"}}});
  // A substitution under a one-step line belongs to that set.
  const auto r = orders::extract("Triantis: Swords Dance\nGina: Earthquake\nIF Heracross uses Protect, THEN use Swords Dance.\n");
  REQUIRE(r.order_sets.size() == 2);
  CHECK(r.order_sets[1].substitutions.size() == 1);
}

TEST_CASE("[9.1] one step a Pokemon: a remark, a heading, an action or a position before the colon or dash names no "
          "Pokemon",
          "[orders][extract]") {
  // "Orders:" is a heading; "Protect - Swords Dance" two steps; "Left - Protect" a position.
  CHECK(sets_of("Orders: Swords Dance\n") == std::vector<NamedSet>{{"", {"Swords Dance"}}});
  CHECK(sets_of("Protect - Swords Dance\n") == std::vector<NamedSet>{{"", {"Protect", "Swords Dance"}}});
  const auto left = sets_of("Left - Protect\n");
  REQUIRE(left.size() == 1);
  CHECK(left[0].name.empty());
  // Only a dash divides a name from one action: "Steel / Psychic" is two steps.
  CHECK(sets_of("Steel / Psychic\n") == std::vector<NamedSet>{{"", {"Steel", "Psychic"}}});
  // A pronoun or a possessive is no name: "I will use Swords Dance." names no set.
  for (const char* post : {"I will use Swords Dance.\n", "My Scyther uses Swords Dance\n", "Heracross uses a big attack\n",
                           // a substitution's opening words, or its shorthand, name no set either
                           "When Heracross uses Protect, Swords Dance\n", "Heracross uses Protect: Swords Dance\n"}) {
    INFO(post);
    for (const NamedSet& s : sets_of(post)) CHECK(s.name.empty());
  }
  // "Heracross uses Protect -> Swords Dance" under a set is a substitution in shorthand, as with
  // "=>": "Protect -> Swords Dance" once read as an action and its target, the line as Heracross's set.
  for (const char* arrow : {"->", "=>", "\xE2\x86\x92"}) {
    const std::string post = std::string("Triantis\nSwords Dance - X-Scissor - X-Scissor\n\nHeracross uses Protect ") +
                             arrow + " Swords Dance\n";
    INFO(post);
    const auto shorthand = orders::extract(post);
    REQUIRE(shorthand.order_sets.size() == 1);
    CHECK(shorthand.order_sets[0].substitutions.size() == 1);
  }
  // A Pokemon after the arrow is the action's target: "Gina uses Flash Cannon -> Heracross".
  CHECK(sets_of("Gina uses Flash Cannon -> Heracross\n") == std::vector<NamedSet>{{"Gina", {"Flash Cannon"}}});
  // a hyphen inside the move's name is no arrow (the arrow after "X-Scissor" was not looked for)
  CHECK(sets_of("Triantis uses X-Scissor -> Heracross\n") == std::vector<NamedSet>{{"Triantis", {"X-Scissor"}}});
  // "Quagsire uses Recover." tells a step in a referee's report: no orders.
  const auto report = orders::extract("Quagsire uses Recover.\n");
  const bool report_orders = !report.order_sets.empty() && report.order_sets[0].main_orders.has_value();
  CHECK_FALSE(report_orders);
  // Words that name no action after the colon are no orders.
  const auto plain = orders::extract("Triantis: ready to go\n");
  const bool any_orders = !plain.order_sets.empty() && plain.order_sets[0].main_orders.has_value();
  CHECK_FALSE(any_orders);
}

TEST_CASE("[9.1] 'Triantis, use Swords Dance, then …', 'Triantis goes for …', 'Triantis will SD, then …' name the set",
          "[orders][extract]") {
  const std::vector<NamedSet> triantis = {{"Triantis", {"Swords Dance", "X-Scissor", "X-Scissor"}}};
  for (const char* post : {"Triantis, use Swords Dance, then X-Scissor twice!\n",
                           "Triantis, go for Swords Dance - X-Scissor - X-Scissor\n",
                           "Triantis goes for Swords Dance - X-Scissor - X-Scissor\n",
                           "Triantis will go with Swords Dance, X-Scissor, X-Scissor.\n",
                           "Triantis will go Swords Dance - X-Scissor - X-Scissor\n",
                           "Triantis will Swords Dance, then X-Scissor, then X-Scissor.\n",
                           "Triantis gets Swords Dance, then X-Scissor x2\n"}) {
    INFO(post);
    CHECK(sets_of(post) == triantis);
  }
  // Every Pokemon addressed is no Pokemon's name; a move's name as the verb ("Heracross Protects,
  // use …") makes a substitution in shorthand, not a Pokemon addressed.
  for (const char* post : {"Swords Dance - X-Scissor - X-Scissor\nEveryone, use Protect!\n",
                           "Swords Dance - X-Scissor - X-Scissor\nHeracross Protects, use Swords Dance\n"}) {
    INFO(post);
    for (const NamedSet& s : sets_of(post)) {
      CHECK(s.name != "Everyone");
      CHECK(s.name != "Heracross Protects");
    }
  }
  // A word that opens a sentence or greets before the comma is no name; so is every word the
  // substitution grammar reads past before IF [10.1] ("Furthermore", "Additionally", "Secondly").
  for (const char* line : {"Also, use Protect.", "First, use Swords Dance, then X-Scissor twice", "Okay, use Swords Dance!",
                           "Hey Triantis, use Swords Dance!", "Furthermore, use Protect on step 2.",
                           "Additionally, use X-Scissor.", "Secondly, use Swords Dance!", "Moreover, use Protect."}) {
    INFO(line);
    for (const NamedSet& s : sets_of(std::string("Triantis: Swords Dance - X-Scissor - X-Scissor\n") + line + "\n")) {
      for (const char* opener : {"Also", "First", "Okay", "Hey Triantis", "Furthermore", "Additionally", "Secondly", "Moreover"})
        CHECK(s.name != opener);
    }
  }
  // An item after "gets" is no order: the line names no set.
  for (const NamedSet& s : sets_of("Swords Dance - X-Scissor - X-Scissor\nTriantis gets Life Orb\n"))
    CHECK(s.name != "Triantis");
}
