#include "cli/limit_options.hpp"

#include <fmt/format.h>

#include <string>

namespace bbp::cli {

namespace {

/// "(default 1048576; 0 = no limit)"
template <typename T>
std::string tail(T value) {
  return fmt::format(" (default {}; 0 = no limit)", value);
}

}  // namespace

void add_limit_options(CLI::App& cmd, Limits& limits, unsigned which) {
  const Limits d;
  const char* group = "Limits (docs/limits.md)";
  if (which & kLimitPostBytes)
    cmd.add_option("--max-post-bytes,--max-bytes", limits.post_bytes,
                   "largest post read, in bytes; larger → BBP1002" + tail(d.post_bytes))
        ->group(group);
  if (which & kLimitLineBytes)
    cmd.add_option("--max-line-bytes", limits.line_bytes,
                   "longest line read as orders, in bytes; longer → BBP2008" + tail(d.line_bytes))
        ->group(group);
  if (which & kLimitNestingDepth)
    cmd.add_option("--max-nesting-depth,--max-depth", limits.nesting_depth,
                   fmt::format("deepest BBCode tag nesting read as tags; deeper → BBP1003 (default {}; 0 = the "
                               "ceiling of {})",
                               d.nesting_depth, kMaxNestingDepthCeiling))
        ->check(CLI::Range(0u, kMaxNestingDepthCeiling))
        ->group(group);
  if (which & kLimitSubsPerPokemon)
    cmd.add_option("--max-subs-per-pokemon", limits.substitutions_per_pokemon,
                   "most substitutions read for one Pokemon; more → BBP1011" + tail(d.substitutions_per_pokemon))
        ->group(group);
  if (which & kLimitPostsPerThread)
    cmd.add_option("--max-posts-per-thread", limits.posts_per_thread,
                   "most posts read from one thread; more → BBP1012" + tail(d.posts_per_thread))
        ->group(group);
  if (which & kLimitTrials)
    cmd.add_option("--max-trials", limits.trials, "most trials one odds run may ask for; more → BBP1013" + tail(d.trials))
        ->group(group);
}

}  // namespace bbp::cli
