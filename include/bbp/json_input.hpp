#pragma once
// Reading a JSON document a user wrote (context, battle file, JSON thread): one place that turns
// every way nlohmann can refuse a text into a diagnostic with a position, so no reader lets an
// exception escape. Besides syntax errors (parse_error, with its byte offset) nlohmann throws for
// texts that parse but cannot be held, such as a number too large for a double ("30E701",
// out_of_range.406: a fuzz finding); those have no offset and point at the start.
#include <bbp/diagnostic.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string_view>

namespace bbp {

/// The document, or nullopt after adding `id` to `diags` with "the WHAT is not valid JSON: …".
std::optional<nlohmann::json> parse_json_input(std::string_view text, DiagId id, std::string_view what,
                                               DiagnosticList& diags);

}  // namespace bbp
