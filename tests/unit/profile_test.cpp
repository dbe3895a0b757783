// The profile checker on text we did not write: the handbook's Muginn example and Pokemon Profile
// Template (read from ../shared/rulebook), and every Battle Pike team in ../shared/real (older
// Gen 8 era layout). Plus the grammar's own soundness and hostile input.
#include "test_support.hpp"

#include <bbp/profile.hpp>

#include "../../grammar/profile.hpp"

#include <tao/pegtl/contrib/analyze.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>

namespace fs = std::filesystem;
using namespace bbp;

namespace {

/// The lines of the handbook from the first line equal to `first` up to (not including) the first
/// later line starting with `stop`.
std::string handbook_excerpt(std::string_view first, std::string_view stop, bool include_stop = false) {
  const std::string text = test::read_file(test::shared_dir() / "rulebook" / "handbook-gen9.txt");
  const std::size_t b = text.find(std::string(first));
  REQUIRE(b != std::string::npos);
  std::size_t e = text.find(std::string(stop), b + first.size());
  REQUIRE(e != std::string::npos);
  if (include_stop) e += stop.size();
  return text.substr(b, e - b);
}

std::vector<std::string> codes(const profile::Result& r, const std::vector<std::size_t>& idx) {
  std::vector<std::string> out;
  for (std::size_t i : idx) out.emplace_back(info(r.diagnostics.items()[i].id).code);
  return out;
}

std::size_t count_ci(const std::string& hay, std::string_view needle) {
  std::string lower = hay;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::size_t n = 0;
  for (std::size_t p = lower.find(needle); p != std::string::npos; p = lower.find(needle, p + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("profile grammar has no rule that can loop without consuming input", "[profile]") {
  namespace g = bbp::grammar::profile;
  CHECK(tao::pegtl::analyze<g::level_line>() == 0);
  CHECK(tao::pegtl::analyze<g::stat_line>() == 0);
  CHECK(tao::pegtl::analyze<g::ability_list>() == 0);
  CHECK(tao::pegtl::analyze<g::type_list>() == 0);
  CHECK(tao::pegtl::analyze<g::move_line>() == 0);
  CHECK(tao::pegtl::analyze<g::nature_line>() == 0);
  CHECK(tao::pegtl::analyze<g::item_line>() == 0);
}

TEST_CASE("handbook Muginn example: every required field read, no errors (Profile Creation items 1-8)", "[profile]") {
  const std::string post = handbook_excerpt("murkrow.gif\n", "You can get export a profile");
  const profile::Result r = profile::check_post(post);
  REQUIRE(r.pokemon.size() == 1);
  const profile::PokemonProfile& p = r.pokemon[0];
  INFO("rules raised: " << codes(r, p.diagnostics).size());
  CHECK(p.sprite.text == ":murkrow:");  // the file name projects as the sprite code [img] gives
  CHECK(p.species.text == "Murkrow");
  CHECK(p.nickname.text == "Muginn");
  CHECK(p.gender.text == "♀");
  REQUIRE(p.level);
  CHECK(*p.level == 2);
  CHECK(p.exp == 6);
  CHECK(p.exp_max == 10);
  CHECK(p.nature.text == "Hardy");
  CHECK(p.nature_note.text == "+None, -None");
  REQUIRE(p.typing.size() == 2);
  CHECK(p.typing[0].text == "Dark");
  REQUIRE(p.abilities.size() == 3);
  CHECK(p.abilities[2].name.text == "Prankster");
  CHECK(p.abilities[2].hidden);
  const int want[] = {85, 6, 3, 6, 3, 91, 1, 1};
  for (std::size_t i = 0; i < profile::kStatCount; ++i) CHECK(p.stats[i].value == want[i]);
  REQUIRE(p.moves.size() == 3);
  CHECK(p.moves[0].level == 0);
  CHECK(p.moves[0].moves.size() == 19);
  CHECK(p.moves[1].moves.size() == 23);
  CHECK(p.moves[2].moves.size() == 23);
  CHECK(p.layout == profile::Layout::gen9);
  for (std::size_t i : p.diagnostics) {
    const Diagnostic& d = r.diagnostics.items()[i];
    INFO(info(d.id).code << ": " << message_of(d));
    CHECK(d.severity == Severity::note);
  }
  CHECK(r.ok());
}

TEST_CASE("handbook Pokemon Profile Template: read, and its placeholders reported, not crashed on", "[profile]") {
  const std::string post = handbook_excerpt("[hide=\"POKEMON NAME\"]", "[/hide]", true);
  const profile::Result r = profile::check_post(post);
  REQUIRE(r.pokemon.size() == 1);
  const profile::PokemonProfile& p = r.pokemon[0];
  CHECK(p.level == 0);
  CHECK(p.exp == 0);
  CHECK(p.species_id == kNoEntry);
  const auto raised = codes(r, p.diagnostics);
  // SPECIES is a placeholder (BBP5003); "HP:" … "Weight:" are empty (BBP5021).
  CHECK(std::count(raised.begin(), raised.end(), "BBP5003") == 1);
  CHECK(std::count(raised.begin(), raised.end(), "BBP5021") == 8);
  REQUIRE(p.moves.size() == 2);
  CHECK(p.moves[0].level == 0);
  CHECK(p.moves[1].level == 1);
}

TEST_CASE("every Battle Pike team profile (older Gen 8 layout) is found and read", "[profile][real]") {
  const fs::path dir = test::shared_dir() / "real" / "pike-maid-teams";
  REQUIRE(fs::is_directory(dir));
  std::size_t files = 0, profiles = 0, hides = 0;
  std::map<std::string, std::size_t> rules;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.path().extension() != ".txt") continue;
    ++files;
    const std::string post = test::read_file(e.path());
    INFO("file " << e.path().filename().string());
    const profile::Result r = profile::check_post(post);
    hides += count_ci(post, "[hide");
    CHECK(r.pokemon.size() == count_ci(post, "[hide"));
    CHECK_FALSE(r.trainer.has_value());
    for (const profile::PokemonProfile& p : r.pokemon) {
      INFO("profile " << p.title.text);
      ++profiles;
      CHECK(p.layout == profile::Layout::gen8);
      CHECK(p.stars == 5);
      CHECK(p.species_id != kNoEntry);
      CHECK(p.sprite_species == p.species_id);
      CHECK(p.nickname.present());
      CHECK(p.nature_id != kNoEntry);
      CHECK_FALSE(p.typing.empty());
      CHECK(p.abilities.size() == 1);
      CHECK_FALSE(p.items.empty());
      for (const profile::Stat& s : p.stats) CHECK(s.value.has_value());
      REQUIRE(p.moves.size() == 1);
      CHECK_FALSE(p.moves[0].level.has_value());
      CHECK(p.moves[0].moves.size() >= 20);
      for (const std::string& c : codes(r, p.diagnostics)) ++rules[c];
    }
    // Only the older layout's note and findings about content, never a failure to read.
    for (const Diagnostic& d : r.diagnostics.items()) {
      INFO(info(d.id).code << ": " << message_of(d));
      CHECK(d.id != DiagId::profile_missing_field);
      CHECK(d.id != DiagId::profile_unreadable_stat);
      CHECK(d.id != DiagId::profile_field_order);
      CHECK(d.id != DiagId::profile_unknown_species);
      CHECK(d.id != DiagId::profile_not_found);
    }
  }
  CHECK(files == 9);
  CHECK(hides == 45);
  CHECK(profiles == 45);
  CHECK(rules["BBP5022"] == 45);  // each recognised as the older layout, once
}

TEST_CASE("profile checker reports hostile input instead of throwing", "[profile]") {
  for (const std::string& post :
       {std::string(), std::string("\xff\xfe"), std::string(5000, '['), std::string("[hide]") + std::string(3000, '\n') + "HP:",
        std::string("Level 99999999999999999999 EXP: 99999999999999999999 / 10\nHP: 99999999999999999999\nMoves\nLevel 7:\nX"),
        std::string("[hide=\"a\"][hide=\"b\"]HP: 1\nAttack: 1\nTyping: Fire[/hide][/hide]"),
        std::string("TC: 1\nTrainer Level: 2\nItems:\n") + std::string(2000, 'x')}) {
    CHECK_NOTHROW(profile::check_post(post));
  }
  const profile::Result bad = profile::check_post("Level 2\n\xff");
  CHECK_FALSE(bad.ok_input);
  REQUIRE_FALSE(bad.diagnostics.items().empty());
  CHECK(bad.diagnostics.items().front().id == DiagId::invalid_utf8);
}

TEST_CASE("[12.1] roster: a listed Pokemon without a profile in the given posts is reported", "[profile]") {
  profile::Result trainer = profile::check_post(
      "Pokemon: Muginn, Bastion\nTrainer Level: 0\nTC: 0\nRC: 0\nJC: 0\nItems:\n1x:oran berry:Oran Berry\nPrize Claims\nNone\n");
  REQUIRE(trainer.trainer);
  const profile::Result mons = profile::check_post(test::read_file(test::source_dir() / "corpus" / "profiles" / "gen9_muginn_style.txt"));
  profile::check_roster(trainer, {&mons});
  const auto raised = codes(trainer, trainer.trainer->diagnostics);
  CHECK(std::count(raised.begin(), raised.end(), "BBP5044") == 1);
  const Diagnostic& d = trainer.diagnostics.items()[trainer.trainer->diagnostics.back()];
  CHECK(d.message.find("Bastion") != std::string::npos);
}

TEST_CASE("profile JSON lists each profile's fields and points its diagnostics into the list", "[profile]") {
  const std::string post = test::read_file(test::source_dir() / "corpus" / "legality" / "BBP5013-bad.profile");
  const profile::Result r = profile::check_post(post);
  const SourceFile src("p", post);
  const nlohmann::json j = profile::to_json(r, src);
  REQUIRE(j["pokemon"].size() == 1);
  const auto& p = j["pokemon"][0];
  CHECK(p["species_id"] == "Murkrow");
  CHECK(p["level"] == 2);
  CHECK(p["stats"]["special_attack"]["value"] == 7);
  CHECK(p["abilities"][2]["hidden"] == true);
  REQUIRE(p["diagnostics"].size() >= 1);
  const auto& d = j["diagnostics"][p["diagnostics"][0].get<std::size_t>()];
  CHECK(d["id"] == "BBP5013");
  CHECK(d["fixits"][0]["replacement"] == "6");
  CHECK(j["ok"] == false);
}

TEST_CASE("a header line written \"Nickname the Species\" gives the nickname without \"the\"", "[profile]") {
  std::string post = test::read_file(test::source_dir() / "corpus" / "profiles" / "gen9_muginn_style.txt");
  const std::string header = "[b][size=7]Muginn[/size] (Murkrow \xE2\x99\x80)[/b]";
  const std::size_t at = post.find(header);
  REQUIRE(at != std::string::npos);
  for (const std::string& line : {std::string("[b]Muginn the Murkrow[/b]"), std::string("[b]Muginn, the Murkrow[/b]")}) {
    std::string variant = post;
    variant.replace(at, header.size(), line);
    const profile::Result r = profile::check_post(variant);
    REQUIRE(r.pokemon.size() == 1);
    INFO(line);
    CHECK(r.pokemon[0].nickname.text == "Muginn");
    CHECK(r.pokemon[0].species.text == "Murkrow");
  }
}

TEST_CASE("[5.5] a Level block may list its moves on the header line, separated by commas", "[profile]") {
  const std::string post = test::read_file(test::source_dir() / "corpus" / "profiles" / "gen9_muginn_style.txt");
  const std::size_t from = post.find("[u]Level 0:[/u]");
  const std::size_t to = post.find("[/hide]");
  REQUIRE(from != std::string::npos);
  REQUIRE(to != std::string::npos);
  std::string inline_post = post.substr(0, from) +
                            "Level 0: Aerial Ace, Astonish, Peck\nLevel 1: Haze, Quick Attack\nLevel 2 - Foul Play, Roost\n" +
                            post.substr(to);
  const profile::Result lines = profile::check_post(post);
  const profile::Result inline_ = profile::check_post(inline_post);
  REQUIRE(lines.pokemon.size() == 1);
  REQUIRE(inline_.pokemon.size() == 1);
  auto summary = [](const profile::PokemonProfile& p) {
    std::vector<std::string> out;
    for (const profile::LevelBlock& b : p.moves) {
      std::string s = "L" + std::to_string(b.level.value_or(-1)) + ":";
      for (const profile::Move& m : b.moves) s += " " + m.name.text + (m.id == kNoEntry ? "?" : "");
      out.push_back(s);
    }
    return out;
  };
  CHECK(summary(inline_.pokemon[0]) == summary(lines.pokemon[0]));
  CHECK(summary(inline_.pokemon[0]) ==
        std::vector<std::string>{"L0: Aerial Ace Astonish Peck", "L1: Haze Quick Attack", "L2: Foul Play Roost"});
  CHECK(codes(inline_, inline_.pokemon[0].diagnostics) == codes(lines, lines.pokemon[0].diagnostics));
}

TEST_CASE("[5.4] the hidden ability may be written in parentheses: 'Insomnia / Super Luck (HA: Prankster)'", "[profile]") {
  const std::string post = test::read_file(test::source_dir() / "corpus" / "profiles" / "gen9_muginn_style.txt");
  const std::string line = "Abilities: Insomnia, Super Luck HA: Prankster";
  const std::size_t at = post.find(line);
  REQUIRE(at != std::string::npos);
  const auto abilities = [](const profile::Result& r) {
    std::vector<std::string> out;
    for (const profile::Ability& a : r.pokemon.at(0).abilities) out.push_back(a.name.text + (a.hidden ? " (hidden)" : ""));
    return out;
  };
  const profile::Result original = profile::check_post(post);
  REQUIRE(original.pokemon.size() == 1);
  for (const std::string& written : {std::string("Abilities: Insomnia / Super Luck (HA: Prankster)"),
                                    std::string("Abilities: Insomnia, Super Luck (Hidden Ability: Prankster)")}) {
    INFO(written);
    std::string variant = post;
    variant.replace(at, line.size(), written);
    const profile::Result r = profile::check_post(variant);
    REQUIRE(r.pokemon.size() == 1);
    CHECK(abilities(r) == abilities(original));
    CHECK(abilities(r) == std::vector<std::string>{"Insomnia", "Super Luck", "Prankster (hidden)"});
    CHECK(r.diagnostics.count(Severity::error) == original.diagnostics.count(Severity::error));
  }
}

TEST_CASE("[5.1] [5.4] [5.5] a profile read as written: the Level after the name, '- Level 0:' bullets, an ability's "
          "'(locked)' note, '|' between abilities, a held item after the moves",
          "[profile]") {
  const std::string post = test::read_file(test::source_dir() / "corpus" / "profiles" / "gen9_muginn_style.txt");
  const auto replaced = [&](std::string_view from, std::string_view to) {
    std::string out = post;
    const std::size_t at = out.find(from);
    REQUIRE(at != std::string::npos);
    out.replace(at, from.size(), to);
    return out;
  };
  const auto abilities = [](const profile::Result& r) {
    std::vector<std::string> out;
    for (const profile::Ability& a : r.pokemon.at(0).abilities)
      out.push_back(a.name.text + (a.hidden ? " (hidden)" : "") + (a.locked ? " (locked)" : ""));
    return out;
  };
  const profile::Result original = profile::check_post(post);
  REQUIRE(original.pokemon.size() == 1);
  REQUIRE(original.pokemon[0].level == 2);

  // The Level and EXP after the name, on its line (was: "the profile has no Level", BBP5004).
  const std::string header = "[b][size=7]Muginn[/size] (Murkrow \xE2\x99\x80)[/b]\n[size=5]Level [b]2[/b][/size] EXP: 06 / 10";
  for (std::string_view sep : {" \xE2\x80\x94 ", " - ", " | ", ", ", " "}) {
    const std::string joined = "[b][size=7]Muginn[/size] (Murkrow \xE2\x99\x80)[/b]" + std::string(sep) + "Level 2 (EXP 6/10)";
    INFO(joined);
    const profile::Result r = profile::check_post(replaced(header, joined));
    REQUIRE(r.pokemon.size() == 1);
    CHECK(r.pokemon[0].level == 2);
    CHECK(r.pokemon[0].exp == 6);
    CHECK(r.pokemon[0].species.text == "Murkrow");
    CHECK(r.pokemon[0].nickname.text == "Muginn");
    CHECK(r.diagnostics.count(Severity::error) == original.diagnostics.count(Severity::error));
  }

  // The EXP in square brackets after the Level (was: "the profile has no Level", BBP5004).
  const profile::Result bracketed = profile::check_post(replaced(header.substr(header.find('\n')), "\nLevel: 2 [EXP: 6/10]"));
  REQUIRE(bracketed.pokemon.size() == 1);
  CHECK(bracketed.pokemon[0].level == 2);
  CHECK(bracketed.pokemon[0].exp == 6);
  CHECK(bracketed.diagnostics.count(Severity::error) == original.diagnostics.count(Severity::error));

  // All stats on one line, "Key: value" after "Key: value" with nothing between (was BBP5021 on
  // the whole line and every stat missing).
  const std::string stats = "HP: 85\nAttack: 6\nDefen.: 3\nSp.Atk: 6\nSp.Def: 3\nSpeed: 91\nSize: 1\nWeight: 1";
  const profile::Result one_line =
      profile::check_post(replaced(stats, "HP: 85 Atk: 6 Def: 3 SpA: 6 SpD: 3 Spe: 91\nSize: 1 Weight: 1"));
  REQUIRE(one_line.pokemon.size() == 1);
  CHECK(one_line.pokemon[0].stats[0].value == 85);
  CHECK(one_line.pokemon[0].stats[5].value == 91);
  CHECK(one_line.pokemon[0].stats[7].value == 1);
  CHECK(one_line.diagnostics.count(Severity::error) == original.diagnostics.count(Severity::error));

  // "(locked)" marks the hidden ability locked as striking it through does; "|" separates.
  const std::string ability_line = "Abilities: Insomnia, Super Luck HA: Prankster";
  const profile::Result noted = profile::check_post(replaced(ability_line, "Abilities: Insomnia | Super Luck | HA: Prankster (locked)"));
  CHECK(abilities(noted) == std::vector<std::string>{"Insomnia", "Super Luck", "Prankster (hidden) (locked)"});
  const profile::Result unlocked = profile::check_post(replaced(ability_line, "Abilities: Insomnia, Super Luck HA: Prankster (unlocked)"));
  CHECK(abilities(unlocked) == std::vector<std::string>{"Insomnia", "Super Luck", "Prankster (hidden)"});

  // The movepool written another way, from `marker` on: three Level blocks, the last of two moves,
  // and no error the template's way does not have.
  const std::size_t to = post.find("[/hide]");
  REQUIRE(to != std::string::npos);
  const auto with_movepool = [&](std::string_view marker, const std::string& lines) {
    const profile::Result r = profile::check_post(post.substr(0, post.find(marker)) + lines + post.substr(to));
    REQUIRE(r.pokemon.size() == 1);
    REQUIRE(r.pokemon[0].moves.size() == 3);
    CHECK(r.pokemon[0].moves[1].level == 1);
    CHECK(r.pokemon[0].moves[2].moves.size() == 2);
    CHECK(r.diagnostics.count(Severity::error) == original.diagnostics.count(Severity::error));
    return r;
  };
  // "- Level 0: …" bullets, and "Held item: …" after the moves is the item, not a move (was BBP5016).
  const profile::Result b = with_movepool("[u]Level 0:[/u]", "- Level 0: Aerial Ace, Astonish, Peck\n- Level 1: Haze, Quick Attack\n"
                                                          "\xE2\x80\xA2 Level 2: Foul Play, Roost\nHeld item: Sharp Beak\n");
  REQUIRE(b.pokemon[0].items.size() == 1);
  CHECK(b.pokemon[0].items[0].text == "Sharp Beak");
  // "Moves (Level 0): …", "Moves - Level 1: …": the Moves word before the Level (was: no Moves).
  with_movepool("[b][u]Moves[/u][/b]", "Moves (Level 0): Aerial Ace, Astonish, Peck\nMoves - Level 1: Haze, Quick Attack\n"
                                       "Moves, Lv. 2: Foul Play, Roost\n");
}

TEST_CASE("[12.1] a trainer profile's Pokemon under a 'Team' header, counts written '×2' and notes after an item",
          "[profile]") {
  const std::string post =
      "[u]Team[/u]\n\xE2\x80\xA2 :sv/murkrow: Muginn (Murkrow)\n:sv/beldum: Bastion\n\nTrainer Level: 0\nTC: 0\nRC: 0\nJC: 0\n"
      "[u]Bag[/u]\n\xE2\x80\xA2 Oran Berry \xC3\x97" "2\n3\xC3\x97 Potion\n- Silk Scarf (held by Muginn)\nLeftovers (x2)\nLife Orb (3)\n"
      "Prize Claims\nNone\n";
  const profile::Result r = profile::check_post(post);
  REQUIRE(r.trainer);
  std::vector<std::string> pokemon;
  for (const profile::Text& p : r.trainer->pokemon) pokemon.push_back(p.text);
  CHECK(pokemon == std::vector<std::string>{"Muginn (Murkrow)", "Bastion"});  // was: none (no "Pokemon:" line)
  std::vector<std::string> items;
  for (const profile::ItemLine& it : r.trainer->items) items.push_back(it.name.text + " " + std::to_string(it.count.value_or(-1)));
  // "Life Orb (3)": a number alone in brackets is the count, no note.
  CHECK(items == std::vector<std::string>{"Oran Berry 2", "Potion 3", "Silk Scarf 1", "Leftovers 2", "Life Orb 3"});
  const auto raised = codes(r, r.trainer->diagnostics);
  CHECK(std::count(raised.begin(), raised.end(), "BBP5043") == 0);  // every item is known
  CHECK(raised.empty());
}

TEST_CASE("[5.1] typing and abilities written without their labels ('Dark / Flying', 'Insomnia | Super Luck | HA: "
          "Prankster') are read as those fields",
          "[profile]") {
  const std::string head = ":sv/murkrow:\nMuginn (Murkrow) \xE2\x99\x80\nLevel 2 | EXP 6/10\nHardy Nature\n";
  const std::string tail = "HP: 85\nAttack: 6\nDefense: 3\nSp. Atk: 6\nSp. Def: 3\nSpeed: 91\nSize: 1\nWeight: 1\n"
                           "Moves:\nLevel 0: Peck, Astonish\n";
  for (const std::string& fields : {std::string("Dark / Flying\nInsomnia | Super Luck | HA: Prankster\n"),
                                    std::string("Dark/Flying\nInsomnia, Super Luck, Prankster (HA)\n")}) {
    CAPTURE(fields);
    const profile::Result r = profile::check_post(head + fields + tail);
    REQUIRE(r.pokemon.size() == 1);
    const profile::PokemonProfile& p = r.pokemon[0];
    REQUIRE(p.typing.size() == 2);
    CHECK(p.typing[0].text == "Dark");
    CHECK(p.typing[1].text == "Flying");
    REQUIRE(p.abilities.size() == 3);
    CHECK(p.abilities[0].name.text == "Insomnia");
    CHECK(p.abilities[2].name.text == "Prankster");
    CHECK(p.abilities[2].hidden);
    for (std::size_t i : p.diagnostics) CHECK(r.diagnostics.items()[i].id != DiagId::profile_missing_field);
  }
  // A sentence that names types is no typing: the names must be most of the line.
  const profile::Result prose =
      profile::check_post(head + "Flying high in Dark style, my favourite bird\nDark / Flying\nInsomnia\n" + tail);
  REQUIRE(prose.pokemon.size() == 1);
  REQUIRE(prose.pokemon[0].typing.size() == 2);
  CHECK(prose.pokemon[0].typing[0].text == "Dark");
  CHECK(prose.pokemon[0].typing[0].span.begin > (head + "Flying").size());
}
