// HP changes and markers as effect statements. HP: "<who> heals|loses N HP", "<who> takes N
// damage", "<who> heals|loses HP, equal to <fraction> of <their maximum HP | the damage of the
// hit | the damage dealt>", "<who> heals <fraction> of their maximum HP", "Heal <who> N HP", with
// "rounded up/down" ([1.2b]) and "this healing can overheal". An amount-less "heals HP" names no
// number and is not read. Markers: "Place|Put N <name> markers on <who>", "Discard half of <who>'s
// <name> markers, rounded down", "Discard N|all of <who>'s <name> markers", "Discard this condition".
#include "sim/effects.hpp"

#include "sim/effect_words.hpp"

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

using effect_words::eat;
using effect_words::number;

/// "of their maximum hp" / "of the damage of the hit" after a fraction.
bool fraction_base(std::string_view& s, HpEffect& e) {
  if (!eat(s, " of ")) return false;
  for (std::string_view m : {"their maximum hp"sv, "its maximum hp"sv, "their max hp"sv, "the user's maximum hp"sv,
                             "the holder's maximum hp"sv, "the subject's maximum hp"sv, "the defender's maximum hp"sv,
                             "the target's maximum hp"sv, "the attacker's maximum hp"sv, "their maximum"sv}) {
    if (eat(s, m)) {
      e.base = HpEffect::Base::max_hp;
      return true;
    }
  }
  for (std::string_view d : {"the damage of the hit"sv, "the damage dealt"sv, "the damage the hit dealt"sv,
                             "that damage"sv, "the damage"sv}) {
    if (eat(s, d)) {
      e.base = HpEffect::Base::damage_dealt;
      return true;
    }
  }
  return false;
}

/// "two (2) hp" / "hp, equal to one-fourth of …" / "one-half of their maximum hp" after the verb;
/// "en" / "energy" instead of "hp" when healing or losing Energy.
bool amount(std::string_view& s, HpEffect& e, std::string_view unit);

bool resource_amount(std::string_view& s, HpEffect& e) {
  if (amount(s, e, " hp")) return true;
  for (std::string_view en : {" energy"sv, " en"sv}) {  // the longer first: " en" is a prefix of " energy"
    if (amount(s, e, en)) {
      e.energy = true;
      return e.base != HpEffect::Base::max_hp && e.base != HpEffect::Base::damage_dealt;  // shares of Energy are not read
    }
  }
  return false;
}

/// "<name> counters|markers [on this status | on the subject | it has]" (lower-cased): the name.
bool counted_name(std::string_view& s, HpEffect& e) {
  std::string_view t = s;
  eat(t, "its ") || eat(t, "their ") || eat(t, "the subject's ") || eat(t, "the holder's ");
  if (eat(t, "counters") || eat(t, "counter")) {  // "per counter": the condition's own
    e.per = "this condition";
  } else {
    std::size_t end = std::string_view::npos;
    std::size_t skip = 0;
    for (std::string_view w : {" counters"sv, " counter"sv, " markers"sv, " marker"sv})  // the longer first
      if (const auto at = t.find(w); at != std::string_view::npos && at < end) {
        end = at;
        skip = w.size();
      }
    if (end == std::string_view::npos || end == 0) return false;
    e.per = std::string(t.substr(0, end));
    t.remove_prefix(end + skip);
  }
  for (std::string_view where :
       {" on this status"sv, " on this condition"sv, " on the subject"sv, " on the holder"sv, " on the user"sv,
        " on it"sv, " on them"sv, " it has"sv, " they have"sv, " the subject has"sv})
    if (eat(t, where)) break;
  s = t;
  return true;
}

bool amount(std::string_view& s, HpEffect& e, std::string_view unit) {
  std::string_view t = s;
  // "damage equal to the number of Poison counters on this status": one per counter.
  if (std::string_view c = t; eat(c, unit.substr(1)) && (eat(c, ", equal to the number of ") || eat(c, " equal to the number of "))) {
    if (counted_name(c, e)) {
      e.amount = 1;
      e.base = HpEffect::Base::fixed;
      s = c;
      return true;
    }
  }
  if (auto n = number(t)) {
    if (eat(t, unit)) {
      e.amount = *n;
      e.base = HpEffect::Base::fixed;
      s = t;
      return true;
    }
  }
  t = s;
  // "hp, equal to …" / "damage equal to …"
  if (eat(t, unit.substr(1))) {
    eat(t, ",");
    if (!eat(t, " equal to ")) return false;
  }
  const auto f = effect_words::fraction(t);
  if (!f) return false;
  e.num = f->num;
  e.den = f->den;
  if (!fraction_base(t, e)) return false;
  // "(x0.25)" after the base: the multiplier the words already gave.
  if (std::string_view m = t; eat(m, " (x") && m.find(')') != std::string_view::npos) t = m.substr(m.find(')') + 1);
  s = t;
  return true;
}

void tail(std::string_view& s, HpEffect& e) {
  // "2 damage for each Poison counter on this status", "1 HP per Frost marker".
  if (e.per.empty() && e.base == HpEffect::Base::fixed) {
    std::string_view t = s;
    if ((eat(t, " for each ") || eat(t, " per ") || eat(t, " for every ")) && counted_name(t, e)) s = t;
  }
  // [5.2a] "heals HP as a Recovery" / "heals Energy as a Chill".
  if (eat(s, e.energy ? " as a chill" : " as a recovery") || eat(s, e.energy ? ", as a chill" : ", as a recovery")) e.as_resource = true;
  if (eat(s, ", rounded up") || eat(s, " rounded up")) e.rounding = HpEffect::Rounding::up;
  else if (eat(s, ", rounded down") || eat(s, " rounded down")) e.rounding = HpEffect::Rounding::down;
  for (std::string_view o : {", and this healing can overheal"sv, "; this healing can overheal"sv,
                             ", which can overheal"sv, " (this healing can overheal)"sv})
    if (eat(s, o)) e.overheal = true;
  // Leech Seed: "; then the creator of this condition or their replacement in play is healed for
  // that much HP". Anything else after "then" leaves the sentence unread.
  if (!e.heal) {
    std::string_view t = s;
    if ((eat(t, "; then ") || eat(t, ", then ") || eat(t, "; ")) && eat(t, "the creator of this condition")) {
      eat(t, " or their replacement in play") || eat(t, " or its replacement in play") || eat(t, " or their replacement");
      for (std::string_view h :
           {" is healed for that much hp"sv, " is healed by that much hp"sv, " heals that much hp"sv,
            " is healed for that amount"sv, " heals that amount of hp"sv, " heals hp equal to that damage"sv,
            " heals hp equal to the damage dealt"sv, " is healed for the same amount"sv})
        if (eat(t, h)) {
          e.creator_heals = true;
          s = t;
          break;
        }
    }
  }
}

/// "Frost markers" at the front of `s` (lower-cased; `at` is its offset in `original`): the name
/// keeps its written capitals.
bool marker_name(std::string_view& s, std::string_view original, std::size_t at, MarkerEffect& e) {
  const auto marker = s.find(" marker");
  if (marker == std::string_view::npos || marker == 0) return false;
  e.name = std::string(original.substr(at, marker));
  s.remove_prefix(marker);
  return eat(s, " markers") || eat(s, " marker");
}

}  // namespace

std::optional<HpEffect> read_hp_statement(std::string_view s) {
  HpEffect e;
  if (eat(s, "heal ")) {
    // "Heal the user 3 HP" / "Heal the user for 3 HP"
    const auto who = effect_words::who(s, false);
    if (!who) return std::nullopt;
    e.who = *who;
    e.heal = true;
    if (!eat(s, " ")) return std::nullopt;
    eat(s, "for ");
    if (!resource_amount(s, e)) return std::nullopt;
  } else {
    const auto who = effect_words::who(s, false);
    if (!who) return std::nullopt;
    e.who = *who;
    if (eat(s, " heals ") || eat(s, " is healed for ") || eat(s, " is healed by ") || eat(s, " recovers ") ||
        eat(s, " restores ")) {
      e.heal = true;
      if (!resource_amount(s, e)) return std::nullopt;
    } else if (eat(s, " loses ")) {
      e.heal = false;
      if (!resource_amount(s, e)) return std::nullopt;
    } else if (eat(s, " takes ")) {
      e.heal = false;
      e.is_damage = true;
      if (!amount(s, e, " damage")) return std::nullopt;
    } else {
      return std::nullopt;
    }
  }
  tail(s, e);
  if (!s.empty()) return std::nullopt;
  if (e.base == HpEffect::Base::fixed && e.amount <= 0) return std::nullopt;
  return e;
}

std::optional<MarkerEffect> read_marker_statement(std::string_view original, std::string_view s) {
  MarkerEffect e;
  const std::size_t length = s.size();
  const auto name_at = [&](std::string_view rest) { return length - rest.size(); };
  if (eat(s, "place ") || eat(s, "put ")) {
    e.put = true;
    if (eat(s, "a ") || eat(s, "an ")) {
      e.count = 1;
    } else {
      const auto n = number(s);
      if (!n || *n <= 0 || !eat(s, " ")) return std::nullopt;
      e.count = *n;
    }
    if (!marker_name(s, original, name_at(s), e)) return std::nullopt;
    if (!eat(s, " on ")) return std::nullopt;
    const auto who = effect_words::who(s, false);
    if (!who) return std::nullopt;
    e.who = *who;
    return s.empty() ? std::optional<MarkerEffect>(e) : std::nullopt;
  }
  if (!eat(s, "discard ")) return std::nullopt;
  e.put = false;
  if (s == "this condition") {
    e.who = Who::self;
    e.all = true;
    e.name = "this condition";
    return e;
  }
  if (eat(s, "half of ")) e.half = true;
  else if (eat(s, "all of ") || eat(s, "each of ")) e.all = true;
  else {
    const auto n = number(s);
    if (!n || *n <= 0 || !eat(s, " of ")) return std::nullopt;
    e.count = *n;
  }
  const auto who = effect_words::who(s, true);
  if (!who || !eat(s, " ")) return std::nullopt;
  e.who = *who;
  if (!marker_name(s, original, name_at(s), e)) return std::nullopt;
  // [1.2b] a half is rounded normally unless the effect says which way.
  if (eat(s, ", rounded down") || eat(s, " rounded down")) e.round_down = true;
  return s.empty() ? std::optional<MarkerEffect>(e) : std::nullopt;
}

}  // namespace bbp::sim
