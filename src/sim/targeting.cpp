// [8.3c] Target Legality Check and [8.4] defender order, for Singles, Doubles and Triples: the
// action's Targeting Scope, the targets its order declared ("Rock Slide on Heracross and Scizor"),
// and the default targets of the handbook's priority list when the order declared too few.
#include "sim/engine.hpp"

#include <bbp/dex.hpp>

#include <algorithm>
#include <array>

namespace bbp::sim {

namespace {

struct ScopeName {
  Scope scope;
  std::string_view handbook;  ///< [8.3c]'s name
};
constexpr std::array<ScopeName, 10> kScopeNames{{
    {Scope::any_one_target, "Any One Target"},
    {Scope::user, "User"},
    {Scope::any_one_ally, "Any One Ally"},
    {Scope::any_other_ally, "Any Other Ally"},
    {Scope::all_allies, "All Allies"},
    {Scope::all_opponents, "All Opponents"},
    {Scope::all_other, "All Other Pokemon"},
    {Scope::users_team, "User's Team"},
    {Scope::any_other_team, "Any Other Team"},
    {Scope::battlefield, "The Battlefield"},
}};

/// Showdown's target codes (the Dex's moves.tsv) as [8.3c] scopes. "Adjacent" means nothing in
/// BBP, where every Pokemon in play can reach every other one.
struct ShowdownTarget {
  std::string_view code;
  Scope scope;
};
constexpr std::array<ShowdownTarget, 16> kShowdownTargets{{
    {"normal", Scope::any_one_target},     {"any", Scope::any_one_target},
    {"adjacentfoe", Scope::any_one_target}, {"randomnormal", Scope::any_one_target},
    {"scripted", Scope::any_one_target},   {"target", Scope::any_one_target},
    {"self", Scope::user},                 {"adjacentallyorself", Scope::any_one_ally},
    {"adjacentally", Scope::any_other_ally}, {"allies", Scope::all_allies},
    {"alladjacentfoes", Scope::all_opponents}, {"alladjacent", Scope::all_other},
    {"allyside", Scope::users_team},       {"allyteam", Scope::users_team},
    {"foeside", Scope::any_other_team},    {"all", Scope::battlefield},
}};

/// Lower-case letters only: "User's Team" and "users team" compare equal.
std::string letters(std::string_view s) {
  std::string out;
  for (char c : s)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) out.push_back(static_cast<char>(c | 0x20));
  return out;
}

/// "Heracross and Scizor", "Heracross, Scizor", "Heracross & Scizor": one name each.
std::vector<std::string> split_names(std::string_view text) {
  std::vector<std::string> names;
  std::string cur;
  auto flush = [&] {
    while (!cur.empty() && cur.back() == ' ') cur.pop_back();
    std::size_t b = 0;
    while (b < cur.size() && cur[b] == ' ') ++b;
    if (b < cur.size()) names.push_back(cur.substr(b));
    cur.clear();
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ',' || c == '&' || c == '/') { flush(); continue; }
    if ((c == ' ') && i + 5 <= text.size() && (text.substr(i, 5) == " and " || text.substr(i, 5) == " And ")) {
      flush();
      i += 4;
      continue;
    }
    cur.push_back(c);
  }
  flush();
  return names;
}

}  // namespace

std::string_view to_string(Scope s) {
  for (const ScopeName& n : kScopeNames)
    if (n.scope == s) return n.handbook;
  return "Any One Target";
}

std::optional<Scope> scope_from_text(std::string_view text) {
  const std::string key = letters(text);
  for (const ScopeName& n : kScopeNames)
    if (letters(n.handbook) == key) return n.scope;
  if (key == "battlefield") return Scope::battlefield;
  for (const ShowdownTarget& t : kShowdownTargets)
    if (t.code == key) return t.scope;
  return std::nullopt;
}

std::vector<PokemonIndex> Engine::in_play_by_entry() const {
  std::vector<PokemonIndex> all;
  for (std::size_t i = 0; i < b.pokemon.size(); ++i)
    if (in_play(static_cast<PokemonIndex>(i))) all.push_back(static_cast<PokemonIndex>(i));
  std::stable_sort(all.begin(), all.end(), [&](PokemonIndex x, PokemonIndex y) { return b.pokemon[x].entered < b.pokemon[y].entered; });
  return all;
}

int Engine::opponent_of(PokemonIndex p) const {
  int best = -1;
  for (std::size_t i = 0; i < b.pokemon.size(); ++i)
    if (in_play(static_cast<PokemonIndex>(i)) && b.pokemon[i].team != b.pokemon[p].team &&
        (best < 0 || b.pokemon[i].entered < b.pokemon[static_cast<std::size_t>(best)].entered))
      best = static_cast<int>(i);
  return best;
}

std::vector<PokemonIndex> Engine::declared_pokemon(const std::vector<std::string>& names, std::vector<std::string>* unknown) const {
  std::vector<PokemonIndex> found_all;
  for (const std::string& text : names)
    for (const std::string& n : split_names(text)) {
      const std::string key = fold_name(n);
      int found = -1;
      for (std::size_t i = 0; i < b.pokemon.size() && found < 0; ++i) {
        const Pokemon& p = b.pokemon[i];
        if (p.answers_to(key)) found = static_cast<int>(i);
      }
      if (found >= 0) found_all.push_back(static_cast<PokemonIndex>(found));
      else if (unknown) unknown->push_back(n);
    }
  return found_all;
}

Engine::Targets Engine::targets_of(PokemonIndex user, const MoveData& m, const std::vector<std::string>& written,
                                   std::vector<std::string>* notes) const {
  Targets t;
  const std::uint8_t team = b.pokemon[user].team;
  if (targets_teams(m.scope)) {
    // [8.4] "If the action targets Teams rather than Pokemon … no defenders are looped." The
    // engine runs such an action's effects once, seen from the user (its own team's field) or
    // from the first opponent in play (an opposing field, the battlefield): docs/rulings.md.
    t.teams = true;
    if (m.scope == Scope::users_team) t.defenders.push_back(user);
    else if (const int o = opponent_of(user); o >= 0) t.defenders.push_back(static_cast<PokemonIndex>(o));
    return t;
  }
  auto in_scope = [&](PokemonIndex p) {
    if (!in_play(p)) return false;
    const bool self = p == user, ally = !self && b.pokemon[p].team == team, opp = b.pokemon[p].team != team;
    switch (m.scope) {
      case Scope::user: return self;
      case Scope::any_one_target: return !self;
      case Scope::any_one_ally: return self || ally;
      case Scope::any_other_ally: return ally;
      case Scope::all_allies: return self || ally;
      case Scope::all_opponents: return opp;
      case Scope::all_other: return !self;
      default: return false;
    }
  };
  // Declared targets: those out of scope or no longer in play are removed ([8.3c]).
  if (!written.empty()) {
    std::vector<std::string> unknown;
    for (PokemonIndex p : declared_pokemon(written, &unknown)) {
      if (std::find(t.defenders.begin(), t.defenders.end(), p) != t.defenders.end()) continue;
      if (in_scope(p)) t.defenders.push_back(p);
      else if (notes)
        notes->push_back(fmt::format("{} is not a legal target of {} ({}{}): it is removed from the targets [8.3c]", name(p),
                                     m.name, to_string(m.scope), in_play(p) ? "" : ", not in play"));
    }
    if (notes)
      for (const std::string& n : unknown)
        notes->push_back(fmt::format("'{}' names no Pokemon of this battle: it is no target of {} [8.3c]", n, m.name));
  }
  if (targets_all(m.scope)) {
    // [8.4] the targets not declared are processed in the order they entered play.
    for (PokemonIndex p : in_play_by_entry())
      if (in_scope(p) && std::find(t.defenders.begin(), t.defenders.end(), p) == t.defenders.end()) t.defenders.push_back(p);
    return t;
  }
  if (t.defenders.size() > 1) t.defenders.resize(1);  // a single-target scope keeps the first
  if (!t.defenders.empty()) return t;
  // Default target ([8.3c]): the user if it can be targeted, then the opponent, then the non-user
  // ally, that entered play first. (No move data says "prefers allies as default targets".) A scan
  // for the earliest, not a sorted list: this runs for nearly every action.
  if (in_scope(user)) {
    t.defenders.push_back(user);
    return t;
  }
  for (const bool opponents : {true, false}) {
    int best = -1;
    for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
      const auto p = static_cast<PokemonIndex>(i);
      if ((b.pokemon[i].team != team) != opponents || !in_scope(p)) continue;
      if (best < 0 || b.pokemon[i].entered < b.pokemon[static_cast<std::size_t>(best)].entered) best = static_cast<int>(i);
    }
    if (best >= 0) {
      t.defenders.push_back(static_cast<PokemonIndex>(best));
      return t;
    }
  }
  return t;
}

}  // namespace bbp::sim
