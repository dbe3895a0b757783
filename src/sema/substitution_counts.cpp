// [10.2] how many clauses and affixes each component may hold; [10.6f] the trigger is required.
#include "sema/sub_check.hpp"

#include <fmt/format.h>

#include <map>

namespace bbp::sema {

std::string observed_key(const orders::TriggerClause& t) {
  if (!t.subject) return "(self)";
  const orders::SubPokemon& p = *t.subject;
  if (p.placeholder != orders::Placeholder::none) return fmt::format("#{}", static_cast<int>(p.placeholder));
  return fold_name(p.name.present() ? p.name.text : p.text);
}

void check_counts(SubCheck& c) {
  const orders::Substitution& s = c.sub;
  // [10.2] Up to 1 Timing Clause.
  for (const orders::SubTiming& extra : s.extra_timings) {
    Diagnostic& d = c.report(DiagId::too_many_timing_clauses, extra.span,
                             fmt::format("a second timing clause (\"{}\"): a substitution may have only one [10.2]", extra.raw));
    if (s.timing) d.labels.push_back(Label{s.timing->span, "the first timing clause"});
  }
  // [10.2] Up to 1 Action Clause per Observed Pokemon.
  std::map<std::string, const orders::TriggerClause*> seen;
  int states = 0;
  for (const orders::TriggerClause& t : s.trigger) {
    if (t.kind == orders::ClauseKind::action) {
      auto [it, fresh] = seen.emplace(observed_key(t), &t);
      if (!fresh) {
        Diagnostic& d = c.report(DiagId::too_many_action_clauses, t.span,
                                 fmt::format("a second action clause observing {} [10.2]",
                                             t.subject ? t.subject->text : std::string("the same Pokemon")));
        d.labels.push_back(Label{it->second->span, "the first action clause observing it"});
        d.help = "observe an action group or a combination in one clause, or split this into two substitutions";
      }
    } else if (t.kind == orders::ClauseKind::state) {
      // [10.2] Additionally, up to 3 State Clauses.
      if (++states == 4)
        c.report(DiagId::too_many_state_clauses, t.span, "a fourth state clause: a trigger may have at most three [10.2]");
    }
  }
  // [10.2] Up to 3 sequential Result Clauses.
  if (s.results.size() > 3)
    c.report(DiagId::too_many_result_clauses, s.results[3].span,
             fmt::format("{} result clauses: a result may have at most three [10.2]", s.results.size()));
  // [10.6f] "simply writing no trigger component at all renders the substitution illegal".
  if (s.trigger.empty() && !s.if_keyword.present() && !s.results.empty()) {
    Diagnostic& d = c.report(DiagId::missing_trigger, s.results.front().span,
                             "no trigger: a substitution that should always trigger must say so, e.g. \"IF possible\" [10.6f]");
    d.fixits.push_back(FixIt{Span{s.results.front().span.begin, s.results.front().span.begin}, "IF possible, "});
    d.help = "write \"IF possible\" or \"IF you are able\" before the result";
  }
}

}  // namespace bbp::sema
