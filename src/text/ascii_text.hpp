#pragma once
// Small ASCII-case-insensitive text helpers shared by every stage. Players write keywords in any
// case ("if … then", "IF … THEN"); names are folded with ICU by the Dex, not here.
#include <cstddef>
#include <string>
#include <string_view>

namespace bbp::text {


inline char lower(char c) noexcept { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }
inline bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
inline bool is_alpha(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
inline bool is_alnum(char c) noexcept { return is_alpha(c) || is_digit(c); }
/// A byte that can be part of a word: ASCII letters/digits and every non-ASCII byte (é, ’ …).
inline bool is_word_byte(char c) noexcept { return is_alnum(c) || static_cast<unsigned char>(c) >= 0x80; }

std::string to_lower(std::string_view s);
bool istarts_with(std::string_view s, std::string_view prefix);
bool iends_with(std::string_view s, std::string_view suffix);
/// Whether `a` and `b` are the same text in any ASCII case.
inline bool iequals(std::string_view a, std::string_view b) { return a.size() == b.size() && istarts_with(a, b); }
/// `s` without one leading "any ", "an ", "a " or "the " (ASCII case-insensitive): "a Protective
/// Move" names the group "Protective Move".
std::string_view strip_determiner(std::string_view s);
/// Offset of `needle` in `hay` (ASCII case-insensitive) at or after `from`, or npos.
std::size_t ifind(std::string_view hay, std::string_view needle, std::size_t from = 0);
/// Like ifind, but `needle` must not be glued to word bytes on either side.
std::size_t ifind_word(std::string_view hay, std::string_view needle, std::size_t from = 0);
bool contains_word(std::string_view hay, std::string_view needle);
/// Like ifind_word but case-sensitive: for text lower-cased once and searched for many
/// lower-case phrases (a plain find per phrase is several times cheaper than ifind).
std::size_t find_word(std::string_view hay, std::string_view needle, std::size_t from = 0);
/// `s` without the spaces, tabs, CRs and LFs at either end.
std::string_view trim(std::string_view s) noexcept;
/// Number of whitespace-separated words.
std::size_t word_count(std::string_view s);

}  // namespace bbp::text
