// Reading one line of a profile with grammar/profile.hpp: each kind's rule is tried on the whole
// line in a fixed order, and the actions below record where the captured pieces are.
#include "profile/lines.hpp"

#include "../../grammar/profile.hpp"
#include "text/ascii_text.hpp"

#include <charconv>
#include <optional>

namespace bbp::profile::detail {
namespace g = bbp::grammar::profile;
namespace pegtl = tao::pegtl;

namespace {

struct State {
  const char* base = nullptr;
  LineRead r;
  std::vector<AbilityPiece> abilities;
  std::vector<Piece> types;
  Piece at(const char* b, const char* e) const {
    return Piece{static_cast<std::size_t>(b - base), static_cast<std::size_t>(e - base)};
  }
};

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

#define BBP_CAPTURE(rule, field)                                   \
  template <>                                                      \
  struct action<rule> {                                            \
    template <typename In>                                         \
    static void apply(const In& in, State& s) {                    \
      s.r.field = s.at(in.begin(), in.end());                      \
    }                                                              \
  }

BBP_CAPTURE(g::level_value, value);
BBP_CAPTURE(g::exp_value, exp_value);
BBP_CAPTURE(g::exp_max, exp_max);
BBP_CAPTURE(g::nature_name, value);
BBP_CAPTURE(g::nature_note, nature_note);
BBP_CAPTURE(g::typing_value, value);
BBP_CAPTURE(g::abilities_value, value);
BBP_CAPTURE(g::traits_value, value);
BBP_CAPTURE(g::items_value, value);
BBP_CAPTURE(g::stat_value, value);
BBP_CAPTURE(g::block_level, value);
BBP_CAPTURE(g::move_name, value);
BBP_CAPTURE(g::section_value, value);
BBP_CAPTURE(g::item_count, item_count);
BBP_CAPTURE(g::item_sprite, item_sprite);
BBP_CAPTURE(g::item_name_text, value);
BBP_CAPTURE(g::item_name_before_count, value);
BBP_CAPTURE(g::currency_name, key);
BBP_CAPTURE(g::species_field_value, value);
BBP_CAPTURE(g::nickname_field_value, value);
#undef BBP_CAPTURE

template <>
struct action<g::exp_dashes> {
  template <typename In>
  static void apply(const In&, State& s) { s.r.exp_dashes = true; }
};
template <>
struct action<g::exp_part> {
  template <typename In>
  static void apply(const In&, State& s) { s.r.exp_present = true; }
};
template <>
struct action<g::exp_unreadable> {
  template <typename In>
  static void apply(const In& in, State& s) {
    s.r.exp_present = true;
    s.r.exp_readable = false;
    s.r.exp_value = s.at(in.begin(), in.end());
  }
};
template <>
struct action<g::nature_paren> {
  template <typename In>
  static void apply(const In&, State& s) { s.r.nature_paren = true; }
};
template <>
struct action<g::stat_mark_plus> {
  template <typename In>
  static void apply(const In&, State& s) { s.r.mark = 1; }
};
template <>
struct action<g::stat_mark_minus> {
  template <typename In>
  static void apply(const In&, State& s) { s.r.mark = -1; }
};
template <>
struct action<g::stat_alternate_value> {
  template <typename In>
  static void apply(const In& in, State& s) {
    int v = 0;
    const auto [p, ec] = std::from_chars(in.begin(), in.end(), v);
    if (ec == std::errc()) s.r.alternate = v;
  }
};
template <>
struct action<g::stat_unreadable> {
  template <typename In>
  static void apply(const In& in, State& s) {
    // A value may have been captured by a branch that then failed: the line is unreadable.
    s.r.stat_readable = false;
    s.r.value = s.at(in.begin(), in.end());
    s.r.mark = 0;
    s.r.alternate.reset();
  }
};
template <>
struct action<g::move_suffix> {
  template <typename In>
  static void apply(const In& in, State& s) { s.r.suffixes.push_back(s.at(in.begin(), in.end())); }
};
template <>
struct action<g::type_name> {
  template <typename In>
  static void apply(const In& in, State& s) { s.types.push_back(s.at(in.begin(), in.end())); }
};
template <>
struct action<g::ability_name> {
  template <typename In>
  static void apply(const In& in, State& s) { s.abilities.push_back({s.at(in.begin(), in.end()), false}); }
};
template <>
struct action<g::hidden_suffix> {
  template <typename In>
  static void apply(const In&, State& s) {
    if (!s.abilities.empty()) s.abilities.back().hidden = true;
  }
};
template <>
struct action<g::hidden_ability_name> {
  template <typename In>
  static void apply(const In& in, State& s) { s.abilities.push_back({s.at(in.begin(), in.end()), true}); }
};
template <>
struct action<g::paren_hidden_ability_name> : action<g::hidden_ability_name> {};
template <>
struct action<g::ability_note> {
  template <typename In>
  static void apply(const In& in, State& s) {
    if (s.abilities.empty()) return;
    const std::string note = text::to_lower(in.string_view());
    // "(locked)", "(not unlocked yet)", "(unlocks at Level 3)"; "(unlocked)" says the opposite.
    const bool unlocked = note.find("unlocked") != std::string::npos && note.find("not") == std::string::npos;
    s.abilities.back().locked_note = !unlocked && (note.find("locked") != std::string::npos ||
                                                   note.find("unlocks") != std::string::npos);
  }
};

#define BBP_STAT(rule, key_value)                                  \
  template <>                                                      \
  struct action<rule> {                                            \
    template <typename In>                                         \
    static void apply(const In&, State& s) { s.r.stat = key_value; } \
  }
BBP_STAT(g::stat_hp, StatKey::hp);
BBP_STAT(g::stat_atk, StatKey::attack);
BBP_STAT(g::stat_def, StatKey::defense);
BBP_STAT(g::stat_spa, StatKey::special_attack);
BBP_STAT(g::stat_spd, StatKey::special_defense);
BBP_STAT(g::stat_spe, StatKey::speed);
BBP_STAT(g::stat_size, StatKey::size);
BBP_STAT(g::stat_weight, StatKey::weight);
#undef BBP_STAT

/// Runs `Rule` from the start of `text` with the captures going to `s`: how many bytes it
/// matched, or nothing when it did not match.
template <typename Rule>
std::optional<std::size_t> parse_prefix(std::string_view text, State& s) {
  s.base = text.data();
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(text.data(), text.data() + text.size(), "");
  try {
    if (pegtl::parse<Rule, action>(in, s)) return static_cast<std::size_t>(in.current() - text.data());
  } catch (const pegtl::parse_error&) {
  }
  return std::nullopt;
}

/// Tries `Rule` on the whole line; on success `out` holds the captures and `kind`.
template <typename Rule>
bool try_rule(std::string_view line, LineKind kind, LineRead& out) {
  State s;
  if (!parse_prefix<pegtl::seq<Rule, pegtl::eof>>(line, s)) return false;
  out = std::move(s.r);
  out.kind = kind;
  return true;
}

bool is_blank(std::string_view line);

/// "Level 0: Astonish, Ember, Minimize": the block header and each listed move, with pieces
/// relative to the whole line. Empty when the line is not such a list.
/// The same for "Moves: Aura Sphere, Bone Rush" (Prefix g::moves_inline_prefix, kind moves_header).
template <typename Prefix = g::block_inline_prefix>
std::optional<LineRead> read_inline_block(std::string_view line, LineKind kind = LineKind::block_header) {
  State s;
  const std::optional<std::size_t> prefix = parse_prefix<Prefix>(line, s);
  if (!prefix) return std::nullopt;
  LineRead block = std::move(s.r);
  block.kind = kind;
  std::size_t b = *prefix;
  while (b < line.size()) {
    std::size_t e = line.find_first_of(",;/", b);
    if (e == std::string_view::npos) e = line.size();
    const std::string_view piece = line.substr(b, e - b);
    if (!is_blank(piece)) {
      LineRead m;
      if (!try_rule<g::move_line>(piece, LineKind::move, m)) return std::nullopt;
      auto shift = [b](Piece& x) { x = Piece{x.begin + b, x.end + b}; };
      shift(m.value);
      for (Piece& x : m.suffixes) shift(x);
      m.value = trim(line, m.value);
      block.inline_moves.push_back(std::move(m));
    }
    b = e + 1;
  }
  if (block.inline_moves.empty()) return std::nullopt;
  return block;
}

bool is_blank(std::string_view line) {
  for (char c : line)
    if (c != ' ' && c != '\t' && c != '\r') return false;
  return true;
}

/// A movepool line that is really prose (a sentence after the moves): long, or ends a sentence.
bool looks_like_prose(std::string_view name) {
  int words = 1;
  for (char c : name) words += c == ' ' ? 1 : 0;
  const char last = name.empty() ? ' ' : name.back();
  return words > 5 || last == '.' || last == '!' || last == '?' || last == ':';
}

}  // namespace

std::string_view slice(std::string_view line, Piece p) {
  if (p.begin > line.size() || p.end > line.size() || p.end < p.begin) return {};
  return line.substr(p.begin, p.end - p.begin);
}

Piece trim(std::string_view line, Piece p) {
  while (p.begin < p.end && (line[p.begin] == ' ' || line[p.begin] == '\t')) ++p.begin;
  while (p.end > p.begin && (line[p.end - 1] == ' ' || line[p.end - 1] == '\t' || line[p.end - 1] == '\r')) --p.end;
  return p;
}

LineRead read_pokemon_line(std::string_view line, bool in_moves) {
  LineRead r;
  if (is_blank(line)) {
    r.kind = LineKind::blank;
    return r;
  }
  if (in_moves) {
    if (try_rule<g::block_header>(line, LineKind::block_header, r)) return r;
    if (std::optional<LineRead> block = read_inline_block(line)) return std::move(*block);
    if (try_rule<g::moves_header>(line, LineKind::moves_header, r)) return r;
    if (try_rule<g::formes_line>(line, LineKind::formes, r)) return r;
    if (try_rule<g::note_line>(line, LineKind::note, r)) return r;
    // "Unique traits: none" written after the movepool is no move.
    if (try_rule<g::traits_line>(line, LineKind::traits, r)) return r;
    if (try_rule<g::items_line>(line, LineKind::items, r)) return r;
    // "Thunder Shock, Quick Attack, Agility": several moves on one line, each a move's words.
    if (line.find_first_of(",;") != std::string_view::npos)
      if (std::optional<LineRead> list = read_inline_block<g::bare_list_prefix>(line, LineKind::move_list)) {
        bool names = list->inline_moves.size() >= 2;
        for (const LineRead& m : list->inline_moves) names = names && !looks_like_prose(slice(line, m.value));
        if (names) return std::move(*list);
      }
    if (try_rule<g::move_line>(line, LineKind::move, r)) {
      r.value = trim(line, r.value);
      if (!looks_like_prose(slice(line, r.value))) return r;
    }
    r = LineRead{};
    r.kind = LineKind::other;
    return r;
  }
  if (try_rule<g::stat_line>(line, LineKind::stat, r)) return r;
  if (try_rule<g::level_line>(line, LineKind::level, r)) return r;
  if (try_rule<g::exp_line>(line, LineKind::exp, r)) return r;
  if (try_rule<g::stars_line>(line, LineKind::stars, r)) return r;
  if (try_rule<g::nature_line>(line, LineKind::nature, r)) return r;
  if (try_rule<g::typing_line>(line, LineKind::typing, r)) return r;
  if (try_rule<g::abilities_line>(line, LineKind::abilities, r)) return r;
  if (try_rule<g::traits_line>(line, LineKind::traits, r)) return r;
  if (try_rule<g::items_line>(line, LineKind::items, r)) return r;
  if (try_rule<g::formes_line>(line, LineKind::formes, r)) return r;
  if (try_rule<g::note_line>(line, LineKind::note, r)) return r;
  if (try_rule<g::moves_header>(line, LineKind::moves_header, r)) return r;
  if (std::optional<LineRead> moves = read_inline_block<g::moves_inline_prefix>(line, LineKind::moves_header))
    return std::move(*moves);
  if (try_rule<g::species_field_line>(line, LineKind::species_field, r)) return r;
  if (try_rule<g::nickname_field_line>(line, LineKind::nickname_field, r)) return r;
  r = LineRead{};
  r.kind = LineKind::other;
  return r;
}

LineRead read_trainer_line(std::string_view line) {
  LineRead r;
  if (is_blank(line)) {
    r.kind = LineKind::blank;
    return r;
  }
  if (try_rule<g::trainer_level_line>(line, LineKind::trainer_level, r)) return r;
  if (try_rule<g::trainer_name_line>(line, LineKind::trainer_name, r)) return r;
  if (try_rule<g::trainer_pokemon_line>(line, LineKind::trainer_pokemon, r)) return r;
  if (try_rule<g::currency_line>(line, LineKind::currency, r)) return r;
  if (try_rule<g::key_items_header>(line, LineKind::key_items_header, r)) return r;
  if (try_rule<g::items_header>(line, LineKind::items_header, r)) return r;
  if (try_rule<g::battles_header>(line, LineKind::battles_header, r)) return r;
  if (try_rule<g::prizes_header>(line, LineKind::prizes_header, r)) return r;
  if (try_rule<g::item_line>(line, LineKind::item_line, r)) return r;
  r = LineRead{};
  r.kind = LineKind::other;
  return r;
}

std::vector<Piece> read_type_list(std::string_view value) {
  State s;
  if (!parse_prefix<g::type_list>(value, s)) return {};
  return s.types;
}

std::vector<AbilityPiece> read_ability_list(std::string_view value) {
  State s;
  if (!parse_prefix<g::ability_list>(value, s)) return {};
  for (AbilityPiece& a : s.abilities) a.name = trim(value, a.name);
  return s.abilities;
}

std::vector<Line> split_lines(const bbcode::Projection& plain) {
  std::vector<Line> out;
  const std::string_view t = plain.text;
  std::size_t b = 0;
  while (b <= t.size()) {
    std::size_t e = t.find('\n', b);
    if (e == std::string_view::npos) e = t.size();
    out.push_back(Line{b, e, t.substr(b, e - b)});
    if (e == t.size()) break;
    b = e + 1;
  }
  return out;
}

}  // namespace bbp::profile::detail
