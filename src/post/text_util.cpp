#include "post/text_util.hpp"

namespace bbp::post::text {

std::string to_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = lower(c);
  return out;
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
  for (std::size_t i = from; i + needle.size() <= hay.size(); ++i)
    if (istarts_with(hay.substr(i), needle)) return i;
  return std::string_view::npos;
}

std::size_t ifind_word(std::string_view hay, std::string_view needle, std::size_t from) {
  for (std::size_t i = ifind(hay, needle, from); i != std::string_view::npos; i = ifind(hay, needle, i + 1)) {
    const bool left_ok = i == 0 || !is_word_byte(hay[i - 1]) || !is_word_byte(needle.front());
    const std::size_t e = i + needle.size();
    const bool right_ok = e >= hay.size() || !is_word_byte(hay[e]) || !is_word_byte(needle.back());
    if (left_ok && right_ok) return i;
  }
  return std::string_view::npos;
}

bool contains_word(std::string_view hay, std::string_view needle) {
  return ifind_word(hay, needle) != std::string_view::npos;
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

namespace {
// Characters Smogon sprite/smiley codes are made of: ":sv/tapu fini:", ":kommo-o:", ":farfetch'd:",
// ":mr. mime:", ":dire hit2:". A space may appear inside but not first or last.
bool sprite_byte(char c) noexcept {
  return is_alnum(c) || c == ' ' || c == '/' || c == '-' || c == '\'' || c == '.' || c == '_' || c == '%';
}
constexpr std::size_t kMaxSpriteLength = 48;
}  // namespace

std::optional<SpriteHit> sprite_at(std::string_view s, std::size_t pos) {
  if (pos >= s.size() || s[pos] != ':') return std::nullopt;
  const std::size_t start = pos + 1;
  std::size_t i = start;
  std::size_t spaces = 0;
  while (i < s.size() && i - start <= kMaxSpriteLength && sprite_byte(s[i])) {
    if (s[i] == ' ') ++spaces;
    ++i;
  }
  if (i >= s.size() || s[i] != ':' || i == start) return std::nullopt;
  const std::string_view body = s.substr(start, i - start);
  if (!is_alnum(body.front()) || body.back() == ' ' || spaces > 3) return std::nullopt;
  SpriteHit hit;
  hit.begin = pos;
  hit.end = i + 1;
  const std::size_t slash = body.find('/');
  if (slash != std::string_view::npos && slash > 0 && slash + 1 < body.size()) {
    hit.set = body.substr(0, slash);
    hit.name = body.substr(slash + 1);
  } else {
    hit.name = body;
  }
  return hit;
}

std::vector<SpriteHit> find_sprites(std::string_view s) {
  std::vector<SpriteHit> out;
  std::size_t i = 0;
  while (i < s.size()) {
    if (s[i] == ':') {
      if (auto hit = sprite_at(s, i)) {
        out.push_back(*hit);
        i = hit->end;
        continue;
      }
    }
    ++i;
  }
  return out;
}

}  // namespace bbp::post::text
