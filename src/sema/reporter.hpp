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
  std::unordered_set<std::string> reported{};  ///< keys of the reports, once there are many

  /// A diagnostic the node already has (same rule, span and message) is not added twice: a list
  /// of subjects ("IF Heracross or Weavile uses Protec") gives clauses that share their action, and
  /// its misspelling is one mistake. The caller's help and fix-its then go to a scratch copy.
  Diagnostic& report(DiagId id, Span span, std::string message = {}) {
    Diagnostic d = make_diagnostic(id, span, std::move(message));
    if (already_reported(d)) {
      repeated = std::move(d);
      return repeated;
    }
    hits.push_back(out.items().size());
    return out.add(std::move(d));
  }

 private:
  static constexpr std::size_t kScanned = 32;
  static std::string key_of(const Diagnostic& d) {
    return std::to_string(static_cast<int>(d.id)) + ':' + std::to_string(d.span.begin) + ':' +
           std::to_string(d.span.end) + ':' + d.message;
  }
  /// A few reports are compared one by one; past kScanned a set keeps a line of thousands of
  /// clauses (thousands of reports) linear.
  bool already_reported(const Diagnostic& d) {
    if (hits.size() < kScanned) {
      for (std::size_t i : hits) {
        const Diagnostic& old = out.items()[i];
        if (old.id == d.id && old.span.begin == d.span.begin && old.span.end == d.span.end && old.message == d.message)
          return true;
      }
      return false;
    }
    if (reported.empty())
      for (std::size_t i : hits) reported.insert(key_of(out.items()[i]));
    return !reported.insert(key_of(d)).second;
  }

 public:
  void need(std::string what) {
    for (const std::string& u : unchecked)
      if (u == what) return;
    unchecked.push_back(std::move(what));
  }
};

}  // namespace bbp::sema
