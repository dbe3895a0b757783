#pragma once
// Shared helpers of the tree dump and the JSON form: node kind names, style flag names, and a
// printable excerpt of node text.
#include <bbp/bbcode.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bbp::bbcode {

std::string_view kind_name(NodeKind k);
/// Names of the set style bits, in bit order ("bold", "italic", … "image").
std::vector<std::string_view> style_names(std::uint32_t style);
/// `text` with \n \r \t \" \\ and control characters escaped, cut after `max_bytes` (at a code
/// point boundary) with "…" appended.
std::string escape_excerpt(std::string_view text, std::size_t max_bytes);

}  // namespace bbp::bbcode
