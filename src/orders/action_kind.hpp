#pragma once
// What kind of action an action order names, from its words: a universal command ([5.7]), a
// medicine ([9.7a]), a ball ([9.8a]) or — by default — a move. Sema checks the name itself.
#include <bbp/orders.hpp>

#include <optional>
#include <string_view>

namespace bbp::orders {

ActionKind classify_action(std::string_view name);
/// "suspend" / "attack" / "evasive" for a two-phase mode tag ("(S)", "(Suspend)", "(Evasive)").
std::optional<std::string_view> mode_tag(std::string_view parameter);

}  // namespace bbp::orders
