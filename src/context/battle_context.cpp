// Reading the battle context JSON (docs/context.md).
#include <bbp/context.hpp>
#include <bbp/json_input.hpp>

#include "text/ascii_text.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace bbp {

std::string_view to_string(Zone z) {
  switch (z) {
    case Zone::unknown: return "unknown";
    case Zone::active: return "active";
    case Zone::bench: return "bench";
    case Zone::reserve: return "reserve";
    case Zone::unselected: return "unselected";
  }
  return "unknown";
}

std::optional<Zone> parse_zone(std::string_view s) {
  const std::string l = text::to_lower(s);
  if (l == "active" || l == "in play" || l == "field") return Zone::active;
  if (l == "bench" || l == "benched") return Zone::bench;
  if (l == "reserve" || l == "reserves") return Zone::reserve;
  if (l == "unselected") return Zone::unselected;
  return std::nullopt;
}

const TeamContext* BattleContext::team_of(std::string_view trainer) const {
  for (const TeamContext& t : teams)
    if (t.trainer == trainer) return &t;
  return nullptr;
}

namespace {

using json = nlohmann::json;

struct Reader {
  ContextParseResult& out;

  void bad(std::string_view path, std::string_view expected) {
    out.diagnostics.add(DiagId::context_bad_field, Span{0, 0}, fmt::format("context field '{}' must be {}", path, expected));
    out.ok = false;
  }

  std::optional<std::string> str(const json& j, const char* key, std::string_view path) {
    if (!j.contains(key) || j[key].is_null()) return std::nullopt;
    if (!j[key].is_string()) { bad(fmt::format("{}.{}", path, key), "a string"); return std::nullopt; }
    return j[key].get<std::string>();
  }
  std::optional<int> integer(const json& j, const char* key, std::string_view path, int lo, int hi) {
    if (!j.contains(key) || j[key].is_null()) return std::nullopt;
    if (!j[key].is_number_integer() || j[key].get<long long>() < lo || j[key].get<long long>() > hi) {
      bad(fmt::format("{}.{}", path, key), fmt::format("an integer from {} to {}", lo, hi));
      return std::nullopt;
    }
    return static_cast<int>(j[key].get<long long>());
  }
  std::optional<bool> boolean(const json& j, const char* key, std::string_view path) {
    if (!j.contains(key) || j[key].is_null()) return std::nullopt;
    if (!j[key].is_boolean()) { bad(fmt::format("{}.{}", path, key), "true or false"); return std::nullopt; }
    return j[key].get<bool>();
  }

  void rules(const json& j, BattleContext& c) {
    if (j.is_string()) {
      // "rules": "B4P2 Singles Lvl 3" — the match-rules grammar reads it.
      auto parsed = rules::parse(j.get<std::string>());
      for (auto& d : parsed.diagnostics.items()) {
        d.message = fmt::format("context rules: {}", message_of(d));
        d.span = Span{0, 0};
        if (d.severity == Severity::error) out.ok = false;
        out.diagnostics.add(std::move(d));
      }
      c.stated = parsed.stated;
      return;
    }
    if (!j.is_object()) return bad("rules", "an object or a match-rules string");
    rules::StatedRules& s = c.stated;
    if (auto v = str(j, "match_type", "rules")) {
      if (*v == "singles") s.match_type = rules::MatchType::singles;
      else if (*v == "doubles") s.match_type = rules::MatchType::doubles;
      else if (*v == "triples") s.match_type = rules::MatchType::triples;
      else bad("rules.match_type", "\"singles\", \"doubles\" or \"triples\"");
    }
    s.battle_level = integer(j, "battle_level", "rules", 0, 4);
    s.step_count = integer(j, "step_count", "rules", 1, 3);
    s.substitution_count = integer(j, "substitution_count", "rules", 0, 1000);
    s.team_size = integer(j, "team_size", "rules", 1, 1000);
    s.selection_size = integer(j, "selection_size", "rules", 1, 1000);
    s.recovery_count = integer(j, "recovery_count", "rules", 0, 1000);
    s.chill_count = integer(j, "chill_count", "rules", 0, 1000);
    s.technique_control = integer(j, "technique_control", "rules", 0, 1000);
    s.backpack_size = integer(j, "backpack_size", "rules", 0, 1000);
    s.lifeline_uses = integer(j, "lifeline_uses", "rules", 0, 1000);
    s.dq_hours = integer(j, "dq_hours", "rules", 0, 100000);
    s.species_restriction = boolean(j, "species_restriction", "rules");
    s.switching = boolean(j, "switching", "rules");
    s.half_start = boolean(j, "half_start", "rules");
    s.staked = boolean(j, "staked", "rules");
    if (auto v = str(j, "arena", "rules")) s.arena = *v;
    if (auto v = str(j, "advanced_techniques", "rules")) s.advanced_techniques = *v;
    if (j.contains("ability_count")) {
      if (j["ability_count"].is_number_integer()) s.ability_count = std::to_string(j["ability_count"].get<long long>());
      else if (auto v = str(j, "ability_count", "rules")) s.ability_count = *v;
    }
  }

  void pokemon(const json& j, std::string_view path, PokemonContext& p) {
    if (!j.is_object()) return bad(path, "an object");
    p.species = str(j, "species", path).value_or("");
    p.nickname = str(j, "nickname", path).value_or("");
    if (auto z = str(j, "zone", path)) {
      if (auto zone = parse_zone(*z)) p.zone = *zone;
      else bad(fmt::format("{}.zone", path), "one of active, bench, reserve, unselected");
    }
    p.level = integer(j, "level", path, 0, 4);
    p.item = str(j, "item", path);
    p.ability = str(j, "ability", path);
    p.fainted = boolean(j, "fainted", path).value_or(false);
    if (j.contains("moves")) {
      if (!j["moves"].is_array()) return bad(fmt::format("{}.moves", path), "an array of move names");
      std::vector<std::string> moves;
      for (const json& m : j["moves"]) {
        if (!m.is_string()) return bad(fmt::format("{}.moves", path), "an array of move names");
        moves.push_back(m.get<std::string>());
      }
      p.moves = std::move(moves);
    }
  }
};

}  // namespace

ContextParseResult parse_context(std::string_view text) {
  ContextParseResult out;
  std::optional<json> doc = parse_json_input(text, DiagId::context_invalid_json, "context", out.diagnostics);
  if (!doc) {
    out.ok = false;
    return out;
  }
  return read_context(*doc);
}

ContextParseResult read_context(const json& j) {
  ContextParseResult out;
  Reader r{out};
  BattleContext& c = out.context;
  if (!j.is_object()) {
    r.bad("(top level)", "an object");
    return out;
  }
  if (j.contains("rules") && !j["rules"].is_null()) {
    r.rules(j["rules"], c);
    c.has_rules = true;
  }
  if (j.contains("teams") && !j["teams"].is_null()) {
    if (!j["teams"].is_array()) {
      r.bad("teams", "an array");
    } else {
      c.has_teams = true;
      for (std::size_t t = 0; t < j["teams"].size(); ++t) {
        const json& tj = j["teams"][t];
        const std::string path = fmt::format("teams[{}]", t);
        if (!tj.is_object()) { r.bad(path, "an object"); continue; }
        TeamContext team;
        team.trainer = r.str(tj, "trainer", path).value_or("");
        if (tj.contains("pokemon")) {
          if (!tj["pokemon"].is_array()) {
            r.bad(path + ".pokemon", "an array");
          } else {
            for (std::size_t i = 0; i < tj["pokemon"].size(); ++i) {
              PokemonContext p;
              r.pokemon(tj["pokemon"][i], fmt::format("{}.pokemon[{}]", path, i), p);
              team.pokemon.push_back(std::move(p));
            }
          }
        }
        c.teams.push_back(std::move(team));
      }
    }
  }
  c.poster = r.str(j, "poster", "").value_or("");
  c.recipient = r.str(j, "recipient", "").value_or("");
  c.starting_player = r.str(j, "starting_player", "").value_or("");
  c.switch_phase_started = r.boolean(j, "switch_phase_started", "");
  c.resolve_rules();
  return out;
}

}  // namespace bbp
