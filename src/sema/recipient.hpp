#pragma once
// Who an order set is for: its header matched against the poster's team in the context, or the
// context's `recipient` when the post names no Pokemon.
#include "sema/sub_check.hpp"

#include <bbp/orders.hpp>

namespace bbp::sema {

Recipient find_recipient(const Dex& dex, const BattleContext& ctx, const orders::OrderSet& set, std::size_t set_count);

}  // namespace bbp::sema
