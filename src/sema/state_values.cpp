// [10.6e] what a State Clause may observe: a closed list of values (data/rulebook/state_values.tsv,
// Kind::state_value). A comparison names its value ("your Speed", "20 or less Energy", "Garchomp's
// Evasion stage"); the value must be on the list, a stage only where the list has one, and only
// numbers compare as greater or lesser. A presence clause may not observe a marker ([7.5]: "a
// substitution can't ask about the presence, absence, or quantity of markers").
#include "sema/sub_check.hpp"
#include "text/ascii_text.hpp"
#include "text/number_words.hpp"
#include "text/remaining_qualifier.hpp"

#include <fmt/format.h>

using namespace std::string_view_literals;

namespace bbp::sema {
namespace {

/// The observed value of a comparison with its qualifiers removed, and where it sits in the clause.
struct Observed {
  std::string_view name;  ///< "Speed" of "your current Speed stage"
  Span span;              ///< source span of `name`
  bool stage = false;     ///< "… stage", "… rank"
  int boosts = 0;         ///< "2 or more Attack boosts": +1 (counts raised stages), -1 "… drops"
};

bool drop_prefix_word(std::string_view& s, std::size_t& off, std::string_view word) {
  if (s.size() > word.size() && text::istarts_with(s, word) && s[word.size()] == ' ') {
    s.remove_prefix(word.size() + 1);
    off += word.size() + 1;
    return true;
  }
  return false;
}

bool drop_suffix_word(std::string_view& s, std::string_view word) {
  if (s.size() > word.size() && text::iends_with(s, word) && s[s.size() - word.size() - 1] == ' ') {
    s.remove_suffix(word.size() + 1);
    return true;
  }
  return false;
}

Observed observed_value(const orders::SubText& t) {
  Observed o;
  std::string_view s = t.text;
  std::size_t off = 0;
  while (!s.empty() && s.front() == ' ') { s.remove_prefix(1); ++off; }
  while (!s.empty() && (s.back() == ' ' || s.back() == '.' || s.back() == ',')) s.remove_suffix(1);
  // Owners and the §10.6e qualifiers ("current, default, maximum, or minimum", "Maximum or
  // Remaining"). "base" is read as "default" ([10.3b] clearly understood synonym).
  for (bool again = true; again;) {
    again = false;
    for (std::string_view w :
         {"their"sv, "its"sv, "his"sv, "her"sv, "your"sv, "my"sv, "own"sv, "the"sv, "current"sv, "default"sv, "base"sv,
          "maximum"sv, "max"sv, "minimum"sv, "min"sv, "remaining"sv, "total"sv})
      if (drop_prefix_word(s, off, w)) again = true;
  }
  // "3 Recoveries left", "HP remaining": the Remaining qualifier written after the value.
  s = text::drop_remaining_qualifier(s);
  // "2 or more Attack boosts", "one or more Defense drops": [10.3b]'s own example reads boosts of a
  // stat as its stage ("has Attack stage boosts"); a count of them is how far the stage has moved.
  for (std::string_view w : {"boosts"sv, "boost"sv, "raises"sv, "drops"sv, "drop"sv})
    if (drop_suffix_word(s, w)) {
      o.boosts = w.starts_with("d") ? -1 : 1;
      o.stage = true;
      break;
    }
  for (std::string_view w : {"stat stages"sv, "stat stage"sv, "stages"sv, "stage"sv, "ranks"sv, "rank"sv}) {
    if (drop_suffix_word(s, w)) {
      o.stage = true;
      break;
    }
  }
  drop_suffix_word(s, "stat");
  o.name = s;
  o.span = Span{t.span.begin + off, t.span.begin + off + s.size()};
  return o;
}

/// A comparison's observed value is judged only when it reads as a short name: longer phrases
/// ("half of your maximum HP") are shapes the grammar already classified differently.
bool judgeable(std::string_view name) {
  if (name.empty() || text::word_count(name) > 4) return false;
  for (char ch : name)
    if (!(text::is_word_byte(ch) || ch == ' ' || ch == '-' || ch == '.' || ch == '\'')) return false;
  return true;
}

/// "has 2 or more Attack boosts" → "Heracross's Attack stage is +2 or higher"; "has one or more
/// Defense drops" → "… Defense stage is -1 or lower": each boost is a stage up, each drop a stage
/// down, so a count of drops mirrors the comparison.
void note_counted_boosts(SubCheck& c, const orders::TriggerClause& t, const Observed& o, std::string_view stat) {
  std::string_view count = text::trim(t.value.text);
  if (!count.empty() && (count.front() == '+' || count.front() == '-')) count.remove_prefix(1);
  const std::optional<int> word = text::cardinal_word(count);
  const std::string n = word ? std::to_string(*word) : std::string(count);
  const std::string stage = (o.boosts > 0 ? "+" : "-") + n;
  orders::Comparator op = t.op;
  if (o.boosts < 0) {
    using C = orders::Comparator;
    op = op == C::gt ? C::lt : op == C::ge ? C::le : op == C::lt ? C::gt : op == C::le ? C::ge : op;
  }
  std::string reading;
  switch (op) {
    case orders::Comparator::gt: reading = "higher than " + stage; break;
    case orders::Comparator::ge: reading = stage + " or higher"; break;
    case orders::Comparator::lt: reading = "lower than " + stage; break;
    case orders::Comparator::le: reading = stage + " or lower"; break;
    case orders::Comparator::ne: reading = "not " + stage; break;
    default: reading = stage; break;
  }
  c.report(DiagId::read_as_alias, t.span,
           fmt::format("\"{}\" counts stages: read as \"{} {} stage is {}\" [10.3b] [10.6e]", t.raw,
                       owner_of(t), stat, reading));
}

void check_comparison(SubCheck& c, const orders::TriggerClause& t) {
  const orders::SubText& source = t.quantity.present() ? t.quantity : t.property;
  if (!source.present()) return;
  Observed o = observed_value(source);
  if (!judgeable(o.name)) return;
  // [10.3b] "Attack is +2 or more" is the Attack stage written as a synonym.
  const std::string_view value = t.value.text;
  const bool signed_value = !value.empty() && (value.front() == '+' || value.front() == '-');
  Resolution r = c.dex.resolve(Kind::state_value, o.name);
  const bool ordered = t.op == orders::Comparator::gt || t.op == orders::Comparator::ge ||
                       t.op == orders::Comparator::lt || t.op == orders::Comparator::le;
  // "has at least one item": a count compared is the value its plural names (Held Items, "The
  // quantity of items held"), not the one item of the singular.
  if (ordered && r.found() && c.dex.entry(Kind::state_value, r.id).get("form") == "presence") {
    const Resolution counted = c.dex.resolve(Kind::state_value, std::string(o.name) + "s");
    if ((counted.match == Match::exact || counted.match == Match::alias) &&
        c.dex.entry(Kind::state_value, counted.id).get("form") == "number")
      r = counted;
  }
  if (r.match == Match::unknown || r.match == Match::ambiguous || !r.found()) {
    Diagnostic& d = c.report(DiagId::state_value_not_observable, o.span,
                             fmt::format("\"{}\" is not one of the values a state clause may observe [10.6e]", o.name));
    d.help = "state clauses observe HP, Energy, Recoveries, Chills, EP, the stats and their stages (also Accuracy, "
             "Evasion, critical hit), Level, held items, Pokemon in play, Trainers and Teams; "
             "`bbpref data search state-value TEXT` lists them";
    // "IF Heracross = Protect": an action where a value belongs; what the Pokemon is to do is an
    // action clause's to observe ([10.6b]), so say how to write one rather than list the values.
    if (t.op == orders::Comparator::eq) {
      const std::string_view action = text::trim(value);
      for (Kind k : {Kind::move, Kind::action_group}) {
        const Resolution named = c.dex.resolve(k, text::strip_determiner(action));
        if (named.match != Match::exact && named.match != Match::alias) continue;
        d.help = fmt::format("{} is {}: what {} is to do is observed by an action clause, \"IF {} is to use {}\" "
                             "[10.6b]",
                             action, k == Kind::move ? "a move" : "an action group", o.name, o.name, action);
        break;
      }
    }
    return;
  }
  const Entry& e = c.dex.entry(Kind::state_value, r.id);
  if (r.match == Match::fuzzy) {
    Diagnostic& d = c.report(DiagId::read_as_alias, o.span, fmt::format("\"{}\" is read as \"{}\" [10.3b]", o.name, e.name));
    d.fixits.push_back(FixIt{o.span, std::string(e.name)});
    c.rewrites.push_back(FixIt{o.span, std::string(e.name)});
  }
  const std::string_view form = e.get("form");
  const bool staged = e.get("staged") == "yes";
  if (o.stage && !staged) {
    c.report(DiagId::state_value_not_observable, cover(o.span, source.span),
             fmt::format("{} has no stage a state clause could observe [10.6e]", e.name));
    return;
  }
  if (!o.stage && form == "stage" && !signed_value) {
    Diagnostic& d = c.report(DiagId::state_value_not_observable, o.span,
                             fmt::format("{} is not a number in BBP; only its stage can be compared [10.6e]", e.name));
    d.help = fmt::format("write \"{} stage\"", e.name);
    d.fixits.push_back(FixIt{Span{o.span.end, o.span.end}, " stage"});
    return;
  }
  if (o.boosts != 0) note_counted_boosts(c, t, o, e.name);
  if (!o.stage && (form == "presence" || form == "equality") && ordered) {
    c.report(DiagId::state_value_not_observable, o.span,
             fmt::format("{} is not numeric: a state clause checks it for {} only, never greater or lesser [10.6e]",
                         e.name, form == "presence" ? "presence or absence" : "equality or inequality"));
  }
}

}  // namespace

bool check_state_value_observable(SubCheck& c, const orders::TriggerClause& t) {
  if (t.kind != orders::ClauseKind::state) return false;
  if (t.state == orders::StateForm::comparison) {
    check_comparison(c, t);
    return false;
  }
  if (t.state != orders::StateForm::presence && t.state != orders::StateForm::exists) return false;
  // [7.5] markers: "a substitution can't ask about the presence, absence, or quantity of markers".
  if (!t.condition.present()) return false;
  std::string_view what = t.condition.text;
  for (std::string_view d : {"any "sv, "an "sv, "a "sv, "the "sv})
    if (what.size() > d.size() && text::istarts_with(what, d)) {
      what.remove_prefix(d.size());
      break;
    }
  for (std::string_view suffix : {" markers"sv, " marker"sv})
    if (what.size() > suffix.size() && text::iends_with(what, suffix)) what.remove_suffix(suffix.size());
  const Resolution r = c.dex.resolve(Kind::condition, what);
  const bool says_marker = text::iends_with(t.condition.text, "marker") || text::iends_with(t.condition.text, "markers");
  const bool is_marker = (r.match == Match::exact || r.match == Match::alias) &&
                         c.dex.entry(Kind::condition, r.id).get("kind") == "marker";
  if (is_marker || says_marker) {
    Diagnostic& d = c.report(DiagId::state_value_not_observable, t.condition.span,
                             fmt::format("\"{}\" is a marker: substitutions can't observe markers [7.5] [10.6e]",
                                         t.condition.text));
    d.help = "observe the condition the marker belongs to, if it has one";
    return true;
  }
  return false;
}

}  // namespace bbp::sema
