// When substitutions are checked ([10.5], the timings of [10.5a] read by sub_timings.cpp) and what
// their results do ([10.7a], with the affixes of [10.7b]). Checked in posting order at each moment
// the round reaches; at most one trigger per Pokemon per step ([10.8]); a result that would give
// an intended action of a higher priority than the current one is illegal ([10.8b]). Every result
// of [10.7a] is applied ("ignore substitutions" as sub_ignore.cpp reads it). Triggers are
// sub_triggers.cpp; anything the engine cannot evaluate is logged as not simulated when the round
// starts.
#include "orders/step_phrase.hpp"
#include "sim/combination.hpp"
#include "sim/engine.hpp"
#include "sim/move_data.hpp"
#include "sim/statuses.hpp"

#include <bbp/substitution.hpp>

#include <algorithm>
#include <limits>

namespace bbp::sim {
namespace {

using orders::ClauseKind;
using orders::Placeholder;
using orders::ResultKind;

/// The [10.6c] affixes the engine observes (sub_triggers.cpp evaluates them).
bool clause_affix_supported(const Dex& dex, const orders::SubAffix& a) {
  using orders::AffixKind;
  switch (a.kind) {
    case AffixKind::current_step:
    case AffixKind::future:
    case AffixKind::previously_executed: return true;
    case AffixKind::occurrences: return occurrence_limit(a.count.text).has_value();
    case AffixKind::and_not: return !a.behaviour.present() || read_action_phrase(dex, a.behaviour.text).has_value();
    default: return false;
  }
}

}  // namespace

/// Why the engine cannot check `s` ("" = it can): its timing (sub_timings.cpp), its trigger and
/// results.
std::string unsupported_parts(const Dex& dex, const orders::Substitution& s) {
  std::string why;
  if (s.trigger.empty() && !s.timing_is_trigger()) return "a substitution with no trigger";
  for (std::size_t ci = 0; ci < s.trigger.size(); ++ci) {
    const orders::TriggerClause& c = s.trigger[ci];
    if (c.kind == ClauseKind::truth) continue;  // [10.6f] sub_triggers.cpp `results_possible`
    if (c.kind == ClauseKind::state) {
      if (field_query_of(dex, c) || !orders::step_number_phrase(c.condition.text).empty()) continue;
      const orders::SubPokemon* subject = clause_subject(s, ci);
      if (!subject || subject->placeholder == Placeholder::pronoun || subject->placeholder == Placeholder::target)
        why = "state '" + c.raw + "'";
      else why = state_clause_unsupported(dex, c);
      if (!why.empty()) return why;
      continue;
    }
    if (c.kind != ClauseKind::action) why = "trigger clause '" + c.raw + "'";
    else if (!c.affixes.empty() && !clause_affix_supported(dex, c.affixes.front()))
      why = "clause affix '" + c.affixes.front().raw + "'";
    else if (!c.subject || !c.action) why = "trigger clause '" + c.raw + "'";
    else if (!c.action->qualifiers.empty()) why = "qualifier in '" + c.raw + "'";
    if (!why.empty()) return why;
  }
  for (const auto& j : s.conjunctions)
    if (j.word != "and" && j.word != "or" && j.word != ",") return "conjunction '" + j.word + "'";
  for (const auto& r : s.results) {
    if (r.kind == ResultKind::ignore_substitutions && !read_ignore(r, why)) return why;
    if (r.kind == ResultKind::unreadable ||
        r.kind == ResultKind::change_action || r.kind == ResultKind::swap_actions || r.kind == ResultKind::keep_action)
      return "result '" + r.raw + "'";
    for (const auto& a : r.affixes)
      if ((a.kind == orders::AffixKind::nth_instance || a.kind == orders::AffixKind::if_step) && a.numbers.empty())
        return "result affix '" + a.raw + "'";
  }
  return {};
}

bool Engine::moment_matches(PokemonIndex me, const SubWhen& w, const Happening& h) const {
  if (w.moment != h.moment) return false;
  auto names = [&](const std::optional<orders::SubPokemon>& who, int subject) {
    if (!who) return true;
    if (subject < 0) return false;
    const auto seen = observed_pokemon(me, *who, -1);
    return std::find(seen.begin(), seen.end(), static_cast<PokemonIndex>(subject)) != seen.end();
  };
  switch (w.moment) {
    case Moment::start_of_turn:
      if (h.turn_part == Happening::TurnPart::charge && !w.before_readying) return false;
      if (h.turn_part == Happening::TurnPart::after_charge && w.before_readying) return false;
      return names(w.who, h.subject);
    case Moment::end_of_turn: return names(w.who, h.subject);
    case Moment::priority: return w.priority == h.priority;
    case Moment::hit:
      if (!names(w.who, h.subject) || (w.from && !names(w.from, h.attacker))) return false;
      if (w.with && !action_matches(dex, *w.with, h.move != kNoMove ? &move_data(h.move) : nullptr, b.moves)) return false;
      switch (w.manner) {
        case HitManner::any: return true;
        case HitManner::critical: return h.critical;
        case HitManner::super_effective: return h.effectiveness_pct > 100;
        case HitManner::not_very_effective: return h.effectiveness_pct < 100;
        case HitManner::neutral: return h.effectiveness_pct == 100;
      }
      return false;
    case Moment::inflicted:
      if (w.field != h.field) return false;
      if (h.field) {
        // [10.5a] "When observing a single Pokemon for a field condition …, checked when that
        // condition is created in a scope including that Pokemon"; a team likewise.
        if (w.field_group.empty() ? fold_name(w.condition) != fold_name(h.condition) : w.field_group != h.field_group) return false;
        const int mine = b.pokemon[me].team;
        if (w.team != SubWhen::Team::none && h.field_side >= 0 && (h.field_side == mine) != (w.team == SubWhen::Team::own))
          return false;
        if (!w.who) return true;
        for (PokemonIndex p : observed_pokemon(me, *w.who, -1))
          if (h.field_side < 0 || b.pokemon[p].team == h.field_side) return true;
        return false;
      }
      if (!names(w.who, h.subject)) return false;
      if (w.team != SubWhen::Team::none &&
          (b.pokemon[static_cast<std::size_t>(h.subject)].team == b.pokemon[me].team) != (w.team == SubWhen::Team::own))
        return false;
      if (!(w.major_status ? h.major_status : fold_name(w.condition) == fold_name(h.condition))) return false;
      // [10.5a] "The scope of the clause may be reduced to instances of that specified condition
      // with a specified note" ("When your Earthquake is Sealed").
      return w.note.empty() || has_note(h.notes, w.note);
    case Moment::action_result:
      return names(w.who, h.subject) && w.outcome == h.outcome &&
             (!w.with || action_matches(dex, *w.with, h.move != kNoMove ? &move_data(h.move) : nullptr, b.moves));
    default: return true;
  }
}

void Engine::check_substitutions(const Happening& h) {
  // Posting order: round.orders is already in the order the posts (and their order sets) came.
  for (std::size_t o = 0; o < round.orders.size(); ++o) {
    const PokemonOrders& po = round.orders[o];
    const PokemonIndex me = po.pokemon;
    if (!in_play(me)) continue;
    for (std::size_t si = 0; si < po.subs.size() && !sub_used_this_step[o]; ++si) {
      const orders::Substitution& sub = *po.subs[si];
      const SubState& st = sub_states[o][si];
      if (st.when.moment == Moment::unsupported || !moment_matches(me, st.when, h)) continue;
      if (st.ignored_through_step >= step || st.ignored_until_turn_end >= 0) continue;  // [10.7a] ignored
      if (!timing_affixes_allow(st.when, step, st.last_step)) continue;
      // [10.7b] a substitution whose result clauses would all be ignored is not checked.
      const std::vector<bool> active = active_results(sub, st.times + 1, step);
      if (std::none_of(active.begin(), active.end(), [](bool a) { return a; })) continue;
      const bool observes = std::any_of(sub.trigger.begin(), sub.trigger.end(),
                                        [](const orders::TriggerClause& c) { return c.kind == ClauseKind::action; });
      if (observes && std::find(observed_this_step.begin(), observed_this_step.end(), std::pair{o, si}) == observed_this_step.end())
        observed_this_step.emplace_back(o, si);  // [10.8a]
      if (!triggers(me, sub)) continue;
      apply_results(o, si, active);
    }
  }
}

bool Engine::apply_results(std::size_t o, std::size_t si, const std::vector<bool>& active) {
  // [10.7a] results, applied to copies of intent and orders first: [10.8b] may make it illegal.
  const PokemonIndex me = round.orders[o].pokemon;
  const orders::Substitution& sub = *round.orders[o].subs[si];
  const int number = round.orders[o].sub_numbers[si];
  auto steps = orders[o];
  auto now = intent[o];
  std::vector<const IgnoreSpec*> ignores;
  const auto cur = static_cast<std::size_t>(step - 1);
  bool intent_given = false;  // an earlier result clause of this substitution gave a new intent
  auto action_named = [&](const orders::SubAction& a) {
    Action act;
    act.written = a.text;
    if (a.form == orders::ActionForm::combination) {  // prepare_round made it ([11.2])
      act.combination = true;
      for (const orders::SubText& c : a.components) act.components.push_back(known_move(b, dex, c.text));
      act.move = find_combination(b, act.components);
      return act;
    }
    act.move = known_move(b, dex, a.text);  // prepare_round added every result's move
    // [11.6c] "Max Flamethrower" of a Pokemon that Dynamaxes this round: the Max Move (prepare_round).
    for (const PokemonOrders::ResultMax& rm : round.orders[o].result_max)
      if (act.move == kNoMove && folds_to(a.text, rm.written)) {
        act.move = rm.max;
        act.base_move = rm.base;
        act.max_prefix = true;
      }
    if (act.move == kNoMove) {
      // "use a Potion": a trainer item ([2.7a]), whose turn is spent.
      const Resolution item = dex.resolve(Kind::item, a.text);
      act.trainer_item = item.match == Match::exact || item.match == Match::alias;
    }
    return act;
  };
  for (std::size_t ri = 0; ri < sub.results.size(); ++ri) {
    if (!active[ri]) continue;
    const orders::ResultClause& r = sub.results[ri];
    switch (r.kind) {
      case ResultKind::use:
        // [10.7a] "Use a new action" gives new intent; the current step's order stays, so that a
        // push written as a clause of its own moves it ("use X instead, and push orders down").
        if (!r.actions.empty()) {
          now = {action_named(r.actions.front())};
          intent_given = true;
        }
        break;
      case ResultKind::use_next_step:
        if (!r.actions.empty() && cur + 1 < steps.size()) steps[cur + 1] = {action_named(r.actions.front())};
        break;
      case ResultKind::use_on_step:
        for (int n : r.steps)
          if (n >= 1 && static_cast<std::size_t>(n) <= steps.size() && !r.actions.empty()) {
            steps[static_cast<std::size_t>(n - 1)] = {action_named(r.actions.front())};
            if (n == step) {
              now = steps[cur];
              intent_given = true;
            }
          }
        break;
      case ResultKind::sequence:
        if (r.until_round_end && !r.actions.empty()) {  // "use X for the rest of the round"
          for (std::size_t k = cur; k < steps.size(); ++k) steps[k] = {action_named(r.actions.front())};
        } else {
          for (std::size_t k = 0; k < r.actions.size() && cur + k < steps.size(); ++k)
            steps[cur + k] = {action_named(r.actions[k])};
        }
        now = steps[cur];
        break;
      case ResultKind::replace_all:
        if (r.actions.size() == 2) {
          const Action from = action_named(r.actions[0]), to = action_named(r.actions[1]);
          for (Action& a : now)
            if (a.move == from.move) a = to;
          for (std::size_t k = cur; k < steps.size(); ++k)
            for (Action& a : steps[k])
              if (a.move == from.move) a = to;
        }
        break;
      case ResultKind::push_down:
      case ResultKind::use_and_push_down: {
        // [10.7a] Pending orders (this step's on) move `shift` steps later (the builder keeps it
        // >= 1) and the gaps hold Struggle. "Push down orders" alone: the intent becomes the new
        // order of this step. "Use X and push down": the intent is X, and so it is when an
        // earlier clause gave it ("use X instead, and push orders down" - the handbook calls the
        // push "an affix" of the use [10.5b example]; docs/rulings.md).
        if (r.kind == ResultKind::use_and_push_down && !r.actions.empty()) {
          now = {action_named(r.actions.front())};
          intent_given = true;
        }
        const auto by = static_cast<std::size_t>(r.shift);
        for (std::size_t k = steps.size(); k-- > cur;)
          steps[k] = k >= cur + by ? steps[k - by] : std::vector<Action>{struggle_intent()};
        if (intent_given) steps[cur] = now;
        else now = steps[cur];
        break;
      }
      case ResultKind::ignore_substitutions: {
        if (const auto& spec = sub_states[o][si].ignore_specs[ri]) ignores.push_back(&*spec);
        break;
      }
      case ResultKind::pull_back: {
        const auto by = static_cast<std::size_t>(r.shift);
        for (std::size_t k = cur; k < steps.size(); ++k)
          steps[k] = k + by < steps.size() ? steps[k + by] : std::vector<Action>{struggle_intent()};
        now = steps[cur];
        break;
      }
      default: break;
    }
  }
  for (Action& a : now)
    if (a.move == kNoMove && a.written.empty()) a = struggle_intent();
  auto spell = [&](const std::vector<Action>& acts) {
    std::string s;
    for (const Action& a : acts) s += (s.empty() ? "" : " + ") + (a.move != kNoMove ? move_data(a.move).name : a.written);
    return s;
  };
  const bool changed = spell(now) != spell(intent[o]);
  // [10.8a] Observed Action Rule: a result that would turn an action clause of a substitution
  // from an earlier post, already evaluated this step, true or false is illegal.
  if (const auto earlier = loop_conflict(o, steps, now)) {
    emit(Event::Kind::sub,
         "{}'s substitution {} would trigger, but it would change what {}'s substitution {} observed: illegal by the "
         "Observed Action Rule [10.8a], ignored",
         name(me), number, name(round.orders[earlier->first].pokemon), round.orders[earlier->first].sub_numbers[earlier->second]);
    return false;
  }
  // [10.8b] a trainer item after this step's trainer items were used.
  if (changed && trainer_items_used &&
      std::any_of(now.begin(), now.end(), [](const Action& a) { return a.trainer_item; })) {
    emit(Event::Kind::sub,
         "{}'s substitution {} would trigger, but it would use a trainer item after this step's trainer items: illegal by "
         "the Time Travel Rule [10.8b], ignored",
         name(me), number);
    return false;
  }
  // [10.8b] Time Travel: a new intended action of a higher priority than the current one.
  if (changed && current_priority) {
    int highest = std::numeric_limits<int>::min();
    for (const Action& a : now) highest = std::max(highest, action_priority(a));
    if (highest > *current_priority) {
      emit(Event::Kind::sub, "{}'s substitution {} would trigger, but it would give {} (priority {:+}) at priority {:+}: illegal by the Time Travel Rule [10.8b], ignored",
           name(me), number, spell(now), highest, *current_priority);
      return false;
    }
  }
  sub_used_this_step[o] = true;
  SubState& st = sub_states[o][si];
  st.last_step = step;
  ++st.times;
  ++out.triggered_subs[o];
  out.triggers.push_back(SubTrigger{o, number, step});
  emit(Event::Kind::sub, "{}'s substitution {} triggers: {}", name(me), number, sub.raw);
  if (changed) receive_orders(me, now);  // a new order only: an intent already decided stands ([8.3a] stops it)
  orders[o] = std::move(steps);
  if (changed && current_priority) intent_changed[o] = true;
  intent[o] = std::move(now);
  if (log) emit(Event::Kind::sub, "{} now intends to use {}", b.pokemon[me].display(), spell(intent[o]));
  for (const IgnoreSpec* ig : ignores) ignore_substitutions(o, si, *ig);
  return true;
}

std::vector<bool> Engine::action_clause_truths(PokemonIndex me, const orders::Substitution& sub) const {
  std::vector<bool> v;
  for (const orders::TriggerClause& c : sub.trigger)
    if (c.kind == ClauseKind::action && c.subject && c.action)
      for (PokemonIndex who : observed_pokemon(me, *c.subject, -1)) v.push_back(intent_matches(me, who, c));
  return v;
}

std::optional<std::pair<std::size_t, std::size_t>> Engine::loop_conflict(
    std::size_t o, std::vector<std::vector<Action>>& steps, std::vector<Action>& now) {
  const int my_post = round.orders[o].post;
  std::optional<std::pair<std::size_t, std::size_t>> found;
  for (const auto& [eo, esi] : observed_this_step) {
    if (round.orders[eo].post >= my_post) continue;  // only substitutions of earlier posts
    const PokemonIndex observer = round.orders[eo].pokemon;
    const orders::Substitution& first = *round.orders[eo].subs[esi];
    const std::vector<bool> before = action_clause_truths(observer, first);
    std::swap(intent[o], now);
    std::swap(orders[o], steps);
    const std::vector<bool> after = action_clause_truths(observer, first);
    std::swap(intent[o], now);
    std::swap(orders[o], steps);
    if (before != after) {
      found = std::pair{eo, esi};
      break;
    }
  }
  return found;
}

void Engine::ignore_substitutions(std::size_t o, std::size_t si, const IgnoreSpec& ig) {
  // [10.7a] "Ignore one or more of the receiving Pokemon's other substitutions for a specified
  // duration or for the rest of the round, whichever is shorter."
  const PokemonOrders& po = round.orders[o];
  int turn_of = -1;
  if (ig.until == IgnoreSpec::Until::end_of_turn && ig.turn_of) {
    const auto seen = observed_pokemon(po.pokemon, *ig.turn_of, -1);
    if (seen.empty()) return;  // that Pokemon is not in play: no turn of it ends this round
    turn_of = seen.front();
  }
  std::string which;
  for (std::size_t sj = 0; sj < po.subs.size(); ++sj) {
    if (sj == si) continue;  // "other substitutions"
    const bool named = ig.all_others || std::find(ig.numbers.begin(), ig.numbers.end(), po.sub_numbers[sj]) != ig.numbers.end();
    if (!named) continue;
    SubState& st = sub_states[o][sj];
    switch (ig.until) {
      case IgnoreSpec::Until::end_of_round: st.ignored_through_step = std::numeric_limits<int>::max(); break;
      case IgnoreSpec::Until::end_of_step: st.ignored_through_step = std::max(st.ignored_through_step, step); break;
      case IgnoreSpec::Until::end_of_next_step: st.ignored_through_step = std::max(st.ignored_through_step, step + 1); break;
      case IgnoreSpec::Until::end_of_turn: st.ignored_until_turn_end = turn_of; break;
    }
    which += fmt::format("{}{}", which.empty() ? "" : ", ", po.sub_numbers[sj]);
  }
  if (which.empty()) return;
  std::string until = "for the rest of the round";
  if (ig.until == IgnoreSpec::Until::end_of_step) until = "until the end of the step";
  if (ig.until == IgnoreSpec::Until::end_of_next_step) until = "until the end of the next step";
  if (ig.until == IgnoreSpec::Until::end_of_turn) until = "until " + name(static_cast<PokemonIndex>(turn_of)) + "'s turn ends";
  emit(Event::Kind::sub, "{}'s substitutions {} are ignored {} [10.7a]", name(po.pokemon), which, until);
}

}  // namespace bbp::sim
