#pragma once
// Who an order set is for: its header matched against the poster's team in the context, or the
// context's `recipient` when the post names no Pokemon.
#include "sema/sub_check.hpp"

#include <bbp/orders.hpp>

namespace bbp::sema {

/// Whether two species names as written are one species, a forme counting as its base species
/// ("Rotom" and "Rotom-Wash"): a header may name either, and the context the other.
bool same_species(const Dex& dex, std::string_view a, std::string_view b);

Recipient find_recipient(const Dex& dex, const BattleContext& ctx, const orders::OrderSet& set, std::size_t set_count);

}  // namespace bbp::sema
