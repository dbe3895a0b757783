// [10.3] affixes: only those of [10.5b], [10.6c] and [10.7b], each on its own kind of clause, one
// per clause; state clauses take none ([10.2]); an action clause cannot be negated.
#include "sema/bare_clause_verbs.hpp"
#include "sema/sub_check.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <string>
#include <string_view>

using namespace std::string_view_literals;

namespace bbp::sema {
namespace {

using orders::AffixKind;

bool timing_affix(AffixKind k) {
  return k == AffixKind::once || k == AffixKind::non_consecutively || k == AffixKind::on_steps;
}
bool action_affix(AffixKind k) {
  return k == AffixKind::current_step || k == AffixKind::occurrences || k == AffixKind::future ||
         k == AffixKind::and_not || k == AffixKind::previously_executed;
}
bool result_affix(AffixKind k) {
  return k == AffixKind::nth_instance || k == AffixKind::other_instances || k == AffixKind::if_step ||
         k == AffixKind::other_steps || k == AffixKind::otherwise;
}

std::string_view family_of(AffixKind k) {
  if (timing_affix(k)) return "a timing affix [10.5b]";
  if (action_affix(k)) return "an action clause affix [10.6c]";
  return "a result affix [10.7b]";
}

void check_list(SubCheck& c, const std::vector<orders::SubAffix>& affixes, bool (*allowed)(AffixKind),
                std::string_view clause, std::string_view section) {
  for (std::size_t i = 0; i < affixes.size(); ++i) {
    const orders::SubAffix& a = affixes[i];
    if (!allowed(a.kind))
      c.report(DiagId::affix_wrong_clause, a.span,
               fmt::format("\"{}\" is {}, not an affix of {} [{}]", a.raw, family_of(a.kind), clause, section));
    if (i == 1) {
      Diagnostic& d = c.report(DiagId::too_many_affixes, a.span,
                               fmt::format("a second affix on the {}: each clause may have at most one [10.3]", clause));
      d.labels.push_back(Label{affixes[0].span, "the first affix"});
    }
  }
}

// Affix phrases of one family written on a clause of another. The grammar only attaches affixes
// where they belong, so a misplaced one shows up as trailing words of the clause's raw text.
struct Phrase {
  std::string_view words;
  std::string_view family;
};
constexpr Phrase kMisplaced[] = {
    {"on any step this round", "an action clause affix [10.6c]"},
    {"later this round", "an action clause affix [10.6c]"},
    {"this round", "an action clause affix [10.6c]"},
    {"this step", "an action clause affix [10.6c]"},
    {"on a later step", "an action clause affix [10.6c]"},
    {"later", "an action clause affix [10.6c]"},
    {"previously", "an action clause affix [10.6c]"},
    {"non-consecutively", "a timing affix [10.5b]"},
    {"only once", "a timing affix [10.5b]"},
    {"once", "a timing affix [10.5b]"},
};

/// The misplaced affix phrase that ends `raw` (ignoring a final period), if any.
const Phrase* trailing_affix(std::string_view raw, std::size_t& at) {
  std::string l = text::to_lower(raw);
  while (!l.empty() && (l.back() == '.' || l.back() == ' ' || l.back() == ',')) l.pop_back();
  for (const Phrase& p : kMisplaced) {
    if (l.size() > p.words.size() && l.ends_with(p.words) && l[l.size() - p.words.size() - 1] == ' ') {
      at = l.size() - p.words.size();
      return &p;
    }
  }
  return nullptr;
}

Span clause_sub_span(const SubCheck& c, Span clause, std::size_t at, std::size_t length) {
  const std::size_t b = projection_offset(c.plain, clause.begin);
  return c.plain.to_source(Span{b + at, b + at + length});
}

/// [10.6c] counts. "Previously Executed Actions" observes whether the action was executed at all in
/// the step or round ("one or more"); it has no count: "IF Heracross has used Bulk Up twice" asks
/// for a number of past uses no affix observes. "Amount of Behavior Occurrences" is true when the
/// behaviour is present and "not present more than the specified number of times": its count is
/// a most, so "at least twice" / "more than once" ask for what it never observes, and so does
/// "exactly twice" (a least too), and a bare "twice this round" (two uses, as exactly); "exactly
/// once" and a bare "once" are "at most once", the behaviour being present.
/// "at all" and "at least once" are the presence both affixes observe anyway.
void check_affix_counts(SubCheck& c, const orders::TriggerClause& t) {
  for (const orders::SubAffix& a : t.affixes) {
    if (a.count.text.empty()) continue;
    std::string words = text::to_lower(a.count.text);  // "at least twice" -> "atleasttwice"
    std::erase_if(words, [](char ch) { return ch == ' ' || ch == '\t' || ch == '\n'; });
    if (words == "atall" || words == "atleastonce") continue;
    // "twice this round" with no "at most": two uses, exactly as "exactly twice" (docs/rulings.md).
    const bool bare_many = words == "twice" || words == "thrice" || words == "twotimes" || words == "threetimes" ||
                           (words.size() > 5 && words.ends_with("times") && words.find_first_not_of("0123456789") == words.size() - 5 &&
                            words != "1times");
    const bool least = words.starts_with("atleast") || words.starts_with("morethan") || bare_many ||
                       (words.starts_with("exactly") && words != "exactlyonce" && words != "exactly1time");
    std::string_view why, help;
    if (a.kind == AffixKind::previously_executed) {
      why = "the affix for actions already executed observes whether the action was executed at all this step or "
            "round, never how many times";
      help = "observe one or more past uses (\"has executed it this round\"), or the uses still to come (\"is to "
             "use it at most twice this round\")";
    } else if (a.kind == AffixKind::occurrences && least) {
      why = "the affix counting a behaviour this round observes at most how many times it is present, never at "
            "least how many";
      help = "give the most it may be present (\"at most once this round\"), or observe it at all (\"on any step "
             "this round\")";
    } else {
      continue;
    }
    Diagnostic& d = c.report(DiagId::unknown_affix, a.count.span, fmt::format("\"{}\": {} [10.6c] [10.3]", a.count.text, why));
    d.help = std::string(help);
  }
}

}  // namespace

/// [10.7b] "on other instances", "in other steps" and "otherwise" ignore their clause only during
/// the instances or steps another clause's "on Nth instance" / "if it is step N" names. Without
/// such a clause they never ignore it: "use Protect; otherwise use Earthquake" follows both results
/// in turn (Earthquake last), which is not the "else" a player means by it.
void check_result_affix_pairs(SubCheck& c) {
  using orders::AffixKind;
  const auto& results = c.sub.results;
  auto other_has = [&](std::size_t self, AffixKind kind) {
    for (std::size_t k = 0; k < results.size(); ++k)
      if (k != self)
        for (const orders::SubAffix& a : results[k].affixes)
          if (a.kind == kind) return true;
    return false;
  };
  for (std::size_t k = 0; k < results.size(); ++k) {
    for (const orders::SubAffix& a : results[k].affixes) {
      const bool nth = other_has(k, AffixKind::nth_instance), step = other_has(k, AffixKind::if_step);
      std::string_view partner;
      if (a.kind == AffixKind::other_instances && !nth) partner = "\"on Nth instance\"";
      else if (a.kind == AffixKind::other_steps && !step) partner = "\"if it is step N\"";
      else if (a.kind == AffixKind::otherwise && !nth && !step) partner = "\"on Nth instance\" or \"if it is step N\"";
      if (partner.empty()) continue;
      Diagnostic& d = c.report(DiagId::unpaired_result_affix, a.span,
                               fmt::format("\"{}\" ignores its clause only where another result clause's {} says; "
                                           "no clause has one, so this clause is always followed, after the ones "
                                           "before it [10.7b]",
                                           a.raw, partner));
      d.help = a.kind == AffixKind::otherwise
                   ? "a substitution has no \"else\": to act when the trigger is false, write a second "
                     "substitution with the opposite trigger"
                   : "add the affix it answers to another result clause, or remove this one";
    }
  }
}

namespace {

/// "IF not using Protect", "… and not going to attack": a clause with no verb the grammar reads
/// whose words, after "not", are those of an action clause. It observes that its Pokemon will not
/// act so, the negated action clause of [10.3] however its Pokemon is left unsaid.
bool negated_bare_action(const orders::TriggerClause& t) {
  return t.kind == orders::ClauseKind::state && t.state == orders::StateForm::bare && t.negated &&
         action_verb_lead(t.condition.text) > 0;
}

}  // namespace

void check_affixes(SubCheck& c) {
  const orders::Substitution& s = c.sub;
  if (s.timing) check_list(c, s.timing->affixes, timing_affix, "timing clause", "10.5b");
  for (const orders::SubTiming& t : s.extra_timings) check_list(c, t.affixes, timing_affix, "timing clause", "10.5b");
  for (const orders::TriggerClause& t : s.trigger) {
    if (t.kind == orders::ClauseKind::action || negated_bare_action(t)) {
      if (t.kind == orders::ClauseKind::action) {
        check_list(c, t.affixes, action_affix, "action clause", "10.6c");
        check_affix_counts(c, t);
      }
      if (t.negated) {
        Diagnostic& d = c.report(DiagId::negated_action_clause, t.span,
                                 fmt::format("\"{}\": observing that a Pokemon will not do something is not a clause "
                                             "of the rules [10.3]",
                                             t.raw));
        d.help = "observe what the Pokemon will do instead, or use the \"and not\" affix of [10.6c] "
                 "(\"is to use X, and not Y later\")";
      }
    } else if (t.kind == orders::ClauseKind::state) {
      std::size_t at = 0;
      if (!t.affixes.empty()) {
        c.report(DiagId::state_clause_affix, t.affixes.front().span,
                 fmt::format("\"{}\" is an affix, and state clauses have none [10.2]", t.affixes.front().raw));
      } else if (const Phrase* p = trailing_affix(t.raw, at)) {
        c.report(DiagId::state_clause_affix, clause_sub_span(c, t.span, at, p->words.size()),
                 fmt::format("\"{}\" is {}, and state clauses have no affixes [10.2]", t.raw.substr(at, p->words.size()),
                             p->family));
      }
    }
  }
  check_result_affix_pairs(c);
  for (const orders::ResultClause& r : s.results) {
    check_list(c, r.affixes, result_affix, "result clause", "10.7b");
    std::size_t at = 0;
    if (r.kind != orders::ResultKind::unreadable) continue;
    if (const Phrase* p = trailing_affix(r.raw, at)) {
      c.report(DiagId::affix_wrong_clause, clause_sub_span(c, r.span, at, p->words.size()),
               fmt::format("\"{}\" is {}, not an affix of a result clause [10.3]", r.raw.substr(at, p->words.size()),
                           p->family));
    }
  }
}

}  // namespace bbp::sema
