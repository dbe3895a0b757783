// A line lower-cased once, with a filter of its byte pairs, and the phrase tests that search it.
// Private to src/post: the line classifier and the substitution-line tests share it.
#pragma once

#include "post/text_util.hpp"

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace bbp::post {

// The line is lower-cased once (LowerLine) and every phrase test below searches that copy with
// plain find/starts_with: the phrase lists are lower-case, and these tests are most of a line's
// classification (a case-insensitive scan per phrase cost several times more).
// A filter of the line's adjacent byte pairs skips, in one bit test, the phrases whose first two
// bytes never meet in the line (most of them).
constexpr std::size_t kPairBits = 4096;
constexpr std::size_t pair_bit(char a, char b) {
  return (static_cast<unsigned char>(a) * 61u + static_cast<unsigned char>(b)) % kPairBits;
}

/// Lower-cased text to search, with the pair filter of the whole line it is part of (a superset of
/// its own pairs, so the filter never hides a phrase that is there).
struct Lowered {
  std::string_view low;
  const std::uint64_t* pairs = nullptr;
  bool may_contain(std::string_view n) const {
    if (n.size() < 2) return true;
    const std::size_t b = pair_bit(n[0], n[1]);
    return (pairs[b / 64] >> (b % 64) & 1u) != 0;
  }
  Lowered part(std::string_view sub) const { return {sub, pairs}; }
};

struct LowerLine {
  std::string_view orig;
  std::string low;
  std::uint64_t pairs[kPairBits / 64] = {};
  explicit LowerLine(std::string_view s) : orig(s), low(text::to_lower(s)) {
    for (std::size_t i = 0; i + 1 < low.size(); ++i) {
      const std::size_t b = pair_bit(low[i], low[i + 1]);
      pairs[b / 64] |= std::uint64_t{1} << (b % 64);
    }
  }
  /// The lower-cased copy of `part`, a view into `orig`.
  Lowered of(std::string_view part) const {
    return {std::string_view(low).substr(static_cast<std::size_t>(part.data() - orig.data()), part.size()), pairs};
  }
};

using text::find_word;
inline bool has_word(std::string_view low, std::string_view needle) { return find_word(low, needle) != std::string_view::npos; }
inline bool has_word(const Lowered& t, std::string_view needle) { return t.may_contain(needle) && has_word(t.low, needle); }
inline bool contains_any(const Lowered& t, std::initializer_list<std::string_view> needles) {
  for (std::string_view n : needles)
    if (t.may_contain(n) && t.low.find(n) != std::string_view::npos) return true;
  return false;
}
inline bool contains_any_word(const Lowered& t, std::initializer_list<std::string_view> needles) {
  for (std::string_view n : needles)
    if (has_word(t, n)) return true;
  return false;
}
/// starts_with, with the first byte compared inline (most prefixes fail there).
inline bool starts(std::string_view low, std::string_view p) {
  return !p.empty() && !low.empty() && low.front() == p.front() && low.starts_with(p);
}
inline bool starts_any(std::string_view low, std::initializer_list<std::string_view> prefixes) {
  for (std::string_view p : prefixes)
    if (starts(low, p)) return true;
  return false;
}

/// substitution_words on a lowered line (src/post/substitution_lines.cpp).
bool substitution_words_lower(const Lowered& whole);

}  // namespace bbp::post
