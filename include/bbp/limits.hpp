#pragma once
// Every resource limit of bbpref in one struct (docs/limits.md), passed through the pipeline so a
// hostile or mistaken input is refused with a diagnostic at a position instead of costing time or
// memory without bound. Each limit is a CLI option (src/cli/limit_options.hpp) and, for library
// callers, a field: set it to 0 for "no limit" (the nesting depth is still clamped to
// kMaxNestingDepthCeiling so recursive consumers stay bounded).
//
//   field                       option                   when exceeded
//   post_bytes                  --max-post-bytes         BBP1002 input-too-large, nothing parsed
//   line_bytes                  --max-line-bytes         BBP2008 orders-line-too-long, line kept as text
//   nesting_depth               --max-nesting-depth      BBP1003 nesting-too-deep, deeper tags kept as text
//   substitutions_per_pokemon   --max-subs-per-pokemon   BBP1011 too-many-substitutions-to-read
//   posts_per_thread            --max-posts-per-thread   BBP1012 too-many-posts (thread reader)
//   trials                      --max-trials             BBP1013 too-many-trials (simulator odds mode)
#include <bbp/diagnostic.hpp>
#include <bbp/span.hpp>

#include <cstddef>
#include <cstdint>

namespace bbp {

/// Hard ceiling on Limits::nesting_depth whatever the caller asks for: tree consumers that recurse
/// (the JSON output) need a bound the input cannot move.
inline constexpr unsigned kMaxNestingDepthCeiling = 1000;

struct Limits {
  /// Bytes of one post (or one file read as a post). Also the most read from a file or stdin.
  std::size_t post_bytes = std::size_t{1} << 20;
  /// Bytes of one line of the post's plain text; a longer line is not read as orders.
  std::size_t line_bytes = 4096;
  /// BBCode tags open at once; a deeper tag is kept as text.
  unsigned nesting_depth = 64;
  /// Substitutions read for one Pokemon; the rest are kept as unreadable lines and reported once.
  /// Far above any Substitution Count a match uses ([1.3]: 4 by default), far below what makes
  /// the per-substitution checks costly.
  std::size_t substitutions_per_pokemon = 200;
  /// Posts read from one thread dump; the rest are reported once, at the first post over.
  std::size_t posts_per_thread = 10000;
  /// Trials (seeds) one odds run may ask for.
  std::uint64_t trials = 1'000'000;

  /// The nesting depth actually used: the option, clamped to kMaxNestingDepthCeiling (0 = ceiling).
  unsigned effective_nesting_depth() const noexcept {
    return nesting_depth == 0 || nesting_depth > kMaxNestingDepthCeiling ? kMaxNestingDepthCeiling : nesting_depth;
  }
};

/// True when `count` is over `limit` (0 = no limit).
constexpr bool over_limit(std::uint64_t count, std::uint64_t limit) noexcept { return limit != 0 && count > limit; }

/// BBP1012 at `where` (the first post over the limit) when `posts` is over Limits::posts_per_thread.
/// Returns true when the thread is within the limit. For the thread reader: read at most
/// `posts_per_thread` posts, then call this with the count it saw.
bool check_posts_per_thread(std::size_t posts, const Limits& limits, Span where, DiagnosticList& diags);

/// BBP1013 at `where` (the trials value as written) when `trials` is over Limits::trials.
/// Returns true when the request is within the limit; the simulator runs nothing otherwise.
bool check_trials(std::uint64_t trials, const Limits& limits, Span where, DiagnosticList& diags);

}  // namespace bbp
