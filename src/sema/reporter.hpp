#pragma once
// Where a rule check reports: the post's diagnostic list, the indices of the diagnostics that
// belong to the node being judged (a substitution or an order set), and the list of checks that
// needed context the linter was not given.
#include <bbp/diagnostic.hpp>

#include <string>
#include <unordered_set>
#include <vector>

namespace bbp::sema {

struct Reporter {
  DiagnosticList& out;
  std::vector<std::size_t>& hits;
  std::vector<std::string>& unchecked;
  Diagnostic repeated{};  ///< where a repeated report goes (see report)
  std::unordered_set<std::string> reported{};  ///< rule, span and message of each report

  /// A diagnostic the node already has (same rule, span and message) is not added twice: a list
  /// of subjects ("IF Heracross or Weavile uses Protec") gives clauses that share their action, and
  /// its misspelling is one mistake. The caller's help and fix-its then go to a scratch copy. A set,
  /// not a scan of the node's reports: a line of thousands of clauses has thousands of them.
  Diagnostic& report(DiagId id, Span span, std::string message = {}) {
    Diagnostic d = make_diagnostic(id, span, std::move(message));
    std::string key = std::to_string(static_cast<int>(d.id)) + ':' + std::to_string(d.span.begin) + ':' +
                      std::to_string(d.span.end) + ':' + d.message;
    if (!reported.insert(std::move(key)).second) {
      repeated = std::move(d);
      return repeated;
    }
    hits.push_back(out.items().size());
    return out.add(std::move(d));
  }
  void need(std::string what) {
    for (const std::string& u : unchecked)
      if (u == what) return;
    unchecked.push_back(std::move(what));
  }
};

}  // namespace bbp::sema
