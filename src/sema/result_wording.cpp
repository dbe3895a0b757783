// [10.7a] BBP3030: a result written as one of the older ruleset's action clauses ("change action 2
// to Protect", "swap actions 1 and 2", "keep Protect on action 2"). Section 10 lists its result
// clauses and nothing else ([10.3]); where one of them says the same thing, the fix-it writes it.
#include "sema/sub_check.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <string>

namespace bbp::sema {
namespace {

/// An action as a result clause names it: the action, its parameters and its targets.
std::string action_words(const orders::SubAction& a) {
  std::string out = a.text;
  for (const orders::SubText& p : a.params) out += fmt::format(" ({})", p.text);
  for (const orders::SubPokemon& t : a.targets) out += " on " + t.text;
  return out;
}

std::string step_list(const std::vector<int>& steps) {
  std::string out;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (i > 0) out += i + 1 == steps.size() ? " and " : ", ";
    out += std::to_string(steps[i]);
  }
  return out;
}

/// The [10.7a] wording of "change …" (nullopt when none says the same thing).
std::optional<std::string> change_wording(const orders::ResultClause& r) {
  if (r.actions.empty()) return std::nullopt;
  if (r.which.present()) {  // "change all actions to A - B - C": a sequence from the current step
    std::string seq;
    for (const orders::SubAction& a : r.actions) seq += (seq.empty() ? "" : ", ") + action_words(a);
    return "begin using " + seq;
  }
  if (r.actions.size() != 1) return std::nullopt;
  const std::string act = action_words(r.actions.front());
  if (!r.steps.empty())
    return fmt::format("use {} on step{} {}", act, r.steps.size() > 1 ? "s" : "", step_list(r.steps));
  const std::string step = text::to_lower(r.step.text);
  if (step.find("following") != std::string::npos || step.find("next") != std::string::npos)
    return "use " + act + " next step";
  return "use " + act;  // "that action", "this action", "the current action"
}

}  // namespace

void check_result_wording(SubCheck& c) {
  for (const orders::ResultClause& r : c.sub.results) {
    switch (r.kind) {
      case orders::ResultKind::change_action: {
        const std::optional<std::string> now = change_wording(r);
        Diagnostic& d = c.report(DiagId::older_result_wording, r.span,
                                 now ? fmt::format("\"{}\" is the older ruleset's wording; [10.7a] writes it \"{}\"",
                                                   r.raw, *now)
                                     : fmt::format("\"{}\" is the older ruleset's wording, and no result clause of "
                                                   "[10.7a] changes several chosen steps at once",
                                                   r.raw));
        if (now) {
          d.fixits.push_back(FixIt{r.span, *now});
          c.rewrites.push_back(FixIt{r.span, *now});
        } else {
          d.help = "write one \"use X on step N\" clause per step (at most three result clauses [10.2])";
        }
        break;
      }
      case orders::ResultKind::swap_actions:
      case orders::ResultKind::keep_action: {
        Diagnostic& d = c.report(DiagId::older_result_wording, r.span,
                                 fmt::format("\"{}\" is an action clause of the older ruleset; [10.7a] has no result "
                                             "that {} orders",
                                             r.raw, r.kind == orders::ResultKind::swap_actions ? "swaps" : "keeps"));
        d.help = "write the orders wanted with \"begin using A, B, C\" or \"use X on step N\"";
        break;
      }
      default: break;
    }
  }
}

}  // namespace bbp::sema
