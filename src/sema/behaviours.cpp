// [10.6b] "Each Action Clause observes their observed Pokemon for exactly one of these actions or
// action groups". "IF Heracross is to use Protect or Detect" reads as an action clause followed by
// a clause that is nothing but another behaviour ("Detect", "use Detect", "a Fire attack"): that
// second behaviour has no Pokemon of its own, so it belongs to the first clause, which then
// observes two behaviours. (Two full action clauses on one Pokemon are [10.2]'s BBP3003.)
#include "sema/action_names.hpp"
#include "sema/behaviour_reading.hpp"
#include "sema/sub_check.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <optional>
#include <type_traits>

using namespace std::string_view_literals;

namespace bbp::sema {
namespace {

/// What a subject-less clause observes, when it reads as a behaviour: its display name.
struct Behaviour {
  std::string name;
  EntryId move = kNoEntry;
};

std::optional<Behaviour> read_behaviour(const Dex& dex, std::string_view text, Span span, std::string_view noun) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  for (std::string_view verb : {"is to use "sv, "to use "sv, "uses "sv, "use "sv, "using "sv})
    if (text::istarts_with(text, verb)) {
      text.remove_prefix(verb.size());
      break;
    }
  while (!text.empty() && (text.back() == ' ' || text.back() == ',' || text.back() == '.')) text.remove_suffix(1);
  if (text.empty() || text::word_count(text) > 5) return std::nullopt;
  std::string_view phrase = text;
  for (std::string_view d : {"any "sv, "an "sv, "a "sv})
    if (phrase.size() > d.size() && text::istarts_with(phrase, d)) {
      phrase.remove_prefix(d.size());
      break;
    }
  // "a Fire attack", "Rock-type moves": attacks of a type ([10.6b]).
  for (std::string_view tail : {" attacks"sv, " attack"sv, " moves"sv, " move"sv}) {
    if (!text::iends_with(phrase, tail) || phrase.size() <= tail.size()) continue;
    std::string_view type = phrase.substr(0, phrase.size() - tail.size());
    for (std::string_view t : {"-type"sv, " type"sv})
      if (text::iends_with(type, t) && type.size() > t.size()) type.remove_suffix(t.size());
    const Resolution r = dex.resolve(Kind::type, type);
    if (r.match == Match::exact || r.match == Match::alias) return Behaviour{std::string(phrase), kNoEntry};
  }
  // "Ice" in "a Fire, Ice or Water attack": a type sharing the noun written after the last one.
  if (!noun.empty() && names_a_type(dex, phrase))
    return Behaviour{std::string(type_word_of(phrase)) + std::string(noun), kNoEntry};
  // A listed action group ("a Protective Move").
  for (std::string_view g : {phrase, phrase.size() > 1 && (phrase.back() == 's' || phrase.back() == 'S')
                                         ? phrase.substr(0, phrase.size() - 1)
                                         : phrase}) {
    const Resolution r = dex.resolve(Kind::action_group, g);
    if (r.match == Match::exact || r.match == Match::alias)
      return Behaviour{std::string(dex.entry(Kind::action_group, r.id).name), kNoEntry};
  }
  // A move, command or trainer item named exactly (or by a former name).
  const ActionName a = resolve_action(dex, text, span);
  if (a.what != ActionWhat::unknown && (a.how == Match::exact || a.how == Match::alias))
    return Behaviour{a.canonical, a.what == ActionWhat::move ? a.id : kNoEntry};
  return std::nullopt;
}

/// The one action group of [10.6d] that holds every move in `moves`, if any: the legal way to
/// observe several moves at once.
std::string common_group(const Dex& dex, const std::vector<EntryId>& moves) {
  if (moves.size() < 2) return {};
  const std::size_t n = dex.size(Kind::action_group);
  std::string best;
  std::size_t best_size = 0;
  for (EntryId g = 0; g < n; ++g) {
    const ActionGroup& group = dex.group(g);
    std::size_t found = 0;
    for (EntryId m : moves)
      for (const GroupMember& member : group.members)
        if (member.kind == Kind::move && member.id == m) {
          ++found;
          break;
        }
    // The smallest group that holds them all is the closest in meaning.
    if (found == moves.size() && (best.empty() || group.members.size() < best_size)) {
      best = std::string(group.name);
      best_size = group.members.size();
    }
  }
  return best;
}

}  // namespace

std::string_view attack_noun_of(std::string_view clause) {
  while (!clause.empty() && (clause.back() == ' ' || clause.back() == ',' || clause.back() == '.')) clause.remove_suffix(1);
  for (std::string_view tail : {" attacks"sv, " attack"sv, " moves"sv, " move"sv})
    if (clause.size() > tail.size() && text::iends_with(clause, tail)) return tail;
  return {};
}

bool names_a_type(const Dex& dex, std::string_view text) {
  const Resolution r = dex.resolve(Kind::type, type_word_of(text));
  return r.match == Match::exact || r.match == Match::alias;
}

std::string_view type_word_of(std::string_view phrase) {
  phrase = strip_determiner(text::trim(phrase));
  for (std::string_view t : {"-type"sv, " type"sv})
    if (text::iends_with(phrase, t) && phrase.size() > t.size()) phrase.remove_suffix(t.size());
  return phrase;
}

namespace {
/// "Detect on step 1", "Ice attack this round": a behaviour with the clause's affix ([10.6c])
/// written after it. `read` of `text`, else of the longest words before a lower-case word that it
/// reads; the affix is judged where the clause is, here only the behaviour counts.
template <typename Read>
std::invoke_result_t<Read, std::string_view> read_before_affix(std::string_view text, Read read) {
  auto r = read(text);
  for (std::size_t at = text.rfind(' '); !r && at != std::string_view::npos && at > 0; at = text.rfind(' ', at - 1))
    if (at + 1 < text.size() && text[at + 1] >= 'a' && text[at + 1] <= 'z') r = read(text.substr(0, at));
  return r;
}

std::optional<Behaviour> read_behaviour_before_affix(const Dex& dex, std::string_view text, Span span,
                                                     std::string_view noun) {
  return read_before_affix(text, [&](std::string_view t) { return read_behaviour(dex, t, span, noun); });
}

/// The attack noun of "Ice attack on step 2" ("… or Ice attack" with the clause's affix after it).
std::string_view attack_noun_before_affix(std::string_view text) {
  return read_before_affix(text, [](std::string_view t) -> std::optional<std::string_view> {
           const std::string_view noun = attack_noun_of(t);
           return noun.empty() ? std::nullopt : std::optional<std::string_view>(noun);
         }).value_or(std::string_view{});
}

bool subjectless_behaviour(const orders::TriggerClause& t) {
  return !t.subject && (t.kind == orders::ClauseKind::unreadable ||
                        (t.kind == orders::ClauseKind::state && t.state == orders::StateForm::bare));
}
}  // namespace

bool reads_as_behaviour(const Dex& dex, const orders::TriggerClause& t, std::string_view noun) {
  return subjectless_behaviour(t) && read_behaviour_before_affix(dex, t.raw, t.span, noun).has_value();
}

std::string_view shared_attack_noun(const std::vector<orders::TriggerClause>& clauses, std::size_t i) {
  std::size_t j = i + 1;
  while (j < clauses.size() && subjectless_behaviour(clauses[j])) {
    if (const std::string_view noun = attack_noun_before_affix(clauses[j].raw); !noun.empty()) return noun;
    ++j;
  }
  return {};
}

void check_behaviours(SubCheck& c) {
  const auto& clauses = c.sub.trigger;
  for (std::size_t i = 0; i < clauses.size(); ++i) {
    const orders::TriggerClause& first = clauses[i];
    if (first.kind != orders::ClauseKind::action || !first.action) continue;
    // The behaviours that follow it without a Pokemon of their own.
    std::vector<std::string> names;
    std::vector<EntryId> moves;
    if (first.action->form == orders::ActionForm::name) {
      const ActionName a = resolve_action(c.dex, first.action->text, first.action->span);
      if (a.what == ActionWhat::move) moves.push_back(a.id);
    }
    Span last = first.span;
    const std::string_view noun = shared_attack_noun(clauses, i);
    std::size_t j = i + 1;
    for (; j < clauses.size(); ++j) {
      const orders::TriggerClause& next = clauses[j];
      if (!subjectless_behaviour(next)) break;
      const std::optional<Behaviour> b = read_behaviour_before_affix(c.dex, next.raw, next.span, noun);
      if (!b) break;
      names.push_back(b->name);
      if (b->move != kNoEntry) moves.push_back(b->move);
      last = next.span;
    }
    if (names.empty()) continue;
    const std::string subject = first.subject ? first.subject->text : std::string("the observed Pokemon");
    // "a Fire or Ice attack": the first type shares the noun written after the last one.
    std::string first_name = first.action->text;
    if (!noun.empty() && first.action->form != orders::ActionForm::typed && names_a_type(c.dex, first_name))
      first_name = std::string(type_word_of(first_name)) + std::string(noun);
    std::string listed = fmt::format("\"{}\"", first_name);
    for (std::size_t k = 0; k < names.size(); ++k)
      listed += fmt::format("{}\"{}\"", k + 1 == names.size() ? " and " : ", ", names[k]);
    Diagnostic& d = c.report(DiagId::several_behaviours, cover(first.action->span, last),
                             fmt::format("this action clause observes {} behaviours of {} ({}); an action clause "
                                         "observes exactly one action or action group [10.6b]",
                                         names.size() + 1, subject, listed));
    const std::string group = moves.size() == names.size() + 1 ? common_group(c.dex, moves) : std::string();
    d.help = group.empty()
                 ? std::string("write one substitution for each behaviour")
                 : fmt::format("write one substitution for each behaviour, or observe the action group \"{}\" "
                               "(it holds them all, and other moves too) [10.6d]",
                               group);
    i = j - 1;
  }
}

}  // namespace bbp::sema
