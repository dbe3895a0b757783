#include "orders/hit_with.hpp"

#include "grammar/substitution_timing.hpp"
#include "text/ascii_text.hpp"

#include <tao/pegtl.hpp>

namespace bbp::orders {
namespace {

namespace pegtl = tao::pegtl;
namespace g = bbp::grammar::sub;

/// Whole `words` is a look back ("last step", "previously", "earlier this round").
bool is_past_period(std::string_view words) {
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(words.data(), words.data() + words.size(), "period");
  return pegtl::parse<pegtl::seq<g::past_period, pegtl::eof>>(in);
}

/// Cuts a look back off the end of `words` (or takes all of them: "When you are hit last step");
/// returns it ("" when there is none). Only word starts are tried, and the phrases are at most
/// five words, so the work is small.
std::string_view cut_past_period(std::string_view& words) {
  if (!words.empty() && is_past_period(words)) {
    const std::string_view all = words;
    words = words.substr(0, 0);
    return all;
  }
  for (std::size_t at = words.find(' '); at != std::string_view::npos; at = words.find(' ', at + 1)) {
    const std::string_view tail = text::trim(words.substr(at + 1));
    if (tail.empty() || !is_past_period(tail)) continue;
    words = text::trim(words.substr(0, at));
    return tail;
  }
  return {};
}

}  // namespace

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
  h.period = cut_past_period(h.attacker.empty() ? h.what : h.attacker);
  return h;
}

}  // namespace bbp::orders
