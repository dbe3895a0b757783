#pragma once
// Heading lines of an order post (lower-cased, trimmed input): "Orders", "Round 3 - Subs", "Gina
// Subs:", "Subs for all". Read by the line classifier before any order shape, so a heading is
// never judged as orders.
#include <cstddef>
#include <string_view>

namespace bbp::post {

/// "Round 3 — Orders", "R3 orders", "Orders (Round 3)", "Subs - turn 2", "Round 3" alone, "Main
/// orders:", "Contingencies:": a heading that names no Pokemon.
bool is_heading(std::string_view low);
/// "Team", "My team", "Roster", "Lineup": the label of a line listing the player's Pokemon (lower-
/// cased, without its colon). Such a line shows the team; it orders nothing and sends nothing out.
bool is_team_label(std::string_view low);

/// "Gina Subs:", "Gina's substitutions", "Subs for Gina": a heading naming the Pokemon (at most
/// three words) the substitutions below are for ("Orders for Gina" stays a header: orders follow).
/// The singular ("Gina Sub:") needs its colon, as "Protect / Sub" is orders. "Both:", "For all:"
/// name every Pokemon ordered. Returns the name's position in `low` (empty when the line is no
/// such heading).
/// "Orders for Triantis", "Subs for Gina", "Orders: Gina" (any case): the length of the words
/// before the name that say these are its orders and name nothing themselves; 0 when none.
std::size_t order_words_length(std::string_view line);

struct NamePart {
  std::size_t begin = 0, end = 0;
};
NamePart named_heading(std::string_view low);

}  // namespace bbp::post
