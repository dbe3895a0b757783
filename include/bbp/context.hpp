#pragma once
// The battle context a post is judged in (docs/context.md): the match rules, the teams and where
// each Pokemon is, who is posting and for whom. Every field is optional; what is missing takes the
// §1.3 defaults or is named in the report as a check that could not be made.
#include <bbp/diagnostic.hpp>
#include <bbp/match_rules.hpp>

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp {

/// [4] Zones. `unknown` when the context does not say.
enum class Zone : std::uint8_t { unknown, active, bench, reserve, unselected };
std::string_view to_string(Zone z);
std::optional<Zone> parse_zone(std::string_view s);

struct PokemonContext {
  std::string species;
  std::string nickname;
  Zone zone = Zone::unknown;
  std::optional<int> level;
  std::optional<std::vector<std::string>> moves;  ///< the full movepool, when given
  std::optional<std::string> item;
  std::optional<std::string> ability;
  bool fainted = false;
};

struct TeamContext {
  std::string trainer;
  std::vector<PokemonContext> pokemon;
};

struct BattleContext {
  rules::StatedRules stated;  ///< what the context (and --rules) stated
  rules::MatchRules rules;    ///< with §1.3 defaults applied
  std::vector<TeamContext> teams;
  std::string poster;     ///< trainer who wrote the post
  std::string recipient;  ///< which of the poster's Pokemon the orders are for
  /// [2.3b] the round's starting player as the post finds it: the trainer who may start the
  /// Switching Phase ([2.5d]) and who orders first ([11.6b]). Empty when not given.
  std::string starting_player;
  /// [2.5d] whether the starting player has already declared a manual switch or Terastal this
  /// round, so that later players are being offered a counter-switch ([2.5e]).
  std::optional<bool> switch_phase_started;
  bool has_rules = false;
  bool has_teams = false;

  const TeamContext* team_of(std::string_view trainer) const;
  /// Re-derives `rules` from `stated` (call after changing `stated`).
  void resolve_rules() { rules = rules::resolve(stated); }
};

struct ContextParseResult {
  BattleContext context;
  DiagnosticList diagnostics;  ///< spans are byte offsets into the JSON text
  bool ok = true;
};

/// Reads the context JSON. Malformed JSON → BBP1021 with the byte offset; a field of the wrong type →
/// BBP1022 naming the field; unknown fields are allowed (ignored).
ContextParseResult parse_context(std::string_view json_text);
/// The same for a document already parsed (the battle file holds a context: read once, not twice).
ContextParseResult read_context(const nlohmann::json& doc);

}  // namespace bbp
