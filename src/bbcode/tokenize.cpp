// Runs the PEGTL token grammar over a post and collects the tokens. Attribute and name extents are
// recomputed from the matched tag text (at most a few hundred bytes) instead of with inner-rule
// actions, because inner actions also fire inside attempts that later fail and would leave stale
// values behind.
#include "bbcode/token.hpp"

#include "grammar/bbcode.hpp"

namespace bbp::bbcode {
namespace {

namespace g = bbp::grammar::bbcode;
namespace pegtl = tao::pegtl;

struct TokenizeState {
  const char* base = nullptr;
  std::vector<Token>* out = nullptr;

  TokenSpan span_of(const char* b, const char* e) const {
    return TokenSpan{static_cast<std::uint32_t>(b - base), static_cast<std::uint32_t>(e - base)};
  }
  void push_text(TokenSpan s) {
    if (!out->empty() && out->back().kind == TokenKind::text && out->back().span.end == s.begin) {
      out->back().span.end = s.end;
      return;
    }
    Token t;
    t.kind = TokenKind::text;
    t.span = s;
    out->push_back(t);
  }
};

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<g::text_run> {
  template <typename Input>
  static void apply(const Input& in, TokenizeState& st) {
    st.push_text(st.span_of(in.begin(), in.end()));
  }
};

template <>
struct action<g::lone_char> : action<g::text_run> {};

template <>
struct action<g::line_break> {
  template <typename Input>
  static void apply(const Input& in, TokenizeState& st) {
    Token t;
    t.kind = TokenKind::line_break;
    t.span = st.span_of(in.begin(), in.end());
    st.out->push_back(t);
  }
};

bool is_name_char(char c) {
  return c == '*' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

template <>
struct action<g::open_tag> {
  template <typename Input>
  static void apply(const Input& in, TokenizeState& st) {
    const char* b = in.begin();
    const char* e = in.end();  // one past ']'
    Token t;
    t.kind = TokenKind::open_tag;
    t.span = st.span_of(b, e);
    const char* p = b + 1;
    const char* name_end = p + 1;  // a name is never empty; `*` is one character
    if (*p != '*')
      while (name_end < e - 1 && is_name_char(*name_end)) ++name_end;
    t.set_name(st.span_of(p, name_end));
    if (name_end < e - 1) {  // '=' or ' ' follows
      const char* vb = name_end + 1;
      const char* ve = e - 1;
      if (ve - vb >= 2 && (*vb == '"' || *vb == '\'') && *(ve - 1) == *vb) {
        t.quote = *vb;
        ++vb;
        --ve;
      }
      t.set_attr(st.span_of(vb, ve), *name_end == ' ');
    }
    st.out->push_back(t);
  }
};

template <>
struct action<g::close_tag> {
  template <typename Input>
  static void apply(const Input& in, TokenizeState& st) {
    Token t;
    t.kind = TokenKind::close_tag;
    t.span = st.span_of(in.begin(), in.end());
    t.set_name(st.span_of(in.begin() + 2, in.end() - 1));
    st.out->push_back(t);
  }
};

template <>
struct action<g::sprite> {
  template <typename Input>
  static void apply(const Input& in, TokenizeState& st) {
    Token t;
    t.kind = TokenKind::sprite;
    t.span = st.span_of(in.begin(), in.end());
    const char* b = in.begin() + 1;
    const char* e = in.end() - 1;
    const char* name = b;
    // A set prefix is letters/digits then '/'; the name itself never contains '/'.
    for (const char* p = b; p < e; ++p) {
      if (*p == '/') {
        t.set_attr(st.span_of(b, p), false);
        name = p + 1;
        break;
      }
    }
    t.set_name(st.span_of(name, e));
    st.out->push_back(t);
  }
};

}  // namespace

std::vector<Token> tokenize(std::string_view source, std::size_t begin) {
  std::vector<Token> out;
  if (begin >= source.size()) return out;
  out.reserve((source.size() - begin) / 4 + 4);
  TokenizeState st{source.data(), &out};
  pegtl::memory_input<pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf> in(source.data() + begin,
                                                                         source.data() + source.size(), "post");
  // The grammar cannot fail (lone_char takes any byte) and actions only push_back; the only
  // possible exception is std::bad_alloc, which parse() catches and reports.
  (void)pegtl::parse<g::document, action>(in, st);
  return out;
}

}  // namespace bbp::bbcode
