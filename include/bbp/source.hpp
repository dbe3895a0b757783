#pragma once
// A post as read from a file or stdin, with lazily computed line starts. Line/column are only
// needed when a diagnostic is printed, so nothing is computed until then.
#include <bbp/span.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace bbp {

struct LineCol {
  std::size_t line = 1;    ///< 1-based
  std::size_t column = 1;  ///< 1-based, counted in Unicode code points (not bytes)
};

class SourceFile {
 public:
  SourceFile(std::string name, std::string text);

  const std::string& name() const noexcept { return name_; }
  std::string_view text() const noexcept { return text_; }

  /// Line and code-point column of a byte offset (clamped to the text). A CRLF, a lone CR and a LF
  /// each end a line.
  LineCol locate(std::size_t offset) const;
  /// The line containing `offset`, without its terminator, and the byte offset where it starts.
  std::string_view line_text(std::size_t offset, std::size_t* line_begin = nullptr) const;

 private:
  void index_lines() const;
  std::string name_;
  std::string text_;
  mutable std::vector<std::size_t> line_starts_;
  // Every ~1 KB of a long line, a code point's offset and its column on its line: a column is counted
  // from the nearest checkpoint or line start before it, so many diagnostics on one long line
  // cost O(1 KB) each, in any order, instead of a count from the line's start.
  struct Checkpoint {
    std::size_t offset;
    std::size_t column;
  };
  mutable std::vector<Checkpoint> checkpoints_;
};

/// Number of code points in `bytes` (invalid sequences count one per byte, so carets never
/// vanish). Uses ICU's UTF-8 macros.
std::size_t count_code_points(std::string_view bytes);

}  // namespace bbp
