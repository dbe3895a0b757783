#pragma once
// Advanced Techniques ([11]) written as something a Pokemon does in a trigger clause: "IF Heracross
// Mega Evolves", "is to Terastallize", "Dynamaxes". [10.6b] observes actions (with or without
// Z-Power, as a combination or not) and trainer items; a Technique is none of these (BBP3034).
#include <cstddef>
#include <string_view>

namespace bbp::sema {

/// The Technique ("Mega Evolution", "Terastal", "Dynamax") an observed behaviour names as a whole
/// ("Mega Evolve", "Terastallize", "Dynamax", "Tera"), or "" for anything else.
std::string_view technique_behaviour(std::string_view behaviour);

/// The Technique a clause's words name as a verb ("Heracross Mega Evolves", "Terastallizes into
/// Fire", "Dynamaxes"), or "". States ("is Terastallized", "Dynamaxed") and moves ("Dynamax
/// Cannon", "Tera Blast") are not verbs.
std::string_view technique_verb_in(std::string_view clause);

/// The Technique a state phrase says a Pokemon is under ("Dynamaxed", "Gigantamaxed",
/// "Terastallized", "Terastallized into Fire", "Tera Fire", "Mega Evolved"), or "". [10.6e] lists
/// no such value; what the Technique changes (Size, typing, Forme) is listed.
std::string_view technique_state(std::string_view phrase);

/// A Terastal written before an action name: "Tera Bug Swords Dance", "Tera-Fire, Flamethrower",
/// "Terastallize into Steel and Iron Head". The Tera Type must follow "Tera" ("Tera Blast" is a
/// move); the caller decides whether the rest is an action. [11.7b]: Terastallizing is declared
/// in the Switching Phase, never ordered.
struct TerastalLead {
  std::size_t technique = 0;  ///< bytes of "Tera Bug" / "Terastallize into Steel"; 0: none
  std::size_t action = 0;     ///< where the action name begins, after the joiner
};
TerastalLead terastal_lead(std::string_view written);

}  // namespace bbp::sema
