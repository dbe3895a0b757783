#pragma once
// The XenForo tags bbpref recognises, and what each one means for the tree and the projection.
#include <cstdint>
#include <string_view>

namespace bbp::bbcode {

enum class TagAttr : std::uint8_t {
  optional,  ///< [hide] and [hide="Title"] are both fine
  required,  ///< [size=N], [color=…], [font=…]: without a value the tag is malformed
};

struct TagSpec {
  std::string_view name;  ///< lowercase
  std::uint32_t style;    ///< StyleFlag bits the element adds to its contents
  TagAttr attr;
  bool block;     ///< separates lines in the projection ([quote], [hide], [list], [*], [center]…)
  bool verbatim;  ///< contents are not parsed ([code], [icode], [plain])
};

/// The spec of a tag name in any case ("B", "Hide", "*"), or nullptr for an unknown tag.
const TagSpec* find_tag(std::string_view name);
/// Index of a spec in the table (for per-tag counters), and the table size.
std::size_t tag_index(const TagSpec* spec);
std::size_t tag_count();

}  // namespace bbp::bbcode
