// The limit checks of consumers that read many units of one input (posts of a thread, trials of an
// odds run): one diagnostic at the first unit over the limit, with the limit and the option that
// raises it, so every consumer reports a limit the same way (docs/limits.md).
#include <bbp/limits.hpp>

#include <fmt/format.h>

namespace bbp {

bool check_posts_per_thread(std::size_t posts, const Limits& limits, Span where, DiagnosticList& diags) {
  if (!over_limit(posts, limits.posts_per_thread)) return true;
  Diagnostic& d = diags.add(DiagId::too_many_posts, where,
                            fmt::format("the thread has {} posts, more than the limit of {}; posts after the {}th are not read",
                                        posts, limits.posts_per_thread, limits.posts_per_thread));
  d.help = "split the thread, or raise the limit with --max-posts-per-thread N (0 = no limit)";
  return false;
}

bool check_trials(std::uint64_t trials, const Limits& limits, Span where, DiagnosticList& diags) {
  if (!over_limit(trials, limits.trials)) return true;
  Diagnostic& d = diags.add(DiagId::too_many_trials, where,
                            fmt::format("{} trials were asked for, more than the limit of {}; nothing is simulated",
                                        trials, limits.trials));
  d.help = "ask for fewer trials, or raise the limit with --max-trials N (0 = no limit)";
  return false;
}

}  // namespace bbp
