// Pathological posts through the whole pipeline (lint::lint) at three sizes each, to show the cost
// grows linearly with the input (docs/limits.md). Each benchmark reports bytes/s (flat across
// sizes when linear) and, through SetComplexityN, Google Benchmark's fitted complexity (the _BigO
// row: "N" when linear, "N^2" when quadratic). The limits that would refuse these inputs early are
// lifted (set to 0) where noted, so what is measured is the reading itself, not the refusal.
//
//   build/dev/tests/bbp_bench --benchmark_filter=Pathological
#include "pathological_inputs.hpp"

#include <bbp/context.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/lint.hpp>

#include <benchmark/benchmark.h>

#include <functional>
#include <span>
#include <string>

namespace {

using Make = std::function<std::string(std::size_t)>;

void run(benchmark::State& state, const Make& make, const bbp::Limits& limits) {
  const std::string post = make(static_cast<std::size_t>(state.range(0)));
  const bbp::BattleContext ctx;
  bbp::lint::Options options;
  options.extract.limits = limits;
  for (auto _ : state) {
    auto r = bbp::lint::lint(post, ctx, options);
    benchmark::DoNotOptimize(r);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * post.size()));
  state.SetComplexityN(static_cast<std::int64_t>(post.size()));
}

bbp::Limits unlimited() { return bbp::Limits{0, 0, 0, 0, 0, 0}; }

bbp::Limits default_limits() { return bbp::Limits{}; }

// 25k/50k/100k "[b]": default limits (the 65th tag is BBP1003, the line BBP2008).
void BM_PathologicalOpenBold(benchmark::State& s) { run(s, bbp::test::open_bold_tags, default_limits()); }
BENCHMARK(BM_PathologicalOpenBold)->Arg(25000)->Arg(50000)->Arg(100000)->Complexity()->Unit(benchmark::kMillisecond);

// 256 KiB / 512 KiB / 1 MiB of ':' on one line, line limit lifted so every byte is read.
void BM_PathologicalColons(benchmark::State& s) { run(s, bbp::test::colons, unlimited()); }
BENCHMARK(BM_PathologicalColons)->Arg(256 << 10)->Arg(512 << 10)->Arg(1 << 20)->Complexity()->Unit(benchmark::kMillisecond);

// 2.5k/5k/10k substitution lines for one Pokemon, every one read and judged (no limit).
void BM_PathologicalManySubstitutions(benchmark::State& s) { run(s, bbp::test::many_substitutions, unlimited()); }
BENCHMARK(BM_PathologicalManySubstitutions)->Arg(2500)->Arg(5000)->Arg(10000)->Complexity()->Unit(benchmark::kMillisecond);

// One substitution line with 500/1000/2000 trigger clauses (~20/40/80 kB), line limit lifted.
void BM_PathologicalLongSubstitution(benchmark::State& s) { run(s, bbp::test::long_substitution, unlimited()); }
BENCHMARK(BM_PathologicalLongSubstitution)->Arg(500)->Arg(1000)->Arg(2000)->Complexity()->Unit(benchmark::kMillisecond);

// One substitution whose subject lists 2500/5000/10000 names (~28/55/110 kB), line limit lifted.
void BM_PathologicalSubjectList(benchmark::State& s) { run(s, bbp::test::long_subject_list, unlimited()); }
BENCHMARK(BM_PathologicalSubjectList)->Arg(2500)->Arg(5000)->Arg(10000)->Complexity()->Unit(benchmark::kMillisecond);

// An ordinary post of 2.5/5/10 MB, size limit lifted.
void BM_PathologicalBigPost(benchmark::State& s) { run(s, bbp::test::big_post, unlimited()); }
BENCHMARK(BM_PathologicalBigPost)->Arg(5 << 19)->Arg(5 << 20)->Arg(10 << 20)->Complexity()->Unit(benchmark::kMillisecond);

// 5k/10k/20k tags never closed, at the nesting ceiling (1000), line limit lifted.
void BM_PathologicalUnclosedTags(benchmark::State& s) { run(s, bbp::test::unclosed_tags, unlimited()); }
BENCHMARK(BM_PathologicalUnclosedTags)->Arg(5000)->Arg(10000)->Arg(20000)->Complexity()->Unit(benchmark::kMillisecond);

// 2.5/5/10 MB with one invalid byte at the end: the UTF-8 check reads it all, then refuses.
void BM_PathologicalInvalidUtf8(benchmark::State& s) { run(s, bbp::test::invalid_utf8_at_end, unlimited()); }
BENCHMARK(BM_PathologicalInvalidUtf8)->Arg(5 << 19)->Arg(5 << 20)->Arg(10 << 20)->Complexity()->Unit(benchmark::kMillisecond);

// 2.5k/5k/10k diagnostics on one line (main orders of unknown actions), rendered as text (the
// lint is done once, outside the timing): locating each and showing its line must not start over
// from the line's beginning each time (include/bbp/source.hpp, src/diag/render_text.cpp).
void BM_PathologicalRenderOneLine(benchmark::State& state) {
  const std::string post = bbp::test::unknown_steps(static_cast<std::size_t>(state.range(0)));
  bbp::lint::Options options;
  options.extract.limits = unlimited();
  const auto r = bbp::lint::lint(post, bbp::BattleContext{}, options);
  const auto& items = r.diagnostics.items();
  for (auto _ : state) {
    const bbp::SourceFile src("post.txt", post);
    std::string out = bbp::render_text(src, std::span(items.data(), items.size()));
    benchmark::DoNotOptimize(out);
  }
  state.counters["diagnostics"] = static_cast<double>(items.size());
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * post.size()));
  state.SetComplexityN(static_cast<std::int64_t>(post.size()));
}
BENCHMARK(BM_PathologicalRenderOneLine)->Arg(2500)->Arg(5000)->Arg(10000)->Complexity()->Unit(benchmark::kMillisecond);

}  // namespace
