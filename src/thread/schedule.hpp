#pragma once
// The post schedule of [2.3] and the Switching Phase of [2.5] as a state machine: which trainer (or
// the referee) has priority at each moment of a round, and what kind of post is due.
#include <deque>
#include <string>
#include <vector>

namespace bbp::thread {

enum class Phase {
  replacements,  ///< [2.5c] send-outs owed, in the order positions were vacated
  switching,     ///< [2.5d] the starting player may declare a manual switch or post orders
  counter,       ///< [2.5e] the next players may accept or decline a counter-switch
  ordering,      ///< [2.6] order posts in schedule order (snake posting: [2.3b])
  report,        ///< [2.7] the referee's report is due
  over,          ///< [2.9] the battle has ended
};

struct OrderSlot {
  int team = -1;
  int count = 0;  ///< snake posting: Pokemon this post orders; 0 = every active one
};

struct Schedule {
  int round = 0;
  Phase phase = Phase::replacements;
  std::vector<int> order;       ///< the round's post schedule (team indices), starting player first
  std::deque<int> vacancies;    ///< [2.5c] one entry per empty position, by team
  std::deque<int> counter;      ///< [2.5e] players still to be offered a counter-switch
  std::deque<OrderSlot> slots;  ///< [2.6] order posts still due
  int switcher = -1;            ///< who started the switch phase this round

  /// Who has priority now (-1: nobody among the trainers; see `phase`).
  int expected() const;
  /// [2.3b] the next round's order: the prior round's order with its starting player moved last.
  void next_round_order();
  /// [2.6] the order posts of the round, built from `order` ([2.3b] snake posting when asked).
  void start_ordering(bool snake, int snake_count, int positions);
  /// [2.5e] a player who accepts a counter-switch becomes the starting player.
  void make_starting(int team);
};

}  // namespace bbp::thread
