#pragma once
// "Swords Dance, X-Scissor, X-Scissor, please.", "… X-Scissor :)": a courtesy or smiley written
// after the last step is no step ([9.1]: only moves, commands and trainer items are ordered), as
// the closing full stop is none. The words are grammar/substitution_words.hpp's
// `courtesy_words`, one list for the main orders and a substitution's end.
#include <cstddef>
#include <string_view>

namespace bbp::orders {

/// Where the orders in `line` end when a courtesy ("please", "thanks", "thank you", …), a smiley
/// (":)", text/smileys.hpp) or both, with their closing marks, end it, with the blanks and dividers
/// (", ", " - ", " | ", " / ") before them; line.size() when none does or nothing would be left
/// before it.
std::size_t courtesy_tail_start(std::string_view line);

}  // namespace bbp::orders
