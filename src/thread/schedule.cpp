#include "thread/schedule.hpp"

#include <algorithm>

namespace bbp::thread {

int Schedule::expected() const {
  switch (phase) {
    case Phase::replacements: return vacancies.empty() ? -1 : vacancies.front();
    case Phase::switching: return order.empty() ? -1 : order.front();
    case Phase::counter: return counter.empty() ? -1 : counter.front();
    case Phase::ordering: return slots.empty() ? -1 : slots.front().team;
    case Phase::report:
    case Phase::over: return -1;
  }
  return -1;
}

void Schedule::next_round_order() {
  if (order.size() > 1) std::rotate(order.begin(), order.begin() + 1, order.end());
}

void Schedule::start_ordering(bool snake, int snake_count, int positions) {
  phase = Phase::ordering;
  slots.clear();
  if (order.empty()) return;
  // [2.3b] Snake posting: the starting team orders some of its Pokemon, every other team posts,
  // then the starting team orders the rest. Only meaningful with two or more Pokemon in play.
  const bool snaking = snake && positions > 1 && order.size() > 1;
  const int first = std::clamp(snake_count, 1, std::max(1, positions - 1));
  slots.push_back(OrderSlot{order.front(), snaking ? first : 0});
  for (std::size_t i = 1; i < order.size(); ++i) slots.push_back(OrderSlot{order[i], 0});
  if (snaking) slots.push_back(OrderSlot{order.front(), positions - first});
}

void Schedule::make_starting(int team) {
  auto it = std::find(order.begin(), order.end(), team);
  if (it == order.end()) return;
  std::rotate(order.begin(), it, it + 1);
}

}  // namespace bbp::thread
