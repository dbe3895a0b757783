#pragma once
// One handler per endpoint (see the table in api.cpp).
#include "web/api.hpp"

namespace bbp::web {
ApiResponse handle_health(const ApiRequest& request);    // GET /api/health
ApiResponse handle_explain(const ApiRequest& request);   // GET /api/explain/{id}  = bbpref explain ID --format json
ApiResponse handle_lint(const ApiRequest& request);      // POST /api/lint         = bbpref lint --format json
ApiResponse handle_extract(const ApiRequest& request);   // POST /api/extract      = bbpref extract --format json
ApiResponse handle_profile(const ApiRequest& request);   // POST /api/profile      = bbpref profile --format json
ApiResponse handle_thread(const ApiRequest& request);    // POST /api/thread       = bbpref thread --format json
ApiResponse handle_sim(const ApiRequest& request);       // POST /api/sim          = bbpref sim --format json (--trials N)
}  // namespace bbp::web
