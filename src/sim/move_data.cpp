#include "sim/move_data.hpp"

#include "sim/json_locate.hpp"

#include <fmt/format.h>

#include <charconv>

namespace bbp::sim {
namespace {

std::optional<int> parse_int(std::string_view s) {
  while (!s.empty() && (s.back() == '%' || s.back() == ' ')) s.remove_suffix(1);
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc{} || p != s.data() + s.size()) return std::nullopt;
  return v;
}

Category category_of(std::string_view c) {
  if (c == "Physical" || c == "physical") return Category::physical;
  if (c == "Special" || c == "special") return Category::special;
  return Category::status;
}

void hits_from(std::string_view multihit, MoveData& m) {
  if (multihit.empty()) return;
  const auto dash = multihit.find('-');
  if (dash == std::string_view::npos) {
    if (auto n = parse_int(multihit)) m.min_hits = m.max_hits = *n;
  } else if (auto lo = parse_int(multihit.substr(0, dash)), hi = parse_int(multihit.substr(dash + 1)); lo && hi) {
    m.min_hits = *lo;
    m.max_hits = *hi;
  }
}

/// A Data Audit row fills every number: its cells are required, so an empty BAP or accuracy
/// means "--" (not an attack / never misses) [1.6].
void numbers_from_dat(const Entry& e, MoveData& m) {
  if (e.dat.empty()) return;
  m.bap = parse_int(e.get_dat("bap"));
  m.bap_known = true;
  m.accuracy = parse_int(e.get_dat("accuracy"));
  m.accuracy_known = true;
  m.en_cost = parse_int(e.get_dat("en_cost"));
  if (auto p = parse_int(e.get_dat("priority"))) m.priority = *p;
  if (auto sc = scope_from_text(e.get_dat("target"))) m.scope = *sc;
  if (std::string_view c = e.get_dat("category"); !c.empty()) m.category = category_of(c);
  m.effect_text = std::string(e.get_dat("effect_text"));
  m.effect_chance = parse_int(e.get_dat("effect_chance"));
  m.source = NumberSource::dat;
}

MoveData from_dex(const Dex& dex, std::string_view name) {
  MoveData m;
  const Resolution r = dex.resolve(Kind::move, name);
  if (r.match == Match::exact || r.match == Match::alias) {
    const Move& mv = dex.move(r.id);
    m.name = std::string(mv.name);
    m.dex_id = r.id;
    m.type = mv.type;
    m.category = category_of(mv.category);
    m.priority = mv.priority;
    if (auto sc = scope_from_text(mv.get("target"))) m.scope = *sc;
    hits_from(mv.get("multihit"), m);
    if (m.category == Category::status) { m.bap.reset(); m.bap_known = true; }  // status moves have no BAP
    numbers_from_dat(mv, m);
    return m;
  }
  const Resolution c = dex.resolve(Kind::command, name);
  if (c.match == Match::exact || c.match == Match::alias) {
    const Entry& e = dex.entry(Kind::command, c.id);
    m.name = std::string(e.name);
    m.source = NumberSource::rulebook;
    if (auto en = parse_int(e.get("energy_cost"))) m.en_cost = en;
    if (m.name == "Aim") {
      // patch "Accuracy Work": Type None, Other, Target User, BAP --, Acc --, En 5, Priority 0.
      m.bap_known = m.accuracy_known = true;
      m.scope = Scope::user;
      m.effect_text = "Raise the user's Accuracy stage by two (2) for their next six (6) turns.";
    }
    numbers_from_dat(e, m);
    return m;
  }
  return m;  // name empty: unknown
}

}  // namespace

MoveIndex Battle::find_move(std::string_view name) const {
  const std::string key = fold_name(name);
  for (std::size_t i = 0; i < moves.size(); ++i)
    if (folds_to(moves[i].name, key)) return static_cast<MoveIndex>(i);
  return kNoMove;
}

MoveIndex known_move(const Battle& b, const Dex& dex, std::string_view name) {
  if (MoveIndex i = b.find_move(name); i != kNoMove) return i;
  const MoveData m = from_dex(dex, name);
  return m.name.empty() ? kNoMove : b.find_move(m.name);
}

MoveIndex intern_move(Battle& b, const Dex& dex, std::string_view name) {
  if (MoveIndex i = b.find_move(name); i != kNoMove) return i;
  MoveData m = from_dex(dex, name);
  if (m.name.empty()) return kNoMove;
  if (MoveIndex i = b.find_move(m.name); i != kNoMove) return i;  // an alias of a known one
  if (b.moves.size() >= kNoMove - 1) return kNoMove;
  b.moves.push_back(std::move(m));
  return static_cast<MoveIndex>(b.moves.size() - 1);
}

void read_move_data(const nlohmann::json& j, const std::string& path, std::string_view text, const Dex& dex, Battle& b,
                    DiagnosticList& diags, bool& ok) {
  auto bad = [&](const std::string& p, std::string msg) {
    diags.add(DiagId::battle_bad_field, locate_json(text, p), std::move(msg));
    ok = false;
  };
  if (!j.is_object() || !j.contains("name") || !j["name"].is_string()) {
    diags.add(DiagId::battle_missing_field, locate_json(text, path), fmt::format("the move data at {} needs a 'name'", path));
    ok = false;
    return;
  }
  const std::string name = j["name"].get<std::string>();
  MoveData m = from_dex(dex, name);
  if (m.name.empty()) m.name = name;  // a battle-only move: everything comes from here
  m.source = NumberSource::battle_file;
  // "--" or null means none (not an attack / never misses); a number sets it.
  auto number_or_none = [&](const char* key, std::optional<int>& into, bool& known, int lo, int hi) {
    if (!j.contains(key)) return;
    const nlohmann::json& v = j[key];
    const std::string p = fmt::format("{}.{}", path, key);
    if (v.is_null() || (v.is_string() && (v == "--" || v == "-" || v == "—"))) { into.reset(); known = true; return; }
    if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
      return bad(p, fmt::format("battle file field '{}' must be an integer from {} to {}, or \"--\"", p, lo, hi));
    into = v.get<int>();
    known = true;
  };
  number_or_none("bap", m.bap, m.bap_known, 0, 1000);
  number_or_none("accuracy", m.accuracy, m.accuracy_known, 0, 1000);
  bool en_known = false;
  number_or_none("en_cost", m.en_cost, en_known, 0, 1000);
  if (j.contains("en_cost") && !m.en_cost && en_known) m.en_cost = 0;  // "--": costs nothing
  auto integer = [&](const char* key, int& into, int lo, int hi) {
    if (!j.contains(key)) return;
    const std::string p = fmt::format("{}.{}", path, key);
    if (!j[key].is_number_integer() || j[key].get<long long>() < lo || j[key].get<long long>() > hi)
      return bad(p, fmt::format("battle file field '{}' must be an integer from {} to {}", p, lo, hi));
    into = j[key].get<int>();
  };
  integer("priority", m.priority, -10, 10);
  if (j.contains("effect_chance")) {
    bool known = false;
    number_or_none("effect_chance", m.effect_chance, known, 1, 100);
  }
  if (j.contains("hits")) {
    const auto& h = j["hits"];
    if (h.is_number_integer() && h.get<int>() >= 1 && h.get<int>() <= 20) {
      m.min_hits = m.max_hits = h.get<int>();
    } else if (h.is_array() && h.size() == 2 && h[0].is_number_integer() && h[1].is_number_integer() && h[0].get<int>() >= 1 &&
               h[0].get<int>() <= h[1].get<int>() && h[1].get<int>() <= 20) {
      m.min_hits = h[0].get<int>();
      m.max_hits = h[1].get<int>();
    } else {
      bad(path + ".hits", fmt::format("battle file field '{}.hits' must be a hit count (1-20) or [min, max]", path));
    }
  }
  if (j.contains("type")) {
    if (j["type"].is_null() || j["type"] == "None" || j["type"] == "Typeless") {
      m.type = kNoEntry;
    } else if (!j["type"].is_string()) {
      bad(path + ".type", fmt::format("battle file field '{}.type' must be a type name", path));
    } else {
      const Resolution r = dex.resolve(Kind::type, j["type"].get<std::string>());
      if (r.match == Match::exact || r.match == Match::alias) m.type = r.id;
      else {
        diags.add(DiagId::battle_unknown_name, locate_json(text, path + ".type"),
                  fmt::format("'{}' at {}.type is not a type", j["type"].get<std::string>(), path));
        ok = false;
      }
    }
  }
  if (j.contains("category")) {
    if (!j["category"].is_string()) bad(path + ".category", fmt::format("'{}.category' must be Physical, Special or Status", path));
    else m.category = category_of(j["category"].get<std::string>());
  }
  if (j.contains("target")) {
    const auto sc = j["target"].is_string() ? scope_from_text(j["target"].get<std::string>()) : std::nullopt;
    if (sc) m.scope = *sc;
    else
      bad(path + ".target", fmt::format("'{}.target' must be a Targeting Scope of [8.3c]: User, Any One Target, Any One Ally, "
                                        "Any Other Ally, All Allies, All Opponents, All Other Pokemon, User's Team, "
                                        "Any Other Team or The Battlefield", path));
  }
  if (j.contains("fixed_damage") && j["fixed_damage"].is_boolean()) m.fixed_damage = j["fixed_damage"].get<bool>();
  if (j.contains("no_crit") && j["no_crit"].is_boolean()) m.no_crit = j["no_crit"].get<bool>();
  if (j.contains("effect_text") && j["effect_text"].is_string()) m.effect_text = j["effect_text"].get<std::string>();
  if (MoveIndex i = b.find_move(m.name); i != kNoMove) b.moves[i] = std::move(m);
  else b.moves.push_back(std::move(m));
}

std::vector<std::string> missing_numbers(const MoveData& m) {
  std::vector<std::string> out;
  if (!m.bap_known) out.emplace_back("BAP");
  if (!m.en_cost) out.emplace_back("En cost");
  if (!m.accuracy_known) out.emplace_back("accuracy");
  return out;
}

}  // namespace bbp::sim
