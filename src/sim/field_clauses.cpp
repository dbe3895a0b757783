// [10.6e] state clauses asked of the field rather than of a Pokemon: "the presence or the absence
// of a single specified field condition, or of any Screen, or of any Hazard", and "of a single
// specified battle condition, or of any Weather, or of any Terrain". Sided ones name a side from
// the recipient's view: "IF Stealth Rock is on your side of the field", "IF your side has Spikes",
// "IF there are hazards on the opposing side"; the rest ask of the whole battle ("IF it is
// raining", "IF Grassy Terrain is active", "IF Reflect is on the field": any side).
#include "sim/engine.hpp"
#include "orders/condition_groups.hpp"
#include "sim/field_conditions.hpp"
#include "text/ascii_text.hpp"

#include <bbp/substitution.hpp>

#include <algorithm>
#include <array>

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

using orders::StateForm;

/// "your" / "our" / "my" → mine, an opponent's words → theirs; nullopt when the words name no side.
std::optional<FieldQuery::Side> side_owner(std::string_view words) {
  for (std::string_view w : {"your"sv, "our"sv, "my"sv, "you"sv})
    if (words == w || words.starts_with(std::string(w) + " ")) {
      if (words.find("opponent") != std::string_view::npos) return FieldQuery::Side::theirs;  // "your opponent's"
      return FieldQuery::Side::mine;
    }
  for (std::string_view w : {"oppos"sv, "opponent"sv, "their"sv, "enemy"sv, "foe"sv, "other"sv, "the other team"sv})
    if (words.find(w) != std::string_view::npos) return FieldQuery::Side::theirs;
  return std::nullopt;
}

/// "on your side of the field", "on the opposing side", "on the field", "in play".
std::optional<FieldQuery::Side> location_side(std::string where) {
  for (std::string_view any : {""sv, "active"sv, "in play"sv, "on the field"sv, "on the battlefield"sv, "up"sv,
                               "in effect"sv, "present"sv, "in the battle"sv, "out"sv, "set up"sv, "around"sv})
    if (where == any) return FieldQuery::Side::any;
  for (std::string_view on : {"on "sv, "in "sv})
    if (where.starts_with(on)) where.erase(0, on.size());
  for (std::string_view tail : {" of the field"sv, " of the battlefield"sv, " of the battle"sv})
    if (where.ends_with(tail)) where.erase(where.size() - tail.size());
  bool sided = false;
  for (std::string_view tail : {" side"sv, " field"sv, " team"sv})
    if (where.ends_with(tail)) {
      where.erase(where.size() - tail.size());
      sided = true;
      break;
    }
  if (!sided) return std::nullopt;
  if (where.ends_with(" team's")) where.erase(where.size() - 7);
  return side_owner(where);
}

/// The field condition or group a clause names: "Stealth Rock", "Spikes", "hazards", "a Screen",
/// "any Weather", "raining" (the Dex's aliases).
std::optional<std::pair<std::string, bool>> field_name(const Dex& dex, std::string_view text) {
  if (const auto g = orders::condition_group(text); g && g->group != "Major Status")
    return std::pair{std::string(g->group), true};
  const std::string name = canonical_field_name(dex, text);
  if (name.empty()) return std::nullopt;
  return std::pair{name, false};
}

}  // namespace

std::string canonical_field_name(const Dex& dex, std::string_view text) {
  const Resolution r = dex.resolve(Kind::condition, text);
  if (r.match == Match::exact || r.match == Match::alias) {
    const Entry& e = dex.entry(Kind::condition, r.id);
    if (e.get("kind") == "battle" || e.get("kind") == "field") return std::string(e.name);
    return {};
  }
  for (const Kind kind : {Kind::weather, Kind::terrain}) {
    const Resolution w = dex.resolve(kind, text);
    if (w.match == Match::exact || w.match == Match::alias) return std::string(dex.entry(kind, w.id).name);
  }
  return {};
}

std::optional<FieldQuery> field_query_of(const Dex& dex, const orders::TriggerClause& c) {
  if (c.kind != orders::ClauseKind::state) return std::nullopt;
  FieldQuery q;
  const std::string subject = c.subject ? text::to_lower(c.subject->text) : std::string();
  if (c.state == StateForm::exists && !c.subject) {
    const auto side = location_side(text::to_lower(c.location.text));
    if (!side) return std::nullopt;
    q.side = *side;
  } else if (c.state == StateForm::presence && (subject == "it" || subject == "the weather" || subject == "the terrain" ||
                                               subject == "the field" || subject == "the battlefield")) {
    q.side = FieldQuery::Side::any;
  } else if (c.state == StateForm::presence && c.subject) {
    // "your side has Stealth Rock", "the opposing side of the field has Spikes"
    const std::string property = text::to_lower(c.property.text);
    if (property != "side" && property != "field" && !property.starts_with("side of") && !property.starts_with("team's side"))
      return std::nullopt;
    const auto side = side_owner(subject);
    if (!side) return std::nullopt;
    q.side = *side;
  } else {
    return std::nullopt;
  }
  const auto name = field_name(dex, c.condition.text);
  if (!name) return std::nullopt;
  q.name = name->first;
  q.group = name->second;
  return q;
}

bool Engine::field_query_holds(PokemonIndex me, const FieldQuery& q) const {
  const int mine = b.pokemon[me].team;
  return std::any_of(b.field.begin(), b.field.end(), [&](const Condition& c) {
    // A condition on the whole battlefield (Weather, Terrain) is on every side.
    if (c.side >= 0 && q.side == FieldQuery::Side::mine && c.side != mine) return false;
    if (c.side >= 0 && q.side == FieldQuery::Side::theirs && c.side == mine) return false;
    // Field entries carry the Dex's name (battle_file.cpp, run_field_effect), as q.name does.
    return q.group ? field_group(dex, c.name) == q.name : c.name == q.name;
  });
}

}  // namespace bbp::sim
