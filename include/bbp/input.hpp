#pragma once
// Reading a post from a file or standard input, with the size limit applied before the bytes are
// held in memory, so a 10 MB paste is refused with a clear message instead of being parsed.
#include <bbp/diagnostic.hpp>

#include <cstddef>
#include <optional>
#include <string>

namespace bbp {

struct ReadResult {
  std::optional<std::string> text;  ///< empty on failure
  std::string error;                ///< why it failed ("no such file", "larger than 1048576 bytes")
  bool too_large = false;
};

/// Reads `path` ("-" = standard input), at most `max_bytes` bytes (0 = unlimited).
ReadResult read_input(const std::string& path, std::size_t max_bytes);

/// The diagnostic for a failed read (BBP1002 when over the limit, else BBP1010), so every command
/// reports it through the one table and the renderers.
Diagnostic read_failure(const std::string& path, const ReadResult& failed);

/// Prints a failed read on stderr in the text renderer.
void print_read_failure(const std::string& path, const ReadResult& failed);

}  // namespace bbp
