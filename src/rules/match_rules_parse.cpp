// Reading match rules from a challenge or a --rules option (handbook §1.3). The text is cut into
// items, each item is read by grammar/match_rules.hpp, and every fact is recorded with its span so
// a conflict or a bad value points at the exact words.
#include "grammar/match_rules.hpp"

#include <bbp/bbcode.hpp>
#include <bbp/match_rules.hpp>

#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>

namespace bbp::rules {
namespace g = bbp::grammar::match_rules;
namespace pegtl = tao::pegtl;

namespace {


/// The key an alias at the start of `text` names (the longest alias wins, as in the grammar).
const g::KeyAlias* key_at(std::string_view text) {
  const g::KeyAlias* best = nullptr;
  std::size_t best_len = 0;
  for (const g::KeyAlias& a : g::kKeyAliases) {
    const std::size_t n = g::match_alias(text.data(), text.data() + text.size(), a);
    if (n > best_len) { best_len = n; best = &a; }
  }
  return best;
}

std::optional<int> to_int(std::string_view digits) {
  static constexpr std::string_view kWords[] = {"one", "two", "three", "four", "five",
                                                "six", "seven", "eight", "nine", "ten"};
  const std::string lower = text::to_lower(digits);
  for (std::size_t i = 0; i < std::size(kWords); ++i)
    if (lower == kWords[i]) return static_cast<int>(i) + 1;
  int v = 0;
  auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
  if (ec != std::errc{} || p != digits.data() + digits.size()) return std::nullopt;
  return v;
}

struct State {
  std::size_t item_base = 0;  // source offset of the item being read
  const ParseOptions* options = nullptr;
  ParseResult* out = nullptr;
  // values collected while reading one fact
  std::optional<int> number;
  std::optional<bool> flag;
  std::optional<int> hours_per_unit;
  std::optional<int> bring, pick, versus_left, versus_right;
  std::optional<MatchType> match_type;
  std::string text_value;
  const g::KeyAlias* key = nullptr;

  void reset() {
    State fresh;
    fresh.item_base = item_base;
    fresh.options = options;
    fresh.out = out;
    *this = std::move(fresh);
  }

  Span span_of(std::size_t begin, std::size_t end) const { return Span{item_base + begin, item_base + end}; }
};

/// Records a fact, diagnosing a second statement of the same rule with another value.
template <typename T>
void set(State& st, std::optional<T>& field, T value, std::string_view key, std::string shown, Span span) {
  auto& facts = st.out->facts;
  if (field && *field != value) {
    const auto prev = std::find_if(facts.rbegin(), facts.rend(), [&](const RuleFact& f) { return f.key == key; });
    Diagnostic& d = st.out->diagnostics.add(
        DiagId::conflicting_match_rule, span,
        fmt::format("'{}' is stated twice with different values; the later one ({}) is used", key, shown));
    if (prev != facts.rend()) d.labels.push_back(Label{prev->span, fmt::format("first stated here as {}", prev->value)});
  }
  field = value;
  facts.push_back(RuleFact{std::string(key), std::move(shown), span});
}

void out_of_range(State& st, Span span, std::string_view key, int value, std::string_view allowed) {
  st.out->diagnostics.add(DiagId::match_rule_out_of_range, span,
                          fmt::format("{} {} is not allowed: it must be {} [1.3]", key, value, allowed));
}

/// Stores a numeric rule after checking the range §1.3 gives for it.
void set_number(State& st, std::string_view key, int value, Span span) {
  StatedRules& s = st.out->stated;
  const auto v = std::to_string(value);
  if (key == "step_count") {
    if (value < kMinStepCount || value > kMaxStepCount)
      return out_of_range(st, span, "Step Count", value,
                          fmt::format("an integer from {} to {}", kMinStepCount, kMaxStepCount));
    set(st, s.step_count, value, key, v, span);
  } else if (key == "battle_level") {
    if (value < 0 || value > 4) return out_of_range(st, span, "Battle Level", value, "an integer from 0 to 4");
    set(st, s.battle_level, value, key, v, span);
  } else if (key == "team_size") {
    if (value < 1) return out_of_range(st, span, "Team Size", value, "a positive integer");
    set(st, s.team_size, value, key, v, span);
  } else if (key == "selection_size") {
    if (value < 1) return out_of_range(st, span, "Selection Size", value, "a positive integer");
    set(st, s.selection_size, value, key, v, span);
  } else if (key == "substitution_count") {
    set(st, s.substitution_count, value, key, v, span);
  } else if (key == "recovery_count") {
    set(st, s.recovery_count, value, key, v, span);
  } else if (key == "chill_count") {
    set(st, s.chill_count, value, key, v, span);
  } else if (key == "technique_control") {
    set(st, s.technique_control, value, key, v, span);
  } else if (key == "backpack_size") {
    set(st, s.backpack_size, value, key, v, span);
  } else if (key == "lifeline_uses") {
    set(st, s.lifeline_uses, value, key, v, span);
  }
}

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <g::ValueKind K>
struct action<g::known_key<K>> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.key = key_at(in.string_view()); }
};
template <>
struct action<g::glued_number_key> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.key = key_at(in.string_view()); }
};
template <>
struct action<g::any_key> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.key = key_at(in.string_view()); }
};
template <>
struct action<g::number> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.number = to_int(in.string_view()); }
};
template <>
struct action<g::flag_on> {
  static void apply0(State& st) { st.flag = true; }
};
template <>
struct action<g::flag_off> {
  static void apply0(State& st) { st.flag = false; }
};
template <>
struct action<g::unit_weeks> {
  static void apply0(State& st) { st.hours_per_unit = 24 * 7; }
};
template <>
struct action<g::unit_days> {
  static void apply0(State& st) { st.hours_per_unit = 24; }
};
template <>
struct action<g::unit_hours> {
  static void apply0(State& st) { st.hours_per_unit = 1; }
};
template <>
struct action<g::match_type_word> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    const std::string w = text::to_lower(in.string_view());
    st.match_type = w.starts_with("single") ? MatchType::singles
                    : w.starts_with("double") ? MatchType::doubles
                                              : MatchType::triples;
  }
};
template <>
struct action<g::text_value> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    std::string_view v = in.string_view();
    while (!v.empty() && (v.back() == ' ' || v.back() == '\t')) v.remove_suffix(1);
    st.text_value = std::string(v);
  }
};
template <>
struct action<g::compact_bring> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.bring = to_int(in.string_view()); }
};
template <>
struct action<g::compact_pick> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.pick = to_int(in.string_view()); }
};
template <>
struct action<g::versus_left> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.versus_left = to_int(in.string_view()); }
};
template <>
struct action<g::versus_right> {
  template <typename Input>
  static void apply(const Input& in, State& st) { st.versus_right = to_int(in.string_view()); }
};

// A fact is complete: turn what was collected into a stated rule. Each fact rule resets the
// collected values afterwards so the next fact of the item starts clean.
template <typename Input>
Span fact_span(const Input& in, const State& st) {
  const auto begin = static_cast<std::size_t>(in.begin() - in.input().begin());
  return st.span_of(begin, begin + in.size());
}

void finish_keyed(State& st, Span span) {
  if (st.key == nullptr) return;
  const std::string_view key = st.key->key;
  StatedRules& s = st.out->stated;
  switch (st.key->kind) {
    case g::ValueKind::number:
      if (st.number) set_number(st, key, *st.number, span);
      // Digits too many for an int: never dropped without a word.
      else st.out->diagnostics.add(DiagId::bad_match_rule_value, span,
                                   fmt::format("the {} rule's number is too large to read [1.3]", key));
      break;
    case g::ValueKind::flag:
      if (st.flag) {
        const std::string shown = *st.flag ? "on" : "off";
        if (key == "switching") set(st, s.switching, *st.flag, key, shown, span);
        else if (key == "half_start") set(st, s.half_start, *st.flag, key, shown, span);
        else if (key == "species_restriction") set(st, s.species_restriction, *st.flag, key, shown, span);
        else if (key == "snake_posting") set(st, s.snake_posting, *st.flag, key, shown, span);
      }
      break;
    case g::ValueKind::duration:
      if (st.number) {
        // A bare number of DQ time is hours, the unit §1.3 counts in.
        const long long hours = static_cast<long long>(*st.number) * st.hours_per_unit.value_or(1);
        if (hours > std::numeric_limits<int>::max()) {
          st.out->diagnostics.add(DiagId::bad_match_rule_value, span, "the Disqualification Time is too long to read [1.3]");
          break;
        }
        set(st, s.dq_hours, static_cast<int>(hours), key, std::to_string(hours) + "h", span);
      } else {
        st.out->diagnostics.add(DiagId::bad_match_rule_value, span, "the Disqualification Time's number is too large to read [1.3]");
      }
      break;
    case g::ValueKind::text:
      if (key == "arena") set(st, s.arena, st.text_value, key, st.text_value, span);
      else if (key == "ability_count") set(st, s.ability_count, st.text_value, key, st.text_value, span);
      else if (key == "advanced_techniques") set(st, s.advanced_techniques, st.text_value, key, st.text_value, span);
      break;
    case g::ValueKind::match_type:
      if (st.match_type) set(st, s.match_type, *st.match_type, key, std::string(to_string(*st.match_type)), span);
      break;
  }
}

template <typename Rule>
struct keyed_action {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    finish_keyed(st, fact_span(in, st));
    st.reset();
  }
};
template <> struct action<g::keyed_text> : keyed_action<g::keyed_text> {};
template <> struct action<g::keyed_match_type> : keyed_action<g::keyed_match_type> {};
template <> struct action<g::keyed_duration> : keyed_action<g::keyed_duration> {};
template <> struct action<g::keyed_flag> : keyed_action<g::keyed_flag> {};
template <> struct action<g::keyed_number> : keyed_action<g::keyed_number> {};
template <> struct action<g::number_then_key> : keyed_action<g::number_then_key> {};
template <> struct action<g::duration_then_key> : keyed_action<g::duration_then_key> {};
template <> struct action<g::flag_then_key> : keyed_action<g::flag_then_key> {};
template <> struct action<g::glued_number> : keyed_action<g::glued_number> {};

template <>
struct action<g::compact_bp> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    const Span span = fact_span(in, st);
    if (st.bring) set_number(st, "selection_size", *st.bring, span);
    if (st.pick) set_number(st, "team_size", *st.pick, span);
    if (st.bring && st.pick && *st.pick > *st.bring)
      st.out->diagnostics.add(DiagId::bad_match_rule_value, span,
                              fmt::format("brings {} but picks {}: the Selection Size cannot be smaller than the "
                                          "Team Size [1.3]",
                                          *st.bring, *st.pick));
    st.reset();
  }
};
template <>
struct action<g::versus> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    const Span span = fact_span(in, st);
    if (st.versus_left && st.versus_right) {
      set_number(st, "team_size", std::max(*st.versus_left, *st.versus_right), span);
      if (*st.versus_left != *st.versus_right)
        st.out->diagnostics.add(DiagId::bad_match_rule_value, span,
                                "uneven team sizes: bbpref reads the larger one as the Team Size [1.3]");
    }
    st.reset();
  }
};
template <>
struct action<g::fact> {
  // A bare match type word ("Singles") is a fact of its own; keyed ones already reset.
  template <typename Input>
  static void apply(const Input& in, State& st) {
    if (st.match_type) {
      set(st, st.out->stated.match_type, *st.match_type, "match_type", std::string(to_string(*st.match_type)),
          fact_span(in, st));
    }
    st.reset();
  }
};
template <>
struct action<g::stake_word> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    const bool staked = text::to_lower(in.string_view()) == "staked";
    set(st, st.out->stated.staked, staked, "staked", staked ? "staked" : "unstaked", fact_span(in, st));
  }
};
template <>
struct action<g::snake_word> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    set(st, st.out->stated.snake_posting, true, "snake_posting", "on", fact_span(in, st));
  }
};
template <>
struct action<g::bad_keyed> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    if (st.key != nullptr && !st.options->lenient)
      st.out->diagnostics.add(DiagId::bad_match_rule_value, fact_span(in, st),
                              fmt::format("'{}' is not a value the {} rule takes [1.3]", st.text_value, st.key->key));
    st.reset();
  }
};
template <>
struct action<g::unknown_keyed> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    const std::string_view pair = in.string_view();
    const std::string_view key = text::trim(pair.substr(0, pair.find_first_of(":=")));
    if (!st.options->lenient)
      st.out->diagnostics.add(DiagId::unknown_match_rule, fact_span(in, st),
                              fmt::format("'{}' is not a match rule bbpref knows: [1.3] has no rule '{}'", pair, key));
    st.reset();
  }
};
template <>
struct action<g::junk> {
  template <typename Input>
  static void apply(const Input& in, State& st) {
    if (!st.options->lenient)
      st.out->diagnostics.add(DiagId::unknown_match_rule, fact_span(in, st),
                              fmt::format("'{}' is not a match rule bbpref knows", in.string_view()));
    st.reset();
  }
};

bool is_item_break(char c) { return c == '\n' || c == '\r' || c == ',' || c == ';' || c == '|'; }

}  // namespace

ParseResult parse(std::string_view text, std::size_t base, const ParseOptions& options) {
  ParseResult result;
  // Rules come from a command line or a file, not only from an already checked post: bytes that
  // are not UTF-8 would end up in free-text values (the arena, the technique list) and make the
  // JSON output invalid. Refused whole, like a post (BBP1001).
  if (const std::size_t bad = bbcode::find_invalid_utf8(text); bad != std::string_view::npos) {
    result.diagnostics.add(DiagId::invalid_utf8, Span{base + bad, base + bad + 1},
                           fmt::format("the match rules are not valid UTF-8: byte 0x{:02X} at offset {} does not "
                                       "start a valid sequence",
                                       static_cast<unsigned char>(text[bad]), bad));
    return result;
  }
  std::size_t i = 0;
  while (i < text.size()) {
    // An arena's description may hold commas: it runs to the end of its line.
    std::size_t start = i;
    while (start < text.size() && (text[start] == ' ' || text[start] == '\t')) ++start;
    const g::KeyAlias* k = key_at(text.substr(start));
    std::size_t end = start;
    if (k != nullptr && k->kind == g::ValueKind::text) {
      while (end < text.size() && text[end] != '\n' && text[end] != '\r') ++end;
    } else {
      while (end < text.size() && !is_item_break(text[end])) ++end;
    }
    std::size_t trimmed = end;
    while (trimmed > start && std::string_view(" \t.!").find(text[trimmed - 1]) != std::string_view::npos) --trimmed;
    if (trimmed > start) {
      State st;
      st.item_base = base + start;
      st.options = &options;
      st.out = &result;
      pegtl::memory_input in(text.data() + start, trimmed - start, "match rules");
      try {
        (void)pegtl::parse<g::item, action>(in, st);
      } catch (const pegtl::parse_error&) {
        // The grammar has no must<>: nothing raises. Kept so an input can never escape as an exception.
      }
    }
    i = end + 1;
  }
  return result;
}

}  // namespace bbp::rules
