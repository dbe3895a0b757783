// [8.9] Execution effects of an action, and its [3.3a] "On hit" / "Effect Check" effects, run from
// the compiled sentences (include/bbp/effects.hpp). One Effect% roll per defender covers every
// sentence the roll applies to ([1.5c] "Effect <= 24: 19"): the "Effect Check" ones, and — as
// before the shorthand was read — the criterion-less ones of a move with an Effect% below 100.
#include "sim/engine.hpp"
#include "sim/statuses.hpp"

namespace bbp::sim {

std::vector<PokemonIndex> Engine::effect_targets(Who who, PokemonIndex self, PokemonIndex defender) const {
  std::vector<PokemonIndex> named;
  switch (who) {
    case Who::self: named.push_back(self); break;
    case Who::defender: named.push_back(defender); break;
    case Who::attacker: break;  // only triggered effects of the defender name an attacker
    case Who::affected_team: break;  // a field condition's words (field_targets)
    case Who::each_opponent:
    case Who::each_standing:
      for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
        const auto p = static_cast<PokemonIndex>(i);
        if (!in_play(p)) continue;
        if (who == Who::each_standing || b.pokemon[p].team != b.pokemon[self].team) named.push_back(p);
      }
      break;
    case Who::ally:  // "an ally": the defender when it is one, else the first ally in play (entry order)
      if (defender != self && b.pokemon[defender].team == b.pokemon[self].team) {
        named.push_back(defender);
        break;
      }
      for (PokemonIndex p : in_play_by_entry())
        if (p != self && b.pokemon[p].team == b.pokemon[self].team) {
          named.push_back(p);
          break;
        }
      break;
  }
  std::vector<PokemonIndex> standing;
  for (PokemonIndex p : named)
    if (in_play(p)) standing.push_back(p);
  return standing;
}

/// `value` × num/den as an obligate integer ([1.2a], [1.2b]).
int hp_share(int value, const HpEffect& e) {
  const long long n = static_cast<long long>(value) * e.num;
  const long long d = e.den;
  switch (e.rounding) {
    case HpEffect::Rounding::up: return static_cast<int>((n + d - 1) / d);
    case HpEffect::Rounding::down: return static_cast<int>(n / d);
    case HpEffect::Rounding::normally: return static_cast<int>((2 * n + d) / (2 * d));  // 0.5 away from zero
  }
  return 0;
}

int Engine::creator_in_play(const Condition& c) const {
  if (c.creator.empty()) return -1;
  const auto found = declared_pokemon({c.creator}, nullptr);
  if (found.empty()) return -1;
  const PokemonIndex creator = found.front();
  if (in_play(creator)) return creator;
  // "or their replacement in play": the Pokemon of the creator's team now in play (its position's
  // occupant in Singles; the first of them to have entered play otherwise, docs/rulings.md).
  for (PokemonIndex p : in_play_by_entry())
    if (b.pokemon[p].team == b.pokemon[creator].team) return p;
  return -1;
}

void Engine::run_hp_effect(PokemonIndex pi, const HpEffect& e, int dealt, const Condition* source) {
  Pokemon& p = b.pokemon[pi];
  int amount = e.amount;
  if (e.base == HpEffect::Base::max_hp) amount = hp_share(p.max_hp, e);
  if (e.base == HpEffect::Base::damage_dealt) amount = hp_share(dealt, e);
  if (!e.per.empty()) {
    // "for each Poison counter on this status": the counters of the condition whose text it is,
    // or of the Pokemon's condition or marker of that name.
    int count = 0;
    if (source != nullptr && (e.per == "this condition" || condition_is(*source, e.per))) {
      count = source->counters;
    } else {
      bool found = false;
      for (const Condition& c : p.conditions)
        if (!found && condition_is(c, e.per)) {
          count = std::max(c.counters, 1);  // a marker without counters is one marker
          found = true;
        }
      if (!found && source != nullptr) count = source->counters;  // "Poison counters" on Regular Poison
    }
    amount = static_cast<int>(std::min<long long>(static_cast<long long>(amount) * count, 1'000'000));
    if (amount <= 0) {
      emit(Event::Kind::note, "{} has no {} counters: nothing happens", name(pi), e.per);
      return;
    }
  }
  if (amount <= 0) return;
  // [5.2a] "as a Recovery" / "as a Chill": only with one left, and it is spent.
  if (e.as_resource && e.heal) {
    if (e.energy)
      if (const std::string from = guarded_by(pi, GuardEffect::What::chill); !from.empty()) {
        emit(Event::Kind::note, "{} can't Chill ({}) [5.2a]", name(pi), from);
        return;
      }
    int& left = e.energy ? p.chills : p.recoveries;
    const char* what = e.energy ? "Chills" : "Recoveries";
    if (left < 1) {
      emit(Event::Kind::note, "{} has no {} left: it does not heal [5.2a]", name(pi), what);
      return;
    }
    --left;
    emit(Event::Kind::status, "{} spends one of its {} ({} left) [5.2a]", name(pi), what, left);
  }
  if (e.energy) {
    const int before = p.en;
    if (e.heal && e.overheal) p.en += amount;  // past the maximum
    else change_en(pi, e.heal ? amount : -amount);
    emit(Event::Kind::energy, "{} {} {} En: En {} → {}", name(pi), e.heal ? "heals" : "loses", e.heal ? p.en - before : amount, before, p.en);
    return;
  }
  const int before = p.hp;
  if (e.heal) {
    if (e.overheal) {
      if (!heal_blocked(pi)) p.hp += amount;  // "this healing can overheal": past the maximum
    } else {
      change_hp(pi, amount);
    }
    emit(Event::Kind::damage, "{} heals {} HP: HP {} → {}", name(pi), p.hp - before, before, p.hp);
  } else {
    change_hp(pi, -amount);
    emit(Event::Kind::damage, "{} {} {}: HP {} → {}", name(pi), e.is_damage ? "takes" : "loses", e.is_damage ? fmt::format("{} damage", amount) : fmt::format("{} HP", amount), before, p.hp);
    if (e.creator_heals) {
      // Leech Seed: "then the creator of this condition or their replacement in play is healed
      // for that much HP" — the HP the subject lost.
      const int lost = before - std::max(p.hp, 0);
      const int creator = source != nullptr ? creator_in_play(*source) : -1;
      if (creator < 0) {
        emit(Event::Kind::note, "{}'s {} names no creator in play: nobody is healed", name(pi), source != nullptr ? source->name : "condition");
      } else if (lost > 0) {
        const auto ci = static_cast<PokemonIndex>(creator);
        const int was = b.pokemon[ci].hp;
        change_hp(ci, lost);
        emit(Event::Kind::damage, "{} heals {} HP: HP {} → {}", name(ci), b.pokemon[ci].hp - was, was, b.pokemon[ci].hp);
      }
    }
  }
}

namespace {

/// The Pokemon a compiled sentence names.
Who who_of(const EffectSentence& e) {
  if (e.stage) return e.stage->who;
  if (e.inflict) return e.inflict->who;
  if (e.hp) return e.hp->who;
  if (e.marker) return e.marker->who;
  return Who::self;
}

}  // namespace

void Engine::run_effects(PokemonIndex pi, PokemonIndex def, MoveIndex mi, int dealt, bool shared) {
  const MoveData& m = b.moves[mi];
  // [11.2a] "Effect Text: Each component's effect text in sequence", each with its source
  // component's Effect Chance.
  if (!m.components.empty()) {
    const std::vector<MoveIndex> parts = m.components;  // b.moves may grow under a substitution
    for (MoveIndex c : parts) run_effects(pi, def, c, dealt, shared);
    return;
  }
  std::vector<EffectSentence> late;  // a move the round's compiled texts do not have (none is added mid-round)
  if (mi >= compiled->moves.size()) late = compile_effects(m.effect_text);
  const auto& sentences = mi < compiled->moves.size() ? compiled->moves[mi] : late;
  if (sentences.empty()) {
    if (!m.is_attack()) emit(Event::Kind::not_simulated, "not simulated: {}'s effect (no effect text in the data)", m.name);
    return;
  }
  // [8.9] runs per defender; an effect that does not name the defender (the user's own stage
  // change, "each opponent") runs once per action, with the first defender (docs/rulings.md).
  const auto mine = [&](const EffectSentence& e) { return shared || !e.compiled() || who_of(e) == Who::defender; };
  const auto runs = [](const EffectSentence& e) {
    return e.compiled() && !e.continuous() && (e.criterion == Criterion::none || e.criterion == Criterion::on_hit ||
                                               e.criterion == Criterion::effect_check);
  };
  const auto rolled = [&](const EffectSentence& e) {
    return e.criterion == Criterion::effect_check || (e.criterion == Criterion::none && m.effect_chance && *m.effect_chance < 100);
  };
  bool roll_needed = false;
  for (const EffectSentence& e : sentences) roll_needed = roll_needed || (mine(e) && runs(e) && rolled(e));
  bool passed = true;
  if (roll_needed) {
    const int chance = m.effect_chance.value_or(100);
    if (chance < 100) {
      passed = target_roll(100, chance, true, luck_of(LuckEffect::effect, pi, def == pi ? -1 : def), "Effect <= ", chance);
    }
  }
  for (const EffectSentence& e : sentences) {
    if (!mine(e)) continue;
    // The move's own power, damage and accuracy changes (attack_changes), its charge and what
    // happens at the charge (charging.cpp): not effects of its execution.
    if ((e.modifier && e.modifier->attacks.whose == AttackFilter::Whose::this_move) || e.charge || e.criterion == Criterion::charge_start)
      continue;
    if (!runs(e)) {
      if (!shared) continue;  // said once per action
      emit(Event::Kind::not_simulated, "not simulated: {}'s effect: {}", m.name, e.text);
      continue;
    }
    if (rolled(e) && !passed) continue;
    if (e.stage) {
      // [11.5c] Z-Twin: "If the move would change a stage by an amount; instead, it changes that
      // stage by twice that amount."
      const int by = m.z_power == "Z-Twin" ? 2 * e.stage->by : e.stage->by;
      for (PokemonIndex t : effect_targets(e.stage->who, pi, def))
        apply_stage_effect(t, *e.stage, by, t == pi, static_cast<int>(pi));
    } else if (e.inflict) {
      InflictEffect in = *e.inflict;
      if (in.note_declared) in.notes = declared;  // "specifying the declared move" ([9.1b] parameters)
      std::vector<PokemonIndex> targets = effect_targets(in.who, pi, def);
      // [11.5c] Z-Wide of a "User" move: "any conditions it would grant to the user are instead
      // granted to the user and each ally in play".
      if (m.z_wide_from_user && in.granted && in.who == Who::self)
        for (PokemonIndex p : in_play_by_entry())
          if (p != pi && b.pokemon[p].team == b.pokemon[pi].team) targets.push_back(p);
      for (PokemonIndex t : targets) inflict(t, in);
    } else if (e.hp) {
      for (PokemonIndex t : effect_targets(e.hp->who, pi, def)) run_hp_effect(t, *e.hp, dealt);
    } else if (e.field) {
      run_field_effect(pi, def, *e.field);
    } else if (e.marker) {
      if (!e.marker->put && e.marker->name == "this condition") {
        emit(Event::Kind::not_simulated, "not simulated: {}'s effect: {}", m.name, e.text);
        continue;
      }
      for (PokemonIndex t : effect_targets(e.marker->who, pi, def)) {
        if (e.marker->put) put_markers(t, e.marker->name, e.marker->count);
        else discard_markers(t, *e.marker);
      }
    }
  }
}

}  // namespace bbp::sim
