#pragma once
// A parsed TSV table (the format of data/dex/README.md: header row, TAB-separated, no quoting).
// Cells are views into the text, so the text must outlive the table.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp {

struct TsvTable {
  std::vector<std::string_view> header;
  std::vector<std::vector<std::string_view>> rows;
  std::vector<std::size_t> row_offsets;  ///< byte offset of each row in the text
  std::vector<std::size_t> row_lines;    ///< 1-based line number of each row

  std::optional<std::size_t> column(std::string_view name) const noexcept;
  /// The cell of `row` in column `col`, "" when the column is absent.
  std::string_view cell(std::size_t row, std::optional<std::size_t> col) const noexcept;
};

struct TsvProblem {
  std::size_t line = 0;
  std::size_t offset = 0;
  std::string message;
};

/// Parses `text`. Rows whose field count differs from the header's are left out and reported
/// in `problems`; blank lines are skipped; CRLF is accepted.
TsvTable parse_tsv(std::string_view text, std::vector<TsvProblem>* problems = nullptr);

/// Splits a `|`-joined list; empty text gives an empty list.
std::vector<std::string_view> split_list(std::string_view text, char sep = '|');

/// Overlay cells may hold line breaks and tabs (effect text), escaped as \n, \t and \\.
std::string escape_cell(std::string_view raw);
std::string unescape_cell(std::string_view cell);

std::optional<int> parse_int(std::string_view s) noexcept;
std::optional<double> parse_double(std::string_view s) noexcept;
std::string_view trim(std::string_view s) noexcept;

}  // namespace bbp
