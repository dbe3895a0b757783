// Throughput of the BBCode layer: the tokenizer alone (goal ≥ 300 MB/s single thread), full
// parse (tree + projection), UTF-8 validation, and the pathological inputs the tests check for
// linear behaviour by size. Run: build/<dir>/tests/bbp_bench --benchmark_filter=BBCode
#include "bbcode/token.hpp"

#include <bbp/bbcode.hpp>

#include <benchmark/benchmark.h>

#include "bench/bench_corpus.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

/// About 4 MB of BBP-style posts: the corpus/bbcode inputs (valid UTF-8 ones), repeated with a
/// varying round number so no two copies are byte-identical. Deterministic.
const std::string& post_corpus() {
  static const std::string text = [] {
    std::vector<std::string> posts;
    for (std::string& s : bbp::bench::corpus_inputs("bbcode"))
      if (bbp::bbcode::find_invalid_utf8(s) == std::string_view::npos && s.find("[b][b][b][b]") == std::string::npos)
        posts.push_back(std::move(s));
    std::string out;
    for (std::size_t round = 1; out.size() < (4u << 20); ++round)
      for (const std::string& p : posts) out += "[b]Round " + std::to_string(round) + "[/b]\n" + p + "\n";
    return out;
  }();
  return text;
}

bbp::bbcode::Options unlimited() {
  bbp::bbcode::Options o;
  o.limits.post_bytes = 0;
  return o;
}

void BM_BBCodeTokenize(benchmark::State& state) {
  const std::string& text = post_corpus();
  std::size_t tokens = 0;
  for (auto _ : state) {
    auto t = bbp::bbcode::tokenize(text);
    tokens = t.size();
    benchmark::DoNotOptimize(t);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
  state.counters["bytes_per_token"] = static_cast<double>(text.size()) / static_cast<double>(tokens ? tokens : 1);
}
BENCHMARK(BM_BBCodeTokenize)->Unit(benchmark::kMillisecond);

void BM_BBCodeParse(benchmark::State& state) {
  const std::string& text = post_corpus();
  const auto opt = unlimited();
  for (auto _ : state) benchmark::DoNotOptimize(bbp::bbcode::parse(text, opt));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_BBCodeParse)->Unit(benchmark::kMillisecond);

void BM_BBCodeValidateUtf8(benchmark::State& state) {
  const std::string& text = post_corpus();
  for (auto _ : state) benchmark::DoNotOptimize(bbp::bbcode::find_invalid_utf8(text));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_BBCodeValidateUtf8)->Unit(benchmark::kMillisecond);

// ---- pathological inputs ---------------------------------------------------------------------

std::string repeat(std::string_view unit, std::size_t bytes) {
  std::string s;
  while (s.size() + unit.size() <= bytes) s += unit;
  return s;
}

void run_parse(benchmark::State& state, const std::string& text) {
  const auto opt = unlimited();
  for (auto _ : state) benchmark::DoNotOptimize(bbp::bbcode::parse(text, opt));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}

void BM_BBCodePathological_100kOpenB(benchmark::State& state) { run_parse(state, repeat("[b]", 300000)); }
void BM_BBCodePathological_1MBColons(benchmark::State& state) { run_parse(state, std::string(1u << 20, ':')); }
void BM_BBCodePathological_1MBOneLine(benchmark::State& state) {
  run_parse(state, repeat("Tackle: X-Scissor :sv/scyther: [b]x[/b] ", 1u << 20));
}
void BM_BBCodePathological_100kUnclosedCode(benchmark::State& state) { run_parse(state, repeat("[code][hide]x", 1300000)); }
void BM_BBCodePathological_100kStrayClose(benchmark::State& state) { run_parse(state, repeat("[/quote]", 800000)); }
void BM_BBCodePathological_LongAttributes(benchmark::State& state) {
  run_parse(state, repeat("[hide=\"" + std::string(600, 'a') + ":" + std::string(45, 'b'), 1u << 20));
}
BENCHMARK(BM_BBCodePathological_100kOpenB)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BBCodePathological_1MBColons)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BBCodePathological_1MBOneLine)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BBCodePathological_100kUnclosedCode)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BBCodePathological_100kStrayClose)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BBCodePathological_LongAttributes)->Unit(benchmark::kMillisecond);

}  // namespace
