// [10.7] BBP3035: result clauses are resolved in the sequence they are listed, so a later clause
// that gives the current step's intent overwrites an earlier "use X" ("THEN Will-O-Wisp then
// Dragon Darts" uses Dragon Darts only). Players who write it mean a sequence; the check says what
// the referee will do and how to write the sequence.
#include "sema/action_names.hpp"
#include "sema/sub_check.hpp"

#include <fmt/format.h>

#include <string>

namespace bbp::sema {
namespace {

/// The clause gives this step's intent ([10.7a] "Use a new action", "Begin a sequence", "Intend a
/// new action and then push down orders").
bool gives_current_intent(const orders::ResultClause& r) {
  return r.kind == orders::ResultKind::use || r.kind == orders::ResultKind::sequence ||
         r.kind == orders::ResultKind::use_and_push_down;
}

/// Affixes make clauses alternatives ("on first instance … on other instances", "if it is step
/// 3 …", "otherwise"), not one after the other; another Pokemon as subject is a different error.
bool unconditional_own(const orders::ResultClause& r) { return r.affixes.empty() && !r.subject.present(); }

}  // namespace

void check_overwritten_results(SubCheck& c) {
  const auto& results = c.sub.results;
  for (std::size_t k = 0; k < results.size(); ++k) {
    const orders::ResultClause& first = results[k];
    if (first.kind != orders::ResultKind::use || first.actions.size() != 1 || !unconditional_own(first)) continue;
    for (std::size_t j = k + 1; j < results.size(); ++j) {
      const orders::ResultClause& later = results[j];
      if (!gives_current_intent(later) || !unconditional_own(later) || later.actions.empty()) continue;
      // "use X-Scissor and keep the rest of your orders": a later "action" that names nothing
      // (BBP3017 says so) overwrites nothing a referee could resolve; its help would be nonsense.
      if (resolve_action(c.dex, later.actions.front().text, later.actions.front().span).what == ActionWhat::unknown)
        continue;
      const std::string& now = first.actions.front().text;
      Diagnostic& d = c.report(DiagId::overwritten_result, first.span,
                               fmt::format("\"{}\" gives this step's intent, and result clause {} (\"{}\") gives it "
                                           "again: results are resolved in the sequence they are listed, so {} is "
                                           "never used [10.7] [10.7a]",
                                           first.raw, j + 1, later.raw, now));
      std::string then;
      for (const orders::SubAction& a : later.actions) then += (then.empty() ? "" : ", ") + a.text;
      d.help = later.actions.size() == 1
                   ? fmt::format("to use {} now and {} on the next step, write \"begin using {}, {}\" (or \"use {} "
                                 "next step\")",
                                 now, then, now, then, then)
                   : fmt::format("to use {} now and then {}, write \"begin using {}, {}\"", now, then, now, then);
      break;
    }
  }
}

}  // namespace bbp::sema
