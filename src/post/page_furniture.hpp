#pragma once
// What a forum page shows around a post that is no part of it, as it arrives when a player copies
// the post from the page instead of the editor: "Click to expand...", "Reactions: Isaac",
// "Like Reply", "Last edited: Nov 3, 2026". Read by the line classifier (flavor) and by the
// rendered-thread reader (the end of a post's body).
#include <string_view>

namespace bbp::post {

/// `line`: one line, any case, trimmed or not.
bool is_page_furniture(std::string_view line);

}  // namespace bbp::post
