#pragma once
// [10.6e] lets a state clause observe "the quantity of items held by the Pokemon" and "the presence
// or the absence of a single specified item among the Pokemon's held items" — what is held when the
// substitution is checked. Players also write kinds of item ("a Berry") and events that happened
// to an item ("has lost its item", "ate its Sitrus Berry"); these readers find both so the presence
// check and the verb-less check say the same thing about them.
#include <bbp/dex.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace bbp::sema {

/// "a Choice item", "a Berry", "any Gem": the kind of held item the phrase's last word names
/// ("item", "Berry", "Gem", "Plate", "Z-Crystal", "Stone"), or "" when it names none.
std::string_view item_kind_word(std::string_view phrase);

/// An event that happened to a held item: "lost its item", "Heracross consumed its Berry", "had its
/// Leftovers knocked off". `verb` is the event's word as written in lower case ("lost",
/// "consumed", "knocked off"); `item` the item or kind as written.
struct ItemEvent {
  std::string verb;
  std::string item;
  std::string holder;  ///< the words before the event ("Heracross" of "Heracross has lost …"), or ""
  bool kind = false;   ///< `item` is a kind ("its Berry"), not one item the Dex knows ("Sitrus Berry")
};
/// The item event `clause` describes, within its first few words (a subject may come first), when
/// what the event happened to is an item the Dex knows or a kind of item. nullopt otherwise.
std::optional<ItemEvent> item_event(const Dex& dex, std::string_view clause);

}  // namespace bbp::sema
