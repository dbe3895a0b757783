#pragma once
// The profile checker for approvers: a trainer profile post, or a post holding one or many Pokemon
// profiles (each usually inside [hide="NAME"]…[/hide]), read into structs that keep the byte span
// of every field, then checked against the handbook's template and rules ("Profile Creation",
// "Pokemon Profile Template", the Muginn example, [5.4]-[5.8], [12.1], the starter rules).
// Older (Gen 8 era) layouts such as the Battle Pike teams are recognised as such; differences that
// are only the older format are not errors (docs/rulings.md, "Profiles").
//
// Stable API: the thread tool and the web page (POST /api/profile) use parse/check/to_json; the
// JSON is the document `bbpref profile --format json` prints (docs/profile-json.md).
#include <bbp/bbcode.hpp>
#include <bbp/dex.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/source.hpp>
#include <bbp/span.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::profile {

/// A value as written, with where it was written. `span` is in source (post) coordinates.
struct Text {
  std::string text;
  Span span;
  bool present() const noexcept { return !text.empty(); }
};

/// Which template a profile follows. `gen8`: the older layout (star rating instead of Level,
/// "Ability:", "Size Class:", an "Items:" line, moves without Level blocks).
enum class Layout : std::uint8_t { gen9, gen8 };
std::string_view to_string(Layout l);

/// The template's fields, in the template's order ("Pokemon Profile Template", items 1-8).
enum class Field : std::uint8_t { sprite, species, level, nature, typing, abilities, traits, stats, moves };
std::string_view to_string(Field f);

struct FieldPos {
  Field field = Field::sprite;
  Span span;
};

struct Ability {
  Text name;
  EntryId id = kNoEntry;  ///< Kind::ability, kNoEntry when unknown
  bool hidden = false;    ///< written after "HA:" / "Hidden Ability:" (or is the species' hidden one)
  bool locked = false;    ///< struck out ([s]…[/s]): a hidden ability not yet unlocked ([5.4])
};

/// One stat line ("Sp.Atk: 12 (+)").
struct Stat {
  std::optional<int> value;  ///< nullopt when the line is missing or unreadable
  Span span;                 ///< the number (or the line when unreadable; empty when missing)
  int mark = 0;              ///< +1 for "(+)", -1 for "(-)", 0 when unmarked
  std::optional<int> alternate;  ///< a second column ("85 —— 90" of a Mega forme), older layout
};

enum class StatKey : std::uint8_t { hp, attack, defense, special_attack, special_defense, speed, size, weight };
inline constexpr std::size_t kStatCount = 8;
std::string_view to_string(StatKey k);  ///< "hp", "attack", …, "size", "weight"

struct Move {
  Text name;                    ///< without suffixes: "Hidden Power", "Psycho Boost"
  EntryId id = kNoEntry;        ///< Kind::move
  std::string suffix;           ///< what followed the name: "(~)", "(sig)", "[Ground]"
  std::string hidden_power_type;  ///< "Ground" of "Hidden Power [Ground]" / "(Ground)"
  bool signature = false;       ///< marked "(sig)" ([5.5] signature moves)
};

/// "Level 2:" and the moves under it; `level` is nullopt for a movepool without Level blocks
/// (older layout) or for moves before the first Level header.
struct LevelBlock {
  std::optional<int> level;
  Span header;  ///< the "Level N" line (empty when there is none)
  std::vector<Move> moves;
};

/// Alternate forme data inside a profile ([5.1] "Other Formes").
struct Forme {
  Text species;
  EntryId species_id = kNoEntry;
  std::vector<Text> typing;
  std::vector<Ability> abilities;
  std::vector<Text> traits;
  Stat stats[kStatCount];
  Span span;
};

struct PokemonProfile {
  Span span;          ///< the whole profile (the [hide] block's inner text, or the region)
  Text title;         ///< the [hide="…"] title, when there is one
  Layout layout = Layout::gen9;
  Text sprite;        ///< the sprite code or image URL
  EntryId sprite_species = kNoEntry;
  Text nickname;      ///< "Muginn" (may be empty)
  Text species;       ///< "Murkrow" as written
  EntryId species_id = kNoEntry;  ///< Kind::species, kNoEntry when unknown
  Text gender;        ///< "♀", "♂" when written
  Text role;          ///< a role line above the sprite ("Special Sweeper")
  std::optional<int> level;   ///< 0-4 (gen9); nullopt when not written
  Span level_span;
  std::optional<int> stars;   ///< the older layout's star rating (★★★★★ = 5)
  std::optional<int> exp;     ///< the n of "EXP: n / 10"; nullopt for "--" or when absent
  Span exp_span;
  bool exp_dashes = false;    ///< written "-- / 10" (no more EXP to earn, or not tracked)
  std::optional<int> exp_max; ///< the 10 of "n / 10"
  Text nature;                ///< "Hardy"
  EntryId nature_id = kNoEntry;
  Text nature_note;           ///< the parenthesis after it: "+None, -None"
  std::vector<Text> typing;   ///< in order, as written
  std::vector<EntryId> type_ids;
  std::vector<Ability> abilities;
  std::vector<Text> traits;   ///< "Unique Traits" lines
  std::vector<Text> items;    ///< older layout "Items:" line entries
  std::vector<Text> notes;    ///< lines such as 'See 5.10 "Unique Pokemon"'
  Stat stats[kStatCount];
  std::vector<Forme> formes;
  std::vector<LevelBlock> moves;
  std::vector<FieldPos> field_order;  ///< where each template field was found, in source order
  std::vector<std::size_t> diagnostics;  ///< indices into Result::diagnostics
};

struct Currency {
  Text name;                     ///< "TC", "RC", "JC", "SP", "CS"
  std::optional<long long> value;  ///< nullopt when not a non-negative integer
  Span value_span;
};

struct ItemLine {
  std::optional<int> count;  ///< the 1 of "1x"
  Text sprite;               ///< ":oran berry:"
  Text name;                 ///< "Oran Berry"
  EntryId item = kNoEntry;   ///< Kind::item, kNoEntry when not an item of the Dex
  bool key_item = false;
  Span span;                 ///< the whole line
};

struct TrainerProfile {
  Span span;
  Text trainer_name;
  std::vector<Text> pokemon;        ///< the "Pokemon:" list
  std::optional<int> trainer_level;
  Span trainer_level_span;
  std::vector<Currency> currencies;
  std::vector<ItemLine> items;      ///< Items and Key Items (key_item set)
  std::vector<Text> current_battles;
  std::vector<Text> prize_claims;
  Span pokemon_span, items_span, key_items_span, battles_span, prize_claims_span, currencies_span;
  std::vector<std::size_t> diagnostics;
};

struct Options {
  bbcode::Options bbcode;
  const Dex* dex = nullptr;  ///< nullptr = the built-in Dex (bbp::dex())
};

struct Result {
  bool ok_input = true;  ///< false when the post was rejected before parsing (invalid UTF-8, too large)
  std::vector<PokemonProfile> pokemon;
  std::optional<TrainerProfile> trainer;
  DiagnosticList diagnostics;
  bool ok() const { return ok_input && !diagnostics.has_errors(); }
};

/// Reads the post's structure (every profile and field with spans). Syntax problems only
/// (unreadable lines, missing fields) are diagnostics here. Never throws.
Result parse(std::string_view source, const Options& options = {});

/// Runs every rule (5xxx) on a parsed post and appends the diagnostics (also indexed on each
/// profile). Never throws.
void check(Result& result, std::string_view source, const Options& options = {});

/// parse + check.
Result check_post(std::string_view source, const Options& options = {});

/// [12.1] "All of a Trainer's owned Pokemon's complete profiles": every Pokemon the trainer
/// profile lists must have a profile among `pokemon_posts`. Diagnostics go into `trainer_post`
/// (which must hold a trainer profile) at the list entry.
void check_roster(Result& trainer_post, const std::vector<const Result*>& pokemon_posts);

/// The JSON document of docs/profile-json.md (what `bbpref profile --format json` prints).
nlohmann::json to_json(const Result& result, const SourceFile& src);
/// An approver's review as a forum reply (BBCode) a person can paste into the thread.
std::string render_bbcode(const Result& result, const SourceFile& src);
/// SARIF 2.1.0.
std::string render_sarif(const Result& result, const SourceFile& src);

}  // namespace bbp::profile
