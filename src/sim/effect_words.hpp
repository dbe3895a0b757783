#pragma once
// The words effect sentences are built from, shared by the stage, condition, HP and marker
// readers: numbers as the rulebook writes them ("two (2)", "2", "six"), fractions ("one-fourth",
// "half", "1/8", with an optional "(x0.25)"), and the Pokemon a statement names ("the user's",
// "the defender", "each opponent's"). Every reader works on a lower-cased copy of the sentence.
#include <bbp/effects.hpp>

#include <optional>
#include <vector>
#include <string_view>

namespace bbp::sim::effect_words {

/// Removes `word` from the front of `s` when it is there.
bool eat(std::string_view& s, std::string_view word);
/// "two (2)", "2", "six", "twice": the digits in parentheses win when both are written.
std::optional<int> number(std::string_view& s);
/// "one-fourth", "a quarter", "half", "one-half", "1/8", "two-thirds"; an "(x0.25)" after it is eaten.
struct Fraction {
  int num = 1, den = 1;
};
std::optional<Fraction> fraction(std::string_view& s);
/// "the user" / "the holder" / "the subject" / "the consumer" (self), "the defender" / "the target",
/// "the attacker", "each opponent", "an ally", "each standing pokemon"; `possessive` wants "'s" after
/// it ("the user's", "each opponent's") and eats it.
std::optional<Who> who(std::string_view& s, bool possessive);
/// The Pokemon a continuous effect belongs to: "the holder", "the user", "the subject", "this
/// pokemon", and for a field condition on a side ([4] Screens) "pokemon on the affected team".
bool eat_owner(std::string_view& s);
/// "the holder's ", "its ", "their ".
bool eat_owner_possessive(std::string_view& s);
/// "attack" … "speed", "accuracy", "evasion", "critical hit" (lower-cased): the stage it names.
std::optional<StageId> stat_stage(std::string_view name);
/// The five stats that have a rank ([1.2a]): "attack" … "speed".
std::optional<StageId> rank_stat(std::string_view name);
/// "attack, defense, and speed" / "defense and special defense": appends each stage named (only
/// the five ranked stats with `ranks_only`); false when a name is none. Linear in the list.
bool stat_list(std::string_view list, std::vector<StageId>& out, bool ranks_only = false);
/// Drops trailing spaces and full stops.
std::string_view trim_end(std::string_view s);

}  // namespace bbp::sim::effect_words
