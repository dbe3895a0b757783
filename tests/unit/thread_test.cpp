// Threads (src/thread/): the three input formats, the opening post, the [2.3]/[2.5] post schedule,
// order posts linted in the thread's context, and many threads on worker threads.
#include "test_support.hpp"

#include <bbp/thread.hpp>

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace bbp;
namespace fs = std::filesystem;

namespace {

const char* kOpening =
    "=== Tamsin ===\n"
    "Wren vs Oskar\n"
    "2v2 Singles, Battle Level 2\n"
    "Wren's team: :sv/scyther: Rasp the Scyther, :sv/lucario: Tallow the Lucario\n"
    "Oskar's team: :sv/heracross: Bramble the Heracross, :sv/gengar: Wisp the Gengar\n"
    "Referee: Tamsin\n";
const char* kLeads =
    "=== Oskar ===\nSending out :sv/heracross: [b]Bramble the Heracross[/b]!\n"
    "=== Wren ===\nSending out :sv/scyther: [b]Rasp the Scyther[/b]!\n\n"
    "[b]:sv/scyther: Rasp the Scyther[/b]\n[b]Swords Dance - Aerial Ace - Aerial Ace[/b]\n"
    "=== Oskar ===\n[b]:sv/heracross: Bramble the Heracross[/b]\n[b]Bulk Up - Close Combat - Close Combat[/b]\n";
const char* kReport =
    "=== Tamsin ===\n[b]Round 1[/b]\nStep 1: Rasp uses Swords Dance.\nStep 3: Bramble takes 30 damage.\n"
    "End of Round 1.\n";

std::vector<DiagId> ids(const thread::Analysis& a, int post = -1) {
  std::vector<DiagId> out;
  for (const auto& d : a.diagnostics)
    if (post < 0 || d.post == post) out.push_back(d.diagnostic.id);
  return out;
}

bool has(const std::vector<DiagId>& v, DiagId id) { return std::find(v.begin(), v.end(), id) != v.end(); }

}  // namespace

TEST_CASE("thread: the three formats are recognised and split into posts", "[thread]") {
  const auto json = thread::read_thread(R"([{"author": "A", "time": "t1", "body": "x"}, {"author": "B", "body": "y"}])");
  CHECK(json.format == thread::InputFormat::json);
  REQUIRE(json.posts.size() == 2);
  CHECK(json.posts[0].time == "t1");
  CHECK(json.posts[1].author == "B");

  const auto dump = thread::read_thread("=== A @ 2026-05-01 ===\nhello\n=== B ===\nworld\nagain\n");
  CHECK(dump.format == thread::InputFormat::dump);
  REQUIRE(dump.posts.size() == 2);
  CHECK(dump.posts[0].time == "2026-05-01");
  CHECK(dump.posts[1].body == "world\nagain");

  const auto page = thread::read_thread(
      "Wren\nWren\nMember\nMay 1, 2026\n#1\nAdd bookmark\nfirst post\nLast edited: May 1, 2026\nReactions: Oskar\n"
      "Reply\nReport\nOskar\nOskar\nMay 2, 2026\n#2\nsecond post\nReply\n");
  CHECK(page.format == thread::InputFormat::rendered);
  REQUIRE(page.posts.size() == 2);
  CHECK(page.posts[0].author == "Wren");
  CHECK(page.posts[0].body == "first post\n");  // "Last edited", reactions, Reply/Report dropped
  CHECK(page.posts[1].author == "Oskar");
  CHECK_FALSE(page.posts[1].guessed);
  CHECK(page.diagnostics.empty());
}

TEST_CASE("BBP6002: a rendered boundary without a post number is reported as guessed", "[thread]") {
  const auto page = thread::read_thread("Wren\nMember\nMay 1, 2026\n#1\nfirst\nReply\nOskar\nMember\nMay 2, 2026\nsecond\n");
  REQUIRE(page.posts.size() == 2);
  CHECK(page.posts[1].author == "Oskar");
  CHECK(page.posts[1].guessed);
  REQUIRE(page.diagnostics.size() == 1);
  CHECK(page.diagnostics[0].post == 2);
  CHECK(page.diagnostics[0].diagnostic.id == DiagId::thread_boundary_guessed);
}

TEST_CASE("BBP6001: malformed JSON and posts without a body are reported, never thrown", "[thread]") {
  const auto bad = thread::read_thread("[{\"author\": \"A\", \"body\": ");
  REQUIRE(bad.diagnostics.size() == 1);
  CHECK(bad.diagnostics[0].diagnostic.id == DiagId::thread_post_unreadable);
  const auto partial = thread::read_thread(R"([{"author": "A", "body": "x"}, 7, {"body": "y"}])");
  CHECK(partial.posts.size() == 3);
  CHECK(partial.diagnostics.size() == 2);
  const auto a = thread::analyze("");  // empty file: nothing to analyse, no crash
  CHECK(a.posts.empty());
}

TEST_CASE("thread: the opening post gives teams, referee, post order and rules [2.4] [1.3]", "[thread]") {
  const auto a = thread::analyze(std::string(kOpening) + "=== Oskar ===\nhi\n");
  const auto& o = a.opening;
  CHECK(o.referee == "Tamsin");
  REQUIRE(o.teams.size() == 2);
  CHECK(o.teams[0].trainer == "Wren");
  REQUIRE(o.teams[0].pokemon.size() == 2);
  CHECK(o.teams[0].pokemon[0].nickname == "Rasp");
  CHECK(o.teams[0].pokemon[0].species == "Scyther");
  CHECK(o.teams[1].pokemon[1].species == "Gengar");
  CHECK(o.post_order == std::vector<std::string>{"Wren", "Oskar"});
  CHECK(o.rules.team_size == 2);
  CHECK(o.rules.battle_level == 2);
  CHECK(o.rules.substitution_count == 4);  // [1.3] min(Battle Level + 2, 4)
  CHECK_FALSE(has(ids(a), DiagId::thread_no_teams));
}

TEST_CASE("thread: teams listed one per line under a header, and a stated first sender", "[thread]") {
  thread::RawPost p;
  p.number = 1;
  p.author = "Ogden";
  p.body = "[b]Marisol vs Halden[/b]\nBring five, pick three\nFormat: Singles\n\n[b]Team Marisol[/b]\n"
           ":sv/arcanine: Blaze the Arcanine\n:sv/azumarill:\n\n[b]Team Halden[/b]\nMagneton, Quagsire\n\n"
           "Halden sends out first.\n";
  const auto o = thread::read_opening_post(p);
  CHECK(o.referee == "Ogden");  // [2.4] the author of the opening post, when no line names one
  REQUIRE(o.teams.size() == 2);
  REQUIRE(o.teams[0].pokemon.size() == 2);
  CHECK(o.teams[0].pokemon[1].species == "Azumarill");
  REQUIRE(o.teams[1].pokemon.size() == 2);
  CHECK(o.teams[1].pokemon[1].species == "Quagsire");
  CHECK(o.post_order == std::vector<std::string>{"Marisol", "Halden"});
  CHECK(o.rules.selection_size == 5);
  CHECK(o.rules.team_size == 3);
  CHECK(o.rules.match_type == rules::MatchType::singles);
}

TEST_CASE("thread: a profile-based team reader can replace the listing reader", "[thread]") {
  thread::Options options;
  options.team_reader = [](const thread::RawPost&) {
    return std::vector<thread::Roster>{{"Wren", {{"Scyther", "Rasp", "profile"}}}, {"Oskar", {{"Heracross", "", "profile"}}}};
  };
  const auto a = thread::analyze("=== Tamsin ===\nno listing here\n", "t", options);
  REQUIRE(a.opening.teams.size() == 2);
  CHECK(a.opening.teams[0].pokemon[0].written == "profile");
}

TEST_CASE("[2.3] [2.5c] a complete round: leads in reverse schedule order, orders, report", "[thread]") {
  const auto a = thread::analyze(std::string(kOpening) + kLeads + kReport);
  CHECK(ids(a).empty());
  REQUIRE(a.posts.size() == 5);
  CHECK(a.posts[1].kind == thread::PostKind::sendout);
  CHECK(a.posts[2].kind == thread::PostKind::orders);  // a send-out combined with orders [2.3]
  CHECK(a.posts[3].kind == thread::PostKind::orders);
  CHECK(a.posts[4].kind == thread::PostKind::report);
  REQUIRE(a.rounds.size() == 2);
  CHECK(a.rounds[0].starting_player == "Wren");
  CHECK(a.rounds[0].report == 5);
  // [2.3b] round 2 moves round 1's starting player to the end
  CHECK(a.rounds[1].schedule == std::vector<std::string>{"Oskar", "Wren"});
  // Each order post was linted with the Pokemon in play at that moment.
  REQUIRE(a.posts[3].lint.has_value());
  bool bramble_active = false;
  for (const auto& z : a.posts[3].context)
    if (z.pokemon == "Bramble the Heracross") bramble_active = z.zone == Zone::active;
  CHECK(bramble_active);
}

TEST_CASE("BBP6003: orders before the player with priority are out of turn", "[thread]") {
  const auto a = thread::analyze(std::string(kOpening) + kLeads + kReport +
                                 "=== Wren ===\n[b]:sv/scyther: Rasp the Scyther[/b]\n[b]Slash - Slash - Slash[/b]\n");
  CHECK(has(ids(a, 6), DiagId::post_out_of_turn));
  CHECK_FALSE(a.posts[5].in_turn);
  CHECK(a.posts[5].expected == "Oskar");
}

TEST_CASE("BBP6003: a referee report before every order is in is out of turn", "[thread]") {
  std::string leads(kLeads);
  leads = leads.substr(0, leads.rfind("=== Oskar ==="));  // Oskar never orders
  const auto a = thread::analyze(std::string(kOpening) + leads +
                                 "=== Tamsin ===\nRound 1\nStep 1: Bramble the Heracross fainted!\n");
  CHECK(has(ids(a, 4), DiagId::post_out_of_turn));
  CHECK(a.posts[3].kind == thread::PostKind::report);
}

TEST_CASE("[2.5d] [2.5e] a switch, a declined counter-switch, then the switcher orders first", "[thread]") {
  const auto a = thread::analyze(std::string(kOpening) + kLeads + kReport +
                                 "=== Oskar ===\nSwitching out :sv/heracross: Bramble the Heracross for :sv/gengar: "
                                 "[b]Wisp the Gengar[/b]!\n"
                                 "=== Wren ===\nNo counterswitch, we will stay in.\n"
                                 "=== Oskar ===\n[b]:sv/gengar: Wisp the Gengar[/b]\n[b]Hypnosis - Hex - Hex[/b]\n");
  CHECK(ids(a).empty());
  CHECK(a.posts[5].kind == thread::PostKind::switch_declaration);
  CHECK(a.posts[6].kind == thread::PostKind::decline);
  CHECK(a.posts[7].kind == thread::PostKind::orders);
  CHECK(a.rounds[1].starting_player == "Oskar");
}

TEST_CASE("[2.5e] a player who accepts the counter-switch becomes the starting player", "[thread]") {
  const auto a = thread::analyze(std::string(kOpening) + kLeads + kReport +
                                 "=== Oskar ===\nSwitching out :sv/heracross: Bramble the Heracross for :sv/gengar: "
                                 "[b]Wisp the Gengar[/b]!\n"
                                 "=== Wren ===\nCounterswitching to :sv/lucario: [b]Tallow the Lucario[/b]!\n"
                                 "=== Wren ===\n[b]:sv/lucario: Tallow the Lucario[/b]\n[b]Aura Sphere - Aura Sphere - "
                                 "Aura Sphere[/b]\n");
  CHECK(ids(a).empty());
  CHECK(a.posts[6].kind == thread::PostKind::counter_switch);
  CHECK(a.rounds[1].starting_player == "Wren");
}

TEST_CASE("BBP4025 in a thread: only the starting player may start a switch", "[thread]") {
  const auto a = thread::analyze(std::string(kOpening) + kLeads + kReport +
                                 "=== Wren ===\nSwitching out :sv/scyther: Rasp the Scyther for :sv/lucario: "
                                 "[b]Tallow the Lucario[/b]!\n");
  // The schedule marks the post out of turn; the rule is the linter's, judged with the round's
  // starting player the thread gives it.
  REQUIRE(a.posts.size() > 5);
  CHECK_FALSE(a.posts[5].in_turn);
  REQUIRE(a.posts[5].lint);
  bool raised = false;
  for (const Diagnostic& d : a.posts[5].lint->diagnostics.items()) raised = raised || d.id == DiagId::switch_not_starting_player;
  CHECK(raised);
}

TEST_CASE("BBP6005 BBP6006: orders for a benched Pokemon, a send-out of a fainted one", "[thread]") {
  const auto a = thread::analyze(std::string(kOpening) + kLeads +
                                 "=== Tamsin ===\nRound 1\nStep 3: Bramble the Heracross fainted!\nEnd of Round 1\n"
                                 "=== Oskar ===\nSending out :sv/heracross: [b]Bramble the Heracross[/b]!\n"
                                 "=== Oskar ===\nSending out :sv/gengar: [b]Wisp the Gengar[/b]!\n"
                                 "=== Oskar ===\n[b]:sv/heracross: Bramble the Heracross[/b]\n[b]Megahorn - Megahorn - "
                                 "Megahorn[/b]\n");
  REQUIRE(a.posts[4].fainted == std::vector<std::string>{"Bramble the Heracross"});
  CHECK(has(ids(a, 6), DiagId::sendout_not_available));
  CHECK_FALSE(has(ids(a, 7), DiagId::sendout_not_available));
  CHECK(has(ids(a, 8), DiagId::orders_for_pokemon_not_in_play));
}

TEST_CASE("thread: a referee's question answer mid-round is out of the game, not a report", "[thread]") {
  const auto a = thread::analyze(std::string(kOpening) +
                                 "=== Oskar ===\nCan Bramble hold an item?\n=== Tamsin ===\nYes, one from your backpack.\n");
  CHECK(a.posts[1].kind == thread::PostKind::out_of_game);
  CHECK(a.posts[2].kind == thread::PostKind::out_of_game);
  CHECK(a.rounds.size() == 1);
}

TEST_CASE("thread: the JSON output is complete and identical on a second run", "[thread]") {
  const std::string t = std::string(kOpening) + kLeads + kReport;
  const auto j1 = thread::to_json(thread::analyze(t, "x"));
  const auto j2 = thread::to_json(thread::analyze(t, "x"));
  CHECK(j1 == j2);
  CHECK(j1["rounds"][0]["posts"].size() == 4);
  CHECK(j1["rounds"][0]["posts"][1]["lint"].contains("order_sets"));
  CHECK(j1["opening"]["rules"]["team_size"] == 2);
}

TEST_CASE("thread: a directory on N workers streams one complete line per thread, in order", "[thread]") {
  const fs::path dir = fs::temp_directory_path() / ("bbp-thread-batch-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::vector<std::string> files;
  for (int i = 0; i < 12; ++i) {
    const fs::path f = dir / ("t" + std::to_string(100 + i) + ".txt");
    std::ofstream(f) << kOpening << (i % 2 == 0 ? kLeads : "") << (i % 3 == 0 ? kReport : "");
    files.push_back(f.string());
  }
  files.push_back((dir / "missing.txt").string());  // a read failure is a line too
  auto run = [&](unsigned jobs) {
    std::vector<std::string> lines;
    std::vector<std::size_t> order;
    thread::analyze_files(files, jobs, [&](std::size_t i, const std::string& line, bool ok) {
      order.push_back(i);
      lines.push_back(line);
      // The flag the exit code is made from is the document's own top-level "ok".
      CHECK(ok == nlohmann::json::parse(line)["ok"].get<bool>());
    });
    for (std::size_t i = 0; i < order.size(); ++i) CHECK(order[i] == i);
    return lines;
  };
  const auto one = run(1);
  const auto four = run(4);
  REQUIRE(one.size() == files.size());
  CHECK(one == four);
  for (std::size_t i = 0; i < one.size(); ++i) {
    const auto j = nlohmann::json::parse(one[i]);  // each line is one whole JSON document
    CHECK(j["file"] == files[i]);
    CHECK(one[i].find('\n') == std::string::npos);
  }
  CHECK(nlohmann::json::parse(one.back())["ok"] == false);
  fs::remove_all(dir);
}

TEST_CASE("match rules: more ways challenges state them [1.3] [2.3b]", "[thread][rules]") {
  auto p = [](std::string_view s) { return rules::parse(s).stated; };
  CHECK(p("Bring five, pick three").selection_size == 5);
  CHECK(p("Bring five, pick three").team_size == 3);
  CHECK(p("DQ: one week").dq_hours == 168);
  CHECK(p("Format: 3v3 Singles").team_size == 3);
  CHECK(p("Format: 3v3 Singles").match_type == rules::MatchType::singles);
  CHECK(p("Tech: 2").technique_control == 2);
  CHECK(p("Snake posting").snake_posting == true);
  CHECK(p("Snake posting: off").snake_posting == false);
  CHECK(p("Abilities: All").ability_count == "All");
  CHECK(rules::parse("Format: 3v3 Singles").diagnostics.items().empty());
}

TEST_CASE("thread: the winner is the trainer named nearest before 'wins' [2.9]", "[thread]") {
  const auto a = thread::analyze(std::string(kOpening) + kLeads +
                                 "=== Tamsin ===\nRound 1\nStep 3: Bramble the Heracross fainted!\n"
                                 "Oskar has forfeited the match. Wren wins!\n");
  CHECK(a.winner == "Wren");
  CHECK(a.rounds.size() == 1);  // the battle is over: no round 2
}

TEST_CASE("thread: rule lines that look like headers are rules, not teams or trainers", "[thread]") {
  thread::RawPost p;
  p.number = 1;
  p.author = "Tamsin";
  p.body = "3 vs 3 Singles\nTeam Size: 2\nWren vs Oskar\nWren's team: :sv/scyther: :sv/lucario:\n"
           "Oskar's team: :sv/heracross: :sv/gengar:\n";
  const auto o = thread::read_opening_post(p);
  REQUIRE(o.teams.size() == 2);
  CHECK(o.teams[0].trainer == "Wren");
  CHECK(o.teams[1].pokemon.size() == 2);  // the last sprite code keeps its closing ':'
  CHECK(o.rules.team_size == 2);
}

TEST_CASE("thread: a vs side without a letter or digit names no trainer; a repeated name one team", "[thread]") {
  // tests/fuzz/regressions/thread/versus_side_without_letters.txt: "?? vs Bob" once indexed the team
  // list with -1 (a name that folds to nothing is never found again).
  thread::RawPost p;
  p.number = 1;
  p.author = "Tamsin";
  p.body = "?? vs Bob\n";
  auto o = thread::read_opening_post(p);
  REQUIRE(o.teams.size() == 1);
  CHECK(o.teams[0].trainer == "Bob");
  p.body = "Bob vs bob\nBob's team: :sv/scyther:\n";
  o = thread::read_opening_post(p);
  REQUIRE(o.teams.size() == 1);
  CHECK(o.teams[0].pokemon.size() == 1);
}

TEST_CASE("BBP1012: a thread over --max-posts-per-thread is read up to the limit and reported at the first post over",
          "[thread][limits]") {
  const std::string text = test::read_file(test::source_dir() / "corpus/threads/singles_ko_replacement.txt");
  REQUIRE(thread::analyze(text).posts.size() > 3);
  thread::Options options;
  options.lint.extract.limits.posts_per_thread = 3;
  const thread::Analysis a = thread::analyze(text, "t", options);
  CHECK(a.posts.size() == 3);
  REQUIRE(has(ids(a), DiagId::too_many_posts));
  const auto over = std::find_if(a.diagnostics.begin(), a.diagnostics.end(),
                                 [](const thread::PostDiagnostic& d) { return d.diagnostic.id == DiagId::too_many_posts; });
  CHECK(over->post == 4);
}

TEST_CASE("thread: a member listed by nickname alone takes its species from the post's profile", "[thread][profile]") {
  const std::string listing =
      "=== Tamsin ===\nWren vs Oskar\n1v1 Singles\nWren's team: Rasp\n"
      "Oskar's team: :sv/heracross: Bramble the Heracross\n\n";
  const std::string profile =
      "[hide=\"Rasp\"]\n:sv/scyther:\nRasp (Scyther ♂)\nLevel 1 EXP: 02 / 10\nHardy Nature ( +None, -None )\n"
      "Bug / Flying\nAbilities: Swarm, Technician HA: [s]Steadfast[/s]\n[/hide]\n";
  const auto with = thread::analyze(listing + profile);
  REQUIRE(with.opening.teams.size() == 2);
  REQUIRE(with.opening.teams[0].pokemon.size() == 1);
  CHECK(with.opening.teams[0].pokemon[0].species == "Scyther");
  CHECK(with.opening.teams[0].pokemon[0].nickname == "Rasp");
  // Without the profile, "Rasp" names no Pokemon the listing can read.
  const auto without = thread::analyze(listing);
  REQUIRE(without.opening.teams.size() == 2);
  CHECK(without.opening.teams[0].pokemon.empty());
}

TEST_CASE("[2.5c] with a send-out owed, orders under a Pokemon shown with its sprite send it out", "[thread]") {
  // "Wren sends and orders" written as the Pokemon's sprite header (and item) over its orders,
  // with no "Go, Rasp!" line: the send-out is the post's (was BBP6003 "a send-out is still owed").
  const std::string leads =
      "=== Oskar ===\nSending out :sv/heracross: [b]Bramble the Heracross[/b]!\n"
      "=== Wren ===\n:sv/scyther: Rasp the Scyther @ Life Orb\nSwords Dance - Aerial Ace - Aerial Ace\n"
      "=== Oskar ===\n[b]:sv/heracross: Bramble the Heracross[/b]\n[b]Bulk Up - Close Combat - Close Combat[/b]\n";
  const auto a = thread::analyze(std::string(kOpening) + leads + kReport);
  CHECK(ids(a).empty());
  REQUIRE(a.posts.size() == 5);
  CHECK(a.posts[2].kind == thread::PostKind::orders);
  CHECK(a.posts[2].in_turn);
  REQUIRE(a.rounds.size() == 2);
  CHECK(a.rounds[0].starting_player == "Wren");
  // Without a sprite a bare name over orders sends nobody out: the send-out is still owed.
  const std::string bare =
      "=== Oskar ===\nSending out :sv/heracross: [b]Bramble the Heracross[/b]!\n"
      "=== Wren ===\nRasp the Scyther\nSwords Dance - Aerial Ace - Aerial Ace\n";
  CHECK(has(ids(thread::analyze(std::string(kOpening) + bare), 3), DiagId::post_out_of_turn));
}
