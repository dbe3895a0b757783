#pragma once
// PEGTL grammar for the lines of BBP profiles, as the handbook writes them ("Pokemon Profile
// Template", the Muginn example, [5.1], "Profile Creation") and as real posts write them (older
// Gen 8 era layout of the Battle Pike teams). The post is cut into lines of its plain-text
// projection first (tags removed, sprite codes kept); each rule reads one whole line. Which rule a
// line is tried with depends on where it is (a "Level 0:" after the Moves header is a Level block,
// before it the Pokemon's Level), which src/profile/line_read.cpp decides.
//
// Every rule a caller captures has its own name (the actions in src/profile/line_read.cpp).
#include <tao/pegtl.hpp>

namespace bbp::grammar::profile {

using namespace tao::pegtl;

// ---- shared pieces ---------------------------------------------------------------------------
struct sp : star<blank> {};
struct en_dash : string<'\xE2', '\x80', '\x93'> {};
struct em_dash : string<'\xE2', '\x80', '\x94'> {};
struct dash : sor<one<'-'>, en_dash, em_dash> {};
struct number : plus<digit> {};
struct word_end : not_at<alnum> {};
struct colon : seq<sp, one<':'>, sp> {};
struct opt_colon : seq<sp, opt<one<':'>>, sp> {};
/// The rest of the line (may be empty).
struct rest : star<any> {};
struct line_end : seq<sp, eof> {};

// ---- Level and EXP ([5.5]): "Level 2 EXP: 06 / 10", "Level 4 — EXP: -- / 10", "Lv. 3" ----------
struct level_kw : sor<seq<TAO_PEGTL_ISTRING("level"), word_end>, seq<TAO_PEGTL_ISTRING("lvl"), opt<one<'.'>>>,
                      seq<TAO_PEGTL_ISTRING("lv"), opt<one<'.'>>>> {};
/// The Level as written: a number (range-checked later) or a word that is not one (reported).
struct level_value : sor<seq<opt<one<'-'>>, number>, plus<not_one<' ', '\t', ':', ',', '|'>>> {};
struct exp_kw : sor<TAO_PEGTL_ISTRING("experience"), TAO_PEGTL_ISTRING("exp")> {};
/// "06", "--" (no EXP tracked, e.g. at Level 4), "—".
struct exp_dashes : plus<dash> {};
struct exp_value : sor<number, exp_dashes> {};
struct exp_max : number {};
struct exp_part : seq<exp_kw, opt<one<'.'>>, opt_colon, exp_value, sp, one<'/'>, sp, exp_max> {};
/// "EXP 12" (no "/ 10"), "EXP: lots": kept so the line is still a Level line; reported.
struct exp_unreadable : seq<exp_kw, opt<one<'.'>>, opt_colon, plus<any>> {};
struct exp_any : sor<exp_part, exp_unreadable> {};
struct level_exp_sep : sor<one<',', '|', ';'>, plus<dash>> {};
/// "Level 2 | EXP: 6 / 10", "Level 2 (EXP 6/10)".
/// "Level: 2 [EXP: 4/10]": square brackets as well.
struct exp_in_parens : sor<seq<one<'('>, sp, exp_part, sp, one<')'>>, seq<one<'['>, sp, exp_part, sp, one<']'>>> {};
struct level_line
    : seq<sp, level_kw, opt_colon, level_value, sp, opt<level_exp_sep, sp>, opt<sor<exp_in_parens, exp_any>>, line_end> {};
struct exp_line : seq<sp, exp_any, line_end> {};

/// The older layout's rating instead of a Level: "★★★★★" (U+2605 / U+2606).
struct star_glyph : sor<string<'\xE2', '\x98', '\x85'>, string<'\xE2', '\x98', '\x86'>> {};
struct stars_line : seq<sp, plus<star_glyph, sp>, line_end> {};

// ---- Nature ([5.8]): "Hardy nature ( +None, -None )", "Nature: Timid", "Nature:" ---------------
struct nature_kw : seq<TAO_PEGTL_ISTRING("nature"), word_end> {};
struct nature_name : plus<alpha> {};
struct nature_note : star<not_one<')'>> {};
struct nature_paren : seq<one<'('>, sp, nature_note, one<')'>> {};
struct nature_after : seq<nature_name, plus<blank>, nature_kw, sp, opt<nature_paren>, line_end> {};
struct nature_before : seq<nature_kw, opt_colon, opt<nature_name>, sp, opt<nature_paren>, line_end> {};
struct nature_line : seq<sp, sor<nature_before, nature_after>> {};

// ---- Typing ([5.3a]) -------------------------------------------------------------------------
struct typing_kw : sor<TAO_PEGTL_ISTRING("typing"), TAO_PEGTL_ISTRING("types"), TAO_PEGTL_ISTRING("type")> {};
struct typing_value : rest {};
struct typing_line : seq<sp, typing_kw, colon, typing_value> {};
/// The value list: "Dark/Flying", "Psychic, Fairy", "Steel/Rock —— Steel" (older layout: the
/// Mega forme's typing after a dash run is an alternate column).
struct type_name : plus<alpha> {};
struct type_sep : sor<seq<sp, one<'/', ',', '&'>, sp>, plus<blank>> {};
struct type_alternate : seq<sp, plus<dash>, rest> {};
struct type_list : seq<sp, list<type_name, type_sep>, sp, opt<type_alternate>, eof> {};

// ---- Abilities ([5.4]) -----------------------------------------------------------------------
// "Abilities: Insomnia, Super Luck HA: Prankster", "Abilities: Keen Eye, Sturdy Hidden Ability:
// Weak Armor" (no separator before the hidden part), "Ability: Trace", "Overgrow / Chlorophyll (HA)",
// "Swarm / Technician (HA: Steadfast)".
struct abilities_kw : sor<TAO_PEGTL_ISTRING("abilities"), TAO_PEGTL_ISTRING("ability")> {};
struct abilities_value : rest {};
struct abilities_line : seq<sp, abilities_kw, colon, abilities_value> {};
struct hidden_kw : sor<seq<TAO_PEGTL_ISTRING("hidden"), plus<blank>, TAO_PEGTL_ISTRING("abilit"),
                           sor<TAO_PEGTL_ISTRING("ies"), one<'y', 'Y'>>>,
                       seq<TAO_PEGTL_ISTRING("ha"), word_end>> {};
struct hidden_marker : seq<hidden_kw, sp, one<':'>, sp> {};
struct ability_sep : seq<sp, one<',', '/', ';', '|'>, sp> {};
struct hidden_suffix : seq<sp, one<'('>, sp, sor<TAO_PEGTL_ISTRING("hidden ability"), TAO_PEGTL_ISTRING("hidden"),
                                               TAO_PEGTL_ISTRING("ha"), TAO_PEGTL_ISTRING("h")>,
                           sp, one<')'>> {};
/// "Swarm / Technician (HA: Steadfast)": the hidden part in parentheses after the others.
struct hidden_paren_open : seq<sp, one<'('>, sp, hidden_marker> {};
/// "Lightning Rod (locked)", "Static (not unlocked yet)": the player's note on an ability, no part
/// of its name (no ability's name holds a parenthesis).
struct ability_note : seq<not_at<hidden_paren_open>, sp, one<'('>, star<not_one<'(', ')'>>, one<')'>> {};
/// One name: up to a separator, a "(HA)" suffix, a "(HA: …)" part, a note, or a hidden marker
/// after a blank.
struct ability_name
    : plus<not_at<sor<ability_sep, hidden_suffix, hidden_paren_open, ability_note, seq<plus<blank>, hidden_marker>, line_end>>,
           any> {};
struct ability_item : seq<not_at<hidden_marker>, ability_name, opt<hidden_suffix>, opt<ability_note>> {};
struct hidden_ability_name : ability_name {};
struct hidden_part : seq<hidden_marker, list<seq<hidden_ability_name, opt<ability_note>>, ability_sep>> {};
struct paren_hidden_ability_name : plus<not_at<sor<ability_sep, seq<sp, one<')'>>, line_end>>, any> {};
struct hidden_paren : seq<hidden_paren_open, list<paren_hidden_ability_name, ability_sep>, sp, one<')'>> {};
struct ability_list
    : seq<sp, sor<hidden_part, seq<list<ability_item, ability_sep>, sp, opt<sor<hidden_paren, seq<opt<ability_sep>, hidden_part>>>>>,
          line_end> {};

// ---- Traits, items, notes, formes ------------------------------------------------------------
struct traits_kw : seq<opt<TAO_PEGTL_ISTRING("unique"), plus<blank>>, sor<TAO_PEGTL_ISTRING("traits"), TAO_PEGTL_ISTRING("trait")>, word_end> {};
struct traits_value : rest {};
struct traits_line : seq<sp, traits_kw, opt_colon, traits_value> {};
struct items_kw : sor<TAO_PEGTL_ISTRING("held items"), TAO_PEGTL_ISTRING("held item"), TAO_PEGTL_ISTRING("items"),
                      TAO_PEGTL_ISTRING("item")> {};
struct items_value : rest {};
struct items_line : seq<sp, items_kw, colon, items_value> {};
/// 'See 5.10 "Unique Pokemon"'
struct note_line : seq<sp, TAO_PEGTL_ISTRING("see"), plus<blank>, opt<one<'['>>, number, one<'.'>, number, rest> {};
struct formes_line : seq<sp, opt<sor<TAO_PEGTL_ISTRING("other"), TAO_PEGTL_ISTRING("alternate")>, plus<blank>>,
                         sor<TAO_PEGTL_ISTRING("formes"), TAO_PEGTL_ISTRING("forme"), TAO_PEGTL_ISTRING("forms")>, word_end,
                         opt_colon, line_end> {};

// ---- A field-per-line layout: "Name: Aura", "Species: Lucario (M)" ---------------------------
struct species_field_value : rest {};
struct species_field_line
    : seq<sp, sor<TAO_PEGTL_ISTRING("species"), TAO_PEGTL_ISTRING("pokemon"), TAO_PEGTL_ISTRING("pok\xC3\xA9mon")>,
          word_end, colon, species_field_value> {};
struct nickname_field_value : rest {};
struct nickname_field_line
    : seq<sp, sor<TAO_PEGTL_ISTRING("nickname"), TAO_PEGTL_ISTRING("name")>, word_end, colon, nickname_field_value> {};

// ---- Stats ([5.6]): "HP: 85", "Sp.Atk: 12 (+)", "Speed: 92 (+)", "Size Class: 4 — 4" -------------
struct key_hp : seq<TAO_PEGTL_ISTRING("hp"), word_end> {};
struct key_special : sor<seq<TAO_PEGTL_ISTRING("special"), plus<blank>>, seq<TAO_PEGTL_ISTRING("sp"), opt<one<'.'>>, sp>> {};
struct key_spa : sor<seq<key_special, sor<TAO_PEGTL_ISTRING("attack"), TAO_PEGTL_ISTRING("atk")>, opt<one<'.'>>>,
                     seq<TAO_PEGTL_ISTRING("spa"), word_end>> {};
struct key_spd : sor<seq<key_special, sor<TAO_PEGTL_ISTRING("defense"), TAO_PEGTL_ISTRING("defence"), TAO_PEGTL_ISTRING("def")>,
                         opt<one<'.'>>>,
                     seq<TAO_PEGTL_ISTRING("spd"), word_end>> {};
struct key_atk : sor<TAO_PEGTL_ISTRING("attack"), seq<TAO_PEGTL_ISTRING("atk"), opt<one<'.'>>>> {};
struct key_def : sor<TAO_PEGTL_ISTRING("defense"), TAO_PEGTL_ISTRING("defence"), seq<TAO_PEGTL_ISTRING("defen"), opt<one<'.'>>>,
                     seq<TAO_PEGTL_ISTRING("def"), opt<one<'.'>>>> {};
struct key_spe : sor<TAO_PEGTL_ISTRING("speed"), seq<TAO_PEGTL_ISTRING("spe"), word_end>> {};
struct key_size : seq<TAO_PEGTL_ISTRING("size"), opt<plus<blank>, TAO_PEGTL_ISTRING("class")>, word_end> {};
struct key_weight : seq<TAO_PEGTL_ISTRING("weight"), opt<plus<blank>, TAO_PEGTL_ISTRING("class")>, word_end> {};
struct stat_value : seq<opt<one<'-'>>, number> {};
struct stat_mark_plus : one<'+'> {};
struct stat_mark_minus : one<'-'> {};
struct stat_mark : seq<one<'('>, sp, sor<stat_mark_plus, stat_mark_minus>, sp, one<')'>> {};
struct stat_alternate_value : number {};
/// "—— 10", "— MEGA": a second column for a Mega forme (older layout).
struct stat_alternate : seq<plus<dash>, sp, sor<stat_alternate_value, plus<alpha>>> {};
struct stat_tail : seq<sp, opt<stat_alternate, sp>, opt<stat_mark, sp>, opt<stat_alternate, sp>, eof> {};
struct stat_unreadable : rest {};
template <typename Key>
/// "HP: 85", "HP — 85", and "HP 85" (a number right after the key: no colon needed).
struct stat_line_of
    : seq<sp, Key,
          sor<seq<colon, sor<seq<stat_value, stat_tail>, stat_unreadable>>,
              seq<plus<blank>, dash, plus<blank>, sor<seq<stat_value, stat_tail>, stat_unreadable>>,
              seq<plus<blank>, stat_value, stat_tail>>> {};
struct stat_hp : stat_line_of<key_hp> {};
struct stat_spa : stat_line_of<key_spa> {};
struct stat_spd : stat_line_of<key_spd> {};
struct stat_atk : stat_line_of<key_atk> {};
struct stat_def : stat_line_of<key_def> {};
struct stat_spe : stat_line_of<key_spe> {};
struct stat_size : stat_line_of<key_size> {};
struct stat_weight : stat_line_of<key_weight> {};
/// Special before plain ("Sp.Atk" must not read as "Sp" …), each alternative a whole line.
struct stat_line : sor<stat_hp, stat_spa, stat_spd, stat_atk, stat_def, stat_spe, stat_size, stat_weight> {};

// ---- Moves ([5.5], [5.7]) --------------------------------------------------------------------
struct moves_header : seq<sp, sor<TAO_PEGTL_ISTRING("movepool"), TAO_PEGTL_ISTRING("move list"), TAO_PEGTL_ISTRING("moves")>,
                          word_end, opt_colon, line_end> {};
/// "Level 0:", "Level 1", "Lv 2 Moves:" inside the movepool.
struct block_level : number {};
/// "- Level 0:", "• Level 1": a list's bullet before a Level block (U+2022).
struct block_bullet : opt<sor<one<'-', '*'>, string<'\xE2', '\x80', '\xA2'>>, plus<blank>> {};
/// "Moves (Level 0)", "Moves - Level 1", "Moves, Lv. 2": the Moves word before the Level.
struct moves_then_level
    : seq<TAO_PEGTL_ISTRING("moves"), sp, sor<seq<one<'('>, sp, level_kw, opt_colon, block_level, sp, one<')'>>,
                                           seq<opt<sor<one<','>, dash>, sp>, level_kw, opt_colon, block_level>>> {};
struct block_header
    : seq<sp, block_bullet,
          sor<moves_then_level, seq<level_kw, opt_colon, block_level, sp, opt<TAO_PEGTL_ISTRING("moves"), sp>>>, sp,
          opt<sor<one<':'>, dash>>, line_end> {};
/// "Moves: Aura Sphere, Bone Rush, …": the Moves header with the movepool on the same line.
struct moves_inline_prefix
    : seq<sp, sor<TAO_PEGTL_ISTRING("movepool"), TAO_PEGTL_ISTRING("move list"), TAO_PEGTL_ISTRING("moves")>, word_end,
          sp, sor<one<':'>, dash>, sp> {};
/// "Thunder Shock, Quick Attack, Agility" under a "Moves" header: a list with no prefix.
struct bare_list_prefix : sp {};
/// "Level 0: Astonish, Ember, Smog": a Level block with its moves on the same line (the prefix;
/// the list after it is split at commas by the reader).
struct block_inline_prefix
    : seq<sp, block_bullet,
          sor<moves_then_level, seq<level_kw, opt_colon, block_level, sp, opt<TAO_PEGTL_ISTRING("moves"), sp>>>, sp,
          sor<one<':'>, dash>, sp> {};
/// "Hidden Power [Ground]", "Psycho Boost (sig)", "Tackle (~)".
struct move_name : plus<not_one<'(', '[', '{'>> {};
struct move_suffix_text : star<not_one<')', ']', '}'>> {};
struct move_suffix : sor<seq<one<'('>, move_suffix_text, one<')'>>, seq<one<'['>, move_suffix_text, one<']'>>,
                         seq<one<'{'>, move_suffix_text, one<'}'>>> {};
struct move_line : seq<sp, move_name, star<move_suffix, sp>, eof> {};

// ---- Trainer profile ([12.1], "Profile Creation") ---------------------------------------------
struct trainer_pokemon_kw : seq<TAO_PEGTL_ISTRING("pok"), sor<one<'e', 'E'>, string<'\xC3', '\xA9'>>, TAO_PEGTL_ISTRING("mon"),
                                opt<one<'s', 'S'>>> {};
struct section_value : rest {};
/// "Pokemon: Muginn, Bastion", and the section's other names over a list ("[u]Team[/u]",
/// "Roster:", "Party"), the Pokemon one a line below.
struct trainer_team_kw : seq<sor<trainer_pokemon_kw, TAO_PEGTL_ISTRING("team"), TAO_PEGTL_ISTRING("roster"),
                                 TAO_PEGTL_ISTRING("party")>,
                             word_end> {};
struct trainer_pokemon_line : seq<sp, trainer_team_kw, sor<seq<colon, section_value>, seq<opt_colon, line_end>>> {};
struct trainer_level_kw : sor<seq<TAO_PEGTL_ISTRING("trainer"), plus<blank>, level_kw>, seq<TAO_PEGTL_ISTRING("t."), level_kw>> {};
struct trainer_level_line : seq<sp, trainer_level_kw, colon, section_value> {};
struct currency_name : sor<TAO_PEGTL_ISTRING("tc"), TAO_PEGTL_ISTRING("rc"), TAO_PEGTL_ISTRING("jc"), TAO_PEGTL_ISTRING("sp"),
                           TAO_PEGTL_ISTRING("cs")> {};
struct currency_line : seq<sp, currency_name, word_end, colon, section_value> {};
struct key_items_kw : seq<TAO_PEGTL_ISTRING("key"), plus<blank>, TAO_PEGTL_ISTRING("item"), opt<one<'s', 'S'>>> {};
/// "Items", and the words players use for the same section: "Inventory", "Bag", "Backpack" ([10.6e]
/// calls the trainer's items their Backpack).
struct items_kw_plain
    : sor<seq<TAO_PEGTL_ISTRING("item"), opt<one<'s', 'S'>>>,
          seq<sor<TAO_PEGTL_ISTRING("inventory"), TAO_PEGTL_ISTRING("backpack"), TAO_PEGTL_ISTRING("bag")>, word_end,
              opt<plus<blank>, TAO_PEGTL_ISTRING("item"), opt<one<'s', 'S'>>>>> {};
/// "Items", "Items:" over a list, or "Items: Life Orb, Leftovers" with the list after the colon.
struct key_items_header : seq<sp, key_items_kw, sor<seq<opt_colon, line_end>, seq<colon, section_value>>> {};
struct items_header : seq<sp, items_kw_plain, sor<seq<opt_colon, line_end>, seq<colon, section_value>>> {};
/// "Current Battles", "Ongoing Battles", "Active Battles", or "Battles" alone.
struct battles_header
    : seq<sp, opt<sor<TAO_PEGTL_ISTRING("current"), TAO_PEGTL_ISTRING("ongoing"), TAO_PEGTL_ISTRING("active")>, plus<blank>>,
          TAO_PEGTL_ISTRING("battle"), opt<one<'s', 'S'>>, word_end, opt_colon, section_value> {};
/// "Prize Claims", and "Prizes" alone.
struct prizes_header
    : seq<sp, sor<seq<TAO_PEGTL_ISTRING("prize"), plus<blank>, TAO_PEGTL_ISTRING("claim"), opt<one<'s', 'S'>>>,
                  seq<TAO_PEGTL_ISTRING("prizes"), word_end>>,
          opt_colon, section_value> {};
struct trainer_name_line : seq<sp, TAO_PEGTL_ISTRING("trainer"), plus<blank>, TAO_PEGTL_ISTRING("name"), colon, section_value> {};
/// "1x:oran berry:Oran Berry", "2x :lum berry: Lum Berry"
struct item_count : number {};
/// "2x", "x2", "×2" (U+00D7, the multiplication sign).
struct times_sign : sor<one<'x', 'X'>, utf8::one<0x00D7>> {};
struct item_sprite : seq<one<':'>, plus<not_one<':'>>, one<':'>> {};
/// "Silk Scarf (held by Triantis)": the player's note after the name, no part of it (a count
/// "(x2)" is no note).
struct item_note : seq<sp, one<'('>, not_at<sp, opt<times_sign, sp>, number, sp, one<')'>>, not_at<sp, times_sign, sp, number>,
                       star<not_one<'(', ')'>>, one<')'>, sp, eof> {};
struct item_name_text : plus<not_at<item_note>, any> {};
struct item_name : seq<item_name_text, opt<item_note>> {};
struct item_bullet : sor<one<'-', '*', '>'>, utf8::one<0x2022, 0x00B7>> {};
/// "Sitrus Berry x3", "Sitrus Berry (x3)", "Rare Candy (3)": the count written after the name.
struct count_after
    : sor<seq<sp, opt<one<'('>>, times_sign, item_count, opt<one<')'>>, sp, eof>,
          seq<sp, one<'('>, sp, item_count, sp, one<')'>, sp, eof>> {};
struct item_name_before_count : plus<not_at<count_after>, any> {};
/// "- Life Orb": a bulleted name with no count is one of that item.
struct item_bulleted_name : seq<item_bullet, plus<blank>, opt<item_sprite, sp>, item_name> {};
/// "3 x Potion", "3 × Potion": the sign between blanks (a lower-case 'x' only, so "2 X Attack"
/// is not read as "2 x Attack"); "2 Oran Berry": a count and a name with no sign.
struct spaced_times : seq<plus<blank>, sor<one<'x'>, utf8::one<0x00D7>>, plus<blank>> {};
struct item_line
    : sor<seq<sp, opt<item_bullet, plus<blank>>,
              sor<seq<item_count, times_sign, sp, opt<item_sprite>, sp, item_name>,
                  seq<item_count, spaced_times, opt<item_sprite>, sp, item_name>,
                  seq<item_count, plus<blank>, at<sor<ranges<'a', 'z', 'A', 'Z'>, one<':'>>>, opt<item_sprite, sp>, item_name>,
                  seq<opt<item_sprite, sp>, item_name_before_count, count_after>>>,
          seq<sp, item_bulleted_name>> {};

}  // namespace bbp::grammar::profile
