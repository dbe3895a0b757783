// [10.4a] Pokemon placeholders: only "any opponent", "any ally", "any Pokemon"; one type per
// substitution; "that Pokemon/opponent/ally" refers back to it. "The opponent" names the one
// opposing Pokemon only in Singles.
#include "sema/sub_check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

namespace bbp::sema {
namespace {

using orders::Placeholder;

struct Mention {
  const orders::SubPokemon* pokemon;
  bool state_subject;  ///< "it" in "IF it is raining" is not a Pokemon
};

void collect(const orders::SubPokemon& p, std::vector<Mention>& out, bool state_subject = false) {
  out.push_back(Mention{&p, state_subject});
}

std::vector<Mention> pokemon_in(const orders::Substitution& s) {
  std::vector<Mention> all;
  if (s.timing && s.timing->pokemon) collect(*s.timing->pokemon, all);
  for (const orders::TriggerClause& t : s.trigger) {
    if (t.subject) collect(*t.subject, all, t.kind == orders::ClauseKind::state);
    if (t.action)
      for (const orders::SubPokemon& p : t.action->targets) collect(p, all);
  }
  for (const orders::ResultClause& r : s.results)
    for (const orders::SubAction& a : r.actions)
      for (const orders::SubPokemon& p : a.targets) collect(p, all);
  return all;
}

bool is_placeholder(Placeholder p) {
  return p == Placeholder::any_opponent || p == Placeholder::any_ally || p == Placeholder::any_pokemon;
}

std::string_view name_of(Placeholder p) {
  switch (p) {
    case Placeholder::any_opponent: return "any opponent";
    case Placeholder::any_ally: return "any ally";
    case Placeholder::any_pokemon: return "any Pokemon";
    default: return "a placeholder";
  }
}

}  // namespace

void check_placeholders(SubCheck& c) {
  const auto all = pokemon_in(c.sub);
  const orders::SubPokemon* first = nullptr;
  // A trigger clause whose words were not read into parts ("IF Weavile comes in", reported on its
  // own) may name the Pokemon a later "it" means: no second report that nothing was named.
  bool named_before = std::any_of(c.sub.trigger.begin(), c.sub.trigger.end(), [](const orders::TriggerClause& t) {
    return !t.subject && (t.kind == orders::ClauseKind::unreadable ||
                          (t.kind == orders::ClauseKind::state && t.state == orders::StateForm::bare));
  });
  for (const Mention& m : all) {
    const orders::SubPokemon* p = m.pokemon;
    if (is_placeholder(p->placeholder)) {
      if (first == nullptr) {
        first = p;
      } else if (p->placeholder != first->placeholder) {
        // "Substitutions [with] more than one type of placeholder become illegal."
        Diagnostic& d = c.report(DiagId::multiple_placeholder_types, p->span,
                                 fmt::format("\"{}\" is a second type of placeholder after \"{}\" [10.4a]", p->text,
                                             name_of(first->placeholder)));
        d.labels.push_back(Label{first->span, "the first placeholder"});
      }
    } else if (p->placeholder == Placeholder::reference) {
      if (first == nullptr) {
        c.report(DiagId::illegal_placeholder, p->span,
                 fmt::format("\"{}\" refers back to a placeholder, but none comes before it [10.4a]", p->text));
      }
    } else if (p->placeholder == Placeholder::opponent) {
      // "The opponent" is plain language for the only opposing Pokemon in Singles ([10.3b]);
      // with two or more opponents in play it identifies none of them ([10.4c]).
      if (c.ctx.rules.match_type != rules::MatchType::singles) {
        Diagnostic& d = c.report(DiagId::ambiguous_reference, p->span,
                                 fmt::format("\"{}\" does not say which opponent: in {} several are in play [10.4c]",
                                             p->text, rules::to_string(c.ctx.rules.match_type)));
        d.help = "name the Pokemon, or use the placeholder \"any opponent\"";
      }
    } else if (p->placeholder == Placeholder::position) {
      // "IF the Pokemon on the left is to use Protect": "Other arbitrary placeholders … are not
      // legal" [10.4a]; a position is not a Pokemon's name either ([10.4c]).
      Diagnostic& d = c.report(DiagId::illegal_placeholder, p->span,
                               fmt::format("\"{}\" names a field position, which is no placeholder: the only "
                                           "placeholders are \"any opponent\", \"any ally\" and \"any Pokemon\" [10.4a]",
                                           p->text));
      d.help = "name the Pokemon (\"Garchomp\"), or use a placeholder";
    } else if (p->placeholder == Placeholder::other) {
      // "use Liquidation on the other opponent": the Pokemon that is not the one observed is
      // another "arbitrary placeholder" [10.4a], and no reference ("that opponent") either.
      Diagnostic& d = c.report(DiagId::illegal_placeholder, p->span,
                               fmt::format("\"{}\" tells a Pokemon apart from one named before, which is no placeholder: "
                                           "the only placeholders are \"any opponent\", \"any ally\" and \"any Pokemon\", "
                                           "and \"that Pokemon\" refers back to the one observed [10.4a]",
                                           p->text));
      d.help = "name the Pokemon";
    } else if (p->placeholder == Placeholder::group) {
      // "IF both opponents use Protect": one clause observes one Pokemon ([10.2], [10.4c]).
      Diagnostic& d = c.report(DiagId::ambiguous_reference, p->span,
                               fmt::format("\"{}\" names several Pokemon; a clause observes exactly one [10.4c]", p->text));
      d.help = "write one clause per Pokemon, joined by \"and\" or \"or\", or use the placeholder \"any opponent\"";
    } else if (p->placeholder == Placeholder::pronoun) {
      if (!named_before && first == nullptr && !m.state_subject) {
        Diagnostic& d = c.report(DiagId::ambiguous_reference, p->span,
                                 fmt::format("\"{}\" refers to no Pokemon named before it in the substitution [10.4c]", p->text));
        d.help = "name the Pokemon";
      }
    } else if (p->placeholder == Placeholder::none) {
      named_before = true;
    }
  }
}

}  // namespace bbp::sema
