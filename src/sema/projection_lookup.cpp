#include "sema/sub_check.hpp"

#include <algorithm>

namespace bbp::sema {

std::size_t projection_offset(const bbcode::Projection& plain, std::size_t source_offset) {
  const auto& pieces = plain.pieces;
  // Pieces are ordered by both coordinates: find the last piece starting at or before the offset.
  auto it = std::upper_bound(pieces.begin(), pieces.end(), source_offset,
                             [](std::size_t off, const bbcode::ProjectionPiece& p) { return off < p.source_begin; });
  if (it == pieces.begin()) return 0;
  const bbcode::ProjectionPiece& p = *(it - 1);
  const std::size_t into = std::min(source_offset - p.source_begin, p.length);
  // A normalised piece (NBSP → ' ') maps as a whole.
  return p.text_begin + (p.length == p.source_length ? into : 0);
}

}  // namespace bbp::sema
