// Runs the substitution grammar and records the tagged rules that matched as a node tree.
//
// Actions fire when a rule succeeds, even if an enclosing rule later fails and backtracks; the
// control below remembers how many events existed when each rule started and drops the events of
// a rule that failed, so only the parse that finally matched is recorded. Events arrive in
// post-order (children before parents), so nesting them by span yields the tree.
#include "orders/substitution_nodes.hpp"

#include "grammar/substitution.hpp"

#include <exception>
#include <type_traits>

namespace bbp::orders::detail {
namespace {

namespace pegtl = tao::pegtl;
namespace g = grammar::sub;

struct Event {
  Tag tag;
  Span span;
};

struct ParseState {
  const char* base = nullptr;
  std::vector<Event> events;
};

template <typename Rule>
struct record {
  template <typename ActionInput>
  static void apply(const ActionInput& in, ParseState& st) {
    st.events.push_back({Rule::tag, Span{static_cast<std::size_t>(in.begin() - st.base),
                                         static_cast<std::size_t>(in.end() - st.base)}});
  }
};

template <typename Rule>
struct action : std::conditional_t<g::is_tagged<Rule>, record<Rule>, pegtl::nothing<Rule>> {};

/// Drops the events of a rule that failed. The mark lives in a local of the overridden match()
/// (no side stack to push and pop on every one of the many keyword attempts), and a rule that
/// recorded nothing costs one compare.
///
/// It also skips a rule at once when the next byte cannot start it (grammar/substitution_first.hpp:
/// the first bytes are computed from the rule's type, and a rule that may match empty or is not
/// understood gives every byte). Such a rule would fail anyway, so the parse is unchanged; the
/// keyword alternatives tried at every word were most of the parse time (about a fifth less).
template <typename Rule>
struct rollback : pegtl::normal<Rule> {
  template <pegtl::apply_mode A, pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in, ParseState& st) {
    if constexpr (!g::every_byte<Rule>) {
      if (in.empty() || !g::first_bytes<Rule>[static_cast<unsigned char>(in.peek_char())]) return false;
    }
    const std::size_t mark = st.events.size();
    if (pegtl::normal<Rule>::template match<A, M, Action, Control>(in, st)) return true;
    if (st.events.size() != mark) st.events.resize(mark);
    return false;
  }
};

std::vector<Node> nest(const std::vector<Event>& events) {
  std::vector<Node> stack;
  for (const Event& e : events) {
    Node n{e.tag, e.span, {}};
    std::size_t i = stack.size();
    while (i > 0 && e.span.contains(stack[i - 1].span)) --i;
    for (std::size_t j = i; j < stack.size(); ++j) n.children.push_back(std::move(stack[j]));
    stack.resize(i);
    stack.push_back(std::move(n));
  }
  return stack;
}

}  // namespace

std::vector<Node> parse_nodes(std::string_view text) {
  ParseState st;
  st.base = text.data();
  st.events.reserve(text.size() / 4 + 16);  // about one recorded rule per four bytes: no regrowth
  try {
    pegtl::memory_input<pegtl::tracking_mode::lazy> in(text.data(), text.size(), "substitution");
    if (pegtl::parse<g::substitution, action, rollback>(in, st)) return nest(st.events);
  } catch (const std::exception&) {
    // falls through: the grammar has no must<>, so only resource exhaustion lands here
  }
  return {Node{Tag::rest, Span{0, text.size()}, {}}};
}

}  // namespace bbp::orders::detail
