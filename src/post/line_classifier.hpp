#pragma once
// What one line of a post reads as, judged from its words alone (the segmenter then uses the
// line's position in the post to settle what a line-level guess cannot).
#include <bbp/post.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace bbp::post {

enum class Guess : std::uint8_t {
  quote,            ///< inside [quote]: the opponent's words, never orders
  heading,          ///< "Orders:", "Subs:", "Substitutions"
  addendum,         ///< [9.3] "Do not activate …", technique lines ("Dynamax!")
  substitution,     ///< [10] IF … THEN …, timing openers
  counter_switch,   ///< [2.5e] "No counterswitch", "We'll stay in"
  switch_decl,      ///< [2.5d] "Switching out A for B", ":a: -> :b:", "Switching to B"
  terastal,         ///< [11.7b] "Terastallize …"
  sendout,          ///< [2.5c] "Sending out …", "I'll lead with …"
  equip,            ///< [9.6] "Nidoking @ Life Orb", "giving … his Choice Specs"
  header,           ///< a Pokemon's sprite/name standing alone
  header_and_orders,///< ":sv/scyther: Swords Dance - X-Scissor" / "Chlamy: Tackle - Growl"
  main_orders,      ///< has step separators at top level
  flavor,           ///< speech, italic prose, roleplay, remarks
  unknown,          ///< none of the above by its words
};

struct LineInfo {
  Guess guess = Guess::unknown;
  std::size_t label_end = 0;   ///< bytes of a sub label ("1.", "Sub 1:", "S1 -", "•") to skip
  std::size_t inline_split = 0;  ///< header_and_orders: where the orders begin
  std::size_t header_end = 0;    ///< header_and_orders: where the header ends when before inline_split (0: at it)
  /// header_and_orders: what precedes the orders is a heading word ("Orders: A - B"), not a name
  bool heading_prefix = false;
  /// heading: the Pokemon it names ("Gina Subs:", "Subs for Gina", "Volt's orders"), relative to
  /// the line; empty for a plain heading.
  std::size_t heading_name_begin = 0, heading_name_end = 0;
  bool dressed = false;        ///< send-out/switch/equip written inside flavor
  bool item_field = false;     ///< equip written as "Item: Life Orb" (item_field_value): no holder named
  /// flavor only because it reads like a sentence (not quoted, not italic): the substitution
  /// grammar's test may still claim it ("Use Detect if Weavile is to use Protect.").
  bool sentence_only = false;
};

/// Style facts the classifier needs, from the projection (bbcode::StyleFlag bits).
struct LineStyle {
  bool all_quote = false;
  bool all_italic = false;
  bool all_bold = false;
};

/// `at_is_target`: the orders stage found a known action before the line's '@' ("Brave Bird @
/// Scizor"), so the '@' is a target, not an equip.
/// `tight_slashes`: read a '/' without spaces as a step separator (scan_separators).
LineInfo classify_line(std::string_view line, LineStyle style, bool at_is_target = false, bool tight_slashes = false);

/// Whether `text` reads as a send-out by its words alone ([2.5c]: "Sending out …", "Go, Lucario",
/// "Lead:"), dressed in speech or not.
bool reads_as_sendout(std::string_view text);

/// "Item: Life Orb", "Held item: Life Orb", "Holding: Life Orb", "@ Life Orb" on a line of its own
/// inside an order set: the item the set's Pokemon is equipped with ([9.6]). Where the item's name
/// starts in `line`, 0 when the line is not shaped so.
std::size_t item_field_value(std::string_view line);

/// [9.3] "Speed Boost: No", "Sturdy: off", "Leftovers: yes": an addendum written as the object and
/// a yes/no choice after a colon.
struct AddendumChoice {
  std::size_t colon = 0;  ///< where the colon stands (the object is before it); 0: not shaped so
  bool declines = false;  ///< "no", "off", "don't activate": ordering otherwise ([9.3a])
};
AddendumChoice addendum_choice(std::string_view line);
/// [9.3a] The words that give an addendum a time, which [9.3a] forbids ("It's not possible … to
/// further specify when"): before it ("On step 2, don't activate …") or after its object ("…
/// Speed Boost on step 2"). Lower case; matched in any case.
inline constexpr std::string_view kAddendumTimeWords[] = {
    "on step",      "in step",       "during step",   "for step",     "at step",      "after step",
    "before step",  "from step",     "this step",     "next step",    "this turn",    "on turn",
    "on the first", "on the second", "on the third",  "on the last",  "on the final", "for the first",
    "for the second", "for the last"};
/// "On step 2, don't activate Speed Boost", "During steps 1 and 2, …": a time opening an addendum,
/// up to its comma and the blanks after it (the addendum's condition); 0 when none.
std::size_t addendum_time_lead_length(std::string_view line);

/// Substitution heuristics on text with its label already removed ([10.1]: timing, trigger,
/// result; "IF … THEN …" in any case).
bool substitution_words(std::string_view text);
// substitution_label_length: declared in <bbp/post.hpp> (the parse stage uses it too).
/// The first line of a substitution spread over two lines: "IF … ," waiting for "THEN …", or a
/// lone timing clause waiting for "IF …", or a bare label.
bool substitution_continues(std::string_view first, std::string_view next);
/// "Heracross uses Protect => Swords Dance", "Heracross uses Protect, use Swords Dance": an action
/// clause ("uses", "intends", "attempts", "is to use") before an arrow, or before ", use" when the
/// line has no arrow; a substitution in shorthand without IF and THEN (main orders name
/// no "uses" before their arrows, except their own Pokemon's, which the segmenter tells apart).
/// With `is_action` (the Dex), "Heracross Protects -> Swords Dance" too: a user, then a move's name
/// as its verb.
bool shorthand_substitution(std::string_view line, bool (*is_action)(std::string_view) = nullptr);
/// Where ", use " or ", then use " first stands in `line` (any case): the order after a comma that
/// divides shorthand_substitution's words; npos when neither does.
std::size_t comma_order_at(std::string_view line);
/// "Heracross Protects", "Heracross Close Combats": words ending in a known action's name with an
/// "s" or "es" added, a move used as a verb ([10.3b] reads "IF Tyranitar Protects" so). With
/// `need_user`, some words must come before the move's.
bool ends_in_move_verb(std::string_view words, bool (*is_action)(std::string_view), bool need_user);

}  // namespace bbp::post
