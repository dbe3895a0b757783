// --ruleset legacy: a substitution judged by the older ruleset (data-handbook-legacy.txt,
// "[Substitutions]" to "[Anti-Pedant Clause]"; docs/legacy-ruleset.md). A trigger is made of attack
// clauses (a move or a listed group), chance clauses (quantities, statuses, abilities, types, field
// effects, move results) and KO clauses; a result is made of action clauses. The parse tree is the
// same as for Section 10; only the judgement differs, so Section 10's clause counts, timing
// acronyms, state-value list and [10.6d] groups do not apply here.
#include "sema/action_names.hpp"
#include "sema/legacy_attack_groups.hpp"
#include "sema/sub_check.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace bbp::sema {
namespace {

/// The actions an attack clause is limited to ("on action 2", "on step 2 or 3"); empty = any.
std::vector<int> observed_steps(const orders::TriggerClause& t) {
  std::vector<int> out;
  for (const orders::SubAffix& a : t.affixes)
    if (a.kind == orders::AffixKind::future || a.kind == orders::AffixKind::on_steps)
      out.insert(out.end(), a.numbers.begin(), a.numbers.end());
  return out;
}

bool same_action(const std::vector<int>& a, const std::vector<int>& b) {
  if (a.empty() || b.empty()) return true;
  return std::any_of(a.begin(), a.end(), [&](int n) { return std::find(b.begin(), b.end(), n) != b.end(); });
}

/// "[Attack Clauses]": a specific move, or one of the listed groups.
void check_attack_clause(SubCheck& c, const orders::SubAction& a) {
  switch (a.form) {
    case orders::ActionForm::name:
      // "Protective Moves" without an article reads as a name; a listed group is fine.
      if (legacy_attack_group(c.dex, a.text)) return;
      check_action_name(c, a.text, a.span, NameSite::legacy);
      return;
    case orders::ActionForm::combination:
      for (const orders::SubText& part : a.components) check_action_name(c, part.text, part.span, NameSite::legacy);
      return;
    case orders::ActionForm::typed: {
      // "a Fire attack" is the listed "Damaging [Type] Moves" in other words (Anti-Pedant Clause).
      const Resolution type = c.dex.resolve(Kind::type, a.type.text);
      if (type.match == Match::exact || type.match == Match::alias) return;
      break;
    }
    case orders::ActionForm::group:
      if (legacy_attack_group(c.dex, strip_determiner(a.text))) return;
      break;
    case orders::ActionForm::any: {
      Diagnostic& d = c.report(DiagId::legacy_unknown_attack_group, a.span,
                               fmt::format("\"{}\" names no move and no group: every clause of a trigger must narrow "
                                           "its scope [legacy:Substitutions]",
                                           a.text));
      d.help = "name the move, or one of the groups of the older ruleset's [Attack Clauses] list";
      return;
    }
  }
  Diagnostic& d = c.report(DiagId::legacy_unknown_attack_group, a.span,
                           fmt::format("\"{}\" is not one of the groups of the older ruleset's attack clauses; a clause "
                                       "not given in the rules makes the substitution illegal [legacy:Attack Clauses]",
                                       strip_determiner(a.text)));
  d.help = "name the move, or a listed group such as \"Protective Moves\" or \"Damaging Fire-type Moves\"";
}

/// "[Action Clauses]": what a result may do, and "[Order Syntax]": the orders it gives must be legal.
void check_action_clause(SubCheck& c, const orders::ResultClause& r) {
  for (const orders::SubAffix& a : r.affixes) {
    // "Replace the first/second/third instance of move X with move Y" is the only numbered form.
    if (a.kind == orders::AffixKind::nth_instance && r.kind == orders::ResultKind::replace_all) continue;
    Diagnostic& d = c.report(DiagId::legacy_result_not_action_clause, a.span,
                             fmt::format("\"{}\" is not part of any of the older ruleset's action clauses "
                                         "[legacy:Action Clauses]",
                                         a.raw));
    d.help = "write it as a second substitution, or use \"change action X to move Y\"";
  }
  for (const orders::SubAction* a : given_actions(r)) {
    if (a->form != orders::ActionForm::name && a->form != orders::ActionForm::combination) {
      c.report(DiagId::legacy_result_not_action_clause, a->span,
               fmt::format("\"{}\" is not a move: an action clause gives a specific move [legacy:Action Clauses]",
                           a->text));
      continue;
    }
    for (const auto& [text, span] : named_parts(*a)) {
      const EntryId move = check_action_name(c, text, span, NameSite::legacy);
      if (move == kNoEntry) continue;
      if (c.recipient.context != nullptr && c.recipient.context->moves) {
        if (!movepool_has(c.dex, *c.recipient.context->moves, move))
          c.report(DiagId::legacy_result_illegal_order, span,
                   fmt::format("{} does not know {}: a substitution that would cause an illegal order is ignored "
                               "[legacy:Order Syntax]",
                               c.recipient.name(),
                               c.dex.entry(Kind::move, move).name));
      } else {
        c.need("[legacy:Order Syntax] whether the recipient knows the result's moves (give its movepool in --context)");
      }
    }
  }
}

}  // namespace

bool is_legacy_ko_substitution(const orders::Substitution& sub) {
  // "KO substitutions are substitutions that strictly check for if a Pokemon is KO'd"; a KO
  // clause with NOT is a chance clause ([legacy:Substitutions]).
  return !sub.trigger.empty() && std::all_of(sub.trigger.begin(), sub.trigger.end(), is_ko_clause);
}

void check_legacy_substitution(SubCheck& c) {
  struct Observed {
    std::string who;
    std::vector<int> steps;
    const orders::TriggerClause* clause;
  };
  std::vector<Observed> observed;
  for (const orders::TriggerClause& t : c.sub.trigger) {
    if (t.kind != orders::ClauseKind::action || !t.action) continue;
    check_attack_clause(c, *t.action);
    const std::string who = observed_key(t);
    const std::vector<int> steps = observed_steps(t);
    for (const Observed& o : observed) {
      if (o.who != who || !same_action(steps, o.steps)) continue;
      Diagnostic& d = c.report(DiagId::legacy_two_attack_clauses, t.span,
                               fmt::format("a second attack clause for {} in the same action: a substitution may "
                                           "only have one attack clause per Pokemon per action [legacy:Substitutions]",
                                           t.subject ? t.subject->text : std::string("the same Pokemon")));
      d.labels.push_back(Label{o.clause->span, "the first attack clause observing it"});
      d.help = "observe a group that holds both moves, or write two substitutions";
      break;
    }
    observed.push_back(Observed{who, steps, &t});
  }
  for (const orders::ResultClause& r : c.sub.results)
    if (r.kind != orders::ResultKind::unreadable) check_action_clause(c, r);
}

}  // namespace bbp::sema
