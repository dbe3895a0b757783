#pragma once
// Move numbers for the engine ([5.7], [1.6]): one MoveData per action the battle can use, from the
// battle file's "moves" (first), a Data Audit import in the Dex overlay, or the rulebook's command
// table; type, category, priority, contact and hit count from the Dex. A number nobody gives stays
// unknown, and prepare_round lists it instead of guessing.
#include <bbp/sim.hpp>

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp::sim {

/// Reads one entry of the battle file's "moves" into `b.moves` (replacing what the Dex gave).
void read_move_data(const nlohmann::json& j, const std::string& path, std::string_view text, const Dex& dex, Battle& b,
                    DiagnosticList& diags, bool& ok);

/// The index of `name` in `b.moves`, adding it from the Dex (move or command) when absent;
/// kNoMove when no table knows the name.
MoveIndex intern_move(Battle& b, const Dex& dex, std::string_view name);
/// The index of `name` (or of the Dex's name for it) in `b.moves`, never adding one: the round
/// engine's lookups, so that `b.moves` does not move under references while a round runs.
MoveIndex known_move(const Battle& b, const Dex& dex, std::string_view name);

/// The numbers of `m` the simulation needs but does not know: "BAP", "En cost", "accuracy".
std::vector<std::string> missing_numbers(const MoveData& m);

}  // namespace bbp::sim
