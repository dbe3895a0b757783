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

#include <algorithm>
#include <cstddef>
#include <string_view>

namespace bbp::grammar::sub {

// ---- label: "1.", "1)", "4/", "Sub 1:", "S1 -", "Substitution 2:", "#3", "(2)", "A)", "-", "*", "•" -----
struct label_punct : one<':', '.', ')', '-'> {};
/// "(KO Sub)", "[KO sub]", "(Sub 3)", "(KO)": a note in brackets naming the substitution.
struct k_ko : kw<TAO_PEGTL_ISTRING("ko")> {};
struct bracket_note
    : seq<one<'(', '['>, sp, opt<k_ko, ws>, sor<k_substitution, k_sub, k_ko>, opt<ws, opt<one<'#'>>, digits>, sp, one<')', ']'>> {};
struct bracket_label : seq<bracket_note, opt<sp, one<':', '.', '-'>>, at<blank_char>> {};
/// "Priority sub:", "Anti-Protect sub 2:", "Gengar sub -": one or two words saying what the
/// substitution is for, kept as its owner (a Pokemon's name moves it to that Pokemon's orders, any
/// other word moves nothing), never a word that opens a clause. Not one of the segmenter's labels
/// (it strips those before the parse): the owner would be lost with it.
struct label_name_word
    : seq<not_at<sor<k_sub, k_substitution, k_if, k_when, k_whenever, k_at, k_should, k_unless, k_then>>,
          plus<sor<ascii::alpha, one<'-'>>>, boundary> {};
struct owner_label
    : seq<tagged<Tag::sub_owner, seq<label_name_word, opt<ws, label_name_word>>>, ws, sor<k_substitution, k_sub>,
          opt<ws, opt<one<'#'>>, digits>, sp, label_punct> {};
/// "First sub:", "2nd Sub -", "KO sub:", "Free sub 2:", "Sub A)", "Substitution one:": a label that
/// names the substitution by an ordinal, its kind or a letter instead of a number [10.1] (the
/// segmenter's `worded_label_length` in src/post/substitution_lines.cpp knows the same forms;
/// `ordinal_word` and `number_word` are grammar/substitution_words.hpp's).
struct worded_label
    : seq<sor<seq<sor<ordinal_word, k_ko, kw<TAO_PEGTL_ISTRING("free")>>, ws, sor<k_substitution, k_sub>,
                  opt<ws, opt<one<'#'>>, digits>>,
              seq<sor<k_substitution, k_sub>, ws, sor<number_word, seq<ascii::alpha, boundary>>>>,
          sp, label_punct> {};
struct label_mark
    : sor<worded_label, owner_label,
          seq<sor<k_substitution, k_sub, kw<TAO_PEGTL_ISTRING("subs")>>, sp, opt<one<'#'>>, opt<digits>, sp,
                     label_punct>,
                 seq<sor<k_substitution, k_sub>, sp, opt<one<'#'>>, digits>,
                 seq<one<'s', 'S'>, digits, sp, label_punct>,
                 seq<opt<one<'#'>>, digits, sp, one<'.', ')', ':', '/'>, at<blank_char>>, seq<one<'#'>, digits, at<blank_char>>,
                 seq<one<'('>, digits, one<')'>>, seq<one<'['>, digits, one<']'>, at<blank_char>>, bracket_label,
                 // "A)", "b.", "(c)": a list lettered instead of numbered
                 seq<opt<one<'('>>, ascii::alpha, one<')', '.'>, at<blank_char>>,
                 // "ii)", "iv.", "(iii)": numbered in Roman numerals
                 seq<opt<one<'('>>, rep_min_max<2, 4, one<'i', 'v', 'x', 'I', 'V', 'X'>>, one<')', '.'>, at<blank_char>>,
                 // "~If …", "-At the end …", "~Should …", "--If …": a bullet (doubled, too) written
                 // against the first word (src/post/substitution_lines.cpp kBulletGluedWords: the same words)
                 seq<plus<one<'-', '*', '>', '~', '+'>>,
                     sor<at<blank_char>, at<k_if>, at<k_at, ws>, at<k_should>, at<k_when>, at<k_whenever>,
                         at<k_unless>, at<k_in, ws, kw<TAO_PEGTL_ISTRING("case")>>,
                         // "-On step 3, if …", "-Once per round, …": before a timing's words
                         // ([10.5]; the segmenter's kTimingOpeners), not "+1 priority"'s sign
                         at<ascii::alpha, timing_part>>>,
                 // • – — · ► ▸ ➤ ◦ ▪ ∙ ⋅ ●, and » → (an arrow opening the line divides nothing)
                 seq<utf8::one<0x2022, 0x2013, 0x2014, 0x00B7, 0x25BA, 0x25B8, 0x27A4, 0x25E6, 0x25AA, 0x2219, 0x22C5,
                               0x25CF>>,
                 seq<utf8::one<0x00BB, 0x2192>, at<blank_char>>> {};
/// "Subs: 1.", "• 2)": a heading word or bullet before the number is one label with it.
struct label : tagged<Tag::label, seq<label_mark, opt<sp, label_mark>>> {};

/// "Sub 5 (Gina):": a numbered label with the Pokemon the substitution is for in brackets ("Sub 1
/// (KO):" is a label and its note, `bracket_note`, no Pokemon).
struct labelled_owner
    : seq<tagged<Tag::label, seq<sor<k_substitution, k_sub>, sp, opt<one<'#'>>, digits>>, sp, not_at<bracket_note>, one<'('>, sp,
          tagged<Tag::sub_owner, plus<not_one<')', '(', '\n'>>>, sp, one<')'>, sp, opt<label_punct>> {};

// ---- what introduces the result ------------------------------------------------------------------
struct sep_punct : one<',', ';', ':'> {};
/// A lone ">" between blanks is an arrow too ("IF Weavile uses Protect > Swords Dance"); a
/// comparison's ">" is read by its clause before the arrow is looked for.
struct arrow : sor<TAO_PEGTL_STRING("->"), TAO_PEGTL_STRING("=>"), arrow_glyph, seq<one<'>'>, at<blank_char>>> {};
/// "… THEN use Detect (KO sub)", "… THEN use Detect. [Sub 2]": the note naming the substitution
/// written after it instead of before (`bracket_label`); it says nothing the clauses do not.
/// "…, please." / ". Thanks!" / ". :)" after the last clause (`table_talk_close`) is no clause
/// either; it needs a blank or mark before it, so that inside a word nothing more is tried.
struct table_talk_end : seq<plus<sor<blank_char, one<'.', '!', ';', ','>>>, table_talk_close> {};
struct end_of_sub : sor<seq<sp, star<one<'.', '!', ';', ','>, sp>, opt<bracket_note, sp, star<one<'.', '!'>, sp>>, eof>,
                        table_talk_end> {};
/// "…, Detect." closing the substitution: a name with no verb after the last comma is the result
/// ([10.7a] "use" left out), not a second observed behaviour; also "…, Roost next step.", "…,
/// Swords Dance again" (as "use Swords Dance again" is, `action_full`). Affix
/// words ("this step", "now", "on step 2") are stops, so a trailing affix is never taken for it.
/// The orders may be moved after it with or without "and"/"then" ("…, Detect instead, push orders down",
/// "…, Detect then resume orders").
struct paren_timing_affix;
struct paren_push;
struct affixes_to_end;
/// ", unless Heracross is behind a Substitute" after the results (`late_unless` below).
struct late_unless_ahead : seq<sp, opt<one<','>, sp>, k_unless, ws> {};
struct last_bare_result
    // "…, X-Scissor + Aerial Ace" (a combination), "…, X-Scissor > Aerial Ace" (a sequence, as
    // after a colon)
    : seq<not_stop<action_stop>, words<sor<action_stop, ph<k_that, k_step>>>,
          star<sp, sor<one<'+'>, step_glyph>, sp, not_at<push_word>, words<action_stop>>,
          // "…, Thunder Wave on Clefable": its target, as after "use" (action_full).
          opt<ws, not_at<on_step>, target>,
          // "…, X-Scissor all steps": the round-end phrase, as after "use" (r_implicit)
          opt<ws, k_again>, opt<ws, sor<next_step, on_step, ph<k_that, k_step>, round_end_tail>>,
          opt<ws, sor<instead_of_tail, k_instead>>, opt<sp, paren_timing_affix>,
          // "…, Detect instead (push orders down)"
          opt<sp, paren_push>,
          opt<sp, opt<one<','>, sp>, opt<sor<seq<sor<k_and, amp_word, plus_word>, opt<ws, k_then>>, k_then>, ws>, push_core>,
          sor<affixes_to_end, late_unless_ahead>> {};
/// A guard: whether a THEN of the trigger's kind stands later on the line (the word "then", not
/// after "and": "use Detect and then Swords Dance" is a result's sequence), within the next
/// kThenWindow bytes. It looks, it never consumes; the window keeps a line of thousands of such
/// clauses linear (a THEN farther on than a substitution is long is no THEN of this one).
inline constexpr std::size_t kThenWindow = 300;
/// Whether the whole word `word` (lower-case letters; any case in the input) stands in [begin,
/// end) before the line's end; with `skip_after_and`, not right after "and ".
inline bool word_within(const char* begin, const char* end, std::string_view word, bool skip_after_and) {
  const auto lower = [](char c) { return static_cast<char>(c | 0x20); };
  const auto letter = [](char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; };
  const std::size_t n = word.size();
  for (const char* p = begin; p + n <= end && *p != '\n'; ++p) {
    bool same = true;
    for (std::size_t k = 0; k < n && same; ++k) same = lower(p[k]) == word[k];
    if (!same) continue;
    if ((p > begin && letter(p[-1])) || (p + n < end && letter(p[n]))) continue;
    if (skip_after_and && p - begin >= 4 && lower(p[-4]) == 'a' && lower(p[-3]) == 'n' && lower(p[-2]) == 'd' && p[-1] == ' ')
      continue;
    return true;
  }
  return false;
}
/// A guard over the next kThenWindow bytes of the line: whether the whole word Word::text stands
/// there (with SkipAfterAnd, not right after "and "). It looks, it never consumes.
template <typename Word, bool SkipAfterAnd>
struct word_ahead {
  using rule_t = word_ahead;
  using subs_t = empty_list;
  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) {
    const char* const begin = in.current();
    return word_within(begin, begin + std::min<std::size_t>(kThenWindow, in.size(kThenWindow)), Word::text, SkipAfterAnd);
  }
};
struct then_text { static constexpr std::string_view text = "then"; };
struct use_text { static constexpr std::string_view text = "use"; };
/// A THEN still to come on the line ("use Detect and then Swords Dance" is a result's sequence).
using then_word_ahead = word_ahead<then_text, true>;
/// A result verb still to come ("…, Lapras uses Ice Beam, use Protect" keeps the first as a
/// trigger clause).
using use_word_ahead = word_ahead<use_text, false>;
/// "If Heracross uses Close Combat, Triantis will use Detect instead": after the trigger's bare
/// comma, a name, "will" or "should" and a result verb open the result ([10.3b] plain
/// English for THEN; the linter checks the name is the recipient, [10.7]). With a THEN later on
/// the line, the words are a trigger clause in intent form ("…, Scizor will use Protect, THEN use
/// Feint"), as before. "…, Lapras uses Ice Beam" (the present tense) opens the result the same way
/// when no "use" follows either: then it is the substitution's last clause, and a substitution
/// needs a result ([10.1]); the linter says when the name is another Pokemon ([10.7], BBP3019).
struct named_result_opener
    : seq<not_at<not_a_subject>, words<sor<subject_stop, k_to>>, ws,
          sor<seq<sor<k_will, k_should>, ws, use_verb>, seq<k_uses, not_at<use_word_ahead>>>, not_at<then_word_ahead>> {};
/// "THEN", ", THEN", "then,", "->", punctuation right before a result verb ("if possible, use …"),
/// a colon before the result ("IF Heracross is to use Close Combat: Detect"), or a comma before
/// a last bare name ("IF Heracross is about to use Close Combat, Detect.").
/// A spaced dash after the trigger ("If you are burned - use Rest", "… – Rest, otherwise Roost")
/// is the arrow without its head ([10.3b] plain English); unspaced, it is part of a word.
struct dash_mark : sor<one<'-'>, utf8::one<0x2013, 0x2014>> {};
struct then_marker
    : tagged<Tag::then_kw, sor<seq<opt<sep_punct>, sp, k_then, opt<sp, one<',', ':'>>>, arrow,
                               seq<opt<sep_punct>, sp, than_for_then>,
                               seq<dash_mark, at<ws, sor<result_opener, seq<not_stop<action_stop>, word>>>>,
                               seq<sep_punct, at<sp, result_opener>>, seq<sep_punct, at<sp, pronoun_result_opener>>,
                               seq<one<','>, at<sp, named_result_opener>>,
                               seq<sep_punct, at<sp, r_replace_swap>>, seq<sep_punct, at<sp, r_send_in>>, seq<sep_punct, at<sp, r_push>>,
                               seq<one<':'>, at<ws>>,
                               // "IF X, and use Detect": the result after ", and" (conj_word lets it go)
                               seq<one<','>, sp, k_and, at<ws, sor<result_opener, r_push>>>,
                               seq<one<','>, at<sp, last_bare_result>>>> {};
/// No THEN and no punctuation: "IF Weavile is Burned use Facade" (kept, diagnosed).
struct then_implicit : tagged<Tag::then_implicit, seq<ws, at<result_opener>>> {};

// ---- trigger part [10.6] -------------------------------------------------------------------------
/// "15 or more BAP", "50% and above": "or"/"and" before a bare comparative (no "than" after it)
/// belongs to the value, it does not join two clauses.
struct comparative_tail
    : seq<sor<k_more, k_less, k_fewer, k_higher, k_lower, k_greater, k_above, k_below, k_over, k_under>,
          not_at<ws, k_than>> {};
/// ", and push your orders down", ", and use Detect": a result verb after ", and" ends the trigger.
struct conj_word : sor<seq<one<','>, sp, sor<k_and, k_or, one<'&'>>, not_at<ws, comparative_tail>,
                           not_at<ws, sor<result_opener, r_push>>, opt<ws, sor<k_also, k_if>>>,
                       seq<sor<k_and, k_or, one<'&'>>, not_at<ws, comparative_tail>, opt<ws, sor<k_also, k_if>>>,
                       seq<one<','>, not_at<sp, result_opener>, not_at<sp, pronoun_result_opener>, not_at<sp, named_result_opener>, not_at<sp, r_replace_swap>, not_at<sp, r_send_in>, not_at<sp, r_push>,
                           not_at<sp, last_bare_result>, not_at<sp, late_timing_words>,
                           opt<sp, k_if>>> {};
struct conj : seq<sp, tagged<Tag::conj, conj_word>, sp> {};
struct clause_end
    : at<sor<seq<sp, then_marker>, then_implicit, seq<sp, conj_word>, end_of_sub, seq<sp, opt<one<','>, sp>, late_timing_words>>> {};
/// Text that runs to the end of the clause (THEN, and/or, the end of the substitution).
/// It steps a word at a time: "or" inside "X-Scissor" joins no clauses.
struct to_clause_end : plus<not_at<sor<seq<sp, sor<then_marker, conj_word, end_of_sub>>, then_implicit>>, sor<word, any>> {};
/// An action clause whose observed behaviour is not one of the shapes of [10.6b] ("Weavile is to
/// use Attacks with 15 or more BAP"): still an action clause, the behaviour kept whole so the
/// linter can say what is wrong with it ([10.6d]) instead of misreading "is to" as a state.
struct c_action_loose
    : tagged<Tag::c_action, seq<sor<seq<subject, ws>, seq<be_contraction, ws>>, action_verb, ws,
                                tagged<Tag::action, to_clause_end>>> {};
/// A guard before c_cannot: "can" or "able" (any case) within the next kCannotWindow bytes of the
/// line, where every wording of cannot_words stands after a subject. Nearly no clause has either,
/// and without the guard each would parse its subject once more only to fail at the missing
/// "cannot". The window keeps a line of thousands of clauses linear (each looks a bounded way
/// ahead); a subject longer than it is no subject the grammar reads. It looks, it never consumes.
inline constexpr std::size_t kCannotWindow = 160;
struct cannot_ahead {
  using rule_t = cannot_ahead;
  using subs_t = empty_list;
  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) {
    const auto lower = [](char c) { return static_cast<char>(c | 0x20); };  // a guard: false hits only cost time
    const char* const end = in.current() + std::min<std::size_t>(kCannotWindow, in.size(kCannotWindow));
    for (const char* p = in.current(); p + 3 <= end && *p != '\n'; ++p) {
      if (lower(p[0]) == 'c' && lower(p[1]) == 'a' && lower(p[2]) == 'n') return true;
      if (lower(p[0]) == 'a' && p + 4 <= end && lower(p[1]) == 'b' && lower(p[2]) == 'l' && lower(p[3]) == 'e')
        return true;
    }
    return false;
  }
};
struct c_cannot
    : seq<cannot_ahead,
          tagged<Tag::c_bare, seq<subject, ws, cannot_words, ws, plus<not_at<sp, sor<then_marker, conj_word, end_of_sub>>, sor<word, any>>>>> {};
/// Catch-all: the rest of the clause up to THEN / and / or / the end.
struct c_bad : tagged<Tag::c_bad, to_clause_end> {};
struct trigger_clause
    : sor<seq<c_cannot, clause_end>, seq<c_true, clause_end>, seq<c_action, clause_end>, seq<c_action_target_first, clause_end>, seq<c_action_passive, clause_end>,
          seq<c_action_attack, clause_end>,
          seq<c_action_loose, clause_end>,
          seq<c_cmp, clause_end>, seq<c_presence_possessed, clause_end>, seq<c_exists, clause_end>, seq<c_faint, clause_end>,
          seq<c_presence, clause_end>, seq<c_action_bare, sor<at<sp, then_marker>, seq<at<sp, conj_word>, then_word_ahead>>>,
          seq<c_bare, clause_end>, c_bad> {};
/// A clause after "and"/"or": also one whose subject is left out ("… or has Levitate", "… and is to
/// use Facade").
struct later_clause : sor<seq<c_action_elided, clause_end>, seq<c_presence_elided, clause_end>, trigger_clause> {};
/// After SHOULD, a later clause's verb is bare too, with its subject left out ("Should Gengar be
/// faster than you and use Will-O-Wisp, …"); the builder gives it the subject before it.
struct c_action_bare_elided
    : tagged<Tag::c_action, seq<bare_action_verb, ws, action_full, star<affix_sep, action_affix>>> {};
struct should_later_clause : sor<seq<c_action_bare_elided, clause_end>, later_clause> {};
/// IF, and [10.3b] plain English for it: "in the event (that)", "in case".
/// "if and only if", "If (and only if)": the same IF [10.6]; a substitution only ever triggers
/// when its trigger is true.
struct iff : seq<k_if, sp, sor<seq<one<'('>, sp, ph<k_and, k_only, k_if>, sp, one<')'>>, ph<k_and, k_only, k_if>>> {};
struct if_kw
    : tagged<Tag::if_kw, sor<iff, ph<k_only, k_if>, k_if,
                             seq<ph<k_in, k_the, kw<TAO_PEGTL_ISTRING("event")>>, opt<ws, k_that>>,
                             ph<k_in, kw<TAO_PEGTL_ISTRING("case")>>>> {};
/// [10.3b] "Should Heracross use Protect, …", "Should you be Burned, …": SHOULD for IF, the
/// first clause with its subject before a bare verb.
struct should_kw : tagged<Tag::if_kw, k_should> {};
/// "Unless Heracross is Asleep, use Swords Dance": the clauses after it, read as their negation
/// ("Unless A or B" = IF not A and not B, orders/unless_reading.cpp `read_unless`).
struct unless_kw : tagged<Tag::if_kw, k_unless> {};
struct inverted_clause
    : sor<seq<c_action_bare, clause_end>, seq<c_cmp_inverted, clause_end>, seq<c_presence_inverted, clause_end>> {};
/// "IF" may come with no clause at all ("IF THEN use X"): kept as an empty trigger.
/// "IF you flinch, THEN …": the event is the timing ([10.5] plain English), the trigger is empty.
/// Not "IF you're going to get hit by X": a hit intended, the passive action clause.
struct if_event_part
    : seq<if_kw, ws, at<event_word_ahead>, not_at<c_action_passive>, tagged<Tag::if_event, if_event>,
          at<sor<seq<sp, then_marker>, then_implicit>>> {};
/// "When Heracross is to use Protect, …", "Whenever any opponent uses Fake Out, …": WHEN before an
/// action clause is IF in plain English ([10.3b]); the linter notes the reading. Events after
/// WHEN ("When hit", "When you are Burned") stay the timing clauses of [10.5a].
struct when_kw : tagged<Tag::if_kw, sor<k_whenever, k_when>> {};
struct when_trigger_ahead : at<sor<k_whenever, k_when>, ws, c_action, clause_end> {};
struct trigger_part
    : sor<if_event_part,
          seq<when_kw, ws, c_action, clause_end, star<conj, later_clause>>,
          seq<if_kw, opt<sp, one<','>>, opt<sp, not_at<then_marker>, trigger_clause, star<conj, later_clause>>>,
          seq<should_kw, ws, sor<inverted_clause, trigger_clause>, star<conj, should_later_clause>>,
          seq<unless_kw, ws, trigger_clause, star<conj, later_clause>>> {};

// ---- result part [10.7] --------------------------------------------------------------------------
/// A full stop also separates results when the next sentence is one: "use Nasty Plot instead.
/// Otherwise, use Aura Sphere." / "… use Detect. Use Swords Dance next step."
/// "; if this triggers, use …", ", and if so, …": the next result follows the one before ([10.7]
/// results are resolved in sequence); the words add nothing.
struct if_so
    : seq<k_if, ws, sor<k_so, seq<sor<k_this, k_it, k_that>, ws,
                                  sor<k_triggers, kw<TAO_PEGTL_ISTRING("does")>, kw<TAO_PEGTL_ISTRING("happens")>,
                                      kw<TAO_PEGTL_ISTRING("activates")>, kw<TAO_PEGTL_ISTRING("works")>>>>,
          sp, opt<one<','>>> {};
struct result_sep
    : sor<seq<sp, opt<sep_punct, sp>, opt<k_and, ws>, if_so, opt<sp, k_then>>,
          seq<sp, opt<sep_punct, sp>, k_and, opt<ws, k_then>>, seq<sp, sep_punct, opt<sp, k_then>>, seq<ws, k_then>,
          seq<sp, one<'.'>, sp, at<sor<k_otherwise, result_opener>>>> {};
/// "… use Detect. (only once)": a timing affix written last, in parentheses.
/// "(Only once.)": the sentence's closing mark may stand inside the brackets.
struct paren_close : seq<sp, star<one<'.', '!'>, sp>, one<')'>> {};
struct paren_timing_affix : seq<one<'('>, sp, timing_affix, paren_close> {};
/// "use Protect instead (push down)": moving the orders written in parentheses after the result it
/// goes with is still a result clause of its own ([10.7a]).
struct paren_push : seq<one<'('>, sp, sor<r_push, r_pull, r_push_forward>, paren_close> {};
/// result_sep is tried before the blanks are skipped too: its " then" needs the blank before it.
/// A result also ends where the timing affixes written last begin ("… use Detect. This can only
/// trigger once.", "… use Detect. Only once.").
/// "IF Heracross uses Swords Dance, THEN use X-Scissor, unless Heracross is behind a Substitute":
/// one trigger clause written after the results, read as negated and joined to the trigger with
/// AND ([10.3b]); the linter reports the order ([10.1], orders/substitution_check.cpp).
struct late_unless : tagged<Tag::unless_late, seq<late_unless_ahead, trigger_clause>> {};
/// The table talk first: the ':' of "… use Swords Dance :D" opens no second result.
struct result_end
    : at<sor<table_talk_end, result_sep, late_unless_ahead,
             seq<sp, sor<result_sep, end_of_sub, paren_push, seq<star<one<'.', ','>, sp>, paren_timing_affix>>>,
             affixes_to_end>> {};
struct result_core
    : sor<r_push, r_pull, r_push_forward, r_ignore, r_ignore_alias, r_replace_orders, r_replace, r_change, r_orders_become, r_replace_change,
          r_swap, r_replace_swap, r_keep,
          r_sequence, r_use_push, r_next, r_on_step, r_use, r_send_in, r_implicit> {};
struct r_bad : tagged<Tag::r_bad, plus<not_at<sp, sor<result_sep, end_of_sub>>, not_at<late_unless_ahead>, any>> {};
struct result_clause
    : sor<seq<opt<sor<a_otherwise_first, a_if_step_first>, opt<one<','>>, sp>, opt<k_please, ws>, opt<result_subject>, result_core,
              star<affix_sep, result_affix>, result_end>,
          r_bad> {};
/// "…, but only once": "but" joins a timing affix written last.
struct trailing_affixes
    : star<sor<seq<affix_sep, opt<kw<TAO_PEGTL_ISTRING("but")>, ws>, timing_affix>,
               seq<sp, one<'.', ';'>, sp, timing_affix, at<end_of_sub>>,
               seq<sp, star<one<'.', ','>, sp>, paren_timing_affix>,
               seq<sp, opt<one<'.', ',', ';'>>, sp, opt<one<'('>, sp>, affix_sentence, opt<sp, one<')'>>>>> {};
/// The timing affixes written last end the results: ", but only once" is no result clause.
struct affixes_to_end : seq<trailing_affixes, end_of_sub> {};
struct result_part
    : seq<result_clause,
          star<sor<seq<sp, paren_push, result_end>,
                   seq<not_at<affixes_to_end>, not_at<late_unless_ahead>, result_sep, sp, result_clause>>>> {};

/// "Clefable: IF Weavile …", "Mr. Mime: At the start of the step, …": up to three words naming the
/// Pokemon the substitution is for, then a colon, then the substitution itself (a post ordering
/// several Pokemon often lists their substitutions together).
/// Words of a timing written with a colon ("End of step:", "Start of round:") are no name.
struct owner_stop
    : sor<common_stop, timing_stop, if_kw, k_end, k_start, k_beginning, k_step, k_steps, k_round, k_turn,
          TAO_PEGTL_ISTRING("priority")> {};
struct owner_word : seq<not_stop<owner_stop>, word, opt<one<'.'>>> {};
struct owner_words : seq<owner_word, rep_max<2, ws, owner_word>> {};
/// A colon, or a dash with a space before it ("Scyther - If …", "Lucario — IF …"; never the
/// hyphen inside "X-Scissor").
/// "Triantis, if …" names it too (the Pokemon addressed), but only before IF or SHOULD
/// (`owner_prefix`): "Heracross, Lucario" before anything else is no owner.
struct owner_sep : sor<seq<sp, one<':'>>, seq<ws, sor<one<'-'>, utf8::one<0x2013, 0x2014>>, at<ws>>, seq<sp, one<','>, at<sp, sor<if_kw, should_kw>>>> {};
// The cheap test (words and a separator) first: most substitutions fail it at once.
struct owner_prefix
    : seq<at<owner_words, owner_sep>, not_at<timing_part>, tagged<Tag::sub_owner, owner_words>, owner_sep, sp,
          at<sor<if_kw, should_kw, timing_part>>> {};
/// "Also, if …", "And finally, at the end of the step, …", "And if …": words joining the substitution to
/// the player's other sentences, no component of [10.1]; read past, like a label. "Otherwise, if
/// …" too: [10.8] tries a Pokemon's substitutions in order and lets one trigger per step, so the
/// word adds no condition (docs/rulings.md).
struct lead_in_word
    : sor<k_also, k_and, k_but, k_so, k_now, k_next, k_then, k_otherwise, kw<TAO_PEGTL_ISTRING("plus")>, kw<TAO_PEGTL_ISTRING("additionally")>,
          kw<TAO_PEGTL_ISTRING("finally")>, kw<TAO_PEGTL_ISTRING("lastly")>, kw<TAO_PEGTL_ISTRING("secondly")>,
          kw<TAO_PEGTL_ISTRING("thirdly")>, kw<TAO_PEGTL_ISTRING("furthermore")>, kw<TAO_PEGTL_ISTRING("moreover")>,
          kw<TAO_PEGTL_ISTRING("ok")>, kw<TAO_PEGTL_ISTRING("okay")>, kw<TAO_PEGTL_ISTRING("alright")>,
          kw<TAO_PEGTL_ISTRING("oh")>> {};
/// The comma may be left out ("And if …", "Oh and if …").
struct lead_in
    : seq<lead_in_word, rep_max<2, ws, lead_in_word>, sp, opt<one<','>, sp>, at<sor<if_kw, should_kw, unless_kw, timing_part>>> {};
/// "IF Heracross is to use Protect at the start of the step, THEN …": a timing clause after the
/// trigger, kept as the timing (the linter reports the order, BBP2110).
struct late_timing : tagged<Tag::timing_late, seq<sp, opt<one<','>, sp>, sor<t_priority, t_phase>>> {};
// ---- the result written before the trigger [10.1] -------------------------------------------------
/// "Use Protect if Weavile is to use Ice Beam": [10.1] wants the components in the order timing,
/// trigger, result; the tree keeps the clauses (so every other rule still judges them) under a
/// `result_first` node, and the linter says the order is wrong and how to write it.
/// Only results with their verb: a bare name before "if" is too easily something else.
struct if_ahead : at<sp, opt<one<','>, sp>, if_kw> {};
struct first_result_end : at<sp, sor<result_sep, seq<opt<one<','>, sp>, sor<if_kw, late_timing_words>>>> {};
/// "Dragonite will use Extreme Speed if …", "I'll use Roost if …": a subject may come before the
/// verb, as after THEN (the linter checks that it is the recipient, [10.7]).
struct first_result_clause
    : seq<opt<result_subject>,
          sor<r_push, r_pull, r_ignore, r_replace_orders, r_replace, r_replace_swap, r_sequence, r_use_push, r_next, r_on_step, r_use>,
          star<affix_sep, result_affix>, first_result_end> {};
struct result_first_part
    : tagged<Tag::result_first,
             seq<first_result_clause, star<result_sep, sp, first_result_clause>, opt<late_timing>, if_ahead>> {};
/// "Use Roost at the end of the round if possible", "Use Roost if possible at the end of the
/// round": a timing between or after the other two is kept as the timing, out of order too.
/// "Use Detect if Heracross is to use Close Combat, then push orders down": more results after the
/// trigger follow the first ones.
struct result_first_substitution
    : seq<sp, opt<sor<labelled_owner, label>, sp>, opt<owner_prefix>, opt<timing_part, sp, opt<one<',', ':'>, sp>>, result_first_part, sp,
          opt<one<','>, sp>, trigger_part, opt<late_timing>, opt<result_sep, sp, result_part>, trailing_affixes, end_of_sub> {};

// ---- the whole substitution ----------------------------------------------------------------------
struct rest : tagged<Tag::rest, plus<any>> {};
struct result_intro : sor<seq<sp, then_marker>, then_implicit> {};
struct ordered_substitution
    : seq<sp, opt<sor<labelled_owner, label>, sp>, opt<lead_in>, opt<owner_prefix>, opt<not_at<when_trigger_ahead>, timing_part, sp>, opt<opt<one<',', ':'>, sp>, trigger_part>,
          opt<late_timing>, opt<result_intro, sp, opt<result_part>>,
          opt<late_unless, opt<result_sep, sp, result_part>>, trailing_affixes, sor<end_of_sub, rest>> {};
/// The grammar never fails: `ordered_substitution` ends in a catch-all.
struct substitution : sor<result_first_substitution, ordered_substitution> {};

}  // namespace bbp::grammar::sub

/// A guard that consumes nothing.
template <typename Name>
struct tao::pegtl::analyze_traits<Name, bbp::grammar::sub::cannot_ahead> : tao::pegtl::analyze_opt_traits<> {};
template <typename Name, typename Word, bool SkipAfterAnd>
struct tao::pegtl::analyze_traits<Name, bbp::grammar::sub::word_ahead<Word, SkipAfterAnd>>
    : tao::pegtl::analyze_opt_traits<> {};
