#pragma once
// Checks on main orders ([9.1], [2.7b], [11]) and on send-outs, equips and switches ([9.6],
// [2.5d]) — everything in a post that is not a substitution.
#include "sema/sub_check.hpp"

#include <bbp/orders.hpp>

namespace bbp::sema {

struct OrderCheck {
  const BattleContext& ctx;
  const Dex& dex;
  const Recipient& recipient;
  DiagnosticList& out;
  std::vector<std::size_t>& hits;
  std::vector<std::string>& unchecked;

  Diagnostic& report(DiagId id, Span span, std::string message = {}) {
    hits.push_back(out.items().size());
    return out.add(id, span, std::move(message));
  }
  void need(std::string what) {
    for (const std::string& u : unchecked)
      if (u == what) return;
    unchecked.push_back(std::move(what));
  }
};

/// [9.1] step count, [9.1a] action names and movepool, [11.2] combinations, [11] techniques.
void check_main_orders(OrderCheck& c, const orders::MainOrders& m);
/// [9.6] send-outs and equips: species visible, sprite, known names; [2.5d] switching allowed.
void check_sendouts(OrderCheck& c, const orders::ExtractResult& r);

}  // namespace bbp::sema
