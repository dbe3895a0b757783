#pragma once
// Lines that are the player's remarks about the orders rather than orders (lower-cased input):
// read by the line classifier as flavor, never as unreadable order lines.
#include <string_view>

namespace bbp::post {

/// "No subs", "Subs: none", "Substitutions: N/A", "none": there are no substitutions.
bool says_no_substitutions(std::string_view tl);
/// "garchomp (bench)", "tallow (fainted)", "kyurem (in the back)", "aura (lucario) — bench, no
/// orders": a Pokemon that gets no orders (its leading sprites taken off by the caller).
bool is_zone_note(std::string_view tl);
/// "lucario is on standby.", "gina stays benched this round": the same note written as a sentence.
bool is_zone_sentence(std::string_view tl);

}  // namespace bbp::post
