// What the words of a clause's subject and comparison mean: placeholders ([10.4a]) and
// comparators ([10.6e]). Word lists only; the builder finds the words.
#include "orders/clause_words.hpp"

namespace bbp::orders::detail {
namespace {

bool contains(std::string_view hay, std::string_view needle) { return hay.find(needle) != std::string_view::npos; }

/// "the Pokemon on the left", "the left opponent", "your right ally", "the one in the middle
/// slot": a Pokemon named by its field position (Doubles, Triples).
bool names_a_position(std::string_view w) {
  for (std::string_view p : {" on the left", " on the right", " on the center", " on the centre", " on the middle"})
    if (w.find(p) != std::string_view::npos) return true;
  if (!w.starts_with("the ") && !w.starts_with("your ")) return false;
  for (std::string_view p : {" left ", " right ", " center ", " centre ", " middle "})
    if (w.find(p) != std::string_view::npos) return true;
  return false;
}

/// "the other opponent", "your other ally", "the other one": a Pokemon told apart from one named
/// before it.
bool names_the_other(std::string_view w) {
  for (std::string_view article : {"the ", "your ", "my ", "their "})
    if (w.starts_with(article)) {
      w.remove_prefix(article.size());
      break;
    }
  return w.starts_with("other ");
}

}  // namespace

Placeholder placeholder_of(std::string_view w) {
  // [10.3b] plain English for "any opponent": "either opponent" in Doubles, "a foe".
  if (w == "any opponent" || w == "an opponent" || w == "any foe" || w == "a foe" || w == "either opponent" ||
      w == "either foe" || w == "any enemy" || w == "an enemy" || w == "either enemy" || w == "any opposing pokemon" ||
      w == "an opposing pokemon" || w == "either opposing pokemon")
    return Placeholder::any_opponent;
  if (w.starts_with("both ") || w.starts_with("all ") || w.starts_with("either of ") ||
      w.starts_with("each of ") || w.starts_with("both of "))
    return Placeholder::group;
  if (w == "any ally" || w == "an ally") return Placeholder::any_ally;
  if (w == "any pokemon" || w == "any pok\xC3\xA9mon" || w == "a pokemon") return Placeholder::any_pokemon;
  if (w.starts_with("that ")) return Placeholder::reference;
  if (w == "the opponent" || w == "your opponent" || w == "the foe" || w == "your foe" || w == "the enemy" ||
      w == "opponent" || w == "foe" || w == "the opposing pokemon" || w == "your enemy")
    return Placeholder::opponent;
  if (w == "the target" || w == "your target" || w == "target") return Placeholder::target;
  if (names_a_position(w)) return Placeholder::position;
  if (names_the_other(w)) return Placeholder::other;
  // The player speaking as the recipient: "If I am below half", "faster than me".
  if (w == "you" || w == "your" || w == "yourself" || w == "yours" || w == "my" || w == "your own" || w == "i" ||
      w == "me" || w == "myself" || w == "mine" || w == "my own")
    return Placeholder::self;
  if (w == "it" || w == "its" || w == "they" || w == "their" || w == "them" || w == "we")
    return Placeholder::pronoun;
  return Placeholder::none;
}

Comparator comparator_of(std::string_view f) {
  // "at or below", "at or above", "equal to or less than", "equal to or more than"
  if (f.starts_with("at or ") || f.starts_with("equal to or "))
    return contains(f, "below") || contains(f, "under") || contains(f, "less") || contains(f, "fewer") ||
                   contains(f, "lower")
               ? Comparator::le
               : Comparator::ge;
  if (contains(f, "not equal") || f == "!=" || f == "\xE2\x89\xA0" || contains(f, "different") ||
      contains(f, "other than"))
    return Comparator::ne;
  if (contains(f, "or equal") || f == "at least" || f == ">=" || f == "=>" || f == "\xE2\x89\xA5" ||
      contains(f, "no less") || contains(f, "not less") || contains(f, "no fewer") || f == "or more" ||
      f == "or higher" || f == "or greater" || f == "or above" || f == "or over" || f == "or up" ||
      f == "and up" || f == "and above")
    return contains(f, "less") && contains(f, "or equal") ? Comparator::le
           : contains(f, "lower") && contains(f, "or equal") ? Comparator::le
           : contains(f, "fewer") && contains(f, "or equal") ? Comparator::le
                                                             : Comparator::ge;
  if (f == "at most" || f == "<=" || f == "=<" || f == "\xE2\x89\xA4" || contains(f, "no more") ||
      contains(f, "not more") || f == "or less" || f == "or lower" || f == "or fewer" || f == "or below" ||
      f == "or under" || f == "or down" || f == "and below" || f == "and down")
    return Comparator::le;
  if (contains(f, "higher") || contains(f, "greater") || contains(f, "more") || contains(f, "larger") ||
      contains(f, "bigger") || contains(f, "faster") || contains(f, "heavier") || f == "above" || f == "over" ||
      f == ">")
    return Comparator::gt;
  if (contains(f, "lower") || contains(f, "less") || contains(f, "fewer") || contains(f, "slower") ||
      contains(f, "lighter") || contains(f, "smaller") || f == "below" || f == "under" || f == "<")
    return Comparator::lt;
  return Comparator::eq;
}

}  // namespace bbp::orders::detail
