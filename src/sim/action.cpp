// One turn: the action pipeline of [8.1] — legality ([8.3a]), cost ([8.3b]), targets ([8.3c],
// targeting.cpp), then the user-defender loop of [8.4]: per defender effectiveness ([8.5]),
// validity ([8.6]), accuracy ([8.7] with the 2023 accuracy revision's table), hit count ([8.7a]),
// critical checks ([8.8]), execution effects ([8.9]), damage ([8.10], spread ×2/3 in [8.10j]).
// Effects the engine does not run are logged as "not simulated: …" where they would apply.
#include "sim/damage.hpp"
#include "sim/engine.hpp"
#include "sim/dynamax.hpp"
#include "sim/technique_control.hpp"
#include "sim/terastal.hpp"
#include "text/ascii_text.hpp"

#include <algorithm>

namespace bbp::sim {
namespace {

/// Accuracy Stage Modifier, 2023 "Accuracy Work" table (it replaces the [8.7] table):
/// −4 or less auto-miss, −3 −75, −2 −50, −1 and 0 none, +1 +25, +2 +50, +3 +75, +4 or more auto-hit.
struct AccuracyModifier {
  bool auto_miss = false, auto_hit = false;
  int add = 0;
};
AccuracyModifier accuracy_modifier(int diff) {
  if (diff <= -4) return {true, false, 0};
  if (diff >= 4) return {false, true, 0};
  static constexpr int kAdd[] = {-75, -50, 0, 0, 25, 50, 75};  // diff −3 … +3
  return {false, false, kAdd[diff + 3]};
}

/// [8.8] critical chance by critical stage: 1/24, 1/8, 1/2, always.
int crit_denominator(int stage) { return stage <= 0 ? 24 : stage == 1 ? 8 : stage == 2 ? 2 : 1; }

bool knows(const Pokemon& p, MoveIndex m, const MoveData& md) {
  if (md.dex_id == kNoEntry) return true;  // commands and battle-only moves
  if (p.movepool.empty()) return true;     // no movepool given: taken as known (docs/battle.md)
  return std::find(p.movepool.begin(), p.movepool.end(), m) != p.movepool.end();
}

}  // namespace

void Engine::take_turn(PokemonIndex pi, const Action& a) {
  Pokemon& user = b.pokemon[pi];
  if (a.trainer_item) {
    emit(Event::Kind::action, "{}'s turn is empty: it was spent on a trainer item ({}) [2.7a]", name(pi), a.written);
    out.turns.push_back(TurnTaken{pi, step, "(trainer item: " + a.written + ")"});
    return;
  }
  if (a.technique) {
    emit(Event::Kind::not_simulated, "not simulated: {}'s {} (a Terastal prefix, \"Max\" without Dynamax, or a Z-Power that can't elevate the move [11])", name(pi), a.written);
    out.turns.push_back(TurnTaken{pi, step, "(not simulated: " + a.written + ")"});
    return;
  }
  MoveIndex mi = a.move;
  if (a.combination && mi != kNoMove) mi = combination_intent(pi, mi);
  // [11.5d] "Pokemon can't attempt Z-Moves if any member of their team has attempted a Z-Move in
  // the same round."
  if (!a.z_power.empty() && mi != kNoMove && !b.moves[mi].z_power.empty()) {
    const int team = user.team;
    if (std::find(z_move_teams.begin(), z_move_teams.end(), team) != z_move_teams.end()) {
      emit(Event::Kind::note, "{} can't attempt {}: a member of its team attempted a Z-Move this round [11.5d]", name(pi), b.moves[mi].name);
      out.turns.push_back(TurnTaken{pi, step, "(can't attempt: " + b.moves[mi].name + ")"});
      action_outcome(pi, mi, Outcome::fail_attempt);
      return;
    }
    // [11.5a] "they must spend 1 Technique Control" (only for a move it can attempt: below, a
    // move it doesn't know becomes Struggle).
    const MoveIndex base = a.base_move != kNoMove ? a.base_move : mi;
    if (knows(user, base, b.moves[base])) {
      const TechniqueSpend tech = spend_technique_control(b, pi, b.moves[mi].name);
      emit(Event::Kind::note, "{}", tech.message);
      if (!tech.spent) {
        out.turns.push_back(TurnTaken{pi, step, "(can't attempt: " + b.moves[mi].name + ")"});
        action_outcome(pi, mi, Outcome::fail_attempt);
        return;
      }
    }
    z_move_teams.push_back(team);
  }
  // [11.6c] a Max Move (and [11.5] a Z-Move) is known through the move it replaces.
  const MoveIndex known_as = a.base_move != kNoMove ? a.base_move : mi;
  const std::optional<bool> max_known = a.base_move == kNoMove && mi != kNoMove ? known_by_dynamax(pi, mi) : std::nullopt;
  if (mi != kNoMove && mi != struggle && !a.combination && !(max_known ? *max_known : knows(user, known_as, b.moves[known_as]))) {
    // [2.7a] intent only for an action it can attempt: otherwise Struggle.
    emit(Event::Kind::note, "{} doesn't know {}: it intends to use Struggle instead [2.7a]", name(pi), b.moves[known_as].name);
    mi = struggle;
  }
  if (mi == kNoMove) {
    emit(Event::Kind::not_simulated, "not simulated: {}'s action '{}' (no data for it{})", name(pi),
         a.written.empty() ? "Struggle" : a.written, struggle == kNoMove ? ", and none for Struggle" : "");
    out.turns.push_back(TurnTaken{pi, step, "(not simulated: " + (a.written.empty() ? std::string("Struggle") : a.written) + ")"});
    return;
  }
  // [8.3a] "if a Pokemon would attempt a move that must be charged, and they have not charged for
  // actions of that name this step …, they fail to attempt that action."
  if (const ChargeEffect* ch = charge_of(mi); ch != nullptr && charged[pi] != mi) {
    emit(Event::Kind::status, "{} has not {} {} this step and fails to attempt it [8.3a]", name(pi), ch->readied ? "readied" : "charged",
         move_data(mi).name);
    out.turns.push_back(TurnTaken{pi, step, "(not charged: " + move_data(mi).name + ")"});
    action_outcome(pi, mi, Outcome::fail_attempt);
    return;
  }
  // [8.3a] a status that stops the attempt (Sleep, Freeze, Paralysis counters: statuses.cpp).
  if (status_stops_attempt(pi, mi)) return;
  mi = confusion_replacement(pi, mi);
  emit(Event::Kind::action, "{} used {}!", name(pi), move_data(mi).name);
  out.turns.push_back(TurnTaken{pi, step, move_data(mi).name});
  acting = pi;
  acting_move = mi;
  declared = a.parameters;
  declared_targets = a.targets;
  piercing = move_data(mi).z_power == "Z-Pierce";
  if (piercing)
    emit(Event::Kind::note, "{} ignores the effects of abilities, held items, conditions, markers and other moves while it is performed [11.5c]",
         move_data(mi).name);
  const bool hit = execute(pi, mi);
  piercing = false;
  acting_move = kNoMove;
  // Whether it hit or not, the attack was executed: Confusion's Dizzy marker, Stumble's discard.
  if (move_data(mi).is_attack()) after_attack_executed(pi, mi, hit);
  acting = -1;  // [8.12] action cleanup
  declared.clear();
  declared_targets.clear();
}

std::optional<bool> Engine::known_by_dynamax(PokemonIndex pi, MoveIndex mi) const {
  const MoveData& m = b.moves[mi];
  // Only Max Moves ("Max Guard", "G-Max Hydrosnipe"); the name is asked first, as this runs every turn.
  if (m.dex_id == kNoEntry || !(text::istarts_with(m.name, "max ") || text::istarts_with(m.name, "g-max "))) return std::nullopt;
  const std::string_view is_max = dex.move(m.dex_id).get("is_max");
  if (is_max.empty()) return std::nullopt;  // no Max Move: the movepool decides
  // [11.6c] "All Pokemon learn Max Guard while they are Dynamaxed"; "A Pokemon whose species has
  // a signature G-Max Move can receive orders to use that move while they are Dynamaxed." Other
  // Max Moves "can't be ordered directly".
  const int o = orders_of[pi];
  const bool dynamaxed = o >= 0 && round.orders[static_cast<std::size_t>(o)].dynamax;
  if (!dynamaxed) return false;
  if (fold_name(m.name) == "maxguard") return true;
  const Pokemon& p = b.pokemon[pi];
  const std::string species = fold_name(is_max);
  if (damaging_max_move(dex, m)) return false;
  return is_max != "1" && (fold_name(p.species_name) == species || (!p.base_species.empty() && fold_name(p.base_species) == species));
}

MoveIndex Engine::combination_intent(PokemonIndex pi, MoveIndex mi) {
  // [11.2] "Combinations can only be attempted by a Pokemon who can attempt each component";
  // "Pokemon can't receive intent to use an illegal combination": Struggle instead ([2.7a]).
  const Pokemon& user = b.pokemon[pi];
  const MoveData& m = b.moves[mi];
  std::string why;
  if (user.level > 0 && user.level < 2) why = "it is below Level 2";
  if (why.empty() && std::find(combination_users.begin(), combination_users.end(), pi) != combination_users.end())
    why = "it already attempted a combination this round";
  for (MoveIndex c : m.components)
    if (why.empty() && !knows(user, c, b.moves[c])) why = fmt::format("it doesn't know {}", b.moves[c].name);
  if (!why.empty()) {
    emit(Event::Kind::note, "{} can't use the combination {}: {} [11.2]; it intends to use Struggle instead", name(pi), m.name, why);
    return struggle;
  }
  const TechniqueSpend tech = spend_technique_control(b, pi, "combination " + m.name);
  emit(Event::Kind::note, "{}", tech.message);
  if (!tech.spent) {
    emit(Event::Kind::note, "{} intends to use Struggle instead [11.2]", name(pi));
    return struggle;
  }
  combination_users.push_back(pi);
  return mi;
}

bool Engine::execute(PokemonIndex pi, MoveIndex mi, bool called) {
  Pokemon& user = b.pokemon[pi];
  const MoveData& m = move_data(mi);

  // [8.3b] Energy: a non-attack fails without enough Energy; the cost is paid either way (the
  // handbook's "whether they passed the Energy check or not", docs/rulings.md).
  const int cost = called ? 0 : m.en_cost.value_or(0);
  const bool enough = user.en >= cost;
  if (cost != 0) {
    const int before = user.en;
    change_en(pi, -cost);
    emit(Event::Kind::energy, "{}: En {} → {} ({} En cost)", user.display(), before, user.en, cost);
  }
  if (!m.is_attack() && !enough) {
    emit(Event::Kind::note, "{} does not have enough Energy: {} fails [8.3b]", user.display(), m.name);
    action_outcome(pi, mi, Outcome::fail_execute);
    return false;
  }

  // [8.3c] targets; "If the action has no legal targets, that action is attempted but fails."
  std::vector<std::string> target_notes;
  Targets tg = targets_of(pi, m, declared_targets, &target_notes);
  for (const std::string& n : target_notes) emit(Event::Kind::note, "{}", n);
  replace_targets(pi, m, tg);  // [8.3d]
  if (tg.defenders.empty()) {
    emit(Event::Kind::note, "{} has no legal target and fails [8.3c]", m.name);
    action_outcome(pi, mi, Outcome::fail_execute);
    return false;
  }
  // [8.10j] "if the attack has two or more targets, even if one or more of those targets are
  // unaffected by the attack, the damage is multiplied by 2 and divided by 3."
  const bool spread = m.is_attack() && !tg.teams && tg.defenders.size() >= 2;
  note_executed(pi, mi);
  bool any = false, shared_done = false;
  for (PokemonIndex def : tg.defenders) {
    if (tg.defenders.size() > 1) emit(Event::Kind::note, "{} against {} [8.4]", m.name, name(def));
    any = act_against(pi, mi, def, tg.teams, spread, shared_done) || any;
    if (ended) break;
  }
  if (!called) after_executing(pi, mi, tg);
  return any;
}

bool Engine::act_against(PokemonIndex pi, MoveIndex mi, PokemonIndex def, bool teams, bool spread, bool& shared_done) {
  Pokemon& user = b.pokemon[pi];
  const MoveData& m = move_data(mi);
  Pokemon& defender = b.pokemon[def];
  // [8.4] an action that targets teams performs only the validity check and execution effects.
  if (teams) {
    run_effects(pi, def, mi, 0, !shared_done);
    shared_done = true;
    return true;
  }
  if (def != pi && !piercing && protection_stops(def, m)) return false;
  if (def != pi && !piercing) thaw_defender(def, m);

  // [8.5] effectiveness; [8.6] a typing immunity makes an attack invalid.
  int eff_pct = 100;
  if (const EntryId type = attack_type(dex, user, m); m.is_attack() && type != kNoEntry) {
    std::vector<EntryId> types;
    for (EntryId t : defender.types)
      if (t != kNoEntry) types.push_back(t);
    const int stellar = stellar_extra_weaknesses(dex, type, defender);  // [5.3]
    eff_pct = stellar < 0 ? 0 : static_cast<int>(dex.bbp_effectiveness(type, types, stellar) * 100.0 + 0.5);
    if (stellar > 0)
      emit(Event::Kind::note, "{} spent Technique Control this battle: an additional weakness to Stellar [5.3]", name(def));
    if (eff_pct == 0) {
      emit(Event::Kind::note, "It doesn't affect {} ({}) [8.6]", name(def),
           stellar < 0 ? "a Stellar Terastal is immune to Stellar [5.3]" : "type immunity");
      return false;
    }
  }

  // [8.7] accuracy.
  // Identified (patch "Identifying Effects"): "While the subject is being attacked: The subject's
  // positive Defense, Special Defense, and Evasion stage is ignored" and "The attacker's negative
  // Attack, Special Attack, and Accuracy stage is ignored."
  const bool identified = m.is_attack() && def != pi && !piercing && defender.has("Identified");
  auto stage = [](const Pokemon& p, StageId s) { return p.stages[static_cast<std::size_t>(s)].value; };
  auto attacker_stage = [&](StageId s) { return identified ? std::max(stage(user, s), 0) : stage(user, s); };
  auto defender_stage = [&](StageId s) { return identified ? std::min(stage(defender, s), 0) : stage(defender, s); };
  bool ignores_any = false;
  for (StageId s : {kAtk, kSpa, kAcc}) ignores_any = ignores_any || attacker_stage(s) != stage(user, s);
  for (StageId s : {kDef, kSpd, kEva}) ignores_any = ignores_any || defender_stage(s) != stage(defender, s);
  if (ignores_any)
    emit(Event::Kind::status, "{} is Identified: its positive defensive and Evasion stages and {}'s negative offensive and Accuracy stages are ignored",
         name(def), name(pi));
  // [8.7] "If one or more effects would cause the check to 'automatically succeed', the check is
  // passed and no roll is made. Otherwise, if one or more effects would cause the check to
  // 'automatically fail', the check is failed" (continuous_effects.cpp).
  std::optional<AttackChanges> acc;  // only when some text has a continuous effect (the rare case)
  if (has_continuous) acc = attack_changes(pi, def, mi, false);
  if (m.accuracy && def != pi && acc && !acc->auto_succeed.empty()) {
    emit(Event::Kind::roll, "Hit: automatic ({})", acc->auto_succeed);
  } else if (m.accuracy && def != pi && acc && !acc->auto_fail.empty()) {
    emit(Event::Kind::roll, "Hit: automatic miss ({})", acc->auto_fail);
    emit(Event::Kind::note, "{} missed {}!", user.display(), defender.display());
    action_outcome(pi, mi, Outcome::miss);
    return false;
  } else if (m.accuracy && def != pi) {
    const AccuracyModifier mod = accuracy_modifier(attacker_stage(kAcc) - defender_stage(kEva));
    bool hit = true;
    if (mod.auto_miss) {
      hit = false;
      emit(Event::Kind::roll, "Hit: automatic miss (Accuracy − Evasion ≤ −4)");
    } else if (mod.auto_hit) {
      emit(Event::Kind::roll, "Hit: automatic (Accuracy − Evasion ≥ +4)");
    } else {
      const int target_n = *m.accuracy + mod.add + (acc ? acc->accuracy_add : 0);
      hit = target_roll(100, target_n, true, luck_of(LuckEffect::accuracy, pi, def), "Hit <= ", target_n);
    }
    if (!hit) {
      emit(Event::Kind::note, "{} missed {}!", user.display(), defender.display());
      action_outcome(pi, mi, Outcome::miss);
      return false;
    }
  }

  int dealt = 0;  // damage the attack dealt to the defender, for "… of the damage dealt" effects
  if (m.is_attack()) {
    // [8.7a] hit count: a range is a [1.5b] range roll.
    int hits = m.min_hits;
    if (m.max_hits > m.min_hits)
      hits = range_roll(m.min_hits, m.max_hits, luck_of(LuckEffect::hit_count, pi, def), "Hits");
    // [8.8] one critical check per hit unless the attack deals fixed damage.
    DamageInput in;
    in.bap = *m.bap;
    in.fixed = m.fixed_damage;
    in.hits = hits;
    const int crit_stage = user.stages[kCrit].value;
    if (!m.fixed_damage) {
      for (int h = 0; h < hits; ++h) {
        bool crit = false;
        if (m.no_crit) {
        } else if (crit_denominator(crit_stage) == 1) {
          crit = true;
          emit(Event::Kind::roll, "Crit: always (critical stage {})", crit_stage);
        } else {
          const int den = crit_denominator(crit_stage);
          crit = target_roll(den, 1, true, luck_of(LuckEffect::critical, pi, def), "Crit 1/", den);
        }
        in.crits.push_back(crit);
        if (crit) emit(Event::Kind::note, "A critical hit!");
      }
    }
    const bool physical = m.category == Category::physical;
    in.crit_stage = crit_stage;
    in.stab = stab_power(dex, user, attack_type(dex, user, m));  // [8.10c], [11.7c]
    const bool pierce = crit_stage >= 1 && std::find(in.crits.begin(), in.crits.end(), true) != in.crits.end();
    AttackChanges changes = has_continuous ? attack_changes(pi, def, mi, pierce) : AttackChanges{};
    for (const std::string& n : changes.notes) emit(Event::Kind::note, "{}", n);
    const int atk = physical ? user.stats.attack : user.stats.special_attack;
    // Burn: "While the subject is attacking with a physical action: The subject's Attack rank is
    // halved (x0.5)." The rank is an obligate integer, rounded normally [1.2a], [1.2b], once with
    // the other multipliers in force.
    const RankModifier burn = physical && !piercing && user.has("Burn") ? RankModifier{1, 2} : RankModifier{};
    in.attack_rank = changes.attack_rank.empty() ? modified_rank(atk, {burn}) : changed_rank(atk, changes.attack_rank, {burn});
    const int def_rank = physical ? defender.stats.defense : defender.stats.special_defense;
    in.defense_rank = changes.defense_rank.empty() ? def_rank : changed_rank(def_rank, changes.defense_rank, {});
    for (const auto* list : {&changes.attack_rank, &changes.defense_rank})
      for (const RankChange& c : *list) emit(Event::Kind::note, "{} changes {}'s rank ({})", c.from, list == &changes.attack_rank ? name(pi) : name(def),
                                            c.change.multiplies() ? fmt::format("×{}/{}", c.change.num, c.change.den) : fmt::format("{:+}", c.change.add));
    in.power_mods = std::move(changes.power);
    in.damage_adds = std::move(changes.damage_adds);
    in.damage_muls = std::move(changes.damage_muls);
    in.effectiveness_pct = eff_pct;
    in.attack_stage = attacker_stage(physical ? kAtk : kSpa);
    in.defense_stage = defender_stage(physical ? kDef : kSpd);
    in.spread = spread;
    if (!piercing) in.power_terms = power_terms(pi, def, m);
    in.explain = log;
    const DamageResult d = compute_damage(in, m.max_hits);
    const int before = defender.hp;
    emit(Event::Kind::damage, "Damage [8.10]: {}", d.breakdown);
    dealt = piercing ? d.total : frozen_damage(def, d.total, hits);
    // "Hits can't reduce the holder's HP to less than 1" (Sturdy-like texts); Z-Pierce ignores it.
    if (!piercing && dealt >= defender.hp && defender.hp >= 1)
      if (const std::string from = guarded_by(def, GuardEffect::What::hit_to_zero); !from.empty()) {
        dealt = defender.hp - 1;
        emit(Event::Kind::note, "{} keeps 1 HP ({})", name(def), from);
      }
    change_hp(def, -dealt);
    emit(Event::Kind::damage, "{} took {} damage: HP {} → {}", name(def), dealt, before, defender.hp);
    if (dealt > 0 && !piercing) after_attack_damage(def);
    if (eff_pct > 100) emit(Event::Kind::note, "It's super effective!");
    if (eff_pct < 100) emit(Event::Kind::note, "It's not very effective…");
    // "When X is hit …" ([10.5a]): a damaging attack that hit creates hits.
    Happening h;
    h.moment = Moment::hit;
    h.subject = static_cast<int>(def);
    h.attacker = static_cast<int>(pi);
    h.move = mi;
    h.critical = std::find(in.crits.begin(), in.crits.end(), true) != in.crits.end();
    h.effectiveness_pct = eff_pct;
    check_substitutions(h);
  }

  if (mi == imprison) {
    if (!run_imprison(pi)) return false;
  } else if (mi != kStumble) {
    run_effects(pi, def, mi, dealt, !shared_done);
  }
  shared_done = true;
  return true;
}

}  // namespace bbp::sim
