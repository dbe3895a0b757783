// Many threads on N worker threads. Workers take the next file index from an atomic counter and
// park each finished line in its slot; the emitter writes slots strictly in index order, so the
// output is the same line for line whatever the number of jobs, and a line is written as soon as
// every line before it is.
#include <bbp/input.hpp>
#include <bbp/thread.hpp>

#include <fmt/format.h>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace bbp::thread {
namespace {

/// One file's JSONL line and whether the thread is ok (for the exit code; never read back from the text).
struct FileLine {
  std::string json;
  bool ok = false;
};

FileLine analyze_file(const std::string& path, const Options& options) {
  const bbp::ReadResult in = read_input(path, 64u << 20);
  if (!in.text) {
    const Diagnostic d = read_failure(path, in);
    nlohmann::json j = {{"file", path},
                        {"ok", false},
                        {"error", {{"id", info(d.id).code}, {"name", info(d.id).name}, {"message", message_of(d)}}}};
    return {j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), false};
  }
  const Analysis a = analyze(*in.text, path, options);
  return {to_json(a).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), a.ok()};
}

}  // namespace

void analyze_files(const std::vector<std::string>& files, unsigned jobs,
                   const std::function<void(std::size_t, const std::string&, bool)>& emit, const Options& options) {
  if (files.empty()) return;
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(files.size())));
  std::vector<std::optional<FileLine>> done(files.size());
  std::mutex m;
  std::condition_variable ready;
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < files.size(); i = next++) {
      FileLine line;
      try {
        line = analyze_file(files[i], options);
      } catch (const std::exception& e) {
        // analyze() never throws by design; an allocation failure must still leave a line.
        line = {nlohmann::json{{"file", files[i]}, {"ok", false}, {"error", {{"message", e.what()}}}}.dump(), false};
      }
      {
        std::lock_guard lock(m);
        done[i] = std::move(line);
      }
      ready.notify_one();
    }
  };
  std::vector<std::thread> workers;
  workers.reserve(jobs);
  for (unsigned j = 0; j < jobs; ++j) workers.emplace_back(work);
  // This thread is the emitter: slot by slot, in order.
  for (std::size_t i = 0; i < files.size(); ++i) {
    FileLine line;
    {
      std::unique_lock lock(m);
      ready.wait(lock, [&] { return done[i].has_value(); });
      line = std::move(*done[i]);
      done[i].reset();
    }
    emit(i, line.json, line.ok);
  }
  for (std::thread& w : workers) w.join();
}

}  // namespace bbp::thread
