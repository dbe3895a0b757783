// Text copied from a rendered XenForo thread page: no delimiters, only the page's own furniture.
// A post starts with a header (the author's name, often twice, a user title, the date, "#N") and
// ends with a trailer ("Last edited: …", "Reactions: …", "Like", "Reply", "Report"). A date line is
// the anchor; a "#N" line next to it makes the boundary certain. Without one, the boundary is a
// guess and the post says so (BBP6002), as does a header with no name above its date.
#include <bbp/thread.hpp>

#include "post/page_furniture.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>

namespace bbp::thread {
namespace {

struct LineRef {
  std::size_t begin = 0, end = 0;  // without the terminator
  std::string_view text;           // trimmed
};

using bbp::text::trim;

using post::is_post_number;
bool is_date(std::string_view l) { return post::is_post_date(l); }

/// Page furniture after a post's body (or inside it: "Click to expand...").
bool is_trailer(std::string_view l) { return post::is_page_furniture(l); }

/// A line that can be part of a post header: a name or a user title (short, not a sentence).
bool is_header_ish(std::string_view l) {
  if (l.empty() || l.size() > 40 || is_trailer(l) || is_date(l) || is_post_number(l)) return false;
  if (l.find(':') != std::string_view::npos) return false;  // sprite codes, "Orders:", "Referee: X"
  const char last = l.back();
  return last != '.' && last != '!' && last != '?' && last != ',';
}

struct Header {
  std::size_t first = 0;  // index of the header's first line
  std::size_t body = 0;   // index of the first body line
  std::string author;
  std::string time;
  bool certain = false;
};

}  // namespace

ReadResult read_rendered_thread(std::string_view text) {
  ReadResult r;
  r.format = InputFormat::rendered;
  std::vector<LineRef> lines;
  for (std::size_t i = 0; i <= text.size();) {
    const std::size_t e = std::min(text.find('\n', i), text.size());
    std::size_t end = e;
    if (end > i && text[end - 1] == '\r') --end;
    lines.push_back(LineRef{i, end, trim(text.substr(i, end - i))});
    if (e == text.size()) break;
    i = e + 1;
  }

  // Find the headers: each date line whose neighbourhood looks like one.
  std::vector<Header> headers;
  for (std::size_t d = 0; d < lines.size(); ++d) {
    if (!is_date(lines[d].text)) continue;
    if (!headers.empty() && d < headers.back().body) continue;
    Header h;
    h.time = std::string(lines[d].text);
    // "#N" within two lines either side of the date makes it certain.
    for (std::size_t k = d >= 2 ? d - 2 : 0; k < std::min(lines.size(), d + 3); ++k)
      if (is_post_number(lines[k].text)) h.certain = true;
    // Back over the name / title lines (at most three, blank lines between them allowed).
    std::size_t first = d;
    std::vector<std::size_t> names;
    for (std::size_t k = d; k-- > 0 && names.size() < 3;) {
      if (lines[k].text.empty()) continue;
      if (is_post_number(lines[k].text)) { first = k; continue; }
      if (!is_header_ish(lines[k].text)) break;
      names.push_back(k);
      first = k;
    }
    if (!h.certain && names.empty()) continue;  // a date inside a post's text
    // The header must not start inside the previous header.
    if (!headers.empty() && first < headers.back().body) continue;
    h.first = first;
    if (!names.empty()) h.author = std::string(lines[names.back()].text);
    // Forward over "#N", "Add bookmark", "New" and blank lines.
    std::size_t b = d + 1;
    while (b < lines.size() && (lines[b].text.empty() || is_post_number(lines[b].text) || is_trailer(lines[b].text)))
      ++b;
    h.body = b;
    headers.push_back(std::move(h));
  }

  for (std::size_t h = 0; h < headers.size(); ++h) {
    const Header& hd = headers[h];
    const std::size_t end_line = h + 1 < headers.size() ? headers[h + 1].first : lines.size();
    RawPost post;
    post.number = static_cast<int>(h) + 1;
    post.author = hd.author;
    post.time = hd.time;
    post.guessed = !hd.certain || hd.author.empty();
    // The body, without the page furniture.
    std::size_t last = end_line;
    while (last > hd.body && (lines[last - 1].text.empty() || is_trailer(lines[last - 1].text))) --last;
    std::string body;
    for (std::size_t k = hd.body; k < last; ++k) {
      if (is_trailer(lines[k].text)) continue;
      body.append(text.substr(lines[k].begin, lines[k].end - lines[k].begin));
      body.push_back('\n');
    }
    post.body = std::move(body);
    post.file_offset = hd.body < lines.size() ? lines[hd.body].begin : text.size();
    if (post.guessed) {
      const Span at{0, 0};
      r.diagnostics.push_back(
          {post.number, make_diagnostic(DiagId::thread_boundary_guessed, at,
                                        hd.author.empty()
                                            ? fmt::format("no author name above the date \"{}\": the post's author is "
                                                          "unknown",
                                                          hd.time)
                                            : fmt::format("no \"#N\" post number next to \"{}\": the post boundary "
                                                          "and its author \"{}\" were guessed",
                                                          hd.time, hd.author))});
    }
    r.posts.push_back(std::move(post));
  }
  if (headers.empty() && !trim(text).empty())
    r.diagnostics.push_back({0, make_diagnostic(DiagId::thread_post_unreadable, Span{0, 0},
                                                "no post boundary found: the text has no JSON array, no '=== Author "
                                                "===' delimiter and no XenForo author/date header")});
  return r;
}

}  // namespace bbp::thread
