#pragma once
// The JSON API as a table: one small handler per endpoint, none of them knowing about HTTP. Each
// answers with the document the matching CLI command prints (docs/web.md lists them).
#include <nlohmann/json.hpp>

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace bbp::web {

/// What a handler gets: its own copies, so a job that outlives its HTTP request is still safe.
struct ApiRequest {
  std::string body;
  std::string path_arg;  ///< the {id} of /api/explain/{id}
  std::size_t max_post_bytes = 1u << 20;
};

struct ApiResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
};

/// Thrown by handlers for a request they cannot answer; becomes {"error": reason} with `status`.
struct ApiError {
  int status;
  std::string reason;
};

using Handler = ApiResponse (*)(const ApiRequest&);

struct Endpoint {
  std::string_view method;   ///< "GET" or "POST"
  std::string_view pattern;  ///< httplib route; one capture group at most (the path argument)
  Handler handler;
};

std::span<const Endpoint> endpoints();

/// {"error": reason} with `status`.
ApiResponse error_response(int status, std::string_view reason);
/// A JSON document printed the way the CLI prints it (indent 2, newline at the end).
ApiResponse json_response(const nlohmann::json& doc, int status = 200);

}  // namespace bbp::web
