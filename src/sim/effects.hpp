#pragma once
// The readers behind compile_effects (include/bbp/effects.hpp), one per kind of statement, each
// working on the lower-cased statement (the part after the criterion's colon, full stop dropped):
// effects.cpp stages ([7.6a]) and conditions ([7]), effect_statements.cpp HP changes and markers,
// effect_criteria.cpp the [3.2] type and the [3.3a] shorthand.
#include <bbp/effects.hpp>

#include <optional>
#include <string_view>

namespace bbp::sim {

std::optional<StageEffect> read_stage_statement(std::string_view lower);
/// `original` keeps the condition's capitals (same byte offsets as `lower`).
std::optional<InflictEffect> read_inflict_statement(std::string_view original, std::string_view lower);
/// "Grant the user Protection [from damaging actions] until the end of the step", "The user is
/// Protected until the end of the step" (the condition's adjective, resolved by the engine).
std::optional<InflictEffect> read_grant_statement(std::string_view original, std::string_view lower);
std::optional<HpEffect> read_hp_statement(std::string_view lower);
std::optional<MarkerEffect> read_marker_statement(std::string_view original, std::string_view lower);
/// [4] "Create Sun for the next five (5) rounds", "Discard any Weather in play" (effect_field.cpp).
std::optional<FieldEffect> read_field_statement(std::string_view original, std::string_view lower);
/// "When the user/holder attacks [with a Fire-type / physical / special attack]" and "Grant that
/// attack two (2) bonus power" / "… a power penalty of one (1)" (effect_power.cpp); `criterion` and
/// `statement` lower-cased.
std::optional<PowerEffect> read_power_effect(std::string_view criterion, std::string_view statement);
/// Continuous effects (effect_continuous.cpp): `criterion` is "" or a "While …" criterion, both lower-cased.
std::optional<ModifierEffect> read_modifier_effect(std::string_view criterion, std::string_view statement);
std::optional<LuckEffect> read_luck_effect(std::string_view statement);
std::optional<PreventEffect> read_prevent_effect(std::string_view statement);
/// "(The user begins charging this move at priority +1, and executes this move at priority -1.)"
std::optional<ChargeEffect> read_charge_statement(std::string_view statement);
/// "Single-target attacks of opponents are redirected to the holder", "Non-attacks that target the
/// holder are reflected [back at their user]" (effect_continuous.cpp).
std::optional<RedirectEffect> read_redirect_statement(std::string_view statement);
/// "… stat stages can't be lowered [by the effects of other Pokemon]", "… can't gain HP", "Hits
/// can't reduce the holder's HP to less than 1", "The holder cannot Chill" (lower-cased).
std::optional<GuardEffect> read_guard_statement(std::string_view statement);
/// `value` × the statement's fraction as an obligate integer, rounded as it says ([1.2a], [1.2b]).
int hp_share(int value, const HpEffect& e);
/// Sets type, criterion, criterion_text and statement of `e` from e.text.
void classify_effect(EffectSentence& e);

}  // namespace bbp::sim
