#pragma once
// PEGTL grammar of one substitution (handbook §10): [label] [timing] [IF trigger] [THEN result].
//
// A keyword skeleton (timing openers, IF, THEN, and/or, verbs, comparators, affix phrases) with
// name spans between the keywords; names are never resolved here. Every clause has a catch-all
// (t_bad, c_bad, r_bad) so one clause the grammar cannot read becomes one unreadable clause and
// the rest of the substitution is still read; whatever is left after the components becomes
// `rest` (an unreadable tail). The grammar therefore never fails on any input.
//
// Clause alternatives are tried in a fixed order and each consumes a bounded keyword frame plus
// name runs, so parsing is linear in the line; tests/unit/substitution_grammar_test.cpp checks
// the grammar with pegtl::analyze and a 10,000-word line.
#include "grammar/substitution_result.hpp"
#include "grammar/substitution_timing.hpp"
#include "grammar/substitution_trigger.hpp"

namespace bbp::grammar::sub {

// ---- label: "1.", "1)", "Sub 1:", "S1 -", "Substitution 2:", "#3", "(2)", "-", "*", "•" ----------
struct label_punct : one<':', '.', ')', '-'> {};
struct label
    : tagged<Tag::label,
             sor<seq<sor<k_substitution, k_sub, kw<TAO_PEGTL_ISTRING("subs")>>, sp, opt<one<'#'>>, opt<digits>, sp,
                     label_punct>,
                 seq<sor<k_substitution, k_sub>, sp, opt<one<'#'>>, digits>,
                 seq<one<'s', 'S'>, digits, sp, label_punct>,
                 seq<opt<one<'#'>>, digits, sp, one<'.', ')', ':'>, at<blank_char>>, seq<one<'#'>, digits, at<blank_char>>,
                 seq<one<'('>, digits, one<')'>>,
                 seq<one<'-', '*', '>'>, at<blank_char>>, utf8::one<0x2022, 0x2013, 0x2014>>> {};

// ---- what introduces the result ------------------------------------------------------------------
struct sep_punct : one<',', ';', ':'> {};
struct arrow : sor<TAO_PEGTL_STRING("->"), TAO_PEGTL_STRING("=>"), utf8::one<0x2192>> {};
/// "THEN", ", THEN", "then,", "->", or punctuation right before a result verb ("if possible, use …").
struct then_marker
    : tagged<Tag::then_kw, sor<seq<opt<sep_punct>, sp, k_then, opt<sp, one<',', ':'>>>, arrow,
                               seq<sep_punct, at<sp, result_opener>>>> {};
/// No THEN and no punctuation: "IF Weavile is Burned use Facade" (kept, diagnosed).
struct then_implicit : tagged<Tag::then_implicit, seq<ws, at<result_opener>>> {};
struct end_of_sub : seq<sp, star<one<'.', '!', ';', ','>, sp>, eof> {};

// ---- trigger part [10.6] -------------------------------------------------------------------------
struct conj_word : sor<seq<opt<one<','>, sp>, sor<k_and, k_or, one<'&'>>, opt<ws, sor<k_also, k_if>>>,
                       seq<one<','>, not_at<sp, result_opener>, opt<sp, k_if>>> {};
struct conj : seq<sp, tagged<Tag::conj, conj_word>, sp> {};
struct clause_end : at<sor<seq<sp, then_marker>, then_implicit, seq<sp, conj_word>, end_of_sub>> {};
/// Catch-all: the rest of the clause up to THEN / and / or / the end.
struct c_bad
    : tagged<Tag::c_bad, plus<not_at<sor<seq<sp, sor<then_marker, conj_word, end_of_sub>>, then_implicit>>, any>> {};
struct trigger_clause
    : sor<seq<c_true, clause_end>, seq<c_action, clause_end>, seq<c_cmp, clause_end>, seq<c_exists, clause_end>,
          seq<c_presence, clause_end>, seq<c_bare, clause_end>, c_bad> {};
struct if_kw : tagged<Tag::if_kw, sor<ph<k_only, k_if>, k_if>> {};
/// "IF" may come with no clause at all ("IF THEN use X"): kept as an empty trigger.
struct trigger_part
    : seq<if_kw, opt<sp, one<','>>, opt<sp, not_at<then_marker>, trigger_clause, star<conj, trigger_clause>>> {};

// ---- result part [10.7] --------------------------------------------------------------------------
struct result_sep
    : sor<seq<sp, opt<sep_punct, sp>, k_and, opt<ws, k_then>>, seq<sp, sep_punct, opt<sp, k_then>>, seq<ws, k_then>> {};
struct result_end : at<sp, sor<result_sep, end_of_sub>> {};
struct result_core
    : sor<r_push, r_pull, r_ignore, r_replace, r_sequence, r_use_push, r_next, r_on_step, r_use, r_implicit> {};
struct r_bad : tagged<Tag::r_bad, plus<not_at<sp, sor<result_sep, end_of_sub>>, any>> {};
struct result_clause : sor<seq<result_core, star<affix_sep, result_affix>, result_end>, r_bad> {};
struct result_part : seq<result_clause, star<result_sep, sp, result_clause>> {};

// ---- the whole substitution ----------------------------------------------------------------------
struct rest : tagged<Tag::rest, plus<any>> {};
struct trailing_affixes : star<affix_sep, timing_affix> {};
struct result_intro : sor<seq<sp, then_marker>, then_implicit> {};
struct substitution
    : seq<sp, opt<label, sp>, opt<timing_part, sp>, opt<opt<one<','>, sp>, trigger_part>,
          opt<result_intro, sp, opt<result_part>>, trailing_affixes, sor<end_of_sub, rest>> {};

}  // namespace bbp::grammar::sub
