#pragma once
// [11.1] Technique Control ("Tech"): each team's budget for Techniques. Combinations ([11.2]),
// Mega Evolution ([11.4]), Z-Moves ([11.5a] "they must spend 1 Technique Control"), Dynamax
// ([11.6]) and Terastal ([11.7]) each spend one of the team's Tech when performed; a Technique
// whose Tech can't be spent is not performed (docs/rulings.md "Technique Control"). A Pokemon that
// spent Tech is weak to Stellar for the rest of the battle ([5.3]).
#include <bbp/sim.hpp>

#include <string>
#include <string_view>

namespace bbp::sim {

/// [11.1] the Tech one Technique costs. The Season 2 stopgap of [11.2] (two for a combination
/// ordered second) ended on 2025-01-01 and is not applied.
inline constexpr int kTechniqueCost = 1;

struct TechniqueSpend {
  bool spent = false;
  std::string message;  ///< for the log: what was spent and what is left, or why nothing could be
};

/// Spends kTechniqueCost of the Tech of `pi`'s team for `technique` ("Mega Evolution"), marking
/// `pi` as having spent Tech; when the team has too little left, nothing changes and `spent` is false.
TechniqueSpend spend_technique_control(Battle& b, PokemonIndex pi, std::string_view technique);

/// [5.3] the weaknesses Stellar has on `defender` beyond its typing: 1 when it spent Tech; -1
/// means immune (a Terastallized Pokemon whose Tera Type is Stellar). 0 for any other type.
int stellar_extra_weaknesses(const Dex& dex, EntryId attack_type, const Pokemon& defender);

}  // namespace bbp::sim
