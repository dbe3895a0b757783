#include "thread/battle_state.hpp"

#include "thread/names.hpp"

#include <bbp/dex.hpp>

#include <algorithm>

namespace bbp::thread {

BattleState::BattleState(const OpeningPost& opening) : opening_(&opening), rosters_(opening.teams) {
  slots_ = opening.rules.match_type == rules::MatchType::doubles   ? 2
           : opening.rules.match_type == rules::MatchType::triples ? 3
                                                                   : 1;
  for (const Roster& r : opening.teams) {
    members_.emplace_back(r.pokemon.size());
    order_in_.emplace_back();
  }
}

void BattleState::learn_nickname(int team, int member, const std::string& nickname) {
  RosterEntry& e = rosters_[static_cast<std::size_t>(team)].pokemon[static_cast<std::size_t>(member)];
  if (e.nickname.empty() && !nickname.empty() && fold_name(nickname) != fold_name(e.species)) e.nickname = nickname;
}

std::string BattleState::unavailable(int team, int member) const {
  const MemberState& m = members_[team][member];
  if (m.fainted) return "it has fainted";
  if (m.zone == Zone::active) return "it is already in play";
  if (m.zone == Zone::unselected) return "its trainer has already picked the Team Size's worth of Pokemon [1.3]";
  return {};
}

void BattleState::send_out(int team, int member) {
  MemberState& m = members_[team][member];
  m.zone = Zone::active;
  m.picked = true;
  auto& in = order_in_[team];
  if (std::find(in.begin(), in.end(), member) == in.end()) in.push_back(member);
  refresh_unselected(team);
}

void BattleState::recall(int team, int member) {
  members_[team][member].zone = Zone::bench;
  auto& in = order_in_[team];
  in.erase(std::remove(in.begin(), in.end(), member), in.end());
}

void BattleState::faint(int team, int member) {
  members_[team][member].fainted = true;
  recall(team, member);  // [2.9] a fainted Pokemon is returned to its trainer's bench
}

std::vector<int> BattleState::active(int team) const { return order_in_[team]; }

void BattleState::refresh_unselected(int team) {
  // [4.2] once a trainer has sent out Team Size Pokemon, the rest of the selection stays unused.
  auto& ms = members_[team];
  const auto picked = std::count_if(ms.begin(), ms.end(), [](const MemberState& m) { return m.picked; });
  const bool full = picked >= opening_->rules.team_size;
  for (MemberState& m : ms)
    if (!m.picked) m.zone = full ? Zone::unselected : Zone::reserve;
}

bool BattleState::defeated(int team) const {
  const auto& ms = members_[team];
  if (ms.empty()) return false;
  for (const MemberState& m : ms)
    if (!m.fainted && m.zone != Zone::unselected) return false;
  return true;
}

BattleContext BattleState::context(const std::string& poster) const {
  BattleContext ctx;
  ctx.stated = opening_->stated;
  ctx.resolve_rules();
  ctx.has_rules = !opening_->facts.empty();
  ctx.poster = poster;
  for (std::size_t t = 0; t < rosters_.size(); ++t) {
    TeamContext tc;
    tc.trainer = rosters_[t].trainer;
    for (std::size_t i = 0; i < rosters_[t].pokemon.size(); ++i) {
      const RosterEntry& e = rosters_[t].pokemon[i];
      PokemonContext pc;
      pc.species = e.species;
      pc.nickname = e.nickname;
      pc.zone = members_[t][i].zone;
      pc.fainted = members_[t][i].fainted;
      tc.pokemon.push_back(std::move(pc));
    }
    ctx.teams.push_back(std::move(tc));
  }
  ctx.has_teams = !ctx.teams.empty();
  return ctx;
}

std::vector<ZoneEntry> BattleState::zones() const {
  std::vector<ZoneEntry> out;
  for (std::size_t t = 0; t < rosters_.size(); ++t)
    for (std::size_t i = 0; i < rosters_[t].pokemon.size(); ++i)
      out.push_back(ZoneEntry{rosters_[t].trainer, display(rosters_[t].pokemon[i]), members_[t][i].zone,
                              members_[t][i].fainted});
  return out;
}

}  // namespace bbp::thread
