// [11.2a] Combination Properties, from the components' move data.
#include "sim/combination.hpp"

#include <algorithm>

namespace bbp::sim {
namespace {

/// How many Pokemon a scope reaches, for [11.2a]'s "the scope that targets the greatest number of
/// Pokemon": a team's scope counts that team's Pokemon, "The Battlefield" none.
int reach(Scope s, int per_team) {
  switch (s) {
    case Scope::user:
    case Scope::any_one_target:
    case Scope::any_one_ally:
    case Scope::any_other_ally: return 1;
    case Scope::all_allies: return per_team;
    case Scope::all_opponents: return per_team;
    case Scope::all_other: return 2 * per_team - 1;
    case Scope::users_team:
    case Scope::any_other_team: return per_team;
    case Scope::battlefield: return 0;
  }
  return 1;
}

/// "If no component targets any Pokemon, the scope … that targets the most teams is used."
int teams_reached(Scope s) { return s == Scope::battlefield ? 2 : (s == Scope::users_team || s == Scope::any_other_team) ? 1 : 0; }

}  // namespace

std::string combination_name(const Battle& b, const std::vector<MoveIndex>& components) {
  std::string name;
  for (MoveIndex c : components) name += (name.empty() ? "" : " + ") + b.moves[c].name;
  return name;
}

MoveData combination_data(const Battle& b, const std::vector<MoveIndex>& components) {
  const int per_team = b.rules.match_type == rules::MatchType::singles ? 1 : b.rules.match_type == rules::MatchType::doubles ? 2 : 3;
  MoveData m;
  m.name = combination_name(b, components);
  m.components = components;
  const MoveData& primary = b.moves[components.front()];
  m.type = primary.type;             // "Type: The type of the primary component."
  m.source = primary.source;
  m.bap_known = m.accuracy_known = true;
  // "Category: The category of the first-listed attack component. 'Other' if no components are attacks."
  const auto first_attack = std::find_if(components.begin(), components.end(), [&](MoveIndex c) { return b.moves[c].is_attack(); });
  m.category = first_attack == components.end() ? Category::status : b.moves[*first_attack].category;
  // "Target Scope: The scope that targets the greatest number of Pokemon". On a tie the first
  // attack component's scope, else the primary's: "Swords Dance + X-Scissor" strikes the target
  // X-Scissor would (docs/rulings.md).
  m.scope = first_attack == components.end() ? primary.scope : b.moves[*first_attack].scope;
  for (MoveIndex c : components)
    if (reach(b.moves[c].scope, per_team) > reach(m.scope, per_team)) m.scope = b.moves[c].scope;
  if (reach(m.scope, per_team) == 0)
    for (MoveIndex c : components)
      if (teams_reached(b.moves[c].scope) > teams_reached(m.scope)) m.scope = b.moves[c].scope;
  // "Hit Count: The highest hit count from among the component moves."
  const MoveData* most_hits = &primary;
  for (MoveIndex c : components)
    if (b.moves[c].max_hits > most_hits->max_hits) most_hits = &b.moves[c];
  m.min_hits = most_hits->min_hits;
  m.max_hits = most_hits->max_hits;
  // "Base Attack Power: The BAP of the component with the highest possible hit count. Otherwise,
  // combinations have the highest BAP among the component moves."
  const MoveData* bap_from = nullptr;
  if (most_hits->max_hits > 1 && most_hits->is_attack()) {
    bap_from = most_hits;
  } else {
    for (MoveIndex c : components)
      if (b.moves[c].is_attack() && (bap_from == nullptr || *b.moves[c].bap > *bap_from->bap)) bap_from = &b.moves[c];
  }
  if (bap_from != nullptr) {
    m.bap = bap_from->bap;
    m.fixed_damage = bap_from->fixed_damage;
    m.no_crit = bap_from->no_crit;
  }
  // "Accuracy: The highest numeric Accuracy from among components. ('--' is not a numeric Accuracy.)"
  for (MoveIndex c : components)
    if (b.moves[c].accuracy && (!m.accuracy || *b.moves[c].accuracy > *m.accuracy)) m.accuracy = b.moves[c].accuracy;
  // "Energy Cost: The sum of the component's Energy Costs, multiplied … x1 if all components are
  // attacks, x2 if none of the components are attacks, x3 otherwise."
  int sum = 0, attacks = 0;
  bool known = true;
  for (MoveIndex c : components) {
    known = known && b.moves[c].en_cost.has_value();
    sum += b.moves[c].en_cost.value_or(0);
    attacks += b.moves[c].is_attack();
  }
  const int n = static_cast<int>(components.size());
  if (known) m.en_cost = sum * (attacks == n ? 1 : attacks == 0 ? 2 : 3);
  // "Priority: Lowest non-zero priority among components. Zero, if all components have zero priority."
  bool any = false;
  for (MoveIndex c : components)
    if (b.moves[c].priority != 0 && (!any || b.moves[c].priority < m.priority)) {
      m.priority = b.moves[c].priority;
      any = true;
    }
  // "Effect Chance: … At other times, the combination has the highest Effect Chance among the
  // components"; while resolving an effect, its source component's (the engine runs each
  // component's effects with its own, effect_run.cpp).
  for (MoveIndex c : components) {
    if (b.moves[c].effect_chance && (!m.effect_chance || *b.moves[c].effect_chance > *m.effect_chance))
      m.effect_chance = b.moves[c].effect_chance;
    if (!b.moves[c].effect_text.empty()) m.effect_text += (m.effect_text.empty() ? "" : " ") + b.moves[c].effect_text;
  }
  return m;
}

MoveIndex find_combination(const Battle& b, const std::vector<MoveIndex>& components) {
  if (components.size() < 2 || std::find(components.begin(), components.end(), kNoMove) != components.end()) return kNoMove;
  for (std::size_t i = 0; i < b.moves.size(); ++i)
    if (b.moves[i].components == components) return static_cast<MoveIndex>(i);
  return kNoMove;
}

MoveIndex combination_move(Battle& b, const std::vector<MoveIndex>& components) {
  if (const MoveIndex known = find_combination(b, components); known != kNoMove) return known;
  b.moves.push_back(combination_data(b, components));
  return static_cast<MoveIndex>(b.moves.size() - 1);
}

}  // namespace bbp::sim
