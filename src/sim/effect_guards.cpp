// Guards as records (include/bbp/effects.hpp GuardEffect): what a piece, condition or field
// condition in force keeps from happening to its owner. The Data Audit writes them as statements
// of fact, with "can't" or "cannot":
//   [7.6]  "This Pokemon's Attack stage can't be lowered", "The holder's stat stages can't be
//          lowered by the effects of other Pokemon", "The affected team's stat stages can't be
//          lowered by their opponents' effects"
//   [5.2]  "Pokemon on the affected team can't gain HP"
//   [8.10] "Hits can't reduce the holder's HP to less than 1"
//   [5.2a] "The holder cannot Chill"
// Anything else after "can't" stays unread (reported as not simulated where it would apply).
#include "sim/effect_words.hpp"
#include "sim/effects.hpp"

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

using effect_words::eat;
using effect_words::eat_owner;
using effect_words::eat_owner_possessive;

bool eat_cant(std::string_view& s) {
  return eat(s, " can't ") || eat(s, " can\xE2\x80\x99t ") || eat(s, " cannot ") || eat(s, " can not ");
}


/// "attack", "attack and defense", "attack, defense, and speed", "stat" (every stage).
bool stage_list(std::string_view s, std::vector<StageId>& out) {
  if (s == "stat" || s == "stats") return true;
  return effect_words::stat_list(s, out) && !out.empty();
}

/// "<owner>'s <stages> stage(s) can't be lowered [by …]".
std::optional<GuardEffect> stage_guard(std::string_view s) {
  GuardEffect g;
  g.what = GuardEffect::What::stage_lowering;
  if (!eat(s, "the affected team's ") && !eat(s, "the affected side's ") && !eat_owner_possessive(s)) return std::nullopt;
  const auto word = s.find(" stage");
  if (word == std::string_view::npos || !stage_list(s.substr(0, word), g.stages)) return std::nullopt;
  s.remove_prefix(word);
  if (!eat(s, " stages") && !eat(s, " stage")) return std::nullopt;
  if (!eat_cant(s) || !eat(s, "be lowered")) return std::nullopt;
  if (s.empty()) return g;
  for (std::string_view by : {" by the effects of other pokemon"sv, " by other pokemon's effects"sv,
                              " by other pokemon"sv, " by the effects of others"sv, " by another pokemon's effects"sv})
    if (s == by) {
      g.by_others_only = true;
      return g;
    }
  for (std::string_view by :
       {" by their opponents' effects"sv, " by opponents' effects"sv, " by the effects of opponents"sv,
        " by their opponents"sv, " by opponents"sv, " by the effects of their opponents"sv})
    if (s == by) {
      g.by_others_only = g.opponents_only = true;
      return g;
    }
  return std::nullopt;
}

}  // namespace

std::optional<GuardEffect> read_guard_statement(std::string_view statement) {
  std::string_view s = effect_words::trim_end(statement);
  if (auto g = stage_guard(s)) return g;
  // "Hits can't reduce the holder's HP to less than 1" / "below 1".
  if (std::string_view t = s; eat(t, "hits") && eat_cant(t) && eat(t, "reduce ") && eat_owner_possessive(t) &&
                              eat(t, "hp ") && (t == "to less than 1" || t == "below 1" || t == "to less than one (1)" ||
                                                t == "to below 1" || t == "to 0" || t == "to zero")) {
    GuardEffect g;
    g.what = GuardEffect::What::hit_to_zero;
    return g;
  }
  std::string_view t = s;
  if (!eat_owner(t) || !eat_cant(t)) return std::nullopt;
  GuardEffect g;
  if (t == "gain hp" || t == "heal" || t == "be healed" || t == "heal hp" || t == "recover hp") {
    g.what = GuardEffect::What::healing;
    return g;
  }
  if (t == "chill") {
    g.what = GuardEffect::What::chill;
    return g;
  }
  return std::nullopt;
}

}  // namespace bbp::sim
