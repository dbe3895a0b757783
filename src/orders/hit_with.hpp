#pragma once
// The words after a When Hit timing's verb ([10.5a] "When [Pokemon] is hit [with specified move /
// with specified placeholder / with an attack from Pokemon / at all]"), cut into what hit and who
// hit. One reader for the linter, which judges the move, and the engine, which watches for it.
#include <string_view>

namespace bbp::orders {

struct HitWith {
  std::string_view what;      ///< "Ice Beam", "a Fire move", "an attack", "at all"; "" when none
  std::string_view attacker;  ///< "Weavile" of "with an attack from Weavile"; "" when none
  bool after_by = false;      ///< "by X" with no attacker: X may be the move or the attacker
  /// "last step" of "hit by Flamethrower last step": a look back at the words' end, cut off `what`
  /// (or `attacker`). No timing affix of [10.5b] says it; the linter reports it.
  std::string_view period;
};

/// "with Ice Beam", "by a Fire move", "with an attack from Weavile", "from Weavile", "at all": the
/// lead word is dropped, and " from " / " by " part the move from the attacker; a look back at the
/// end ("earlier this round", grammar/substitution_timing.hpp `past_period`) is set apart. Views
/// into `with`.
HitWith split_hit_with(std::string_view with);

}  // namespace bbp::orders
