// [11.3] Pokemon Fusion: "A trainer can send out a Fused Pokemon whenever they would send out one of
// that Pokemon's non-fused Formes, while at least one of each other Pokemon mentioned in that Fused
// Pokemon's trait is on that team's bench or in their reserve." The trait ("Fusion of Kyurem and
// Reshiram, using the Light Stone") is the Data Audit's; the battle file may give it.
#include "sim/fusion.hpp"

#include "sim/held_pieces.hpp"
#include "sim/statuses.hpp"
#include "sim/technique_control.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

std::string traits_of(const Battle& b, const Dex& dex, EntryId species) {
  const std::string_view name = dex.entry(Kind::species, species).name;
  for (const PieceText& t : b.species_traits)
    if (folds_to(t.name, fold_name(name))) return t.effect_text;
  return std::string(dex.entry(Kind::species, species).get_dat("traits"));
}

bool can_come_in(const Pokemon& p) { return !p.fainted && (p.zone == Zone::bench || p.zone == Zone::reserve); }

/// A marker ([7] "markers" are summed by [11.3b]): the rulebook's condition table says so.
bool is_marker(const Dex& dex, const Condition& c) {
  if (c.id != kNoEntry) return dex.entry(Kind::condition, c.id).get("kind") == "marker";
  return text::iends_with(c.name, " marker") || text::iends_with(c.name, " markers");
}

}  // namespace

std::optional<FusionTrait> read_fusion_trait(std::string_view traits) {
  const std::string lower = text::to_lower(traits);
  const std::size_t at = lower.find("fusion of ");
  if (at == std::string::npos) return std::nullopt;
  std::string_view rest = std::string_view(traits).substr(at + 10);
  std::size_t end = rest.find_first_of(".;\n");
  if (end != std::string_view::npos) rest = rest.substr(0, end);
  FusionTrait t;
  const std::string rest_lower = text::to_lower(rest);
  if (const std::size_t using_at = rest_lower.find(", using the "); using_at != std::string::npos) {
    t.key_item = std::string(text::trim(rest.substr(using_at + 12)));
    rest = rest.substr(0, using_at);
  } else if (const std::size_t using2 = rest_lower.find(" using the "); using2 != std::string::npos) {
    t.key_item = std::string(text::trim(rest.substr(using2 + 11)));
    rest = rest.substr(0, using2);
  }
  // "Kyurem and Reshiram", "A, B, and C"
  while (!rest.empty()) {
    std::size_t cut = rest.size(), skip = 0;
    for (std::string_view sep : {", and "sv, " and "sv, ", "sv})
      if (const std::size_t p = text::to_lower(rest).find(sep); p != std::string::npos && p < cut) {
        cut = p;
        skip = sep.size();
      }
    const std::string_view name = text::trim(rest.substr(0, cut));
    if (!name.empty()) t.species.emplace_back(name);
    rest.remove_prefix(cut == rest.size() ? cut : cut + skip);
  }
  if (t.species.size() < 2) return std::nullopt;
  return t;
}

std::optional<FusionPlan> plan_fusion(const Battle& b, const Dex& dex, EntryId fused, int team, std::string& why) {
  if (fused == kNoEntry || team < 0 || static_cast<std::size_t>(team) >= b.teams.size()) return std::nullopt;
  const std::optional<FusionTrait> trait = read_fusion_trait(traits_of(b, dex, fused));
  if (!trait) return std::nullopt;
  FusionPlan plan;
  plan.fused = fused;
  plan.trait = *trait;
  const Species& sp = dex.species(fused);
  const std::string host_base = fold_name(sp.base_species.empty() ? sp.name : sp.base_species);
  const Team& t = b.teams[static_cast<std::size_t>(team)];
  // The host: a non-fused Forme of the Fused Pokemon (same base species) that can come in.
  bool host_found = false;
  for (PokemonIndex m : t.members) {
    const Pokemon& p = b.pokemon[m];
    const std::string base = fold_name(p.base_species.empty() ? p.species_name : p.base_species);
    if (can_come_in(p) && (base == host_base || fold_name(p.species_name) == host_base)) {
      plan.host = m;
      host_found = true;
      break;
    }
  }
  if (!host_found) {
    why = fmt::format("no {} on the bench or in reserve to be its host [11.3a]", sp.base_species.empty() ? sp.name : sp.base_species);
    return std::nullopt;
  }
  // "at least one of each other Pokemon mentioned in that Fused Pokemon's trait".
  for (const std::string& name : trait->species) {
    if (fold_name(name) == host_base) continue;
    bool found = false;
    for (PokemonIndex m : t.members) {
      const Pokemon& p = b.pokemon[m];
      if (m == plan.host || !can_come_in(p) || !folds_to(p.species_name, fold_name(name))) continue;
      if (std::find(plan.components.begin(), plan.components.end(), m) != plan.components.end()) continue;
      plan.components.push_back(m);
      found = true;
      break;
    }
    if (!found) {
      why = fmt::format("no {} on the bench or in reserve to be a Fusion component [11.3a]", name);
      return std::nullopt;
    }
  }
  if (plan.components.empty()) {
    why = "its trait names no other Pokemon [11.3a]";
    return std::nullopt;
  }
  if (t.key_items && !trait->key_item.empty() &&
      std::none_of(t.key_items->begin(), t.key_items->end(), [&](const std::string& k) { return folds_to(k, fold_name(trait->key_item)); })) {
    why = fmt::format("{} owns no {} [11.3]", t.trainer, trait->key_item);
    return std::nullopt;
  }
  return plan;
}

void fuse(Battle& b, const Dex& dex, const FusionPlan& plan, std::vector<std::string>& log) {
  Pokemon& host = b.pokemon[plan.host];
  const Team& team = b.teams[host.team];
  const Species& sp = dex.species(plan.fused);
  const std::string who = fmt::format("{}'s {}", team.trainer, host.display());
  if (!plan.trait.key_item.empty() && !team.key_items)
    log.push_back(fmt::format("{}'s {} is taken as owned (the battle file gives no key_items) [11.3]", team.trainer, plan.trait.key_item));
  // "Fusing Pokemon may or may not cost 1 Technique Control, as specified by the text of the
  // relevant fused key item."
  const std::string key_text = text::to_lower(piece_effect_text(b, dex, plan.trait.key_item, true));
  const bool costs = key_text.find("technique control") != std::string::npos && key_text.find("no technique control") == std::string::npos &&
                     key_text.find("not cost") == std::string::npos && key_text.find("doesn't cost") == std::string::npos;
  if (costs) {
    const TechniqueSpend tech = spend_technique_control(b, plan.host, "Fusion");
    log.push_back(tech.message);
    if (!tech.spent) return;  // the send-out names the Fused Pokemon: without the Tech it can't be made
  } else {
    log.push_back(fmt::format("{} spends no Technique Control for the Fusion: {}'s text names no cost [11.3]", team.trainer,
                              plan.trait.key_item.empty() ? std::string("the key item") : plan.trait.key_item));
  }
  // [11.3b] HP and Energy: the average of the host's and the components' (rounded normally), which
  // may exceed the new maximums.
  long long hp = host.hp, en = host.en;
  for (PokemonIndex c : plan.components) {
    hp += b.pokemon[c].hp;
    en += b.pokemon[c].en;
  }
  const long long n = static_cast<long long>(plan.components.size()) + 1;
  const auto average = [n](long long v) { return static_cast<int>((2 * v + n) / (2 * n)); };
  // Stages and markers summed; conditions: the host's, and the components' of other names (the
  // battle file does not say which instance is the most recent; docs/rulings.md); one held item.
  for (PokemonIndex c : plan.components) {
    Pokemon& comp = b.pokemon[c];
    for (int s = 0; s < kStageCount; ++s) {
      Stage& st = host.stages[static_cast<std::size_t>(s)];
      const Stage& other = comp.stages[static_cast<std::size_t>(s)];
      const int lo = s == kCrit ? 0 : (s == kAcc || s == kEva) ? -2 : -6;
      const int hi = s == kCrit ? 3 : (s == kAcc || s == kEva) ? 2 : 6;
      st.value = std::clamp(st.value + other.value, lo, hi);
      st.turns = std::max(st.turns, other.turns);
    }
    for (const Condition& cond : comp.conditions) {
      const auto same = std::find_if(host.conditions.begin(), host.conditions.end(), [&](const Condition& h) { return condition_is(h, cond.name); });
      if (same == host.conditions.end()) host.conditions.push_back(cond);
      else if (is_marker(dex, cond)) same->counters = std::max(same->counters, 1) + std::max(cond.counters, 1);
    }
    if (host.item.empty() && !comp.item.empty()) host.item = comp.item;
    else if (!comp.item.empty()) log.push_back(fmt::format("{}'s {} is discarded: the Fused Pokemon holds one item [11.3b]", comp.display(), comp.item));
    comp.zone = Zone::unselected;
    comp.conditions.clear();
    log.push_back(fmt::format("{}'s {} becomes a Fusion component of {} [11.3a]", team.trainer, comp.display(), sp.name));
  }
  host.base_species = std::string(sp.base_species.empty() ? std::string_view(host.species_name) : sp.base_species);
  host.species = plan.fused;
  host.species_name = std::string(sp.name);
  host.types = {kNoEntry, kNoEntry};
  for (std::size_t i = 0; i < sp.types.size() && i < 2; ++i) host.types[i] = sp.types[i];
  host.original_types = host.types;
  if (!sp.abilities.empty() && sp.abilities.front().ability != kNoEntry)
    host.ability = std::string(dex.entry(Kind::ability, sp.abilities.front().ability).name);
  if (auto s = dex.bbp_stats(plan.fused)) {
    BbpStats stats = *s;
    if (!host.nature.empty())
      if (const Resolution nat = dex.resolve(Kind::nature, host.nature); nat.match == Match::exact) stats = apply_nature(stats, dex.nature(nat.id));
    host.stats = stats;
    host.max_hp = stats.hp;
  }
  host.hp = average(hp);
  host.en = average(en);
  // "Their … movepool … are those of their new species": the battle file gives the host's, so
  // every move is taken as known (docs/battle.md).
  host.movepool.clear();
  log.push_back(fmt::format("{} fuses into {} with {} HP and {} En! [11.3b]", who, sp.name, host.hp, host.en));
}

}  // namespace bbp::sim
