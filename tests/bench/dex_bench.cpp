// Dex load time (goal < 20 ms) and resolve() cost: exact hits, alias hits, fuzzy "did you mean",
// and misses (the worst case: the whole bounded scan finds nothing).
#include <bbp/dex.hpp>

#include <benchmark/benchmark.h>

namespace {

void BM_DexLoad(benchmark::State& state) {
  for (auto _ : state) {
    bbp::Dex d;
    benchmark::DoNotOptimize(d.size(bbp::Kind::species));
  }
}
BENCHMARK(BM_DexLoad)->Unit(benchmark::kMillisecond);

void BM_ResolveExact(benchmark::State& state) {
  const bbp::Dex& d = bbp::dex();
  for (auto _ : state) benchmark::DoNotOptimize(d.resolve(bbp::Kind::species, "Tapu Fini"));
}
BENCHMARK(BM_ResolveExact);

void BM_ResolveExactAccented(benchmark::State& state) {
  const bbp::Dex& d = bbp::dex();
  for (auto _ : state) benchmark::DoNotOptimize(d.resolve(bbp::Kind::species, "Flab\xC3\xA9" "b\xC3\xA9"));
}
BENCHMARK(BM_ResolveExactAccented);

void BM_ResolveAlias(benchmark::State& state) {
  const bbp::Dex& d = bbp::dex();
  for (auto _ : state) benchmark::DoNotOptimize(d.resolve(bbp::Kind::move, "Faint Attack"));
}
BENCHMARK(BM_ResolveAlias);

void BM_ResolveFuzzySpecies(benchmark::State& state) {
  const bbp::Dex& d = bbp::dex();
  for (auto _ : state) benchmark::DoNotOptimize(d.resolve(bbp::Kind::species, "Garchmop"));
}
BENCHMARK(BM_ResolveFuzzySpecies);

void BM_ResolveFuzzyMove(benchmark::State& state) {
  const bbp::Dex& d = bbp::dex();
  for (auto _ : state) benchmark::DoNotOptimize(d.resolve(bbp::Kind::move, "Swrods Dacne"));
}
BENCHMARK(BM_ResolveFuzzyMove);

void BM_ResolveMiss(benchmark::State& state) {
  const bbp::Dex& d = bbp::dex();
  for (auto _ : state) benchmark::DoNotOptimize(d.resolve(bbp::Kind::species, "Qwzxvbnmpl"));
}
BENCHMARK(BM_ResolveMiss);

void BM_ResolveSprite(benchmark::State& state) {
  const bbp::Dex& d = bbp::dex();
  for (auto _ : state) benchmark::DoNotOptimize(d.resolve_sprite_code(":sv/tapu fini:"));
}
BENCHMARK(BM_ResolveSprite);

}  // namespace
