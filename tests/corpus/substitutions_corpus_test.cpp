// Corpus kind `substitutions`: corpus/substitutions/NAME.txt holds one substitution per line
// (a line ending in " \" continues on the next line, as the segmenter joins two-line subs);
// NAME.expected.json is an array with one object per substitution. Each expected object is a
// SUBSET of substitution_to_json(): only the keys written are compared (recursively; arrays
// element by element), so a case states what it is about and nothing else.
#include <bbp/substitution.hpp>

#include "orders/substitution_nodes.hpp"
#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>

namespace {

using nlohmann::json;

/// Empty when `actual` contains everything in `expected`; otherwise the path of the first mismatch.
std::string subset_mismatch(const json& expected, const json& actual, const std::string& path) {
  if (expected.is_object()) {
    if (!actual.is_object()) return path + " (not an object)";
    for (auto it = expected.begin(); it != expected.end(); ++it) {
      if (!actual.contains(it.key())) return path + "." + it.key() + " (missing)";
      std::string m = subset_mismatch(it.value(), actual[it.key()], path + "." + it.key());
      if (!m.empty()) return m;
    }
    return {};
  }
  if (expected.is_array()) {
    if (!actual.is_array() || actual.size() != expected.size())
      return path + " (array size " + std::to_string(actual.is_array() ? actual.size() : 0) + ", expected " +
             std::to_string(expected.size()) + ")";
    for (std::size_t i = 0; i < expected.size(); ++i) {
      std::string m = subset_mismatch(expected[i], actual[i], path + "[" + std::to_string(i) + "]");
      if (!m.empty()) return m;
    }
    return {};
  }
  return expected == actual ? std::string() : path + " = " + actual.dump() + ", expected " + expected.dump();
}

std::vector<std::string> substitutions_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string pending;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.size() >= 2 && line.substr(line.size() - 2) == " \\") {
      pending += line.substr(0, line.size() - 2) + "\n";
      continue;
    }
    if (line.empty() && pending.empty()) continue;
    out.push_back(pending + line);
    pending.clear();
  }
  return out;
}

}  // namespace

TEST_CASE("corpus/substitutions: every case matches its expected tree", "[subs][corpus]") {
  const auto dir = bbp::test::source_dir() / "corpus" / "substitutions";
  REQUIRE(std::filesystem::is_directory(dir));
  int cases = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".txt") continue;
    auto expected_path = entry.path();
    expected_path.replace_extension(".expected.json");
    INFO("case " << entry.path().filename().string());
    REQUIRE(std::filesystem::exists(expected_path));
    const json expected = json::parse(bbp::test::read_file(expected_path));
    const std::vector<std::string> subs = substitutions_of(bbp::test::read_file(entry.path()));
    REQUIRE(expected.is_array());
    REQUIRE(subs.size() == expected.size());
    for (std::size_t i = 0; i < subs.size(); ++i) {
      INFO("substitution " << i << ": " << subs[i]);
      const json actual = bbp::orders::substitution_to_json(bbp::orders::detail::parse_substitution_text(subs[i]));
      CHECK(subset_mismatch(expected[i], actual, "$") == "");
    }
    ++cases;
  }
  CHECK(cases >= 8);
}
