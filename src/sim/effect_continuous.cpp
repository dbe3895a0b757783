// Continuous effects as records (include/bbp/effects.hpp): what a piece or condition changes
// while it applies, read from its ongoing sentences ([3.2] "The holder's …", "While …: …").
//   [8.10b] "The power of Fire-type attacks is increased by 50%", "that attack's power is doubled"
//   [8.10i] "That attack's damage is increased by two (2)"
//   [8.10j] "Damage the user takes from hits is halved (x0.5)", "That attack's damage is halved"
//   ranks   "The holder's Attack rank is increased by one-half (x1.5) rounded up" ([1.2b])
//   [8.7]   "Accuracy checks against the subject automatically fail", "The accuracy of the
//           holder's attacks is increased by 10"
//   [1.5]   "The holder's accuracy rolls are Lucky", "Critical hit rolls against the subject are Unlucky"
//   [8.3a]  "The subject can't attempt actions, except for Fire-type attacks and Scald"
// A criterion narrows the attacks ("While the holder is attacking with a physical action", "While
// the subject is being attacked"); one the reader does not know leaves the sentence unread, so
// the engine reports it as not simulated instead of applying it everywhere.
#include "sim/effect_words.hpp"
#include "sim/effects.hpp"

#include <bbp/dex.hpp>

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

using effect_words::eat;
using effect_words::eat_owner;
using effect_words::eat_owner_possessive;
using effect_words::number;


/// "fire-type " (the Dex's types), "physical ", "special ": narrows `f`; false when a word that
/// looks like a type is none.
bool eat_attack_kind(std::string_view& s, AttackFilter& f) {
  if (eat(s, "physical ")) {
    f.category = Category::physical;
    return true;
  }
  if (eat(s, "special ")) {
    f.category = Category::special;
    return true;
  }
  const auto dash = s.find("-type ");
  const auto space = s.find(' ');
  if (dash == std::string_view::npos || dash == 0 || (space != std::string_view::npos && space < dash)) return true;
  const Resolution r = dex().resolve(Kind::type, s.substr(0, dash));
  if (r.match != Match::exact && r.match != Match::alias) return false;
  f.type = fold_name(dex().entry(Kind::type, r.id).name);
  s.remove_prefix(dash + 6);
  return eat_attack_kind(s, f);  // "fire-type physical attacks"
}

/// "attack", "attacks", "action", "actions", "move", "moves", "hits".
bool eat_attack_noun(std::string_view& s) {
  for (std::string_view w : {"attacks"sv, "attack"sv, "actions"sv, "action"sv, "moves"sv, "move"sv, "hits"sv, "hit"sv})
    if (eat(s, w)) return true;
  return false;
}

/// "[a|an] [fire-type|physical|special] attack[s]".
bool eat_attacks(std::string_view& s, AttackFilter& f) {
  std::string_view t = s;
  if (!eat(t, "an ")) eat(t, "a ");
  if (!eat_attack_kind(t, f) || !eat_attack_noun(t)) return false;
  s = t;
  return true;
}

/// The criterion of a conditional ongoing effect: "while the holder is attacking [with …]", "while
/// the subject is being attacked [with …]", "while the user is performing a physical attack".
bool read_criterion(std::string_view c, AttackFilter& f) {
  if (c.empty()) return true;
  if (!eat(c, "while ") && !eat(c, "during ")) return false;
  if (eat(c, "this move") || eat(c, "performing this move")) {  // a move's own text
    f.whose = AttackFilter::Whose::this_move;
    return c.empty();
  }
  if (!eat_owner(c) || !eat(c, " is ")) return false;
  if (eat(c, "attacking") || eat(c, "performing") || eat(c, "using")) {
    f.whose = AttackFilter::Whose::owner;
  } else if (eat(c, "being attacked") || eat(c, "attacked") || eat(c, "the defender") || eat(c, "being hit") || eat(c, "hit")) {
    f.whose = AttackFilter::Whose::against_owner;
  } else {
    return false;
  }
  if (c.empty()) return true;
  if (!eat(c, " with ") && !eat(c, " of ") && !eat(c, " by ")) {
    if (f.whose != AttackFilter::Whose::owner || !eat(c, " ")) return false;
  }
  return eat_attacks(c, f) && c.empty();
}

/// "increased by two (2)", "reduced by one-half (x0.5)", "doubled", "halved (x0.5)", "multiplied by
/// 1.5", "increased by 50%", "tripled"; with ", rounded up/down" for a rank.
bool read_change(std::string_view s, ModifierEffect& m) {
  int sign = 0;
  if (eat(s, "increased by ") || eat(s, "raised by ") || eat(s, "boosted by ")) sign = 1;
  else if (eat(s, "reduced by ") || eat(s, "decreased by ") || eat(s, "lowered by ")) sign = -1;
  if (sign != 0) {
    std::string_view t = s;
    if (const auto n = number(t)) {
      if (*n > 10000) return false;  // no game number is that large; keeps the arithmetic bounded
      if (eat(t, "%")) {  // "increased by 50%": a multiplier
        m.num = 100 + sign * *n;
        m.den = 100;
      } else {
        m.add = sign * *n;
      }
      s = t;
    } else if (const auto f = effect_words::fraction(s)) {
      // "increased by one-half (x1.5)": the base plus that share.
      m.num = f->den + sign * f->num;
      m.den = f->den;
    } else {
      return false;
    }
  } else if (eat(s, "doubled")) {
    m.num = 2;
  } else if (eat(s, "tripled")) {
    m.num = 3;
  } else if (eat(s, "halved")) {
    m.den = 2;
  } else if (eat(s, "multiplied by ")) {
    // "1.5", "2", "one-half", "x0.5"
    eat(s, "x");
    std::size_t n = 0;
    int whole = 0, frac = 0, scale = 1;
    while (n < s.size() && s[n] >= '0' && s[n] <= '9' && whole < 10000) whole = whole * 10 + (s[n++] - '0');
    if (n == 0) {
      const auto f = effect_words::fraction(s);
      if (!f) return false;
      m.num = f->num;
      m.den = f->den;
    } else {
      if (n < s.size() && s[n] == '.') {
        ++n;
        while (n < s.size() && s[n] >= '0' && s[n] <= '9' && scale < 1000) {
          frac = frac * 10 + (s[n++] - '0');
          scale *= 10;
        }
      }
      m.num = whole * scale + frac;
      m.den = scale;
      s.remove_prefix(n);
    }
  } else {
    return false;
  }
  // "(x0.5)" beside the words.
  if (std::string_view t = s; eat(t, " (x") && t.find(')') != std::string_view::npos) s = t.substr(t.find(')') + 1);
  if (eat(s, ", rounded up") || eat(s, " rounded up")) m.round = ModifierEffect::Round::up;
  else if (eat(s, ", rounded down") || eat(s, " rounded down")) m.round = ModifierEffect::Round::down;
  if (m.num <= 0 || m.den <= 0) return false;
  return s.empty();
}


/// "the holder's attack rank is …", "their attack and special attack ranks are each …".
bool read_rank(std::string_view s, ModifierEffect& m) {
  if (!eat_owner_possessive(s)) return false;
  const auto word = s.find(" rank");
  if (word == std::string_view::npos) return false;
  if (!effect_words::stat_list(s.substr(0, word), m.ranks, true)) return false;
  s.remove_prefix(word);
  if (!eat(s, " ranks are ") && !eat(s, " rank is ")) return false;
  eat(s, "each ");
  m.target = ModifierEffect::Target::rank;
  return !m.ranks.empty() && read_change(s, m);
}

/// The attacks a statement names as its subject, when the criterion did not: "fire-type attacks'",
/// "the holder's attacks'", "attacks against the subject", "that attack's", "this move's".
bool read_attack_subject(std::string_view& s, AttackFilter& f) {
  if (eat(s, "that attack's ") || eat(s, "the attack's ") || eat(s, "its ") || eat(s, "their ")) return true;  // the criterion's
  if (eat(s, "this move's ") || eat(s, "this attack's ")) {
    f.whose = AttackFilter::Whose::this_move;
    return true;
  }
  std::string_view t = s;
  if (eat_owner_possessive(t)) {
    if (!eat_attacks(t, f)) return false;
    f.whose = AttackFilter::Whose::owner;
  } else if (!eat_attacks(t, f)) {
    return false;
  }
  if (eat(t, " against ") || eat(t, " targeting ") || eat(t, " that target ") || eat(t, " on ")) {
    if (!eat_owner(t)) return false;
    f.whose = AttackFilter::Whose::against_owner;
  } else if (eat(t, " by ") || eat(t, " of ")) {
    if (!eat_owner(t)) return false;
    f.whose = AttackFilter::Whose::owner;
  }
  if (!eat(t, "'s ") && !eat(t, "' ") && !eat(t, "\xE2\x80\x99 ") && !eat(t, " ")) return false;
  s = t;
  return true;
}

}  // namespace

std::optional<ModifierEffect> read_modifier_effect(std::string_view criterion, std::string_view statement) {
  ModifierEffect m;
  if (!read_criterion(criterion, m.attacks)) return std::nullopt;
  std::string_view s = effect_words::trim_end(statement);
  if (std::string_view t = s; read_rank(t, m)) return m;
  m = ModifierEffect{};
  read_criterion(criterion, m.attacks);
  // "damage the user takes from hits / attacks is …", "damage dealt to the subject by attacks is …"
  for (std::string_view lead : {"damage "sv, "the damage "sv}) {
    std::string_view t = s;
    if (!eat(t, lead)) continue;
    bool against = false;
    if (eat_owner(t) && (eat(t, " takes from ") || eat(t, " receives from "))) against = true;
    else if (eat(t, "dealt to ") && eat_owner(t) && eat(t, " by ")) against = true;
    if (!against || !eat_attacks(t, m.attacks) || !eat(t, " is ")) continue;
    m.attacks.whose = AttackFilter::Whose::against_owner;
    m.target = ModifierEffect::Target::damage;
    if (read_change(t, m)) return m;
    return std::nullopt;
  }
  // "[the] power|damage|accuracy of <attacks> is …"
  for (const auto& [word, target] : {std::pair{std::string_view("power"), ModifierEffect::Target::power},
                                     std::pair{std::string_view("damage"), ModifierEffect::Target::damage},
                                     std::pair{std::string_view("accuracy"), ModifierEffect::Target::accuracy}}) {
    std::string_view t = s;
    eat(t, "the ");
    if (!eat(t, word) || !eat(t, " of ")) continue;
    if (eat(t, "this move")) {
      m.attacks.whose = AttackFilter::Whose::this_move;
    } else if (eat(t, "that attack") || eat(t, "the attack")) {
      // the attack the criterion names
    } else {
      std::string_view u = t;
      if (!eat_attacks(u, m.attacks)) return std::nullopt;
      if (eat(u, ", of ") || eat(u, " of ") || eat(u, " by ") || eat(u, " made by ")) {
        if (!eat_owner(u)) return std::nullopt;
        m.attacks.whose = AttackFilter::Whose::owner;
      } else if (eat(u, " against ") || eat(u, " targeting ")) {
        if (!eat_owner(u)) return std::nullopt;
        m.attacks.whose = AttackFilter::Whose::against_owner;
      }
      t = u;
    }
    eat(t, ",");
    if (!eat(t, " is ") && !eat(t, " are ")) return std::nullopt;
    m.target = target;
    if (target == ModifierEffect::Target::accuracy && read_change(t, m) && !m.multiplies()) return m;
    if (target == ModifierEffect::Target::accuracy) return std::nullopt;
    return read_change(t, m) ? std::optional<ModifierEffect>(m) : std::nullopt;
  }
  // "accuracy checks against the subject automatically fail|succeed"
  {
    std::string_view t = s;
    if (eat(t, "accuracy checks ") || eat(t, "accuracy checks made ") || eat(t, "hit rolls ")) {
      if (eat(t, "against ") || eat(t, "targeting ")) {
        if (!eat_owner(t)) return std::nullopt;
        m.attacks.whose = AttackFilter::Whose::against_owner;
      } else if (eat(t, "of ") || eat(t, "by ") || eat(t, "for ")) {
        if (!eat_owner_possessive(t) && !eat_owner(t)) return std::nullopt;
        eat_attacks(t, m.attacks);
        m.attacks.whose = AttackFilter::Whose::owner;
      }
      eat(t, " ");
      m.target = ModifierEffect::Target::accuracy;
      if (t == "automatically fail" || t == "always fail") m.automatic = ModifierEffect::Automatic::fail;
      else if (t == "automatically succeed" || t == "always succeed") m.automatic = ModifierEffect::Automatic::succeed;
      else return std::nullopt;
      return m;
    }
  }
  // "<attacks>' power|damage is …", "that attack's damage is …"
  {
    std::string_view t = s;
    if (!read_attack_subject(t, m.attacks)) return std::nullopt;
    if (eat(t, "power ")) m.target = ModifierEffect::Target::power;
    else if (eat(t, "damage ")) m.target = ModifierEffect::Target::damage;
    else if (eat(t, "accuracy ")) m.target = ModifierEffect::Target::accuracy;
    else return std::nullopt;
    if (!eat(t, "is ") && !eat(t, "are ")) return std::nullopt;
    if (!read_change(t, m)) return std::nullopt;
    if (m.target == ModifierEffect::Target::accuracy && m.multiplies()) return std::nullopt;
    return m;
  }
}

std::optional<LuckEffect> read_luck_effect(std::string_view statement) {
  std::string_view s = effect_words::trim_end(statement);
  LuckEffect l;
  if (s.ends_with(" are lucky") || s.ends_with(" is lucky")) l.lucky = true;
  else if (s.ends_with(" are unlucky") || s.ends_with(" is unlucky")) l.lucky = false;
  else return std::nullopt;
  s.remove_suffix(s.ends_with(" are lucky") ? 10 : s.ends_with(" is lucky") ? 9 : s.ends_with(" are unlucky") ? 12 : 11);
  l.whose = LuckEffect::Whose::any;
  if (eat_owner_possessive(s)) l.whose = LuckEffect::Whose::own;
  // The kind of roll, then "rolls"/"checks", then whose.
  std::uint8_t rolls = 0;
  for (const auto& [w, r] : {std::pair{std::string_view("critical hit "), LuckEffect::critical},
                             std::pair{std::string_view("critical "), LuckEffect::critical},
                             std::pair{std::string_view("crit "), LuckEffect::critical},
                             std::pair{std::string_view("accuracy "), LuckEffect::accuracy},
                             std::pair{std::string_view("hit count "), LuckEffect::hit_count},
                             std::pair{std::string_view("multi-hit "), LuckEffect::hit_count},
                             std::pair{std::string_view("hit "), LuckEffect::accuracy},
                             std::pair{std::string_view("effect chance "), LuckEffect::effect},
                             std::pair{std::string_view("effect "), LuckEffect::effect},
                             std::pair{std::string_view("random "), LuckEffect::every}})
    if (eat(s, w)) {
      rolls = r;
      break;
    }
  if (!(eat(s, "rolls") || eat(s, "roll") || eat(s, "checks") || eat(s, "check"))) return std::nullopt;
  l.rolls = rolls == 0 ? static_cast<std::uint8_t>(LuckEffect::every) : rolls;
  if (s.empty()) return l;
  if (l.whose != LuckEffect::Whose::any) return std::nullopt;  // "the holder's rolls against …": not read
  if (eat(s, " made by ") || eat(s, " by ") || eat(s, " of ") || eat(s, " for ")) {
    if (!eat_owner(s)) return std::nullopt;
    eat(s, "'s actions") || eat(s, "'s attacks");
    l.whose = LuckEffect::Whose::own;
  } else if (eat(s, " made against ") || eat(s, " against ") || eat(s, " targeting ") || eat(s, " that target ")) {
    if (!eat_owner(s)) return std::nullopt;
    l.whose = LuckEffect::Whose::against;
  } else {
    return std::nullopt;
  }
  return s.empty() ? std::optional<LuckEffect>(l) : std::nullopt;
}

std::optional<PreventEffect> read_prevent_effect(std::string_view statement) {
  std::string_view s = effect_words::trim_end(statement);
  if (!eat_owner(s)) return std::nullopt;
  if (!eat(s, " can't attempt ") && !eat(s, " can\xE2\x80\x99t attempt ") && !eat(s, " cannot attempt ") &&
      !eat(s, " can not attempt "))
    return std::nullopt;
  PreventEffect p;
  if (eat(s, "any action") || eat(s, "actions") || eat(s, "moves") || eat(s, "any move")) p.what = PreventEffect::What::actions;
  else if (eat(s, "attacks")) p.what = PreventEffect::What::attacks;
  else if (eat(s, "non-attacks") || eat(s, "non-damaging actions") || eat(s, "status moves")) p.what = PreventEffect::What::non_attacks;
  else return std::nullopt;
  if (s.empty()) return p;
  if (!eat(s, ", except for ") && !eat(s, ", except ") && !eat(s, " except for ") && !eat(s, " other than ")) return std::nullopt;
  // "Fire-type attacks, Scald, Scorching Sands, and Brick Break"
  while (!s.empty()) {
    std::size_t cut = s.size(), skip = 0;
    for (std::string_view sep : {", and "sv, " and "sv, ", or "sv, " or "sv, ", "sv})
      if (const auto at = s.find(sep); at != std::string_view::npos && at < cut) {
        cut = at;
        skip = sep.size();
      }
    std::string_view item = s.substr(0, cut);
    AttackFilter f;
    if (std::string_view t = item; eat_attack_kind(t, f) && !f.type.empty() && eat_attack_noun(t) && t.empty()) {
      p.except_types.push_back(f.type);
    } else {
      const Resolution r = dex().resolve(Kind::move, item);
      if (r.match != Match::exact && r.match != Match::alias) return std::nullopt;
      p.except_moves.push_back(fold_name(dex().entry(Kind::move, r.id).name));
    }
    s.remove_prefix(cut == s.size() ? cut : cut + skip);
  }
  return p;
}

std::optional<RedirectEffect> read_redirect_statement(std::string_view statement) {
  std::string_view s = effect_words::trim_end(statement);
  RedirectEffect r;
  // "… are redirected to the holder" / "… are reflected [back at their user | to their user]".
  bool owner_words = false;
  for (std::string_view end : {" are redirected to the holder"sv, " are redirected to the user"sv,
                               " are redirected to the subject"sv, " are redirected to this pokemon"sv})
    if (s.ends_with(end)) {
      s.remove_suffix(end.size());
      owner_words = true;
    }
  if (!owner_words) {
    for (std::string_view end : {" are reflected back at their user"sv, " are reflected back to their user"sv,
                                 " are reflected at their user"sv, " are reflected to their user"sv,
                                 " are reflected back"sv, " are reflected"sv})
      if (s.ends_with(end)) {
        s.remove_suffix(end.size());
        r.reflect = true;
        break;
      }
    if (!r.reflect) return std::nullopt;
  }
  eat(s, "single-target ");
  if (eat(s, "non-attacks") || eat(s, "non-attack actions") || eat(s, "status moves")) {
    r.non_attacks_only = true;
  } else {
    AttackFilter f;
    if (!eat_attack_kind(s, f)) return std::nullopt;
    if (eat(s, "attacks")) r.attacks_only = true;
    else if (!(eat(s, "actions") || eat(s, "moves"))) return std::nullopt;
    r.type = f.type;
    r.category = f.category;
    if (!r.type.empty() || r.category) r.attacks_only = true;
  }
  // Whose actions, and at whom: "of opponents", "that target the holder", "targeting its allies".
  eat(s, " of opponents") || eat(s, " of opposing pokemon") || eat(s, " used by opponents");
  if (r.reflect) {
    if (!(eat(s, " that target ") || eat(s, " targeting "))) return std::nullopt;
    if (!eat_owner(s)) return std::nullopt;
  } else if (eat(s, " that target ") || eat(s, " targeting ")) {
    if (!(eat(s, "its allies") || eat(s, "their allies") || eat(s, "the holder's allies") || eat(s, "the user's allies") ||
          eat(s, "an ally") || eat(s, "allies")))
      return std::nullopt;
  }
  return s.empty() ? std::optional<RedirectEffect>(r) : std::nullopt;
}

namespace {

/// "+1", "-1", "0", "+ 2", "−1" after "priority ".
std::optional<int> signed_priority(std::string_view& s) {
  int sign = 1;
  if (eat(s, "+")) sign = 1;
  else if (eat(s, "-") || eat(s, "\xE2\x88\x92")) sign = -1;
  eat(s, " ");
  const auto n = number(s);
  if (!n) return std::nullopt;
  return sign * *n;
}

}  // namespace

std::optional<ChargeEffect> read_charge_statement(std::string_view statement) {
  std::string_view s = effect_words::trim_end(statement);
  eat(s, "(");
  while (!s.empty() && (s.back() == ')' || s.back() == '.')) s.remove_suffix(1);
  ChargeEffect c;
  if (!eat_owner(s) || !eat(s, " ")) return std::nullopt;
  if (eat(s, "begins charging ") || eat(s, "charges ") || eat(s, "begins to charge ")) c.readied = false;
  else if (eat(s, "readies ") || eat(s, "begins readying ")) c.readied = true;
  else return std::nullopt;
  if (!eat(s, "this move at priority ") && !eat(s, "this action at priority ") && !eat(s, "it at priority ")) return std::nullopt;
  const auto at = signed_priority(s);
  if (!at) return std::nullopt;
  c.at_priority = *at;
  if (s.empty()) return c;
  if (!eat(s, ", and executes ") && !eat(s, " and executes ") && !eat(s, ", then executes ") && !eat(s, ", and uses "))
    return std::nullopt;
  if (!eat(s, "this move at priority ") && !eat(s, "it at priority ") && !eat(s, "this action at priority ")) return std::nullopt;
  const auto exec = signed_priority(s);
  if (!exec || !s.empty()) return std::nullopt;
  c.executes_at = *exec;
  return c;
}

}  // namespace bbp::sim
