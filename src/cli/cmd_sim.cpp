// `bbpref sim BATTLE.json [--orders [TRAINER=]FILE]... [--seed N] [--trials N] [--format …]`:
// simulate one round and write the referee's draft report, or the odds over many seeds.
#include "cli/commands.hpp"
#include "cli/data_dir_dex.hpp"
#include "cli/limit_options.hpp"

#include <bbp/dex.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/exit_codes.hpp>
#include <bbp/input.hpp>
#include <bbp/limits.hpp>
#include <bbp/sim.hpp>
#include <bbp/source.hpp>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>

namespace bbp::cli {
namespace {

struct SimArgs {
  std::string battle_file;
  std::vector<std::string> orders;
  std::optional<std::uint64_t> seed;
  int trials = 0;
  bool what_if = false;
  std::size_t what_if_max = 4096;
  std::string format = "text";
  std::string data_dir;
  std::string replay_out;
  Limits limits;  ///< --max-trials
};

int run(const SimArgs& a) {
  const ReadResult in = read_input(a.battle_file, 16u << 20);
  if (!in.text) {
    print_read_failure(a.battle_file, in);
    return kExitInputError;
  }
  const SourceFile battle_src(a.battle_file, *in.text);
  const Dex dex = load_dex_with_overlay(a.data_dir);

  sim::LoadResult loaded = sim::load_battle(battle_src.text(), dex);
  if (!loaded.ok) {
    fmt::print(stderr, "{}", render_text(battle_src, loaded.diagnostics.items()));
    return kExitFindings;
  }
  sim::Battle& battle = loaded.battle;
  // --orders [TRAINER=]FILE, in posting order, after any posts inside the battle file.
  for (const std::string& spec : a.orders) {
    sim::OrderPost post;
    std::string file = spec;
    if (const auto eq = spec.find('='); eq != std::string::npos && !std::filesystem::exists(spec)) {
      const std::string trainer = spec.substr(0, eq);
      file = spec.substr(eq + 1);
      for (std::size_t t = 0; t < battle.teams.size(); ++t)
        if (battle.teams[t].trainer == trainer) post.team = static_cast<int>(t);
      if (post.team < 0) {
        fmt::print(stderr, "error: --orders {}: '{}' is not a trainer of this battle\n", spec, trainer);
        return kExitUsage;
      }
    }
    const ReadResult o = read_input(file, 1u << 20);
    if (!o.text) {
      print_read_failure(file, o);
      return kExitInputError;
    }
    post.name = file;
    post.text = *o.text;
    battle.posts.push_back(std::move(post));
  }

  if (a.what_if) {
    // The seed is the same for every scenario, so they differ only by the opponent's orders.
    const sim::WhatIfResult w = sim::what_if(battle, dex, a.seed.value_or(battle.replay_seed.value_or(1)), a.what_if_max);
    if (a.format == "json") fmt::print("{}\n", sim::what_if_to_json(w, battle).dump(2));
    else fmt::print("{}", sim::render_what_if_text(w, battle));
    return w.ok ? kExitOk : kExitFindings;
  }

  sim::PrepareResult prepared = sim::prepare_round(battle, dex);
  for (std::size_t i = 0; i < prepared.diagnostics.items().size(); ++i) {
    const Diagnostic& d = prepared.diagnostics.items()[i];
    const int post = prepared.diagnostic_post[i];
    if (post < 0) {
      fmt::print(stderr, "{}", render_text(battle_src, std::span<const Diagnostic>(&d, 1)));
    } else {
      const sim::OrderPost& p = battle.posts[static_cast<std::size_t>(post)];
      const SourceFile src(p.name, p.text);
      fmt::print(stderr, "{}", render_text(src, std::span<const Diagnostic>(&d, 1)));
    }
  }
  if (!prepared.refused_lint_report.empty())
    fmt::print(stderr, "\nThe lint report of the refused post(s) [10.3a]:\n{}", prepared.refused_lint_report);
  if (!prepared.ok || !prepared.round) {
    fmt::print(stderr, "The round was not simulated: correct the problems above first.\n");
    return kExitFindings;
  }
  const sim::Round& round = *prepared.round;

  // An explicit seed, else the one a replay file carries, else 1.
  const std::uint64_t seed = a.seed.value_or(battle.replay_seed.value_or(1));

  if (!a.replay_out.empty()) {
    nlohmann::json j = std::move(loaded.document);  // the file as read; only the orders and seed change
    nlohmann::json posts = nlohmann::json::array();
    for (const sim::OrderPost& p : battle.posts) {
      nlohmann::json pj = {{"post", p.text}};
      if (p.team >= 0) pj["trainer"] = battle.teams[static_cast<std::size_t>(p.team)].trainer;
      posts.push_back(pj);
    }
    j["orders"] = posts;
    j["replay"] = {{"seed", seed}, {"rng", "xoshiro256**"}, {"engine", std::string(sim::kEngineVersion)}};
    std::ofstream f(a.replay_out, std::ios::binary);
    f << j.dump(2) << "\n";
    if (!f) {
      fmt::print(stderr, "error: could not write {}\n", a.replay_out);
      return kExitInputError;
    }
  }

  if (a.trials > 0) {
    // BBP1013: the odds mode refuses more trials than --max-trials before running any.
    DiagnosticList over;
    const std::string written = std::to_string(a.trials);
    if (!check_trials(static_cast<std::uint64_t>(a.trials), a.limits, Span{0, written.size()}, over)) {
      fmt::print(stderr, "{}", render_text(SourceFile("--trials", written), over.items()));
      return kExitUsage;
    }
    const sim::TrialsResult t = sim::run_trials(round, dex, seed, a.trials);
    if (a.format == "json") fmt::print("{}\n", sim::trials_to_json(t, round).dump(2));
    else fmt::print("{}", sim::render_trials_text(t, round));
    return kExitOk;
  }
  sim::SimOptions opt;
  opt.seed = seed;
  const sim::RoundResult r = sim::simulate(round, dex, opt);
  if (a.format == "json") fmt::print("{}\n", sim::to_json(r, round, dex).dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
  else if (a.format == "bbcode") fmt::print("{}", sim::render_bbcode(r, round, dex));
  else fmt::print("{}", sim::render_text(r, round));
  return kExitOk;
}

}  // namespace

void add_sim_command(CLI::App& app, int& exit_code) {
  auto a = std::make_shared<SimArgs>();
  auto* cmd = app.add_subcommand("sim", "Simulate one round from a battle file and the order posts (docs/battle.md)");
  cmd->add_option("battle", a->battle_file, "the battle file (JSON, docs/battle.md)")->required();
  cmd->add_option("--orders", a->orders, "an order post, in posting order; TRAINER=FILE names its trainer")->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  cmd->add_option("--seed", a->seed, "the seed of the dice (default 1, or the replay's)");
  cmd->add_option("--trials", a->trials, "run the round N times and report the odds")->check(CLI::Range(0, 10000000));
  cmd->add_flag("--what-if", a->what_if,
                "the orders given are the first player's: simulate them against every order the opponent's active "
                "Pokemon could give from its movepool, and show which substitutions trigger");
  cmd->add_option("--what-if-max", a->what_if_max, "most opponent orders --what-if simulates (default 4096)")
      ->check(CLI::Range(1, 1000000));
  add_limit_options(*cmd, a->limits, kLimitTrials);
  cmd->add_option("--format", a->format, "text, json or bbcode")->check(CLI::IsMember({"text", "json", "bbcode"}));
  cmd->add_option("--data-dir", a->data_dir, "where Data Audit imports live (default: bbpref's data directory)");
  cmd->add_option("--replay-out", a->replay_out, "write a replay file: the battle, the orders and the seed");
  cmd->callback([a, &exit_code] { exit_code = run(*a); });
}

}  // namespace bbp::cli
