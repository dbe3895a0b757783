#pragma once
// Builds the plain-text projection of a post while the tree builder walks it, so the projection
// and the tree come from one pass in document order.
#include <bbp/bbcode.hpp>

#include <string_view>

namespace bbp::bbcode {

class ProjectionBuilder {
 public:
  ProjectionBuilder(std::string_view source, Projection& out);

  /// Text bytes of the source: copied, with NBSP-like spaces → ' ', zero-width characters → ' '
  /// between two non-space characters (dropped elsewhere), C0 control characters → ' '. A sprite's
  /// file name written as text ("scyther.gif", a page copied from the browser shows an image so;
  /// or a URL under ".../sprites/") is projected as image() projects it.
  void text(Span span, std::uint32_t style);
  /// Bytes copied as they are (sprite codes).
  void verbatim(Span span, std::uint32_t style);
  /// The URL or file name inside [img]/[attach]/[media]: projected as the sprite code of its file
  /// name (".../sprites/xyani/garchomp.gif" → ":garchomp:"), or ":image:" when the name is no
  /// sprite name ("445.png"), so every later stage sees one shape of sprite. Maps to the whole URL.
  void image(Span span, std::uint32_t style);
  /// One line terminator (LF, CRLF, CR) → '\n'.
  void line_break(Span span, std::uint32_t style);
  /// A block element ([quote], [hide], [*] …) starts or ends at `source_pos`: the next content
  /// starts on a new line. The '\n' is inserted only if needed, mapped to `source_pos` with
  /// source_length 0 (it stands for the tag, not for a source character).
  void block_boundary(std::size_t source_pos);

 private:
  /// text() for a run that holds no image file name.
  void text_run(Span span, std::uint32_t style);
  void before_content(bool starts_with_newline);
  void append(std::string_view bytes, std::size_t source_begin, std::size_t source_length, std::uint32_t style);

  std::string_view source_;
  Projection& out_;
  bool pending_break_ = false;
  std::size_t pending_pos_ = 0;
};

}  // namespace bbp::bbcode
