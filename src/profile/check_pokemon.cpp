// The rules of one Pokemon profile: template fields and order ([5.1], the Muginn example), Level
// and EXP ([5.5]), nature ([5.5], [5.8]), typing ([5.3a]), abilities ([5.4]), stats ([5.6]) and
// the starter rules. Moves are in check_moves.cpp.
#include "profile/reader.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace bbp::profile::detail {
namespace {

constexpr std::string_view kStatLabel[kStatCount] = {"HP", "Attack", "Defen.", "Sp.Atk", "Sp.Def", "Speed", "Size", "Weight"};

/// Where to point when a field is missing: the species, else the sprite, else the profile's start.
Span anchor(const PokemonProfile& p) {
  if (p.species.present()) return p.species.span;
  if (p.sprite.present()) return p.sprite.span;
  if (p.title.present()) return p.title.span;
  return Span{p.span.begin, p.span.begin};
}

std::string suggestion(const Dex& dex, Kind k, std::string_view text) {
  const Resolution r = dex.resolve(k, text);
  if (r.match == Match::fuzzy && r.id != kNoEntry) return fmt::format("did you mean \"{}\"?", dex.entry(k, r.id).name);
  if (r.match == Match::ambiguous && !r.candidates.empty())
    return fmt::format("did you mean \"{}\"?", dex.entry(k, r.candidates.front().id).name);
  return {};
}

int stat_of(const BbpStats& s, StatKey k) {
  switch (k) {
    case StatKey::hp: return s.hp;
    case StatKey::attack: return s.attack;
    case StatKey::defense: return s.defense;
    case StatKey::special_attack: return s.special_attack;
    case StatKey::special_defense: return s.special_defense;
    case StatKey::speed: return s.speed;
    case StatKey::size: return s.size_class;
    case StatKey::weight: return s.weight_class;
  }
  return 0;
}

std::optional<StatKey> key_of(StatId id) {
  switch (id) {
    case StatId::atk: return StatKey::attack;
    case StatId::def: return StatKey::defense;
    case StatId::spa: return StatKey::special_attack;
    case StatId::spd: return StatKey::special_defense;
    case StatId::spe: return StatKey::speed;
    case StatId::hp: break;
  }
  return std::nullopt;
}

void check_header(Reader& rd, PokemonProfile& p) {
  if (p.layout == Layout::gen8) {
    std::vector<std::string> what;
    if (p.stars) what.push_back("a star rating instead of Level and EXP");
    if (!p.items.empty()) what.push_back("an \"Items:\" line");
    bool blocks = false;
    for (const LevelBlock& b : p.moves) blocks = blocks || b.level.has_value();
    if (!blocks) what.push_back("moves without Level blocks");
    if (p.abilities.size() == 1) what.push_back("only the chosen ability");
    report(rd.result, p.diagnostics, DiagId::profile_older_layout, anchor(p),
           "older (Gen 8 era) profile layout: " + join_names(what, ", ") +
               "; Level-based checks (hidden ability, nature Level, Level blocks) are skipped");
  }
  if (!p.sprite.present())
    report(rd.result, p.diagnostics, DiagId::profile_missing_sprite, anchor(p), {},
           "put the species' sprite code (e.g. :sv/murkrow:) on the first line of the profile");
  if (p.species_id == kNoEntry) {
    std::string msg = p.species.present() ? fmt::format("\"{}\" is not a species bbpref knows", p.species.text)
                                          : std::string("no species is named under the sprite");
    report(rd.result, p.diagnostics, DiagId::profile_unknown_species, anchor(p), std::move(msg),
           p.species.present() ? suggestion(rd.dex, Kind::species, p.species.text)
                               : "write the species under the sprite, e.g. \"Muginn (Murkrow)\"");
  } else if (p.sprite_species != kNoEntry) {
    const Species& a = rd.dex.species(p.species_id);
    const Species& b = rd.dex.species(p.sprite_species);
    if (fold_name(a.base_species) != fold_name(b.base_species))
      report(rd.result, p.diagnostics, DiagId::profile_sprite_species_mismatch, p.sprite.span,
             fmt::format("the sprite shows {} but the profile is for {}", b.name, a.name));
  }
}

void check_fields(Reader& rd, PokemonProfile& p) {
  std::vector<std::string> missing;
  const bool gen9 = p.layout == Layout::gen9;
  if (gen9 && !p.level) missing.push_back("Level");
  if (gen9 && p.level && !p.exp && !p.exp_dashes && p.exp_span.empty()) missing.push_back("EXP");
  if (p.typing.empty()) missing.push_back("Typing");
  if (p.abilities.empty()) missing.push_back("Abilities");
  std::vector<std::string> stats;
  for (std::size_t i = 0; i < kStatCount; ++i)
    if (p.stats[i].span.empty()) stats.emplace_back(kStatLabel[i]);
  if (!stats.empty()) missing.push_back("stats " + join_names(stats, ", "));
  if (p.moves.empty()) missing.push_back("Moves");
  if (!missing.empty())
    report(rd.result, p.diagnostics, DiagId::profile_missing_field, anchor(p),
           "the profile has no " + join_names(missing, ", "),
           "the template lists sprite, species, Level and EXP, nature, typing, abilities, HP to Weight, then moves");
  // Order: each field after the ones before it in the template (traits may sit after the Level,
  // as in the template, or after the abilities, as [5.4] says: not checked).
  int highest = -1;
  Field highest_field = Field::sprite;
  for (const FieldPos& f : p.field_order) {
    if (f.field == Field::traits) continue;
    const int rank = static_cast<int>(f.field);
    if (rank < highest) {
      report(rd.result, p.diagnostics, DiagId::profile_field_order, f.span,
             fmt::format("the {} comes after the {}; the template puts it before", to_string(f.field), to_string(highest_field)),
             "order: sprite, species, Level/EXP, nature, typing, abilities, stats, moves");
      break;
    }
    if (rank > highest) {
      highest = rank;
      highest_field = f.field;
    }
  }
}

void check_level(Reader& rd, PokemonProfile& p) {
  if (p.level && (*p.level < 0 || *p.level > 4))
    report(rd.result, p.diagnostics, DiagId::profile_level_out_of_range, p.level_span,
           fmt::format("Level {} is outside 0 to 4", *p.level));
  if (!p.exp_span.empty() && (p.exp || p.exp_dashes)) {
    if (p.exp && (*p.exp < 0 || *p.exp >= 10))
      report(rd.result, p.diagnostics, DiagId::profile_bad_exp, p.exp_span,
             fmt::format("EXP {} is not below 10; at 10 EXP the Pokemon reaches its next Level", *p.exp));
    else if (p.exp_max && *p.exp_max != 10)
      report(rd.result, p.diagnostics, DiagId::profile_bad_exp, p.exp_span,
             fmt::format("EXP is counted out of 10, not {}", *p.exp_max));
  }
}

void check_nature(Reader& rd, PokemonProfile& p) {
  if (!p.nature.present()) return;
  if (p.nature_id == kNoEntry) {
    report(rd.result, p.diagnostics, DiagId::profile_unknown_nature, p.nature.span,
           fmt::format("\"{}\" is not a nature", p.nature.text), suggestion(rd.dex, Kind::nature, p.nature.text));
    return;
  }
  const Nature& n = rd.dex.nature(p.nature_id);
  if (!n.neutral() && p.level && *p.level < 3)
    report(rd.result, p.diagnostics, DiagId::profile_nature_below_level_3, p.nature.span,
           fmt::format("{} alters stats, but the Pokemon is Level {}", n.name, *p.level),
           "choose Hardy, Docile, Bashful, Quirky or Serious (or no nature) until Level 3");
}

std::string expected_typing(const Dex& dex, const Species& s) {
  std::string out;
  for (EntryId t : s.types) out += (out.empty() ? "" : "/") + std::string(dex.entry(Kind::type, t).name);
  return out;
}

void check_typing(Reader& rd, PokemonProfile& p, const std::vector<Text>& typing, EntryId species_id,
                  std::vector<EntryId>* ids_out) {
  std::vector<EntryId> ids;
  bool unknown = false;
  for (const Text& t : typing) {
    const Resolution r = rd.dex.resolve(Kind::type, t.text);
    if (r.match == Match::exact || r.match == Match::alias) {
      ids.push_back(r.id);
    } else {
      unknown = true;
      report(rd.result, p.diagnostics, DiagId::profile_unknown_type, t.span, fmt::format("\"{}\" is not a type", t.text),
             suggestion(rd.dex, Kind::type, t.text));
    }
  }
  if (ids_out != nullptr) *ids_out = ids;
  if (unknown || species_id == kNoEntry || typing.empty()) return;
  const Species& s = rd.dex.species(species_id);
  if (ids == s.types) return;
  const Span span = cover(typing.front().span, typing.back().span);
  Diagnostic& d = report(rd.result, p.diagnostics, DiagId::profile_typing_mismatch, span,
                         fmt::format("{} is {}", s.name, expected_typing(rd.dex, s)));
  d.fixits.push_back(FixIt{span, expected_typing(rd.dex, s)});
}

std::string expected_abilities(const Dex& dex, const Species& s) {
  std::string normal, hidden;
  for (const AbilitySlot& a : s.abilities) {
    std::string& into = a.hidden() ? hidden : normal;
    into += (into.empty() ? "" : ", ") + std::string(dex.entry(Kind::ability, a.ability).name);
  }
  return hidden.empty() ? normal : normal + " HA: " + hidden;
}

void check_abilities(Reader& rd, PokemonProfile& p, std::vector<Ability>& abilities, EntryId species_id) {
  if (species_id == kNoEntry || abilities.empty()) return;
  const Species& s = rd.dex.species(species_id);
  std::vector<EntryId> normal, hidden;
  for (const AbilitySlot& a : s.abilities) (a.hidden() ? hidden : normal).push_back(a.ability);
  bool wrong = false;
  for (Ability& a : abilities) {
    const bool is_hidden = std::find(hidden.begin(), hidden.end(), a.id) != hidden.end();
    const bool is_normal = std::find(normal.begin(), normal.end(), a.id) != normal.end();
    if (is_hidden && !is_normal) a.hidden = true;  // the species' hidden ability, marked or not
    if (a.id == kNoEntry || (!is_hidden && !is_normal)) {
      wrong = true;
      report(rd.result, p.diagnostics, DiagId::profile_ability_mismatch, a.name.span,
             a.id == kNoEntry ? fmt::format("\"{}\" is not an ability", a.name.text)
                              : fmt::format("{} does not have the ability {}", s.name, a.name.text),
             a.id == kNoEntry ? suggestion(rd.dex, Kind::ability, a.name.text) : "");
    }
  }
  // The older layout lists only the ability the Pokemon uses; the template lists them all, in order.
  if (wrong || p.layout == Layout::gen8) return;
  std::vector<EntryId> written_normal, written_hidden;
  for (const Ability& a : abilities) (a.hidden ? written_hidden : written_normal).push_back(a.id);
  if (written_normal == normal && (written_hidden == hidden || written_hidden.empty())) return;
  const Span span = cover(abilities.front().name.span, abilities.back().name.span);
  report(rd.result, p.diagnostics, DiagId::profile_ability_mismatch, span,
         fmt::format("{}'s abilities are, in order: {}", s.name, expected_abilities(rd.dex, s)));
}

void check_hidden_lock(Reader& rd, PokemonProfile& p) {
  if (!p.level || *p.level >= 2) return;
  for (const Ability& a : p.abilities) {
    if (!a.hidden || a.locked) continue;
    Diagnostic& d = report(rd.result, p.diagnostics, DiagId::profile_hidden_ability_unlocked, a.name.span,
                           fmt::format("{} is a hidden ability and the Pokemon is Level {}", a.name.text, *p.level),
                           "strike it out with [s]…[/s] until Level 2");
    const std::string written(rd.source.substr(a.name.span.begin, a.name.span.size()));
    d.fixits.push_back(FixIt{a.name.span, "[s]" + written + "[/s]"});
  }
}

void check_stats(Reader& rd, PokemonProfile& p, Stat* stats, EntryId species_id, std::string_view who) {
  if (species_id == kNoEntry) return;
  const auto base = rd.dex.bbp_stats(species_id);
  if (!base) return;
  const Nature* nature = p.nature_id != kNoEntry ? &rd.dex.nature(p.nature_id) : nullptr;
  const BbpStats expected = nature != nullptr ? apply_nature(*base, *nature) : *base;
  // "an Adamant nature", "a Hardy nature"
  const auto article = [](std::string_view name) {
    return !name.empty() && std::string_view("AEIOUaeiou").find(name.front()) != std::string_view::npos ? "an" : "a";
  };
  const std::string with =
      nature != nullptr ? fmt::format(" with {} {} nature", article(nature->name), nature->name) : std::string();
  for (std::size_t i = 0; i < kStatCount; ++i) {
    const Stat& st = stats[i];
    if (!st.value) continue;
    const auto key = static_cast<StatKey>(i);
    const int want = stat_of(expected, key);
    if (*st.value == want) continue;
    const bool cls = key == StatKey::size || key == StatKey::weight;
    Diagnostic& d = report(rd.result, p.diagnostics, cls ? DiagId::profile_class_mismatch : DiagId::profile_stat_mismatch, st.span,
                           fmt::format("{} {} is {}{}{}; written {}", who, kStatLabel[i], want, with,
                                       rd.dex.species(species_id).dat_stats ? " (Data Audit)" : " ([5.6] derivation)", *st.value));
    if (cls && !rd.dex.species(species_id).dat_stats)
      d.help = "derived with the Biped/Avian size column (no body shape data); the Data Audit's number wins";
    d.fixits.push_back(FixIt{st.span, std::to_string(want)});
  }
  // (+)/(-) marks on the stats the nature raises and lowers ([5.1] Deoxys example).
  if (stats != p.stats) return;
  int want_mark[kStatCount] = {};
  if (nature != nullptr && !nature->neutral()) {
    if (auto k = key_of(*nature->plus)) want_mark[static_cast<std::size_t>(*k)] = 1;
    if (auto k = key_of(*nature->minus)) want_mark[static_cast<std::size_t>(*k)] = -1;
  } else if (nature == nullptr && p.nature.present()) {
    return;  // unknown nature: reported already
  }
  for (std::size_t i = 0; i < kStatCount; ++i) {
    const Stat& st = stats[i];
    if (!st.value || st.mark == want_mark[i]) continue;
    report(rd.result, p.diagnostics, DiagId::profile_nature_mark, st.span,
           want_mark[i] == 0 ? fmt::format("{} is marked ({}) but the nature does not change it", kStatLabel[i], st.mark > 0 ? '+' : '-')
                             : fmt::format("{} should be marked ({}) for the nature", kStatLabel[i], want_mark[i] > 0 ? '+' : '-'));
  }
}

void check_starter(Reader& rd, PokemonProfile& p) {
  if (!p.level || *p.level != 0 || p.species_id == kNoEntry) return;
  const Species& s = rd.dex.species(p.species_id);
  if (is_unpurchasable_starter(rd.dex, p.species_id))
    report(rd.result, p.diagnostics, DiagId::profile_unpurchasable_starter, p.species.span,
           fmt::format("{} is on the list of Pokemon that cannot be picked as a starter", s.name),
           "a Level 0 profile is read as a starter; ignore this if the Pokemon was won, not picked");
  if (!s.prevo.empty())
    report(rd.result, p.diagnostics, DiagId::profile_starter_evolved, p.species.span,
           fmt::format("{} evolves from {}; starters are picked at their earliest stage", s.name, s.prevo),
           "a Level 0 profile is read as a starter; ignore this if the Pokemon evolved after it was picked");
}

}  // namespace

void check_pokemon(Reader& rd, PokemonProfile& p) {
  check_header(rd, p);
  check_fields(rd, p);
  check_level(rd, p);
  check_nature(rd, p);
  check_typing(rd, p, p.typing, p.species_id, &p.type_ids);
  check_abilities(rd, p, p.abilities, p.species_id);
  if (p.layout == Layout::gen9) check_hidden_lock(rd, p);
  check_stats(rd, p, p.stats, p.species_id, p.species_id != kNoEntry ? rd.dex.species(p.species_id).name : "");
  for (Forme& f : p.formes) {
    if (f.species_id == kNoEntry) {
      if (f.species.present())
        report(rd.result, p.diagnostics, DiagId::profile_unknown_species, f.species.span,
               fmt::format("forme \"{}\" is not a species bbpref knows", f.species.text),
               suggestion(rd.dex, Kind::species, f.species.text));
      continue;
    }
    check_typing(rd, p, f.typing, f.species_id, nullptr);
    check_abilities(rd, p, f.abilities, f.species_id);
    check_stats(rd, p, f.stats, f.species_id, rd.dex.species(f.species_id).name);
  }
  check_starter(rd, p);
}

}  // namespace bbp::profile::detail
