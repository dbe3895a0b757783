#pragma once
// "has the Guts ability", "has the ability Guts", "holds the item Leftovers", "has Guts as its
// ability": [10.6e] names an ability or an item with the word for its kind around it ([10.3b]
// plain English for "has Guts"). One reader for the linter and the engine, so both take the same
// name from the same words.
#include <string_view>

namespace bbp::orders {

enum class NamedKind : unsigned char { none, ability, item };

struct KindNamed {
  NamedKind kind = NamedKind::none;
  std::string_view name;  ///< the name alone, a view into the text given
};

/// The name and its kind when `text` (a presence clause's condition words, article or not) says
/// the kind in a word; kind none otherwise.
KindNamed kind_named(std::string_view text);

}  // namespace bbp::orders
