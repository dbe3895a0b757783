#include "orders/action_kind.hpp"

#include "post/text_util.hpp"

#include <bbp/embedded.hpp>

#include <array>
#include <string>
#include <vector>

namespace bbp::orders {

namespace {

using post::text::iequals;

// [5.7] universal commands, plus the venue commands the handbook names there.
constexpr std::array<std::string_view, 7> kCommands = {"Aim", "Chill", "Cover", "Hide", "Struggle", "Forme Shift",
                                                        "Ball Reject"};
// [9.7a] medicines named in the handbook's action groups ("HP Recovery Item", "Energy Recovery
// Item", Fainting removal) and the common status healers.
constexpr std::array<std::string_view, 24> kMedicines = {
    "Potion",      "Super Potion", "Hyper Potion", "Max Potion",   "Full Restore", "Energy Powder",
    "Energy Root", "Ether",        "Elixir",       "Max Ether",    "Max Elixir",   "Revive",
    "Max Revive",  "Revival Herb", "Full Heal",    "Heal Powder",  "Antidote",     "Burn Heal",
    "Ice Heal",    "Awakening",    "Paralyze Heal", "Fresh Water", "Lemonade",     "Moomoo Milk"};

// Names of moves that end in " Ball", read once from data/dex/moves.tsv (column 2).
const std::vector<std::string>& ball_moves() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    const auto tsv = embedded::find("dex/moves.tsv");
    if (!tsv) return out;
    std::string_view rest = *tsv;
    while (!rest.empty()) {
      const std::size_t nl = rest.find('\n');
      const std::string_view line = rest.substr(0, nl);
      rest = nl == std::string_view::npos ? std::string_view{} : rest.substr(nl + 1);
      const std::size_t t1 = line.find('\t');
      if (t1 == std::string_view::npos) continue;
      const std::size_t t2 = line.find('\t', t1 + 1);
      const std::string_view move = line.substr(t1 + 1, t2 == std::string_view::npos ? std::string_view::npos : t2 - t1 - 1);
      if (post::text::iends_with(move, " ball")) out.emplace_back(move);
    }
    return out;
  }();
  return names;
}

}  // namespace

std::string_view to_string(ActionKind k) {
  switch (k) {
    case ActionKind::move: return "move";
    case ActionKind::command: return "command";
    case ActionKind::medicine: return "medicine";
    case ActionKind::ball: return "ball";
  }
  return "?";
}

ActionKind classify_action(std::string_view name) {
  for (std::string_view c : kCommands)
    if (iequals(name, c)) return ActionKind::command;
  for (std::string_view m : kMedicines)
    if (iequals(name, m)) return ActionKind::medicine;
  // [9.8a] "a Ball name": Poke Ball, Great Ball, Ultra Ball … — the word "Ball" last, unless it
  // is a move (Shadow Ball, Weather Ball: taken from the embedded move table, not a hand list).
  if (post::text::iends_with(name, " ball") || iequals(name, "pokeball")) {
    for (std::string_view m : ball_moves())
      if (iequals(name, m)) return ActionKind::move;
    return ActionKind::ball;
  }
  return ActionKind::move;
}

std::optional<std::string_view> mode_tag(std::string_view p) {
  // Two-phase moves (Dig, Fly, Bounce …): which phase the order asks for.
  if (iequals(p, "s") || iequals(p, "suspend") || iequals(p, "suspended") || iequals(p, "charge")) return "suspend";
  if (iequals(p, "a") || iequals(p, "attack") || iequals(p, "strike")) return "attack";
  if (iequals(p, "e") || iequals(p, "evasive") || iequals(p, "evade")) return "evasive";
  return std::nullopt;
}

}  // namespace bbp::orders
