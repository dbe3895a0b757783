#pragma once
// "IF it is step 2": the step is no value of [10.6e], but the clause says what the timing affix
// "On Step 2" says ([10.5b]). One reader for the linter (a note) and the engine (the step number).
#include <string_view>

namespace bbp::orders {

/// "step 1", "the step 2", "currently step 3": the step number's digits, "" when the words are no
/// step.
std::string_view step_number_phrase(std::string_view text);

}  // namespace bbp::orders
