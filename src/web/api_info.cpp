// GET endpoints: health and the rule explanations.
#include "web/api_handlers.hpp"

#include <bbp/diagnostic.hpp>
#include <bbp/diagnostic_json.hpp>

#include <fmt/format.h>

namespace bbp::web {

ApiResponse handle_health(const ApiRequest&) {
  return json_response({{"status", "ok"}, {"version", "0.1.0"}});
}

ApiResponse handle_explain(const ApiRequest& request) {
  const DiagInfo* d = find_diagnostic(request.path_arg);
  if (d == nullptr) throw ApiError{404, fmt::format("no diagnostic called '{}'", request.path_arg)};
  return json_response(explain_to_json(*d));
}

}  // namespace bbp::web
