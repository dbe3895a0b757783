#pragma once
// Where a field of a JSON document starts, by its path ("teams[0].pokemon[1].hp"), so a battle-file
// diagnostic can point at the value the user wrote. nlohmann::json (3.11) keeps no positions, so
// this re-scans the already validated text; it runs only when a diagnostic is made.
#include <bbp/span.hpp>

#include <string>
#include <string_view>

namespace bbp::sim {

/// The span of the value at `path`; for a path that is absent, the span of its nearest present
/// ancestor (the object a missing key belongs in). {0,0} when nothing matches.
Span locate_json(std::string_view text, std::string_view path);

}  // namespace bbp::sim
