// The fuzz targets of tests/fuzz, run in the ordinary test binary (and so under the asan preset):
// each over every input in tests/fuzz/regressions/NAME/ (inputs a fuzzer once crashed, hung or
// broke an invariant on; named after what they found) and over a set of hostile inputs, so a
// fixed finding stays fixed without clang or libFuzzer.
#include "fuzz/fuzz_target.hpp"
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <vector>

namespace fs = std::filesystem;

namespace {

/// Inputs every target must survive: empty, lone delimiters, invalid UTF-8, NUL bytes.
std::vector<std::string> hostile_inputs() {
  return {"", "[", "]", ":", "\"", ",", "{", "\n", "\r", std::string(1, '\0'), "\xff", "\xc3", "\xef\xbb\xbf",
          "[b]", "[/b]", "[b][i][u]", "IF", "IF THEN", "THEN", "::::", "[hide=\"", "{\"rules\":",
          "Name,Type\n\"unclosed", std::string("a\0b\0c", 5), std::string(3000, '['), std::string(3000, ':')};
}

}  // namespace

TEST_CASE("fuzz targets: every target is registered and survives hostile inputs", "[fuzz]") {
  const auto& targets = bbp::fuzz::targets();
  for (const char* expected : {"bbcode", "orders", "substitution", "lint", "match_rules", "context", "dat_csv"})
    CHECK(targets.count(expected) == 1);
  for (const auto& [name, body] : targets) {
    INFO("fuzz target " << name);
    for (const std::string& input : hostile_inputs()) {
      INFO("input of " << input.size() << " bytes");
      CHECK_NOTHROW(body(input));
    }
  }
}

TEST_CASE("fuzz targets: every regression input of tests/fuzz/regressions/ passes", "[fuzz]") {
  const fs::path root = bbp::test::source_dir() / "tests" / "fuzz" / "regressions";
  REQUIRE(fs::is_directory(root));
  const auto& targets = bbp::fuzz::targets();
  for (const auto& dir : fs::directory_iterator(root)) {
    if (!dir.is_directory()) continue;  // README.md
    const std::string name = dir.path().filename().string();
    INFO("regressions/" << name);
    const auto it = targets.find(name);
    REQUIRE(it != targets.end());  // a folder named after a target that does not exist
    std::vector<fs::path> inputs;
    for (const auto& f : fs::directory_iterator(dir.path()))
      if (f.is_regular_file()) inputs.push_back(f.path());
    std::sort(inputs.begin(), inputs.end());
    for (const fs::path& input : inputs) {
      INFO("input " << input.filename().string());
      CHECK_NOTHROW(it->second(bbp::test::read_file(input)));
    }
  }
}
