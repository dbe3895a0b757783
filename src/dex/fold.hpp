#pragma once
// Internal helpers of name folding and bounded edit distance (fold_name itself is public, in
// bbp/dex.hpp).
#include <string>
#include <string_view>

namespace bbp {

/// UTF-8 → code points (invalid bytes become U+FFFD).
std::u32string to_u32(std::string_view utf8);

/// Levenshtein distance of `a` and `b` when it is at most `bound`, else `bound + 1`. Banded: only
/// the diagonal band of width 2*bound+1 is computed, with an early exit.
int bounded_levenshtein(std::u32string_view a, std::u32string_view b, int bound);

}  // namespace bbp
