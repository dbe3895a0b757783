#include "orders/shared_target.hpp"

#include "grammar/orders.hpp"

namespace bbp::orders {
namespace {

namespace g = grammar::orders;
namespace pegtl = tao::pegtl;

struct Found {
  const char* base = nullptr;
  std::size_t begin = 0, end = 0;
};

template <typename Rule>
struct name_action : pegtl::nothing<Rule> {};
template <>
struct name_action<g::target_name> {
  template <typename Input>
  static void apply(const Input& in, Found& found) {
    found.begin = static_cast<std::size_t>(in.begin() - found.base);
    found.end = found.begin + in.size();
  }
};

}  // namespace

std::optional<SharedTarget> shared_target(std::string_view last_step) {
  while (!last_step.empty() && (last_step.back() == ' ' || last_step.back() == '\t')) last_step.remove_suffix(1);
  if (last_step.empty() || last_step.back() != ')') return std::nullopt;
  // The parenthesis that closes the step: its '(' at depth 0, read backwards.
  int depth = 0;
  std::size_t open = last_step.size();
  while (open > 0) {
    const char c = last_step[--open];
    if (c == ')') ++depth;
    else if (c == '(' && --depth == 0) break;
  }
  if (depth != 0 || open == 0) return std::nullopt;  // unbalanced, or nothing before it
  const std::string_view inner = last_step.substr(open + 1, last_step.size() - open - 2);
  Found found{inner.data()};
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(inner.data(), inner.size(), "shared target");
  if (!pegtl::parse<g::shared_target, name_action>(in, found)) return std::nullopt;  // no must<>: never throws
  return SharedTarget{open, open + 1 + found.begin, open + 1 + found.end};
}

}  // namespace bbp::orders
