// [8.2] Power Bonuses and Penalties as effect records: the criterion names which attacks get one
// (the owner's, or those made against it), the statement how much. Read: "When the user/holder
// attacks / is attacked[ with a/an <Type>-type / physical / special attack/move]" and "Grant that
// attack two (2) bonus power",
// "Grant that attack a power bonus of two (2)", "… two (2) power penalty", "Give that attack …".
// Any other criterion ("a move that can deal recoil") is not read: its sentence stays "not simulated".
#include "sim/effect_words.hpp"
#include "sim/effects.hpp"

#include <bbp/dex.hpp>

namespace bbp::sim {

using effect_words::eat;
using effect_words::number;

std::optional<PowerEffect> read_power_effect(std::string_view criterion, std::string_view statement) {
  PowerEffect p;
  std::string_view c = criterion;
  if (!eat(c, "when ") && !eat(c, "whenever ")) return std::nullopt;
  if (!eat(c, "the user ") && !eat(c, "the holder ") && !eat(c, "this pokemon ")) return std::nullopt;
  if (eat(c, "is attacked")) p.when_attacked = true;
  else if (!eat(c, "attacks")) return std::nullopt;
  if (!c.empty()) {
    if (!eat(c, " with ")) return std::nullopt;
    if (!eat(c, "an ")) eat(c, "a ");
    if (eat(c, "physical ")) p.category = Category::physical;
    else if (eat(c, "special ")) p.category = Category::special;
    else if (const auto dash = c.find("-type "); dash != std::string_view::npos && dash > 0) {
      const Resolution r = dex().resolve(Kind::type, c.substr(0, dash));
      if (r.match != Match::exact && r.match != Match::alias) return std::nullopt;
      p.type = fold_name(dex().entry(Kind::type, r.id).name);
      c.remove_prefix(dash + 6);
    }
    if (!(eat(c, "attack") || eat(c, "move")) || !(c.empty() || c == "s")) return std::nullopt;
  }
  std::string_view s = effect_words::trim_end(statement);
  if (!eat(s, "grant that attack ") && !eat(s, "give that attack ") && !eat(s, "grant the attack ")) return std::nullopt;
  if (eat(s, "a power bonus of ") || eat(s, "a power penalty of ")) {
    p.penalty = statement.find("penalty") != std::string_view::npos;
    const auto n = number(s);
    if (!n || !s.empty()) return std::nullopt;
    p.amount = *n;
  } else {
    const auto n = number(s);
    if (!n) return std::nullopt;
    p.amount = *n;
    if (eat(s, " bonus power") || eat(s, " power bonus") || eat(s, " power bonuses")) p.penalty = false;
    else if (eat(s, " power penalty") || eat(s, " power penalties")) p.penalty = true;
    else return std::nullopt;
    if (!s.empty()) return std::nullopt;
  }
  if (p.amount <= 0) return std::nullopt;  // [8.2] "can't be granted"
  return p;
}

}  // namespace bbp::sim
