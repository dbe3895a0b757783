// Name resolution and Smogon sprite codes: every species, move, item and ability resolves from its
// own name and from its sprite code; folding, aliases, "did you mean" and ambiguity behave.
#include <bbp/dex.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <cctype>

using namespace bbp;

namespace {
std::string lower(std::string_view s) {
  std::string o(s);
  for (char& c : o) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return o;
}
std::string_view name_of(Kind k, const Resolution& r) { return r.found() ? dex().entry(k, r.id).name : "(none)"; }
}  // namespace

TEST_CASE("Every species, move, item and ability resolves exactly from its own name", "[dex][resolve]") {
  for (Kind k : {Kind::species, Kind::move, Kind::item, Kind::ability}) {
    REQUIRE(dex().size(k) > 100);
    for (EntryId i = 0; i < dex().size(k); ++i) {
      const Entry& e = dex().entry(k, i);
      Resolution r = dex().resolve(k, e.name);
      INFO(to_string(k) << " " << e.name);
      CHECK(r.match == Match::exact);
      CHECK(r.id == i);
    }
  }
}

TEST_CASE("Every species and item resolves from its Smogon sprite code in every spelling", "[dex][sprite]") {
  for (Kind k : {Kind::species, Kind::item}) {
    for (EntryId i = 0; i < dex().size(k); ++i) {
      const Entry& e = dex().entry(k, i);
      const std::string spaced = lower(e.name);  // ":sv/tapu fini:"
      std::string dashed = spaced;               // ":tapu-fini:"
      std::replace(dashed.begin(), dashed.end(), ' ', '-');
      INFO(to_string(k) << " " << e.name);
      auto a = dex().resolve_sprite_code(k == Kind::species ? ":sv/" + spaced + ":" : ":" + spaced + ":");
      REQUIRE(a.has_value());
      CHECK(a->kind == k);
      CHECK(a->id == i);
      auto b = dex().resolve_sprite("", dashed);
      REQUIRE(b.has_value());
      // A few items share their name's key with a species (none today); species win for bare codes.
      if (b->kind == k) CHECK(b->id == i);
    }
  }
}

TEST_CASE("Sprite codes players use", "[dex][sprite]") {
  auto species = [](std::string_view code) {
    auto r = dex().resolve_sprite_code(code);
    return r && r->kind == Kind::species ? std::string(dex().entry(Kind::species, r->id).name) : std::string("-");
  };
  CHECK(species(":sv/tapu fini:") == "Tapu Fini");
  CHECK(species(":tapu-fini:") == "Tapu Fini");
  CHECK(species(":rotom-wash:") == "Rotom-Wash");
  CHECK(species(":ss/meowth-galar:") == "Meowth-Galar");
  CHECK(species(":pmd/absol:") == "Absol");
  CHECK(species(":kommo-o:") == "Kommo-o");
  CHECK(species(":mr. mime:") == "Mr. Mime");
  CHECK(species(":farfetch'd:") == "Farfetch\xE2\x80\x99" "d");
  CHECK(species(":SV/Cresceidon:") == "Cresceidon");
  CHECK(species(":sv/Deoxys-Attack:") == "Deoxys-Attack");
  CHECK(species(":flabebe:") == "Flab" "e\xCC\x81" "b" "e\xCC\x81");
  auto item = dex().resolve_sprite("", "life orb");
  REQUIRE(item);
  CHECK(item->kind == Kind::item);
  CHECK(dex().entry(Kind::item, item->id).name == "Life Orb");
  item = dex().resolve_sprite_code(":oran berry:");
  REQUIRE(item);
  CHECK(dex().entry(Kind::item, item->id).name == "Oran Berry");
  CHECK_FALSE(dex().resolve_sprite_code(":sv/life orb:"));  // Pokemon sprite sets hold no items
  CHECK_FALSE(dex().resolve_sprite_code(":sv/notamon:"));
}

TEST_CASE("Folding: accents, case, apostrophes, gender symbols and punctuation", "[dex][resolve]") {
  CHECK(fold_name("Flab\xC3\xA9" "b\xC3\xA9") == "flabebe");      // precomposed é
  CHECK(fold_name("Flabe\xCC\x81" "be\xCC\x81") == "flabebe");    // e + U+0301 as the data stores it
  CHECK(fold_name("Farfetch\xE2\x80\x99" "d") == "farfetchd");
  CHECK(fold_name("Nidoran\xE2\x99\x80") == "nidoranf");
  CHECK(fold_name("Type: Null") == "typenull");
  CHECK(fold_name("\xEF\xBC\xB0\xEF\xBD\x89\xEF\xBD\x8B\xEF\xBD\x81") == "pika");  // full-width, NFKC
  CHECK(fold_name("\xFF\xFE") == "");  // invalid UTF-8 is dropped, not a crash
  auto exact = [](Kind k, std::string_view text) {
    Resolution r = dex().resolve(k, text);
    return r.match == Match::exact ? std::string(name_of(k, r)) : std::string("-");
  };
  CHECK(exact(Kind::species, "Flabebe") == "Flab" "e\xCC\x81" "b" "e\xCC\x81");
  CHECK(exact(Kind::species, "farfetch'd") == "Farfetch\xE2\x80\x99" "d");
  CHECK(exact(Kind::species, "Nidoran\xE2\x99\x80") == "Nidoran-F");
  CHECK(exact(Kind::species, "Nidoran\xE2\x99\x82") == "Nidoran-M");
  CHECK(exact(Kind::species, "type null") == "Type: Null");
  CHECK(exact(Kind::species, "MR MIME") == "Mr. Mime");
  CHECK(exact(Kind::species, "porygon z") == "Porygon-Z");
  CHECK(exact(Kind::species, "ho oh") == "Ho-Oh");
  CHECK(exact(Kind::type, "fire") == "Fire");
  CHECK(exact(Kind::nature, "JOLLY") == "Jolly");
  CHECK(exact(Kind::ability, "levitate") == "Levitate");
}

TEST_CASE("Aliases: old move names, abbreviations, forme written first", "[dex][resolve]") {
  auto via_alias = [](Kind k, std::string_view text) {
    Resolution r = dex().resolve(k, text);
    return (r.match == Match::alias || r.match == Match::exact) ? std::string(name_of(k, r)) : std::string("-");
  };
  CHECK(via_alias(Kind::move, "Faint Attack") == "Feint Attack");
  CHECK(via_alias(Kind::move, "Hi Jump Kick") == "High Jump Kick");
  CHECK(via_alias(Kind::move, "Ancientpower") == "Ancient Power");
  CHECK(via_alias(Kind::move, "SmellingSalt") == "Smelling Salts");
  CHECK(via_alias(Kind::move, "Vicegrip") == "Vise Grip");
  CHECK(via_alias(Kind::move, "Vise Grip") == "Vise Grip");
  CHECK(via_alias(Kind::move, "Conversion2") == "Conversion 2");
  CHECK(via_alias(Kind::move, "Stealth Rocks") == "Stealth Rock");
  CHECK(via_alias(Kind::item, "Lefties") == "Leftovers");
  // Abbreviations players write in orders ([10.3b] read with a note): "Knock" would otherwise be
  // the typo match "Block", "TR" the typo match "Trick".
  CHECK(via_alias(Kind::move, "XS") == "X-Scissor");
  CHECK(via_alias(Kind::move, "Knock") == "Knock Off");
  CHECK(via_alias(Kind::move, "TR") == "Trick Room");
  CHECK(via_alias(Kind::move, "T-Bolt") == "Thunderbolt");
  CHECK(via_alias(Kind::move, "Tbolt") == "Thunderbolt");
  CHECK(via_alias(Kind::move, "E-Speed") == "Extreme Speed");
  CHECK(via_alias(Kind::move, "TSpikes") == "Toxic Spikes");
  CHECK(via_alias(Kind::move, "Kowtow") == "Kowtow Cleave");  // was no move at all (BBP4012)
  CHECK(via_alias(Kind::move, "Gigaton") == "Gigaton Hammer");
  CHECK(via_alias(Kind::move, "Darts") == "Dragon Darts");
  CHECK(via_alias(Kind::item, "Sash") == "Focus Sash");
  CHECK(via_alias(Kind::species, "Mega Charizard X") == "Charizard-Mega-X");
  CHECK(via_alias(Kind::species, "Mega Pinsir") == "Pinsir-Mega");
  CHECK(via_alias(Kind::species, "Alolan Raichu") == "Raichu-Alola");
  CHECK(via_alias(Kind::species, "Galarian Meowth") == "Meowth-Galar");
  CHECK(dex().resolve(Kind::move, "Faint Attack").match == Match::alias);
  CHECK(dex().resolve(Kind::move, "Faint Attack").via == "Faint Attack");
}

TEST_CASE("Fuzzy: did-you-mean within 1/2/3 edits by length, ambiguous ties, unknown beyond", "[dex][resolve]") {
  CHECK(max_fuzzy_distance(2) == 0);
  CHECK(max_fuzzy_distance(3) == 1);
  CHECK(max_fuzzy_distance(4) == 1);
  CHECK(max_fuzzy_distance(5) == 2);
  CHECK(max_fuzzy_distance(8) == 2);
  CHECK(max_fuzzy_distance(9) == 3);
  // Two letters one edit from an alias ("LO") are no typo of it.
  CHECK(dex().resolve(Kind::item, "go").match == Match::unknown);
  CHECK(dex().resolve(Kind::item, "LO").match == Match::alias);
  Resolution r = dex().resolve(Kind::move, "Thunderbolx");
  CHECK(r.match == Match::fuzzy);
  CHECK(name_of(Kind::move, r) == "Thunderbolt");
  CHECK(r.distance == 1);
  r = dex().resolve(Kind::species, "Garchmop");
  CHECK(r.match == Match::fuzzy);
  CHECK(name_of(Kind::species, r) == "Garchomp");
  r = dex().resolve(Kind::move, "Swords Dacne");
  CHECK(r.match == Match::fuzzy);
  CHECK(name_of(Kind::move, r) == "Swords Dance");
  r = dex().resolve(Kind::type, "Fyre");
  CHECK(r.match == Match::fuzzy);
  CHECK(name_of(Kind::type, r) == "Fire");
  CHECK(dex().resolve(Kind::move, "Completely Invented Move").match == Match::unknown);
  CHECK(dex().resolve(Kind::move, "").match == Match::unknown);
  CHECK(dex().resolve(Kind::type, "Ire").match == Match::ambiguous);  // Ice and Fire, one edit each
  CHECK(dex().resolve(Kind::type, "Ire").candidates.size() >= 2);
  // A short word with its first letter changed is no reading, only a suggestion ("put" is no typo
  // of "Cut"); with the first letter kept it is ("Cit").
  r = dex().resolve(Kind::move, "put");
  CHECK(r.match == Match::unknown);
  CHECK_FALSE(r.found());
  REQUIRE_FALSE(r.candidates.empty());
  CHECK(dex().entry(Kind::move, r.candidates.front().id).name == "Cut");
  r = dex().resolve(Kind::move, "Cit");
  CHECK(r.match == Match::fuzzy);
  CHECK(name_of(Kind::move, r) == "Cut");
  // A text that is exactly another kind's name is that name: a near reading of it is only a
  // suggestion ("Hydreigon" is the species, not "Hidden Power Dragon" three edits away).
  r = dex().resolve(Kind::move, "Hydreigon");
  CHECK(r.match == Match::unknown);
  CHECK_FALSE(r.found());
  REQUIRE_FALSE(r.candidates.empty());
  CHECK(dex().entry(Kind::move, r.candidates.front().id).name == "Hidden Power Dragon");
  CHECK(dex().resolve(Kind::species, "Hydreigon").match == Match::exact);
  // A misspelling that is no other name stays a reading.
  CHECK(dex().resolve(Kind::move, "Hidden Power Dragn").match == Match::fuzzy);
  // Long garbage must not be slow or crash.
  std::string junk(100000, 'a');
  CHECK(dex().resolve(Kind::species, junk).match == Match::unknown);
}

TEST_CASE("search ranks exact first, then typos, then names that start with the text", "[dex][resolve]") {
  auto hits = dex().search(Kind::species, "tapu", 10);
  REQUIRE(hits.size() >= 4);
  for (std::size_t i = 0; i < 4; ++i) CHECK(dex().entry(Kind::species, hits[i].id).name.substr(0, 4) == "Tapu");
  hits = dex().search(Kind::move, "Thunderbolt", 5);
  REQUIRE_FALSE(hits.empty());
  CHECK(dex().entry(Kind::move, hits.front().id).name == "Thunderbolt");
}

TEST_CASE("Kinds parse from the CLI's words", "[dex][resolve]") {
  CHECK(parse_kind("species") == Kind::species);
  CHECK(parse_kind("Moves") == Kind::move);
  CHECK(parse_kind("action-group") == Kind::action_group);
  CHECK_FALSE(parse_kind("spaceship"));
}

TEST_CASE("[10.6d] action groups load and their move members resolve to moves", "[dex][rulebook]") {
  REQUIRE(dex().has_table(Kind::action_group));
  REQUIRE(dex().size(Kind::action_group) > 10);
  Resolution g = dex().resolve(Kind::action_group, "Protective Moves");  // plural alias
  REQUIRE(g.found());
  CHECK(dex().entry(Kind::action_group, g.id).name == "Protective Move");
  CHECK(dex().entry(Kind::action_group, g.id).section == "10.6d");
  bool has_detect = false;
  std::size_t moves = 0;
  for (EntryId i = 0; i < dex().size(Kind::action_group); ++i) {
    for (const GroupMember& m : dex().group(i).members) {
      if (m.member_kind != "move") continue;
      ++moves;
      INFO(dex().entry(Kind::action_group, i).name << ": " << m.name);
      CHECK(m.id != kNoEntry);
      if (m.id != kNoEntry) CHECK(m.kind == Kind::move);
      if (g.id == i && m.name == "Detect") has_detect = true;
    }
  }
  CHECK(moves > 100);
  CHECK(has_detect);
}

TEST_CASE("Rulebook conditions, weathers and terrains resolve with their aliases", "[dex][rulebook]") {
  REQUIRE(dex().has_table(Kind::condition));
  REQUIRE(dex().has_table(Kind::weather));
  REQUIRE(dex().has_table(Kind::terrain));
  Resolution r = dex().resolve(Kind::condition, "Burned");
  CHECK(r.match == Match::alias);
  CHECK(name_of(Kind::condition, r) == "Burn");
  CHECK(dex().resolve(Kind::condition, "Stealth Rock").found());
  CHECK(name_of(Kind::weather, dex().resolve(Kind::weather, "Raining")) == "Rain");
  CHECK(name_of(Kind::terrain, dex().resolve(Kind::terrain, "electric terrain")) == "Electric Terrain");
}

TEST_CASE("The built-in tables load without a single data diagnostic", "[dex][rulebook]") {
  DiagnosticList diags;
  const Dex d(std::filesystem::path("/nonexistent/bbpref-data-dir"), &diags);
  for (const Diagnostic& x : diags.items()) UNSCOPED_INFO(message_of(x));
  CHECK(diags.items().empty());
  CHECK(d.size(Kind::species) == dex().size(Kind::species));
}

TEST_CASE("Universal commands of the handbook resolve as their own kind", "[dex][rulebook]") {
  REQUIRE(dex().has_table(Kind::command));
  for (const char* name : {"Chill", "aim", "STRUGGLE", "Stumble"}) {
    INFO(name);
    const Resolution r = dex().resolve(Kind::command, name);
    CHECK((r.match == Match::exact || r.match == Match::alias));
  }
  CHECK(dex().resolve(Kind::command, "universal").match == Match::unknown);  // a column value, not a command
  CHECK(parse_kind("commands") == Kind::command);
}

TEST_CASE("[9.7] [10.6d] trainer items resolve as items: medicines from the rulebook table, Balls with its groups", "[dex][rulebook]") {
  for (const char* name : {"Potion", "super potion", "Max Ether", "Full Heal", "Revive", "Sacred Ash"}) {
    INFO(name);
    const Resolution r = dex().resolve(Kind::item, name);
    REQUIRE(r.match == Match::exact);
    CHECK(dex().entry(Kind::item, r.id).get("kind") == "medicine");
  }
  // A Ball of the generated table is one entry, with the rulebook row's fields added.
  const Resolution ball = dex().resolve(Kind::item, "Ultra Ball");
  REQUIRE(ball.match == Match::exact);
  CHECK(dex().entry(Kind::item, ball.id).get("kind") == "ball");
  CHECK(dex().entry(Kind::item, ball.id).get("groups") == "Standard Ball");
}
