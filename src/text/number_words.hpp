#pragma once
// Counts written as words ("one or more Speed boosts", "two Recoveries"): the readers of sema and
// the simulator turn them into the number a referee would.
#include <optional>
#include <string_view>

namespace bbp::text {

/// "zero" … "ten" (any case) → 0 … 10; nullopt for any other word.
std::optional<int> cardinal_word(std::string_view word);

}  // namespace bbp::text
