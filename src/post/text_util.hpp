#pragma once
// Sprite codes in projection text, for the segmenter and the orders parsers; the ASCII helpers
// live in text/ascii_text.hpp and are visible here too.
#include "text/ascii_text.hpp"

#include <bbp/span.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::post::text {

using namespace bbp::text;  // post::text::to_lower etc. keep working
/// A sprite code ":sv/scyther:" found in text: span relative to the text searched.
struct SpriteHit {
  std::size_t begin = 0;
  std::size_t end = 0;  ///< one past the closing ':'
  std::string_view set;   ///< "sv" or empty
  std::string_view name;  ///< "scyther"
};
/// The Doubles/Triples positions written before a Pokemon's name ("Left: Gina", "Right - Tallow").
inline constexpr std::string_view kFieldPositions[] = {"left", "right", "center", "centre", "middle"};
/// `words` (trimmed) is one of the positions, any case, alone or with "slot", "side" or "position"
/// after it ("Left", "right slot").
bool is_field_position(std::string_view words);
/// "the Switching Phase" [2.5]: the phase's name is no switch and names no Pokemon
/// ("Tera Fighting during the Switching Phase", "Switching Phase: Tera Fighting on Aura").
inline constexpr std::string_view kSwitchingPhase = "switching phase";
/// `s` opens with the phase's name, any case.
bool opens_with_switching_phase(std::string_view s);

/// The sprite code starting exactly at `pos`, if there is one.
std::optional<SpriteHit> sprite_at(std::string_view s, std::size_t pos);
/// Where the sprite codes leading `s` end, with the blanks around them (0 when none leads).
std::size_t after_leading_sprites(std::string_view s);
/// Every sprite code in `s`, left to right, not overlapping (glued codes ":a::b:" are two).
std::vector<SpriteHit> find_sprites(std::string_view s);

}  // namespace bbp::post::text
