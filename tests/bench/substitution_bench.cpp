// Parse time per substitution (grammar + tree building + JSON), over typical and long lines.
#include <bbp/substitution.hpp>

#include "orders/substitution_nodes.hpp"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

namespace {

const std::vector<std::string>& typical() {
  static const std::vector<std::string> subs = {
      "At the start of the step, IF Heracross is to use Rock Tomb, and your Speed is higher than Heracross's, THEN use Fly.",
      "On your turn, IF Heracross is to use Counter THEN use Air Slash.",
      "At the start of the step, only once, IF Heracross is to use a Rock-type attack, THEN use Roost and push orders down.",
      "On your turn start, IF Gyarados is subject to Protection THEN use Light Screen on first instance and Substitute on second instance.",
      "IF you have more than half of your maximum HP THEN use Belly Drum",
      "When you are hit super-effectively, IF able THEN use Recover",
      "IF possible THEN ignore your third substitution for the rest of the round, and then begin to use Mimic (Sacred Fire), Sacred Fire, Sacred Fire.",
      "IF Scizor is to use Dual Wingbeat, and not Bullet Punch later THEN use Fire Punch",
  };
  return subs;
}

void BM_ParseSubstitution(benchmark::State& state) {
  const auto& subs = typical();
  std::size_t bytes = 0;
  for (auto _ : state) {
    for (const std::string& s : subs) {
      auto sub = bbp::orders::detail::parse_substitution_text(s);
      benchmark::DoNotOptimize(sub);
      bytes += s.size();
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * subs.size()));
  state.SetBytesProcessed(static_cast<int64_t>(bytes));
}
BENCHMARK(BM_ParseSubstitution);

void BM_ParseAndJson(benchmark::State& state) {
  const auto& subs = typical();
  for (auto _ : state) {
    for (const std::string& s : subs) {
      auto j = bbp::orders::substitution_to_json(bbp::orders::detail::parse_substitution_text(s));
      benchmark::DoNotOptimize(j);
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * subs.size()));
}
BENCHMARK(BM_ParseAndJson);

/// Linear growth check: a trigger name of N words.
void BM_LongLine(benchmark::State& state) {
  std::string line = "IF ";
  for (int64_t i = 0; i < state.range(0); ++i) line += "Weavile ";
  line += "is to use Protect THEN use Swords Dance.";
  for (auto _ : state) {
    auto sub = bbp::orders::detail::parse_substitution_text(line);
    benchmark::DoNotOptimize(sub);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(line.size()));
  state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_LongLine)->RangeMultiplier(4)->Range(16, 16384)->Complexity();

}  // namespace
