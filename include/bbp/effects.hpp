#pragma once
// Effect text as data ([3.2] effect types, [3.3a] shorthand, [7.6a] stages, [7] conditions, HP
// changes, markers): each sentence of a move's, ability's, item's or condition's text is read into
// its [3.2] type, its criterion (the part before the colon) and, when the statement is one the
// grammar knows, a record the round engine can run. A sentence without a record is kept as text;
// the engine reports it "not simulated: …" when it would apply. docs/battle.md lists the forms.
#include <bbp/sim.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bbp::sim {

/// [3.2] "Effect Types", by how the effect is phrased.
enum class EffectType : std::uint8_t {
  ongoing,              ///< no criterion, a statement of fact ("The holder cannot Chill.")
  conditional_ongoing,  ///< "While …:" / "During …:"
  triggered,            ///< "When …:" / "Whenever …:" (and the shorthand "On hit:", "Effect Check:", "On consume:")
  power_modifying,      ///< a triggered effect that gives a Power Bonus or Penalty
  timed_triggered,      ///< "At …:" (a game timing; and "On round start:")
  execution,            ///< no criterion, an instruction ("Inflict Sleep on the defender.")
  data_setting,         ///< a statement about an action's data ("Facade has 14 BAP")
  replacement,          ///< "If … would …; instead, …"
};
std::string_view to_string(EffectType t);

/// When an effect is followed: as an execution effect (none), per hit target ([3.3a] "On hit"),
/// per hit target after an Effect Check ([3.3a] "Effect Check"), "At the end of the step" ([2.10d]
/// queue: items, abilities, conditions), "When a Pokemon on the affected team enters play" ([4]
/// Entry Hazards), or at another criterion (`other`, with the criterion text kept). Read once, by
/// classify_effect, so the engine never re-reads the words.
enum class Criterion : std::uint8_t { none, on_hit, effect_check, on_consume, on_round_start, end_of_step, enters_play, charge_start, other };

/// Whom a statement changes. For an action, "the user"; for an item "the holder", for a condition
/// "the subject", for a consumed item "the consumer" — each is the Pokemon the game piece belongs
/// to, so they are one value. `affected_team`: "each Pokemon on the affected team", the team a
/// sided field condition ([4] Entry Hazards, Screens) is on; for a field condition on the whole
/// battlefield it is every Pokemon in play.
enum class Who : std::uint8_t { self, defender, attacker, each_opponent, ally, each_standing, affected_team };
std::string_view to_string(Who w);

/// How a stage change treats a duration the stage already has ([7.6a]).
enum class StageExtension : std::uint8_t { longer, without_extension, overwriting };

struct StageEffect {
  Who who = Who::self;
  std::vector<StageId> stages;
  int by = 0;                     ///< signed
  int turns = -1;                 ///< "for their next N turns"; -1 = no duration
  StageExtension extension = StageExtension::longer;
  /// "Convert each of the defender's stat stages to the opposite sign": every stage's value is
  /// negated, its duration kept (`stages` and `by` unused).
  bool invert = false;
};

struct InflictEffect {
  Who who = Who::defender;        ///< "on the user" / "on the defender" ("the target")
  std::string condition;          ///< as written: "Paralysis", "Sleep", "regular Poison"
  int counters = 0;               ///< "with two (2) counters"
  int duration = -1;              ///< "for three (3) steps"; -1 = the condition's default
  std::string unit;               ///< "turns" or "steps"
  bool granted = false;           ///< "Grant the user Protection …" / "The user is Protected …" ([7] granted, not inflicted)
  /// "…, specifying Earthquake": the condition's notes ([7], Sealed's moves), as written.
  std::vector<std::string> notes;
  /// "…, specifying the declared move": the note is the executing action's parameter ([9.1b]).
  bool note_declared = false;
};

/// "The user heals two (2) HP", "The user heals 20 HP as a Recovery", "The user heals 10 En as a
/// Chill", "The attacker loses HP, equal to one-fourth of the damage of the hit
/// (x0.25)", "The holder takes 3 damage", "The user heals HP equal to half of their maximum HP".
struct HpEffect {
  enum class Base : std::uint8_t { fixed, max_hp, damage_dealt };
  enum class Rounding : std::uint8_t { normally, up, down };  ///< [1.2b]
  Who who = Who::self;
  bool heal = true;               ///< false: loses HP / takes damage
  bool is_damage = false;         ///< "takes … damage" (damage) rather than "loses … HP" ([2.9] both lower HP)
  Base base = Base::fixed;
  int amount = 0;                 ///< Base::fixed
  int num = 1, den = 1;           ///< the fraction of the base
  Rounding rounding = Rounding::normally;
  bool overheal = false;          ///< "this healing can overheal" ([7] HP above the maximum)
  bool energy = false;            ///< the statement changes Energy ("heals 5 En"), not HP
  bool as_resource = false;       ///< [5.2a] "as a Recovery" (HP) / "as a Chill" (Energy)
  /// "takes 1 damage for each Poison counter on this status", "takes damage equal to the number of
  /// Frost markers on the subject": the amount is per counter or marker of this name (lower-cased,
  /// without "counter"/"marker"); "" = a plain amount.
  std::string per;
  /// Leech Seed ([2.10d] example): "…; then the creator of this condition or their replacement in
  /// play is healed for that much HP".
  bool creator_heals = false;
};

/// "Place two (2) Frost markers on the defender", "Discard half of the subject's Frost markers,
/// rounded down", "Discard this condition".
struct MarkerEffect {
  Who who = Who::defender;
  bool put = true;                ///< false: discard
  int count = 1;                  ///< put / discard this many
  bool half = false;              ///< discard half
  bool round_down = false;        ///< "rounded down" (else [1.2b] rounded normally)
  bool all = false;               ///< discard every marker of the name
  std::string name;               ///< "Frost"; "this condition" for a condition discarding itself
};

/// [8.2] a Power Bonus or Power Penalty, given in [8.10f]: "When the holder attacks with a
/// Fire-type attack: Grant that attack two (2) bonus power." The criterion narrows the attacks.
struct PowerEffect {
  int amount = 0;                     ///< > 0: "Power Bonuses or Penalties of zero (0) or less can't be granted"
  bool penalty = false;
  std::string type;                   ///< folded type name ("fire"); "" = an attack of any type
  std::optional<Category> category;   ///< "physical" / "special" attacks only
  bool when_attacked = false;         ///< "When the user is attacked with …": the owner is the defender
};

/// [4] Field conditions created and discarded by an effect: "Create Sun for the next five (5)
/// rounds", "Create Stealth Rock on the defender's team", "Discard any Weather in play", "Discard
/// all hazards on the user's team", "Discard Reflect from the defender's team".
struct FieldEffect {
  enum class Side : std::uint8_t { battlefield, users_team, defenders_team, each_team };
  bool create = true;
  std::string name;               ///< as written ("Sun"); for a group: "Weather", "Terrain", "Entry Hazard", "Screen"
  bool group = false;             ///< discard every field condition of the group (weather / terrain by the Dex's kinds)
  Side side = Side::battlefield;  ///< where it is created or discarded ([4] sided conditions)
  int duration = -1;              ///< "for the next five (5) rounds"; -1 = none given
  std::string unit;               ///< "rounds" or "steps"
};

/// " on the user's team" and the like, "" for the whole battlefield (for readings).
std::string_view to_string(FieldEffect::Side s);

/// Which attacks a continuous effect changes: the owner's own ("While the holder is attacking with
/// a Fire-type attack", "the holder's attacks"), those made against the owner ("Damage the user
/// takes from hits", "attacks against the subject"), the one it is part of ("this move's power",
/// in a move's own text), or every attack in play (a Weather's "Fire-type attacks").
struct AttackFilter {
  enum class Whose : std::uint8_t { owner, against_owner, this_move, any };
  Whose whose = Whose::any;
  std::string type;                   ///< folded type name ("fire"); "" = an attack of any type
  std::optional<Category> category;   ///< physical / special attacks only
};

/// A continuous change to a number while its sentence applies: [8.10b] an attack's power
/// "increased" or "reduced", [8.10i] "damage is increased by x", [8.10j] "damage is doubled" /
/// "halved" / multiplied, a rank ([1.2a], [1.2b]: "The holder's Attack rank is increased by
/// one-half (x1.5) rounded up", "… is increased by three (3)"), or [8.7] accuracy ("Accuracy checks
/// against the subject automatically fail", "The accuracy of the holder's attacks is increased by 10").
struct ModifierEffect {
  enum class Target : std::uint8_t { power, damage, rank, accuracy };
  Target target = Target::damage;
  AttackFilter attacks;               ///< the attacks whose power, damage or accuracy it changes
  std::vector<StageId> ranks;         ///< Target::rank: the owner's ranks (kAtk, kDef, kSpa, kSpd, kSpe)
  int add = 0;                        ///< signed: "increased by two (2)" +2, "reduced by one (1)" −2
  int num = 1, den = 1;               ///< a multiplier: "halved (x0.5)" 1/2, "increased by one-half (x1.5)" 3/2
  enum class Round : std::uint8_t { normally, up, down };
  Round round = Round::normally;      ///< a rank's rounding ([1.2b])
  enum class Automatic : std::uint8_t { none, succeed, fail };
  Automatic automatic = Automatic::none;  ///< [8.7] the check "automatically succeeds / fails"
  bool multiplies() const noexcept { return num != den; }
};

/// [1.5] Lucky and Unlucky rolls: "The holder's accuracy rolls are Lucky", "Critical hit rolls
/// against the subject are Unlucky", "Effect Checks made by the user are Lucky".
struct LuckEffect {
  enum Rolls : std::uint8_t { accuracy = 1, critical = 2, effect = 4, hit_count = 8, every = 15 };
  bool lucky = true;
  std::uint8_t rolls = every;
  /// Whose rolls: the owner's own (made for its actions), those of actions against it, or every
  /// roll made while the sentence applies.
  enum class Whose : std::uint8_t { own, against, any };
  Whose whose = Whose::own;
};

/// "The subject can't attempt actions", "… can't attempt attacks, except for Fire-type attacks and
/// Scald" ([8.3a]: a condition that stops the attempt, such as Flinch in the Data Audit).
struct PreventEffect {
  enum class What : std::uint8_t { actions, attacks, non_attacks };
  What what = What::actions;
  std::vector<std::string> except_moves;  ///< folded move names
  std::vector<std::string> except_types;  ///< folded type names ("Fire-type attacks")
};

/// [8.3d] Target Replacement: "Single-target attacks of opponents are redirected to the holder"
/// (Rage Powder, Follow Me, Lightning Rod: "Electric-type attacks …"), "Non-attacks that target
/// the holder are reflected" (Magic Bounce, Magic Coat).
struct RedirectEffect {
  bool reflect = false;               ///< reflected back to the user (else redirected to the owner)
  std::string type;                   ///< folded type name; "" = any
  std::optional<Category> category;
  bool attacks_only = false, non_attacks_only = false;
};

/// [8.3a] an action charged (or readied) before its user's turn: "(The user begins charging this
/// move at priority +1, and executes this move at priority -1.)" (Razor Wind's text in the patch
/// notes; Fly and the other Evasive Attacks of [10.6d] the same way). Its effects "When the user
/// begins to charge this move:" run at the charge; a condition granted "until they stop charging
/// this move" ends when the move is executed or the step ends.
struct ChargeEffect {
  bool readied = false;              ///< "readies" (no effect can cancel it) rather than "charges"
  int at_priority = 0;               ///< the priority bracket of the charge
  std::optional<int> executes_at;    ///< the priority the move is executed at (else its own)
};

/// What a sentence in force keeps from happening to its owner: "This Pokemon's Attack stage can't
/// be lowered", "The holder's stat stages can't be lowered by the effects of other Pokemon",
/// "Pokemon on the affected team can't gain HP", "Hits can't reduce the holder's HP to less than
/// 1", "The holder cannot Chill".
struct GuardEffect {
  enum class What : std::uint8_t { stage_lowering, healing, hit_to_zero, chill };
  What what = What::stage_lowering;
  std::vector<StageId> stages;  ///< stage_lowering: the stages kept; empty = every stage
  bool by_others_only = false;  ///< "by the effects of other Pokemon", "by their opponents' effects"
  bool opponents_only = false;  ///< "by their opponents' effects": not an ally's either
};

struct EffectSentence {
  std::string text;
  EffectType type = EffectType::execution;
  Criterion criterion = Criterion::none;
  std::string criterion_text;     ///< before the colon, as written ("At the end of the step")
  std::string statement;          ///< after the colon (the whole sentence when there is no criterion)
  std::optional<StageEffect> stage;
  std::optional<InflictEffect> inflict;
  std::optional<HpEffect> hp;
  std::optional<MarkerEffect> marker;
  std::optional<PowerEffect> power;
  std::optional<FieldEffect> field;
  std::optional<ModifierEffect> modifier;
  std::optional<LuckEffect> luck;
  std::optional<PreventEffect> prevent;
  std::optional<ChargeEffect> charge;
  std::optional<RedirectEffect> redirect;
  std::optional<GuardEffect> guard;
  /// A statement the engine applies where its numbers are used (damage, ranks, accuracy, rolls,
  /// the attempt, the turn sequence, the targets, stage changes, healing), not at a moment of its own.
  bool continuous() const { return modifier || luck || prevent || charge || redirect || guard; }
  bool compiled() const { return stage || inflict || hp || marker || power || field || continuous(); }
  /// The record in our words ("raise self Attack +2 for 3 turns"), "" when not compiled.
  std::string reading() const;
};

/// Splits effect text into sentences (on ". " and line breaks) and reads each.
std::vector<EffectSentence> compile_effects(std::string_view text);

/// The effect texts the handbook quotes: every quotation introduced by "may state" / "may also
/// state" / "stated" (except those of match rules and ventures, which are settings, not effects of a
/// game piece [3.1]) and every quoted line of an "Example:"/"Examples:" list. Duplicates once.
std::vector<std::string> handbook_effect_texts(std::string_view handbook);

struct EffectCoverageItem {
  std::string text;
  std::vector<EffectSentence> sentences;
  bool compiled = false;                  ///< every sentence read into a record the engine can run
};
struct EffectCoverage {
  std::vector<EffectCoverageItem> items;
  std::size_t compiled = 0;
  std::size_t total() const { return items.size(); }
};
/// Reads each text and counts those whose every sentence compiled.
EffectCoverage effect_coverage(const std::vector<std::string>& texts);

}  // namespace bbp::sim
