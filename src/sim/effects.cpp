#include "sim/effects.hpp"

#include "sim/effect_words.hpp"
#include "text/ascii_text.hpp"

#include <algorithm>
#include <array>

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

using effect_words::eat;
using effect_words::number;


/// "for their next three (3) turns", "for that ally's next five (5) turns", "for their next six turns".
bool duration_in_turns(std::string_view& s, int& turns) {
  std::string_view t = s;
  if (!eat(t, " for ")) return false;
  if (!(eat(t, "their ") || eat(t, "its ") || eat(t, "that ally's ") || eat(t, "the user's ") ||
        eat(t, "the holder's ") || eat(t, "the defender's ") || eat(t, "the target's ")))
    return false;
  if (!eat(t, "next ")) return false;
  const auto n = number(t);
  if (!n || !(eat(t, " turns") || eat(t, " turn"))) return false;
  turns = *n;
  s = t;
  return true;
}

}  // namespace

/// "Raise the user's Attack stage by two (2)", "Lower each opponent's Attack stage by one (1) for
/// their next six turns, without extension", "Raise an ally's Attack and Defense stages by one (1)
/// each, for that ally's next five (5) turns."
std::optional<StageEffect> read_stage_statement(std::string_view s) {
  StageEffect e;
  // "Convert each of the defender's stat stages to the opposite sign", "Invert the defender's stat
  // stages" (Topsy-Turvy).
  if (eat(s, "convert each of ") || eat(s, "converts each of ") || eat(s, "convert ") || eat(s, "converts ") ||
      eat(s, "invert ") || eat(s, "inverts ") || eat(s, "reverse ") || eat(s, "reverses ")) {
    const auto who = effect_words::who(s, true);
    if (!who || *who == Who::each_standing) return std::nullopt;
    e.who = *who;
    e.invert = true;
    if (s == " stat stages" || s == " stat stages to the opposite sign" || s == " stat stages to their opposite sign" ||
        s == " stages to the opposite sign" || s == " stat stages to the opposite signs")
      return e;
    return std::nullopt;
  }
  int sign = 0;
  if (eat(s, "raise ")) sign = 1;
  else if (eat(s, "lower ")) sign = -1;
  else return std::nullopt;
  const auto who = effect_words::who(s, true);
  if (!who || *who == Who::each_standing) return std::nullopt;
  e.who = *who;
  if (!eat(s, " ")) return std::nullopt;
  const auto stage_word = s.find(" stage");
  if (stage_word == std::string_view::npos) return std::nullopt;
  if (!effect_words::stat_list(s.substr(0, stage_word), e.stages)) return std::nullopt;
  s.remove_prefix(stage_word);
  if (!eat(s, " stages by ") && !eat(s, " stage by ")) return std::nullopt;
  const auto n = number(s);
  if (!n) return std::nullopt;
  e.by = sign * *n;
  eat(s, " each");
  eat(s, ",");
  duration_in_turns(s, e.turns);
  eat(s, " each");
  if (eat(s, ", without extension") || eat(s, " without extension")) e.extension = StageExtension::without_extension;
  else if (eat(s, ", overwriting duration") || eat(s, " overwriting duration")) e.extension = StageExtension::overwriting;
  if (!s.empty()) return std::nullopt;
  return e;
}

/// "Inflict Paralysis on the defender [with two (2) counters] [for three (3) steps [(not turns)]]".
/// The parts after the condition come in any order ("Inflict Paralysis with two (2) counters on
/// the defender"); the target is required.
std::optional<InflictEffect> read_inflict_statement(std::string_view original, std::string_view s) {
  if (!eat(s, "inflict ")) return std::nullopt;
  InflictEffect e;
  std::size_t end = s.size();
  for (std::string_view part : {" on the "sv, " on each "sv, " on an "sv, " with "sv, " for "sv, ", specifying "sv})
    end = std::min(end, s.find(part));
  if (end == 0 || end == s.size()) return std::nullopt;
  // The condition keeps its written capitals: the lower-cased copy has the same byte offsets.
  e.condition = std::string(original.substr(std::string_view("inflict ").size(), end));
  s.remove_prefix(end);
  bool target = false;
  for (int part = 0; part < 4 && !s.empty(); ++part) {
    eat(s, ",");
    if (eat(s, " specifying ")) {
      // "specifying the declared move(s)" or "specifying Earthquake [and Flamethrower]": the rest
      // of the sentence ([7] a condition's note; Sealed, patch "Move Restriction Effects").
      if (s == "the declared move" || s == "the declared moves") {
        e.note_declared = true;
      } else {
        std::string_view written = original.substr(original.size() - s.size());
        while (!written.empty()) {
          const std::size_t cut = std::min({written.find(", and "), written.find(" and "), written.find(", ")});
          e.notes.emplace_back(written.substr(0, cut));
          if (cut == std::string_view::npos) break;
          written.remove_prefix(cut);
          for (std::string_view sep : {", and "sv, " and "sv, ", "sv})
            if (written.substr(0, sep.size()) == sep) { written.remove_prefix(sep.size()); break; }
        }
      }
      s = {};
    } else if (eat(s, " on ")) {
      const auto who = effect_words::who(s, false);
      if (!who || *who == Who::each_standing) return std::nullopt;
      e.who = *who;
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
      else if (eat(s, " rounds") || eat(s, " round")) e.unit = "rounds";
      else return std::nullopt;
      e.duration = *n;
      eat(s, " (not turns)");
    } else {
      return std::nullopt;
    }
  }
  if (!s.empty() || !target) return std::nullopt;
  return e;
}

namespace {

/// "until the end of the step / round" / "for their next N turns" after a granted condition.
bool grant_duration(std::string_view& s, InflictEffect& e) {
  if (eat(s, " until the end of the step") || eat(s, " until the end of this step")) {
    e.duration = 1;
    e.unit = "steps";
    return true;
  }
  // [8.3a] charging: ends when the move is executed (or the step ends, docs/rulings.md).
  if (eat(s, " until they stop charging this move") || eat(s, " until the user stops charging this move") ||
      eat(s, " until it stops charging this move") || eat(s, " until they stop charging")) {
    e.duration = 1;
    e.unit = "charging";
    return true;
  }
  if (eat(s, " until the end of the round") || eat(s, " until the end of this round")) {
    e.duration = 1;
    e.unit = "rounds";
    return true;
  }
  int turns = -1;
  if (duration_in_turns(s, turns)) {
    e.duration = turns;
    e.unit = "turns";
    return true;
  }
  return false;
}

}  // namespace

std::optional<InflictEffect> read_grant_statement(std::string_view original, std::string_view s) {
  const std::size_t length = s.size();
  InflictEffect e;
  e.granted = true;
  if (eat(s, "grant ") || eat(s, "grants ")) {
    const auto who = effect_words::who(s, false);
    if (!who || *who == Who::each_standing || !eat(s, " ")) return std::nullopt;
    e.who = *who;
  } else {
    const auto who = effect_words::who(s, false);
    if (!who || *who == Who::each_standing || !eat(s, " is ")) return std::nullopt;
    e.who = *who;
  }
  std::size_t end = s.size();
  for (std::string_view part : {" from "sv, " until "sv, " for "sv}) end = std::min(end, s.find(part));
  if (end == 0 || end == s.size()) return std::nullopt;  // a duration is required: nothing lasts forever here
  e.condition = std::string(original.substr(length - s.size(), end));
  if (e.condition.find(' ') != std::string::npos && e.condition.find("unique") != std::string::npos) return std::nullopt;
  s.remove_prefix(end);
  // Protection's scope as the handbook words it ("from damaging actions", "from attacks"): the
  // engine's Protection stops attacks (docs/rulings.md), so these add nothing.
  eat(s, " from damaging actions") || eat(s, " from attacks") || eat(s, " from most attacks");
  eat(s, ",");
  if (!grant_duration(s, e)) return std::nullopt;
  if (!s.empty()) return std::nullopt;
  return e;
}

std::vector<EffectSentence> compile_effects(std::string_view text) {
  std::vector<EffectSentence> out;
  std::string_view s = text;
  while (!s.empty()) {
    std::size_t end = std::string_view::npos;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] == '\n' || (s[i] == '.' && (i + 1 == s.size() || s[i + 1] == ' ' || s[i + 1] == '\n'))) { end = i; break; }
      // "(… at priority -1.) When …": a parenthesised sentence ends after its bracket.
      if (s[i] == '.' && i + 1 < s.size() && s[i + 1] == ')' && (i + 2 == s.size() || s[i + 2] == ' ' || s[i + 2] == '\n')) {
        end = i + 1;
        break;
      }
    }
    std::string_view sentence = s.substr(0, end == std::string_view::npos ? s.size() : end + (s[end] == '.' || s[end] == ')' ? 1 : 0));
    s.remove_prefix(end == std::string_view::npos ? s.size() : end + 1);
    while (!sentence.empty() && (sentence.front() == ' ' || sentence.front() == '\r')) sentence.remove_prefix(1);
    while (!sentence.empty() && (sentence.back() == ' ' || sentence.back() == '\r')) sentence.remove_suffix(1);
    if (effect_words::trim_end(sentence).empty()) continue;
    EffectSentence e;
    e.text = std::string(sentence);
    classify_effect(e);
    // Replacement, ongoing and data-setting effects change rules, not the state: no record.
    if (e.type != EffectType::replacement && e.type != EffectType::ongoing && e.type != EffectType::data_setting &&
        e.type != EffectType::conditional_ongoing) {
      const std::string lower = text::to_lower(e.statement);
      e.stage = read_stage_statement(lower);
      if (!e.stage) e.inflict = read_inflict_statement(e.statement, lower);
      if (!e.compiled()) e.inflict = read_grant_statement(e.statement, lower);
      if (!e.compiled()) e.hp = read_hp_statement(lower);
      if (!e.compiled()) e.marker = read_marker_statement(e.statement, lower);
      if (!e.compiled()) e.field = read_field_statement(effect_words::trim_end(e.statement), effect_words::trim_end(lower));
      if (!e.compiled() && e.type == EffectType::power_modifying) e.power = read_power_effect(text::to_lower(e.criterion_text), lower);
    } else if (e.type == EffectType::ongoing || e.type == EffectType::conditional_ongoing) {
      // What a piece or condition changes while it applies (effect_continuous.cpp).
      const std::string lower = text::to_lower(e.statement);
      e.modifier = read_modifier_effect(text::to_lower(e.criterion_text), lower);
      if (!e.compiled() && e.criterion_text.empty()) e.luck = read_luck_effect(lower);
      if (!e.compiled() && e.criterion_text.empty()) e.prevent = read_prevent_effect(lower);
      if (!e.compiled() && e.criterion_text.empty()) e.charge = read_charge_statement(lower);
      if (!e.compiled() && e.criterion_text.empty()) e.redirect = read_redirect_statement(lower);
      if (!e.compiled() && e.criterion_text.empty()) e.guard = read_guard_statement(lower);
    }
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace bbp::sim
