// `bbpref lint FILE|-`: judge every substitution and order of a post against the handbook.
#include "cli/commands.hpp"
#include "cli/print_diagnostics.hpp"
#include "cli/limit_options.hpp"

#include <bbp/context.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/exit_codes.hpp>
#include <bbp/input.hpp>
#include <bbp/lint.hpp>
#include <bbp/lint_context.hpp>

#include <fmt/format.h>


#include <cstdio>
#include <memory>

namespace bbp::cli {
namespace {

using lint::BuiltContext;
using lint::ContextRequest;
using lint::build_context;
using lint::match_type_named;

struct LintArgs {
  std::string file;
  std::string context_file;
  std::string rules;
  std::string match_type;
  std::optional<int> battle_level, step_count, sub_count;
  bool staked = false, unstaked = false;
  std::string ruleset = "gen9";
  std::string format = "text";
  bool fix = false;
  Limits limits;
  bool color = false;
};

std::string summary_text(const lint::LintResult& r) {
  std::string out;
  for (const lint::OrderSetVerdict& v : r.order_sets) {
    out += fmt::format("{}:\n", v.pokemon.empty() ? "(orders)" : v.pokemon);
    if (v.substitutions.empty()) out += "  no substitutions\n";
    for (const lint::SubstitutionVerdict& s : v.substitutions) {
      std::string ids;
      for (std::size_t i : s.diagnostics) {
        const Diagnostic& d = r.diagnostics.items()[i];
        if (d.severity != Severity::error) continue;
        ids += fmt::format("{}{}", ids.empty() ? "" : ", ", info(d.id).code);
      }
      out += fmt::format("  sub {}: {}{}{}\n", s.index, lint::to_string(s.verdict), ids.empty() ? "" : " (" + ids + ")",
                         s.counts_toward_limit ? "" : " [free KO substitution]");
    }
  }
  for (const std::string& u : r.unchecked) out += fmt::format("not checked: {}\n", u);
  out += fmt::format("{} error(s), {} warning(s), {} note(s)\n", r.diagnostics.count(Severity::error),
                     r.diagnostics.count(Severity::warning), r.diagnostics.count(Severity::note));
  return out;
}

int run(const LintArgs& a) {
  ContextRequest request;
  if (!a.context_file.empty()) {
    ReadResult in = read_input(a.context_file, 16u << 20);
    if (!in.text) {
      print_read_failure(a.context_file, in);
      return kExitInputError;
    }
    request.context_json = std::move(*in.text);
  }
  request.rules = a.rules;
  if (!a.match_type.empty()) request.match_type = match_type_named(a.match_type);
  request.battle_level = a.battle_level;
  request.step_count = a.step_count;
  request.sub_count = a.sub_count;
  if (a.staked) request.staked = true;
  if (a.unstaked) request.staked = false;
  const BuiltContext built = build_context(request);
  if (!built.context_ok) {
    const SourceFile src(a.context_file, *request.context_json);
    fmt::print(stderr, "{}", render_text(src, built.context_diagnostics.items()));
    return kExitInputError;
  }
  if (!built.rules_diagnostics.items().empty()) {
    const SourceFile src("--rules", a.rules);
    fmt::print(stderr, "{}", render_text(src, built.rules_diagnostics.items()));
    if (!built.rules_ok) return kExitUsage;
  }
  const BattleContext& ctx = built.context;

  const ReadResult in = read_input(a.file, a.limits.post_bytes);
  const std::string name = a.file == "-" ? "<stdin>" : a.file;
  if (!in.text) {
    print_read_failure(a.file, in);
    return kExitInputError;
  }
  const SourceFile src(name, *in.text);
  lint::Options options;
  options.extract.limits = a.limits;
  options.ruleset = lint::parse_ruleset(a.ruleset).value_or(lint::Ruleset::gen9);  // CLI checked the value
  const lint::LintResult r = lint::lint(src.text(), ctx, options);

  if (a.fix) {
    fmt::print("{}", lint::apply_fixes(r, src));
  } else if (a.format == "json") {
    fmt::print("{}\n", lint::to_json(r, src).dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
  } else if (a.format == "sarif") {
    fmt::print("{}", lint::render_sarif(r, src));
  } else if (a.format == "bbcode") {
    fmt::print("{}", lint::render_bbcode(r, src));
  } else {
    print_sorted_diagnostics(src, r.diagnostics, a.format, a.color);
    if (a.format != "gcc") fmt::print("{}", summary_text(r));
  }
  if (!r.extracted.ok) return kExitInputError;
  return r.ok() ? kExitOk : kExitFindings;
}

}  // namespace

void add_lint_command(CLI::App& app, int& exit_code) {
  auto a = std::make_shared<LintArgs>();
  auto* cmd = app.add_subcommand("lint", "Judge every substitution and order of an order post against the handbook");
  cmd->add_option("file", a->file, "the post (BBCode or copied page text); - for standard input")->required();
  cmd->add_option("--context", a->context_file, "battle context JSON (docs/context.md)");
  cmd->add_option("--rules", a->rules, "match rules as a challenge states them, e.g. \"B4P2 Singles Lvl 3\"");
  cmd->add_option("--match-type", a->match_type, "singles, doubles or triples")
      ->check(CLI::IsMember({"singles", "doubles", "triples"}));
  cmd->add_option("--battle-level", a->battle_level, "Battle Level (0-4)")->check(CLI::Range(0, 4));
  cmd->add_option("--step-count", a->step_count, "Step Count (1-3)")->check(CLI::Range(1, 3));
  cmd->add_option("--sub-count", a->sub_count, "Substitution Count")->check(CLI::Range(0, 1000));
  auto* staked = cmd->add_flag("--staked", a->staked, "a staked match: illegal substitutions are ignored [10.3a]");
  cmd->add_flag("--unstaked", a->unstaked, "an unstaked match: illegal substitutions must be corrected")->excludes(staked);
  cmd->add_option("--ruleset", a->ruleset,
                  "gen9 (Section 10 of the handbook) or legacy (the older ruleset: attack/chance/KO clauses, every "
                  "KO substitution free; docs/legacy-ruleset.md)")
      ->check(CLI::IsMember({"gen9", "legacy"}));
  cmd->add_option("--format", a->format, "text, gcc, json, sarif or bbcode")
      ->check(CLI::IsMember({"text", "gcc", "json", "sarif", "bbcode"}));
  cmd->add_flag("--fix", a->fix, "print the post with every mechanical fix applied");
  add_limit_options(*cmd, a->limits, kPostLimits);
  cmd->add_flag("--color", a->color, "ANSI colours in the text format");
  cmd->callback([a, &exit_code] {
    exit_code = run(*a);
  });
}

}  // namespace bbp::cli
