// orders::extract on a ~4 KB order post (BBCode, several order sets, substitutions, flavor):
// mean time per post from Google Benchmark, plus the p50/p99 of single-post times as counters.
// Target: p99 < 1 ms.
#include <bbp/orders.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

namespace {

std::string four_kb_post() {
  const std::string set =
      "[i]\"Stay sharp, Mantilla. They'll try to wall you.\"[/i]\n\n"
      "[b]:sv/scyther: Mantilla the Scyther[/b]\n"
      "[b]Swords Dance - X-Scissor (A) - Disable (Earthquake) + Entrainment (Hydration) targeting Weavile[/b]\n\n"
      "1. At the start of the step, IF Heracross is to use Protect, THEN use Swords Dance and push orders down.\n"
      "2. IF Heracross is to use a Fire attack, THEN use Detect.\n"
      "3. IF your HP is below 25%, THEN use Roost.\n"
      "Do not activate Technician.\n\n"
      "Sending out :sv/hydreigon:Trivy the Hydreigon holding :dark gem:Dark Gem!\n\n";
  std::string post;
  while (post.size() < 4096) post += set;
  return post;
}

void BM_ExtractOrderPost(benchmark::State& state) {
  const std::string post = four_kb_post();
  bbp::orders::Options options;
  std::vector<double> samples;
  samples.reserve(100000);
  for (auto _ : state) {
    const auto t0 = std::chrono::steady_clock::now();
    auto r = bbp::orders::extract(post, options);
    benchmark::DoNotOptimize(r);
    const auto t1 = std::chrono::steady_clock::now();
    samples.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
  }
  std::sort(samples.begin(), samples.end());
  if (!samples.empty()) {
    state.counters["p50_us"] = samples[samples.size() / 2];
    state.counters["p99_us"] = samples[std::min(samples.size() - 1, samples.size() * 99 / 100)];
  }
  state.counters["bytes"] = static_cast<double>(post.size());
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(post.size()));
}
BENCHMARK(BM_ExtractOrderPost)->Unit(benchmark::kMicrosecond);

}  // namespace
