// TSV tables and the small text helpers every loader shares.
#include "dex/table.hpp"

#include <charconv>
#include <fmt/format.h>

namespace bbp {

std::optional<std::size_t> TsvTable::column(std::string_view name) const noexcept {
  for (std::size_t i = 0; i < header.size(); ++i)
    if (header[i] == name) return i;
  return std::nullopt;
}

std::string_view TsvTable::cell(std::size_t row, std::optional<std::size_t> col) const noexcept {
  if (!col || row >= rows.size() || *col >= rows[row].size()) return {};
  return rows[row][*col];
}

namespace {
std::vector<std::string_view> split_tabs(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (;;) {
    std::size_t tab = line.find('\t', start);
    if (tab == std::string_view::npos) {
      out.push_back(line.substr(start));
      return out;
    }
    out.push_back(line.substr(start, tab - start));
    start = tab + 1;
  }
}
}  // namespace

TsvTable parse_tsv(std::string_view text, std::vector<TsvProblem>* problems) {
  TsvTable t;
  if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::size_t pos = 0;
  std::size_t line_no = 0;
  bool have_header = false;
  while (pos < text.size()) {
    std::size_t nl = text.find('\n', pos);
    std::size_t end = nl == std::string_view::npos ? text.size() : nl;
    std::string_view line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++line_no;
    const std::size_t line_offset = pos;
    pos = nl == std::string_view::npos ? text.size() : nl + 1;
    if (line.empty()) continue;
    auto cells = split_tabs(line);
    if (!have_header) {
      t.header = std::move(cells);
      have_header = true;
      continue;
    }
    if (cells.size() != t.header.size()) {
      if (problems)
        problems->push_back({line_no, line_offset,
                             fmt::format("line {} has {} fields, the header has {}", line_no, cells.size(), t.header.size())});
      continue;
    }
    t.rows.push_back(std::move(cells));
    t.row_offsets.push_back(line_offset);
    t.row_lines.push_back(line_no);
  }
  return t;
}

std::vector<std::string_view> split_list(std::string_view text, char sep) {
  std::vector<std::string_view> out;
  if (text.empty()) return out;
  std::size_t start = 0;
  for (;;) {
    std::size_t p = text.find(sep, start);
    std::string_view part = trim(text.substr(start, p == std::string_view::npos ? std::string_view::npos : p - start));
    if (!part.empty()) out.push_back(part);
    if (p == std::string_view::npos) break;
    start = p + 1;
  }
  return out;
}

std::string escape_cell(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (c == '\\') out += "\\\\";
    else if (c == '\t') out += "\\t";
    else if (c == '\r') {
      if (i + 1 < raw.size() && raw[i + 1] == '\n') ++i;
      out += "\\n";
    } else if (c == '\n') out += "\\n";
    else out.push_back(c);
  }
  return out;
}

std::string unescape_cell(std::string_view cell) {
  std::string out;
  out.reserve(cell.size());
  for (std::size_t i = 0; i < cell.size(); ++i) {
    char c = cell[i];
    if (c == '\\' && i + 1 < cell.size()) {
      char n = cell[++i];
      if (n == 'n') out.push_back('\n');
      else if (n == 't') out.push_back('\t');
      else out.push_back(n);
    } else {
      out.push_back(c);
    }
  }
  return out;
}

std::string_view trim(std::string_view s) noexcept {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r' || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n')) s.remove_suffix(1);
  return s;
}

std::optional<int> parse_int(std::string_view s) noexcept {
  s = trim(s);
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc{} || p != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<double> parse_double(std::string_view s) noexcept {
  s = trim(s);
  double v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc{} || p != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace bbp
