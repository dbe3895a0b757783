#pragma once
// The lookup structure of one kind: folded key → entries (exact hash hit), plus every key bucketed
// by length for the bounded "did you mean" scan.
#include <bbp/dex.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace bbp {

class NameIndex {
 public:
  /// Adds `text` (a display name or an alias) for `id`. Empty keys are ignored.
  void add(std::string_view text, EntryId id, bool is_alias);
  /// Exact/alias/fuzzy/ambiguous/unknown for an already folded key.
  Resolution resolve(std::string_view folded) const;
  std::vector<Candidate> search(std::string_view folded, std::size_t limit) const;
  /// Whether a folded key is some entry's name or alias as it stands (no fuzzy scan).
  bool has_key(std::string_view folded) const { return !folded.empty() && exact_.find(std::string(folded)) != exact_.end(); }
  std::size_t key_count() const noexcept { return keys_.size(); }

 private:
  /// Character counts (a-z, 0-9 folded into 6 buckets, the rest in one): half the L1 distance of
  /// two histograms is a lower bound of the edit distance, so most keys are rejected in a few ns.
  using Histogram = std::array<std::uint8_t, 32>;
  static Histogram histogram(std::u32string_view s) noexcept;
  struct Key {
    Histogram hist;
    std::u32string text;
    EntryId id;
    bool alias;
    std::string_view alias_text;
  };
  struct Hit {
    EntryId id;
    bool alias;
    std::string_view alias_text;
  };
  /// Keys within `bound` edits of `q`; with `same_first`, only keys that start with q's first letter.
  std::vector<Candidate> fuzzy(const std::u32string& q, int bound, bool same_first) const;
  std::unordered_map<std::string, std::vector<Hit>> exact_;
  std::vector<Key> keys_;
  std::vector<std::vector<std::size_t>> by_length_;  ///< code-point length → indexes into keys_
};

}  // namespace bbp
