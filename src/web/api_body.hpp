#pragma once
// Reading a request's JSON body: malformed JSON and fields of the wrong type become ApiError 400
// with the reason, never an exception escaping a handler.
#include "web/api.hpp"

#include <optional>
#include <string>

namespace bbp::web {

class Body {
 public:
  explicit Body(std::string_view text);  ///< throws ApiError 400 unless a JSON object

  bool has(const char* field) const;
  std::string required_string(const char* field) const;
  std::optional<std::string> string(const char* field) const;
  std::optional<bool> boolean(const char* field) const;
  /// An integer in [lo, hi].
  std::optional<int> integer(const char* field, int lo, int hi) const;
  const nlohmann::json& at(const char* field) const { return doc_.at(field); }

 private:
  const nlohmann::json* find(const char* field) const;
  nlohmann::json doc_;
};

}  // namespace bbp::web
