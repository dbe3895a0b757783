// Every example substitution of the handbook — §10, the beginner sections ("Battle It Out!", "How
// do I issue orders…", "How do I write a substitution?"), §11.6c and the patch notes — gets the verdict the handbook gives it. The corpus
// (corpus/legality/handbook/examples.tsv, see its README.md) stores only where each example is
// and what the handbook says about it; the example text is read from
// ../shared/rulebook/handbook-gen9.txt here, at test time, never copied into the project.
#include "corpus/rule_case.hpp"

#include <bbp/context.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <sstream>

namespace fs = std::filesystem;
using namespace bbp;

namespace {

fs::path handbook_dir() { return test::legality_dir() / "handbook"; }

std::vector<std::string> split(std::string_view s, char sep) {
  std::vector<std::string> out;
  std::size_t b = 0;
  for (std::size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) {
      out.emplace_back(s.substr(b, i - b));
      b = i + 1;
    }
  return out;
}

struct Row {
  std::size_t line = 0;
  std::string section, locate, wrap, context, verdict, parser_gap, note;
  int ordinal = 1;
  std::set<std::string> rules;
};

std::vector<Row> read_rows() {
  std::vector<Row> rows;
  std::istringstream in(test::read_file(handbook_dir() / "examples.tsv"));
  std::string line;
  std::size_t n = 0;
  std::vector<std::string> header;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty()) continue;
    std::vector<std::string> f = split(line, '\t');
    if (header.empty()) {
      header = f;
      continue;
    }
    INFO("examples.tsv line " << n);
    REQUIRE(f.size() == header.size());
    auto col = [&](std::string_view name) {
      const auto it = std::find(header.begin(), header.end(), name);
      REQUIRE(it != header.end());
      return f[static_cast<std::size_t>(it - header.begin())];
    };
    Row r;
    r.line = n;
    r.section = col("section");
    r.locate = col("locate");
    r.ordinal = col("ordinal").empty() ? 1 : std::stoi(col("ordinal"));
    r.wrap = col("wrap");
    r.context = col("context");
    r.verdict = col("verdict");
    r.parser_gap = col("parser_gap");
    r.note = col("note");
    for (const std::string& id : split(col("rules"), '|'))
      if (!id.empty()) r.rules.insert(id);
    rows.push_back(std::move(r));
  }
  return rows;
}

/// The example `row` points at: the "…" quotation holding `locate`, else the ordinal-th one after
/// it on its line, else the whole line. Empty when `locate` is not in the handbook exactly once.
std::string find_example(const std::string& handbook, const Row& row) {
  const std::size_t at = handbook.find(row.locate);
  if (at == std::string::npos || handbook.find(row.locate, at + 1) != std::string::npos) return {};
  const std::size_t line_begin = handbook.rfind('\n', at) == std::string::npos ? 0 : handbook.rfind('\n', at) + 1;
  std::size_t line_end = handbook.find('\n', at);
  if (line_end == std::string::npos) line_end = handbook.size();
  std::vector<std::size_t> quotes;
  for (std::size_t i = line_begin; i < line_end; ++i)
    if (handbook[i] == '"') quotes.push_back(i);
  for (std::size_t q = 0; q + 1 < quotes.size(); q += 2)
    if (quotes[q] < at && at < quotes[q + 1]) return handbook.substr(quotes[q] + 1, quotes[q + 1] - quotes[q] - 1);
  int seen = 0;
  for (std::size_t q = 0; q + 1 < quotes.size(); q += 2)
    if (quotes[q] >= at + row.locate.size() && ++seen == row.ordinal)
      return handbook.substr(quotes[q] + 1, quotes[q + 1] - quotes[q] - 1);
  std::string whole = handbook.substr(line_begin, line_end - line_begin);
  while (!whole.empty() && (whole.back() == ' ' || whole.back() == '\r')) whole.pop_back();
  return whole;
}

std::string substitution_text(std::string example, const std::string& wrap) {
  if (wrap.empty()) return example;
  while (!example.empty() && (example.back() == '.' || example.back() == ' ')) example.pop_back();
  const std::size_t hole = wrap.find("{}");
  return wrap.substr(0, hole) + example + wrap.substr(hole + 2);
}

}  // namespace

TEST_CASE("handbook example substitutions get the handbook's verdict [10] [10.3] [10.6] [10.7]", "[lint][handbook]") {
  const std::string handbook = test::read_file(test::shared_dir() / "rulebook" / "handbook-gen9.txt");
  REQUIRE(!handbook.empty());
  const std::vector<Row> rows = read_rows();
  REQUIRE(rows.size() >= 60);
  for (const Row& row : rows) {
    INFO("examples.tsv line " << row.line << " [" << row.section << "] " << row.note);
    const std::string example = find_example(handbook, row);
    INFO("located by \"" << row.locate << "\"");
    REQUIRE(!example.empty());
    const std::string sub = substitution_text(example, row.wrap);
    INFO("substitution: " << sub);
    BattleContext ctx;
    if (!row.context.empty()) {
      const ContextParseResult parsed = parse_context(test::read_file(handbook_dir() / row.context));
      REQUIRE(parsed.ok);
      ctx = parsed.context;
    }
    const lint::LintResult r = lint::lint(sub + "\n", ctx);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].substitutions.size() == 1);
    const lint::SubstitutionVerdict& v = r.order_sets[0].substitutions[0];
    std::set<std::string> got;
    std::string messages;
    for (std::size_t i : v.diagnostics) {
      const Diagnostic& d = r.diagnostics.items()[i];
      got.insert(std::string(info(d.id).code));
      messages += std::string(info(d.id).code) + " " + std::string(message_of(d)) + "\n";
    }
    INFO("reported:\n" << messages);
    CHECK(lint::to_string(v.verdict) == row.verdict);
    if (row.parser_gap.empty()) {
      CHECK(got == row.rules);
    } else {
      // A known grammar limitation gives the right verdict for another reason. When the grammar
      // learns the shape, this fails: clear `parser_gap` and the row is checked in full.
      INFO("parser gap: " << row.parser_gap);
      CHECK_FALSE(got == row.rules);
    }
  }
}
