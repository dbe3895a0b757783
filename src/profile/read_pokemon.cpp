// Reading one Pokemon profile (one region of the post) line by line: the header (role, sprite,
// species), the fields of the template, forme blocks, and the movepool with its Level blocks.
// Only problems of form are reported here (an unreadable number); the rules run in check_*.cpp.
#include "profile/reader.hpp"
#include "text/ascii_text.hpp"

#include <bbp/diagnostic.hpp>

#include <algorithm>
#include <charconv>
#include <optional>

using namespace std::string_view_literals;

namespace bbp::profile::detail {
namespace {

std::optional<int> to_int(std::string_view s) {
  int v = 0;
  if (s.empty()) return std::nullopt;
  const char* b = s.data();
  if (*b == '+') ++b;
  const auto [p, ec] = std::from_chars(b, s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

bool ends_with_ci(std::string_view s, std::string_view suffix) {
  if (s.size() < suffix.size()) return false;
  for (std::size_t i = 0; i < suffix.size(); ++i) {
    char c = s[s.size() - suffix.size() + i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != suffix[i]) return false;
  }
  return true;
}

struct SpriteHit {
  Piece sprite;  ///< the code (with colons) or the URL / file name
  Piece rest;    ///< what follows on the same line
  bool code = false;
};

/// A sprite at the start of the line: `:sv/murkrow:`, an [img] URL, or "murkrow.gif" as a page
/// copy shows an image.
std::optional<SpriteHit> find_sprite(const Reader& rd, const Line& l) {
  const Piece t = trim(l.text, Piece{0, l.text.size()});
  if (t.empty()) return std::nullopt;
  const std::string_view s = slice(l.text, t);
  if (s.front() == ':') {
    const std::size_t close = s.find(':', 1);
    if (close != std::string_view::npos && close > 1 && close <= 48 && s.substr(1, close - 1).find_first_of("\t") == std::string_view::npos &&
        s[1] != ' ') {
      // Several sprites on one line (a Mega forme's next to the base one; [img] URLs project as
      // codes, glued when the tags are): the first is the sprite, the others are skipped.
      std::size_t rest = close + 1;
      for (;;) {
        std::size_t k = rest;
        while (k < s.size() && (s[k] == ' ' || s[k] == '\t')) ++k;
        const std::size_t next_close = k + 1 < s.size() && s[k] == ':' ? s.find(':', k + 1) : std::string_view::npos;
        if (next_close == std::string_view::npos || next_close == k + 1 || next_close - k > 48 || s[k + 1] == ' ' ||
            s.substr(k + 1, next_close - k - 1).find_first_of(" \t") != std::string_view::npos)
          break;
        rest = next_close + 1;
      }
      return SpriteHit{Piece{t.begin, t.begin + close + 1}, Piece{t.begin + rest, t.end}, true};
    }
  }
  std::size_t first_space = s.find_first_of(" \t");
  std::string_view token = s.substr(0, first_space);
  // [img]a.gif[/img][img]b.gif[/img] projects as two URLs glued together: keep the first.
  if (const std::size_t next = token.find("http", 1); next != std::string_view::npos) token = token.substr(0, next);
  const bool is_url = token.starts_with("http://") || token.starts_with("https://") || token.starts_with("//");
  const bool is_file = ends_with_ci(token, ".gif") || ends_with_ci(token, ".png") || ends_with_ci(token, ".jpg") ||
                       ends_with_ci(token, ".jpeg") || ends_with_ci(token, ".webp");
  if (rd.image(l, t.begin) || is_url || is_file) {
    // Several images on one line (a Mega forme's next to the base one): the first is the sprite.
    const Piece sprite{t.begin, t.begin + token.size()};
    return SpriteHit{sprite, Piece{sprite.end, sprite.end}, false};
  }
  return std::nullopt;
}

EntryId sprite_species(const Dex& dex, std::string_view sprite, bool code) {
  std::optional<SpriteRef> ref;
  if (code) {
    ref = dex.resolve_sprite_code(sprite);
  } else {
    std::string_view file = sprite.substr(sprite.rfind('/') == std::string_view::npos ? 0 : sprite.rfind('/') + 1);
    file = file.substr(0, file.find('.'));
    ref = dex.resolve_sprite("", file);
  }
  return ref && ref->kind == Kind::species ? ref->id : kNoEntry;
}

void note_field(PokemonProfile& p, Field f, Span span) {
  for (const FieldPos& fp : p.field_order)
    if (fp.field == f) return;
  p.field_order.push_back({f, span});
}

Move read_move(const Reader& rd, const Line& l, const LineRead& r) {
  Move m;
  m.name = rd.text(l, r.value);
  for (const Piece& s : r.suffixes) {
    const std::string_view suffix = slice(l.text, s);
    if (!m.suffix.empty()) m.suffix += ' ';
    m.suffix += suffix;
    const std::string inner = fold_name(suffix.substr(1, suffix.size() - 2));
    if (inner == "sig" || inner == "signature") m.signature = true;
  }
  std::string_view name = m.name.text;
  const std::string folded = fold_name(name);
  if (folded.starts_with("hiddenpower")) {
    // "Hidden Power [Ground]", "Hidden Power (Ground)", "Hidden Power Ground".
    if (folded.size() > 11 && name.size() > 12) {
      m.hidden_power_type = std::string(name.substr(12));
      m.name.text = "Hidden Power";
      m.name.span.end = m.name.span.begin + 12;
    } else if (!r.suffixes.empty()) {
      const std::string_view s = slice(l.text, r.suffixes.front());
      m.hidden_power_type = std::string(s.substr(1, s.size() - 2));
    }
  }
  const Resolution res = rd.dex.resolve(Kind::move, m.name.text);
  if (res.match == Match::exact || res.match == Match::alias) m.id = res.id;
  return m;
}

Stat* stat_slot(Stat* stats, StatKey k) { return &stats[static_cast<std::size_t>(k)]; }

void read_stat(Reader& rd, PokemonProfile& p, Stat* stats, const Line& l, const LineRead& r) {
  Stat& s = *stat_slot(stats, r.stat);
  const Piece v = trim(l.text, r.value);
  s.span = v.empty() ? rd.line_span(l) : rd.to_source(l, v);
  s.mark = r.mark;
  s.alternate = r.alternate;
  if (r.stat_readable) {
    s.value = to_int(slice(l.text, v));
  }
  if (!s.value) {
    report(rd.result, p.diagnostics, DiagId::profile_unreadable_stat, s.span,
           v.empty() ? std::string("the stat line has no number")
                     : "\"" + std::string(slice(l.text, v)) + "\" is not a number",
           "write the number, e.g. \"HP: 85\"");
  }
}

/// Whether `line` is a list of names of `kind` alone (types as read_type_list reads them,
/// abilities as read_ability_list does), each an exact name or alias.
bool all_known(const Dex& dex, std::string_view line, Kind kind) {
  std::vector<Piece> names;
  if (kind == Kind::type) {
    names = read_type_list(line);
    if (names.size() > 2) return false;  // a Pokemon has one or two types
  } else {
    for (const AbilityPiece& a : read_ability_list(line)) names.push_back(a.name);
  }
  if (names.empty()) return false;
  std::size_t covered = 0;
  for (const Piece& n : names) {
    const Resolution r = dex.resolve(kind, slice(line, n));
    if (r.match != Match::exact && r.match != Match::alias) return false;
    covered += n.end - n.begin;
  }
  // The names are most of the line: "Dark" inside a sentence is no typing.
  std::size_t letters = 0;
  for (char c : line) letters += text::is_alpha(c) ? 1 : 0;
  return covered * 2 >= letters;
}

}  // namespace

PokemonProfile read_pokemon(Reader& rd, const std::vector<Line>& written_lines, Text title) {
  const std::vector<Line> lines = with_level_lines(written_lines);
  PokemonProfile p;
  p.title = std::move(title);
  if (!lines.empty()) p.span = Span{rd.bb.plain.to_source(lines.front().begin), rd.bb.plain.to_source(lines.back().end)};

  enum class Pending { none, typing, abilities, traits };
  Pending pending = Pending::none;
  bool in_moves = false, in_formes = false, seen_level_or_later = false;
  std::vector<const Line*> before_sprite;  // "other" lines before the sprite: role or species
  const Line* species_line = nullptr;
  Piece species_rest{};                    // species on the sprite's own line
  bool species_on_sprite_line = false;
  const Line* species_field = nullptr;     // "Species: Lucario (M)"
  Piece species_field_value{};
  Text nickname_field;                     // "Name: Aura"

  auto current_typing = [&]() -> std::vector<Text>& { return in_formes && !p.formes.empty() ? p.formes.back().typing : p.typing; };
  auto current_abilities = [&]() -> std::vector<Ability>& {
    return in_formes && !p.formes.empty() ? p.formes.back().abilities : p.abilities;
  };
  auto current_traits = [&]() -> std::vector<Text>& { return in_formes && !p.formes.empty() ? p.formes.back().traits : p.traits; };

  auto add_types = [&](const Line& l, Piece value) {
    const std::string_view v = slice(l.text, value);
    auto& typing = current_typing();
    for (const Piece& t : read_type_list(v)) typing.push_back(rd.text(l, Piece{value.begin + t.begin, value.begin + t.end}));
  };
  auto add_abilities = [&](const Line& l, Piece value) {
    const std::string_view v = slice(l.text, value);
    auto& abilities = current_abilities();
    for (const AbilityPiece& a : read_ability_list(v)) {
      const Piece piece{value.begin + a.name.begin, value.begin + a.name.end};
      Ability ab;
      ab.name = rd.text(l, piece);
      ab.hidden = a.hidden;
      ab.locked = rd.struck(l, piece) || a.locked_note;
      const Resolution res = rd.dex.resolve(Kind::ability, ab.name.text);
      if (res.match == Match::exact || res.match == Match::alias) ab.id = res.id;
      abilities.push_back(std::move(ab));
    }
  };

  for (const Line& l : lines) {
    LineRead moves_read;
    if (in_moves) {
      moves_read = read_pokemon_line(l.text, true);
      // "Held item: Light Ball" after the movepool ends it and is read below as the items field.
      if (moves_read.kind == LineKind::items) in_moves = false;
    }
    if (in_moves) {
      const LineRead& r = moves_read;
      switch (r.kind) {
        case LineKind::blank:
        case LineKind::moves_header: break;
        case LineKind::block_header: {
          LevelBlock b;
          b.level = to_int(slice(l.text, r.value));
          b.header = rd.line_span(l);
          for (const LineRead& m : r.inline_moves) b.moves.push_back(read_move(rd, l, m));
          p.moves.push_back(std::move(b));
          break;
        }
        case LineKind::formes: in_moves = false; in_formes = true; break;
        case LineKind::note: p.notes.push_back(rd.text(l, Piece{0, l.text.size()})); break;
        case LineKind::traits: {  // "Unique traits: none" after the movepool ends it
          note_field(p, Field::traits, rd.line_span(l));
          const Piece v = trim(l.text, r.value);
          if (v.empty()) {
            in_moves = false;
            pending = Pending::traits;
          } else {
            current_traits().push_back(rd.text(l, v));
          }
          break;
        }
        case LineKind::move:
          if (p.moves.empty()) p.moves.emplace_back();
          p.moves.back().moves.push_back(read_move(rd, l, r));
          break;
        case LineKind::move_list:
          if (p.moves.empty()) p.moves.emplace_back();
          for (const LineRead& m : r.inline_moves) p.moves.back().moves.push_back(read_move(rd, l, m));
          break;
        default: break;  // prose after the movepool
      }
      continue;
    }
    // "Size: 2 | Weight: 2", "Atk: 8 / Def: 5": several stats on one line, each read alone.
    if (const std::vector<Line> parts = stat_parts(l); !parts.empty()) {
      seen_level_or_later = true;
      pending = Pending::none;
      for (const Line& part : parts) {
        const LineRead pr = read_pokemon_line(part.text, false);
        if (in_formes && !p.formes.empty()) {
          read_stat(rd, p, p.formes.back().stats, part, pr);
        } else {
          note_field(p, Field::stats, rd.line_span(part));
          read_stat(rd, p, p.stats, part, pr);
        }
      }
      continue;
    }
    const LineRead r = read_pokemon_line(l.text, false);
    if (r.kind == LineKind::blank) continue;
    if (r.kind == LineKind::other && p.level && !p.stats[0].span.empty()) {
      // "Level 0:" after the stats without a Moves header: the movepool starts here.
      const LineRead block = read_pokemon_line(l.text, true);
      if (block.kind == LineKind::block_header) {
        note_field(p, Field::moves, rd.line_span(l));
        in_moves = true;
        in_formes = false;
        LevelBlock b;
        b.level = to_int(slice(l.text, block.value));
        b.header = rd.line_span(l);
        for (const LineRead& m : block.inline_moves) b.moves.push_back(read_move(rd, l, m));
        p.moves.push_back(std::move(b));
        continue;
      }
    }
    if (r.kind == LineKind::other && pending != Pending::none) {
      // "Typing:" with its value on the next line ([5.1] forme example); trait lines under
      // "Unique Traits".
      const Piece whole{0, l.text.size()};
      if (pending == Pending::typing) add_types(l, whole);
      else if (pending == Pending::abilities) add_abilities(l, whole);
      else current_traits().push_back(rd.text(l, whole));
      if (pending != Pending::traits) pending = Pending::none;
      continue;
    }
    pending = Pending::none;
    const Span span = rd.line_span(l);
    // [5.1] "Dark / Flying", "Insomnia | Super Luck | HA: Prankster" after the Level: the typing and
    // the abilities with their labels left out, known by every name on the line (docs/rulings.md).
    if (r.kind == LineKind::other && seen_level_or_later && !in_formes) {
      const Piece whole{0, l.text.size()};
      if (p.typing.empty() && all_known(rd.dex, l.text, Kind::type)) {
        note_field(p, Field::typing, span);
        add_types(l, whole);
        continue;
      }
      if (p.abilities.empty() && all_known(rd.dex, l.text, Kind::ability)) {
        note_field(p, Field::abilities, span);
        add_abilities(l, whole);
        continue;
      }
    }
    switch (r.kind) {
      case LineKind::level: {
        seen_level_or_later = true;
        if (in_formes) break;
        note_field(p, Field::level, span);
        const Piece v = trim(l.text, r.value);
        p.level_span = rd.to_source(l, v);
        p.level = to_int(slice(l.text, v));
        if (!p.level)
          report(rd.result, p.diagnostics, DiagId::profile_level_out_of_range, p.level_span,
                 "the Level \"" + std::string(slice(l.text, v)) + "\" is not a number from 0 to 4");
        [[fallthrough]];
      }
      case LineKind::exp:
        if (r.exp_present) {
          p.exp_span = rd.to_source(l, trim(l.text, r.exp_value));
          if (r.kind == LineKind::exp) note_field(p, Field::level, span);
          if (!r.exp_readable) {
            report(rd.result, p.diagnostics, DiagId::profile_bad_exp, p.exp_span,
                   "EXP \"" + std::string(slice(l.text, r.exp_value)) + "\" is not written \"n / 10\"",
                   "write the EXP as \"EXP: n / 10\"");
          } else {
            p.exp_dashes = r.exp_dashes;
            if (!r.exp_dashes) p.exp = to_int(slice(l.text, r.exp_value));
            p.exp_max = to_int(slice(l.text, r.exp_max));
          }
        }
        break;
      case LineKind::stars: {
        seen_level_or_later = true;
        int n = 0;
        for (std::size_t i = 0; i + 2 < l.text.size() + 1; ++i)
          if (l.text.substr(i, 3) == "\xE2\x98\x85") ++n;
        p.stars = n;
        note_field(p, Field::level, span);
        break;
      }
      case LineKind::nature:
        seen_level_or_later = true;
        note_field(p, Field::nature, span);
        p.nature = rd.text(l, r.value);
        if (r.nature_paren) p.nature_note = rd.text(l, r.nature_note);
        if (p.nature.present()) {
          const Resolution res = rd.dex.resolve(Kind::nature, p.nature.text);
          if (res.match == Match::exact || res.match == Match::alias) p.nature_id = res.id;
        }
        break;
      case LineKind::typing: {
        seen_level_or_later = true;
        if (!in_formes) note_field(p, Field::typing, span);
        const Piece v = trim(l.text, r.value);
        if (v.empty()) pending = Pending::typing;
        else add_types(l, v);
        break;
      }
      case LineKind::abilities: {
        seen_level_or_later = true;
        if (!in_formes) note_field(p, Field::abilities, span);
        const Piece v = trim(l.text, r.value);
        if (v.empty()) pending = Pending::abilities;
        else add_abilities(l, v);
        break;
      }
      case LineKind::traits: {
        if (!in_formes) note_field(p, Field::traits, span);
        const Piece v = trim(l.text, r.value);
        if (v.empty()) pending = Pending::traits;
        else current_traits().push_back(rd.text(l, v));
        break;
      }
      case LineKind::items: {
        const std::string_view v = slice(l.text, r.value);
        // "Rocky Helmet or Gardevoirite", "Choice Specs, Leftovers"
        std::size_t b = 0;
        while (b <= v.size()) {
          std::size_t e = v.size();
          std::size_t sep = 0;
          for (std::size_t i = b; i < v.size(); ++i) {
            if (v[i] == ',' || v[i] == '/') { e = i; sep = 1; break; }
            if (v.substr(i, 4) == " or ") { e = i; sep = 4; break; }
          }
          const Text t = rd.text(l, Piece{r.value.begin + b, r.value.begin + e});
          if (t.present()) p.items.push_back(t);
          if (e == v.size()) break;
          b = e + sep;
        }
        break;
      }
      case LineKind::note: p.notes.push_back(rd.text(l, Piece{0, l.text.size()})); break;
      case LineKind::formes: in_formes = true; break;
      case LineKind::stat:
        seen_level_or_later = true;
        if (in_formes && !p.formes.empty()) {
          read_stat(rd, p, p.formes.back().stats, l, r);
        } else {
          note_field(p, Field::stats, span);
          read_stat(rd, p, p.stats, l, r);
        }
        break;
      case LineKind::moves_header:
        note_field(p, Field::moves, span);
        in_moves = true;
        in_formes = false;
        if (!r.inline_moves.empty()) {  // "Moves: Aura Sphere, Bone Rush, …"
          LevelBlock b;
          for (const LineRead& m : r.inline_moves) b.moves.push_back(read_move(rd, l, m));
          p.moves.push_back(std::move(b));
        }
        break;
      case LineKind::species_field:
        if (species_field == nullptr) {
          species_field = &l;
          species_field_value = trim(l.text, r.value);
        }
        break;
      case LineKind::nickname_field:
        if (!nickname_field.present()) nickname_field = rd.text(l, trim(l.text, r.value));
        break;
      default: {
        // A sprite, the species line, a role line, forme data or flavor.
        if (const auto hit = find_sprite(rd, l)) {
          const std::string_view code = slice(l.text, hit->sprite);
          if (in_formes) {
            Forme f;
            f.span = span;
            p.formes.push_back(std::move(f));
            const Piece rest = trim(l.text, hit->rest);
            if (!rest.empty()) {
              const SpeciesGuess g = guess_species(rd.dex, slice(l.text, rest));
              p.formes.back().species = rd.text(l, Piece{rest.begin + g.species.begin, rest.begin + g.species.end});
              p.formes.back().species_id = g.id;
            }
            break;
          }
          if (p.sprite.present()) break;  // a second image (a Mega forme's) or decoration
          p.sprite = rd.text(l, hit->sprite);
          p.sprite_species = sprite_species(rd.dex, code, hit->code);
          note_field(p, Field::sprite, span);
          const Piece rest = trim(l.text, hit->rest);
          if (!rest.empty() && species_line == nullptr) {
            species_line = &l;
            species_rest = rest;
            species_on_sprite_line = true;
          }
          break;
        }
        if (in_formes && !p.formes.empty()) {
          Forme& f = p.formes.back();
          if (!f.species.present()) {
            const SpeciesGuess g = guess_species(rd.dex, l.text);
            f.species = rd.text(l, g.species);
            f.species_id = g.id;
          } else {
            f.traits.push_back(rd.text(l, Piece{0, l.text.size()}));
          }
          break;
        }
        if (species_line == nullptr && !seen_level_or_later) {
          if (p.sprite.present()) species_line = &l;
          else before_sprite.push_back(&l);
        }
        break;
      }
    }
  }

  // The species: the line under the sprite (template item 2), else a line above it, else the
  // [hide] title.
  auto take_species = [&](const Line& l, Piece within) -> bool {
    const std::string_view text = slice(l.text, within);
    const SpeciesGuess g = guess_species(rd.dex, text);
    if (g.id == kNoEntry) return false;
    p.species = rd.text(l, Piece{within.begin + g.species.begin, within.begin + g.species.end});
    p.species_id = g.id;
    if (!g.nickname.empty()) p.nickname = rd.text(l, Piece{within.begin + g.nickname.begin, within.begin + g.nickname.end});
    if (!g.gender.empty()) p.gender = rd.text(l, Piece{within.begin + g.gender.begin, within.begin + g.gender.end});
    note_field(p, Field::species, rd.to_source(l, within));
    return true;
  };
  bool found = false;
  if (species_field != nullptr) found = take_species(*species_field, species_field_value);
  if (!found && species_line != nullptr)
    found = take_species(*species_line, species_on_sprite_line ? species_rest : Piece{0, species_line->text.size()});
  std::size_t role_index = 0;
  bool found_above = false;
  for (std::size_t i = before_sprite.size(); !found && i-- > 0;) {
    if (take_species(*before_sprite[i], Piece{0, before_sprite[i]->text.size()})) {
      found = found_above = true;
      role_index = i;
    }
  }
  // A role line above the sprite ("Special Sweeper"): the first line above it that is not the
  // species.
  if (p.sprite.present()) {
    for (std::size_t i = 0; i < before_sprite.size(); ++i) {
      if (found_above && i == role_index) continue;
      p.role = rd.text(*before_sprite[i], Piece{0, before_sprite[i]->text.size()});
      break;
    }
  }
  if (!found && p.title.present()) {
    const SpeciesGuess g = guess_species(rd.dex, p.title.text);
    if (g.id != kNoEntry) {
      p.species = Text{std::string(slice(p.title.text, g.species)), p.title.span};
      p.species_id = g.id;
      if (!g.nickname.empty()) p.nickname = Text{std::string(slice(p.title.text, g.nickname)), p.title.span};
      found = true;
    }
  }
  if (!found) {
    // Keep what was written, for the diagnostic's did-you-mean.
    const Line* l = species_line != nullptr ? species_line : (!before_sprite.empty() ? before_sprite.back() : nullptr);
    if (l != nullptr) {
      const Piece within = l == species_line && species_on_sprite_line ? species_rest : Piece{0, l->text.size()};
      const SpeciesGuess g = guess_species(rd.dex, slice(l->text, within));
      p.species = rd.text(*l, Piece{within.begin + g.species.begin, within.begin + g.species.end});
      if (!g.nickname.empty()) p.nickname = rd.text(*l, Piece{within.begin + g.nickname.begin, within.begin + g.nickname.end});
      // A shortened forme name ("Shaymin-S") that the sprite spells out (:shaymin-sky:): the
      // sprite's species, when its name starts with what was written.
      if (p.sprite_species != kNoEntry && p.species.present()) {
        const std::string written = fold_name(p.species.text);
        const std::string shown = fold_name(rd.dex.species(p.sprite_species).name);
        if (written.size() >= 4 && shown.starts_with(written)) {
          p.species_id = p.sprite_species;
          note_field(p, Field::species, p.species.span);
        }
      }
    }
  }

  if (!p.nickname.present() && nickname_field.present()) p.nickname = std::move(nickname_field);
  std::stable_sort(p.field_order.begin(), p.field_order.end(),
                   [](const FieldPos& a, const FieldPos& b) { return a.span.begin < b.span.begin; });
  // The older layout (Battle Pike teams): a star rating or an "Items:" line instead of a Level.
  if (!p.level && (p.stars || !p.items.empty())) p.layout = Layout::gen8;
  return p;
}

}  // namespace bbp::profile::detail
