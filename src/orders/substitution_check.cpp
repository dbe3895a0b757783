// Syntax diagnostics of a parsed substitution (BBP2101–2108) and the segmenter's cheap test for
// "does this line read as a substitution". Legality ([10.2]–[10.8]) is Sema's.
#include <bbp/dex.hpp>
#include <bbp/post.hpp>
#include <bbp/substitution.hpp>

#include "orders/damage_words.hpp"
#include "orders/lead_in_words.hpp"
#include "orders/reorder_words.hpp"
#include "orders/switch_words.hpp"
#include "orders/trailing_remark.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <utility>
#include <vector>

using namespace std::string_view_literals;

namespace bbp::orders {

namespace {

/// "Use Protect" → "use Protect": the result moves behind THEN.
std::string lower_first_word(std::string text) {
  if (text.size() > 1 && std::isupper(static_cast<unsigned char>(text[0])) != 0 &&
      std::islower(static_cast<unsigned char>(text[1])) != 0)
    text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return text;
}

/// [10.1] the components come in the order timing, trigger, result. The fix-it writes the same
/// clauses in that order, from the result's start to the trigger's end.
void result_first_diagnostic(const Substitution& sub, DiagnosticList& out) {
  std::string trigger;
  for (std::size_t i = 0; i < sub.trigger.size(); ++i) {
    if (i > 0) {
      const std::string& w = i - 1 < sub.conjunctions.size() ? sub.conjunctions[i - 1].word : std::string("and");
      trigger += w == "," ? ", " : " " + w + " ";
    }
    trigger += sub.trigger[i].raw;
  }
  std::string result;
  for (std::size_t i = 0; i < sub.results.size(); ++i) {
    if (i > 0) result += " and ";
    result += lower_first_word(sub.results[i].raw);
  }
  const Span written = *sub.result_first;
  Diagnostic& d = out.add(DiagId::result_before_trigger, written);
  d.help = "bbpref read the clauses as usual; write the trigger first so that the opponent and the referee read "
           "it the same way";
  // A timing written among them ("Use Roost at the end of the round if possible") moves first.
  std::string timing;
  Span whole{written.begin, sub.trigger.back().span.end};
  // "…, then push orders down": results after the trigger move with the others.
  if (!sub.results.empty()) whole.end = std::max(whole.end, sub.results.back().span.end);
  if (sub.timing_late && sub.timing && sub.extra_timings.empty()) {
    timing = sub.timing->raw;
    if (!timing.empty()) timing[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(timing[0])));
    timing += ", ";
    whole.end = std::max(whole.end, sub.timing_late->end);
  } else if (sub.timing_late) {
    return;  // several timings: no mechanical rewrite
  }
  d.fixits.push_back(FixIt{whole, timing + "IF " + trigger + ", THEN " + result});
}

/// "Heracross is behind a Substitute" → "Heracross is not behind a Substitute": the clause after a
/// late "unless" as the trigger clause it stands for; empty when no plain rewrite exists (an action
/// clause negated is illegal anyway, [10.6e]).
std::string negated_clause(std::string_view clause) {
  constexpr std::pair<std::string_view, std::string_view> kVerbs[] = {
      {" is ", " is not "}, {" are ", " are not "}, {" has ", " does not have "}, {" have ", " do not have "}};
  std::size_t best = std::string_view::npos;
  std::string_view with;
  std::size_t len = 0;
  for (const auto& [verb, negated] : kVerbs)
    if (const std::size_t at = clause.find(verb); at < best) {
      best = at;
      with = negated;
      len = verb.size();
    }
  if (best == std::string_view::npos) return {};
  const std::string_view after = clause.substr(best + len);
  if (after.starts_with("not ") || after.starts_with("to ")) return {};  // already negated; "is to use": an action
  return std::string(clause.substr(0, best)) + std::string(with) + std::string(after);
}

/// [10.1] "IF Heracross uses Swords Dance, THEN use X-Scissor, unless Heracross is behind a
/// Substitute": a trigger clause written after the result. bbpref reads it negated and joined with
/// AND; the fix-it moves it into the trigger.
void unless_late_diagnostic(const Substitution& sub, DiagnosticList& out) {
  const Span late = *sub.unless_late;
  const TriggerClause& clause = sub.trigger.back();
  Diagnostic& d = out.add(DiagId::result_before_trigger, late,
                          fmt::format("\"unless {}\" is a trigger clause written after the result; a substitution's "
                                      "components come in the order timing, trigger, result",
                                      clause.raw));
  d.help = "bbpref read it as a trigger clause, negated and joined with AND; write it in the trigger so that the "
           "opponent and the referee read it the same way";
  const std::string negated = negated_clause(clause.raw);
  if (negated.empty() || sub.trigger.size() < 2) return;
  const TriggerClause& before = sub.trigger[sub.trigger.size() - 2];
  d.fixits.push_back(FixIt{Span{before.span.end, before.span.end}, " and " + negated});
  d.fixits.push_back(FixIt{late, ""});
}

/// [10.1] the timing comes first: "IF Heracross is to use Protect at the start of the step, THEN …".
/// The fix-it moves it before IF when it is the substitution's only timing.
void timing_late_diagnostic(const Substitution& sub, DiagnosticList& out) {
  const Span late = *sub.timing_late;
  const SubTiming* t = nullptr;
  if (sub.timing && sub.timing->span.begin >= late.begin && sub.timing->span.end <= late.end) t = &*sub.timing;
  for (const SubTiming& x : sub.extra_timings)
    if (x.span.begin >= late.begin && x.span.end <= late.end) t = &x;
  Diagnostic& d = out.add(DiagId::timing_after_trigger, t != nullptr ? t->span : late);
  d.help = "bbpref read it as the timing; write it first so that the opponent and the referee read it the same way";
  // With the result written first too, the result-first fix-it rewrites the whole.
  if (t == nullptr || !sub.extra_timings.empty() || !sub.if_keyword.present() || sub.result_first) return;
  std::string timing = t->raw;
  if (!timing.empty() && std::islower(static_cast<unsigned char>(timing[0])) != 0)
    timing[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(timing[0])));
  const std::size_t at = sub.if_keyword.span.begin;
  d.fixits.push_back(FixIt{Span{at, at}, timing + ", "});
  d.fixits.push_back(FixIt{late, ""});
}

/// "When Heracross uses Close Combat" is the most common timing that is not one: another
/// Pokemon's action is observed by an action clause ([10.6a]), never by the timing ([10.5a]).
std::string timing_help(std::string_view raw) {
  const std::string lower = text::to_lower(raw);
  for (std::string_view verb : {" uses "sv, " is to use "sv, " intends to use "sv, " is going to use "sv,
                                " will use "sv, " is using "sv, " tries to use "sv}) {
    const std::size_t at = lower.find(verb);
    if (at == std::string::npos) continue;
    const std::size_t opener = lower.find(' ');
    if (opener == std::string::npos || opener > at) break;
    std::string clause{text::trim(raw.substr(opener + 1))};
    while (!clause.empty() && (clause.back() == ',' || clause.back() == ':')) clause.pop_back();
    return "[10.5a] has no timing for another Pokemon's action: observe it with an action clause, \"IF " + clause +
           "\" ([10.6a]), and leave the timing out or use one of [10.5a]";
  }
  // "When you take damage", "When Scizor crits you", "When Scizor lands a critical hit on you": the
  // nearest [10.5a] timing, which says something narrower or wider, so it is only offered.
  for (std::string_view crit : {"crit"sv, "crits"sv, "critted"sv, "critical hit"sv, "critical hits"sv, "critically"sv})
    if (text::find_word(lower, crit) != std::string::npos)
      return "[10.5a] watches critical hits as \"When [Pokemon] is hit critically\" (\"When you are hit "
             "critically\"), with no attacker named";
  if (names_switching(lower))
    return "[10.5a] has no timing for a Pokemon coming in or going out: switches happen in the Switching Phase "
           "([2.5]); a state clause observes what is in play (\"IF the opponent is <species>\", [10.6e])";
  if (text::find_word(lower, "attacked") != std::string::npos)
    return "[10.5a] has no timing for being attacked; \"When you are hit\" watches damaging attacks that hit, and an "
           "action clause sees an attack before it is used (\"IF Heracross is to use X-Scissor on you\")";
  if (names_damage(lower))
    return "[10.5a] has no timing for damage or HP loss; \"When you are hit\" watches damaging attacks (only they "
             "create hits), and a state clause can compare HP (\"IF your HP is below 50%\")";
  return "the timings of [10.5a]: the start or end of the round, step or a Pokemon's turn; a priority; a "
         "condition created; being hit; missing with or failing to attempt or execute an action";
}

/// An either-or result ("use Protect or Detect", "use Protect/Detect") or a substitution ignoring
/// itself ("ignore this substitution"), which [10.7a] has no wording for: the help names the fix. "" for anything else (the table's message and the handbook's list
/// do).
std::string result_help(std::string_view raw) {
  std::string lower = text::to_lower(text::trim(raw));
  while (!lower.empty() && (lower.back() == '.' || lower.back() == '!')) lower.pop_back();
  std::string_view rest = lower;
  if (rest.starts_with("then ")) rest.remove_prefix(5);
  // "ignore this substitution", "ignore this sub next step": [10.7a] ignores the recipient's *other*
  // substitutions.
  if ((rest.starts_with("ignore ") || rest.starts_with("disregard ")) &&
      (text::find_word(rest, "this") != std::string_view::npos || text::find_word(rest, "itself") != std::string_view::npos))
    return "[10.7a] ignores the recipient's other substitutions, never the one it is written in; for a substitution "
           "that triggers at most once a round, write the timing affix \"Once\" ([10.5b]), or \"Non-Consecutively\"";
  // "skip your next order", "use Swords Dance instead of your next order": [10.7a] names the step
  // a new action is for, or pulls the later orders up; "the next order" and skipping are neither.
  for (std::string_view words : {"skip"sv, "next order"sv, "next action"sv, "next move"sv, "following order"sv})
    if (text::find_word(rest, words) != std::string_view::npos)
      return "[10.7a] gives a new action for a named step: \"use X\" (this step), \"use X next step\" or \"use X on "
             "step N\"; to drop an order and move the later ones up, \"pull back orders\"";
  // "replace the next X-Scissor with Swords Dance", "replace your step 2 order with …": [10.7a]'s
  // replace takes all of one action; one order is changed by naming its step.
  if (rest.starts_with("replace ") && !rest.starts_with("replace all "))
    return "[10.7a] replaces all of one action with another (\"replace all X-Scissor with Swords Dance\"); to "
           "change one order, name its step: \"use Swords Dance next step\" or \"use Swords Dance on step N\"";
  // "swap your next two orders": [10.7a] has no reordering.
  if (names_reordering(rest)) return std::string(kReorderHelp);
  if (!rest.starts_with("use ")) return {};
  rest.remove_prefix(4);
  std::size_t cut = text::find_word(rest, "or");
  if (cut == std::string_view::npos) {
    // "Protect/Detect": a slash between two letters.
    for (std::size_t i = 1; i + 1 < rest.size() && cut == std::string_view::npos; ++i)
      if (rest[i] == '/' && text::is_alpha(rest[i - 1]) && text::is_alpha(rest[i + 1])) cut = i;
  }
  if (cut == std::string_view::npos || cut == 0) return {};
  const std::string_view written = text::trim(raw);
  // `lower` is `written` lower-cased, less its closing marks: the offsets agree.
  // "use Quick Attack instead of X-Scissor or Aerial Ace": the new action is one; the "or" is
  // between the actions it replaces, and [10.7a] replaces one action with another per clause.
  if (const std::size_t of = text::find_word(rest, "instead of"); of != std::string_view::npos && of < cut) {
    const std::size_t at = lower.size() - rest.size();  // where `rest` starts in `written`
    constexpr std::size_t kInsteadOf = 10, kOr = 2;        // "instead of", "or"
    const std::string_view used = text::trim(written.substr(at, of));
    const std::string_view replaced = text::trim(written.substr(at + of + kInsteadOf, cut - of - kInsteadOf));
    const std::string_view other = text::trim(written.substr(at + cut + kOr, rest.size() - cut - kOr));
    return fmt::format("[10.7a] replaces one action with another in each result clause (\"replace all {} with {}\"); "
                       "for two, write two clauses: \"replace all {} with {}, and replace all {} with {}\"",
                       replaced, used, replaced, used, other, used);
  }
  std::string first{text::trim(written.substr(lower.size() - rest.size(), cut))};
  return "a result gives the step one action ([10.7a]); an either-or leaves the choice open: pick one (\"use " + first +
         "\"), or give the other its own substitution";
}

/// "If you're paralyzed roost instead": with no comma, THEN or "use" before it, the result was read
/// as part of the trigger. A move or command named right before a closing "instead" is the result
/// the player meant [10.7a].
struct MeantResult {
  std::size_t offset = 0;   ///< in the clause's raw text
  std::string_view written;
  std::string name;
};
std::optional<MeantResult> result_before_instead(std::string_view raw) {
  std::string_view body = text::trim(raw);
  while (!body.empty() && (body.back() == '.' || body.back() == '!')) body.remove_suffix(1);
  const std::string lower = text::to_lower(body);
  if (!lower.ends_with(" instead")) return std::nullopt;
  const std::string_view before = text::trim(body.substr(0, body.size() - 8));
  // The starts of the last four words, nearest first; the longest name wins ("Swords Dance").
  std::vector<std::size_t> starts;
  for (std::size_t i = before.size(); i > 0 && starts.size() < 4; --i)
    if (before[i - 1] == ' ') starts.push_back(i);
  if (starts.size() < 4) starts.push_back(0);  // the first word, when there are fewer than four
  for (auto it = starts.rbegin(); it != starts.rend(); ++it) {
    if (*it == 0) continue;  // the whole trigger is no result
    const std::string_view name = before.substr(*it);
    for (Kind k : {Kind::move, Kind::command}) {
      const Resolution r = dex().resolve(k, name);
      if (r.match == Match::exact || r.match == Match::alias)
        return MeantResult{static_cast<std::size_t>(name.data() - raw.data()), name, std::string(dex().entry(k, r.id).name)};
    }
  }
  return std::nullopt;
}

/// "Should Heracross use Protect and use Swords Dance": with no comma or THEN, a last "use …"
/// with no subject of its own reads as a second clause about the trigger's Pokemon; the player
/// most likely meant it as the result [10.1].
bool subjectless_use_clause(const Substitution& sub) {
  if (sub.trigger.size() < 2) return false;
  const TriggerClause& last = sub.trigger.back();
  if (last.kind != ClauseKind::action) return false;
  const std::string lower = text::to_lower(text::trim(last.raw));
  return lower.starts_with("use ");  // "… and uses Swords Dance" observes a second action
}

/// BBP2104 for words after the result that are no clause ([10.7a], [10.3]): named, and the
/// substitution shown without them.
void remark_diagnostic(const ResultClause& r, const detail::TrailingRemark& remark, DiagnosticList& out) {
  Diagnostic& d = out.add(DiagId::unreadable_result_clause, r.span,
                          fmt::format("\"{}\" after the result is no clause the handbook lists, so this result "
                                      "clause cannot be read [10.7a] [10.3]",
                                      remark.remark));
  d.help = fmt::format("without it the substitution reads \"{}\"; a remark belongs outside the substitution "
                       "(Conventions of Posting: orders and flavor set apart), a condition in its trigger [10.6]",
                       remark.without);
  // The source holds the clause byte for byte (no markup inside): delete the remark.
  if (r.span.size() == r.raw.size() && remark.readable_end < remark.clause_end)
    d.fixits.push_back(FixIt{Span{r.span.begin + remark.readable_end, r.span.begin + remark.clause_end}, ""});
}

}  // namespace

void substitution_syntax_diagnostics(const Substitution& sub, DiagnosticList& out) {
  if (sub.unreadable) {
    Diagnostic& d = out.add(DiagId::unreadable_substitution, Span{sub.failed_at, sub.span.end}, sub.reason);
    d.help = "write it as [timing,] IF <trigger>, THEN <result> ([10.1])";
  }
  auto timing_diag = [&out](const SubTiming& t) {
    if (t.kind != TimingKind::unreadable) return;
    Diagnostic& d = out.add(DiagId::unreadable_timing, t.span);
    d.help = timing_help(t.raw);
  };
  if (sub.timing) timing_diag(*sub.timing);
  for (const SubTiming& t : sub.extra_timings) timing_diag(t);
  for (const TriggerClause& c : sub.trigger)
    if (c.kind == ClauseKind::unreadable) out.add(DiagId::unreadable_trigger_clause, c.span);
  for (const ResultClause& r : sub.results)
    if (r.kind == ResultKind::unreadable) {
      // "…, use Knock Off instead (just in case)": words after the result that are no clause.
      const auto remark = &r == &sub.results.back() ? detail::trailing_remark(sub, r) : std::nullopt;
      if (!remark) {
        Diagnostic& d = out.add(DiagId::unreadable_result_clause, r.span);
        if (std::string help = result_help(r.raw); !help.empty()) d.help = std::move(help);
        continue;
      }
      remark_diagnostic(r, *remark, out);
    }
  // "…, THEN use X-Scissor (just in case)": the remark was read as a parameter of the action, but is
  // the same remark as after "instead" (docs/rulings.md).
  if (!sub.results.empty() && sub.results.back().kind != ResultKind::unreadable)
    if (const auto remark = detail::remark_parameter(sub, sub.results.back()))
      remark_diagnostic(sub.results.back(), *remark, out);
  if (sub.if_keyword.present() && sub.trigger.empty() && !sub.timing_is_trigger()) {
    Diagnostic& d = out.add(DiagId::empty_trigger, sub.if_keyword.span);
    d.help = "to trigger every time, write \"IF possible\" or \"IF you are able\" ([10.6f])";
  }
  if (sub.then_implicit && !sub.trigger.empty() && !sub.results.empty()) {
    Diagnostic& d = out.add(DiagId::missing_then, sub.results.front().span);
    d.fixits.push_back(FixIt{Span{sub.results.front().span.begin, sub.results.front().span.begin}, "THEN "});
  }
  if (sub.result_first && !sub.trigger.empty()) result_first_diagnostic(sub, out);
  if (sub.unless_late && !sub.trigger.empty() && sub.trigger.back().span.begin >= sub.unless_late->begin)
    unless_late_diagnostic(sub, out);
  // "Use Roost at the end of the round if possible": the timing comes before the trigger; only
  // the result is out of place, and BBP2109 says so.
  const bool timing_before_trigger =
      sub.timing_late && !sub.trigger.empty() && sub.timing_late->end <= sub.trigger.front().span.begin;
  if (sub.timing_late && !(sub.result_first && timing_before_trigger)) timing_late_diagnostic(sub, out);
  if (sub.results.empty() && !sub.unreadable) {
    if (sub.then_keyword.present()) out.add(DiagId::empty_result, sub.then_keyword.span);
    else {
      Diagnostic& d = out.add(DiagId::missing_result, sub.span);
      const TriggerClause* last = sub.trigger.empty() ? nullptr : &sub.trigger.back();
      if (const auto meant = last != nullptr ? result_before_instead(last->raw) : std::nullopt) {
        d.help = fmt::format("\"{}\" before \"instead\" reads as part of the trigger; to make it the result, put a "
                             "comma and \"THEN use\" before it: \", THEN use {} instead\" [10.7a]",
                             meant->written, meant->name);
        if (last->raw.size() == last->span.size()) {  // plain text: the offsets are the source's
          const std::size_t at = last->span.begin + meant->offset;  // the name follows a space
          d.fixits.push_back(FixIt{Span{at - 1, at}, ", THEN use "});
        }
      } else if (subjectless_use_clause(sub)) {
        const TriggerClause& before = sub.trigger[sub.trigger.size() - 2];
        const TriggerClause& use = sub.trigger.back();
        d.help = fmt::format("\"{}\" reads as a second trigger clause about the same Pokemon; to make it the "
                             "result, put a comma and THEN before it: \", THEN {}\" [10.1]",
                             text::trim(use.raw), text::trim(use.raw));
        // Plain text: replace what joins the two clauses (" and ") with ", THEN ".
        if (use.raw.size() == use.span.size() && before.raw.size() == before.span.size() && before.span.end < use.span.begin)
          d.fixits.push_back(FixIt{Span{before.span.end, use.span.begin}, ", THEN "});
      }
    }
  }
}

namespace {

/// Lower-case copy of the first bytes of the line with runs of blanks collapsed.
std::string head_of(std::string_view line, std::size_t limit) {
  std::string out;
  bool space = false;
  for (char c : line) {
    if (out.size() >= limit) break;
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      space = !out.empty();
      continue;
    }
    if (space) out.push_back(' ');
    space = false;
    out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  }
  return out;
}

bool starts_with_word(std::string_view s, std::string_view w) {
  if (s.substr(0, w.size()) != w) return false;
  if (s.size() == w.size()) return true;
  const unsigned char next = static_cast<unsigned char>(s[w.size()]);
  return !std::isalnum(next);
}

/// Whole-word search (ASCII letters decide word edges).
bool has_word(std::string_view s, std::string_view w) {
  for (std::size_t pos = s.find(w); pos != std::string_view::npos; pos = s.find(w, pos + 1)) {
    const bool left = pos == 0 || !std::isalnum(static_cast<unsigned char>(s[pos - 1]));
    const std::size_t end = pos + w.size();
    const bool right = end == s.size() || !std::isalnum(static_cast<unsigned char>(s[end]));
    if (left && right) return true;
  }
  return false;
}

std::string_view skip_label(std::string_view s) { return s.substr(post::substitution_label_length(s)); }

}  // namespace

bool looks_like_substitution(std::string_view line_text) {
  const std::string head = head_of(line_text, 4096);
  // "And if …", "Also, at the end of the step, …": past the words leading in, as the grammar reads.
  std::string_view body = skip_label(head);
  body.remove_prefix(lead_in_length(body));
  // An IF trigger, a THEN result, or a timing opener of [10.5a] at the start of the line.
  if (starts_with_word(body, "if") || starts_with_word(body, "only if")) return true;
  if (has_word(body, "if") && (has_word(body, "then") || has_word(body, "use") || has_word(body, "push"))) return true;
  // [10.3b] SHOULD written for IF: "Should Heracross use Protect, use Detect".
  // "Should Heracross use Protect: use Detect" (a colon before the result, as after IF).
  if (starts_with_word(body, "should") &&
      (has_word(body, "then") || body.find(',') != std::string_view::npos || body.find(": ") != std::string_view::npos ||
       body.find("->") != std::string_view::npos || body.find("=>") != std::string_view::npos ||
       body.find("\xE2\x86\x92") != std::string_view::npos))
    return true;
  for (std::string_view opener :
       {"at the start of"sv, "at the end of"sv, "at the beginning of"sv, "on your turn"sv, "at priority"sv,
        "at the start"sv, "start of"sv, "end of"sv, "when hit"sv, "when you are"sv, "when you're"sv, "whenever"sv,
        "once,"sv, "only once"sv, "non-consecutively"sv, "on step"sv, "priority"sv}) {
    if (body.rfind(opener, 0) != 0) continue;
    // A whole word: "Start off with Swords Dance, then …" is no "start of". The prefix test above
    // comes first: `body` may be shorter than the opener.
    const bool whole = body.size() == opener.size() || opener.back() == ',' || !text::is_alpha(body[opener.size()]);
    if (whole && (has_word(body, "if") || has_word(body, "then") || has_word(body, "use"))) return true;
  }
  if (starts_with_word(body, "when") && (has_word(body, "then") || has_word(body, "use"))) return true;
  return false;
}

}  // namespace bbp::orders
