// [4] Field conditions as effect statements: "Create Sun for the next five (5) rounds", "Create
// Stealth Rock on the defender's team", "Discard any Weather in play", "Discard all hazards on the
// user's team", "Discard Reflect from the defender's side". The group words are the handbook's:
// Weather and Terrain ([4] "Weather and Terrain … most effects that generate Weather will first
// discard any Weather in play"), Entry Hazards ("hazards") and Screens.
#include "sim/effects.hpp"

#include "sim/effect_words.hpp"

#include <array>
#include <utility>

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

using effect_words::eat;

/// " on the user's team", " from the defender's side of the field", " on each team"; false when
/// the words name no side (the caller then keeps the whole battlefield).
bool side(std::string_view& s, FieldEffect::Side& out) {
  std::string_view t = s;
  if (!(eat(t, " on ") || eat(t, " from ") || eat(t, " to "))) return false;
  static constexpr std::array<std::pair<std::string_view, FieldEffect::Side>, 12> kSides = {{
      {"the user's", FieldEffect::Side::users_team},       {"the holder's", FieldEffect::Side::users_team},
      {"the subject's", FieldEffect::Side::users_team},    {"the user\xE2\x80\x99s", FieldEffect::Side::users_team},
      {"the defender's", FieldEffect::Side::defenders_team}, {"the target's", FieldEffect::Side::defenders_team},
      {"the opposing", FieldEffect::Side::defenders_team},  {"the opponent's", FieldEffect::Side::defenders_team},
      {"each opponent's", FieldEffect::Side::defenders_team}, {"the defender\xE2\x80\x99s", FieldEffect::Side::defenders_team},
      {"each", FieldEffect::Side::each_team},               {"both", FieldEffect::Side::each_team}}};
  for (const auto& [w, v] : kSides) {
    std::string_view u = t;
    if (!eat(u, w)) continue;
    if (!(eat(u, " teams") || eat(u, " team") || eat(u, " sides") || eat(u, " side"))) continue;
    eat(u, " of the field") || eat(u, " of the battlefield");
    out = v;
    s = u;
    return true;
  }
  return false;
}

/// " for the next five (5) rounds" / " for five steps" / " until the end of the round".
bool duration(std::string_view& s, FieldEffect& e) {
  std::string_view t = s;
  if (eat(t, " until the end of the step") || eat(t, " until the end of this step")) {
    e.duration = 1;
    e.unit = "steps";
    s = t;
    return true;
  }
  if (eat(t, " until the end of the round") || eat(t, " until the end of this round")) {
    e.duration = 1;
    e.unit = "rounds";
    s = t;
    return true;
  }
  if (!eat(t, " for ")) return false;
  eat(t, "the next ");
  const auto n = effect_words::number(t);
  if (!n) return false;
  if (eat(t, " rounds") || eat(t, " round")) e.unit = "rounds";
  else if (eat(t, " steps") || eat(t, " step")) e.unit = "steps";
  else return false;
  e.duration = *n;
  s = t;
  return true;
}

/// The group a discard names: "any weather in play", "all hazards", "all screens", "the terrain".
bool group(std::string_view& s, FieldEffect& e) {
  std::string_view t = s;
  if (!(eat(t, "any ") || eat(t, "all ") || eat(t, "each ") || eat(t, "the ") || eat(t, "every "))) return false;
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 9> kGroups = {{
      {"weather", "Weather"},         {"terrain", "Terrain"},     {"entry hazards", "Entry Hazard"},
      {"entry hazard", "Entry Hazard"}, {"hazards", "Entry Hazard"}, {"hazard", "Entry Hazard"},
      {"screens", "Screen"},          {"screen", "Screen"},       {"terrains", "Terrain"}}};
  for (const auto& [w, name] : kGroups) {
    std::string_view u = t;
    if (!eat(u, w)) continue;
    if (!u.empty() && u.front() != ' ') continue;
    eat(u, " conditions");
    eat(u, " in play") || eat(u, " on the field") || eat(u, " on the battlefield");
    e.name = std::string(name);
    e.group = true;
    s = u;
    return true;
  }
  return false;
}

}  // namespace

std::optional<FieldEffect> read_field_statement(std::string_view original, std::string_view s) {
  const std::size_t length = s.size();
  FieldEffect e;
  if (eat(s, "create ") || eat(s, "creates ") || eat(s, "set up ") || eat(s, "sets up ")) {
    e.create = true;
  } else if (eat(s, "discard ") || eat(s, "discards ") || eat(s, "remove ") || eat(s, "removes ")) {
    e.create = false;
  } else {
    return std::nullopt;
  }
  if (!e.create && group(s, e)) {
    side(s, e.side);
  } else {
    // A name: up to a side, a duration or the end. Markers and "this condition" are the marker
    // reader's; a name with "marker" in it is not a field condition.
    std::size_t end = s.size();
    for (std::string_view part : {" on "sv, " from "sv, " to "sv, " for "sv, " until "sv})
      end = std::min(end, s.find(part));
    if (end == 0) return std::nullopt;
    const std::string_view name = s.substr(0, end);
    if (name.find("marker") != std::string_view::npos || name.starts_with("this ") || name.find(',') != std::string_view::npos)
      return std::nullopt;
    e.name = std::string(original.substr(length - s.size(), end));
    s.remove_prefix(end);
    side(s, e.side);
  }
  duration(s, e);
  if (!s.empty()) return std::nullopt;
  return e;
}

}  // namespace bbp::sim
