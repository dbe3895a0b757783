#pragma once
// PEGTL grammar of the XenForo BBCode that Smogon posts use, as a flat token stream.
//
// The grammar only cuts the post into tokens (line break, closing tag, opening tag, sprite code,
// text); it never nests. Matching opening and closing tags is done afterwards with an explicit
// stack (src/bbcode/tree_builder.cpp), so nesting depth is never PEGTL recursion and a post with
// 100k `[b]` cannot overflow the C++ stack.
//
// Every repetition that looks ahead before deciding (tag names, attributes, sprite names) is
// bounded, and text runs stop only at `[`, `:` and line terminators, so tokenizing is linear in
// the input: at each byte at most kMaxAttribute + kMaxTagName bytes are looked at before the byte
// is consumed as text.
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include <cstddef>

namespace bbp::grammar::bbcode {

namespace pegtl = tao::pegtl;

inline constexpr unsigned kMaxTagName = 20;       ///< `[strikethroughxxxx]` longer than this is text
inline constexpr unsigned kMaxAttribute = 512;    ///< attribute bytes (hide titles, quote sources, URLs)
inline constexpr unsigned kMaxSpriteSet = 8;      ///< `sv/`, `ss/`, `pmd/`, `gen5/`
inline constexpr unsigned kMaxSpriteName = 40;    ///< characters of `tapu fini`, `calyrex-shadow`

// ---- line terminators: LF, CRLF and a lone CR each end one line ------------------------------
struct line_break : pegtl::sor<pegtl::string<'\r', '\n'>, pegtl::one<'\r', '\n'>> {};

// ---- tags ----------------------------------------------------------------------------------------
// A tag name is ASCII letters and digits starting with a letter (`b`, `SIZE`, `h1`), or `*` (list
// item). Case is folded later, against the table of known tags.
struct tag_name : pegtl::sor<pegtl::one<'*'>, pegtl::seq<pegtl::alpha, pegtl::rep_max<kMaxTagName - 1, pegtl::alnum>>> {};

// Quoted attribute values may contain `]` ([hide="a]b"]) but never `[`: so no token can contain a
// `[/code]`, and finding the end of a [code] block is a search over tokens.
struct attr_dq_value : pegtl::rep_max<kMaxAttribute, pegtl::not_one<'"', '[', '\r', '\n'>> {};
struct attr_sq_value : pegtl::rep_max<kMaxAttribute, pegtl::not_one<'\'', '[', '\r', '\n'>> {};
struct attr_dq : pegtl::seq<pegtl::one<'"'>, attr_dq_value, pegtl::one<'"'>> {};
struct attr_sq : pegtl::seq<pegtl::one<'\''>, attr_sq_value, pegtl::one<'\''>> {};
struct attr_quoted : pegtl::seq<pegtl::sor<attr_dq, attr_sq>, pegtl::at<pegtl::one<']'>>> {};
// Unquoted: `[size=5]`, `[color=#b3b300]`, `[url=https://…]`, and malformed `[hide="Title]`
// (reported as BBP1008 by the tree builder, not rejected here).
struct attr_bare_value : pegtl::rep_max<kMaxAttribute, pegtl::not_one<']', '[', '\r', '\n'>> {};
struct attribute : pegtl::seq<pegtl::one<'='>, pegtl::sor<attr_quoted, attr_bare_value>> {};
// XenForo 2 options after a space: `[IMG width="120px"]`, `[URL unfurl="true"]`.
struct tag_options : pegtl::seq<pegtl::one<' '>, attr_bare_value> {};

struct open_tag : pegtl::seq<pegtl::one<'['>, tag_name, pegtl::opt<pegtl::sor<attribute, tag_options>>, pegtl::one<']'>> {};
struct close_tag : pegtl::seq<pegtl::one<'['>, pegtl::one<'/'>, tag_name, pegtl::one<']'>> {};

// ---- sprite / smiley codes -----------------------------------------------------------------------
// `:scyther:`, `:sv/scyther:`, `:ss/meowth-galar:`, `:tapu fini:`, `:mr. mime:`, `:farfetch’d:`.
// The shape is what keeps prose colons out ("Note: …", "12:30:45", "HA: Prankster"):
//  - optional set prefix: a letter, then letters/digits, then `/`;
//  - the name starts with an ASCII letter (so never pure digits, never a leading space);
//  - then letters, digits, `-`, `.`, `'`, `’` (U+2019), `é` (U+00E9), and single spaces that
//    must be followed by another name character (so no trailing or double space);
//  - at most kMaxSpriteName characters, then the closing `:`.
struct sprite_set : pegtl::seq<pegtl::alpha, pegtl::rep_max<kMaxSpriteSet - 1, pegtl::alnum>, pegtl::one<'/'>> {};
struct sprite_char : pegtl::sor<pegtl::alnum, pegtl::one<'-', '.', '\''>,
                                pegtl::string<'\xE2', '\x80', '\x99'>,  // ’ RIGHT SINGLE QUOTATION MARK
                                pegtl::string<'\xC3', '\xA9'>> {};      // é (Flabébé)
struct sprite_name : pegtl::seq<pegtl::alpha,
                                pegtl::rep_max<kMaxSpriteName - 1,
                                               pegtl::sor<sprite_char, pegtl::seq<pegtl::one<' '>, pegtl::at<sprite_char>>>>> {};
struct sprite : pegtl::seq<pegtl::one<':'>, pegtl::opt<sprite_set>, sprite_name, pegtl::one<':'>> {};

// ---- text ------------------------------------------------------------------------------------------
// A run of anything that cannot start another token; a `[` or `:` that starts no tag or sprite is a
// one-byte text token (merged with its neighbours by the action). Same as
// plus<not_one<'[', ':', '\r', '\n'>>, written as a plain loop because text is most of a post and
// the per-byte rule machinery halved tokenizer throughput.
/// The bytes that end a text run: one table load per byte instead of four compares.
inline constexpr auto kStopsText = [] {
  struct Table {
    bool v[256] = {};
    constexpr bool operator[](std::size_t i) const { return v[i]; }
  } t;
  t.v[static_cast<unsigned char>('[')] = t.v[static_cast<unsigned char>(':')] = true;
  t.v[static_cast<unsigned char>('\n')] = t.v[static_cast<unsigned char>('\r')] = true;
  return t;
}();
struct text_run {
  using rule_t = text_run;
  using subs_t = pegtl::empty_list;
  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) {
    const char* const begin = in.current();
    const char* const end = in.end();
    const char* p = begin;
    while (p < end && !kStopsText[static_cast<unsigned char>(*p)]) ++p;
    if (p == begin) return false;
    in.bump_in_this_line(static_cast<std::size_t>(p - begin));  // never crosses a line terminator
    return true;
  }
};
struct lone_char : pegtl::any {};

// text_run first: it is the commonest token and cannot start where another token starts (it never
// takes `[`, `:` or a line terminator), so the order changes no match, only the cost.
struct token : pegtl::sor<text_run, line_break, close_tag, open_tag, sprite, lone_char> {};
struct document : pegtl::seq<pegtl::star<token>, pegtl::eof> {};

}  // namespace bbp::grammar::bbcode

// pegtl::analyze: text_run consumes at least one byte whenever it succeeds.
template <typename Name>
struct tao::pegtl::analyze_traits<Name, bbp::grammar::bbcode::text_run> : tao::pegtl::analyze_any_traits<> {};
