#include "sema/order_set_owner.hpp"

#include "sema/recipient.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string>

namespace bbp::sema {
namespace {

/// Whether `p` is the Pokemon called `nickname` or of `species` (either may be "").
bool is_called(const Dex& dex, const PokemonContext& p, std::string_view nickname, std::string_view species) {
  if (!nickname.empty() && !p.nickname.empty() && fold_name(nickname) == fold_name(p.nickname)) return true;
  if (!nickname.empty() && same_species(dex, nickname, p.species)) return true;
  return !species.empty() && same_species(dex, species, p.species);
}

}  // namespace

void check_order_set_owner(OrderCheck& oc, const orders::OrderSet& set) {
  if (!set.pokemon || oc.ctx.poster.empty()) return;
  const TeamContext* own = oc.ctx.team_of(oc.ctx.poster);
  if (own == nullptr || own->pokemon.empty()) return;
  const std::string_view nickname = oc.recipient.nickname;
  const std::string_view species = oc.recipient.species;
  const std::string_view name = oc.recipient.name();
  if (name.empty()) return;
  // Another trainer's Pokemon, named as its trainer's context names it.
  for (const TeamContext& team : oc.ctx.teams) {
    if (&team == own) continue;
    for (const PokemonContext& p : team.pokemon) {
      if (!is_called(oc.dex, p, nickname, species)) continue;
      // Both teams may have one of a species; only the other trainer's is reported.
      const bool own_species = std::any_of(own->pokemon.begin(), own->pokemon.end(), [&](const PokemonContext& q) {
        return is_called(oc.dex, q, {}, p.species);
      });
      if (own_species) continue;
      Diagnostic& d = oc.report(DiagId::orders_for_other_pokemon, set.pokemon->span,
                                fmt::format("these orders are for {}, which is on {}'s team, not {}'s: a trainer "
                                            "orders their own Pokemon [9.1]",
                                            name, team.trainer, oc.ctx.poster));
      d.help = "write the orders under the name of one of your Pokemon";
      return;
    }
  }
  // A species the poster's team lacks.
  if (!species.empty()) {
    const bool on_team = std::any_of(own->pokemon.begin(), own->pokemon.end(),
                                     [&](const PokemonContext& p) { return same_species(oc.dex, species, p.species); });
    if (!on_team) {
      Diagnostic& d = oc.report(DiagId::orders_for_other_pokemon, set.pokemon->span,
                                fmt::format("these orders are for a {}, but {}'s team as the context lists it has no "
                                            "{} [9.1]",
                                            species, oc.ctx.poster, species));
      d.help = "check the header names the Pokemon the orders are for (or the context's team)";
    }
    return;
  }
  // A nickname alone: only when the context gives each of the poster's Pokemon a nickname can it
  // tell that the name is none of theirs (a Pokemon without one may be called anything).
  const bool all_nicknamed = std::all_of(own->pokemon.begin(), own->pokemon.end(),
                                         [](const PokemonContext& p) { return !p.nickname.empty(); });
  if (!all_nicknamed) return;
  Diagnostic& d = oc.report(DiagId::orders_for_other_pokemon, set.pokemon->span,
                            fmt::format("these orders are for \"{}\", but none of {}'s Pokemon is called so in the "
                                        "context [9.1]",
                                        name, oc.ctx.poster));
  d.help = "check the header names the Pokemon the orders are for (or the context's team)";
}

}  // namespace bbp::sema
