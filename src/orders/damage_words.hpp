#pragma once
// Words for damage or HP loss ("damaged", "hurt", "takes damage", "lost HP"). [10.5a] has no
// timing for them: only damaging attacks create hits, while damage also comes from statuses,
// hazards and recoil. The builder keeps "When you are damaged" from reading as a condition
// timing, and the unreadable-timing help names the nearest timings.
#include <string_view>

namespace bbp::orders {

/// True when `lower` (lower-case text) holds a damage word or phrase as whole words.
bool names_damage(std::string_view lower);

}  // namespace bbp::orders
