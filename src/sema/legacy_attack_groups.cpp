// Matching a written group phrase against the older ruleset's attack-clause groups (the Dex loads
// data/rulebook/legacy_attack_groups.tsv); "[Type]" rows match any type.
#include "sema/legacy_attack_groups.hpp"

#include <bbp/dex.hpp>

#include <utility>
#include <vector>

namespace bbp::sema {
namespace {

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

/// "damagingfiretypemove" → "damagingtypemove": the "[Type]" rows match every type the Dex knows.
std::string any_type(const Dex& dex, std::string k) {
  if (!k.starts_with("damaging")) return k;
  for (std::size_t i = 0; i < dex.size(Kind::type); ++i) {
    const std::string t = fold_name(dex.entry(Kind::type, static_cast<EntryId>(i)).name);
    if (t.empty() || k.compare(8, t.size(), t) != 0) continue;
    std::size_t rest = 8 + t.size();
    if (k.compare(rest, 4, "type") == 0) rest += 4;
    return "damagingtype" + k.substr(rest);
  }
  return k;
}

}  // namespace

std::optional<std::string> legacy_attack_group(const Dex& dex, std::string_view phrase) {
  bool attack = false;
  const std::string k = key_of(phrase, &attack);
  if (k.empty()) return std::nullopt;
  // An attack is a damaging move: "Priority Attacks" is "Damaging Priority Moves", and "Evasive
  // Attacks" the Damaging Evasive Moves, not the (status) Evasive Moves.
  const std::vector<std::string> wanted =
      attack ? std::vector<std::string>{any_type(dex, "damaging" + k), any_type(dex, k)}
             : std::vector<std::string>{any_type(dex, k)};
  for (const std::string& want : wanted)
    for (const std::string& name : dex.legacy_attack_groups())
      if (key_of(name) == want) return name;  // "[Type]" folds to "type"
  return std::nullopt;
}

}  // namespace bbp::sema
