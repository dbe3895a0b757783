// [2.5] The Switching Phase, before the round's steps: forced switching by Phazing and Switching
// markers ([2.5b]), replacement of vacated field positions by the posts' send-outs ([2.5c]), and
// (after the first round) the manual switches the posts declare ([2.5d]–[2.5f]). It rolls no dice,
// so it runs while the round is prepared: the posts are then linted against the Pokemon in play
// after it, and the round's log opens with what it did.
#include "sim/switching_phase.hpp"

#include "sim/field_conditions.hpp"
#include "sim/fusion.hpp"
#include "sim/terastal.hpp"

#include "sim/statuses.hpp"

#include <bbp/orders.hpp>

#include <fmt/format.h>

#include <algorithm>

using namespace std::string_view_literals;

namespace bbp::sim {

namespace {

/// The names a post's Pokemon reference gives: nickname, species, a lone name, a sprite's species.
std::vector<std::string> ref_names(const Dex& dex, const orders::PokemonRef& r) {
  std::vector<std::string> names;
  for (const orders::Text* t : {&r.nickname, &r.species, &r.name})
    if (t->present()) names.push_back(fold_name(t->text));
  for (const orders::Sprite& s : r.sprites)
    if (auto sp = dex.resolve_sprite(s.set, s.name); sp && sp->kind == Kind::species)
      names.push_back(fold_name(dex.entry(Kind::species, sp->id).name));
  return names;
}

/// The Pokemon of team `team` (any team when -1) a reference names, -1 when none.
int find_member(const Battle& b, const Dex& dex, const orders::PokemonRef& r, int team) {
  const std::vector<std::string> names = ref_names(dex, r);
  // A nickname first: two of a species are told apart by it ([10.4c]).
  for (int pass = 0; pass < 2; ++pass)
    for (std::size_t i = 0; i < b.pokemon.size(); ++i) {
      const Pokemon& p = b.pokemon[i];
      if (team >= 0 && p.team != team) continue;
      const std::string key = pass == 0 ? (p.nickname.empty() ? std::string() : fold_name(p.nickname)) : fold_name(p.species_name);
      if (!key.empty() && std::find(names.begin(), names.end(), key) != names.end()) return static_cast<int>(i);
    }
  return -1;
}

int in_play_count(const Battle& b, std::size_t team) {
  int n = 0;
  for (PokemonIndex m : b.teams[team].members) n += b.pokemon[m].zone == Zone::active && !b.pokemon[m].fainted;
  return n;
}

/// The team of the Pokemon a condition's `creator` names (nickname first, then species); -1 when none.
int team_of_creator(const Battle& b, const std::string& creator) {
  if (creator.empty()) return -1;
  const std::string key = fold_name(creator);
  for (int pass = 0; pass < 2; ++pass)
    for (const Pokemon& p : b.pokemon)
      if (fold_name(pass == 0 ? p.nickname : p.species_name) == key && !key.empty()) return p.team;
  return -1;
}

bool can_come_in(const Pokemon& p) { return !p.fainted && (p.zone == Zone::bench || p.zone == Zone::reserve); }

/// [2.5a] eligible to switch: the trainer has a Pokemon to send in and the Switching rule is on.
bool eligible(const Battle& b, PokemonIndex pi) {
  if (!b.rules.switching) return false;
  for (PokemonIndex m : b.teams[b.pokemon[pi].team].members)
    if (can_come_in(b.pokemon[m])) return true;
  return false;
}

struct Phase {
  Battle& b;
  const Dex& dex;
  SwitchingPhase& out;
  int next_entered = 0;

  std::string who(PokemonIndex p) const { return fmt::format("{}'s {}", b.teams[b.pokemon[p].team].trainer, b.pokemon[p].display()); }

  void leave_play(PokemonIndex p, std::string_view why) {
    Pokemon& pk = b.pokemon[p];
    pk.zone = Zone::bench;
    // "all Conditions and Markers are discarded, except those that 'persist after leaving play'"
    // (no condition the engine knows says so); stages go with them ([7.6]).
    pk.conditions.clear();
    pk.stages = {};
    recalled.push_back(p);
    out.log.push_back(fmt::format("{} returns to the bench ({})", who(p), why));
  }

  void send_in(PokemonIndex p, std::string_view why) {
    Pokemon& pk = b.pokemon[p];
    pk.zone = Zone::active;
    pk.entered = next_entered++;
    out.log.push_back(fmt::format("{} is sent out ({})", who(p), why));
    sent_in.push_back(p);
  }
  void become_starting_player(int team, std::string_view why) {
    if (b.starting_player == team) return;
    b.starting_player = team;
    out.log.push_back(fmt::format("{} becomes the round's starting player ({})", b.teams[static_cast<std::size_t>(team)].trainer, why));
  }
  /// The Pokemon of `team` a send-out names; when it names a Fused Pokemon ([11.3a]), its host,
  /// with the plan to fuse in `plan`. -1 when none.
  int member_or_fusion(const orders::PokemonRef& r, int team, std::optional<FusionPlan>& plan) {
    plan.reset();
    const int m = find_member(b, dex, r, team);
    if (m >= 0 || team < 0) return m;
    for (const orders::Text* t : {&r.species, &r.name, &r.nickname}) {
      if (!t->present()) continue;
      const Resolution sp = dex.resolve(Kind::species, t->text);
      if (sp.match != Match::exact && sp.match != Match::alias) continue;
      std::string why;
      plan = plan_fusion(b, dex, sp.id, team, why);
      if (plan) return plan->host;
      if (!why.empty()) out.log.push_back(fmt::format("{} can't be sent out as {}: {}", b.teams[static_cast<std::size_t>(team)].trainer,
                                                      dex.entry(Kind::species, sp.id).name, why));
      return -1;
    }
    return -1;
  }
  void send_in_fused(PokemonIndex p, const std::optional<FusionPlan>& plan, std::string_view why) {
    if (plan) fuse(b, dex, *plan, out.log);
    send_in(p, why);
  }
  std::vector<PokemonIndex> sent_in;     ///< in order: their entry triggers wait for the phase's end ([2.5f])
  std::vector<PokemonIndex> recalled;    ///< manually switched out ([11.7b]: can't also Terastallize)
};

}  // namespace

SwitchingPhase run_switching_phase(Battle& b, const Dex& dex, const std::vector<PieceEffects>& conditions) {
  SwitchingPhase out;
  Phase ph{b, dex, out, 0, {}, {}};
  for (const Pokemon& p : b.pokemon) ph.next_entered = std::max(ph.next_entered, p.entered + 1);
  const int per_team = b.rules.match_type == rules::MatchType::singles ? 1 : b.rules.match_type == rules::MatchType::doubles ? 2 : 3;

  // What the posts declare: send-outs and switches, with the team that posted them.
  struct Declared {
    const orders::PokemonRef* ref;
    int team;
  };
  std::vector<orders::ExtractResult> read;
  read.reserve(b.posts.size());
  for (const OrderPost& post : b.posts) read.push_back(orders::extract(post.text));
  std::vector<Declared> sendouts;
  struct DeclaredSwitch {
    const orders::Switch* sw;
    int team;
  };
  std::vector<DeclaredSwitch> switches;
  std::vector<std::pair<const orders::Terastal*, int>> terastals;
  for (std::size_t i = 0; i < read.size(); ++i) {
    const int team = b.posts[i].team;
    for (const orders::Terastal& t : read[i].terastals) terastals.emplace_back(&t, team);
    for (const orders::SendOut& s : read[i].sendouts)
      if (!s.in_flavor)
        for (const orders::PokemonRef& r : s.pokemon) sendouts.push_back({&r, team});
    for (const orders::Switch& s : read[i].switches)
      if (!s.in_flavor) switches.push_back({&s, team});
  }

  // [2.5b] forced switching: Phazing markers first, then Switching markers, each in the order the
  // Pokemon entered play (the battle file does not say when a marker was created).
  // Positions left empty before this round (a Pokemon that fainted) were vacated first.
  std::vector<std::size_t> empty_team;
  for (std::size_t t = 0; t < b.teams.size(); ++t)
    for (int k = in_play_count(b, t); k < per_team; ++k) empty_team.push_back(t);
  std::vector<PokemonIndex> by_entry;
  for (std::size_t i = 0; i < b.pokemon.size(); ++i)
    if (b.pokemon[i].zone == Zone::active && !b.pokemon[i].fainted) by_entry.push_back(static_cast<PokemonIndex>(i));
  std::stable_sort(by_entry.begin(), by_entry.end(), [&](PokemonIndex x, PokemonIndex y) { return b.pokemon[x].entered < b.pokemon[y].entered; });
  std::vector<std::pair<std::size_t, PokemonIndex>> forced;  // team, Pokemon that left
  for (std::string_view marker : {"Phazing"sv, "Switching"sv})
    for (PokemonIndex p : by_entry) {
      if (b.pokemon[p].zone != Zone::active) continue;
      const auto it = std::find_if(b.pokemon[p].conditions.begin(), b.pokemon[p].conditions.end(),
                                   [&](const Condition& c) { return condition_is(c, marker); });
      if (it == b.pokemon[p].conditions.end()) continue;
      if (!eligible(b, p)) {
        out.log.push_back(fmt::format("{} has a {} marker but is not eligible to switch [2.5a]", ph.who(p), marker));
        continue;
      }
      const std::string creator = it->creator;
      ph.leave_play(p, fmt::format("{} marker [2.5b]", marker));
      forced.emplace_back(b.pokemon[p].team, p);
      // "the trainer whose Pokemon created the most recent … marker on the returning Pokemon (not
      // the trainer of the returning Pokemon) becomes the round's starting player."
      if (const int team = team_of_creator(b, creator); team >= 0) ph.become_starting_player(team, fmt::format("its Pokemon created the {} marker [2.5b]", marker));
      else out.log.push_back(fmt::format("the {} marker names no creator: the starting player is unchanged [2.5b]", marker));
    }
  // "ALL Phazing markers and Switching markers are discarded from ALL Pokemon."
  for (Pokemon& p : b.pokemon)
    p.conditions.erase(std::remove_if(p.conditions.begin(), p.conditions.end(),
                                      [](const Condition& c) { return condition_is(c, "Phazing") || condition_is(c, "Switching"); }),
                       p.conditions.end());

  // [2.5c] each vacated position is filled by a send-out from its trainer: the one a post of that
  // trainer names, else the only Pokemon that can come in. "The replacement is a different Pokemon
  // than the one that last vacated that position, if possible."
  std::vector<std::pair<std::size_t, int>> positions;  // team, previous occupant (-1: none)
  for (std::size_t t : empty_team) positions.emplace_back(t, -1);
  for (const auto& [t, p] : forced) positions.emplace_back(t, p);
  std::vector<bool> used(sendouts.size(), false);
  for (const auto& [t, previous] : positions) {
    int chosen = -1;
    std::optional<FusionPlan> fusion;
    for (std::size_t k = 0; k < sendouts.size() && chosen < 0; ++k) {
      if (used[k] || (sendouts[k].team >= 0 && sendouts[k].team != static_cast<int>(t))) continue;
      const int m = ph.member_or_fusion(*sendouts[k].ref, static_cast<int>(t), fusion);
      if (m < 0 || !can_come_in(b.pokemon[static_cast<std::size_t>(m)])) continue;
      used[k] = true;
      chosen = m;
    }
    std::vector<PokemonIndex> candidates;
    for (PokemonIndex m : b.teams[t].members)
      if (can_come_in(b.pokemon[m]) && static_cast<int>(m) != previous) candidates.push_back(m);
    if (candidates.empty() && previous >= 0 && can_come_in(b.pokemon[static_cast<std::size_t>(previous)]))
      candidates.push_back(static_cast<PokemonIndex>(previous));  // its own replacement only when nobody else can be
    if (chosen >= 0) {
      ph.send_in_fused(static_cast<PokemonIndex>(chosen), fusion, "send-out in the post [2.5c]");
    } else if (candidates.size() == 1) {
      ph.send_in(candidates.front(), "the only Pokemon that can fill the position [2.5c]");
    } else if (!candidates.empty()) {
      std::string names;
      for (PokemonIndex m : candidates) names += (names.empty() ? "" : ", ") + b.pokemon[m].display();
      out.problems.push_back(fmt::format("{} must send out a Pokemon to fill a vacated position{} [2.5c], but no post names "
                                         "which ({}): add the send-out to the trainer's post",
                                         b.teams[t].trainer,
                                         previous >= 0 ? fmt::format(" (left by {})", b.pokemon[static_cast<std::size_t>(previous)].display())
                                                       : std::string(),
                                         names));
    }
  }

  // [2.5d]–[2.5f] manual switches, declared in the posts; none in the first round.
  if (b.round > 1) {
    // [2.5e] "Each player in sequence who accepts the offer to counter-switch then becomes the
    // round's starting player": the posts that declare a switch or a Terastal, in posting order.
    for (std::size_t i = 0; i < read.size(); ++i) {
      const int team = b.posts[i].team;
      const bool declares = std::any_of(read[i].switches.begin(), read[i].switches.end(), [](const orders::Switch& s) { return !s.in_flavor; }) ||
                            !read[i].terastals.empty();
      if (declares && team >= 0) ph.become_starting_player(team, "it declared a switch or a Terastal [2.5d], [2.5e]");
    }
    for (const DeclaredSwitch& d : switches) {
      const orders::Switch& s = *d.sw;
      if (s.in.empty()) continue;
      int team = d.team;
      std::optional<FusionPlan> fusion;
      int in = find_member(b, dex, s.in.front(), team);
      if (in < 0) in = ph.member_or_fusion(s.in.front(), team, fusion);
      if (in >= 0) team = b.pokemon[static_cast<std::size_t>(in)].team;
      int leaving = s.out ? find_member(b, dex, *s.out, team) : -1;
      if (leaving < 0 && !s.out && team >= 0 && in_play_count(b, static_cast<std::size_t>(team)) == 1)
        for (PokemonIndex m : b.teams[static_cast<std::size_t>(team)].members)
          if (b.pokemon[m].zone == Zone::active && !b.pokemon[m].fainted) leaving = m;
      if (in < 0 || leaving < 0) {
        out.log.push_back("a declared switch names no Pokemon of this battle it can move: not performed [2.5d]");
        continue;
      }
      const auto li = static_cast<PokemonIndex>(leaving), ii = static_cast<PokemonIndex>(in);
      if (b.pokemon[li].zone != Zone::active || !can_come_in(b.pokemon[ii]) || !eligible(b, li)) {
        out.log.push_back(fmt::format("the switch of {} for {} can't be performed: {} [2.5a]", b.pokemon[li].display(),
                                      b.pokemon[ii].display(),
                                      b.pokemon[li].zone != Zone::active ? "the first is not in play"
                                      : !can_come_in(b.pokemon[ii])      ? "the second is not on the bench or in reserve"
                                                                         : "the Switching rule is off"));
        continue;
      }
      ph.leave_play(li, "manual switch [2.5f]");
      ph.send_in_fused(ii, fusion, "manual switch [2.5f]");
    }
    // [2.5f] "Lastly, each trainer will Terastallize the Pokemon for whom they declared
    // Terastallization, in the order they were declared."
    for (const auto& [t, team] : terastals) {
      const EntryId declared = declared_tera_type(dex, t->tera_type.text);
      std::vector<int> named;
      for (const orders::PokemonRef& r : t->pokemon) named.push_back(find_member(b, dex, r, team));
      // "Terastallize!" with one Pokemon of the trainer in play: that one.
      if (t->pokemon.empty() && team >= 0 && in_play_count(b, static_cast<std::size_t>(team)) == 1)
        for (PokemonIndex m : b.teams[static_cast<std::size_t>(team)].members)
          if (b.pokemon[m].zone == Zone::active && !b.pokemon[m].fainted) named.push_back(m);
      if (named.empty()) out.log.push_back("a Terastal declaration names no Pokemon: not performed [11.7b]");
      for (const int pi : named) {
        if (pi < 0) {
          out.log.push_back("a Terastal declaration names no Pokemon of this battle: not performed [11.7b]");
          continue;
        }
        const auto p = static_cast<PokemonIndex>(pi);
        if (std::find(ph.recalled.begin(), ph.recalled.end(), p) != ph.recalled.end()) {
          out.log.push_back(fmt::format("{} was switched out in this phase and can't also Terastallize [11.7b]", ph.who(p)));
          continue;
        }
        terastallize(b, dex, p, declared, out.log);
      }
    }
  }
  if (b.round == 1 && !terastals.empty())
    out.log.push_back("Terastal declarations are not performed in the first round: its Switching Phase ends after the "
                      "replacements [2.5c]");
  // [2.5f] "any triggered effects that have triggered at any point in the Switching Phase will
  // resolve, in the order they were triggered": Entry Hazards, in the order Pokemon came in.
  for (PokemonIndex p : ph.sent_in)
    if (b.pokemon[p].zone == Zone::active && !b.pokemon[p].fainted) run_entry_triggers(b, conditions, p, out.log);
  return out;
}

}  // namespace bbp::sim
