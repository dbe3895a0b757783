// The generated benchmark corpus (tests/bench/bench_corpus.hpp, issue 10) through each stage:
// BBCode tokenizer, BBCode parse, extract (orders) and the whole lint pipeline, in MB/s (bytes of
// input per second, MB = 10^6) with p50/p99 per post. The Dex is loaded once, before timing.
// tools/bench/compare runs BM_CorpusLint next to @bbob/parser over the same posts.
// Run: build/<dir>/tests/bbp_bench --benchmark_filter=Corpus
#include "bbcode/token.hpp"

#include <bbp/bbcode.hpp>
#include <bbp/context.hpp>
#include <bbp/dex.hpp>
#include <bbp/lint.hpp>
#include <bbp/orders.hpp>

#include <benchmark/benchmark.h>

#include "bench/bench_corpus.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <vector>

namespace {

std::size_t bytes_of(const std::vector<std::string>& posts) {
  std::size_t n = 0;
  for (const std::string& p : posts) n += p.size();
  return n;
}

double thread_cpu_us() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) / 1e3;
}

void percentiles(benchmark::State& state, std::vector<double>& samples, const char* p50, const char* p99) {
  if (samples.empty()) return;
  std::sort(samples.begin(), samples.end());
  state.counters[p50] = samples[samples.size() / 2];
  state.counters[p99] = samples[std::min(samples.size() - 1, samples.size() * 99 / 100)];
}

/// Reports MB/s over `posts` and p50/p99 per post, both wall-clock (p50_us, p99_us) and this
/// thread's CPU time (p50_cpu_us, p99_cpu_us: on a machine shared with other work the wall-clock
/// tail measures the other work). The per-post times come from one pass before the timed loop
/// (after a warm-up pass): reading the thread's CPU clock is a system call, and inside the timed
/// loop it cost more than tokenizing a post, so MB/s now counts only `run`.
template <typename Run>
void per_post(benchmark::State& state, const std::vector<std::string>& posts, Run run) {
  const std::size_t bytes = bytes_of(posts);
  std::vector<double> wall;
  std::vector<double> cpu;
  wall.reserve(posts.size());
  cpu.reserve(posts.size());
  for (const std::string& p : posts) run(p);  // warm-up: caches, the Dex's name memo
  for (const std::string& p : posts) {
    const double c0 = thread_cpu_us();
    const auto t0 = std::chrono::steady_clock::now();
    run(p);
    wall.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
    cpu.push_back(thread_cpu_us() - c0);
  }
  for (auto _ : state)
    for (const std::string& p : posts) run(p);
  percentiles(state, wall, "p50_us", "p99_us");
  percentiles(state, cpu, "p50_cpu_us", "p99_cpu_us");
  state.counters["posts"] = static_cast<double>(posts.size());
  state.counters["corpus_bytes"] = static_cast<double>(bytes);
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes));
}

void BM_CorpusTokenize(benchmark::State& state) {
  per_post(state, bbp::bench::generated_posts(),
           [](const std::string& p) { benchmark::DoNotOptimize(bbp::bbcode::tokenize(p)); });
}
BENCHMARK(BM_CorpusTokenize)->Unit(benchmark::kMillisecond);

void BM_CorpusBBCodeParse(benchmark::State& state) {
  per_post(state, bbp::bench::generated_posts(),
           [](const std::string& p) { benchmark::DoNotOptimize(bbp::bbcode::parse(p)); });
}
BENCHMARK(BM_CorpusBBCodeParse)->Unit(benchmark::kMillisecond);

void BM_CorpusExtract(benchmark::State& state) {
  const bbp::orders::Options options;
  per_post(state, bbp::bench::generated_posts(),
           [&](const std::string& p) { benchmark::DoNotOptimize(bbp::orders::extract(p, options)); });
}
BENCHMARK(BM_CorpusExtract)->Unit(benchmark::kMillisecond);

void BM_CorpusLint(benchmark::State& state) {
  (void)bbp::dex();  // loaded once, outside the timing
  const bbp::BattleContext ctx;
  per_post(state, bbp::bench::generated_posts(),
           [&](const std::string& p) { benchmark::DoNotOptimize(bbp::lint::lint(p, ctx)); });
}
BENCHMARK(BM_CorpusLint)->Unit(benchmark::kMillisecond);

void BM_CorpusLint4KbPosts(benchmark::State& state) {
  (void)bbp::dex();
  const bbp::BattleContext ctx;
  per_post(state, bbp::bench::generated_4kb_posts(),
           [&](const std::string& p) { benchmark::DoNotOptimize(bbp::lint::lint(p, ctx)); });
}
BENCHMARK(BM_CorpusLint4KbPosts)->Unit(benchmark::kMillisecond);

}  // namespace
