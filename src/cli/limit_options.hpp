#pragma once
// The CLI options of include/bbp/limits.hpp, named the same on every command (docs/limits.md).
// A command adds the limits it applies; `limits` must outlive the parse (a field of the
// command's shared argument struct).
#include <bbp/limits.hpp>

#include <CLI/CLI.hpp>

namespace bbp::cli {

enum LimitOption : unsigned {
  kLimitPostBytes = 1u << 0,        ///< --max-post-bytes (alias --max-bytes)
  kLimitLineBytes = 1u << 1,        ///< --max-line-bytes
  kLimitNestingDepth = 1u << 2,     ///< --max-nesting-depth (alias --max-depth)
  kLimitSubsPerPokemon = 1u << 3,   ///< --max-subs-per-pokemon
  kLimitPostsPerThread = 1u << 4,   ///< --max-posts-per-thread
  kLimitTrials = 1u << 5,           ///< --max-trials
  /// Every limit the post pipeline (lex, segment, parse) applies.
  kPostLimits = kLimitPostBytes | kLimitLineBytes | kLimitNestingDepth | kLimitSubsPerPokemon,
};

/// Adds the options selected by `which` (LimitOption bits) to `cmd`, in a "Limits" help group.
void add_limit_options(CLI::App& cmd, Limits& limits, unsigned which);

}  // namespace bbp::cli
