#pragma once
// A one-line summary of a substitution tree for the substitution tests: every classified part
// with its raw text, so a test states the whole expected structure next to its input.
//
//   [label] T:kind(field=text ...){affix:raw} | IF clause <conj> clause | THEN result ; result | !rest@offset
#include <bbp/substitution.hpp>

#include "orders/substitution_nodes.hpp"

#include <catch2/catch.hpp>

#include <string>

namespace bbp::test {

inline std::string sub_pokemon(const orders::SubPokemon& p) {
  std::string s = p.text;
  if (p.placeholder != orders::Placeholder::none) {
    // In the order of orders::Placeholder.
    static constexpr const char* kNames[] = {"none",     "any_opponent", "any_ally", "any_pokemon", "reference", "opponent",
                                             "position", "target",       "self",     "pronoun",     "group"};
    s += "<" + std::string(kNames[static_cast<int>(p.placeholder)]) + ">";
  }
  if (p.zone != orders::Zone::unspecified) {
    static constexpr const char* kZones[] = {"", "benched", "inactive", "anywhere"};
    s += "@" + std::string(kZones[static_cast<int>(p.zone)]);
  }
  return s;
}

inline std::string sub_affixes(const std::vector<orders::SubAffix>& affixes) {
  std::string s;
  for (const orders::SubAffix& a : affixes) {
    s += "{" + std::string(orders::to_string(a.kind)) + ":" + a.raw;
    for (int n : a.numbers) s += "#" + std::to_string(n);
    if (a.behaviour.present()) s += "/b=" + a.behaviour.text;
    s += "}";
  }
  return s;
}

inline std::string sub_action(const orders::SubAction& a) {
  std::string s = std::string(orders::to_string(a.form)) + ":" + a.text;
  if (a.type.present()) s += "/type=" + a.type.text;
  for (const auto& c : a.components) s += "/c=" + c.text;
  for (const auto& q : a.qualifiers) s += "/q=" + q.text;
  for (const auto& p : a.params) s += "(" + p.text + ")";
  for (const auto& t : a.targets) s += "->" + sub_pokemon(t);
  return s;
}

inline void field(std::string& s, const char* name, const orders::SubText& t) {
  if (t.present()) s += std::string(s.back() == '(' ? "" : " ") + name + "=" + t.text;
}

inline std::string sub_clause(const orders::TriggerClause& c) {
  using orders::ClauseKind;
  std::string s;
  switch (c.kind) {
    case ClauseKind::truth: return "true(" + c.raw + ")";
    case ClauseKind::unreadable: return "bad(" + c.raw + ")";
    case ClauseKind::action: s = "action("; break;
    case ClauseKind::state: s = std::string(orders::to_string(c.state)) + "("; break;
  }
  if (c.negated) s += "not ";
  if (c.subject) s += std::string("s=") + (c.subject->possessive ? "poss:" : "") + sub_pokemon(*c.subject);
  field(s, "p", c.property);
  field(s, "v", c.verb);
  if (c.action) s += " a=" + sub_action(*c.action);
  if (c.comparator.present()) s += " cmp=" + std::string(orders::to_string(c.op)) + ":" + c.comparator.text;
  if (c.value.present()) s += " val=" + std::string(orders::to_string(c.value_kind)) + ":" + c.value.text;
  field(s, "q", c.quantity);
  if (c.state != orders::StateForm::bare) field(s, "cond", c.condition);
  field(s, "loc", c.location);
  return s + ")" + sub_affixes(c.affixes);
}

inline std::string sub_result(const orders::ResultClause& r) {
  std::string s = std::string(orders::to_string(r.kind)) + (r.implicit_verb ? "*" : "") + "(";
  if (r.kind == orders::ResultKind::unreadable) return s + r.raw + ")";
  for (std::size_t i = 0; i < r.actions.size(); ++i) s += (i ? ", " : "") + sub_action(r.actions[i]);
  if (r.kind == orders::ResultKind::push_down || r.kind == orders::ResultKind::pull_back) s += r.verb.text;
  field(s, "push", r.push);
  if (r.shift != 1) s += " by=" + std::to_string(r.shift);
  if (r.until_round_end) s += " to-end";
  field(s, "step", r.step);
  for (int n : r.steps) s += "#" + std::to_string(n);
  field(s, "which", r.which);
  field(s, "for", r.duration);
  field(s, "subject", r.subject);
  return s + ")" + sub_affixes(r.affixes);
}

inline std::string sub_timing(const orders::SubTiming& t) {
  std::string s = "T:" + std::string(orders::to_string(t.kind)) + "(";
  field(s, "edge", t.edge);
  field(s, "phase", t.phase);
  if (t.pokemon) s += std::string(s.back() == '(' ? "" : " ") + "who=" + sub_pokemon(*t.pokemon);
  field(s, "prio", t.priority);
  field(s, "cond", t.condition);
  field(s, "note", t.note);
  field(s, "verb", t.verb);
  field(s, "manner", t.manner);
  field(s, "with", t.with);
  field(s, "action", t.action);
  if (t.kind == orders::TimingKind::unreadable) s += t.raw;
  return s + ")" + sub_affixes(t.affixes);
}

inline std::string summary(const orders::Substitution& sub) {
  std::string s;
  if (sub.label.present()) s += "[" + sub.label.text + "] ";
  if (sub.timing) s += sub_timing(*sub.timing) + " ";
  for (const auto& t : sub.extra_timings) s += sub_timing(t) + " ";
  if (sub.if_keyword.present() || !sub.trigger.empty()) {
    s += "| IF";
    for (std::size_t i = 0; i < sub.trigger.size(); ++i) {
      if (i > 0) s += " <" + (i - 1 < sub.conjunctions.size() ? sub.conjunctions[i - 1].word : std::string("?")) + ">";
      s += " " + sub_clause(sub.trigger[i]);
    }
    s += " ";
  }
  if (sub.then_keyword.present() || sub.then_implicit || !sub.results.empty()) {
    s += sub.result_first ? "| (written first)" : sub.then_implicit ? "| (no THEN)" : "| THEN";
    for (std::size_t i = 0; i < sub.results.size(); ++i) s += (i ? " ; " : " ") + sub_result(sub.results[i]);
    s += " ";
  }
  if (sub.unreadable) s += "!rest@" + std::to_string(sub.failed_at);
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

inline std::string summarize(std::string_view text) {
  return summary(orders::detail::parse_substitution_text(text));
}

/// One input and the summary it must read as; `what` names the reading the case proves.
struct SummaryCase {
  const char* what;
  const char* input;
  const char* expected;
};

template <std::size_t N>
void check_summaries(const SummaryCase (&cases)[N]) {
  for (const SummaryCase& c : cases) {
    INFO(c.what << ": " << c.input);
    CHECK(summarize(c.input) == c.expected);
  }
}

}  // namespace bbp::test
