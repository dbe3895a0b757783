#pragma once
// Substitutions (handbook §10): the tree of one substitution as the player wrote it — timing,
// trigger and result components, each a list of clauses with affixes and named references —
// kept even when illegal, so the linter can say exactly what is wrong.
//
// Spans are SOURCE byte offsets (mapped through the projection), like every node of every stage.
#include <bbp/bbcode.hpp>
#include <bbp/span.hpp>

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp::orders {

struct Substitution;  // defined below by the substitution grammar's owner

/// Cheap test used by the segmenter: does this line read as a substitution (IF … THEN …, a timing
/// opener such as "At the start of the step", "When hit", or a numbered sub label)?
bool looks_like_substitution(std::string_view line_text);

/// Parses one substitution that occupies `line` of the projection (it may span two physical
/// lines when the segmenter joined them). Never throws: an unreadable text becomes a Substitution
/// with `unreadable = true` and the point where reading failed.
Substitution parse_substitution(const bbcode::Projection& plain, Span line);

nlohmann::json substitution_to_json(const Substitution& sub);

}  // namespace bbp::orders
