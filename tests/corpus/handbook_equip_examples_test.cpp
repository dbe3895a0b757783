// The [9.6] table of illegal equips and their corrections, read from
// ../shared/rulebook/handbook-gen9.txt at test time (never copied into the project): each illegal
// example raises the rule its "Reason" gives, each corrected one raises nothing.
#include "test_support.hpp"

#include <bbp/context.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace bbp;

namespace {

/// The line after "<heading>\nExample\n", searched from §9.6 on.
std::string example_line(const std::string& handbook, std::string_view heading) {
  const std::size_t section = handbook.find("[9.6]");
  if (section == std::string::npos) return {};
  const std::string marker = std::string(heading) + "\nExample\n";
  const std::size_t at = handbook.find(marker, section);
  if (at == std::string::npos) return {};
  const std::size_t b = at + marker.size();
  return handbook.substr(b, handbook.find('\n', b) - b);
}

/// The handbook writes the three examples of a row glued together: each starts with "Sending out"
/// or with a quotation mark.
std::vector<std::string> split_examples(const std::string& line) {
  std::vector<std::size_t> starts;
  bool in_quote = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '"') {
      if (!in_quote) starts.push_back(i);
      in_quote = !in_quote;
    } else if (!in_quote && line.compare(i, 11, "Sending out") == 0) {
      starts.push_back(i);
    }
  }
  std::vector<std::string> out;
  for (std::size_t k = 0; k < starts.size(); ++k)
    out.push_back(line.substr(starts[k], (k + 1 < starts.size() ? starts[k + 1] : line.size()) - starts[k]));
  return out;
}

}  // namespace

TEST_CASE("[9.6] the handbook's illegal equips raise their rule, its corrections raise none", "[lint][handbook]") {
  const std::string handbook = test::read_file(test::shared_dir() / "rulebook" / "handbook-gen9.txt");
  const std::vector<std::string> illegal = split_examples(example_line(handbook, "Illegal"));
  const std::vector<std::string> corrected = split_examples(example_line(handbook, "Corrected"));
  REQUIRE(illegal.size() == 3);
  REQUIRE(corrected.size() == 3);
  // The handbook's reasons, in order: "Icon without name", "Item names grouped together, away
  // from holders", "Item is not named in full".
  const DiagId reasons[] = {DiagId::item_not_named_in_full, DiagId::item_away_from_holder, DiagId::item_not_named_in_full};
  BattleContext ctx;
  for (std::size_t i = 0; i < 3; ++i) {
    INFO("illegal example " << i + 1 << ": " << illegal[i]);
    const auto bad = lint::lint(illegal[i] + "\n", ctx);
    bool raised = false;
    for (const Diagnostic& d : bad.diagnostics.items()) raised = raised || d.id == reasons[i];
    CHECK(raised);
    INFO("corrected example " << i + 1 << ": " << corrected[i]);
    const auto good = lint::lint(corrected[i] + "\n", ctx);
    for (const Diagnostic& d : good.diagnostics.items()) {
      INFO(info(d.id).code << " " << message_of(d));
      CHECK(d.severity != Severity::error);
    }
  }
}
