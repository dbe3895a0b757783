#include "text/ornaments.hpp"

using namespace std::string_view_literals;

namespace bbp::text {
namespace {

// ASCII marks, then the glyphs players decorate with: » « ☆ ★ • ♦ ◆ ✦ ✧.
constexpr std::string_view kAsciiMarks = "~=*#_+-";
constexpr std::string_view kGlyphMarks[] = {"\xC2\xBB"sv,     "\xC2\xAB"sv,     "\xE2\x98\x86"sv,
                                            "\xE2\x98\x85"sv, "\xE2\x80\xA2"sv, "\xE2\x99\xA6"sv,
                                            "\xE2\x97\x86"sv, "\xE2\x9C\xA6"sv, "\xE2\x9C\xA7"sv};

/// The length of the mark opening (`front`) or closing `t`, 0 when there is none.
std::size_t mark_length(std::string_view t, bool front) {
  if (t.empty()) return 0;
  const char c = front ? t.front() : t.back();
  if (kAsciiMarks.find(c) != std::string_view::npos) return 1;
  if ((c & 0x80) == 0) return 0;  // a letter, digit or other ASCII byte: no glyph either
  for (std::string_view g : kGlyphMarks)
    if (front ? t.starts_with(g) : t.ends_with(g)) return g.size();
  return 0;
}

}  // namespace

std::string_view without_ornaments(std::string_view t) {
  if (t.size() < 3 || mark_length(t, true) == 0 || mark_length(t, false) == 0) return t;
  std::string_view inner = t;
  for (;;) {
    if (!inner.empty() && inner.front() == ' ') { inner.remove_prefix(1); continue; }
    const std::size_t n = mark_length(inner, true);
    if (n == 0) break;
    inner.remove_prefix(n);
  }
  for (;;) {
    if (!inner.empty() && inner.back() == ' ') { inner.remove_suffix(1); continue; }
    const std::size_t n = mark_length(inner, false);
    if (n == 0) break;
    inner.remove_suffix(n);
  }
  return inner.empty() ? t : inner;
}

}  // namespace bbp::text
