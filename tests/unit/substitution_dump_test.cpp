// A hidden helper, not a check: `bbp_tests "[.subs-dump]"` with SUBS_DUMP=<file> prints the JSON
// tree of every line of the file, to look at what the grammar makes of real writing.
#include <bbp/substitution.hpp>

#include "orders/substitution_nodes.hpp"
#include "test_support.hpp"
#include "unit/substitution_summary.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <iostream>
#include <sstream>

TEST_CASE("dump substitution trees of SUBS_DUMP", "[.subs-dump]") {
  const char* path = std::getenv("SUBS_DUMP");
  if (!path) return;
  std::istringstream lines(bbp::test::read_file(path));
  for (std::string line; std::getline(lines, line);) {
    if (line.empty()) continue;
    const auto sub = bbp::orders::detail::parse_substitution_text(line);
    std::cout << line << "\n  => " << bbp::test::summary(sub) << "\n";
    if (std::getenv("SUBS_JSON")) std::cout << bbp::orders::substitution_to_json(sub).dump(1) << "\n";
  }
}
