#pragma once
// Finding and reading the Pokemon references of one line (send-outs, switches, equips, headers).
#include <bbp/orders.hpp>

#include <string>
#include <vector>

namespace bbp::orders {

/// Reads one reference starting at projection offset `at` (not beyond `limit`); nullopt when
/// nothing there reads as one.
std::optional<PokemonRef> read_ref_at(const bbcode::Projection& plain, std::size_t at, std::size_t limit,
                                      std::size_t* end = nullptr);
/// Every reference in `text` (projection span), left to right: at sprite codes, at "Nickname the
/// Species", after send/switch verbs, and at the start of an "X @ Item" line.
/// `name_lists`: also after "and", "&" and a comma before a capitalised word ("Go, Muginn and
/// Boo!"), as send-outs of several Pokemon write them.
std::vector<PokemonRef> find_refs(const bbcode::Projection& plain, Span text, bool name_lists = false);
Sprite make_sprite(const bbcode::Projection& plain, std::size_t begin, std::size_t end);
/// The name a reference goes by, lower-cased: its nickname, else its lone name, else its species.
std::string ref_key(const PokemonRef& r);
/// "Sending out Gina!" / "Switching to Gina!" over ":sv/garchomp: Gina (Garchomp)": the reference
/// in `refs` that goes by the same name as `shown` (ref_key) gets the sprites and species `shown`
/// shows and it lacks (one send-in written over lines, docs/rulings.md). False when `refs` names
/// no such Pokemon.
bool fill_in_from(std::vector<PokemonRef>& refs, const PokemonRef& shown);

}  // namespace bbp::orders
