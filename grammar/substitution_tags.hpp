#pragma once
// Node tags of the substitution grammar (grammar/substitution.hpp). A rule that builds part of
// the tree derives from `tagged<Tag::x, Rule>`; the parse records (tag, span) for every tagged
// rule that succeeded and survived backtracking, and the builder nests them by span.
#include <tao/pegtl.hpp>

#include <cstdint>

namespace bbp::grammar::sub {

enum class Tag : std::uint8_t {
  // whole substitution
  label, rest,
  // timing [10.5a]
  t_phase, t_priority, t_created, t_inflicted, t_hit, t_hit_eff, t_action_result, t_acronym, t_bad,
  edge, phase, owner, priority_value, condition, verb, manner, hit_with, action_words,
  // timing affixes [10.5b]
  a_once, a_nonconsec, a_on_steps,
  step_number,
  // trigger [10.6]
  if_kw, if_event, c_true, c_action, c_cmp, c_presence, c_exists, c_bare, c_bad, conj,
  subject, placeholder, zone, possessive, property, negation, executed_verb,
  unsaid_target,  // "IF targeted by Stone Edge": a passive action clause whose target is left unsaid
  action, typed_type, typed_action, group_action, any_action, component, qualifier, target, param,
  comparator, value, v_number, v_percent, v_fraction, v_reference, quantity, location,
  // action affixes [10.6c]
  a_current, a_occurrences, a_future, a_and_not, count, period,
  // result [10.7a]
  then_kw, then_implicit,
  r_use, r_next, r_on_step, r_sequence, r_replace, r_ignore, r_push, r_use_push, r_pull, r_implicit,
  r_change, r_swap, r_keep,  // the older ruleset's action clauses (docs/legacy-ruleset.md)
  r_instead_of,  // "instead of" in "use Scald instead of Toxic": replace_all, the new action first
  r_this_step,  // "instead of X-Scissor this step": only the current step's order is replaced
  r_subject,  // "THEN Scizor uses Protect": the Pokemon named as the result's subject
  sub_owner,  // "Clefable: IF …": the Pokemon the substitution is for, written before it
  r_bad, step_ref, which, duration, result_first,
  timing_late,  // "IF …, at the start of the step, THEN …": a timing clause written after the trigger
  unless_late,  // "IF …, THEN use X, unless Y": a negated trigger clause written after the result
  round_end,  // "for the rest of the round": a sequence repeating its action to the round's end
  // result affixes [10.7b]
  a_nth, a_other_inst, a_if_step, a_other_steps, a_otherwise, a_otherwise_first, a_if_step_first, ordinal,
};

/// A grammar rule that produces a tree node.
/// (A wrapper, not a base: nested tagged rules are each matched, so each records its node.)
template <Tag T, typename Rule>
struct tagged : tao::pegtl::seq<Rule> {
  static constexpr Tag tag = T;
};

template <typename Rule, typename = void>
inline constexpr bool is_tagged = false;
template <typename Rule>
inline constexpr bool is_tagged<Rule, decltype(void(Rule::tag))> = true;

}  // namespace bbp::grammar::sub
