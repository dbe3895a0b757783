// [9.1] Words struck through ([s]…[/s]) inside a line that keeps other words are withdrawn, as a
// line struck whole is (segment.cpp, BBP2010): "Swords Dance - [s]X-Scissor[/s] Aerial Ace - …"
// is a player's visible correction, and "4. [s]IF …[/s] IF …" replaces one substitution with
// another. The struck bytes become blanks in the projection, so every later stage reads the
// line without them while each byte still maps to its source (docs/rulings.md).
#include <bbp/post.hpp>

#include "post/text_util.hpp"

#include <algorithm>
#include <string>

namespace bbp::post {

namespace {

bool struck(const bbcode::ProjectionPiece& p) { return (p.style & bbcode::kStrike) != 0; }

}  // namespace

void withdraw_struck_runs(bbcode::Projection& plain, DiagnosticList& diags) {
  auto& ps = plain.pieces;
  if (std::none_of(ps.begin(), ps.end(), [](const auto& p) { return struck(p) && p.length > 0; })) return;
  std::string& t = plain.text;
  std::size_t pi = 0;
  for (std::size_t begin = 0; begin <= t.size();) {
    std::size_t end = t.find('\n', begin);
    if (end == std::string::npos) end = t.size();
    while (pi < ps.size() && ps[pi].text_begin + ps[pi].length <= begin) ++pi;  // no bytes here, empty ones too
    // One pass over the line's pieces to see whether it mixes struck and unstruck words; a line
    // struck whole stays for the segmenter, which keeps it as withdrawn flavor.
    bool struck_text = false, plain_text = false;
    std::size_t first_plain = end, last_plain = begin;
    for (std::size_t k = pi; k < ps.size() && ps[k].text_begin < end; ++k) {
      const std::size_t b = std::max(ps[k].text_begin, begin), e = std::min(ps[k].text_begin + ps[k].length, end);
      for (std::size_t j = b; j < e; ++j) {
        if (text::is_space(t[j])) continue;
        if (struck(ps[k])) {
          struck_text = true;
        } else {
          plain_text = true;
          first_plain = std::min(first_plain, j);
          last_plain = j + 1;
        }
      }
    }
    if (struck_text && plain_text) {
      // "2. [s]IF …[/s]": what is left is the label alone, which labels nothing now.
      const std::string_view kept(t.data() + first_plain, last_plain - first_plain);
      const bool label_only = substitution_label_length(kept) >= kept.size();
      for (std::size_t k = pi; k < ps.size() && ps[k].text_begin < end; ++k) {
        const std::size_t b = std::max(ps[k].text_begin, begin), e = std::min(ps[k].text_begin + ps[k].length, end);
        if (b >= e || !struck(ps[k])) continue;
        // Adjacent struck pieces ([s][b]X[/b] Y[/s]) are one run, one note.
        std::size_t run_end = e, last = k;
        while (last + 1 < ps.size() && struck(ps[last + 1]) && ps[last + 1].text_begin == run_end && run_end < end) {
          ++last;
          run_end = std::min(ps[last].text_begin + ps[last].length, end);
        }
        const Span run = trim(t, Span{b, run_end});
        if (!run.empty())
          diags.add(DiagId::struck_line, plain.to_source(run),
                    "this text is struck through: it is read as withdrawn, not as orders");
        std::fill(t.begin() + static_cast<std::ptrdiff_t>(b), t.begin() + static_cast<std::ptrdiff_t>(run_end), ' ');
        k = last;
      }
      if (label_only)
        std::fill(t.begin() + static_cast<std::ptrdiff_t>(first_plain), t.begin() + static_cast<std::ptrdiff_t>(last_plain), ' ');
    }
    begin = end + 1;
  }
}

}  // namespace bbp::post
