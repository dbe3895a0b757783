#pragma once
// The legality linter (Sema): every substitution and order of a post judged against the handbook,
// §10 above all, with each verdict explained by the rule's section. Keeps "illegal as written"
// apart from "cannot be judged without battle state" (the `unchecked` list).
#include <bbp/context.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/orders.hpp>
#include <bbp/substitution.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace bbp {
class Dex;
}

namespace bbp::lint {

/// Which substitution rules judge the post: Section 10 of handbook-gen9 (the law), or the older
/// ruleset of data-handbook-legacy.txt (trigger + result, attack/chance/KO clauses, every KO
/// substitution free) for matches still played under it (docs/legacy-ruleset.md).
enum class Ruleset : std::uint8_t { gen9, legacy };
std::string_view to_string(Ruleset r);
/// "gen9" / "legacy" (case-insensitive), or nullopt.
std::optional<Ruleset> parse_ruleset(std::string_view text);

struct Options {
  orders::Options extract;
  Ruleset ruleset = Ruleset::gen9;
};

enum class Verdict : std::uint8_t { legal, illegal };
std::string_view to_string(Verdict v);

struct SubstitutionVerdict {
  int index = 0;  ///< 1-based, in the order set
  Span span;
  std::string text;
  Verdict verdict = Verdict::legal;
  bool counts_toward_limit = true;
  bool ko_substitution = false;
  std::string read_as;              ///< canonical wording bbpref read it as
  std::vector<std::size_t> diagnostics;  ///< indices into LintResult::diagnostics
  const orders::Substitution* tree = nullptr;
};

struct OrderSetVerdict {
  std::string pokemon;  ///< as the header names it ("Triantis the Scyther"), or the recipient
  Span span;
  int context_team = -1, context_pokemon = -1;  ///< the context Pokemon it was matched to
  std::vector<SubstitutionVerdict> substitutions;
  std::vector<std::size_t> diagnostics;  ///< main-order and header diagnostics
};

struct LintResult {
  orders::ExtractResult extracted;
  std::vector<OrderSetVerdict> order_sets;
  DiagnosticList diagnostics;
  std::vector<std::string> unchecked;  ///< checks that need context the linter was not given
  bool staked = true;
  Ruleset ruleset = Ruleset::gen9;
  bool ok() const { return !diagnostics.has_errors(); }
};

/// Runs the whole pipeline and every check. Never throws.
LintResult lint(std::string_view source, const BattleContext& context, const Options& options = {});

/// The documented JSON report (docs/lint-json.md).
nlohmann::json to_json(const LintResult& r, const SourceFile& src);
/// SARIF 2.1.0.
std::string render_sarif(const LintResult& r, const SourceFile& src);
/// A short forum reply: each substitution with its verdict and reason.
std::string render_bbcode(const LintResult& r, const SourceFile& src);
/// The post with every mechanical fix applied.
std::string apply_fixes(const LintResult& r, const SourceFile& src);

}  // namespace bbp::lint
