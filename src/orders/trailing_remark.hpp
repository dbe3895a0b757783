#pragma once
// Words written after the last result that are no clause ("…, use Knock Off instead (just in
// case)", "… instead. Hopefully this works."): found so that BBP2104 can say which words they are
// and how the substitution reads without them (trailing_remark.cpp).
#include <bbp/substitution.hpp>

#include <optional>
#include <string>

namespace bbp::orders::detail {

struct TrailingRemark {
  std::size_t readable_end = 0;  ///< in the clause's raw text: where the readable result ends
  std::size_t clause_end = 0;    ///< in the clause's raw text: the end of the remark (0: the remark is
                                 ///< more than the clause, ":)" read as ':' and a clause ")": no fix)
  std::string remark;            ///< the words, as written
  std::string without;           ///< the substitution without them
};

/// For the last result clause `r` of `sub`, when it is unreadable: a parenthesis or a sentence at
/// its end without which the whole substitution reads cleanly. nullopt otherwise.
std::optional<TrailingRemark> trailing_remark(const Substitution& sub, const ResultClause& r);

}  // namespace bbp::orders::detail
