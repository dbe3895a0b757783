// Continuous effects in the round (the records of effect_continuous.cpp): what a Pokemon's ability,
// held item and conditions, a field condition, or the attack's own text change while they apply —
// an attack's power ([8.10b]) and damage ([8.10i], [8.10j]), ranks ([1.2b]), accuracy ([8.7]),
// Lucky and Unlucky rolls ([1.5]), and actions a condition forbids ([8.3a]).
//
// Whose sentences count for one attack: the attacker's (as the owner, "while attacking"), the
// defender's (as the owner, "while being attacked"), every other Pokemon in play for a sentence
// naming every attack ("Fire-type attacks' power …"), the field conditions (owners: the Pokemon on
// a sided condition's team, every Pokemon for the whole battlefield), and the attack's own text.
// [8.10d]: a critical hit with critical stage 1+ ignores the damage changes of Screen conditions.
#include "sim/continuous.hpp"
#include "sim/engine.hpp"

#include "sim/field_conditions.hpp"
#include "sim/statuses.hpp"

#include <algorithm>

namespace bbp::sim {

bool any_continuous(const CompiledEffects& c) {
  const auto in = [](const std::vector<EffectSentence>& ss) {
    return std::any_of(ss.begin(), ss.end(), [](const EffectSentence& e) { return e.continuous(); });
  };
  for (const auto& mine : c.pieces)
    for (const PieceEffects& p : mine)
      if (in(p.sentences)) return true;
  for (const PieceEffects& p : c.conditions)
    if (in(p.sentences)) return true;
  return std::any_of(c.moves.begin(), c.moves.end(), in);
}

void Engine::for_each_continuous(PokemonIndex p, const ContinuousVisitor& f) const {
  if (p < compiled->pieces.size())
    for (const PieceEffects& piece : compiled->pieces[p])
      for (const EffectSentence& e : piece.sentences)
        if (e.continuous()) f(e, piece.name);
  if (compiled->conditions.empty()) return;
  for (const Condition& c : b.pokemon[p].conditions) {
    if (simulated_condition(c)) continue;  // run from the handbook's own text
    if (const PieceEffects* text = compiled->condition(c.name))
      for (const EffectSentence& e : text->sentences)
        if (e.continuous()) f(e, text->name);
  }
}

namespace {

/// `accuracy_check`: a change to the [8.7] check, which every action with an accuracy value makes
/// (a non-attack too); the other changes are of attacks only.
bool attack_matches(const Dex& dex, const AttackFilter& f, const MoveData& m, bool owner_attacks, bool owner_attacked,
                    bool own_text, bool accuracy_check = false) {
  switch (f.whose) {
    case AttackFilter::Whose::owner: if (!owner_attacks) return false; break;
    case AttackFilter::Whose::against_owner: if (!owner_attacked) return false; break;
    case AttackFilter::Whose::this_move: if (!own_text) return false; break;
    case AttackFilter::Whose::any: break;
  }
  if (!m.is_attack()) return accuracy_check && f.type.empty() && !f.category;  // [8.7] any action's accuracy check
  if (f.category && *f.category != m.category) return false;
  if (!f.type.empty() && (m.type == kNoEntry || fold_name(dex.entry(Kind::type, m.type).name) != f.type)) return false;
  return true;
}

DamageTerm term(const ModifierEffect& m, const std::string& from) { return DamageTerm{m.add, m.num, m.den, from}; }

}  // namespace

AttackChanges Engine::attack_changes(PokemonIndex attacker, PokemonIndex defender, MoveIndex mi, bool pierce) const {
  AttackChanges changes;
  if (!has_continuous) return changes;
  const MoveData& m = move_data(mi);
  const auto add = [&](const EffectSentence& e, const std::string& from, bool owner_attacks, bool owner_attacked, bool own_text,
                       bool screen) {
    const ModifierEffect& mod = *e.modifier;
    if (mod.target == ModifierEffect::Target::rank) {
      // A rank belongs to its owner: the attacker's Attack ranks, the defender's Defense ranks.
      if (!(mod.attacks.whose == AttackFilter::Whose::any || attack_matches(dex, mod.attacks, m, owner_attacks, owner_attacked, own_text)))
        return;
      const bool physical = m.category == Category::physical;
      const StageId atk = physical ? kAtk : kSpa, def = physical ? kDef : kSpd;
      for (StageId s : mod.ranks) {
        if (owner_attacks && s == atk) changes.attack_rank.push_back(RankChange{mod, from});
        else if (owner_attacked && s == def) changes.defense_rank.push_back(RankChange{mod, from});
      }
      return;
    }
    if (!attack_matches(dex, mod.attacks, m, owner_attacks, owner_attacked, own_text, mod.target == ModifierEffect::Target::accuracy))
      return;
    if (screen && pierce && mod.target == ModifierEffect::Target::damage) {
      changes.notes.push_back(fmt::format("the critical hit ignores {} [8.10d]", from));
      return;
    }
    switch (mod.target) {
      case ModifierEffect::Target::power: changes.power.push_back(term(mod, from)); break;
      case ModifierEffect::Target::damage: (mod.multiplies() ? changes.damage_muls : changes.damage_adds).push_back(term(mod, from)); break;
      case ModifierEffect::Target::accuracy:
        changes.accuracy_add += mod.add;
        if (mod.automatic == ModifierEffect::Automatic::succeed) changes.auto_succeed = from;
        if (mod.automatic == ModifierEffect::Automatic::fail) changes.auto_fail = from;
        break;
      case ModifierEffect::Target::rank: break;
    }
  };
  if (piercing) {  // [11.5c] Z-Pierce: only the move's own text counts
    if (mi < compiled->moves.size())
      for (const EffectSentence& e : compiled->moves[mi])
        if (e.modifier) add(e, m.name, true, false, true, false);
    return changes;
  }
  for_each_continuous(attacker, [&](const EffectSentence& e, const std::string& from) {
    if (e.modifier) add(e, from, true, attacker == defender, false, false);
  });
  if (defender != attacker)
    for_each_continuous(defender, [&](const EffectSentence& e, const std::string& from) {
      if (e.modifier) add(e, from, false, true, false, false);
    });
  // Every attack in play: the other Pokemon's sentences that name no owner.
  for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
    const auto p = static_cast<PokemonIndex>(i);
    if (p == attacker || p == defender || !in_play(p)) continue;
    for_each_continuous(p, [&](const EffectSentence& e, const std::string& from) {
      if (e.modifier && e.modifier->attacks.whose == AttackFilter::Whose::any && e.modifier->target != ModifierEffect::Target::rank)
        add(e, from, false, false, false, false);
    });
  }
  for (const Condition& f : b.field)
    if (const PieceEffects* text = compiled->condition(f.name)) {
      const bool screen = field_group(dex, f.name) == "Screen";
      const auto on_side = [&](PokemonIndex p) { return f.side < 0 || b.pokemon[p].team == f.side; };
      for (const EffectSentence& e : text->sentences)
        if (e.modifier && e.modifier->target != ModifierEffect::Target::rank)
          add(e, text->name, on_side(attacker), on_side(defender), false, screen);
    }
  if (mi < compiled->moves.size())
    for (const EffectSentence& e : compiled->moves[mi])
      if (e.modifier) add(e, m.name, true, false, true, false);
  return changes;
}

int Engine::changed_rank(int rank, const std::vector<RankChange>& changes, std::initializer_list<RankModifier> own) const {
  // [1.2b]: the multipliers together, rounded once; an added amount after the rounding.
  std::vector<RankModifier> mods(own);
  int added = 0;
  for (const RankChange& c : changes) {
    if (!c.change.multiplies()) {
      added += c.change.add;
      continue;
    }
    const auto rounding = c.change.round == ModifierEffect::Round::up     ? RankModifier::Round::up
                          : c.change.round == ModifierEffect::Round::down ? RankModifier::Round::down
                                                                          : RankModifier::Round::none;
    mods.push_back(RankModifier{c.change.num, c.change.den, rounding});
  }
  return std::clamp(modified_rank(rank, mods) + std::clamp(added, -100000, 100000), 0, 1'000'000);
}

Luck Engine::luck_of(std::uint8_t roll, PokemonIndex roller, int against) const {
  Luck l;
  if (!has_continuous || piercing) return l;
  const auto take = [&](const LuckEffect& e, LuckEffect::Whose whose) {
    if ((e.rolls & roll) == 0 || e.whose != whose) return;
    (e.lucky ? l.lucky : l.unlucky) = true;
  };
  for_each_continuous(roller, [&](const EffectSentence& e, const std::string&) {
    if (e.luck) take(*e.luck, LuckEffect::Whose::own);
  });
  if (against >= 0 && against != roller)
    for_each_continuous(static_cast<PokemonIndex>(against), [&](const EffectSentence& e, const std::string&) {
      if (e.luck) take(*e.luck, LuckEffect::Whose::against);
    });
  for (std::size_t i = 0; i < b.pokemon.size(); ++i)
    if (in_play(static_cast<PokemonIndex>(i)))
      for_each_continuous(static_cast<PokemonIndex>(i), [&](const EffectSentence& e, const std::string&) {
        if (e.luck) take(*e.luck, LuckEffect::Whose::any);
      });
  for (const Condition& f : b.field)
    if (const PieceEffects* text = compiled->condition(f.name))
      for (const EffectSentence& e : text->sentences) {
        if (!e.luck) continue;
        const bool roller_side = f.side < 0 || b.pokemon[roller].team == f.side;
        const bool against_side = against >= 0 && (f.side < 0 || b.pokemon[static_cast<std::size_t>(against)].team == f.side);
        if (e.luck->whose == LuckEffect::Whose::any || (e.luck->whose == LuckEffect::Whose::own && roller_side) ||
            (e.luck->whose == LuckEffect::Whose::against && against_side))
          (e.luck->lucky ? l.lucky : l.unlucky) = true;
      }
  return l;
}

namespace {

std::string_view luck_label(const Luck& l) {
  if (l.lucky && l.unlucky) return " (Lucky and Unlucky: neither)";
  if (l.lucky) return " (Lucky)";
  if (l.unlucky) return " (Unlucky)";
  return "";
}

}  // namespace

bool Engine::target_roll(int sides, int target, bool low, const Luck& luck, std::string_view label, int shown) {
  // [1.5a] "If the target roll is Lucky, and not also Unlucky, roll the random number twice, and
  // the roll is successful if either result is on-target" (Unlucky: only if both are).
  const auto on_target = [&](int r) { return low ? r <= target : r >= target; };
  const int first = dice.roll(sides);
  if (luck.lucky == luck.unlucky) {
    emit(Event::Kind::roll, "{}{}{}: {}", label, shown, luck_label(luck), first);
    return on_target(first);
  }
  const int second = dice.roll(sides);
  emit(Event::Kind::roll, "{}{}{}: {}, {}", label, shown, luck_label(luck), first, second);
  return luck.lucky ? on_target(first) || on_target(second) : on_target(first) && on_target(second);
}

int Engine::range_roll(int lo, int hi, const Luck& luck, std::string_view label) {
  // [1.5b] "If the range roll is Lucky, and not also Unlucky and is selecting a random number, roll
  // twice and keep the highest result rolled" (Unlucky: the lowest).
  const int first = lo + dice.roll(hi - lo + 1) - 1;
  if (luck.lucky == luck.unlucky) {
    emit(Event::Kind::roll, "{} ({}-{}){}: {}", label, lo, hi, luck_label(luck), first);
    return first;
  }
  const int second = lo + dice.roll(hi - lo + 1) - 1;
  const int kept = luck.lucky ? std::max(first, second) : std::min(first, second);
  emit(Event::Kind::roll, "{} ({}-{}){}: {}, {} → {}", label, lo, hi, luck_label(luck), first, second, kept);
  return kept;
}

namespace {

bool redirect_matches(const Dex& dex, const RedirectEffect& r, const MoveData& m) {
  if (r.attacks_only && !m.is_attack()) return false;
  if (r.non_attacks_only && m.is_attack()) return false;
  if (r.category && *r.category != m.category) return false;
  if (!r.type.empty() && (m.type == kNoEntry || fold_name(dex.entry(Kind::type, m.type).name) != r.type)) return false;
  return true;
}

}  // namespace

void Engine::replace_targets(PokemonIndex user, const MoveData& m, Targets& t) {
  if (!has_continuous || piercing || t.teams) return;
  const auto source_of = [&](PokemonIndex p, bool reflect) {
    std::string from;
    for_each_continuous(p, [&](const EffectSentence& e, const std::string& name) {
      if (from.empty() && e.redirect && e.redirect->reflect == reflect && redirect_matches(dex, *e.redirect, m)) from = name;
    });
    return from;
  };
  const auto opponents = [&](PokemonIndex a, PokemonIndex c) { return b.pokemon[a].team != b.pokemon[c].team; };
  // "if any of action's targets are Pokemon … that Reflect the action, … replace those reflecting
  // Pokemon … with the user"; then "remove all but one instance of the user".
  bool reflected = false;
  for (PokemonIndex& d : t.defenders) {
    if (d == user) continue;
    if (const std::string from = source_of(d, true); !from.empty()) {
      emit(Event::Kind::note, "{}'s {} reflects {} back at {} [8.3d]", name(d), from, m.name, name(user));
      d = user;
      reflected = true;
    }
  }
  if (reflected) {
    std::vector<PokemonIndex> once;
    for (PokemonIndex d : t.defenders)
      if (std::find(once.begin(), once.end(), d) == once.end()) once.push_back(d);
    t.defenders = std::move(once);
  }
  // "if the action has a single-target scope, and the current target is a single non-user Pokemon,
  // and there are any effects in play that Redirect the action from that target to another
  // Pokemon, replace that target with that other Pokemon."
  if (targets_all(m.scope) || t.defenders.size() != 1 || t.defenders.front() == user) return;
  const PokemonIndex target = t.defenders.front();
  for (PokemonIndex p : in_play_by_entry()) {
    if (p == target || p == user || b.pokemon[p].team != b.pokemon[target].team || !opponents(p, user)) continue;
    if (const std::string from = source_of(p, false); !from.empty()) {
      emit(Event::Kind::note, "{}'s {} redirects {} from {} to {} [8.3d]", name(p), from, m.name, name(target), name(p));
      t.defenders.front() = p;
      return;
    }
  }
}

std::string Engine::forbidding_condition(PokemonIndex p, const MoveData& m) const {
  if (!has_continuous || compiled->conditions.empty()) return {};
  std::string from;
  const std::string key = fold_name(m.name);
  const std::string type = m.type == kNoEntry ? std::string() : fold_name(dex.entry(Kind::type, m.type).name);
  for (const Condition& c : b.pokemon[p].conditions) {
    if (!from.empty() || simulated_condition(c)) continue;
    const PieceEffects* text = compiled->condition(c.name);
    if (text == nullptr) continue;
    for (const EffectSentence& e : text->sentences) {
      if (!e.prevent) continue;
      const PreventEffect& pr = *e.prevent;
      if (pr.what == PreventEffect::What::attacks && !m.is_attack()) continue;
      if (pr.what == PreventEffect::What::non_attacks && m.is_attack()) continue;
      if (std::find(pr.except_moves.begin(), pr.except_moves.end(), key) != pr.except_moves.end()) continue;
      if (m.is_attack() && std::find(pr.except_types.begin(), pr.except_types.end(), type) != pr.except_types.end()) continue;
      from = c.name;
      break;
    }
  }
  return from;
}

}  // namespace bbp::sim
