// `bbpref sim --what-if`: the player ordering first posts their orders; the opponent has not yet.
// For every order the opponent's active Pokemon could give from its known movepool (each action on
// each step), the round is simulated with the same seed and the player's substitutions that
// trigger are collected: "sub coverage", which no referee computes by hand. In Doubles and
// Triples every opposing active Pokemon's orders are enumerated together (their product).
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
  // The opponent: the team whose active Pokemon the given posts do not order. Each team whose
  // active Pokemon all have a known movepool is tried with its first scenario (each one's first
  // move on every step); the one whose round prepares with every given order set on another team
  // is it.
  const int steps = std::max(battle.rules.step_count, 1);
  std::string problems;
  // The opponent's order post: one order set per active Pokemon, `pick` = per Pokemon per step.
  const auto post_for = [&](const std::vector<PokemonIndex>& opps, const std::vector<std::size_t>& pick,
                            std::vector<std::string>* per_step) {
    std::string post;
    if (per_step) per_step->assign(static_cast<std::size_t>(steps), std::string());
    for (std::size_t k = 0; k < opps.size(); ++k) {
      const Pokemon& opp = battle.pokemon[opps[k]];
      std::vector<std::string> acts;
      for (int st = 0; st < steps; ++st) {
        const std::string& name = battle.moves[opp.movepool[pick[k * static_cast<std::size_t>(steps) + static_cast<std::size_t>(st)]]].name;
        acts.push_back(name);
        if (per_step) (*per_step)[static_cast<std::size_t>(st)] += (k == 0 ? "" : " / ") + name;
      }
      post += fmt::format("{}{}\n{}\n", k == 0 ? "" : "\n", header_of(opp), fmt::join(acts, " - "));
    }
    return post;
  };
  std::vector<PokemonIndex> opps;
  for (std::size_t t = 0; t < battle.teams.size() && !w.round; ++t) {
    opps.clear();
    bool known = true;
    for (PokemonIndex m : battle.teams[t].members)
      if (battle.pokemon[m].zone == Zone::active && !battle.pokemon[m].fainted) {
        opps.push_back(m);
        known = known && !battle.pokemon[m].movepool.empty();
      }
    if (opps.empty() || !known) continue;
    std::stable_sort(opps.begin(), opps.end(), [&](PokemonIndex x, PokemonIndex y) { return battle.pokemon[x].entered < battle.pokemon[y].entered; });
    Battle trial = battle;
    trial.posts.push_back(OrderPost{"what-if", post_for(opps, std::vector<std::size_t>(opps.size() * static_cast<std::size_t>(steps), 0), nullptr),
                                    static_cast<int>(t)});
    PrepareResult prepared = prepare_round(trial, dex);
    if (!prepared.ok || !prepared.round) {
      for (const Diagnostic& d : prepared.diagnostics.items())
        if (d.severity == Severity::error) problems += fmt::format("{}{}", problems.empty() ? "" : "; ", message_of(d));
      continue;
    }
    const auto& sets = prepared.round->orders;
    if (sets.size() < opps.size() + 1) continue;
    const auto theirs = sets.end() - static_cast<std::ptrdiff_t>(opps.size());
    const bool others_only = std::all_of(sets.begin(), theirs, [&](const PokemonOrders& po) {
      return battle.pokemon[po.pokemon].team != static_cast<int>(t);
    });
    const bool all_theirs = std::all_of(theirs, sets.end(), [&](const PokemonOrders& po) {
      return battle.pokemon[po.pokemon].team == static_cast<int>(t);
    });
    if (!others_only || !all_theirs) continue;
    w.opponents = opps;
    w.opponent = opps.front();
    w.opponent_team = static_cast<int>(t);
    w.player_team = battle.pokemon[sets.front().pokemon].team;
    // The player's orders alone: the round without the trial post's order sets.
    prepared.round->orders.erase(theirs, prepared.round->orders.end());
    w.round = std::move(prepared.round);
  }
  if (!w.round) {
    w.error = !problems.empty() ? "the round cannot be simulated: " + problems
                                : "--what-if needs the orders of the player ordering first (--orders FILE) and an opposing "
                                  "team whose active Pokemon all have a movepool (\"moves\") in the battle file";
    return w;
  }
  for (PokemonIndex o : w.opponents) {
    auto& pool = w.opponent_movepools.emplace_back();
    for (MoveIndex m : battle.pokemon[o].movepool) pool.push_back(battle.moves[m].name);
  }
  w.opponent_moves = w.opponent_movepools.front();
  // The product of movepool size ^ steps over the opposing Pokemon, saturating (only reported).
  std::vector<std::size_t> radix;  // per digit: the movepool size of its Pokemon
  for (const auto& pool : w.opponent_movepools)
    for (int st = 0; st < steps; ++st) radix.push_back(pool.size());
  w.combinations = 1;
  for (std::size_t r : radix) w.combinations = w.combinations > (std::size_t{1} << 40) ? w.combinations : w.combinations * r;

  // The player's order sets come first (their posts precede the opponent's).
  const std::size_t player_sets = w.round->orders.size();
  w.sub_coverage.resize(player_sets);
  for (std::size_t o = 0; o < player_sets; ++o) w.sub_coverage[o].assign(w.round->orders[o].subs.size(), 0);

  std::vector<std::size_t> pick(radix.size(), 0);  // an odometer: per opposing Pokemon, per step
  for (std::size_t n = 0; n < std::min(w.combinations, max_scenarios); ++n) {
    WhatIfScenario sc;
    sc.opponent_post = post_for(w.opponents, pick, &sc.opponent_actions);
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
    for (std::size_t d = pick.size(); d-- > 0;) {  // next combination, last digit fastest
      if (++pick[d] < radix[d]) break;
      pick[d] = 0;
    }
  }
  w.ok = true;
  return w;
}

std::string render_what_if_text(const WhatIfResult& w, const Battle& battle) {
  if (!w.ok) return fmt::format("what-if: {}\n", w.error);
  std::string whom;
  for (std::size_t k = 0; k < w.opponents.size(); ++k)
    whom += fmt::format("{}{} ({})", k == 0 ? "" : " and ", battle.pokemon[w.opponents[k]].display(), fmt::join(w.opponent_movepools[k], ", "));
  std::string out = fmt::format("What-if: {}'s orders against each order {}'s {} could give (on each of {} step(s)): {} "
                                "scenario(s){} — {}\n",
                                battle.teams[static_cast<std::size_t>(w.player_team)].trainer,
                                battle.teams[static_cast<std::size_t>(w.opponent_team)].trainer, whom,
                                std::max(battle.rules.step_count, 1), w.scenarios.size(),
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
  json opponents = json::array();
  for (std::size_t k = 0; k < w.opponents.size(); ++k)
    opponents.push_back({{"pokemon", battle.pokemon[w.opponents[k]].display()}, {"moves", w.opponent_movepools[k]}});
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
          {"opponents", opponents},
          {"combinations", w.combinations},
          {"scenarios", scenarios},
          {"sub_coverage", coverage}};
}

}  // namespace bbp::sim
