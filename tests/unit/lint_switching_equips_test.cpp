// [11.6b] Dynamax only while ordering first (BBP4023), [11.7b] Terastal only in the Switching
// Phase (BBP4024), [11.4] Mega Evolution and Dynamax before the main orders (BBP4033), [2.5d] only
// the starting player declares a switch (BBP4025), and the [9.6] equip conventions (BBP4026–4028).
// What needs battle state the context does not give is listed as unchecked, never guessed.
#include <bbp/context.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include "one_sub_lint.hpp"

#include <algorithm>
#include <string>

using namespace bbp;
using bbp::test::diag_count;

namespace {

bool unchecked_mentions(const lint::LintResult& r, std::string_view section) {
  return std::any_of(r.unchecked.begin(), r.unchecked.end(),
                     [&](const std::string& u) { return u.find(section) != std::string::npos; });
}

BattleContext context(std::string_view poster, std::string_view starting, std::optional<bool> started = std::nullopt) {
  BattleContext c;
  c.poster = poster;
  c.starting_player = starting;
  c.switch_phase_started = started;
  c.stated.battle_level = 4;
  c.has_rules = true;
  c.resolve_rules();
  return c;
}

const std::string kDynamaxPost = "[b]:sv/scyther: Triantis the Scyther[/b]\nDynamax X-Scissor - X-Scissor - X-Scissor\n";

}  // namespace

TEST_CASE("[11.6b] BBP4023: Dynamax only while ordering first", "[lint][linter]") {
  CHECK(diag_count(lint::lint(kDynamaxPost, context("Liz", "Isaac")), DiagId::dynamax_not_ordering_first) == 1);
  CHECK(diag_count(lint::lint(kDynamaxPost, context("Liz", "Liz")), DiagId::dynamax_not_ordering_first) == 0);
  // Accepting a counter-switch makes the poster the starting player [2.5e].
  const std::string counter = "Counterswitching to :sv/scyther: Triantis the Scyther!\n\n" + kDynamaxPost;
  CHECK(diag_count(lint::lint(counter, context("Liz", "Isaac", true)), DiagId::dynamax_not_ordering_first) == 0);
  // Without poster and starting player it cannot be judged: listed, not reported.
  const auto unknown = lint::lint(kDynamaxPost, context("", ""));
  CHECK(diag_count(unknown, DiagId::dynamax_not_ordering_first) == 0);
  CHECK(unchecked_mentions(unknown, "[11.6b]"));
}

TEST_CASE("[11.7b] BBP4024: Terastal is declared in the Switching Phase, not in the orders", "[lint][linter]") {
  const auto r = lint::lint("[b]:sv/scyther: Triantis the Scyther[/b]\nTerastallize X-Scissor - X-Scissor - X-Scissor\n",
                            context("Liz", "Liz"));
  CHECK(diag_count(r, DiagId::terastal_in_orders) == 1);
  const auto declared = lint::lint("Terastallizing :sv/scyther: Triantis the Scyther into Bug!\n", context("Liz", "Liz"));
  CHECK(diag_count(declared, DiagId::terastal_in_orders) == 0);
  CHECK(diag_count(declared, DiagId::switch_not_starting_player) == 0);
  // The players' shorthand "Tera <type>", in the main orders and in a result [10.7a].
  const auto shorthand = lint::lint("[b]:sv/scyther: Triantis the Scyther[/b]\nTera Bug, X-Scissor - X-Scissor - "
                                    "X-Scissor\n\nIF Heracross is to use Protect, THEN use Tera Bug Swords Dance "
                                    "instead.\n",
                                    context("Liz", "Liz"));
  CHECK(diag_count(shorthand, DiagId::terastal_in_orders) == 2);
  CHECK(diag_count(shorthand, DiagId::unknown_action_name) == 0);
  CHECK(diag_count(shorthand, DiagId::unknown_order_action) == 0);
  // "Tera Blast" is a move, not the Technique.
  const auto move = lint::lint("[b]:sv/scyther: Triantis the Scyther[/b]\nX-Scissor - X-Scissor - X-Scissor\n\nIF "
                               "Heracross is to use Protect, THEN use Tera Blast instead.\n",
                               context("Liz", "Liz"));
  CHECK(diag_count(move, DiagId::terastal_in_orders) == 0);
  // After the verb a type is the Tera Type only before a joiner: here the move is Fire Blast.
  const auto verb = lint::lint("[b]:sv/scyther: Triantis the Scyther[/b]\nX-Scissor - X-Scissor - X-Scissor\n\nIF "
                               "Heracross is to use Protect, THEN use Terastallize Fire Blast instead.\n",
                               context("Liz", "Liz"));
  CHECK(diag_count(verb, DiagId::terastal_in_orders) == 1);
  CHECK(diag_count(verb, DiagId::unknown_action_name) == 0);
}

TEST_CASE("[11.4] [11.6b] BBP4033: Mega Evolution and Dynamax come before the main orders", "[lint][linter]") {
  const std::string header = "[b]:sv/lucario: Aura the Lucario[/b]\n";
  struct Case {
    const char* orders;
    int late;  // BBP4033 reports
  };
  for (const Case& t : {Case{"Mega Evolve and Swords Dance - Meteor Mash - Close Combat", 0},
                        Case{"Mega Evolve Aura and Swords Dance - Meteor Mash - Close Combat", 0},
                        Case{"Mega Evolve Aura - Swords Dance - Meteor Mash - Close Combat", 0},
                        Case{"Swords Dance - Mega Evolve and Meteor Mash - Close Combat", 1},
                        Case{"Swords Dance + Mega Evolve - Meteor Mash - Close Combat", 1},
                        Case{"Swords Dance - Meteor Mash - Dynamax and Max Close Combat", 1}}) {
    INFO(t.orders);
    const auto r = lint::lint(header + t.orders + "\n", context("Liz", "Liz"));
    CHECK(diag_count(r, DiagId::technique_after_orders_start) == t.late);
    // Read as the Technique, never as an unknown action or a name.
    CHECK(diag_count(r, DiagId::unknown_order_action) == 0);
    CHECK(diag_count(r, DiagId::missing_step_orders) == 0);
  }
}

TEST_CASE("[2.5d] BBP4025: only the starting player starts a Switching Phase", "[lint][linter]") {
  const std::string sw = "Switching to :sv/lucario: Aura the Lucario!\n";
  CHECK(diag_count(lint::lint(sw, context("Liz", "Isaac", false)), DiagId::switch_not_starting_player) == 1);
  CHECK(diag_count(lint::lint(sw, context("Liz", "Liz", false)), DiagId::switch_not_starting_player) == 0);
  // [2.5e] an answer to a declared switch is a counter-switch.
  CHECK(diag_count(lint::lint(sw, context("Liz", "Isaac", true)), DiagId::switch_not_starting_player) == 0);
  const std::string tera = "Terastallizing :sv/scyther: Triantis the Scyther into Bug!\n";
  CHECK(diag_count(lint::lint(tera, context("Liz", "Isaac", false)), DiagId::switch_not_starting_player) == 1);
  // Unknown battle state: listed.
  const auto unknown = lint::lint(sw, context("Liz", "Isaac"));
  CHECK(diag_count(unknown, DiagId::switch_not_starting_player) == 0);
  CHECK(unchecked_mentions(unknown, "[2.5e]"));
  CHECK(unchecked_mentions(lint::lint(sw, context("", "")), "[2.5d]"));
}

TEST_CASE("[9.6] BBP4026: items are named in full, with the staked/unstaked advice", "[lint][linter]") {
  const std::string post = "Sending out :sv/scyther: Triantis the Scyther @ Specs!\n";
  BattleContext staked = context("Liz", "Liz");
  staked.stated.staked = true;
  staked.resolve_rules();
  const auto r = lint::lint(post, staked);
  REQUIRE(diag_count(r, DiagId::item_not_named_in_full) == 1);
  for (const Diagnostic& d : r.diagnostics.items())
    if (d.id == DiagId::item_not_named_in_full) {
      REQUIRE(d.help);
      CHECK(d.help->find("ignored") != std::string::npos);
    }
  CHECK(lint::apply_fixes(r, SourceFile("p", post)).find("@ Choice Specs!") != std::string::npos);
  // An icon without a name [9.6].
  CHECK(diag_count(lint::lint("Sending out :sv/hydreigon: Hydreigon @ :life orb:\n", staked), DiagId::item_not_named_in_full) == 1);
  CHECK(diag_count(lint::lint("Sending out :sv/scyther: Triantis the Scyther @ Choice Specs!\n", staked),
              DiagId::item_not_named_in_full) == 0);
}

TEST_CASE("[9.6] BBP4027/BBP4028: items next to their holders, the holder named among several", "[lint][linter]") {
  const BattleContext ctx = context("Liz", "Liz");
  CHECK(diag_count(lint::lint("Sending out :sv/garchomp: Garchomp and :sv/tyranitar: Tyranitar @ Life Orb and Leftovers!\n", ctx),
              DiagId::item_away_from_holder) == 1);
  CHECK(diag_count(lint::lint("Sending out :sv/garchomp: Garchomp @ Life Orb and :sv/tyranitar: Tyranitar @ Leftovers!\n", ctx),
              DiagId::item_away_from_holder) == 0);
  // One Pokemon may hold several items: nothing is ambiguous.
  CHECK(diag_count(lint::lint("Sending out :sv/tyranitar: Tyranitar @ Life Orb and Leftovers!\n", ctx),
              DiagId::item_away_from_holder) == 0);
  const std::string two = "Sending out :sv/garchomp: Garchomp and :sv/tyranitar: Tyranitar!\n";
  CHECK(diag_count(lint::lint(two + "Equipping :leftovers: Leftovers.\n", ctx), DiagId::equip_recipient_not_designated) == 1);
  CHECK(diag_count(lint::lint(two + "Equipping :leftovers: Leftovers to :sv/tyranitar: Tyranitar.\n", ctx),
              DiagId::equip_recipient_not_designated) == 0);
  CHECK(diag_count(lint::lint("Sending out :sv/tyranitar: Tyranitar!\nEquipping :leftovers: Leftovers.\n", ctx),
              DiagId::equip_recipient_not_designated) == 0);
}

TEST_CASE("[10.4c] BBP3015: 'it' after a trigger clause bbpref could not take apart is not called unnamed", "[lint]") {
  const auto ids = [](const std::string& sub) {
    const auto r = lint::lint("Triantis: Swords Dance - X-Scissor - X-Scissor\n" + sub + "\n", BattleContext{});
    std::vector<DiagId> out;
    for (const Diagnostic& d : r.diagnostics.items()) out.push_back(d.id);
    return out;
  };
  const auto has = [](const std::vector<DiagId>& v, DiagId id) { return std::find(v.begin(), v.end(), id) != v.end(); };
  // "Weavile comes in" is reported as a switch (BBP3033); "it" may well be Weavile.
  const auto switched = ids("IF Weavile comes in, use X-Scissor on it.");
  CHECK(has(switched, DiagId::switch_not_observable));
  CHECK_FALSE(has(switched, DiagId::ambiguous_reference));
  // With every clause read, an "it" that names nobody is still reported.
  CHECK(has(ids("IF it is to use Protect, use X-Scissor."), DiagId::ambiguous_reference));
}
