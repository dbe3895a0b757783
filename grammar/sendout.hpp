#pragma once
// PEGTL grammar of a Pokemon reference as send-outs, switches, equips and order-set headers write
// it ([2.5c], [9.6], Conventions of Posting: sprite + species, optionally a nickname and items):
//
//   pokemon_ref <- sprites ws name_part? forme? item_clause*  /  name_part forme? item_clause*
//   name_part   <- nickname ','? "the" species  /  name '(' name ')'  /  name '(' name item_clause ')'
//                  /  lone_name
//   forme       <- "as" sprites? name                                   [11.3a] fused send-out
//   item_clause <- ('@' / "holding" / "carrying" / "with" / "wearing") article* sprites? item_name
//
// It is run at each place a reference can start (a sprite code, "X the Y", after "Sending out"),
// without requiring the end of the line. Names are any words that are not keywords; Sema judges
// them.
#include <tao/pegtl.hpp>

namespace bbp::grammar::sendout {

namespace pegtl = tao::pegtl;
using pegtl::at;
using pegtl::istring;
using pegtl::not_at;
using pegtl::not_one;
using pegtl::one;
using pegtl::opt;
using pegtl::plus;
using pegtl::ranges;
using pegtl::seq;
using pegtl::sor;
using pegtl::star;

struct sp : one<' ', '\t'> {};
struct ws : star<sp> {};
struct ws1 : plus<sp> {};

// ---- sprite codes ":sv/scyther:", ":dark gem:" -------------------------------------------------
struct sprite_first : ranges<'a', 'z', 'A', 'Z', '0', '9'> {};
struct sprite_byte : sor<ranges<'a', 'z', 'A', 'Z', '0', '9'>, one<' ', '/', '-', '\'', '.', '_', '%'>> {};
struct sprite : seq<one<':'>, sprite_first, star<sprite_byte>, one<':'>> {};
struct sprites : seq<sprite, star<seq<ws, sprite>>> {};

// ---- keywords that end a name ------------------------------------------------------------------
struct name_byte
    : not_one<' ', '\t', '\n', '\r', '!', '?', ',', ';', '"', '(', ')', '@', ':', '.', '*', '~', '|', '[', ']', '>', '<', '='> {};
/// The typographic opening quotes ‘ “ «: speech after a name ("Triantis “Time to cut.”"), as '"' is.
struct opening_quote : pegtl::utf8::one<0x201C, 0x2018, 0x00AB> {};
/// A name starts with a letter, digit or non-ASCII byte, never with '-' or '\'' ("->", "'s"), nor
/// with an opening quote.
struct name_start : seq<not_at<one<'-', '\'', '/', '&', '#', '+', '%', '_'>>, not_at<opening_quote>, name_byte> {};
struct word_end : not_at<name_byte> {};
template <typename Word>
struct keyword : seq<Word, word_end> {};

struct kw_the : keyword<istring<'t', 'h', 'e'>> {};
struct kw_as : keyword<istring<'a', 's'>> {};
struct kw_and : keyword<istring<'a', 'n', 'd'>> {};
struct kw_holding : keyword<istring<'h', 'o', 'l', 'd', 'i', 'n', 'g'>> {};
struct kw_holds : keyword<istring<'h', 'o', 'l', 'd', 's'>> {};
struct kw_equipped : keyword<istring<'e', 'q', 'u', 'i', 'p', 'p', 'e', 'd'>> {};
struct kw_carrying : keyword<istring<'c', 'a', 'r', 'r', 'y', 'i', 'n', 'g'>> {};
struct kw_with : keyword<istring<'w', 'i', 't', 'h'>> {};
struct kw_wearing : keyword<istring<'w', 'e', 'a', 'r', 'i', 'n', 'g'>> {};
struct kw_at_sign : one<'@'> {};
/// "holds a Life Orb", "equipped with a Life Orb" ("equipped" then the "with" keyword).
struct item_keyword : sor<kw_at_sign, kw_holding, kw_holds, seq<kw_equipped, ws1, kw_with>, kw_carrying, kw_with, kw_wearing> {};

struct stop_word
    : sor<kw_the, kw_as, kw_and, kw_holding, kw_holds, kw_equipped, kw_carrying, kw_with, kw_wearing,
          keyword<istring<'f', 'o', 'r'>>, keyword<istring<'t', 'o'>>, keyword<istring<'i', 'n', 't', 'o'>>,
          keyword<istring<'i', 'n'>>, keyword<istring<'o', 'u', 't'>>, keyword<istring<'w', 'i', 'l', 'l'>>,
          keyword<istring<'i', 's'>>, keyword<istring<'w', 'h', 'o'>>, keyword<istring<'a', 't'>>,
          keyword<istring<'o', 'n'>>, keyword<istring<'f', 'r', 'o', 'm'>>, keyword<istring<'i', 's'>>,
          keyword<istring<'s', 't', 'e', 'p', 's'>>, keyword<istring<'t', 'a', 'k', 'e', 's'>>,
          keyword<istring<'h', 'a', 's'>>, keyword<istring<'i', 'n', 's', 't', 'e', 'a', 'd'>>,
          keyword<istring<'n', 'o', 'w'>>, keyword<istring<'t', 'h', 'e', 'n'>>,
          // "Tera Fighting on Aura the Lucario during the Switching Phase" [11.7b]
          keyword<istring<'d', 'u', 'r', 'i', 'n', 'g'>>,
          keyword<istring<'h', 'i', 's'>>, keyword<istring<'h', 'e', 'r'>>, keyword<istring<'t', 'h', 'e', 'i', 'r'>>,
          keyword<istring<'i', 't', 's'>>, keyword<istring<'m', 'y'>>, keyword<istring<'y', 'o', 'u', 'r'>>,
          keyword<istring<'a'>>, keyword<istring<'a', 'n'>>, keyword<istring<'g', 'o'>>,
          keyword<istring<'g', 'i', 'v', 'e'>>, keyword<istring<'e', 'q', 'u', 'i', 'p'>>,
          keyword<seq<istring<'t', 'e', 'r', 'a', 's', 't', 'a', 'l'>, star<name_byte>>>> {};

struct name_word : seq<not_at<stop_word>, name_start, star<name_byte>> {};
struct name : seq<name_word, star<seq<ws1, name_word>>> {};

// ---- the parts of a reference -------------------------------------------------------------------
struct ref_sprites : sprites {};
struct nickname : name {};
struct species : name {};
struct lone_name : name {};
struct nick_species : seq<nickname, opt<one<','>>, ws1, kw_the, ws1, species> {};
/// "Gina (Garchomp)" / "Garchomp (Gina)": which one is the species is the Dex's to say
/// (src/orders/pokemon_ref.cpp); "Gina (F)" is a lone name with a note.
struct paren_pair : seq<name, ws, one<'('>, ws, name, ws, one<')'>> {};
/// "Gina (Garchomp @ Choice Scarf)": the item written inside the species' brackets ([9.6] equip).
struct item_clause;
struct paren_pair_head : seq<name, ws, one<'('>, ws, name> {};
struct paren_item_pair : seq<paren_pair_head, item_clause, ws, one<')'>> {};
struct name_part : sor<nick_species, paren_pair, paren_item_pair, lone_name> {};

struct forme_name : name {};
struct forme : seq<ws1, kw_as, ws1, opt<sprites, ws>, forme_name> {};

struct article
    : sor<keyword<istring<'a'>>, keyword<istring<'a', 'n'>>, kw_the, keyword<istring<'h', 'i', 's'>>,
          keyword<istring<'h', 'e', 'r'>>, keyword<istring<'t', 'h', 'e', 'i', 'r'>>, keyword<istring<'i', 't', 's'>>,
          keyword<istring<'m', 'y'>>, keyword<istring<'o', 'u', 'r'>>, keyword<istring<'y', 'o', 'u', 'r'>>,
          keyword<istring<'f', 'a', 'v', 'o', 'r', 'i', 't', 'e'>>, keyword<istring<'f', 'a', 'v', 'o', 'u', 'r', 'i', 't', 'e'>>,
          keyword<istring<'t', 'r', 'u', 's', 't', 'y'>>> {};
struct item_sprites : sprites {};
struct item_name : name {};
struct item_begin : pegtl::success {};
struct keyword_item : seq<ws, opt<one<','>, ws>, item_keyword, ws, item_begin, star<article, ws1>,
                          sor<seq<item_sprites, ws, opt<item_name>>, item_name>> {};
/// "give :blacephalon:Bozo the Blacephalon his favorite :choice specs:Choice Specs": with no
/// keyword, an article-led item counts only when it shows the item's sprite.
struct article_item : seq<ws1, at<article>, item_begin, plus<article, ws1>, item_sprites, ws, opt<item_name>> {};
struct item_clause : sor<keyword_item, article_item> {};

struct ref_with_sprite : seq<ref_sprites, ws, opt<name_part>, opt<forme>, star<item_clause>> {};
struct ref_without_sprite : seq<name_part, opt<forme>, star<item_clause>> {};
struct pokemon_ref : sor<ref_with_sprite, ref_without_sprite> {};

}  // namespace bbp::grammar::sendout
