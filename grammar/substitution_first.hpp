#pragma once
// A fast path for the stop checks of the substitution grammar. Every word of a name is preceded
// by not_at<Stop>, where Stop is a choice of dozens of keywords ("if", "then", "is", "use" …);
// trying each keyword at every word was most of the parse time. first_bytes<Rule> is the set of
// bytes a match of Rule can start with, computed from the rule types at compile time, and
// not_stop<Stop> succeeds at once when the next byte is not in it. Rules the computation does not
// know (or that can match empty) give "every byte", so the fast path only ever skips checks that
// would have failed: the grammar matches exactly what it matched before.
#include <tao/pegtl.hpp>

#include <array>
#include <cstddef>
#include <cstdint>

namespace bbp::grammar::sub {

namespace first_detail {
namespace internal = tao::pegtl::internal;

using Mask = std::array<bool, 256>;

constexpr Mask all() {
  Mask m{};
  for (bool& b : m) b = true;
  return m;
}
constexpr Mask none() { return Mask{}; }
constexpr Mask unite(Mask a, const Mask& b) {
  for (std::size_t i = 0; i < 256; ++i) a[i] = a[i] || b[i];
  return a;
}
constexpr unsigned char lower(char c) { return static_cast<unsigned char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c); }
constexpr unsigned char upper(char c) { return static_cast<unsigned char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c); }

template <typename Internal>
struct of {
  static constexpr Mask value = all();  // unknown rule: may start anywhere (or match empty)
};
template <typename Rule>
constexpr Mask first_of() {
  return of<typename Rule::rule_t>::value;
}

template <typename R, typename... Rs>
struct of<internal::seq<R, Rs...>> {
  static constexpr Mask value = first_of<R>();  // a first rule that can match empty gives all()
};
template <typename... Rs>
struct of<internal::sor<Rs...>> {
  static constexpr Mask value = [] {
    Mask m = none();
    ((m = unite(m, first_of<Rs>())), ...);
    return m;
  }();
};
template <char C, char... Cs>
struct of<internal::istring<C, Cs...>> {
  static constexpr Mask value = [] {
    Mask m = none();
    m[lower(C)] = m[upper(C)] = m[static_cast<unsigned char>(C)] = true;
    return m;
  }();
};
template <char C, char... Cs>
struct of<internal::string<C, Cs...>> {
  static constexpr Mask value = [] {
    Mask m = none();
    m[static_cast<unsigned char>(C)] = true;
    return m;
  }();
};
template <char... Cs>
struct of<internal::one<internal::result_on_found::success, internal::peek_char, Cs...>> {
  static constexpr Mask value = [] {
    Mask m = none();
    ((m[static_cast<unsigned char>(Cs)] = true), ...);
    return m;
  }();
};

}  // namespace first_detail

/// Bytes a match of Rule can start with (every byte when unknown).
template <typename Rule>
inline constexpr first_detail::Mask first_bytes = first_detail::first_of<Rule>();

namespace first_detail {
constexpr bool is_all(const Mask& m) {
  for (bool b : m)
    if (!b) return false;
  return true;
}
}  // namespace first_detail
/// True when nothing is known about Rule's first byte (it may start anywhere or match empty).
template <typename Rule>
inline constexpr bool every_byte = first_detail::is_all(first_bytes<Rule>);

// ---- literal prefixes ------------------------------------------------------------------------
// A finer fast path for the stop sets: when every alternative of Stop starts with a literal
// (a keyword, a phrase's first keyword, one character), Stop can only match where one of those
// literals is a prefix of the input. Checking the few literals of the next byte's letter
// (case-insensitively: a superset of what the case-sensitive ones match) is much cheaper than
// trying the alternatives, and it never rejects a match, so the grammar is unchanged.
namespace first_detail {

inline constexpr std::size_t kMaxLiteral = 24;
inline constexpr std::size_t kMaxLiterals = 160;

struct Literal {
  std::array<unsigned char, kMaxLiteral> text{};  ///< lower-cased
  std::size_t size = 0;
};
struct Literals {
  std::array<Literal, kMaxLiterals> items{};
  std::size_t count = 0;
  bool unknown = false;  ///< some alternative does not start with a known literal
};

constexpr Literals unknown_literals() {
  Literals l;
  l.unknown = true;
  return l;
}
constexpr Literals merge(Literals a, const Literals& b) {
  if (a.unknown || b.unknown || a.count + b.count > kMaxLiterals) return unknown_literals();
  for (std::size_t i = 0; i < b.count; ++i) a.items[a.count++] = b.items[i];
  return a;
}
template <char... Cs>
constexpr Literals one_literal() {
  Literals l;
  if constexpr (sizeof...(Cs) > kMaxLiteral) {
    l.unknown = true;
  } else {
    Literal lit;
    ((lit.text[lit.size++] = lower(Cs)), ...);
    l.items[0] = lit;
    l.count = 1;
  }
  return l;
}

template <typename Internal>
struct lits {
  static constexpr Literals value = unknown_literals();
};
template <typename Rule>
constexpr Literals literals_of() {
  return lits<typename Rule::rule_t>::value;
}
template <typename R, typename... Rs>
struct lits<internal::seq<R, Rs...>> {
  static constexpr Literals value = literals_of<R>();
};
template <typename... Rs>
struct lits<internal::sor<Rs...>> {
  static constexpr Literals value = [] {
    Literals l;
    ((l = merge(l, literals_of<Rs>())), ...);
    return l;
  }();
};
template <char C, char... Cs>
struct lits<internal::istring<C, Cs...>> {
  static constexpr Literals value = one_literal<C, Cs...>();
};
template <char C, char... Cs>
struct lits<internal::string<C, Cs...>> {
  static constexpr Literals value = one_literal<C, Cs...>();
};
template <char... Cs>
struct lits<internal::one<internal::result_on_found::success, internal::peek_char, Cs...>> {
  static constexpr Literals value = [] {
    Literals l;
    ((l = merge(l, one_literal<Cs>())), ...);
    return l;
  }();
};

/// The literals sorted by first byte, with where each first byte's run starts and ends.
struct LiteralIndex {
  Literals sorted;
  std::array<std::uint8_t, 257> start{};
};
constexpr LiteralIndex index_literals(Literals l) {
  LiteralIndex x;
  if (l.unknown) {
    x.sorted = l;
    return x;
  }
  for (std::size_t i = 1; i < l.count; ++i)  // insertion sort by first byte (constexpr-friendly)
    for (std::size_t j = i; j > 0 && l.items[j - 1].text[0] > l.items[j].text[0]; --j) {
      const Literal t = l.items[j];
      l.items[j] = l.items[j - 1];
      l.items[j - 1] = t;
    }
  x.sorted = l;
  std::size_t k = 0;
  for (std::size_t c = 0; c < 256; ++c) {
    x.start[c] = static_cast<std::uint8_t>(k);
    while (k < l.count && l.items[k].text[0] == c) ++k;
  }
  x.start[256] = static_cast<std::uint8_t>(k);
  return x;
}
static_assert(kMaxLiterals < 256);

constexpr unsigned char lower_byte(unsigned char c) { return c >= 'A' && c <= 'Z' ? static_cast<unsigned char>(c - 'A' + 'a') : c; }

}  // namespace first_detail

/// The literal prefixes of Rule, indexed by first byte (unknown: no filter).
template <typename Rule>
inline constexpr first_detail::LiteralIndex literal_index = first_detail::index_literals(first_detail::literals_of<Rule>());

/// False only when no literal Rule can start with is a prefix of [p, end): Rule cannot match there.
template <typename Rule>
[[nodiscard]] inline bool may_start(const char* p, const char* end) {
  constexpr const first_detail::LiteralIndex& x = literal_index<Rule>;
  if constexpr (x.sorted.unknown) {
    return true;
  } else {
    if (p == end) return false;
    const auto c = first_detail::lower_byte(static_cast<unsigned char>(*p));
    const std::size_t left = static_cast<std::size_t>(end - p);
    for (std::size_t i = x.start[c]; i < x.start[c + 1u]; ++i) {
      const first_detail::Literal& lit = x.sorted.items[i];
      if (lit.size > left) continue;
      std::size_t k = 1;
      while (k < lit.size && first_detail::lower_byte(static_cast<unsigned char>(p[k])) == lit.text[k]) ++k;
      if (k == lit.size) return true;
    }
    return false;
  }
}

/// Same as not_at<Stop>, skipping the attempt when Stop cannot start here: by the next byte, then
/// by Stop's literal prefixes.
template <typename Stop>
struct not_stop : tao::pegtl::not_at<Stop> {
  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  [[nodiscard]] static bool match(ParseInput& in, States&&... st) {
    if (!in.empty() && !first_bytes<Stop>[static_cast<unsigned char>(in.peek_char())]) return true;
    if (!may_start<Stop>(in.current(), in.end())) return true;
    return tao::pegtl::not_at<Stop>::template match<A, M, Action, Control>(in, st...);
  }
};

}  // namespace bbp::grammar::sub
