// The endpoint table. A new endpoint is one handler (api_*.cpp) and one row here.
#include "web/api.hpp"

#include "web/api_handlers.hpp"

namespace bbp::web {

std::span<const Endpoint> endpoints() {
  static constexpr Endpoint kEndpoints[] = {
      {"GET", "/api/health", handle_health},
      {"GET", R"(/api/explain/([^/]*))", handle_explain},
      {"POST", "/api/lint", handle_lint},
      {"POST", "/api/extract", handle_extract},
      {"POST", "/api/profile", handle_profile},
      {"POST", "/api/thread", handle_thread},
      {"POST", "/api/sim", handle_sim},
  };
  return kEndpoints;
}

ApiResponse json_response(const nlohmann::json& doc, int status) {
  // Exactly as the CLI prints it: invalid UTF-8 replaced, two-space indent, final newline.
  return {status, "application/json", doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n"};
}

ApiResponse error_response(int status, std::string_view reason) {
  return json_response(nlohmann::json{{"error", std::string(reason)}}, status);
}

}  // namespace bbp::web
