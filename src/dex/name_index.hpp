#pragma once
// The lookup structure of one kind: folded key → entries (exact hash hit), plus every key bucketed
// by length for the bounded "did you mean" scan.
#include <bbp/dex.hpp>

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
  std::size_t key_count() const noexcept { return keys_.size(); }

 private:
  struct Key {
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
  std::vector<Candidate> fuzzy(const std::u32string& q, int bound) const;
  std::unordered_map<std::string, std::vector<Hit>> exact_;
  std::vector<Key> keys_;
  std::vector<std::vector<std::size_t>> by_length_;  ///< code-point length → indexes into keys_
};

}  // namespace bbp
