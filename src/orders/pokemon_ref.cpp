#include "orders/pokemon_ref.hpp"

#include "grammar/sendout.hpp"
#include "post/line_classifier.hpp"
#include "post/text_util.hpp"

#include <bbp/dex.hpp>

#include <algorithm>

using namespace std::string_view_literals;

namespace bbp::orders {

namespace pegtl = tao::pegtl;
namespace g = grammar::sendout;

Sprite make_sprite(const bbcode::Projection& plain, std::size_t begin, std::size_t end) {
  Sprite s;
  s.code = plain.text.substr(begin, end - begin);
  s.span = post::to_source(plain, Span{begin, end});
  if (auto hit = post::text::sprite_at(s.code, 0)) {
    s.set = std::string(hit->set);
    s.name = std::string(hit->name);
  }
  return s;
}

namespace {

/// Whether the Dex knows `text` as a `k` exactly or by an alias.
bool names_exactly(Kind k, std::string_view text) {
  const Resolution r = dex().resolve(k, text);
  return r.match == Match::exact || r.match == Match::alias;
}

struct State {
  const bbcode::Projection& plain;
  std::size_t base;
  const char* input_begin;
  PokemonRef& ref;

  Span span(const char* b, const char* e) const {
    return post::trim(plain.text, Span{base + static_cast<std::size_t>(b - input_begin),
                                       base + static_cast<std::size_t>(e - input_begin)});
  }
  Text text(const char* b, const char* e) const {
    const Span t = span(b, e);
    return Text{plain.text.substr(t.begin, t.size()), post::to_source(plain, t)};
  }
  std::vector<Sprite> sprites(const char* b, const char* e) const {
    const Span t = span(b, e);
    std::vector<Sprite> out;
    for (const auto& hit : post::text::find_sprites(std::string_view(plain.text).substr(t.begin, t.size())))
      out.push_back(make_sprite(plain, t.begin + hit.begin, t.begin + hit.end));
    return out;
  }
};

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<g::ref_sprites> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.ref.sprites = st.sprites(in.begin(), in.end()); }
};
template <>
struct action<g::nickname> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.ref.nickname = st.text(in.begin(), in.end()); }
};
template <>
struct action<g::species> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.ref.species = st.text(in.begin(), in.end()); }
};
template <>
struct action<g::nick_species> {
  template <typename Input>
  static void apply(const Input&, State& st) { st.ref.name = Text{}; }
};
/// "Lv 3", "Level 3", "Lvl3", "L3", "Male", "Female", "Shiny": a note about the Pokemon in its
/// header's brackets, never its nickname.
inline bool is_level_or_gender_note(std::string_view t) {
  const std::string l = text::to_lower(text::trim(t));
  for (std::string_view w : {"male"sv, "female"sv, "shiny"sv, "genderless"sv})
    if (l == w) return true;
  std::string_view s = l;
  bool prefix = false;
  for (std::string_view p : {"level"sv, "lvl"sv, "lv"sv, "l"sv})
    if (s.starts_with(p)) {
      s.remove_prefix(p.size());
      prefix = true;
      break;
    }
  if (!prefix) return false;
  while (!s.empty() && (s.front() == ' ' || s.front() == '.')) s.remove_prefix(1);
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// "Gina (Garchomp)": the species is the name the Dex knows as one, the other the nickname. When
/// neither is a species ("Gina (F)", "Garchomp (Fairy)") it is no pair (false), and the first name
/// is read alone, the brackets left to what follows.
bool read_paren_pair(State& st, const char* begin, const char* open, const char* close) {
  const Text outer = st.text(begin, open);
  const Text inner = st.text(open + 1, close);
  const auto is = [](Kind k, const Text& t) { return names_exactly(k, t.text); };
  const bool inner_species = is(Kind::species, inner);
  // "Species (Nickname)": the brackets hold a nickname only when they name nothing else the
  // Dex knows ("Garchomp (Fairy)" is a Tera Type, "Scizor (Life Orb)" an item) and are a word
  // longer than a gender mark ("Gina (F)").
  const auto other_thing = [&](const Text& t) {
    if (t.text.size() < 2 || is_level_or_gender_note(t.text) || post::text::is_field_position(t.text))
      return true;  // "Arcanine (left)": where it stands, no nickname
    for (Kind k : {Kind::type, Kind::item, Kind::move, Kind::ability, Kind::nature})
      if (is(k, t)) return true;
    return false;
  };
  if (!inner_species && (!is(Kind::species, outer) || other_thing(inner))) return false;
  st.ref.name = Text{};
  st.ref.nickname = inner_species ? outer : inner;
  st.ref.species = inner_species ? inner : outer;
  // "Left (Scyther)": in Doubles and Triples where it stands, no nickname.
  if (inner_species && post::text::is_field_position(outer.text)) st.ref.nickname = Text{};
  return true;
}

template <>
struct action<g::paren_pair> {
  template <typename Input>
  static bool apply(const Input& in, State& st) {
    const char* open = std::find(in.begin(), in.end(), '(');
    return read_paren_pair(st, in.begin(), open, std::find(open, in.end(), ')'));
  }
};
template <>
struct action<g::paren_pair_head> {
  template <typename Input>
  static bool apply(const Input& in, State& st) {
    // The item clause after the inner name is read by its own actions.
    return read_paren_pair(st, in.begin(), std::find(in.begin(), in.end(), '('), in.end());
  }
};
template <>
struct action<g::lone_name> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    // A nickname attempt that failed ("Nick" then no "the Species") may have left its text, and
    // a bracket never closed ("Gina (Garchomp @ Choice Scarf") its item.
    st.ref.nickname = Text{};
    st.ref.species = Text{};
    st.ref.items.clear();
    st.ref.name = st.text(in.begin(), in.end());
  }
};
template <>
struct action<g::forme_name> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.ref.forme = st.text(in.begin(), in.end()); }
};
template <>
struct action<g::item_begin> {
  template <typename Input>
  static void apply(const Input&, State& st) { st.ref.items.emplace_back(); }
};
template <>
struct action<g::item_sprites> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    auto s = st.sprites(in.begin(), in.end());
    if (!s.empty()) st.ref.items.back().sprite = s.front();
  }
};
template <>
struct action<g::item_name> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.ref.items.back().name = st.text(in.begin(), in.end()); }
};
template <>
struct action<g::item_clause> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    ItemRef& item = st.ref.items.back();
    // The item proper starts after the keyword; the clause span is enough for pointing.
    item.span = st.text(in.begin(), in.end()).span;
  }
};

bool starts_upper_or_digit(char c) {
  return (c >= 'A' && c <= 'Z') || post::text::is_digit(c) || static_cast<unsigned char>(c) >= 0x80;
}

}  // namespace

std::optional<PokemonRef> read_ref_at(const bbcode::Projection& plain, std::size_t at, std::size_t limit,
                                      std::size_t* end) {
  if (at >= limit || limit > plain.text.size()) return std::nullopt;
  PokemonRef ref;
  const char* b = plain.text.data() + at;
  State st{plain, at, b, ref};
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(b, plain.text.data() + limit, "ref");
  bool ok = false;
  try {
    ok = pegtl::parse<g::pokemon_ref, action>(in, st);
  } catch (...) {
    ok = false;
  }
  if (!ok) return std::nullopt;
  // Items whose clause never reached a name or sprite are dropped from the ref but the keyword
  // stays inside the span, so nothing the player wrote disappears from view.
  std::erase_if(ref.items, [](const ItemRef& i) { return !i.name.present() && !i.sprite; });
  const std::size_t stop = at + static_cast<std::size_t>(in.current() - b);
  const Span t = post::trim(plain.text, Span{at, stop});
  ref.span = post::to_source(plain, t);
  if (end != nullptr) *end = stop;
  if (ref.sprites.empty() && !ref.nickname.present() && !ref.species.present() && !ref.name.present()) return std::nullopt;
  return ref;
}

namespace {
bool ends_phrase(char c) { return c == ',' || c == '.' || c == '!' || c == '?' || c == ';'; }

/// A lone name that the Dex knows as an item, move or ability ("Leftovers"), not as a species.
bool names_no_pokemon(const PokemonRef& r) {
  if (!r.name.present() || r.nickname.present() || r.species.present()) return false;
  const auto is = [&](Kind k) { return names_exactly(k, r.name.text); };
  return !is(Kind::species) && (is(Kind::item) || is(Kind::move) || is(Kind::ability));
}
}  // namespace

std::vector<PokemonRef> find_refs(const bbcode::Projection& plain, Span text, bool name_lists) {
  const std::string_view line = std::string_view(plain.text).substr(text.begin, text.size());
  // Lower-cased once; the phrases below are searched in it with plain find.
  const std::string lower = post::text::to_lower(line);
  std::vector<std::size_t> candidates;
  for (const auto& hit : post::text::find_sprites(line)) candidates.push_back(text.begin + hit.begin);
  // "Nickname the Species" with both capitalised: "It's time for Ambulomeledes the Ivysaur …".
  for (std::size_t p = post::text::find_word(lower, "the"); p != std::string_view::npos;
       p = post::text::find_word(lower, "the", p + 1)) {
    if (p < 2 || p + 4 >= line.size() || !starts_upper_or_digit(line[p + 4])) continue;
    std::size_t w = p - 1;
    while (w > 0 && line[w - 1] == ',') --w;
    std::size_t start = p;
    for (int words = 0; words < 3; ++words) {
      while (w > 0 && post::text::is_space(line[w - 1])) --w;
      // "Go, Triantis the Scyther": a word ending in punctuation belongs to the phrase before.
      if (words > 0 && w > 0 && ends_phrase(line[w - 1])) break;
      std::size_t ws = w;
      while (ws > 0 && !post::text::is_space(line[ws - 1]) && line[ws - 1] != '"' && line[ws - 1] != ':') --ws;
      if (ws == w || !starts_upper_or_digit(line[ws])) break;
      start = ws;
      w = ws;
    }
    if (start < p) candidates.push_back(text.begin + start);
  }
  // After a verb: "Switching to Tyranitar", "Sending out Nidoking", "I choose Pikachu".
  for (std::string_view verb : {"sending out "sv,
                                "send out "sv,
                                "sending in "sv,
                                "send in "sv,
                                "switching to "sv,
                                "switch to "sv,
                                "switching into "sv,
                                "switching in "sv,
                                "switching out "sv,
                                "switch out "sv,
                                "switching "sv,
                                "switch "sv,
                                "swapping "sv,
                                "swap "sv,
                                "withdrawing "sv,
                                "withdraw "sv,
                                "lead with "sv,
                                "leading with "sv,
                                "choose "sv,
                                " for "sv,
                                "lead: "sv,
                                "leads: "sv,
                                "leading: "sv,
                                "lead - "sv,
                                "lead pokemon: "sv,
                                "sendout: "sv,
                                "send-out: "sv,
                                "sendout - "sv,
                                "send-out - "sv,
                                "sending out: "sv,
                                "send out: "sv,
                                "switch: "sv,
                                "switching: "sv,
                                "switches: "sv,
                                "swap: "sv,
                                "go, "sv,
                                "go "sv,
                                "give "sv,
                                "equip "sv,
                                "back to "sv,
                                "spotlight on "sv,
                                "terastallize "sv,
                                "terastallizing "sv}) {
    for (std::size_t p = lower.find(verb); p != std::string::npos; p = lower.find(verb, p + 1)) {
      const std::size_t q = p + verb.size();
      // "during the Switching Phase" names the phase [2.5], no Pokemon after "switching".
      if (q < line.size() && starts_upper_or_digit(line[q]) &&
          !post::text::opens_with_switching_phase(std::string_view(lower).substr(p)))
        candidates.push_back(text.begin + q);
    }
  }
  // "Garchomp, go!", "Triantis, go, get them!": a short name opening the line, then a comma and the
  // word "go" ("Bastion and Pip, let's go!" names its Pokemon otherwise).
  const std::size_t lead = line.find_first_not_of(" \t\"'");
  if (const std::size_t go = post::text::find_word(lower, "go"); go != std::string_view::npos) {
    const std::string_view before = post::text::trim(line.substr(0, go));
    if (before.size() > 1 && before.back() == ',' && post::text::word_count(before) <= 4 && lead < go &&
        starts_upper_or_digit(line[lead]))
      candidates.push_back(text.begin + lead);
  }
  // "Scyther, I choose you!", "Scyther, let's go!": a species opening the line, then a comma and
  // words that send it out (the segmenter's send-out words, post::reads_as_sendout). A species
  // only: "Alright, let's go!" names no Pokemon.
  if (const std::size_t comma = line.find(','); comma != std::string_view::npos && lead < comma &&
                                                starts_upper_or_digit(line[lead]) &&
                                                names_exactly(Kind::species, post::text::trim(line.substr(lead, comma - lead))) &&
                                                post::reads_as_sendout(line.substr(comma + 1)))
    candidates.push_back(text.begin + lead);
  std::vector<std::size_t> listed;  // candidates after a joiner: "… @ Life Orb and Leftovers" is no Pokemon
  if (name_lists)
    for (std::string_view joiner : {" and "sv, " & "sv, ", "sv})
      for (std::size_t p = lower.find(joiner); p != std::string::npos; p = lower.find(joiner, p + 1)) {
        const std::size_t q = p + joiner.size();
        // "…, I choose you!": the pronoun starts no name.
        const bool pronoun =
            q < line.size() && line[q] == 'I' && (q + 1 == line.size() || line[q + 1] == ' ' || line[q + 1] == '\'');
        if (q < line.size() && starts_upper_or_digit(line[q]) && !pronoun) {
          candidates.push_back(text.begin + q);
          listed.push_back(text.begin + q);
        }
      }
  // "Nidoking @ Life Orb" ([9.6]): the holder is the (up to three) capitalised words before '@'.
  for (std::size_t p = line.find('@'); p != std::string_view::npos; p = line.find('@', p + 1)) {
    std::size_t w = p;
    std::size_t start = p;
    for (int words = 0; words < 3; ++words) {
      while (w > 0 && post::text::is_space(line[w - 1])) --w;
      if (words > 0 && w > 0 && ends_phrase(line[w - 1])) break;
      std::size_t ws = w;
      while (ws > 0 && !post::text::is_space(line[ws - 1]) && line[ws - 1] != ':' && line[ws - 1] != '"') --ws;
      // "Triantis (Scyther) @ Life Orb": the species in parentheses is part of the holder.
      const bool species_in_parens = line[ws] == '(' && ws + 1 < w && starts_upper_or_digit(line[ws + 1]);
      if (ws == w || !(starts_upper_or_digit(line[ws]) || species_in_parens)) break;
      start = ws;
      w = ws;
    }
    if (start < p && line[start] != '(') candidates.push_back(text.begin + start);
  }
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());

  std::vector<PokemonRef> refs;
  std::vector<Span> read_from;  // each ref's bytes in the projection
  std::size_t consumed = text.begin;
  for (std::size_t c : candidates) {
    if (c < consumed) continue;
    std::size_t end = c;
    if (auto ref = read_ref_at(plain, c, text.end, &end)) {
      if (std::find(listed.begin(), listed.end(), c) != listed.end() && ref->sprites.empty() && names_no_pokemon(*ref))
        continue;
      refs.push_back(std::move(*ref));
      read_from.push_back(Span{c, std::max(end, c)});
      consumed = std::max(end, c + 1);
    }
  }
  // The handbook writes the sprite on its own line above the sentence that names the Pokemon
  // (":sv/ivysaur:" / "It's time for Ambulomeledes the Ivysaur …"): a sprite-only reference
  // followed by a name-only one is one Pokemon.
  // "Go, Triantis! :sv/scyther:": a sprite right after a name-only reference, with nothing but
  // blanks and punctuation between, is that Pokemon's sprite.
  const auto sprite_only = [](const PokemonRef& r) {
    return !r.sprites.empty() && !r.nickname.present() && !r.species.present() && !r.name.present() && r.items.empty();
  };
  const auto only_punctuation = [&](std::size_t b, std::size_t e) {
    for (std::size_t i = b; i < e; ++i)
      if (!post::text::is_space(plain.text[i]) && !ends_phrase(plain.text[i])) return false;
    return true;
  };
  std::vector<PokemonRef> merged;
  for (std::size_t i = 0; i < refs.size(); ++i) {
    PokemonRef& r = refs[i];
    if (!merged.empty()) {
      PokemonRef& prev = merged.back();
      if (sprite_only(prev) && r.sprites.empty()) {
        r.sprites = std::move(prev.sprites);
        r.span = cover(prev.span, r.span);
        prev = std::move(r);
        continue;
      }
      if (sprite_only(r) && prev.sprites.empty() && prev.items.empty() &&
          only_punctuation(read_from[i - 1].end, read_from[i].begin)) {
        prev.sprites = std::move(r.sprites);
        prev.span = cover(prev.span, r.span);
        continue;
      }
    }
    merged.push_back(std::move(r));
  }
  return merged;
}

std::string ref_key(const PokemonRef& r) {
  const Text& t = r.nickname.present() ? r.nickname : r.name.present() ? r.name : r.species;
  return post::text::to_lower(t.text);
}

bool fill_in_from(std::vector<PokemonRef>& refs, const PokemonRef& shown) {
  const std::string k = ref_key(shown);
  if (k.empty()) return false;
  auto same = std::find_if(refs.begin(), refs.end(), [&](const PokemonRef& r) { return ref_key(r) == k; });
  if (same == refs.end()) return false;
  if (same->sprites.empty()) same->sprites = shown.sprites;
  if (!same->species.present() && shown.species.present()) {
    same->species = shown.species;
    if (!same->nickname.present()) same->nickname = shown.nickname.present() ? shown.nickname : same->name;
    same->name = Text{};
  }
  return true;
}

}  // namespace bbp::orders
