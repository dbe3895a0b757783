// bbp_bench_corpus: writes the generated benchmark corpus (bench_corpus.hpp) to stdout, posts
// separated by NUL bytes, so tools/bench/compare can hand the very same posts to the peer.
#include "bench/bench_corpus.hpp"

#include <cstdio>

int main() {
  for (const std::string& p : bbp::bench::generated_posts()) {
    std::fwrite(p.data(), 1, p.size(), stdout);
    std::fputc('\0', stdout);
  }
  return std::fflush(stdout) == 0 ? 0 : 1;
}
