#pragma once
// A line that holds two substitutions: "IF A, THEN use X; IF B, THEN use Y".
#include <bbp/bbcode.hpp>
#include <bbp/span.hpp>
#include <bbp/substitution.hpp>

#include <vector>

namespace bbp::orders {

/// [10] A substitution has one trigger component and one result component, so an IF (or a timing
/// opener with its IF) after "; " or ". " that follows a complete substitution opens the next one.
/// "…; if it is step 3, use Detect" is the first one's result affix ([10.7b]) and splits nothing.
/// Returns the substitutions of `content` (projection text offsets), each parsed once: the text
/// before a split point is parsed to see whether it is complete, and that parse is kept. One
/// substitution when nothing splits. A bounded number of candidate points is tried, so a long
/// line stays linear.
std::vector<Substitution> parse_line_substitutions(const bbcode::Projection& plain, Span content);

}  // namespace bbp::orders
