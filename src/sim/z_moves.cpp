// [11.5c] Z-Move Details: the five Z-Powers applied to a base move's data.
#include "sim/z_moves.hpp"

#include "text/ascii_text.hpp"

#include <algorithm>

namespace bbp::sim {

std::optional<ZPower> z_power_named(std::string_view written) {
  std::string w = text::to_lower(text::trim(written));
  std::erase_if(w, [](char c) { return c == '-' || c == ' '; });
  for (const auto& [name, z] : {std::pair{"zforce", ZPower::force}, std::pair{"zharm", ZPower::harm},
                                std::pair{"zpierce", ZPower::pierce}, std::pair{"ztwin", ZPower::twin},
                                std::pair{"zwide", ZPower::wide}})
    if (w == name) return z;
  return std::nullopt;
}

std::string_view to_string(ZPower z) {
  switch (z) {
    case ZPower::force: return "Z-Force";
    case ZPower::harm: return "Z-Harm";
    case ZPower::pierce: return "Z-Pierce";
    case ZPower::twin: return "Z-Twin";
    case ZPower::wide: return "Z-Wide";
  }
  return "Z";
}

std::optional<MoveData> z_move_data(const MoveData& base, ZPower z, const Pokemon& user, std::string& why) {
  if (!base.components.empty() || text::istarts_with(base.name, "max ") || text::istarts_with(base.name, "g-max ")) {
    why = "combinations, Max Moves and G-Max Moves can't be elevated into Z-Moves [11.5d]";
    return std::nullopt;
  }
  MoveData m = base;
  m.name = std::string(to_string(z)) + " " + base.name;
  m.dex_id = kNoEntry;  // a move of its own: known through its base move (Action::base_move)
  m.z_power = std::string(to_string(z));
  switch (z) {
    case ZPower::force:
      // "This prefix only modifies moves that already have a BAP. … effect text … ignored. … base
      // BAP is increased by 14, to a maximum of 24. … base Accuracy (if any) is increased by 50, to
      // a maximum of 100. … target scope becomes 'Any One Target'."
      if (!base.is_attack()) {
        why = "Z-Force modifies attacking moves only [11.5c]";
        return std::nullopt;
      }
      m.bap = std::min(*base.bap + 14, 24);
      if (base.accuracy) m.accuracy = std::min(*base.accuracy + 50, 100);
      m.effect_text.clear();
      m.effect_chance.reset();
      m.scope = Scope::any_one_target;
      break;
    case ZPower::harm:
      // "This prefix only modifies moves with no BAP. The Z-Move's BAP becomes 12. … Physical if
      // the user's Attack rank is higher than their Special Attack; otherwise … Special."
      if (base.is_attack()) {
        why = "Z-Harm modifies non-attack moves only [11.5c]";
        return std::nullopt;
      }
      m.bap = 12;
      m.bap_known = true;
      m.category = user.stats.attack > user.stats.special_attack ? Category::physical : Category::special;
      m.scope = Scope::any_one_target;
      m.accuracy_known = true;
      break;
    case ZPower::wide:
      // "Any One Target" → "All Opponents"; "Any One Ally", "Any Other Ally" or "User" → "All Allies".
      if (base.scope == Scope::any_one_target) m.scope = Scope::all_opponents;
      else if (base.scope == Scope::any_one_ally || base.scope == Scope::any_other_ally || base.scope == Scope::user)
        m.scope = Scope::all_allies;
      m.z_wide_from_user = base.scope == Scope::user;
      break;
    case ZPower::twin:    // stage changes doubled, conditions duplicated, when its effects run (effect_run.cpp, statuses.cpp)
    case ZPower::pierce:  // other effects ignored while it is performed (Engine::piercing)
      break;
  }
  return m;
}

MoveIndex z_move(Battle& b, MoveIndex base, ZPower z, const Pokemon& user, std::string& why) {
  std::optional<MoveData> m = z_move_data(b.moves[base], z, user, why);
  if (!m) return kNoMove;
  // Z-Harm's category depends on the user: one entry per category.
  for (std::size_t i = 0; i < b.moves.size(); ++i)
    if (b.moves[i].name == m->name && b.moves[i].category == m->category) return static_cast<MoveIndex>(i);
  b.moves.push_back(std::move(*m));
  return static_cast<MoveIndex>(b.moves.size() - 1);
}

}  // namespace bbp::sim
