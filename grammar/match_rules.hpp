#pragma once
// PEGTL grammar for match rules as challenges really state them (handbook §1.3):
//   "B4P2 Singles", "b3p2", "Bring 5, Pick 3 Singles", "3v3 Singles", "Lvl 1 B1P1",
//   "Switch: OK", "DQ: 1 week", "Arena: Sky Pillar", "Battle Level 3", "3 steps", "4 subs".
// The text is cut into items first (lines, commas, semicolons, '|'); this grammar reads one item,
// which may hold several facts. Keys are matched against an alias table by a custom rule so the
// grammar stays small and the names live in one place (kKeyAliases).
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include <cctype>
#include <string_view>

namespace bbp::grammar::match_rules {

using namespace tao::pegtl;

/// What kind of value a key takes, which decides the value rule that follows it.
enum class ValueKind { number, flag, duration, text, match_type };

struct KeyAlias {
  std::string_view alias;  ///< lowercase, words separated by one space
  std::string_view key;    ///< bbp::rules::StatedRules member name
  ValueKind kind;
};

// [1.3] rule names and the shorthand players use for them.
inline constexpr KeyAlias kKeyAliases[] = {
    {"match type", "match_type", ValueKind::match_type},
    {"format", "match_type", ValueKind::match_type},
    {"type", "match_type", ValueKind::match_type},
    {"team size", "team_size", ValueKind::number},
    {"bench size", "team_size", ValueKind::number},
    {"pick", "team_size", ValueKind::number},
    {"selection size", "selection_size", ValueKind::number},
    {"bring", "selection_size", ValueKind::number},
    {"species restriction", "species_restriction", ValueKind::flag},
    {"species clause", "species_restriction", ValueKind::flag},
    {"step count", "step_count", ValueKind::number},
    {"steps", "step_count", ValueKind::number},
    {"step", "step_count", ValueKind::number},
    {"disqualification time", "dq_hours", ValueKind::duration},
    {"disqualification", "dq_hours", ValueKind::duration},
    {"dq time", "dq_hours", ValueKind::duration},
    {"dq", "dq_hours", ValueKind::duration},
    {"battle level", "battle_level", ValueKind::number},
    {"level", "battle_level", ValueKind::number},
    {"lvl", "battle_level", ValueKind::number},
    {"lv", "battle_level", ValueKind::number},
    {"bl", "battle_level", ValueKind::number},  // "BL3", "BL 3"
    {"substitution count", "substitution_count", ValueKind::number},
    {"substitutions", "substitution_count", ValueKind::number},
    {"substitution", "substitution_count", ValueKind::number},
    {"sub count", "substitution_count", ValueKind::number},
    {"subs", "substitution_count", ValueKind::number},
    {"sub", "substitution_count", ValueKind::number},
    {"recovery count", "recovery_count", ValueKind::number},
    {"recoveries", "recovery_count", ValueKind::number},
    {"recovery", "recovery_count", ValueKind::number},
    {"chill count", "chill_count", ValueKind::number},
    {"chills", "chill_count", ValueKind::number},
    {"chill", "chill_count", ValueKind::number},
    {"switching", "switching", ValueKind::flag},
    {"switches", "switching", ValueKind::flag},
    {"switch", "switching", ValueKind::flag},
    {"half-start rule", "half_start", ValueKind::flag},
    {"half start rule", "half_start", ValueKind::flag},
    {"half-start", "half_start", ValueKind::flag},
    {"half start", "half_start", ValueKind::flag},
    {"ability count", "ability_count", ValueKind::text},
    {"abilities", "ability_count", ValueKind::text},
    {"snake posting", "snake_posting", ValueKind::flag},
    {"snake", "snake_posting", ValueKind::flag},
    {"mons", "team_size", ValueKind::number},  // "3 mons"; not "team"/"pokemon": "Team 1: Liz" is a heading
    {"advanced techniques", "advanced_techniques", ValueKind::text},
    {"advanced technique", "advanced_techniques", ValueKind::text},
    {"techniques", "advanced_techniques", ValueKind::text},
    {"technique control", "technique_control", ValueKind::number},
    {"tech control", "technique_control", ValueKind::number},
    {"tech", "technique_control", ValueKind::number},  // [1.3]/Getting Technical: "tech", not TC
    {"tc", "technique_control", ValueKind::number},
    {"backpack size", "backpack_size", ValueKind::number},
    {"backpack", "backpack_size", ValueKind::number},
    {"held items", "backpack_size", ValueKind::number},  // "Items: 2", "4 items": how many the trainer brings
    {"items", "backpack_size", ValueKind::number},
    {"lifeline uses", "lifeline_uses", ValueKind::number},
    {"lifelines", "lifeline_uses", ValueKind::number},
    {"arena", "arena", ValueKind::text},
};

/// Length in bytes of the alias written at `p` (case-insensitive; one alias space matches one
/// blank), whatever follows it; 0 when it is not there.
inline std::size_t alias_prefix(const char* p, const char* end, const KeyAlias& a) {
  const char* q = p;
  for (char c : a.alias) {
    if (q == end) return 0;
    const auto qc = static_cast<unsigned char>(*q);
    if (c == ' ') {
      if (qc != ' ' && qc != '\t') return 0;
    } else if (std::tolower(qc) != static_cast<unsigned char>(c)) {
      return 0;
    }
    ++q;
  }
  return static_cast<std::size_t>(q - p);
}

/// Length in bytes of the alias matching at `p`, which must end at a word boundary; 0 when none.
inline std::size_t match_alias(const char* p, const char* end, const KeyAlias& a) {
  const std::size_t n = alias_prefix(p, end, a);
  if (n == 0 || (p + n != end && std::isalnum(static_cast<unsigned char>(p[n])) != 0)) return 0;
  return n;
}

/// The longest alias at the input's current position, measured by `Measure::length` (0: no match).
template <typename Measure>
struct longest_alias {
  using subs_t = empty_list;

  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) {
    std::size_t best = 0;
    for (const KeyAlias& a : kKeyAliases) best = std::max(best, Measure::length(in.current(), in.end(), a));
    if (best == 0) return false;
    in.bump(best);
    return true;
  }
};

template <ValueKind K>
struct alias_of_kind {
  static std::size_t length(const char* p, const char* end, const KeyAlias& a) {
    return a.kind == K ? match_alias(p, end, a) : 0;
  }
};
struct any_alias {
  static std::size_t length(const char* p, const char* end, const KeyAlias& a) { return match_alias(p, end, a); }
};
/// A number's alias followed directly by a digit, or by '.' and a digit.
struct glued_number_alias {
  static std::size_t length(const char* p, const char* end, const KeyAlias& a) {
    const std::size_t n = a.kind == ValueKind::number ? alias_prefix(p, end, a) : 0;
    if (n == 0) return 0;
    const char* q = p + n;
    if (q != end && *q == '.') ++q;
    return q != end && std::isdigit(static_cast<unsigned char>(*q)) != 0 ? n : 0;
  }
};

/// The longest alias of kind `K` at the input's current position.
template <ValueKind K>
struct known_key : longest_alias<alias_of_kind<K>> {
  using rule_t = known_key;
};
/// "BL3", "Lvl3", "Lv.2": a number's key written against its number.
struct glued_number_key : longest_alias<glued_number_alias> {
  using rule_t = glued_number_key;
};
/// Any alias: for "key: value" whose value is not the kind the key takes (reported, not dropped).
struct any_key : longest_alias<any_alias> {
  using rule_t = any_key;
};

struct sp : star<blank> {};
struct word_end : not_at<alnum> {};
/// Challenges spell small numbers out ("Bring five, pick three", "DQ: one week").
struct number_word
    : sor<TAO_PEGTL_ISTRING("one"), TAO_PEGTL_ISTRING("two"), TAO_PEGTL_ISTRING("three"), TAO_PEGTL_ISTRING("four"),
          TAO_PEGTL_ISTRING("five"), TAO_PEGTL_ISTRING("six"), TAO_PEGTL_ISTRING("seven"),
          TAO_PEGTL_ISTRING("eight"), TAO_PEGTL_ISTRING("nine"), TAO_PEGTL_ISTRING("ten")> {};
struct number : sor<plus<digit>, seq<number_word, not_at<alnum>>> {};

struct en_dash : string<'\xE2', '\x80', '\x93'> {};
struct em_dash : string<'\xE2', '\x80', '\x94'> {};
struct sep : sor<one<':', '='>, one<'-'>, en_dash, em_dash> {};
struct key_sep : seq<opt<one<'.'>>, sp, opt<sep, sp>> {};

struct match_type_word
    : seq<sor<TAO_PEGTL_ISTRING("singles"), TAO_PEGTL_ISTRING("doubles"), TAO_PEGTL_ISTRING("triples"),
              TAO_PEGTL_ISTRING("single"), TAO_PEGTL_ISTRING("double"), TAO_PEGTL_ISTRING("triple")>,
          opt<sp, TAO_PEGTL_ISTRING("battle")>, word_end> {};

struct flag_on : sor<TAO_PEGTL_ISTRING("okay"), TAO_PEGTL_ISTRING("ok"), TAO_PEGTL_ISTRING("on"),
                     TAO_PEGTL_ISTRING("yes"), TAO_PEGTL_ISTRING("allowed"), TAO_PEGTL_ISTRING("enabled"),
                     TAO_PEGTL_ISTRING("true")> {};
// Within each list a word comes before its prefixes ("okay" before "ok", "none" before "no"):
// PEG alternatives commit to the first that matches.
struct flag_off : sor<TAO_PEGTL_ISTRING("off"), TAO_PEGTL_ISTRING("not allowed"), TAO_PEGTL_ISTRING("none"),
                      TAO_PEGTL_ISTRING("no"), TAO_PEGTL_ISTRING("disallowed"), TAO_PEGTL_ISTRING("banned"),
                      TAO_PEGTL_ISTRING("disabled"), TAO_PEGTL_ISTRING("false")> {};
struct flag_value : sor<seq<flag_off, word_end>, seq<flag_on, word_end>> {};

struct unit_weeks : sor<TAO_PEGTL_ISTRING("weeks"), TAO_PEGTL_ISTRING("week"), TAO_PEGTL_ISTRING("wk"), one<'w', 'W'>> {};
struct unit_days : sor<TAO_PEGTL_ISTRING("days"), TAO_PEGTL_ISTRING("day"), one<'d', 'D'>> {};
struct unit_hours : sor<TAO_PEGTL_ISTRING("hours"), TAO_PEGTL_ISTRING("hour"), TAO_PEGTL_ISTRING("hrs"),
                        TAO_PEGTL_ISTRING("hr"), one<'h', 'H'>> {};
struct duration_value : seq<number, sp, opt<sor<unit_weeks, unit_days, unit_hours>>, word_end> {};

struct number_value : seq<number, word_end> {};
struct text_value : plus<any> {};

struct keyed_text : seq<known_key<ValueKind::text>, key_sep, text_value> {};
struct keyed_match_type : seq<known_key<ValueKind::match_type>, key_sep, match_type_word> {};
struct keyed_duration : seq<known_key<ValueKind::duration>, key_sep, duration_value> {};
struct keyed_flag : seq<known_key<ValueKind::flag>, key_sep, flag_value> {};
struct keyed_number : seq<known_key<ValueKind::number>, key_sep, number_value> {};
/// "3 steps", "4 subs", "2 recoveries"
struct number_then_key : seq<number, sp, known_key<ValueKind::number>> {};
/// "48 hours DQ", "1 week dq"
struct duration_then_key : seq<duration_value, sp, known_key<ValueKind::duration>> {};
/// "No switching", "Switching off" is keyed_flag.
struct flag_then_key : seq<flag_value, sp, known_key<ValueKind::flag>> {};

/// "B4P2", "b3p2": bring (selection size) then pick (team size).
struct compact_bring : number {};
struct compact_pick : number {};
struct compact_bp : seq<one<'b', 'B'>, compact_bring, one<'p', 'P'>, compact_pick, word_end> {};

/// "3v3", "2 vs 2": team size.
struct versus_left : number {};
struct versus_right : number {};
struct versus : seq<versus_left, sp, sor<TAO_PEGTL_ISTRING("vs."), TAO_PEGTL_ISTRING("vs"), one<'v', 'V'>>, sp,
                    versus_right, word_end> {};

struct stake_word : seq<sor<TAO_PEGTL_ISTRING("unstaked"), TAO_PEGTL_ISTRING("staked")>, word_end> {};

/// [2.3b] "Snake posting" on its own turns it on ("Snake posting: off" is keyed_flag).
struct snake_word : seq<TAO_PEGTL_ISTRING("snake"), opt<sp, TAO_PEGTL_ISTRING("posting")>, word_end> {};

/// "BL3", "Lv.3": glued_number_key, then the number.
struct glued_number : seq<glued_number_key, opt<one<'.'>>, number_value> {};

/// A key whose value did not read: reported as a bad value for that rule.
struct bad_keyed : seq<any_key, key_sep, text_value> {};
/// "Weather: none", "Terrain = Grassy": a "key: value" pair whose key is no rule of [1.3], reported
/// once as the pair (not word by word).
struct unknown_key : seq<alpha, star<sor<alnum, one<'-', '\''>, seq<blank, at<alpha>>>>> {};
struct unknown_keyed : seq<unknown_key, sp, one<':', '='>, sp, text_value> {};

struct fact : sor<keyed_text, keyed_match_type, keyed_duration, keyed_flag, keyed_number, compact_bp, versus,
                  duration_then_key, number_then_key, flag_then_key, match_type_word, stake_word, snake_word,
                  glued_number, bad_keyed, unknown_keyed> {};

/// A word that is none of the above (kept, reported in strict mode).
struct junk : plus<not_one<' ', '\t'>> {};
struct fact_or_junk : sor<fact, junk> {};

/// "Format: 3v3 Singles", "Rules - B4P2 Doubles": a label in front of several facts. Only taken
/// when what follows is not a value of its own ("Format: Singles" reads either way).
struct rules_label : seq<sor<TAO_PEGTL_ISTRING("match rules"), TAO_PEGTL_ISTRING("battle rules"),
                             TAO_PEGTL_ISTRING("ruleset"), TAO_PEGTL_ISTRING("rules"), TAO_PEGTL_ISTRING("format")>,
                         sp, sor<one<':'>, one<'-'>, en_dash, em_dash>, sp> {};

struct item : seq<sp, opt<rules_label>, list<fact_or_junk, plus<blank>>, sp, eof> {};

}  // namespace bbp::grammar::match_rules

namespace tao::pegtl {
template <typename Name, bbp::grammar::match_rules::ValueKind K>
struct analyze_traits<Name, bbp::grammar::match_rules::known_key<K>> : analyze_any_traits<> {};
template <typename Name>
struct analyze_traits<Name, bbp::grammar::match_rules::any_key> : analyze_any_traits<> {};
template <typename Name>
struct analyze_traits<Name, bbp::grammar::match_rules::glued_number_key> : analyze_any_traits<> {};
}  // namespace tao::pegtl
