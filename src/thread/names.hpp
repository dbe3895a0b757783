#pragma once
// Pokemon names as a thread writes them ("Triantis the Scyther", ":sv/scyther: Triantis", "Scyther")
// matched to the teams of the opening post. One place, so the team listing, send-outs, orders and
// referee reports all agree on who "Triantis" is.
#include <bbp/orders.hpp>
#include <bbp/thread.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace bbp::thread {

/// Reads one roster entry from its text ("Triantis the Scyther (M) @ Life Orb", ":sv/scyther:
/// Triantis"): nickname and species, species canonical when the Dex knows it.
std::optional<RosterEntry> read_entry(std::string_view text);

/// Index of the team member `ref` names (by nickname, then species, then sprite), or -1.
int find_member(const Roster& team, const orders::PokemonRef& ref);
/// Index of the team member `name` names (a nickname or a species, folded), or -1.
int find_member(const Roster& team, std::string_view name);

/// How a member is shown: "Triantis the Scyther", or the species alone.
std::string display(const RosterEntry& e);

/// Index of the roster of `trainer` (folded comparison), or -1.
int find_team(const std::vector<Roster>& teams, std::string_view trainer);

}  // namespace bbp::thread
