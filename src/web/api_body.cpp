#include "web/api_body.hpp"

#include <fmt/format.h>

namespace bbp::web {

Body::Body(std::string_view text) {
  try {
    doc_ = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    throw ApiError{400, fmt::format("malformed JSON: {}", e.what())};
  }
  if (!doc_.is_object()) throw ApiError{400, "the request body must be a JSON object"};
}

const nlohmann::json* Body::find(const char* field) const {
  const auto it = doc_.find(field);
  if (it == doc_.end() || it->is_null()) return nullptr;
  return &*it;
}

bool Body::has(const char* field) const { return find(field) != nullptr; }

std::string Body::required_string(const char* field) const {
  std::optional<std::string> s = string(field);
  if (!s) throw ApiError{400, fmt::format("field '{}' is required (a string)", field)};
  return std::move(*s);
}

std::optional<std::string> Body::string(const char* field) const {
  const nlohmann::json* j = find(field);
  if (j == nullptr) return std::nullopt;
  if (!j->is_string()) throw ApiError{400, fmt::format("field '{}' must be a string", field)};
  return j->get<std::string>();
}

std::optional<bool> Body::boolean(const char* field) const {
  const nlohmann::json* j = find(field);
  if (j == nullptr) return std::nullopt;
  if (!j->is_boolean()) throw ApiError{400, fmt::format("field '{}' must be true or false", field)};
  return j->get<bool>();
}

std::optional<int> Body::integer(const char* field, int lo, int hi) const {
  const nlohmann::json* j = find(field);
  if (j == nullptr) return std::nullopt;
  if (!j->is_number_integer() || j->get<long long>() < lo || j->get<long long>() > hi)
    throw ApiError{400, fmt::format("field '{}' must be an integer from {} to {}", field, lo, hi)};
  return static_cast<int>(j->get<long long>());
}

}  // namespace bbp::web
