// [9.1] struck-through words inside a line ("Swords Dance - [s]X-Scissor[/s] Aerial Ace - …",
// "4. [s]IF …[/s] IF …") are withdrawn as a line struck whole is (BBP2010): the orders and the
// substitutions are read without them, and each struck run is noted at its source bytes.
#include <bbp/bbcode.hpp>
#include <bbp/post.hpp>

#include "one_set_lint_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace bbp;

namespace {

std::size_t struck_notes(const std::vector<Diagnostic>& ds) {
  return static_cast<std::size_t>(
      std::count_if(ds.begin(), ds.end(), [](const Diagnostic& d) { return d.id == DiagId::struck_line; }));
}

}  // namespace

TEST_CASE("[9.1] BBP2010: withdraw_struck_runs blanks struck words in a mixed line, at their source bytes",
          "[segment][struck]") {
  const std::string source = "Swords Dance - [s]X-Scissor[/s] Aerial Ace - X-Scissor\n[s]Whole line[/s]\n";
  bbcode::Result parsed = bbcode::parse(source);
  DiagnosticList diags;
  post::withdraw_struck_runs(parsed.plain, diags);
  const std::string_view first = std::string_view(parsed.plain.text).substr(0, parsed.plain.text.find('\n'));
  CHECK(first.find("X-Scissor Aerial") == std::string_view::npos);
  CHECK(first.find("Aerial Ace - X-Scissor") != std::string_view::npos);
  // The line struck whole is left to the segmenter (kept as withdrawn flavor there).
  CHECK(parsed.plain.text.find("Whole line") != std::string::npos);
  REQUIRE(diags.items().size() == 1);
  CHECK(diags.items()[0].id == DiagId::struck_line);
  const Span at = diags.items()[0].span;
  CHECK(source.substr(at.begin, at.size()) == "X-Scissor");
  // Without any strike nothing changes.
  bbcode::Result clean = bbcode::parse("Swords Dance - X-Scissor - X-Scissor");
  const std::string before = clean.plain.text;
  DiagnosticList none;
  post::withdraw_struck_runs(clean.plain, none);
  CHECK(clean.plain.text == before);
  CHECK(none.items().empty());
}

TEST_CASE("[9.1] BBP2010: a struck step inside the main orders is withdrawn, its replacement read", "[lint][struck]") {
  const lint::LintResult r = test::lint_one_set("Swords Dance - [s]X-Scissor[/s] Aerial Ace - X-Scissor");
  const auto& steps = test::one_set_steps(r);
  REQUIRE(steps.size() == 3);
  REQUIRE(steps[1].actions.size() == 1);
  CHECK(steps[1].actions[0].components.at(0).action.text == "Aerial Ace");
  CHECK(struck_notes(r.diagnostics.items()) == 1);
}

TEST_CASE("[9.1] [10.4] BBP2010: a struck substitution inside a line is neither judged nor counted", "[lint][struck]") {
  // Before, "[s]IF Heracross attacks …[/s]" was a substitution of its own (illegal, BBP3011) and
  // counted toward the limit, and "use [s]Protect[/s] Detect" a result naming "Protect Detect".
  const lint::LintResult r =
      test::lint_one_set("Swords Dance - X-Scissor - X-Scissor",
                         "1. [s]IF Heracross attacks, THEN use Detect.[/s] IF Heracross uses Megahorn, THEN use Protect.\n"
                         "2. IF Heracross uses Feint, THEN use [s]Protect[/s] Detect.\n"
                         "3. [s]IF Heracross uses Close Combat, THEN use Detect.[/s]");
  REQUIRE(r.order_sets.size() == 1);
  const auto& subs = r.order_sets[0].substitutions;
  REQUIRE(subs.size() == 2);
  CHECK(subs[0].read_as == "IF Heracross uses Megahorn, THEN use Protect.");
  CHECK(subs[1].read_as == "IF Heracross uses Feint, THEN use Detect.");
  for (const auto& s : subs) CHECK(s.verdict == lint::Verdict::legal);
  CHECK(struck_notes(r.diagnostics.items()) == 3);
}
