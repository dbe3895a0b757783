// [11.4] Mega Evolution: the forme a Pokemon evolves into and the change it brings.
#include "sim/mega_evolution.hpp"

#include "sim/technique_control.hpp"
#include "sim/terastal.hpp"

#include <fmt/format.h>

namespace bbp::sim {

std::optional<EntryId> mega_forme(const Dex& dex, const Pokemon& p, std::string& why) {
  if (p.species == kNoEntry) {
    why = "its species is unknown";
    return std::nullopt;
  }
  const Species& sp = dex.species(p.species);
  if (sp.is_mega) {
    why = "it has already Mega Evolved";
    return std::nullopt;
  }
  // "They are holding their current species' associated Mega Stone" (Kyogre's Blue Orb and
  // Groudon's Red Orb included: the Dex names the forme each stone gives).
  if (!p.item.empty()) {
    const Resolution item = dex.resolve(Kind::item, p.item);
    if (item.match == Match::exact || item.match == Match::alias) {
      const std::string_view stone = dex.entry(Kind::item, item.id).get("mega_stone");
      if (!stone.empty()) {
        const Resolution forme = dex.resolve(Kind::species, stone);
        if (forme.match == Match::exact && dex.species(forme.id).base_species == sp.name) return forme.id;
        why = fmt::format("{} is not {}'s Mega Stone", dex.entry(Kind::item, item.id).name, sp.name);
        return std::nullopt;
      }
    }
  }
  // "Rayquaza does not require a specific held item."
  if (sp.name == "Rayquaza") {
    const Resolution forme = dex.resolve(Kind::species, "Rayquaza-Mega");
    if (forme.match == Match::exact) return forme.id;
  }
  why = p.item.empty() ? "it holds no Mega Stone" : fmt::format("{} is no Mega Stone", p.item);
  return std::nullopt;
}

void mega_evolve(Battle& b, const Dex& dex, PokemonIndex pi, std::vector<std::string>& log) {
  Pokemon& p = b.pokemon[pi];
  const std::string who = fmt::format("{}'s {}", b.teams[p.team].trainer, p.display());
  if (p.zone != Zone::active || p.fainted) {
    log.push_back(fmt::format("{} can't Mega Evolve: it is not in play [11.4]", who));
    return;
  }
  std::string why;
  const std::optional<EntryId> forme = mega_forme(dex, p, why);
  if (!forme) {
    log.push_back(fmt::format("{} can't Mega Evolve: {} [11.4]", who, why));
    return;
  }
  const TechniqueSpend tech = spend_technique_control(b, pi, "Mega Evolution");
  log.push_back(tech.message);
  if (!tech.spent) return;
  const Species& mega = dex.species(*forme);
  p.species = *forme;
  p.base_species = p.species_name;  // "IF Scizor is to use …" still names it
  p.species_name = std::string(mega.name);
  p.types = {kNoEntry, kNoEntry};
  for (std::size_t i = 0; i < mega.types.size() && i < 2; ++i) p.types[i] = mega.types[i];
  p.original_types = p.types;
  if (p.terastallized) p.types = terastal_types(dex, p);  // "effects can't change a Terastallized Pokemon's types"
  if (!mega.abilities.empty() && mega.abilities.front().ability != kNoEntry)
    p.ability = std::string(dex.entry(Kind::ability, mega.abilities.front().ability).name);
  // [5.6] the forme's numbers, the nature applied; HP is kept (a Mega Forme's base HP is its species').
  if (auto s = dex.bbp_stats(*forme)) {
    BbpStats stats = *s;
    if (!p.nature.empty())
      if (const Resolution n = dex.resolve(Kind::nature, p.nature); n.match == Match::exact) stats = apply_nature(stats, dex.nature(n.id));
    stats.hp = p.stats.hp;
    p.stats = stats;
  }
  log.push_back(fmt::format("{} Mega Evolves into {}! [11.4]", who, mega.name));
}

}  // namespace bbp::sim
