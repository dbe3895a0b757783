// Replaying a thread: each post classified by its author and content, the schedule of [2.3]/[2.5]
// advanced by it, the battle state moved by its send-outs and switches, and every game post linted
// in the context of that moment.
#include "thread/battle_state.hpp"
#include "thread/names.hpp"
#include "thread/report_reader.hpp"
#include "thread/schedule.hpp"

#include <bbp/bbcode.hpp>
#include <bbp/dex.hpp>
#include <bbp/limits.hpp>
#include <bbp/orders.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <memory>

namespace bbp::thread {

std::string_view to_string(PostKind k) {
  switch (k) {
    case PostKind::opening: return "opening";
    case PostKind::sendout: return "sendout";
    case PostKind::switch_declaration: return "switch";
    case PostKind::counter_switch: return "counter-switch";
    case PostKind::decline: return "decline";
    case PostKind::orders: return "orders";
    case PostKind::report: return "report";
    case PostKind::out_of_game: return "out-of-game";
  }
  return "out-of-game";
}

bool Analysis::ok() const {
  for (const PostDiagnostic& d : diagnostics)
    if (d.diagnostic.severity == Severity::error) return false;
  for (const AnalyzedPost& p : posts)
    if (p.lint && !p.lint->ok()) return false;
  return true;
}

namespace {

/// The first non-blank line of a post: where schedule findings point.
Span lead_span(std::string_view body) {
  std::size_t i = 0;
  while (i < body.size()) {
    const std::size_t e = std::min(body.find('\n', i), body.size());
    std::size_t b = i, end = e;
    while (b < end && (body[b] == ' ' || body[b] == '\t' || body[b] == '\r')) ++b;
    while (end > b && (body[end - 1] == ' ' || body[end - 1] == '\t' || body[end - 1] == '\r')) --end;
    if (end > b) return Span{b, end};
    i = e + 1;
  }
  return Span{0, 0};
}

/// What a post's game content is, before the schedule says what it counts as.
struct Content {
  std::vector<const orders::PokemonRef*> sent;     // send-outs and switch-ins
  std::vector<const orders::Switch*> switches;     // manual switches (not counter)
  bool counter = false, decline = false;
  int order_sets = 0;                              // with main orders
  // Shown with a sprite as the header of orders or in an equip line: while a send-out is owed,
  // such a Pokemon not yet in play is sent out by the post ("Isaac sends and orders", [2.5c]).
  std::vector<const orders::PokemonRef*> presented;
};

Content read_content(const orders::ExtractResult& x) {
  Content c;
  for (const orders::SendOut& s : x.sendouts)
    for (const orders::PokemonRef& p : s.pokemon) c.sent.push_back(&p);
  for (const orders::Switch& s : x.switches) {
    for (const orders::PokemonRef& p : s.in) c.sent.push_back(&p);
    if (s.counter) c.counter = true;
    else c.switches.push_back(&s);
  }
  for (const orders::CounterSwitchDecision& d : x.counter_switches) (d.accept ? c.counter : c.decline) = true;
  for (const orders::OrderSet& s : x.order_sets)
    if (s.main_orders) {
      ++c.order_sets;
      if (s.pokemon && !s.pokemon->sprites.empty()) c.presented.push_back(&*s.pokemon);
    }
  for (const orders::Equip& e : x.equips)
    if (!e.in_flavor)
      for (const orders::PokemonRef& p : e.pokemon)
        if (!p.sprites.empty()) c.presented.push_back(&p);
  return c;
}

class Driver {
 public:
  Driver(Analysis& a, const Options& o) : a_(a), options_(o), state_(a.opening) {}

  void start() {
    sched_.round = 0;
    begin_round();
  }

  void post(AnalyzedPost& p) {
    const int team = find_team(a_.opening.teams, p.raw.author);
    const bool referee = !a_.opening.referee.empty() && fold_name(p.raw.author) == fold_name(a_.opening.referee);
    p.round = sched_.round;
    const int expected = sched_.expected();
    p.expected = expected >= 0 ? name(expected) : sched_.phase == Phase::report ? a_.opening.referee : std::string();
    // The post belongs to the round it was made in, even when it ends that round.
    const std::size_t in_round = a_.rounds.size() - 1;
    if (team < 0) {
      p.role = referee ? "referee" : "spectator";
      if (referee) referee_post(p);
      a_.rounds[in_round].posts.push_back(p.raw.number);
      return;
    }
    p.role = "player";
    // Shared: a declared switch keeps pointing into its post's tree until [2.5f] resolves it.
    auto x = std::make_shared<const orders::ExtractResult>(orders::extract(p.raw.body, options_.lint.extract));
    player_post(p, team, x);
    a_.rounds[in_round].posts.push_back(p.raw.number);
  }

 private:
  RoundSummary& round() { return a_.rounds.back(); }
  std::string name(int team) const { return a_.opening.teams[static_cast<std::size_t>(team)].trainer; }

  void report(const AnalyzedPost& p, DiagId id, std::string message, std::optional<Span> span = std::nullopt) {
    a_.diagnostics.push_back({p.raw.number, make_diagnostic(id, span.value_or(lead_span(p.raw.body)), std::move(message))});
  }

  void begin_round() {
    ++sched_.round;
    RoundSummary r;
    r.number = sched_.round;
    if (sched_.round == 1) {
      for (const std::string& t : a_.opening.post_order)
        if (int i = find_team(a_.opening.teams, t); i >= 0) sched_.order.push_back(i);
      // Round 1's leads: posted in the reverse of the post schedule, so the starting player sees
      // every lead before ordering (docs/rulings.md, "Round 1 send-outs").
      for (auto it = sched_.order.rbegin(); it != sched_.order.rend(); ++it)
        for (int s = 0; s < state_.slots(); ++s) sched_.vacancies.push_back(*it);
    } else {
      sched_.next_round_order();
    }
    for (int t : sched_.order) r.schedule.push_back(name(t));
    a_.rounds.push_back(std::move(r));
    sched_.switcher = -1;
    sched_.phase = Phase::replacements;
    if (sched_.vacancies.empty()) end_replacements();
  }

  void end_replacements() {
    // [2.5c] In the first round the Switching Phase ends after the leads.
    if (sched_.round == 1) start_ordering();
    else sched_.phase = Phase::switching;
  }

  void start_ordering() {
    sched_.start_ordering(a_.opening.snake, a_.opening.snake_count, state_.slots());
    if (!sched_.order.empty()) round().starting_player = name(sched_.order.front());
  }

  /// [2.5c]/[2.5f] sends out the Pokemon a post names; returns how many it sent.
  int send(const AnalyzedPost& p, int team, const std::vector<const orders::PokemonRef*>& refs) {
    int sent = 0;
    const Roster& roster = state_.roster(team);
    // A team the opening post did not list: every named Pokemon counts, nothing can be checked.
    if (roster.pokemon.empty()) return static_cast<int>(refs.size());
    for (const orders::PokemonRef* ref : refs) {
      const int m = find_member(roster, *ref);
      if (m < 0) {
        report(p, DiagId::sendout_not_available,
               fmt::format("no Pokemon of {}'s team, as the opening post lists it, is named here [2.5c]", roster.trainer),
               ref->span);
        continue;
      }
      if (const std::string why = state_.unavailable(team, m); !why.empty()) {
        report(p, DiagId::sendout_not_available,
               fmt::format("{} cannot be sent out: {} [2.5c]", display(roster.pokemon[static_cast<std::size_t>(m)]), why),
               ref->span);
        continue;
      }
      state_.send_out(team, m);
      if (ref->nickname.present()) state_.learn_nickname(team, m, ref->nickname.text);
      ++sent;
    }
    return sent;
  }

  /// [2.5f] recalls the Pokemon a switch names (or, with one in play, the one in play).
  void recall_for(int team, const orders::Switch& s) {
    const Roster& roster = state_.roster(team);
    int m = s.out ? find_member(roster, *s.out) : -1;
    if (m < 0) {
      const auto act = state_.active(team);
      if (!act.empty()) m = act.front();
    }
    if (m >= 0 && state_.is_active(team, m)) state_.recall(team, m);
  }

  void apply_switches(const AnalyzedPost& p, int team, const Content& c) {
    for (const orders::Switch* s : c.switches) recall_for(team, *s);
    if (c.switches.empty() && c.counter) {
      // "Counter-switching to X": the one in play goes back.
      const auto act = state_.active(team);
      if (!act.empty() && !c.sent.empty()) state_.recall(team, act.front());
    }
    send(p, team, c.sent);
  }

  /// The Pokemon of `refs` that are `team`'s and not in play, each once (a header and its equip
  /// line name the same one).
  std::vector<const orders::PokemonRef*> not_in_play(int team, const std::vector<const orders::PokemonRef*>& refs) const {
    std::vector<const orders::PokemonRef*> out;
    std::vector<std::string> seen;
    const Roster& roster = state_.roster(team);
    for (const orders::PokemonRef* r : refs) {
      const int m = roster.pokemon.empty() ? -1 : find_member(roster, *r);
      if (!roster.pokemon.empty() && (m < 0 || state_.is_active(team, m))) continue;
      const orders::Text& named = r->nickname.present() ? r->nickname : r->name.present() ? r->name : r->species;
      const std::string key = m >= 0 ? std::to_string(m) : fold_name(named.text);
      if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
      seen.push_back(key);
      out.push_back(r);
    }
    return out;
  }

  void player_post(AnalyzedPost& p, int team, const std::shared_ptr<const orders::ExtractResult>& x) {
    Content c = read_content(*x);
    // [2.5c] "Isaac sends and orders": with a send-out owed, orders under a Pokemon shown with its
    // sprite that is not in play send it out, as "Go, Beetle!" above them would.
    if (sched_.phase == Phase::replacements && c.sent.empty() && c.switches.empty())
      c.sent = not_in_play(team, c.presented);
    for (const orders::PokemonRef* r : c.sent) p.pokemon.push_back(shown(team, *r));
    const std::string who = name(team);
    const int expected = sched_.expected();
    auto out_of_turn = [&](std::string why) {
      p.in_turn = false;
      report(p, DiagId::post_out_of_turn, std::move(why));
    };
    bool game = true;
    switch (sched_.phase) {
      case Phase::replacements:
        if (!c.sent.empty()) {
          p.kind = PostKind::sendout;
          const auto owed = std::count(sched_.vacancies.begin(), sched_.vacancies.end(), team);
          if (owed == 0) out_of_turn(fmt::format("{} has no empty position to fill [2.5c]", who));
          else if (expected != team)
            out_of_turn(fmt::format("{} sends out before {}, whose position was vacated first [2.5c]", who, name(expected)));
          const int sent = send(p, team, c.sent);
          // A refused send-out fills nothing: the position stays owed.
          for (int k = 0; k < sent && owed > 0; ++k) {
            auto it = std::find(sched_.vacancies.begin(), sched_.vacancies.end(), team);
            if (it != sched_.vacancies.end()) sched_.vacancies.erase(it);
          }
          if (sched_.vacancies.empty()) end_replacements();
          if (c.order_sets > 0 && sched_.phase != Phase::replacements) ordering_post(p, team, c, true);
        } else if (c.order_sets > 0) {
          p.kind = PostKind::orders;
          out_of_turn(fmt::format("{} posts orders while a send-out from {} is still owed [2.5c]", who, name(expected)));
        } else {
          game = false;
        }
        break;
      case Phase::switching:
        if (!c.switches.empty() || (!c.sent.empty() && !c.counter)) {
          p.kind = PostKind::switch_declaration;
          if (team != expected) {
            // [2.5d] Out of turn; the rule itself (BBP4025) is the linter's, judged below with the
            // starting player and the switch state this schedule gives it.
            p.in_turn = false;
            break;
          }
          sched_.switcher = team;
          if (c.order_sets > 0) {
            // [2.3] a switch combined with orders: the poster says no counter-switch is possible.
            apply_switches(p, team, c);
            start_ordering();
            ordering_post(p, team, c, true);
            break;
          }
          pending_content_.push_back({team, c, &p, x});
          sched_.counter.assign(sched_.order.begin() + 1, sched_.order.end());
          sched_.phase = Phase::counter;
          if (sched_.counter.empty()) resolve_switches();
        } else if (c.order_sets > 0) {
          if (team != expected) {
            p.kind = PostKind::orders;
            out_of_turn(fmt::format("{} posts orders, but {} is the round's starting player and posts first [2.3b]", who,
                                    name(expected)));
          } else {
            start_ordering();
            ordering_post(p, team, c, false);
          }
        } else if (c.counter || c.decline) {
          p.kind = c.counter ? PostKind::counter_switch : PostKind::decline;
          out_of_turn(fmt::format("no switch was declared this round, so there is no counter-switch to {} [2.5e]",
                                  c.counter ? "accept" : "decline"));
        } else {
          game = false;
        }
        break;
      case Phase::counter:
        if (c.counter || !c.sent.empty()) {
          p.kind = PostKind::counter_switch;
          if (team != expected) out_of_turn(fmt::format("{} is offered the counter-switch first [2.5e]", name(expected)));
          pending_content_.push_back({team, c, &p, x});
          sched_.make_starting(team);  // [2.5e] who accepts becomes the starting player
          erase_counter(team);
        } else if (c.decline) {
          p.kind = PostKind::decline;
          if (team != expected) out_of_turn(fmt::format("{} is offered the counter-switch first [2.5e]", name(expected)));
          erase_counter(team);
        } else if (c.order_sets > 0) {
          p.kind = PostKind::orders;
          out_of_turn(fmt::format("{} has not yet accepted or declined the counter-switch [2.5e]", name(expected)));
        } else {
          game = false;
        }
        if (sched_.counter.empty() && sched_.phase == Phase::counter) resolve_switches();
        break;
      case Phase::ordering:
        if (c.order_sets > 0) {
          ordering_post(p, team, c, false);
        } else if (!c.switches.empty() || c.counter || !c.sent.empty()) {
          p.kind = c.switches.empty() ? PostKind::counter_switch : PostKind::switch_declaration;
          out_of_turn("the Switching Phase is over: switches are declared before the first order post [2.5d]");
        } else {
          game = false;
        }
        break;
      case Phase::report:
      case Phase::over:
        if (c.order_sets > 0 || !c.sent.empty()) {
          p.kind = c.order_sets > 0 ? PostKind::orders : PostKind::sendout;
          out_of_turn(sched_.phase == Phase::over ? "the battle is over [2.9]"
                                                  : fmt::format("every order of round {} is in: the referee's report "
                                                                "is due [2.7]",
                                                                sched_.round));
        } else {
          game = false;
        }
        break;
    }
    if (!game) {
      p.kind = PostKind::out_of_game;
      return;
    }
    // Judged after the post's own send-outs and switches: a combined post orders who it sent.
    p.context = state_.zones();
    BattleContext ctx = state_.context(who);
    // What the schedule knows the linter judges with: who starts the round and whether a switch was
    // declared in it ([2.5d], [2.5e], [11.6b]).
    // Before the Ordering Phase the round's schedule is headed by its starting player ([2.3b]).
    ctx.starting_player = !round().starting_player.empty() ? round().starting_player
                          : !sched_.order.empty()          ? name(sched_.order.front())
                                                           : std::string();
    ctx.switch_phase_started = sched_.switcher >= 0;
    p.lint = lint::lint(p.raw.body, ctx, options_.lint);
    check_recipients(p, team);
  }

  /// A Pokemon as the roster names it ("Rasp the Scyther"), else as the post wrote it.
  std::string shown(int team, const orders::PokemonRef& r) const {
    const Roster& roster = state_.roster(team);
    if (const int m = find_member(roster, r); m >= 0) {
      RosterEntry e = roster.pokemon[static_cast<std::size_t>(m)];
      if (e.nickname.empty() && r.nickname.present()) e.nickname = r.nickname.text;  // named at this send-out
      return display(e);
    }
    if (r.nickname.present() && r.species.present()) return r.nickname.text + " the " + r.species.text;
    for (const orders::Text* t : {&r.species, &r.nickname, &r.name})
      if (t->present()) return t->text;
    return r.sprites.empty() ? std::string() : r.sprites.front().code;
  }

  void erase_counter(int team) {
    auto it = std::find(sched_.counter.begin(), sched_.counter.end(), team);
    if (it != sched_.counter.end()) sched_.counter.erase(it);
  }

  /// [2.5f] every declared switch happens, in declaration order; then the Ordering Phase.
  void resolve_switches() {
    for (const Pending& pd : pending_content_) apply_switches(*pd.post, pd.team, pd.content);
    pending_content_.clear();
    start_ordering();
  }

  void ordering_post(AnalyzedPost& p, int team, const Content& c, bool combined) {
    p.kind = PostKind::orders;
    if (sched_.phase != Phase::ordering) return;
    const std::string who = name(team);
    if (sched_.slots.empty()) return;
    if (sched_.slots.front().team == team) {
      const OrderSlot slot = sched_.slots.front();
      sched_.slots.pop_front();
      if (slot.count > 0 && c.order_sets != slot.count)
        report(p, DiagId::snake_post_count,
               fmt::format("this snake post orders {} Pokemon; {} should order {} here [2.3b]", c.order_sets, who,
                           slot.count));
    } else {
      auto it = std::find_if(sched_.slots.begin(), sched_.slots.end(), [&](const OrderSlot& s) { return s.team == team; });
      p.in_turn = false;
      a_.diagnostics.push_back(
          {p.raw.number,
           make_diagnostic(DiagId::post_out_of_turn, lead_span(p.raw.body),
                           it == sched_.slots.end()
                               ? fmt::format("{} has already posted orders this round [2.3]", who)
                               : fmt::format("{} posts orders before {}, who has priority [2.3]", who,
                                             name(sched_.slots.front().team)))});
      if (it != sched_.slots.end()) sched_.slots.erase(it);
    }
    (void)combined;
    if (sched_.slots.empty()) sched_.phase = Phase::report;
  }

  /// [2.6] orders go to the poster's Pokemon in play.
  void check_recipients(AnalyzedPost& p, int team) {
    if (!p.lint) return;
    const Roster& roster = state_.roster(team);
    for (const orders::OrderSet& set : p.lint->extracted.order_sets) {
      if (!set.main_orders || !set.pokemon) continue;
      p.ordered.push_back(shown(team, *set.pokemon));
      const int m = find_member(roster, *set.pokemon);
      const Span span = set.pokemon->span;
      if (roster.pokemon.empty()) continue;  // no listing: nothing to check against
      if (m < 0) {
        report(p, DiagId::orders_for_pokemon_not_in_play,
               fmt::format("these orders name no Pokemon of {}'s team as the opening post lists it [2.6]", roster.trainer),
               span);
      } else if (!state_.is_active(team, m)) {
        const MemberState& ms = state_.member(team, m);
        report(p, DiagId::orders_for_pokemon_not_in_play,
               fmt::format("{} is {}: only Pokemon in play take orders [2.6]",
                           display(roster.pokemon[static_cast<std::size_t>(m)]),
                           ms.fainted ? "fainted" : std::string(bbp::to_string(ms.zone))),
               span);
      }
    }
  }

  void referee_post(AnalyzedPost& p) {
    const bbcode::Result plain = bbcode::parse(p.raw.body);
    const ReportFacts f = read_report(plain.plain.text, state_.teams());
    const std::string l = text_lower(plain.plain.text);
    const bool strong = !f.knockouts.empty() || l.find("end of round") != std::string::npos ||
                        l.find("step 1") != std::string::npos || l.find("step one") != std::string::npos;
    const bool due = sched_.phase == Phase::report;
    if (sched_.phase == Phase::over || !(due ? f.looks_like_report : strong)) {
      p.kind = PostKind::out_of_game;
      return;
    }
    p.kind = PostKind::report;
    if (!due) {
      p.in_turn = false;
      const int e = sched_.expected();
      report(p, DiagId::post_out_of_turn,
             fmt::format("the referee reports round {} before {} posted [2.3] [2.7]", sched_.round,
                         e >= 0 ? name(e) : std::string("every player")));
    }
    round().report = p.raw.number;
    for (const Knockout& ko : f.knockouts) {
      if (state_.member(ko.team, ko.member).fainted) continue;
      const bool was_active = state_.is_active(ko.team, ko.member);
      state_.faint(ko.team, ko.member);
      p.fainted.push_back(display(state_.roster(ko.team).pokemon[static_cast<std::size_t>(ko.member)]));
      // [2.5c] the emptied position is filled next round, if the trainer has anyone left.
      if (was_active && !state_.defeated(ko.team)) sched_.vacancies.push_back(ko.team);
    }
    int standing = 0, last = -1;
    for (std::size_t t = 0; t < a_.opening.teams.size(); ++t)
      if (!state_.defeated(static_cast<int>(t))) { ++standing; last = static_cast<int>(t); }
    if (!f.winner.empty()) a_.winner = f.winner;
    else if (standing == 1 && a_.opening.teams.size() > 1) a_.winner = name(last);
    if (!a_.winner.empty()) {
      sched_.phase = Phase::over;
      return;
    }
    pending_content_.clear();
    sched_.slots.clear();
    sched_.counter.clear();
    begin_round();
  }

  static std::string text_lower(std::string_view s) {
    std::string out(s);
    for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return out;
  }

  struct Pending {
    int team;
    Content content;
    const AnalyzedPost* post;
    std::shared_ptr<const orders::ExtractResult> tree;  // what `content` points into
  };

  Analysis& a_;
  const Options& options_;
  BattleState state_;
  Schedule sched_;
  std::vector<Pending> pending_content_;
};

}  // namespace

Analysis analyze(ReadResult read, std::string name, const Options& options) {
  Analysis a;
  a.name = std::move(name);
  a.format = read.format;
  a.diagnostics = std::move(read.diagnostics);
  if (read.posts.empty()) return a;
  // Limits: at most posts_per_thread posts are analysed; the first one over is where BBP1012 points.
  const Limits& limits = options.lint.extract.limits;
  if (over_limit(read.posts.size(), limits.posts_per_thread)) {
    const RawPost& over = read.posts[limits.posts_per_thread];
    DiagnosticList found;
    check_posts_per_thread(read.posts.size(), limits, lead_span(over.body), found);
    for (const Diagnostic& d : found.items()) a.diagnostics.push_back({over.number, d});
    read.posts.resize(limits.posts_per_thread);
  }
  a.posts.reserve(read.posts.size());
  for (RawPost& r : read.posts) {
    AnalyzedPost p;
    p.raw = std::move(r);
    a.posts.push_back(std::move(p));
  }
  AnalyzedPost& first = a.posts.front();
  first.kind = PostKind::opening;
  first.role = "referee";
  a.opening = read_opening_post(first.raw, options.team_reader);
  std::size_t listed = 0;
  for (const Roster& r : a.opening.teams) listed += r.pokemon.size();
  if (a.opening.teams.size() < 2 || listed == 0)
    a.diagnostics.push_back(
        {first.raw.number,
         make_diagnostic(DiagId::thread_no_teams, lead_span(first.raw.body),
                         a.opening.teams.empty()
                             ? "no trainer or team listing was found in the opening post: posts cannot be scheduled "
                               "and are linted without teams [2.4]"
                             : fmt::format("the opening post lists {} trainer(s) and {} Pokemon: the schedule needs two "
                                           "trainers, the linter their Pokemon [2.4]",
                                           a.opening.teams.size(), listed))});
  // The analysis keeps pointers into `a.opening`; the driver lives only in this scope.
  Driver d(a, options);
  d.start();
  for (std::size_t i = 1; i < a.posts.size(); ++i) d.post(a.posts[i]);
  return a;
}

Analysis analyze(std::string_view text, std::string name, const Options& options) {
  return analyze(read_thread(text), std::move(name), options);
}

}  // namespace bbp::thread
