#pragma once
// [11.6] Dynamax in the engine: ordered before a Pokemon's main orders ("Dynamax" on its own line
// or before the first action), it lasts until the end of the round; "Max"-prefixed moves in its
// main orders become Max Moves ([11.6c]).
#include <bbp/sim.hpp>

#include <string>

namespace bbp::sim {

/// The name of the Max Move `base` becomes when ordered with "Max" by a Dynamaxed Pokemon: Max
/// Guard for a status move, else the damaging Max Move of its type (the Dex's); "" when none.
std::string max_move_name(const Dex& dex, const MoveData& base);
/// The Max Move for `base` in `b.moves` with `base`'s category ([11.6c] "None of the properties of
/// the move being replaced are inherited by the Max Move, except for its category"), adding it (and
/// a copy under "<name> (<Category>)" when the category differs from the Dex's); kNoMove when none.
MoveIndex max_move(Battle& b, const Dex& dex, MoveIndex base);
/// [11.6c] "Because damaging Max Moves require a source move, they can't be ordered directly": a
/// damaging (non-G-Max) Max Move named in the orders is never known; its numbers are never needed.
bool damaging_max_move(const Dex& dex, const MoveData& m);
/// Takes back a Dynamax that is not performed ([11.1] no Technique Control left): its "Max" orders
/// are again the moves they replaced, with the prefix the engine does not simulate.
void cancel_dynamax(PokemonOrders& po);

}  // namespace bbp::sim
