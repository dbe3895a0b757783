// [11] when Advanced Techniques may be ordered: Dynamax only while ordering first ([11.6b]: "so
// long as no opponents have posted orders in that round"), Terastal only in the Switching Phase
// ([11.7b]: "with the same timing as manual switching"), never as a prefix of an action order;
// damaging Max Moves never ordered by their own name ([11.6c]); Mega Evolution and Dynamax before
// the main orders ([11.4], [11.6b]).
#include "sema/order_checks.hpp"
#include "sema/post_schedule.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

namespace bbp::sema {
namespace {

void check_dynamax(OrderCheck& c, const orders::Text& written, const orders::ExtractResult& post) {
  const std::optional<bool> first = poster_orders_first(c.ctx, post);
  if (!first) {
    c.need("[11.6b] whether Dynamax is ordered while ordering first cannot be judged without battle state "
           "(give poster and starting_player in --context)");
    return;
  }
  if (*first) return;
  Diagnostic& d = c.report(DiagId::dynamax_not_ordering_first, written.span,
                           fmt::format("\"{}\": {} is the round's starting player and posts orders first, so an "
                                       "opponent has already posted orders this round; Dynamax may only be ordered "
                                       "while no opponent has [11.6b]",
                                       written.text, c.ctx.starting_player));
  d.help = "order Dynamax in a round where you order first";
}

/// [11.6c] "Because damaging Max Moves require a source move, they can't be ordered directly (e.g.
/// you can't order "Max Wyrmwind" instead of "Max Draco Meteor")." Max Guard may be; G-Max Moves
/// may be by their species while Dynamaxed, which the orders alone cannot tell, so only the "Max"
/// moves are judged.
void check_max_move(OrderCheck& c, const orders::Component& comp) {
  if (!comp.action.present() || !text::istarts_with(comp.action.text, "max ")) return;
  const Resolution r = c.dex.resolve(Kind::move, comp.action.text);
  if (r.match != Match::exact && r.match != Match::alias) return;
  const Move& m = c.dex.move(r.id);
  if (m.category == "Status") return;  // Max Guard
  Diagnostic& d = c.report(DiagId::max_move_ordered_directly, comp.action.span,
                           fmt::format("\"{}\" is a damaging Max Move: it needs a source move and can't be ordered "
                                       "directly [11.6c]",
                                       comp.action.text));
  const std::string type = m.type == kNoEntry ? std::string() : std::string(c.dex.entry(Kind::type, m.type).name);
  d.help = fmt::format("order a {}move the Pokemon knows with \"Max\" before it (\"Max <move>\"); while Dynamaxed it "
                       "becomes {}",
                       type.empty() ? "" : type + "-type ", m.name);
}

/// [11.4] "you can start those orders with an order to Mega Evolve"; [11.6b] "Dynamax before
/// their main orders". Written after the first action ("Swords Dance - Mega Evolve and Meteor
/// Mash", "Swords Dance + Mega Evolve"), the order is still read (docs/rulings.md): it happens at
/// the start of the Battling Phase all the same, before the first step.
void check_technique_placement(OrderCheck& c, const orders::ActionOrder& order, bool first_action) {
  if (first_action && !order.technique_after_action) return;
  for (const orders::Text* t : {&order.mega, &order.dynamax}) {
    if (!t->present()) continue;
    const bool mega = t == &order.mega;
    Diagnostic& d = c.report(DiagId::technique_after_orders_start, t->span,
                             fmt::format("\"{}\" after {}: {} is ordered before the main orders and happens at the "
                                         "start of the Battling Phase, before the first step {}",
                                         t->text, order.technique_after_action ? "an action" : "the first action",
                                         mega ? "Mega Evolution" : "Dynamax", mega ? "[11.4]" : "[11.6b]"));
    d.help = fmt::format("write \"{}\" at the start of the orders, before the first step's action",
                         mega ? "Mega Evolve" : "Dynamax");
  }
}

}  // namespace

void check_techniques(OrderCheck& c, const orders::OrderSet& set, const orders::ExtractResult& post) {
  // "Dynamax" written on its own line before the main orders is an addendum of the order set.
  for (const orders::Addendum& a : set.addenda)
    if (a.kind == "technique" &&
        (text::istarts_with(a.text.text, "dynamax") || text::istarts_with(a.text.text, "gigantamax")))
      check_dynamax(c, a.text, post);
  if (!set.main_orders) return;
  bool first_action = true;
  for (const orders::Step& step : set.main_orders->steps)
    for (const orders::ActionOrder& order : step.actions) {
      check_technique_placement(c, order, first_action);
      first_action = false;
      for (const orders::Component& comp : order.components) check_max_move(c, comp);
      if (order.dynamax.present()) check_dynamax(c, order.dynamax, post);
      if (order.terastal.present()) {
        Diagnostic& d = c.report(DiagId::terastal_in_orders, order.terastal.span,
                                 fmt::format("\"{}\" in the main orders: Terastallization is declared in the "
                                             "Switching Phase, with the same timing as manual switching [11.7b]",
                                             order.terastal.text));
        d.help = "declare it before ordering (\"Terastallizing :sprite: Name\") as the starting player, or when "
                 "offered a counter-switch [2.5d] [2.5e]";
      }
    }
}

}  // namespace bbp::sema
