// [10.5] timing clauses: spelled out in plain language (no acronyms such as CASOR), and the
// [10.5a] reading of "end of priority X".
#include "orders/condition_groups.hpp"
#include "orders/hit_with.hpp"
#include "sema/action_names.hpp"
#include "sema/sub_check.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <cctype>
#include <charconv>

namespace bbp::sema {
namespace {

struct Acronym {
  std::string_view letters;
  std::string_view spelled;
};

// Old shorthand players still write ("Check At Start Of Round"...). [10.5] forbids them.
constexpr Acronym kAcronyms[] = {
    {"casor", "At the start of the round"}, {"caeor", "At the end of the round"},
    {"casos", "At the start of the step"},  {"caeos", "At the end of the step"},
    {"casot", "At the start of your turn"}, {"caeot", "At the end of your turn"},
    {"casoyt", "At the start of your turn"}, {"caeoyt", "At the end of your turn"},
    {"sor", "At the start of the round"},   {"eor", "At the end of the round"},
    {"sos", "At the start of the step"},    {"eos", "At the end of the step"},
    {"sot", "At the start of your turn"},   {"eot", "At the end of your turn"},
};

bool word_char(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0; }

/// Words after "hit with" that name every hit: "an attack", "any move", "" ([10.5a] "with an
/// attack from Pokemon", "at all").
bool names_any_hit(std::string_view what) {
  const std::string lower = text::to_lower(strip_determiner(what));
  static constexpr std::string_view kAnyHit[] = {"", "all", "at all", "attack", "attacks", "move", "moves",
                                                 "any attack", "any move", "damaging move", "damaging attack"};
  for (std::string_view any : kAnyHit)
    if (lower == any) return true;
  return false;
}

/// "Scizor hits you" (the attacker before the verb, no "with"/"by"/"from" before it).
bool attacker_first(const orders::SubTiming& t) {
  if (t.kind != orders::TimingKind::hit || !t.pokemon || !t.with.present()) return false;
  const std::string verb = text::to_lower(t.verb.text);
  const std::string with = text::to_lower(t.with.text);
  return (verb == "hits" || verb == "hit") && t.with.span.end <= t.verb.span.begin && !with.starts_with("with ") &&
         !with.starts_with("by ") && !with.starts_with("from ");
}

/// "Scizor hits you" read in the handbook's words ([10.3b] plain English for [10.5a]).
struct AttackerFirstHit {
  std::string passive;  ///< "you are hit with an attack from Scizor", "you are hit with X-Scissor"
  std::string move, attacker;  ///< both set when the words name a move and its user (BBP3036)
};

/// Whether the Dex knows `name` as a move (exactly or by an alias).
bool names_move(const Dex& dex, std::string_view name) {
  const Resolution r = dex.resolve(Kind::move, name);
  return r.match == Match::exact || r.match == Match::alias;
}

/// "Scizor hits you" (or "… with an attack"): hit with an attack from Scizor. "X-Scissor hits
/// you": the words before the verb name a move, so hit with X-Scissor. "Scyther's X-Scissor hits
/// you", "Scizor hits you with Bullet Punch": a move and its user, which [10.5a] does not combine.
AttackerFirstHit read_attacker_first(const Dex& dex, const orders::SubTiming& t) {
  AttackerFirstHit r;
  if (!attacker_first(t)) return r;
  if (t.action.present() && !names_any_hit(t.action.text)) {
    r.move = t.action.text;
    r.attacker = t.with.text;
    return r;
  }
  const std::string_view with = t.with.text;
  for (std::string_view possessive : {std::string_view("'s "), std::string_view("\u2019s ")})
    if (const std::size_t at = with.find(possessive);
        at != std::string_view::npos && at > 0 && names_move(dex, with.substr(at + possessive.size()))) {
      r.move = std::string(with.substr(at + possessive.size()));
      r.attacker = std::string(with.substr(0, at));
      return r;
    }
  const std::string hit = text::to_lower(t.pokemon->text) == "you" ? "you are" : t.pokemon->text + " is";
  r.passive = names_move(dex, with) ? fmt::format("{} hit with {}", hit, with)
                                    : fmt::format("{} hit with an attack from {}", hit, with);
  return r;
}

/// [10.5a] "When [Pokemon] is hit [with specified move / with specified placeholder / with an attack
/// from Pokemon / at all]": one of the four, never a move and an attacker together (the action
/// clauses of [10.6b] may add a target; the timing lists no such narrowing).
void report_move_and_attacker(SubCheck& c, Span span, std::string_view move, std::string_view attacker) {
  Diagnostic& d = c.report(DiagId::hit_move_and_attacker, span,
                           fmt::format("the When Hit timing watches for hits with \"{}\" or for hits from {}, not "
                                       "both: [10.5a] lists \"hit with specified move\" and \"hit with an attack "
                                       "from Pokemon\" as two choices",
                                       move, attacker));
  d.help = fmt::format("watch one of them (\"When you are hit with {}\" or \"When you are hit with an attack from "
                       "{}\"), or watch the intent before the hit with an action clause: \"IF {} is to use {} "
                       "on you\" ([10.6b])",
                       move, attacker, attacker, move);
}

/// [10.5a] "When [Pokemon] is hit [with specified move / with specified placeholder / with an
/// attack from Pokemon / at all]": the move or group after "with" is judged as an action clause
/// judges what it observes ("hit with Frobnicate", "hit by a contact move" are no move and no
/// group). "by Weavile", a name no move has, is the attacker, which the engine reads as such.
void check_hit_with(SubCheck& c, const orders::SubText& with) {
  const orders::HitWith parts = orders::split_hit_with(with.text);
  // [10.5b]: a timing's affixes are Once, Non-Consecutively and On Step; "hit by Flamethrower last
  // step" looks back, and the When Hit timing watches a hit as it happens.
  if (!parts.period.empty()) {
    const std::size_t at = static_cast<std::size_t>(parts.period.data() - with.text.data());
    const Span span{with.span.begin + at, with.span.begin + at + parts.period.size()};
    Diagnostic& d = c.report(DiagId::unknown_affix, span,
                             fmt::format("\"{}\" is not an affix of a timing clause: a timing may be modified only "
                                         "with \"once\", \"non-consecutively\" or \"on step N\", and the When Hit "
                                         "timing watches the hit as it happens, never one before it [10.5b]",
                                         parts.period));
    d.help = "drop the look back, or write the step the hit must happen on (\"on step 2\")";
  }
  const std::string_view what = parts.what;
  if (names_any_hit(what)) return;
  const std::size_t off = static_cast<std::size_t>(what.data() - with.text.data());
  // "hit with Close Combat from Heracross": the move and the attacker together (BBP3036).
  if (!parts.attacker.empty()) {
    report_move_and_attacker(c, Span{with.span.begin + off, with.span.begin + off + what.size()}, what,
                             parts.attacker);
    return;
  }
  orders::SubAction a;
  a.text = std::string(what);
  a.span = Span{with.span.begin + off, with.span.begin + off + what.size()};
  const std::string_view noun = attack_noun_of(what);
  // "hit by Weavile", "by any opponent": after "by", words that name no move and end in no
  // "move"/"attack" are the attacker, as the engine reads them.
  if (parts.after_by && noun.empty() && resolve_action(c.dex, what, a.span).what == ActionWhat::unknown) return;
  const bool article = strip_determiner(what).size() != what.size();
  if (!noun.empty() && names_a_type(c.dex, what.substr(0, what.size() - noun.size()))) {
    a.form = orders::ActionForm::typed;  // "a Fire move": attacks of a type [10.6b]
    a.type.text = std::string(type_word_of(what.substr(0, what.size() - noun.size())));
  } else if (article || !noun.empty()) {
    a.form = orders::ActionForm::group;  // "a Protective Move", "a contact move"
  }
  check_observed_action(c, a);
}

bool written_as_end_of_priority(const orders::Substitution& s) {
  return s.timing && s.timing->kind == orders::TimingKind::priority && text::to_lower(s.timing->edge.text) == "end";
}

}  // namespace

std::optional<int> checked_priority(const orders::Substitution& s) {
  if (!s.timing || s.timing->kind != orders::TimingKind::priority) return std::nullopt;
  int x = 0;
  std::string_view digits = s.timing->priority.text;
  if (!digits.empty() && digits.front() == '+') digits.remove_prefix(1);
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), x);
  if (ec != std::errc{} || end != digits.data() + digits.size()) return std::nullopt;
  return written_as_end_of_priority(s) ? x - 1 : x;
}

void check_timing(SubCheck& c) {
  const std::string& raw = c.sub.raw;
  for (std::size_t i = 0; i < raw.size();) {
    if (!word_char(raw[i])) { ++i; continue; }
    std::size_t j = i;
    while (j < raw.size() && word_char(raw[j])) ++j;
    const std::string_view word = std::string_view(raw).substr(i, j - i);
    // Every acronym is 3 to 6 letters: most words are passed over without comparing.
    if (word.size() < 3 || word.size() > 6) {
      i = j;
      continue;
    }
    for (const Acronym& a : kAcronyms) {
      if (word.size() != a.letters.size() || !text::istarts_with(word, a.letters)) continue;
      const Span span = c.raw_span(i, j);
      Diagnostic& d = c.report(DiagId::timing_acronym, span,
                               fmt::format("\"{}\" is an acronym; timing clauses must be spelled out [10.5]", raw.substr(i, j - i)));
      d.fixits.push_back(FixIt{span, std::string(a.spelled)});
      d.help = fmt::format("write \"{}\"", a.spelled);
      c.rewrites.push_back(FixIt{span, std::string(a.spelled)});
      break;
    }
    i = j;
  }
  // [10.5] "Plain English aliases (such as 'IF you flinch' …) are acceptable ways to specify
  // clauses": legal, read as the timing with the true trigger, and said so.
  if (c.sub.timing_is_trigger() && c.sub.if_keyword.present()) {
    const orders::SubTiming& t = *c.sub.timing;
    const Span span{c.sub.if_keyword.span.begin, t.span.end};
    // "IF Scizor hits you": the handbook's words for the hit at once (one note, one rewrite).
    const std::string passive = read_attacker_first(c.dex, t).passive;
    const std::string timing = passive.empty() ? t.raw : passive;
    const std::string wording = fmt::format("When {}, IF possible", timing);
    Diagnostic& d = c.report(DiagId::read_as_alias, span,
                             fmt::format("\"IF {}\" names an event: it is read as the timing clause \"When {}\" "
                                         "with the trigger \"IF possible\" [10.5]",
                                         t.raw, timing));
    d.fixits.push_back(FixIt{span, wording});
    c.rewrites.push_back(FixIt{span, wording});
  }
  // [10.5a] "When [specific condition / a Major Status / a Screen / a Hazard / a Weather / a
  // Terrain] is created": a name nothing knows ("When you are Frobnicated", "IF Heracross gets a
  // boost") is not judged, and said so; the engine reads the same names (condition_groups.cpp).
  if (c.sub.timing) {
    const orders::SubTiming& t = *c.sub.timing;
    const bool creation = t.kind == orders::TimingKind::condition_inflicted || t.kind == orders::TimingKind::condition_created;
    const bool unknown = creation && t.condition.present() && !orders::resolve_created_condition(c.dex, t.condition.text);
    // "IF Triantis gets Intimidated": an ability or a move taking effect creates no condition.
    if (unknown && !report_effect_participle(c, t.condition, DiagId::unreadable_timing)) {
      Diagnostic& d = c.report(DiagId::unknown_condition, t.condition.span,
                               fmt::format("\"{}\" is not a condition bbpref knows; it cannot judge this clause",
                                           t.condition.text));
      d.help = "[10.5a] watches for one condition, or for a Major Status, a Screen, a Hazard, a Weather or a Terrain";
    }
  }
  // "When Scizor hits you": the words before the verb are the attacker, no move.
  if (c.sub.timing && c.sub.timing->kind == orders::TimingKind::hit && c.sub.timing->with.present() &&
      c.sub.timing->with.span.begin >= c.sub.timing->verb.span.end)
    check_hit_with(c, c.sub.timing->with);
  // "When Scizor hits you": [10.5a] "When [Pokemon] is hit with an attack from Pokemon" written
  // with the attacker first ([10.3b] plain English), read so with a note.
  if (c.sub.timing && attacker_first(*c.sub.timing)) {
    const orders::SubTiming& t = *c.sub.timing;
    // "When Scizor hits you with Bullet Punch", "When Scyther's X-Scissor hits you": a move and
    // its user (BBP3036).
    if (const AttackerFirstHit hit = read_attacker_first(c.dex, t); hit.passive.empty()) {
      report_move_and_attacker(c, t.action.present() ? t.action.span : t.with.span, hit.move, hit.attacker);
    } else if (!(c.sub.timing_is_trigger() && c.sub.if_keyword.present())) {  // else the event's note said it
      const std::string wording = "When " + hit.passive;
      Diagnostic& d = c.report(DiagId::read_as_alias, t.span,
                               fmt::format("\"{}\" is read as \"{}\" [10.3b] [10.5a]", t.raw, wording));
      d.fixits.push_back(FixIt{t.span, wording});
      c.rewrites.push_back(FixIt{t.span, wording});
    }
  }
  // [10.5a] "Any timing written to be 'End of Priority X' is taken to mean 'Start of priority X-1'".
  if (written_as_end_of_priority(c.sub)) {
    const std::optional<int> x = checked_priority(c.sub);
    c.report(DiagId::end_of_priority_read_as_start, c.sub.timing->span,
             x ? fmt::format("read as \"at the start of priority {}\" [10.5a]", *x)
               : std::string("read as the start of the next lower priority [10.5a]"));
  }
}

}  // namespace bbp::sema
