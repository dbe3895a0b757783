#pragma once
// What a forum page shows around a post that is no part of it, as it arrives when a player copies
// the post from the page instead of the editor: "Click to expand...", "Reactions: Isaac",
// "Like Reply", "Last edited: Nov 3, 2026". Read by the line classifier (flavor) and by the
// rendered-thread reader (the end of a post's body).
#include <string_view>

namespace bbp::post {

/// `line`: one line, any case, trimmed or not. Dates and post numbers included.
bool is_page_furniture(std::string_view line);
/// XenForo's post dates: "May 1, 2026", "1 May 2026", "May 1, 2026 at 3:14 PM", "Today at 3:14
/// PM", "Monday at 9:02 AM", "2026-05-01 12:00".
bool is_post_date(std::string_view line);
/// "Spoiler", "Spoiler: Flavor": the button a [spoiler] shows on the page, its title after the
/// colon. The title is the player's ([9.1]), the word "Spoiler" the forum's; the block's lines
/// follow it unmarked, so only this line is known.
bool is_spoiler_button(std::string_view line);
/// The title of a spoiler's button ("Garchomp" of "Spoiler: Garchomp"), trimmed, a view into
/// `line`; empty when the line is no button or has no title.
std::string_view spoiler_button_title(std::string_view line);
/// "#12" (the post's number, sometimes followed by "Add bookmark" or "New").
bool is_post_number(std::string_view line);

}  // namespace bbp::post
