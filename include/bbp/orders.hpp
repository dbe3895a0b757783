#pragma once
// Stage 3 of the pipeline (Parse) for everything in a post except substitutions: main orders
// ([9.1], [2.7b]), action orders with targets and parameters ([9.1a], [9.1b]), combinations
// ([11.2]), Z-moves ([11.5b]), Max moves ([11.6c]), Mega/Terastal prefixes, medicine ([9.7a]) and
// capture orders ([9.8a]); send-outs, switches, counter-switches, Terastal declarations and
// equips ([2.5], [9.6], [11.3a], [11.7b]).
//
// Names are kept as written with their SOURCE spans, even when wrong: judging them is Sema's job.
#include <bbp/bbcode.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/limits.hpp>
#include <bbp/post.hpp>
#include <bbp/span.hpp>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::orders {

struct Substitution;  // include/bbp/substitution.hpp

/// A piece of text as written, with its source span (empty span and text when absent).
struct Text {
  std::string text;
  Span span;
  bool present() const noexcept { return !text.empty(); }
};

/// A sprite code as written: ":sv/scyther:" → set "sv", name "scyther".
struct Sprite {
  std::string code;
  std::string set;
  std::string name;
  Span span;
};

/// An item named in an equip ("holding :dark gem:Dark Gem", "@ Life Orb").
struct ItemRef {
  std::optional<Sprite> sprite;
  Text name;
  Span span;
};

/// A Pokemon as a player names it: sprite and/or "Nickname the Species" / "Species" / "Nickname".
struct PokemonRef {
  Span span;
  std::vector<Sprite> sprites;
  Text nickname;  ///< "Triantis" of "Triantis the Scyther"
  Text species;   ///< "Scyther" of "Triantis the Scyther"
  Text name;      ///< a lone name whose role (nickname or species) the text does not say
  Text forme;     ///< [11.3a] "… as Kyurem-White": the forme/fusion it is sent out as
  std::vector<ItemRef> items;  ///< [9.6] items equipped to it in the same phrase
};

enum class ActionKind : std::uint8_t { move, command, medicine, ball };
std::string_view to_string(ActionKind k);

/// Two-phase moves ([8.x]): "Dig (Suspend)", "Dig (S)", "Dig (A)", "Fly (Evasive)".
struct ModeTag {
  std::string mode;  ///< normalised: "suspend", "attack", "evasive"
  Text written;
};

/// One move of a combination, or the only move of a plain action order.
struct Component {
  Text action;       ///< the action's name as written, prefixes removed ("Thunderbolt")
  Text written;      ///< the whole component as written ("Z-Force Thunderbolt (Electric)")
  ActionKind kind = ActionKind::move;
  Text z_power;      ///< [11.5b] "Z-Force", or "Z" for the glued form "Z-Thunderbolt"
  bool max = false;  ///< [11.6c] "Max Flamethrower"
  std::vector<Text> parameters;  ///< [9.1b] "(Earthquake)", "their Earthquake"
  std::vector<ModeTag> modes;
  std::vector<Text> targets;     ///< "on Weavile", "targeting Weavile"
};

struct ActionOrder {
  Span span;
  std::vector<Component> components;  ///< two or more: a combination ([11.2], joined by " + ")
  Text mega;       ///< [11.4] "Mega Evolve" prefix as written
  Text terastal;   ///< [11.7] "Terastallize" prefix as written
  Text dynamax;    ///< [11.6b] "Dynamax" prefix as written
  Text technique_subject;  ///< "Mega Evolve Lucario and …": the name written after the Technique
  bool technique_after_action = false;  ///< "Swords Dance + Mega Evolve": written after a component
  bool unreadable = false;
  std::size_t failed_at = 0;  ///< source offset where reading failed, when unreadable
  bool is_combination() const noexcept { return components.size() > 1; }
};

struct Step {
  Span span;
  std::vector<ActionOrder> actions;  ///< more than one: multiple actions per step ([2.7b])
};

struct MainOrders {
  Span span;
  std::string step_separator;    ///< as normalised: "-", "—", "|", ",", "~", ">", "then", "/", ";", "line" (one step per line) or "" (one step)
  std::string action_separator;  ///< within a step ([2.7b]); "" when one action per step
  std::vector<Step> steps;
  /// A name written before the orders on the same line ("Chlamydosundew - Thunderbolt | …",
  /// "Triantis (Scyther) - Swords Dance | …").
  Text name_prefix;
  Span name_prefix_plain;  ///< its bytes in the projection, for parse_pokemon_ref
};

struct Addendum {
  Span span;
  Text text;
  std::string kind;  ///< "order-otherwise" ([9.3a]), "technique" ([11]), "other"
  Text object;       ///< "Sand Stream" of "Do not activate Sand Stream"
  /// "if Heracross uses Protect" of "Do not activate Sand Stream if Heracross uses Protect": a
  /// condition [9.3a] does not allow (the linter reports it, BBP4035); absent when none is written.
  Text condition;
};

struct OrderSet {
  Span span;                         ///< from the header (or first block) to the last block
  std::optional<PokemonRef> pokemon;  ///< the header, when the set has one; else the one Pokemon of
                                      ///< a send-out right before the set ("Lead: Rotom-Wash")
  std::optional<MainOrders> main_orders;
  std::vector<std::shared_ptr<const Substitution>> substitutions;
  std::vector<Addendum> addenda;
  std::vector<Span> unreadable;
};

struct SendOut {
  Span span;
  bool in_flavor = false;
  std::vector<PokemonRef> pokemon;
};

struct Switch {
  Span span;
  bool in_flavor = false;
  bool counter = false;               ///< "Counterswitching to …" ([2.5e])
  std::optional<PokemonRef> out;      ///< the Pokemon recalled, when named
  std::vector<PokemonRef> in;         ///< the Pokemon sent in
};

struct CounterSwitchDecision {
  Span span;
  bool accept = false;  ///< false: declined ("No counterswitch", "We'll stay in")
};

struct Terastal {
  Span span;
  std::vector<PokemonRef> pokemon;
  Text tera_type;  ///< "into Water", "(Fairy)" when written
};

struct Equip {
  Span span;
  bool in_flavor = false;
  std::vector<PokemonRef> pokemon;  ///< each with its items
};

struct Flavor {
  Span span;
  bool quote = false;  ///< inside [quote]
  bool struck = false;  ///< struck through ([s]…[/s]): withdrawn by the player, never orders
};

struct Options {
  /// Every limit of the pipeline (include/bbp/limits.hpp); each stage takes the ones it applies.
  /// Here: substitutions_per_pokemon (more → too-many-substitutions-to-read, the rest kept as
  /// unreadable lines of the order set).
  Limits limits;
  bool resolve_names = true;  ///< resolve names against the Dex in the JSON
};

struct ExtractResult {
  bool ok = true;  ///< false when the input was rejected before segmentation
  bbcode::Projection plain;
  post::Segmented segmented;
  std::vector<OrderSet> order_sets;
  std::vector<SendOut> sendouts;
  std::vector<Switch> switches;
  std::vector<CounterSwitchDecision> counter_switches;
  std::vector<Terastal> terastals;
  std::vector<Equip> equips;
  std::vector<Flavor> flavor;
  std::vector<Span> headings;
  DiagnosticList diagnostics;
};

/// The whole pipeline up to Parse: bbcode::parse → post::segment → main orders, substitutions,
/// send-outs… Never throws.
ExtractResult extract(std::string_view source, const Options& options = {});
/// The same from an existing projection (tests, callers that already lexed the post).
ExtractResult extract(const bbcode::Projection& plain, const Options& options = {});

// ---- the pieces, for callers that only need one ----------------------------------------------

/// Reads one main-orders text (projection span `line`).
MainOrders parse_main_orders(const bbcode::Projection& plain, Span line, DiagnosticList& diags);
/// Whether `text` may read as main orders of two or more steps: it holds a separator, a '/' or a
/// repeat count ("X-Scissor x3"). A necessary condition, far cheaper than parse_main_orders, for
/// callers that look for orders among many lines (the dressed-orders check of the Conventions).
bool may_be_several_steps(std::string_view text);
/// Reads one action order (projection span `text`); never throws.
ActionOrder parse_action_order(const bbcode::Projection& plain, Span text, DiagnosticList& diags);
/// Is `text` an Advanced Technique alone ("Terastallize", "Tera Fire", "Mega Evolve", "Dynamax"),
/// as written before the action it goes with ("Tera Fire, Flamethrower - …")? [11]
bool names_only_a_technique(std::string_view text);
/// Reads the Pokemon named in a header line.
PokemonRef parse_pokemon_ref(const bbcode::Projection& plain, Span text);
/// Reads the addendum on one line.
Addendum parse_addendum(const bbcode::Projection& plain, Span text);

/// `below`: the Pokemon of sprite header lines right under the send-out line (":sv/beldum:
/// Bastion"), which name what the line sends out ("Bastion and Pip, let's go!").
/// `ordered_below`: the header of an order set right under the line (":sv/rotom-wash: Rotom-Wash"
/// over its orders). It sends no Pokemon of its own, but when it names one the line sends, its
/// sprite and species show that Pokemon.
SendOut parse_sendout(const bbcode::Projection& plain, const post::Block& block, DiagnosticList& diags,
                      const std::vector<PokemonRef>& below = {}, const PokemonRef* ordered_below = nullptr);
Switch parse_switch(const bbcode::Projection& plain, const post::Block& block, DiagnosticList& diags);
CounterSwitchDecision parse_counter_switch(const bbcode::Projection& plain, const post::Block& block);
Terastal parse_terastal(const bbcode::Projection& plain, const post::Block& block);
Equip parse_equip(const bbcode::Projection& plain, const post::Block& block, DiagnosticList& diags);

// ---- output (docs/extract-json.md) -----------------------------------------------------------

nlohmann::json to_json(const ExtractResult& r, const SourceFile& src, const Options& options = {});
std::string to_text(const ExtractResult& r, const SourceFile& src);

}  // namespace bbp::orders
