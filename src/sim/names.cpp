// Names of the engine's enums and small accessors of its state.
#include <bbp/sim.hpp>

#include <fmt/format.h>

namespace bbp::sim {

std::string_view to_string(Category c) {
  switch (c) {
    case Category::physical: return "Physical";
    case Category::special: return "Special";
    case Category::status: return "Status";
  }
  return "Status";
}

std::string_view to_string(NumberSource s) {
  switch (s) {
    case NumberSource::battle_file: return "battle file";
    case NumberSource::dat: return "Data Audit";
    case NumberSource::rulebook: return "rulebook";
    case NumberSource::none: return "none";
  }
  return "none";
}

std::string_view stage_name(StageId s) {
  static constexpr std::string_view kNames[] = {"attack", "defense", "special_attack", "special_defense",
                                                "speed",  "accuracy", "evasion",       "critical"};
  return s < kStageCount ? kNames[s] : "?";
}

std::string_view to_string(Event::Kind k) {
  switch (k) {
    case Event::Kind::step: return "step";
    case Event::Kind::action: return "action";
    case Event::Kind::roll: return "roll";
    case Event::Kind::damage: return "damage";
    case Event::Kind::energy: return "energy";
    case Event::Kind::status: return "status";
    case Event::Kind::faint: return "faint";
    case Event::Kind::note: return "note";
    case Event::Kind::not_simulated: return "not_simulated";
    case Event::Kind::sub: return "substitution";
    case Event::Kind::end: return "end";
  }
  return "note";
}

std::string Pokemon::display() const {
  if (nickname.empty() || nickname == species_name) return species_name;
  return fmt::format("{} the {}", nickname, species_name);
}

bool Pokemon::answers_to(std::string_view folded) const {
  return (!nickname.empty() && folds_to(nickname, folded)) || folds_to(species_name, folded) ||
         (!base_species.empty() && folds_to(base_species, folded));
}

int Pokemon::counters(std::string_view condition) const {
  for (const Condition& c : conditions)
    if (c.name == condition) return c.counters;
  return -1;
}

}  // namespace bbp::sim
