#pragma once
// The profile reader's view of a post: lines of the plain-text projection, each mapped back to the
// source, and what one line reads as under grammar/profile.hpp.
#include <bbp/bbcode.hpp>
#include <bbp/profile.hpp>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace bbp::profile::detail {

/// One line of the projection (without its '\n').
struct Line {
  std::size_t begin = 0, end = 0;  ///< projection offsets
  std::string_view text;           ///< view into the projection
};

/// A piece of a line: [begin, end) relative to the line's start.
struct Piece {
  std::size_t begin = 0, end = 0;
  bool empty() const noexcept { return begin == end; }
};

enum class LineKind : std::uint8_t {
  blank, level, exp, stars, nature, typing, abilities, traits, items, note, formes, stat, moves_header,
  block_header, move, move_list, other,  // move_list: "Thunder Shock, Quick Attack" under Moves
  species_field, nickname_field,  // "Species: Lucario (M)", "Name: Aura"
  // trainer profile
  trainer_name, trainer_pokemon, trainer_level, currency, items_header, key_items_header, battles_header,
  prizes_header, item_line,
};

/// What a line read as: its kind and the pieces the grammar captured.
struct LineRead {
  LineKind kind = LineKind::other;
  Piece value;  ///< level value, nature name, typing/abilities/traits/items/section value, move name,
                ///< stat value, block level, currency value, item name
  Piece exp_value, exp_max, nature_note, item_sprite, item_count, key;
  bool exp_present = false, exp_dashes = false, exp_readable = true, nature_paren = false;
  StatKey stat = StatKey::hp;
  bool stat_readable = true;
  int mark = 0;
  std::optional<int> alternate;
  std::vector<Piece> suffixes;  ///< move suffixes, with their brackets
  std::vector<LineRead> inline_moves;  ///< block_header "Level 0: Astonish, Ember" / moves_header "Moves: …": its moves
};

/// Reads a line as one of the Pokemon-profile kinds. `in_moves`: after the Moves header, where
/// "Level 2:" is a Level block and other lines are moves.
LineRead read_pokemon_line(std::string_view line, bool in_moves);
/// Reads a line as one of the trainer-profile kinds (blank/other when none).
LineRead read_trainer_line(std::string_view line);

/// The types of "Dark/Flying" (pieces relative to `value`), and where an alternate column starts.
std::vector<Piece> read_type_list(std::string_view value);

struct AbilityPiece {
  Piece name;
  bool hidden = false;
  /// "Lightning Rod (locked)", "(unlocks at Level 3)": the player's note says it is locked, as
  /// striking it through does.
  bool locked_note = false;
};
/// The abilities of "Insomnia, Super Luck HA: Prankster" (pieces relative to `value`); empty
/// when the list does not read.
std::vector<AbilityPiece> read_ability_list(std::string_view value);

/// [5.1] the template gives the Level a line of its own; a Level written after the name ("Sparky
/// (Pikachu) — Level 1") is read as that line: the name line and the Level line, each mapped to its
/// own bytes (combined_lines.cpp).
std::vector<Line> with_level_lines(const std::vector<Line>& lines);
/// The pieces of a line holding two or more stats divided by " | ", " / " or ", " ("Size: 2 |
/// Weight: 2"), each a whole stat line; empty when the line is not shaped so.
std::vector<Line> stat_parts(const Line& l);

/// Splits the projection into lines.
std::vector<Line> split_lines(const bbcode::Projection& plain);

/// A trimmed piece (no blanks at either end).
Piece trim(std::string_view line, Piece p);
std::string_view slice(std::string_view line, Piece p);

}  // namespace bbp::profile::detail
