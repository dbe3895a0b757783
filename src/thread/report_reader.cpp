// Reading a referee's report for the few facts the post schedule needs. Reports are free prose,
// so this reads keywords near names, never the numbers: HP and stages are the referee's business.
#include "thread/report_reader.hpp"

#include "thread/names.hpp"

#include "text/ascii_text.hpp"

#include <algorithm>

using namespace std::string_view_literals;

namespace bbp::thread {
namespace {

/// Offset of a fainting word in a lowercased line, or npos. "Faint Attack" is a move, not a KO.
std::size_t faint_word(std::string_view l) {
  std::size_t best = std::string_view::npos;
  auto keep = [&](std::size_t at) { if (at < best) best = at; };
  for (std::string_view w : {"fainted"sv, "faints"sv, "faint"sv, "ko"sv, "ko'd"sv, "kod"sv, "koed"sv, "ko’d"sv}) {
    for (std::size_t at = text::ifind_word(l, w); at != std::string_view::npos; at = text::ifind_word(l, w, at + 1)) {
      if (w == "faint" && l.substr(at).starts_with("faint attack")) continue;
      keep(at);
      break;
    }
  }
  for (std::string_view w : {"knocked out"sv, "unable to battle"sv})
    if (const std::size_t at = l.find(w); at != std::string_view::npos) keep(at);
  return best;
}

struct Mention {
  std::size_t at = 0;
  int team = -1, member = -1;
};

std::vector<Mention> mentions(std::string_view line, const std::vector<Roster>& teams) {
  std::vector<Mention> out;
  for (std::size_t t = 0; t < teams.size(); ++t) {
    for (std::size_t i = 0; i < teams[t].pokemon.size(); ++i) {
      const RosterEntry& e = teams[t].pokemon[i];
      for (const std::string* name : {&e.nickname, &e.species}) {
        if (name->empty()) continue;
        const std::size_t at = text::ifind_word(line, *name);
        if (at != std::string_view::npos) {
          out.push_back(Mention{at, static_cast<int>(t), static_cast<int>(i)});
          break;
        }
      }
    }
  }
  return out;
}

}  // namespace

ReportFacts read_report(std::string_view plain, const std::vector<Roster>& teams) {
  ReportFacts f;
  for (std::size_t i = 0; i <= plain.size();) {
    const std::size_t e = std::min(plain.find('\n', i), plain.size());
    const std::string_view line = plain.substr(i, e - i);
    const std::string l = text::to_lower(line);
    if (text::contains_word(l, "round") || text::contains_word(l, "step") || text::contains_word(l, "hp") ||
        text::contains_word(l, "energy"))
      f.looks_like_report = true;
    if (const std::size_t k = faint_word(l); k != std::string_view::npos) {
      f.looks_like_report = true;
      // The Pokemon named nearest before the word ("Triantis the Scyther fainted"), else the first
      // after it ("KO: Triantis"). A trainer named on the line settles a species both teams have.
      std::vector<Mention> ms = mentions(line, teams);
      int trainer = -1;
      std::size_t trainer_at = std::string_view::npos;
      for (std::size_t t = 0; t < teams.size(); ++t)
        if (const std::size_t at = text::ifind_word(line, teams[t].trainer); at < trainer_at) {
          trainer_at = at;
          trainer = static_cast<int>(t);
        }
      const Mention* pick = nullptr;
      for (const Mention& m : ms) {
        if (trainer >= 0 && m.team != trainer && ms.size() > 1) continue;
        if (m.at < k && (pick == nullptr || pick->at > k || m.at > pick->at)) pick = &m;
        if (m.at > k && pick == nullptr) pick = &m;
      }
      if (pick != nullptr) {
        bool seen = false;
        for (const Knockout& ko : f.knockouts) seen = seen || (ko.team == pick->team && ko.member == pick->member);
        if (!seen) f.knockouts.push_back(Knockout{pick->team, pick->member});
      }
    }
    // "Juniper has no Pokemon left. Calloway wins!": the trainer named nearest before the word,
    // else the first after it ("Winner: Calloway").
    std::size_t win = std::string_view::npos;
    for (std::string_view w : {"wins"sv, "winner"sv, "victorious"sv, "won"sv})
      win = std::min(win, text::ifind_word(l, w));
    if (f.winner.empty() && win != std::string_view::npos) {
      const Roster* before = nullptr;
      const Roster* after = nullptr;
      std::size_t before_at = 0, after_at = std::string_view::npos;
      for (const Roster& r : teams)
        for (std::size_t at = text::ifind_word(line, r.trainer); at != std::string_view::npos;
             at = text::ifind_word(line, r.trainer, at + 1)) {
          if (at < win && (before == nullptr || at > before_at)) { before = &r; before_at = at; }
          if (at > win && at < after_at) { after = &r; after_at = at; }
        }
      if (before != nullptr) f.winner = before->trainer;
      else if (after != nullptr) f.winner = after->trainer;
    }
    if (e == plain.size()) break;
    i = e + 1;
  }
  return f;
}

}  // namespace bbp::thread
