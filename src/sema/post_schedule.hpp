#pragma once
// [2.3] the post schedule as far as the post and the context tell: is the poster the round's
// starting player, and does the poster order first? One place for this reading (docs/rulings.md,
// "Linter: who orders first").
#include <bbp/context.hpp>
#include <bbp/orders.hpp>

#include <optional>

namespace bbp::sema {

/// [2.5d] the poster is the round's starting player; nullopt when the context names no poster or
/// no starting player.
std::optional<bool> poster_is_starting_player(const BattleContext& ctx);

/// [2.5e] the post accepts a counter-switch: a "Counterswitching to …" switch, an accepted
/// counter-switch decision, or a switch or Terastal declared while a counter-switch is on offer.
/// Accepting makes the poster the round's starting player.
bool accepts_counter_switch(const BattleContext& ctx, const orders::ExtractResult& post);

/// [11.6b] "so long as no opponents have posted orders in that round": the poster orders first
/// when it is the starting player, or becomes it by accepting a counter-switch in this post.
/// nullopt when that cannot be judged without battle state.
std::optional<bool> poster_orders_first(const BattleContext& ctx, const orders::ExtractResult& post);

}  // namespace bbp::sema
