#pragma once
// Damage by the steps of [8.10], with [1.2b] rounding: nothing is rounded until the hit total
// ([8.10k] "the rounding is last"), obligate integers (ranks) are rounded where they are read.
// Pure arithmetic on integers in hundredths, so hand-computed handbook numbers can be tested.
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace bbp::sim {

/// A continuous change to an attack's power ([8.10b]) or damage ([8.10i] adds, [8.10j] multiplies):
/// `add` or the multiplier num/den, and what gives it ("Sun", "Reflect", "Multiscale").
struct DamageTerm {
  int add = 0;
  int num = 1, den = 1;
  std::string from;
};

struct DamageInput {
  int bap = 0;                  ///< [8.10a]
  bool fixed = false;           ///< fixed damage: the BAP is the damage, nothing else applies
  int stab = 0;                 ///< [8.10c] +3; [11.7c] a Terastallized user's 3 or 5
  int hits = 1;                 ///< [8.7a]
  std::vector<bool> crits;      ///< per hit ([8.8]); empty = none
  int crit_stage = 0;           ///< attacker's critical stage ([8.10d] piercing at 1+)
  int attack_rank = 0;          ///< relevant Attack rank, already rounded ([1.2a] obligate integer)
  int defense_rank = 0;         ///< relevant Defense rank
  int effectiveness_pct = 100;  ///< [8.10g] ×0.01 … ×3 as 1 … 300
  int attack_stage = 0;         ///< relevant stages ([8.10h])
  int defense_stage = 0;
  bool spread = false;          ///< [8.10j] the attack has two or more targets: ×2/3
  /// [8.10f] Power Bonuses (> 0) and Penalties (< 0) applied to the main hit, with their source.
  std::vector<std::pair<int, std::string>> power_terms;
  std::vector<DamageTerm> power_mods;   ///< [8.10b] every hit but fixed ones: adds, then multipliers
  std::vector<DamageTerm> damage_adds;  ///< [8.10i] the main hit, after [8.10h]
  std::vector<DamageTerm> damage_muls;  ///< [8.10j] every hit, before the ×2/3 of two or more targets
  bool explain = true;          ///< build DamageResult::breakdown (off when the run keeps no log)
};

struct DamageResult {
  int total = 0;                ///< HP damage, rounded normally [1.2b], at least 1 per hit [8.10k]
  std::string breakdown;        ///< the steps, for the report: "9 BAP +3 STAB +9 Atk −8 Def = 13 ×1.5 = 19.5 …"
};

/// [8.8] critical damage bonus by the attack's maximum hit count: 3 (single), 2 (2–3), 1 (4+).
int critical_bonus(int max_hits) noexcept;
DamageResult compute_damage(const DamageInput& in, int max_hits);

/// [1.2b] rounding of a value given in hundredths: half away from zero.
long long round_normally_hundredths(long long hundredths) noexcept;

}  // namespace bbp::sim

namespace bbp::sim {

/// One multiplier on an obligate integer ([1.2a]), with the rounding direction its text states.
struct RankModifier {
  int num = 1, den = 1;
  enum class Round : std::uint8_t { none, up, down } round = Round::none;
};

/// [1.2b]: the value times every modifier, rounded once at the end — up if any modifier says up,
/// else down if any says down, else normally (half away from zero). Ranks are non-negative.
int modified_rank(int rank, std::span<const RankModifier> modifiers);
inline int modified_rank(int rank, std::initializer_list<RankModifier> modifiers) {
  return modified_rank(rank, std::span<const RankModifier>(modifiers.begin(), modifiers.size()));
}

}  // namespace bbp::sim
