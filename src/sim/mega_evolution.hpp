#pragma once
// [11.4] Mega Evolution in the engine: ordered before a Pokemon's main orders ("Mega Evolve" on its
// own line, or as the prefix of its first action), it "occurs at the start of the Battling Phase",
// which is when the round is prepared: no dice are rolled.
#include <bbp/sim.hpp>

#include <optional>
#include <string>
#include <vector>

namespace bbp::sim {

/// The Mega Forme `p` evolves into: its held Mega Stone's (the Dex's "mega_stone"), Rayquaza's
/// without one; nullopt with why in `why` when it can't.
std::optional<EntryId> mega_forme(const Dex& dex, const Pokemon& p, std::string& why);
/// Mega Evolves `p` ([11.4] "changes a Pokemon's Forme, which can change their typing, abilities,
/// and stats"): its species, types, ability and [5.6] stats (nature applied) become the forme's;
/// HP stays. What happened goes to `log`.
void mega_evolve(Battle& b, const Dex& dex, PokemonIndex p, std::vector<std::string>& log);

}  // namespace bbp::sim
