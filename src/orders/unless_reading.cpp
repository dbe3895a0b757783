// "Unless …" triggers ([10.3b] plain English): one place decides how they are stored, so the
// linter, the JSON and the engine all hold the same reading (docs/rulings.md "Unless X, use Y").
#include "orders/unless_reading.hpp"

#include <algorithm>
#include <limits>
#include <string>

namespace bbp::orders {
namespace {
/// Where the clauses written after "unless" end: at a late ", unless Y", or nowhere.
std::size_t leading_end(const Substitution& s) {
  return s.unless_late ? s.unless_late->begin : std::numeric_limits<std::size_t>::max();
}
}  // namespace

std::size_t clauses_after_unless(const Substitution& s) {
  if (!s.unless()) return 0;
  const std::size_t end = leading_end(s);
  return static_cast<std::size_t>(
      std::count_if(s.trigger.begin(), s.trigger.end(), [end](const TriggerClause& c) { return c.span.begin < end; }));
}

}  // namespace bbp::orders

namespace bbp::orders::detail {

/// "Unless X" is "IF X is not …" ([10.3b] plain English), and by De Morgan "Unless A or B" is "IF
/// not A and not B", "Unless A and B" is "IF not A or not B": the clauses written after "unless"
/// are stored negated and their conjunctions turned. A clause of a late ", unless Y" is negated
/// already and joined with AND; it stays as it is. "Unless A and B or C" has no reading as one
/// list of clauses (its negation groups the other way), so it is unreadable.
void read_unless(Substitution& s) {
  const std::size_t end = leading_end(s);
  for (TriggerClause& c : s.trigger)
    if (c.span.begin < end) c.negated = !c.negated;
  const Conjunction* first_and = nullptr;
  const Conjunction* first_or = nullptr;
  for (const Conjunction& j : s.conjunctions) {
    if (j.span.begin >= end) continue;
    if (j.word == "or" && !first_or) first_or = &j;
    if (j.word != "or" && j.word != "," && !first_and) first_and = &j;
  }
  if (first_and && first_or) {
    s.unreadable = true;
    s.failed_at = std::max(first_and->span.begin, first_or->span.begin);
    s.reason = "\"unless\" before clauses joined by both AND and OR has no one reading; write IF with each clause "
               "negated, or split the substitution";
    return;
  }
  const std::string turned = first_or ? "and" : "or";
  for (Conjunction& j : s.conjunctions)
    if (j.span.begin < end) j.word = turned;
}

}  // namespace bbp::orders::detail
