#pragma once
// PEGTL grammar of ONE action order ([9.1a]): the text of one action after the main-orders line
// has been cut at its step/action separators (src/post/separators.cpp decides those, since `-` and
// `,` also live inside names).
//
//   action_order  <- technique* component ('+' (late_technique / component))* EOF   [11.2] combinations
//   technique     <- "Mega Evolve" / "Terastallize" [type] / "Tera <type>" / "Dynamax", [the Pokemon's name,] then an optional joiner
//   component     <- z_power? max_prefix? (ally_command / action_name) paren* plain_param? target* paren*
//   z_power       <- "Z-Force" / "Z-Harm" / "Z-Pierce" / "Z-Twin" / "Z-Wide" / "Z-" glued  [11.5b]
//   max_prefix    <- "Max " not before a medicine or Max Guard                         [11.6c]
//   paren         <- '(' … ')' with at most one nested level (no recursion)           [9.1b]
//   plain_param   <- "their" / "its" / "his" / "her" / "the foe's" name                  [9.1b]
//   target        <- ("on" / "targeting" / "against" / "at" / "toward(s)" / "@" / "->") name [9.1a]
//
// Keyword skeleton + name spans: names are any run of words that is not a keyword; Sema resolves
// them. Every rule that can fail has a name so a failure points at what was expected.
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include <algorithm>
#include <cstring>

#include "grammar/type_names.hpp"

namespace bbp::grammar::orders {

namespace pegtl = tao::pegtl;
using pegtl::at;
using pegtl::eof;
using pegtl::istring;
using pegtl::not_at;
using pegtl::not_one;
using pegtl::one;
using pegtl::opt;
using pegtl::plus;
using pegtl::seq;
using pegtl::sor;
using pegtl::rep_max;
using pegtl::star;

struct sp : one<' ', '\t'> {};
struct ws : star<sp> {};
struct ws1 : plus<sp> {};
/// A byte of a name word: anything but space, parentheses and the combination '+'.
struct word_byte : not_one<' ', '\t', '\n', '\r', '(', ')', '+'> {};
struct word_end : not_at<word_byte> {};

template <typename Word>
struct keyword : seq<Word, word_end> {};

// ---- keywords --------------------------------------------------------------------------------
struct kw_on : keyword<istring<'o', 'n'>> {};
struct kw_onto : keyword<istring<'o', 'n', 't', 'o'>> {};
struct kw_targeting : keyword<istring<'t', 'a', 'r', 'g', 'e', 't', 'i', 'n', 'g'>> {};
struct kw_against : keyword<istring<'a', 'g', 'a', 'i', 'n', 's', 't'>> {};
struct kw_at : keyword<istring<'a', 't'>> {};
struct kw_toward : keyword<seq<istring<'t', 'o', 'w', 'a', 'r', 'd'>, opt<istring<'s'>>>> {};
struct target_keyword : sor<kw_targeting, kw_onto, kw_on, kw_against, kw_at, kw_toward> {};

struct kw_their : keyword<istring<'t', 'h', 'e', 'i', 'r'>> {};
struct kw_its : keyword<istring<'i', 't', 's'>> {};
struct kw_his : keyword<istring<'h', 'i', 's'>> {};
struct kw_her : keyword<istring<'h', 'e', 'r'>> {};
struct kw_foes : keyword<seq<istring<'t', 'h', 'e'>, ws1, istring<'f', 'o', 'e'>, one<'\''>, istring<'s'>>> {};
struct param_keyword : sor<kw_their, kw_its, kw_his, kw_her, kw_foes> {};

/// "Aura Sphere @ Heracross": "@" before a Pokemon is a target as players write it in Doubles.
struct at_sign : one<'@'> {};
/// "Flash Cannon -> Heracross" on a line of its own: an arrow before a Pokemon is a target too
/// (src/orders/main_orders.cpp keeps such a piece with the action before it).
/// A tilde too: "Shadow Ball ~ Snorlax / Protect / …" (src/orders/main_orders.cpp drops it from
/// the step separators when a Pokemon follows).
struct arrow_sign : sor<pegtl::string<'-', '>'>, pegtl::string<'=', '>'>, one<'>', '~'>, pegtl::utf8::one<0x2192>> {};
struct trailing_step_adverb;
struct stop_word : sor<target_keyword, param_keyword, at_sign, arrow_sign, trailing_step_adverb> {};

// ---- names -----------------------------------------------------------------------------------
struct name_word : seq<not_at<stop_word>, plus<word_byte>> {};
struct name : seq<name_word, star<seq<ws1, name_word>>> {};

// ---- techniques ([11]) -------------------------------------------------------------------------
/// Between a Technique and its action: a punctuation mark (the step and action separators among
/// them: src/orders/main_orders.cpp leaves them to the Technique), "and" or "then".
struct joiner_mark : one<',', ':', '+', '>', '-', '/', '|', ';'> {};
struct joiner : sor<seq<ws, joiner_mark, opt<one<'>'>>>, seq<ws1, istring<'a', 'n', 'd'>, word_end>,
                    seq<ws1, istring<'t', 'h', 'e', 'n'>, word_end>> {};
/// The end of a Technique's word: a space or the end, or a joiner's mark glued to it ("Terastallize,").
struct technique_end : sor<word_end, at<joiner_mark>> {};
struct mega_words : seq<istring<'m', 'e', 'g', 'a'>, sor<one<'-'>, ws1>,
                        sor<istring<'e', 'v', 'o', 'l', 'v', 'e'>, istring<'e', 'v', 'o', 'l', 'u', 't', 'i', 'o', 'n'>>,
                        technique_end> {};
struct tera_words : seq<istring<'t', 'e', 'r', 'a', 's', 't', 'a'>, opt<istring<'l'>>, istring<'l', 'i'>,
                        one<'z', 's', 'Z', 'S'>, istring<'e'>, technique_end> {};
struct dynamax_words : seq<sor<istring<'d', 'y', 'n', 'a', 'm', 'a', 'x'>,
                               istring<'g', 'i', 'g', 'a', 'n', 't', 'a', 'm', 'a', 'x'>>,
                           technique_end, not_at<ws1, istring<'c', 'a', 'n', 'n', 'o', 'n'>>> {};  // Dynamax Cannon
struct mega_prefix : mega_words {};
/// "Terastallize Fire, Flamethrower", "Terastallize into Steel + Iron Head": the Tera Type after the
/// verb only when a joiner or the end follows, so "Terastallize Fire Blast" stays the verb and Fire Blast.
struct tera_type_after_verb
    : seq<ws1, opt<istring<'i', 'n', 't', 'o'>, ws1>, grammar::type_name_words, technique_end,
          at<sor<joiner, seq<ws, eof>>>> {};
/// "Tera Bug Swords Dance", "Tera-Fire Flamethrower": the player's shorthand names the Tera Type
/// ([11.7a]) after "Tera"; "Tera Blast", a move, has no type there.
struct tera_short : seq<istring<'t', 'e', 'r', 'a'>, sor<one<'-'>, ws1>, grammar::type_name_words, technique_end> {};
/// "Terastallize (Bug) + Swords Dance": the Tera Type in parentheses after the verb.
struct tera_type_paren : seq<ws, one<'('>, ws, grammar::type_name_words, ws, one<')'>> {};
struct tera_prefix : sor<seq<tera_words, opt<sor<tera_type_paren, tera_type_after_verb>>>, tera_short> {};
struct dynamax_prefix : dynamax_words {};
/// "Mega Evolve Lucario and Swords Dance", "Dynamax Lucario, Max Airstream": the Pokemon's name
/// between the Technique and its joiner. src/orders/action_order.cpp refuses a name that is a known
/// action ("Terastallize Swords Dance + X-Scissor" is the Technique and a combination).
struct subject_byte : not_one<' ', '\t', '\n', '\r', '(', ')', '+', ',', ':', ';', '|', '/'> {};
struct joiner_word : seq<sor<istring<'a', 'n', 'd'>, istring<'t', 'h', 'e', 'n'>>, word_end> {};
struct subject_word : seq<not_at<joiner_word>, not_at<one<'-', '>'>>, plus<subject_byte>> {};
struct technique_subject : seq<ws1, subject_word, opt<ws1, subject_word>> {};
struct named_technique_subject : seq<technique_subject, at<joiner>> {};
struct technique_word : sor<mega_prefix, tera_prefix, dynamax_prefix> {};
struct technique : seq<technique_word, opt<named_technique_subject>, opt<joiner>, ws1> {};
/// "Swords Dance + Mega Evolve": a Technique written after an action of the step (Sema warns:
/// [11.4] and [11.6b] order it before the main orders). Its own rules, so that the prefix actions
/// only fire once the whole piece is read as a Technique.
struct late_technique_word
    : sor<mega_words, seq<tera_words, opt<sor<tera_type_paren, tera_type_after_verb>>>, tera_short, dynamax_words> {};
struct late_technique : seq<late_technique_word, ws, at<sor<one<'+'>, eof>>> {};

// ---- Z-moves ([11.5b]) and Max moves ([11.6c]) -------------------------------------------------
struct z_power_name : seq<istring<'z', '-'>,
                          sor<istring<'f', 'o', 'r', 'c', 'e'>, istring<'h', 'a', 'r', 'm'>,
                              istring<'p', 'i', 'e', 'r', 'c', 'e'>, istring<'t', 'w', 'i', 'n'>,
                              istring<'w', 'i', 'd', 'e'>>,
                          word_end> {};
struct z_power : seq<z_power_name, ws1> {};
struct z_glued : seq<istring<'z', '-'>, at<word_byte>> {};
/// Medicines and the one Max move that is ordered directly keep "Max" in their name.
struct max_exempt : sor<istring<'p', 'o', 't', 'i', 'o', 'n'>, istring<'r', 'e', 'v', 'i', 'v', 'e'>,
                        istring<'e', 'l', 'i', 'x', 'i', 'r'>, istring<'e', 't', 'h', 'e', 'r'>,
                        istring<'r', 'e', 'p', 'e', 'l'>, istring<'g', 'u', 'a', 'r', 'd'>,
                        istring<'h', 'o', 'n', 'e', 'y'>, istring<'m', 'u', 's', 'h'>> {};
struct max_prefix : seq<istring<'m', 'a', 'x'>, ws1, not_at<max_exempt, word_end>> {};

// ---- parameters and targets ([9.1b], [9.1a]) ------------------------------------------------------
struct paren_inner : seq<one<'('>, star<not_one<'(', ')'>>, one<')'>> {};
struct paren_body : star<sor<paren_inner, not_one<'(', ')'>>> {};
struct paren : seq<one<'('>, paren_body, one<')'>> {};
struct plain_param_name : name {};
struct plain_param : seq<param_keyword, ws1, plain_param_name> {};
struct target_word : seq<not_at<target_keyword>, plus<word_byte>> {};
struct target_name : seq<target_word, star<seq<ws1, target_word>>> {};
struct target : sor<seq<target_keyword, ws1, target_name>, seq<sor<at_sign, arrow_sign>, ws, target_name>> {};
/// "Swords Dance - X-Scissor - Aerial Ace (all targeting Heracross)", "(both on Heracross)", "(all
/// attacks at Heracross)": a parenthesis after the last step giving every step its target [9.1a]
/// (src/orders/shared_target.cpp).
struct shared_quantifier
    : sor<keyword<istring<'a', 'l', 'l'>>, keyword<istring<'b', 'o', 't', 'h'>>, keyword<istring<'e', 'a', 'c', 'h'>>,
          keyword<istring<'e', 'v', 'e', 'r', 'y', 't', 'h', 'i', 'n', 'g'>>> {};
struct shared_of_them : seq<keyword<istring<'o', 'f'>>, ws1, keyword<istring<'t', 'h', 'e', 'm'>>> {};
struct shared_noun
    : sor<keyword<seq<istring<'a', 't', 't', 'a', 'c', 'k'>, opt<istring<'s'>>>>, keyword<seq<istring<'m', 'o', 'v', 'e'>, opt<istring<'s'>>>>,
          keyword<seq<istring<'a', 'c', 't', 'i', 'o', 'n'>, opt<istring<'s'>>>>> {};
struct shared_target
    : seq<ws, shared_quantifier, opt<ws1, shared_of_them>, opt<ws1, shared_noun>, ws1, target_keyword, ws1, target_name, ws, eof> {};

struct action_name : name {};
/// "Cover Triantis", "Cover for Triantis", "Hide behind Aura": [5.7] Cover and Hide act for an
/// ally, and players name the ally right after the command; the name is the command's target, not
/// words of its name. "Cover on Triantis" is the usual target below.
struct ally_command_name : sor<keyword<istring<'c', 'o', 'v', 'e', 'r'>>, keyword<istring<'h', 'i', 'd', 'e'>>> {};
struct ally_preposition : sor<keyword<istring<'f', 'o', 'r'>>, keyword<istring<'b', 'e', 'h', 'i', 'n', 'd'>>> {};
struct ally_target : seq<opt<ally_preposition, ws1>, not_at<stop_word>, target_name> {};
struct ally_command : seq<ally_command_name, ws1, ally_target> {};
struct component_begin : pegtl::success {};
struct component : seq<component_begin, opt<sor<z_power, z_glued>>, opt<max_prefix>, sor<ally_command, action_name>, ws,
                       star<paren, ws>, opt<plain_param, ws>, star<target, ws>, star<paren, ws>> {};
struct plus_sign : one<'+'> {};
/// "Use Swords Dance", "Triantis will use Swords Dance", "I'll use …", "Triantis is going to use
/// …": the words saying the Pokemon uses the action are no part of its name ([9.1a]: the order
/// names the action). At most four words before "use"/"uses"; no move's name holds that word.
struct use_verb : seq<istring<'u', 's', 'e'>, opt<istring<'s'>>, word_end> {};
/// A substitution's words are no lead: "IF Heracross is to use Protect", "THEN use Detect".
struct use_lead_stop : seq<sor<istring<'i', 'f'>, istring<'t', 'h', 'e', 'n'>, istring<'w', 'h', 'e', 'n'>,
                               istring<'u', 'n', 'l', 'e', 's', 's'>, istring<'s', 'h', 'o', 'u', 'l', 'd'>,
                               istring<'a', 'n', 'd'>, istring<'o', 'r'>, istring<'n', 'o', 't'>>,
                           word_end> {};
/// [9.1] Orders written as a sentence name each step's action after a verb of its place in the
/// sequence: "open with", "start off with", "lead with", "follow (it) up with", "finish with",
/// "end with", "close with", "go for". The word before "with"/"for" always ends the lead, so
/// "Close Combat" and "Follow Me" stay names.
struct step_verb_stem : sor<istring<'o', 'p', 'e', 'n'>, istring<'s', 't', 'a', 'r', 't'>, istring<'b', 'e', 'g', 'i', 'n'>,
                            istring<'l', 'e', 'a', 'd'>, istring<'f', 'o', 'l', 'l', 'o', 'w'>,
                            istring<'f', 'i', 'n', 'i', 's', 'h'>, istring<'e', 'n', 'd'>, istring<'c', 'l', 'o', 's', 'e'>,
                            istring<'g', 'o'>> {};
struct step_verb_particle : seq<sor<istring<'o', 'f', 'f'>, istring<'u', 'p'>, istring<'o', 'u', 't'>, istring<'i', 't'>,
                                    istring<'t', 'h', 'a', 't'>, istring<'t', 'h', 'i', 's'>, istring<'t', 'h', 'i', 'n', 'g', 's'>>,
                                word_end, ws1> {};
struct step_verb : seq<step_verb_stem, opt<sor<istring<'e', 's'>, istring<'s'>>>, word_end, ws1,
                       rep_max<2, step_verb_particle>, sor<istring<'w', 'i', 't', 'h'>, istring<'f', 'o', 'r'>>, word_end> {};
/// "First", "Next", "Finally", "After that,": a step's place said before it. "First Impression" is
/// the move.
struct step_adverb_word
    : sor<seq<istring<'f', 'i', 'r', 's', 't'>, not_at<ws1, istring<'i', 'm', 'p', 'r', 'e', 's', 's'>>>,
          istring<'n', 'e', 'x', 't'>, istring<'f', 'i', 'n', 'a', 'l', 'l', 'y'>, istring<'l', 'a', 's', 't', 'l', 'y'>,
          istring<'a', 'f', 't', 'e', 'r', 'w', 'a', 'r', 'd', 's'>, istring<'a', 'f', 't', 'e', 'r', 'w', 'a', 'r', 'd'>,
          seq<istring<'a', 'f', 't', 'e', 'r'>, ws1, istring<'t', 'h', 'a', 't'>>,
          seq<istring<'t', 'o'>, ws1, sor<istring<'f', 'i', 'n', 'i', 's', 'h'>, istring<'e', 'n', 'd'>, istring<'s', 't', 'a', 'r', 't'>>>> {};
struct step_adverb : seq<step_adverb_word, word_end, opt<one<','>>, ws1> {};
/// "Triantis will Swords Dance, then …": "will" before the action's name, "use" left out (as a
/// substitution's result may leave it out, [10.7a]). Not before "use" ("will use" reads "use" as
/// the verb; "will open with" the step verb), and "Will-O-Wisp" is a move: a blank must follow.
struct will_verb : seq<istring<'w', 'i', 'l', 'l'>, at<ws1>, not_at<ws1, sor<use_verb, step_verb>>> {};
struct lead_verb : sor<use_verb, step_verb, will_verb> {};
/// A guard: whether "use", "uses", "with", "for" or "will" stands as a word in the next kLeadWindow bytes.
/// Every lead verb ends in one of them, and nearly every step holds none, so the words before a
/// verb are only tried where one may follow (this rule runs on every action order). It looks, it
/// never consumes.
inline constexpr std::size_t kLeadWindow = 96;
struct lead_verb_ahead {
  using rule_t = lead_verb_ahead;
  using subs_t = pegtl::empty_list;
  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) {
    const char* const begin = in.current();
    const char* const end = begin + std::min<std::size_t>(kLeadWindow, in.size(kLeadWindow));
    const auto lower = [](char c) { return static_cast<char>(c | 0x20); };
    const auto letter = [](char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; };
    for (const char* p = begin; p < end; ++p) {
      if (p > begin && letter(p[-1])) continue;  // only at a word's start
      std::size_t n = 0;
      const char c = lower(*p);
      if (c == 'u' && end - p >= 3 && lower(p[1]) == 's' && lower(p[2]) == 'e') n = (end - p >= 4 && lower(p[3]) == 's') ? 4 : 3;
      else if (c == 'w' && end - p >= 4 && lower(p[1]) == 'i' && lower(p[2]) == 't' && lower(p[3]) == 'h') n = 4;
      else if (c == 'w' && end - p >= 4 && lower(p[1]) == 'i' && lower(p[2]) == 'l' && lower(p[3]) == 'l') n = 4;
      else if (c == 'f' && end - p >= 3 && lower(p[1]) == 'o' && lower(p[2]) == 'r') n = 3;
      if (n > 0 && (p + n == end || !letter(p[n]))) return true;
    }
    return false;
  }
};
struct use_lead_word : seq<not_at<lead_verb>, not_at<use_lead_stop>, plus<subject_byte>, ws1> {};
struct verb_lead : seq<at<lead_verb_ahead>, rep_max<4, use_lead_word>, lead_verb, ws1> {};
/// A guard: a comma within the next kLeadWindow bytes (the segmenter keeps a vocative's comma in
/// the step; every other comma was cut there, so most steps have none).
struct comma_ahead {
  using rule_t = comma_ahead;
  using subs_t = pegtl::empty_list;
  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) {
    const std::size_t n = in.size(kLeadWindow);
    return std::memchr(in.current(), ',', std::min<std::size_t>(kLeadWindow, n)) != nullptr;
  }
};
/// "Triantis, use Swords Dance", "Triantis, open with …": the Pokemon addressed by name first
/// (src/post/separators.cpp does not divide steps at that comma).
struct vocative
    : seq<at<comma_ahead>, plus<subject_byte>, opt<ws1, plus<subject_byte>>, one<','>, ws1, at<sor<lead_verb, step_adverb>>> {};
struct use_lead : seq<opt<vocative>, sor<seq<step_adverb, opt<verb_lead>>, verb_lead>, at<word_byte>> {};
/// The words that open a step of a sentence after a comma or "and" ("…, follow up with X-Scissor
/// and finish with Aerial Ace"): src/post/separators.cpp divides steps there.
struct step_lead : sor<step_adverb, seq<step_verb, ws1>> {};
/// "go for X-Scissor next", "Swords Dance first": a step's place said after its action, at the end.
struct trailing_step_adverb
    : seq<sor<istring<'f', 'i', 'r', 's', 't'>, istring<'n', 'e', 'x', 't'>, istring<'l', 'a', 's', 't'>,
              istring<'a', 'f', 't', 'e', 'r', 'w', 'a', 'r', 'd', 's'>, seq<istring<'a', 'f', 't', 'e', 'r'>, ws1, istring<'t', 'h', 'a', 't'>>>,
          ws, eof> {};
struct action_order
    : seq<ws, opt<use_lead>, star<technique>, component, star<plus_sign, ws, sor<late_technique, component>>, ws,
          opt<trailing_step_adverb>> {};
/// The whole text must be one action order; `must` turns a leftover into a parse_error whose
/// position is the point where reading failed.
struct grammar : seq<action_order, pegtl::must<eof>> {};

}  // namespace bbp::grammar::orders

// pegtl::analyze: the guard consumes nothing.
template <typename Name>
struct tao::pegtl::analyze_traits<Name, bbp::grammar::orders::lead_verb_ahead> : tao::pegtl::analyze_opt_traits<> {};
template <typename Name>
struct tao::pegtl::analyze_traits<Name, bbp::grammar::orders::comma_ahead> : tao::pegtl::analyze_opt_traits<> {};
