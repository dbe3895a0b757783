// Mapping projection offsets back to the source from the projection's pieces, so every block and
// node can report SOURCE spans ([ARCHITECTURE]: every stage keeps byte spans to the original post).
#include <bbp/post.hpp>

#include "post/text_util.hpp"

#include <algorithm>

namespace bbp::post {

Span to_source(const bbcode::Projection& plain, Span s) {
  // The lexer owns the mapping (normalised characters map as a whole); one place decides it.
  return plain.to_source(s);
}

bbcode::Projection identity_projection(std::string_view text) {
  bbcode::Projection p;
  p.text = std::string(text);
  p.source_size = text.size();
  if (!text.empty()) p.pieces.push_back(bbcode::ProjectionPiece{0, 0, text.size(), text.size(), 0});
  return p;
}

Span trim(std::string_view text, Span s) {
  s.end = std::min(s.end, text.size());
  s.begin = std::min(s.begin, s.end);
  while (s.begin < s.end && text::is_space(text[s.begin])) ++s.begin;
  while (s.end > s.begin && text::is_space(text[s.end - 1])) --s.end;
  return s;
}

}  // namespace bbp::post
