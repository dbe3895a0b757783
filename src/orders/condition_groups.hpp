#pragma once
// The groups a clause may name instead of one condition: [10.6e] "any Major Status", "any Screen",
// "any Hazard", "any Weather", "any Terrain" ([10.5a] the same for condition creation), with the
// plain-English words players write for them ([10.3b]: "a status condition", "statused").
// One table, read by the linter (sema) and by the engine (sim).
#include "bbp/dex.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace bbp::orders {

struct ConditionGroup {
  std::string_view group;  ///< "Major Status", "Screen", "Entry Hazard", "Weather", "Terrain"
  bool alias = false;      ///< written in other words than the rulebook's ("a status condition")
  bool adjective = false;  ///< "is statused": the group is read as "subject to any Major Status"
};

/// `words`: the clause's condition, any case, with or without "a", "an", "any", "some".
std::optional<ConditionGroup> condition_group(std::string_view words);

/// What a [10.5a] condition-creation timing watches for: one condition, field or battle condition
/// (Weather and Terrain by their own tables' names too), or one of the groups above.
struct CreatedCondition {
  std::string name;         ///< the Dex's name, or the group's ("Major Status", "Entry Hazard", …)
  bool group = false;       ///< a group of [10.5a], not one condition
  bool field = false;       ///< a field or battle condition (or a Screen, Hazard, Weather, Terrain group)
};

/// `words`: the timing's condition ("Burn", "a Hazard", "Sun", "the Sticky Web"), any case. nullopt
/// when it names nothing the Dex or the groups know: the linter reports it, the engine cannot watch it.
std::optional<CreatedCondition> resolve_created_condition(const Dex& dex, std::string_view words);

/// "IF Heracross has an item", "is holding any item", "has no held item": the [10.6e] value "the
/// quantity of items held by the Pokemon", read as one or more (with a negation, none). `words`:
/// the clause's condition.
bool names_any_held_item(std::string_view words);

}  // namespace bbp::orders
