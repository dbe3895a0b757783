#include "post/text_util.hpp"

namespace bbp::post::text {

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
