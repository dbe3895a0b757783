// [10.6] the trigger component: who an action clause may observe ([10.6a]), what it may observe
// ([10.6b], the action groups of [10.6d]), words without rules meaning ([10.3b]) and verbless
// state clauses ([10.6e]); the value a presence clause names is state_clause_presence.cpp's.
#include "sema/action_names.hpp"
#include "sema/bare_clause_verbs.hpp"
#include "orders/condition_groups.hpp"
#include "orders/full_value.hpp"
#include "orders/step_affix_words.hpp"
#include "orders/switch_words.hpp"
#include "orders/unless_reading.hpp"
#include "sema/behaviour_reading.hpp"
#include "sema/ko_words.hpp"
#include "sema/sub_check.hpp"
#include "sema/technique_words.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>

#include <cctype>

using namespace std::string_view_literals;

namespace bbp::sema {
namespace {

bool is_self(const SubCheck& c, const orders::SubPokemon& p) {
  if (p.placeholder == orders::Placeholder::self) return true;
  if (p.placeholder != orders::Placeholder::none || !c.recipient.known()) return false;
  const std::string folded = fold_name(p.name.present() ? p.name.text : p.text);
  for (const std::string& n : c.recipient.folded_names)
    if (!n.empty() && n == folded) return true;
  return false;
}

// [10.3b] Isaac's "boosted" example: words that have no rules meaning.
constexpr std::string_view kUnclearWords[] = {"boosted", "buffed", "debuffed", "nerfed", "powered up",
                                              "set up", "setting up", "low hp", "high hp", "low health",
                                              "weakened", "strengthened",
                                              // "IF Heracross's Attack has been raised": by how much, and
                                              // since when? A stage comparison says it ([10.6e]).
                                              "raised", "lowered", "increased", "decreased"};

/// The [10.6e] wording for a stage said to be "raised" or "lowered": "Heracross's Attack stage is
/// higher than 0", as "has positive Attack boosts" is read (state_clause_presence.cpp). Empty when
/// no word or two of the clause name a staged value, or the word says no direction.
std::string stage_wording(const SubCheck& c, const orders::TriggerClause& t, std::string_view word) {
  const bool up = word == "raised" || word == "increased" || word == "boosted" || word == "buffed" || word == "powered up";
  const bool down = word == "lowered" || word == "decreased" || word == "debuffed" || word == "nerfed";
  if (!up && !down) return {};
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < t.raw.size();) {
    while (i < t.raw.size() && t.raw[i] == ' ') ++i;
    std::size_t e = i;
    while (e < t.raw.size() && t.raw[e] != ' ') ++e;
    if (e > i) words.push_back(std::string_view(t.raw).substr(i, e - i));
    i = e;
  }
  // Two words first ("Sp. Def", "Special Attack"), then one.
  for (std::size_t n : {2u, 1u})
    for (std::size_t k = 0; k + n <= words.size(); ++k) {
      const std::string_view first = words[k], last = words[k + n - 1];
      const std::string_view name(first.data(), static_cast<std::size_t>(last.data() + last.size() - first.data()));
      if (const auto stat = staged_value(c.dex, name))
        return fmt::format("{} {} stage is {} than 0", owner_of(t), *stat, up ? "higher" : "lower");
    }
  return {};
}

/// Reports the first unclear word of the clause; true when one was found.
bool check_unclear_words(SubCheck& c, const orders::TriggerClause& t) {
  const std::string text = text::to_lower(t.raw);
  for (std::string_view w : kUnclearWords) {
    std::size_t at = text.find(w);
    while (at != std::string::npos) {
      const bool left = at == 0 || std::isalnum(static_cast<unsigned char>(text[at - 1])) == 0;
      const std::size_t end = at + w.size();
      const bool right = end >= text.size() || std::isalnum(static_cast<unsigned char>(text[end])) == 0;
      if (left && right) {
        const std::size_t clause_at = projection_offset(c.plain, t.span.begin);
        const Span span = c.plain.to_source(Span{clause_at + at, clause_at + end});
        Diagnostic& d = c.report(DiagId::unclear_word, span,
                                 fmt::format("\"{}\" has no rules meaning, so the clause is not clearly stated [10.3b]",
                                             t.raw.substr(at, w.size())));
        // "IF Heracross's Attack is raised": the stage comparison it most likely means.
        if (const std::string stage = stage_wording(c, t, w); !stage.empty())
          d.help = fmt::format("say exactly what is observed: a stage is a value [10.6e] lists, e.g. \"IF {}\"", stage);
        else
          d.help = "say exactly what is observed, e.g. \"has an Attack stage of +1 or more\" or \"has less than half of "
                   "their maximum HP\"";
        return true;
      }
      at = text.find(w, at + 1);
    }
  }
  return false;
}

/// True when a phrase has "attack(s)" or "move(s)" as one of its words: it describes a kind of
/// action rather than naming one.
bool names_a_kind_of_action(std::string_view phrase) {
  for (std::string_view w : {"attack"sv, "attacks"sv, "move"sv, "moves"sv})
    if (text::contains_word(phrase, w)) return true;
  return false;
}

/// The listed groups sharing a word with an invented one ("priority move" → Priority Attack), for
/// its help: the player sees the nearest legal wording, or that none fits. At most three.
std::string groups_sharing_a_word(const Dex& dex, std::string_view phrase) {
  std::vector<std::string> words;
  std::string w;
  for (const char ch : std::string(phrase) + " ") {
    if (text::is_alnum(ch)) { w += text::lower(ch); continue; }
    if (w.size() > 2 && w != "any" && w != "the" && w != "move" && w != "moves" && w != "attack" && w != "attacks")
      words.push_back(w);
    w.clear();
  }
  std::vector<std::string> found;
  for (EntryId id = 0; id < dex.size(Kind::action_group) && found.size() < 3; ++id) {
    const std::string_view name = dex.entry(Kind::action_group, id).name;
    for (const std::string& word : words)
      if (text::ifind_word(name, word) != std::string_view::npos || text::ifind(name, word + "-") == 0) {
        found.emplace_back(name);
        break;
      }
  }
  std::string out;
  for (const std::string& f : found) out += (out.empty() ? "" : ", ") + f;
  return out;
}

void invented_group_help(SubCheck& c, Diagnostic& d, std::string_view phrase) {
  const std::string near = groups_sharing_a_word(c.dex, phrase);
  d.help = near.empty() ? "`bbpref data search group TEXT` lists the groups; or observe a specific action"
                        : fmt::format("listed groups with a word in common: {} (`bbpref data search group TEXT` "
                                      "lists them all); or observe a specific action",
                                      near);
}

/// "is to Terastallize", "IF Heracross Mega Evolves": [10.6b] lists actions (with or without
/// Z-Power, as a combination or not) and trainer items; an Advanced Technique [11] is ordered with
/// an action but is none, so a clause cannot observe it (docs/rulings.md).
void report_technique(SubCheck& c, Span span, std::string_view written, std::string_view technique) {
  Diagnostic& d = c.report(DiagId::technique_not_observable, span,
                           fmt::format("\"{}\" observes {}, an Advanced Technique [11], which is no action [10.6b] "
                                       "lists: an action clause observes actions, attacks of a type, action groups, "
                                       "combinations and trainer items",
                                       text::trim(written), technique));
  d.help = "observe the action the Pokemon is ordered to use (\"IF Heracross is to use Close Combat\"), or, once "
           "the Technique is done, its result with a state clause on the species, Forme or typing ([10.6e])";
}

/// [10.3b] a group written otherwise than its name ("a Sleep-Inducing Move", "a Protectve Move"):
/// read as the group, with a note and the fix-it to its name.
void note_group_reading(SubCheck& c, const orders::SubAction& a, std::string_view phrase, std::string_view name) {
  const std::size_t off = a.text.size() - phrase.size();
  const Span span{a.span.begin + off, a.span.end};
  Diagnostic& d = c.report(DiagId::read_as_alias, span, fmt::format("\"{}\" is read as the action group \"{}\" [10.3b]", phrase, name));
  d.fixits.push_back(FixIt{span, std::string(name)});
  c.rewrites.push_back(FixIt{span, std::string(name)});
}

/// [10.6b]/[10.6d] what an action clause observes. `noun_follows`: the next clause is a bare
/// "Ice attack", so a lone type here ("a Fire or Ice attack") shares that noun.
void check_observed(SubCheck& c, const orders::SubAction& a, bool noun_follows) {
  switch (a.form) {
    case orders::ActionForm::name: {
      if (const std::string_view tech = technique_behaviour(a.text); !tech.empty()) {
        report_technique(c, a.span, a.text, tech);
        break;
      }
      // "Special attacks", "Contact moves", "Attacks with 15 or more BAP" written without an
      // article read as a name; when no action has that name, they are the invented groups of
      // the [10.6d] example.
      // A misspelling is not read into such a phrase: "is going to attack" is not "Attract".
      // "Fire or Flying moves": a type sharing the noun after the last one ([10.6b]); the several
      // behaviours are check_behaviours' BBP3028, not an unknown name.
      if (noun_follows && names_a_type(c.dex, a.text)) break;
      // "is to use Protective Moves": a listed group without its article is still the group.
      if (const Resolution g = resolve_action_group(c.dex, a.text);
          (g.match == Match::exact || g.match == Match::alias) && resolve_action(c.dex, a.text, a.span).how != Match::exact) {
        orders::SubAction as_group = a;
        as_group.form = orders::ActionForm::group;
        check_observed(c, as_group, noun_follows);
        break;
      }
      const bool group_like = names_a_kind_of_action(a.text);
      const ActionName named = group_like ? resolve_action(c.dex, a.text, a.span) : ActionName{};
      if (group_like && (named.what == ActionWhat::unknown || named.how == Match::fuzzy)) {
        Diagnostic& d = c.report(DiagId::invented_action_group, a.span,
                                 fmt::format("\"{}\" is not one of the action groups of [10.6d] nor attacks of a "
                                             "type [10.6b]; invented groups are illegal",
                                             a.text));
        invented_group_help(c, d, a.text);
        break;
      }
      check_action_name(c, a.text, a.span, NameSite::action_clause);
      break;
    }
    case orders::ActionForm::combination:
      for (const orders::SubText& part : a.components) check_action_name(c, part.text, part.span, NameSite::action_clause);
      break;
    case orders::ActionForm::typed: {
      // "a Fire attack": the type must be one of the types; "Special attacks", "Contact moves",
      // "Super-Effective attacks" are invented groups ([10.6d]).
      const Resolution type = c.dex.resolve(Kind::type, a.type.text);
      if (type.match != Match::exact && type.match != Match::alias) {
        Diagnostic& d = c.report(DiagId::invented_action_group, a.span,
                                 fmt::format("\"{}\" is not an action group of [10.6d] nor attacks of a type [10.6b]", a.text));
        d.help = "observe a specific action, attacks of one type (\"a Fire attack\"), or a listed action group";
      }
      break;
    }
    case orders::ActionForm::group: {
      const std::string_view phrase = strip_determiner(a.text);
      const std::string folded = fold_name(phrase);
      // [10.6b] "The use of any Medicine, any Ball, or any trainer item at all."
      if (folded == "medicine" || folded == "ball" || folded == "pokeball" || folded == "traineritem" ||
          folded == "item" || folded == "medicines" || folded == "balls")
        break;
      const Resolution g = resolve_action_group(c.dex, phrase);
      if (g.match == Match::exact) break;
      if (g.match == Match::alias) {
        // The group's own plural is its name; any other alias ("a Sleep-Inducing Move", a former
        // name) is read with a note, as names are ([10.3b]).
        const std::string_view name = c.dex.entry(Kind::action_group, g.id).name;
        const std::string key = fold_name(name);
        if (folded == key || folded == key + "s") break;
        note_group_reading(c, a, phrase, name);
        break;
      }
      if (noun_follows && names_a_type(c.dex, a.text)) break;
      // "is to use a Potion", "uses an X Defense": an article before a trainer item or an action
      // names that one item or action ([10.6b]), it is no group.
      if (const ActionName named = resolve_action(c.dex, a.text, a.span);
          named.what != ActionWhat::unknown && (named.how == Match::exact || named.how == Match::alias)) {
        check_action_name(c, a.text, a.span, NameSite::action_clause);
        break;
      }
      if (g.match == Match::fuzzy) {
        note_group_reading(c, a, phrase, c.dex.entry(Kind::action_group, g.id).name);
        break;
      }
      Diagnostic& d = c.report(DiagId::invented_action_group, a.span,
                               fmt::format("\"{}\" is not one of the action groups of [10.6d]; invented groups are "
                                           "illegal",
                                           phrase));
      if (names_a_type(c.dex, phrase))
        d.help = fmt::format("attacks of a type are written with their noun: \"a {} attack\" [10.6b]", type_word_of(phrase));
      else
        invented_group_help(c, d, phrase);
      break;
    }
    case orders::ActionForm::any: {
      // [10.6b] lists what one action clause observes: one action, attacks of one type, one
      // action group, a combination, trainer items ("any Medicine / Ball / trainer item at all").
      // "Any action" is not among them, where [10.5a]'s action-result timing names it outright
      // (docs/rulings.md).
      Diagnostic& d = c.report(DiagId::invented_action_group, a.span,
                               fmt::format("\"{}\" observes every action, which [10.6b] does not list: an action clause "
                                           "observes one action, attacks of one type or one action group of [10.6d]",
                                           a.text));
      d.help = "to trigger whatever the Pokemon does, leave the action clause out (\"IF possible\", [10.6f]); to "
               "watch for attacks, name a type (\"a Fire attack\") or a group (\"a Priority Attack\")";
      break;
    }
  }
}

/// `words` (the end of the clause `what`, after its subject) start with a move's name ending in
/// "-s"/"-es" and then at most three words of target: reported as the action clause it means.
bool read_move_as_verb(SubCheck& c, const orders::SubText& what, std::string_view words) {
  const std::size_t subject_len = static_cast<std::size_t>(words.data() - what.text.data());
  // "Should Corviknight Brave Bird on step 3": after SHOULD the verb is the bare move ([10.3b]).
  const bool should = text::to_lower(text::trim(c.sub.if_keyword.text)) == "should";
  for (std::size_t end = words.size(); end > 0;) {
    const std::string_view verb = words.substr(0, end);
    const std::string_view target = text::trim(words.substr(end));
    // What follows is its target ("Taunts you") or a step affix ("on step 3", "next step", "on the
    // first step").
    const bool affix = !target.empty() && orders::is_step_affix(target);
    if (!affix && text::word_count(target) > 3) break;
    const std::string lower = text::to_lower(verb);
    for (std::size_t cut : {std::size_t{0}, std::size_t{1}, std::size_t{2}}) {
      if (cut == 0 ? !should : (!lower.ends_with(cut == 1 ? "s" : "es") || lower.size() <= cut)) continue;
      const Resolution m = c.dex.resolve(Kind::move, verb.substr(0, verb.size() - cut));
      // "SDs", "EQs", "Wisps" ([10.3b] aliases): an abbreviation written as a verb is capitalised as
      // the move is; "subs out" / "subs in" is switching, not Substitute.
      const bool alias_verb = m.match == Match::alias && cut > 0 && verb.front() >= 'A' && verb.front() <= 'Z' &&
                              !text::istarts_with(target, "out") && !text::istarts_with(target, "in");
      if (m.match != Match::exact && !alias_verb) continue;
      const std::string_view subject = text::trim(std::string_view(what.text).substr(0, subject_len));
      const std::string_view move = c.dex.entry(Kind::move, m.id).name;
      std::string_view who = target;
      if (text::istarts_with(who, "on ")) who.remove_prefix(3);
      const std::string canonical = target.empty() ? fmt::format("{} uses {}", subject, move)
                                    : affix        ? fmt::format("{} is to use {} {}", subject, move, target)
                                                   : fmt::format("{} uses {} on {}", subject, move, who);
      const Span span{what.span.begin, what.span.begin + subject_len + words.size()};
      Diagnostic& d = c.report(DiagId::read_as_alias, span,
                               fmt::format("\"{}\" is read as the action clause \"{}\" [10.3b]",
                                           what.text.substr(0, span.size()), canonical));
      d.fixits.push_back(FixIt{span, canonical});
      c.rewrites.push_back(FixIt{span, canonical});
      return true;
    }
    end = verb.rfind(' ');
    if (end == std::string_view::npos) break;
  }
  return false;
}

/// "IF Heracross switches out", "IF they swap in": a word of switching that is not part of a move's
/// name ("Volt Switches", "Skill Swaps" are moves written as verbs). "has a Switching marker"
/// names the [2.5b] marker, a condition [10.6e] may observe.
bool mentions_switching(const Dex& dex, std::string_view clause) {
  if (text::contains_word(clause, "marker") || text::contains_word(clause, "markers")) return false;
  for (std::string_view w : orders::kSwitchVerbs) {
    for (std::size_t at = text::ifind_word(clause, w); at != std::string_view::npos;
         at = text::ifind_word(clause, w, at + w.size())) {
      const std::string_view before = text::trim(clause.substr(0, at));
      const std::size_t space = before.rfind(' ');
      const std::string_view prev = space == std::string_view::npos ? before : before.substr(space + 1);
      const std::string move = fmt::format("{} {}", prev, w.starts_with("switch") ? "Switch" : "Swap");
      if (!prev.empty() && dex.resolve(Kind::move, move).match == Match::exact) continue;
      return true;
    }
  }
  // "Lucario comes in", "Heracross is replaced", "enters the field": the same event in other words.
  return orders::names_entry_or_exit(clause);
}

/// "Heracross goes first", "moves before you", "outspeeds you": the turn order, which [10.6e] does
/// not list (it follows from priority and Speed, [2.7a]); the Speed itself may be compared.
bool mentions_turn_order(std::string_view clause) {
  for (std::string_view w : {"outspeeds"sv, "outspeed"sv, "outspeeding"sv, "outpaces"sv, "outpace"sv})
    if (text::ifind_word(clause, w) != std::string_view::npos) return true;
  for (std::string_view verb :
       {"goes"sv, "go"sv, "moves"sv, "move"sv, "acts"sv, "act"sv, "attacks"sv, "attack"sv, "strikes"sv, "strike"sv})
    for (std::string_view when : {"first"sv, "last"sv, "before"sv, "after"sv, "second"sv})
      if (text::ifind_word(clause, fmt::format("{} {}", verb, when)) != std::string_view::npos) return true;
  return false;
}

/// "cannot", "can't", "can not", "is unable to", "is not able to" as words of the clause.
bool names_inability(std::string_view clause) {
  const std::string folded = text::to_lower(clause);
  for (std::string_view w : {"cannot"sv, "can't"sv, "can\u2019t"sv, "can not"sv, "unable to"sv, "not able to"sv})
    if (text::find_word(folded, w) != std::string::npos) return true;
  return false;
}

/// "would", "could" or "might" when the clause asks about a predicted outcome, else "".
std::string_view hypothetical_modal(std::string_view clause) {
  const std::string folded = text::to_lower(clause);
  for (std::string_view modal : {"would"sv, "could"sv, "might"sv})
    if (text::find_word(folded, modal) != std::string::npos) return modal;
  return {};
}

}  // namespace

void check_observed_action(SubCheck& c, const orders::SubAction& a) { check_observed(c, a, false); }

bool report_switch_event(SubCheck& c, std::string_view text, Span span) {
  if (!mentions_switching(c.dex, text)) return false;
  Diagnostic& d = c.report(DiagId::switch_not_observable, span,
                           fmt::format("\"{}\" observes a switch, which is no action [10.6b] lists: Pokemon switch "
                                       "in the Switching Phase [2.5], not as the action of a step",
                                       text));
  d.help = "to watch for a move that switches its user out, observe its group: \"IF Heracross is to use a "
           "Self-Switching Move\" ([10.6d]); what is in play is a state clause (\"IF the opponent is <species>\")";
  return true;
}

namespace {

/// "IF you knock out Heracross", "IF you have KOed Heracross": a faint narrowed by its cause, as
/// "KO'd by you" is (BBP3029); true when reported.
bool report_active_ko(SubCheck& c, const orders::TriggerClause& t) {
  const std::string_view target = ko_target_of_active(t.raw);
  if (target.empty()) return false;
  Diagnostic& d = c.report(DiagId::state_value_not_observable, t.span,
                           fmt::format("\"{}\" narrows the faint of {} by who causes it; [10.6e] observes whether a "
                                       "Pokemon has fainted, not its cause",
                                       t.raw, target));
  const bool you = text::to_lower(target) == "you";
  d.help = fmt::format("observe the faint alone, a KO clause ([10.6f]): \"IF {} {} KO'd\"", target, you ? "are" : "is");
  return true;
}

/// A Pokemon's species and nothing else the Dex knows ("Scyther"; not "Psychic", a type and a move).
bool names_only_a_species(const Dex& dex, std::string_view name) {
  const Resolution species = dex.resolve(Kind::species, name);
  if (species.match != Match::exact && species.match != Match::alias) return false;
  for (Kind k : {Kind::condition, Kind::type, Kind::weather, Kind::terrain, Kind::item, Kind::ability, Kind::move}) {
    const Resolution r = dex.resolve(k, name);
    if (r.match == Match::exact || r.match == Match::alias) return false;
  }
  return true;
}

/// A clause with no verb the grammar knows ("IF Attract", "IF you flinch", "IF Stealth Rock"):
/// [10.5] accepts plain-English aliases of conditions, so it is judged legal when its words, or
/// its words after a subject ("you", a name), name a condition or another thing of the game — a
/// verb form too ("flinch" → Flinched). Anything else cannot be judged (BBP3027): it is neither
/// silently legal nor called illegal, since [10.3b] is generous with wording.
void check_bare_state(SubCheck& c, const orders::TriggerClause& t) {
  const orders::SubText& what = t.condition;
  if (!what.present()) return;
  std::string_view text = what.text;
  // "IF Megahorn would KO you", "IF you could be hit": a predicted outcome is no value of the
  // [10.6e] list, and no referee can check it before it happens (docs/rulings.md).
  if (const std::string_view modal = hypothetical_modal(text); !modal.empty()) {
    Diagnostic& d = c.report(DiagId::state_value_not_observable, what.span,
                             fmt::format("\"{}\" asks what {} happen; a state clause observes the battle as it is, "
                                         "and [10.6e] lists no predicted outcome",
                                         what.text, modal));
    d.help = "observe what is there now: the action (\"IF Heracross is to use Megahorn\"), a value (\"IF your HP "
             "is below 30%\"), or, after the fact, a KO clause (\"IF you are KO'd\")";
    return;
  }
  // "IF you cannot use Swords Dance", "IF Heracross is unable to attack": whether an action could
  // be attempted is decided when it is attempted ([8.3a]); [10.6e] lists no such value. The True
  // Clause is the rules' way to ask it of the result ([10.6f]).
  if (names_inability(text)) {
    Diagnostic& d = c.report(DiagId::state_value_not_observable, what.span,
                             fmt::format("\"{}\" asks whether an action can be attempted; a state clause observes "
                                         "values of the battle, and [10.6e] lists no such value",
                                         what.text));
    d.help = "observe what stops the action (\"IF you are Taunted\", \"IF your Swords Dance is Sealed\"), or order "
             "the other action and substitute with a True Clause: \"IF possible, THEN use Swords Dance\" triggers "
             "only when its result can be done ([10.6f])";
    return;
  }
  // "IF Heracross switches out", "IF Scizor switches to Heracross": [10.6b] observes actions, and
  // switching is none (it happens in the Switching Phase, [2.5]); the moves that switch their user
  // are a group. Asked before the names below, which "to Heracross" would satisfy.
  if (report_switch_event(c, what.text, what.span)) return;
  if (const std::string_view tech = technique_verb_in(what.text); !tech.empty()) {
    report_technique(c, what.span, what.text, tech);
    return;
  }
  if (report_item_event(c, t)) return;
  if (mentions_turn_order(what.text)) {
    Diagnostic& d = c.report(DiagId::state_value_not_observable, what.span,
                             fmt::format("\"{}\" observes the turn order, which is no value [10.6e] lists: it "
                                         "follows from priority and Speed [2.7a]",
                                         what.text));
    d.help = "compare the Speed instead: \"IF Heracross's Speed is higher than yours\" ([10.6e] core stats)";
    return;
  }
  while (!text.empty() && (text.back() == ' ' || text.back() == '.' || text.back() == ',')) text.remove_suffix(1);
  for (int dropped = 0; dropped <= 3 && !text.empty(); ++dropped) {
    const std::string rest = std::string(strip_determiner(text));
    const std::string lower = text::to_lower(rest);
    // "IF Garchomp Swords Dances", "IF Tyranitar Taunts you": a move's name as the verb after its
    // user (and before its target) is [10.3b] plain English for "Garchomp uses Swords Dance".
    if (dropped > 0 && read_move_as_verb(c, what, text)) return;
    // "IF Heracross damages Scyther", "IF Heracross beats Scyther": a Pokemon after words no verb
    // reads is the object of a verb bbpref does not know, no value of [10.6e]; said, never passed.
    if (dropped > 0 && names_only_a_species(c.dex, rest)) {
      Diagnostic& d = c.report(DiagId::unknown_condition, what.span,
                               fmt::format("\"{}\" has no verb bbpref reads: it names the Pokemon {} but no value "
                                           "[10.6e] lists to observe of it; it cannot judge this clause",
                                           what.text, rest));
      const std::string subject = what.text.substr(0, what.text.find(' '));
      d.help = fmt::format("observe an action (\"IF {} is to use <move> on {}\", [10.6b]) or a value (\"IF {}'s HP "
                           "is below 50%\", [10.6e])",
                           subject, rest, rest);
      return;
    }
    if (names_something(c.dex, rest) || orders::full_value_phrase(lower) != orders::FullValue::none) {
      // "IF Heracross resists Bug": the name is left only after a verb nobody reads was dropped.
      if (dropped > 1) report_unread_verb(c, what, std::string_view(what.text).substr(0, text.data() - what.text.data()), rest);
      return;
    }
    // "… or Ice attack": attacks of a type, a second behaviour of the clause before it ([10.6b];
    // check_behaviours reports the pair).
    if (const std::string_view noun = attack_noun_of(rest);
        dropped == 0 && !noun.empty() && names_a_type(c.dex, std::string_view(rest).substr(0, rest.size() - noun.size())))
      return;
    // Verb forms are tried against conditions only ("flinch(es)" → "Flinched", "Flinching"; "it
    // rains", "it hails" → the weather Rain, Snow).
    std::vector<std::string> forms{rest + "ed", rest + "d", rest + "ing"};
    if (lower.ends_with("es")) forms.push_back(rest.substr(0, rest.size() - 2) + "ed");
    if (lower.ends_with("s")) forms.insert(forms.end(), {rest.substr(0, rest.size() - 1) + "ed", rest.substr(0, rest.size() - 1)});
    for (const std::string& f : forms) {
      const Resolution r = c.dex.resolve(Kind::condition, f);
      if (r.match == Match::exact || r.match == Match::alias) return;
    }
    const std::size_t space = text.find(' ');
    if (space == std::string_view::npos) break;
    text.remove_prefix(space + 1);
  }
  c.report(DiagId::unknown_condition, what.span,
           fmt::format("\"{}\" has no verb bbpref reads and names no condition, type, field or battle condition, item, "
                       "ability or move it knows; it cannot judge this clause",
                       what.text));
}

/// "Tallow is targeted by a Rock attack" is [10.3b] plain English for "any Pokemon is to use a Rock
/// attack targeting Tallow" ([10.6b] "targeting a specified Pokemon"); said with a note, and the
/// read-as wording holds the active form.
void read_passive_as_active(SubCheck& c, const orders::TriggerClause& t) {
  const orders::SubAction& a = *t.action;
  // "you are attacked": the active form of the group "attacked" is "an attack" (BBP3011 says why
  // it is no group).
  const bool attacked = a.form == orders::ActionForm::group && text::iequals(a.text, "attacked");
  std::string canonical = fmt::format("{} is to use {}", t.subject->text, attacked ? "an attack" : a.text);
  for (const orders::SubText& p : a.params) canonical += fmt::format(" ({})", p.text);
  for (const orders::SubText& q : a.qualifiers) canonical += fmt::format(" {}", q.text);
  canonical += fmt::format(" targeting {}", a.targets.front().text);
  for (const orders::SubAffix& x : t.affixes) canonical += fmt::format(" {}", x.raw);
  Diagnostic& d = c.report(DiagId::read_as_alias, t.span,
                           fmt::format("\"{}\" is read as the action clause \"{}\" [10.3b] [10.6b]", t.raw, canonical));
  d.fixits.push_back(FixIt{t.span, canonical});
  c.rewrites.push_back(FixIt{t.span, canonical});
}

}  // namespace

void check_trigger(SubCheck& c) {
  // "When Heracross is to use Protect": WHEN before an action clause (grammar `when_kw`).
  if (const std::string kw = text::to_lower(text::trim(c.sub.if_keyword.text)); kw == "when" || kw == "whenever") {
    Diagnostic& d = c.report(DiagId::read_as_alias, c.sub.if_keyword.span,
                             fmt::format("\"{}\" before an action clause is read as IF [10.3b]", c.sub.if_keyword.text));
    d.fixits.push_back(FixIt{c.sub.if_keyword.span, "IF"});
    c.rewrites.push_back(FixIt{c.sub.if_keyword.span, "IF"});
  }
  if (c.sub.unless() && !c.sub.trigger.empty()) {
    // A late ", unless Y" is its own BBP2109.
    const std::size_t led = orders::clauses_after_unless(c.sub);
    if (led <= 1)
      c.report(DiagId::read_as_alias, c.sub.if_keyword.span,
               fmt::format("\"Unless {}\" is read as IF with that clause negated (\"IF … not …\") [10.3b]",
                           c.sub.trigger.front().raw));
    else if (!c.sub.conjunctions.empty()) {
      const char* joined = c.sub.conjunctions.front().word == "or" ? "OR" : "AND";
      c.report(DiagId::read_as_alias, c.sub.if_keyword.span,
               fmt::format("\"Unless {} …\" is read as IF with each of its {} clauses negated and joined by {} "
                           "(\"IF … not … {} … not …\") [10.3b]",
                           c.sub.trigger.front().raw, led, joined, joined));
    }
  }
  for (std::size_t i = 0; i < c.sub.trigger.size(); ++i) {
    const orders::TriggerClause& t = c.sub.trigger[i];
    const bool unclear = check_unclear_words(c, t);
    if (t.kind == orders::ClauseKind::action) {
      // [10.6a] "A substitution's recipient can't observe themselves with any Action Clauses"
      if (t.subject && is_self(c, *t.subject)) {
        Diagnostic& d = c.report(DiagId::self_observation, t.subject->span,
                                 fmt::format("the recipient observes itself (\"{}\") with an action clause [10.6a]",
                                             t.subject->text));
        d.help = "a Pokemon's own orders are known to its trainer; write the orders you want instead";
      }
      if (t.action) {
        check_observed(c, *t.action, !shared_attack_noun(c.sub.trigger, i).empty());
      }
      // The passive implies who targets ("Tallow is targeted by …") or whom ("IF attacked by Gina").
      if (t.subject && t.action && !t.action->targets.empty() && (t.subject->implied || t.action->targets.front().implied))
        read_passive_as_active(c, t);
    } else if (t.kind == orders::ClauseKind::state) {
      if (!unclear && report_active_ko(c, t)) continue;
      const bool marker = !unclear && check_state_value_observable(c, t);
      if (!unclear && !marker && report_subjectless_action(c, i)) continue;
      if (!unclear && !marker && (t.state == orders::StateForm::presence || t.state == orders::StateForm::exists))
        check_state_value(c, t);
      // "… or Detect on step 1": a second behaviour of the action clause before it, reported with
      // it by check_behaviours (BBP3028), no condition of its own to read.
      const bool behaviour = i > 0 && !t.subject &&
                             (c.sub.trigger[i - 1].kind == orders::ClauseKind::action ||
                              reads_as_behaviour(c.dex, c.sub.trigger[i - 1], {})) &&
                             reads_as_behaviour(c.dex, t, {});
      if (!unclear && !marker && t.state == orders::StateForm::bare && !behaviour) check_bare_state(c, t);
    }
  }
}

bool is_ko_clause(const orders::TriggerClause& t) {
  if (t.kind != orders::ClauseKind::state || t.negated) return false;
  // "KO'd by you" narrows the faint by its cause: no KO clause, and no value of [10.6e] (BBP3029).
  if (text::to_lower(t.condition.text).find(" by ") != std::string::npos) return false;
  if (!ko_target_of_active(t.raw).empty()) return false;  // "you KO Heracross": the same, by its agent
  const std::string condition = fold_name(t.condition.text);
  // "IF KO, use X": the noun alone, as "IF KO'd" and "IF fainted" are read.
  if (condition == "ko") return hypothetical_modal(t.raw).empty();
  const std::string words = condition + "|" + fold_name(t.verb.text) + "|" + fold_name(t.raw);
  for (std::string_view ko : {"faint"sv, "knockedout"sv, "kod"sv, "koed"sv, "isko"sv, "getsko"sv})
    // "IF you would be KOed" predicts a faint; it observes none (BBP3029). Asked last: most
    // state clauses name no faint at all.
    if (words.find(ko) != std::string::npos) return hypothetical_modal(t.raw).empty();
  return false;
}

bool is_ko_substitution(const orders::Substitution& sub) {
  // [10.6f] only a KO clause in the trigger and no specified timing clause.
  if (sub.trigger.size() != 1 || !sub.extra_timings.empty()) return false;
  if (sub.timing && sub.timing->kind != orders::TimingKind::default_timing) return false;
  return is_ko_clause(sub.trigger.front());
}

}  // namespace bbp::sema
