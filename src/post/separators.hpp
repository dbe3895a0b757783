#pragma once
// Separators between action orders in main orders ([9.1]: "commas, dashes or long dashes, vertical
// pipes, or any other easy-to-read separator"; [2.7b]: with multiple actions per step, dividers
// between steps must differ from dividers between the actions within each step).
//
// `-` and `,` also occur inside names (Porygon-Z, X-Scissor, Will-O-Wisp, 10,000,000 Volt
// Thunderbolt), so a dash only separates with spaces on both sides (or as an em/en dash) and a
// comma never separates two digits. Nothing inside parentheses or a sprite code separates.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace bbp::post {

/// Ordered by how strongly they divide: the strongest kind present on a line separates steps.
/// `line`: a line break between steps written one per line ("Step 1: Swords Dance" / "Step 2: …").
enum class SepKind : std::uint8_t { line, pipe, dash, arrow, tilde, bullet, then, slash, semicolon, comma };
inline constexpr int kSepKinds = 10;

struct SepToken {
  SepKind kind;
  std::size_t begin;  ///< relative to the scanned text
  std::size_t end;
};

/// Every arrow players write between steps or between the Pokemon of a switch, ASCII first:
/// "->", "=>", →, ⇒, ➔, ➜, ➡, ⟶, » (the one list; grammar/substitution_words.hpp `arrow_glyph`
/// holds the same code points for the substitution grammar).
/// Pointing glyphs count as arrows too: ‣ ▸ ► ⟩ ❯ ("Swords Dance ‣ Earthquake ‣ Earthquake").
inline constexpr std::string_view kArrows[] = {"->", "=>", "\xE2\x86\x92", "\xE2\x87\x92", "\xE2\x9E\x94",
                                               "\xE2\x9E\x9C", "\xE2\x9E\xA1", "\xE2\x9F\xB6", "\xC2\xBB",
                                               "\xE2\x80\xA3", "\xE2\x96\xB8", "\xE2\x96\xBA", "\xE2\x9F\xA9",
                                               "\xE2\x9D\xAF"};
/// The length of the arrow of kArrows starting at `s[i]`, 0 if none.
std::size_t arrow_at(std::string_view s, std::size_t i);

std::string_view to_string(SepKind k);
/// True for separators the handbook does not name; they are read, with a note ([9.1]).
bool is_unusual(SepKind k);

struct SepScan {
  std::vector<SepToken> tokens;
  int max_depth = 0;          ///< deepest parenthesis nesting seen
  bool unbalanced = false;    ///< a ')' without '(' or a '(' never closed
};

/// Every separator token of `text` at parenthesis depth 0, left to right. A line break is a `line`
/// token that also covers the next line's step label; it divides even inside a parenthesis left
/// open on its line. With `tight_slashes`, a '/' without spaces ("U-turn/Roost/Brave Bird") is a
/// slash too: only for callers that then check every part is a known action, since "Rotom-W/Wash"
/// or "N/A" are no orders.
SepScan scan_separators(std::string_view text, bool tight_slashes = false);

/// Whether `orders` is two or more steps divided by '/' alone, spaced or not ("U-turn/Roost/Brave
/// Bird"), each a known action by `is_single_action`: when tight slashes may be read as steps.
bool slash_steps_are_actions(std::string_view orders, bool (*is_single_action)(std::string_view));

/// "SD-XS-XS", "Swords Dance-X-Scissor-X-Scissor": where the '-' without spaces divide `orders`
/// into two or more parts that are each a known action by `is_single_action`, when nothing else
/// divides it; empty when they do not. Names hold such dashes too (X-Scissor, U-turn,
/// Will-O-Wisp), so the Dex chooses the dividing ones: the reading with the fewest parts, none
/// when the whole is one action. Positions are relative to `orders`; a long text or one with
/// many dashes is never read so (no order line has more than a few).
std::vector<std::size_t> tight_dash_cuts(std::string_view orders, bool (*is_single_action)(std::string_view));
/// Dash tokens at `cuts` (tight_dash_cuts), relative to the same text.
std::vector<SepToken> dash_tokens_at(const std::vector<std::size_t>& cuts);

/// A step label at the start of `line`: "Step 2:", "Step 2", "2.", "2)", "2:", "2nd:", "2nd step -",
/// "Second:", "Second step:", "Step two:" followed by a space; its length including the spaces after
/// it, and the step number in `number`. 0 when there is none (a number must be followed by ':',
/// '.', ')' or '-' unless "Step" precedes it, so "10,000,000 Volt Thunderbolt" has none; an ordinal
/// word always needs its mark, so "First Impression" has none).
std::size_t step_label_length(std::string_view line, int& number);
/// The same, and the last step the label covers in `last`: `number` itself, or the end of a range
/// ("Steps 2-3:", "Step 2 & 3:", "2-3:"; one action for each of its steps).
std::size_t step_label_length(std::string_view line, int& number, int& last);
/// The bullet glyph opening `line` (- * + ~ > – — • · ∙ ⋅ ● ◦ ▪ ► ▸ ➤; the grammar's `label` holds
/// the same list), its length in bytes; 0 when none.
std::size_t list_bullet_glyph_length(std::string_view line);
/// A list's bullet at the start of `line`, "- Flower Trick", "• U-turn", "* Knock Off": the
/// bullet (- * + ~ > – — • · ∙ ⋅ ● ◦ ▪ ► ▸ ➤) and the blanks after it; 0 when none, or when no
/// blank follows ("-Flower Trick", "--").
std::size_t list_bullet_length(std::string_view line);
/// Where the text after a list bullet opening `line` (after leading blanks) starts; 0 when none.
std::size_t after_list_bullet(std::string_view line);
/// A bare step number at the start of `line`, "1 Rapid Spin": one or two digits and a blank; its
/// length with the blanks, the number in `number`, 0 when there is none. Only a label when the
/// rest is a known action and the numbers count the steps (the callers check both).
std::size_t bare_step_number_length(std::string_view line, int& number);

/// The step separator kind and the within-step kind of a scan (strongest two kinds present).
struct SepChoice {
  bool has_step = false;
  SepKind step = SepKind::pipe;
  bool has_action = false;
  SepKind action = SepKind::comma;
};
SepChoice choose_separators(const SepScan& scan);
/// The steps of `text`, trimmed, divided by the strongest separator kind on it (choose_separators);
/// the whole text as one step when none divides steps.
std::vector<std::string_view> steps_of(std::string_view text);

}  // namespace bbp::post
