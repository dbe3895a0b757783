#include "sema/recipient.hpp"

namespace bbp::sema {
namespace {

void add_name(Recipient& r, std::string_view name) {
  const std::string f = fold_name(name);
  if (f.empty()) return;
  for (const std::string& n : r.folded_names)
    if (n == f) return;
  r.folded_names.push_back(f);
}

/// Species the header shows: species text, a lone name that is a species, or a sprite code.
std::string header_species(const Dex& dex, const orders::PokemonRef& p) {
  for (const orders::Text* t : {&p.species, &p.name}) {
    if (!t->present()) continue;
    const Resolution r = dex.resolve(Kind::species, t->text);
    if (r.match == Match::exact || r.match == Match::alias) return std::string(dex.entry(Kind::species, r.id).name);
  }
  for (const orders::Sprite& s : p.sprites) {
    if (auto sprite = dex.resolve_sprite(s.set, s.name); sprite && sprite->kind == Kind::species)
      return std::string(dex.entry(Kind::species, sprite->id).name);
  }
  return {};
}

}  // namespace

bool same_species(const Dex& dex, std::string_view a, std::string_view b) {
  if (fold_name(a) == fold_name(b)) return true;
  const auto base = [&](std::string_view written) -> std::string_view {
    const Resolution r = dex.resolve(Kind::species, written);
    if (r.match != Match::exact && r.match != Match::alias) return {};
    const Species& sp = dex.species(r.id);
    return sp.base_species.empty() ? std::string_view(sp.name) : sp.base_species;
  };
  const std::string_view ba = base(a);
  return !ba.empty() && ba == base(b);
}

Recipient find_recipient(const Dex& dex, const BattleContext& ctx, const orders::OrderSet& set, std::size_t set_count) {
  Recipient r;
  std::string nickname, species;
  if (set.pokemon) {
    species = header_species(dex, *set.pokemon);
    if (set.pokemon->nickname.present()) nickname = set.pokemon->nickname.text;
    else if (set.pokemon->name.present() && species.empty()) nickname = set.pokemon->name.text;
  } else if (!ctx.recipient.empty()) {
    nickname = ctx.recipient;
  }
  // Match it to the poster's team (or to any team when the poster is not given).
  // A nickname the context gives is looked for first: "Lucy the Lucario" is the poster's Lucario
  // called Lucy before another Lucario the context gives no nickname. A header's species matches
  // a Pokemon the context gives no nickname (or when the header gives none), a forme its base
  // species ("Rotom" for the context's "Rotom-Wash").
  for (const bool nicknames : {true, false}) {
    for (std::size_t t = 0; t < ctx.teams.size() && r.context == nullptr; ++t) {
      if (!ctx.poster.empty() && ctx.teams[t].trainer != ctx.poster) continue;
      const auto& team = ctx.teams[t].pokemon;
      for (std::size_t i = 0; i < team.size(); ++i) {
        const PokemonContext& p = team[i];
        const bool by_nick = !nickname.empty() && !p.nickname.empty() && fold_name(nickname) == fold_name(p.nickname);
        const bool by_species =
            (nickname.empty() || p.nickname.empty()) && !species.empty() && same_species(dex, species, p.species);
        const bool by_recipient_species = !nickname.empty() && p.nickname.empty() && same_species(dex, nickname, p.species);
        if (nicknames ? by_nick : (by_species || by_recipient_species)) {
          r.context = &p;
          r.team = static_cast<int>(t);
          break;
        }
      }
    }
  }
  // A lone order set with no header in a battle where the poster has one Pokemon in play.
  if (r.context == nullptr && !set.pokemon && set_count == 1 && !ctx.poster.empty()) {
    if (const TeamContext* team = ctx.team_of(ctx.poster)) {
      const PokemonContext* only = nullptr;
      int active = 0;
      for (const PokemonContext& p : team->pokemon)
        if (p.zone == Zone::active) { only = &p; ++active; }
      if (active == 1) r.context = only;
    }
  }
  if (r.context != nullptr) {
    if (nickname.empty()) nickname = r.context->nickname;
    if (species.empty()) species = r.context->species;
  }
  r.nickname = nickname;
  r.species = species;
  add_name(r, nickname);
  add_name(r, species);
  return r;
}

}  // namespace bbp::sema
