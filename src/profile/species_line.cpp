// The species on a profile's header line. The template writes "NICKNAME SPECIES" ([size=7] for the
// nickname only, so the projection glues them with a space), the Muginn example and the older
// layout write "Muginn (Murkrow ♀)", and many players write just the species.
#include "profile/reader.hpp"
#include "text/ascii_text.hpp"

#include <algorithm>

using namespace std::string_view_literals;

namespace bbp::profile::detail {
namespace {

bool is_gender_or_star(std::string_view s, std::size_t i, std::size_t& len) {
  // ♀ U+2640 (E2 99 80), ♂ U+2642 (E2 99 82), ★ U+2605 (E2 98 85), ☆ U+2606 (E2 98 86), and
  // "ф" (U+0444, D1 84), which older profiles use as the genderless mark ("Kartana ф").
  const auto b0 = static_cast<unsigned char>(s[i]);
  if (b0 == 0xD1 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x84) {
    len = 2;
    return true;
  }
  if (i + 2 < s.size() && b0 == 0xE2) {
    const auto b1 = static_cast<unsigned char>(s[i + 1]);
    const auto b2 = static_cast<unsigned char>(s[i + 2]);
    if ((b1 == 0x99 && (b2 == 0x80 || b2 == 0x82)) || (b1 == 0x98 && (b2 == 0x85 || b2 == 0x86))) {
      len = 3;
      return true;
    }
  }
  return false;
}

/// `p` with gender symbols and stars cut off its end (recorded in `gender`).
Piece strip_marks(std::string_view line, Piece p, Piece* gender) {
  p = trim(line, p);
  for (;;) {
    bool cut = false;
    for (std::size_t i = p.begin; i < p.end; ++i) {
      std::size_t len = 0;
      if (is_gender_or_star(line, i, len) && i + len <= p.end) {
        // only when the rest of the piece is marks and blanks
        bool rest_marks = true;
        for (std::size_t j = i; j < p.end;) {
          std::size_t l2 = 0;
          if (line[j] == ' ' || line[j] == '\t') ++j;
          else if (is_gender_or_star(line, j, l2)) j += l2;
          else { rest_marks = false; break; }
        }
        if (rest_marks) {
          if (gender != nullptr && (len == 2 || static_cast<unsigned char>(line[i + 1]) == 0x99)) *gender = Piece{i, i + len};
          p.end = i;
          p = trim(line, p);
          cut = true;
          break;
        }
      }
    }
    if (!cut) break;
  }
  return p;
}

/// "Lucario (M)", "Gina (Female)": a gender written in letters in a last parenthesis is cut off
/// `p` (recorded in `gender`), as ♂ and ♀ are.
Piece strip_gender_word(std::string_view line, Piece p, Piece* gender) {
  const std::string_view w = slice(line, p);
  if (w.empty() || w.back() != ')') return p;
  const std::size_t open = w.rfind('(');
  if (open == std::string_view::npos) return p;
  const Piece inner = trim(line, Piece{p.begin + open + 1, p.end - 1});
  const std::string word = text::to_lower(slice(line, inner));
  for (std::string_view g : {"m"sv, "f"sv, "n"sv, "male"sv, "female"sv, "genderless"sv}) {
    if (word != g) continue;
    if (gender != nullptr) *gender = inner;
    return trim(line, Piece{p.begin, p.begin + open});
  }
  return p;
}

EntryId exact_species(const Dex& dex, std::string_view text) {
  if (text.empty()) return kNoEntry;
  const Resolution r = dex.resolve(Kind::species, text);
  return r.match == Match::exact || r.match == Match::alias ? r.id : kNoEntry;
}

/// "Muginn the Murkrow" (the send-out style "Nickname the Species" on a header line): the
/// nickname is "Muginn", not "Muginn the".
Piece without_trailing_the(std::string_view line, Piece nick) {
  const std::string_view n = slice(line, nick);
  if (!text::iends_with(n, " the") && text::to_lower(n) != "the") return nick;
  Piece out{nick.begin, nick.end - 3};
  out = trim(line, out);
  while (out.end > out.begin && line[out.end - 1] == ',') --out.end;
  return trim(line, out);
}

/// "—", "-", "|", "/", "·": a word of separators only (ASCII punctuation, dashes, dots, bullets).
bool separator_word(std::string_view w) {
  for (std::size_t i = 0; i < w.size();) {
    const auto c = static_cast<unsigned char>(w[i]);
    if (c < 0x80) {
      if (text::is_alnum(w[i])) return false;
      ++i;
    } else if (w.substr(i, 3) == "\u2013" || w.substr(i, 3) == "\u2014" || w.substr(i, 3) == "\u2022") {
      i += 3;
    } else if (w.substr(i, 2) == "\u00B7") {
      i += 2;
    } else {
      return false;  // a letter of another script
    }
  }
  return true;
}

}  // namespace

SpeciesGuess guess_species(const Dex& dex, std::string_view line) {
  SpeciesGuess g;
  Piece whole = strip_gender_word(line, strip_marks(line, Piece{0, line.size()}, &g.gender), &g.gender);
  const std::string_view w = slice(line, whole);
  // "Muginn (Murkrow ♀)": the species in the last parenthesis.
  if (const std::size_t open = w.rfind('('); open != std::string_view::npos) {
    const std::size_t close = w.find(')', open);
    Piece inner{whole.begin + open + 1, close == std::string_view::npos ? whole.end : whole.begin + close};
    inner = strip_marks(line, inner, &g.gender);
    g.species = inner;
    g.nickname = trim(line, Piece{whole.begin, whole.begin + open});
    g.resolution = dex.resolve(Kind::species, slice(line, inner));
    g.id = g.resolution.match == Match::fuzzy || g.resolution.match == Match::ambiguous ? kNoEntry : g.resolution.id;
    if (g.id != kNoEntry || g.resolution.match != Match::unknown) return g;
    // "(Gardevoir ★★★★★ ♀)" was handled by strip_marks; anything else falls through to the words.
  }
  g = SpeciesGuess{};
  whole = strip_gender_word(line, strip_marks(line, Piece{0, line.size()}, &g.gender), &g.gender);
  g.species = whole;
  g.resolution = dex.resolve(Kind::species, slice(line, whole));
  if (g.resolution.match == Match::exact || g.resolution.match == Match::alias) {
    g.id = g.resolution.id;
    return g;
  }
  // "Muginn Murkrow" (NICKNAME SPECIES) or "Murkrow Muginn": the longest run of whole words at
  // either end that names a species exactly.
  // "Bastion — Beldum", "Bastion | Beldum": a word with no letter or digit separates, it is
  // never part of the nickname or the species.
  std::vector<Piece> words;
  for (std::size_t i = whole.begin; i < whole.end;) {
    while (i < whole.end && line[i] == ' ') ++i;
    const std::size_t b = i;
    while (i < whole.end && line[i] != ' ') ++i;
    if (i > b && !separator_word(line.substr(b, i - b))) words.push_back(Piece{b, i});
  }
  for (std::size_t n = words.size() > 1 ? words.size() - 1 : 0; n >= 1; --n) {
    const Piece tail{words[words.size() - n].begin, words.back().end};
    if (EntryId id = exact_species(dex, slice(line, tail)); id != kNoEntry) {
      g.species = tail;
      const std::size_t n_end = words.size() > n ? words[words.size() - n - 1].end : whole.begin;
      g.nickname = without_trailing_the(line, trim(line, Piece{whole.begin, n_end}));
      g.id = id;
      return g;
    }
    const Piece head{words.front().begin, words[n - 1].end};
    if (EntryId id = exact_species(dex, slice(line, head)); id != kNoEntry) {
      g.species = head;
      g.nickname = n < words.size() ? trim(line, Piece{words[n].begin, whole.end}) : Piece{whole.end, whole.end};
      g.id = id;
      return g;
    }
  }
  return g;
}

}  // namespace bbp::profile::detail
