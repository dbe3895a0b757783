// The round engine: rounds per second, single thread, on a 3-step Singles round with a
// start-of-step substitution (corpus/sim/substitution_start_of_step.txt), and --trials 10000.
// Targets (issue 8): >= 100,000 rounds/s, --trials 10000 under 150 ms.
#include <bbp/sim.hpp>

#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>

namespace {

const bbp::sim::Round& bench_round() {
  static const std::unique_ptr<bbp::sim::Round> round = [] {
    std::ifstream in(std::string(BBP_SOURCE_DIR) + "/corpus/sim/substitution_start_of_step.txt", std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    bbp::sim::LoadResult loaded = bbp::sim::load_battle(text, bbp::dex());
    return std::move(bbp::sim::prepare_round(loaded.battle, bbp::dex()).round);
  }();
  return *round;
}

void BM_SimRound(benchmark::State& state) {
  const bbp::sim::Round& round = bench_round();
  bbp::sim::SimOptions opt;
  opt.log = false;
  for (auto _ : state) {
    ++opt.seed;
    auto r = bbp::sim::simulate(round, bbp::dex(), opt);
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SimRound);

void BM_SimRoundWithLog(benchmark::State& state) {
  const bbp::sim::Round& round = bench_round();
  bbp::sim::SimOptions opt;
  for (auto _ : state) {
    ++opt.seed;
    auto r = bbp::sim::simulate(round, bbp::dex(), opt);
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SimRoundWithLog);

void BM_SimTrials10000(benchmark::State& state) {
  const bbp::sim::Round& round = bench_round();
  for (auto _ : state) {
    auto t = bbp::sim::run_trials(round, bbp::dex(), 42, 10000);
    benchmark::DoNotOptimize(t);
  }
}
BENCHMARK(BM_SimTrials10000)->Unit(benchmark::kMillisecond);

}  // namespace
