// Send-outs, switches, counter-switch decisions, Terastal and equips: the names as written with
// their spans ([2.5c], [2.5d], [2.5e], [9.6], [11.3a], [11.7b], Conventions of Posting).
#include <bbp/orders.hpp>
#include <bbp/source.hpp>

#include <nlohmann/json.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace bbp;

namespace {

struct Read {
  bbcode::Projection plain;
  post::Segmented seg;
  DiagnosticList diags;
};

Read seg(const std::string& text) {
  Read r;
  r.plain = post::identity_projection(text);
  r.seg = post::segment(r.plain, r.diags);
  return r;
}

std::string at(const std::string& s, Span sp) { return s.substr(sp.begin, sp.size()); }

/// The send-out of a post that is one send-out line.
orders::SendOut only_sendout(const std::string& text) {
  Read r = seg(text);
  REQUIRE(r.seg.blocks.size() == 1);
  REQUIRE(r.seg.blocks[0].kind == post::BlockKind::sendout);
  return orders::parse_sendout(r.plain, r.seg.blocks[0], r.diags);
}

}  // namespace

TEST_CASE("send-out with sprite, nickname, species and item [2.5c][9.6]", "[orders][sendout]") {
  const std::string t = "Sending out :sv/hydreigon:Trivyoverutum the Hydreigon holding :dark gem:Dark Gem!";
  auto r = seg(t);
  REQUIRE(r.seg.blocks.size() == 1);
  REQUIRE(r.seg.blocks[0].kind == post::BlockKind::sendout);
  const auto s = orders::parse_sendout(r.plain, r.seg.blocks[0], r.diags);
  REQUIRE(s.pokemon.size() == 1);
  const auto& p = s.pokemon[0];
  REQUIRE(p.sprites.size() == 1);
  CHECK(p.sprites[0].set == "sv");
  CHECK(p.sprites[0].name == "hydreigon");
  CHECK(p.nickname.text == "Trivyoverutum");
  CHECK(p.species.text == "Hydreigon");
  CHECK(at(t, p.species.span) == "Hydreigon");
  REQUIRE(p.items.size() == 1);
  CHECK(p.items[0].name.text == "Dark Gem");
  CHECK(p.items[0].sprite->code == ":dark gem:");
}

TEST_CASE("send-out: 'Gina the Garchomp, go get them' with no comma after 'go' is a send-out [2.5c]",
          "[orders][sendout]") {
  const orders::SendOut s = only_sendout("Gina the Garchomp, go get them");
  REQUIRE(s.pokemon.size() == 1);
  CHECK(s.pokemon[0].nickname.text == "Gina");
  CHECK(s.pokemon[0].species.text == "Garchomp");
}

TEST_CASE("send-out: the sprite written after the name ('Go, Triantis! :sv/scyther:') is its sprite [2.5c][9.6]",
          "[orders][sendout]") {
  for (const char* line : {"Go, Triantis! :sv/scyther:", "Go, Triantis the Scyther :sv/scyther:"}) {
    INFO(line);
    const orders::SendOut s = only_sendout(line);
    REQUIRE(s.pokemon.size() == 1);  // was: a name without a sprite, and a sprite without a name
    REQUIRE(s.pokemon[0].sprites.size() == 1);
    CHECK(s.pokemon[0].sprites[0].code == ":sv/scyther:");
  }
  // Words between them keep them apart: "Triantis and :sv/lucario:" are two Pokemon.
  CHECK(only_sendout("Sending out Triantis and :sv/lucario: Kit!").pokemon.size() == 2);
}

TEST_CASE("handbook equip send-out with comma and article [9.6]", "[orders][sendout]") {
  const std::string t = "I'm sending out Trivyoverutum, the Hydreigon holding a :dark gem:Dark Gem!";
  auto r = seg(t);
  const auto s = orders::parse_sendout(r.plain, r.seg.blocks.at(0), r.diags);
  REQUIRE(s.pokemon.size() == 1);
  CHECK(s.pokemon[0].nickname.text == "Trivyoverutum");
  CHECK(s.pokemon[0].species.text == "Hydreigon");
  CHECK(s.pokemon[0].items.at(0).name.text == "Dark Gem");
}

TEST_CASE("two leads, each with its item (Conventions of Posting)", "[orders][sendout]") {
  const std::string t =
      "I'll lead with :excadrill:Almace the Excadrill holding :life orb:Life Orb and :hippowdon:Ancille the Hippowdon "
      "holding :ground gem:Ground Gem.";
  auto r = seg(t);
  const auto s = orders::parse_sendout(r.plain, r.seg.blocks.at(0), r.diags);
  REQUIRE(s.pokemon.size() == 2);
  CHECK(s.pokemon[0].species.text == "Excadrill");
  CHECK(s.pokemon[0].items.at(0).name.text == "Life Orb");
  CHECK(s.pokemon[1].nickname.text == "Ancille");
  CHECK(s.pokemon[1].items.at(0).name.text == "Ground Gem");
}

TEST_CASE("switch: out and in, by sentence and by arrow [2.5d]", "[orders][sendout]") {
  const std::string t =
      ":ss/archeops: -> :ss/malaconda:\n"
      "Switching out :archeops:Pterapenthes the Archeops for :malaconda:Darlingtonia the Malaconda!";
  auto r = seg(t);
  REQUIRE(r.seg.blocks.size() == 2);
  const auto a = orders::parse_switch(r.plain, r.seg.blocks[0], r.diags);
  REQUIRE(a.out);
  CHECK(a.out->sprites.at(0).name == "archeops");
  REQUIRE(a.in.size() == 1);
  CHECK(a.in[0].sprites.at(0).name == "malaconda");
  const auto b = orders::parse_switch(r.plain, r.seg.blocks[1], r.diags);
  REQUIRE(b.out);
  CHECK(b.out->species.text == "Archeops");
  CHECK(b.in.at(0).nickname.text == "Darlingtonia");
}

TEST_CASE("switch: plain names, the Pokemon leaving named right after the verb [2.5d]", "[orders][sendout]") {
  for (const char* t : {"Switching Triantis out for Tallow.", "Switch Triantis for Tallow", "Swapping Triantis for Tallow!"}) {
    INFO(t);
    auto r = seg(t);
    REQUIRE(r.seg.blocks.size() == 1);
    REQUIRE(r.seg.blocks[0].kind == post::BlockKind::switch_decl);
    const auto sw = orders::parse_switch(r.plain, r.seg.blocks[0], r.diags);
    REQUIRE(sw.out);
    CHECK(sw.out->name.text == "Triantis");
    REQUIRE(sw.in.size() == 1);
    CHECK(sw.in[0].name.text == "Tallow");
  }
}

TEST_CASE("switch: each name marked 'out' or 'in', in either order [2.5d]", "[orders][sendout]") {
  for (const char* t : {"Switch: Triantis out, Tallow in", "Switch: Tallow in, Triantis out.", "Switch Triantis out and Tallow in",
                        "Switching: Triantis out; Tallow in", "Switch: Triantis -> Tallow"}) {
    INFO(t);
    auto r = seg(t);
    REQUIRE(r.seg.blocks.size() == 1);
    REQUIRE(r.seg.blocks[0].kind == post::BlockKind::switch_decl);
    const auto sw = orders::parse_switch(r.plain, r.seg.blocks[0], r.diags);
    CHECK(r.diags.items().empty());
    REQUIRE(sw.out);
    CHECK(sw.out->name.text == "Triantis");
    REQUIRE(sw.in.size() == 1);
    CHECK(sw.in[0].name.text == "Tallow");
  }
}

TEST_CASE("counter-switch: to a Pokemon, and declines [2.5e]", "[orders][sendout]") {
  auto r = seg("Counterswitching to :pmd/cyclizar:Cyclizar.\nNo counterswitch, we'll stay in.");
  REQUIRE(r.seg.blocks.size() == 2);
  CHECK(r.seg.blocks[0].kind == post::BlockKind::switch_decl);
  const auto a = orders::parse_switch(r.plain, r.seg.blocks[0], r.diags);
  CHECK(a.counter);
  CHECK(a.in.at(0).name.text == "Cyclizar");
  CHECK(r.seg.blocks[1].kind == post::BlockKind::counter_switch);
  CHECK_FALSE(orders::parse_counter_switch(r.plain, r.seg.blocks[1]).accept);
}

TEST_CASE("counter-switch: 'keep Shard in', 'Counterswitch: no' decline it [2.5e]", "[orders][sendout]") {
  for (const char* line : {"Counter-switching: keep Shard in.", "Keeping Shard the Weavile in!", "Shard stays in.",
                           "Counterswitch: no", "Counter-switch? Nope.", "Counterswitch - none"}) {
    INFO(line);
    auto r = seg(line);
    REQUIRE(r.seg.blocks.size() == 1);
    CHECK(r.seg.blocks[0].kind == post::BlockKind::counter_switch);
    CHECK_FALSE(orders::parse_counter_switch(r.plain, r.seg.blocks[0]).accept);
  }
  // A counter-switch to a Pokemon, and words that only look alike, are no decline.
  for (const char* line : {"Counterswitching to :pmd/cyclizar:Cyclizar.", "Keep in mind that Gengar is faster."}) {
    INFO(line);
    auto r = seg(line);
    REQUIRE_FALSE(r.seg.blocks.empty());
    CHECK(r.seg.blocks[0].kind != post::BlockKind::counter_switch);
  }
}

TEST_CASE("equip shorthand with '@' [9.6]", "[orders][sendout]") {
  const std::string t = "Nidoking @ Life Orb";
  auto r = seg(t);
  REQUIRE(r.seg.blocks.at(0).kind == post::BlockKind::equip);
  const auto e = orders::parse_equip(r.plain, r.seg.blocks[0], r.diags);
  REQUIRE(e.pokemon.size() == 1);
  CHECK(e.pokemon[0].name.text == "Nidoking");
  CHECK(e.pokemon[0].items.at(0).name.text == "Life Orb");
  CHECK(at(t, e.pokemon[0].items[0].name.span) == "Life Orb");
}

TEST_CASE("equip: the item inside the species' brackets ('Gina (Garchomp @ Choice Scarf)') [9.6]", "[orders][sendout]") {
  for (const std::string t : {"Gina (Garchomp @ Choice Scarf)", ":sv/garchomp: Gina (Garchomp @ Choice Scarf)",
                              "Gina (Garchomp) @ Choice Scarf"}) {
    INFO(t);
    auto r = seg(t);
    REQUIRE(r.seg.blocks.at(0).kind == post::BlockKind::equip);
    const auto e = orders::parse_equip(r.plain, r.seg.blocks[0], r.diags);
    REQUIRE(e.pokemon.size() == 1);
    CHECK(e.pokemon[0].nickname.text == "Gina");
    CHECK(e.pokemon[0].species.text == "Garchomp");
    REQUIRE(e.pokemon[0].items.size() == 1);
    CHECK(at(t, e.pokemon[0].items[0].name.span) == "Choice Scarf");
  }
  // A bracket never closed is no pair: the name alone, and no item read from inside it.
  const std::string open = "Gina (Garchomp @ Choice Scarf";
  auto r = seg(open);
  const auto e = orders::parse_equip(r.plain, r.seg.blocks.at(0), r.diags);
  REQUIRE_FALSE(e.pokemon.empty());
  CHECK(e.pokemon[0].name.text == "Gina");
  CHECK_FALSE(e.pokemon[0].species.present());
}

TEST_CASE("fused send-out names the forme [11.3a]", "[orders][sendout]") {
  auto r = seg("Sending out :sv/kyurem:Glacius the Kyurem as Kyurem-White!");
  const auto s = orders::parse_sendout(r.plain, r.seg.blocks.at(0), r.diags);
  REQUIRE(s.pokemon.size() == 1);
  CHECK(s.pokemon[0].species.text == "Kyurem");
  CHECK(s.pokemon[0].forme.text == "Kyurem-White");
}

TEST_CASE("Terastal declaration [11.7b]", "[orders][sendout]") {
  auto r = seg(":sv/garchomp: Terastallize Wyvernia the Garchomp into Steel!");
  REQUIRE(r.seg.blocks.at(0).kind == post::BlockKind::terastal);
  const auto t = orders::parse_terastal(r.plain, r.seg.blocks[0]);
  REQUIRE(!t.pokemon.empty());
  CHECK(t.tera_type.text == "Steel");
}

TEST_CASE("a send-out with no Pokemon readable is reported (BBP2007)", "[orders][sendout]") {
  auto r = seg("sending out my best friend!");
  REQUIRE(r.seg.blocks.at(0).kind == post::BlockKind::sendout);
  DiagnosticList d;
  const auto s = orders::parse_sendout(r.plain, r.seg.blocks[0], d);
  CHECK(s.pokemon.empty());
  REQUIRE(d.items().size() == 1);
  CHECK(d.items()[0].id == DiagId::unreadable_sendout);
}

TEST_CASE("Terastal: the Pokemon named before the verb, and a type in parentheses [11.7b]", "[orders][sendout]") {
  struct Case {
    std::string line, pokemon, type;
  };
  for (const Case& c : {Case{"Garchomp Terastallizes! (Steel)", "Garchomp", "Steel"},
                        Case{"Triantis will Terastallize into Water", "Triantis", "Water"},
                        Case{"Terastallize Garchomp (Fairy)", "Garchomp", "Fairy"},
                        Case{"Tera Steel Garchomp", "", "Steel"}, Case{"Terastallize!", "", ""},
                        // The phase named is no switch, nor "Phase" a Pokemon; the Pokemon after "on".
                        Case{"Tera Fighting on Aura during the Switching Phase.", "Aura", "Fighting"},
                        Case{"Switching phase: Tera Fighting on Aura", "Aura", "Fighting"},
                        // "Nickname the Species" after "on" is one Pokemon [9.6]; "the phase" is not.
                        Case{"Tera Fighting on Aura the Lucario.", "Aura the Lucario", "Fighting"},
                        Case{"Tera Fighting on Aura the Lucario during the Switching Phase", "Aura the Lucario", "Fighting"}}) {
    INFO(c.line);
    auto r = seg(c.line);
    REQUIRE(r.seg.blocks.size() == 1);
    REQUIRE(r.seg.blocks[0].kind == post::BlockKind::terastal);
    const auto t = orders::parse_terastal(r.plain, r.seg.blocks[0]);
    if (c.pokemon.empty()) {
      CHECK(t.pokemon.empty());
    } else {
      REQUIRE(t.pokemon.size() == 1);
      CHECK(at(c.line, t.pokemon[0].span) == c.pokemon);
    }
    CHECK(t.tera_type.text == c.type);
  }
}

TEST_CASE("the extract JSON looks a lone name up exactly: a nickname is no near miss of a species [11.7b]",
          "[orders][sendout]") {
  struct Case {
    std::string line, match;
  };
  // "Aura" is one letter from "Abra", "Garchmop" two from "Garchomp": either may be a nickname.
  for (const Case& c : {Case{"Tera Fighting on Aura during the Switching Phase.", "unknown"},
                        Case{"Garchmop Terastallizes! (Steel)", "unknown"},
                        Case{"Garchomp Terastallizes! (Steel)", "exact"}}) {
    INFO(c.line);
    const SourceFile src{"post", c.line + "\n"};
    const auto r = orders::extract(src.text());
    const nlohmann::json j = orders::to_json(r, src);
    REQUIRE(j["terastal"].size() == 1);
    const nlohmann::json& name = j["terastal"][0]["pokemon"][0]["name"];
    CHECK(name["resolved"]["match"] == c.match);
    CHECK(name["resolved"].contains("name") == (c.match == "exact"));
  }
}

TEST_CASE("a level or gender note in a header's brackets is no nickname (Conventions of Posting)", "[orders][sendout]") {
  for (const char* header : {"Rillaboom (Lv 3)", "Rillaboom (Level 3)", "Rillaboom (Lvl3)", "Rillaboom (Female)", "Rillaboom (Shiny)"}) {
    INFO(header);
    const auto r = orders::extract(std::string(header) + "\nWood Hammer - U-turn - Wood Hammer");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK_FALSE(r.order_sets[0].pokemon->nickname.present());
  }
  const auto kong = orders::extract("Rillaboom (Kong)\nWood Hammer - U-turn - Wood Hammer");
  REQUIRE(kong.order_sets.size() == 1);
  CHECK(kong.order_sets[0].pokemon->nickname.text == "Kong");
}

TEST_CASE("send-out: the name before 'go' ('Garchomp, go!'), and the word 'go', not a name ending in it [2.5c][9.6]",
          "[orders][sendout]") {
  // "Triantis, go get them!": no comma after "go" is the same send-out.
  for (const char* line :
       {"Garchomp, go!", "Gholdengo, go!", "Triantis, go, get them!", "Triantis, go get them!", "Garchomp, go get 'em!"}) {
    INFO(line);
    const std::string t = line;
    const orders::SendOut s = only_sendout(t);
    REQUIRE(s.pokemon.size() == 1);
    CHECK(s.pokemon[0].name.text == t.substr(0, t.find(',')));
  }
  // "Gholdengo, Dragonite": 'go,' inside a name sends nothing out.
  auto list = seg("Gholdengo, Dragonite and Kingambit\n");
  for (const auto& b : list.seg.blocks) CHECK(b.kind != post::BlockKind::sendout);
}

TEST_CASE("send-out: a species before the words that send it out ('Scyther, I choose you!') [2.5c][9.6]",
          "[orders][sendout]") {
  // Before, "I choose you" was the Pokemon sent out, and "Scyther, let's go!" sent out none (BBP2007).
  for (const char* line : {"Scyther, I choose you!", "Scyther, let's go!", "Garchomp, into battle!"}) {
    INFO(line);
    const std::string t = line;
    const orders::SendOut s = only_sendout(t);
    REQUIRE(s.pokemon.size() == 1);
    CHECK(s.pokemon[0].name.text == t.substr(0, t.find(',')));
  }
  // A word that is no species names nothing; the pronoun after a list's comma starts no name.
  const orders::SendOut none = only_sendout("Alright, let's go!");
  CHECK(none.pokemon.empty());
  const orders::SendOut triantis = only_sendout("Triantis the Scyther, I choose you!");
  REQUIRE(triantis.pokemon.size() == 1);
  CHECK(triantis.pokemon[0].nickname.text == "Triantis");
}

TEST_CASE("send-out: the sprite header of the orders right under it shows the Pokemon it sends [9.6]",
          "[orders][sendout]") {
  // "Go, Rotom-Wash!" over ":sv/rotom-wash: Rotom-Wash" and that Pokemon's orders: the send-out
  // shows its sprite (was BBP4018 "no sprite"), and the orders' header sends no second Pokemon.
  const std::string t = "Go, Rotom-Wash!\n:sv/rotom-wash: Rotom-Wash\nHydro Pump - Volt Switch - Protect\n";
  const orders::ExtractResult r = orders::extract(t, orders::Options{});
  REQUIRE(r.sendouts.size() == 1);
  REQUIRE(r.sendouts[0].pokemon.size() == 1);
  CHECK(r.sendouts[0].pokemon[0].sprites.size() == 1);
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].main_orders.has_value());
  // A header of another Pokemon's orders lends no sprite and is sent by no one.
  const std::string other = "Go, Rotom-Wash!\n:sv/garchomp: Garchomp\nEarthquake - Protect - Earthquake\n";
  const orders::ExtractResult o = orders::extract(other, orders::Options{});
  REQUIRE(o.sendouts.size() == 1);
  REQUIRE(o.sendouts[0].pokemon.size() == 1);
  CHECK(o.sendouts[0].pokemon[0].sprites.empty());
}

TEST_CASE("[2.5c] [9.6] a cheer after a Pokemon's orders ('Gina growls. \"Let's go, Gina!\"') that shows neither "
          "sprite nor species is flavor, not its send-out; before the orders, naming another Pokemon, or showing "
          "the sprite or species, it is a send-out",
          "[orders][sendout]") {
  const std::string orders = ":sv/garchomp: Gina\nSwords Dance - Earthquake - Earthquake\n";
  for (const std::string cheer : {"[i]Gina growls.[/i] \"Let's go, Gina!\"", "Go, Gina!", "Let's go Gina, you got this"}) {
    CAPTURE(cheer);
    const auto after = orders::extract(orders + "\n" + cheer + "\n");
    CHECK(after.sendouts.empty());
    CHECK(after.flavor.size() == 1);
    CHECK(std::none_of(after.segmented.blocks.begin(), after.segmented.blocks.end(),
                       [](const post::Block& b) { return b.kind == post::BlockKind::sendout; }));
    REQUIRE(after.order_sets.size() == 1);
    CHECK(after.order_sets[0].main_orders);
    // Above the orders it sends Gina out (and the linter asks for her sprite and species).
    const auto before = orders::extract(cheer + "\n\n" + orders);
    CHECK(before.sendouts.size() == 1);
  }
  // Another Pokemon than the ones ordered above: a send-out (Doubles, or a second Pokemon).
  CHECK(orders::extract(orders + "\nGo, Tallow!\n").sendouts.size() == 1);
  // Showing the species or the sprite, it is the send-out it says it is, wherever it stands.
  CHECK(orders::extract(orders + "\nSending out Gina the Garchomp!\n").sendouts.size() == 1);
  CHECK(orders::extract(orders + "\nGo, :sv/garchomp: Gina!\n").sendouts.size() == 1);
  // Naming nobody ("Go get 'em!") below the orders: a cheer, not a send-out with no Pokemon (BBP2007).
  const auto nobody = orders::extract(orders + "\nGo get 'em!\n");
  CHECK(nobody.sendouts.empty());
  CHECK(nobody.diagnostics.items().empty());
  // Above orders whose header shows the Pokemon (sprite or species): the header shows what is
  // sent, the words are a cheer (was BBP2007 on "Alright, let's go!").
  for (const char* header : {"[b]Triantis the Scyther[/b] @ Life Orb", ":sv/scyther: Triantis"}) {
    INFO(header);
    const auto above = orders::extract(std::string("Alright, let's go!\n\n") + header +
                                       "\nSwords Dance - X-Scissor - X-Scissor\n");
    CHECK(above.sendouts.empty());
    CHECK(above.diagnostics.items().empty());
  }
  // A header that shows neither leaves the nameless send-out to warn about.
  CHECK_FALSE(orders::extract("Alright, let's go!\n\nTriantis\nSwords Dance - X-Scissor - X-Scissor\n")
                  .diagnostics.items()
                  .empty());
}

TEST_CASE("[2.5d] [9.6] a switch over the header of the Pokemon it sends in takes the sprite and species the header "
          "shows, as a send-out does",
          "[orders][sendout]") {
  const auto r = orders::extract("Switching Tallow out for Gina!\n\n:sv/garchomp: Gina (Garchomp)\n"
                                 "Swords Dance - Earthquake - Earthquake\n");
  REQUIRE(r.switches.size() == 1);
  REQUIRE(r.switches[0].in.size() == 1);
  const orders::PokemonRef& in = r.switches[0].in[0];
  CHECK(in.species.text == "Garchomp");
  CHECK(in.nickname.text == "Gina");
  CHECK(in.sprites.size() == 1);
  // Another Pokemon's header below fills in nothing.
  const auto other = orders::extract("Switching Tallow out for Gina!\n:sv/lucario: Aura (Lucario)\nProtect - Protect - Protect\n");
  REQUIRE(other.switches.size() == 1);
  REQUIRE(other.switches[0].in.size() == 1);
  CHECK_FALSE(other.switches[0].in[0].species.present());
}

TEST_CASE("[8.3c] 'Left (Scyther): …': a position before the species' brackets is no nickname", "[orders][extract]") {
  // Before, the set was "Left the Scyther".
  const auto r = orders::extract("Left (Scyther): Swords Dance - X-Scissor\nRight slot (Lucario): Protect - Close Combat\n");
  REQUIRE(r.order_sets.size() == 2);
  for (std::size_t i = 0; i < 2; ++i) {
    REQUIRE(r.order_sets[i].pokemon);
    CHECK_FALSE(r.order_sets[i].pokemon->nickname.present());
    CHECK(r.order_sets[i].pokemon->species.text == (i == 0 ? "Scyther" : "Lucario"));
  }
}
