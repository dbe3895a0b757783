// [10.7] results change only the recipient's own orders and only to actions it can attempt;
// [10.8b] a result may not travel back to a higher priority than the one it is checked at.
#include "sema/action_names.hpp"
#include "sema/sub_check.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

using namespace std::string_view_literals;

namespace bbp::sema {

std::vector<std::pair<std::string_view, Span>> named_parts(const orders::SubAction& a) {
  std::vector<std::pair<std::string_view, Span>> out;
  if (a.form == orders::ActionForm::combination) {
    for (const orders::SubText& part : a.components) out.emplace_back(part.text, part.span);
  } else {
    out.emplace_back(a.text, a.span);
  }
  return out;
}

std::vector<const orders::SubAction*> given_actions(const orders::ResultClause& r) {
  std::vector<const orders::SubAction*> out;
  if (r.kind == orders::ResultKind::replace_all) {
    if (r.actions.size() >= 2) out.push_back(&r.actions[1]);
    return out;
  }
  for (const orders::SubAction& a : r.actions) out.push_back(&a);
  return out;
}

namespace {

/// A Pokemon of the context other than the recipient that `folded` names (its nickname, or a
/// species the recipient is not); only when the context places the recipient, so that the name
/// cannot be one the recipient also goes by.
std::pair<const PokemonContext*, std::string_view> other_context_pokemon(const SubCheck& c, std::string_view folded) {
  if (c.recipient.context == nullptr) return {};
  for (const TeamContext& team : c.ctx.teams)
    for (const PokemonContext& p : team.pokemon) {
      if (&p == c.recipient.context) continue;
      const bool by_species = fold_name(p.species) == folded && fold_name(c.recipient.context->species) != folded;
      if ((!p.nickname.empty() && fold_name(p.nickname) == folded) || by_species) return {&p, team.trainer};
    }
  return {};
}

/// "THEN Scizor uses Protect": [10.7] "It modifies the intent or orders of the recipient Pokemon",
/// so a subject other than the recipient (its name, or "you"/"it") gives orders it cannot give.
void check_result_subject(SubCheck& c, const orders::SubText& subject) {
  // "I", "we": the player speaking as the recipient, as in a trigger ("If I am below half").
  static constexpr std::string_view kRecipientWords[] = {"you", "it", "they", "yourself", "itself", "he", "she",
                                                         "i", "we"};
  // "I'll use", "you'll use": the subject without its "will".
  std::string_view name = subject.text;
  for (std::string_view will : {"'ll"sv, "\xE2\x80\x99ll"sv})
    if (name.size() > will.size() && text::iends_with(name, will)) name.remove_suffix(will.size());
  const std::string folded = fold_name(name);
  for (std::string_view w : kRecipientWords)
    if (folded == w) return;
  if (!c.recipient.known()) {
    c.need("[10.7] whether a result's subject names the recipient (give the order set a header or --context)");
    return;
  }
  for (const std::string& n : c.recipient.folded_names)
    if (n == folded) return;
  // The context's teams tell the rest: a subject naming another Pokemon there ("THEN Triantis
  // uses Protect" in Lucario's orders) is no name the recipient could also go by.
  if (const auto [other, trainer] = other_context_pokemon(c, folded); other != nullptr) {
    const std::string_view who = other->nickname.empty() ? std::string_view(other->species) : std::string_view(other->nickname);
    const std::string whose = trainer.empty() ? std::string(other->species) : fmt::format("{}'s {}", trainer, other->species);
    Diagnostic& d = c.report(DiagId::result_changes_other_pokemon, subject.span,
                             fmt::format("\"{}\" is another Pokemon ({}), not {}: a result may only change the "
                                         "recipient's own intent and orders [10.7]",
                                         subject.text, whose, c.recipient.name()));
    d.help = fmt::format("if the substitution is for {0}, post it with {0}'s orders or begin it with \"{0}: \"", who);
    return;
  }
  // A header "Gina" says no species, and "Garchomp" says no nickname: "THEN Garchomp uses
  // Protect" under the first, or "THEN Gina uses Protect" under the second, may be the recipient.
  const Resolution r = c.dex.resolve(Kind::species, subject.text);
  const bool names_species = r.match == Match::exact || r.match == Match::alias;
  if (names_species ? c.recipient.species.empty() : c.recipient.nickname.empty()) {
    c.need("[10.7] whether a result's subject is the recipient (give its nickname and species in the header or "
           "--context)");
    return;
  }
  c.report(DiagId::result_changes_other_pokemon, subject.span,
           fmt::format("\"{}\" is not {}: a result may only change the recipient's own intent and orders [10.7]",
                       subject.text, c.recipient.name()));
}

}  // namespace

void check_results(SubCheck& c) {
  // "IF Heracross uses Protect, than use Swords Dance": THEN misspelt before a result verb
  // (grammar `than_for_then`), read as THEN with a note [10.3b].
  if (const std::string& kw = c.sub.then_keyword.text; !kw.empty()) {
    const std::string lower = text::to_lower(kw);
    if (const std::size_t at = text::find_word(lower, "than"); at != std::string::npos) {
      const Span whole = c.sub.then_keyword.span;
      const bool direct = whole.size() == kw.size();  // no markup inside: the word's own bytes
      const Span span = direct ? Span{whole.begin + at, whole.begin + at + 4} : whole;
      const std::string fixed = direct ? std::string("THEN") : kw.substr(0, at) + "THEN" + kw.substr(at + 4);
      Diagnostic& d = c.report(DiagId::read_as_alias, span, "\"than\" before the result is read as THEN [10.3b]");
      d.fixits.push_back(FixIt{span, fixed});
      c.rewrites.push_back(FixIt{span, fixed});
    }
  }
  const std::optional<int> checked_at = checked_priority(c.sub);
  for (const orders::ResultClause& r : c.sub.results) {
    if (r.subject.present()) check_result_subject(c, r.subject);
    // [10.2] "The result of a Pokemon's substitution can only affect that Pokemon's own orders":
    // ignoring another Pokemon's substitutions ("ignore Weavile's second sub") reaches past them.
    if (r.kind == orders::ResultKind::ignore_substitutions && r.which.present()) {
      const std::string w = r.which.text;
      const std::size_t pos = w.find("'s");
      if (pos != std::string::npos && pos > 0) {
        const std::string owner = text::to_lower(std::string_view(w).substr(0, pos));
        if (owner != "your" && owner != "you" && owner != "its" && owner != "it") {
          c.report(DiagId::result_changes_other_pokemon, r.which.span,
                   fmt::format("\"{}\": a result may only change the recipient's own substitutions [10.7]", w));
        }
      }
    }
    for (const orders::SubAction* a : given_actions(r)) {
      for (const auto& [text, span] : named_parts(*a)) {
        const EntryId move = check_action_name(c, text, span, NameSite::result_clause);
        if (move == kNoEntry) continue;
        // [10.7] "a result clause that would give a Pokemon … intent to use an action that they
        // cannot attempt … is illegal": judged against the movepool the context gives.
        if (c.recipient.context != nullptr && c.recipient.context->moves) {
          if (!movepool_has(c.dex, *c.recipient.context->moves, move))
            c.report(DiagId::result_action_unavailable, span,
                     fmt::format("{} does not know {}, so it cannot attempt it [10.7]", c.recipient.name(),
                                 c.dex.entry(Kind::move, move).name));
        } else {
          c.need("[10.7] whether the recipient can attempt the result's moves (give its movepool in --context)");
        }
        // [10.8b] Time Travel: a result whose action has a higher priority than the bracket the
        // substitution is checked in can never be legal.
        if (checked_at) {
          const int p = c.dex.move(move).priority;
          if (p > *checked_at)
            c.report(DiagId::time_travel, span,
                     fmt::format("{} has priority {:+d}, higher than priority {:+d} where the substitution is "
                                 "checked [10.8b]",
                                 c.dex.entry(Kind::move, move).name, p, *checked_at));
        }
      }
    }
  }
}

}  // namespace bbp::sema
