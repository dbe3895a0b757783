#include "sim/effects.hpp"

#include "text/ascii_text.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace bbp::sim {
namespace {

bool eat(std::string_view& s, std::string_view word) {
  if (s.substr(0, word.size()) != word) return false;
  s.remove_prefix(word.size());
  return true;
}

/// "two (2)" or "2": the number (the digits in parentheses win, as the rulebook writes both).
std::optional<int> number(std::string_view& s) {
  const auto space = s.find(' ');
  int v = 0;
  // Digits ("by 1."): the number ends where the digits do.
  if (auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v); ec == std::errc{} && p != s.data()) {
    s.remove_prefix(static_cast<std::size_t>(p - s.data()));
    return v;
  }
  // A word, then "(N)".
  if (space == std::string_view::npos) return std::nullopt;
  std::string_view rest = s.substr(space + 1);
  if (rest.empty() || rest.front() != '(') return std::nullopt;
  const auto close = rest.find(')');
  if (close == std::string_view::npos) return std::nullopt;
  std::string_view digits = rest.substr(1, close - 1);
  if (auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v); ec != std::errc{} || p != digits.data() + digits.size())
    return std::nullopt;
  s = rest.substr(close + 1);
  return v;
}

std::optional<StageId> stat(std::string_view name) {
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

std::optional<StageEffect> stage_sentence(std::string_view original) {
  const std::string lower = text::to_lower(original);
  std::string_view s = lower;
  StageEffect e;
  int sign = 0;
  if (eat(s, "raise ")) sign = 1;
  else if (eat(s, "lower ")) sign = -1;
  else return std::nullopt;
  if (eat(s, "the user's ") || eat(s, "the users ")) e.on_user = true;
  else if (eat(s, "the defender's ") || eat(s, "the target's ")) e.on_user = false;
  else return std::nullopt;
  const auto stage_word = s.find(" stage");
  if (stage_word == std::string_view::npos) return std::nullopt;
  // "attack, defense, and speed" / "defense and special defense"
  std::string list(s.substr(0, stage_word));
  for (std::string_view sep : {", and ", " and ", ", "}) {
    for (std::size_t at; (at = list.find(sep)) != std::string::npos;) list.replace(at, sep.size(), "|");
  }
  std::string_view rest = list;
  while (!rest.empty()) {
    const auto bar = rest.find('|');
    const auto st = stat(rest.substr(0, bar));
    if (!st) return std::nullopt;
    e.stages.push_back(*st);
    if (bar == std::string_view::npos) break;
    rest.remove_prefix(bar + 1);
  }
  s.remove_prefix(stage_word);
  if (!eat(s, " stages by ") && !eat(s, " stage by ")) return std::nullopt;
  const auto n = number(s);
  if (!n) return std::nullopt;
  e.by = sign * *n;
  eat(s, " each");
  if (eat(s, ",")) {}
  if (eat(s, " for their next ") || eat(s, " for the user's next ") || eat(s, " for its next ")) {
    const auto t = number(s);
    if (!t || !(eat(s, " turns") || eat(s, " turn"))) return std::nullopt;
    e.turns = *t;
  }
  eat(s, " each");
  while (!s.empty() && (s.front() == '.' || s.front() == ' ')) s.remove_prefix(1);
  if (!s.empty()) return std::nullopt;
  return e;
}

/// "Inflict Paralysis on the defender [with two (2) counters] [for three (3) steps [(not turns)]]."
/// The parts after the condition come in any order ("Inflict Paralysis with two (2) counters on
/// the defender"); the target is required.
std::optional<InflictEffect> inflict_sentence(std::string_view original) {
  const std::string lower = text::to_lower(original);
  std::string_view s = lower;
  if (!eat(s, "inflict ")) return std::nullopt;
  InflictEffect e;
  std::size_t end = s.size();
  for (std::string_view part : {" on the ", " with ", " for "}) end = std::min(end, s.find(part));
  if (end == 0 || end == s.size()) return std::nullopt;
  // The condition keeps its written capitals: the lower-cased copy has the same byte offsets.
  e.condition = std::string(original.substr(std::string_view("inflict ").size(), end));
  s.remove_prefix(end);
  bool target = false;
  for (int part = 0; part < 3 && !s.empty() && s.front() != '.'; ++part) {
    eat(s, ",");
    if (eat(s, " on the user")) {
      e.on_user = target = true;
    } else if (eat(s, " on the defender") || eat(s, " on the target")) {
      e.on_user = false;
      target = true;
    } else if (eat(s, " with ")) {
      const auto n = number(s);
      if (!n || !(eat(s, " counters") || eat(s, " counter"))) return std::nullopt;
      e.counters = *n;
    } else if (eat(s, " for ")) {
      const auto n = number(s);
      if (!n) return std::nullopt;
      if (eat(s, " steps") || eat(s, " step")) e.unit = "steps";
      else if (eat(s, " turns") || eat(s, " turn")) e.unit = "turns";
      else return std::nullopt;
      e.duration = *n;
      eat(s, " (not turns)");
    } else {
      return std::nullopt;
    }
  }
  while (!s.empty() && (s.front() == '.' || s.front() == ' ')) s.remove_prefix(1);
  if (!s.empty() || !target) return std::nullopt;
  return e;
}

}  // namespace

std::vector<EffectSentence> compile_effects(std::string_view text) {
  std::vector<EffectSentence> out;
  std::string_view s = text;
  while (!s.empty()) {
    std::size_t end = std::string_view::npos;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] == '\n' || (s[i] == '.' && (i + 1 == s.size() || s[i + 1] == ' ' || s[i + 1] == '\n'))) { end = i; break; }
    }
    std::string_view sentence = s.substr(0, end == std::string_view::npos ? s.size() : end + (s[end] == '.' ? 1 : 0));
    s.remove_prefix(end == std::string_view::npos ? s.size() : end + 1);
    while (!sentence.empty() && (sentence.front() == ' ' || sentence.front() == '\r')) sentence.remove_prefix(1);
    while (!sentence.empty() && (sentence.back() == ' ' || sentence.back() == '\r')) sentence.remove_suffix(1);
    if (sentence.empty() || sentence == ".") continue;
    EffectSentence e;
    e.text = std::string(sentence);
    e.stage = stage_sentence(sentence);
    if (!e.stage) e.inflict = inflict_sentence(sentence);
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace bbp::sim
