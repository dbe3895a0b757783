#pragma once
// The Pokemon a passive action clause leaves unsaid ([10.6b] "targeting a specified Pokemon" in
// plain English, docs/rulings.md): who targets in "Tallow is targeted by a Rock attack" (any
// Pokemon) and who is targeted in "IF targeted by Stone Edge" (the recipient, or the Pokemon of
// the clause before).
#include <bbp/substitution.hpp>

namespace bbp::orders {

/// Fills in an action clause's implied Pokemon, each spanning `implied_at` (the passive's verb, or
/// its action where it has none): with `target_unsaid` (grammar `unsaid_target`) the target "you";
/// then, for an action with a target and no subject, the subject "any Pokemon".
void imply_passive_pokemon(TriggerClause& c, bool target_unsaid, Span implied_at);

/// "IF Heracross is Burned and targeted by Close Combat": the target `t` left unsaid is the
/// Pokemon `before` names, not the recipient.
void share_unsaid_target(TriggerClause& t, const TriggerClause& before);

}  // namespace bbp::orders
