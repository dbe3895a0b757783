#include "web/compute_pool.hpp"

#include <memory>

namespace bbp::web {

ComputePool::ComputePool(unsigned threads, std::size_t max_queued) : max_queued_(max_queued) {
  if (threads == 0) threads = 1;
  workers_.reserve(threads);
  for (unsigned i = 0; i < threads; ++i) workers_.emplace_back([this] { work(); });
}

ComputePool::~ComputePool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    queue_.clear();  // nobody waits for queued jobs once the server has stopped
  }
  wake_.notify_all();
  for (std::thread& t : workers_) t.join();
}

void ComputePool::work() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      job = std::move(queue_.front());
      queue_.pop_front();
    }
    job();
  }
}

ComputePool::Outcome ComputePool::run(std::function<void()> job, std::chrono::milliseconds cap) {
  // Shared with the worker, so a caller that gave up leaves nothing dangling.
  struct State {
    std::mutex mutex;
    std::condition_variable done_cv;
    bool done = false;
  };
  auto state = std::make_shared<State>();
  const auto start = std::chrono::steady_clock::now();
  {
    std::lock_guard lock(mutex_);
    if (queue_.size() >= max_queued_) return Outcome::busy;
    queue_.emplace_back([state, job = std::move(job)] {
      job();
      std::lock_guard done_lock(state->mutex);
      state->done = true;
      state->done_cv.notify_all();
    });
  }
  wake_.notify_one();
  std::unique_lock lock(state->mutex);
  if (!state->done_cv.wait_for(lock, cap, [&] { return state->done; })) return Outcome::timed_out;
  // A job that finished, but later than the cap (the wait saw it done only when it woke), is over
  // the cap all the same: the answer does not depend on which thread ran first.
  return std::chrono::steady_clock::now() - start > cap ? Outcome::timed_out : Outcome::done;
}

}  // namespace bbp::web
