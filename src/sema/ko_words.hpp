#pragma once
// A faint written with who causes it: "IF you knock out Heracross", "IF you KO Heracross". [10.6e]
// observes the Fainting condition of one Pokemon (a KO clause, [10.6f]), never its cause, the same
// reading as "IF Heracross is KO'd by you" (docs/rulings.md).
#include <string_view>

namespace bbp::sema {

/// The Pokemon a clause says someone knocks out ("Heracross" in "you knock out Heracross",
/// "Scyther KOs any opponent"), or "" when the clause is no such sentence — passives ("is
/// knocked out") and bare faints ("Heracross faints") are the KO clause itself.
std::string_view ko_target_of_active(std::string_view clause);

}  // namespace bbp::sema
