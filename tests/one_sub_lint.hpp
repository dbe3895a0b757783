#pragma once
// Helpers for unit tests that lint a post holding one substitution and look at its diagnostics.
#include <bbp/context.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace bbp::test {

/// The diagnostics of the only substitution of a one-line post.
inline std::vector<const Diagnostic*> sub_diags(const lint::LintResult& r) {
  std::vector<const Diagnostic*> out;
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 1);
  for (std::size_t i : r.order_sets[0].substitutions[0].diagnostics) out.push_back(&r.diagnostics.items()[i]);
  return out;
}

/// How many diagnostics `id` the only substitution of a one-line post has.
inline int sub_count(const lint::LintResult& r, DiagId id) {
  int n = 0;
  for (const Diagnostic* d : sub_diags(r)) n += d->id == id ? 1 : 0;
  return n;
}

/// How many diagnostics `id` the whole post has.
inline int diag_count(const lint::LintResult& r, DiagId id) {
  int n = 0;
  for (const Diagnostic& d : r.diagnostics.items()) n += d.id == id ? 1 : 0;
  return n;
}

/// Lints `sub` as a post of its own, without battle context.
inline lint::LintResult run(const std::string& sub) { return lint::lint(sub + "\n", BattleContext{}); }

}  // namespace bbp::test
