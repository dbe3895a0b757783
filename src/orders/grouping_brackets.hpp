#pragma once
// "IF (Heracross uses Protect) THEN (use Swords Dance instead)": brackets a player puts around a
// whole component only group it; they are no part of any clause ([10.1], docs/rulings.md). Quotes
// around a whole substitution only quote it.
#include <string>
#include <string_view>

namespace bbp::orders::detail {

/// `text` with the brackets around the whole trigger (right after IF, closed before THEN, a comma,
/// an arrow or the end) and around the whole result (right after THEN, closed at the end) turned
/// into spaces, so every byte keeps its place; also the quotes around the whole substitution
/// ('"IF … THEN …."'); "" when there are none (the caller parses `text`).
std::string without_grouping_brackets(std::string_view text);

}  // namespace bbp::orders::detail
