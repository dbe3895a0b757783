#include "orders/step_affix_words.hpp"

#include "grammar/substitution_trigger.hpp"

#include <tao/pegtl.hpp>

namespace bbp::orders {

bool is_step_affix(std::string_view words) {
  namespace pegtl = tao::pegtl;
  namespace g = bbp::grammar::sub;
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(words.data(), words.data() + words.size(), "affix");
  return pegtl::parse<pegtl::seq<pegtl::sor<g::a_current, g::a_future>, pegtl::eof>>(in);
}

}  // namespace bbp::orders
