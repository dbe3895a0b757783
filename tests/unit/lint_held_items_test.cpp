// [10.6e] held items in state clauses: what is held when the substitution is checked is a value
// ("has no item", "holds Leftovers"); what happened to an item ("has lost its item") is not.
#include <bbp/context.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace bbp;

namespace {

const Diagnostic* first(const lint::LintResult& r, DiagId id) {
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 1);
  for (std::size_t i : r.order_sets[0].substitutions[0].diagnostics)
    if (r.diagnostics.items()[i].id == id) return &r.diagnostics.items()[i];
  return nullptr;
}

lint::LintResult lint_sub(const std::string& sub) { return lint::lint(sub + "\n", BattleContext{}); }

}  // namespace

TEST_CASE("[10.6e] an event that happened to a held item is no value a state clause observes", "[lint][linter]") {
  struct Case {
    const char* sub;
    const char* help;  // the observable value offered instead
  };
  for (const Case k : {Case{"IF Heracross has lost its item, THEN use Protect.", "IF Heracross has no item"},
                       Case{"IF Heracross has consumed its Berry, THEN use Protect.", "IF Heracross has no item"},
                       Case{"IF Heracross has eaten its Sitrus Berry, THEN use Protect.",
                            "IF Heracross does not hold Sitrus Berry"},
                       // No verb the grammar knows: the verb-less check says the same.
                       Case{"IF Heracross lost its Leftovers, THEN use Protect.", "IF Heracross does not hold Leftovers"},
                       Case{"IF Heracross has had its item knocked off, THEN use Protect.", "IF Heracross has no item"}}) {
    INFO(k.sub);
    const auto r = lint_sub(k.sub);
    const Diagnostic* d = first(r, DiagId::state_value_not_observable);
    REQUIRE(d != nullptr);
    CHECK(d->message.find("happened to an item") != std::string::npos);
    REQUIRE(d->help.has_value());
    CHECK(d->help->find(k.help) != std::string::npos);
    CHECK(first(r, DiagId::unknown_condition) == nullptr);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // What is held now stays legal, and "lost" of something that is no item is not this rule.
  for (const char* held : {"IF Heracross has no item, THEN use Protect.", "IF Heracross holds Leftovers, THEN use Protect.",
                           "IF Heracross has lost more than half of its HP, THEN use Protect."}) {
    INFO(held);
    const auto r = lint_sub(held);
    const Diagnostic* d = first(r, DiagId::state_value_not_observable);
    CHECK((d == nullptr || d->message.find("happened to an item") == std::string::npos));
  }
  CHECK(lint_sub("IF Heracross holds Leftovers, THEN use Protect.").order_sets[0].substitutions[0].verdict ==
        lint::Verdict::legal);
}

TEST_CASE("[10.6b] [10.7a] BBP3017: a held item is never ordered, so no clause names its use", "[lint][linter]") {
  struct Case {
    const char* sub;
    const char* named;  // how the message names the item
  };
  for (const Case k : {Case{"IF Heracross intends to use Focus Sash, THEN use Protect.", "\"Focus Sash\" is a held item"},
                       Case{"IF Heracross intends to use Leftovers, THEN use Protect.", "\"Leftovers\" is a held item"},
                       Case{"IF Heracross has used its Focus Sash, THEN use Protect.",
                            "\"its Focus Sash\" (read as Focus Sash) is a held item"},
                       Case{"IF possible, use Sitrus Berry.", "\"Sitrus Berry\" is a held item"}}) {
    INFO(k.sub);
    const auto r = lint_sub(k.sub);
    const Diagnostic* d = first(r, DiagId::unknown_action_name);
    REQUIRE(d != nullptr);
    CHECK(d->message.find(k.named) != std::string::npos);
    REQUIRE(d->help.has_value());
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // The held-item question is offered to a trigger, a trainer item to a result.
  CHECK(first(lint_sub("IF Heracross intends to use Leftovers, THEN use Protect."), DiagId::unknown_action_name)
            ->help->find("IF <Pokemon> holds Leftovers") != std::string::npos);
  CHECK(first(lint_sub("IF possible, use Sitrus Berry."), DiagId::unknown_action_name)->help->find("trainer item") !=
        std::string::npos);
  // Trainer items ([9.7]: Medicines, Balls, X Defense) stay actions.
  for (const char* trainer : {"IF Heracross intends to use Potion, THEN use Protect.",
                              "IF Heracross intends to use Great Ball, THEN use Protect.", "IF possible, use Potion."}) {
    INFO(trainer);
    CHECK(lint_sub(trainer).order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
}
