// Who orders first ([2.3b], [2.5d], [2.5e], [11.6b]). The context has one trainer per team entry
// and no team grouping, so every other trainer is read as an opponent (docs/rulings.md).
#include "sema/post_schedule.hpp"

#include <bbp/dex.hpp>

namespace bbp::sema {

std::optional<bool> poster_is_starting_player(const BattleContext& ctx) {
  if (ctx.poster.empty() || ctx.starting_player.empty()) return std::nullopt;
  return fold_name(ctx.poster) == fold_name(ctx.starting_player);
}

bool accepts_counter_switch(const BattleContext& ctx, const orders::ExtractResult& post) {
  for (const orders::CounterSwitchDecision& d : post.counter_switches)
    if (d.accept) return true;
  for (const orders::Switch& s : post.switches)
    if (s.counter) return true;
  const std::optional<bool> starting = poster_is_starting_player(ctx);
  if (starting == false && ctx.switch_phase_started == true)
    return !post.switches.empty() || !post.terastals.empty();
  return false;
}

std::optional<bool> poster_orders_first(const BattleContext& ctx, const orders::ExtractResult& post) {
  if (accepts_counter_switch(ctx, post)) return true;
  return poster_is_starting_player(ctx);
}

}  // namespace bbp::sema
