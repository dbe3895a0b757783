#pragma once
// "swap your next two orders", "reverse your orders", "switch your last two moves": reordering
// the recipient's orders, which no result clause of [10.7a] does. One test and one help for the
// result-clause reader (substitution_check) and the action-name check in sema, so "switch your
// moves" is never taken for sending a Pokemon out.
#include <string_view>

namespace bbp::orders {

/// True when lower-cased `lower` holds a reordering verb and, as its object, orders, actions,
/// moves or steps (whole words): "swap to Lucario" is a switch, not this.
bool names_reordering(std::string_view lower);

/// The help for such a result: write the new order out.
inline constexpr std::string_view kReorderHelp =
    "[10.7a] has no result that reorders orders; write the new order out: \"begin using X, Y, Z\" (from this step on), "
    "or \"use X on step N\" for each step that changes";

}  // namespace bbp::orders
