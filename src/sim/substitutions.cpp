// When substitutions are checked ([10.5]) and what their results do ([10.7a]). Checked: "At the
// start of the step" and the default timing without state clauses, after intent is decided
// ([2.7a]), in posting order; "At the start of your turn" and the default timing with state
// clauses, at the start of each of the recipient's turns. At most one trigger per Pokemon per step.
// Every result of [10.7a] except "ignore substitutions" is applied. Triggers are sub_triggers.cpp;
// anything the engine cannot evaluate is logged as not simulated the first time it would be checked.
#include "sim/engine.hpp"
#include "sim/move_data.hpp"

#include <bbp/substitution.hpp>

#include <algorithm>

namespace bbp::sim {
namespace {

using orders::ClauseKind;
using orders::Placeholder;
using orders::ResultKind;
using orders::TimingKind;

bool has_state_clause(const orders::Substitution& s) {
  for (const auto& c : s.trigger)
    if (c.kind == ClauseKind::state) return true;
  return false;
}

}  // namespace

Engine::SubCheck Engine::sub_check(PokemonIndex me, const orders::Substitution& s, std::string& why) const {
  SubCheck when = has_state_clause(s) ? SubCheck::start_of_turn : SubCheck::start_of_step;  // [10.5] defaults
  if (s.timing) {
    const auto& t = *s.timing;
    if (!t.affixes.empty()) {
      why = "timing affix '" + t.affixes.front().raw + "'";
      return SubCheck::unsupported;
    }
    const bool start = t.kind == TimingKind::phase_start;
    const bool of_step = start && t.phase.text.find("step") != std::string::npos && !t.pokemon;
    // "At the start of your turn" / "… of Garchomp's turn" naming the recipient.
    bool of_own_turn = false;
    if (start && t.phase.text.find("turn") != std::string::npos && t.pokemon) {
      if (t.pokemon->placeholder == Placeholder::self) of_own_turn = true;
      else if (t.pokemon->placeholder == Placeholder::none)
        for (PokemonIndex p : observed_pokemon(me, *t.pokemon, -1)) of_own_turn = of_own_turn || p == me;
    }
    if (of_step) when = SubCheck::start_of_step;
    else if (of_own_turn) when = SubCheck::start_of_turn;
    else if (t.kind != TimingKind::default_timing) {
      why = "timing '" + t.raw + "'";
      return SubCheck::unsupported;
    }
  }
  if (s.trigger.empty()) {
    why = "a substitution with no trigger";
    return SubCheck::unsupported;
  }
  for (const auto& c : s.trigger) {
    if (c.kind == ClauseKind::state) {
      if (!c.subject || c.subject->placeholder == Placeholder::pronoun || c.subject->placeholder == Placeholder::target)
        why = "state '" + c.raw + "'";
      else why = state_clause_unsupported(dex, c);
      if (!why.empty()) return SubCheck::unsupported;
      continue;
    }
    if (c.kind != ClauseKind::action) why = "trigger clause '" + c.raw + "'";
    else if (c.executed) why = "previously-executed clause '" + c.raw + "'";
    else if (!c.affixes.empty()) why = "clause affix '" + c.affixes.front().raw + "'";
    else if (!c.subject || !c.action) why = "trigger clause '" + c.raw + "'";
    else if (c.action->form == orders::ActionForm::combination) why = "combination clause '" + c.raw + "'";
    else if (!c.action->qualifiers.empty()) why = "qualifier in '" + c.raw + "'";
    if (!why.empty()) return SubCheck::unsupported;
  }
  for (const auto& j : s.conjunctions)
    if (j.word != "and" && j.word != "or" && j.word != ",") {
      why = "conjunction '" + j.word + "'";
      return SubCheck::unsupported;
    }
  for (const auto& r : s.results) {
    if (r.kind == ResultKind::ignore_substitutions || r.kind == ResultKind::unreadable ||
        r.kind == ResultKind::change_action || r.kind == ResultKind::swap_actions || r.kind == ResultKind::keep_action)
      why = "result '" + r.raw + "'";
    else if (!r.affixes.empty()) why = "result affix '" + r.affixes.front().raw + "'";
    if (!why.empty()) return SubCheck::unsupported;
  }
  return when;
}

void Engine::check_substitutions(SubCheck when, int only_pokemon) {
  // Posting order: round.orders is already in the order the posts (and their order sets) came.
  for (std::size_t o = 0; o < round.orders.size(); ++o) {
    const PokemonOrders& po = round.orders[o];
    const PokemonIndex me = po.pokemon;
    if (!in_play(me) || (only_pokemon >= 0 && me != only_pokemon)) continue;
    for (std::size_t si = 0; si < po.subs.size() && !sub_used_this_step[o]; ++si) {
      const orders::Substitution& sub = *po.subs[si];
      const auto& [check, why] = sub_checks[o][si];
      if (check == SubCheck::unsupported) {
        // Said once, at the first start-of-step check of the round.
        if (when == SubCheck::start_of_step && step == 1)
          emit(Event::Kind::not_simulated, "not simulated: {}'s substitution {} ({}): {}", name(me), po.sub_numbers[si], why, sub.raw);
        continue;
      }
      if (check != when || !triggers(me, sub)) continue;
      apply_results(o, sub, po.sub_numbers[si]);
    }
  }
}

void Engine::start_of_step_substitutions() { check_substitutions(SubCheck::start_of_step, -1); }

void Engine::start_of_turn_substitutions(PokemonIndex p) { check_substitutions(SubCheck::start_of_turn, p); }

void Engine::apply_results(std::size_t o, const orders::Substitution& sub, int number) {
  // [10.7a] results, applied to intent and orders.
  const PokemonIndex me = round.orders[o].pokemon;
  sub_used_this_step[o] = true;
  ++out.triggered_subs[o];
  out.triggers.push_back(SubTrigger{o, number, step});
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

}  // namespace bbp::sim
