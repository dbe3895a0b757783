// Reading the battle file (docs/battle.md) into plain-struct state. The file is a superset of the
// battle context (docs/context.md): rules and teams are read by parse_context, so the linter and
// the engine see the same battle; the state fields (HP, Energy, stages, conditions, moves, field,
// orders) are read here. Every problem is a diagnostic naming the field, at the value's position.
#include <bbp/sim.hpp>
#include <bbp/json_input.hpp>

#include "sim/field_conditions.hpp"
#include "sim/terastal.hpp"
#include "sim/json_locate.hpp"
#include "sim/move_data.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace bbp::sim {
namespace {

using json = nlohmann::json;

struct Reader {
  std::string_view text;
  const Dex& dex;
  LoadResult& out;

  void bad(DiagId id, const std::string& path, std::string message, std::optional<std::string> help = {}) {
    Diagnostic& d = out.diagnostics.add(id, locate_json(text, path), std::move(message));
    d.help = std::move(help);
    if (d.severity == Severity::error) out.ok = false;
  }
  void wrong(const std::string& path, std::string_view expected) {
    bad(DiagId::battle_bad_field, path, fmt::format("battle file field '{}' must be {}", path, expected));
  }

  std::optional<int> integer(const json& j, const char* key, const std::string& path, int lo, int hi) {
    if (!j.contains(key) || j[key].is_null()) return std::nullopt;
    const std::string p = fmt::format("{}.{}", path, key);
    if (!j[key].is_number_integer() || j[key].get<long long>() < lo || j[key].get<long long>() > hi) {
      wrong(p, fmt::format("an integer from {} to {}", lo, hi));
      return std::nullopt;
    }
    return static_cast<int>(j[key].get<long long>());
  }
  std::optional<std::string> str(const json& j, const char* key, const std::string& path) {
    if (!j.contains(key) || j[key].is_null()) return std::nullopt;
    if (!j[key].is_string()) { wrong(fmt::format("{}.{}", path, key), "a string"); return std::nullopt; }
    return j[key].get<std::string>();
  }

  /// A Dex name with "did you mean" when it is close to one.
  EntryId name(Kind kind, const std::string& written, const std::string& path) {
    const Resolution r = dex.resolve(kind, written);
    if (r.match == Match::exact || r.match == Match::alias) return r.id;
    std::optional<std::string> help;
    if (r.match == Match::fuzzy) help = fmt::format("did you mean \"{}\"?", dex.entry(kind, r.id).name);
    bad(DiagId::battle_unknown_name, path, fmt::format("'{}' at {} is not a {} the Dex knows", written, path, to_string(kind)),
        std::move(help));
    return kNoEntry;
  }

  Condition condition(const json& j, const std::string& path) {
    Condition c;
    if (j.is_string()) {
      c.name = j.get<std::string>();
    } else if (j.is_object()) {
      c.name = str(j, "name", path).value_or("");
      if (c.name.empty()) bad(DiagId::battle_missing_field, path, fmt::format("the condition at {} has no 'name'", path));
      c.counters = integer(j, "counters", path, 0, 1000).value_or(0);
      c.duration = integer(j, "duration", path, 0, 1000).value_or(-1);
      c.duration_unit = str(j, "unit", path).value_or("");
      if (const auto it = j.find("note"); it != j.end()) notes(*it, path + ".note", c);
      c.creator = str(j, "creator", path).value_or("");
    } else {
      wrong(path, "a condition name or an object with 'name'");
      return c;
    }
    const Resolution r = dex.resolve(Kind::condition, c.name);
    if (r.match == Match::exact || r.match == Match::alias) {
      c.id = r.id;
      c.name = std::string(dex.entry(Kind::condition, r.id).name);
    }
    // Names the Dex's rulebook tables lack (markers, field conditions of techniques…) are kept
    // as written: the engine reports them as not simulated rather than refusing the battle.
    return c;
  }

  /// "note": "Earthquake" or ["Earthquake", "Flamethrower"] (Sealed's moves).
  void notes(const json& j, const std::string& path, Condition& c) {
    if (j.is_string()) {
      c.notes.push_back(j.get<std::string>());
      return;
    }
    if (!j.is_array()) return wrong(path, "a note or an array of notes");
    for (std::size_t i = 0; i < j.size(); ++i) {
      if (!j[i].is_string()) {
        wrong(fmt::format("{}[{}]", path, i), "a note (a string)");
        continue;
      }
      c.notes.push_back(j[i].get<std::string>());
    }
  }

  void stages(const json& j, const std::string& path, Pokemon& p) {
    if (!j.is_object()) return wrong(path, "an object of stage name to value");
    for (auto it = j.begin(); it != j.end(); ++it) {
      const std::string sp = fmt::format("{}.{}", path, it.key());
      int slot = -1;
      for (int s = 0; s < kStageCount; ++s)
        if (it.key() == stage_name(static_cast<StageId>(s))) slot = s;
      if (slot < 0) {
        wrong(sp, "one of attack, defense, special_attack, special_defense, speed, accuracy, evasion, critical");
        continue;
      }
      Stage st;
      if (it.value().is_number_integer()) {
        st.value = it.value().get<int>();
      } else if (it.value().is_object()) {
        st.value = integer(it.value(), "value", sp, -12, 12).value_or(0);
        st.turns = integer(it.value(), "turns", sp, 0, 1000).value_or(-1);
      } else {
        wrong(sp, "an integer or {\"value\": N, \"turns\": N}");
        continue;
      }
      // [7.6d] / [5.6]: core stats ±6, accuracy and evasion ±2 (2023 accuracy revision), critical 0..3.
      const int lo = slot == kCrit ? 0 : (slot == kAcc || slot == kEva) ? -2 : -6;
      const int hi = slot == kCrit ? 3 : (slot == kAcc || slot == kEva) ? 2 : 6;
      if (st.value < lo || st.value > hi) {
        wrong(sp, fmt::format("a stage from {} to {} [7.6d]", lo, hi));
        continue;
      }
      p.stages[static_cast<std::size_t>(slot)] = st;
    }
  }

  void stats_override(const json& j, const std::string& path, BbpStats& s) {
    if (!j.is_object()) return wrong(path, "an object of stat numbers");
    s.hp = integer(j, "hp", path, 1, 10000).value_or(s.hp);
    s.attack = integer(j, "attack", path, 0, 100).value_or(s.attack);
    s.defense = integer(j, "defense", path, 0, 100).value_or(s.defense);
    s.special_attack = integer(j, "special_attack", path, 0, 100).value_or(s.special_attack);
    s.special_defense = integer(j, "special_defense", path, 0, 100).value_or(s.special_defense);
    s.speed = integer(j, "speed", path, 0, 1000).value_or(s.speed);
  }

  void pokemon(const json& j, const std::string& path, const PokemonContext& ctx, Pokemon& p, int& entered) {
    p.nickname = ctx.nickname;
    p.level = ctx.level.value_or(0);
    p.ability = ctx.ability.value_or("");
    p.item = ctx.item.value_or("");
    p.zone = ctx.zone == Zone::unknown ? Zone::bench : ctx.zone;
    p.fainted = ctx.fainted;
    if (ctx.species.empty()) {
      bad(DiagId::battle_missing_field, path, fmt::format("the Pokemon at {} has no 'species'", path));
      return;
    }
    p.species = name(Kind::species, ctx.species, path + ".species");
    if (p.species == kNoEntry) return;
    const Species& sp = dex.species(p.species);
    p.species_name = std::string(sp.name);
    if (!sp.base_species.empty() && sp.base_species != sp.name) p.base_species = std::string(sp.base_species);
    for (std::size_t i = 0; i < sp.types.size() && i < 2; ++i) p.types[i] = sp.types[i];
    if (auto s = dex.bbp_stats(p.species)) p.stats = *s;
    if (auto n = str(j, "nature", path)) {
      const EntryId nid = name(Kind::nature, *n, path + ".nature");
      if (nid != kNoEntry) {
        p.stats = apply_nature(p.stats, dex.nature(nid));
        p.nature = std::string(dex.entry(Kind::nature, nid).name);
      }
    }
    if (j.contains("stats")) stats_override(j["stats"], path + ".stats", p.stats);
    if (j.contains("types")) {
      if (!j["types"].is_array() || j["types"].empty() || j["types"].size() > 2) {
        wrong(path + ".types", "an array of one or two type names");
      } else {
        p.types = {kNoEntry, kNoEntry};
        for (std::size_t i = 0; i < j["types"].size(); ++i) {
          const std::string tp = fmt::format("{}.types[{}]", path, i);
          if (!j["types"][i].is_string()) { wrong(tp, "a type name"); continue; }
          p.types[i] = name(Kind::type, j["types"][i].get<std::string>(), tp);
        }
      }
    }
    // [11.7] Terastal: the Tera Type, and whether the Pokemon has already Terastallized.
    p.original_types = p.types;
    if (auto t = str(j, "tera_type", path)) p.tera_type = name(Kind::type, *t, path + ".tera_type");
    if (const auto it = j.find("terastallized"); it != j.end()) {
      if (!it->is_boolean()) wrong(path + ".terastallized", "true or false");
      else p.terastallized = it->get<bool>();
      if (p.terastallized && p.tera_type == kNoEntry)
        bad(DiagId::battle_missing_field, path + ".terastallized",
            fmt::format("{} is Terastallized but has no 'tera_type' [11.7]", p.display()));
      if (p.terastallized) p.types = terastal_types(dex, p);
    }
    if (const auto it = j.find("spent_technique_control"); it != j.end()) {
      if (!it->is_boolean()) wrong(path + ".spent_technique_control", "true or false");
      else p.spent_technique_control = it->get<bool>();
    }
    p.max_hp = integer(j, "max_hp", path, 1, 10000).value_or(p.stats.hp);
    p.hp = integer(j, "hp", path, -10000, 10000).value_or(p.max_hp);
    p.max_en = integer(j, "max_energy", path, 1, 10000).value_or(100);  // [5.2] 100 maximum Energy
    p.en = integer(j, "energy", path, -10000, 10000).value_or(p.max_en);
    p.recoveries = integer(j, "recoveries", path, 0, 1000).value_or(out.battle.rules.recovery_count);
    p.chills = integer(j, "chills", path, 0, 1000).value_or(out.battle.rules.chill_count);
    if (j.contains("stages")) stages(j["stages"], path + ".stages", p);
    if (j.contains("conditions")) {
      if (!j["conditions"].is_array()) {
        wrong(path + ".conditions", "an array of conditions");
      } else {
        for (std::size_t i = 0; i < j["conditions"].size(); ++i)
          p.conditions.push_back(condition(j["conditions"][i], fmt::format("{}.conditions[{}]", path, i)));
      }
    }
    if (p.zone == Zone::active) p.entered = entered++;
    if (p.hp <= 0 && !p.fainted && p.zone == Zone::active)
      bad(DiagId::battle_bad_field, path + ".hp",
          fmt::format("{} is active with {} HP but not marked fainted [2.9]", p.display(), p.hp));
  }
};

}  // namespace

LoadResult load_battle(std::string_view text, const Dex& dex) {
  LoadResult out;
  std::optional<json> doc = parse_json_input(text, DiagId::battle_invalid_json, "battle file", out.diagnostics);
  if (!doc) {
    out.ok = false;
    return out;
  }
  json j = std::move(*doc);  // as parsed; the readers below index it
  Reader r{text, dex, out};
  if (!j.is_object()) {
    r.wrong("", "an object");
    return out;
  }
  // Rules and teams: the context reader, so lint and sim agree on what the battle is.
  ContextParseResult ctx = read_context(j);
  for (Diagnostic& d : ctx.diagnostics.items()) {
    Diagnostic copy = d;
    copy.id = DiagId::battle_bad_field;
    copy.message = std::string(message_of(d));
    out.diagnostics.add(std::move(copy));
    out.ok = false;
  }
  Battle& b = out.battle;
  b.rules = ctx.context.rules;
  b.round = r.integer(j, "round", "", 1, 100000).value_or(1);
  if (j.contains("replay") && j["replay"].is_object() && j["replay"].contains("seed") &&
      j["replay"]["seed"].is_number_unsigned())
    b.replay_seed = j["replay"]["seed"].get<std::uint64_t>();
  if (!j.contains("teams") || !j["teams"].is_array() || j["teams"].size() < 2) {
    r.bad(DiagId::battle_missing_field, "teams", "the battle file needs 'teams' with at least two teams");
    return out;
  }

  // Per-battle move data first: movepools refer to it.
  if (j.contains("moves")) {
    if (!j["moves"].is_array()) {
      r.wrong("moves", "an array of move data objects");
    } else {
      for (std::size_t i = 0; i < j["moves"].size(); ++i)
        read_move_data(j["moves"][i], fmt::format("moves[{}]", i), text, dex, b, out.diagnostics, out.ok);
    }
  }

  int entered = 0;
  for (std::size_t t = 0; t < ctx.context.teams.size(); ++t) {
    const TeamContext& tc = ctx.context.teams[t];
    const json& tj = j["teams"][t];
    const std::string tpath = fmt::format("teams[{}]", t);
    Team team;
    team.trainer = tc.trainer;
    team.technique_control = r.integer(tj, "technique_control", tpath, 0, 1000).value_or(b.rules.technique_control);
    if (const auto it = tj.find("key_items"); it != tj.end()) {
      if (!it->is_array()) {
        r.wrong(tpath + ".key_items", "an array of item names");
      } else {
        team.key_items.emplace();
        for (const json& k : *it)
          if (k.is_string()) team.key_items->push_back(k.get<std::string>());
          else r.wrong(tpath + ".key_items", "an array of item names");
      }
    }
    if (team.trainer.empty()) r.bad(DiagId::battle_missing_field, tpath, fmt::format("the team at {} has no 'trainer'", tpath));
    for (std::size_t i = 0; i < tc.pokemon.size(); ++i) {
      const std::string path = fmt::format("{}.pokemon[{}]", tpath, i);
      if (b.pokemon.size() >= 250) { r.wrong(path, "at most 250 Pokemon in a battle"); break; }
      Pokemon p;
      p.team = static_cast<std::uint8_t>(t);
      r.pokemon(tj["pokemon"][i], path, tc.pokemon[i], p, entered);
      if (tc.pokemon[i].moves) {
        for (std::size_t m = 0; m < tc.pokemon[i].moves->size(); ++m) {
          const MoveIndex mi = intern_move(b, dex, (*tc.pokemon[i].moves)[m]);
          if (mi == kNoMove)
            r.bad(DiagId::battle_unknown_name, fmt::format("{}.moves[{}]", path, m),
                  fmt::format("'{}' is neither a move, a command nor a move of the battle file's 'moves'",
                              (*tc.pokemon[i].moves)[m]));
          else
            p.movepool.push_back(mi);
        }
      }
      team.members.push_back(static_cast<PokemonIndex>(b.pokemon.size()));
      b.pokemon.push_back(std::move(p));
    }
    b.teams.push_back(std::move(team));
  }
  if (const auto sp = r.str(j, "starting_player", "")) {
    for (std::size_t t = 0; t < b.teams.size(); ++t)
      if (fold_name(b.teams[t].trainer) == fold_name(*sp)) b.starting_player = static_cast<int>(t);
    if (b.starting_player < 0) r.wrong("starting_player", "the name of one of the teams' trainers");
  }

  if (j.contains("field")) {
    if (!j["field"].is_array()) {
      r.wrong("field", "an array of conditions");
    } else {
      for (std::size_t i = 0; i < j["field"].size(); ++i) {
        const std::string path = fmt::format("field[{}]", i);
        Condition c = r.condition(j["field"][i], path);
        c.name = canonical_condition_name(dex, c.name);  // "Harsh Sunlight" is the Weather table's Sun
        // "side": the trainer whose side a sided condition is on ([4] Entry Hazards, Screens).
        if (const std::optional<std::string> side = j["field"][i].is_object() ? r.str(j["field"][i], "side", path) : std::nullopt) {
          for (std::size_t t = 0; t < b.teams.size(); ++t)
            if (fold_name(b.teams[t].trainer) == fold_name(*side)) c.side = static_cast<int>(t);
          if (c.side < 0)
            r.bad(DiagId::battle_unknown_name, path + ".side",
                  fmt::format("the side '{}' at {}.side is no trainer of this battle", *side, path));
        }
        b.field.push_back(std::move(c));
      }
    }
  }

  // Effect texts of held items, abilities and conditions: [{"name", "effect_text"}].
  for (const auto& [key, into] : {std::pair<const char*, std::vector<PieceText>*>{"items", &b.item_texts},
                                  std::pair<const char*, std::vector<PieceText>*>{"abilities", &b.ability_texts},
                                  std::pair<const char*, std::vector<PieceText>*>{"conditions", &b.condition_texts}}) {
    if (!j.contains(key)) continue;
    if (!j[key].is_array()) {
      r.wrong(key, "an array of {\"name\", \"effect_text\"}");
      continue;
    }
    for (std::size_t i = 0; i < j[key].size(); ++i) {
      const json& pj = j[key][i];
      const std::string path = fmt::format("{}[{}]", key, i);
      if (!pj.is_object()) { r.wrong(path, "an object with 'name' and 'effect_text'"); continue; }
      PieceText t;
      t.name = r.str(pj, "name", path).value_or("");
      t.effect_text = r.str(pj, "effect_text", path).value_or("");
      if (t.name.empty() || t.effect_text.empty())
        r.bad(DiagId::battle_missing_field, path, fmt::format("{} needs a 'name' and an 'effect_text'", path));
      else
        into->push_back(std::move(t));
    }
  }

  // [11.3] species traits: [{"name", "traits"}].
  if (const auto it = j.find("species_traits"); it != j.end()) {
    if (!it->is_array()) r.wrong("species_traits", "an array of {\"name\", \"traits\"}");
    else
      for (std::size_t i = 0; i < it->size(); ++i) {
        const std::string path = fmt::format("species_traits[{}]", i);
        const json& sj = (*it)[i];
        if (!sj.is_object()) { r.wrong(path, "an object with 'name' and 'traits'"); continue; }
        PieceText t{r.str(sj, "name", path).value_or(""), r.str(sj, "traits", path).value_or("")};
        if (t.name.empty() || t.effect_text.empty()) r.bad(DiagId::battle_missing_field, path, fmt::format("{} needs a 'name' and 'traits'", path));
        else b.species_traits.push_back(std::move(t));
      }
  }

  if (j.contains("orders")) {
    if (!j["orders"].is_array()) {
      r.wrong("orders", "an array of {\"trainer\", \"post\"}");
    } else {
      for (std::size_t i = 0; i < j["orders"].size(); ++i) {
        const json& oj = j["orders"][i];
        const std::string path = fmt::format("orders[{}]", i);
        if (!oj.is_object()) { r.wrong(path, "an object with 'post'"); continue; }
        OrderPost post;
        post.name = path;
        post.text = r.str(oj, "post", path).value_or("");
        if (post.text.empty()) r.bad(DiagId::battle_missing_field, path, fmt::format("the order post at {} has no 'post'", path));
        if (auto trainer = r.str(oj, "trainer", path)) {
          for (std::size_t t = 0; t < b.teams.size(); ++t)
            if (b.teams[t].trainer == *trainer) post.team = static_cast<int>(t);
          if (post.team < 0) r.wrong(path + ".trainer", "the trainer of one of the teams");
        }
        b.posts.push_back(std::move(post));
      }
    }
  }
  out.document = std::move(j);
  return out;
}

}  // namespace bbp::sim
