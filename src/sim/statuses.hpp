#pragma once
// Which conditions of a battle file the engine runs (the rest are carried and reported as not
// simulated): Burn, Paralysis, Sleep and Rest's status, Freeze, Confusion, and the markers Frost,
// Dizzy and Restless ("Frost", "Frost marker" and "Frost markers" are one name).
#include <bbp/sim.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp::sim {

/// `c` is the condition or marker `wanted` ("Frost" also matches "Frost markers").
bool condition_is(const Condition& c, std::string_view wanted);
bool simulated_condition(const Condition& c);
/// `notes` (a condition's, or a created instance's) include `name`, compared by folded name
/// ("Sealed (Earthquake)" notes "earthquake").
bool has_note(const std::vector<std::string>& notes, std::string_view name);

}  // namespace bbp::sim
