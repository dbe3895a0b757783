// How a trigger written with "Unless" is stored: as IF with its clauses negated ([10.3b]).
#pragma once

#include <bbp/substitution.hpp>

#include <cstddef>

namespace bbp::orders::detail {

/// Negates the clauses written after "unless" and turns their conjunctions (De Morgan); marks the
/// substitution unreadable when they mix AND and OR.
void read_unless(Substitution& s);

}  // namespace bbp::orders::detail

namespace bbp::orders {

/// The trigger clauses written after a leading "Unless" (not those of a late ", unless Y").
std::size_t clauses_after_unless(const Substitution& s);

}  // namespace bbp::orders
