// Lines that hold two lines' worth of a Pokemon profile: a name with its Level after it, a row of
// stats. Each piece is mapped to its own bytes, so the reader sees template lines ([5.1]).
#include "profile/lines.hpp"
#include "text/ascii_text.hpp"

#include <string_view>
#include <vector>

using namespace std::string_view_literals;

namespace bbp::profile::detail {
namespace {

/// "Sparky (Pikachu) ♂ — Level 1 (EXP 3/6)": where a Level written after the name on its line
/// starts (a word "Level"/"Lv" after a blank, the rest a whole Level line, some letters before
/// it); 0 when the line is not shaped so.
std::size_t trailing_level(std::string_view t) {
  for (std::size_t i = 1; i + 2 < t.size(); ++i) {
    if ((t[i] != 'l' && t[i] != 'L') || (t[i - 1] != ' ' && t[i - 1] != '\t')) continue;
    if (!text::istarts_with(t.substr(i), "lv") && !text::istarts_with(t.substr(i), "level")) continue;
    if (read_pokemon_line(t.substr(i), false).kind != LineKind::level) continue;
    bool letters = false;
    for (std::size_t k = 0; k < i && !letters; ++k) letters = text::is_alpha(t[k]) || static_cast<unsigned char>(t[k]) >= 0x80;
    if (!letters || read_pokemon_line(t, false).kind != LineKind::other) return 0;
    return i;
  }
  return 0;
}

/// [5.1] the template gives the Level a line of its own; a Level written after the name is read
/// as that line: the name line and the Level line, each mapped to its own bytes.
}  // namespace

std::vector<Line> with_level_lines(const std::vector<Line>& lines) {
  std::vector<Line> out;
  out.reserve(lines.size() + 1);
  for (const Line& l : lines) {
    const std::size_t at = trailing_level(l.text);
    if (at == 0) {
      out.push_back(l);
      continue;
    }
    // The dash, bar or comma between them belongs to neither.
    std::size_t head = at;
    const auto skip_blanks = [&] {
      while (head > 0 && (l.text[head - 1] == ' ' || l.text[head - 1] == '\t')) --head;
    };
    skip_blanks();
    for (std::string_view sep : {"\u2014"sv, "\u2013"sv, "\u00B7"sv, "-"sv, "|"sv, ","sv})
      if (l.text.substr(0, head).ends_with(sep)) {
        head -= sep.size();
        break;
      }
    skip_blanks();
    out.push_back(Line{l.begin, l.begin + head, l.text.substr(0, head)});
    out.push_back(Line{l.begin + at, l.end, l.text.substr(at)});
  }
  return out;
}

/// The pieces of a line holding two or more stats divided by " | ", " / " or ", " ("Size: 2 |
/// Weight: 2"), each a whole stat line; empty when the line is not shaped so.
std::vector<Line> stat_parts(const Line& l) {
  std::vector<Line> parts;
  std::size_t skipped = 0;
  const std::string_view t = l.text;
  std::size_t b = 0;
  // "Stats: HP 85 / Atk 8 / …": the label before the list.
  if (text::istarts_with(t, "stats:") || text::istarts_with(t, "stat:")) {
    b = t.find(':') + 1;
    while (b < t.size() && t[b] == ' ') ++b;
  }
  while (b <= t.size()) {
    std::size_t e = t.size(), next = t.size() + 1;
    // "Size Class 2 · Weight Class 4": a middle dot or bullet separates as a bar does.
    for (std::string_view sep : {" | "sv, " / "sv, ", "sv, "; "sv, "|"sv, " \u00B7 "sv, " \u2022 "sv}) {
      const std::size_t at = t.find(sep, b);
      if (at != std::string_view::npos && at < e) {
        e = at;
        next = at + sep.size();
      }
    }
    // "HP: 80 Atk: 5 Def: 3": no mark between them, a value then the next key. Every piece must
    // still read as a stat (below), so prose is never cut so.
    for (std::size_t i = b + 1; i + 1 < e; ++i) {
      if (t[i] == ' ' && (text::is_digit(t[i - 1]) || t[i - 1] == ')') && text::is_alpha(t[i + 1])) {
        e = i;
        next = i + 1;
        break;
      }
    }
    const Line part{l.begin + b, l.begin + e, t.substr(b, e - b)};
    if (read_pokemon_line(part.text, false).kind == LineKind::stat) {
      parts.push_back(part);
    } else {
      // "HP: 65 | EN: 100": a field the template does not have beside the stats is passed over,
      // as it would be on its own line; any other words make the line no list of stats.
      const std::size_t colon = part.text.find(':');
      if (colon == std::string_view::npos || colon == 0 || text::word_count(part.text.substr(0, colon)) > 2) return {};
      ++skipped;
    }
    b = next;
  }
  return parts.size() + skipped >= 2 && !parts.empty() ? parts : std::vector<Line>{};
}

}  // namespace bbp::profile::detail
