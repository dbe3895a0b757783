// Rendering of one entry for `bbpref data show`.
#include "dex/entry_json.hpp"

#include <fmt/format.h>

namespace bbp {

namespace {
std::string_view origin_name(Origin o) {
  switch (o) {
    case Origin::builtin: return "builtin";
    case Origin::rulebook: return "rulebook";
    case Origin::overlay: return "overlay";
  }
  return "?";
}
}  // namespace

nlohmann::json entry_to_json(const Dex& dex, Kind kind, EntryId id) {
  using nlohmann::json;
  const Entry& e = dex.entry(kind, id);
  json j;
  j["kind"] = std::string(to_string(kind));
  j["name"] = std::string(e.name);
  j["key"] = std::string(e.key);
  j["origin"] = std::string(origin_name(e.origin));
  j["dat_override"] = e.dat_override;
  if (!e.section.empty()) j["section"] = std::string(e.section);
  json fields = json::object();
  for (const Field& f : e.fields) fields[std::string(f.key)] = std::string(f.value);
  j["data"] = fields;
  if (!e.dat.empty()) {
    json dat = json::object();
    for (const Field& f : e.dat) dat[std::string(f.key)] = std::string(f.value);
    j["dat"] = dat;
  }
  if (kind == Kind::species) {
    const Species& s = dex.species(id);
    json types = json::array();
    for (EntryId t : s.types) types.push_back(std::string(dex.entry(Kind::type, t).name));
    j["types"] = types;
    json abilities = json::array();
    for (const AbilitySlot& a : s.abilities)
      abilities.push_back({{"slot", std::string(1, a.slot)},
                           {"name", a.ability == kNoEntry ? std::string("?") : std::string(dex.entry(Kind::ability, a.ability).name)},
                           {"hidden", a.hidden()}});
    j["abilities"] = abilities;
    if (s.base)
      j["base_stats"] = {{"hp", s.base->hp}, {"atk", s.base->atk}, {"def", s.base->def},
                         {"spa", s.base->spa}, {"spd", s.base->spd}, {"spe", s.base->spe}};
    if (auto b = dex.bbp_stats(id)) {
      j["hp"] = b->hp;
      j["attack"] = b->attack;
      j["defense"] = b->defense;
      j["special_attack"] = b->special_attack;
      j["special_defense"] = b->special_defense;
      j["speed"] = b->speed;
      j["size_class"] = b->size_class;
      j["weight_class"] = b->weight_class;
      // [5.6] formulas; the Size Class assumes the biped/avian column when the DAT gives none.
      j["stats_source"] = s.dat_stats ? "dat" : "derived [5.6], size as biped";
    }
  }
  if (kind == Kind::action_group) {
    json members = json::array();
    for (const GroupMember& m : dex.group(id).members) {
      json jm = {{"name", std::string(m.name)}, {"member_kind", std::string(m.member_kind)}};
      if (!m.parameter.empty()) jm["parameter"] = std::string(m.parameter);
      if (!m.qualifier.empty()) jm["qualifier"] = std::string(m.qualifier);
      jm["resolved"] = m.id != kNoEntry;
      members.push_back(jm);
    }
    j["members"] = members;
  }
  return j;
}

std::string entry_to_text(const Dex& dex, Kind kind, EntryId id) {
  const nlohmann::json j = entry_to_json(dex, kind, id);
  std::string out = fmt::format("{} ({})\n", j["name"].get<std::string>(), j["kind"].get<std::string>());
  for (const auto& [k, v] : j.items()) {
    if (k == "name" || k == "kind") continue;
    if (v.is_object()) {
      out += fmt::format("{}:\n", k);
      for (const auto& [k2, v2] : v.items())
        out += fmt::format("  {}: {}\n", k2, v2.is_string() ? v2.get<std::string>() : v2.dump());
    } else {
      out += fmt::format("{}: {}\n", k, v.is_string() ? v.get<std::string>() : v.dump());
    }
  }
  return out;
}

}  // namespace bbp
