#pragma once
// A behaviour written without its Pokemon after an action clause ("Protect or Detect on step 1"):
// check_behaviours reports the pair ([10.6b], BBP3028), so no other check reads it as a clause of
// its own (src/sema/behaviours.cpp).
#include <bbp/dex.hpp>
#include <bbp/substitution.hpp>

#include <string_view>

namespace bbp::sema {

/// Whether `t`, a trigger clause with no Pokemon of its own, names one behaviour (perhaps with the
/// clause's affix after it: "Detect on step 1"); `noun` is the attack noun it shares, or "".
bool reads_as_behaviour(const Dex& dex, const orders::TriggerClause& t, std::string_view noun);

}  // namespace bbp::sema
