// Odds: the round run many times with seeds derived from one base seed (the splitmix64 sequence of
// --seed, so trial k always uses the same seed), and the distribution of outcomes.
#include <bbp/sim.hpp>

#include "sim/rng.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace bbp::sim {

TrialsResult run_trials(const Round& round, const Dex& dex, std::uint64_t base_seed, int trials) {
  TrialsResult t;
  t.trials = trials;
  t.base_seed = base_seed;
  const Battle& b = round.start;
  for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
    PokemonOdds o;
    o.pokemon = static_cast<PokemonIndex>(i);
    o.hp_min = o.en_min = 1 << 30;
    o.hp_max = o.en_max = -(1 << 30);
    o.hp_histogram.assign(static_cast<std::size_t>(std::max(b.pokemon[i].max_hp, b.pokemon[i].hp)) + 1, 0);
    t.pokemon.push_back(std::move(o));
  }
  t.wins.assign(b.teams.size(), 0);
  t.sub_triggers.assign(round.orders.size(), 0);
  std::uint64_t state = base_seed;
  for (int k = 0; k < trials; ++k) {
    SimOptions opt;
    opt.seed = splitmix64(state);
    opt.log = false;
    const RoundResult r = simulate(round, dex, opt);
    for (std::size_t i = 0; i < r.end.pokemon.size(); ++i) {
      const Pokemon& p = r.end.pokemon[i];
      PokemonOdds& o = t.pokemon[i];
      o.hp_min = std::min(o.hp_min, p.hp);
      o.hp_max = std::max(o.hp_max, p.hp);
      o.en_min = std::min(o.en_min, p.en);
      o.en_max = std::max(o.en_max, p.en);
      o.hp_mean += p.hp;
      o.en_mean += p.en;
      o.fainted += p.fainted && !b.pokemon[i].fainted;
      const int bucket = std::clamp(p.hp, 0, static_cast<int>(o.hp_histogram.size()) - 1);
      ++o.hp_histogram[static_cast<std::size_t>(bucket)];
    }
    if (r.winner >= 0) ++t.wins[static_cast<std::size_t>(r.winner)];
    for (std::size_t s = 0; s < r.triggered_subs.size(); ++s) t.sub_triggers[s] += r.triggered_subs[s] > 0;
  }
  for (PokemonOdds& o : t.pokemon) {
    o.hp_mean /= std::max(trials, 1);
    o.en_mean /= std::max(trials, 1);
  }
  return t;
}

std::string render_trials_text(const TrialsResult& t, const Round& round) {
  const Battle& b = round.start;
  std::string out = fmt::format("{} trials, seeds from {}:{} (splitmix64 sequence) — {}\n", t.trials, kRngAlgorithm, t.base_seed,
                                kEngineVersion);
  for (const PokemonOdds& o : t.pokemon) {
    const Pokemon& p = b.pokemon[o.pokemon];
    if (p.zone != Zone::active || p.fainted) continue;
    out += fmt::format("{}'s {}: KO {:.1f}%  HP {}..{} (mean {:.1f})  En {}..{} (mean {:.1f})\n", b.teams[p.team].trainer,
                       p.display(), 100.0 * o.fainted / std::max(t.trials, 1), o.hp_min, o.hp_max, o.hp_mean, o.en_min,
                       o.en_max, o.en_mean);
    std::string hist;
    for (std::size_t hp = 0; hp < o.hp_histogram.size(); ++hp)
      if (o.hp_histogram[hp]) hist += fmt::format(" {}:{:.1f}%", hp, 100.0 * o.hp_histogram[hp] / std::max(t.trials, 1));
    out += "  end HP distribution:" + hist + "\n";
  }
  for (std::size_t s = 0; s < t.sub_triggers.size(); ++s)
    if (!round.orders[s].subs.empty())
      out += fmt::format("{}: a substitution triggered in {:.1f}% of trials\n", b.pokemon[round.orders[s].pokemon].display(),
                         100.0 * t.sub_triggers[s] / std::max(t.trials, 1));
  for (std::size_t w = 0; w < t.wins.size(); ++w)
    if (t.wins[w]) out += fmt::format("{} wins the battle this round in {:.1f}% of trials\n", b.teams[w].trainer,
                                      100.0 * t.wins[w] / std::max(t.trials, 1));
  return out;
}

nlohmann::json trials_to_json(const TrialsResult& t, const Round& round) {
  using json = nlohmann::json;
  const Battle& b = round.start;
  json pokemon = json::array();
  for (const PokemonOdds& o : t.pokemon) {
    const Pokemon& p = b.pokemon[o.pokemon];
    json hist = json::object();
    for (std::size_t hp = 0; hp < o.hp_histogram.size(); ++hp)
      if (o.hp_histogram[hp]) hist[std::to_string(hp)] = o.hp_histogram[hp];
    pokemon.push_back({{"trainer", b.teams[p.team].trainer}, {"pokemon", p.display()}, {"ko", o.fainted},
                       {"ko_probability", static_cast<double>(o.fainted) / std::max(t.trials, 1)},
                       {"hp", {{"min", o.hp_min}, {"max", o.hp_max}, {"mean", o.hp_mean}, {"histogram", hist}}},
                       {"energy", {{"min", o.en_min}, {"max", o.en_max}, {"mean", o.en_mean}}}});
  }
  json subs = json::array();
  for (std::size_t s = 0; s < t.sub_triggers.size(); ++s)
    subs.push_back({{"pokemon", b.pokemon[round.orders[s].pokemon].display()}, {"trials_triggered", t.sub_triggers[s]}});
  json wins = json::object();
  for (std::size_t w = 0; w < t.wins.size(); ++w) wins[b.teams[w].trainer] = t.wins[w];
  return {{"engine", std::string(kEngineVersion)}, {"rng", kRngAlgorithm}, {"base_seed", t.base_seed}, {"trials", t.trials},
          {"pokemon", pokemon}, {"substitutions", subs}, {"wins", wins}};
}

}  // namespace bbp::sim
