#pragma once
// The Dex's insides, shared by the loaders (builtin, rulebook, overlay) and the queries.
#include "dex/name_index.hpp"

#include <bbp/dex.hpp>

#include <array>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace bbp {

/// Dex::resolve's memo: the same names (a Pokemon's moves, its opponent's name) are looked up
/// again and again while a post is linted, and folding a name (ICU) is most of a lookup. Keyed by
/// the text as written; short texts only, and emptied when full, so its size stays bounded. The
/// Dex never changes after it is built, so an answer never goes stale; the mutex makes lookups
/// from the web server's threads safe.
struct ResolveMemo {
  static constexpr std::size_t kMaxKey = 64;
  static constexpr std::size_t kMaxEntries = 4096;
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
  };
  std::mutex mutex;
  std::array<std::unordered_map<std::string, Resolution, Hash, std::equal_to<>>, kKindCount> maps;
};

struct DexData {
  /// Text owned by the Dex (overlay files, unescaped cells); views into it stay valid because
  /// a deque never moves its elements.
  std::deque<std::string> buffers;
  std::string_view own(std::string s) {
    buffers.push_back(std::move(s));
    return buffers.back();
  }

  std::vector<Species> species;
  std::vector<Move> moves;
  std::vector<Entry> items, abilities, conditions, types, weathers, terrains, commands, state_values;
  std::vector<Nature> natures;
  std::vector<ActionGroup> groups;
  std::vector<std::string> legacy_attack_groups;  ///< rulebook/legacy_attack_groups.tsv, as written

  std::array<NameIndex, kKindCount> index;
  std::array<bool, kKindCount> has_table{};
  /// Folded sprite code → entry, for codes that do not fold to the entry's own key.
  std::unordered_map<std::string, SpriteRef> sprite_aliases;
  /// chart[attacking * ntypes + defending] = cartridge multiplier.
  std::vector<double> chart;
  std::unique_ptr<ResolveMemo> memo = std::make_unique<ResolveMemo>();

  Entry& entry(Kind k, EntryId id);
  std::size_t size(Kind k) const noexcept;
  NameIndex& idx(Kind k) { return index[static_cast<std::size_t>(k)]; }
  const NameIndex& idx(Kind k) const { return index[static_cast<std::size_t>(k)]; }
  /// Exact-or-alias lookup used while loading (no fuzzy): kNoEntry when absent or ambiguous.
  EntryId find(Kind k, std::string_view name) const;
};

/// Loaders, in the order the constructor runs them. Problems in built-in data are reported into
/// `diags` when given (they mean a broken build, not bad user input).
void load_builtin_tables(DexData& d, DiagnosticList* diags);
void load_rulebook_tables(DexData& d, DiagnosticList* diags);
void load_alias_tables(DexData& d, bool rulebook_kinds, DiagnosticList* diags);
void load_overlay(DexData& d, const std::filesystem::path& data_dir, DiagnosticList* diags);

/// Rows of an entry's table become its `fields` (non-empty cells only).
void fill_fields(Entry& e, const std::vector<std::string_view>& header, const std::vector<std::string_view>& row);

}  // namespace bbp
