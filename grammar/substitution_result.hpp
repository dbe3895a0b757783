#pragma once
// The result component of a substitution: the result clauses of [10.7a] and the affixes of
// [10.7b]; several results are joined by "and", "and then", "," or ";" ([10.7]).
#include "grammar/substitution_trigger.hpp"

namespace bbp::grammar::sub {

/// [10.3b] "switch to / swap to / change to X", "go for / go with / opt for X": plain English for
/// "use X" (a result only changes the recipient's own orders, so "switch to" names an action).
struct use_verb
    : sor<k_use, k_uses, k_perform, k_execute, ph<k_try, k_to, k_use>, k_do, ph<sor<k_switch, k_swap, k_change>, k_to>,
          ph<k_go, sor<k_for, k_with>>, ph<k_opt, k_for>> {};
/// "orders", "your orders", "its orders" (the recipient's, said of it), "the rest of your orders",
/// "all remaining orders".
/// "the rest" alone ("push the rest down") is the rest of the orders.
struct orders_words
    : sor<seq<opt<ph<k_the, k_rest, k_of>, ws>, opt<k_all, ws>, opt<sor<k_your, k_the, k_my, k_its, k_their>, ws>,
              opt<sor<k_remaining, k_other, k_later>, ws>, sor<k_orders, k_order, k_actions, k_everything>>,
          seq<k_the, ws, k_rest, not_at<ws, k_of>>> {};
/// How far [10.7a]'s push and pull move orders ("one or more steps"): "by one", "by a step",
/// "by two steps", "2 slots", "twice". A number becomes the clause's shift; without one it is 1.
struct shift_amount
    : sor<seq<opt<k_by, ws>, sor<tagged<Tag::step_number, sor<digits, number_word>>, k_a>, not_at<wordchar>,
              opt<ws, sor<k_steps, k_step, TAO_PEGTL_ISTRING("slots"), TAO_PEGTL_ISTRING("slot")>>, not_at<wordchar>>,
          tagged<Tag::step_number, k_twice>> {};
/// [10.3b] plain-English verbs for moving orders: "push", "shift", "bump", "move"; said of the
/// recipient too ("Triantis uses Protect then pushes orders down").
struct push_verb : sor<k_push, k_pushes, k_shift, k_shifts, k_bump, k_bumps, k_move, k_moves> {};
/// "as normal", "as planned", "afterwards": the old orders go on as they were.
struct as_normal
    : sor<seq<k_as, ws, sor<kw<TAO_PEGTL_ISTRING("normal")>, kw<TAO_PEGTL_ISTRING("usual")>,
                            kw<TAO_PEGTL_ISTRING("planned")>, kw<TAO_PEGTL_ISTRING("ordered")>,
                            kw<TAO_PEGTL_ISTRING("before")>>>,
          kw<TAO_PEGTL_ISTRING("afterwards")>, ph<kw<TAO_PEGTL_ISTRING("after")>, k_that>> {};
/// "delay your orders (by one step)" says the same as "push orders down" ([10.3b]).
struct push_core
    : sor<seq<push_verb, ws, opt<orders_words, ws>, sor<k_down, k_right, k_back>, opt<ws, orders_words>,
              opt<ws, shift_amount>>,
          seq<k_delay, ws, orders_words, opt<ws, shift_amount>>,
          // "use Protect and push.", "and push orders": push without a direction is pushing down,
          // the only way a result moves orders that is ever left unsaid ([10.3b]).
          seq<sor<k_push, k_pushes>, opt<ws, orders_words>, opt<ws, shift_amount>, not_at<ws, sor<k_forward, k_up, k_left>>>,
          // "(use Protect,) then resume your orders": the orders go on a step later ([10.3b]);
          // "then continue your orders as normal", "then carry on as planned", "then proceed with
          // your orders", "then go on with your orders" say the same.
          seq<sor<kw<TAO_PEGTL_ISTRING("resume")>, kw<TAO_PEGTL_ISTRING("continue")>>, ws, opt<k_with, ws>,
              orders_words, opt<ws, as_normal>>,
          seq<sor<kw<TAO_PEGTL_ISTRING("proceed")>, ph<kw<TAO_PEGTL_ISTRING("carry")>, k_on>,
                  ph<kw<TAO_PEGTL_ISTRING("go")>, k_on>>,
              ws, k_with, ws, orders_words, opt<ws, as_normal>>,
          seq<sor<kw<TAO_PEGTL_ISTRING("resume")>, kw<TAO_PEGTL_ISTRING("continue")>,
                  ph<kw<TAO_PEGTL_ISTRING("carry")>, k_on>>,
              ws, as_normal>,
          // "…: Protect, then continue", "…, then resume": the orders left unsaid at the end of
          // the substitution, as push's direction may be.
          seq<sor<kw<TAO_PEGTL_ISTRING("resume")>, kw<TAO_PEGTL_ISTRING("continue")>,
                  ph<kw<TAO_PEGTL_ISTRING("carry")>, k_on>>,
              at<sp, star<one<'.', '!'>, sp>, eof>>> {};

/// "push orders down", "push down", "push down orders", "push your orders right", "shift orders down".
struct r_push : tagged<Tag::r_push, tagged<Tag::verb, push_core>> {};
/// "pull orders back", "pull up", "pull left", "pull your orders forward".
struct r_pull
    : tagged<Tag::r_pull, tagged<Tag::verb, seq<sor<k_pull, k_pulls>, ws, opt<orders_words, ws>, sor<k_back, k_up, k_left, k_forward>,
                                                opt<ws, orders_words>, opt<ws, shift_amount>>>> {};
/// "ignore your third substitution for the rest of the round", "ignore all other subs until …".
struct ignore_stop : sor<common_stop, k_for, k_until, k_during, k_this, k_on, k_in> {};
struct sub_noun
    : sor<kw<TAO_PEGTL_ISTRING("substitutions")>, k_substitution, kw<TAO_PEGTL_ISTRING("subs")>, k_sub> {};
/// "2 and 3", "#2, #3", "2 & 3": the numbers after "subs", joined by words that also end names.
struct sub_number : seq<opt<one<'#'>>, sor<digits, number_word>, not_at<wordchar>> {};
struct sub_number_list : seq<sub_number, star<sp, sor<one<',', '&', '/'>, k_and, k_or>, sp, sub_number>> {};
/// Which substitutions: "your third substitution", "subs 2 and 3", "sub #2", "all other subs".
struct sub_named
    : seq<star<not_at<sub_noun>, not_stop<ignore_stop>, word, ws>, sub_noun, opt<ws, sor<sub_number_list, words<ignore_stop>>>> {};
struct r_ignore
    : tagged<Tag::r_ignore,
             seq<tagged<Tag::verb, k_ignore>, ws, tagged<Tag::which, sor<sub_named, words<ignore_stop>>>,
                 opt<ws, tagged<Tag::duration, seq<sor<k_for, k_until, k_during, k_this>, ws, words<common_stop>>>>>> {};
/// [10.3b] "disregard your second substitution", "skip sub 3", "don't use sub 3 this round", "cancel
/// subs 2 and 3": plain English for "ignore", read only when a substitution is named after the verb
/// ("skip X-Scissor" is no ignore).
struct dont : seq<TAO_PEGTL_ISTRING("do"), sor<seq<one<'n', 'N'>, opt<apos>, one<'t', 'T'>>, seq<ws, k_not>>, boundary> {};
struct ignore_alias_verb
    : sor<kw<TAO_PEGTL_ISTRING("disregard")>, kw<TAO_PEGTL_ISTRING("skip")>, kw<TAO_PEGTL_ISTRING("cancel")>,
          kw<TAO_PEGTL_ISTRING("deactivate")>, ph<kw<TAO_PEGTL_ISTRING("turn")>, kw<TAO_PEGTL_ISTRING("off")>>,
          seq<dont, ws, sor<k_use, kw<TAO_PEGTL_ISTRING("check")>, kw<TAO_PEGTL_ISTRING("trigger")>>>,
          ph<kw<TAO_PEGTL_ISTRING("stop")>, k_using>> {};
struct r_ignore_alias
    : tagged<Tag::r_ignore,
             seq<tagged<Tag::verb, ignore_alias_verb>, ws,
                 tagged<Tag::which, sub_named>,
                 opt<ws, tagged<Tag::duration, seq<sor<k_for, k_until, k_during, k_this>, ws, words<common_stop>>>>>> {};
/// "… for the rest of the round", "… this round" after a replace: [10.7a]'s replace already reaches
/// every order of the round, so the words add nothing.
struct round_end_phrase;
struct replace_round_tail : opt<ws, sor<round_end_phrase, ph<k_this, k_round>>> {};
/// "replace all Close Combats with U-turns targeting Wo-Chien", "replace all instances of X with Y".
struct r_replace
    : tagged<Tag::r_replace,
             seq<tagged<Tag::verb, seq<k_replace, opt<ws, k_all>>>, ws,
                 opt<sor<ph<k_instances, k_of>, ph<TAO_PEGTL_ISTRING("uses"), k_of>, ph<k_orders, k_of>,
                         seq<tagged<Tag::a_nth, seq<k_the, ws, ordinal, ws, sor<k_instances, k_instance>>>, ws, k_of>>,
                     ws>,
                 // "replace the next X-Scissor", "the first X-Scissor": one order, which [10.7a]'s
                 // replace (all of one action) is not; unreadable, with help (docs/rulings.md).
                 // Only after "the" (or "next" alone): "replace First Impression" names a move.
                 not_at<sor<seq<k_the, ws, sor<ordinal_word, k_next>>, seq<opt<sor<k_your, k_my>, ws>, k_next>>, ws>,
                 action_full, ws, sor<k_with, k_by, k_for>, ws, action_full, replace_round_tail>> {};
/// [10.3b] "swap X-Scissor for Swords Dance", "switch out Protect for Detect", "swap all Close
/// Combats for U-turns": plain English for "replace all X with Y" (a switch of two moves, not of
/// Pokemon: a Pokemon's name there is no action, and sema says so).
struct r_replace_swap
    : tagged<Tag::r_replace, seq<tagged<Tag::verb, seq<sor<k_swap, k_switch, kw<TAO_PEGTL_ISTRING("trade")>>,
                                                       opt<ws, kw<TAO_PEGTL_ISTRING("out")>>>>,
                                 ws, opt<k_all, ws>, action_full, ws, k_for, ws, action_full, replace_round_tail>> {};
/// [10.3b] "change all your X-Scissors to Aerial Ace", "turn every Close Combat into U-turn":
/// plain English for "replace all X with Y". Not "change action 2 to X" (r_change, the older
/// ruleset's clause), which is tried first.
struct r_replace_change
    : tagged<Tag::r_replace,
             seq<tagged<Tag::verb, sor<k_change, kw<TAO_PEGTL_ISTRING("turn")>, kw<TAO_PEGTL_ISTRING("convert")>>>, ws,
                 opt<sor<k_all, k_every, k_each>, ws>, opt<sor<k_your, k_the, k_my>, ws>,
                 tagged<Tag::action, words<sor<action_stop, k_to>>>, ws, sor<k_to, k_into>, ws, action_full,
                 replace_round_tail>> {};
/// "send in Lucario", "bring out Tallow": a replacement or switch written as a result. [10.7a]
/// has no such clause (replacements and switches are posted in the Switching Phase, [2.5c] and
/// [2.5d]); it is kept as a name so the linter says so (BBP3017 and its help), and it ends the
/// trigger like a result verb does.
struct send_words
    : seq<sor<kw<TAO_PEGTL_ISTRING("send")>, kw<TAO_PEGTL_ISTRING("bring")>>, ws, sor<k_in, kw<TAO_PEGTL_ISTRING("out")>>> {};
struct r_send_in : tagged<Tag::r_implicit, tagged<Tag::action, seq<send_words, ws, words<action_stop>>>> {};
struct begin_verb
    : sor<seq<sor<k_begin, k_start>, ws, sor<k_using, seq<k_to, ws, k_use>>>, seq<k_begin, opt<ws, k_with>>> {};
/// The marks between the steps of a written sequence, as in main orders (src/post/separators.cpp):
/// "A - B - C", "A ~ B ~ C", "A > B", "A | B", arrows and dashes.
struct step_glyph
    : sor<TAO_PEGTL_STRING("->"), TAO_PEGTL_STRING("=>"), one<'-', '|', '>', '~'>, arrow_glyph,
          utf8::one<0x2013, 0x2014>,
          // "A / B / C"; a tight "Protect/Detect" may be an either-or, so it is no step separator
          seq<one<'/'>, at<blank>>> {};
struct seq_sep
    : seq<sp, sor<one<','>, step_glyph>, sp,
          not_at<result_opener>, not_at<k_and>, not_at<k_then>> {};
/// "twice (in a row)", "x2", "3 times" after an action: the same action on this step and the next.
struct repeat_tail
    : seq<sor<tagged<Tag::step_number, sor<k_twice, k_thrice>>, repeat_count>,
          opt<ws, in_a_row>> {};
/// "begin using Swords Dance, Drain Punch, Drain Punch", "begin the sequence A - B - C",
/// "use Mimic (Sacred Fire) - Sacred Fire - Sacred Fire", "begin using X-Scissor x3".
struct r_sequence
    : tagged<Tag::r_sequence,
             sor<seq<tagged<Tag::verb, seq<begin_verb, opt<ws, sor<k_a, k_the>, ws, k_sequence, opt<ws, k_of>>>>, ws,
                     action_full, sor<seq<ws, repeat_tail>, star<seq_sep, action_full>>, opt<ws, k_instead>>,
                 // "use Swords Dance - X-Scissor", "use Swords Dance followed by X-Scissor", "…
                 // X-Scissor instead" (as after one action, and as the verbless form below)
                 seq<tagged<Tag::verb, use_verb>, ws, action_full,
                     plus<sp, sor<step_glyph, seq<opt<one<','>, sp>, ph<k_followed, k_by>>>,
                          sp, action_full>,
                     opt<ws, k_instead>>,
                 // "THEN Bitter Blade -> Bitter Blade": the verb left out, the steps joined by arrows or dashes.
                 seq<not_stop<result_opener>, not_stop<common_stop>, action_full,
                     plus<sp, step_glyph, sp, action_full>,
                     opt<ws, k_instead>>,
                 // "use Detect twice (in a row)", "use Detect x2", and the verb left out ("…: X-Scissor x3").
                 seq<sor<seq<tagged<Tag::verb, use_verb>, ws>, seq<not_stop<result_opener>, not_stop<common_stop>>>,
                     action_full, ws, repeat_tail, opt<ws, k_instead>>>> {};
// ---- the older ruleset's action clauses ---------------------------------------------------------
// data-handbook-legacy.txt, "Action Clauses": "Change action X to move Y", "Change all actions to
// moves X - Y - Z", "Swap actions X and Y", "Keep move X on action Y", "Push actions forward".
// Read under both rulesets: legal under --ruleset legacy, and under [10.7a] reported with the
// wording Section 10 gives them (BBP3030).
struct relative_action
    : sor<k_that, k_this, ph<k_the, k_current>, ph<k_the, k_following>, ph<k_the, k_next>, k_current, k_following,
          k_next> {};
/// "action 2", "actions 2 and 3", "that action", "the following action".
struct action_ref
    : tagged<Tag::step_ref, sor<seq<step_word, ws, step_list>, seq<relative_action, ws, step_word>>> {};
/// "switch your orders to A ~ B ~ C" says the same as "change": a switch of orders, not of Pokemon.
struct r_change
    : tagged<Tag::r_change,
             seq<tagged<Tag::verb, sor<k_change, k_switch>>, ws, sor<action_ref, tagged<Tag::which, orders_words>>, ws, k_to, ws,
                 opt<sor<k_moves, k_move>, ws>, action_full, star<seq_sep, action_full>>> {};
/// "your orders become A ~ B ~ C", "your new orders are A, B, C", "new orders: A - B - C": the
/// older ruleset's "change all actions to moves X - Y - Z" in other words.
struct r_orders_become
    : tagged<Tag::r_change,
             seq<tagged<Tag::which, seq<opt<sor<k_your, k_my>, ws>, opt<kw<TAO_PEGTL_ISTRING("new")>, ws>,
                                        sor<k_orders, k_actions>>>,
                 sor<seq<ws, tagged<Tag::verb, sor<k_become, seq<k_are, opt<ws, k_now>>, seq<k_change, ws, k_to>>>, ws>,
                     seq<sp, one<':'>, sp>>,
                 opt<sor<k_moves, k_move>, ws>, action_full, star<seq_sep, action_full>>> {};
/// "swap actions 1 and 2", "swap action 1 with action 3".
struct r_swap
    : tagged<Tag::r_swap,
             seq<tagged<Tag::verb, k_swap>, ws, opt<k_the, ws>,
                 tagged<Tag::step_ref, seq<step_word, ws, step_num, sp, sor<k_and, k_with, one<'&', '/'>>, sp,
                                           opt<step_word, ws>, step_num>>>> {};
/// "keep Protect on action 2", "keep move Protect on action 2".
struct r_keep
    : tagged<Tag::r_keep, seq<tagged<Tag::verb, k_keep>, ws, opt<k_move, ws>, action_full, ws,
                              sor<k_on, k_in, k_for, k_at>, ws, opt<k_the, ws>, action_ref>> {};
/// "THEN Scizor uses Protect", "THEN have Scizor use Protect", "THEN you will use Protect": a
/// subject before the result's verb. [10.7] a result changes only the recipient's own orders, so
/// the linter checks that the subject is the recipient (sema/substitution_results.cpp).
struct result_modal
    : sor<k_will, k_should, ph<k_is, k_to>, ph<k_are, k_to>, k_can, kw<TAO_PEGTL_ISTRING("must")>,
          kw<TAO_PEGTL_ISTRING("shall")>, k_to> {};
struct result_causative
    : sor<wish_opener, k_have, k_get, kw<TAO_PEGTL_ISTRING("make")>, kw<TAO_PEGTL_ISTRING("let")>> {};
/// Words before a result verb that are no subject: "else use X", "please use X", "just use X".
struct not_a_subject
    : sor<kw<TAO_PEGTL_ISTRING("else")>, k_otherwise, k_instead, k_now, k_also,
          kw<TAO_PEGTL_ISTRING("just")>, kw<TAO_PEGTL_ISTRING("simply")>, kw<TAO_PEGTL_ISTRING("please")>,
          kw<TAO_PEGTL_ISTRING("always")>, kw<TAO_PEGTL_ISTRING("immediately")>, kw<TAO_PEGTL_ISTRING("then")>> {};
struct result_subject_words
    : seq<opt<result_causative, ws>, not_at<not_a_subject>, tagged<Tag::r_subject, words<sor<subject_stop, k_to>>>, ws> {};
/// "Triantis will use Detect"; "Triantis will Detect", "Triantis should Roost": the verb left out
/// after "will"/"should", as "THEN Detect" leaves it out ([10.3b]).
/// The subject's words are read once; only the endings after them are alternatives.
struct result_subject
    : seq<result_subject_words,
          sor<seq<opt<result_modal, ws>, at<sor<use_verb, push_verb, k_pull, k_pulls>, ws>>,
              seq<sor<k_will, k_should>, ws, not_at<sor<use_verb, push_verb, k_pull, k_pulls, common_stop>>>>> {};
/// The verb of a result, or none written ("…, and X-Scissor on step 3").
struct use_or_implicit
    : sor<seq<tagged<Tag::verb, use_verb>, ws>, seq<not_stop<result_opener>, not_stop<common_stop>>> {};
/// "for the rest of the round", "until the end of the round", "for all remaining steps", "every
/// step", "on all steps", "for the whole round", "from now on": the action now and on every later
/// step of the round (docs/rulings.md).
struct round_end_phrase
    : sor<seq<sor<k_for, k_during, k_on, k_in>, ws, opt<k_the, ws>, sor<k_rest, TAO_PEGTL_ISTRING("remainder")>, ws,
              k_of, ws, opt<sor<k_the, k_this>, ws>, sor<k_round, k_steps, k_turns>>,
          seq<k_until, ws, k_the, ws, k_end, ws, k_of, ws, opt<sor<k_the, k_this>, ws>, k_round>,
          seq<opt<sor<k_for, k_on, k_in, k_during>, ws>, sor<k_every, k_each>, ws, opt<k_remaining, ws>,
              sor<k_step, k_turn>>,
          seq<sor<k_for, k_on, k_in, k_during>, ws, opt<k_all, ws>, opt<k_the, ws>, k_remaining, ws,
              sor<k_steps, k_turns>>,
          // "on all steps", "all steps", "for all the steps": the steps gone by take no new action.
          seq<opt<sor<k_for, k_on, k_in, k_during>, ws>, k_all, ws, opt<k_the, ws>, sor<k_steps, k_turns>>,
          // "for the whole round", "for the entire round", "all round"
          seq<opt<sor<k_for, k_during>, ws>,
              sor<seq<k_the, ws, sor<kw<TAO_PEGTL_ISTRING("whole")>, kw<TAO_PEGTL_ISTRING("entire")>>>, k_all>, ws,
              k_round>,
          ph<k_from, k_now, k_on>> {};
/// "… for the rest of the round" after "use X" (or X alone) [10.7a]: a sequence of one action
/// repeated to the round's end. A suffix of r_use and r_implicit, so the action is read once.
/// "instead" may stand on either side ("use Aerial Ace instead for the rest of the round").
struct round_end_tail : seq<opt<k_instead, ws>, tagged<Tag::round_end, round_end_phrase>, opt<ws, k_instead>> {};
/// "… instead of Toxic" after "use Scald": [10.7a] "Replace all of one action with another", the
/// new action written first. Its marker node tells the builder. "in place of Toxic", "rather than
/// Toxic": [10.3b] plain English for the same words.
struct instead_of_tail
    : seq<tagged<Tag::r_instead_of, sor<ph<k_instead, k_of>, ph<k_in, k_place, k_of>, ph<k_rather, k_than>>>, ws,
          action_full> {};
/// "replace all remaining orders with Extreme Speed", "replace the rest of your orders with X":
/// every order from this step on becomes the action (not [10.7a]'s "replace all of one action").
/// "replace your orders with Swords Dance - Swords Dance - X-Scissor": with several actions, the
/// sequence of [10.7a] ("Begin a sequence of new actions"), one action a step from this one on.
struct r_replace_orders
    : tagged<Tag::r_sequence,
             sor<seq<tagged<Tag::verb, seq<k_replace, opt<ws, k_all>>>, ws, opt<k_of, ws>, orders_words, ws,
                     sor<k_with, k_by>, ws, action_full, plus<seq_sep, action_full>>,
                 seq<tagged<Tag::verb, seq<k_replace, opt<ws, k_all>>>, ws,
                     tagged<Tag::round_end, seq<opt<k_of, ws>, orders_words>>, ws, sor<k_with, k_by>, ws, action_full>>> {};
/// "push actions forward", "push up": the older wording of pulling orders back.
struct r_push_forward
    : tagged<Tag::r_pull, tagged<Tag::verb, seq<push_verb, ws, opt<orders_words, ws>, sor<k_forward, k_up, k_left>,
                                                opt<ws, orders_words>, opt<ws, shift_amount>>>> {};

/// "use Protect and push orders down" [10.7a]. "use Swords Dance first and push orders back": with
/// the push, "first" says only what the push does ([10.3b] plain English).
/// "THEN Roost and push orders down", "Triantis should Roost and push orders down": the verb of
/// "use" left out is still the one clause "use X and push orders down" ([10.3b]), not a use and a
/// push (two of the three result clauses [10.2]).
struct r_use_push
    : tagged<Tag::r_use_push, seq<use_or_implicit, action_full, opt<ws, k_first>, sp, opt<one<','>, sp>,
                                  sor<seq<sor<k_and, amp_word, plus_word>, opt<ws, k_then>>, k_then>, ws, tagged<Tag::verb, push_core>>> {};
/// "use Protect next step", "use Leech Seed next turn", "use Protect on the next step", "on the
/// following step" ([10.3b] plain English for the next step).
struct next_step
    : tagged<Tag::step_ref, seq<opt<sor<k_on, k_in, k_during>, ws>, opt<k_the, ws>, sor<k_next, k_following, k_subsequent>,
                                ws, sor<k_step, k_turn>>> {};
/// "use Detect next step [instead]", "use Detect next step instead of Revival Blessing", "use Detect
/// instead of X next step": next step's order, whatever it was.
/// The step written before the verb ("then on step 3 use Swords Dance", "next step, use Roost"):
/// only with the verb, so that a timing affix ("On step 2, IF …") is never taken for a result.
template <typename Step>
struct step_then_use : seq<Step, opt<sp, one<','>>, ws, tagged<Tag::verb, use_verb>, ws, action_full, opt<ws, k_instead>> {};
struct r_next
    : tagged<Tag::r_next, sor<seq<use_or_implicit, action_full, ws, next_step, opt<ws, sor<instead_of_tail, k_instead>>>,
                              seq<use_or_implicit, action_full, ws, instead_of_tail, ws, next_step>,
                              step_then_use<next_step>>> {};
/// "use U-turn on step 3".
/// "on step 3", "in steps 2 and 3", and "step 3" alone ("use Protect step 2").
/// "on step 3 only" is the affix "if it is step 3" (if_step_words), not this.
struct on_step : tagged<Tag::step_ref, seq<sor<seq<sor<k_on, k_in, k_during>, ws, sor<seq<opt<k_the, ws>, steps_phrase>, ordinal_step>>,
                                               steps_phrase>,
                                           not_at<ws, k_only>>> {};
/// "use Swords Dance on step 2 instead".
/// "use Knock Off instead of Gigaton Hammer on step 1", "use Knock Off on step 1 instead of Gigaton
/// Hammer": the step's order, whatever it was.
struct r_on_step
    : tagged<Tag::r_on_step, sor<seq<use_or_implicit, action_full, ws, on_step, opt<ws, sor<instead_of_tail, k_instead>>>,
                                 seq<use_or_implicit, action_full, ws, instead_of_tail, ws, on_step>,
                                 step_then_use<on_step>>> {};
/// "use Brick Break on Weavile", "use Disable (Earthquake)", "use Air Slash instead", "use Swords
/// Dance now" (the current step is what "use" means anyway).
/// "that step" after an "at any point" clause: the step the substitution is checked in.
/// "on that step", "for this step", "this turn": the step the substitution is checked in.
/// "on the same step", "that same step": [10.3b] plain English for this step.
struct current_step
    : seq<opt<sor<k_on, k_in, k_for, k_during>, ws>,
          sor<ph<k_this, k_step>, ph<k_this, k_turn>, ph<k_that, k_step>,
              ph<sor<k_the, k_this, k_that>, k_same, sor<k_step, k_turn>>>> {};
struct use_now_word : sor<k_instead, k_now, kw<TAO_PEGTL_ISTRING("immediately")>, current_step> {};
/// Two of them in either order: "instead on that step", "for this step instead".
struct use_now : seq<use_now_word, opt<ws, use_now_word>> {};
/// "instead of X-Scissor (on) that step": the current step's order only, not every X-Scissor.
struct instead_of_now : seq<instead_of_tail, opt<ws, tagged<Tag::r_this_step, current_step>>> {};
/// "use Extreme Speed for the rest of the round" and "use Scald instead of Toxic" end the same way
/// (round_end_tail, instead_of_tail); the builder gives them their kinds.
struct r_use
    : tagged<Tag::r_use, seq<tagged<Tag::verb, use_verb>, ws, action_full,
                             opt<ws, sor<instead_of_now, round_end_tail, use_now>>>> {};
/// "… on first instance and Substitute on second instance", "… and Detect for the rest of the
/// round", ": Dragon Claw instead of Earthquake": the verb is left out.
struct r_implicit
    : tagged<Tag::r_implicit, seq<not_stop<result_opener>, not_stop<common_stop>, action_full,
                                  opt<ws, sor<instead_of_now, round_end_tail, use_now>>>> {};

// ---- [10.7b] result affixes ----------------------------------------------------------------------
/// "on second instance", "the second time", "on the second one".
struct instance_word : sor<k_instances, k_instance, k_times, k_time, k_triggers, k_trigger, TAO_PEGTL_ISTRING("activations"),
                           TAO_PEGTL_ISTRING("activation"), kw<TAO_PEGTL_ISTRING("occurrences")>,
                           kw<TAO_PEGTL_ISTRING("occurrence")>, k_one> {};
struct aff_prep : sor<k_on, k_in, k_for, k_at, k_during> {};
/// "… the first time this triggers", "… the second time it happens": the words add nothing.
struct nth_tail
    : seq<ws, sor<seq<k_this, opt<ws, sor<k_substitution, k_sub>>>, k_it>, ws,
          sor<k_triggers, kw<TAO_PEGTL_ISTRING("activates")>, kw<TAO_PEGTL_ISTRING("happens")>>> {};
/// "on the first instance", "only on the first occurrence", "the second time this triggers".
/// "… on the first instance and X-Scissor on the second": the noun written once, at the first.
struct nth_noun_left_out : at<sp, sor<one<'.', ',', ';', ')'>, eof, k_and, k_then, k_otherwise>> {};
/// Left out only after "the" ("on the second"): "use Swords Dance first, then …" is no affix.
struct a_nth
    : tagged<Tag::a_nth, sor<seq<opt<k_only, ws>, opt<aff_prep, ws>, opt<k_the, ws>, ordinal, ws, instance_word, opt<nth_tail>>,
                             seq<opt<k_only, ws>, opt<aff_prep, ws>, k_the, ws, ordinal, nth_noun_left_out>>> {};
struct other_adj
    : sor<ph<k_every, k_other>, ph<k_any, k_other>, ph<k_all, k_other>, ph<k_all, k_later>, k_other, k_later,
          k_subsequent, k_following, k_further, k_remaining, k_prior, k_previous, k_earlier, k_any> {};
struct a_other_inst : tagged<Tag::a_other_inst, seq<opt<aff_prep, ws>, opt<k_all, ws>, other_adj, ws, instance_word>> {};
/// "if it is step 3"; "only on step 3", "on step 3 only", "only if it is step 3": "only" makes a
/// step the clause's condition ([10.7b]), not the step its action is moved to (r_on_step).
struct only_step_words : seq<sor<k_on, k_in, k_during>, ws, opt<k_the, ws>, sor<steps_phrase, seq<ordinal, ws, k_step>>> {};
struct if_step_words
    : sor<seq<opt<k_only, ws>, sor<k_if, k_when, k_while>, ws,
              opt<sor<ph<k_it, k_is>, seq<k_it, apos, one<'s'>>, ph<k_we, k_are>>, ws>, opt<sor<k_on, k_in>, ws>,
              opt<k_the, ws>, sor<steps_phrase, seq<ordinal, ws, k_step>>>,
          seq<k_only, ws, only_step_words>, seq<only_step_words, ws, k_only>> {};
struct a_if_step : tagged<Tag::a_if_step, if_step_words> {};
/// "…; if it is step 3, use Detect": the affix written before its clause ([10.3b] plain English).
struct a_if_step_first : tagged<Tag::a_if_step_first, seq<if_step_words, at<opt<one<','>>, sp>>> {};
struct a_other_steps
    : tagged<Tag::a_other_steps, seq<opt<aff_prep, ws>, opt<k_all, ws>, other_adj, ws, sor<k_steps, k_step>>> {};
/// "… otherwise" after its clause; not the "otherwise" that opens the next clause ("…, otherwise
/// use Dragon Claw", "…, otherwise Dragon Claw"): that one is a_otherwise_first.
struct a_otherwise
    : tagged<Tag::a_otherwise,
             seq<k_otherwise, not_at<opt<one<','>>, sp, sor<result_opener, seq<not_stop<action_stop>, word>>>>> {};
/// "…; else use Earthquake", "…, or else use Earthquake": [10.3b] plain English for "otherwise".
struct a_otherwise_first
    : tagged<Tag::a_otherwise_first, sor<k_otherwise, seq<opt<k_or, ws>, kw<TAO_PEGTL_ISTRING("else")>>>> {};
struct result_affix : sor<a_nth, a_other_inst, a_if_step, a_other_steps, a_otherwise> {};

}  // namespace bbp::grammar::sub
