// Runs the substitution grammar and records the tagged rules that matched as a node tree.
//
// Actions fire when a rule succeeds, even if an enclosing rule later fails and backtracks; the
// control below remembers how many events existed when each rule started and drops the events of
// a rule that failed, so only the parse that finally matched is recorded. Events arrive in
// post-order (children before parents), so nesting them by span yields the tree.
#include "orders/grouping_brackets.hpp"
#include "orders/substitution_nodes.hpp"

#include "grammar/substitution.hpp"

#include <cstdint>
#include <exception>
#include <limits>
#include <type_traits>

namespace bbp::orders::detail {
namespace {

namespace pegtl = tao::pegtl;
namespace g = grammar::sub;

struct Event {
  Tag tag;
  Span span;
};

/// Packrat memo for the few rules that the grammar's alternatives try again and again at the same
/// byte: the subject of a trigger clause (c_action, c_action_target_first, c_action_attack,
/// c_faint, c_presence … each start with it), the action after a result verb, whole clauses when an
/// outer alternative backs off. A rule's outcome depends only on the input from its position (the
/// guards only look ahead; the one side effect is the events it records), so the first attempt's
/// outcome, end and events are replayed for the later ones: the parse is unchanged, only faster.
/// One key per rule and apply mode: under a predicate (apply_mode::nothing) no events are
/// recorded, so those outcomes are kept apart from the recording ones.
struct MemoEntry {
  const void* key = nullptr;
  std::uint32_t pos = 0;
  std::uint32_t end = 0;
  std::uint32_t events_begin = 0;
  std::uint32_t events_end = 0;
  bool ok = false;
};

class Memo {
 public:
  MemoEntry* find(const void* key, std::uint32_t pos) {
    if (slots_.empty()) return nullptr;
    for (std::size_t i = slot_of(key, pos);; i = (i + 1) & (slots_.size() - 1)) {
      MemoEntry& e = slots_[i];
      if (e.key == nullptr) return nullptr;
      if (e.key == key && e.pos == pos) return &e;
    }
  }
  void insert(const MemoEntry& entry) {
    if ((used_ + 1) * 2 > slots_.size()) grow();
    std::size_t i = slot_of(entry.key, entry.pos);
    while (slots_[i].key != nullptr) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = entry;
    ++used_;
  }
  std::vector<Event> events;  ///< the recorded events of memoised successes, in slices

 private:
  std::size_t slot_of(const void* key, std::uint32_t pos) const {
    const auto h = (static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(key)) ^ (std::uint64_t{pos} << 32)) *
                   0x9E3779B97F4A7C15ull;
    return static_cast<std::size_t>(h >> 32) & (slots_.size() - 1);
  }
  void grow() {
    std::vector<MemoEntry> old = std::move(slots_);
    slots_.assign(old.empty() ? 64 : old.size() * 2, MemoEntry{});
    used_ = 0;
    for (const MemoEntry& e : old)
      if (e.key != nullptr) insert(e);
  }
  std::vector<MemoEntry> slots_;
  std::size_t used_ = 0;
};

struct ParseState {
  const char* base = nullptr;
  std::vector<Event> events;
  Memo memo;
  bool memo_on = true;  ///< off for a text whose offsets do not fit the memo's 32 bits
};

template <typename Rule>
inline constexpr bool memoised =
    std::is_same_v<Rule, g::subject> || std::is_same_v<Rule, g::pokemon_ref> || std::is_same_v<Rule, g::action_full> ||
    std::is_same_v<Rule, g::behaviour> || std::is_same_v<Rule, g::owner_property> ||
    std::is_same_v<Rule, g::trigger_clause> || std::is_same_v<Rule, g::result_clause> ||
    std::is_same_v<Rule, g::later_clause> || std::is_same_v<Rule, g::use_or_implicit> ||
    std::is_same_v<Rule, g::result_opener>;

/// The memo's key of a rule in an apply mode: the address of a variable of its own.
template <typename Rule, pegtl::apply_mode A>
inline constexpr char memo_key = 0;

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
    if constexpr (memoised<Rule>) {
      if (!st.memo_on) return plain_match<A, M, Action, Control>(in, st, mark);
      const void* const key = &memo_key<Rule, A>;
      const auto pos = static_cast<std::uint32_t>(in.current() - st.base);
      if (const MemoEntry* e = st.memo.find(key, pos)) {
        if (!e->ok) return false;
        st.events.insert(st.events.end(), st.memo.events.begin() + e->events_begin, st.memo.events.begin() + e->events_end);
        in.bump(e->end - pos);
        return true;
      }
      const bool ok = pegtl::normal<Rule>::template match<A, M, Action, Control>(in, st);
      MemoEntry entry{key, pos, static_cast<std::uint32_t>(in.current() - st.base), 0, 0, ok};
      if (ok) {
        entry.events_begin = static_cast<std::uint32_t>(st.memo.events.size());
        st.memo.events.insert(st.memo.events.end(), st.events.begin() + static_cast<std::ptrdiff_t>(mark), st.events.end());
        entry.events_end = static_cast<std::uint32_t>(st.memo.events.size());
      } else if (st.events.size() != mark) {
        st.events.resize(mark);
      }
      st.memo.insert(entry);
      return ok;
    } else {
      return plain_match<A, M, Action, Control>(in, st, mark);
    }
  }

  template <pegtl::apply_mode A, pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput>
  static bool plain_match(ParseInput& in, ParseState& st, std::size_t mark) {
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
  st.memo_on = text.size() < std::numeric_limits<std::uint32_t>::max();
  st.events.reserve(text.size() / 4 + 16);  // about one recorded rule per four bytes: no regrowth
  try {
    pegtl::memory_input<pegtl::tracking_mode::lazy> in(text.data(), text.size(), "substitution");
    if (pegtl::parse<g::substitution, action, rollback>(in, st)) return nest(st.events);
  } catch (const std::exception&) {
    // falls through: the grammar has no must<>, so only resource exhaustion lands here
  }
  return {Node{Tag::rest, Span{0, text.size()}, {}}};
}

Substitution read_substitution(std::string_view text, const SpanMap& to_source) {
  // "IF (Heracross uses Protect) THEN (…)": the grammar reads the components without their
  // grouping brackets (blanked, so every span stays), and the raw text keeps them.
  const std::string grouped = without_grouping_brackets(text);
  if (grouped.empty()) return build_substitution(text, parse_nodes(text), to_source);
  Substitution s = build_substitution(grouped, parse_nodes(grouped), to_source);
  s.raw = std::string(text);
  return s;
}

}  // namespace bbp::orders::detail
