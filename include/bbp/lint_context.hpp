#pragma once
// The battle context a lint runs in, built from what a caller states: a context JSON document
// (docs/context.md), a match-rules string ("B4P2 Singles Lvl 3") and single overrides. The CLI
// (`bbpref lint --context --rules --battle-level ...`) and the web API (`POST /api/lint`) both build
// it here, so the same request means the same context everywhere.
#include <bbp/context.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/match_rules.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace bbp::lint {

struct ContextRequest {
  std::optional<std::string> context_json;   ///< the context document, when given
  std::string rules;                         ///< a match-rules string; added over the context's
  std::optional<rules::MatchType> match_type;
  std::optional<int> battle_level, step_count, sub_count;
  std::optional<bool> staked;
};

struct BuiltContext {
  BattleContext context;
  DiagnosticList context_diagnostics;  ///< spans are byte offsets into the context JSON
  DiagnosticList rules_diagnostics;    ///< spans are byte offsets into the rules string
  bool context_ok = true;              ///< false: the context JSON was malformed (nothing else was read)
  bool rules_ok = true;                ///< false: the rules string had an error
  bool ok() const { return context_ok && rules_ok; }
};

/// Context JSON first, then the rules string over it, then each override; finally the §1.3 defaults.
/// Never throws.
BuiltContext build_context(const ContextRequest& request);

/// "singles", "doubles", "triples" (as `to_string(MatchType)` spells them), or nullopt.
std::optional<rules::MatchType> match_type_named(std::string_view name);

}  // namespace bbp::lint
