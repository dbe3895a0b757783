#pragma once
// Internal to the substitution parser: the node tree the grammar produces (spans in the parsed
// text's own coordinates) and the builder that turns it into a bbp::orders::Substitution.
#include <bbp/substitution.hpp>

#include "grammar/substitution_tags.hpp"

#include <functional>
#include <string_view>
#include <vector>

namespace bbp::orders::detail {

using grammar::sub::Tag;

struct Node {
  Tag tag{};
  Span span;  ///< offsets into the parsed text
  std::vector<Node> children;
};

/// Runs the grammar over `text`; returns the top-level nodes in order. Never throws; on an
/// internal failure returns a single `rest` node covering the text.
std::vector<Node> parse_nodes(std::string_view text);

/// Maps a span of the parsed text to source coordinates.
using SpanMap = std::function<Span(Span)>;

/// Builds the substitution tree from the nodes of `text`.
Substitution build_substitution(std::string_view text, const std::vector<Node>& nodes, const SpanMap& to_source);

/// Parses and builds `text`, its grouping brackets ("IF (…) THEN (…)", orders/grouping_brackets.hpp)
/// read through; the raw text keeps them.
Substitution read_substitution(std::string_view text, const SpanMap& to_source);

/// Parses `text` standing alone (spans = offsets into `text`); for tests and tools.
Substitution parse_substitution_text(std::string_view text);

}  // namespace bbp::orders::detail
