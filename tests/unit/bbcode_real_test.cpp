// Real posts (read from ../shared/real, never copied): the Pike Maid team profiles parse with no
// rejection, every span holds, and every [HIDE='Name (Species …)'] title comes out whole.
#include "bbcode_test_support.hpp"

#include "bbcode/json.hpp"
#include "test_support.hpp"

#include <bbp/source.hpp>

#include <cstdio>
#include <cstdlib>
#include <sys/wait.h>
#include <filesystem>

using namespace bbp;
using namespace bbp::bbcode;
using namespace bbp::bbcode::test;

TEST_CASE("real posts: every pike-maid team profile parses with valid spans and hide titles", "[bbcode][real]") {
  const auto dir = bbp::test::shared_dir() / "real" / "pike-maid-teams";
  REQUIRE(std::filesystem::is_directory(dir));
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (!entry.is_regular_file()) continue;
    ++files;
    const std::string src = bbp::test::read_file(entry.path());
    INFO(entry.path().string());
    const Result r = parse(src);
    REQUIRE(r.ok);
    CHECK(!r.diagnostics.has_errors());
    check_spans(r, src);
    check_projection(r, src);
    // The titles found by the parser are exactly the ones a plain scan of the text finds.
    std::vector<std::string> expected;
    for (std::size_t at = src.find("[HIDE='"); at != std::string::npos; at = src.find("[HIDE='", at + 1)) {
      const std::size_t b = at + 7;
      const std::size_t e = src.find("']", b);
      if (e != std::string::npos && src.find('\n', b) > e) expected.push_back(src.substr(b, e - b));
    }
    std::vector<std::string> titles;
    for (const Node* h : elements(r, "hide")) titles.push_back(h->attribute);
    CHECK(!titles.empty());
    CHECK(titles == expected);
    // No tag of the profile is lost: nothing that looks like [B] or [/SIZE] is left in the text.
    CHECK(r.plain.text.find("[B]") == std::string::npos);
    CHECK(r.plain.text.find("[/SIZE]") == std::string::npos);
    CHECK(r.plain.text.find("[/HIDE]") == std::string::npos);
    // The JSON form can be produced (and dumped) for a real post.
    const SourceFile sf(entry.path().filename().string(), src);
    CHECK(!result_to_json(sf, r).dump().empty());
  }
  CHECK(files >= 9);
}

TEST_CASE("bbpref bbcode CLI: exit codes and formats", "[bbcode][cli]") {
  const std::string tmp = (std::filesystem::temp_directory_path() / "bbp_bbcode_cli_test.txt").string();
  auto write = [&](const std::string& bytes) {
    std::FILE* f = std::fopen(tmp.c_str(), "wb");
    REQUIRE(f != nullptr);
    std::fwrite(bytes.data(), 1, bytes.size(), f);
    std::fclose(f);
  };
  auto run = [&](const std::string& args) {
    const std::string cmd = std::string(BBP_CLI_PATH) + " bbcode " + args + " >/dev/null 2>&1";
    const int status = std::system(cmd.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  };
  write("[b]Tackle[/b] [i]unclosed");
  CHECK(run(tmp) == 0);  // warnings only
  CHECK(run(tmp + " --format json") == 0);
  write("Tackle \xFF");
  CHECK(run(tmp) == 2);  // invalid UTF-8
  write(std::string(100, 'x'));
  CHECK(run(tmp + " --max-bytes 10") == 2);  // too large
  write("[b][i]x");
  CHECK(run(tmp + " --max-depth 1") == 1);  // nesting-too-deep is an error
  CHECK(run(tmp + " --format yaml") == 3);  // usage
  CHECK(run("/nonexistent/post.txt") == 2);
  std::remove(tmp.c_str());
}
