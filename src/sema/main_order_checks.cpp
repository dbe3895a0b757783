// Main orders: one action order per step ([9.1]), actions that exist ([9.1a]) and that the
// Pokemon knows, combinations from Level 2 ([11.2]), Advanced Techniques only when the battle
// allows them and one per Pokemon per round ([11]).
#include "sema/action_names.hpp"
#include "sema/order_checks.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

namespace bbp::sema {
namespace {

/// [9.1a] "Up to one specifically named Move or Command": "Protect or Detect", "Swords
/// Dance/Agility" leave the choice to the referee. Reported when every alternative is an action.
bool offers_a_choice(OrderCheck& c, std::string_view written, Span span) {
  // Split at " or " (any case; not the "-or-" of Trick-or-Treat) and "/".
  std::vector<std::string_view> parts;
  std::size_t from = 0;
  for (;;) {
    const std::size_t word = text::ifind(written, " or ", from);
    const std::size_t slash = written.find('/', from);
    const std::size_t cut = std::min(word, slash);
    parts.push_back(written.substr(from, cut == std::string_view::npos ? std::string_view::npos : cut - from));
    if (cut == std::string_view::npos) break;
    from = cut + (cut == slash ? 1 : 4);
  }
  if (parts.size() < 2) return false;
  std::vector<std::string> names;
  for (std::string_view part : parts) {
    const ActionName p = resolve_action(c.dex, text::trim(part), span);
    if (p.what == ActionWhat::unknown || p.how == Match::fuzzy) return false;
    names.push_back(p.canonical);
  }
  Diagnostic& d = c.report(DiagId::several_actions_in_one_order, span,
                           fmt::format("\"{}\" leaves a choice between {} actions ({}); an action order names exactly "
                                       "one [9.1a]",
                                       written, names.size(), fmt::join(names, ", ")));
  d.help = "order one of them; to choose by what the opponent does, write a substitution ([10])";
  return true;
}

void check_component(OrderCheck& c, const orders::Component& comp) {
  if (!comp.action.present()) return;
  const ActionName a = resolve_action(c.dex, comp.action.text, comp.action.span);
  if (a.span.empty()) return;
  if (a.what == ActionWhat::unknown && a.held_item) {
    Diagnostic& d = c.report(DiagId::unknown_order_action, a.span,
                             fmt::format("{} is a held item, not a move, command or trainer item: a held item "
                                         "works by itself and is never ordered [9.1a] [9.7]",
                                         held_item_named(comp.action.text, a.canonical)));
    d.help = fmt::format("a held item is equipped when its Pokemon is sent in ([9.6]): \"<Pokemon> @ {}\"", a.canonical);
    return;
  }
  if (a.what == ActionWhat::unknown) {
    if (offers_a_choice(c, comp.action.text, a.span)) return;
    if (check_parameter_written_as_action(c, comp.action.text, a.span)) return;
    Diagnostic& d = c.report(DiagId::unknown_order_action, a.span,
                             fmt::format("\"{}\" is not a move, command or trainer item [9.1a]", comp.action.text));
    if (!a.suggestion.empty()) {
      d.help = fmt::format("did you mean \"{}\"?", a.suggestion);
      d.fixits.push_back(FixIt{a.span, a.suggestion});
    }
    return;
  }
  if (a.how == Match::alias || a.how == Match::fuzzy) {
    Diagnostic& d = c.report(DiagId::read_as_alias, a.span, fmt::format("\"{}\" is read as \"{}\" [10.3b]", comp.action.text, a.canonical));
    d.fixits.push_back(FixIt{a.span, a.canonical});
  }
  if (a.what != ActionWhat::move) return;
  if (c.recipient.context != nullptr && c.recipient.context->moves) {
    if (!movepool_has(c.dex, *c.recipient.context->moves, a.id))
      c.report(DiagId::order_action_not_in_movepool, a.span,
               fmt::format("{} does not know {} [9.1a]", c.recipient.name(), a.canonical));
  } else {
    c.need("[9.1a] whether the Pokemon knows its ordered moves (give its movepool in --context)");
  }
}

/// [11.2] "Combinations are ordered by listing the two component moves in sequence, separated by
/// a ' + '": two components, and two different moves ("fuses two different moves", the guide's
/// "What is a combination?"; docs/rulings.md).
void check_combination_shape(OrderCheck& c, const orders::ActionOrder& order) {
  const std::size_t n = order.components.size();
  if (n != 2) {
    Diagnostic& d = c.report(DiagId::combination_components, order.span,
                             fmt::format("a combination of {} components: a combination fuses exactly two moves [11.2]", n));
    d.help = "order two moves joined by \" + \", or give each move a step of its own";
    return;
  }
  const ActionName a = resolve_action(c.dex, order.components[0].action.text, order.components[0].action.span);
  const ActionName b = resolve_action(c.dex, order.components[1].action.text, order.components[1].action.span);
  if (a.what == ActionWhat::move && b.what == ActionWhat::move && a.id == b.id) {
    Diagnostic& d = c.report(DiagId::combination_components, order.span,
                             fmt::format("this combination fuses {} with itself: a combination fuses two different "
                                         "moves [11.2]",
                                         a.canonical));
    d.help = fmt::format("order {} on its own, or combine it with another move", a.canonical);
  }
}

}  // namespace

void check_main_orders(OrderCheck& c, const orders::MainOrders& m) {
  const rules::MatchRules& rules = c.ctx.rules;
  const int steps = static_cast<int>(m.steps.size());
  // [9.1] One action order per step; missing steps default to Struggle ([2.7]).
  if (steps < rules.step_count) {
    Diagnostic& d = c.report(DiagId::missing_step_orders, m.span,
                             fmt::format("{} step{} ordered, but the Step Count is {}: the missing step{} will be "
                                         "Struggle [9.1]",
                                         steps, steps == 1 ? "" : "s", rules.step_count,
                                         rules.step_count - steps == 1 ? "" : "s"));
    d.help = "order one action for every step";
  } else if (steps > rules.step_count) {
    c.report(DiagId::extra_step_orders, m.steps[static_cast<std::size_t>(rules.step_count)].span,
             fmt::format("{} steps ordered, but the Step Count is {}: the extra orders are never used [9.1]", steps,
                         rules.step_count));
  }
  int techniques = 0;
  const orders::Text* first_technique = nullptr;
  const orders::ActionOrder* first_combination = nullptr;
  for (const orders::Step& step : m.steps) {
    for (const orders::ActionOrder& order : step.actions) {
      if (order.unreadable) continue;
      for (const orders::Component& comp : order.components) {
        check_component(c, comp);
        check_parameters(c, comp);
      }
      // [11.2] combinations are available from Battle Level 2.
      if (order.is_combination() && rules.battle_level < 2)
        c.report(DiagId::combination_below_level_2, order.span,
                 fmt::format("a combination in a Battle Level {} match: combinations need Level 2 or higher [11.2]",
                             rules.battle_level));
      if (order.is_combination()) {
        check_combination_shape(c, order);
        // [11.2] "The user hasn't attempted any Combinations this round": the second is legal only
        // when the first is never attempted (a substitution replaced it), which the text cannot tell.
        if (first_combination != nullptr) {
          Diagnostic& d = c.report(DiagId::second_combination, order.span,
                                   "a second combination this round: it is illegal if the first one is attempted [11.2]");
          d.labels.push_back(Label{first_combination->span, "the first one"});
          d.help = "order one combination a round; Pokemon cannot receive intent to use an illegal combination [11.2]";
        } else {
          first_combination = &order;
        }
      }
      // [11] Advanced Techniques: Mega Evolution, Z-Moves, Dynamax, Terastal.
      std::vector<const orders::Text*> used;
      if (order.mega.present()) used.push_back(&order.mega);
      if (order.terastal.present()) used.push_back(&order.terastal);
      if (order.dynamax.present()) used.push_back(&order.dynamax);
      for (const orders::Component& comp : order.components)
        if (comp.z_power.present()) used.push_back(&comp.z_power);
      for (const orders::Text* t : used) {
        if (rules.advanced_techniques == "None") {
          c.report(DiagId::technique_not_allowed, t->span,
                   fmt::format("\"{}\": this battle allows no Advanced Techniques (Battle Level {}) [1.3]", t->text,
                               rules.battle_level));
        }
        if (++techniques == 2 && first_technique != nullptr) {
          Diagnostic& d = c.report(DiagId::several_advanced_techniques, t->span,
                                   "a second Advanced Technique this round: one per Pokemon per round [11]");
          d.labels.push_back(Label{first_technique->span, "the first one"});
        }
        if (first_technique == nullptr) first_technique = t;
      }
    }
  }
}

}  // namespace bbp::sema
