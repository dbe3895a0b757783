// Whether a substitution's trigger holds ([10.6]): which Pokemon a clause observes (a name, "you",
// a placeholder indexed in posting order [10.4b], "that Pokemon"), whether an action clause matches
// the observed Pokemon's intent ([10.6b]: an action name, a typed attack, an action group of
// [10.6d], any action, "on X"), whether a state clause holds (state_clauses.cpp), and the trigger
// as OR of AND-chains read left to right. Which substitutions are checked when is substitutions.cpp.
#include "sim/engine.hpp"

#include <bbp/substitution.hpp>

#include <algorithm>

namespace bbp::sim {

using orders::ActionForm;
using orders::ClauseKind;
using orders::Placeholder;

std::vector<PokemonIndex> Engine::observed_pokemon(PokemonIndex me, const orders::SubPokemon& who, int bound) const {
  std::vector<PokemonIndex> found;
  auto others = [&](bool opponents_only) {
    for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
      const auto pi = static_cast<PokemonIndex>(i);
      if (!in_play(pi) || pi == me) continue;
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
        if (in_play(static_cast<PokemonIndex>(i)) && i != me && b.pokemon[i].team == b.pokemon[me].team)
          found.push_back(static_cast<PokemonIndex>(i));
      break;
    case Placeholder::reference:
      if (bound >= 0) found.push_back(static_cast<PokemonIndex>(bound));
      break;
    case Placeholder::opponent:  // "the opponent": in Singles, the one opposing Pokemon
      if (int opp = opponent_of(me); opp >= 0) found.push_back(static_cast<PokemonIndex>(opp));
      break;
    case Placeholder::self:  // "you", "your": the recipient (state clauses; [10.6a] forbids action clauses)
      found.push_back(me);
      break;
    default: {
      const std::string key = fold_name(who.name.text);
      for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
        const Pokemon& p = b.pokemon[i];
        if (!in_play(static_cast<PokemonIndex>(i))) continue;
        if ((!p.nickname.empty() && fold_name(p.nickname) == key) || fold_name(p.species_name) == key)
          found.push_back(static_cast<PokemonIndex>(i));
      }
    }
  }
  return found;
}

bool Engine::intent_matches(PokemonIndex me, PokemonIndex who, const orders::TriggerClause& c) const {
  const int o = orders_of[who];
  std::vector<Action> acts;
  if (o >= 0) acts = intent[static_cast<std::size_t>(o)];
  else acts.push_back(struggle_intent());
  const orders::SubAction& want = *c.action;
  for (const Action& a : acts) {
    const MoveData* md = a.move != kNoMove ? &b.moves[a.move] : nullptr;
    bool hit = false;
    switch (want.form) {
      case ActionForm::any: hit = true; break;
      case ActionForm::name: hit = action_matches(dex, {ActionMatch::Form::name, fold_name(want.text), kNoEntry}, md); break;
      case ActionForm::typed: {
        const Resolution t = dex.resolve(Kind::type, want.type.text);
        hit = t.found() && action_matches(dex, {ActionMatch::Form::type, {}, t.id}, md);
        break;
      }
      case ActionForm::group: {
        const Resolution g = dex.resolve(Kind::action_group, want.text);
        hit = g.found() && action_matches(dex, {ActionMatch::Form::group, {}, g.id}, md);
        break;
      }
      default: break;
    }
    // "… on Weavile": the observed action must target that Pokemon (Singles: the user's opponent,
    // or itself for a "User" move).
    if (hit && !want.targets.empty() && md) {
      const int tgt = md->targets_user ? static_cast<int>(who) : opponent_of(who);
      const std::string key = fold_name(want.targets.front().name.text);
      const auto pl = want.targets.front().placeholder;
      if (pl == Placeholder::self) hit = tgt == static_cast<int>(me);
      else if (tgt < 0) hit = false;
      else {
        const Pokemon& tp = b.pokemon[static_cast<std::size_t>(tgt)];
        hit = fold_name(tp.species_name) == key || (!tp.nickname.empty() && fold_name(tp.nickname) == key);
      }
    }
    if (hit) return true;
  }
  return false;
}

bool Engine::clause_holds(PokemonIndex me, PokemonIndex who, const orders::TriggerClause& c) const {
  return c.kind == ClauseKind::state ? state_holds(who, c) : intent_matches(me, who, c);
}

bool Engine::triggers(PokemonIndex me, const orders::Substitution& sub) const {
  // The trigger: OR of AND-chains, left to right. `cand` >= 0 indexes the first placeholder
  // ([10.4b]): the clause with the placeholder, and "that Pokemon", see only it.
  auto evaluate = [&](int placeholder_clause, int cand) {
    bool result = false, chain = true;
    for (std::size_t ci = 0; ci < sub.trigger.size(); ++ci) {
      const orders::TriggerClause& c = sub.trigger[ci];
      bool v = false;
      if (cand >= 0 && (static_cast<int>(ci) == placeholder_clause || c.subject->placeholder == Placeholder::reference))
        v = clause_holds(me, static_cast<PokemonIndex>(cand), c);
      else
        for (PokemonIndex who : observed_pokemon(me, *c.subject, cand)) v = v || clause_holds(me, who, c);
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
    const auto pl = sub.trigger[ci].subject->placeholder;
    if (pl == Placeholder::any_opponent || pl == Placeholder::any_ally || pl == Placeholder::any_pokemon)
      placeholder_clause = static_cast<int>(ci);
  }
  if (placeholder_clause < 0) return evaluate(-1, -1);
  for (PokemonIndex cand : observed_pokemon(me, *sub.trigger[static_cast<std::size_t>(placeholder_clause)].subject, -1))
    if (evaluate(placeholder_clause, cand)) return true;
  return false;
}

}  // namespace bbp::sim
