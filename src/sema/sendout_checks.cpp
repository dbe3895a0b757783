// Send-outs, equips and switches: the Conventions of Posting and [9.6] ask for the species name
// and sprite to be visible, items named in full and written next to their holder, and the holder
// named when several Pokemon could receive an item; [2.5d] switching must be on.
#include "sema/order_checks.hpp"
#include "sema/sub_check.hpp"
#include "text/ascii_text.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace bbp::sema {
namespace {

/// [9.6] "Illegal equips in unstaked matches are to be corrected before other players respond.
/// Illegal equips in staked or competitive matches are to be ignored."
void equip_advice(const OrderCheck& c, Diagnostic& d) {
  const std::string_view advice = c.ctx.rules.staked
                                      ? "in a staked match an illegal equip is ignored [9.6]"
                                      : "in an unstaked match it must be corrected before other players respond [9.6]";
  d.help = d.help ? fmt::format("{}; {}", *d.help, advice) : std::string(advice);
}

/// [9.6] "Item is not named in full": shown only by its icon, or by an abbreviation ("Specs").
/// Returns true when it reported.
bool check_item_in_full(OrderCheck& c, const orders::ItemRef& item) {
  if (!item.name.present()) {
    if (!item.sprite) return false;
    Diagnostic& d = c.report(DiagId::item_not_named_in_full, item.sprite->span,
                             fmt::format("the item is shown only by its icon (\"{}\"): the name of the item is "
                                         "required in the equip [9.6]",
                                         item.sprite->code));
    const auto ref = c.dex.resolve_sprite_code(item.sprite->code);
    if (ref && ref->kind == Kind::item) {
      const std::string_view name = c.dex.entry(Kind::item, ref->id).name;
      d.help = fmt::format("write the name after the icon: \"{}\"", name);
      d.fixits.push_back(FixIt{Span{item.sprite->span.end, item.sprite->span.end}, std::string(name)});
    }
    equip_advice(c, d);
    return true;
  }
  const Resolution r = c.dex.resolve(Kind::item, item.name.text);
  if (r.match != Match::alias) return false;
  const std::string_view name = c.dex.entry(Kind::item, r.id).name;
  // Former names and other spellings are the item's name; a shorter form is an abbreviation.
  if (fold_name(item.name.text).size() >= fold_name(name).size()) return false;
  Diagnostic& d = c.report(DiagId::item_not_named_in_full, item.name.span,
                           fmt::format("\"{}\" is not the item's full name; write \"{}\" [9.6]", item.name.text, name));
  d.fixits.push_back(FixIt{item.name.span, std::string(name)});
  equip_advice(c, d);
  return true;
}

/// [9.6] "Item names grouped together, away from holders, are ambiguous": after the last item of
/// one Pokemon of several, "and Smooth Rock" / ", :smooth rock:Smooth Rock" names another item.
void check_grouped_items(OrderCheck& c, const bbcode::Projection& plain, const std::vector<orders::PokemonRef>& refs) {
  if (refs.size() < 2) return;
  for (const orders::PokemonRef& p : refs) {
    if (p.items.empty()) continue;
    const orders::ItemRef& last = p.items.back();
    const std::string_view text = plain.text;
    std::size_t at = projection_offset(plain, (last.name.present() ? last.name.span : last.span).end);
    if (at > text.size()) continue;
    auto skip_spaces = [&] {
      while (at < text.size() && (text[at] == ' ' || text[at] == '\t')) ++at;
    };
    skip_spaces();
    bool joined = false;
    if (at < text.size() && (text[at] == ',' || text[at] == '&' || text[at] == '+')) {
      ++at;
      joined = true;
    }
    skip_spaces();
    if (text::istarts_with(text.substr(at), "and ")) {
      at += 4;
      joined = true;
    }
    if (!joined) continue;
    skip_spaces();
    // An optional icon, then up to three words.
    if (at < text.size() && text[at] == ':') {
      const std::size_t close = text.find(':', at + 1);
      if (close == std::string_view::npos || close - at > 40) continue;
      at = close + 1;
      skip_spaces();
    }
    const std::size_t b = at;
    std::size_t e = at;
    std::size_t best = 0;
    for (int words = 0; words < 3 && e < text.size(); ++words) {
      std::size_t w = e;
      while (w < text.size() && (text::is_word_byte(text[w]) || text[w] == '-' || text[w] == '\'')) ++w;
      if (w == e) break;
      const std::string_view candidate = text.substr(b, w - b);
      const Resolution item = c.dex.resolve(Kind::item, candidate);
      if (item.match == Match::exact || item.match == Match::alias) {
        const Resolution sp = c.dex.resolve(Kind::species, candidate);
        if (sp.match != Match::exact && sp.match != Match::alias) best = w;
      }
      e = w;
      while (e < text.size() && text[e] == ' ') ++e;
    }
    if (best == 0) continue;
    const Span span = plain.to_source(Span{b, best});
    Diagnostic& d = c.report(DiagId::item_away_from_holder, span,
                             fmt::format("\"{}\" is grouped with \"{}\" after one of {} Pokemon: each item must be "
                                         "written next to the Pokemon that holds it [9.6]",
                                         text.substr(b, best - b), last.name.present() ? last.name.text : "the item",
                                         refs.size()));
    d.help = "e.g. \"Sending out :excadrill:Excadrill @ Choice Band and :hippowdon:Hippowdon @ Smooth Rock\"";
    equip_advice(c, d);
  }
}

/// What the equip lines under a send-out show of a Pokemon it names bare: "Sending out Kit and
/// Gina!" over ":sv/kommoo: Kit (Kommo-o) @ Throat Spray" shows Kit's species and sprite there.
struct ShownBelow {
  bool species = false;
  bool sprite = false;
};

void check_pokemon(OrderCheck& c, const orders::PokemonRef& p, bool sendout, ShownBelow below = {}) {
  // What species does the reference show? The species text, else a lone name, else the sprite.
  bool species_visible = below.species;
  for (const orders::Text* t : {&p.species, &p.name}) {
    if (!t->present()) continue;
    const Resolution r = c.dex.resolve(Kind::species, t->text);
    if (r.match == Match::exact || r.match == Match::alias) {
      species_visible = true;
    } else if (t == &p.species) {
      Diagnostic& d = c.report(DiagId::unknown_species, t->span, fmt::format("\"{}\" is not a species", t->text));
      if (r.match == Match::fuzzy) {
        const std::string_view name = c.dex.entry(Kind::species, r.id).name;
        d.help = fmt::format("did you mean \"{}\"?", name);
        d.fixits.push_back(FixIt{t->span, std::string(name)});
      }
      species_visible = true;  // it was written, just wrong
    }
  }
  if (sendout && !species_visible) {
    Diagnostic& d = c.report(DiagId::sendout_species_not_visible, p.span,
                             "the species is not named: write it out (\"Nickname the Species\") so everyone can see "
                             "what was sent [9.6]");
    d.help = "e.g. \"Sending out Triantis the Scyther\"";
  }
  if (sendout && p.sprites.empty() && !below.sprite)
    c.report(DiagId::sendout_sprite_missing, p.span, "no sprite: send-outs conventionally show the Pokemon's sprite [9.6]");
  for (const orders::ItemRef& item : p.items) {
    if (check_item_in_full(c, item) || !item.name.present()) continue;
    const Resolution r = c.dex.resolve(Kind::item, item.name.text);
    if (r.match == Match::exact || r.match == Match::alias) continue;
    Diagnostic& d = c.report(DiagId::unknown_item, item.name.span,
                             fmt::format("\"{}\" is not an item: name the item in full [9.6]", item.name.text));
    if (r.found()) {
      const std::string_view name = c.dex.entry(Kind::item, r.id).name;
      d.help = fmt::format("did you mean \"{}\"?", name);
      d.fixits.push_back(FixIt{item.name.span, std::string(name)});
    }
  }
}

/// An equip line names its item with the item's icon (":leftovers: Leftovers"), which reads like a
/// Pokemon reference; such a reference is the item, not a holder.
bool names_an_item(const OrderCheck& c, const orders::PokemonRef& p) {
  for (const orders::Sprite& sprite : p.sprites) {
    const auto ref = c.dex.resolve_sprite_code(sprite.code);
    if (ref && ref->kind == Kind::species) return false;
  }
  for (const orders::Text* t : {&p.species, &p.name, &p.nickname}) {
    if (!t->present()) continue;
    const Resolution sp = c.dex.resolve(Kind::species, t->text);
    if (sp.match == Match::exact || sp.match == Match::alias) return false;
    const Resolution item = c.dex.resolve(Kind::item, t->text);
    if (item.match == Match::exact || item.match == Match::alias) return true;
  }
  if (p.sprites.empty()) return false;
  const auto ref = c.dex.resolve_sprite_code(p.sprites.front().code);
  return ref && ref->kind == Kind::item;
}

/// The name a reference goes by: its nickname, else its lone name.
std::string_view called(const orders::PokemonRef& p) {
  return p.nickname.present() ? std::string_view(p.nickname.text) : std::string_view(p.name.text);
}

/// The equip lines written directly under a send-out (nothing but blank lines between, each under
/// the one before): "Sending out Kit and Gina!" then ":sv/kommoo: Kit (Kommo-o) @ Throat Spray".
std::vector<const orders::Equip*> equips_under(const orders::ExtractResult& r, Span above) {
  std::vector<const orders::Equip*> out;
  const std::string_view text = r.plain.text;
  std::size_t cursor = std::min(text.size(), projection_offset(r.plain, above.end));
  for (const orders::Equip& e : r.equips) {
    const std::size_t begin = std::min(text.size(), projection_offset(r.plain, e.span.begin));
    if (begin < cursor) continue;
    if (text.substr(cursor, begin - cursor).find_first_not_of(" \t\r\n") != std::string_view::npos) break;
    out.push_back(&e);
    cursor = std::min(text.size(), projection_offset(r.plain, e.span.end));
  }
  return out;
}

/// [9.6] / Conventions of Posting: "the name of the Pokemon's species must be visible in that
/// send-in order". A send-in written over lines ("Sending out Kit and Gina!" over the equip lines
/// that picture each one with its species) is one order: what those lines show of a Pokemon named
/// the same way counts (docs/rulings.md).
ShownBelow shown_below(const OrderCheck& c, const std::vector<const orders::Equip*>& under, const orders::PokemonRef& p) {
  ShownBelow out;
  const std::string_view name = called(p);
  if (name.empty()) return out;
  for (const orders::Equip* e : under)
    for (const orders::PokemonRef& other : e->pokemon) {
      const std::string_view other_name = called(other);
      if (other_name.size() != name.size() || !text::istarts_with(other_name, name)) continue;
      out.sprite = out.sprite || !other.sprites.empty();
      if (other.species.present()) {
        const Match m = c.dex.resolve(Kind::species, other.species.text).match;
        out.species = out.species || m == Match::exact || m == Match::alias;
      }
    }
  return out;
}

}  // namespace

void check_sendouts(OrderCheck& c, const orders::ExtractResult& r) {
  std::size_t sent = 0;  // Pokemon sent into play by this post: the ones an item could go to
  for (const orders::SendOut& s : r.sendouts) {
    sent += s.pokemon.size();
    const std::vector<const orders::Equip*> under = equips_under(r, s.span);
    for (const orders::PokemonRef& p : s.pokemon) check_pokemon(c, p, true, shown_below(c, under, p));
    check_grouped_items(c, r.plain, s.pokemon);
  }
  for (const orders::Switch& s : r.switches) sent += s.in.size();
  for (const orders::Equip& e : r.equips) {
    for (const orders::PokemonRef& p : e.pokemon) check_pokemon(c, p, false);
    check_grouped_items(c, r.plain, e.pokemon);
    // [9.6] the item "must be adjacent to the name and icon of the Pokemon being sent out": an
    // equip that names no Pokemon is clear only when the post sends out just one.
    const bool holder_named = std::any_of(e.pokemon.begin(), e.pokemon.end(),
                                          [&](const orders::PokemonRef& p) { return !names_an_item(c, p); });
    if (holder_named) continue;
    if (sent >= 2) {
      Diagnostic& d = c.report(DiagId::equip_recipient_not_designated, e.span,
                               fmt::format("this equip names no Pokemon, and the post sends out {} Pokemon: write the "
                                           "item next to the one that receives it [9.6]",
                                           sent));
      d.help = "e.g. \"Sending out :hydreigon:Hydreigon @ Dark Gem\"";
      equip_advice(c, d);
    } else if (sent == 0) {
      c.need("[9.6] which Pokemon an equip that names none is for (the post sends out no Pokemon)");
    }
  }
  for (const orders::Switch& s : r.switches) {
    // "Switching Tallow out for Gina!" over ":sv/garchomp: Gina (Garchomp) @ Life Orb": one send-in
    // written over lines, as a send-out's (docs/rulings.md).
    const std::vector<const orders::Equip*> under = equips_under(r, s.span);
    for (const orders::PokemonRef& p : s.in) check_pokemon(c, p, true, shown_below(c, under, p));
    check_grouped_items(c, r.plain, s.in);
    // [2.5d] a manual switch needs Switching on (the default unless the Team Size is 1).
    if (!c.ctx.rules.switching && !s.in_flavor)
      c.report(DiagId::switching_off, s.span,
               c.ctx.rules.stated.switching ? "switching is off in this battle [2.5d]"
                                            : "switching is off in battles with a Team Size of 1 [1.3] [2.5d]");
  }
}

}  // namespace bbp::sema
