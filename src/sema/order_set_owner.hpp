#pragma once
// [9.1] "each remaining trainer will issue orders to their Pokemon": an order set whose header
// names a Pokemon the context does not list on the poster's team.
#include "sema/order_checks.hpp"

#include <bbp/orders.hpp>

namespace bbp::sema {

/// Called for an order set whose header matched none of the poster's Pokemon (find_recipient).
/// Reports BBP4040 when the header names another trainer's Pokemon, a species the poster's team
/// lacks, or a nickname none of the poster's Pokemon has where the context gives every one a
/// nickname. Says nothing when the context lists no team for the poster.
void check_order_set_owner(OrderCheck& oc, const orders::OrderSet& set);

}  // namespace bbp::sema
