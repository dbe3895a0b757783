// POST endpoints over a profile post and a whole thread: the answer is the document `bbpref profile
// --format json` and `bbpref thread --format json` print for the same text (docs/web.md).
#include "web/api_body.hpp"
#include "web/api_handlers.hpp"

#include <bbp/profile.hpp>
#include <bbp/source.hpp>
#include <bbp/thread.hpp>

namespace bbp::web {

ApiResponse handle_profile(const ApiRequest& request) {
  const Body body(request.body);
  const SourceFile src(body.string("name").value_or("<post>"), body.required_string("post"));
  profile::Options options;
  options.bbcode.limits.post_bytes = request.max_post_bytes;
  profile::Result r = profile::check_post(src.text(), options);
  // [12.1] As the CLI: the roster check runs when the one post holds a trainer and Pokemon profiles.
  if (r.trainer && !r.pokemon.empty()) profile::check_roster(r, {});
  return json_response(profile::to_json(r, src));
}

ApiResponse handle_thread(const ApiRequest& request) {
  const Body body(request.body);
  const std::string text = body.required_string("thread");
  return json_response(thread::to_json(thread::analyze(text, body.string("name").value_or("<thread>"))));
}

}  // namespace bbp::web
