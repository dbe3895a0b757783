// [11.6c] Max Moves for Dynamaxed Pokemon.
#include "sim/dynamax.hpp"

#include "sim/move_data.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

namespace bbp::sim {

std::string max_move_name(const Dex& dex, const MoveData& base) {
  // "Non-Max Status moves become Max Guard."
  if (base.category == Category::status || !base.is_attack()) return "Max Guard";
  if (base.type == kNoEntry) return {};
  // "… become the corresponding damaging Max Move for that type": the Dex's generic Max Move of
  // the type (not a G-Max Move, whose is_max names a species).
  for (std::size_t i = 0; i < dex.size(Kind::move); ++i) {
    const auto id = static_cast<EntryId>(i);
    const Move& m = dex.move(id);
    if (m.type == base.type && m.get("is_max") == "1" && m.category != "Status") return std::string(m.name);
  }
  return {};
}

MoveIndex max_move(Battle& b, const Dex& dex, MoveIndex base) {
  const std::string name = max_move_name(dex, b.moves[base]);
  if (name.empty()) return kNoMove;
  const Category category = b.moves[base].category;
  const MoveIndex m = intern_move(b, dex, name);
  if (m == kNoMove || b.moves[m].category == category || category == Category::status) return m;
  // "Non-Max Physical moves become the corresponding damaging Max Move for that type, which become
  // Physical"; the same for Special.
  const std::string variant = fmt::format("{} ({})", b.moves[m].name, to_string(category));
  if (const MoveIndex known = b.find_move(variant); known != kNoMove) return known;
  MoveData copy = b.moves[m];
  copy.name = variant;
  copy.category = category;
  b.moves.push_back(std::move(copy));
  return static_cast<MoveIndex>(b.moves.size() - 1);
}

void cancel_dynamax(PokemonOrders& po) {
  po.dynamax = false;
  for (auto& step : po.steps)
    for (Action& act : step)
      if (act.max_prefix && act.base_move != kNoMove) {
        act.move = act.base_move;
        act.base_move = kNoMove;
        act.technique = true;  // as read_post leaves a "Max" order without Dynamax
      }
}

bool damaging_max_move(const Dex& dex, const MoveData& m) {
  if (m.dex_id == kNoEntry || !text::istarts_with(m.name, "max ")) return false;
  return dex.move(m.dex_id).get("is_max") == "1" && fold_name(m.name) != "maxguard";
}

}  // namespace bbp::sim
