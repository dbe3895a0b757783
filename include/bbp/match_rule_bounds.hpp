#pragma once
// The bounds [1.3] sets on match rules, in one place: the match-rules reader rejects values
// outside them, and the segmenter knows how many steps one Pokemon's main orders can hold.

namespace bbp::rules {

/// [1.3] Step Count: "Must be an integer from 1 to 3, inclusive."
inline constexpr int kMinStepCount = 1;
inline constexpr int kMaxStepCount = 3;

}  // namespace bbp::rules
