#pragma once
// The Dex: every game table bbpref knows (species, moves, items, abilities, types, natures from
// data/dex/; action groups, conditions, weathers, terrains from data/rulebook/; name aliases from
// data/aliases/), plus an optional overlay of Data Audit rows ([1.6]) imported from CSV.
//
// Loaded once, immutable afterwards, safe to share between threads. Every entry is a small integer
// id (its index in its kind's table); names are only needed at the edges (parsing, printing).
#include <bbp/diagnostic.hpp>
#include <bbp/source.hpp>

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bbp {

/// `command`: the universal commands of the handbook (Chill, Aim, Struggle, …; data/rulebook/commands.tsv).
enum class Kind : std::uint8_t { species, move, item, ability, condition, action_group, type, weather, terrain, nature, command,
                                 state_value };
inline constexpr std::size_t kKindCount = 12;
std::string_view to_string(Kind k);
/// "species", "move"/"moves", "item", "ability", "condition", "group"/"action-group", "type",
/// "weather", "terrain", "nature", "command", "state-value" (case-insensitive).
std::optional<Kind> parse_kind(std::string_view text);

using EntryId = std::uint32_t;
inline constexpr EntryId kNoEntry = 0xFFFFFFFFu;

/// One named column value. Views point into embedded data or into the Dex's own buffers.
struct Field {
  std::string_view key;
  std::string_view value;
};

enum class Origin : std::uint8_t { builtin, rulebook, overlay };

/// What every entry of every kind has.
struct Entry {
  std::string_view key;   ///< folded lookup key (= Showdown id for dex tables)
  std::string_view name;  ///< display name
  std::string_view section;  ///< handbook section for rulebook tables, else empty
  Origin origin = Origin::builtin;
  bool dat_override = false;  ///< a Data Audit overlay row changed or added this entry
  std::vector<Field> fields;  ///< every non-empty column of its table row(s), in table order
  std::vector<Field> dat;     ///< Data Audit columns (canonical names, see docs/data.md)
  std::string_view get(std::string_view column) const noexcept;      ///< "" when absent
  std::string_view get_dat(std::string_view column) const noexcept;  ///< "" when absent
};

struct BaseStats {
  int hp = 0, atk = 0, def = 0, spa = 0, spd = 0, spe = 0;
};

/// The numbers a Pokemon has in BBP ([5.6]).
struct BbpStats {
  int hp = 0, attack = 0, defense = 0, special_attack = 0, special_defense = 0, speed = 0;
  int size_class = 0, weight_class = 0;
  friend bool operator==(const BbpStats&, const BbpStats&) = default;
};

/// Body shape for the Size Class table of [5.6]. `unknown` uses the documented default (biped).
enum class BodyShape : std::uint8_t { unknown, serpent, biped, quadruped, avian };

struct AbilitySlot {
  EntryId ability = kNoEntry;  ///< Kind::ability id
  char slot = '0';             ///< '0', '1', 'H' (hidden), 'S' (special)
  bool hidden() const noexcept { return slot == 'H'; }
};

struct Species : Entry {
  int num = 0;
  std::string_view base_species, forme, nonstandard, prevo, changes_from, gender, color;
  std::vector<EntryId> types;  ///< Kind::type ids, in order
  std::vector<AbilitySlot> abilities;
  std::optional<BaseStats> base;  ///< absent for species that exist only in the DAT overlay
  std::optional<double> height_m, weight_kg;
  std::vector<std::string_view> evos, tags, other_formes, battle_only;
  bool is_mega = false, is_gmax = false;
  std::optional<BbpStats> dat_stats;  ///< the DAT's own numbers; they win over the derived ones
  bool is_cap() const noexcept { return nonstandard == "CAP"; }
  bool is_past() const noexcept { return nonstandard == "Past"; }
  bool has_tag(std::string_view tag) const noexcept;  ///< "Mythical", "Ultra Beast", "Paradox", …
};

struct Move : Entry {
  EntryId type = kNoEntry;
  std::string_view category;       ///< Physical | Special | Status
  int base_power = 0;
  std::optional<int> accuracy;     ///< nullopt: never misses
  int priority = 0;
  std::vector<std::string_view> flags;
  bool has_flag(std::string_view f) const noexcept;
};

enum class StatId : std::uint8_t { hp, atk, def, spa, spd, spe };

struct Nature : Entry {
  std::optional<StatId> plus, minus;  ///< both empty (or equal) for neutral natures
  bool neutral() const noexcept { return !plus || !minus || *plus == *minus; }
};

struct GroupMember {
  Kind kind = Kind::move;        ///< move when the member resolved to a move
  EntryId id = kNoEntry;         ///< kNoEntry when it names no entry (a command, a family, …)
  std::string_view name, member_kind, parameter, qualifier;
};

/// A §10.6d action group with its members.
struct ActionGroup : Entry {
  std::vector<GroupMember> members;
};

// ---- name resolution ---------------------------------------------------------------------------

enum class Match : std::uint8_t { exact, alias, fuzzy, ambiguous, unknown };
std::string_view to_string(Match m);

struct Candidate {
  EntryId id = kNoEntry;
  int distance = 0;  ///< edit distance of folded keys (0 for exact/alias hits)
};

struct Resolution {
  Match match = Match::unknown;
  EntryId id = kNoEntry;              ///< set for exact, alias and fuzzy
  int distance = 0;                   ///< for fuzzy
  std::string_view via;               ///< the alias that matched, for alias
  std::vector<Candidate> candidates;  ///< for ambiguous (and the runners-up of fuzzy)
  bool found() const noexcept { return id != kNoEntry; }
};

struct SpriteRef {
  Kind kind = Kind::species;  ///< species or item
  EntryId id = kNoEntry;
};

/// Folds a name for lookup: NFKD, accents dropped, case folded, ♀/♂ → f/m, only letters and
/// digits kept ("Flabébé" → "flabebe", "Type: Null" → "typenull", "Farfetch’d" → "farfetchd").
std::string fold_name(std::string_view text);
/// fold_name(text) == folded, without building the folded string when `text` is ASCII (lookups
/// repeated inside loops: the round engine's move and condition names).
bool folds_to(std::string_view text, std::string_view folded);
/// Largest edit distance a "did you mean" may have for a folded key of `length` code points:
/// none up to 2 (only exact names and aliases), 1 up to 4, 2 up to 8, else 3.
int max_fuzzy_distance(std::size_t length) noexcept;

// ---- BBP numbers ([5.6], [5.8]) ----------------------------------------------------------------

int rank_from_base(int base) noexcept;     ///< floor(base/15)+1 [5.6]
int hp_from_base(int base_hp) noexcept;    ///< (floor(base/15)+1)*5+60 [5.6]
int weight_class(double kg) noexcept;      ///< [5.6] table, 1..12
int size_class(double metres, BodyShape shape) noexcept;  ///< [5.6] table, 1..7
BbpStats derive_bbp_stats(const BaseStats& base, double height_m, double weight_kg, BodyShape shape);
/// Nature: ±1 rank; Speed ×1.15 rounded up / ÷1.15 rounded down (legacy data handbook, used
/// because [5.8] of the Gen 9 handbook is still a placeholder).
BbpStats apply_nature(BbpStats stats, const Nature& nature) noexcept;

// ---- the Dex -----------------------------------------------------------------------------------

struct DexData;

class Dex {
 public:
  /// Built-in tables only.
  Dex();
  /// Built-in tables plus the overlay in `data_dir` (DAT imports under `data_dir/dat/`). Problems
  /// in the overlay files are reported into `diags` (may be null), never thrown.
  explicit Dex(const std::filesystem::path& data_dir, DiagnosticList* diags = nullptr);
  ~Dex();
  Dex(Dex&&) noexcept;
  Dex& operator=(Dex&&) noexcept;

  std::size_t size(Kind k) const noexcept;
  const Entry& entry(Kind k, EntryId id) const;
  const Species& species(EntryId id) const;
  const Move& move(EntryId id) const;
  const Nature& nature(EntryId id) const;
  const ActionGroup& group(EntryId id) const;
  /// The older ruleset's attack-clause group names (data/rulebook/legacy_attack_groups.tsv, as
  /// written: "Damaging [Type] Moves" stands for every type), for --ruleset legacy.
  const std::vector<std::string>& legacy_attack_groups() const noexcept;

  Resolution resolve(Kind k, std::string_view text) const;
  /// Ranked matches for a search box: exact/alias first, then by edit distance, then by prefix.
  std::vector<Candidate> search(Kind k, std::string_view text, std::size_t limit = 10) const;
  /// `set` is the part before '/' in `:sv/tapu fini:` ("" when none), `name` the rest.
  std::optional<SpriteRef> resolve_sprite(std::string_view set, std::string_view name) const;
  /// Splits a whole code (`:ss/meowth-galar:`, colons optional) and resolves it.
  std::optional<SpriteRef> resolve_sprite_code(std::string_view code) const;

  /// BBP numbers of a species: the DAT's when imported, else derived by [5.6] (Gigantamax formes
  /// use the weight of the forme they change from: [11.x] Dynamax keeps Weight Class).
  std::optional<BbpStats> bbp_stats(EntryId species, BodyShape shape = BodyShape::unknown) const;

  /// Cartridge effectiveness (product of the gen 9 chart), e.g. Fire on Bug/Steel = 4.
  double cartridge_effectiveness(EntryId attacking_type, std::span<const EntryId> defending) const;
  /// BBP effectiveness by [5.3b]: weaknesses minus resistances on the chart of steps
  /// (x0.01 … x3), x0 for any immunity. Fire on Bug/Steel = x2.0, Fire on Bug = x1.5.
  double bbp_effectiveness(EntryId attacking_type, std::span<const EntryId> defending) const;
  /// The same with `extra_weaknesses` added to the net count (Stellar against a Pokemon that spent
  /// Technique Control, [5.3]); an immunity still gives x0.
  double bbp_effectiveness(EntryId attacking_type, std::span<const EntryId> defending, int extra_weaknesses) const;

  /// True when data/rulebook/ tables were found and loaded for this kind.
  bool has_table(Kind k) const noexcept;

 private:
  std::unique_ptr<DexData> d_;
};

/// The built-in Dex (no overlay), loaded on first use, thread-safe.
const Dex& dex();

// ---- Data Audit import ([1.6]) -----------------------------------------------------------------

enum class DatSheet : std::uint8_t { species, moves, abilities, items, conditions };
std::optional<DatSheet> parse_dat_sheet(std::string_view text);
std::string_view to_string(DatSheet s);

struct DatImportResult {
  bool written = false;     ///< the overlay file was replaced
  std::size_t rows = 0;     ///< data rows read
  std::size_t added = 0;    ///< rows naming no built-in entry (new entries)
  std::size_t overridden = 0;
  std::filesystem::path file;  ///< the overlay file (written or that would have been)
};

/// What check_dat_csv found: the overlay table it would write, and whether it may be written.
struct DatCheckResult {
  bool ok = false;          ///< no error: the overlay may replace the old one
  std::size_t rows = 0;     ///< data rows read
  std::size_t added = 0;    ///< rows naming no built-in entry (new entries)
  std::size_t overridden = 0;
  std::string overlay;      ///< the overlay table (TSV) of the rows that passed
};

/// The checking half of import_dat_csv, against `current` (the Dex the names resolve in); writes
/// nothing. Every problem goes into `diags` with its row and column.
DatCheckResult check_dat_csv(const SourceFile& csv, DatSheet sheet, const Dex& current, DiagnosticList& diags);

/// Reads a CSV exported from the DAT spreadsheet (RFC 4180, BOM, CRLF, quoted newlines), matches
/// columns by header name, checks every row, and only when nothing is wrong replaces
/// `data_dir/dat/<sheet>.tsv`. Every problem goes into `diags` with its row and column.
DatImportResult import_dat_csv(const SourceFile& csv, DatSheet sheet, const std::filesystem::path& data_dir,
                               DiagnosticList& diags);

/// `$XDG_DATA_HOME/bbpref`, else `~/.local/share/bbpref`, else `./.bbpref`.
std::filesystem::path default_data_dir();

/// [10.6d] The action group a phrase names: "a Protective Move", "Protective Moves", "any
/// Sleep-Inducing Move" (an alias). A leading article and a plural "s" are no part of the name.
/// Exact and alias matches are the group; a fuzzy match is only a suggestion.
Resolution resolve_action_group(const Dex& dex, std::string_view phrase);

}  // namespace bbp
