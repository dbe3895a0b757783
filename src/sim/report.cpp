// The referee's draft report: text, BBCode (the usual round-post style: each step, each action,
// rolls in the [1.5c] form, HP and Energy after, end-of-round state) and JSON (the event log plus
// the final state in the battle-file format, so rounds chain).
#include <bbp/sim.hpp>

#include <fmt/format.h>

namespace bbp::sim {
namespace {

/// A Pokemon's or the field's condition in the battle-file form (docs/battle.md).
nlohmann::json condition_json(const Condition& c, const Battle& b) {
  nlohmann::json cj = {{"name", c.name}};
  if (c.counters) cj["counters"] = c.counters;
  if (c.duration >= 0) cj["duration"] = c.duration;
  if (!c.duration_unit.empty()) cj["unit"] = c.duration_unit;
  if (c.notes.size() == 1) cj["note"] = c.notes.front();
  else if (!c.notes.empty()) cj["note"] = c.notes;
  if (!c.creator.empty()) cj["creator"] = c.creator;
  if (c.side >= 0 && static_cast<std::size_t>(c.side) < b.teams.size()) cj["side"] = b.teams[static_cast<std::size_t>(c.side)].trainer;
  return cj;
}

std::string state_line(const Battle& b, const Pokemon& p) {
  std::string s = fmt::format("{}'s {}: HP {}/{}, En {}/{}", b.teams[p.team].trainer, p.display(), p.hp, p.max_hp, p.en, p.max_en);
  if (p.fainted) s += " (fainted)";
  if (p.terastallized) s += " (Terastallized)";
  for (int i = 0; i < kStageCount; ++i)
    if (p.stages[static_cast<std::size_t>(i)].value != 0) {
      const Stage& st = p.stages[static_cast<std::size_t>(i)];
      s += fmt::format(", {} {:+}", stage_name(static_cast<StageId>(i)), st.value);
      if (st.turns >= 0) s += fmt::format(" ({} turns)", st.turns);
    }
  for (const Condition& c : p.conditions) {
    s += fmt::format(", {}", c.name);
    // [7] "Sealed (Flamethrower)": the condition and its note as a reffing renders them.
    if (!c.notes.empty()) s += fmt::format(" ({})", fmt::join(c.notes, ", "));
    if (c.counters) s += fmt::format(" ({} counters)", c.counters);
  }
  return s;
}

/// "Field: Sun (3 rounds left), Stealth Rock (Isaac's side)"; "" with no field condition.
std::string field_line(const Battle& b) {
  if (b.field.empty()) return {};
  std::string s = "Field:";
  for (const Condition& c : b.field) {
    s += fmt::format("{} {}", &c == &b.field.front() ? "" : ",", c.name);
    std::vector<std::string> parts;
    if (c.side >= 0 && static_cast<std::size_t>(c.side) < b.teams.size())
      parts.push_back(fmt::format("{}'s side", b.teams[static_cast<std::size_t>(c.side)].trainer));
    if (c.duration >= 0 && !c.duration_unit.empty()) parts.push_back(fmt::format("{} {} left", c.duration, c.duration_unit));
    if (!parts.empty()) s += fmt::format(" ({})", fmt::join(parts, ", "));
  }
  return s;
}

std::string header(const RoundResult& r, const Round& round) {
  return fmt::format("Round {} — {} — {}", round.start.round, r.rng_tag, kEngineVersion);
}

}  // namespace

std::string render_text(const RoundResult& r, const Round& round) {
  std::string out = header(r, round) + "\n";
  for (const std::string& n : round.notes) out += fmt::format("note: {}\n", n);
  for (const Event& e : r.events) {
    if (e.kind == Event::Kind::step) out += fmt::format("\n== {} ==\n", e.text);
    else out += fmt::format("{}{}\n", e.kind == Event::Kind::roll ? "  " : "", e.text);
  }
  out += "\nEnd of round:\n";
  for (const Pokemon& p : r.end.pokemon)
    if (p.zone == Zone::active || p.fainted) out += "  " + state_line(r.end, p) + "\n";
  if (const std::string f = field_line(r.end); !f.empty()) out += "  " + f + "\n";
  return out;
}

std::string render_bbcode(const RoundResult& r, const Round& round, const Dex&) {
  std::string out = fmt::format("[b]{}[/b]\n", header(r, round));
  for (const std::string& n : round.notes) out += fmt::format("[i]{}[/i]\n", n);
  for (const Event& e : r.events) {
    switch (e.kind) {
      case Event::Kind::step: out += fmt::format("\n[b][u]{}[/u][/b]\n", e.text); break;
      case Event::Kind::action: out += fmt::format("[b]{}[/b]\n", e.text); break;
      case Event::Kind::roll: out += fmt::format("[size=2]{}[/size]\n", e.text); break;
      case Event::Kind::not_simulated: out += fmt::format("[color=red]{}[/color]\n", e.text); break;
      case Event::Kind::faint:
      case Event::Kind::end: out += fmt::format("[b]{}[/b]\n", e.text); break;
      default: out += e.text + "\n";
    }
  }
  out += "\n[b]End of round[/b]\n";
  for (const Pokemon& p : r.end.pokemon)
    if (p.zone == Zone::active || p.fainted) out += state_line(r.end, p) + "\n";
  if (const std::string f = field_line(r.end); !f.empty()) out += f + "\n";
  return out;
}

nlohmann::json battle_to_json(const Battle& b, const Dex& dex) {
  using json = nlohmann::json;
  json j;
  j["format"] = "bbpref-battle/1";
  j["round"] = b.round;
  json rules = {{"match_type", std::string(rules::to_string(b.rules.match_type))},       {"step_count", b.rules.step_count},
                {"battle_level", b.rules.battle_level}, {"substitution_count", b.rules.substitution_count},
                {"recovery_count", b.rules.recovery_count}, {"chill_count", b.rules.chill_count},
                {"staked", b.rules.staked}, {"switching", b.rules.switching}};
  j["rules"] = rules;
  json teams = json::array();
  for (const Team& t : b.teams) {
    json members = json::array();
    for (PokemonIndex pi : t.members) {
      const Pokemon& p = b.pokemon[pi];
      json pj = {{"species", p.species_name}, {"zone", std::string(to_string(p.zone))}, {"hp", p.hp}, {"max_hp", p.max_hp},
                 {"energy", p.en}, {"max_energy", p.max_en}, {"recoveries", p.recoveries}, {"chills", p.chills}};
      if (!p.nickname.empty()) pj["nickname"] = p.nickname;
      if (p.level > 0) pj["level"] = p.level;
      if (!p.nature.empty()) pj["nature"] = p.nature;
      if (!p.ability.empty()) pj["ability"] = p.ability;
      if (!p.item.empty()) pj["item"] = p.item;
      if (p.fainted) pj["fainted"] = true;
      pj["stats"] = {{"hp", p.stats.hp}, {"attack", p.stats.attack}, {"defense", p.stats.defense},
                     {"special_attack", p.stats.special_attack}, {"special_defense", p.stats.special_defense},
                     {"speed", p.stats.speed}};
      json types = json::array();
      // A Terastallized Pokemon's own typing: the reader makes the Tera Type its typing again.
      for (EntryId ty : p.terastallized ? p.original_types : p.types)
        if (ty != kNoEntry) types.push_back(std::string(dex.entry(Kind::type, ty).name));
      pj["types"] = types;
      if (p.tera_type != kNoEntry) pj["tera_type"] = std::string(dex.entry(Kind::type, p.tera_type).name);
      if (p.terastallized) pj["terastallized"] = true;
      if (p.spent_technique_control) pj["spent_technique_control"] = true;
      json stages = json::object();
      for (int s = 0; s < kStageCount; ++s) {
        const Stage& st = p.stages[static_cast<std::size_t>(s)];
        if (st.value == 0 && st.turns < 0) continue;
        json sj = {{"value", st.value}};
        if (st.turns >= 0) sj["turns"] = st.turns;
        stages[std::string(stage_name(static_cast<StageId>(s)))] = sj;
      }
      if (!stages.empty()) pj["stages"] = stages;
      json conds = json::array();
      for (const Condition& c : p.conditions) conds.push_back(condition_json(c, b));
      if (!conds.empty()) pj["conditions"] = conds;
      if (!p.movepool.empty()) {
        json moves = json::array();
        for (MoveIndex m : p.movepool) moves.push_back(b.moves[m].name);
        pj["moves"] = moves;
      }
      members.push_back(pj);
    }
    json tj = {{"trainer", t.trainer}, {"technique_control", t.technique_control}, {"pokemon", members}};
    if (t.key_items) tj["key_items"] = *t.key_items;
    teams.push_back(std::move(tj));
  }
  j["teams"] = teams;
  if (b.starting_player >= 0 && static_cast<std::size_t>(b.starting_player) < b.teams.size())
    j["starting_player"] = b.teams[static_cast<std::size_t>(b.starting_player)].trainer;
  json moves = json::array();
  for (const MoveData& m : b.moves) {
    if (m.source != NumberSource::battle_file) continue;  // the rest comes from the Dex again
    json mj = {{"name", m.name}, {"category", std::string(to_string(m.category))}, {"priority", m.priority}};
    mj["type"] = m.type == kNoEntry ? json("None") : json(std::string(dex.entry(Kind::type, m.type).name));
    mj["bap"] = m.bap ? json(*m.bap) : json("--");
    mj["accuracy"] = m.accuracy ? json(*m.accuracy) : json("--");
    if (m.en_cost) mj["en_cost"] = *m.en_cost;
    if (m.min_hits != m.max_hits) mj["hits"] = {m.min_hits, m.max_hits};
    else if (m.min_hits != 1) mj["hits"] = m.min_hits;
    if (m.scope != Scope::any_one_target) mj["target"] = std::string(to_string(m.scope));
    if (m.fixed_damage) mj["fixed_damage"] = true;
    if (m.no_crit) mj["no_crit"] = true;
    if (!m.effect_text.empty()) mj["effect_text"] = m.effect_text;
    moves.push_back(mj);
  }
  if (!moves.empty()) j["moves"] = moves;
  json field = json::array();
  for (const Condition& c : b.field) field.push_back(condition_json(c, b));
  if (!field.empty()) j["field"] = field;
  // Effect texts of items, abilities and conditions, so the next round reads the same ones.
  if (!b.species_traits.empty()) {
    json traits = json::array();
    for (const PieceText& t : b.species_traits) traits.push_back({{"name", t.name}, {"traits", t.effect_text}});
    j["species_traits"] = traits;
  }
  for (const auto& [key, texts] : {std::pair<const char*, const std::vector<PieceText>*>{"items", &b.item_texts},
                                   std::pair<const char*, const std::vector<PieceText>*>{"abilities", &b.ability_texts},
                                   std::pair<const char*, const std::vector<PieceText>*>{"conditions", &b.condition_texts}}) {
    json arr = json::array();
    for (const PieceText& t : *texts) arr.push_back({{"name", t.name}, {"effect_text", t.effect_text}});
    if (!arr.empty()) j[key] = arr;
  }
  return j;
}

nlohmann::json to_json(const RoundResult& r, const Round& round, const Dex& dex) {
  using json = nlohmann::json;
  json events = json::array();
  for (const Event& e : r.events) events.push_back({{"kind", std::string(to_string(e.kind))}, {"step", e.step}, {"text", e.text}});
  json notes = json::array();
  for (const std::string& n : round.notes) notes.push_back(n);
  json out = {{"engine", std::string(kEngineVersion)}, {"rng", r.rng_tag}, {"seed", r.seed}, {"round", round.start.round},
              {"notes", notes}, {"events", events}, {"battle", battle_to_json(r.end, dex)}};
  out["winner"] = r.winner >= 0 ? json(round.start.teams[static_cast<std::size_t>(r.winner)].trainer) : json(nullptr);
  return out;
}

}  // namespace bbp::sim
