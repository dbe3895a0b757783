#include "sim/rng.hpp"

#include <fmt/format.h>

namespace bbp::sim {
namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k) noexcept { return (x << k) | (x >> (64 - k)); }
}  // namespace

std::uint64_t splitmix64(std::uint64_t& state) noexcept {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) noexcept : seed_(seed) {
  std::uint64_t sm = seed;
  for (auto& word : s_) word = splitmix64(sm);
}

std::uint64_t Rng::next() noexcept {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

int Rng::roll(int sides) noexcept {
  if (sides <= 1) return 1;
  const auto n = static_cast<std::uint64_t>(sides);
  // 2^64 mod n, computed without 128-bit arithmetic: (2^64 - n) mod n == 2^64 mod n.
  const std::uint64_t reject_below = (0 - n) % n;
  std::uint64_t x = next();
  while (x < reject_below) x = next();
  return static_cast<int>(x % n) + 1;
}

std::string Rng::tag() const { return fmt::format("{}:{}", kRngAlgorithm, seed_); }

}  // namespace bbp::sim
