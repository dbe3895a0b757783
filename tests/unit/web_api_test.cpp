// `bbpref serve`'s JSON API (issue 9), driven with httplib's client against a server on an ephemeral
// loopback port: the documents equal the CLI's --format json output, and the limits hold.
#include <bbp/web.hpp>

#include <catch2/catch.hpp>
#include <httplib.h>
#include <nlohmann/json.hpp>

#include "test_support.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

namespace {

using nlohmann::json;

// A server on 127.0.0.1:<any free port>, serving on its own thread for the test's lifetime.
class RunningServer {
 public:
  explicit RunningServer(bbp::web::ServerOptions o = {}) : server_((o.port = 0, o)) {
    REQUIRE(server_.bind());
    thread_ = std::thread([this] { server_.run(); });
    // run() may not be listening yet when the first request is sent; httplib's client retries connects
    // only once, so wait for /api/health.
    for (int i = 0; i < 200 && !client().Get("/api/health"); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ~RunningServer() {
    server_.stop();
    thread_.join();
  }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", server_.port());
    c.set_read_timeout(30, 0);
    return c;
  }
  int port() const { return server_.port(); }

 private:
  bbp::web::Server server_;
  std::thread thread_;
};

// Runs the CLI with `input` on standard input; returns what it printed on standard output.
std::string run_cli(const std::string& args, const std::string& input) {
  static std::atomic<int> counter{0};
  const auto dir = std::filesystem::temp_directory_path();
  const std::string stem = "bbp_web_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
  const auto in = dir / (stem + ".in"), out = dir / (stem + ".out");
  if (std::FILE* f = std::fopen(in.c_str(), "wb")) {
    std::fwrite(input.data(), 1, input.size(), f);
    std::fclose(f);
  }
  const std::string cmd = std::string(BBP_CLI_PATH) + " " + args + " < " + in.string() + " > " + out.string();
  [[maybe_unused]] const int status = std::system(cmd.c_str());
  std::string text = bbp::test::read_file(out);
  std::filesystem::remove(in);
  std::filesystem::remove(out);
  return text;
}

std::string order_post_with_acronym() {
  // Our own post in the handbook's layout; "CASOR" breaks [10.5] (timing must be spelled out).
  return "[b]:sv/scyther: Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n\n"
         "1. IF Heracross is to use Protect, THEN use Swords Dance.\n"
         "2. CASOR, IF Heracross is to use a Fire attack, THEN use Detect.\n";
}

}  // namespace

TEST_CASE("web API: health answers with status ok", "[web]") {
  RunningServer s;
  auto res = s.client().Get("/api/health");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(json::parse(res->body)["status"] == "ok");
}

TEST_CASE("web API: /api/lint returns exactly bbpref lint --format json [10.5]", "[web]") {
  RunningServer s;
  const std::string post = order_post_with_acronym();
  const json request = {{"post", post}, {"name", "<stdin>"}, {"battle_level", 3}, {"staked", false}};
  auto res = s.client().Post("/api/lint", request.dump(), "application/json");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->get_header_value("Content-Type") == "application/json");
  const std::string cli = run_cli("lint - --format json --battle-level 3 --unstaked", post);
  REQUIRE(!cli.empty());
  CHECK(res->body == cli);
  const json doc = json::parse(res->body);
  bool illegal = false;
  for (const auto& set : doc["order_sets"])
    for (const auto& sub : set["substitutions"]) illegal = illegal || sub["verdict"] == "illegal";
  CHECK(illegal);
}

TEST_CASE("web API: /api/lint with ruleset legacy is bbpref lint --ruleset legacy", "[web][legacy]") {
  RunningServer s;
  const std::string post =
      "[b]:sv/scyther: Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
      "IF Heracross is to use Protect, THEN change action 2 to Swords Dance.\n";
  auto res = s.client().Post("/api/lint", json({{"post", post}, {"name", "<stdin>"}, {"ruleset", "legacy"}}).dump(),
                             "application/json");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->body == run_cli("lint - --format json --ruleset legacy", post));
  CHECK(json::parse(res->body)["ruleset"] == "legacy");
  CHECK(json::parse(res->body)["ok"] == true);  // under Section 10 the same post is BBP3030
  auto bad = s.client().Post("/api/lint", json({{"post", post}, {"ruleset", "gen8"}}).dump(), "application/json");
  REQUIRE(bad);
  CHECK(bad->status == 400);
}

TEST_CASE("web API: /api/lint takes the context and rules as bbpref lint --context --rules does", "[web]") {
  RunningServer s;
  const std::string post = order_post_with_acronym();
  const json context = {{"teams", {{{"trainer", "Liz"}, {"pokemon", {{{"species", "Scyther"}, {"nickname", "Triantis"}, {"zone", "active"}}}}},
                                   {{"trainer", "Isaac"}, {"pokemon", {{{"species", "Heracross"}, {"zone", "active"}}}}}}},
                        {"poster", "Liz"}};
  const auto ctx_file = std::filesystem::temp_directory_path() / ("bbp_web_ctx_" + std::to_string(::getpid()) + ".json");
  if (std::FILE* f = std::fopen(ctx_file.c_str(), "wb")) {
    const std::string text = context.dump();
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
  }
  const json request = {{"post", post}, {"name", "<stdin>"}, {"context", context}, {"rules", "B4P2 Singles Lvl 2"}};
  auto res = s.client().Post("/api/lint", request.dump(), "application/json");
  const std::string cli = run_cli("lint - --format json --rules 'B4P2 Singles Lvl 2' --context " + ctx_file.string(), post);
  std::filesystem::remove(ctx_file);
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->body == cli);
}

TEST_CASE("web API: /api/lint with format bbcode is the forum reply bbpref lint --format bbcode prints", "[web]") {
  RunningServer s;
  const std::string post = order_post_with_acronym();
  auto res = s.client().Post("/api/lint", json{{"post", post}, {"name", "<stdin>"}, {"format", "bbcode"}}.dump(), "application/json");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->body == run_cli("lint - --format bbcode", post));
  CHECK(res->body.find("[b]") != std::string::npos);
}

TEST_CASE("web API: /api/extract returns exactly bbpref extract --format json", "[web]") {
  RunningServer s;
  const std::string post = bbp::test::read_file(bbp::test::source_dir() / "corpus/examples/order-post.txt");
  REQUIRE(!post.empty());
  auto res = s.client().Post("/api/extract", json{{"post", post}, {"name", "<stdin>"}}.dump(), "application/json");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->body == run_cli("extract - --format json", post));
}

TEST_CASE("web API: /api/profile returns exactly bbpref profile --format json", "[web]") {
  RunningServer s;
  const std::string post = bbp::test::read_file(bbp::test::source_dir() / "corpus/profiles/gen9_muginn_style.txt");
  REQUIRE(!post.empty());
  auto res = s.client().Post("/api/profile", json{{"post", post}, {"name", "<stdin>"}}.dump(), "application/json");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->body == run_cli("profile - --format json", post));
  CHECK(json::parse(res->body).contains("pokemon"));
}

TEST_CASE("web API: /api/thread returns exactly bbpref thread --format json", "[web]") {
  RunningServer s;
  const std::string thread = bbp::test::read_file(bbp::test::source_dir() / "corpus/threads/singles_ko_replacement.txt");
  REQUIRE(!thread.empty());
  auto res = s.client().Post("/api/thread", json{{"thread", thread}, {"name", "<stdin>"}}.dump(), "application/json");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->body == run_cli("thread - --format json", thread));
  auto missing = s.client().Post("/api/thread", json{{"post", thread}}.dump(), "application/json");
  REQUIRE(missing);
  CHECK(missing->status == 400);
}

TEST_CASE("web API: /api/sim returns exactly bbpref sim --format json, and its odds with trials", "[web][sim]") {
  RunningServer s;
  const std::string battle = bbp::test::read_file(bbp::test::source_dir() / "corpus/sim/singles_basic.txt");
  REQUIRE(!battle.empty());
  auto res = s.client().Post("/api/sim", json{{"battle", battle}, {"seed", 5}}.dump(), "application/json");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->body == run_cli("sim - --seed 5 --format json", battle));

  auto odds = s.client().Post("/api/sim", json{{"battle", json::parse(battle)}, {"seed", 5}, {"trials", 300}}.dump(),
                              "application/json");
  REQUIRE(odds);
  CHECK(odds->status == 200);
  CHECK(odds->body == run_cli("sim - --seed 5 --trials 300 --format json", battle));

  // [1.3]-style limit of the page: more trials than one request may run is refused before any run.
  auto too_many = s.client().Post("/api/sim", json{{"battle", battle}, {"trials", 100001}}.dump(), "application/json");
  REQUIRE(too_many);
  CHECK(too_many->status == 400);
}

TEST_CASE("web API: /api/sim lists the problems instead of simulating a round it cannot [1.6]", "[web][sim]") {
  RunningServer s;
  const std::string battle = bbp::test::read_file(bbp::test::source_dir() / "corpus/sim/missing_numbers.txt");
  REQUIRE(!battle.empty());
  auto res = s.client().Post("/api/sim", json{{"battle", battle}}.dump(), "application/json");
  REQUIRE(res);
  CHECK(res->status == 400);
  const json doc = json::parse(res->body);
  CHECK(doc.contains("error"));
  CHECK_FALSE(doc["problems"].empty());
  auto bad = s.client().Post("/api/sim", json{{"battle", 3}}.dump(), "application/json");
  REQUIRE(bad);
  CHECK(bad->status == 400);
}

TEST_CASE("web API: /api/explain/{id} returns exactly bbpref explain ID --format json", "[web]") {
  RunningServer s;
  for (const char* id : {"BBP1004", "1004", "unclosed-tag"}) {
    auto res = s.client().Get(std::string("/api/explain/") + id);
    REQUIRE(res);
    CHECK(res->status == 200);
    CHECK(res->body == run_cli(std::string("explain ") + id + " --format json", ""));
    CHECK(json::parse(res->body)["page"].is_string());
  }
  auto missing = s.client().Get("/api/explain/BBP0000");
  REQUIRE(missing);
  CHECK(missing->status == 404);
  CHECK(json::parse(missing->body)["error"].get<std::string>().find("BBP0000") != std::string::npos);
}

TEST_CASE("web API: malformed JSON and wrong fields are 400 with the reason", "[web]") {
  RunningServer s;
  auto c = s.client();
  auto bad = c.Post("/api/lint", "{\"post\": ", "application/json");
  REQUIRE(bad);
  CHECK(bad->status == 400);
  CHECK(json::parse(bad->body)["error"].get<std::string>().find("malformed JSON") != std::string::npos);
  auto not_object = c.Post("/api/lint", "[1,2]", "application/json");
  REQUIRE(not_object);
  CHECK(not_object->status == 400);
  auto missing = c.Post("/api/lint", "{}", "application/json");
  REQUIRE(missing);
  CHECK(missing->status == 400);
  CHECK(json::parse(missing->body)["error"].get<std::string>().find("'post'") != std::string::npos);
  auto range = c.Post("/api/lint", R"({"post": "x", "battle_level": 9})", "application/json");
  REQUIRE(range);
  CHECK(range->status == 400);
  CHECK(json::parse(range->body)["error"].get<std::string>().find("battle_level") != std::string::npos);
  auto bad_context = c.Post("/api/lint", R"({"post": "x", "context": "{\"teams\": 3"})", "application/json");
  REQUIRE(bad_context);
  CHECK(bad_context->status == 400);
  const json doc = json::parse(bad_context->body);
  CHECK(doc["diagnostics"][0]["id"] == "BBP1021");
  auto bad_utf8 = c.Post("/api/extract", std::string("{\"post\": \"\xff\"}"), "application/json");
  REQUIRE(bad_utf8);
  CHECK(bad_utf8->status == 400);
  auto wrong_method = c.Get("/api/lint");
  REQUIRE(wrong_method);
  CHECK(wrong_method->status == 405);
  // The server is still answering.
  auto health = c.Get("/api/health");
  REQUIRE(health);
  CHECK(health->status == 200);
}

TEST_CASE("web API: a body over the limit is 413, and the server keeps serving", "[web]") {
  bbp::web::ServerOptions o;
  o.max_body_bytes = 1024;
  RunningServer s(o);
  auto c = s.client();
  const std::string big = json{{"post", std::string(4096, 'a')}}.dump();
  auto res = c.Post("/api/lint", big, "application/json");
  REQUIRE(res);
  CHECK(res->status == 413);
  CHECK(json::parse(res->body)["error"].get<std::string>().find("too large") != std::string::npos);
  auto ok = c.Post("/api/lint", json{{"post", "hello"}}.dump(), "application/json");
  REQUIRE(ok);
  CHECK(ok->status == 200);
}

TEST_CASE("web API: a request over the time cap is 503 with the reason", "[web]") {
  bbp::web::ServerOptions o;
  o.time_cap = std::chrono::milliseconds(0);
  RunningServer s(o);
  std::string post;
  for (int i = 0; i < 50; ++i) post += order_post_with_acronym();
  auto res = s.client().Post("/api/lint", json{{"post", post}}.dump(), "application/json");
  REQUIRE(res);
  CHECK(res->status == 503);
  CHECK(json::parse(res->body)["error"].get<std::string>().find("0 ms limit") != std::string::npos);
}

TEST_CASE("web API: pages come from the embedded assets only; no path reaches the file system", "[web]") {
  RunningServer s;
  auto c = s.client();
  auto index = c.Get("/");
  REQUIRE(index);
  CHECK(index->status == 200);
  CHECK(index->get_header_value("Content-Type").find("text/html") == 0);
  CHECK(index->body.find("app.js") != std::string::npos);
  auto js = c.Get("/app.js");
  REQUIRE(js);
  CHECK(js->status == 200);
  CHECK(js->get_header_value("Content-Type").find("javascript") != std::string::npos);
  for (const char* path : {"/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/etc/passwd", "/CMakeLists.txt",
                           "/api/explain/..%2f..%2fetc%2fpasswd", "/dex/species.tsv"}) {
    auto res = c.Get(path);
    REQUIRE(res);
    INFO(path);
    CHECK(res->status == 404);
    CHECK(res->body.find("root:") == std::string::npos);
  }
}

TEST_CASE("web API: concurrent requests are all answered by the bounded pool", "[web]") {
  bbp::web::ServerOptions o;
  o.threads = 2;
  RunningServer s(o);
  std::atomic<int> ok{0};
  std::vector<std::thread> clients;
  for (int i = 0; i < 8; ++i)
    clients.emplace_back([&] {
      auto res = s.client().Post("/api/lint", json{{"post", order_post_with_acronym()}}.dump(), "application/json");
      if (res && res->status == 200) ++ok;
    });
  for (std::thread& t : clients) t.join();
  CHECK(ok == 8);
}

// Sends raw bytes on a new connection; returns what came back before the server closed or 5 s passed.
// `half_close`: the client then shuts its sending side, as a client that hangs up mid-request does.
std::string raw_exchange(int port, const std::string& bytes, bool half_close = true) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  REQUIRE(fd >= 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  timeval tv{5, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  std::string reply;
  if (::connect(fd, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) == 0) {
    [[maybe_unused]] const auto sent = ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (half_close) ::shutdown(fd, SHUT_WR);  // the client is done talking, whatever state the request is in
    char buf[4096];
    for (ssize_t n; (n = ::recv(fd, buf, sizeof buf, 0)) > 0;) reply.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fd);
  return reply;
}

TEST_CASE("web API: garbage on the socket does not bring the server down", "[web]") {
  bbp::web::ServerOptions o;
  o.max_body_bytes = 1024;
  RunningServer s(o);
  // A request line that cannot be read is answered 400 (the client keeps its socket open to hear it).
  CHECK(raw_exchange(s.port(), std::string("\0\xff GARBAGE\r\n\r\n", 14), false).starts_with("HTTP/1.1 400"));
  // Clients that claim far more body than they send (one length overflows 64 bits): httplib gives up
  // on the connection; the server must go on serving.
  raw_exchange(s.port(), "POST /api/lint HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999\r\n\r\n{");
  raw_exchange(s.port(), "POST /api/lint HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n{");
  raw_exchange(s.port(), "POST /api/lint HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{\"po");  // hangs up mid-body
  auto r2 = s.client().Post("/api/lint", std::string("\0\0\0{{{", 6), "application/json");
  REQUIRE(r2);
  CHECK(r2->status == 400);
  auto health = s.client().Get("/api/health");
  REQUIRE(health);
  CHECK(health->status == 200);
}
