#pragma once
// A sentence that orders an action ("Use Protect on step 2.", "Also, use Swords Dance on the last
// step."): never the player's speech, however many words it has ([9.1] orders are what the post
// tells the Pokemon to do; a line of them that cannot be read is said, not dropped).
#include <bbp/post.hpp>

#include <string_view>

namespace bbp::post::detail {

/// Whether `text` opens with "use" (after lead-in words such as "Also," or "Furthermore," and
/// "please", which makes no order chat) and its words name a move or command
/// (Options::mentions_action). False without the callbacks, and for lines longer than a short
/// sentence (80 bytes), which stay prose.
bool orders_in_a_sentence(std::string_view text, const Options& options);

}  // namespace bbp::post::detail
