#pragma once
// The words that join a substitution to the player's other sentences ("Also, if …", "And if …",
// "Oh and, at the end of the step, …"), read by the grammar's own rule, so that the segmenter's
// test for substitution lines reads past exactly the words the grammar reads past.
#include <cstddef>
#include <string_view>

namespace bbp::orders {

/// Bytes of the lead-in words (and their comma and blanks) opening `line` as
/// grammar/substitution.hpp `lead_in` reads them ([10.1]); 0 when there are none.
std::size_t lead_in_length(std::string_view line);
/// `word` is exactly one of the grammar's lead-in words ("also", "Furthermore"), any case.
bool is_lead_in_word(std::string_view word);

}  // namespace bbp::orders
