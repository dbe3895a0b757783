#include <bbp/source.hpp>

#include <unicode/utf8.h>

#include <algorithm>

namespace bbp {

SourceFile::SourceFile(std::string name, std::string text) : name_(std::move(name)), text_(std::move(text)) {}

void SourceFile::index_lines() const {
  if (!line_starts_.empty()) return;
  line_starts_.push_back(0);
  const std::size_t n = text_.size();
  for (std::size_t i = 0; i < n; ++i) {
    const char c = text_[i];
    if (c == '\n') {
      line_starts_.push_back(i + 1);
    } else if (c == '\r') {
      if (i + 1 < n && text_[i + 1] == '\n') ++i;  // CRLF is one terminator
      line_starts_.push_back(i + 1);
    }
  }
}

LineCol SourceFile::locate(std::size_t offset) const {
  index_lines();
  offset = std::min(offset, text_.size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  const std::size_t line_index = static_cast<std::size_t>(it - line_starts_.begin()) - 1;
  const std::size_t begin = line_starts_[line_index];
  return LineCol{line_index + 1, count_code_points(std::string_view(text_).substr(begin, offset - begin)) + 1};
}

std::string_view SourceFile::line_text(std::size_t offset, std::size_t* line_begin) const {
  index_lines();
  offset = std::min(offset, text_.size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  const std::size_t begin = *(it - 1);
  std::size_t end = begin;
  while (end < text_.size() && text_[end] != '\n' && text_[end] != '\r') ++end;
  if (line_begin != nullptr) *line_begin = begin;
  return std::string_view(text_).substr(begin, end - begin);
}

std::size_t count_code_points(std::string_view bytes) {
  const auto* s = reinterpret_cast<const uint8_t*>(bytes.data());
  const auto length = static_cast<int32_t>(bytes.size());
  int32_t i = 0;
  std::size_t count = 0;
  while (i < length) {
    UChar32 c;
    U8_NEXT(s, i, length, c);  // an ill-formed sequence advances and yields c < 0: still one column
    (void)c;
    ++count;
  }
  return count;
}

}  // namespace bbp
