#pragma once
// "Both", "All", "Everyone": the words a post uses for every Pokemon it orders, as a heading over
// shared substitutions ("Both:" on its own line) or as a substitution's owner ("Both: IF …").
// One list, read by the segmenter and by the order-set reader.
#include <string_view>

namespace bbp::post {

/// `name`: the heading's or owner's words, any case, trimmed or not.
bool names_everyone(std::string_view name);

}  // namespace bbp::post
