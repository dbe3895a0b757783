// `bbpref thread FILE|DIR [--format json|jsonl|text] [--jobs N]`: a whole battle thread as data
// (docs/thread-json.md). A directory is read on N worker threads and streamed as JSONL, one thread
// per line, in file-name order.
#include "cli/commands.hpp"
#include "cli/limit_options.hpp"

#include <bbp/exit_codes.hpp>
#include <bbp/input.hpp>
#include <bbp/thread.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <thread>

namespace bbp::cli {
namespace {

namespace fs = std::filesystem;

struct ThreadArgs {
  std::string path;
  std::string format;
  unsigned jobs = 0;
  std::size_t max_bytes = 64u << 20;
  thread::Options options;  ///< options.lint.extract.limits: the post limits and --max-posts-per-thread
};

/// Every thread file under `dir`, sorted by path (expected-output files of the corpus excluded).
std::vector<std::string> thread_files(const fs::path& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, fs::directory_options::skip_permission_denied, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (!it->is_regular_file(ec)) continue;
    const std::string name = it->path().filename().string();
    if (name.starts_with(".") || name.ends_with(".expected.json") || name.ends_with(".md")) continue;
    out.push_back(it->path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

int run(const ThreadArgs& a) {
  std::error_code ec;
  if (a.path != "-" && fs::is_directory(a.path, ec)) {
    if (!a.format.empty() && a.format != "jsonl") {
      fmt::print(stderr, "bbpref thread: a directory is always written as JSONL (one thread per line)\n");
      return kExitUsage;
    }
    const std::vector<std::string> files = thread_files(a.path);
    const unsigned jobs = a.jobs != 0 ? a.jobs : std::max(1u, std::thread::hardware_concurrency());
    bool all_ok = true;
    thread::analyze_files(files, jobs, [&](std::size_t, const std::string& line, bool ok) {
      all_ok = all_ok && ok;
      std::fwrite(line.data(), 1, line.size(), stdout);
      std::fputc('\n', stdout);
      std::fflush(stdout);  // streamed: a batch system sees each thread as soon as it is done
    }, a.options);
    return all_ok ? kExitOk : kExitFindings;
  }
  const ReadResult in = read_input(a.path, a.max_bytes);
  if (!in.text) {
    print_read_failure(a.path, in);
    return kExitInputError;
  }
  const thread::Analysis r = thread::analyze(*in.text, a.path == "-" ? "<stdin>" : a.path, a.options);
  if (a.format == "text") {
    fmt::print("{}", thread::to_text(r));
  } else {
    const nlohmann::json j = thread::to_json(r);
    fmt::print("{}\n", j.dump(a.format == "jsonl" ? -1 : 2, ' ', false, nlohmann::json::error_handler_t::replace));
  }
  if (r.posts.empty()) return kExitInputError;
  return r.ok() ? kExitOk : kExitFindings;
}

}  // namespace

void add_thread_command(CLI::App& app, int& exit_code) {
  auto a = std::make_shared<ThreadArgs>();
  auto* cmd = app.add_subcommand("thread", "Read a whole battle thread: teams, rules, rounds, post schedule, linted orders");
  cmd->add_option("path", a->path, "a thread file (JSON array, '=== Author ===' dump or copied page text), a "
                                   "directory of them, or - for standard input")
      ->required();
  cmd->add_option("--format", a->format, "json (default for a file), jsonl (always for a directory) or text")
      ->check(CLI::IsMember({"json", "jsonl", "text"}));
  cmd->add_option("--jobs,-j", a->jobs, "worker threads for a directory (default: the number of cores)")
      ->check(CLI::Range(1, 256));
  cmd->add_option("--max-bytes", a->max_bytes, "largest thread file accepted (default 64 MiB)");
  // The whole file has its own size option above; each post keeps the lint limits.
  add_limit_options(*cmd, a->options.lint.extract.limits,
                    kLimitPostsPerThread | kLimitLineBytes | kLimitNestingDepth | kLimitSubsPerPokemon);
  cmd->callback([a, &exit_code] { exit_code = run(*a); });
}

}  // namespace bbp::cli
