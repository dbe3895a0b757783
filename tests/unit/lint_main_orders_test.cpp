// [9.1a] an action order names exactly one action (BBP4029) — and only when every alternative is
// an action; anything else stays an unknown action (BBP4012).
#include <bbp/context.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

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
