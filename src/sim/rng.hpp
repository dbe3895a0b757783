#pragma once
// The engine's dice ([1.5]): xoshiro256** (Blackman & Vigna) seeded by splitmix64, tagged
// "xoshiro256**:SEED" in every report. Bounded integers use rejection sampling (below), never
// std::uniform_int_distribution, whose output differs between standard libraries: the same seed
// must give the same log everywhere.
#include <cstdint>
#include <string>

namespace bbp::sim {

inline constexpr const char* kRngAlgorithm = "xoshiro256**";

/// splitmix64 step: seeds xoshiro and derives the seeds of --trials runs from --seed.
std::uint64_t splitmix64(std::uint64_t& state) noexcept;

class Rng {
 public:
  explicit Rng(std::uint64_t seed) noexcept;
  std::uint64_t next() noexcept;
  /// A die from 1 to `sides` (sides >= 1), uniformly: draw 64 bits, reject the top
  /// 2^64 mod sides values so every face has exactly floor(2^64 / sides) preimages, then take the
  /// remainder. Unbiased; the expected number of draws is below 2.
  int roll(int sides) noexcept;
  /// An integer from lo to hi inclusive ([1.5b] range roll over a continuous set).
  int range(int lo, int hi) noexcept { return lo + roll(hi - lo + 1) - 1; }
  std::string tag() const;  ///< "xoshiro256**:SEED"
  std::uint64_t seed() const noexcept { return seed_; }

 private:
  std::uint64_t s_[4];
  std::uint64_t seed_;
};

}  // namespace bbp::sim
