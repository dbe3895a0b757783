#pragma once
// Stage 1 of the pipeline (Lex): a post's XenForo BBCode, or text copied from a rendered page,
// read into a tree of nodes with exact byte spans, plus a plain-text projection that later stages
// parse while still reporting in original coordinates.
#include <bbp/diagnostic.hpp>
#include <bbp/limits.hpp>
#include <bbp/span.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::bbcode {

enum class NodeKind : std::uint8_t {
  root,        ///< the whole post (node 0)
  element,     ///< a recognised tag pair [b]…[/b] (or a tag left open at the end of the post)
  text,        ///< a run of text (tags that are not recognised stay here as text)
  sprite,      ///< a sprite/smiley code :scyther:, :sv/tapu fini:, :oran berry:
  line_break,  ///< one line terminator (LF, CRLF or lone CR)
};

/// Style flags of a text run, from the elements enclosing it.
enum StyleFlag : std::uint32_t {
  kBold = 1u << 0,
  kItalic = 1u << 1,
  kUnderline = 1u << 2,
  kStrike = 1u << 3,
  kQuote = 1u << 4,    ///< inside [quote]
  kHide = 1u << 5,     ///< inside [hide] / [spoiler]
  kCode = 1u << 6,     ///< inside [code] / [icode] (content not parsed)
  kUrl = 1u << 7,
  kColor = 1u << 8,
  kSize = 1u << 9,
  kListItem = 1u << 10,
  kCenter = 1u << 11,  ///< [center]/[left]/[right]/[indent]/[box] layout blocks
  kImage = 1u << 12,
  /// inside a [hide]/[spoiler] whose title says it holds no orders ("Flavor", "Fluff", "Calcs"):
  /// the post's aside, read as flavor (docs/rulings.md, "Reading posts")
  kAside = 1u << 13,
  /// the title of a [hide]/[spoiler] ("[spoiler=Garchomp]"), projected on its own line before the
  /// block's content when Options::project_titles asks for it
  kTitle = 1u << 14,
};

inline constexpr std::uint32_t kNoNode = 0xffffffffu;

struct Node {
  NodeKind kind = NodeKind::text;
  Span span;              ///< the whole node in the source, tags included
  Span inner;             ///< element: between the opening and closing tag; otherwise == span
  std::string tag;        ///< element: lowercase tag name ("b", "hide", "*"); empty otherwise
  std::string attribute;  ///< element: attribute value without quotes ("Title" of [hide="Title"])
  Span attribute_span;    ///< element: where the attribute value is (empty span if none)
  bool closed = true;     ///< element: false when the closing tag never came (warned)
  std::uint32_t style = 0;   ///< text/sprite/line_break: StyleFlag bits from enclosing elements
  int size = 0;              ///< text: innermost [size=N], 0 when none
  std::string sprite_set;    ///< sprite: "sv", "ss", "pmd" … or empty for :name:
  std::string sprite_name;   ///< sprite: the name between the colons without the set prefix
  std::uint32_t parent = kNoNode;
  std::vector<std::uint32_t> children;
};

struct Document {
  std::vector<Node> nodes;  ///< nodes[0] is the root
  const Node& root() const { return nodes.front(); }
};

/// One stretch of the projection that came from one place in the source.
struct ProjectionPiece {
  std::size_t text_begin = 0;    ///< offset in Projection::text
  std::size_t source_begin = 0;  ///< offset in the source
  std::size_t length = 0;        ///< bytes in Projection::text
  std::size_t source_length = 0; ///< bytes in the source (differs when normalised, e.g. NBSP → ' ')
  std::uint32_t style = 0;
};

/// The post as plain text: tags removed, sprite codes kept verbatim (":sv/scyther:"), line breaks
/// normalised to '\n', non-breaking and zero-width spaces that separate words turned into ' ',
/// [code] content verbatim. Every byte maps back to the source.
struct Projection {
  std::string text;
  std::vector<ProjectionPiece> pieces;  ///< ordered, contiguous over `text`
  std::size_t source_size = 0;          ///< size of the source (where the end of `text` maps)

  /// Source offset of a projection offset (end of text maps to end of source).
  std::size_t to_source(std::size_t text_offset) const;
  /// Source span of a projection span (covers whole normalised characters).
  Span to_source(Span text_span) const;
  /// Style flags at a projection offset.
  std::uint32_t style_at(std::size_t text_offset) const;
};

/// Hard ceiling on the nesting depth (Limits::nesting_depth is clamped to it).
inline constexpr unsigned kMaxDepthCeiling = kMaxNestingDepthCeiling;

struct Options {
  /// The lexer applies post_bytes (larger input → input-too-large, nothing parsed) and
  /// nesting_depth (deeper nesting → nesting-too-deep at the offending tag, deeper tags are text).
  Limits limits;
  /// Project each [hide]/[spoiler] title as a line of its own (style kTitle) before the block's
  /// content, as the page shows it on the block's button: the orders reader takes
  /// "[spoiler=Garchomp]" as naming the orders inside. Off by default: a profile reads titles
  /// from the document's nodes.
  bool project_titles = false;
};

struct Result {
  Document document;
  Projection plain;
  DiagnosticList diagnostics;
  bool ok = true;  ///< false when the input was rejected (invalid UTF-8, too large): nothing parsed
};

/// Parses `source`. Never throws on any input; problems are diagnostics.
Result parse(std::string_view source, const Options& options = {});

/// Byte offset of the first invalid UTF-8 sequence, or npos.
std::size_t find_invalid_utf8(std::string_view bytes);

/// Readable indented dump of the tree (for `bbpref bbcode`).
std::string dump_text(const Document& doc, std::string_view source);

}  // namespace bbp::bbcode
