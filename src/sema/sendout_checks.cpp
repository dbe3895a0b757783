// Send-outs, equips and switches: the Conventions of Posting and [9.6] ask for the species name
// and sprite to be visible and items named in full; [2.5d] switching must be on.
#include "sema/order_checks.hpp"

#include <fmt/format.h>

namespace bbp::sema {
namespace {

void check_pokemon(OrderCheck& c, const orders::PokemonRef& p, bool sendout) {
  // What species does the reference show? The species text, else a lone name, else the sprite.
  bool species_visible = false;
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
  if (sendout && p.sprites.empty())
    c.report(DiagId::sendout_sprite_missing, p.span, "no sprite: send-outs conventionally show the Pokemon's sprite [9.6]");
  for (const orders::ItemRef& item : p.items) {
    if (!item.name.present()) continue;
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

}  // namespace

void check_sendouts(OrderCheck& c, const orders::ExtractResult& r) {
  for (const orders::SendOut& s : r.sendouts)
    for (const orders::PokemonRef& p : s.pokemon) check_pokemon(c, p, true);
  for (const orders::Equip& e : r.equips)
    for (const orders::PokemonRef& p : e.pokemon) check_pokemon(c, p, false);
  for (const orders::Switch& s : r.switches) {
    for (const orders::PokemonRef& p : s.in) check_pokemon(c, p, true);
    // [2.5d] a manual switch needs Switching on (the default unless the Team Size is 1).
    if (!c.ctx.rules.switching && !s.in_flavor)
      c.report(DiagId::switching_off, s.span,
               c.ctx.rules.stated.switching ? "switching is off in this battle [2.5d]"
                                            : "switching is off in battles with a Team Size of 1 [1.3] [2.5d]");
  }
}

}  // namespace bbp::sema
