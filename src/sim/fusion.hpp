#pragma once
// [11.3] Pokemon Fusion in the engine (src/sim/fusion.cpp): a send-out naming a Fused Pokemon
// (Kyurem-White) fuses the host (a non-fused Forme of it, Kyurem) with the components its trait
// names (Reshiram), all from the bench or reserve, by [11.3b].
#include <bbp/sim.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::sim {

/// "Fusion of Kyurem and Reshiram, using the Light Stone": the species named and the key item.
struct FusionTrait {
  std::vector<std::string> species;
  std::string key_item;
};
/// The Fusion sentence of a species' traits text; nullopt when it has none.
std::optional<FusionTrait> read_fusion_trait(std::string_view traits);

/// What a send-out of the Fused species `fused` by team `team` would fuse: the host and the
/// components (Pokemon that can come in), or why not (`why`, empty when `fused` is no Fused Pokemon).
struct FusionPlan {
  EntryId fused = kNoEntry;
  PokemonIndex host = 0;
  std::vector<PokemonIndex> components;
  FusionTrait trait;
};
std::optional<FusionPlan> plan_fusion(const Battle& b, const Dex& dex, EntryId fused, int team, std::string& why);
/// Fuses by [11.3b]: the host becomes the Fused Pokemon (species, typing, ability, [5.6] stats),
/// with the average HP and Energy, the summed stages and markers, the host's conditions and the
/// components' of other names, one held item; the components leave the team's choices. The key
/// item's text decides the Technique Control cost. What happened goes to `log`.
void fuse(Battle& b, const Dex& dex, const FusionPlan& plan, std::vector<std::string>& log);

}  // namespace bbp::sim
