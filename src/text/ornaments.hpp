#pragma once
// The marks players set a title or a Pokemon's name between: "~ Round 3 ~", "== Orders ==",
// "-- Triantis --", "*~ Subs ~*", "» Triantis «", "☆ Triantis ☆".
#include <string_view>

namespace bbp::text {

/// The words inside ornament marks standing at both ends of `t` (spaces around them trimmed), or
/// `t` itself when it is not so set or nothing is inside.
std::string_view without_ornaments(std::string_view t);

}  // namespace bbp::text
