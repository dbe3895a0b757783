#pragma once
// Continuous effects in the round (continuous_effects.cpp): the changes an attack's numbers get
// from the ongoing sentences in force, and the Lucky / Unlucky state of a roll ([1.5]).
#include <bbp/effects.hpp>

#include "sim/compiled_effects.hpp"
#include "sim/damage.hpp"

#include <string>
#include <vector>

namespace bbp::sim {

/// A rank change ([1.2b]) and what gives it.
struct RankChange {
  ModifierEffect change;
  std::string from;
};

/// What the sentences in force change about one attack against one defender.
struct AttackChanges {
  std::vector<DamageTerm> power, damage_adds, damage_muls;  ///< [8.10b], [8.10i], [8.10j]
  std::vector<RankChange> attack_rank, defense_rank;        ///< the relevant ranks ([8.10e])
  int accuracy_add = 0;                                     ///< [8.7] added to the action's accuracy
  std::string auto_succeed, auto_fail;                      ///< [8.7] what makes the check automatic ("" = nothing)
  std::vector<std::string> notes;                           ///< for the log ("the critical hit ignores Reflect")
};

/// [1.5] a roll's state: Lucky, Unlucky, both (rolled as neither) or neither.
struct Luck {
  bool lucky = false, unlucky = false;
};

/// Whether any compiled text has a continuous sentence: when none does (the usual round), the
/// engine skips every lookup of this file.
bool any_continuous(const CompiledEffects& c);

}  // namespace bbp::sim
