#pragma once
// The attack-clause groups of the older ruleset (data-handbook-legacy.txt "[Attack Clauses]",
// transcribed in data/rulebook/legacy_attack_groups.tsv and loaded by the Dex), for --ruleset legacy.
#include <bbp/dex.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace bbp::sema {

/// The listed group `phrase` names ("a Protective Move", "Damaging Fire-type Moves", "Priority
/// Attacks"), or nullopt. Case, plurals, hyphens and "attack" for "damaging move" are tolerated
/// (the legacy Anti-Pedant Clause: a rewording with the same logic is the same clause).
std::optional<std::string> legacy_attack_group(const Dex& dex, std::string_view phrase);

}  // namespace bbp::sema
