#include <bbp/source.hpp>

#include <unicode/utf8.h>

#include <algorithm>

namespace bbp {

SourceFile::SourceFile(std::string name, std::string text) : name_(std::move(name)), text_(std::move(text)) {}

namespace {
constexpr std::size_t kCheckpointBytes = 1024;
bool continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }
}  // namespace

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
  // Checkpoints only inside lines longer than a block; a code point's first byte each, so a count
  // from one equals the count from the line's start.
  for (std::size_t l = 0; l < line_starts_.size(); ++l) {
    const std::size_t begin = line_starts_[l];
    const std::size_t end = l + 1 < line_starts_.size() ? line_starts_[l + 1] : n;
    std::size_t at = begin, column = 1;
    for (std::size_t next = begin + kCheckpointBytes; next < end; next += kCheckpointBytes) {
      std::size_t cut = next;
      while (cut < end && continuation_byte(text_[cut])) ++cut;
      if (cut >= end) break;
      column += count_code_points(std::string_view(text_).substr(at, cut - at));
      checkpoints_.push_back(Checkpoint{cut, column});
      at = cut;
      next = cut;
    }
  }
}

LineCol SourceFile::locate(std::size_t offset) const {
  index_lines();
  offset = std::min(offset, text_.size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  const std::size_t line_index = static_cast<std::size_t>(it - line_starts_.begin()) - 1;
  const std::size_t begin = line_starts_[line_index];
  std::size_t from = begin, column = 1;
  // The last checkpoint at or before `offset`, when it lies on this line.
  auto cp = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), offset,
                             [](std::size_t o, const Checkpoint& c) { return o < c.offset; });
  if (cp != checkpoints_.begin() && (cp - 1)->offset >= begin) {
    from = (cp - 1)->offset;
    column = (cp - 1)->column;
  }
  column += count_code_points(std::string_view(text_).substr(from, offset - from));
  return LineCol{line_index + 1, column};
}

std::string_view SourceFile::line_text(std::size_t offset, std::size_t* line_begin) const {
  index_lines();
  offset = std::min(offset, text_.size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  const std::size_t begin = *(it - 1);
  // The next line's start less its terminator (LF, CRLF or CR): no scan along a long line.
  std::size_t end = it == line_starts_.end() ? text_.size() : *it;
  if (it != line_starts_.end()) {
    if (end > begin && text_[end - 1] == '\n') --end;
    if (end > begin && text_[end - 1] == '\r') --end;
  }
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
