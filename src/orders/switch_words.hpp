#pragma once
// Words for a Pokemon entering or leaving the battle ("comes in", "is sent out", "enters the
// field", "switches in"). Switches happen in the Switching Phase ([2.5]); [10.5a] has no timing
// and [10.6b] no action for them. One list for the builder (timings), the timing help and the
// trigger check in sema.
#include <string_view>

namespace bbp::orders {

/// "switch", "switches", "swap", …: the verbs themselves, each a word.
inline constexpr std::string_view kSwitchVerbs[] = {"switch", "switches", "switching", "switched",
                                                    "swap",   "swaps",    "swapping",  "swapped"};

/// True when `text` holds, as whole words (any case), a phrase of a Pokemon coming in or going out
/// other than the verbs "switch" and "swap" themselves ("comes in", "sent out", "enters the
/// field", "is replaced").
bool names_entry_or_exit(std::string_view text);

/// True when `text` holds "switch"/"swap" in any form as a word, or an entry or exit phrase.
bool names_switching(std::string_view text);

}  // namespace bbp::orders
