#pragma once
// What the words of a clause's subject and comparison mean, from their case-folded text.
#include <bbp/substitution.hpp>

#include <string_view>

namespace bbp::orders::detail {

/// [10.4a] "any opponent", "both foes", "that Pokemon", "the left opponent", "me", "it": the kind of
/// Pokemon the words stand for; Placeholder::none for a name.
Placeholder placeholder_of(std::string_view folded_words);

/// [10.6e] "at or below", ">=", "faster than", "no more than": the comparison the words make
/// (Comparator::eq when they name none).
Comparator comparator_of(std::string_view folded_words);

}  // namespace bbp::orders::detail
