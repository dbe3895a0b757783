#pragma once
// Checks on main orders ([9.1], [2.7b], [11]) and on send-outs, equips and switches ([9.6],
// [2.5d]) — everything in a post that is not a substitution.
#include "sema/sub_check.hpp"

#include <bbp/orders.hpp>

namespace bbp::sema {

struct OrderCheck : Reporter {
  const BattleContext& ctx;
  const Dex& dex;
  const Recipient& recipient;
  const PostPokemonNames* post_names = nullptr;  ///< the names the post gives Pokemon, when known
};

/// [9.1] step count, [9.1a] action names and movepool, [11.2] combinations, [11] techniques.
void check_main_orders(OrderCheck& c, const orders::MainOrders& m);
/// [9.1b] a parameter that is a condition ("Earthquake (if Heracross used Protect)").
void check_parameters(OrderCheck& c, const orders::Component& comp);
/// [9.1b] "Disable Earthquake": a move and its parameter run together, reported (with the fix
/// "Disable (Earthquake)") instead of an unknown action. True when reported.
bool check_parameter_written_as_action(OrderCheck& c, std::string_view written, Span span);
/// [9.6] send-outs and equips: species visible, sprite, known names; [2.5d] switching allowed.
void check_sendouts(OrderCheck& c, const orders::ExtractResult& r);
/// [11.6b] Dynamax only while ordering first; [11.7b] Terastal never in the main orders.
void check_techniques(OrderCheck& c, const orders::OrderSet& set, const orders::ExtractResult& post);
/// Conventions of Posting: a line dressed as flavor (italics, quotation marks) that reads as main
/// orders, which may not be dressed in flavor.
void check_dressed_orders(OrderCheck& c, const orders::ExtractResult& post);
/// [9.3a] an addendum ordering otherwise with a condition ("Do not activate X if …").
void check_addenda(OrderCheck& c, const orders::OrderSet& set);
/// [2.5d] only the starting player declares a switch or Terastal; others counter-switch ([2.5e]).
void check_switch_declarations(OrderCheck& c, const orders::ExtractResult& post);

}  // namespace bbp::sema
