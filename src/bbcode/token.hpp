#pragma once
// The flat token stream the BBCode grammar (grammar/bbcode.hpp) cuts a post into. Offsets are
// 32-bit to keep a token at 16 bytes: inputs are limited far below 4 GiB (parse() refuses more).
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

/// 16 bytes: a post tokenizes to one token per ~6 bytes, so the token stream is larger than the
/// post and its size is most of the tokenizer's cost. Name and attribute lie inside the token
/// (a tag name is at most grammar::bbcode::kMaxTagName bytes, a sprite name at most 40 characters,
/// an attribute at most kMaxAttribute bytes), so they are kept as offsets from span.begin.
struct Token {
  TokenSpan span;  ///< the whole token
  TokenKind kind = TokenKind::text;
  char quote = 0;  ///< open tags: '"' or '\'' when the attribute was quoted

  /// tags: the tag name; sprites: the name between set prefix and closing colon
  TokenSpan name() const noexcept { return TokenSpan{span.begin + name_off_, span.begin + name_off_ + name_len_}; }
  /// open tags: text after `=` or after the space, quotes stripped; sprites: the set
  TokenSpan attr() const noexcept { return TokenSpan{span.begin + attr_off_, span.begin + attr_off_ + attr_len_}; }
  bool has_attr() const noexcept { return (flags_ & kHasAttr) != 0; }
  /// open tags: `[img width="1"]` form (after a space), not `=value`
  bool attr_is_option() const noexcept { return (flags_ & kOption) != 0; }

  void set_name(TokenSpan s) noexcept {
    name_off_ = static_cast<std::uint8_t>(s.begin - span.begin);
    name_len_ = static_cast<std::uint8_t>(s.size());
  }
  void set_attr(TokenSpan s, bool is_option) noexcept {
    attr_off_ = static_cast<std::uint8_t>(s.begin - span.begin);
    attr_len_ = static_cast<std::uint16_t>(s.size());
    flags_ = static_cast<std::uint8_t>(kHasAttr | (is_option ? kOption : 0));
  }

 private:
  static constexpr std::uint8_t kHasAttr = 1;
  static constexpr std::uint8_t kOption = 2;
  std::uint16_t attr_len_ = 0;
  std::uint8_t name_off_ = 0;
  std::uint8_t name_len_ = 0;
  std::uint8_t attr_off_ = 0;
  std::uint8_t flags_ = 0;
};
static_assert(sizeof(Token) == 16);

/// Cuts `source[begin, end)` into tokens (offsets are into `source`). Adjacent text bytes are one
/// token. Linear in the input; never throws.
std::vector<Token> tokenize(std::string_view source, std::size_t begin = 0);

}  // namespace bbp::bbcode
