#pragma once
// The timing component of a substitution: the clauses of [10.5a] and the affixes of [10.5b].
#include "grammar/substitution_words.hpp"

namespace bbp::grammar::sub {

// ---- [10.5b] timing affixes ---------------------------------------------------------------------
/// "only once per round", "once a round", "once this round": the round is the Once affix's own
/// scope ([10.5b]), so saying it adds nothing.
struct once_scope : sor<ph<k_per, k_round>, ph<k_a, k_round>, ph<k_this, k_round>, ph<k_each, k_round>, ph<k_every, k_round>> {};
struct a_once : tagged<Tag::a_once, sor<seq<opt<sor<k_only, k_just>, ws>, k_once, opt<ws, once_scope>, opt<ws, k_only>>,
                                        ph<k_one, k_time, k_only>>> {};
struct a_nonconsec
    : tagged<Tag::a_nonconsec,
             sor<seq<opt<k_only, ws>, non_consecutive>, ph<k_not, k_consecutively>,
                 ph<k_not, k_on, k_consecutive, k_steps>, ph<k_only, k_non>>> {};
/// "On step 2", "on steps 1 and 3", "only on step 2", "during step 3", "on step 2 only"; and
/// "Step 2:" opening the substitution, the same affix as a heading ([10.3b] plain English).
struct a_on_steps
    : tagged<Tag::a_on_steps, sor<seq<opt<k_only, ws>, sor<k_on, k_in, k_during>, ws, sor<steps_phrase, ordinal_step>,
                                      opt<ws, k_only, at<sp, one<','>>>>,
                                  seq<steps_phrase, at<sp, one<':'>>>>> {};
struct timing_affix : sor<a_once, a_nonconsec, a_on_steps> {};
/// "; this can only trigger once", ". This sub only activates once": the Once affix written as a
/// sentence after the results ([10.3b] plain English for "only once").
struct once_verb
    : sor<k_trigger, k_triggers, kw<TAO_PEGTL_ISTRING("activate")>,
          kw<TAO_PEGTL_ISTRING("activates")>, kw<TAO_PEGTL_ISTRING("happen")>, kw<TAO_PEGTL_ISTRING("happens")>,
          kw<TAO_PEGTL_ISTRING("apply")>, kw<TAO_PEGTL_ISTRING("applies")>> {};
struct a_once_sentence
    : tagged<Tag::a_once, seq<k_this, ws, opt<sor<k_substitution, k_sub>, ws>, opt<sor<k_can, k_will, kw<TAO_PEGTL_ISTRING("may")>>, ws>,
                              opt<k_only, ws>, once_verb, ws, opt<k_only, ws>, k_once>> {};

/// ". This cannot trigger on consecutive steps.", "(this sub won't activate two steps in a row)":
/// the Non-Consecutively affix written as a sentence after the results ([10.3b] plain English,
/// as `a_once_sentence` is for Once).
struct in_a_row : seq<k_in, ws, k_a, ws, TAO_PEGTL_ISTRING("row"), not_at<wordchar>> {};
struct wont : sor<ph<k_will, k_not>, seq<TAO_PEGTL_ISTRING("won"), apos, one<'t', 'T'>, boundary>> {};
struct a_nonconsec_sentence
    : tagged<Tag::a_nonconsec,
             seq<k_this, ws, opt<sor<k_substitution, k_sub>, ws>, sor<cannot_words, wont>, ws, once_verb, ws,
                 sor<k_consecutively, seq<k_on, ws, opt<k_two, ws>, k_consecutive, ws, k_steps>,
                     seq<opt<k_two, ws, k_steps, ws>, in_a_row>>>> {};
/// An affix written as a sentence after the results, in brackets or not (`trailing_affixes`); in
/// brackets right after an action it is no parameter of it (`param`).
struct affix_sentence : sor<a_once_sentence, a_nonconsec_sentence> {};

// ---- [10.5a] timing clauses ---------------------------------------------------------------------
struct opener : sor<k_at, k_on, k_by, k_upon, k_during> {};
struct edge : tagged<Tag::edge, sor<k_start, k_beginning, k_end>> {};
struct phase_word
    : tagged<Tag::phase, sor<ph<k_battling, k_phase>, k_round, k_step, k_turns, k_turn, k_phase>> {};
struct owner : tagged<Tag::owner, possessive_ref> {};
/// "each", "every", "the", "this"; "any" and "a" only right before the phase ("at the start of any
/// step", "at the end of a step"), so "any opponent's turn" keeps its placeholder.
struct each
    : sor<ph<k_each, k_of>, k_each, k_every, k_the, k_this, seq<sor<k_any, k_a>, at<ws, phase_word>>> {};

/// "step 2", "steps 2 and 3" after the edge: the step is [10.5b]'s "On Step" affix.
struct numbered_step : seq<tagged<Tag::phase, sor<k_steps, k_step>>, ws, tagged<Tag::a_on_steps, step_list>> {};
/// "At the start of the step", "at the end of each round", "At the start of Charizard's turn",
/// "Start of your turn", "At the start of step 2".
struct phase_of
    : seq<opt<opener, ws>, opt<k_the, ws>, edge, ws, k_of, ws, opt<each, ws>, opt<owner, ws>,
          sor<numbered_step, phase_word>> {};
/// "On your turn start", "At turn start", "On your turn", "At each step", "On Weavile's turn end".
struct phase_short
    : seq<opener, ws, opt<each, ws>, opt<owner, ws>, phase_word, opt<ws, edge>> {};
/// "right before you act", "just after Heracross moves", "immediately before …": the same edge.
struct edge_adverb : sor<k_right, k_just, kw<TAO_PEGTL_ISTRING("immediately")>, kw<TAO_PEGTL_ISTRING("directly")>> {};
/// "Before Heracross moves", "after you attack", "before Weavile acts": [10.5a] "At the [start /
/// end] of … [Pokemon Name's turn]" in plain English (docs/rulings.md).
struct turn_verb
    : sor<kw<TAO_PEGTL_ISTRING("moves")>, kw<TAO_PEGTL_ISTRING("move")>, kw<TAO_PEGTL_ISTRING("acts")>,
          kw<TAO_PEGTL_ISTRING("act")>, kw<TAO_PEGTL_ISTRING("attacks")>, kw<TAO_PEGTL_ISTRING("attack")>,
          kw<TAO_PEGTL_ISTRING("goes")>, kw<TAO_PEGTL_ISTRING("go")>> {};
/// The subject of "before Heracross moves": its name stops at the verb.
struct turn_subject
    : tagged<Tag::subject, seq<opt<zone_prefix, ws>, tagged<Tag::placeholder, words<sor<subject_stop, turn_verb>>>>> {};
struct phase_by_verb
    : seq<opt<edge_adverb, ws>, tagged<Tag::edge, sor<k_before, k_after>>, ws, turn_subject, ws,
          tagged<Tag::phase, turn_verb>, at<sp, one<','>>> {};
/// "Before each step", "after your turn", "before the round": the start or end of that phase.
struct phase_around
    : seq<opt<edge_adverb, ws>, tagged<Tag::edge, sor<k_before, k_after>>, ws, opt<each, ws>, opt<owner, ws>, phase_word,
          at<sp, one<','>>> {};
/// "When Heracross's turn starts", "as your turn ends", "when the step begins": the start or end
/// of that phase in plain English ([10.3b]); the builder reads the verb as the edge.
struct phase_when
    : seq<sor<k_when, kw<TAO_PEGTL_ISTRING("as")>>, ws, opt<each, ws>, opt<owner, ws>, phase_word, ws,
          tagged<Tag::edge, sor<kw<TAO_PEGTL_ISTRING("starts")>, kw<TAO_PEGTL_ISTRING("begins")>,
                                kw<TAO_PEGTL_ISTRING("ends")>>>,
          at<sp, one<','>>> {};
struct t_phase : tagged<Tag::t_phase, sor<phase_of, phase_short, phase_around, phase_by_verb, phase_when>> {};

/// "At priority 1", "At the start of priority +1", "At the end of priority 0" [10.5a].
struct priority_value : tagged<Tag::priority_value, seq<opt<one<'+', '-'>>, sp, digits>> {};
/// "At +2 priority", "at the start of +1 priority": the number written before the word.
struct priority_words
    : sor<seq<k_priority, opt<ws, k_bracket>, sp, priority_value>, seq<priority_value, ws, k_priority, opt<ws, k_bracket>>> {};
/// "Priority +4: IF …", "+1 priority, IF …": the opener left out before a colon or comma, as in
/// "End of step: …" ([10.5a] "At Priority X" is an alias of "At the start of priority X").
struct t_priority
    : tagged<Tag::t_priority,
             sor<seq<sor<seq<opener, ws, opt<k_the, ws>, opt<edge, ws, k_of, ws>>, seq<opt<k_the, ws>, edge, ws, k_of, ws>>,
                     priority_words>,
                 seq<priority_words, at<sp, one<':', ','>>>>> {};

struct when : sor<k_whenever, k_when, k_upon, k_after, k_once> {};
struct manner
    : tagged<Tag::manner,
             sor<k_critically, seq<k_super, hyph_or_space, k_effectively, boundary>,
                 ph<k_not, k_very, k_effectively>, seq<p_non, hyph_or_space, k_effectively>,
                 kw<TAO_PEGTL_ISTRING("noneffectively")>, kw<TAO_PEGTL_ISTRING("supereffectively")>>> {};
/// "crit", "critted": the players' short word for a critical hit ([10.3b]); "When you are crit".
struct crit_word
    : tagged<Tag::manner, sor<kw<TAO_PEGTL_ISTRING("critted")>, kw<TAO_PEGTL_ISTRING("crited")>,
                              kw<TAO_PEGTL_ISTRING("crits")>, kw<TAO_PEGTL_ISTRING("crit")>>> {};
/// "a critical hit", "a super-effective hit": the manner written as the hit's adjective.
struct manner_adjective
    : tagged<Tag::manner,
             sor<kw<TAO_PEGTL_ISTRING("critical")>, seq<k_super, hyph_or_space, kw<TAO_PEGTL_ISTRING("effective")>>,
                 ph<k_not, k_very, kw<TAO_PEGTL_ISTRING("effective")>>,
                 seq<p_non, hyph_or_space, kw<TAO_PEGTL_ISTRING("effective")>>,
                 kw<TAO_PEGTL_ISTRING("supereffective")>, kw<TAO_PEGTL_ISTRING("noneffective")>>> {};
struct take_word
    : sor<kw<TAO_PEGTL_ISTRING("takes")>, kw<TAO_PEGTL_ISTRING("take")>, kw<TAO_PEGTL_ISTRING("took")>> {};
/// The subject of "when Weavile takes a hit": its name stops at the verb.
struct take_subject
    : tagged<Tag::subject, seq<opt<zone_prefix, ws>, tagged<Tag::placeholder, words<sor<subject_stop, take_word>>>>> {};
/// "you take a", "Weavile takes a": being hit written as taking one ([10.3b]).
struct takes_a : seq<take_subject, ws, tagged<Tag::verb, take_word>, ws, k_a> {};
/// "you are", "Weavile is", "you get", "you're".
struct subject_be : sor<be_contraction, seq<sor<possessive_ref, subject>, ws, tagged<Tag::verb, sor<be, k_gets, k_get, k_got>>>> {};
/// "this round", "during the round".
struct this_round : sor<ph<sor<k_this, k_the>, k_round>, ph<sor<k_during, k_in>, sor<k_this, k_the>, k_round>> {};
/// "prior", "previous", "earlier": the words of a look back.
struct past_word : sor<k_prior, k_previous, k_earlier> {};
struct on_the_steps_of : seq<opt<sor<k_on, k_in, k_during>, ws>, opt<sor<k_any, k_the, k_a, k_an, k_all>, ws>> {};
/// The periods that look back: "last step", "on the previous step", "previously", "so far".
/// "IF Heracross used Protect last step": the previous step. Not "on the last step", which may
/// mean the round's final one.
struct past_period_words
    : sor<seq<on_the_steps_of, past_word, ws, sor<k_steps, k_step>>, seq<k_last, ws, sor<k_step, k_turn>>, k_prior,
          k_previously, k_before, k_earlier, ph<k_so, k_far>> {};
/// A look back as a whole phrase ("earlier this round"): the When Hit timing's words may end with
/// it or be it ("When you are hit last step"; src/orders/hit_with.cpp), and no timing affix of
/// [10.5b] says it.
struct past_period : seq<past_period_words, opt<ws, this_round>> {};
/// "with Ice Beam", "by an attack from Weavile", "at all"; a bare look back ("last step") is kept
/// for the linter to name (BBP3031), never left as unreadable words.
struct hit_with
    : tagged<Tag::hit_with, sor<ph<k_at, k_all>, seq<sor<k_with, k_by, k_from>, ws, words<timing_stop>>, past_period>> {};
/// "When hit", "When you are hit by Earthquake", "When hit by an attack from Weavile", "when hit at all",
/// "When you take a hit from Megahorn".
struct hit_body : seq<sor<seq<opt<subject_be, ws>, k_hit>, seq<takes_a, ws, k_hit>>, opt<ws, hit_with>> {};
/// "When Scizor hits you", "whenever any opponent hits Heracross": being hit written with the
/// attacker first, [10.3b] plain English for "When you are hit with an attack from Scizor". The
/// attacker is the hit's `with` (as "by Scizor" is), the Pokemon hit the subject. In a trigger,
/// "IF Scizor hits you" names the same event (`if_event`).
struct k_hits : sor<kw<TAO_PEGTL_ISTRING("hits")>, k_hit> {};
struct hit_attacker : tagged<Tag::hit_with, seq<opt<zone_prefix, ws>, words<sor<subject_stop, k_hits>>>> {};
/// The Pokemon hit: its name stops before "with"/"by"/"from".
struct hit_target_stop : sor<subject_stop, k_with, k_by, k_from> {};
struct hit_target : tagged<Tag::subject, seq<opt<zone_prefix, ws>, tagged<Tag::placeholder, words<hit_target_stop>>>> {};
/// "When Scizor hits you with Bullet Punch" names the move as well as the attacker, two parameters
/// [10.5a] does not combine: the move is kept apart (as the action of the timing) for the linter
/// to say so (BBP3036) rather than leaving the timing unread.
struct hit_active_move : seq<k_with, ws, tagged<Tag::action_words, words<timing_stop>>> {};
struct hit_active_body
    : seq<hit_attacker, ws, tagged<Tag::verb, k_hits>, ws, hit_target, opt<ws, hit_active_move>,
          not_at<ws, sor<k_with, k_by, k_from>>> {};
struct t_hit : tagged<Tag::t_hit, seq<when, ws, sor<hit_body, hit_active_body>>> {};
/// "When you are critically hit", "When hit super-effectively".
/// "When you are crit", "When you take a critical hit", "When you take a crit".
struct hit_eff_body
    : sor<seq<opt<subject_be, ws>, sor<seq<manner, ws, k_hit>, seq<k_hit, ws, manner>, crit_word>>,
          seq<takes_a, ws, sor<seq<manner_adjective, ws, k_hit>, crit_word>>> {};
struct t_hit_eff : tagged<Tag::t_hit_eff, seq<when, ws, hit_eff_body>> {};
struct outcome
    : tagged<Tag::verb, sor<ph<sor<k_misses, k_miss>, k_with>, ph<sor<k_fails, k_fail>, k_to, k_attempt>,
                            ph<sor<k_fails, k_fail>, k_to, k_execute>, ph<sor<k_fails, k_fail>, k_to, k_use>,
                            k_misses, k_miss, k_fails, k_fail>> {};
/// "When Weavile misses with Icicle Crash", "When you fail to execute any action".
struct action_result_body : seq<subject, ws, outcome, opt<ws, tagged<Tag::action_words, words<timing_stop>>>> {};
struct t_action_result : tagged<Tag::t_action_result, seq<when, ws, action_result_body>> {};
struct created_verb
    : tagged<Tag::verb, sor<seq<be, ws, sor<k_created, k_set, k_summoned, k_formed, k_placed>, opt<ws, k_up>>,
                            k_starts, ph<k_is, k_set, k_up>>> {};
/// "on you", "on Weavile", "on your team", "on your side (of the field)": [10.5a] checks a
/// condition created "in a scope including that Pokemon"; a side is its team.
struct side_word : sor<kw<TAO_PEGTL_ISTRING("team")>, kw<TAO_PEGTL_ISTRING("side")>> {};
struct created_scope
    : seq<sor<k_on, k_for, k_against, k_in>, ws,
          sor<seq<possessive_ref, ws, tagged<Tag::property, side_word>, opt<ws, k_of, ws, k_the, ws, k_field>>, subject>> {};
/// "When Stealth Rock is created", "When a Weather is created", "When Burn is created on you".
struct t_created
    : tagged<Tag::t_created,
             seq<when, ws, tagged<Tag::condition, words<subject_stop>>, ws, created_verb, opt<ws, created_scope>>> {};
struct inflict_verb
    : tagged<Tag::verb,
             sor<seq<be, ws, sor<ph<k_inflicted, k_with>, ph<k_afflicted, k_with>, ph<k_given>, k_granted>>,
                 seq<sor<k_becomes, k_become, k_falls, k_fall, k_gets, k_get, k_got>, opt<ws, k_inflicted, ws, k_with>>,
                 k_flinches, k_flinch, be>> {};
/// "When you are Burned", "When you fall Asleep", "When your Earthquake is Sealed", "When you flinch".
struct t_inflicted
    : tagged<Tag::t_inflicted,
             seq<when, ws, sor<seq<possessive_ref, ws, property>, subject>, ws, inflict_verb,
                 opt<ws, tagged<Tag::condition, words<timing_stop>>>>> {};

/// [10.5] "Plain English aliases (such as \"IF you flinch\" …) are acceptable": an event written
/// after IF is the timing clause it names, with no trigger clause of its own. Only verbs that
/// name an event: "IF you are Burned" stays the state clause it reads as.
struct event_inflict_verb
    : tagged<Tag::verb, sor<seq<be, ws, sor<ph<k_inflicted, k_with>, ph<k_afflicted, k_with>>>,
                            seq<sor<k_becomes, k_become, k_falls, k_fall, k_gets, k_get>, opt<ws, k_inflicted, ws, k_with>>,
                            k_flinches, k_flinch>> {};
/// Not events: "you fall below half HP", "you drop to 30%" (comparisons), "you get KOed" (the KO
/// clause of [10.6f], which keeps the default timing).
struct not_event_condition
    : sor<comparator_start, k_to, k_at, TAO_PEGTL_ISTRING("ko"), TAO_PEGTL_ISTRING("faint"),
          TAO_PEGTL_ISTRING("knocked")> {};
struct event_inflicted_body
    : seq<subject, ws, event_inflict_verb, not_at<ws, not_event_condition>,
          opt<ws, tagged<Tag::condition, words<timing_stop>>>> {};
/// A cheap guard before `if_event`: some word up to the end of the clause (",", ".", ":" or THEN)
/// is one of the event verbs. Without it every trigger was read four more times as an event.
struct event_word_ahead {
  using rule_t = event_word_ahead;
  using subs_t = empty_list;
  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) {
    static constexpr std::string_view kVerbs[] = {"hit", "hits", "misses", "miss", "fails", "fail", "flinch", "flinches",
                                                  "falls", "fall", "becomes", "become", "gets", "get", "take", "takes", "took",
                                                  "crit", "crits", "critted", "crited",
                                                  "inflicted", "afflicted"};
    const char* p = in.current();
    const char* const end = in.end();
    while (p < end) {
      // Bytes of UTF-8 sequences (>= 0x80) are no part of an ASCII event verb: they separate words.
      auto ascii_word = [](char ch) {
        const auto u = static_cast<unsigned char>(ch);
        return u < 0x80 && kAsciiWordChar[u];
      };
      while (p < end && !ascii_word(*p)) {
        if (*p == ',' || *p == '.' || *p == ':' || *p == '\n') return false;
        ++p;
      }
      const char* w = p;
      while (p < end && ascii_word(*p)) ++p;
      const std::size_t n = static_cast<std::size_t>(p - w);
      if (n < 3 || n > 9) continue;
      char low[9];
      for (std::size_t i = 0; i < n; ++i) low[i] = static_cast<char>(w[i] | 0x20);
      const std::string_view word(low, n);
      if (word == "then") return false;
      for (std::string_view v : kVerbs)
        if (word == v) return true;
    }
    return false;
  }
};
struct if_event
    : sor<tagged<Tag::t_hit_eff, hit_eff_body>, tagged<Tag::t_hit, sor<hit_body, hit_active_body>>,
          tagged<Tag::t_action_result, action_result_body>, tagged<Tag::t_inflicted, event_inflicted_body>> {};

/// Anything opened like a timing that the clauses above could not read.
struct t_bad
    : tagged<Tag::t_bad, seq<sor<opener, when, k_before, k_after>, boundary,
                             plus<not_at<sp, sor<one<','>, k_if, k_then>>, any>>> {};

/// "CASOS", "SOR", "CAEOYT": timing acronyms are forbidden ([10.5]) but say exactly which phase
/// they mean, so they are read as that clause and the rest of the substitution is read too; the
/// linter reports them (BBP3009) and `--fix` spells them out.
struct timing_acronym
    : sor<TAO_PEGTL_ISTRING("casoyt"), TAO_PEGTL_ISTRING("caeoyt"), TAO_PEGTL_ISTRING("casor"),
          TAO_PEGTL_ISTRING("caeor"), TAO_PEGTL_ISTRING("casos"), TAO_PEGTL_ISTRING("caeos"),
          TAO_PEGTL_ISTRING("casot"), TAO_PEGTL_ISTRING("caeot"), TAO_PEGTL_ISTRING("sor"), TAO_PEGTL_ISTRING("eor"),
          TAO_PEGTL_ISTRING("sos"), TAO_PEGTL_ISTRING("eos"), TAO_PEGTL_ISTRING("sot"), TAO_PEGTL_ISTRING("eot")> {};
struct t_acronym : tagged<Tag::t_acronym, kw<timing_acronym>> {};

struct timing_clause
    : sor<t_priority, t_phase, t_hit_eff, t_hit, t_action_result, t_created, t_inflicted, t_acronym, t_bad> {};
struct timing_item : sor<timing_affix, timing_clause> {};
struct timing_sep : seq<sp, opt<one<','>, sp>> {};
/// Timing clauses and affixes in any order ("Once, at the start of the step," / "At the start of
/// the step, only once,"); more than one clause is kept for the linter ([10.2]).
/// "…, when Heracross is to use Protect, …" is the trigger, not a second timing (grammar/substitution.hpp).
struct when_trigger_ahead;
struct timing_part : seq<timing_item, star<timing_sep, not_at<when_trigger_ahead>, timing_item>> {};

}  // namespace bbp::grammar::sub

/// A guard that consumes nothing.
template <typename Name>
struct tao::pegtl::analyze_traits<Name, bbp::grammar::sub::event_word_ahead> : tao::pegtl::analyze_opt_traits<> {};
