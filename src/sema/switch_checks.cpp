// [2.5d] "the current starting player has the choice to declare that they will manually replace a
// switch-eligible Pokemon … or that they will Terastallize": only the starting player starts a
// Switching Phase; every later player may only answer a declared one with a counter-switch
// ([2.5e]). What the post cannot tell (who starts, whether a switch was declared) comes from the
// context or is listed as needing battle state.
#include "sema/order_checks.hpp"
#include "sema/post_schedule.hpp"

#include <fmt/format.h>

namespace bbp::sema {
namespace {

void check_declaration(OrderCheck& c, Span span, std::string_view what, bool counter_word) {
  const std::optional<bool> starting = poster_is_starting_player(c.ctx);
  if (!starting) {
    c.need("[2.5d] whether the poster may declare a switch or Terastal cannot be judged without battle state "
           "(give poster and starting_player in --context)");
    return;
  }
  if (*starting && !counter_word) return;
  // Not the starting player (or a declared counter-switch): an answer to a declared switch.
  if (!c.ctx.switch_phase_started) {
    c.need("[2.5e] a counter-switch is legal only when the starting player has declared a switch or Terastal this "
           "round (give switch_phase_started in --context)");
    return;
  }
  if (*c.ctx.switch_phase_started) return;
  Diagnostic& d = c.report(
      DiagId::switch_not_starting_player, span,
      *starting ? fmt::format("a counter-switching {} by the round's starting player: no one has declared a switch "
                              "to counter this round [2.5e]",
                              what)
                : fmt::format("{} declares a {}, but {} is the round's starting player and has declared none: only "
                              "the starting player starts a Switching Phase [2.5d]; later players may only "
                              "counter-switch [2.5e]",
                              c.ctx.poster, what, c.ctx.starting_player));
  d.help = *starting ? "declare it as a manual switch (\"Switching to …\") [2.5d]"
                     : "post orders instead; switch when you are the starting player or when offered a counter-switch";
}

}  // namespace

void check_switch_declarations(OrderCheck& c, const orders::ExtractResult& post) {
  for (const orders::Switch& s : post.switches) check_declaration(c, s.span, "switch", s.counter);
  for (const orders::Terastal& t : post.terastals) check_declaration(c, t.span, "Terastal", false);
}

}  // namespace bbp::sema
