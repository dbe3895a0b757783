#include "post/text_util.hpp"

#include "grammar/bbcode.hpp"

#include <tao/pegtl.hpp>

using namespace std::string_view_literals;

namespace bbp::post::text {

// One shape for sprite codes in the whole project: the lexer's (grammar/bbcode.hpp), so the
// segmenter never sees a code where the BBCode layer saw prose ("12:30:45") or the reverse.
std::size_t after_leading_sprites(std::string_view s) {
  std::size_t at = 0;
  while (at < s.size()) {
    if (is_space(s[at])) { ++at; continue; }
    const auto hit = sprite_at(s, at);
    if (!hit) break;
    at = hit->end;
  }
  return at;
}

std::optional<SpriteHit> sprite_at(std::string_view s, std::size_t pos) {
  if (pos >= s.size() || s[pos] != ':') return std::nullopt;
  tao::pegtl::memory_input in(s.data() + pos, s.size() - pos, "");
  if (!tao::pegtl::parse<grammar::bbcode::sprite>(in)) return std::nullopt;
  SpriteHit hit;
  hit.begin = pos;
  hit.end = pos + static_cast<std::size_t>(in.current() - (s.data() + pos));
  const std::string_view body = s.substr(pos + 1, hit.end - pos - 2);
  const std::size_t slash = body.find('/');
  if (slash != std::string_view::npos) {
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

bool opens_with_switching_phase(std::string_view s) { return istarts_with(s, kSwitchingPhase); }

bool is_field_position(std::string_view words) {
  std::string_view w = trim(words);
  for (std::string_view tail : {" slot"sv, " side"sv, " position"sv})
    if (iends_with(w, tail)) {
      w = trim(w.substr(0, w.size() - tail.size()));
      break;
    }
  for (std::string_view p : kFieldPositions)
    if (w.size() == p.size() && istarts_with(w, p)) return true;
  return false;
}

}  // namespace bbp::post::text
