// [9.3a] Ordering otherwise: "It's not possible, when ordering otherwise, to further specify when or
// how to activate or not activate an object's effect ... It can be thought of as a binary choice
// ... and that choice persists for the entire round." An addendum with a condition is illegal.
#include "sema/order_checks.hpp"

#include <fmt/format.h>

namespace bbp::sema {

void check_addenda(OrderCheck& c, const orders::OrderSet& set) {
  for (const orders::Addendum& a : set.addenda) {
    if (!a.condition.present()) continue;
    const std::string object = a.object.present() ? a.object.text : std::string("the effect");
    Diagnostic& d = c.report(DiagId::conditional_addendum, a.condition.span,
                             fmt::format("\"{}\": an addendum cannot say when to activate or not activate {}; ordering "
                                         "otherwise is one choice for the whole round [9.3a]",
                                         a.condition.text, object));
    d.help = fmt::format("write \"Do not activate {}\" without a condition, or leave it out to let the effect "
                         "trigger as usual",
                         object);
  }
}

}  // namespace bbp::sema
