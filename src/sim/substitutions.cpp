// Start-of-step substitutions ([2.7a], [10]): checked after intent is decided, in posting order,
// at most one trigger per Pokemon per step. Evaluated: the timing "At the start of the step" and
// the default timing of a substitution with no state clauses ([10.5]); action clauses on a named
// Pokemon or a placeholder indexed in posting order ([10.4b]) observing an action name, a typed
// attack, an action group or any action, negated or not, joined by and/or; every result of
// [10.7a] except "ignore substitutions". Anything else is logged as not simulated when checked.
#include "sim/engine.hpp"
#include "sim/move_data.hpp"

#include <bbp/substitution.hpp>

#include <algorithm>

namespace bbp::sim {
namespace {

using orders::ActionForm;
using orders::ClauseKind;
using orders::Placeholder;
using orders::ResultKind;
using orders::TimingKind;

bool has_state_clause(const orders::Substitution& s) {
  for (const auto& c : s.trigger)
    if (c.kind == ClauseKind::state) return true;
  return false;
}

/// Why the engine cannot evaluate this substitution at the start of the step ("" = it can).
std::string unsupported(const orders::Substitution& s) {
  if (s.timing) {
    const auto& t = *s.timing;
    if (!t.affixes.empty()) return "timing affix '" + t.affixes.front().raw + "'";
    const bool start_of_step = t.kind == TimingKind::phase_start && t.phase.text.find("step") != std::string::npos &&
                               !t.pokemon;
    if (t.kind != TimingKind::default_timing && !start_of_step) return "timing '" + t.raw + "'";
  }
  if (s.trigger.empty()) return "a substitution with no trigger";
  for (const auto& c : s.trigger) {
    if (c.kind != ClauseKind::action) return "trigger clause '" + c.raw + "'";
    if (c.executed) return "previously-executed clause '" + c.raw + "'";
    if (!c.affixes.empty()) return "clause affix '" + c.affixes.front().raw + "'";
    if (!c.subject || !c.action) return "trigger clause '" + c.raw + "'";
    if (c.action->form == ActionForm::combination) return "combination clause '" + c.raw + "'";
    if (!c.action->qualifiers.empty()) return "qualifier in '" + c.raw + "'";
  }
  for (const auto& j : s.conjunctions)
    if (j.word != "and" && j.word != "or" && j.word != ",") return "conjunction '" + j.word + "'";
  for (const auto& r : s.results) {
    if (r.kind == ResultKind::ignore_substitutions || r.kind == ResultKind::unreadable ||
        r.kind == ResultKind::change_action || r.kind == ResultKind::swap_actions || r.kind == ResultKind::keep_action)
      return "result '" + r.raw + "'";
    if (!r.affixes.empty()) return "result affix '" + r.affixes.front().raw + "'";
  }
  return {};
}

}  // namespace

void Engine::start_of_step_substitutions() {
  // Posting order: round.orders is already in the order the posts (and their order sets) came.
  for (std::size_t o = 0; o < round.orders.size(); ++o) {
    const PokemonOrders& po = round.orders[o];
    const PokemonIndex me = po.pokemon;
    if (!in_play(me)) continue;
    for (std::size_t si = 0; si < po.subs.size() && !sub_used_this_step[o]; ++si) {
      const orders::Substitution& sub = *po.subs[si];
      const int number = po.sub_numbers[si];
      // [10.5] default timing with state clauses: the start of the turn — not this check.
      if ((!sub.timing || sub.timing->kind == TimingKind::default_timing) && has_state_clause(sub)) {
        if (step == 1) emit(Event::Kind::not_simulated, "not simulated: {}'s substitution {} (checked at the start of its turn, "
                                                         "state clauses): {}", name(me), number, sub.raw);
        continue;
      }
      if (const std::string why = unsupported(sub); !why.empty()) {
        if (step == 1) emit(Event::Kind::not_simulated, "not simulated: {}'s substitution {} ({}): {}", name(me), number, why, sub.raw);
        continue;
      }

      // Candidates for the placeholder, if any, in posting order ([10.4b]).
      auto observed = [&](const orders::SubPokemon& who, int bound) -> std::vector<PokemonIndex> {
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
      };
      // Does `who`'s intent this step match the clause's observed behaviour ([10.6b])?
      auto matches = [&](PokemonIndex who, const orders::TriggerClause& c) -> bool {
        const int o2 = orders_of[who];
        std::vector<Action> acts;
        if (o2 >= 0) acts = intent[static_cast<std::size_t>(o2)];
        else acts.push_back(struggle_intent());
        bool any = false;
        for (const Action& a : acts) {
          const orders::SubAction& want = *c.action;
          const MoveData* md = a.move != kNoMove ? &b.moves[a.move] : nullptr;
          bool hit = false;
          switch (want.form) {
            case ActionForm::any: hit = true; break;
            case ActionForm::name: hit = md && fold_name(md->name) == fold_name(want.text); break;
            case ActionForm::typed: {
              const Resolution t = dex.resolve(Kind::type, want.type.text);
              hit = md && md->is_attack() && t.found() && md->type == t.id;
              break;
            }
            case ActionForm::group: {
              const Resolution g = dex.resolve(Kind::action_group, want.text);
              if (md && g.found())
                for (const GroupMember& m : dex.group(g.id).members)
                  hit = hit || (m.kind == Kind::move && m.id != kNoEntry && m.id == md->dex_id) ||
                        (m.id == kNoEntry && fold_name(m.name) == fold_name(md->name));
              break;
            }
            default: break;
          }
          // "… on Weavile": the observed action must target that Pokemon (Singles: the user's
          // opponent, or itself for a "User" move).
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
          any = any || hit;
        }
        return any;
      };
      // The trigger: OR of AND-chains, left to right; the first placeholder indexes ([10.4b]).
      auto evaluate = [&](int bound) -> bool {
        bool result = false, chain = true;
        for (std::size_t ci = 0; ci < sub.trigger.size(); ++ci) {
          const orders::TriggerClause& c = sub.trigger[ci];
          bool v = false;
          for (PokemonIndex who : observed(*c.subject, bound)) v = v || matches(who, c);
          if (c.negated) v = !v;
          chain = chain && v;
          const bool last = ci + 1 == sub.trigger.size();
          if (last || (ci < sub.conjunctions.size() && sub.conjunctions[ci].word == "or")) {
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
      bool triggered = false;
      if (placeholder_clause < 0) {
        triggered = evaluate(-1);
      } else {
        for (PokemonIndex cand : observed(*sub.trigger[static_cast<std::size_t>(placeholder_clause)].subject, -1)) {
          // Index the placeholder through each candidate: the clause with the placeholder sees only it.
          bool result = false, chain = true;
          for (std::size_t ci = 0; ci < sub.trigger.size(); ++ci) {
            const orders::TriggerClause& c = sub.trigger[ci];
            bool v = false;
            if (static_cast<int>(ci) == placeholder_clause || c.subject->placeholder == Placeholder::reference)
              v = matches(cand, c);
            else
              for (PokemonIndex who : observed(*c.subject, cand)) v = v || matches(who, c);
            if (c.negated) v = !v;
            chain = chain && v;
            if (ci + 1 == sub.trigger.size() || (ci < sub.conjunctions.size() && sub.conjunctions[ci].word == "or")) {
              result = result || chain;
              chain = true;
            }
          }
          if (result) { triggered = true; break; }
        }
      }
      if (!triggered) continue;

      // [10.7a] results, applied to intent and orders.
      sub_used_this_step[o] = true;
      ++out.triggered_subs[o];
      emit(Event::Kind::sub, "{}'s substitution {} triggers: {}", name(me), number, sub.raw);
      auto& steps = orders[o];
      const auto cur = static_cast<std::size_t>(step - 1);
      auto action_named = [&](const orders::SubAction& a) {
        Action act;
        act.written = a.text;
        act.move = intern_move(b, dex, a.text);
        return act;
      };
      auto struggle_action = [&] { return struggle_intent(); };
      for (const orders::ResultClause& r : sub.results) {
        switch (r.kind) {
          case ResultKind::use:
            if (!r.actions.empty()) { intent[o] = {action_named(r.actions.front())}; steps[cur] = intent[o]; }
            break;
          case ResultKind::use_next_step:
            if (!r.actions.empty() && cur + 1 < steps.size()) steps[cur + 1] = {action_named(r.actions.front())};
            break;
          case ResultKind::use_on_step:
            for (int n : r.steps)
              if (n >= 1 && static_cast<std::size_t>(n) <= steps.size() && !r.actions.empty()) {
                steps[static_cast<std::size_t>(n - 1)] = {action_named(r.actions.front())};
                if (n == step) intent[o] = steps[cur];
              }
            break;
          case ResultKind::sequence:
            for (std::size_t k = 0; k < r.actions.size() && cur + k < steps.size(); ++k)
              steps[cur + k] = {action_named(r.actions[k])};
            intent[o] = steps[cur];
            break;
          case ResultKind::replace_all:
            if (r.actions.size() == 2) {
              const Action from = action_named(r.actions[0]), to = action_named(r.actions[1]);
              for (auto* list : {&intent[o]})
                for (Action& a : *list)
                  if (a.move == from.move) a = to;
              for (std::size_t k = cur; k < steps.size(); ++k)
                for (Action& a : steps[k])
                  if (a.move == from.move) a = to;
            }
            break;
          case ResultKind::push_down:
          case ResultKind::use_and_push_down: {
            // Pending orders move one step later; the gap holds Struggle ([10.7a]).
            for (std::size_t k = steps.size() - 1; k > cur; --k) steps[k] = steps[k - 1];
            steps[cur] = {struggle_action()};
            if (r.kind == ResultKind::use_and_push_down && !r.actions.empty()) steps[cur] = {action_named(r.actions.front())};
            intent[o] = steps[cur];
            break;
          }
          case ResultKind::pull_back:
            for (std::size_t k = cur; k + 1 < steps.size(); ++k) steps[k] = steps[k + 1];
            steps.back() = {struggle_action()};
            intent[o] = steps[cur];
            break;
          default: break;
        }
      }
      if (log) {
        std::string now;
        for (const Action& a : intent[o]) now += (now.empty() ? "" : " + ") + (a.move != kNoMove ? b.moves[a.move].name : a.written);
        emit(Event::Kind::sub, "{} now intends to use {}", b.pokemon[me].display(), now);
      }
    }
  }
}

}  // namespace bbp::sim
