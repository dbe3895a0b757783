#include "sim/technique_control.hpp"

#include "sim/terastal.hpp"

#include <fmt/format.h>

namespace bbp::sim {

TechniqueSpend spend_technique_control(Battle& b, PokemonIndex pi, std::string_view technique) {
  Pokemon& p = b.pokemon[pi];
  Team& team = b.teams[p.team];
  if (team.technique_control < kTechniqueCost)
    return {false, fmt::format("{}'s {} can't perform {}: {} has no Technique Control left [11.1]", team.trainer,
                               p.display(), technique, team.trainer)};
  team.technique_control -= kTechniqueCost;
  p.spent_technique_control = true;
  return {true, fmt::format("{} spends {} Technique Control for {}'s {} ({} left) [11.1]", team.trainer, kTechniqueCost,
                            p.display(), technique, team.technique_control)};
}

int stellar_extra_weaknesses(const Dex& dex, EntryId attack_type, const Pokemon& defender) {
  if (!is_stellar(dex, attack_type)) return 0;
  // "Terastallized Pokemon, whose Tera Type is Stellar, have an additional immunity to Stellar."
  if (defender.terastallized && is_stellar(dex, defender.tera_type)) return -1;
  return defender.spent_technique_control ? 1 : 0;
}

}  // namespace bbp::sim
