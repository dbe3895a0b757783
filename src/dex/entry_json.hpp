#pragma once
// One Dex entry as JSON or text, everything known about it (what `bbpref data show` prints).
#include <bbp/dex.hpp>

#include <nlohmann/json.hpp>

#include <string>

namespace bbp {

/// Species get their BBP numbers at the top level (`hp`, `attack`, `defense`, `special_attack`,
/// `special_defense`, `speed`, `size_class`, `weight_class`) plus `stats_source`.
nlohmann::json entry_to_json(const Dex& dex, Kind kind, EntryId id);
std::string entry_to_text(const Dex& dex, Kind kind, EntryId id);

}  // namespace bbp
