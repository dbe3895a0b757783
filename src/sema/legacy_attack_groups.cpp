// Matching a written group phrase against the older ruleset's attack-clause groups. The table is
// read once from the embedded data/rulebook/legacy_attack_groups.tsv; "[Type]" rows match any type.
#include "sema/legacy_attack_groups.hpp"

#include <bbp/dex.hpp>
#include <bbp/embedded.hpp>

#include <array>
#include <utility>
#include <vector>

namespace bbp::sema {
namespace {

constexpr std::array<std::string_view, 19> kTypes = {
    "normal", "fire",   "water", "grass", "electric", "ice",   "fighting", "poison", "ground", "flying",
    "psychic", "bug",   "rock",  "ghost", "dragon",   "dark",  "steel",    "fairy",  "stellar"};

/// The comparison key: folded, singular, "attack" read as "move" ("Protective Moves" →
/// "protectivemove", "Damaging Fire-type Moves" → "damagingtypemove").
std::string key_of(std::string_view text, bool* was_attack = nullptr) {
  std::string k = fold_name(text);
  if (k.size() > 1 && k.back() == 's') k.pop_back();
  if (k.ends_with("attack")) {
    k = k.substr(0, k.size() - 6) + "move";
    if (was_attack) *was_attack = true;
  }
  return k;
}

/// "damagingfiretypemove" → "damagingtypemove": the "[Type]" rows match every type.
std::string any_type(std::string k) {
  if (!k.starts_with("damaging")) return k;
  for (std::string_view t : kTypes) {
    if (k.compare(8, t.size(), t) != 0) continue;
    std::size_t rest = 8 + t.size();
    if (k.compare(rest, 4, "type") == 0) rest += 4;
    return "damagingtype" + k.substr(rest);
  }
  return k;
}

struct Row {
  std::string key;
  std::string name;
};

const std::vector<Row>& rows() {
  static const std::vector<Row> table = [] {
    std::vector<Row> out;
    const std::optional<std::string_view> bytes = embedded::find("rulebook/legacy_attack_groups.tsv");
    if (!bytes) return out;
    std::string_view text = *bytes;
    bool header = true;
    while (!text.empty()) {
      const std::size_t nl = text.find('\n');
      std::string_view line = text.substr(0, nl);
      text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
      if (header) { header = false; continue; }
      const std::string_view name = line.substr(0, line.find('\t'));
      if (!name.empty()) out.push_back(Row{key_of(name), std::string(name)});  // "[Type]" folds to "type"
    }
    return out;
  }();
  return table;
}

}  // namespace

std::optional<std::string> legacy_attack_group(std::string_view phrase) {
  bool attack = false;
  const std::string k = key_of(phrase, &attack);
  if (k.empty()) return std::nullopt;
  // An attack is a damaging move: "Priority Attacks" is "Damaging Priority Moves", and "Evasive
  // Attacks" the Damaging Evasive Moves, not the (status) Evasive Moves.
  const std::vector<std::string> wanted =
      attack ? std::vector<std::string>{any_type("damaging" + k), any_type(k)} : std::vector<std::string>{any_type(k)};
  for (const std::string& want : wanted)
    for (const Row& r : rows())
      if (r.key == want) return r.name;
  return std::nullopt;
}

}  // namespace bbp::sema
