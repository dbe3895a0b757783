#pragma once
// Where every Pokemon of the thread is, as far as the posts say: sent out (active), recalled or
// fainted (bench), never sent (reserve while picks remain, else unselected: [4.2]). Built from the
// opening post's rosters and moved by send-outs, switches and the referee's reports.
#include <bbp/context.hpp>
#include <bbp/thread.hpp>

#include <string>
#include <vector>

namespace bbp::thread {

struct MemberState {
  Zone zone = Zone::reserve;
  bool fainted = false;
  bool picked = false;  ///< has been sent out at least once (counts toward the Team Size)
};

class BattleState {
 public:
  BattleState(const OpeningPost& opening);

  int slots() const { return slots_; }  ///< field positions per trainer ([1.3] match type)
  /// The opening post's rosters with the nicknames send-outs have revealed since ("Go, Gina the
  /// Garchomp!" after "Wren's team: :sv/garchomp: …"): what later posts call the Pokemon.
  const std::vector<Roster>& teams() const { return rosters_; }
  const Roster& roster(int team) const { return rosters_[static_cast<std::size_t>(team)]; }
  /// Records the nickname a send-out gave `member` when its roster entry has none.
  void learn_nickname(int team, int member, const std::string& nickname);

  /// Why `member` of `team` cannot be sent out now ("" when it can).
  std::string unavailable(int team, int member) const;
  void send_out(int team, int member);
  void recall(int team, int member);
  void faint(int team, int member);
  /// Active members of `team`, in the order they came in.
  std::vector<int> active(int team) const;
  bool is_active(int team, int member) const { return members_[team][member].zone == Zone::active; }
  const MemberState& member(int team, int member) const { return members_[team][member]; }
  /// [2.9] a trainer with every Pokemon it may still use fainted has lost.
  bool defeated(int team) const;

  /// The battle context of a post by `poster` at this moment, for the linter.
  BattleContext context(const std::string& poster) const;
  std::vector<ZoneEntry> zones() const;

 private:
  void refresh_unselected(int team);
  const OpeningPost* opening_;
  std::vector<Roster> rosters_;
  int slots_ = 1;
  std::vector<std::vector<MemberState>> members_;
  std::vector<std::vector<int>> order_in_;  // active members per team, oldest first
};

}  // namespace bbp::thread
