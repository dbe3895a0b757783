// The corpus runner: for every registered kind, every corpus/<kind>/NAME.txt is run through the
// kind's function and compared with NAME.expected.json. A mismatch prints each differing JSON path
// with the expected and the actual value. BBP_UPDATE_CORPUS=1 rewrites the expected files instead
// (review the git diff before committing them). BBP_CORPUS_KIND=bbcode limits a run (and an
// update) to one kind, so updating your kind never rewrites another engineer's expected files.
#include "corpus/corpus_registry.hpp"
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr std::string_view kExpectedSuffix = ".expected.json";

std::string dump(const json& j) { return j.dump(2, ' ', false, json::error_handler_t::replace) + "\n"; }

/// "at /nodes/children/0/span/1: expected 12, got 13" — one line per RFC 6902 operation.
std::string readable_diff(const json& expected, const json& actual) {
  std::ostringstream out;
  const json patch = json::diff(expected, actual);
  std::size_t shown = 0;
  for (const json& op : patch) {
    if (++shown > 40) {
      out << "  … " << patch.size() - 40 << " more differences\n";
      break;
    }
    const std::string path = op.value("path", "");
    const std::string kind = op.value("op", "");
    const json::json_pointer ptr(path);
    const std::string want = expected.contains(ptr) ? expected.at(ptr).dump(-1, ' ', false, json::error_handler_t::replace) : "(absent)";
    const std::string got = actual.contains(ptr) ? actual.at(ptr).dump(-1, ' ', false, json::error_handler_t::replace) : "(absent)";
    out << "  " << kind << " at " << (path.empty() ? "/" : path) << ": expected " << want << ", got " << got << "\n";
  }
  return out.str();
}

bool update_mode() {
  const char* v = std::getenv("BBP_UPDATE_CORPUS");
  return v != nullptr && std::string_view(v) == "1";
}

bool selected(const std::string& kind) {
  const char* v = std::getenv("BBP_CORPUS_KIND");
  return v == nullptr || *v == '\0' || kind == v;
}

}  // namespace

TEST_CASE("corpus: every case of every registered kind matches its expected JSON", "[corpus]") {
  const fs::path root = bbp::test::source_dir() / "corpus";
  REQUIRE(!bbp::test::corpus_kinds().empty());
  for (const auto& e : fs::directory_iterator(root))
    if (e.is_directory() && bbp::test::corpus_kinds().count(e.path().filename().string()) == 0)
      WARN("corpus/" << e.path().filename().string() << "/ has no registered kind yet; its cases are not run");
  for (const auto& [kind, fn] : bbp::test::corpus_kinds()) {
    if (!selected(kind)) continue;
    const fs::path dir = root / kind;
    INFO("corpus kind " << kind);
    REQUIRE(fs::is_directory(dir));
    std::vector<fs::path> inputs;
    for (const auto& e : fs::directory_iterator(dir))
      if (e.is_regular_file() && e.path().extension() == ".txt") inputs.push_back(e.path());
    std::sort(inputs.begin(), inputs.end());
    CHECK(!inputs.empty());
    for (const fs::path& input : inputs) {
      const std::string name = input.filename().string();
      const fs::path expected_path = dir / (input.stem().string() + std::string(kExpectedSuffix));
      INFO("case " << (fs::path(kind) / name).string());
      const json actual = fn(name, bbp::test::read_file(input));
      if (update_mode()) {
        std::ofstream(expected_path, std::ios::binary) << dump(actual);
        continue;
      }
      if (!fs::exists(expected_path)) {
        FAIL_CHECK("missing " << expected_path.string() << " (run with BBP_UPDATE_CORPUS=1, then review it)");
        continue;
      }
      json expected;
      try {
        expected = json::parse(bbp::test::read_file(expected_path));
      } catch (const json::exception& e) {
        FAIL_CHECK(expected_path.string() << " is not valid JSON: " << e.what());
        continue;
      }
      if (expected != actual) FAIL_CHECK("output differs from " << expected_path.string() << ":\n" << readable_diff(expected, actual));
    }
  }
}
