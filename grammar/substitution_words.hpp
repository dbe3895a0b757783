#pragma once
// Lexical layer of the substitution grammar: words, case-insensitive keywords, stop sets, name
// phrases, Pokemon references ([10.4a] placeholders, [10.4c] zones), numbers and values ([10.6e]).
//
// Names are never looked up: a name is a run of words that stops at the keywords of its context,
// so "Light That Burns The Sky" stays one action while "Weavile is to use …" splits at "is".
// Every repetition advances at least one word and every alternative is a bounded keyword match,
// so the grammar is linear in the line (no rule re-scans more than a constant number of times).
#include "grammar/smiley.hpp"
#include "grammar/substitution_first.hpp"
#include "grammar/substitution_tags.hpp"

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include <array>

namespace bbp::grammar::sub {
namespace pegtl = tao::pegtl;
using namespace pegtl;  // NOLINT: grammar headers read better with the rule names unqualified

// ---- characters -------------------------------------------------------------------------------
/// Non-ASCII letters and marks; excludes NBSP, the middle dot, dashes, smart quotes, bullet, ellipsis and
/// arrows (arrow_glyph's),
/// which separate words. Keeps ’ (U+2019) so "Farfetch’d" and "Weavile’s" are one word.
struct non_ascii : utf8::ranges<0x80, 0x9F, 0xA1, 0xB6, 0xB8, 0xBA, 0xBC, 0x2012, 0x2015, 0x201B, 0x201E, 0x2021,
                                0x2024, 0x2025, 0x2027, 0x2191, 0x2193, 0x21D1, 0x21D3, 0x25B7, 0x25B9, 0x25B9,
                                0x25BB, 0x276E, 0x2770, 0x2793, 0x2795, 0x279B, 0x279D, 0x27A0, 0x27A2, 0x27E8,
                                0x27EA, 0x27F5, 0x27F7, 0x10FFFF> {};
/// ASCII letters, digits, ' _: one table load per byte. '&' is no letter: "Burned&Asleep" is two
/// conditions joined (conj_word), as "Burned & Asleep" is.
inline constexpr auto kAsciiWordChar = [] {
  std::array<bool, 128> t{};
  for (int c = 0; c < 128; ++c)
    t[static_cast<std::size_t>(c)] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                                      c == '\'' || c == '_';
  return t;
}();
/// Same as sor<ascii::alnum, one<'\'', '_'>, non_ascii>, written as one rule: a word
/// character is tested at every byte of every name, and the choice of three was a tenth of the parse.
struct wordchar {
  using rule_t = wordchar;
  using subs_t = empty_list;
  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) {
    if (in.empty()) return false;
    const auto c = static_cast<unsigned char>(in.peek_char());
    if (c < 0x80) {
      if (!kAsciiWordChar[c]) return false;
      in.bump_in_this_line(1);
      return true;
    }
    return non_ascii::match(in);
  }
};
/// After a keyword: no letter, and no hyphen joining a letter ("Will-O-Wisp" is not "will").
struct boundary : not_at<sor<wordchar, seq<one<'-'>, wordchar>>> {};
struct blank_char : one<' ', '\t', '\r', '\n'> {};
struct ws : plus<blank_char> {};
struct sp : star<blank_char> {};
struct apos : sor<one<'\''>, utf8::one<0x2019>> {};

/// Sprite codes as written in posts: ":weavile:", ":sv/weavile:".
struct sprite : seq<one<':'>, plus<not_one<':', ' ', '\n', '\t', ','>>, one<':'>> {};
/// One word: letters/digits, inner hyphens and dots ("X-Scissor", "U-turn", "1.5"), or a sprite.
struct word : sor<sprite, seq<wordchar, star<sor<wordchar, seq<one<'-', '.'>, wordchar>>>>> {};

template <typename S>
struct kw : seq<S, boundary> {};
/// Words separated by whitespace: ph<k_is, k_to, k_use> matches "is  to use".
template <typename W, typename... Ws>
struct ph : seq<W, seq<ws, Ws>...> {};
/// "isn't", "isnt", "isn’t": the negation is tagged so the builder sees it.
template <typename Base>
struct nt : seq<Base, tagged<Tag::negation, seq<one<'n', 'N'>, opt<apos>, one<'t', 'T'>>>, boundary> {};

#define BBP_KW(name, text) \
  struct name : kw<TAO_PEGTL_ISTRING(text)> {}
BBP_KW(k_a, "a"); BBP_KW(k_an, "an"); BBP_KW(k_any, "any"); BBP_KW(k_all, "all");
BBP_KW(k_the, "the"); BBP_KW(k_each, "each"); BBP_KW(k_every, "every"); BBP_KW(k_of, "of");
BBP_KW(k_if, "if"); BBP_KW(k_then, "then"); BBP_KW(k_and, "and"); BBP_KW(k_or, "or");
BBP_KW(k_but, "but"); BBP_KW(k_also, "also"); BBP_KW(k_not, "not"); BBP_KW(k_no, "no");
BBP_KW(k_is, "is"); BBP_KW(k_are, "are"); BBP_KW(k_was, "was"); BBP_KW(k_were, "were");
BBP_KW(k_be, "be"); BBP_KW(k_has, "has"); BBP_KW(k_have, "have"); BBP_KW(k_had, "had");
BBP_KW(k_to, "to"); BBP_KW(k_use, "use"); BBP_KW(k_uses, "uses"); BBP_KW(k_used, "used");
BBP_KW(k_using, "using"); BBP_KW(k_will, "will"); BBP_KW(k_would, "would");
BBP_KW(k_does, "does"); BBP_KW(k_do, "do"); BBP_KW(k_did, "did"); BBP_KW(k_can, "can");
BBP_KW(k_cannot, "cannot"); BBP_KW(k_intends, "intends"); BBP_KW(k_intend, "intend");
BBP_KW(k_plans, "plans"); BBP_KW(k_plan, "plan"); BBP_KW(k_going, "going"); BBP_KW(k_about, "about");
BBP_KW(k_ordered, "ordered"); BBP_KW(k_planning, "planning"); BBP_KW(k_set, "set");
BBP_KW(k_supposed, "supposed"); BBP_KW(k_trying, "trying"); BBP_KW(k_attempting, "attempting");
BBP_KW(k_preparing, "preparing"); BBP_KW(k_looking, "looking");
BBP_KW(k_delay, "delay"); BBP_KW(k_followed, "followed"); BBP_KW(k_switch, "switch"); BBP_KW(k_go, "go");
BBP_KW(k_opt, "opt"); BBP_KW(k_executed, "executed"); BBP_KW(k_execute, "execute");
BBP_KW(k_executes, "executes"); BBP_KW(k_performed, "performed"); BBP_KW(k_perform, "perform");
BBP_KW(k_attempted, "attempted"); BBP_KW(k_attempt, "attempt"); BBP_KW(k_gets, "gets");
BBP_KW(k_get, "get"); BBP_KW(k_got, "got"); BBP_KW(k_falls, "falls"); BBP_KW(k_fall, "fall");
BBP_KW(k_drops, "drops"); BBP_KW(k_drop, "drop"); BBP_KW(k_dips, "dips"); BBP_KW(k_dip, "dip");
BBP_KW(k_goes, "goes"); BBP_KW(k_rises, "rises"); BBP_KW(k_rise, "rise");
BBP_KW(k_shift, "shift"); BBP_KW(k_bump, "bump"); BBP_KW(k_shifts, "shifts"); BBP_KW(k_bumps, "bumps");
BBP_KW(k_becomes, "becomes"); BBP_KW(k_become, "become"); BBP_KW(k_misses, "misses");
BBP_KW(k_miss, "miss"); BBP_KW(k_fails, "fails"); BBP_KW(k_fail, "fail"); BBP_KW(k_with, "with");
BBP_KW(k_flinches, "flinches"); BBP_KW(k_flinch, "flinch"); BBP_KW(k_holds, "holds");
BBP_KW(k_faints, "faints"); BBP_KW(k_faint, "faint"); BBP_KW(k_fainted, "fainted");
BBP_KW(k_holding, "holding"); BBP_KW(k_hold, "hold"); BBP_KW(k_lacks, "lacks"); BBP_KW(k_hit, "hit"); BBP_KW(k_by, "by");
BBP_KW(k_at, "at"); BBP_KW(k_on, "on"); BBP_KW(k_in, "in"); BBP_KW(k_when, "when");
BBP_KW(k_whenever, "whenever"); BBP_KW(k_upon, "upon"); BBP_KW(k_during, "during");
BBP_KW(k_before, "before"); BBP_KW(k_after, "after"); BBP_KW(k_start, "start");
BBP_KW(k_beginning, "beginning"); BBP_KW(k_end, "end"); BBP_KW(k_round, "round");
BBP_KW(k_step, "step"); BBP_KW(k_steps, "steps"); BBP_KW(k_turn, "turn"); BBP_KW(k_turns, "turns");
BBP_KW(k_battling, "battling"); BBP_KW(k_phase, "phase"); BBP_KW(k_priority, "priority");
BBP_KW(k_bracket, "bracket"); BBP_KW(k_created, "created"); BBP_KW(k_summoned, "summoned");
BBP_KW(k_formed, "formed"); BBP_KW(k_placed, "placed"); BBP_KW(k_up, "up"); BBP_KW(k_starts, "starts");
BBP_KW(k_inflicted, "inflicted"); BBP_KW(k_afflicted, "afflicted"); BBP_KW(k_granted, "granted");
BBP_KW(k_given, "given"); BBP_KW(k_critically, "critically"); BBP_KW(k_very, "very");
BBP_KW(k_effectively, "effectively"); BBP_KW(k_from, "from"); BBP_KW(k_targeting, "targeting");
BBP_KW(k_against, "against"); BBP_KW(k_into, "into"); BBP_KW(k_this, "this"); BBP_KW(k_later, "later");
BBP_KW(k_next, "next"); BBP_KW(k_now, "now"); BBP_KW(k_previously, "previously");
BBP_KW(k_prior, "prior"); BBP_KW(k_previous, "previous"); BBP_KW(k_earlier, "earlier");
BBP_KW(k_already, "already"); BBP_KW(k_without, "without"); BBP_KW(k_as, "as"); BBP_KW(k_for, "for");
BBP_KW(k_until, "until"); BBP_KW(k_instead, "instead"); BBP_KW(k_rather, "rather"); BBP_KW(k_place, "place"); BBP_KW(k_once, "once"); BBP_KW(k_twice, "twice");
BBP_KW(k_thrice, "thrice"); BBP_KW(k_times, "times"); BBP_KW(k_time, "time"); BBP_KW(k_only, "only");
BBP_KW(k_just, "just"); BBP_KW(k_per, "per"); BBP_KW(k_most, "most"); BBP_KW(k_least, "least");
BBP_KW(k_more, "more"); BBP_KW(k_less, "less"); BBP_KW(k_fewer, "fewer"); BBP_KW(k_than, "than");
BBP_KW(k_upcoming, "upcoming"); BBP_KW(k_future, "future"); BBP_KW(k_other, "other");
BBP_KW(k_subsequent, "subsequent"); BBP_KW(k_following, "following"); BBP_KW(k_remaining, "remaining");
BBP_KW(k_further, "further"); BBP_KW(k_current, "current"); BBP_KW(k_right, "right");
BBP_KW(k_so, "so"); BBP_KW(k_far, "far"); BBP_KW(k_there, "there"); BBP_KW(k_active, "active");
BBP_KW(k_present, "present"); BBP_KW(k_play, "play"); BBP_KW(k_field, "field"); BBP_KW(k_effect, "effect");
BBP_KW(k_effects, "effects"); BBP_KW(k_under, "under"); BBP_KW(k_subject, "subject");
BBP_KW(k_affected, "affected"); BBP_KW(k_benched, "benched"); BBP_KW(k_inactive, "inactive");
BBP_KW(k_anywhere, "anywhere"); BBP_KW(k_zone, "zone"); BBP_KW(k_bench, "bench");
BBP_KW(k_you, "you"); BBP_KW(k_your, "your"); BBP_KW(k_its, "its"); BBP_KW(k_their, "their");
BBP_KW(k_my, "my"); BBP_KW(k_it, "it"); BBP_KW(k_they, "they"); BBP_KW(k_we, "we");
BBP_KW(k_able, "able"); BBP_KW(k_possible, "possible"); BBP_KW(k_true, "true"); BBP_KW(k_always, "always");
BBP_KW(k_percent, "percent"); BBP_KW(k_half, "half"); BBP_KW(k_halves, "halves"); BBP_KW(k_third, "third");
BBP_KW(k_thirds, "thirds"); BBP_KW(k_quarter, "quarter"); BBP_KW(k_quarters, "quarters");
BBP_KW(k_fourth, "fourth"); BBP_KW(k_fourths, "fourths"); BBP_KW(k_one, "one"); BBP_KW(k_two, "two");
BBP_KW(k_three, "three"); BBP_KW(k_higher, "higher"); BBP_KW(k_greater, "greater");
BBP_KW(k_larger, "larger"); BBP_KW(k_bigger, "bigger"); BBP_KW(k_faster, "faster");
BBP_KW(k_slower, "slower"); BBP_KW(k_heavier, "heavier"); BBP_KW(k_lighter, "lighter");
BBP_KW(k_smaller, "smaller"); BBP_KW(k_lower, "lower"); BBP_KW(k_above, "above");
BBP_KW(k_below, "below"); BBP_KW(k_over, "over"); BBP_KW(k_equal, "equal"); BBP_KW(k_equals, "equals");
BBP_KW(k_exactly, "exactly"); BBP_KW(k_same, "same"); BBP_KW(k_different, "different");
BBP_KW(k_change, "change"); BBP_KW(k_swap, "swap"); BBP_KW(k_keep, "keep"); BBP_KW(k_that, "that");
BBP_KW(k_action, "action"); BBP_KW(k_actions, "actions"); BBP_KW(k_move, "move"); BBP_KW(k_moves, "moves");
BBP_KW(k_attack, "attack"); BBP_KW(k_attacks, "attacks"); BBP_KW(k_attacking, "attacking"); BBP_KW(k_attacked, "attacked"); BBP_KW(k_anything, "anything");
BBP_KW(k_type, "type"); BBP_KW(k_combination, "combination"); BBP_KW(k_combo, "combo");
BBP_KW(k_power, "power"); BBP_KW(k_begin, "begin"); BBP_KW(k_replace, "replace");
BBP_KW(k_ignore, "ignore"); BBP_KW(k_push, "push"); BBP_KW(k_pull, "pull"); BBP_KW(k_pushes, "pushes"); BBP_KW(k_pulls, "pulls"); BBP_KW(k_down, "down");
BBP_KW(k_center, "center"); BBP_KW(k_centre, "centre"); BBP_KW(k_middle, "middle"); BBP_KW(k_side, "side");
BBP_KW(k_slot, "slot");
BBP_KW(k_back, "back"); BBP_KW(k_left, "left"); BBP_KW(k_forward, "forward"); BBP_KW(k_orders, "orders");
BBP_KW(k_order, "order"); BBP_KW(k_sequence, "sequence"); BBP_KW(k_instances, "instances");
BBP_KW(k_instance, "instance"); BBP_KW(k_trigger, "trigger"); BBP_KW(k_triggers, "triggers");
BBP_KW(k_otherwise, "otherwise"); BBP_KW(k_while, "while"); BBP_KW(k_try, "try");
BBP_KW(k_first, "first"); BBP_KW(k_second, "second"); BBP_KW(k_fifth, "fifth"); BBP_KW(k_sixth, "sixth");
BBP_KW(k_nth, "nth"); BBP_KW(k_last, "last"); BBP_KW(k_unless, "unless");
BBP_KW(k_consecutively, "consecutively");
BBP_KW(k_consecutive, "consecutive"); BBP_KW(k_consec, "consec"); BBP_KW(k_non, "non"); BBP_KW(k_sub, "sub");
BBP_KW(k_substitution, "substitution"); BBP_KW(k_everything, "everything"); BBP_KW(k_foe, "foe");
BBP_KW(k_opponent, "opponent"); BBP_KW(k_enemy, "enemy"); BBP_KW(k_target, "target");
BBP_KW(k_targets, "targets"); BBP_KW(k_targeted, "targeted"); BBP_KW(k_being, "being");
BBP_KW(k_should, "should"); BBP_KW(k_tries, "tries");
BBP_KW(k_attempts, "attempts"); BBP_KW(k_wants, "wants"); BBP_KW(k_want, "want");
BBP_KW(k_decides, "decides"); BBP_KW(k_decide, "decide"); BBP_KW(k_chooses, "chooses");
BBP_KW(k_choose, "choose"); BBP_KW(k_selects, "selects"); BBP_KW(k_picks, "picks"); BBP_KW(k_rest, "rest"); BBP_KW(k_again, "again");
#undef BBP_KW

/// The arrows of src/post/separators.hpp kArrows beyond ASCII: →, ⇒, ➔, ➜, ➡, ⟶, ».
struct arrow_glyph : utf8::one<0x2192, 0x21D2, 0x2794, 0x279C, 0x27A1, 0x27F6, 0x00BB, 0x2023, 0x25B8, 0x25BA, 0x27E9, 0x276F> {};
struct digits : plus<ascii::digit> {};
// Hyphen-joined prefixes ("super-effectively", "non-consecutively") are matched without the
// keyword boundary, which would reject the hyphen.
struct k_super : TAO_PEGTL_ISTRING("super") {};
struct p_non : TAO_PEGTL_ISTRING("non") {};
struct hyph_or_space : sor<one<'-'>, ws> {};
/// "non-consecutively", "nonconsecutively", "non-consecutive", "non consecutive": [10.5b]'s
/// Non-Consecutively affix in any of its spellings ([10.3b]), the adjective too.
/// "non-consec": the same affix abbreviated, not an acronym that obscures it ([10.5]); read as
/// the affix it abbreviates.
struct non_consecutive : seq<p_non, opt<hyph_or_space>, sor<k_consecutively, k_consecutive, k_consec>> {};

// ---- stop sets --------------------------------------------------------------------------------
/// "I'd like Triantis to use X", "I want you to use X", "we would like Triantis to use X": a wish
/// stands for the result's order ([10.3b] plain English); the subject after it is checked as any.
struct wish_opener
    : sor<seq<sor<TAO_PEGTL_ISTRING("i"), TAO_PEGTL_ISTRING("we")>, apos, TAO_PEGTL_ISTRING("d"), ws,
              kw<TAO_PEGTL_ISTRING("like")>>,
          seq<sor<kw<TAO_PEGTL_ISTRING("i")>, k_we>, ws,
              sor<seq<k_would, ws, kw<TAO_PEGTL_ISTRING("like")>>, k_want>>> {};
/// Words that open a result clause ([10.7a]); also ends names, so a missing THEN is noticed.
struct result_verb_opener;
/// "…, I'll use Swords Dance", "…, we will use Detect", "…, you should use Roost": the player, or the
/// recipient addressed, as the result's subject after the trigger's comma ([10.3b] plain English
/// for THEN). Only after punctuation (substitution.hpp `then_marker`): it ends no name.
struct pronoun_result_opener
    : seq<sor<seq<sor<TAO_PEGTL_ISTRING("i"), TAO_PEGTL_ISTRING("we"), TAO_PEGTL_ISTRING("you")>, apos,
                  TAO_PEGTL_ISTRING("ll"), boundary>,
              seq<sor<kw<TAO_PEGTL_ISTRING("i")>, k_we, k_you>, ws,
                  sor<k_will, k_should, k_can, kw<TAO_PEGTL_ISTRING("shall")>, kw<TAO_PEGTL_ISTRING("must")>>>>,
          ws, result_verb_opener> {};
/// "go for X", "go with X", "opt for X" ([10.3b]); not "switch to X", which in a trigger is the
/// switch BBP3033 reports.
struct result_verb_opener
    : sor<k_use, k_begin, seq<k_start, ws, sor<k_using, k_to>>, k_replace, k_ignore, k_push, k_pull, k_pushes, k_pulls,
          k_perform, ph<k_try, k_to, k_use>, ph<k_go, sor<k_for, k_with>>, ph<k_opt, k_for>, wish_opener> {};
/// "…, please use Protect": the courtesy adds nothing to the result ([10.3b] plain English).
struct k_please : kw<TAO_PEGTL_ISTRING("please")> {};
struct result_opener : sor<result_verb_opener, seq<k_please, ws, result_verb_opener>> {};
/// "…, X-Scissor, please.", "… THEN use Detect. Thanks!": a courtesy closing the orders is no
/// action ([9.1]: only moves, commands and trainer items are ordered). The one list of these words:
/// the main orders (src/orders/courtesy.cpp) and a substitution's end (`end_of_sub`) use it.
/// No short word that could be a nickname ("ty").
struct k_pls : kw<TAO_PEGTL_ISTRING("pls")> {};
struct k_plz : kw<TAO_PEGTL_ISTRING("plz")> {};
struct courtesy_words
    : sor<k_please, k_pls, k_plz, kw<TAO_PEGTL_ISTRING("thanks")>, kw<TAO_PEGTL_ISTRING("thx")>,
          seq<kw<TAO_PEGTL_ISTRING("thank")>, ws, kw<TAO_PEGTL_ISTRING("you")>>> {};
struct closing_marks : star<one<'.', '!'>, sp> {};
/// Table talk closing the orders, to the end of the text: a courtesy, a smiley (grammar/smiley.hpp)
/// or a courtesy and then a smiley, each with the closing marks after it ("…, please.", "… :)",
/// "… Thanks! :D"). The courtesy first is a stop of its own (`action_stop`, whose literal-prefix
/// filter needs a keyword first); a smiley stops no name ("… Swords Dance :D": ':' is no letter).
struct courtesy_close : seq<courtesy_words, sp, closing_marks, opt<smiley, sp, closing_marks>, eof> {};
struct table_talk_close : sor<courtesy_close, seq<smiley, sp, closing_marks, eof>> {};
/// "Please Swords Dance - X-Scissor - X-Scissor", "Pls, SD / XS / XS": a courtesy opening the main
/// orders, with a comma or '!' and the blanks after it, before a word (src/orders/courtesy.cpp).
/// Not "Please:", which the segmenter reads as a header naming the orders after it.
struct courtesy_lead : seq<sor<k_please, k_pls, k_plz>, opt<one<',', '!'>>, ws, at<wordchar>> {};
/// Ends every name: clause joiners and component keywords.
/// "at the start of", "at the end of": a timing clause written after the trigger ([10.1] wants it
/// first; the linter says so) ends the clause before it.
struct late_timing_words : seq<k_at, ws, opt<k_the, ws>, sor<k_start, k_end, k_beginning>, ws, k_of> {};
/// A lone "&" is "and" ("Burned & Asleep"); '&' inside a word is a word character.
struct amp_word : seq<one<'&'>, boundary> {};
/// "use Swords Dance + push orders down": a lone '+' before a push joins it as "and" does; it
/// makes no combination of a move and "push" ([10.7a]).
struct push_word : sor<k_push, k_pushes, k_pull, k_pulls, k_delay> {};
struct plus_word : seq<one<'+'>, boundary> {};
/// "than use Swords Dance": THEN misspelt ([10.3b]), before a result verb only ("more than" compares).
struct than_for_then : seq<k_than, at<ws, result_opener>> {};
struct common_stop
    : sor<k_if, k_then, k_and, k_or, k_but, k_unless, amp_word, result_opener, late_timing_words, than_for_then> {};
/// "am": "If I am below half HP" (the player speaking as the recipient).
struct be : sor<k_is, k_are, k_was, k_were, kw<TAO_PEGTL_ISTRING("am")>> {};
/// "IF you cannot use Swords Dance, THEN …", "IF Heracross is unable to attack": whether an action
/// can be attempted, read whole as one bare state (sema: no value of [10.6e]) so the "use" inside
/// it does not start the result; it ends only at THEN, and/or or the end.
struct cannot_words
    : sor<k_cannot, ph<k_can, k_not>, seq<TAO_PEGTL_ISTRING("can"), apos, one<'t', 'T'>, boundary>,
          ph<be, kw<TAO_PEGTL_ISTRING("unable")>, k_to>, ph<be, k_not, k_able, k_to>> {};
struct be_nt : sor<nt<TAO_PEGTL_ISTRING("is")>, nt<TAO_PEGTL_ISTRING("are")>,
                   nt<TAO_PEGTL_ISTRING("was")>, nt<TAO_PEGTL_ISTRING("were")>> {};
struct do_nt : sor<nt<TAO_PEGTL_ISTRING("does")>, nt<TAO_PEGTL_ISTRING("do")>,
                   nt<TAO_PEGTL_ISTRING("did")>, nt<TAO_PEGTL_ISTRING("has")>,
                   nt<TAO_PEGTL_ISTRING("have")>, nt<TAO_PEGTL_ISTRING("had")>,
                   nt<TAO_PEGTL_ISTRING("wo")>, nt<TAO_PEGTL_ISTRING("ca")>> {};
/// Verbs that end a subject ("Weavile | is to use …").
struct verb_start
    : sor<be, k_has, k_have, k_had, k_intends, k_intend, k_plans, k_plan, k_uses, k_used, k_using,
          k_will, k_would, k_does, k_do, k_did, k_can, k_cannot, be_nt, do_nt, k_gets, k_get,
          k_falls, k_fall, k_drops, k_drop, k_dips, k_dip, k_goes, k_rises, k_rise, k_becomes, k_become,
          k_misses, k_miss, k_fails, k_fail, k_executes,
          k_executed, k_flinches, k_flinch, k_faints, k_faint, k_fainted, k_holds, k_holding, k_lacks, k_anywhere, k_hit, k_targets, k_attacks,
          k_should, k_tries, k_attempts, k_attempt, k_wants, k_want, k_decides, k_decide, k_chooses, k_choose, k_be,
          k_selects, k_picks> {};
/// "Heracross still has an item", "Weavile already used Protect": an adverb between the subject
/// and its verb ends the name and is dropped (`subject`); it says nothing the clause does not.
struct pre_verb_adverb
    : seq<sor<k_already, kw<TAO_PEGTL_ISTRING("currently")>, kw<TAO_PEGTL_ISTRING("still")>>, at<ws, verb_start>> {};
struct subject_stop : sor<common_stop, verb_start, k_in, k_on, k_active, pre_verb_adverb> {};
/// Words that open a comparison ([10.6e]); they end a property ("your HP | is below …").
struct comparator_start
    : sor<k_higher, k_greater, k_more, k_larger, k_bigger, k_faster, k_slower, k_heavier,
          k_lighter, k_smaller, k_lower, k_less, k_fewer, k_above, k_below, k_under, k_over,
          ph<k_at, k_least>, ph<k_at, k_most>, ph<k_no, k_more>, ph<k_no, k_less>, k_equal,
          k_equals, k_exactly> {};
struct property_stop : sor<subject_stop, comparator_start> {};
/// "first" … "sixth", "2nd": an ordinal that names one place by number.
struct numbered_ordinal
    : sor<k_first, k_second, k_third, k_fourth, k_fifth, k_sixth,
          seq<digits, sor<TAO_PEGTL_ISTRING("st"), TAO_PEGTL_ISTRING("nd"), TAO_PEGTL_ISTRING("rd"),
                          TAO_PEGTL_ISTRING("th")>, boundary>> {};
/// "first", "second", "2nd", "last": the instance of [10.7b] "on Nth instance".
struct ordinal_word : sor<numbered_ordinal, k_nth, k_last> {};
struct ordinal : tagged<Tag::ordinal, ordinal_word> {};
/// "the first time", "the 2nd instance": a [10.7b] affix written after an action with no preposition.
struct nth_time_ahead
    : seq<k_the, ws, ordinal_word, ws, sor<k_time, k_times, k_instance, k_instances, TAO_PEGTL_ISTRING("occurrence")>> {};
/// "x2", "x 3", "2x", "3 times": one action on that many steps in a row, the shorthand of "Earthquake
/// x3" in main orders ([9.1]); after a result's action it is [10.7a]'s sequence. The count alone is
/// tagged step_number. Digits 2-9 only, as in main orders (post/repeat_suffix).
struct repeat_digit : one<'2', '3', '4', '5', '6', '7', '8', '9'> {};
struct repeat_count
    : seq<sor<seq<one<'x', 'X'>, sp, tagged<Tag::step_number, repeat_digit>>,
              seq<tagged<Tag::step_number, repeat_digit>, sor<one<'x', 'X'>, seq<ws, k_times>>>>,
          not_at<wordchar>> {};
/// "that targets", "which is targeting": a relative clause naming an action's target ([10.6b]).
struct k_which : kw<TAO_PEGTL_ISTRING("which")> {};
struct relative_target_words
    : seq<sor<k_that, k_which>, ws, sor<k_targets, k_target, seq<sor<k_is, k_are>, ws, k_targeting>>> {};
/// Words that end an action name: targets, qualifiers and affixes ([10.6b], [10.6c], [10.7b]).
struct action_stop
    : sor<common_stop, relative_target_words, nth_time_ahead, repeat_count, ph<k_only, k_once>,
          // "use Roost (only) non-consecutively": the Non-Consecutively affix written last
          seq<k_only, ws, non_consecutive>, non_consecutive,
          // "use Detect only on step 1", "… only if it is step 2": the affix's "only"
          seq<k_only, ws, sor<k_on, k_in, k_during, k_if, k_when, k_while>>, k_on, k_targeting, k_against, k_at, k_in, k_into, k_this, ph<k_that, k_step>, k_later, k_next,
          k_now, k_previously, k_prior, k_before, k_earlier, ph<k_no, k_more>, k_with, k_without,
          // "use Swords Dance that same step", "… the same turn": the current step
          ph<sor<k_the, k_that>, k_same, sor<k_step, k_turn>>,
          // "is to use Protect more than once this round": the count of [10.6c]'s affix
          ph<k_more, k_than>, k_exactly, k_thrice,
          // "use Bulk Up rather than Protect": [10.3b] plain English for "instead of"
          ph<k_rather, k_than>,
          k_as, k_not, k_for, k_until, k_instead, k_once, k_twice, k_step, k_steps, k_during,
          k_otherwise, k_so, k_when, k_while, k_again, k_followed,
          // "use Extreme Speed every step", "… from now on": the round-end phrase of round_end_tail
          seq<sor<k_every, k_each>, ws, sor<k_step, k_turn, k_remaining>>, ph<k_from, k_now>,
          // "X-Scissor all steps", "… all round" (no move's name holds "all steps")
          seq<k_all, ws, opt<k_the, ws>, sor<k_steps, k_turns, k_round>>,
          // "… and not Swords Dance last step" (not "Last Resort")
          seq<k_last, ws, sor<k_step, k_turn>>,
          // "use Swords Dance first and push orders back" (not "First Impression")
          seq<k_first, sp, opt<one<','>, sp>, sor<k_and, k_then>>,
          kw<TAO_PEGTL_ISTRING("immediately")>,
          // "use Swords Dance please": the courtesy closing the substitution is no part of the name
          courtesy_close> {};
/// "… hit by Flamethrower during step 2": the On Step affix of [10.5b] ends the timing's words, in
/// any of its prepositions (grammar/substitution_timing.hpp `a_on_steps`).
struct timing_stop
    : sor<common_stop, k_once, k_only, non_consecutive,
          ph<sor<k_on, k_in, k_during>, sor<k_step, k_steps>>> {};

/// A phrase of words that do not start with a stop word.
template <typename Stop>
struct words : seq<not_stop<Stop>, word, star<ws, not_stop<Stop>, word>> {};

// ---- Pokemon references [10.4a] [10.4c] --------------------------------------------------------
struct zone_prefix : tagged<Tag::zone, sor<k_benched, k_inactive>> {};
struct zone_suffix
    : tagged<Tag::zone, sor<k_anywhere, ph<k_active, k_or, k_not>, ph<k_in, k_any, k_zone>,
                            ph<k_in, k_play, k_or, k_not>, ph<k_on, opt<sor<k_the, k_your, k_their>>, k_bench>>> {};
/// "Weavile's", "Heracross'", "Weavile’s": the word ends in an apostrophe (+ s).
struct poss_end : seq<apos, opt<one<'s', 'S'>>, boundary> {};
struct poss_word : seq<plus<not_at<poss_end>, wordchar>, poss_end> {};
struct poss_pronoun : sor<k_your, k_its, k_their, k_my> {};
struct name_words : words<subject_stop> {};
/// "you're", "it's", "they're": a subject and "be" in one word.
/// "I'm" is the recipient as "I am" is.
struct be_contraction
    : sor<seq<tagged<Tag::subject, tagged<Tag::placeholder, sor<TAO_PEGTL_ISTRING("you"), TAO_PEGTL_ISTRING("they"),
                                                               TAO_PEGTL_ISTRING("it"), TAO_PEGTL_ISTRING("we")>>>,
              tagged<Tag::verb, seq<apos, sor<TAO_PEGTL_ISTRING("re"), one<'s', 'S'>>>>, boundary>,
          seq<tagged<Tag::subject, tagged<Tag::placeholder, TAO_PEGTL_ISTRING("i")>>,
              tagged<Tag::verb, seq<apos, one<'m', 'M'>>>, boundary>> {};
/// "… on the left", "… on the right side": a field position after a Pokemon's words ("the Pokemon
/// on the left"), part of the reference; sema says a position is no placeholder ([10.4a]).
struct field_position : sor<k_left, k_right, k_center, k_centre, k_middle> {};
struct position_suffix : seq<k_on, ws, k_the, ws, field_position, opt<ws, sor<k_side, k_slot>>, boundary> {};
/// "is going / about / planning / trying / attempting / preparing / looking to use": [10.3b] plain
/// English for "is to use".
struct intent_mod
    : sor<k_going, k_about, k_planning, k_ordered, k_set, k_supposed, k_trying, k_attempting, k_preparing, k_looking> {};
/// "gonna": "going to" in one word ([10.3b] plain English; docs/rulings.md), wherever the intent
/// forms read "going to".
struct k_gonna : kw<TAO_PEGTL_ISTRING("gonna")> {};
/// A Pokemon in subject/target position: "Weavile", "any opponent", "benched Weavile anywhere".
/// Never from "not" nor from an intent: "IF not going to use Protect" is a negated clause, "IF
/// going to use Protect" a clause whose Pokemon is unsaid, neither a Pokemon called "going to".
struct pokemon_ref
    : seq<not_at<sor<k_not, k_gonna, seq<opt<intent_mod, ws>, k_to>>>, opt<zone_prefix, ws>,
          tagged<Tag::placeholder, seq<name_words, opt<ws, position_suffix>>>, opt<ws, zone_suffix>> {};
struct subject : seq<tagged<Tag::subject, pokemon_ref>, opt<ws, pre_verb_adverb>> {};
/// An owner in possessive form: "Weavile's", "your", "any opponent's", "benched Weavile's".
/// Tagged `possessive` (a subject written as an owner).
struct possessive_ref
    : tagged<Tag::possessive,
             seq<opt<zone_prefix, ws>,
                 sor<tagged<Tag::placeholder, seq<star<not_at<poss_word>, not_stop<subject_stop>, word, ws>, poss_word>>,
                     // "your foe", "your opponent" are placeholders, not owner + property
                     seq<tagged<Tag::placeholder, poss_pronoun>,
                         not_at<ws, sor<k_foe, k_opponent, k_enemy, k_target>, boundary>>>>> {};
struct property : tagged<Tag::property, words<property_stop>> {};

// ---- numbers and values [10.6e] -----------------------------------------------------------------
struct number : seq<opt<one<'+', '-'>>, digits, opt<one<'.'>, digits>, not_at<wordchar>> {};
struct number_word
    : sor<k_one, k_two, k_three, TAO_PEGTL_ISTRING("four"), TAO_PEGTL_ISTRING("five"),
          TAO_PEGTL_ISTRING("six"), TAO_PEGTL_ISTRING("seven"), TAO_PEGTL_ISTRING("eight"),
          TAO_PEGTL_ISTRING("nine"), TAO_PEGTL_ISTRING("ten")> {};
struct percentage : seq<number, sp, sor<one<'%'>, k_percent>> {};
struct fraction_words
    : sor<seq<digits, one<'/'>, digits>, seq<opt<sor<k_a, k_one>, ws>, k_half>,
          seq<sor<k_a, TAO_PEGTL_ISTRING("one"), TAO_PEGTL_ISTRING("two")>, hyph_or_space, sor<k_thirds, k_third>>,
          seq<opt<sor<k_a, TAO_PEGTL_ISTRING("one"), TAO_PEGTL_ISTRING("three")>, hyph_or_space>, sor<k_quarters, k_quarter>>,
          seq<sor<TAO_PEGTL_ISTRING("one"), TAO_PEGTL_ISTRING("three")>, hyph_or_space, sor<k_fourths, k_fourth>>, k_third> {};
struct value_stop : sor<common_stop, ph<k_or, k_more>, ph<k_or, k_less>> {};
struct of_reference : seq<ws, k_of, ws, tagged<Tag::v_reference, words<value_stop>>> {};
struct numeric_value
    : sor<tagged<Tag::v_percent, seq<percentage, opt<of_reference>>>,
          tagged<Tag::v_fraction, seq<fraction_words, opt<of_reference>>>,
          tagged<Tag::v_number, number>> {};
struct value : tagged<Tag::value, sor<numeric_value, tagged<Tag::v_reference, words<value_stop>>>> {};
struct quantity : tagged<Tag::quantity, words<value_stop>> {};

/// Step numbers: "2", "two", "2 or 3", "1, 2 and 3", "1 or step 3".
struct step_num : tagged<Tag::step_number, sor<digits, number_word>> {};
/// "action 2" is the older ruleset's word for step 2 (data-handbook-legacy.txt), still written.
struct step_word : sor<k_steps, k_step, k_actions, k_action> {};
struct step_list_sep
    : seq<sp, sor<one<',', '/', '&'>, k_or, k_and>, sp, opt<opt<sor<k_on, k_in>, ws>, step_word, ws>> {};
struct step_list : seq<step_num, star<step_list_sep, step_num>> {};
struct steps_phrase : seq<step_word, ws, step_list> {};
/// "the first step", "the 2nd step": step 1, step 2 ([10.3b] plain English). Not "the last step",
/// which may be the previous step or the round's final one.
struct ordinal_step
    : seq<k_the, ws, tagged<Tag::step_number, numbered_ordinal>, ws, k_step> {};

}  // namespace bbp::grammar::sub

// pegtl::analyze: wordchar consumes one character whenever it succeeds.
template <typename Name>
struct tao::pegtl::analyze_traits<Name, bbp::grammar::sub::wordchar> : tao::pegtl::analyze_any_traits<> {};
