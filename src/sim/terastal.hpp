#pragma once
// [11.7] Terastal in the engine: the typing of a Terastallized Pokemon, its STAB ([11.7c] replaces
// [8.10c]), Tera Blast's type, and Terastallizing in the Switching Phase ([2.5f]: after the
// declared switches, in the order declared).
#include <bbp/sim.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp::sim {

/// True for the type Stellar ([5.3a]): a Stellar Terastal keeps the Pokemon's types.
bool is_stellar(const Dex& dex, EntryId type);
/// The types of `p` once Terastallized: its Tera Type alone, or its original types when Stellar.
std::array<EntryId, 2> terastal_types(const Dex& dex, const Pokemon& p);
/// [8.10c] / [11.7c] the power STAB adds to an attack of `type` by `user`: 0, 3, or 5 (a
/// Terastallized user whose original typing and Tera Type both share the attack's type).
int stab_power(const Dex& dex, const Pokemon& user, EntryId type);
/// The type an attack is performed with: Tera Blast copies a Terastallized user's Tera Type ([5.3a]).
EntryId attack_type(const Dex& dex, const Pokemon& user, const MoveData& m);

/// The type a declaration names ("into Water", "(Fairy)", "Water-type"), kNoEntry when none.
EntryId declared_tera_type(const Dex& dex, std::string_view written);
/// [11.7c] Terastallizes `p` in the Switching Phase ([2.5f]): it must be in play and not yet
/// Terastallized, with a Tera Type from the battle file or, failing that, the declaration
/// (`declared`). Its types change, and it learns Tera Blast as a borrowed move when its movepool
/// is known. What happened goes to `log`; false when it could not.
bool terastallize(Battle& b, const Dex& dex, PokemonIndex p, EntryId declared, std::vector<std::string>& log);

}  // namespace bbp::sim
