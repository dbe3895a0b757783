// The plain-text projection: building it, and mapping projection offsets back to the source.
//
// Normalisation choices (docs/bbcode.md):
//  - U+00A0 NBSP, U+2007 FIGURE SPACE, U+202F NARROW NBSP → one ' ' each, always.
//  - U+200B ZWSP, U+200C ZWNJ, U+2060 WORD JOINER, U+FEFF (not at the start) → ' ' when the
//    characters on both sides are not whitespace (they separate two words that would otherwise
//    be glued: "Scyther\u200BTackle"), dropped when next to whitespace or at a line edge (they
//    separate nothing). A zero-width space inside a name therefore splits it; the Dex lookup's
//    "did you mean" catches that case rather than this layer guessing.
//  - C0 control characters other than TAB → ' ' (they are also reported as BBP1009).
#include "bbcode/projection_builder.hpp"

#include "grammar/bbcode.hpp"

#include <algorithm>
#include <string>
#include <tuple>
#include <utility>

namespace bbp::bbcode {
namespace {

bool is_space_byte(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/// Length of a space-like sequence at `s[i]` (NBSP family) or 0.
std::size_t nbsp_length(std::string_view s, std::size_t i) {
  const auto c0 = static_cast<unsigned char>(s[i]);
  if (c0 == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0xA0) return 2;
  if (c0 == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80) {
    const auto c2 = static_cast<unsigned char>(s[i + 2]);
    if (c2 == 0x87 || c2 == 0xAF) return 3;  // U+2007, U+202F
  }
  return 0;
}

/// Length of a zero-width sequence at `s[i]` or 0.
std::size_t zero_width_length(std::string_view s, std::size_t i) {
  const auto c0 = static_cast<unsigned char>(s[i]);
  if (i + 2 >= s.size()) return 0;
  const auto c1 = static_cast<unsigned char>(s[i + 1]);
  const auto c2 = static_cast<unsigned char>(s[i + 2]);
  if (c0 == 0xE2 && c1 == 0x80 && (c2 == 0x8B || c2 == 0x8C)) return 3;  // U+200B, U+200C
  if (c0 == 0xE2 && c1 == 0x81 && c2 == 0xA0) return 3;                  // U+2060
  if (c0 == 0xEF && c1 == 0xBB && c2 == 0xBF) return 3;                  // U+FEFF
  return 0;
}

bool is_special_lead(unsigned char c) { return c < 0x20 || c == 0xC2 || c == 0xE2 || c == 0xEF; }

}  // namespace

ProjectionBuilder::ProjectionBuilder(std::string_view source, Projection& out) : source_(source), out_(out) {
  out_.source_size = source.size();
}

void ProjectionBuilder::block_boundary(std::size_t source_pos) {
  if (!pending_break_) pending_pos_ = source_pos;
  pending_break_ = true;
}

void ProjectionBuilder::before_content(bool starts_with_newline) {
  if (!pending_break_) return;
  pending_break_ = false;
  if (starts_with_newline || out_.text.empty() || out_.text.back() == '\n') return;
  append("\n", pending_pos_, 0, 0);
}

void ProjectionBuilder::append(std::string_view bytes, std::size_t source_begin, std::size_t source_length,
                               std::uint32_t style) {
  const bool verbatim = bytes.size() == source_length;
  if (verbatim && !out_.pieces.empty()) {
    ProjectionPiece& last = out_.pieces.back();
    if (last.length == last.source_length && last.style == style && last.source_begin + last.source_length == source_begin) {
      last.length += bytes.size();
      last.source_length += source_length;
      out_.text.append(bytes);
      return;
    }
  }
  out_.pieces.push_back(ProjectionPiece{out_.text.size(), source_begin, bytes.size(), source_length, style});
  out_.text.append(bytes);
}

void ProjectionBuilder::verbatim(Span span, std::uint32_t style) {
  if (span.empty()) return;
  before_content(false);
  append(source_.substr(span.begin, span.size()), span.begin, span.size(), style);
}

namespace {
/// The file name's stem when it can be a sprite name (grammar/bbcode.hpp `sprite_name`: a letter,
/// then letters, digits, '-', '\'', at most kMaxSpriteName); "" otherwise.
std::string_view image_stem(std::string_view url) {
  url = url.substr(0, url.find_first_of("?#"));
  while (!url.empty() && (url.back() == '/' || url.back() == ' ')) url.remove_suffix(1);
  std::string_view stem = url.substr(url.find_last_of('/') == std::string_view::npos ? 0 : url.find_last_of('/') + 1);
  stem = stem.substr(0, stem.find('.'));
  if (stem.empty() || stem.size() > grammar::bbcode::kMaxSpriteName) return {};
  const auto alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  if (!alpha(stem.front())) return {};
  for (char c : stem)
    if (!alpha(c) && !(c >= '0' && c <= '9') && c != '-' && c != '\'') return {};
  return stem;
}
}  // namespace

void ProjectionBuilder::image(Span span, std::uint32_t style) {
  if (span.empty()) return;
  const std::string_view stem = image_stem(source_.substr(span.begin, span.size()));
  std::string code = ":";
  code += stem.empty() ? std::string_view("image") : stem;
  code += ':';
  before_content(false);
  // Never merged with a neighbour: its length differs from the source's.
  out_.pieces.push_back(ProjectionPiece{out_.text.size(), span.begin, code.size(), span.size(), style});
  out_.text.append(code);
}

void ProjectionBuilder::line_break(Span span, std::uint32_t style) {
  before_content(true);
  append("\n", span.begin, span.size(), style);
}

namespace {
/// Where the next image file name written as text starts and ends in `s` [from, end): a word ending
/// in .gif/.png/.jpg/.jpeg/.webp that is a bare file name ("scyther.gif") or a URL of a sprites
/// folder (".../sprites/gen5/scyther.png"); a link to any other picture stays text. {npos, npos}
/// when there is none.
std::pair<std::size_t, std::size_t> next_image_word(std::string_view s, std::size_t from, std::size_t end) {
  constexpr std::size_t npos = std::string_view::npos;
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  // Searched within the span only: a post of many short text spans stays linear.
  s = s.substr(0, end);
  for (std::size_t dot = s.find('.', from); dot != npos; dot = s.find('.', dot + 1)) {
    std::size_t e = dot + 1;
    while (e < end && ((s[e] >= 'a' && s[e] <= 'z') || (s[e] >= 'A' && s[e] <= 'Z'))) ++e;
    if (e - dot < 4 || e - dot > 5 || (e < end && !blank(s[e]))) continue;
    std::string ext(s.substr(dot + 1, e - dot - 1));
    for (char& c : ext) c = static_cast<char>(c | 0x20);
    if (ext != "gif" && ext != "png" && ext != "jpg" && ext != "jpeg" && ext != "webp") continue;
    std::size_t b = dot;
    while (b > from && !blank(s[b - 1])) --b;
    const std::string_view word = s.substr(b, e - b);
    const bool url = word.find("://") != npos;
    if (word.find('/') != npos && !(url && word.find("/sprites/") != npos)) continue;
    if (!url && word.find(':') != npos) continue;  // ":scyther:.png" and the like: no file name
    if (image_stem(word).empty()) continue;
    return {b, e};
  }
  return {npos, npos};
}
}  // namespace

void ProjectionBuilder::text(Span span, std::uint32_t style) {
  std::size_t from = span.begin;
  for (auto [b, e] = next_image_word(source_, from, span.end); b != std::string_view::npos;
       std::tie(b, e) = next_image_word(source_, from, span.end)) {
    text_run(Span{from, b}, style);
    image(Span{b, e}, style | kImage);
    from = e;
  }
  text_run(Span{from, span.end}, style);
}

void ProjectionBuilder::text_run(Span span, std::uint32_t style) {
  std::size_t run = span.begin;  // start of the pending verbatim run
  std::size_t i = span.begin;
  auto flush = [&](std::size_t upto) {
    if (upto > run) {
      before_content(false);
      append(source_.substr(run, upto - run), run, upto - run, style);
    }
  };
  while (i < span.end) {
    const auto c = static_cast<unsigned char>(source_[i]);
    if (!is_special_lead(c)) {
      ++i;
      continue;
    }
    if (c < 0x20) {
      if (c == '\t') {
        ++i;
        continue;
      }
      flush(i);
      before_content(false);
      append(" ", i, 1, style);
      run = ++i;
      continue;
    }
    if (const std::size_t n = nbsp_length(source_, i); n != 0 && i + n <= span.end) {
      flush(i);
      before_content(false);
      append(" ", i, n, style);
      run = i += n;
      continue;
    }
    if (const std::size_t n = zero_width_length(source_, i); n != 0 && i + n <= span.end) {
      flush(i);
      const bool prev_word = !out_.text.empty() && !is_space_byte(static_cast<unsigned char>(out_.text.back()));
      const std::size_t next = i + n;
      const bool next_word = next < source_.size() && !is_space_byte(static_cast<unsigned char>(source_[next])) &&
                             nbsp_length(source_, next) == 0 && zero_width_length(source_, next) == 0;
      if (prev_word && next_word) {
        before_content(false);
        append(" ", i, n, style);
      }
      run = i += n;
      continue;
    }
    ++i;
  }
  flush(span.end);
}

// ---- mapping back ------------------------------------------------------------------------------

namespace {
const ProjectionPiece* piece_at(const Projection& p, std::size_t text_offset) {
  if (p.pieces.empty() || text_offset >= p.text.size()) return nullptr;
  auto it = std::upper_bound(p.pieces.begin(), p.pieces.end(), text_offset,
                             [](std::size_t off, const ProjectionPiece& piece) { return off < piece.text_begin; });
  return &*(it - 1);
}
}  // namespace

std::size_t Projection::to_source(std::size_t text_offset) const {
  const ProjectionPiece* p = piece_at(*this, text_offset);
  if (p == nullptr) return source_size;
  if (p->length == p->source_length) return p->source_begin + (text_offset - p->text_begin);
  return p->source_begin;  // a normalised character maps to its start
}

Span Projection::to_source(Span text_span) const {
  const std::size_t b = to_source(text_span.begin);
  if (text_span.empty()) return Span{b, b};
  const ProjectionPiece* p = piece_at(*this, text_span.end - 1);
  if (p == nullptr) return Span{b, source_size};
  std::size_t e = p->source_begin + p->source_length;
  if (p->length == p->source_length) e = p->source_begin + (text_span.end - p->text_begin);
  return Span{b, std::max(b, e)};
}

std::uint32_t Projection::style_at(std::size_t text_offset) const {
  const ProjectionPiece* p = piece_at(*this, text_offset);
  return p == nullptr ? 0 : p->style;
}

}  // namespace bbp::bbcode
