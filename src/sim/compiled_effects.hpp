#pragma once
// The effect texts a round may run, read once when the round is prepared: every move's, and every
// Pokemon's ability's and held item's (held_pieces.hpp). Each simulated run of the round (one per
// trial) shares them instead of reading them again.
#include <bbp/effects.hpp>
#include <bbp/sim.hpp>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::sim {

/// An ability's or held item's compiled text.
struct PieceEffects {
  bool item = false;
  std::string name;
  std::vector<EffectSentence> sentences;
};

struct CompiledEffects {
  std::vector<std::vector<EffectSentence>> moves;  ///< per MoveIndex of the battle
  std::vector<std::vector<PieceEffects>> pieces;   ///< per Pokemon: its ability, then its item
  /// Conditions with an effect text (field_conditions.hpp): the battle file's "conditions", and the
  /// Data Audit's text of each field condition in play when the round starts.
  std::vector<PieceEffects> conditions;
  /// The compiled text of condition `name` (folded comparison); nullptr when there is none.
  const PieceEffects* condition(std::string_view name) const;
};

/// The condition texts a round may run: the battle file's "conditions", and the Data Audit's text
/// of each field condition and each condition on a Pokemon the engine does not run itself.
std::vector<PieceEffects> compile_condition_effects(const Battle& b, const Dex& dex);
/// The compiled text of condition `name` in `conditions` (folded comparison); nullptr when none.
const PieceEffects* find_condition(const std::vector<PieceEffects>& conditions, std::string_view name);
/// Everything compiled; `conditions` when the caller compiled them already (prepare_round, for the
/// Switching Phase's entry triggers).
std::shared_ptr<const CompiledEffects> compile_round_effects(const Battle& b, const Dex& dex,
                                                             std::optional<std::vector<PieceEffects>> conditions = std::nullopt);

}  // namespace bbp::sim
