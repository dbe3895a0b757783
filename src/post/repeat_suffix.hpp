#pragma once
// "Earthquake x3": the shorthand players write for one action order on several steps in a row.
// [9.1] lets main orders use "any other easy-to-read separator"; a count after the action is read
// as that many steps (docs/rulings.md, "Repeated steps").
#include <cstddef>
#include <optional>
#include <string_view>

namespace bbp::post {

struct RepeatSuffix {
  std::size_t begin = 0;  ///< where the suffix starts in the text given (the action ends before it)
  int count = 0;          ///< 2..9
};

/// The repetition written at the end of `step` (one step's text, trimmed): " x3", " x 3", " ×3",
/// " *3", " 3x", " (x3)", " [x3]", " (3x)", " (3 times)", " twice", " thrice", " two times" (a
/// sentence's closing "." or "!" after it is no part of it).
/// Counts outside 2..9 are not read, and
/// the suffix needs a space (or a bracket) before it so names are never cut.
std::optional<RepeatSuffix> repeat_suffix(std::string_view step);

}  // namespace bbp::post
