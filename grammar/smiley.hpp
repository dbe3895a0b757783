#pragma once
// ":)", ";D", "=P", "^^", "<3", "xD": a smiley written as a word of its own. Table talk, no order
// ([9.1]) and no clause ([10.7a]). The one test, read by the substitution grammar's end
// (grammar/substitution_words.hpp `table_talk_close`), the end of the main orders
// (src/orders/courtesy.cpp) and the remark after a substitution's result
// (src/orders/trailing_remark.cpp).
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include <cstddef>
#include <string_view>

namespace bbp::grammar {

/// Whether `word` (no blanks) is a smiley of two or three marks. A sprite code (":sv/scyther:")
/// is longer.
[[nodiscard]] constexpr bool is_smiley(std::string_view word) {
  if (word.size() < 2 || word.size() > 3) return false;
  if (word == "xD" || word == "XD") return true;
  const char c = word[0];
  return c == ':' || c == ';' || c == '^' || c == '<' || c == '=';
}

/// A smiley as a whole word: is_smiley over the bytes up to the next blank (or the end).
struct smiley {
  using rule_t = smiley;
  using subs_t = tao::pegtl::empty_list;
  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) {
    constexpr std::size_t kLongest = 4;  // one more than a smiley: a longer word is none
    const std::size_t available = in.size(kLongest);
    std::size_t n = 0;
    while (n < available && n < kLongest) {
      const char c = in.peek_char(n);
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n') break;
      ++n;
    }
    if (!is_smiley(std::string_view(in.current(), n))) return false;
    in.bump_in_this_line(n);
    return true;
  }
};

}  // namespace bbp::grammar

// pegtl::analyze: a smiley consumes its two or three bytes.
template <typename Name>
struct tao::pegtl::analyze_traits<Name, bbp::grammar::smiley> : tao::pegtl::analyze_any_traits<> {};
