// clang/rustc-style rendering. Columns are code points so `Flabébé` or `♀` earlier on the line
// do not shift the caret.
#include <bbp/diagnostic.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace bbp {
namespace {

struct Palette {
  const char* bold = "";
  const char* red = "";
  const char* yellow = "";
  const char* cyan = "";
  const char* green = "";
  const char* reset = "";
};

Palette palette(bool color) {
  if (!color) return {};
  return Palette{"\x1b[1m", "\x1b[1;31m", "\x1b[1;33m", "\x1b[1;36m", "\x1b[1;32m", "\x1b[0m"};
}

const char* severity_color(const Palette& p, Severity s) {
  switch (s) {
    case Severity::error: return p.red;
    case Severity::warning: return p.yellow;
    case Severity::note: return p.cyan;
  }
  return p.red;
}

// Tabs and control characters would misalign the underline; show them as one space each.
std::string printable_line(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for (char c : line) out.push_back((static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? ' ' : c);
  return out;
}

// A line longer than this is shown as a window around the span, cut with "…" (a 10 MB line would
// otherwise be printed once per diagnostic on it).
constexpr std::size_t kSnippetMaxBytes = 240;
constexpr std::size_t kSnippetBefore = 60;
constexpr std::string_view kEllipsis = "\xE2\x80\xA6";

bool continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

void snippet(std::string& out, const SourceFile& src, Span span, char mark, std::string_view label,
             const Palette& p, const char* mark_color) {
  const std::string_view text = src.text();
  std::size_t line_begin = 0;
  const std::string_view line = src.line_text(span.begin, &line_begin);
  const LineCol lc = src.locate(span.begin);
  const std::size_t line_end = line_begin + line.size();
  const std::size_t begin = std::min(span.begin, line_end);
  std::size_t shown_begin = line_begin, shown_end = line_end;
  if (line.size() > kSnippetMaxBytes) {
    shown_begin = std::max(line_begin, begin > kSnippetBefore ? begin - kSnippetBefore : 0);
    while (shown_begin > line_begin && continuation_byte(text[shown_begin])) --shown_begin;
    shown_end = std::min(line_end, shown_begin + kSnippetMaxBytes);
    while (shown_end < line_end && continuation_byte(text[shown_end])) ++shown_end;
  }
  const bool cut_front = shown_begin > line_begin, cut_back = shown_end < line_end;
  const std::size_t end = std::clamp(span.end, begin, shown_end);
  const std::size_t width = std::max<std::size_t>(1, count_code_points(text.substr(begin, end - begin)));
  const std::size_t column =
      cut_front ? 2 + count_code_points(text.substr(shown_begin, begin - shown_begin)) : lc.column;
  const std::string gutter = fmt::format("{}", lc.line);
  const std::string pad(gutter.size(), ' ');
  out += fmt::format("{}{} |{}\n", p.cyan, pad, p.reset);
  out += fmt::format("{}{} |{} {}{}{}\n", p.cyan, gutter, p.reset, cut_front ? kEllipsis : "",
                     printable_line(text.substr(shown_begin, shown_end - shown_begin)), cut_back ? kEllipsis : "");
  std::string underline(column - 1, ' ');
  underline += mark == '^' ? std::string("^") + std::string(width - 1, '~') : std::string(width, mark);
  out += fmt::format("{}{} |{} {}{}{}{}{}\n", p.cyan, pad, p.reset, mark_color, underline, label.empty() ? "" : " ",
                     label, p.reset);
}

}  // namespace

std::string render_text(const SourceFile& src, std::span<const Diagnostic> diags, const RenderOptions& opt) {
  const Palette p = palette(opt.color);
  std::string out;
  for (const Diagnostic& d : diags) {
    const DiagInfo& row = info(d.id);
    const LineCol lc = src.locate(d.span.begin);
    const char* sc = severity_color(p, d.severity);
    out += fmt::format("{}{}:{}:{}:{} {}{}[{}]{}: {}{}{}\n", p.bold, src.name(), lc.line, lc.column, p.reset, sc,
                       to_string(d.severity), row.code, p.reset, p.bold, message_of(d), p.reset);
    snippet(out, src, d.span, '^', "", p, sc);
    for (const Label& l : d.labels) snippet(out, src, l.span, '-', l.text, p, p.cyan);
    if (!row.section.empty())
      out += fmt::format("  = {}note{}: [{}] {} — handbook section {}; see `bbpref explain {}`\n", p.bold, p.reset,
                         row.section, row.name, row.section, row.code);
    else
      out += fmt::format("  = {}note{}: {} — see `bbpref explain {}`\n", p.bold, p.reset, row.name, row.code);
    if (d.help) out += fmt::format("  = {}help{}: {}\n", p.green, p.reset, *d.help);
    for (const FixIt& f : d.fixits) {
      const std::string_view old = std::string_view(src.text()).substr(f.span.begin, f.span.size());
      if (f.replacement.empty())
        out += fmt::format("  = {}fix{}: delete \"{}\"\n", p.green, p.reset, printable_line(old));
      else if (f.span.empty())
        out += fmt::format("  = {}fix{}: insert \"{}\"\n", p.green, p.reset, f.replacement);
      else
        out += fmt::format("  = {}fix{}: replace \"{}\" with \"{}\"\n", p.green, p.reset, printable_line(old),
                           f.replacement);
    }
  }
  return out;
}

std::string render_gcc(const SourceFile& src, std::span<const Diagnostic> diags) {
  std::string out;
  for (const Diagnostic& d : diags) {
    const LineCol lc = src.locate(d.span.begin);
    const DiagInfo& row = info(d.id);
    out += fmt::format("{}:{}:{}: {}: {} [{}{}{}]\n", src.name(), lc.line, lc.column, to_string(d.severity),
                       message_of(d), row.code, row.section.empty() ? "" : " ", row.section);
  }
  return out;
}

}  // namespace bbp
