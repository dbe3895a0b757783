// [11.7] Terastal: typing, STAB, Tera Blast, and Terastallizing in the Switching Phase.
#include "sim/terastal.hpp"

#include "sim/move_data.hpp"
#include "sim/technique_control.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>

using namespace std::string_view_literals;

namespace bbp::sim {

bool is_stellar(const Dex& dex, EntryId type) {
  return type != kNoEntry && fold_name(dex.entry(Kind::type, type).name) == "stellar";
}

std::array<EntryId, 2> terastal_types(const Dex& dex, const Pokemon& p) {
  // "A Terastallized Pokemon's typing is always equal to their Tera Type, unless that type is Stellar."
  if (p.tera_type == kNoEntry || is_stellar(dex, p.tera_type)) return p.original_types;
  return {p.tera_type, kNoEntry};
}

int stab_power(const Dex& dex, const Pokemon& user, EntryId type) {
  const auto has = [&](const std::array<EntryId, 2>& types) {
    return type != kNoEntry && (types[0] == type || types[1] == type);
  };
  if (!user.terastallized) return has(user.types) ? 3 : 0;
  // [11.7c] "this procedure replaces the usual procedure for the STAB step".
  if (is_stellar(dex, user.tera_type)) return 3;  // "raised by three (3) regardless of their typing"
  const bool original = has(user.original_types);
  const bool tera = type != kNoEntry && type == user.tera_type;
  return original && tera ? 5 : (original || tera) ? 3 : 0;
}

EntryId attack_type(const Dex&, const Pokemon& user, const MoveData& m) {
  // [5.3a] "Certain moves, such as Tera Blast, copy their user's Tera Type when used."
  if (user.terastallized && user.tera_type != kNoEntry && fold_name(m.name) == "terablast") return user.tera_type;
  return m.type;
}

EntryId declared_tera_type(const Dex& dex, std::string_view written) {
  std::string t = text::to_lower(text::trim(written));
  for (std::string_view open : {"into "sv, "to "sv, "("sv, "as "sv})
    if (t.starts_with(open)) t.erase(0, open.size());
  while (!t.empty() && (t.back() == ')' || t.back() == '.' || t.back() == '!')) t.pop_back();
  for (std::string_view tail : {" tera type"sv, " type"sv, "-type"sv, " tera"sv})
    if (t.ends_with(tail)) t.erase(t.size() - tail.size());
  const Resolution r = dex.resolve(Kind::type, t);
  return r.match == Match::exact || r.match == Match::alias ? r.id : kNoEntry;
}

bool terastallize(Battle& b, const Dex& dex, PokemonIndex pi, EntryId declared, std::vector<std::string>& log) {
  Pokemon& p = b.pokemon[pi];
  const std::string who = fmt::format("{}'s {}", b.teams[p.team].trainer, p.display());
  if (p.zone != Zone::active || p.fainted) {
    log.push_back(fmt::format("{} can't Terastallize: it is not in play [11.7b]", who));
    return false;
  }
  if (p.terastallized) {
    log.push_back(fmt::format("{} has already Terastallized [11.7c]", who));
    return false;
  }
  if (p.tera_type == kNoEntry) p.tera_type = declared;
  if (p.tera_type == kNoEntry) {
    log.push_back(fmt::format("{} can't Terastallize: no Tera Type is known (give 'tera_type' in the battle file) [11.7a]", who));
    return false;
  }
  if (declared != kNoEntry && declared != p.tera_type)
    log.push_back(fmt::format("{}'s declaration names the {} type; its Tera Type is {} [11.7a]", who,
                              dex.entry(Kind::type, declared).name, dex.entry(Kind::type, p.tera_type).name));
  const TechniqueSpend tech = spend_technique_control(b, pi, "Terastal");
  log.push_back(tech.message);
  if (!tech.spent) return false;
  p.terastallized = true;
  p.types = terastal_types(dex, p);
  log.push_back(fmt::format("{} Terastallizes: {} Tera Type [11.7c]", who, dex.entry(Kind::type, p.tera_type).name));
  // "When a Pokemon that does not know Tera Blast becomes Terastallized, they learn Tera Blast as a
  // borrowed move for the rest of the battle."
  if (!p.movepool.empty()) {
    const MoveIndex tb = intern_move(b, dex, "Tera Blast");
    if (tb != kNoMove && std::find(p.movepool.begin(), p.movepool.end(), tb) == p.movepool.end()) {
      b.pokemon[pi].movepool.push_back(tb);
      log.push_back(fmt::format("{} learns Tera Blast as a borrowed move [11.7c]", who));
    }
  }
  return true;
}

}  // namespace bbp::sim
