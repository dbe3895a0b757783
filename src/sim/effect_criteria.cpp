// [3.2] effect types by phrasing, and the [3.3a] shorthand. The criterion is the text before the
// first ": " of a sentence that opens with a criterion word; shorthand stands in for its full
// phrase, and the full phrases of "On hit" and "Effect Check" are read as the shorthand, so both
// spellings run the same way.
#include "sim/effects.hpp"

#include "sim/effect_words.hpp"
#include "text/ascii_text.hpp"

#include <array>

using namespace std::string_view_literals;

namespace bbp::sim {
namespace {

using effect_words::eat;

bool starts(std::string_view lower, std::string_view word) { return lower.substr(0, word.size()) == word; }

/// [3.2] Execution Effects are instructions; a sentence without a criterion that does not open with
/// an instruction verb is a statement of fact (an Ongoing Effect).
bool is_instruction(std::string_view lower) {
  // The Data Audit also writes a move's effect in the third person ("Creates a Delayed Attack …").
  static constexpr std::array<std::string_view, 30> kVerbs = {
      "inflict ", "raise ", "lower ", "heal ", "grant ", "create ", "place ", "put ", "discard ", "remove ",
      "convert ", "give ", "reduce ", "restore ", "set ", "deal ", "switch ", "swap ", "copy ", "transform ",
      "creates ", "raises ", "lowers ", "grants ", "places ", "puts ", "discards ", "removes ", "converts ", "inverts "};
  for (std::string_view v : kVerbs)
    if (starts(lower, v)) return true;
  // "The holder heals 2 HP" reads as an instruction too (an HP change happens).
  for (std::string_view v : {" heals "sv, " loses "sv, " takes "sv, " restores "sv, " recovers "sv, " is healed "sv})
    if (lower.find(v) != std::string_view::npos) return true;
  return false;
}

/// [3.2] Data-Setting Effects: "Facade has 14 BAP", "Grassy Glide is priority +1", "Night Daze's
/// effect chance is 100%", "This move's BAP is …".
bool is_data_setting(std::string_view lower) {
  for (std::string_view k : {" bap"sv, " is priority"sv, "effect chance is"sv, "'s accuracy is"sv, "'s en cost is"sv})
    if (lower.find(k) != std::string_view::npos && lower.find(" stage") == std::string_view::npos) return true;
  return false;
}

bool is_power_modifying(std::string_view lower) {
  for (std::string_view k : {"power bonus"sv, "power penalty"sv, "bonus power"sv, "power penalt"sv})
    if (lower.find(k) != std::string_view::npos) return true;
  return false;
}

/// The criteria the engine runs outside an action, by their words; `other` for the rest.
Criterion criterion_of(std::string_view lower, EffectType type) {
  if (type == EffectType::timed_triggered && (lower == "at the end of the step" || lower == "at the end of each step"))
    return Criterion::end_of_step;
  if (type == EffectType::triggered)
    for (std::string_view w : {"when the user begins to charge this move"sv,
                               "when the user begins charging this move"sv, "when the user charges this move"sv,
                               "when the user begins to ready this move"sv, "when the user readies this move"sv})
      if (lower == w) return Criterion::charge_start;
  if (type == EffectType::triggered)
    for (std::string_view w :
         {"when a pokemon on the affected team enters play"sv, "when a member of the affected team enters play"sv,
          "when a pokemon enters play on the affected team"sv, "when a pokemon of the affected team enters play"sv,
          "when a pokemon enters play"sv})
      if (lower == w) return Criterion::enters_play;
  return Criterion::other;
}

}  // namespace

void classify_effect(EffectSentence& e) {
  // The reading ignores the closing full stop; e.text keeps it for the report.
  const std::string_view text = effect_words::trim_end(e.text);
  const std::string lower = text::to_lower(text);
  e.statement = std::string(text);
  e.criterion = Criterion::none;
  e.criterion_text.clear();
  // [3.2] Replacement Effects: "If … would …; instead, …".
  if (starts(lower, "if ") && lower.find("instead") != std::string::npos) {
    e.type = EffectType::replacement;
    return;
  }
  struct Shorthand {
    std::string_view text;
    Criterion criterion;
    EffectType type;
  };
  // [3.3a] shorthand, and the full phrases they stand in for.
  static constexpr std::array<Shorthand, 6> kShorthand = {{
      {"on hit: ", Criterion::on_hit, EffectType::triggered},
      {"effect check: ", Criterion::effect_check, EffectType::triggered},
      {"on consume: ", Criterion::on_consume, EffectType::triggered},
      {"on round start: ", Criterion::on_round_start, EffectType::timed_triggered},
      {"whenever this move hits a target, if the user passes an effect check against that target: ",
       Criterion::effect_check, EffectType::triggered},
      {"whenever this move hits a target: ", Criterion::on_hit, EffectType::triggered},
  }};
  for (const Shorthand& sh : kShorthand) {
    if (!starts(lower, sh.text)) continue;
    e.criterion = sh.criterion;
    e.type = sh.type;
    e.criterion_text = std::string(text.substr(0, sh.text.size() - 2));
    e.statement = std::string(text.substr(sh.text.size()));
    if (e.type == EffectType::triggered && is_power_modifying(lower)) e.type = EffectType::power_modifying;
    return;
  }
  const auto colon = lower.find(": ");
  if (colon != std::string::npos) {
    EffectType type = EffectType::execution;
    bool criterion = true;
    if (starts(lower, "when ") || starts(lower, "whenever ") || starts(lower, "after ") || starts(lower, "before "))
      type = is_power_modifying(lower) ? EffectType::power_modifying : EffectType::triggered;
    else if (starts(lower, "at "))
      type = EffectType::timed_triggered;
    else if (starts(lower, "while ") || starts(lower, "during "))
      type = is_data_setting(lower.substr(colon)) ? EffectType::data_setting : EffectType::conditional_ongoing;
    else
      criterion = false;
    if (criterion) {
      e.type = type;
      e.criterion = criterion_of(lower.substr(0, colon), type);
      e.criterion_text = std::string(text.substr(0, colon));
      e.statement = std::string(text.substr(colon + 2));
      return;
    }
  }
  // "Damage the user takes from hits is halved": a statement of fact, though it has "takes" in it.
  if (read_modifier_effect("", lower) || read_luck_effect(lower) || read_prevent_effect(lower) || read_charge_statement(lower) ||
      read_redirect_statement(lower) || read_guard_statement(lower))
    e.type = EffectType::ongoing;
  else if (is_data_setting(lower)) e.type = EffectType::data_setting;
  // "The user is Protected until the end of the step" states a condition that starts now and ends:
  // an instruction, though it opens with no verb.
  else e.type = is_instruction(lower) || read_grant_statement(text, lower) ? EffectType::execution : EffectType::ongoing;
}

std::string_view to_string(EffectType t) {
  switch (t) {
    case EffectType::ongoing: return "ongoing";
    case EffectType::conditional_ongoing: return "conditional ongoing";
    case EffectType::triggered: return "triggered";
    case EffectType::power_modifying: return "power-modifying triggered";
    case EffectType::timed_triggered: return "timed triggered";
    case EffectType::execution: return "execution";
    case EffectType::data_setting: return "data-setting";
    case EffectType::replacement: return "replacement";
  }
  return "?";
}

std::string_view to_string(Who w) {
  switch (w) {
    case Who::self: return "self";
    case Who::defender: return "defender";
    case Who::attacker: return "attacker";
    case Who::each_opponent: return "each opponent";
    case Who::ally: return "ally";
    case Who::each_standing: return "each standing Pokemon";
    case Who::affected_team: return "each Pokemon on the affected team";
  }
  return "?";
}

std::string_view to_string(FieldEffect::Side s) {
  switch (s) {
    case FieldEffect::Side::battlefield: return "";
    case FieldEffect::Side::users_team: return " on the user's team";
    case FieldEffect::Side::defenders_team: return " on the defender's team";
    case FieldEffect::Side::each_team: return " on each team";
  }
  return "";
}

}  // namespace bbp::sim
