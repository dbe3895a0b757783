#pragma once
// The flat token stream the BBCode grammar (grammar/bbcode.hpp) cuts a post into. Offsets are
// 32-bit to keep a token at 28 bytes: inputs are limited far below 4 GiB (parse() refuses more).
#include <cstdint>
#include <string_view>
#include <vector>

namespace bbp::bbcode {

enum class TokenKind : std::uint8_t { text, line_break, open_tag, close_tag, sprite };

struct TokenSpan {
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
  std::uint32_t size() const noexcept { return end - begin; }
};

struct Token {
  TokenKind kind = TokenKind::text;
  TokenSpan span;  ///< the whole token
  TokenSpan name;  ///< tags: the tag name; sprites: the name between set prefix and closing colon
  TokenSpan attr;  ///< open tags: text after `=` or after the space, quotes stripped; sprites: the set
  bool has_attr = false;
  bool attr_is_option = false;  ///< open tags: `[img width="1"]` form (after a space), not `=value`
  char quote = 0;  ///< open tags: '"' or '\'' when the attribute was quoted
};

/// Cuts `source[begin, end)` into tokens (offsets are into `source`). Adjacent text bytes are one
/// token. Linear in the input; never throws.
std::vector<Token> tokenize(std::string_view source, std::size_t begin = 0);

}  // namespace bbp::bbcode
