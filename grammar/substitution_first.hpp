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

/// Same as not_at<Stop>, skipping the attempt when the next byte cannot start Stop.
template <typename Stop>
struct not_stop : tao::pegtl::not_at<Stop> {
  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  [[nodiscard]] static bool match(ParseInput& in, States&&... st) {
    if (!in.empty() && !first_bytes<Stop>[static_cast<unsigned char>(in.peek_char())]) return true;
    return tao::pegtl::not_at<Stop>::template match<A, M, Action, Control>(in, st...);
  }
};

}  // namespace bbp::grammar::sub
