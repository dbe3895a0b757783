#include "text/ascii_text.hpp"

using namespace std::string_view_literals;

namespace bbp::text {

std::string to_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = lower(c);
  return out;
}

std::string_view strip_determiner(std::string_view s) {
  for (std::string_view d : {"any "sv, "an "sv, "a "sv, "the "sv})
    if (s.size() > d.size() && istarts_with(s, d)) return s.substr(d.size());
  return s;
}

bool istarts_with(std::string_view s, std::string_view prefix) {
  if (prefix.size() > s.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i)
    if (lower(s[i]) != lower(prefix[i])) return false;
  return true;
}

bool iends_with(std::string_view s, std::string_view suffix) {
  return suffix.size() <= s.size() && istarts_with(s.substr(s.size() - suffix.size()), suffix);
}

std::size_t ifind(std::string_view hay, std::string_view needle, std::size_t from) {
  if (needle.empty()) return from <= hay.size() ? from : std::string_view::npos;
  if (needle.size() > hay.size()) return std::string_view::npos;
  // Skip quickly to the places where the first byte matches (in either case), then compare the
  // rest: the line classifier calls this for dozens of phrases per line.
  const char first_lo = lower(needle.front());
  const char first_up = first_lo >= 'a' && first_lo <= 'z' ? static_cast<char>(first_lo - 'a' + 'A') : first_lo;
  const std::size_t last = hay.size() - needle.size();
  for (std::size_t i = from; i <= last; ++i) {
    if (hay[i] != first_lo && hay[i] != first_up) continue;
    std::size_t k = 1;
    while (k < needle.size() && lower(hay[i + k]) == lower(needle[k])) ++k;
    if (k == needle.size()) return i;
  }
  return std::string_view::npos;
}

namespace {
/// Word edges: a word byte may not touch the needle's word-byte ends.
bool word_edges_ok(std::string_view hay, std::string_view needle, std::size_t i) {
  const bool left_ok = i == 0 || !is_word_byte(hay[i - 1]) || !is_word_byte(needle.front());
  const std::size_t e = i + needle.size();
  const bool right_ok = e >= hay.size() || !is_word_byte(hay[e]) || !is_word_byte(needle.back());
  return left_ok && right_ok;
}
}  // namespace

std::size_t ifind_word(std::string_view hay, std::string_view needle, std::size_t from) {
  for (std::size_t i = ifind(hay, needle, from); i != std::string_view::npos; i = ifind(hay, needle, i + 1))
    if (word_edges_ok(hay, needle, i)) return i;
  return std::string_view::npos;
}

std::size_t find_word(std::string_view hay, std::string_view needle, std::size_t from) {
  if (needle.empty()) return std::string_view::npos;
  for (std::size_t i = hay.find(needle, from); i != std::string_view::npos; i = hay.find(needle, i + 1))
    if (word_edges_ok(hay, needle, i)) return i;
  return std::string_view::npos;
}

bool contains_word(std::string_view hay, std::string_view needle) {
  return ifind_word(hay, needle) != std::string_view::npos;
}

std::string_view trim(std::string_view s) noexcept {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

std::size_t word_count(std::string_view s) {
  std::size_t n = 0;
  bool in_word = false;
  for (char c : s) {
    if (is_space(c)) in_word = false;
    else if (!in_word) { in_word = true; ++n; }
  }
  return n;
}

}  // namespace bbp::text
