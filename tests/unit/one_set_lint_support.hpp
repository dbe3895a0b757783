#pragma once
// One order set, "Triantis the Scyther", linted without context: the shape most linter tests
// write (its header, a main-orders line, the lines under it).
#include <bbp/context.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace bbp::test {

/// The lint of Triantis's orders: `main_orders` as its line, then `below` (substitutions…).
inline lint::LintResult lint_one_set(const std::string& main_orders, const std::string& below = "") {
  std::string post = "[b]Triantis the Scyther[/b]\n" + main_orders + "\n";
  if (!below.empty()) post += below + "\n";
  return lint::lint(post, BattleContext{});
}

/// The steps of the one order set's main orders; fails the test when there is not exactly one
/// set with main orders.
inline const std::vector<orders::Step>& one_set_steps(const lint::LintResult& r) {
  REQUIRE(r.extracted.order_sets.size() == 1);
  REQUIRE(r.extracted.order_sets[0].main_orders);
  return r.extracted.order_sets[0].main_orders->steps;
}

/// The verdict of the one substitution of the one order set.
inline lint::Verdict one_sub_verdict(const lint::LintResult& r) {
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 1);
  return r.order_sets[0].substitutions[0].verdict;
}

}  // namespace bbp::test
