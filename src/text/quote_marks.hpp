#pragma once
// Quote marks in one list: the segmenter's test for quoted speech (post/line_classifier.cpp) and the
// quotes around a whole substitution (orders/grouping_brackets.cpp) know the same marks.
#include <cstddef>
#include <string_view>

namespace bbp::text {

/// The byte length of the quote mark opening `s` ('"', '\'', U+201C, U+2018, U+00AB), 0 when none;
/// `closing`, when given, gets the mark that pairs with it.
std::size_t opening_quote_mark(std::string_view s, std::string_view* closing = nullptr);
/// Whether `s` ends with a closing quote mark ('"', '\'', U+201D, U+2019, U+00BB).
bool ends_with_closing_quote_mark(std::string_view s);

}  // namespace bbp::text
