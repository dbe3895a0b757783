// POST /api/sim: one round simulated from a battle file and the round's order posts (docs/battle.md),
// answered with the document `bbpref sim --format json` prints (or, with "trials", the odds document
// of `bbpref sim --trials N --format json`). A battle or post the engine refuses is 400 with the
// diagnostics, as the CLI prints them on standard error before "The round was not simulated".
#include "web/api_body.hpp"
#include "web/api_handlers.hpp"

#include <bbp/diagnostic_json.hpp>
#include <bbp/dex.hpp>
#include <bbp/limits.hpp>
#include <bbp/sim.hpp>
#include <bbp/source.hpp>

#include <fmt/format.h>

namespace bbp::web {
namespace {

/// The most trials one /api/sim request may ask for (docs/web.md): about a second of one worker.
constexpr std::uint64_t kMaxWebTrials = 100000;

std::string battle_text(const Body& body) {
  if (!body.has("battle")) throw ApiError{400, "field 'battle' is required (the battle file of docs/battle.md)"};
  const nlohmann::json& b = body.at("battle");
  if (b.is_string()) return b.get<std::string>();
  if (b.is_object()) return b.dump();
  throw ApiError{400, "field 'battle' must be an object or a string holding one"};
}

// The order posts in posting order: [{"post": "…", "trainer"?: "…"}], after any inside the battle file.
void add_orders(const Body& body, sim::Battle& battle) {
  if (!body.has("orders")) return;
  const nlohmann::json& orders = body.at("orders");
  if (!orders.is_array()) throw ApiError{400, "field 'orders' must be an array of {\"post\", \"trainer\"?}"};
  for (std::size_t i = 0; i < orders.size(); ++i) {
    const nlohmann::json& o = orders[i];
    if (!o.is_object() || !o.contains("post") || !o["post"].is_string())
      throw ApiError{400, fmt::format("orders[{}] must be an object with a string 'post'", i)};
    sim::OrderPost post;
    post.name = fmt::format("orders[{}]", i);
    post.text = o["post"].get<std::string>();
    if (o.contains("trainer")) {
      if (!o["trainer"].is_string()) throw ApiError{400, fmt::format("orders[{}].trainer must be a string", i)};
      const std::string trainer = o["trainer"].get<std::string>();
      for (std::size_t t = 0; t < battle.teams.size(); ++t)
        if (battle.teams[t].trainer == trainer) post.team = static_cast<int>(t);
      if (post.team < 0) throw ApiError{400, fmt::format("orders[{}]: '{}' is not a trainer of this battle", i, trainer)};
    }
    battle.posts.push_back(std::move(post));
  }
}

}  // namespace

ApiResponse handle_sim(const ApiRequest& request) {
  const Body body(request.body);
  const SourceFile battle_src("battle", battle_text(body));
  sim::LoadResult loaded = sim::load_battle(battle_src.text(), dex());
  if (!loaded.ok) {
    nlohmann::json doc = diagnostics_to_json(battle_src, loaded.diagnostics.items());
    doc["error"] = "the battle file could not be read";
    return json_response(doc, 400);
  }
  add_orders(body, loaded.battle);
  const sim::PrepareResult prepared = sim::prepare_round(loaded.battle, dex());
  if (!prepared.ok || !prepared.round) {
    nlohmann::json diags = nlohmann::json::array();
    for (std::size_t i = 0; i < prepared.diagnostics.items().size(); ++i) {
      const int post = prepared.diagnostic_post[i];
      const sim::OrderPost* p = post < 0 ? nullptr : &loaded.battle.posts[static_cast<std::size_t>(post)];
      const SourceFile src = p ? SourceFile(p->name, p->text) : battle_src;
      nlohmann::json one = diagnostics_to_json(src, std::span<const Diagnostic>(&prepared.diagnostics.items()[i], 1));
      diags.push_back(one);
    }
    return json_response({{"error", "the round was not simulated: correct the problems first"},
                          {"problems", diags},
                          {"refused_lint_report", prepared.refused_lint_report}},
                         400);
  }
  const sim::Round& round = *prepared.round;
  // As the CLI: an explicit seed, else the replay's, else 1.
  std::uint64_t seed = loaded.battle.replay_seed.value_or(1);
  if (body.has("seed")) {
    const nlohmann::json& s = body.at("seed");
    if (!s.is_number_unsigned()) throw ApiError{400, "field 'seed' must be a non-negative integer"};
    seed = s.get<std::uint64_t>();
  }
  // BBP1013: a request may not keep a worker busy for minutes; the CLI's default is 1,000,000.
  Limits limits;
  limits.trials = kMaxWebTrials;
  const int trials = body.integer("trials", 0, 1000000000).value_or(0);
  if (trials > 0) {
    DiagnosticList over;
    const std::string written = std::to_string(trials);
    if (!check_trials(static_cast<std::uint64_t>(trials), limits, Span{0, written.size()}, over))
      throw ApiError{400, std::string(message_of(over.items().front()))};
    return json_response(sim::trials_to_json(sim::run_trials(round, dex(), seed, trials), round));
  }
  sim::SimOptions options;
  options.seed = seed;
  const sim::RoundResult r = sim::simulate(round, dex(), options);
  if (body.string("format").value_or("json") == "bbcode")
    return {200, "text/plain; charset=utf-8", sim::render_bbcode(r, round, dex())};
  return json_response(sim::to_json(r, round, dex()));
}

}  // namespace bbp::web
