// Send-outs ([2.5c]), switches and counter-switches ([2.5d], [2.5e]), Terastal declarations
// ([11.7b]) and equips ([9.6]): the Pokemon named on the line, with items, as written.
#include <bbp/dex.hpp>
#include <bbp/orders.hpp>

#include "orders/pokemon_ref.hpp"
#include "post/chat_lines.hpp"
#include "post/heading_lines.hpp"
#include "post/line_classifier.hpp"
#include "post/separators.hpp"
#include "post/text_util.hpp"
#include "text/ornaments.hpp"

#include <algorithm>

using namespace std::string_view_literals;

namespace bbp::orders {

namespace {

std::string_view view(const bbcode::Projection& plain, Span s) {
  return std::string_view(plain.text).substr(s.begin, s.size());
}

void warn_if_none(const std::vector<PokemonRef>& refs, const post::Block& block, DiagnosticList& diags) {
  if (refs.empty()) {
    Diagnostic& d = diags.add(DiagId::unreadable_sendout, block.source);
    d.help = "name the Pokemon with its sprite and species, e.g. ':sv/scyther: Triantis the Scyther' "
             "(Conventions of Posting)";
  }
}

}  // namespace

namespace {
/// "Orders for Clefable", "Clefable's orders:", "Gengar orders": the words around the name that
/// say these are its orders name nothing themselves.
Span strip_order_words(const bbcode::Projection& plain, Span text) {
  std::string_view t = std::string_view(plain.text).substr(text.begin, text.size());
  // "This is Triantis:", "Here's :sv/scyther: Triantis": the words presenting the name.
  if (const std::size_t intro = post::intro_length(t); intro > 0) {
    text.begin += intro;
    t.remove_prefix(intro);
  }
  if (const std::size_t words = post::order_words_length(t); words > 0) {
    text.begin += words;
    t.remove_prefix(words);
  }
  // "Left - Gina (Garchomp)", "Right: Tallow", "Left slot: Gina": a Doubles/Triples position before
  // the name is no part of it (a position after the name, "Tallow (right)", is an aside the reader
  // skips). It ends at a colon, or a dash with a space before it ("Left-Gina" is a name).
  for (std::size_t i = 0; i < t.size() && i < 24; ++i) {
    std::size_t sep = 0;
    if (t[i] == ':') sep = 1;
    else if (i > 0 && t[i - 1] == ' ' && t[i] == '-') sep = 1;
    else if (i > 0 && t[i - 1] == ' ' && (t.substr(i).starts_with("\xE2\x80\x94") || t.substr(i).starts_with("\xE2\x80\x93")))
      sep = 3;
    if (sep == 0) continue;
    if (!post::text::is_field_position(t.substr(0, i))) break;
    i += sep;
    while (i < t.size() && t[i] == ' ') ++i;
    if (i < t.size()) {
      text.begin += i;
      t.remove_prefix(i);
    }
    break;
  }
  // "Shroom (Amoonguss) - Left", "Cuda — Right slot": a position after the name and a spaced dash
  // is no part of it either.
  for (std::string_view dash : {" - "sv, " \xE2\x80\x94 "sv, " \xE2\x80\x93 "sv}) {
    const std::size_t cut = t.rfind(dash);
    if (cut == std::string_view::npos || cut == 0 || !post::text::is_field_position(t.substr(cut + dash.size()))) continue;
    t = t.substr(0, cut);
    text.end = text.begin + t.size();
    break;
  }
  // "Nice try! :sv/heracross: Beetle": speech closed by '!' or '?' (or '.' after two words or more,
  // so "Mr." stays) before the sprite says nothing of the name.
  if (const auto sprites = post::text::find_sprites(t); !sprites.empty() && sprites.front().begin > 0) {
    const std::string_view before = post::text::trim(t.substr(0, sprites.front().begin));
    const char last = before.empty() ? '\0' : before.back();
    if (last == '!' || last == '?' || (last == '.' && post::text::word_count(before) >= 2)) {
      text.begin += sprites.front().begin;
      t.remove_prefix(sprites.front().begin);
    }
  }
  // A trailing ':' is only stripped with the words before it: a sprite code ends in ':' too.
  std::string_view bare = t;
  while (!bare.empty() && (bare.back() == ':' || bare.back() == ' ' || bare.back() == '-')) bare.remove_suffix(1);
  for (std::string_view s : {"'s main orders"sv, "\xE2\x80\x99s main orders"sv, "'s orders"sv, "\xE2\x80\x99s orders"sv,
                             "' orders"sv, " orders"sv, "'s order"sv, " order"sv})
    if (bare.size() > s.size() && post::text::iends_with(bare, s)) {
      t = bare.substr(0, bare.size() - s.size());
      break;
    }
  text.end = text.begin + t.size();
  return post::trim(plain.text, text);
}
}  // namespace

PokemonRef parse_pokemon_ref(const bbcode::Projection& plain, Span text) {
  text = post::trim(plain.text, text);
  // "~Triantis~", "== Triantis ==": the name inside the ornaments.
  if (const std::string_view whole = view(plain, text), inner = post::text::without_ornaments(whole);
      inner.size() < whole.size()) {
    text.begin += static_cast<std::size_t>(inner.data() - whole.data());
    text.end = text.begin + inner.size();
  }
  text = strip_order_words(plain, text);
  // A header may end in ':' or '-' before orders on the next line; the name stops there anyway.
  std::size_t end = text.begin;
  if (auto ref = read_ref_at(plain, text.begin, text.end, &end)) {
    // "Aura - Lucario", "Aura | Lucario": the species after a dash or bar, and nothing else.
    if (ref->name.present() && !ref->species.present() && !ref->nickname.present() && end <= text.end) {
      std::string_view rest = post::text::trim(view(plain, Span{end, text.end}));
      for (std::string_view divider : {"-"sv, "|"sv, "\xE2\x80\x94"sv, "\xE2\x80\x93"sv})
        if (rest.starts_with(divider)) {
          // Up to the next divider ("Aura - Lucario - Lv 3") and a gender mark ("Lucario (M)").
          std::string_view species = post::text::trim(rest.substr(divider.size()));
          for (std::string_view next : {" - "sv, " | "sv, " \xE2\x80\x94 "sv, " \xE2\x80\x93 "sv, " ("sv, " \xE2\x99\x82"sv,
                                        " \xE2\x99\x80"sv, "@"sv})
            if (const std::size_t cut = species.find(next); cut != std::string_view::npos)
              species = post::text::trim(species.substr(0, cut));
          const Resolution r = dex().resolve(Kind::species, species);
          if (species.empty() || (r.match != Match::exact && r.match != Match::alias)) break;
          const std::size_t at = static_cast<std::size_t>(species.data() - plain.text.data());
          ref->nickname = ref->name;
          ref->name = Text{};
          ref->species = Text{std::string(species), post::to_source(plain, Span{at, at + species.size()})};
          ref->span = post::to_source(plain, Span{text.begin, at + species.size()});
          // "Triantis - Scyther @ Life Orb": the species holds the item after it ([9.6]).
          if (post::text::trim(view(plain, Span{at + species.size(), text.end})).starts_with('@'))
            if (auto holder = read_ref_at(plain, at, text.end, nullptr); holder && !holder->items.empty()) {
              ref->items = std::move(holder->items);
              ref->span.end = holder->span.end;
            }
          break;
        }
    }
    return *ref;
  }
  auto refs = find_refs(plain, text);
  if (!refs.empty()) return refs.front();
  // "On KO: Close Combat": the name no reader reads stops before the ':' that ends the header, unless
  // the ':' closes a sprite code.
  if (const std::string_view t = view(plain, text); t.size() > 1 && t.back() == ':') {
    const auto sprites = post::text::find_sprites(t);
    if (sprites.empty() || sprites.back().end < t.size()) text = post::trim(plain.text, Span{text.begin, text.end - 1});
  }
  PokemonRef raw;
  raw.span = post::to_source(plain, text);
  raw.name = Text{plain.text.substr(text.begin, text.size()), raw.span};
  return raw;
}

SendOut parse_sendout(const bbcode::Projection& plain, const post::Block& block, DiagnosticList& diags,
                      const std::vector<PokemonRef>& below, const PokemonRef* ordered_below) {
  SendOut s;
  s.span = block.source;
  s.in_flavor = block.in_flavor;
  s.pokemon = find_refs(plain, block.text, true);
  // A Pokemon named on the line and again under it with its sprite is one Pokemon: the header
  // line fills in what the sentence left out.
  for (const PokemonRef& b : below)
    if (!fill_in_from(s.pokemon, b)) s.pokemon.push_back(b);
  if (ordered_below != nullptr) fill_in_from(s.pokemon, *ordered_below);
  if (!below.empty()) {
    // In the order the line names them ("Bastion and Pip"); the others after.
    const std::string line = post::text::to_lower(view(plain, block.text));
    auto at = [&](const PokemonRef& r) {
      const std::string k = ref_key(r);
      return k.empty() ? std::string::npos : post::text::find_word(line, k);
    };
    std::stable_sort(s.pokemon.begin(), s.pokemon.end(), [&](const PokemonRef& x, const PokemonRef& y) { return at(x) < at(y); });
  }
  warn_if_none(s.pokemon, block, diags);
  return s;
}

namespace {
/// "Equip Life Orb to Gina", "Give Choice Specs to Bozo": the item between the verb and "to", the
/// holder after it; nullopt when the line is not shaped so.
std::optional<PokemonRef> imperative_equip(const bbcode::Projection& plain, Span text) {
  const std::string_view line = view(plain, text);
  std::size_t verb = 0;
  for (std::string_view v : {"equip "sv, "give "sv})
    if (post::text::istarts_with(line, v)) verb = v.size();
  const std::size_t to = post::text::ifind_word(line, "to");
  if (verb == 0 || to == std::string_view::npos || to <= verb) return std::nullopt;
  std::size_t holder = to + 2;
  while (holder < line.size() && post::text::is_space(line[holder])) ++holder;
  std::optional<PokemonRef> ref = read_ref_at(plain, text.begin + holder, text.end, nullptr);
  if (!ref) return std::nullopt;
  const Span item = post::trim(plain.text, Span{text.begin + verb, text.begin + to});
  if (item.empty()) return std::nullopt;
  ItemRef i;
  i.name = Text{plain.text.substr(item.begin, item.size()), post::to_source(plain, item)};
  i.span = i.name.span;
  ref->items.push_back(std::move(i));
  return ref;
}

/// "Triantis - Scyther @ Life Orb": the whole line is one holder, its name divided from its species
/// (the "Aura - Lucario" reading of parse_pokemon_ref), which holds the item. Only lines with such a
/// divider before the '@' are read twice; nullopt for the others.
std::optional<PokemonRef> divided_holder(const bbcode::Projection& plain, Span text) {
  const std::string_view line = view(plain, text);
  const std::string_view before = line.substr(0, line.find('@'));
  if (before.size() == line.size()) return std::nullopt;
  bool divided = false;
  for (std::string_view d : {" - "sv, " | "sv, " \xE2\x80\x94 "sv, " \xE2\x80\x93 "sv})
    divided = divided || before.find(d) != std::string_view::npos;
  if (!divided) return std::nullopt;
  PokemonRef whole = parse_pokemon_ref(plain, text);
  if (!whole.nickname.present() || !whole.species.present() || whole.items.empty() ||
      whole.span.end != post::to_source(plain, post::trim(plain.text, text)).end)
    return std::nullopt;
  return whole;
}
}  // namespace

Equip parse_equip(const bbcode::Projection& plain, const post::Block& block, DiagnosticList& diags) {
  Equip e;
  e.span = block.source;
  e.in_flavor = block.in_flavor;
  if (auto ref = imperative_equip(plain, block.text)) {
    e.pokemon.push_back(std::move(*ref));
  } else if (auto whole = divided_holder(plain, block.text)) {
    e.pokemon.push_back(std::move(*whole));
  } else {
    e.pokemon = find_refs(plain, block.text);
  }
  warn_if_none(e.pokemon, block, diags);
  return e;
}

namespace {
/// "Counter-switching: Gina → Tallow", "Switch: Gina -> Tallow": bare names on both sides of an
/// arrow (after the colon of the switching word), the one leaving first.
std::vector<PokemonRef> refs_around_arrow(const bbcode::Projection& plain, Span text) {
  const std::string_view line = view(plain, text);
  std::size_t arrow = std::string_view::npos, arrow_len = 0;
  for (std::size_t at = 0; at < line.size() && arrow == std::string_view::npos; ++at) {
    arrow_len = post::arrow_at(line, at);
    if (arrow_len == 0 && line[at] == '>') arrow_len = 1;
    if (arrow_len > 0) arrow = at;
  }
  if (arrow == std::string_view::npos) return {};
  const std::size_t colon = line.substr(0, arrow).rfind(':');
  std::size_t left = colon == std::string_view::npos ? 0 : colon + 1;
  while (left < arrow && post::text::is_space(line[left])) ++left;
  std::size_t right = arrow + arrow_len;
  while (right < line.size() && post::text::is_space(line[right])) ++right;
  std::vector<PokemonRef> refs;
  for (const auto& [begin, end] : {std::pair{left, arrow}, std::pair{right, line.size()}})
    if (begin < end)
      if (auto ref = read_ref_at(plain, text.begin + begin, text.begin + end, nullptr)) refs.push_back(std::move(*ref));
  return refs.size() == 2 ? refs : std::vector<PokemonRef>{};
}
/// "Switch: Garchomp out, Dragapult in", "Dragapult in & Garchomp out": each part (between
/// commas, ";", "and", "&") is a name followed by "out" or "in", which says the direction.
struct MarkedRefs {
  std::optional<PokemonRef> out;
  std::vector<PokemonRef> in;
};
std::optional<MarkedRefs> refs_marked_out_in(const bbcode::Projection& plain, Span text) {
  const std::string_view line = view(plain, text);
  // The colon after the switching word ("Switch: …"), not one of a sprite code (":sv/garchomp:").
  std::size_t colon = line.find(": ");
  if (colon == std::string_view::npos && !line.empty() && line.back() == ':') colon = line.size() - 1;
  std::size_t at = colon == std::string_view::npos ? 0 : colon + 1;
  if (colon == std::string_view::npos)  // "Switch Garchomp out, …": the verb opens the line
    for (std::string_view verb : {"switching "sv, "switch "sv, "swapping "sv, "swap "sv})
      if (post::text::istarts_with(post::text::trim(line), verb)) {
        at = line.find_first_not_of(" \t") + verb.size();
        break;
      }
  MarkedRefs marked;
  while (at < line.size()) {
    std::size_t end = line.size(), sep_size = 0;
    for (std::string_view sep : {","sv, ";"sv, " and "sv, " & "sv})
      if (const std::size_t p = post::text::ifind(line, sep, at); p < end) {
        end = p;
        sep_size = sep.size();
      }
    std::string_view part = post::text::trim(line.substr(at, end - at));
    while (!part.empty() && (part.back() == '.' || part.back() == '!')) part.remove_suffix(1);
    const std::size_t part_begin = static_cast<std::size_t>(part.data() - line.data());
    bool out = false;
    if (post::text::iends_with(part, " out")) out = true;
    else if (!post::text::iends_with(part, " in")) return std::nullopt;
    const std::size_t name_end = part_begin + part.size() - (out ? 4 : 3);
    auto ref = read_ref_at(plain, text.begin + part_begin, text.begin + name_end, nullptr);
    if (!ref || (out && marked.out)) return std::nullopt;
    if (out) marked.out = std::move(*ref);
    else marked.in.push_back(std::move(*ref));
    at = end + sep_size;
  }
  if (!marked.out && marked.in.empty()) return std::nullopt;
  return marked;
}
}  // namespace

Switch parse_switch(const bbcode::Projection& plain, const post::Block& block, DiagnosticList& diags) {
  Switch sw;
  sw.span = block.source;
  sw.in_flavor = block.in_flavor;
  const std::string_view line = view(plain, block.text);
  sw.counter = post::text::ifind(line, "counter") != std::string_view::npos;
  std::vector<PokemonRef> refs = find_refs(plain, block.text);
  if (auto marked = refs_marked_out_in(plain, block.text);
      marked && (marked->out ? 1u : 0u) + marked->in.size() >= std::max<std::size_t>(refs.size(), 1)) {
    sw.out = std::move(marked->out);
    sw.in = std::move(marked->in);
    return sw;
  }
  if (refs.size() < 2)
    if (auto around = refs_around_arrow(plain, block.text); !around.empty()) refs = std::move(around);
  warn_if_none(refs, block, diags);
  // Who leaves and who comes in: ":a: -> :b:", "Switching out A for B", "switch A for/with/into B";
  // otherwise ("Switching to B", "switching in") every Pokemon named comes in.
  bool first_is_out = false;
  if (refs.size() >= 2) {
    for (std::string_view w : {" for "sv, " with "sv, " into "sv, " to "sv, ">"sv})
      if (post::text::ifind(line, w) != std::string_view::npos) first_is_out = true;
    for (std::string_view a : post::kArrows)
      if (line.find(a) != std::string_view::npos) first_is_out = true;
    if (post::text::ifind(line, "switching to") != std::string_view::npos ||
        post::text::ifind(line, "switch to") != std::string_view::npos)
      first_is_out = post::text::ifind(line, " out") != std::string_view::npos;
  }
  for (std::size_t i = 0; i < refs.size(); ++i) {
    if (i == 0 && first_is_out) sw.out = std::move(refs[0]);
    else sw.in.push_back(std::move(refs[i]));
  }
  return sw;
}

CounterSwitchDecision parse_counter_switch(const bbcode::Projection& plain, const post::Block& block) {
  CounterSwitchDecision d;
  d.span = block.source;
  const std::string_view line = view(plain, block.text);
  d.accept = post::text::ifind(line, "accept") != std::string_view::npos;
  return d;
}

Terastal parse_terastal(const bbcode::Projection& plain, const post::Block& block) {
  Terastal t;
  t.span = block.source;
  t.pokemon = find_refs(plain, block.text);
  const std::string_view line = view(plain, block.text);
  if (t.pokemon.empty()) {
    // "Garchomp Terastallizes!", "Triantis will Terastallize into Steel": the name opens the line.
    std::size_t b = 0;
    while (b < line.size() && post::text::is_space(line[b])) ++b;
    // "Switching Phase: Tera Fighting on Aura": the phase [2.5] named first is no Pokemon.
    if (post::text::opens_with_switching_phase(line.substr(b))) {
      b += post::text::kSwitchingPhase.size();
      while (b < line.size() && (post::text::is_space(line[b]) || line[b] == ':' || line[b] == '-')) ++b;
    }
    std::size_t end = block.text.begin + b;
    const bool opens_with_keyword = post::text::istarts_with(line.substr(b), "tera");  // "Tera Steel Garchomp", "Terastallize!"
    if (b < line.size() && !opens_with_keyword && ((line[b] >= 'A' && line[b] <= 'Z') || line[b] == ':'))
      if (auto ref = read_ref_at(plain, block.text.begin + b, block.text.end, &end)) t.pokemon.push_back(std::move(*ref));
    // "Tera Fighting on Aura", "Terastallize into Steel on Gina": the Pokemon after "on", its
    // capitalised words only ("… on Aura during the Switching Phase"). "on Aura the Lucario" is
    // found before, by find_refs' "Nickname the Species".
    if (const std::size_t on = post::text::ifind_word(line, "on", b); t.pokemon.empty() && opens_with_keyword && on != std::string_view::npos) {
      std::size_t n = on + 2;
      while (n < line.size() && post::text::is_space(line[n])) ++n;
      std::size_t stop = n;
      while (stop < line.size() && ((line[stop] >= 'A' && line[stop] <= 'Z') || line[stop] == ':')) {
        while (stop < line.size() && !post::text::is_space(line[stop]) && line[stop] != ',' && line[stop] != '.' && line[stop] != '!')
          ++stop;
        std::size_t next = stop;
        while (next < line.size() && post::text::is_space(line[next])) ++next;
        if (next >= line.size() || !((line[next] >= 'A' && line[next] <= 'Z') || line[next] == ':')) break;
        stop = next;
      }
      if (stop > n)
        if (auto ref = read_ref_at(plain, block.text.begin + n, block.text.begin + stop, &end)) t.pokemon.push_back(std::move(*ref));
    }
  }
  // "… into Water", "… (Fairy)", "Tera Water": the type as written, when there is one.
  std::size_t at = post::text::ifind_word(line, "into");
  std::size_t skip = 5;
  if (at == std::string_view::npos) {
    at = post::text::ifind_word(line, "tera");
    skip = 5;
  }
  if (at == std::string_view::npos && line.find('(') != std::string_view::npos) {
    at = line.find('(');
    skip = 1;
  }
  if (at != std::string_view::npos) {
    std::size_t b = at + skip;
    while (b < line.size() && post::text::is_space(line[b])) ++b;
    std::size_t e = b;
    while (e < line.size() && post::text::is_alpha(line[e])) ++e;
    if (e > b) {
      const Span s{block.text.begin + b, block.text.begin + e};
      t.tera_type = Text{plain.text.substr(s.begin, s.size()), post::to_source(plain, s)};
    }
  }
  return t;
}

Addendum parse_addendum(const bbcode::Projection& plain, Span text) {
  Addendum a;
  text = post::trim(plain.text, text);
  // "• Do not activate Technician": the list's bullet or number is no part of the addendum.
  text.begin += post::substitution_label_length(view(plain, text));
  a.span = post::to_source(plain, text);
  a.text = Text{plain.text.substr(text.begin, text.size()), a.span};
  const std::string_view line = view(plain, text);
  a.kind = "other";
  // "On step 2, don't activate Speed Boost": a time before the addendum is its condition (BBP4035).
  const std::size_t lead = post::addendum_time_lead_length(line);
  if (lead > 0) {
    std::size_t c = lead;
    while (c > 0 && (line[c - 1] == ',' || post::text::is_space(line[c - 1]))) --c;
    const Span cond{text.begin, text.begin + c};
    a.condition = Text{plain.text.substr(cond.begin, cond.size()), post::to_source(plain, cond)};
  }
  const std::string_view body = line.substr(lead);
  // [9.3a] "Do not activate [object name]": the object is what follows the verb.
  for (std::string_view verb : {"activate "sv, "use "sv, "trigger "sv}) {
    const std::size_t p = post::text::ifind(line, verb);
    if (p == std::string_view::npos || p < lead) continue;
    const bool negated = post::text::istarts_with(body, "do not") || post::text::istarts_with(body, "don") ||
                         post::text::istarts_with(body, "dont");
    a.kind = negated ? "order-otherwise" : "other";
    std::size_t b = p + verb.size();
    std::size_t e = line.size();
    while (e > b && (line[e - 1] == '.' || line[e - 1] == '!' || post::text::is_space(line[e - 1]))) --e;
    // "Do not activate Speed Boost if Gardevoir uses Trick Room": the condition is no part of the
    // object's name; [9.3a] allows none, and the linter says so (BBP4035).
    std::size_t cut = std::string_view::npos;
    for (std::string_view word : {" if "sv, ", if "sv, " unless "sv, " when "sv, " whenever "sv, " while "sv,
                                  " in case "sv, " as long as "sv, " until "sv})
      cut = std::min(cut, post::text::ifind(line.substr(b, e - b), word));
    // "… Speed Boost on step 2", "… this step": a time is such a condition too (after a blank).
    for (std::string_view word : post::kAddendumTimeWords)
      for (std::size_t at = post::text::ifind(line.substr(b, e - b), word); at != std::string_view::npos;
           at = post::text::ifind(line.substr(b, e - b), word, at + 1))
        if (at > 0 && line[b + at - 1] == ' ') {
          cut = std::min(cut, at - 1);
          break;
        }
    if (cut != std::string_view::npos && !a.condition.present()) {
      std::size_t c = b + cut;
      while (c < e && (line[c] == ' ' || line[c] == ',')) ++c;
      const Span cond{text.begin + c, text.begin + e};
      a.condition = Text{plain.text.substr(cond.begin, cond.size()), post::to_source(plain, cond)};
      e = b + cut;
    }
    // "Do not activate Technician please", "… Sand Stream lol": table talk after the name.
    while (e > b) {
      std::size_t w = e;
      while (w > b && !post::text::is_space(line[w - 1])) --w;
      if (w == b || !post::is_chat_line(line.substr(w, e - w))) break;
      e = w;
      while (e > b && (post::text::is_space(line[e - 1]) || line[e - 1] == ',')) --e;
    }
    if (e > b) {
      const Span s{text.begin + b, text.begin + e};
      a.object = Text{plain.text.substr(s.begin, s.size()), post::to_source(plain, s)};
    }
    break;
  }
  // [9.3] "Speed Boost: No": the object before the colon, the choice after it; a "no" orders
  // otherwise, a "yes" allows what happens anyway.
  if (const post::AddendumChoice choice = post::addendum_choice(line); choice.colon > 0 && !a.object.present()) {
    const Span s = post::trim(plain.text, Span{text.begin, text.begin + choice.colon});
    a.object = Text{plain.text.substr(s.begin, s.size()), post::to_source(plain, s)};
    a.kind = choice.declines ? "order-otherwise" : "other";
  }
  for (std::string_view tech : {"dynamax"sv, "gigantamax"sv, "mega evolve"sv, "mega evolution"sv})
    if (post::text::istarts_with(line, tech)) a.kind = "technique";
  if (post::text::istarts_with(line, "form")) a.kind = "forme";
  return a;
}

}  // namespace bbp::orders
