// Reading a trainer profile ("Profile Creation" template, [12.1]): Pokemon list, Trainer Level,
// currencies, Items and Key Items, Current Battles, Prize Claims. Sections are found by their
// headers; the lines under a header belong to it until the next header.
#include "profile/reader.hpp"
#include "text/ascii_text.hpp"

#include "grammar/bbcode.hpp"

#include <charconv>

using namespace std::string_view_literals;

namespace bbp::profile::detail {
namespace {

enum class Section { none, pokemon, items, key_items, battles, prizes };

std::optional<long long> non_negative(std::string_view s) {
  long long v = 0;
  if (s.empty()) return std::nullopt;
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < 0) return std::nullopt;
  return v;
}

/// The length of the sprite code (":rare candy:") opening `s`, 0 when none: the project's one
/// shape for sprite codes, the lexer's (grammar/bbcode.hpp `sprite`).
std::size_t sprite_length(std::string_view s) {
  tao::pegtl::memory_input in(s.data(), s.size(), "");
  if (!tao::pegtl::parse<grammar::bbcode::sprite>(in)) return 0;
  return static_cast<std::size_t>(in.current() - s.data());
}

/// [12.1] a currency's count as trainers write it: "14", "3,500" (thousands grouped by commas),
/// and the currency's own emote before or after it ("14 :rare candy:", as the handbook represents
/// TC); anything else is no count.
std::optional<long long> currency_amount(std::string_view s) {
  auto strip = [&] {
    for (bool more = true; more;) {
      more = false;
      while (!s.empty() && text::is_space(s.front())) s.remove_prefix(1);
      while (!s.empty() && text::is_space(s.back())) s.remove_suffix(1);
      if (const std::size_t n = sprite_length(s); n > 0) { s.remove_prefix(n); more = true; }
      if (s.size() > 2 && s.back() == ':')
        if (const std::size_t open = s.find_last_of(':', s.size() - 2); open != std::string_view::npos)
          if (sprite_length(s.substr(open)) == s.size() - open) { s = s.substr(0, open); more = true; }
    }
  };
  strip();
  std::string digits;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == ',') {
      // A thousands separator: after a digit, before exactly three.
      const bool grouped = i > 0 && i + 3 < s.size() && text::is_digit(s[i - 1]) && text::is_digit(s[i + 1]) &&
                           text::is_digit(s[i + 2]) && text::is_digit(s[i + 3]) &&
                           (i + 4 == s.size() || !text::is_digit(s[i + 4]));
      if (!grouped) return std::nullopt;
      continue;
    }
    digits.push_back(s[i]);
  }
  if (digits.size() > 18) return std::nullopt;
  return non_negative(digits);
}

void split_list(Reader& rd, const Line& l, Piece value, std::vector<Text>& out) {
  const std::string_view v = slice(l.text, value);
  std::size_t b = 0;
  for (std::size_t i = 0; i <= v.size(); ++i) {
    if (i == v.size() || v[i] == ',' || v[i] == ';') {
      const Text t = rd.text(l, Piece{value.begin + b, value.begin + i});
      if (t.present()) out.push_back(t);
      b = i + 1;
    }
  }
}

ItemLine read_item(Reader& rd, const Line& l, const LineRead& r, bool key) {
  ItemLine it;
  it.key_item = key;
  it.span = rd.line_span(l);
  if (r.kind != LineKind::item_line) {
    it.name = rd.text(l, Piece{0, l.text.size()});
    // "Life Orb" alone on its line under Items: the item is known, its count is not (the check
    // asks for the template's form with the item's own name in it).
    if (!key) {
      const Resolution res = rd.dex.resolve(Kind::item, it.name.text);
      if (res.match == Match::exact || res.match == Match::alias) it.item = res.id;
    }
    return it;
  }
  int count = 0;
  const std::string_view c = slice(l.text, r.item_count);
  if (c.empty()) it.count = 1;  // "- Life Orb": one of it
  else if (std::from_chars(c.data(), c.data() + c.size(), count).ec == std::errc()) it.count = count;
  it.sprite = rd.text(l, r.item_sprite);
  it.name = rd.text(l, r.value);
  if (!key) {
    const Resolution res = rd.dex.resolve(Kind::item, it.name.text);
    if (res.match == Match::exact || res.match == Match::alias) it.item = res.id;
  }
  return it;
}

/// "Life Orb, Choice Scarf x1, Leftovers (x2)": several items on one line (under the header, or
/// after "Items:"), divided by commas or semicolons outside parentheses, each read as its own line.
void read_items(Reader& rd, const Line& l, Piece value, bool key, std::vector<ItemLine>& out) {
  const std::string_view v = slice(l.text, value);
  int depth = 0;
  std::size_t b = 0;
  for (std::size_t i = 0; i <= v.size(); ++i) {
    if (i < v.size() && v[i] == '(') ++depth;
    else if (i < v.size() && v[i] == ')' && depth > 0) --depth;
    if (i < v.size() && (depth > 0 || (v[i] != ',' && v[i] != ';'))) continue;
    const Line part{l.begin + value.begin + b, l.begin + value.begin + i, v.substr(b, i - b)};
    b = i + 1;
    const LineRead r = read_trainer_line(part.text);
    if (r.kind == LineKind::blank) continue;
    // Leading blanks are no part of the item's name.
    std::size_t lead = 0;
    while (lead < part.text.size() && part.text[lead] == ' ') ++lead;
    const Line trimmed{part.begin + lead, part.end, part.text.substr(lead)};
    out.push_back(read_item(rd, trimmed, read_trainer_line(trimmed.text), key));
  }
}

/// "TC: 3 | RC: 20 | JC: 1": currencies divided by " | ", " / " or ", ", each read as its own
/// line; any other line is itself.
constexpr std::string_view kCurrencyLabels[] = {"currencies", "currency", "money", "wallet", "balance"};

bool is_currency_label(std::string_view t) {
  t = text::trim(t);
  if (t.ends_with(':')) t = text::trim(t.substr(0, t.size() - 1));
  const std::string lower = text::to_lower(t);
  for (std::string_view label : kCurrencyLabels)
    if (lower == label) return true;
  return false;
}

std::vector<Line> currency_parts(const Line& whole) {
  // "Currency — TC: 5 | RC: 30", "Money: TC 3 …": a label before the currencies is passed over.
  Line l = whole;
  for (std::string_view label : kCurrencyLabels) {
    if (!text::istarts_with(l.text, label)) continue;
    std::size_t i = label.size();
    while (i < l.text.size() && l.text[i] == ' ') ++i;
    const std::string_view rest = l.text.substr(i);
    std::size_t sep = 0;
    for (std::string_view s : {":"sv, "-"sv, "\u2013"sv, "\u2014"sv})
      if (rest.starts_with(s)) sep = s.size();
    if (sep == 0) break;
    i += sep;
    while (i < l.text.size() && l.text[i] == ' ') ++i;
    if (read_trainer_line(l.text.substr(i, l.text.find_first_of("|/,", i) - i)).kind != LineKind::currency) break;
    l = Line{whole.begin + i, whole.end, whole.text.substr(i)};
    break;
  }
  const std::string_view t = l.text;
  for (std::string_view sep : {" | "sv, " / "sv, ", "sv, "|"sv}) {
    if (t.find(sep) == std::string_view::npos) continue;
    std::vector<Line> parts;
    std::size_t b = 0;
    while (b <= t.size()) {
      const std::size_t at = t.find(sep, b);
      const std::size_t e = at == std::string_view::npos ? t.size() : at;
      const Line part{l.begin + b, l.begin + e, t.substr(b, e - b)};
      if (read_trainer_line(part.text).kind != LineKind::currency) return {l};
      parts.push_back(part);
      if (at == std::string_view::npos) break;
      b = at + sep.size();
    }
    return parts;
  }
  // A label was passed over only when a currency follows it (checked above).
  return {l};
}

/// A line of the Pokemon section ("• :sv/scyther: Triantis (Scyther)"): the words after a list's
/// bullet and a sprite code, which name the Pokemon.
Piece pokemon_entry(std::string_view t) {
  Piece p = trim(t, Piece{0, t.size()});
  for (std::string_view bullet : {"-"sv, "*"sv, "\u2022"sv, "\u00B7"sv})
    if (slice(t, p).starts_with(bullet)) {
      p.begin += bullet.size();
      p = trim(t, p);
      break;
    }
  const std::string_view w = slice(t, p);
  if (w.size() > 2 && w.front() == ':') {
    const std::size_t close = w.find(':', 1);
    if (close != std::string_view::npos && close <= 48 && w.substr(1, close - 1).find(' ') == std::string_view::npos)
      p = trim(t, Piece{p.begin + close + 1, p.end});
  }
  return p;
}

/// A first line that is only a short name ("[b]Marisol[/b]" over the sections): the trainer's
/// name, when no "Trainer Name:" line gives it.
bool looks_like_name_line(std::string_view t) {
  t = text::trim(t);
  if (t.empty() || t.size() > 40 || text::word_count(t) > 3) return false;
  for (char c : t)
    if (text::is_digit(c) || c == ':' || c == '|' || c == ',') return false;
  const std::string lower = text::to_lower(t);
  for (std::string_view w : {"profile"sv, "trainer"sv, "pokemon"sv, "items"sv, "battles"sv, "prize"sv})
    if (lower.find(w) != std::string::npos) return false;
  return true;
}

}  // namespace

std::optional<TrainerProfile> read_trainer(Reader& rd, const std::vector<Line>& lines) {
  TrainerProfile t;
  Section section = Section::none;
  bool any_trainer_field = false;
  bool first = true;
  std::optional<Text> name_line;
  for (const Line& whole : lines) {
    for (const Line& l : currency_parts(whole)) {
      const LineRead r = read_trainer_line(l.text);
      if (r.kind == LineKind::blank) continue;
      const Span span = rd.line_span(l);
      if (first) t.span.begin = span.begin;
      if (first && r.kind == LineKind::other && looks_like_name_line(l.text))
        name_line = rd.text(l, trim(l.text, Piece{0, l.text.size()}));
      first = false;
      t.span.end = span.end;
      switch (r.kind) {
        case LineKind::trainer_name: t.trainer_name = rd.text(l, r.value); break;
        case LineKind::trainer_pokemon:
          section = Section::pokemon;
          t.pokemon_span = span;
          split_list(rd, l, r.value, t.pokemon);
          break;
        case LineKind::trainer_level: {
          any_trainer_field = true;
          section = Section::none;
          const Text v = rd.text(l, r.value);
          t.trainer_level_span = v.present() ? v.span : span;
          if (auto n = non_negative(v.text); n && *n < 1000) t.trainer_level = static_cast<int>(*n);
          break;
        }
        case LineKind::currency: {
          any_trainer_field = true;
          section = Section::none;
          Currency c;
          c.name = rd.text(l, r.key);
          const Text v = rd.text(l, r.value);
          c.value_span = v.present() ? v.span : span;
          c.value = currency_amount(v.text);
          if (t.currencies_span.empty()) t.currencies_span = span;
          else t.currencies_span = cover(t.currencies_span, span);
          t.currencies.push_back(std::move(c));
          break;
        }
        case LineKind::items_header:
        case LineKind::key_items_header: {
          const bool key = r.kind == LineKind::key_items_header;
          section = key ? Section::key_items : Section::items;
          (key ? t.key_items_span : t.items_span) = span;
          if (!r.value.empty()) read_items(rd, l, r.value, key, t.items);
          break;
        }
        case LineKind::battles_header:
          section = Section::battles;
          t.battles_span = span;
          if (const Text v = rd.text(l, r.value); v.present()) t.current_battles.push_back(v);
          break;
        case LineKind::prizes_header:
          section = Section::prizes;
          t.prize_claims_span = span;
          if (const Text v = rd.text(l, r.value); v.present()) t.prize_claims.push_back(v);
          break;
        default:
          // "Currency" / "Money:" alone heads the currency lines below it: it ends a section.
          if (is_currency_label(l.text)) {
            section = Section::none;
            break;
          }
          // "[b]Record[/b]", "[u]Badges[/u]": a header of a section the template does not have ends
          // the one before; its lines are not read. A bold item's exact name with no count stays an item.
          if (section != Section::none && r.kind == LineKind::other && rd.styled_as_header(l) &&
              text::word_count(l.text) <= 3) {
            const Match m = rd.dex.resolve(Kind::item, text::trim(l.text)).match;
            if (m != Match::exact && m != Match::alias) {
              section = Section::none;
              break;
            }
          }
          switch (section) {
            case Section::pokemon: split_list(rd, l, pokemon_entry(l.text), t.pokemon); break;
            case Section::items:
            case Section::key_items: read_items(rd, l, Piece{0, l.text.size()}, section == Section::key_items, t.items); break;
            case Section::battles: t.current_battles.push_back(rd.text(l, Piece{0, l.text.size()})); break;
            case Section::prizes: t.prize_claims.push_back(rd.text(l, Piece{0, l.text.size()})); break;
            case Section::none: break;
          }
      }
    }
  }
  if (!any_trainer_field) return std::nullopt;
  if (!t.trainer_name.present() && name_line) t.trainer_name = std::move(*name_line);
  return t;
}

}  // namespace bbp::profile::detail
