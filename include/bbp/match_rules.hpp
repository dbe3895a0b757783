#pragma once
// Match rules (handbook §1.3, stakes §1.4): what a challenge states ("B4P2 Singles", "Lvl 1 B1P1",
// "Bring 5, Pick 3", "Switch: OK", "DQ: 1 week") and the defaults the handbook derives for the rest.
#include <bbp/diagnostic.hpp>
#include <bbp/match_rule_bounds.hpp>
#include <bbp/span.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::rules {

enum class MatchType : std::uint8_t { singles, doubles, triples };
std::string_view to_string(MatchType t);

/// What the text stated. Everything is optional: unstated rules take the §1.3 defaults.
struct StatedRules {
  std::optional<MatchType> match_type;
  std::optional<int> team_size;           ///< "Pick N", "NvN", "Team Size"/"Bench Size"
  std::optional<int> selection_size;      ///< "Bring N"
  std::optional<bool> species_restriction;
  std::optional<int> step_count;
  std::optional<int> dq_hours;
  std::optional<int> battle_level;
  std::optional<int> substitution_count;
  std::optional<int> recovery_count;
  std::optional<int> chill_count;
  std::optional<bool> switching;
  std::optional<bool> half_start;
  std::optional<std::string> ability_count;        ///< "All" or a number
  std::optional<std::string> advanced_techniques;  ///< "All", "None" or a list
  std::optional<int> technique_control;
  std::optional<int> backpack_size;
  std::optional<int> lifeline_uses;
  std::optional<std::string> arena;
  std::optional<bool> staked;  ///< §1.4; not a §1.3 rule but challenges state it
  std::optional<bool> snake_posting;  ///< [2.3b] "Snake posting", "Snake: On"
};

/// One recognised statement with where it was written.
struct RuleFact {
  std::string key;    ///< "battle_level"
  std::string value;  ///< normalised value ("3", "on", "singles")
  Span span;          ///< source bytes of the statement
};

/// Every rule with a value: stated, or derived by §1.3 from the stated ones.
struct MatchRules {
  MatchType match_type = MatchType::singles;
  int team_size = 3;
  int selection_size = 5;
  bool species_restriction = true;
  int step_count = 3;
  int dq_hours = 48;
  int battle_level = 4;
  int substitution_count = 4;
  int recovery_count = 2;
  int chill_count = 5;
  bool switching = true;
  bool half_start = false;
  std::string ability_count = "All";
  std::string advanced_techniques = "All";
  int technique_control = 2;
  int backpack_size = 10;
  int lifeline_uses = 0;
  std::string arena = "BBP Arena";
  bool staked = true;  ///< §1.4 default reading: see docs/rulings.md
  bool snake_posting = false;  ///< [2.3b] off unless stated
  StatedRules stated;  ///< what was actually written (the rest is derived)
};

/// Every rule `over` states replaces the one in `into` (a --rules string over a context file).
void merge(StatedRules& into, const StatedRules& over);

/// Applies §1.3's defaults and derived defaults to what was stated.
MatchRules resolve(const StatedRules& stated);

struct ParseOptions {
  /// In a thread's opening post most lines are not rules: don't diagnose what isn't recognised.
  bool lenient = false;
};

struct ParseResult {
  StatedRules stated;
  std::vector<RuleFact> facts;
  DiagnosticList diagnostics;
};

/// Reads match rules from `text`, whose first byte is at source offset `base`. Items are separated
/// by newlines, commas, semicolons, slashes and '|'; each item may hold several facts
/// ("B4P2 Singles Lvl 3"). Never throws.
ParseResult parse(std::string_view text, std::size_t base = 0, const ParseOptions& options = {});

nlohmann::json to_json(const MatchRules& rules);

}  // namespace bbp::rules
