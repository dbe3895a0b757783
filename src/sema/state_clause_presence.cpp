// [10.6e] the value a presence clause names ("IF Heracross is Burned", "IF Weavile holds Choice
// Scarf", "IF your field has Stealth Rock"): a condition, type, field or battle condition, item,
// ability or move, read with the plain English around it ([10.3b]); what is not on the list is
// illegal, and what bbpref does not know is left unjudged.
#include "orders/condition_groups.hpp"
#include "orders/full_value.hpp"
#include "orders/kind_words.hpp"
#include "orders/step_phrase.hpp"
#include "sema/held_item_words.hpp"
#include "sema/sub_check.hpp"
#include "sema/technique_words.hpp"
#include "text/ascii_text.hpp"
#include "text/remaining_qualifier.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

using namespace std::string_view_literals;

namespace bbp::sema {

/// A condition, type, field or battle condition, item, ability, move or species named exactly (or
/// by an alias).
bool names_something(const Dex& dex, std::string_view name) {
  for (Kind k : {Kind::condition, Kind::type, Kind::weather, Kind::terrain, Kind::item, Kind::ability, Kind::move,
                 Kind::species}) {
    const Resolution r = dex.resolve(k, name);
    if (r.match == Match::exact || r.match == Match::alias) return true;
  }
  return false;
}

std::optional<std::string> staged_value(const Dex& dex, std::string_view name) {
  const Resolution r = dex.resolve(Kind::state_value, name);
  if (r.match != Match::exact && r.match != Match::alias) return std::nullopt;
  const Entry& e = dex.entry(Kind::state_value, r.id);
  if (e.get("staged") != "yes") return std::nullopt;
  return std::string(e.name);
}

std::string owner_of(const orders::TriggerClause& t) {
  if (!t.subject) return "the Pokemon's";
  const std::string lo = text::to_lower(t.subject->text);
  if (lo == "you" || lo == "your") return "your";
  if (lo == "i" || lo == "my") return "my";
  if (t.subject->possessive && t.subject->name.present()) return t.subject->name.text + "'s";  // "Heracross's"
  return t.subject->text + "'s";
}

namespace {

/// "Attack boosts", "positive Speed stage boosts", "any Defense drops", "a positive Attack
/// stage": a staged value of [10.6e] and which way its stage moved.
struct StageBoost {
  std::string stat;
  bool raised = true;
};
std::optional<StageBoost> stage_boost_phrase(const Dex& dex, std::string_view phrase) {
  std::string_view s = text::trim(phrase);
  bool raised = true;
  bool found = false;
  for (std::string_view w : {" boosts"sv, " boost"sv, " raises"sv})
    if (!found && s.size() > w.size() && text::iends_with(s, w)) {
      s.remove_suffix(w.size());
      found = true;
    }
  for (std::string_view w : {" drops"sv, " drop"sv})
    if (!found && s.size() > w.size() && text::iends_with(s, w)) {
      s.remove_suffix(w.size());
      raised = false;
      found = true;
    }
  // Without "boosts" or "drops": "a positive Attack stage", "a negative Speed stage" — the
  // stage's sign ([1.1d]) says the same, so the sign and the word "stage" must both be there.
  const bool sign_only = !found;
  if (sign_only)
    for (std::string_view w : {"a "sv, "an "sv})
      if (s.size() > w.size() && text::istarts_with(s, w)) s.remove_prefix(w.size());
  bool signed_stage = false;
  for (std::string_view w : {"positive "sv, "negative "sv, "any "sv, "some "sv, "a "sv, "an "sv})
    if (s.size() > w.size() && text::istarts_with(s, w)) {
      if (w == "negative ") raised = false;  // "negative Attack boosts": the stage below 0
      signed_stage = w == "positive " || w == "negative ";
      s.remove_prefix(w.size());
      break;
    }
  bool stage_word = false;
  for (std::string_view w : {" stat stage"sv, " stage"sv, " stat"sv})
    if (s.size() > w.size() && text::iends_with(s, w)) {
      stage_word = w != " stat";
      s.remove_suffix(w.size());
      break;
    }
  if (sign_only && !(signed_stage && stage_word)) return std::nullopt;
  const auto stat = staged_value(dex, s);
  if (!stat) return std::nullopt;
  return StageBoost{*stat, raised};
}

/// "slower", "faster", "heavier": the stat a comparative word compares, "" for any other word.
std::string_view stat_of_comparative(std::string_view word) {
  const std::string w = text::to_lower(text::trim(word));
  if (w == "faster" || w == "slower" || w == "quicker") return "Speed";
  if (w == "heavier" || w == "lighter") return "Weight";
  if (w == "bigger" || w == "smaller" || w == "larger") return "Size";
  return {};
}

/// [10.6e] "IF Heracross holds a Choice item": reported when `base` ends with a kind of item.
bool report_item_kind(SubCheck& c, const orders::SubText& what, std::string_view base) {
  const std::string_view kind = item_kind_word(base);
  if (kind.empty()) return false;
  Diagnostic& d = c.report(DiagId::state_value_not_observable, what.span,
                           fmt::format("\"{}\" names a kind of {}, not one item: [10.6e] observes \"a single "
                                       "specified item\" among the held items, or how many items are held",
                                       what.text, kind));
  d.help = "name the item (\"IF Heracross holds Choice Scarf\"), or count the items (\"IF Heracross has an item\")";
  return true;
}


/// "Recoveries left", "Chills remaining", "Recoveries": the name of a numeric value of [10.6e] (a
/// state value of the Dex), with the words that say some of it is left. nullopt otherwise.
std::optional<std::string> counted_value_phrase(const Dex& dex, std::string_view phrase) {
  std::string w = text::to_lower(text::trim(phrase));
  for (std::string_view lead : {"any "sv, "some "sv})
    if (w.starts_with(lead)) w.erase(0, lead.size());
  w.resize(text::drop_remaining_qualifier(w).size());
  const Resolution r = dex.resolve(Kind::state_value, w);
  if (r.match != Match::exact && r.match != Match::alias) return std::nullopt;
  const Entry& e = dex.entry(Kind::state_value, r.id);
  if (e.get("form") != "number" || e.get("scope") != "pokemon") return std::nullopt;
  return std::string(e.name);
}

/// "IF Heracross is Dynamaxed", "is Terastallized", "is Mega Evolved": a Technique's state. [10.6e]
/// lists none, but it lists what each changes. "Mega Evolved" says what "is in its Mega Forme"
/// says (the current Forme, [10.3b] plain English), so it is read so; Dynamax and Terastal change
/// values that other effects change too (Size [11.6c], typing [11.7c]), so no listed value says
/// the same: illegal, with the nearest value as the help. docs/rulings.md "Technique states".
bool report_technique_state(SubCheck& c, const orders::TriggerClause& t, std::string_view base) {
  const std::string_view technique = technique_state(base);
  if (technique.empty()) return false;
  const orders::SubText& what = t.condition;
  const std::string owner = owner_of(t);
  if (technique == "Mega Evolution") {
    c.report(DiagId::read_as_alias, what.span,
             fmt::format("\"{}\" is read as \"{} current Forme is {}a Mega Forme\" [10.3b] [10.6e]", what.text, owner,
                         t.negated ? "not " : ""));
    return true;
  }
  Diagnostic& d = c.report(DiagId::state_value_not_observable, what.span,
                           fmt::format("\"{}\" asks whether a Pokemon is under {} ([11]); [10.6e] lists no such value",
                                       what.text, technique));
  d.help = technique == "Dynamax"
               ? fmt::format("observe what Dynamax changes: {} current Size ([11.6c] raises it by 10), e.g. \"IF {} "
                             "Size is higher than N\"",
                             owner, owner)
               : fmt::format("observe what Terastal changes: {} typing ([11.7c]), e.g. \"IF {} typing is not equal to "
                             "its default typing\" or \"IF … is Fire-type\"",
                             owner, owner);
  return true;
}

/// "IF Heracross is in play", "IF you are benched", "IF Heracross is switched out": the words that
/// ask which zone ([4.1a]) a Pokemon is in. "" when the clause asks something else.
std::string_view pokemon_zone_phrase(const Dex& dex, const orders::TriggerClause& t) {
  static constexpr std::string_view kZones[] = {
      "in play", "on the field", "on the battlefield", "in battle", "on the bench", "in the back", "out of play",
      "benched", "inactive", "active", "switched out", "switched in", "sent out", "sent in", "in reserve",
      "in the reserve", "out"};
  auto zone_words = [](std::string_view words) -> std::string_view {
    std::string w = text::to_lower(text::trim(words));
    for (std::string_view lead : {"still "sv, "currently "sv, "no longer "sv, "not "sv, "now "sv})
      if (w.starts_with(lead)) w.erase(0, lead.size());
    for (std::string_view z : kZones)
      if (w == z) return z;
    return {};
  };
  if (t.state == orders::StateForm::exists && t.location.present()) {
    // "Heracross is on the field" (a Pokemon), not "Stealth Rock is on your side" (a condition).
    const Resolution r = dex.resolve(Kind::species, strip_determiner(t.condition.text));
    if (r.match == Match::exact || r.match == Match::alias) return zone_words(t.location.text);
    return {};
  }
  if (t.state == orders::StateForm::presence && t.subject) return zone_words(t.condition.text);
  return {};
}

}  // namespace

bool report_item_event(SubCheck& c, const orders::TriggerClause& t) {
  const orders::SubText& what = t.condition;
  const auto event = item_event(c.dex, what.text);
  if (!event) return false;
  const std::string holder = t.subject ? t.subject->text : event->holder.empty() ? std::string("the Pokemon") : event->holder;
  Diagnostic& d = c.report(DiagId::state_value_not_observable, what.span,
                           fmt::format("\"{}\" asks whether something happened to an item (\"{}\"); [10.6e] observes "
                                       "the items a Pokemon holds when the substitution is checked, not what became of them",
                                       what.text, event->verb));
  d.help = event->kind ? fmt::format("observe what is held now: \"IF {} has no item\" (the quantity of held items)", holder)
                : fmt::format("observe what is held now: \"IF {} does not hold {}\"", holder, event->item);
  return true;
}

/// [10.6e] a presence clause names something the game has: a condition, a type, a field or battle
/// condition, an item, an ability, a move. Unknown names cannot be judged (the list is not closed).
void check_state_value(SubCheck& c, const orders::TriggerClause& t) {
  const orders::SubText& what = t.condition;
  if (!what.present()) return;
  // "IF … and it is step 1": the step is no value [10.6e] lists, but the clause says what the
  // timing affix "On Step 1" says ([10.5b]): [10.3b] plain English for it, read with a note.
  if (const std::string_view n = orders::step_number_phrase(what.text); !n.empty()) {
    Diagnostic& d = c.report(DiagId::read_as_alias, t.span,
                             fmt::format("\"{}\" is read as the timing affix \"On step {}\" [10.3b] [10.5b]: the step is "
                                         "no value a state clause observes [10.6e]",
                                         t.raw, n));
    d.help = fmt::format("write it as the timing's affix, before IF: \"On step {}, IF …\"", n);
    return;
  }
  // Which zone a Pokemon is in is no value [10.6e] lists (a Trainer's "quantity of their Pokemon
  // in play" counts them, it names none), and the engine reads none: not judged, and said so.
  if (const std::string_view zone = pokemon_zone_phrase(c.dex, t); !zone.empty()) {
    Diagnostic& d = c.report(DiagId::unknown_condition, t.span,
                             fmt::format("\"{}\" asks which zone a Pokemon is in (\"{}\"): no value a state clause "
                                         "observes [10.6e] names it; bbpref cannot judge this clause",
                                         t.raw, zone));
    d.help = "a reference with no zone observes its Pokemon only while it is in play [10.4c]; in Singles, "
             "\"IF the opponent is Heracross\" observes the species in play [10.6e]";
    return;
  }
  // "any Major Status", "a Screen", and their plain-English words ("a status condition").
  if (const auto g = orders::condition_group(what.text)) {
    if (g->alias) {
      const std::string canonical = (g->adjective ? "subject to any " : "any ") + std::string(g->group);
      Diagnostic& d = c.report(DiagId::read_as_alias, what.span,
                               fmt::format("\"{}\" is read as \"{}\" [10.3b] [10.6e]", what.text, canonical));
      d.fixits.push_back(FixIt{what.span, canonical});
      c.rewrites.push_back(FixIt{what.span, canonical});
    }
    return;
  }
  // "has lost its item", "has eaten its Sitrus Berry": before the item's name is read as present.
  if (report_item_event(c, t)) return;
  std::string_view text = strip_determiner(what.text);
  std::string base(text);
  // "Dark-type", "Dark type", "Fire-Type"
  const std::string l = text::to_lower(base);
  for (std::string_view suffix : {"-type"sv, " type"sv, "-types"sv, " types"sv})
    if (l.size() > suffix.size() && l.ends_with(suffix)) base = base.substr(0, base.size() - suffix.size());
  // "has a Substitute up", "has Reflect active", "is behind a Substitute": words of presence
  // around the name ([10.3b] plain English for "has X"), dropped only when the whole does not name
  // something itself ("Knocked Out" is Fainting's alias).
  // "a Berry", "a Gem": the kind alone, checked before the Dex, which still knows the Gen 2 item
  // called "Berry" (no item of Gen 9).
  if (base.find(' ') == std::string::npos && !orders::names_any_held_item(what.text) && report_item_kind(c, what, base))
    return;
  if (names_something(c.dex, base)) return;
  // "has the Guts ability", "holds the item Leftovers": the name with the word for its kind.
  if (const orders::KindNamed k = orders::kind_named(what.text); k.kind != orders::NamedKind::none) {
    const Resolution r = c.dex.resolve(k.kind == orders::NamedKind::ability ? Kind::ability : Kind::item, k.name);
    if (r.match == Match::exact || r.match == Match::alias) return;  // else "a Choice item" and the rest below
  }
  for (std::string_view suffix :
       {" on its side of the field"sv, " on their side of the field"sv, " on your side of the field"sv,
        " on its side"sv, " on their side"sv, " on your side"sv, " on its field"sv, " on their field"sv,
        " on your field"sv, " on the field"sv, " up"sv, " active"sv, " in play"sv, " set up"sv, " out"sv,
        // "has Close Combat in its movepool": a move within the movepool [10.6e]
        " in its movepool"sv, " in their movepool"sv, " in your movepool"sv, " in its moveset"sv, " in their moveset"sv,
        " in your moveset"sv, " in its current movepool"sv}) {
    const std::string lb = text::to_lower(base);
    if (lb.size() > suffix.size() && lb.ends_with(suffix)) base = base.substr(0, base.size() - suffix.size());
  }
  if (text::to_lower(base).starts_with("behind ")) base = std::string(strip_determiner(std::string_view(base).substr(7)));
  // "has been KO'd", "has been Burned": the perfect passive of "is X".
  if (text::to_lower(base).starts_with("been ")) base = base.substr(5);
  // "at full HP", "at max HP", "at full health": HP equal to maximum HP, a value [10.6e] lists
  // ("Current HP" against "Maximum HP") written in plain English.
  if (orders::full_value_phrase(what.text, t.property.text) != orders::FullValue::none) return;
  if (orders::names_any_held_item(what.text)) {
    Diagnostic& d = c.report(DiagId::read_as_alias, what.span,
                             fmt::format("\"{}\" is read as the quantity of items the Pokemon holds: {} [10.6e]", what.text,
                                         t.negated ? "none" : "one or more"));
    d.help = "the number of held items is a value a state clause may observe";
    return;
  }
  if (names_something(c.dex, base)) return;
  if (report_item_kind(c, what, base)) return;
  // "has Recoveries left", "has no Chills remaining": a numeric value [10.6e] lists (Recovery
  // Allotment, Chill Allotment), its presence read as "more than 0" and its absence as "0".
  if (const auto count = counted_value_phrase(c.dex, base)) {
    const std::string owner = owner_of(t);
    c.report(DiagId::read_as_alias, what.span,
             fmt::format("\"{}\" is read as \"{} {} is {}\" [10.3b] [10.6e]", what.text, owner, *count,
                         t.negated ? "0" : "more than 0"));
    return;
  }
  // "has Attack boosts", "has positive Speed stage boosts", "has Defense drops": [10.3b]'s own
  // example reads "boosts" of a stat as its stage above zero (Isaac's "has Attack stage boosts"),
  // a value of [10.6e]; read so, with a note.
  auto boost = stage_boost_phrase(c.dex, base);
  // "Heracross's Attack stage is positive": the same sign said of the owner's stage, read as "a
  // positive Attack stage" (the property must still say "stage": a stat itself is never negative).
  if (!boost && t.property.present())
    if (const std::string sign = text::to_lower(base); sign == "positive" || sign == "negative")
      boost = stage_boost_phrase(c.dex, "a " + sign + " " + t.property.text);
  if (boost) {
    const std::string owner = owner_of(t);
    c.report(DiagId::read_as_alias, what.span,
             fmt::format("\"{}\" is read as \"{} {} stage is {}{} than 0\" [10.3b] [10.6e]", what.text, owner,
                         boost->stat, t.negated ? "not " : "", boost->raised ? "higher" : "lower"));
    return;
  }
  if (report_technique_state(c, t, base)) return;
  // "KO'd by X-Scissor", "Burned by Scald", "Poisoned by step 3": a condition [10.6e] lists,
  // narrowed by its cause or by a deadline. A state clause observes whether the condition (with
  // its own parameters) is there when it is checked; what caused it, or when, is no value.
  if (const std::size_t by = text::to_lower(base).find(" by "); by != std::string::npos && by > 0) {
    const std::string head = base.substr(0, by);
    const std::string_view tail = text::trim(std::string_view(base).substr(by + 4));
    // Partial Trapping is created under a second name ("Whirlpool", [7.4]): "trapped by
    // Whirlpool" may name that instance, so it is left to the rest of this check.
    const Resolution cond = c.dex.resolve(Kind::condition, head);
    const bool trapping = (cond.match == Match::exact || cond.match == Match::alias) &&
                          text::to_lower(c.dex.entry(Kind::condition, cond.id).name).find("trap") != std::string::npos;
    if (!tail.empty() && !trapping && names_something(c.dex, head)) {
      const std::string lower_tail = text::to_lower(tail);
      const bool deadline = lower_tail.starts_with("step") || lower_tail.starts_with("the end") ||
                            lower_tail.starts_with("the start") || lower_tail.starts_with("now") ||
                            lower_tail.starts_with("then") || lower_tail.starts_with("the time");
      Diagnostic& d = c.report(
          DiagId::state_value_not_observable, what.span,
          deadline ? fmt::format("\"{}\" asks for \"{}\" by a deadline; a state clause observes the battle when the "
                                 "substitution is checked [10.6e]",
                                 what.text, head)
                   : fmt::format("\"{}\" narrows \"{}\" by what caused it; [10.6e] observes whether a condition is "
                                 "present, not its cause",
                                 what.text, head));
      d.help = deadline ? fmt::format("check it at that time with a timing affix: \"On step N, IF … is {}\" ([10.5b])", head)
                        : fmt::format("observe the condition alone: \"… is {}\"", head);
      return;
    }
  }
  // "IF you are slower": a comparison of a stat with nothing named to compare it to. [10.6e] has
  // the trainer give both sides; in Singles the other side is plain, elsewhere it is not, so the
  // clause is not judged, and the help says what to add.
  if (const std::string_view stat = stat_of_comparative(base); !stat.empty()) {
    Diagnostic& d = c.report(DiagId::unknown_condition, what.span,
                             fmt::format("\"{}\" compares {} with nothing named: [10.6e] compares a value with a "
                                         "number or another Pokemon's value; bbpref cannot judge this clause",
                                         what.text, stat));
    d.help = fmt::format("name the other side: \"{} than Heracross\" (or \"than any opponent\")", text::trim(what.text));
    return;
  }
  // "Heracross is replaced", "is brought in": a switch, in the words of the whole clause. Asked
  // only of what names nothing else (and after the zone words: "is sent out" stays the zone
  // question).
  if (report_switch_event(c, t.raw, t.span)) return;
  if (report_effect_participle(c, what, DiagId::state_value_not_observable)) return;
  // "Fainted", "KO'd", "Paralyzed" and other tenses are handled by the condition aliases; what
  // is left is reported as not judged rather than illegal ([10.3b] is generous).
  c.report(DiagId::unknown_condition, what.span,
           fmt::format("\"{}\" is not a condition, type, field or battle condition, item, ability or move bbpref "
                       "knows; it cannot judge this clause",
                       what.text));
}

}  // namespace bbp::sema
