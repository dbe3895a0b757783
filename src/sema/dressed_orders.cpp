// Conventions of Posting: "You may dress orders other than your main orders and your substitutions
// (such as equipping an item or switching) in flavor", and italics mark flavor. A line in italics
// or quotation marks that reads as main orders (BBP4034) or as a substitution (BBP4039) is therefore
// flavor (docs/rulings.md), and the player is told so here, instead of the orders vanishing without
// a word.
#include "sema/action_names.hpp"
#include "sema/order_checks.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace bbp::sema {
namespace {

// Longer lines are prose, not main orders; it also bounds the work per flavor line.
constexpr std::size_t kMaxOrdersLine = 300;

bool dressing_byte(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '"' || c == '*' || c == '\''; }

/// `line` without the quotation marks and asterisks that dress it (ASCII and typographic quotes).
Span undressed(std::string_view text, Span line) {
  static constexpr std::string_view kOpen = "\xE2\x80\x9C", kClose = "\xE2\x80\x9D";  // “ ”
  std::size_t b = line.begin, e = line.end;
  for (bool more = true; more && b < e;) {
    more = false;
    while (b < e && dressing_byte(text[b])) { ++b; more = true; }
    while (e > b && dressing_byte(text[e - 1])) { --e; more = true; }
    if (text.substr(b, e - b).starts_with(kOpen)) { b += kOpen.size(); more = true; }
    if (text.substr(b, e - b).ends_with(kClose)) { e -= kClose.size(); more = true; }
  }
  return {b, e};
}

/// Main orders of two or more steps whose every action is a move, command or trainer item by its
/// exact name or a known alias: a misspelling is not enough to call a line of flavor orders.
bool reads_as_main_orders(const OrderCheck& c, const orders::MainOrders& m) {
  if (m.steps.size() < 2) return false;
  for (const orders::Step& step : m.steps) {
    if (step.actions.empty()) return false;
    for (const orders::ActionOrder& order : step.actions) {
      if (order.unreadable || order.components.empty()) return false;
      for (const orders::Component& comp : order.components) {
        if (!comp.action.present()) return false;
        const ActionName a = resolve_action(c.dex, comp.action.text, comp.action.span);
        if (a.what == ActionWhat::unknown || a.how == Match::fuzzy) return false;
      }
    }
  }
  return true;
}

bool quote_mark_in(std::string_view bytes) {
  return bytes.find_first_of("\"'") != std::string_view::npos || bytes.find("\xE2\x80\x9C") != std::string_view::npos ||
         bytes.find("\xE2\x80\x9D") != std::string_view::npos;
}

/// The line is wholly in quotation marks (`inner` is it undressed): the one dressing that makes a
/// substitution flavor (src/post/line_classifier.cpp `wholly_quoted`); prose flavor is never read
/// as a substitution in the first place, so only these lines are parsed again.
bool wholly_quoted(std::string_view text, Span raw, Span inner) {
  return quote_mark_in(text.substr(raw.begin, inner.begin - raw.begin)) && quote_mark_in(text.substr(inner.end, raw.end - inner.end));
}

/// A substitution the grammar reads whole: a trigger or timing and a result, nothing unreadable.
/// Dialogue that only mentions "if" ("“Shard, if it protects, go all out!”") is no substitution.
bool reads_as_substitution(const bbcode::Projection& plain, Span line) {
  if (!orders::looks_like_substitution(plain.text.substr(line.begin, line.size()))) return false;
  const orders::Substitution sub = orders::parse_substitution(plain, line);
  return !sub.unreadable && (!sub.trigger.empty() || sub.timing) && !sub.results.empty();
}

}  // namespace

void check_dressed_orders(OrderCheck& c, const orders::ExtractResult& r) {
  const bbcode::Projection& plain = r.plain;
  const std::string_view text = plain.text;
  for (const orders::Flavor& f : r.flavor) {
    // [quote]: another post's words; [s]: withdrawn by its player (BBP2010 says so), not dressed.
    if (f.quote || f.struck) continue;
    const std::size_t begin = projection_offset(plain, f.span.begin);
    const std::size_t end = std::min(text.size(), projection_offset(plain, f.span.end));
    for (std::size_t from = begin; from < end;) {
      std::size_t nl = text.find('\n', from);
      if (nl == std::string_view::npos || nl > end) nl = end;
      const Span raw{from, nl};
      const Span line = undressed(text, raw);
      from = nl + 1;
      if (line.empty() || line.size() > kMaxOrdersLine) continue;
      // Most flavor is prose of one "step": not parsed as orders at all.
      DiagnosticList scratch;
      const bool several = orders::may_be_several_steps(text.substr(line.begin, line.size()));
      if (!several || !reads_as_main_orders(c, orders::parse_main_orders(plain, line, scratch))) {
        if (wholly_quoted(text, raw, line) && reads_as_substitution(plain, line)) {
          Diagnostic& d = c.report(DiagId::substitution_dressed_as_flavor, plain.to_source(line),
                                   "this line reads as a substitution, but it is dressed as flavor (in quotation "
                                   "marks); substitutions may not be dressed in flavor, so it is read as flavor and "
                                   "gives no substitution [Conventions of Posting]");
          d.help = fmt::format("write the substitution in plain text, without quotation marks: {}", text.substr(line.begin, line.size()));
        }
        continue;
      }
      Diagnostic& d = c.report(DiagId::orders_dressed_as_flavor, plain.to_source(line),
                               "this line reads as main orders, but it is dressed as flavor (italics or quotation "
                               "marks); main orders may not be dressed in flavor, so it is read as flavor and gives "
                               "no orders [Conventions of Posting]");
      d.help = fmt::format("write the main orders in plain or bold text: {}", text.substr(line.begin, line.size()));
    }
  }
}

}  // namespace bbp::sema
