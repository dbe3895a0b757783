#pragma once
// A byte range [begin, end) into the original post. Every node of every stage keeps one, so any
// verdict can point at the exact text the player wrote.
#include <cstddef>

namespace bbp {

struct Span {
  std::size_t begin = 0;
  std::size_t end = 0;

  constexpr std::size_t size() const noexcept { return end - begin; }
  constexpr bool empty() const noexcept { return begin == end; }
  constexpr bool contains(std::size_t offset) const noexcept { return offset >= begin && offset < end; }
  constexpr bool contains(Span other) const noexcept { return other.begin >= begin && other.end <= end; }
  friend constexpr bool operator==(Span, Span) = default;
};

/// The smallest span covering both.
constexpr Span cover(Span a, Span b) noexcept {
  return Span{a.begin < b.begin ? a.begin : b.begin, a.end > b.end ? a.end : b.end};
}

}  // namespace bbp
