#pragma once
// "IF you are at full HP", "IF Heracross has full HP", "IF your HP is full", "IF your Energy is
// maxed": [10.6e] current HP (Energy) against its maximum, in plain English. One reader for the
// linter (legal, no note) and the engine (current == maximum).
#include <string_view>

namespace bbp::orders {

enum class FullValue : unsigned char { none, hp, energy };

/// The value a presence clause says is at its maximum: `condition` is the clause's condition words
/// ("at full HP", "full"), `property` the owner's property if any ("HP" of "your HP is full").
FullValue full_value_phrase(std::string_view condition, std::string_view property = {});

}  // namespace bbp::orders
