#pragma once
// "Swords Dance, X-Scissor, X-Scissor, please.", "… X-Scissor :)", "Please Swords Dance - …": a
// courtesy or smiley written after the last step, or a courtesy before the first, is no step
// ([9.1]: only moves, commands and trainer items are ordered), as the closing full stop is none.
// The words are grammar/substitution_words.hpp's `courtesy_words`, one list for the main orders
// and a substitution's end; the smiley is grammar/smiley.hpp's.
#include <cstddef>
#include <string_view>

namespace bbp::orders {

/// Where the orders in `line` end when a courtesy ("please", "thanks", "thank you", …), a smiley
/// (":)", grammar/smiley.hpp) or both, with their closing marks, end it, with the blanks and dividers
/// (", ", " - ", " | ", " / ") before them; line.size() when none does or nothing would be left
/// before it.
std::size_t courtesy_tail_start(std::string_view line);

/// The length of a courtesy opening `line` ("Please ", "Pls, ", "Please! "), with the mark and
/// blanks after it; 0 when none does or nothing would be left after it.
std::size_t courtesy_lead_length(std::string_view line);

}  // namespace bbp::orders
