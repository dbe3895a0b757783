// `bbpref sim --what-if`: the player ordering first posts their orders; the opponent has not yet.
// For every order the opponent's active Pokemon could give from its known movepool (each action on
// each step), the round is simulated with the same seed and the player's substitutions that
// trigger are collected: "sub coverage", which no referee computes by hand. Singles only: in Doubles
// and Triples the opponent's orders multiply per Pokemon (docs/battle.md).
#include <bbp/sim.hpp>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

namespace bbp::sim {
namespace {

/// The header an order set of `p` is read by: its nickname, else its species.
std::string header_of(const Pokemon& p) { return p.nickname.empty() ? p.species_name : p.nickname; }

}  // namespace

WhatIfResult what_if(const Battle& battle, const Dex& dex, std::uint64_t seed, std::size_t max_scenarios) {
  WhatIfResult w;
  // The opponent: the team whose active Pokemon the given posts do not order. Each team with one
  // active Pokemon and a known movepool is tried with its first scenario (its first move on every
  // step); the one whose round prepares with every given order set on the other team is it.
  const int steps = std::max(battle.rules.step_count, 1);
  std::string problems;
  for (std::size_t t = 0; t < battle.teams.size() && !w.round; ++t) {
    int active = -1, count = 0;
    for (PokemonIndex m : battle.teams[t].members)
      if (battle.pokemon[m].zone == Zone::active && !battle.pokemon[m].fainted) {
        active = m;
        ++count;
      }
    if (count != 1 || battle.pokemon[static_cast<std::size_t>(active)].movepool.empty()) continue;
    const Pokemon& opp = battle.pokemon[static_cast<std::size_t>(active)];
    std::vector<std::string> first(static_cast<std::size_t>(steps), battle.moves[opp.movepool.front()].name);
    Battle trial = battle;
    trial.posts.push_back(OrderPost{"what-if", fmt::format("{}\n{}\n", header_of(opp), fmt::join(first, " - ")), static_cast<int>(t)});
    PrepareResult prepared = prepare_round(trial, dex);
    if (!prepared.ok || !prepared.round) {
      for (const Diagnostic& d : prepared.diagnostics.items())
        if (d.severity == Severity::error) problems += fmt::format("{}{}", problems.empty() ? "" : "; ", message_of(d));
      continue;
    }
    const auto& sets = prepared.round->orders;
    const bool others_only = std::all_of(sets.begin(), sets.end() - 1, [&](const PokemonOrders& po) {
      return battle.pokemon[po.pokemon].team != static_cast<int>(t);
    });
    if (sets.size() < 2 || sets.back().pokemon != active || !others_only) continue;
    w.opponent = static_cast<PokemonIndex>(active);
    w.opponent_team = static_cast<int>(t);
    w.player_team = battle.pokemon[sets.front().pokemon].team;
    w.round = std::move(prepared.round);
  }
  if (!w.round) {
    w.error = battle.rules.match_type != rules::MatchType::singles
                  ? std::string("--what-if enumerates the orders of one opposing active Pokemon: it runs in Singles only "
                                "(this battle is ") + std::string(rules::to_string(battle.rules.match_type)) + ")"
              : !problems.empty() ? "the round cannot be simulated: " + problems
                                : "--what-if needs the orders of the player ordering first (--orders FILE) and one opposing "
                                  "active Pokemon whose movepool (\"moves\") the battle file gives";
    return w;
  }
  const Pokemon& opp = battle.pokemon[w.opponent];
  for (MoveIndex m : opp.movepool) w.opponent_moves.push_back(battle.moves[m].name);
  // movepool size ^ steps, saturating (the count is only reported).
  w.combinations = 1;
  for (int s = 0; s < steps; ++s)
    w.combinations = w.combinations > (std::size_t{1} << 40) ? w.combinations : w.combinations * w.opponent_moves.size();

  // The player's order sets come first (their posts precede the opponent's); the last is the opponent's.
  const std::size_t player_sets = w.round->orders.size() - 1;
  w.sub_coverage.resize(player_sets);
  for (std::size_t o = 0; o < player_sets; ++o) w.sub_coverage[o].assign(w.round->orders[o].subs.size(), 0);

  std::vector<std::size_t> pick(static_cast<std::size_t>(steps), 0);  // an odometer over the movepool
  for (std::size_t n = 0; n < std::min(w.combinations, max_scenarios); ++n) {
    WhatIfScenario sc;
    for (std::size_t k : pick) sc.opponent_actions.push_back(w.opponent_moves[k]);
    sc.opponent_post = fmt::format("{}\n{}\n", header_of(opp), fmt::join(sc.opponent_actions, " - "));
    Battle trial = battle;
    trial.posts.push_back(OrderPost{"what-if", sc.opponent_post, w.opponent_team});
    const PrepareResult prepared = prepare_round(trial, dex);
    if (prepared.ok && prepared.round) {
      SimOptions opt;
      opt.seed = seed;
      opt.log = false;
      const RoundResult r = simulate(*prepared.round, dex, opt);
      for (const SubTrigger& t : r.triggers)
        if (t.orders < player_sets) sc.triggers.push_back(t);
      for (const TurnTaken& t : r.turns)
        if (battle.pokemon[t.pokemon].team == w.player_team) sc.turns.push_back(t);
      for (const Pokemon& p : r.end.pokemon) sc.end_hp.push_back(p.hp);
      sc.winner = r.winner;
    }
    // Coverage: each substitution counted once per scenario it triggered in.
    std::vector<std::vector<bool>> seen(w.sub_coverage.size());
    for (std::size_t o = 0; o < seen.size(); ++o) seen[o].assign(w.sub_coverage[o].size(), false);
    for (const SubTrigger& t : sc.triggers) {
      const auto& numbers = w.round->orders[t.orders].sub_numbers;
      for (std::size_t si = 0; si < numbers.size(); ++si)
        if (numbers[si] == t.number && !seen[t.orders][si]) {
          seen[t.orders][si] = true;
          ++w.sub_coverage[t.orders][si];
        }
    }
    w.scenarios.push_back(std::move(sc));
    for (std::size_t d = pick.size(); d-- > 0;) {  // next combination, last step fastest
      if (++pick[d] < w.opponent_moves.size()) break;
      pick[d] = 0;
    }
  }
  w.ok = true;
  return w;
}

std::string render_what_if_text(const WhatIfResult& w, const Battle& battle) {
  if (!w.ok) return fmt::format("what-if: {}\n", w.error);
  const Pokemon& opp = battle.pokemon[w.opponent];
  std::string out = fmt::format("What-if: {}'s orders against each order {}'s {} could give ({} on each of {} step(s)): {} "
                                "scenario(s){} — {}\n",
                                battle.teams[static_cast<std::size_t>(w.player_team)].trainer,
                                battle.teams[static_cast<std::size_t>(w.opponent_team)].trainer, opp.display(),
                                fmt::join(w.opponent_moves, ", "), std::max(battle.rules.step_count, 1), w.scenarios.size(),
                                w.scenarios.size() < w.combinations ? fmt::format(" of {}", w.combinations) : std::string(),
                                kEngineVersion);
  for (const WhatIfScenario& sc : w.scenarios) {
    std::string subs;
    for (const SubTrigger& t : sc.triggers)
      subs += fmt::format("{}{} sub {} (step {})", subs.empty() ? "" : ", ",
                          battle.pokemon[w.round->orders[t.orders].pokemon].display(), t.number, t.step);
    std::string did;
    for (const TurnTaken& t : sc.turns) did += fmt::format("{}{}", did.empty() ? "" : " - ", t.action);
    std::string hp;
    for (std::size_t i = 0; i < sc.end_hp.size(); ++i)
      if (battle.pokemon[i].zone == Zone::active && !battle.pokemon[i].fainted)
        hp += fmt::format("{}{} {}", hp.empty() ? "" : ", ", battle.pokemon[i].display(), sc.end_hp[i]);
    out += fmt::format("- {}: {}; {} does {}; HP {}{}\n", fmt::join(sc.opponent_actions, " - "),
                       subs.empty() ? std::string("no substitution triggers") : subs, battle.teams[static_cast<std::size_t>(w.player_team)].trainer,
                       did.empty() ? std::string("nothing") : did, hp,
                       sc.winner >= 0 ? fmt::format("; {} wins", battle.teams[static_cast<std::size_t>(sc.winner)].trainer) : std::string());
  }
  out += "Sub coverage:\n";
  for (std::size_t o = 0; o < w.sub_coverage.size(); ++o)
    for (std::size_t si = 0; si < w.sub_coverage[o].size(); ++si) {
      const int n = w.sub_coverage[o][si];
      out += fmt::format("- {} sub {}: triggers in {} of {} scenario(s){}\n", battle.pokemon[w.round->orders[o].pokemon].display(),
                         w.round->orders[o].sub_numbers[si], n, w.scenarios.size(), n == 0 ? " (never)" : "");
    }
  return out;
}

nlohmann::json what_if_to_json(const WhatIfResult& w, const Battle& battle) {
  using json = nlohmann::json;
  if (!w.ok) return {{"ok", false}, {"error", w.error}};
  json scenarios = json::array();
  for (const WhatIfScenario& sc : w.scenarios) {
    json trig = json::array();
    for (const SubTrigger& t : sc.triggers)
      trig.push_back({{"pokemon", battle.pokemon[w.round->orders[t.orders].pokemon].display()}, {"substitution", t.number}, {"step", t.step}});
    json turns = json::array();
    for (const TurnTaken& t : sc.turns) turns.push_back({{"pokemon", battle.pokemon[t.pokemon].display()}, {"step", t.step}, {"action", t.action}});
    json hp = json::object();
    for (std::size_t i = 0; i < sc.end_hp.size(); ++i)
      if (battle.pokemon[i].zone == Zone::active) hp[battle.pokemon[i].display()] = sc.end_hp[i];
    scenarios.push_back({{"opponent_actions", sc.opponent_actions}, {"triggers", trig}, {"turns", turns}, {"end_hp", hp},
                         {"winner", sc.winner >= 0 ? json(battle.teams[static_cast<std::size_t>(sc.winner)].trainer) : json(nullptr)}});
  }
  json coverage = json::array();
  for (std::size_t o = 0; o < w.sub_coverage.size(); ++o)
    for (std::size_t si = 0; si < w.sub_coverage[o].size(); ++si)
      coverage.push_back({{"pokemon", battle.pokemon[w.round->orders[o].pokemon].display()},
                          {"substitution", w.round->orders[o].sub_numbers[si]},
                          {"scenarios_triggered", w.sub_coverage[o][si]}});
  return {{"ok", true},
          {"engine", std::string(kEngineVersion)},
          {"player", battle.teams[static_cast<std::size_t>(w.player_team)].trainer},
          {"opponent", battle.pokemon[w.opponent].display()},
          {"opponent_moves", w.opponent_moves},
          {"combinations", w.combinations},
          {"scenarios", scenarios},
          {"sub_coverage", coverage}};
}

}  // namespace bbp::sim
