#include "orders/hit_with.hpp"

#include "text/ascii_text.hpp"

namespace bbp::orders {

HitWith split_hit_with(std::string_view with) {
  HitWith h;
  std::string_view t = text::trim(with);
  for (std::string_view lead : {"with ", "by ", "from "})
    if (text::istarts_with(t, lead)) {
      h.after_by = lead != "with ";
      t.remove_prefix(lead.size());
      break;
    }
  for (std::string_view from : {" from ", " by "})
    if (const std::size_t at = text::ifind(t, from); at != std::string_view::npos) {
      h.attacker = text::trim(t.substr(at + from.size()));
      t = t.substr(0, at);
      h.after_by = false;
      break;
    }
  h.what = text::trim(t);
  return h;
}

}  // namespace bbp::orders
