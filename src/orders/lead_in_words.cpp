#include "orders/lead_in_words.hpp"

#include "grammar/substitution.hpp"

#include <tao/pegtl.hpp>

namespace bbp::orders {

std::size_t lead_in_length(std::string_view line) {
  namespace pegtl = tao::pegtl;
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(line.data(), line.data() + line.size(), "lead-in");
  if (!pegtl::parse<bbp::grammar::sub::lead_in>(in)) return 0;
  return static_cast<std::size_t>(in.current() - line.data());
}

bool is_lead_in_word(std::string_view word) {
  namespace pegtl = tao::pegtl;
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(word.data(), word.data() + word.size(), "lead-in word");
  return pegtl::parse<pegtl::seq<bbp::grammar::sub::lead_in_word, pegtl::eof>>(in);
}

}  // namespace bbp::orders
