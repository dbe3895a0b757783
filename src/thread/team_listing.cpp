// The default TeamReader: teams as opening posts list them, without profiles.
//   "Liz vs Isaac"                            → the trainers, in signup order
//   "Liz's team: :sv/scyther: :sv/lucario:"   → a header with entries on the same line
//   "Team Isaac" / "Isaac:" / "[b]Isaac[/b]"  → a header; entries on the lines below
//   ":sv/scyther: Triantis the Scyther"       → one entry per sprite (or per comma-separated name)
// Pokemon profiles pasted in the same post ([hide="Rasp"]…) name the species of a member the
// listing gives by nickname alone ("Liz's team: Rasp, Tallow"). Another reader can replace this one
// through thread::Options::team_reader.
#include "thread/opening_lines.hpp"
#include "thread/names.hpp"

#include "post/text_util.hpp"

#include <bbp/bbcode.hpp>
#include <bbp/dex.hpp>
#include <bbp/profile.hpp>

using namespace std::string_view_literals;

namespace bbp::thread {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (text::is_space(s.front()) || s.front() == '-' || s.front() == '*')) s.remove_prefix(1);
  while (!s.empty() && (text::is_space(s.back()) || s.back() == ':' || s.back() == '-')) s.remove_suffix(1);
  return s;
}

/// An entry without list bullets and separators; a trailing ':' stays (it closes a sprite code).
std::string_view trim_entry(std::string_view s) {
  while (!s.empty() && (text::is_space(s.front()) || s.front() == '-' || s.front() == '*')) s.remove_prefix(1);
  while (!s.empty() && (text::is_space(s.back()) || s.back() == ',' || s.back() == '-')) s.remove_suffix(1);
  return s;
}

/// A name a Pokemon profile of the post answers to (its nickname or [hide] title), folded.
struct ProfiledName {
  std::string key, nickname, species;
};

std::vector<ProfiledName> profiled_names(std::string_view body) {
  std::vector<ProfiledName> out;
  for (const profile::PokemonProfile& p : profile::parse(body).pokemon) {
    if (p.species_id == kNoEntry) continue;
    const std::string species(dex().species(p.species_id).name);
    const std::string nickname = p.nickname.present() ? p.nickname.text : p.title.text;
    for (const profile::Text* t : {&p.nickname, &p.title})
      if (t->present()) out.push_back({fold_name(t->text), nickname, species});
  }
  return out;
}

/// A bare name the listing could not read as a Pokemon, read through the post's profiles.
std::optional<RosterEntry> profiled_entry(std::string_view piece, const std::vector<ProfiledName>& profiled) {
  const std::string key = fold_name(piece);
  for (const ProfiledName& n : profiled)
    if (n.key == key) return RosterEntry{n.species, n.nickname == n.species ? std::string() : n.nickname, std::string(piece)};
  return std::nullopt;
}

/// Entries of one line: one per sprite when there are several, else comma/slash separated names.
std::vector<RosterEntry> entries_of(std::string_view line, const std::vector<ProfiledName>& profiled) {
  std::vector<RosterEntry> out;
  const auto sprites = post::text::find_sprites(line);
  std::vector<std::string_view> pieces;
  if (sprites.size() >= 2) {
    for (std::size_t i = 0; i < sprites.size(); ++i) {
      const std::size_t end = i + 1 < sprites.size() ? sprites[i + 1].begin : line.size();
      pieces.push_back(line.substr(sprites[i].begin, end - sprites[i].begin));
    }
  } else if (sprites.size() == 1) {
    pieces.push_back(line);
  } else {
    std::size_t at = 0;
    for (std::size_t i = 0; i <= line.size(); ++i) {
      if (i == line.size() || line[i] == ',' || line[i] == '/') {
        pieces.push_back(line.substr(at, i - at));
        at = i + 1;
      }
    }
  }
  for (std::string_view p : pieces) {
    p = trim_entry(p);
    if (p.empty()) continue;
    if (auto e = read_entry(p)) out.push_back(std::move(*e));
    else if (auto pe = profiled_entry(p, profiled)) out.push_back(std::move(*pe));
  }
  return out;
}

}  // namespace

std::vector<std::string> trainers_from_versus(std::string_view line) {
  std::vector<std::string> out;
  if (!post::text::find_sprites(line).empty()) return out;
  for (std::string_view sep : {" vs. "sv, " vs "sv, " VS "sv, " Vs "sv, " versus "sv, " v. "sv}) {
    std::size_t at = line.find(sep);
    if (at == std::string_view::npos) continue;
    std::vector<std::string_view> sides;
    std::size_t from = 0;
    while (at != std::string_view::npos) {
      sides.push_back(line.substr(from, at - from));
      from = at + sep.size();
      at = line.find(sep, from);
    }
    sides.push_back(line.substr(from));
    for (std::string_view side : sides) {
      // "Liz & Madeleine vs Isaac": teammates on one side.
      std::size_t f = 0;
      for (std::size_t i = 0; i <= side.size(); ++i) {
        if (i == side.size() || side[i] == '&' || side[i] == ',') {
          const std::string_view name = trim(side.substr(f, i - f));
          // "3 vs 3 Singles" states a Team Size, not two trainers; "?? vs Bob" names one trainer
          // (a name needs a letter or digit to be looked up by, see find_team).
          if (!name.empty() && !text::is_digit(name.front()) && name.size() <= 40 && text::word_count(name) <= 4 &&
              !fold_name(name).empty())
            out.emplace_back(name);
          f = i + 1;
        }
      }
    }
    return out;
  }
  return out;
}

std::optional<TeamHeader> team_header(std::string_view line, const std::vector<std::string>& known) {
  line = trim_entry(line);
  if (line.empty()) return std::nullopt;
  const auto sprites = post::text::find_sprites(line);
  const std::size_t first_sprite = sprites.empty() ? line.size() : sprites.front().begin;
  const std::string_view head = line.substr(0, first_sprite);
  const std::size_t colon = head.find(':');
  const std::string_view label = trim(colon == std::string_view::npos ? head : head.substr(0, colon));
  const std::string_view rest = colon == std::string_view::npos ? line.substr(first_sprite) : line.substr(colon + 1);
  TeamHeader h;
  h.rest = rest;
  // "Team Liz", "Liz's team", "Liz’s Team"
  // "Team Size: 2" and "Team Preview: On" are rules, not team headers.
  const bool rule_label = text::istarts_with(label, "team size") || text::istarts_with(label, "team preview");
  if (text::istarts_with(label, "team ") && label.size() > 5 && !rule_label) {
    h.trainer = std::string(trim(label.substr(5)));
    return h;
  }
  for (std::string_view suffix : {"'s team"sv, "\xE2\x80\x99s team"sv, "'s pokemon"sv, "\xE2\x80\x99s pokemon"sv}) {
    if (label.size() > suffix.size() && text::iends_with(label, suffix)) {
      h.trainer = std::string(trim(label.substr(0, label.size() - suffix.size())));
      return h;
    }
  }
  // A trainer named in the "vs" line, alone or before a colon.
  for (const std::string& k : known) {
    if (fold_name(label) == fold_name(k)) {
      h.trainer = k;
      return h;
    }
  }
  // "Name: :sprite: :sprite:" for a name the vs line did not give.
  if (colon != std::string_view::npos && sprites.size() >= 1 && !label.empty() && text::word_count(label) <= 3 &&
      label.find('(') == std::string_view::npos) {
    h.trainer = std::string(label);
    return h;
  }
  return std::nullopt;
}

std::vector<Roster> read_team_listing(const RawPost& post) {
  const bbcode::Result parsed = bbcode::parse(post.body);
  const std::string& t = parsed.plain.text;
  const std::vector<ProfiledName> profiled = profiled_names(post.body);
  std::vector<std::string> known;
  std::vector<Roster> teams;
  int current = -1;
  for (std::size_t i = 0; i <= t.size();) {
    const std::size_t e = std::min(t.find('\n', i), t.size());
    const std::string_view line = std::string_view(t).substr(i, e - i);
    if (known.empty()) known = trainers_from_versus(line);
    if (auto h = team_header(line, known)) {
      current = find_team(teams, h->trainer);
      if (current < 0) {
        teams.push_back(Roster{h->trainer, {}});
        current = static_cast<int>(teams.size()) - 1;
      }
      for (RosterEntry& en : entries_of(h->rest, profiled)) teams[current].pokemon.push_back(std::move(en));
    } else if (current >= 0) {
      const std::string_view l = trim_entry(line);
      if (l.empty()) {
        if (!teams[current].pokemon.empty()) current = -1;
      } else {
        auto found = entries_of(l, profiled);
        if (found.empty()) current = -1;
        for (RosterEntry& en : found) teams[current].pokemon.push_back(std::move(en));
      }
    }
    if (e == t.size()) break;
    i = e + 1;
  }
  // Trainers named in the vs line but listed nowhere still play: keep them, with no Pokemon known.
  for (const std::string& k : known)
    if (find_team(teams, k) < 0) teams.push_back(Roster{k, {}});
  // Keep the vs line's order (the signup order of [2.3a]) when it gave one.
  if (!known.empty()) {
    std::vector<Roster> ordered;
    for (const std::string& k : known)
      if (const int at = find_team(teams, k); at >= 0 && find_team(ordered, k) < 0)
        ordered.push_back(teams[static_cast<std::size_t>(at)]);
    for (Roster& r : teams)
      if (find_team(ordered, r.trainer) < 0) ordered.push_back(std::move(r));
    teams = std::move(ordered);
  }
  return teams;
}

}  // namespace bbp::thread
