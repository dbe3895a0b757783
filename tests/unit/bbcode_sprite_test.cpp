// Sprite and smiley codes (ARCHITECTURE.md "Lex"): `:name:` and `:set/name:` are tokens, glued or
// not; prose colons are never codes. Send-outs and order headers name Pokemon this way, so a
// missed code loses a Pokemon and a false one invents one.
#include "bbcode_test_support.hpp"

using namespace bbp;
using namespace bbp::bbcode;
using namespace bbp::bbcode::test;

namespace {
std::vector<std::pair<std::string, std::string>> sprites(const std::string& src) {
  const Result r = parse(src);
  check_spans(r, src);
  std::vector<std::pair<std::string, std::string>> out;
  for (const Node* n : nodes_of(r, NodeKind::sprite)) out.emplace_back(n->sprite_set, n->sprite_name);
  return out;
}
using Pairs = std::vector<std::pair<std::string, std::string>>;
}  // namespace

TEST_CASE("sprite codes: every shape Smogon posts use", "[bbcode][sprite]") {
  CHECK(sprites(":scyther:") == Pairs{{"", "scyther"}});
  CHECK(sprites(":sv/scyther:") == Pairs{{"sv", "scyther"}});
  CHECK(sprites(":ss/meowth-galar:") == Pairs{{"ss", "meowth-galar"}});
  CHECK(sprites(":pmd/absol:") == Pairs{{"pmd", "absol"}});
  CHECK(sprites(":tapu fini:") == Pairs{{"", "tapu fini"}});
  CHECK(sprites(":sv/tapu fini:") == Pairs{{"sv", "tapu fini"}});
  CHECK(sprites(":oran berry:") == Pairs{{"", "oran berry"}});
  CHECK(sprites(":farfetch'd:") == Pairs{{"", "farfetch'd"}});
  CHECK(sprites(":farfetch\xE2\x80\x99" "d:") == Pairs{{"", "farfetch\xE2\x80\x99" "d"}});
  CHECK(sprites(":mr. mime:") == Pairs{{"", "mr. mime"}});
  CHECK(sprites(":kommo-o:") == Pairs{{"", "kommo-o"}});
  CHECK(sprites(":porygon2:") == Pairs{{"", "porygon2"}});
  CHECK(sprites(":flab\xC3\xA9" "b\xC3\xA9:") == Pairs{{"", "flab\xC3\xA9" "b\xC3\xA9"}});
  CHECK(sprites(":Scyther:") == Pairs{{"", "Scyther"}});  // any case
}

TEST_CASE("sprite codes glued to words and to each other", "[bbcode][sprite]") {
  CHECK(sprites(":calyrex-shadow:The Harvest King") == Pairs{{"", "calyrex-shadow"}});
  CHECK(sprites(":incineroar::kommo-o:") == Pairs{{"", "incineroar"}, {"", "kommo-o"}});
  CHECK(sprites("Lead::sv/scyther:!") == Pairs{{"sv", "scyther"}});
  CHECK(sprites("[b]:sv/heracross:[/b] Swords Dance") == Pairs{{"sv", "heracross"}});
  const std::string src = "I send out :sv/tapu fini::scyther:\n";
  const Result r = parse(src);
  REQUIRE(nodes_of(r, NodeKind::sprite).size() == 2);
  CHECK(text_of(src, nodes_of(r, NodeKind::sprite)[0]->span) == ":sv/tapu fini:");
  CHECK(r.plain.text == src);  // sprite codes stay verbatim in the projection
}

TEST_CASE("sprite codes: prose colons are not codes", "[bbcode][sprite]") {
  for (const char* src : {"Note: use Tackle: then", "12:30:45", "Level 2 EXP: 06 / 10", "Speed: 92 (+)",
                          "Abilities: Insomnia, Super Luck HA: Prankster", "Orders: Tackle", "IF x: y",
                          "Sub 1: Tackle", "HA: Prankster", "::::", ":", "a : b : c", ": tackle:", ":tackle :",
                          ":tapu  fini:", ":123:", ":sv/:", ":/scyther:"}) {
    INFO(src);
    CHECK(sprites(src).empty());
    CHECK(parse(src).plain.text == src);
  }
}

TEST_CASE("sprite file names written as text project as [img] does: 'scyther.gif', a sprites-folder URL",
          "[bbcode][sprite]") {
  // A page copied from the browser shows an image by its file name; the projection makes it the
  // sprite code [img] gives, mapped to the whole word.
  struct Case {
    const char* src;
    const char* code;
  };
  for (const Case c : {Case{"http://play.pokemonshowdown.com/sprites/xyani/aggron.gif", ":aggron:"},
                       Case{"aggron.gif", ":aggron:"}, Case{"Aggron.PNG", ":Aggron:"}}) {
    INFO(c.src);
    const std::string src = std::string(c.src) + " Rocky";
    const auto r = parse(src);
    CHECK(r.plain.text == std::string(c.code) + " Rocky");
    CHECK(r.plain.to_source(Span{0, std::string_view(c.code).size()}) == Span{0, std::string_view(c.src).size()});
  }
  // Any other picture link, a file name inside a word, or a version number stays text.
  for (const char* src : {"https://i.imgur.com/calc.png", "see calc.png.", "v1.2", "file.gifs", "Mr. Mime"}) {
    INFO(src);
    CHECK(parse(src).plain.text == src);
  }
}

TEST_CASE("sprite codes: a name longer than the limit is text", "[bbcode][sprite]") {
  const std::string forty(40, 'a');
  CHECK(sprites(":" + forty + ":").size() == 1);
  CHECK(sprites(":" + forty + "a:").empty());
}
