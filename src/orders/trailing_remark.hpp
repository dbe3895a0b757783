#pragma once
// Words written after the last result that are no clause ("…, use Knock Off instead (just in
// case)", "… instead. Hopefully this works."): found so that BBP2104 can say which words they are
// and how the substitution reads without them (trailing_remark.cpp).
#include <bbp/substitution.hpp>

#include <optional>
#include <string>
#include <string_view>

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

/// For the last result clause `r` of `sub`, when it reads: a bracketed remark the grammar took for
/// a parameter of its action ("use X-Scissor (just in case)"), without which the whole substitution
/// reads cleanly; `remark` holds it with its brackets. nullopt otherwise.
std::optional<TrailingRemark> remark_parameter(const Substitution& sub, const ResultClause& r);

/// Where a bracketed note naming the substitution ("(KO sub)", "[Sub 2]") that closes `text`
/// starts, with the blanks and full stop before it; npos when `text` does not end in one. The
/// grammar reads such a note as a label (grammar/substitution.hpp `end_of_sub`), so the wording a
/// substitution is read as leaves it out, as it leaves out a label before it.
std::size_t closing_label_start(std::string_view text);

}  // namespace bbp::orders::detail
