#include "sim/effect_words.hpp"

#include <array>
#include <charconv>
#include <utility>

using namespace std::string_view_literals;

namespace bbp::sim::effect_words {

bool eat(std::string_view& s, std::string_view word) {
  if (s.substr(0, word.size()) != word) return false;
  s.remove_prefix(word.size());
  return true;
}

namespace {

constexpr std::array<std::pair<std::string_view, int>, 12> kNumberWords = {{
    {"zero", 0}, {"one", 1}, {"two", 2}, {"three", 3}, {"four", 4}, {"five", 5}, {"six", 6},
    {"seven", 7}, {"eight", 8}, {"nine", 9}, {"ten", 10}, {"twice", 2}}};

bool word_ends(std::string_view s, std::size_t n) {
  return n == s.size() || s[n] == ' ' || s[n] == ',' || s[n] == '.' || s[n] == ')' || s[n] == ';';
}

std::optional<int> digits(std::string_view& s) {
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc{} || p == s.data()) return std::nullopt;
  s.remove_prefix(static_cast<std::size_t>(p - s.data()));
  return v;
}

}  // namespace

std::optional<int> number(std::string_view& s) {
  if (auto d = digits(s)) return d;
  // A word, then maybe "(N)", whose digits decide.
  std::optional<int> word;
  for (const auto& [w, v] : kNumberWords) {
    if (s.substr(0, w.size()) == w && word_ends(s, w.size())) {
      word = v;
      s.remove_prefix(w.size());
      break;
    }
  }
  if (!word) {
    // An unknown word followed by "(N)": the digits decide ("a dozen (12)").
    const auto space = s.find(' ');
    if (space == std::string_view::npos || space + 1 >= s.size() || s[space + 1] != '(') return std::nullopt;
    s.remove_prefix(space);
  }
  std::string_view rest = s;
  if (eat(rest, " (")) {
    if (auto d = digits(rest); d && eat(rest, ")")) {
      s = rest;
      return d;
    }
  }
  return word;
}

std::optional<Fraction> fraction(std::string_view& s) {
  std::string_view t = s;
  Fraction f;
  bool ok = false;
  if (auto n = digits(t)) {
    if (eat(t, "/")) {
      if (auto d = digits(t); d && *d > 0) {
        f = Fraction{*n, *d};
        ok = true;
      }
    }
  }
  if (!ok) {
    t = s;
    int num = 1;
    if (eat(t, "one-") || eat(t, "one ") || eat(t, "a ")) num = 1;
    else if (eat(t, "two-") || eat(t, "two ")) num = 2;
    else if (eat(t, "three-") || eat(t, "three ")) num = 3;
    static constexpr std::array<std::pair<std::string_view, int>, 12> kParts = {{
        {"halves", 2}, {"half", 2}, {"thirds", 3}, {"third", 3}, {"quarters", 4}, {"quarter", 4},
        {"fourths", 4}, {"fourth", 4}, {"eighths", 8}, {"eighth", 8}, {"sixteenths", 16}, {"sixteenth", 16}}};
    for (const auto& [w, d] : kParts) {
      if (eat(t, w)) {
        f = Fraction{num, d};
        ok = true;
        break;
      }
    }
  }
  if (!ok) return std::nullopt;
  // "(x0.25)": the multiplier the rulebook writes beside the words.
  std::string_view rest = t;
  if (eat(rest, " (x")) {
    const auto close = rest.find(')');
    if (close != std::string_view::npos) t = rest.substr(close + 1);
  }
  s = t;
  return f;
}

std::optional<Who> who(std::string_view& s, bool possessive) {
  static constexpr std::array<std::pair<std::string_view, Who>, 20> kWho = {{
      {"that pokemon", Who::self}, {"the entering pokemon", Who::self},
      {"each pokemon on the affected team", Who::affected_team}, {"each pokemon on the affected side", Who::affected_team},
      {"each member of the affected team", Who::affected_team},
      {"each standing pokemon on the affected team", Who::affected_team},
      {"the user", Who::self}, {"the holder", Who::self}, {"the subject", Who::self},
      {"the consumer", Who::self}, {"this pokemon", Who::self}, {"the recipient", Who::self}, {"the defender", Who::defender},
      {"the target", Who::defender}, {"the attacker", Who::attacker}, {"each opponent", Who::each_opponent},
      {"each opposing pokemon", Who::each_opponent}, {"an ally", Who::ally},
      {"each standing pokemon", Who::each_standing}, {"each pokemon", Who::each_standing}}};
  for (const auto& [w, v] : kWho) {
    std::string_view t = s;
    if (!eat(t, w)) continue;
    if (possessive) {
      if (!eat(t, "'s") && !eat(t, "\xE2\x80\x99s") && !eat(t, "s'")) continue;
    } else if (!t.empty() && t.front() != ' ' && t.front() != ',' && t.front() != '.') {
      continue;
    }
    s = t;
    return v;
  }
  return std::nullopt;
}

/// The words for the Pokemon a continuous effect belongs to ("the holder", "the subject").
/// For a field condition on a side ([4] Screens), "pokemon on the affected team" are its owners.
bool eat_owner(std::string_view& s) {
  for (std::string_view w :
       {"the holder"sv, "the user"sv, "the subject"sv, "this pokemon"sv, "the pokemon"sv, "its owner"sv,
        "each pokemon on the affected team"sv, "pokemon on the affected team"sv, "a pokemon on the affected team"sv,
        "each pokemon on the affected side"sv, "pokemon on the affected side"sv})
    if (eat(s, w)) return true;
  return false;
}
bool eat_owner_possessive(std::string_view& s) {
  std::string_view t = s;
  if (eat(t, "its ") || eat(t, "their ")) {
    s = t;
    return true;
  }
  if (!eat_owner(t)) return false;
  if (!eat(t, "'s ") && !eat(t, "\xE2\x80\x99s ")) return false;
  s = t;
  return true;
}

std::optional<StageId> stat_stage(std::string_view name) {
  if (name == "attack") return kAtk;
  if (name == "defense") return kDef;
  if (name == "special attack") return kSpa;
  if (name == "special defense") return kSpd;
  if (name == "speed") return kSpe;
  if (name == "accuracy") return kAcc;
  if (name == "evasion") return kEva;
  if (name == "critical hit" || name == "critical") return kCrit;
  return std::nullopt;
}

std::optional<StageId> rank_stat(std::string_view name) {
  const auto s = stat_stage(name);
  return s && *s <= kSpe ? s : std::nullopt;
}

bool stat_list(std::string_view list, std::vector<StageId>& out, bool ranks_only) {
  // Each separator's next place is searched again only once the list has been read past it, so a
  // long list is read in one pass.
  static constexpr std::array<std::string_view, 3> kSeps = {", and ", " and ", ", "};
  std::array<std::size_t, 3> next{0, 0, 0};
  std::array<bool, 3> searched{false, false, false};
  std::size_t at = 0;
  while (true) {
    std::size_t cut = list.size(), skip = 0;
    for (std::size_t i = 0; i < kSeps.size(); ++i) {
      if (!searched[i] || (next[i] != std::string_view::npos && next[i] < at)) {
        next[i] = list.find(kSeps[i], at);
        searched[i] = true;
      }
      if (next[i] != std::string_view::npos && next[i] < cut) {
        cut = next[i];
        skip = kSeps[i].size();
      }
    }
    const std::string_view name = list.substr(at, cut - at);
    const auto st = ranks_only ? rank_stat(name) : stat_stage(name);
    if (!st) return false;
    out.push_back(*st);
    if (cut == list.size()) return true;
    at = cut + skip;
  }
}

std::string_view trim_end(std::string_view s) {
  while (!s.empty() && (s.back() == '.' || s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

}  // namespace bbp::sim::effect_words
