#pragma once
// What an action name in a post means: a move, a universal command, a trainer item — resolved
// against the Dex with the [10.3b] tolerance for former names, other tenses and misspellings.
#include <bbp/dex.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp::sema {

enum class ActionWhat : std::uint8_t { move, command, item, unknown };

struct ActionName {
  ActionWhat what = ActionWhat::unknown;
  EntryId id = kNoEntry;   ///< move or item id
  Match how = Match::unknown;
  std::string canonical;   ///< the name it was read as
  std::string suggestion;  ///< for unknown: the nearest name, if any
  /// For unknown: the name read was a held item ("Focus Sash", "Sitrus Berry"). A held item works
  /// by itself; only trainer items are ordered and observed ([9.7], [10.6b]).
  bool held_item = false;
  Span span;               ///< the name's own span (articles and parameters trimmed)
};

/// Resolves `text` (at source `span`) as an action. Leading articles, "the move", trailing
/// parameters in parentheses and a trailing period are not part of the name.
ActionName resolve_action(const Dex& dex, std::string_view text, Span span);

/// How a message names a held item: "\"Leftovers\"", or "\"its Lefovers\" (read as Leftovers)"
/// when the words differ from the item's name.
std::string held_item_named(std::string_view written, std::string_view canonical);

/// True when the movepool `moves` (names as written in the context) holds `move`.
bool movepool_has(const Dex& dex, const std::vector<std::string>& moves, EntryId move);

}  // namespace bbp::sema
