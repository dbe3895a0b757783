#include "thread/names.hpp"

#include "post/text_util.hpp"

#include <bbp/dex.hpp>

#include <fmt/format.h>

using namespace std::string_view_literals;

namespace bbp::thread {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (text::is_space(s.front()) || s.front() == '-' || s.front() == '*')) s.remove_prefix(1);
  while (!s.empty() && (text::is_space(s.back()) || s.back() == ',' || s.back() == '.' || s.back() == '!')) s.remove_suffix(1);
  return s;
}

std::optional<std::string> species_name(std::string_view text) {
  if (text.empty()) return std::nullopt;
  const Resolution r = dex().resolve(Kind::species, text);
  if (r.match == Match::exact || r.match == Match::alias) return std::string(dex().entry(Kind::species, r.id).name);
  return std::nullopt;
}

}  // namespace

std::optional<RosterEntry> read_entry(std::string_view text) {
  RosterEntry e;
  e.written = std::string(trim(text));
  std::optional<std::string> sprite_species;
  std::string rest;
  // Sprite codes give the species; the words around them give the name.
  const auto sprites = post::text::find_sprites(text);
  std::size_t at = 0;
  for (const auto& s : sprites) {
    rest.append(text.substr(at, s.begin - at));
    rest.push_back(' ');
    if (!sprite_species)
      if (auto ref = dex().resolve_sprite(s.set, s.name); ref && ref->kind == Kind::species)
        sprite_species = std::string(dex().entry(Kind::species, ref->id).name);
    at = s.end;
  }
  rest.append(text.substr(at));
  // Details after the name: "(M)", "@ Life Orb", "- Lvl 3", "| Ability".
  std::string_view name = trim(rest);
  for (std::string_view stop : {"("sv, "@"sv, " - "sv, "|"sv, "["sv, " holding "sv}) {
    const std::size_t p = text::ifind(name, stop);
    if (p != std::string_view::npos) name = trim(name.substr(0, p));
  }
  // "Nickname the Species" / "Nickname, the Species"
  const std::size_t the = text::ifind_word(name, "the");
  if (the != std::string_view::npos && the > 0) {
    const std::string_view nick = trim(name.substr(0, the));
    const std::string_view sp = trim(name.substr(the + 3));
    if (auto s = species_name(sp)) {
      e.nickname = std::string(nick);
      e.species = *s;
      return e;
    }
  }
  if (auto s = species_name(name)) {
    e.species = *s;
    return e;
  }
  if (sprite_species) {
    e.species = *sprite_species;
    e.nickname = std::string(name);
    return e;
  }
  return std::nullopt;
}

int find_member(const Roster& team, std::string_view name) {
  const std::string f = fold_name(name);
  if (f.empty()) return -1;
  for (std::size_t i = 0; i < team.pokemon.size(); ++i)
    if (!team.pokemon[i].nickname.empty() && fold_name(team.pokemon[i].nickname) == f) return static_cast<int>(i);
  for (std::size_t i = 0; i < team.pokemon.size(); ++i)
    if (fold_name(team.pokemon[i].species) == f) return static_cast<int>(i);
  return -1;
}

int find_member(const Roster& team, const orders::PokemonRef& ref) {
  for (const orders::Text* t : {&ref.nickname, &ref.name, &ref.species})
    if (t->present())
      if (int i = find_member(team, t->text); i >= 0) return i;
  for (const orders::Sprite& s : ref.sprites)
    if (auto r = dex().resolve_sprite(s.set, s.name); r && r->kind == Kind::species)
      if (int i = find_member(team, dex().entry(Kind::species, r->id).name); i >= 0) return i;
  return -1;
}

std::string display(const RosterEntry& e) {
  return e.nickname.empty() ? e.species : fmt::format("{} the {}", e.nickname, e.species);
}

int find_team(const std::vector<Roster>& teams, std::string_view trainer) {
  const std::string f = fold_name(trainer);
  if (f.empty()) return -1;
  for (std::size_t i = 0; i < teams.size(); ++i)
    if (fold_name(teams[i].trainer) == f) return static_cast<int>(i);
  return -1;
}

}  // namespace bbp::thread
