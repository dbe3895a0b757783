#pragma once
// Stage 2 of the pipeline (Segment): a post's plain-text projection cut into lines, and every
// non-blank line assigned to exactly one block — order set header, main orders, substitution,
// addendum, send-out, switch, counter-switch decision, Terastal declaration, equip, flavor,
// heading or unreadable (a send-out and the orders after it on its line: two) — with order sets
// grouping a Pokemon's header, main orders, substitutions and addenda ([9.1] "order set").
//
// Nothing is dropped: the segmenter never skips a line, so a later stage can always point at
// what the player wrote. Bold and italic help but never decide alone (Conventions of Posting:
// "any method that clearly segments game orders from flavor is sufficient").
#include <bbp/bbcode.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/limits.hpp>
#include <bbp/span.hpp>

#include <cstdint>
#include <string_view>
#include <vector>

namespace bbp::post {

enum class BlockKind : std::uint8_t {
  header,          ///< identifies the Pokemon an order set is for (sprite / nickname / species)
  main_orders,     ///< [9.1] one action order per step
  substitution,    ///< [9.2]/[10] one substitution (possibly joined from two physical lines)
  addendum,        ///< [9.3] "Do not activate Sand Stream", forme choices, technique lines
  sendout,         ///< [2.5c] sending a Pokemon out (possibly with items equipped, [9.6])
  switch_decl,     ///< [2.5d]/[2.5e] manual switch or counter-switch into a Pokemon
  counter_switch,  ///< [2.5e] accepting/declining a counter-switch without naming a Pokemon
  terastal,        ///< [11.7b] Terastallize declaration
  equip,           ///< [9.6] equipping an item without a send-out on the same line
  flavor,          ///< dialogue, roleplay, [quote] of the opponent, remarks
  heading,         ///< structural labels: "Orders:", "Subs:", "Substitutions"
  unreadable,      ///< a line inside an order set that reads as none of the above
};

std::string_view to_string(BlockKind k);

/// One physical line of the projection.
struct Line {
  Span text;                  ///< projection span, without the '\n'
  std::uint32_t style_all = 0;  ///< style flags every non-space byte has
  std::uint32_t style_any = 0;  ///< style flags some byte has
};

struct Block {
  BlockKind kind = BlockKind::flavor;
  Span text;      ///< projection span (joined lines: from the first line's start to the last's end)
  Span source;    ///< the same text in the source post
  std::uint32_t first_line = 0;  ///< index into Segmented::lines
  std::uint32_t line_count = 1;  ///< 2 for a substitution joined from two lines
  int order_set = -1;            ///< index into Segmented::order_sets, -1 when not in one
  /// Label stripped before reading ("1.", "Sub 1:", "S1 -", "•"): projection span of the
  /// content after the label. Equal to `text` when there is no label.
  Span content;
  bool in_flavor = false;  ///< send-out/switch/equip dressed in flavor (quoted or italic)
};

/// The blocks of one Pokemon's orders, by index into Segmented::blocks.
struct OrderSetBlocks {
  int header = -1;       ///< -1 when the orders came without a header line
  int main_orders = -1;  ///< -1 when the set has none (e.g. only substitutions)
  /// When the header is written on the orders line (":sv/scyther: Swords Dance - …" or
  /// "Chlamy: Tackle - …"): projection spans of the header part and the orders part.
  Span inline_header;
  Span inline_orders;
  /// No header, but an equip line directly before the orders (":sv/scyther: Triantis @ Life Orb"
  /// then "Swords Dance - …"): the holder's part of it, before the "@", names the set.
  Span holder_name;
  std::vector<int> substitutions;
  std::vector<int> addenda;
  std::vector<int> unreadable;
};

struct Segmented {
  std::vector<Line> lines;  ///< every physical line, blank ones included
  /// In post order; every non-blank line is in exactly one block, but for a send-out and the
  /// orders after it on the same line ("Sending out … @ Focus Sash: Swords Dance - …"): a sendout
  /// block and a main_orders block side by side, no byte in both.
  std::vector<Block> blocks;
  std::vector<OrderSetBlocks> order_sets;
};

struct Options {
  /// The segmenter applies line_bytes: a longer line is not read as orders (orders-line-too-long).
  Limits limits;
  /// The substitution grammar's own test (orders::looks_like_substitution), consulted besides the
  /// segmenter's keyword heuristics; passed in so segmenting does not depend on that grammar.
  bool (*is_substitution)(std::string_view line) = nullptr;
  /// Whether the word is one the substitution grammar reads past before IF ("Also", "Furthermore":
  /// orders::is_lead_in_word); before ", use …" it opens a sentence and names no Pokemon.
  bool (*is_lead_in_word)(std::string_view word) = nullptr;
  /// The orders stage's test for a line that is one known action (orders::looks_like_single_action):
  /// a short name above such a line is the header of one-step main orders.
  bool (*is_single_action)(std::string_view line) = nullptr;
  /// The same test allowing a misspelling (orders::looks_like_action_name): a misspelt first move
  /// ("Swords Dnace - Earthquake - …") is no name written before the steps.
  bool (*is_action_like)(std::string_view line) = nullptr;
  /// Whether some words of the line name a move or command exactly (orders::mentions_action_name):
  /// a short sentence naming none ("Triantis sharpens its blades.") is flavor, not an unreadable
  /// order line.
  bool (*mentions_action)(std::string_view line) = nullptr;
  /// Whether the text is one species of the Dex (orders::looks_like_species_name): "Kingambit |
  /// Dragapult" lists a team, no main orders of two unknown actions.
  bool (*is_species)(std::string_view text) = nullptr;
};

/// Length of a substitution label at the start of `line` ("1.", "1)", "Sub 1:", "S1 -", "#2", "•",
/// "-"), including the spaces after it; 0 when there is none. The one list of labels and bullets
/// besides the grammar's `label` (grammar/substitution.hpp).
std::size_t substitution_label_length(std::string_view line);

/// [9.1] Words struck through ([s]…[/s]) in a line that keeps other words are withdrawn: blanked
/// in `plain` (each byte still maps to its source) with a struck-line note on each run. Lines
/// struck whole are left to `segment`, which keeps them as withdrawn flavor. Run before it.
void withdraw_struck_runs(bbcode::Projection& plain, DiagnosticList& diags);

/// Segments a post. Never throws; never drops a non-blank line.
Segmented segment(const bbcode::Projection& plain, DiagnosticList& diags, const Options& options = {});

// ---- helpers shared with the orders stage --------------------------------------------------

/// Source span of a projection span, computed from the projection's pieces.
Span to_source(const bbcode::Projection& plain, Span text_span);
/// A projection with one piece covering `text` (text that is its own source: tests, benches).
bbcode::Projection identity_projection(std::string_view text);
/// `span` without leading/trailing ASCII spaces and tabs (of `text`).
Span trim(std::string_view text, Span span);

}  // namespace bbp::post
