// The Battling Phase of [2.7]: steps, intent, start-of-step substitutions, the turn sequence
// (priority, then Speed, then earliest order post), turns, end of step and end of round; the
// Post-Event Checklist of [2.9]; the end-of-round Paralysis counter (end-of-step effects are
// end_of_step.cpp, the other parts of conditions statuses.cpp).
#include "sim/engine.hpp"

#include "sim/held_pieces.hpp"
#include "sim/move_data.hpp"

#include <algorithm>

namespace bbp::sim {

Engine::Engine(const Round& r, const Dex& d, RoundResult& o, const SimOptions& opt)
    : round(r), dex(d), b(r.start), dice{Rng(opt.seed), opt.fixed_rolls}, out(o), log(opt.log) {
  orders_of.assign(b.pokemon.size(), -1);
  for (const Pokemon& p : b.pokemon) display_names.push_back(fmt::format("{}'s {}", b.teams[p.team].trainer, p.display()));
  const int steps = b.rules.step_count;
  for (std::size_t i = 0; i < r.orders.size(); ++i) {
    auto s = r.orders[i].steps;
    s.resize(static_cast<std::size_t>(std::max<int>(steps, static_cast<int>(s.size()))));
    orders.push_back(std::move(s));
    orders_of[r.orders[i].pokemon] = static_cast<int>(i);
  }
  intent.resize(r.orders.size());
  sub_used_this_step.assign(r.orders.size(), false);
  intent_changed.assign(r.orders.size(), false);
  out.triggered_subs.assign(r.orders.size(), 0);
  struggle = b.find_move("Struggle");
  imprison = b.find_move("Imprison");
  // Stumble (2023 Status Revision): "4 BAP, 3 En, typeless, --- Acc, Targets User, Physical,
  // non-contact. … This action cannot critically hit."
  stumble_data.name = "Stumble";
  stumble_data.category = Category::physical;
  stumble_data.bap = 4;
  stumble_data.bap_known = true;
  stumble_data.en_cost = 3;
  stumble_data.accuracy_known = true;
  stumble_data.scope = Scope::user;
  stumble_data.no_crit = true;
  stumble_data.source = NumberSource::rulebook;
  compiled = r.compiled ? r.compiled : compile_round_effects(b, d);
  has_continuous = any_continuous(*compiled);
  charged.assign(b.pokemon.size(), kNoMove);
  checked_at_charge.assign(b.pokemon.size(), 0);
  for (const PokemonOrders& po : r.orders) {
    auto& states = sub_states.emplace_back();
    for (const orders::Substitution* sub : po.subs) {
      SubState st;
      st.when = read_sub_when(d, *sub, st.why);
      if (st.when.moment != Moment::unsupported) st.why = unsupported_parts(d, *sub);
      resolve_hit_by(st);
      for (const orders::ResultClause& rc : sub->results) {
        std::string unused;
        st.ignore_specs.push_back(rc.kind == orders::ResultKind::ignore_substitutions ? read_ignore(rc, unused) : std::nullopt);
      }
      if (!st.why.empty()) st.when.moment = Moment::unsupported;
      states.push_back(std::move(st));
    }
  }
}

void Engine::resolve_hit_by(SubState& st) const {
  // "hit by X" with X no Dex move: a Pokemon of this battle (the attacker), else a battle-only move
  // of the battle file, else the timing cannot be checked.
  if (!st.why.empty() || !st.when.from || st.when.from->placeholder != orders::Placeholder::none) return;
  const std::string key = fold_name(st.when.from->name.text);
  for (const Pokemon& p : b.pokemon)
    if (p.answers_to(key)) return;
  if (const MoveIndex m = b.find_move(st.when.from->name.text); m != kNoMove) {
    st.when.with = ActionMatch{ActionMatch::Form::name, fold_name(b.moves[m].name), kNoEntry, {}};
    st.when.from.reset();
    return;
  }
  st.why = "hit timing naming '" + st.when.from->name.text + "', no Pokemon or move of this battle";
}


int Engine::effective_speed(PokemonIndex pi) const {
  // [5.6] Speed stage: positive ×(0.75·stage + 1) rounded up, negative ÷(0.75·|stage| + 1)
  // rounded down; Paralysis ×0.5 (2023 Status Revision). [1.2b]: one rounding at the end, up if
  // any modifier says up, else down if any says down, else normally.
  const Pokemon& p = b.pokemon[pi];
  const int s = p.stages[kSpe].value;
  if (has_continuous) {
    // Speed rank changes of the Pokemon's pieces and conditions ("The holder's Speed rank is
    // halved"), rounded once with the stage and Paralysis.
    std::vector<RankChange> changes;
    for_each_continuous(pi, [&](const EffectSentence& e, const std::string& from) {
      if (e.modifier && e.modifier->target == ModifierEffect::Target::rank && e.modifier->attacks.whose == AttackFilter::Whose::any &&
          std::find(e.modifier->ranks.begin(), e.modifier->ranks.end(), kSpe) != e.modifier->ranks.end())
        changes.push_back(RankChange{*e.modifier, from});
    });
    if (!changes.empty()) {
      const RankModifier stage = s > 0   ? RankModifier{4 + 3 * s, 4, RankModifier::Round::up}
                                 : s < 0 ? RankModifier{4, 4 + 3 * -s, RankModifier::Round::down}
                                         : RankModifier{};
      const RankModifier paralysis = p.has("Paralysis") ? RankModifier{1, 2} : RankModifier{};
      return changed_rank(p.stats.speed, changes, {stage, paralysis});
    }
  }
  long long num = p.stats.speed, den = 1;
  if (s > 0) { num *= 4 + 3 * s; den *= 4; }
  if (s < 0) { num *= 4; den *= 4 + 3 * -s; }
  if (p.has("Paralysis")) den *= 2;
  if (num % den == 0) return static_cast<int>(num / den);
  if (s > 0) return static_cast<int>((num + den - 1) / den);
  if (s < 0) return static_cast<int>(num / den);
  return static_cast<int>((2 * num + den) / (2 * den));  // normally: half away from zero (num >= 0)
}

int Engine::post_of(PokemonIndex p) const {
  const int o = orders_of[p];
  return o < 0 ? 1 << 20 : round.orders[static_cast<std::size_t>(o)].post;
}

void Engine::change_hp(PokemonIndex pi, int delta) {
  if (delta > 0 && heal_blocked(pi)) return;
  Pokemon& p = b.pokemon[pi];
  const int before = p.hp;
  p.hp += delta;
  if (delta > 0 && before < p.max_hp) p.hp = std::min(p.hp, p.max_hp);  // [5.2] no overheal
  if (delta > 0 && before >= p.max_hp) p.hp = before;
  if (before > 0 && p.hp <= 0 && p.fell_at == 0) p.fell_at = ++events;
}

void Engine::change_en(PokemonIndex pi, int delta) {
  Pokemon& p = b.pokemon[pi];
  const int before = p.en;
  p.en += delta;
  if (delta > 0) p.en = before >= p.max_en ? before : std::min(p.en, p.max_en);
  if (before > 0 && p.en <= 0 && p.fell_at == 0) p.fell_at = ++events;
}

void Engine::post_event_check() {
  for (;;) {
    // Item 11: Fainting on whichever non-Fainted Pokemon fell to 0 HP/En least recently.
    int first = -1;
    for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
      const Pokemon& p = b.pokemon[i];
      if (p.zone != Zone::active || p.fainted || p.fainting || (p.hp > 0 && p.en > 0)) continue;
      if (first < 0 || p.fell_at < b.pokemon[static_cast<std::size_t>(first)].fell_at) first = static_cast<int>(i);
    }
    if (first >= 0) {
      b.pokemon[static_cast<std::size_t>(first)].fainting = true;
      continue;
    }
    // Item 10: a Fainting Pokemon in play, and no Pokemon is acting: to the bench, HP/En 0.
    if (acting < 0) {
      int next = -1;
      for (std::size_t i = 0; i < b.pokemon.size(); ++i)
        if (b.pokemon[i].fainting && !b.pokemon[i].fainted &&
            (next < 0 || b.pokemon[i].fell_at < b.pokemon[static_cast<std::size_t>(next)].fell_at))
          next = static_cast<int>(i);
      if (next >= 0) {
        Pokemon& p = b.pokemon[static_cast<std::size_t>(next)];
        p.fainted = true;
        p.fainting = false;
        p.hp = 0;  // "set their HP/En to 0"
        p.en = 0;
        p.zone = Zone::bench;
        p.conditions.clear();
        p.stages = {};
        emit(Event::Kind::faint, "{} fainted!", name(static_cast<PokemonIndex>(next)));
        continue;
      }
    }
    // Item 4 and 1: a trainer with no Pokemon in play and none to send in loses; one team left wins.
    if (!ended) {
      int remaining = 0, last = -1;
      for (std::size_t t = 0; t < b.teams.size(); ++t) {
        Team& team = b.teams[t];
        if (team.lost) continue;
        bool any = false;
        for (PokemonIndex m : team.members) any = any || !b.pokemon[m].fainted;
        if (!any) {
          team.lost = true;
          emit(Event::Kind::end, "{} has no Pokemon left and loses [2.9].", team.trainer);
          continue;
        }
        ++remaining;
        last = static_cast<int>(t);
      }
      if (remaining <= 1) {
        ended = true;
        out.winner = last;
        if (last >= 0) emit(Event::Kind::end, "{} wins the battle!", b.teams[static_cast<std::size_t>(last)].trainer);
      }
    }
    return;
  }
}

void Engine::change_stage(PokemonIndex pi, StageId s, int by, int turns, bool own_turn, StageExtension extension,
                          int source) {
  if (by < 0)
    if (const std::string from = guarded_by(pi, GuardEffect::What::stage_lowering, s, source); !from.empty()) {
      emit(Event::Kind::note, "{}'s {} stage can't be lowered ({})", name(pi), stage_name(s), from);
      return;
    }
  Pokemon& p = b.pokemon[pi];
  Stage& st = p.stages[s];
  const int lo = s == kCrit ? 0 : (s == kAcc || s == kEva) ? -2 : -6;
  const int hi = s == kCrit ? 3 : (s == kAcc || s == kEva) ? 2 : 6;
  const int before = st.value;
  st.value = std::clamp(st.value + by, lo, hi);  // [7.6d]
  // [7.6a] a stage without a duration takes the effect's; one with a duration keeps the older
  // ("without extension"), the new ("overwriting duration"), or the longer (no wording).
  if (st.turns < 0 || extension == StageExtension::overwriting) st.turns = turns;
  else if (extension == StageExtension::longer) st.turns = std::max(st.turns, turns);
  if (own_turn) p.fresh_stages = static_cast<std::uint8_t>(p.fresh_stages | (1u << s));
  if (turns >= 0)
    emit(Event::Kind::status, "{}'s {} stage: {:+} → {:+} (for their next {} turns)", name(pi), stage_name(s), before, st.value, turns);
  else
    emit(Event::Kind::status, "{}'s {} stage: {:+} → {:+}", name(pi), stage_name(s), before, st.value);
}

void Engine::apply_stage_effect(PokemonIndex t, const StageEffect& e, int by, bool own_turn, int source) {
  if (!e.invert) {
    for (StageId s : e.stages) change_stage(t, s, by, e.turns, own_turn, e.extension, source);
    return;
  }
  bool any = false;
  for (int s = 0; s < kStageCount; ++s) {
    const Stage st = b.pokemon[t].stages[static_cast<std::size_t>(s)];
    if (st.value == 0) continue;
    any = true;
    change_stage(t, static_cast<StageId>(s), -2 * st.value, st.turns, own_turn, StageExtension::overwriting, source);
  }
  if (!any) emit(Event::Kind::note, "{} has no stat stages to convert", name(t));
}

void Engine::end_of_turn(PokemonIndex pi) {
  // [7.6a] durations counted in the owner's turns; a stage changed during this turn does not
  // count this turn ("their next N turns").
  Pokemon& p = b.pokemon[pi];
  for (int s = 0; s < kStageCount; ++s) {
    Stage& st = p.stages[static_cast<std::size_t>(s)];
    if (st.turns < 0 || (p.fresh_stages & (1u << s))) continue;
    if (--st.turns <= 0) {
      emit(Event::Kind::status, "{}'s {} stage returns to 0 (duration over) [7.6a]", name(pi), stage_name(static_cast<StageId>(s)));
      st = Stage{};
    }
  }
  p.fresh_stages = 0;
  status_end_of_turn(pi);
}

void Engine::run() {
  const int steps = b.rules.step_count;
  if (!round.switching.empty()) {
    emit(Event::Kind::step, "Switching Phase");
    for (const std::string& line : round.switching) emit(Event::Kind::note, "{}", line);
  }
  if (!round.battle_start.empty()) {  // [11.4], [11.6]: techniques at the start of the Battling Phase
    emit(Event::Kind::step, "Start of the Battling Phase");
    for (const std::string& line : round.battle_start) emit(Event::Kind::status, "{}", line);
  }
  for (std::size_t i = 0; i < round.not_simulated.size(); ++i)
    emit(Event::Kind::not_simulated, "not simulated: {}", round.not_simulated[i]);
  for (step = 1; step <= steps && !ended; ++step) {
    // [2.7a] Check for multiple active teams.
    int teams_in_play = 0;
    for (std::size_t t = 0; t < b.teams.size(); ++t) {
      bool any = false;
      for (PokemonIndex m : b.teams[t].members) any = any || in_play(m);
      teams_in_play += any;
    }
    if (teams_in_play <= 1) {
      emit(Event::Kind::step, "Step {} and later steps are skipped: only one team has Pokemon in play [2.7a]", step);
      break;
    }
    emit(Event::Kind::step, "Step {}", step);
    // Intent from this step's main orders; no order → Struggle ([2.7a]).
    std::fill(sub_used_this_step.begin(), sub_used_this_step.end(), false);
    observed_this_step.clear();
    for (std::size_t o = 0; o < orders.size(); ++o) {
      intent[o] = orders[o][static_cast<std::size_t>(step - 1)];
      if (intent[o].empty()) intent[o].push_back(struggle_intent());
      receive_orders(round.orders[o].pokemon, intent[o]);
    }
    if (step == 1) {
      for (std::size_t o = 0; o < sub_states.size(); ++o)
        for (std::size_t si = 0; si < sub_states[o].size(); ++si)
          if (sub_states[o][si].when.moment == Moment::unsupported && in_play(round.orders[o].pokemon))
            emit(Event::Kind::not_simulated, "not simulated: {}'s substitution {} ({}): {}", name(round.orders[o].pokemon),
                 round.orders[o].sub_numbers[si], sub_states[o][si].why, round.orders[o].subs[si]->raw);
      at(Moment::start_of_round);  // [10.5a] the round's start, read as step 1's (docs/rulings.md)
    }
    trainer_items_used = false;
    at(Moment::start_of_step);
    // Trainer items are used, in the sequence written (trainer_items.cpp); their turns stay, empty.
    use_trainer_items();
    trainer_items_used = true;
    if (ended) break;
    // The Turn Sequence: every active Pokemon; one turn per intended action ([2.7b]).
    struct Turn {
      PokemonIndex p;
      Action action;
      int priority, speed, post, entered, seq;
      bool charge = false;  ///< [8.3a] the charge of a charged or readied action (charging.cpp)
    };
    std::vector<Turn> turns;
    turns.reserve(2 * b.pokemon.size());
    for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
      const auto pi = static_cast<PokemonIndex>(i);
      if (!in_play(pi)) continue;
      const int o = orders_of[i];
      std::vector<Action> acts;
      if (o >= 0) acts = intent[static_cast<std::size_t>(o)];
      else acts.push_back(struggle_intent());  // no order post: Struggle [8.1]
      for (std::size_t k = 0; k < acts.size(); ++k) {
        const Action& a = acts[k];
        // No intent (a trainer item) sorts at priority 0 ([2.7a]).
        int prio = (a.move != kNoMove && !a.trainer_item) ? b.moves[a.move].priority : 0;  // a combination's: [11.2a]
        const int speed = effective_speed(pi);
        if (const ChargeEffect* ch = a.trainer_item ? nullptr : charge_of(a.move)) {
          turns.push_back(Turn{pi, a, ch->at_priority, speed, post_of(pi), b.pokemon[i].entered, static_cast<int>(k), true});
          if (ch->executes_at) prio = *ch->executes_at;
        }
        turns.push_back(Turn{pi, a, prio, speed, post_of(pi), b.pokemon[i].entered, static_cast<int>(k)});
      }
    }
    std::stable_sort(turns.begin(), turns.end(), [](const Turn& x, const Turn& y) {
      if (x.priority != y.priority) return x.priority > y.priority;
      if (x.speed != y.speed) return x.speed > y.speed;
      if (x.post != y.post) return x.post < y.post;
      if (x.entered != y.entered) return x.entered < y.entered;
      if (x.seq != y.seq) return x.seq < y.seq;
      return x.charge && !y.charge;  // a charge before its action at the same priority
    });
    if (log && turns.size() > 1) {
      std::string seq;
      for (const Turn& t : turns)
        seq += fmt::format("{}{}{} (priority {}, Speed {})", seq.empty() ? "" : ", ", b.pokemon[t.p].display(), t.charge ? " charging" : "",
                           t.priority, t.speed);
      emit(Event::Kind::note, "Turn sequence: {}", seq);
    }
    // "At the start of priority N" ([10.5a]): when the sequence reaches bracket N, before its first
    // turn (after the last turn for brackets below every turn's priority).
    std::vector<int> brackets;
    for (const auto& states : sub_states)
      for (const SubState& st : states)
        if (st.when.moment == Moment::priority) brackets.push_back(st.when.priority);
    std::sort(brackets.begin(), brackets.end(), std::greater<>());
    brackets.erase(std::unique(brackets.begin(), brackets.end()), brackets.end());
    std::size_t next_bracket = 0;
    auto reach = [&](std::optional<int> priority) {
      for (; next_bracket < brackets.size() && (!priority || brackets[next_bracket] >= *priority); ++next_bracket) {
        current_priority = brackets[next_bracket];
        Happening h;
        h.moment = Moment::priority;
        h.priority = brackets[next_bracket];
        check_substitutions(h);
      }
    };
    std::fill(intent_changed.begin(), intent_changed.end(), false);
    for (const Turn& t : turns) {
      if (ended) break;
      reach(t.priority);
      current_priority = t.priority;
      if (!in_play(t.p)) continue;  // [2.7a] a turn whose Pokemon is not active is skipped
      if (t.charge) {
        begin_charge(t.p, t.action, t.seq);
        continue;
      }
      // [10.5] substitutions checked at the start of the Pokemon's turn (or at any moment of the
      // sequence) may change what this turn and its later turns this step do; the turn keeps its
      // place in the sequence.
      {
        Happening h;
        h.moment = Moment::start_of_turn;
        h.subject = static_cast<int>(t.p);
        if (checked_at_charge[t.p]) h.turn_part = Happening::TurnPart::after_charge;
        check_substitutions(h);
      }
      Action act = t.action;
      if (const int o = orders_of[t.p]; o >= 0 && intent_changed[static_cast<std::size_t>(o)]) {
        const auto ou = static_cast<std::size_t>(o);
        if (static_cast<std::size_t>(t.seq) >= intent[ou].size()) continue;  // the new intent has fewer actions
        act = intent[ou][static_cast<std::size_t>(t.seq)];
      }
      take_turn(t.p, act);
      stop_charging(t.p);
      checked_at_charge[t.p] = 0;
      end_of_turn(t.p);
      post_event_check();
      for (auto& states : sub_states)  // [10.7a] "ignore … until X's turn ends"
        for (SubState& st : states)
          if (st.ignored_until_turn_end == static_cast<int>(t.p)) st.ignored_until_turn_end = -1;
      if (!ended && in_play(t.p)) at(Moment::end_of_turn, t.p);
    }
    if (!ended) reach(std::nullopt);
    current_priority.reset();
    // A charge whose move's turn never came (its user left play) ends with the step.
    if (has_continuous) {
      for (std::size_t i = 0; i < b.pokemon.size(); ++i) stop_charging(static_cast<PokemonIndex>(i));
      std::fill(checked_at_charge.begin(), checked_at_charge.end(), std::uint8_t{0});
    }
    if (ended) break;
    // End of the step: the Trigger Queue of its effects, sorted by [2.10d] (end_of_step.cpp), then
    // the substitutions timed "At the end of the step".
    end_of_step_effects();
    if (!ended) at(Moment::end_of_step);
  }
  if (!ended) {
    step = std::min(step, steps);
    at(Moment::end_of_round);
    // End of the round: Paralysis "At the end of each round … Place a Paralysis Counter".
    step = 0;
    for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
      Pokemon& p = b.pokemon[i];
      if (!in_play(static_cast<PokemonIndex>(i))) continue;
      for (Condition& c : p.conditions)
        if (c.name == "Paralysis") {
          ++c.counters;
          emit(Event::Kind::status, "{} gains a Paralysis counter ({} now)", name(static_cast<PokemonIndex>(i)), c.counters);
        }
    }
    status_end_of_round();
  }
  ++b.round;
}

RoundResult simulate(const Round& round, const Dex& dex, const SimOptions& options) {
  RoundResult out;
  out.seed = options.seed;
  Engine e(round, dex, out, options);
  out.rng_tag = e.dice.rng.tag();
  e.run();
  out.rolls_used = e.dice.used;
  out.rolls_missing = e.dice.missing;
  out.end = std::move(e.b);
  return out;
}

}  // namespace bbp::sim
