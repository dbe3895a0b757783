#pragma once
// The trigger component of a substitution: action clauses ([10.6a]–[10.6c]) with their observed
// behaviour and affixes, state clauses ([10.6e]) and true clauses ([10.6f]).
#include "grammar/substitution_timing.hpp"
#include "grammar/substitution_words.hpp"
#include "grammar/type_names.hpp"

namespace bbp::grammar::sub {

// ---- observed behaviour [10.6b] -----------------------------------------------------------------
struct type_name : grammar::type_name_words {};
struct article : sor<k_an, k_a, k_any> {};
struct attack_noun : sor<k_attacks, k_attack, k_moves, k_move> {};
/// "a Fire attack", "Rock-type attacks", "a Fire-type move", "any Water type move".
struct typed_action
    : tagged<Tag::typed_action, seq<opt<article, ws>, tagged<Tag::typed_type, type_name>, not_at<wordchar>,
                                    opt<hyph_or_space, k_type>, ws, attack_noun>> {};
/// "any action", "an action", "anything", "any move".
struct any_action
    : tagged<Tag::any_action, sor<k_anything, seq<sor<k_any, k_an, k_a>, ws, sor<k_actions, k_action, k_order, k_moves, k_move>>>> {};
/// "a Protective Move", "an Evasive Attack", "any Medicine": an article then a phrase (Sema
/// checks it against the action groups of [10.6d]).
struct group_action : tagged<Tag::group_action, seq<article, ws, words<action_stop>>> {};
struct component : tagged<Tag::component, words<action_stop>> {};
/// "Detect + Double Team".
struct combination
    : seq<component, sp, one<'+'>, sp, not_at<push_word>, component, star<sp, one<'+'>, sp, not_at<push_word>, component>> {};
struct behaviour : tagged<Tag::action, sor<combination, typed_action, any_action, group_action, words<action_stop>>> {};

/// "(Earthquake)" after an action: a parameter ([9.1b]); no nesting, so it cannot run away.
/// "Protect (once)" is the Once affix of [10.5b] in parentheses, no parameter.
/// "Protect (this can only trigger once)": nor is an affix written as a sentence.
struct param : seq<not_at<one<'('>, sp, sor<seq<timing_affix, sp, one<')'>>, affix_sentence>>, one<'('>, sp,
                   tagged<Tag::param, plus<not_one<'(', ')', '\n'>>>, one<')'>> {};
struct z_power : kw<TAO_PEGTL_ISTRING("z-power")> {};
/// "with Z-Power", "without Z-Power", "as a combination", "not as a combination" [10.6b].
struct qualifier
    : tagged<Tag::qualifier,
             sor<seq<sor<k_with, k_without>, ws, opt<sor<k_any, k_a, k_no>, ws>,
                     opt<words<sor<action_stop, z_power>>, ws>, z_power>,
                 seq<opt<k_not, ws>, sor<k_as, k_in>, ws, opt<k_a, ws>, sor<k_combination, k_combo>>>> {};
/// "on other steps" is an affix; "on the other opponent" is a target (BBP3014 says it is no
/// placeholder, [10.4a]).
struct other_not_pokemon
    : seq<k_other, not_at<ws, sor<k_opponent, k_foe, k_enemy, kw<TAO_PEGTL_ISTRING("pokemon")>, kw<TAO_PEGTL_ISTRING("ally")>,
                                  kw<TAO_PEGTL_ISTRING("one")>, kw<TAO_PEGTL_ISTRING("partner")>>>> {};
/// Words after "on" that are affixes, not a target ("on step 2", "on first instance", "on that
/// step", "on the same step"; "on that Pokemon" stays a target).
struct not_target
    : seq<star<sor<k_any, k_the, k_a, k_an, k_all, k_every, k_each, k_that, k_same>, ws>,
          sor<k_step, k_steps, k_later, k_upcoming, k_future, k_next, k_prior, k_previous, other_not_pokemon,
              k_subsequent, k_following, k_remaining, k_further, k_this, k_current, k_consecutive, ordinal_word,
              k_instance, k_instances, k_time, k_times, k_round, k_turn, k_trigger, k_once, k_twice,
              seq<sor<k_action, k_actions>, ws, digits>>> {};
struct k_opponents : kw<TAO_PEGTL_ISTRING("opponents")> {};
struct k_foes : kw<TAO_PEGTL_ISTRING("foes")> {};
struct k_ally : kw<TAO_PEGTL_ISTRING("ally")> {};
struct k_partner : kw<TAO_PEGTL_ISTRING("partner")> {};
struct k_both : kw<TAO_PEGTL_ISTRING("both")> {};
struct k_either : kw<TAO_PEGTL_ISTRING("either")> {};
/// "Heracross or Weavile uses Protect", "Heracross, Weavile and Scizor are Burned": several
/// Pokemon sharing one verb. The builder makes one clause per Pokemon, joined by the list's word
/// (tagged conj inside the clause), since a clause observes exactly one Pokemon ([10.4c]).
/// At most kSubjectListMax names before the last: a battle holds no more Pokemon than that, and
/// the bound keeps a line of thousands of comma-separated names linear (each clause start after a
/// comma would otherwise read the rest of the list again).
inline constexpr unsigned kSubjectListMax = 12;
struct subject_list_tail
    : seq<rep_max<kSubjectListMax, sp, one<','>, sp, not_at<common_stop>, tagged<Tag::subject, pokemon_ref>>, sp, opt<one<','>, sp>,
          tagged<Tag::conj, sor<k_or, k_and>>, ws, not_at<common_stop>, tagged<Tag::subject, pokemon_ref>> {};
/// "either Heracross or Weavile", "both Heracross and Weavile": the word before a list adds nothing.
/// Tried only where a subject may be a list; `subject` elsewhere.
struct subjects
    : seq<sor<seq<sor<k_either, k_both>, ws, tagged<Tag::subject, pokemon_ref>, subject_list_tail>,
              seq<tagged<Tag::subject, pokemon_ref>, opt<subject_list_tail>>>,
          opt<ws, pre_verb_adverb>> {};
/// "any opponent", "the foe", "your ally", "both opponents": a target named by a placeholder word
/// [10.4a], which no move's name begins with.
struct placeholder_target
    : seq<opt<sor<k_any, k_the, k_your, k_both, k_either, k_all>, ws>,
          sor<k_opponents, k_opponent, k_foes, k_foe, k_enemy, k_ally, k_partner>> {};
/// "on Heracross", "against Heracross", and the main orders' '@' ([9.1a] "Aura Sphere @ Heracross"):
/// players write a result's target as they write it in their main orders. '~' marks a target only
/// before a placeholder ("Earthquake ~ any opponent"): before a name it divides a sequence, "begin
/// using Swords Dance ~ Protect", and a name of a Pokemon cannot be told from a move's here.
/// "a Fire attack that targets Triantis", "Megahorn which is targeting you": the relative clause
/// says what "targeting Triantis" says ([10.6b] "targeting a specified Pokemon").
struct relative_target_mark : seq<relative_target_words, ws> {};
/// "uses Hydro Pump at Gina", "… at me", "… at any opponent": "at" before a name (capitalised), a
/// pronoun or a placeholder; never "at the end of the step", "at priority +1", "at least".
struct at_target_mark
    : seq<k_at, ws, not_at<sor<k_the, k_priority, k_least, k_most, k_start, k_end, k_beginning, k_step, k_round, k_turn, k_once>>,
          at<sor<ascii::upper, placeholder_target, k_you, kw<TAO_PEGTL_ISTRING("me")>>>> {};
struct target_mark
    : sor<seq<sor<k_targeting, k_on, k_against, k_into>, ws>, at_target_mark, relative_target_mark, seq<one<'@'>, sp>,
          seq<one<'~'>, sp, at<placeholder_target>>> {};
/// A target's name ends where the action's trailing words begin ("on Heracross instead", "@ Heracross
/// next step"), as an attack's target does (attack_target_stop).
struct target_name_stop : sor<subject_stop, action_stop> {};
struct target_ref : seq<opt<zone_prefix, ws>, tagged<Tag::placeholder, seq<words<target_name_stop>, opt<ws, position_suffix>>>,
                         opt<ws, zone_suffix>> {};
struct target : tagged<Tag::target, seq<target_mark, not_at<not_target>, target_ref>> {};
/// "Cover Triantis", "Cover for Triantis", "Hide behind Aura": [5.7] Cover and Hide act for an
/// ally, named right after the command; the name is the target, as in the main orders
/// (grammar/orders.hpp ally_command). "Cover on Triantis" and "Cover for the rest of the round"
/// are the usual forms below.
struct k_cover : kw<TAO_PEGTL_ISTRING("cover")> {};
struct k_hide : kw<TAO_PEGTL_ISTRING("hide")> {};
struct k_behind : kw<TAO_PEGTL_ISTRING("behind")> {};
struct ally_target
    : tagged<Tag::target,
             seq<opt<sor<k_for, k_behind>, ws>,
                 sor<at<placeholder_target>,
                     not_at<sor<action_stop, not_target, common_stop, k_the, k_this, k_that, k_a, k_an, k_every, k_each,
                                k_all, k_rest>>>,
                 target_ref>> {};
struct ally_action : seq<tagged<Tag::action, sor<k_cover, k_hide>>, ws, ally_target> {};
/// An action order with its parameters, qualifiers and target.
/// "Protect again": the word adds nothing the clause does not already observe, so it is passed over.
struct action_full : sor<seq<ally_action, opt<ws, k_again>>,
                         seq<behaviour, star<sp, param>, star<ws, qualifier>, opt<ws, target>, opt<ws, k_again>>> {};

// ---- action clause verbs [10.6a] ----------------------------------------------------------------
/// Not "to attack": "is going to attack you" is the attack clause (c_action_attack), not the
/// action "attack you".
struct use_after_to : sor<seq<ws, k_use>, not_at<ws, k_attack>> {};
struct to_use : seq<k_to, use_after_to> {};
/// "is to", "is going to", "is gonna" before the intended action.
struct intent_to : sor<seq<opt<intent_mod, ws>, k_to>, k_gonna> {};
struct intent_to_use : seq<intent_to, use_after_to> {};
/// [10.3b] plain English for intending: "tries to use", "wants to use", "decides to use".
struct try_verb
    : sor<k_tries, k_try, k_attempts, k_attempt, k_wants, k_want, k_decides, k_decide, k_chooses, k_choose> {};
struct intent_verb
    // not "is going to be targeted" nor "is about to get hit" (c_action_passive)
    : sor<seq<be, ws, intent_to_use, not_at<ws, sor<k_be, seq<k_get, ws, sor<k_hit, k_targeted>>>>>,
          seq<sor<k_intends, k_intend, k_plans, k_plan>, ws, to_use>,
          // "is planning on using", "plans on using", "is thinking of using": [10.3b] plain English
          seq<be, ws, sor<k_planning, kw<TAO_PEGTL_ISTRING("thinking")>>, ws, sor<k_on, k_of, k_about>, ws, k_using>,
          seq<sor<k_plans, k_plan>, ws, k_on, ws, k_using>,
          ph<k_will, k_use>, ph<k_will, k_be, k_using>, seq<be, ws, k_using>, k_uses,
          seq<try_verb, ws, k_to, ws, k_use>, seq<sor<k_would, k_should>, ws, opt<ph<k_try, k_to>, ws>, k_use>,
          ph<sor<k_would, k_should>, k_be, k_using>, k_attempts,
          // "tries to Protect", "wants to Swords Dance": the move's name written as the verb
          // ([10.3b] plain English; docs/rulings.md). Not after "is going to": "is about to faint".
          seq<try_verb, ws, k_to, at<ws, not_at<sor<k_be, k_attack>>>>,
          // "selects Protect", "picks Close Combat", "chooses Roost", "goes for Close Combat", "is
          // going for Close Combat": [10.3b] plain English for "is to use" (the order is what is
          // chosen).
          seq<sor<k_selects, k_picks, k_chooses, ph<k_goes, k_for>, seq<be, ws, ph<k_going, k_for>>>, at<ws, not_at<k_to>>>> {};
struct negation : tagged<Tag::negation, k_not> {};
/// "is not", "isn't", "won't be": the negated "be" of the negated intent forms.
struct not_be : sor<seq<be, ws, negation>, be_nt> {};
struct neg_intent_verb
    : sor<seq<not_be, ws, intent_to_use>,
          seq<sor<seq<sor<k_does, k_do, k_will>, ws, negation>, do_nt>, ws,
              opt<sor<k_intend, k_plan>, ws, k_to, ws>, k_use>,
          seq<not_be, ws, k_using>> {};
struct executed_verb
    : tagged<Tag::executed_verb,
             sor<seq<sor<seq<sor<k_has, k_have>, ws, negation>, do_nt, k_has, k_have>, ws,
                     opt<k_already, ws>, sor<k_executed, k_used, k_performed, k_attempted>>,
                 k_executed, k_used>> {};
struct action_verb : tagged<Tag::verb, sor<executed_verb, neg_intent_verb, intent_verb>> {};

// ---- action clause affixes [10.6c] --------------------------------------------------------------
struct times_word : sor<k_once, k_twice, k_thrice, seq<sor<digits, number_word>, ws, k_times>> {};
struct count_phrase
    : tagged<Tag::count, sor<ph<k_at, k_all>, seq<sor<ph<k_at, k_most>, ph<k_at, k_least>, ph<k_no, k_more, k_than>,
                                                  ph<k_not, k_more, k_than>, ph<k_more, k_than>, k_exactly>,
                                              ws, times_word>,
                             times_word>> {};
/// "at any point", "at any time": [10.3b] plain English for "on any step".
struct on_any_step
    : sor<ph<sor<k_on, k_in, k_during>, k_any, k_step>, ph<k_at, k_any, sor<k_time, kw<TAO_PEGTL_ISTRING("point")>>>> {};
struct a_occurrences
    : tagged<Tag::a_occurrences, sor<seq<opt<on_any_step, ws>, opt<count_phrase, ws>, this_round>,
                                     seq<on_any_step, opt<ws, count_phrase>>, count_phrase>> {};
struct a_current
    : tagged<Tag::a_current, sor<seq<opt<sor<k_on, k_in, k_during>, ws>,
                                     sor<k_this, ph<k_the, k_current>, ph<sor<k_the, k_this, k_that>, k_same>>, ws, k_step>,
                                 ph<k_right, k_now>, k_now, ph<k_this, k_turn>>> {};
struct later_word : sor<k_later, k_upcoming, k_future, k_subsequent, k_following, k_remaining, k_next> {};
struct a_future
    : tagged<Tag::a_future,
             sor<seq<opt<sor<k_on, k_in, k_during>, ws>, steps_phrase>, seq<sor<k_on, k_in, k_during>, ws, ordinal_step>,
                 seq<sor<k_on, k_in, k_during>, ws, opt<sor<k_a, k_an, k_any, k_the>, ws>, later_word, ws, k_step>,
                 seq<k_next, ws, k_step>, seq<tagged<Tag::period, k_later>, opt<ws, this_round>>>> {};
/// "later", "prior", "on other steps", "in the previous step", "on any upcoming step", "step 3".
struct other_word : sor<k_other, past_word, later_word> {};
struct period_phrase
    : tagged<Tag::period,
             seq<sor<seq<on_the_steps_of, other_word, ws, sor<k_steps, k_step>>,
                     seq<opt<sor<k_on, k_in, k_during>, ws>, steps_phrase>, past_period_words, k_later>,
                 opt<ws, this_round>>> {};
/// "and not Bullet Punch later", "and hasn't used Baton Pass prior", "now, and not on other steps",
/// "and did not use Protect last step".
struct and_not_verb
    : tagged<Tag::count,
             sor<seq<opt<sor<be, k_will, k_does, k_do, k_did, k_has, k_have, kw<TAO_PEGTL_ISTRING("had")>>, ws>, negation,
                     opt<ws, sor<intent_to_use, k_using, k_used, k_use, k_executed>>>,
                 seq<sor<be_nt, do_nt>, opt<ws, sor<intent_to_use, k_using, k_used, k_use, k_executed>>>>> {};
struct a_and_not
    : tagged<Tag::a_and_not,
             seq<opt<sor<k_now, ph<k_this, k_step>>, sp, opt<one<','>>, sp>, k_and, ws, and_not_verb,
                 opt<ws, not_at<period_phrase>, tagged<Tag::action, words<sor<action_stop, period_phrase>>>>,
                 // "and hasn't used Baton Pass this round": the round's other steps
                 opt<ws, sor<period_phrase, tagged<Tag::period, this_round>>>>> {};
/// "on a previous step", "in any prior step", "on earlier steps": any of the round's earlier steps,
/// [10.3b] plain English for "previously this round". Not "the previous step", one step only, which
/// no period of [10.6c] "has executed" names.
struct any_past_step
    : seq<opt<sor<k_on, k_in, k_during>, ws>, sor<seq<sor<k_any, k_a, k_an>, ws, past_word, ws, sor<k_steps, k_step>>,
                                              seq<past_word, ws, k_steps>>> {};
/// With "has executed": "previously this round", "this step", "so far", "on a previous step".
struct a_previously
    : tagged<Tag::period, sor<seq<sor<any_past_step, k_previously, k_already, k_before, k_earlier, ph<k_so, k_far>>,
                                  opt<ws, this_round>>,
                              this_round, ph<k_this, k_step>>> {};
struct action_affix : sor<a_and_not, a_occurrences, a_future, a_current, a_previously> {};
struct affix_sep : seq<sp, opt<one<','>, sp>> {};

/// "Heracross is to use Rock Tomb", "an opponent is to use a Protective move on Heracross",
/// "Weavile does not use Protect", "Walrein has executed Roar this round".
struct c_action
    : tagged<Tag::c_action, seq<sor<seq<subjects, ws>, seq<be_contraction, ws>>, action_verb, ws, action_full,
                                star<affix_sep, action_affix>>> {};

/// "IF Heracross is Burned and is to use Facade": after "and"/"or" an action clause may leave out
/// its subject too; the builder gives it the subject of the clause before it.
/// "… and using Protect": the participle alone, the "is" of the clause before it left out too.
struct c_action_elided
    : tagged<Tag::c_action, seq<sor<action_verb, tagged<Tag::verb, k_using>>, ws, action_full, star<affix_sep, action_affix>>> {};

/// "Heracross use Protect" (the verb left bare, as after SHOULD, or written so after IF): read
/// only where the clause is followed by THEN or punctuation and a result (or by "and"/"or" with a
/// THEN later on the line: "IF Heracross use Protect or Detect, THEN …"), so "IF Weavile Burned
/// use Facade" stays a state clause with a missing THEN.
struct bare_try : seq<sor<k_try, k_attempt, k_intend, k_plan, k_want, k_decide, k_choose>, ws, k_to, ws> {};
struct bare_action_verb
    : tagged<Tag::verb, seq<opt<negation, ws>, sor<seq<opt<bare_try>, k_use>, ph<k_be, k_using>, k_attempt>>> {};
struct c_action_bare
    : tagged<Tag::c_action, seq<subjects, ws, bare_action_verb, ws, action_full, star<affix_sep, action_affix>>> {};

/// "Gholdengo targets you with Shadow Ball", "Weavile is going to target Bombshell with Ice Shard":
/// the target written before the action ([10.6b] "targeting a specified Pokemon"; [10.6a] "any
/// sufficiently clear format is permitted").
/// "is going to hit you with Stone Edge", "will hit Tallow with Ice Shard": intending to hit is
/// intending to use the attack on that Pokemon ([10.3b] plain English). Only the intent forms:
/// "hits you with" may mean the hit itself, the When Hit timing of [10.5a].
struct target_or_hit : sor<k_target, k_hit, k_attack> {};
struct target_verb
    : sor<k_targets, k_attacks, seq<be, ws, intent_to, ws, target_or_hit>,
          seq<sor<k_intends, k_plans, try_verb>, ws, k_to, ws, target_or_hit>, ph<k_will, target_or_hit>, seq<be, ws, k_targeting>> {};
struct c_action_target_first
    : tagged<Tag::c_action, seq<subject, ws, tagged<Tag::verb, target_verb>, ws,
                                tagged<Tag::target, seq<not_at<not_target>, opt<zone_prefix, ws>,
                                                        tagged<Tag::placeholder, words<sor<subject_stop, k_with>>>>>,
                                ws, k_with, ws,
                                behaviour, star<sp, param>, star<ws, qualifier>, star<affix_sep, action_affix>>> {};

/// "Heracross attacks you", "any opponent is going to attack": intending an attack, with no action
/// named, is observing "attacks" — no action group of [10.6d] and no type of [10.6b], so sema
/// reports the invented group (docs/rulings.md). "attacks you with X" is c_action_target_first.
struct attack_intent
    : sor<seq<be, ws, intent_to>, seq<sor<seq<sor<k_intends, k_intend, k_plans, k_plan>, ws>, seq<try_verb, ws>>, k_to>,
          k_will> {};
/// "is not going to attack", "does not attack", "won't attack", "doesn't intend to attack": the
/// same observation negated, which [10.3] has no clause for ("does not intend", BBP3007); the
/// verb keeps its negation so the builder marks the clause negated.
struct neg_attack_intent
    : sor<seq<not_be, ws, intent_to>,
          seq<sor<seq<sor<k_does, k_do, k_did, k_will>, ws, negation>, do_nt>, opt<ws, sor<k_intend, k_plan>, ws, k_to>>> {};
using attack_target_stop = target_name_stop;
/// "attacks first", "attacks after you": the turn order, which sema judges as such (BBP3029).
struct turn_order_word : sor<k_first, k_second, k_last, k_before, k_after> {};
struct c_action_attack
    : tagged<Tag::c_action,
             seq<subject, ws,
                 sor<seq<tagged<Tag::verb, sor<neg_attack_intent, attack_intent>>, ws,
                         tagged<Tag::action, tagged<Tag::group_action, k_attack>>>,
                     seq<tagged<Tag::verb, sor<not_be, be>>, ws, tagged<Tag::action, tagged<Tag::group_action, k_attacking>>>,
                     tagged<Tag::action, tagged<Tag::group_action, k_attacks>>>,
                 not_at<ws, turn_order_word>,
                 opt<ws, tagged<Tag::target, seq<not_at<not_target>, opt<zone_prefix, ws>,
                                                 tagged<Tag::placeholder, words<attack_target_stop>>>>>,
                 star<affix_sep, action_affix>>> {};

/// "Tallow is targeted by a Rock attack", "you are going to be targeted by Stone Edge", "Tallow is
/// targeted by Gina with Stone Edge": the passive of "targeting a specified Pokemon" ([10.6b]).
/// Who targets is "any Pokemon" unless named after "by" (docs/rulings.md). "is about to be hit by",
/// "is going to get hit by", "will be hit by", "is being hit by" say the same of an attack not yet
/// made; "is hit by" alone stays the When Hit timing ([10.5a]).
struct passive_tail
    : sor<seq<opt<intent_to, ws, k_be, ws>, k_targeted>,
          seq<intent_to, ws, sor<k_be, k_get>, ws, k_hit>, seq<k_being, ws, sor<k_targeted, k_hit>>> {};
struct passive_target_verb : sor<seq<be, ws, passive_tail>, ph<k_will, sor<k_be, k_get>, sor<k_targeted, k_hit>>> {};
/// "you're being targeted": the Pokemon and "be" in one word, as be_contraction.
struct target_contraction
    : seq<tagged<Tag::target, tagged<Tag::placeholder, sor<TAO_PEGTL_ISTRING("you"), TAO_PEGTL_ISTRING("they"),
                                                          TAO_PEGTL_ISTRING("it"), TAO_PEGTL_ISTRING("we")>>>,
          apos, sor<TAO_PEGTL_ISTRING("re"), one<'s', 'S'>>, boundary> {};
/// Who the passive says is targeted: named ("Tallow is targeted"), or "you" with its verb ("you're
/// being targeted").
struct passive_targeted
    : sor<seq<target_contraction, ws, tagged<Tag::verb, passive_tail>>,
          seq<tagged<Tag::target, pokemon_ref>, ws, tagged<Tag::verb, passive_target_verb>>> {};
/// "by Gina with Stone Edge", "by Stone Edge", "with Stone Edge": who targets, then what with.
struct passive_by
    : sor<seq<k_by, ws, tagged<Tag::subject, seq<opt<zone_prefix, ws>, tagged<Tag::placeholder, words<sor<subject_stop, k_with>>>>>,
              ws, k_with>,
          k_by, k_with> {};
struct passive_behaviour : seq<passive_by, ws, behaviour, star<sp, param>, star<ws, qualifier>, star<affix_sep, action_affix>> {};
/// "IF targeted by Stone Edge", "IF about to be hit by Stone Edge": the target left unsaid is the
/// recipient, as "IF Burned" is ([10.3b] plain English; docs/rulings.md). Marked at the clause's end,
/// where no node before it can take the empty mark for its own.
struct unsaid_target : tagged<Tag::unsaid_target, success> {};
/// "you are attacked", "Tallow is about to be attacked", "IF attacked by Gina": the passive of
/// "attacks" (c_action_attack), observing the same invented group, which sema reports ([10.6d]).
struct attacked_word : tagged<Tag::action, tagged<Tag::group_action, k_attacked>> {};
struct attacked_be : sor<seq<intent_to, ws, k_be>, k_being> {};  // "about to be", "being"
struct attacked_by
    : opt<ws, k_by, ws, tagged<Tag::subject, seq<opt<zone_prefix, ws>, tagged<Tag::placeholder, words<subject_stop>>>>> {};
struct c_action_attacked
    : sor<seq<sor<seq<target_contraction, opt<ws, tagged<Tag::verb, attacked_be>>>,
                  seq<tagged<Tag::target, pokemon_ref>, ws,
                      tagged<Tag::verb, sor<seq<be, opt<ws, attacked_be>>, ph<k_will, k_be>>>>>,
              ws, attacked_word, attacked_by, star<affix_sep, action_affix>>,
          seq<opt<tagged<Tag::verb, attacked_be>, ws>, attacked_word, attacked_by, star<affix_sep, action_affix>,
              unsaid_target>> {};
struct c_action_passive
    : tagged<Tag::c_action, sor<seq<passive_targeted, ws, passive_behaviour>,
                                seq<tagged<Tag::verb, passive_tail>, ws, passive_behaviour, unsaid_target>,
                                c_action_attacked>> {};

// ---- true clauses [10.6f] ------------------------------------------------------------------------
struct c_true
    : tagged<Tag::c_true,
             sor<seq<opt<sor<ph<k_you, k_are>, seq<k_you, apos, TAO_PEGTL_ISTRING("re")>, k_you>, ws>, k_able,
                     opt<ws, k_to>>,
                 seq<opt<sor<ph<k_it, k_is>, seq<k_it, apos, one<'s'>>>, ws>, k_possible>,
                 ph<k_you, k_can>, k_true, k_always>> {};

// ---- state clauses [10.6e] -----------------------------------------------------------------------
struct comparator_words
    : sor<// "at less than half HP": the "at" of "at half HP" kept before a comparison
          seq<opt<k_at, ws>,
              sor<k_higher, k_greater, k_more, k_larger, k_bigger, k_faster, k_slower, k_heavier, k_lighter,
                  k_smaller, k_lower, k_less, k_fewer>,
              ws, k_than, opt<ws, k_or, ws, k_equal, ws, k_to>>,
          // "at or below 1/3", "at or above half"
          ph<k_at, k_or, sor<k_below, k_above, k_under, k_over>>,
          ph<k_at, k_least>, ph<k_at, k_most>, ph<k_no, k_more, k_than>, ph<k_no, k_less, k_than>,
          ph<k_no, k_fewer, k_than>, ph<k_not, k_more, k_than>, ph<k_not, k_less, k_than>,
          // "equal to or less than 50%"
          seq<k_equal, ws, k_to, ws, k_or, ws, sor<k_less, k_fewer, k_lower, k_below, k_more, k_greater, k_higher, k_above>,
              opt<ws, k_than>>,
          seq<opt<k_not, ws>, k_equal, ws, k_to>, k_equals, ph<k_the, k_same, k_as>,
          seq<k_different, ws, sor<k_from, k_than>>, ph<k_other, k_than>, k_exactly, k_above, k_below,
          k_under, k_over,
          seq<sor<TAO_PEGTL_STRING(">="), TAO_PEGTL_STRING("<="), TAO_PEGTL_STRING("!="), TAO_PEGTL_STRING("=>"),
                  TAO_PEGTL_STRING("=<"), TAO_PEGTL_STRING("=="), one<'>', '<', '='>, utf8::one<0x2265, 0x2264, 0x2260>>>> {};
struct comparator : tagged<Tag::comparator, comparator_words> {};
struct suffix_comparator
    : tagged<Tag::comparator, seq<sor<k_or, k_and>, ws,
                                  sor<k_more, k_less, k_fewer, k_higher, k_lower, k_greater, k_above, k_below, k_over,
                                      k_under, k_up, k_down>>> {};
struct be_maybe_not : tagged<Tag::verb, sor<seq<be, opt<ws, negation>>, be_nt>> {};
/// [10.3b] "your HP falls below 30%", "you drop to 50% or less": plain English for "is".
struct motion_verb : tagged<Tag::verb, sor<k_falls, k_fall, k_drops, k_drop, k_dips, k_dip, k_goes, k_gets, k_get, k_rises, k_rise>> {};
struct has_verb
    : tagged<Tag::verb, sor<seq<sor<k_has, k_have>, opt<ws, negation>>, seq<sor<do_nt, seq<sor<k_does, k_do>, ws, negation>>, ws, k_have>>> {};
struct owner_property : seq<possessive_ref, ws, property> {};
/// After the value: "+2 or more", "50% or less", "25 HP".
struct value_tail : seq<opt<ws, suffix_comparator>, opt<ws, not_stop<common_stop>, quantity>> {};
struct value_article : seq<sor<k_an, k_a>, ws, at<numeric_value>> {};
/// "one", "two" … "ten" as the count a has-comparison compares ("one or more Speed boosts"); only
/// there, where the quantity follows, so "one of your Pokemon" stays a reference.
/// Not before "of": "has one of its items" picks one, it counts nothing.
struct count_word_value : tagged<Tag::value, tagged<Tag::v_number, seq<number_word, boundary, not_at<ws, k_of>>>> {};
struct c_cmp
    : tagged<Tag::c_cmp,
             sor<
                 // "your HP is below 50%", "Weavile's Speed is higher than yours"
                 seq<owner_property, sp, opt<sor<be_maybe_not, motion_verb>, ws>, comparator, sp, value, value_tail>,
                 // "your Attack is +2 or more", "your HP is 50% or less", "your HP drops to 50% or less"
                 seq<owner_property, ws, sor<seq<be_maybe_not, opt<ws, k_at>>, seq<motion_verb, ws, k_to>>, ws,
                     tagged<Tag::value, numeric_value>, ws, suffix_comparator, opt<ws, quantity>>,
                 // "Weavile is faster than you", "you are below half HP", "you fall below half HP"
                 seq<sor<seq<subjects, ws, sor<be_maybe_not, motion_verb>>, be_contraction>, ws, comparator, sp, value, value_tail>,
                 // "Heracross is at 50% HP or less", "you are 30% or lower"
                 seq<sor<seq<subject, ws, be_maybe_not>, be_contraction>, ws, opt<k_at, ws>,
                     tagged<Tag::value, numeric_value>, ws, opt<not_stop<common_stop>, quantity, ws>, suffix_comparator,
                     opt<ws, not_stop<common_stop>, quantity>>,
                 // "you have more than 25 HP", "Durant has 20 or less Energy"
                 seq<subject, ws, has_verb, ws,
                     sor<seq<comparator, sp, tagged<Tag::value, numeric_value>, opt<ws, quantity>>,
                         // "has at least two Attack boosts"
                         seq<comparator, sp, count_word_value, ws, quantity>,
                         // "has a +2 or higher Attack stage": the article before the value says
                         // nothing more
                         seq<opt<value_article>, tagged<Tag::value, numeric_value>, ws, suffix_comparator, opt<ws, quantity>>,
                         // "has one or more Speed boosts", "has two or fewer Recoveries": a count
                         // written as a word, its comparator and what it counts
                         seq<count_word_value, ws, suffix_comparator, ws, quantity>,
                         // "has +2 Attack or more", "has 50% HP or less", "has a +1 Speed stage or higher"
                         seq<opt<value_article>, tagged<Tag::value, numeric_value>, ws, quantity, ws, suffix_comparator>,
                         // "has more Speed than you", "has a higher Speed than you": the property
                         // between the comparative and "than"
                         seq<opt<sor<k_an, k_a>, ws>, tagged<Tag::comparator, sor<k_more, k_less, k_fewer, k_higher, k_lower, k_greater>>, ws,
                             tagged<Tag::property, words<sor<property_stop, k_than>>>, ws, k_than, sp, value,
                             value_tail>,
                         // "has a Speed stage of +1 or more", "has an Attack stage of at least +2",
                         // "has a Level of 3": the property before "of", then the value
                         seq<opt<sor<k_an, k_a>, ws>, tagged<Tag::property, words<sor<property_stop, k_of>>>, ws, k_of, ws,
                             sor<seq<comparator, sp, value, value_tail>,
                                 seq<tagged<Tag::value, numeric_value>, opt<ws, suffix_comparator>>>>,
                         // "has a Speed stat higher than yours", "has an Attack stage below +1":
                         // the property, then the comparison
                         seq<opt<sor<k_an, k_a>, ws>, property, sp, comparator, sp, value, value_tail>,
                         // "you have +2 Attack", "Weavile has 2 Recoveries", "has a +2 Attack stage":
                         // no comparator is equality
                         seq<opt<value_article>, tagged<Tag::value, numeric_value>, ws, quantity>,
                         // "has one Speed boost", "has two Recoveries": the count as a word, as "1"
                         seq<count_word_value, ws, quantity>>>,
                 // "HP < 50%", "Attack is +2 or more" (no owner written)
                 seq<property, sp, opt<be_maybe_not, ws>, comparator, sp, value, value_tail>,
                 seq<property, ws, be_maybe_not, ws, tagged<Tag::value, numeric_value>, ws, suffix_comparator>,
                 // No comparator is equality: "your HP is 1", "your HP is at 25%", "you are at 1 HP"
                 // (after "you are at" the quantity must be said).
                 seq<owner_property, ws, be_maybe_not, ws, opt<k_at, ws>, tagged<Tag::value, numeric_value>,
                     opt<ws, not_stop<common_stop>, quantity>>,
                 seq<sor<seq<subject, ws, be_maybe_not>, be_contraction>, ws, k_at, ws, tagged<Tag::value, numeric_value>, ws,
                     not_stop<common_stop>, quantity>>> {};
/// "in the air" is no place but the Evasive condition in plain English ([10.3b]): a presence clause.
struct location_place
    : seq<sor<k_on, k_in>, ws, not_at<k_the, ws, kw<TAO_PEGTL_ISTRING("air")>>, words<common_stop>> {};
/// "on the opponent's side", "up", "active on their side": presence words, then where.
struct location
    : tagged<Tag::location, sor<location_place, seq<sor<k_active, k_present, k_up>, opt<ws, location_place>>>> {};
struct c_exists
    : tagged<Tag::c_exists,
             sor<seq<sor<seq<k_there, ws,
                             tagged<Tag::verb, sor<seq<be, opt<ws, sor<negation, tagged<Tag::negation, k_no>>>>, be_nt>>>,
                         // "there's" (the apostrophe is part of a word: kw<"there"> does not end there)
                         seq<TAO_PEGTL_ISTRING("there"), tagged<Tag::verb, seq<apos, one<'s', 'S'>, boundary>>>>,
                     ws,
                     tagged<Tag::condition, words<sor<common_stop, k_on, k_in, k_active>>>, opt<ws, location>>,
                 seq<tagged<Tag::condition, words<subject_stop>>, ws, be_maybe_not, ws, location>>> {};
/// "Heracross's Substitute is up", "your Reflect is active": [10.3b] plain English for "Heracross
/// has Substitute" — the owner before the condition, and presence after it (docs/rulings.md).
struct c_presence_possessed
    : tagged<Tag::c_presence, seq<possessive_ref, ws, tagged<Tag::condition, words<subject_stop>>, ws,
                                  be_maybe_not, ws, sor<k_up, k_active>>> {};
struct presence_marker
    : sor<ph<k_subject, k_to>, ph<k_under, k_the, sor<k_effects, k_effect>, k_of>, ph<k_affected, k_by>, k_holding> {};
struct presence_verb
    : tagged<Tag::verb, sor<seq<sor<k_has, k_have, k_holds>, ws, sor<negation, tagged<Tag::negation, k_no>>>,
                            seq<sor<do_nt, seq<sor<k_does, k_do>, ws, negation>>, ws, sor<k_have, k_hold>>,
                            k_has, k_have, k_holds, k_lacks, seq<be, opt<ws, negation>>, be_nt>> {};
/// "Weavile is Paralyzed", "you are not Burned", "Greninja is Dark-type", "Weavile's team has
/// Reflect", "Gyarados is subject to Protection", "it is raining".
/// "is already Poisoned", "is still Asleep", "is currently Confused": the adverb adds nothing.
struct presence_adverb
    : seq<sor<k_already, kw<TAO_PEGTL_ISTRING("currently")>, kw<TAO_PEGTL_ISTRING("still")>>, at<ws, wordchar>> {};
struct c_presence
    : tagged<Tag::c_presence,
             seq<sor<seq<be_contraction, opt<ws, negation>>,
                     seq<sor<owner_property, subjects>, ws, presence_verb>>,
                 opt<ws, presence_adverb>, opt<ws, presence_marker>, ws, tagged<Tag::condition, words<common_stop>>>> {};
/// "IF Heracross is Flying-type or has Levitate": after "and"/"or" the subject may be left out; the
/// builder gives the clause the subject of the clause before it.
struct c_presence_elided
    : tagged<Tag::c_presence, seq<presence_verb, opt<ws, presence_adverb>, opt<ws, presence_marker>, ws,
                                  tagged<Tag::condition, words<common_stop>>>> {};
/// "Heracross faints", "Weavile has fainted", "an opponent gets KOed", "you get knocked out": the
/// Fainting condition written with a verb, a state clause like "Heracross is Fainted" ([10.6f]
/// KO clause). "faints" is an alias of the condition (data/rulebook/conditions.tsv).
struct c_faint
    : tagged<Tag::c_presence,
             seq<subjects, ws,
                 sor<seq<opt<tagged<Tag::verb, sor<k_has, k_have>>, ws>, tagged<Tag::condition, sor<k_faints, k_faint, k_fainted>>>,
                     seq<tagged<Tag::verb, sor<k_gets, k_get, k_got>>, ws, tagged<Tag::condition, words<common_stop>>>>>> {};
/// After SHOULD the verb is bare: "Should you be Burned", "Should your HP fall below half",
/// "Should you not have Reflect".
struct inverted_be
    : tagged<Tag::verb, seq<opt<negation, ws>, sor<k_be, k_have, k_hold, k_fall, k_drop, k_dip, k_get, k_rise>>> {};
struct c_cmp_inverted
    : tagged<Tag::c_cmp,
             sor<seq<sor<owner_property, subject>, ws, inverted_be, ws, opt<k_to, ws>, comparator, sp, value, value_tail>,
                 // "Should you be at 25% or less HP", "Should your HP be 30% or lower"
                 seq<sor<owner_property, subject>, ws, inverted_be, ws, opt<k_at, ws>, tagged<Tag::value, numeric_value>,
                     ws, opt<not_stop<common_stop>, quantity, ws>, suffix_comparator,
                     opt<ws, not_stop<common_stop>, quantity>>>> {};
struct c_presence_inverted
    : tagged<Tag::c_presence, seq<sor<owner_property, subject>, ws, inverted_be, opt<ws, presence_marker>, ws,
                                  tagged<Tag::condition, words<common_stop>>>> {};
/// A phrase with no verb the grammar knows: kept for the linter ("IF Attract"). "IF not KO", "IF
/// not Burned": the negation kept as the clause's, the rest its condition (docs/rulings.md).
struct bare_condition : tagged<Tag::condition, words<common_stop>> {};
/// "IF not going to use Protect", "IF is going to use Close Combat", "IF tries to use Protect": the
/// intent and "use" kept in the condition, which would stop at "use" (a result's first word), so
/// the linter sees the negated action (BBP3007) or the action whose Pokemon is unsaid (BBP3015).
struct intent_before_use
    : sor<seq<opt<be, ws>, intent_to>, seq<sor<try_verb, k_intends, k_intend, k_plans, k_plan>, ws, k_to>, k_will, k_would> {};
struct intent_condition : tagged<Tag::condition, seq<intent_before_use, ws, k_use, ws, words<common_stop>>> {};
struct c_bare
    : tagged<Tag::c_bare, seq<not_stop<result_opener>, sor<seq<negation, ws, sor<intent_condition, bare_condition>>,
                                                         intent_condition, bare_condition>>> {};

}  // namespace bbp::grammar::sub
