// POST endpoints over a pasted post: lint and extract. The request names what the CLI takes as
// options; the answer is the CLI's --format json document for the same input (docs/web.md).
#include "web/api_body.hpp"
#include "web/api_handlers.hpp"

#include <bbp/diagnostic_json.hpp>
#include <bbp/lint.hpp>
#include <bbp/lint_context.hpp>
#include <bbp/orders.hpp>
#include <bbp/source.hpp>

#include <fmt/format.h>

namespace bbp::web {
namespace {

// The name reports give the post ("file" in the documents); the CLI names standard input "<stdin>".
SourceFile post_of(const Body& body) {
  return SourceFile(body.string("name").value_or("<post>"), body.required_string("post"));
}

lint::ContextRequest context_request(const Body& body) {
  lint::ContextRequest r;
  if (body.has("context")) {
    const nlohmann::json& c = body.at("context");
    // The context as a JSON object, or as the text of one (diagnostic spans then point into it).
    if (c.is_string()) r.context_json = c.get<std::string>();
    else if (c.is_object()) r.context_json = c.dump();
    else throw ApiError{400, "field 'context' must be an object or a string holding one"};
  }
  r.rules = body.string("rules").value_or("");
  if (auto t = body.string("match_type")) {
    r.match_type = lint::match_type_named(*t);
    if (!r.match_type) throw ApiError{400, "field 'match_type' must be singles, doubles or triples"};
  }
  // The ranges of `bbpref lint`'s options.
  r.battle_level = body.integer("battle_level", 0, 4);
  r.step_count = body.integer("step_count", 1, 3);
  r.sub_count = body.integer("sub_count", 0, 1000);
  r.staked = body.boolean("staked");
  return r;
}

ApiResponse context_failure(std::string_view what, const std::string& name, const std::string& text,
                            const DiagnosticList& diags) {
  nlohmann::json doc = diagnostics_to_json(SourceFile(name, text), diags.items());
  doc["error"] = fmt::format("the {} could not be read", what);
  return json_response(doc, 400);
}

}  // namespace

ApiResponse handle_lint(const ApiRequest& request) {
  const Body body(request.body);
  const std::string format = body.string("format").value_or("json");
  if (format != "json" && format != "bbcode" && format != "sarif")
    throw ApiError{400, "field 'format' must be json, bbcode or sarif"};
  const SourceFile src = post_of(body);
  const lint::ContextRequest cr = context_request(body);
  const lint::BuiltContext built = lint::build_context(cr);
  if (!built.context_ok) return context_failure("context", "context", *cr.context_json, built.context_diagnostics);
  if (!built.rules_ok) return context_failure("rules", "rules", cr.rules, built.rules_diagnostics);

  lint::Options options;
  options.extract.limits.post_bytes = request.max_post_bytes;
  if (auto rs = body.string("ruleset")) {
    const std::optional<lint::Ruleset> ruleset = lint::parse_ruleset(*rs);
    if (!ruleset) throw ApiError{400, "field 'ruleset' must be gen9 or legacy"};
    options.ruleset = *ruleset;
  }
  const lint::LintResult r = lint::lint(src.text(), built.context, options);
  if (format == "bbcode") return {200, "text/plain; charset=utf-8", lint::render_bbcode(r, src)};
  if (format == "sarif") return {200, "application/json", lint::render_sarif(r, src)};
  return json_response(lint::to_json(r, src));
}

ApiResponse handle_extract(const ApiRequest& request) {
  const Body body(request.body);
  orders::Options options;
  options.resolve_names = body.boolean("resolve").value_or(true);
  options.limits.post_bytes = request.max_post_bytes;
  const SourceFile src = post_of(body);
  return json_response(orders::to_json(orders::extract(src.text(), options), src, options));
}

}  // namespace bbp::web
