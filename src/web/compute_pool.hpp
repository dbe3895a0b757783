#pragma once
// A fixed set of worker threads with a bounded queue, for the API's work. The HTTP thread hands a job
// over and waits at most the time cap: a request that runs longer is answered 503 and its result is
// dropped when the worker finishes (the C++ pipeline has no cancellation point; the body cap bounds
// how long any one job can take). A full queue is answered 503 at once rather than piling up.
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace bbp::web {

class ComputePool {
 public:
  ComputePool(unsigned threads, std::size_t max_queued);
  ~ComputePool();
  ComputePool(const ComputePool&) = delete;
  ComputePool& operator=(const ComputePool&) = delete;

  enum class Outcome { done, busy, timed_out };
  /// Runs `job` on a worker; returns when it is done or `cap` has passed.
  Outcome run(std::function<void()> job, std::chrono::milliseconds cap);

 private:
  void work();
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> queue_;
  std::vector<std::thread> workers_;
  std::size_t max_queued_;
  bool stopping_ = false;
};

}  // namespace bbp::web
