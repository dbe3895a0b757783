#pragma once
// Whether words after an observed action are one of the step affixes of an action clause, read by
// the grammar's own rules, so the linter's rewordings ("Heracross Protects on the first step")
// take exactly the affixes the grammar reads.
#include <string_view>

namespace bbp::orders {

/// `words` are wholly a step affix of [10.6c] as grammar/substitution_trigger.hpp reads it: the
/// current step ("this step", "on the same step", "now") or a future one ("on step 3", "next
/// step", "on the first step", "later this round").
bool is_step_affix(std::string_view words);

}  // namespace bbp::orders
