// [10.4c] a reference must identify exactly one Pokemon of the battle (nicknames disambiguate
// species) and observes it in its expected zone; the "Hey, You!" rule for Pokemon out of play.
#include "sema/sub_check.hpp"

#include <fmt/format.h>

using namespace std::string_view_literals;

namespace bbp::sema {
namespace {

struct Found {
  int team = -1;
  int index = -1;
};

/// The folded species a name stands for: a sprite code (":sv/weavile:") or the name itself.
std::string folded_reference(const Dex& dex, std::string_view text) {
  if (text.size() > 2 && text.front() == ':') {
    if (auto sprite = dex.resolve_sprite_code(text); sprite && sprite->kind == Kind::species)
      return fold_name(dex.entry(Kind::species, sprite->id).name);
  }
  return fold_name(text);
}

std::string_view zone_words(orders::Zone z) {
  switch (z) {
    case orders::Zone::benched: return "benched";
    case orders::Zone::inactive: return "inactive";
    case orders::Zone::anywhere: return "in any zone";
    case orders::Zone::unspecified: return "in play";
  }
  return "in play";
}

bool zone_matches(orders::Zone expected, Zone actual) {
  switch (expected) {
    case orders::Zone::unspecified: return actual == Zone::active;
    case orders::Zone::benched: return actual == Zone::bench;
    case orders::Zone::inactive: return actual == Zone::bench || actual == Zone::reserve;
    case orders::Zone::anywhere: return true;
  }
  return true;
}

/// Subjects that are not Pokemon by design: the battle itself in a state clause ([10.6e] "Battle
/// Condition": "the weather is Rain") and a team in a timing ([10.5a] "When [Pokemon / team] is
/// inflicted with …": "the opposing team", "Liz's team").
bool not_a_pokemon(const std::string& folded) {
  for (std::string_view w : {"theweather"sv, "theterrain"sv, "thefield"sv, "thebattle"sv, "weather"sv, "terrain"sv})
    if (folded == w) return true;
  return folded.size() >= 4 && folded.ends_with("team");
}

void check_one(SubCheck& c, const orders::SubPokemon& p) {
  if (p.placeholder != orders::Placeholder::none) return;
  const std::string_view name = p.name.present() ? std::string_view(p.name.text) : std::string_view(p.text);
  const std::string key = folded_reference(c.dex, name);
  if (key.empty()) return;
  std::vector<Found> by_nickname, by_species;
  for (std::size_t t = 0; t < c.ctx.teams.size(); ++t) {
    const auto& team = c.ctx.teams[t].pokemon;
    for (std::size_t i = 0; i < team.size(); ++i) {
      if (!team[i].nickname.empty() && fold_name(team[i].nickname) == key)
        by_nickname.push_back(Found{static_cast<int>(t), static_cast<int>(i)});
      else if (!team[i].species.empty() && fold_name(team[i].species) == key)
        by_species.push_back(Found{static_cast<int>(t), static_cast<int>(i)});
    }
  }
  // Nicknames disambiguate species: a nickname hit wins.
  const std::vector<Found>& hits = by_nickname.empty() ? by_species : by_nickname;
  const Span span = p.name.present() ? p.name.span : p.span;
  if (hits.empty()) {
    if (not_a_pokemon(key)) return;  // a team or the battle itself (a Pokemon named so would have matched)
    Diagnostic& d = c.report(DiagId::ambiguous_reference, span,
                             fmt::format("\"{}\" names no Pokemon of this battle [10.4c]", name));
    d.help = "use the Pokemon's nickname or species as it is on the team";
    return;
  }
  if (hits.size() > 1) {
    Diagnostic& d = c.report(DiagId::ambiguous_reference, span,
                             fmt::format("\"{}\" could be {} Pokemon of this battle; ambiguous references are "
                                         "illegal [10.4c]",
                                         name, hits.size()));
    d.help = "use the nickname to say which one";
    return;
  }
  const PokemonContext& target = c.ctx.teams[static_cast<std::size_t>(hits[0].team)].pokemon[static_cast<std::size_t>(hits[0].index)];
  if (target.zone == Zone::unknown) return;
  if (zone_matches(p.zone, target.zone)) return;
  // "If a reference uniquely identifies a Pokemon that starts the round out-of-play, the reference
  // is understood to be 'that specified Pokemon, in any zone'." — the Hey, You! rule.
  if (p.zone == orders::Zone::unspecified) return;
  Diagnostic& d = c.report(DiagId::reference_out_of_zone, p.span,
                           fmt::format("\"{}\" observes {} {}, but it is {} [10.4c]", p.text, name, zone_words(p.zone),
                                       to_string(target.zone)));
  d.help = "the clause cannot be true while the Pokemon is outside the zone it names";
}

}  // namespace

void check_references(SubCheck& c) {
  std::vector<const orders::SubPokemon*> named;
  const orders::Substitution& s = c.sub;
  if (s.timing && s.timing->pokemon) named.push_back(&*s.timing->pokemon);
  for (const orders::TriggerClause& t : s.trigger) {
    if (t.subject) named.push_back(&*t.subject);
    if (t.action)
      for (const orders::SubPokemon& p : t.action->targets) named.push_back(&p);
  }
  for (const orders::ResultClause& r : s.results)
    for (const orders::SubAction& a : r.actions)
      for (const orders::SubPokemon& p : a.targets) named.push_back(&p);
  bool any_named = false;
  for (const orders::SubPokemon* p : named) any_named |= p->placeholder == orders::Placeholder::none;
  if (!any_named) return;
  if (c.ctx.teams.empty()) {
    c.need("[10.4c] references to Pokemon by name (give the teams in --context)");
    return;
  }
  for (const orders::SubPokemon* p : named) check_one(c, *p);
}

}  // namespace bbp::sema
