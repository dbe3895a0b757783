#pragma once
// [11.5] Z-Moves in the engine: a move elevated by a Z-Power ("Z-Force Hydro Pump") is a move of
// its own, derived from the base move by [11.5c]; it is added to the battle's moves under the
// written name.
#include <bbp/sim.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace bbp::sim {

enum class ZPower : std::uint8_t { force, harm, pierce, twin, wide };

/// "Z-Force", "z-harm", "Z Wide" → the Z-Power; nullopt for anything else (the glued "Z" form
/// names none).
std::optional<ZPower> z_power_named(std::string_view written);
std::string_view to_string(ZPower z);
/// [11.5c] the Z-Move's data from its base move's, for `user` (Z-Harm's category is decided by its
/// Attack and Special Attack); nullopt with `why` when the Z-Power can't elevate that move
/// (Z-Force needs a BAP, Z-Harm none; [11.5d] no combinations or Max Moves).
std::optional<MoveData> z_move_data(const MoveData& base, ZPower z, const Pokemon& user, std::string& why);
/// The Z-Move's index in `b.moves`, adding it once; kNoMove with `why` when it can't be made.
MoveIndex z_move(Battle& b, MoveIndex base, ZPower z, const Pokemon& user, std::string& why);

}  // namespace bbp::sim
