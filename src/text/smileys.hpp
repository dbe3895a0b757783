#pragma once
// ":)", ";D", "=P", "^^", "<3", "xD": a smiley written as a word of its own. One test for the
// remark after a substitution's result (orders/trailing_remark.cpp) and the end of the main
// orders (orders/courtesy_tail.cpp).
#include <string_view>

namespace bbp::text {

/// Whether `word` (no blanks) is a smiley of two or three marks.
bool is_smiley(std::string_view word);

}  // namespace bbp::text
