// [9.1a] an action order names exactly one action (BBP4029) — and only when every alternative is
// an action; anything else stays an unknown action (BBP4012).
#include "one_set_lint_support.hpp"

#include <algorithm>
#include <string>

using namespace bbp;

namespace {

int count(const std::string& first_step, DiagId id) {
  const std::string post = "[b]:sv/scyther: Triantis the Scyther[/b]\n" + first_step + " - X-Scissor - X-Scissor\n";
  const lint::LintResult r = lint::lint(post, BattleContext{});
  const auto& items = r.diagnostics.items();
  return static_cast<int>(std::count_if(items.begin(), items.end(), [&](const Diagnostic& d) { return d.id == id; }));
}

}  // namespace

TEST_CASE("[9.1a] BBP4029: a step that offers a choice between actions", "[lint][linter]") {
  for (const char* choice : {"Protect or Detect", "Protect OR Detect", "Swords Dance/Agility",
                             "Protect or Detect or Swords Dance"}) {
    INFO(choice);
    CHECK(count(choice, DiagId::several_actions_in_one_order) == 1);
    CHECK(count(choice, DiagId::unknown_order_action) == 0);
  }
  // ("A / B" with spaces is read as two steps by the main-orders parser.) One real action with "or"
  // inside its name, and alternatives that are not all actions.
  CHECK(count("Trick-or-Treat", DiagId::several_actions_in_one_order) == 0);
  CHECK(count("Trick-or-Treat", DiagId::unknown_order_action) == 0);
  for (const char* not_choice : {"Protect or whatever", "Fly or Dance Around"}) {
    INFO(not_choice);
    CHECK(count(not_choice, DiagId::several_actions_in_one_order) == 0);
    CHECK(count(not_choice, DiagId::unknown_order_action) == 1);
  }
}

TEST_CASE("[9.1b] BBP4030: a condition and its alternative in one parenthesis are said once", "[lint][linter]") {
  CHECK(count("X-Scissor (if Heracross is Protecting, Swords Dance instead)", DiagId::conditional_parameter) == 1);
  // Each on its own is still one warning.
  CHECK(count("X-Scissor (if Heracross is Protecting)", DiagId::conditional_parameter) == 1);
  CHECK(count("X-Scissor (Swords Dance instead)", DiagId::conditional_parameter) == 1);
}

TEST_CASE("[9.1a] [9.7] BBP4012: a held item in main orders is no action", "[lint][linter]") {
  CHECK(count("Focus Sash", DiagId::unknown_order_action) == 1);
  CHECK(count("Leftovers", DiagId::unknown_order_action) == 1);
  const lint::LintResult r = lint::lint("[b]:sv/scyther: Triantis the Scyther[/b]\nLeftovers - X-Scissor - X-Scissor\n",
                                        BattleContext{});
  const auto& items = r.diagnostics.items();
  const auto d = std::find_if(items.begin(), items.end(), [](const Diagnostic& x) { return x.id == DiagId::unknown_order_action; });
  REQUIRE(d != items.end());
  CHECK(d->message.find("held item") != std::string::npos);
  REQUIRE(d->help.has_value());
  CHECK(d->help->find("@ Leftovers") != std::string::npos);
  // A trainer item is an order ([9.7]).
  CHECK(count("Potion", DiagId::unknown_order_action) == 0);
}

TEST_CASE("[9.1] step labels inside one line divide the steps: '1) A 2) B 3) C', 'Step 1: A Step 2: B'", "[lint][linter]") {
  for (const char* line : {"1) Swords Dance 2) X-Scissor 3) Aerial Ace", "1. Swords Dance 2. X-Scissor 3. Aerial Ace",
                           "Step 1: Swords Dance Step 2: X-Scissor Step 3: Aerial Ace",
                           "Swords Dance / Step 2: X-Scissor / Step 3: Aerial Ace"}) {
    INFO(line);
    const lint::LintResult r = test::lint_one_set(line);
    const auto& steps = test::one_set_steps(r);
    REQUIRE(steps.size() == 3);
    CHECK(steps[0].actions.at(0).components.at(0).action.text == "Swords Dance");
    CHECK(steps[1].actions.at(0).components.at(0).action.text == "X-Scissor");
    CHECK(steps[2].actions.at(0).components.at(0).action.text == "Aerial Ace");
    for (const Diagnostic& d : r.diagnostics.items()) CHECK(d.severity == Severity::note);  // "/" is unusual
  }
  // A number out of sequence, or without its mark, is no label: the step stays one (unknown) action.
  for (const char* line : {"Swords Dance 3) X-Scissor", "Stockpile 2 X-Scissor"}) {
    INFO(line);
    CHECK(test::one_set_steps(test::lint_one_set(line)).size() == 1);
  }
}

namespace {
/// How many diagnostics `id` the lint of `post` gives.
int count_in(const std::string& post, DiagId id) {
  const lint::LintResult r = lint::lint(post, BattleContext{});
  const auto& items = r.diagnostics.items();
  return static_cast<int>(std::count_if(items.begin(), items.end(), [id](const Diagnostic& d) { return d.id == id; }));
}
}  // namespace

TEST_CASE("[Conventions of Posting] BBP4034: main orders dressed as flavor are said, dialogue is not",
          "[lint][linter]") {
  const auto dressed = [](const std::string& line) {
    return count_in("[b]:sv/scyther: Triantis the Scyther[/b]\n" + line + "\n", DiagId::orders_dressed_as_flavor);
  };
  for (const char* line : {"[i]Swords Dance - X-Scissor - X-Scissor[/i]", "\"Swords Dance - X-Scissor - X-Scissor\"",
                           "[i]\xE2\x80\x9CSwords Dance | X-Scissor | X-Scissor\xE2\x80\x9D[/i]",
                           "*Swords Dance > X-Scissor > X-Scissor*"}) {
    INFO(line);
    CHECK(dressed(line) == 1);
  }
  // Dialogue, one step, a misspelt action, plain orders, a quoted post: no warning.
  for (const char* line : {"[i]\"Triantis, Swords Dance - and then strike!\"[/i]", "[i]Swords Dance![/i]",
                           "[i]Swrods Dance - X-Scissor - X-Scissor[/i]", "Swords Dance - X-Scissor - X-Scissor",
                           "[quote]Swords Dance - X-Scissor - X-Scissor[/quote]"}) {
    INFO(line);
    CHECK(dressed(line) == 0);
  }
}

TEST_CASE("[Conventions of Posting] BBP4039: a substitution in quotation marks is flavor, and said to be",
          "[lint][linter]") {
  const std::string head = "[b]:sv/scyther: Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n";
  const auto lint_line = [&](const std::string& line) { return lint::lint(head + line + "\n", BattleContext{}); };
  const auto count = [](const lint::LintResult& r, DiagId id) {
    const auto& items = r.diagnostics.items();
    return std::count_if(items.begin(), items.end(), [id](const Diagnostic& d) { return d.id == id; });
  };
  const std::string sub = "IF Heracross is to use Protect, THEN use Swords Dance and push orders down.";
  for (const std::string& line : {"\"" + sub + "\"", "\xE2\x80\x9C" + sub + "\xE2\x80\x9D", "[i]\"" + sub + "\"[/i]",
                                  "[i]\xE2\x80\x9C" + sub + "\xE2\x80\x9D[/i]",
                                  std::string("\"At the start of the round, IF Heracross is to use Protect, THEN use "
                                              "Swords Dance instead.\"")}) {
    INFO(line);
    const lint::LintResult r = lint_line(line);
    CHECK(count(r, DiagId::substitution_dressed_as_flavor) == 1);
    // Flavor: no substitution, so none judged unreadable at its quote mark.
    REQUIRE(r.extracted.order_sets.size() == 1);
    CHECK(r.extracted.order_sets[0].substitutions.empty());
    CHECK(count(r, DiagId::unreadable_substitution) == 0);
  }
  // Plain and italic substitutions are read and judged; dialogue that only mentions a condition
  // and a quoted post say nothing.
  for (const std::string& line : {sub, "[i]" + sub + "[/i]"}) {
    INFO(line);
    const lint::LintResult r = lint_line(line);
    CHECK(count(r, DiagId::substitution_dressed_as_flavor) == 0);
    REQUIRE(r.extracted.order_sets.size() == 1);
    CHECK(r.extracted.order_sets[0].substitutions.size() == 1);
  }
  for (const std::string& line : {std::string("[i]\"Triantis, if it hides behind Protect, take your time.\"[/i]"),
                                  "[quote]\"" + sub + "\"[/quote]"}) {
    INFO(line);
    CHECK(count(lint_line(line), DiagId::substitution_dressed_as_flavor) == 0);
  }
  // Another post's words copied from the page ("Liz said:" … "Click to expand..."), as [quote] is,
  // and a substitution under a flavor spoiler without quotation marks: neither rule speaks.
  for (const std::string& lines : {"\nLiz said:\n" + sub + "\nClick to expand...",
                                   std::string("\nLiz said:\nAerial Ace - Swords Dance - Aerial Ace\nClick to expand..."),
                                   "[spoiler=Flavor]" + sub + "[/spoiler]"}) {
    INFO(lines);
    const lint::LintResult r = lint_line(lines);
    CHECK(count(r, DiagId::substitution_dressed_as_flavor) == 0);
    CHECK(count(r, DiagId::orders_dressed_as_flavor) == 0);
  }
  // Struck through: withdrawn by the player (BBP2010 says so), not dressed; neither dressing rule speaks.
  for (const std::string& line : {"[s]" + sub + "[/s]", "[s]\"" + sub + "\"[/s]",
                                  std::string("[s]Protect - X-Scissor - X-Scissor[/s]")}) {
    INFO(line);
    const lint::LintResult r = lint_line(line);
    CHECK(count(r, DiagId::struck_line) == 1);
    CHECK(count(r, DiagId::substitution_dressed_as_flavor) == 0);
    CHECK(count(r, DiagId::orders_dressed_as_flavor) == 0);
  }
}

TEST_CASE("[9.3a] BBP4035: an addendum ordering otherwise cannot be given a condition", "[lint][linter]") {
  const auto conditional = [](const std::string& line) {
    return count_in("[b]:sv/blaziken: Ember the Blaziken[/b]\nProtect - Swords Dance - Flare Blitz\n" + line + "\n",
                    DiagId::conditional_addendum);
  };
  for (const char* line : {"Do not activate Speed Boost if Gardevoir uses Trick Room.",
                           "Don't use Speed Boost unless your HP is below 50%",
                           "Do not activate Speed Boost when Gardevoir is faster.",
                           "Do not activate Speed Boost, if Gardevoir uses Protect",
                           // when: a step or a turn ("It's not possible … to further specify when")
                           "Don't activate Speed Boost on step 2.", "Do not activate Speed Boost during step 1",
                           "Do not activate Speed Boost this step", "Don't activate Speed Boost for the first step",
                           "On step 2, don't activate Speed Boost.", "During steps 1 and 2, do not activate Speed Boost"}) {
    INFO(line);
    CHECK(conditional(line) == 1);
    CHECK(count_in("[b]:sv/blaziken: Ember the Blaziken[/b]\nProtect - Swords Dance - Flare Blitz\n" + std::string(line) + "\n",
                   DiagId::unknown_addendum_object) == 0);  // the object is "Speed Boost" alone
  }
  for (const char* line : {"Do not activate Speed Boost.", "Speed Boost: No", "Don't activate Life Orb",
                           "Do not activate Speed Boost please"}) {
    INFO(line);
    CHECK(conditional(line) == 0);
  }
  // The object is the name alone; the condition is kept apart.
  const auto r = orders::extract("Ember\nProtect - Swords Dance - Flare Blitz\nDo not activate Speed Boost if Gardevoir uses Trick Room.\n");
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].addenda.size() == 1);
  CHECK(r.order_sets[0].addenda[0].object.text == "Speed Boost");
  CHECK(r.order_sets[0].addenda[0].condition.text == "if Gardevoir uses Trick Room");
  // Table talk after the name is no part of it.
  const auto chat = orders::extract("Ember\nProtect - Swords Dance - Flare Blitz\nDon't activate Speed Boost please lol\n");
  REQUIRE(chat.order_sets.size() == 1);
  REQUIRE(chat.order_sets[0].addenda.size() == 1);
  CHECK(chat.order_sets[0].addenda[0].object.text == "Speed Boost");
}

TEST_CASE("[9.3a] BBP4036: an addendum ordering otherwise names a known object", "[lint][linter]") {
  const auto unknown = [](const std::string& line) {
    return count_in("[b]:sv/blaziken: Ember the Blaziken[/b]\nProtect - Swords Dance - Flare Blitz\n" + line + "\n",
                    DiagId::unknown_addendum_object);
  };
  for (const char* line : {"Do not activate Speed Boots.", "Don't use Intimidator", "Speed Boast: No", "Do not use Summon Sandstrom",
                           "Do not activate Speed Boost or Flibbertigibbet.", "Do not activate Ember's Speed Boots"}) {
    INFO(line);
    CHECK(unknown(line) == 1);
  }
  // Abilities, items, the action an effect would take, generic names of the Pokemon's own
  // objects, an owner or article before the name, and a list of known names: no warning.
  for (const char* line : {"Do not activate Speed Boost.", "Don't activate Life Orb", "Do not use Sandstorm",
                           "Don't activate my ability", "Do not activate its held item", "Don't use the berry",
                           "Do not activate Ember's Speed Boost", "Do not activate the Leftovers",
                           "Do not activate Speed Boost and Leftovers", "Leftovers: off", "Don't activate Technician pls",
                           "Do not activate Speed Boost if Gardevoir uses Trick Room.",
                           // [9.3a]'s own example: the triggered action of a weather ability.
                           "Do not use Summon Sandstorm.", "Don't use Summon Electric Terrain"}) {
    INFO(line);
    CHECK(unknown(line) == 0);
  }
  // The near name is offered as the fix.
  const lint::LintResult r = lint::lint(
      "[b]:sv/blaziken: Ember the Blaziken[/b]\nProtect - Swords Dance - Flare Blitz\nDo not activate Speed Boots.\n",
      BattleContext{});
  const auto d = std::find_if(r.diagnostics.items().begin(), r.diagnostics.items().end(),
                              [](const Diagnostic& x) { return x.id == DiagId::unknown_addendum_object; });
  REQUIRE(d != r.diagnostics.items().end());
  REQUIRE(d->fixits.size() == 1);
  CHECK(d->fixits[0].replacement == "Speed Boost");
  // With a tag inside the object the whole object is marked and nothing is replaced.
  const lint::LintResult tagged = lint::lint("[b]:sv/blaziken: Ember the Blaziken[/b]\nProtect - Swords Dance - Flare "
                                             "Blitz\nDo not activate Speed [i]Boots[/i] and Leftovers.\n",
                                             BattleContext{});
  const auto t = std::find_if(tagged.diagnostics.items().begin(), tagged.diagnostics.items().end(),
                              [](const Diagnostic& x) { return x.id == DiagId::unknown_addendum_object; });
  REQUIRE(t != tagged.diagnostics.items().end());
  CHECK(t->fixits.empty());
}

TEST_CASE("[11.2] BBP4037: a combination fuses exactly two different moves; BBP4038: a second combination", "[lint][linter]") {
  CHECK(count("Swords Dance + Agility", DiagId::combination_components) == 0);
  CHECK(count("X-Scissor + X-Scissor", DiagId::combination_components) == 1);
  CHECK(count("Swords Dance + Agility + X-Scissor", DiagId::combination_components) == 1);
  CHECK(count("Swords Dance + Agility", DiagId::second_combination) == 0);
  // Two combinations: the second is said, as a warning (the first may never be attempted).
  const std::string two = "[b]:sv/scyther: Triantis the Scyther[/b]\nSwords Dance + Agility - X-Scissor + Aerial Ace - X-Scissor\n";
  const lint::LintResult r = lint::lint(two, BattleContext{});
  int seconds = 0;
  for (const Diagnostic& d : r.diagnostics.items())
    if (d.id == DiagId::second_combination) {
      ++seconds;
      CHECK(d.severity == Severity::warning);
      REQUIRE(d.labels.size() == 1);  // points at the first one
    }
  CHECK(seconds == 1);
  // Known moves joined by "+" alone are one step holding a combination, not flavor (the header and
  // the line were dropped silently before).
  const lint::LintResult plus =
      lint::lint("[b]Triantis[/b]\nSwords Dance + X-Scissor + X-Scissor\n", BattleContext{});
  REQUIRE(plus.order_sets.size() == 1);
  int missing = 0, components = 0;
  for (const Diagnostic& d : plus.diagnostics.items()) {
    missing += d.id == DiagId::missing_step_orders;
    components += d.id == DiagId::combination_components;
  }
  CHECK(missing == 1);
  CHECK(components == 1);
}
