#pragma once
// [10.6e] lets a state clause observe a value's "Maximum or Remaining" amount. Players write the
// Remaining qualifier after the value ("3 Recoveries left", "HP remaining", "Chills still"), and
// the linter, the presence check and the engine must agree on which words those are: this is the
// one list.
#include <string_view>

namespace bbp::text {

/// `s` without one trailing Remaining-qualifier word ("left", "remaining", "available", "still";
/// ASCII case-insensitive) and the space before it. A lone qualifier is not dropped (nothing
/// would be left to name the value), and a qualifier glued to the previous word is not one.
std::string_view drop_remaining_qualifier(std::string_view s) noexcept;

}  // namespace bbp::text
