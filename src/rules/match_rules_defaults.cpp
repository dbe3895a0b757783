// §1.3's defaults and derived defaults, in one place.
#include <bbp/match_rules.hpp>

#include <algorithm>
#include <limits>

namespace bbp::rules {

std::string_view to_string(MatchType t) {
  switch (t) {
    case MatchType::singles: return "singles";
    case MatchType::doubles: return "doubles";
    case MatchType::triples: return "triples";
  }
  return "singles";
}

void merge(StatedRules& into, const StatedRules& over) {
  auto take = [](auto& to, const auto& from) {
    if (from) to = from;
  };
  take(into.match_type, over.match_type);
  take(into.team_size, over.team_size);
  take(into.selection_size, over.selection_size);
  take(into.species_restriction, over.species_restriction);
  take(into.step_count, over.step_count);
  take(into.dq_hours, over.dq_hours);
  take(into.battle_level, over.battle_level);
  take(into.substitution_count, over.substitution_count);
  take(into.recovery_count, over.recovery_count);
  take(into.chill_count, over.chill_count);
  take(into.switching, over.switching);
  take(into.half_start, over.half_start);
  take(into.ability_count, over.ability_count);
  take(into.advanced_techniques, over.advanced_techniques);
  take(into.technique_control, over.technique_control);
  take(into.backpack_size, over.backpack_size);
  take(into.lifeline_uses, over.lifeline_uses);
  take(into.arena, over.arena);
  take(into.staked, over.staked);
  take(into.snake_posting, over.snake_posting);
}

namespace {

/// A default derived from stated counts, computed wide and clamped: a stated count may be any
/// int the text spells (out of range is reported, BBP4003, but kept), so "B882P888888888" must
/// not overflow Team Size * 3 + 1 (a fuzz finding).
int derived(long long value) {
  return static_cast<int>(std::clamp<long long>(value, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

}  // namespace

MatchRules resolve(const StatedRules& s) {
  MatchRules r;
  r.stated = s;
  r.match_type = s.match_type.value_or(MatchType::singles);
  r.team_size = s.team_size.value_or(3);                         // [1.3] Team Size: 3
  r.selection_size = s.selection_size.value_or(derived(r.team_size + 2LL));  // [1.3] Team Size + 2
  r.species_restriction = s.species_restriction.value_or(true);
  // [1.3] Step Count: 3 for Singles, 2 for Doubles, 1 for Triples
  r.step_count = s.step_count.value_or(r.match_type == MatchType::singles   ? 3
                                       : r.match_type == MatchType::doubles ? 2
                                                                            : 1);
  r.dq_hours = s.dq_hours.value_or(48);
  r.battle_level = s.battle_level.value_or(4);
  r.substitution_count = s.substitution_count.value_or(derived(std::min(r.battle_level + 2LL, 4LL)));  // [1.3]
  r.recovery_count = s.recovery_count.value_or(2);
  r.chill_count = s.chill_count.value_or(5);
  r.switching = s.switching.value_or(r.team_size != 1);  // [1.3] Off if the Team Size is 1
  r.half_start = s.half_start.value_or(false);
  r.ability_count = s.ability_count.value_or("All");
  r.advanced_techniques = s.advanced_techniques.value_or(r.battle_level == 4 ? "All" : "None");
  r.technique_control = s.technique_control.value_or(derived((r.team_size + 1LL) / 2));  // Team Size / 2, rounded up
  r.backpack_size = s.backpack_size.value_or(derived(r.team_size * 3LL + 1));
  r.lifeline_uses = s.lifeline_uses.value_or(0);
  r.arena = s.arena.value_or("BBP Arena");
  // [1.4] Level 4 content is Staked, Level 1-3 leveling content Unstaked: see docs/rulings.md.
  r.staked = s.staked.value_or(r.battle_level >= 4);
  r.snake_posting = s.snake_posting.value_or(false);  // [2.3b] a manner of posting the rules must state
  return r;
}

nlohmann::json to_json(const MatchRules& r) {
  nlohmann::json stated = nlohmann::json::array();
  const StatedRules& s = r.stated;
  auto mark = [&](bool present, const char* key) { if (present) stated.push_back(key); };
  mark(s.match_type.has_value(), "match_type");
  mark(s.team_size.has_value(), "team_size");
  mark(s.selection_size.has_value(), "selection_size");
  mark(s.species_restriction.has_value(), "species_restriction");
  mark(s.step_count.has_value(), "step_count");
  mark(s.dq_hours.has_value(), "dq_hours");
  mark(s.battle_level.has_value(), "battle_level");
  mark(s.substitution_count.has_value(), "substitution_count");
  mark(s.recovery_count.has_value(), "recovery_count");
  mark(s.chill_count.has_value(), "chill_count");
  mark(s.switching.has_value(), "switching");
  mark(s.half_start.has_value(), "half_start");
  mark(s.ability_count.has_value(), "ability_count");
  mark(s.advanced_techniques.has_value(), "advanced_techniques");
  mark(s.technique_control.has_value(), "technique_control");
  mark(s.backpack_size.has_value(), "backpack_size");
  mark(s.lifeline_uses.has_value(), "lifeline_uses");
  mark(s.arena.has_value(), "arena");
  mark(s.staked.has_value(), "staked");
  mark(s.snake_posting.has_value(), "snake_posting");
  return {{"match_type", to_string(r.match_type)},
          {"team_size", r.team_size},
          {"selection_size", r.selection_size},
          {"species_restriction", r.species_restriction},
          {"step_count", r.step_count},
          {"dq_hours", r.dq_hours},
          {"battle_level", r.battle_level},
          {"substitution_count", r.substitution_count},
          {"recovery_count", r.recovery_count},
          {"chill_count", r.chill_count},
          {"switching", r.switching},
          {"half_start", r.half_start},
          {"ability_count", r.ability_count},
          {"advanced_techniques", r.advanced_techniques},
          {"technique_control", r.technique_control},
          {"backpack_size", r.backpack_size},
          {"lifeline_uses", r.lifeline_uses},
          {"arena", r.arena},
          {"staked", r.staked},
          {"snake_posting", r.snake_posting},
          {"stated", stated}};
}

}  // namespace bbp::rules
