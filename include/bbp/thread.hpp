#pragma once
// A whole battle thread as data (docs/thread-json.md): the opening post's teams, referee and match
// rules ([2.4], [1.3]); every later post classified (switching-phase post, order post, referee
// report, out of the game); the post schedule of [2.3] and [2.5] replayed round by round with a
// diagnostic for each post made out of turn; and every order post linted with the battle context
// the thread implies at that moment (who is active, benched, fainted).
//
// Diagnostics of a thread point into ONE post: each carries the 1-based post number, and its span is
// a byte range of that post's body.
#include <bbp/context.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/lint.hpp>
#include <bbp/match_rules.hpp>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::thread {

// ---- reading the file ------------------------------------------------------------------------

/// How the thread was written down.
///  - json: `[{"author": "Liz", "time": "…", "body": "…BBCode…"}, …]`
///  - dump: posts pasted into one file, each opened by a delimiter line `=== Author ===` or
///          `=== Author @ time ===` (docs/thread-json.md)
///  - rendered: text copied from a rendered XenForo thread page; boundaries are recognised from
///          the author/date/"#N" header lines and the "Reply"/"Reactions:" trailer lines
enum class InputFormat : std::uint8_t { json, dump, rendered };
std::string_view to_string(InputFormat f);

struct RawPost {
  int number = 0;        ///< 1-based position in the thread
  std::string author;
  std::string time;      ///< as written ("" when the input has none)
  std::string body;      ///< BBCode (json, dump) or plain rendered text
  std::size_t file_offset = 0;  ///< where the body starts in the thread file (0 for json)
  bool guessed = false;  ///< rendered input: the boundary or the author was guessed
};

/// A diagnostic of one post (post 0: the thread file as a whole).
struct PostDiagnostic {
  int post = 0;
  Diagnostic diagnostic;
};

struct ReadResult {
  InputFormat format = InputFormat::json;
  std::vector<RawPost> posts;
  std::vector<PostDiagnostic> diagnostics;
};

/// Detects the format and splits the file into posts. Never throws.
ReadResult read_thread(std::string_view text);
ReadResult read_json_thread(std::string_view text);
ReadResult read_dump_thread(std::string_view text);
ReadResult read_rendered_thread(std::string_view text);

// ---- the opening post ------------------------------------------------------------------------

struct RosterEntry {
  std::string species;   ///< canonical Dex name when it resolved, else as written
  std::string nickname;
  std::string written;   ///< the entry as the opening post wrote it
};

struct Roster {
  std::string trainer;
  std::vector<RosterEntry> pokemon;
};

struct OpeningPost {
  int post = 1;
  std::string referee;
  std::vector<Roster> teams;           ///< in the order the opening post lists them
  std::vector<std::string> post_order;  ///< [2.3a] the first round's post schedule, when stated
  rules::StatedRules stated;
  rules::MatchRules rules;
  std::vector<rules::RuleFact> facts;
  bool snake = false;       ///< [2.3b] snake posting stated
  int snake_count = 1;      ///< how many Pokemon the starting team orders in its first snake post
};

/// Reads the teams of an opening post. The default reads team listings (sprites, "Nickname the
/// Species", name lists); a profile-based reader can be plugged in through Options.
using TeamReader = std::function<std::vector<Roster>(const RawPost& post)>;
std::vector<Roster> read_team_listing(const RawPost& post);

OpeningPost read_opening_post(const RawPost& post, const TeamReader& teams = read_team_listing);

// ---- the analysis ----------------------------------------------------------------------------

enum class PostKind : std::uint8_t {
  opening,          ///< [2.4] the thread-starting post
  sendout,          ///< [2.5c] leads and replacements
  switch_declaration,  ///< [2.5d] a manual switch (or Terastal) by the starting player
  counter_switch,   ///< [2.5e] accepted counter-switch
  decline,          ///< [2.5e] declined counter-switch
  orders,           ///< [2.6] an order post (may also carry a send-out: a combined post, [2.3])
  report,           ///< [2.7] the referee's round report
  out_of_game,      ///< questions, rulings, chatter: outside the game logic ([2.3])
};
std::string_view to_string(PostKind k);

struct ZoneEntry {
  std::string trainer;
  std::string pokemon;  ///< nickname, else species
  Zone zone = Zone::unknown;
  bool fainted = false;
};

struct AnalyzedPost {
  RawPost raw;
  PostKind kind = PostKind::out_of_game;
  int round = 0;                 ///< 0: the opening post
  std::string role;              ///< "referee", "player", "spectator"
  std::string expected;          ///< who had priority when it was posted ("" when nobody)
  bool in_turn = true;
  std::vector<std::string> pokemon;   ///< Pokemon sent out / switched in, as the roster names them
  std::vector<std::string> ordered;   ///< order posts: the Pokemon each order set is for
  std::vector<std::string> fainted;   ///< report: Pokemon it says fainted
  std::optional<lint::LintResult> lint;  ///< order posts (and switching posts) linted in context
  std::vector<ZoneEntry> context;       ///< the battle state the post was judged in
};

struct RoundSummary {
  int number = 0;
  std::vector<std::string> schedule;  ///< [2.3] the post order the round started with
  std::string starting_player;        ///< after [2.5d]/[2.5e] switches
  std::vector<int> posts;             ///< post numbers
  int report = 0;                     ///< the referee's report post, 0 when the round is unfinished
};

struct Options {
  TeamReader team_reader = read_team_listing;
  lint::Options lint;
};

struct Analysis {
  std::string name;
  InputFormat format = InputFormat::json;
  OpeningPost opening;
  std::vector<AnalyzedPost> posts;
  std::vector<RoundSummary> rounds;
  std::vector<PostDiagnostic> diagnostics;  ///< reading, opening post and schedule findings
  std::string winner;                       ///< when the thread says so
  bool ok() const;
};

/// Reads and analyses one thread. Never throws.
Analysis analyze(std::string_view text, std::string name = "<thread>", const Options& options = {});
Analysis analyze(ReadResult read, std::string name = "<thread>", const Options& options = {});

/// The documented JSON (docs/thread-json.md). `compact` drops the per-post extract trees.
nlohmann::json to_json(const Analysis& a);
std::string to_text(const Analysis& a);

// ---- many threads ----------------------------------------------------------------------------

/// Analyses `files` on `jobs` worker threads and calls `emit(index, json_line, ok)` once per file, in
/// the order of `files` (a result that finishes early waits for the ones before it), so the output
/// is the same whatever the number of jobs. `emit` is never called concurrently.
void analyze_files(const std::vector<std::string>& files, unsigned jobs,
                   const std::function<void(std::size_t, const std::string&, bool)>& emit,
                   const Options& options = {});

}  // namespace bbp::thread
