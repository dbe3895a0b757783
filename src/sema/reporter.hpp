#pragma once
// Where a rule check reports: the post's diagnostic list, the indices of the diagnostics that
// belong to the node being judged (a substitution or an order set), and the list of checks that
// needed context the linter was not given.
#include <bbp/diagnostic.hpp>

#include <string>
#include <vector>

namespace bbp::sema {

struct Reporter {
  DiagnosticList& out;
  std::vector<std::size_t>& hits;
  std::vector<std::string>& unchecked;

  Diagnostic& report(DiagId id, Span span, std::string message = {}) {
    hits.push_back(out.items().size());
    return out.add(id, span, std::move(message));
  }
  void need(std::string what) {
    for (const std::string& u : unchecked)
      if (u == what) return;
    unchecked.push_back(std::move(what));
  }
};

}  // namespace bbp::sema
