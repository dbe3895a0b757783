// Whether a substitution's trigger holds ([10.6]): which Pokemon a clause observes (a name, "you",
// a placeholder indexed in posting order [10.4b], "that Pokemon"), whether an action clause matches
// the observed Pokemon's intent ([10.6b]: an action name, a typed attack, an action group of
// [10.6d], any action, "on X"), whether a state clause holds (state_clauses.cpp), and the trigger
// as OR of AND-chains read left to right. Which substitutions are checked when is substitutions.cpp.
#include "orders/step_phrase.hpp"
#include "sim/engine.hpp"
#include "sim/move_data.hpp"
#include "text/ascii_text.hpp"

#include <bbp/substitution.hpp>

#include <algorithm>
#include <limits>

using namespace std::string_view_literals;

namespace bbp::sim {

using orders::ActionForm;
using orders::ClauseKind;
using orders::Placeholder;

bool Engine::fainted_this_round(PokemonIndex p) const {
  return (b.pokemon[p].fainted || b.pokemon[p].fainting) && !round.start.pokemon[p].fainted;
}

std::vector<PokemonIndex> Engine::observed_pokemon(PokemonIndex me, const orders::SubPokemon& who, int bound,
                                                   bool with_fainted) const {
  std::vector<PokemonIndex> found;
  auto seen = [&](PokemonIndex pi) { return in_play(pi) || (with_fainted && fainted_this_round(pi)); };
  auto others = [&](bool opponents_only) {
    for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
      const auto pi = static_cast<PokemonIndex>(i);
      if (!seen(pi) || pi == me) continue;
      if (opponents_only && b.pokemon[i].team == b.pokemon[me].team) continue;
      found.push_back(pi);
    }
    std::stable_sort(found.begin(), found.end(), [&](PokemonIndex x, PokemonIndex y) { return post_of(x) < post_of(y); });
  };
  switch (who.placeholder) {
    case Placeholder::any_opponent: others(true); break;
    case Placeholder::any_pokemon: others(false); break;
    case Placeholder::any_ally:
      for (std::size_t i = 0; i < b.pokemon.size(); ++i)
        if (seen(static_cast<PokemonIndex>(i)) && i != me && b.pokemon[i].team == b.pokemon[me].team)
          found.push_back(static_cast<PokemonIndex>(i));
      break;
    case Placeholder::reference:
      if (bound >= 0) found.push_back(static_cast<PokemonIndex>(bound));
      break;
    case Placeholder::opponent:  // "the opponent": the one opposing Pokemon ([10.4c]: the linter flags it when there are more)
      if (int opp = opponent_of(me); opp >= 0) found.push_back(static_cast<PokemonIndex>(opp));
      break;
    case Placeholder::self:  // "you", "your": the recipient (state clauses; [10.6a] forbids action clauses)
      found.push_back(me);
      break;
    default: {
      const std::string key = fold_name(who.name.text);
      for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
        const Pokemon& p = b.pokemon[i];
        if (!seen(static_cast<PokemonIndex>(i))) continue;
        if (p.answers_to(key))
          found.push_back(static_cast<PokemonIndex>(i));
      }
    }
  }
  return found;
}

namespace {

/// The clause's observed behaviour as a matcher ([10.6b]); nullopt when the Dex does not know its
/// type or group.
std::optional<ActionMatch> behaviour_of(const Dex& dex, const orders::SubAction& want) {
  switch (want.form) {
    case ActionForm::any: return ActionMatch{ActionMatch::Form::any, {}, kNoEntry, {}};
    case ActionForm::name: {
      // "is to use Protective Moves": a listed group written without its article ([10.6d]).
      if (const Resolution g = resolve_action_group(dex, want.text);
          (g.match == Match::exact || g.match == Match::alias) && dex.resolve(Kind::move, want.text).match != Match::exact)
        return ActionMatch{ActionMatch::Form::group, {}, g.id, {}};
      return ActionMatch{ActionMatch::Form::name, fold_name(want.text), kNoEntry, {}};
    }
    case ActionForm::typed: {
      const Resolution t = dex.resolve(Kind::type, want.type.text);
      if (!t.found()) return std::nullopt;
      return ActionMatch{ActionMatch::Form::type, {}, t.id, {}};
    }
    case ActionForm::group: {
      const Resolution g = resolve_action_group(dex, want.text);
      if (!g.found()) return std::nullopt;
      return ActionMatch{ActionMatch::Form::group, {}, g.id, {}};
    }
    case ActionForm::combination: {  // [10.6b] "A combination with the specified components"
      ActionMatch m{ActionMatch::Form::combination, {}, kNoEntry, {}};
      for (const orders::SubText& c : want.components) m.components.push_back(fold_name(c.text));
      std::sort(m.components.begin(), m.components.end());
      return m;
    }
    default: return std::nullopt;
  }
}

bool period_has(const orders::SubAffix& a, std::string_view word) {
  return text::to_lower(a.period.text).find(word) != std::string::npos ||
         text::to_lower(a.raw).find(word) != std::string::npos;
}

}  // namespace

std::optional<int> occurrence_limit(std::string_view count) {
  // [10.6c] "on any step [at all / at most once / at most twice / etc.] this round".
  const std::string c = text::to_lower(count);
  if (c.empty() || c == "at all") return std::numeric_limits<int>::max();
  // Present, and at most once: exactly once (the linter reads a bare "twice" as two uses, illegal).
  if (c == "once" || c == "one time" || c == "exactly once" || c == "exactly one time") return 1;
  for (std::string_view lead : {"at most "sv, "no more than "sv, "not more than "sv, "up to "sv})
    if (c.starts_with(lead)) {
      const std::string n = c.substr(lead.size());
      if (n == "once" || n == "one time") return 1;
      if (n == "twice" || n == "two times") return 2;
      if (n == "thrice" || n == "three times") return 3;
      return std::nullopt;
    }
  return std::nullopt;
}

std::vector<Action> Engine::actions_on_step(PokemonIndex who, int k) const {
  // The current step: intent; any other step: the orders as they stand now; none: Struggle.
  const int o = orders_of[who];
  std::vector<Action> acts;
  if (o >= 0) {
    const auto ou = static_cast<std::size_t>(o);
    if (k == step) acts = intent[ou];
    else if (k >= 1 && static_cast<std::size_t>(k) <= orders[ou].size()) acts = orders[ou][static_cast<std::size_t>(k - 1)];
  }
  if (acts.empty()) acts.push_back(struggle_intent());
  return acts;
}

bool Engine::behaviour_in(PokemonIndex me, PokemonIndex who, const ActionMatch& m,
                          const std::vector<orders::SubPokemon>& targets, const std::vector<Action>& acts) const {
  for (const Action& a : acts) {
    const MoveData* md = a.move != kNoMove ? &move_data(a.move) : nullptr;
    bool hit = action_matches(dex, m, md, b.moves);
    // "… on Weavile": the observed action must target that Pokemon: its declared targets in
    // scope, else its default targets ([8.3c], targeting.cpp).
    if (hit && !targets.empty() && md) {
      const std::string key = fold_name(targets.front().name.text);
      const auto pl = targets.front().placeholder;
      bool on = false;
      for (PokemonIndex tgt : targets_of(who, *md, a.targets).defenders) {
        const Pokemon& tp = b.pokemon[tgt];
        if (pl == Placeholder::self) on = on || tgt == me;
        else on = on || tp.answers_to(key);
      }
      hit = on;
    }
    if (hit) return true;
  }
  return false;
}

bool Engine::intent_matches(PokemonIndex me, PokemonIndex who, const orders::TriggerClause& c) const {
  const std::optional<ActionMatch> want = behaviour_of(dex, *c.action);
  if (!want) return false;
  const auto& targets = c.action->targets;
  const int steps = b.rules.step_count;
  auto on = [&](int k) { return behaviour_in(me, who, *want, targets, actions_on_step(who, k)); };
  if (c.executed) {
    // [10.6c] "has executed X previously this step / this round": the turns taken so far
    // (a failed attempt is not an execution; a miss or an immunity is).
    bool this_step = false;
    for (const orders::SubAffix& a : c.affixes) this_step = this_step || period_has(a, "step");
    for (const TurnTaken& t : out.turns) {
      if (t.pokemon != who || t.action.empty() || t.action.front() == '(' || (this_step && t.step != step)) continue;
      Action a;
      a.move = known_move(b, dex, t.action);
      if (a.move != kNoMove && behaviour_in(me, who, *want, targets, {a})) return true;
    }
    return false;
  }
  if (c.affixes.empty()) return on(step);
  const orders::SubAffix& a = c.affixes.front();
  switch (a.kind) {
    case orders::AffixKind::current_step: return on(step);
    case orders::AffixKind::occurrences: {
      const int limit = occurrence_limit(a.count.text).value_or(0);
      int count = 0;
      for (int k = 1; k <= steps; ++k) count += on(k);
      return count >= 1 && count <= limit;
    }
    case orders::AffixKind::future:
      // Only steps still to come: the current and earlier ones are excluded.
      for (int k = step + 1; k <= steps; ++k)
        if ((a.numbers.empty() || std::find(a.numbers.begin(), a.numbers.end(), k) != a.numbers.end()) && on(k)) return true;
      return false;
    case orders::AffixKind::and_not: {
      if (!on(step)) return false;
      std::optional<ActionMatch> second = want;
      if (a.behaviour.present()) second = read_action_phrase(dex, a.behaviour.text);
      if (!second) return false;
      // Which other steps the period names, read once: "[on] step N", the previous / next step,
      // earlier steps, later steps, or any other step.
      enum class Period { numbers, previous, next, earlier, later, other } period = Period::other;
      if (!a.numbers.empty()) period = Period::numbers;
      else if (period_has(a, "previous step") || period_has(a, "last step") || period_has(a, "last turn"))
        period = Period::previous;
      else if (period_has(a, "next step")) period = Period::next;
      else if (period_has(a, "prior") || period_has(a, "earlier") || period_has(a, "before")) period = Period::earlier;
      else if (period_has(a, "later") || period_has(a, "upcoming") || period_has(a, "after")) period = Period::later;
      // "and hasn't used Baton Pass (this round)": what was used is in the steps before.
      else if (period_has(a, " used") || period_has(a, "executed")) period = Period::earlier;
      for (int k = 1; k <= steps; ++k) {
        if (k == step) continue;
        bool observed = true;  // Period::other: "any other step", "on other steps"
        switch (period) {
          case Period::numbers: observed = std::find(a.numbers.begin(), a.numbers.end(), k) != a.numbers.end(); break;
          case Period::previous: observed = k == step - 1; break;
          case Period::next: observed = k == step + 1; break;
          case Period::earlier: observed = k < step; break;
          case Period::later: observed = k > step; break;
          case Period::other: break;
        }
        if (observed && behaviour_in(me, who, *second, targets, actions_on_step(who, k))) return false;
      }
      return true;
    }
    default: return false;
  }
}

bool Engine::clause_holds(PokemonIndex me, PokemonIndex who, const orders::TriggerClause& c) const {
  return c.kind == ClauseKind::state ? state_holds(me, who, c) : intent_matches(me, who, c);
}

bool Engine::results_possible(PokemonIndex me, const orders::Substitution& sub) const {
  for (const orders::ResultClause& r : sub.results) {
    // "replace all X with Y": only Y is given.
    const std::size_t first = r.kind == orders::ResultKind::replace_all && r.actions.size() == 2 ? 1 : 0;
    for (std::size_t k = first; k < r.actions.size(); ++k) {
      const orders::SubAction& a = r.actions[k];
      if (a.form == orders::ActionForm::combination) continue;  // each component is checked when attempted
      const MoveIndex mi = known_move(b, dex, a.text);
      if (mi != kNoMove && !attempt_forbidden(me, mi).empty()) return false;
    }
  }
  return true;
}

const orders::SubPokemon* clause_subject(const orders::Substitution& s, std::size_t ci) {
  if (s.trigger[ci].subject) return &*s.trigger[ci].subject;
  if (s.trigger[ci].kind != ClauseKind::state) return nullptr;
  for (std::size_t k = ci; k-- > 0;)
    if (s.trigger[k].subject) return &*s.trigger[k].subject;
  return nullptr;
}

bool Engine::triggers(PokemonIndex me, const orders::Substitution& sub) const {
  if (sub.timing_is_trigger()) return true;  // "IF you flinch": met when its timing is [10.5]
  // The trigger: OR of AND-chains, left to right. `cand` >= 0 indexes the first placeholder
  // ([10.4b]): the clause with the placeholder, and "that Pokemon", see only it.
  auto evaluate = [&](int placeholder_clause, int cand) {
    bool result = false, chain = true;
    for (std::size_t ci = 0; ci < sub.trigger.size(); ++ci) {
      const orders::TriggerClause& c = sub.trigger[ci];
      bool v = false;
      const orders::SubPokemon* subject = clause_subject(sub, ci);
      const bool inherited_placeholder = !c.subject && subject != nullptr &&
                                         (subject->placeholder == Placeholder::any_opponent ||
                                          subject->placeholder == Placeholder::any_ally ||
                                          subject->placeholder == Placeholder::any_pokemon);
      if (c.kind == ClauseKind::truth)
        v = results_possible(me, sub);  // [10.6f] "IF possible", "IF you are able"
      else if (const std::string_view n = orders::step_number_phrase(c.condition.text); c.kind == ClauseKind::state && !n.empty())
        v = std::to_string(step) == n;  // "IF it is step 2": [10.5b] "On Step 2" in other words
      else if (const std::optional<FieldQuery> field = field_query_of(dex, c))
        v = field_query_holds(me, *field);  // asked of the field, not of a Pokemon
      else if (cand >= 0 && (static_cast<int>(ci) == placeholder_clause || inherited_placeholder ||
                             subject->placeholder == Placeholder::reference))
        v = clause_holds(me, static_cast<PokemonIndex>(cand), c);
      else
        for (PokemonIndex who : observed_pokemon(me, *subject, cand, is_ko_clause(dex, c))) v = v || clause_holds(me, who, c);
      if (c.negated) v = !v;
      chain = chain && v;
      if (ci + 1 == sub.trigger.size() || (ci < sub.conjunctions.size() && sub.conjunctions[ci].word == "or")) {
        result = result || chain;
        chain = true;
      }
    }
    return result;
  };
  int placeholder_clause = -1;
  for (std::size_t ci = 0; ci < sub.trigger.size() && placeholder_clause < 0; ++ci) {
    if (!sub.trigger[ci].subject) continue;
    const auto pl = sub.trigger[ci].subject->placeholder;
    if (pl == Placeholder::any_opponent || pl == Placeholder::any_ally || pl == Placeholder::any_pokemon)
      placeholder_clause = static_cast<int>(ci);
  }
  if (placeholder_clause < 0) return evaluate(-1, -1);
  const orders::TriggerClause& pc = sub.trigger[static_cast<std::size_t>(placeholder_clause)];
  for (PokemonIndex cand : observed_pokemon(me, *pc.subject, -1, is_ko_clause(dex, pc)))
    if (evaluate(placeholder_clause, cand)) return true;
  return false;
}

}  // namespace bbp::sim
