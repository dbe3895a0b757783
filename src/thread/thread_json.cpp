// The thread as JSON (docs/thread-json.md) and as a short text summary. Stable: fields are only
// ever added.
#include "thread/names.hpp"

#include <bbp/diagnostic_json.hpp>
#include <bbp/thread.hpp>

#include <fmt/format.h>

namespace bbp::thread {
namespace {

std::string post_file(const Analysis& a, int post) { return fmt::format("{}#{}", a.name, post); }

nlohmann::json diag_json(const Analysis& a, const PostDiagnostic& d) {
  nlohmann::json j;
  if (d.post >= 1 && static_cast<std::size_t>(d.post) <= a.posts.size()) {
    const SourceFile src(post_file(a, d.post), a.posts[static_cast<std::size_t>(d.post) - 1].raw.body);
    j = diagnostic_to_json(src, d.diagnostic);
  } else {
    // The file as a whole (post 0): byte offsets into the thread file.
    const DiagInfo& row = info(d.diagnostic.id);
    j = {{"id", row.code},
         {"name", row.name},
         {"severity", to_string(d.diagnostic.severity)},
         {"section", row.section},
         {"message", message_of(d.diagnostic)},
         {"span", {{"begin", d.diagnostic.span.begin}, {"end", d.diagnostic.span.end}}}};
  }
  j["post"] = d.post;
  return j;
}

nlohmann::json opening_json(const OpeningPost& o) {
  nlohmann::json teams = nlohmann::json::array();
  for (const Roster& r : o.teams) {
    nlohmann::json mons = nlohmann::json::array();
    for (const RosterEntry& e : r.pokemon)
      mons.push_back({{"species", e.species}, {"nickname", e.nickname}, {"written", e.written}});
    teams.push_back({{"trainer", r.trainer}, {"pokemon", std::move(mons)}});
  }
  nlohmann::json facts = nlohmann::json::array();
  for (const rules::RuleFact& f : o.facts) facts.push_back({{"key", f.key}, {"value", f.value}});
  return {{"post", o.post},         {"referee", o.referee}, {"teams", std::move(teams)},
          {"post_order", o.post_order}, {"rules", rules::to_json(o.rules)}, {"stated_rules", std::move(facts)}};
}

nlohmann::json post_json(const Analysis& a, const AnalyzedPost& p) {
  nlohmann::json j = {{"post", p.raw.number},
                      {"author", p.raw.author},
                      {"time", p.raw.time},
                      {"kind", to_string(p.kind)},
                      {"role", p.role},
                      {"round", p.round},
                      {"expected", p.expected},
                      {"in_turn", p.in_turn},
                      {"guessed_boundary", p.raw.guessed},
                      {"pokemon", p.pokemon},
                      {"ordered", p.ordered},
                      {"fainted", p.fainted}};
  nlohmann::json diags = nlohmann::json::array();
  for (const PostDiagnostic& d : a.diagnostics)
    if (d.post == p.raw.number) diags.push_back(diag_json(a, d));
  j["diagnostics"] = std::move(diags);
  if (p.lint) {
    const SourceFile src(post_file(a, p.raw.number), p.raw.body);
    nlohmann::json l = lint::to_json(*p.lint, src);
    l.erase("file");
    j["lint"] = std::move(l);
    nlohmann::json ctx = nlohmann::json::array();
    for (const ZoneEntry& z : p.context)
      ctx.push_back({{"trainer", z.trainer}, {"pokemon", z.pokemon}, {"zone", to_string(z.zone)}, {"fainted", z.fainted}});
    j["context"] = std::move(ctx);
  }
  return j;
}

}  // namespace

nlohmann::json to_json(const Analysis& a) {
  nlohmann::json rounds = nlohmann::json::array();
  for (const RoundSummary& r : a.rounds) {
    nlohmann::json posts = nlohmann::json::array();
    for (int n : r.posts) posts.push_back(post_json(a, a.posts[static_cast<std::size_t>(n) - 1]));
    rounds.push_back({{"round", r.number},
                      {"schedule", r.schedule},
                      {"starting_player", r.starting_player},
                      {"report", r.report == 0 ? nlohmann::json(nullptr) : nlohmann::json(r.report)},
                      {"posts", std::move(posts)}});
  }
  nlohmann::json diags = nlohmann::json::array();
  std::size_t errors = 0, warnings = 0, notes = 0;
  for (const PostDiagnostic& d : a.diagnostics) {
    diags.push_back(diag_json(a, d));
    (d.diagnostic.severity == Severity::error ? errors : d.diagnostic.severity == Severity::warning ? warnings : notes)++;
  }
  std::size_t lint_errors = 0;
  for (const AnalyzedPost& p : a.posts)
    if (p.lint) lint_errors += p.lint->diagnostics.count(Severity::error);
  nlohmann::json out = {{"file", a.name},
                        {"format", to_string(a.format)},
                        {"ok", a.ok()},
                        {"posts", a.posts.size()},
                        {"winner", a.winner.empty() ? nlohmann::json(nullptr) : nlohmann::json(a.winner)},
                        {"opening", a.posts.empty() ? nlohmann::json(nullptr) : opening_json(a.opening)},
                        {"rounds", std::move(rounds)},
                        {"diagnostics", std::move(diags)},
                        {"summary", {{"errors", errors}, {"warnings", warnings}, {"notes", notes},
                                     {"lint_errors", lint_errors}}}};
  return out;
}

std::string to_text(const Analysis& a) {
  std::string out = fmt::format("{} ({}, {} posts)\n", a.name, to_string(a.format), a.posts.size());
  if (!a.posts.empty()) {
    out += fmt::format("referee: {}; post order: {}\n", a.opening.referee, fmt::join(a.opening.post_order, ", "));
    for (const Roster& r : a.opening.teams) {
      std::vector<std::string> names;
      for (const RosterEntry& e : r.pokemon) names.push_back(display(e));
      out += fmt::format("team {}: {}\n", r.trainer, names.empty() ? std::string("(none read)") : fmt::format("{}", fmt::join(names, ", ")));
    }
  }
  for (const RoundSummary& r : a.rounds) {
    out += fmt::format("round {} (schedule {}; starting player {})\n", r.number, fmt::join(r.schedule, ", "),
                       r.starting_player.empty() ? "-" : r.starting_player);
    for (int n : r.posts) {
      const AnalyzedPost& p = a.posts[static_cast<std::size_t>(n) - 1];
      std::string verdict;
      if (p.lint) {
        verdict = fmt::format(" lint: {} error(s), {} warning(s)", p.lint->diagnostics.count(Severity::error),
                              p.lint->diagnostics.count(Severity::warning));
      }
      out += fmt::format("  #{} {} [{}]{}{}\n", n, p.raw.author, to_string(p.kind), p.in_turn ? "" : " OUT OF TURN", verdict);
    }
  }
  for (const PostDiagnostic& d : a.diagnostics) {
    const DiagInfo& row = info(d.diagnostic.id);
    out += fmt::format("post {}: {}[{}]: {}\n", d.post, to_string(d.diagnostic.severity), row.code, message_of(d.diagnostic));
  }
  if (!a.winner.empty()) out += fmt::format("winner: {}\n", a.winner);
  return out;
}

}  // namespace bbp::thread
