#pragma once
// The [10.7a] result "Ignore one or more of the receiving Pokemon's other substitutions for a
// specified duration or for the rest of the round, whichever is shorter", read from its words
// (src/sim/sub_ignore.cpp). Internal to src/sim/.
#include <bbp/substitution.hpp>

#include <optional>
#include <string>
#include <vector>

namespace bbp::sim {

struct IgnoreSpec {
  bool all_others = false;   ///< "all other substitutions", "your other subs"
  std::vector<int> numbers;  ///< "substitution 2", "your third sub", "subs 2 and 3"
  enum class Until : std::uint8_t { end_of_round, end_of_step, end_of_next_step, end_of_turn } until = Until::end_of_round;
  std::optional<orders::SubPokemon> turn_of;  ///< end_of_turn: whose ("your", "Arcanine's")
};

/// Reads an ignore result; nullopt with `why` set when its words are not understood.
std::optional<IgnoreSpec> read_ignore(const orders::ResultClause& r, std::string& why);

}  // namespace bbp::sim
