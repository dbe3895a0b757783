// orders::extract end to end (lex → segment → parse) and `bbpref extract`: source spans survive
// BBCode, every line is accounted for, substitutions go to the substitution grammar.
#include <bbp/orders.hpp>
#include <bbp/substitution.hpp>

#include <catch2/catch.hpp>

#include "post/line_classifier.hpp"
#include "post/separators.hpp"
#include "test_support.hpp"

#include <cstdio>
#include <filesystem>
#include <string>

using namespace bbp;

namespace {

std::string at(std::string_view s, Span sp) { return std::string(s.substr(sp.begin, sp.size())); }

}  // namespace

TEST_CASE("extract: BBCode order post keeps source spans through the tags [9.1]", "[orders][extract]") {
  const std::string post =
      "[i]\"Stay sharp, Triantis.\"[/i]\n\n"
      "[b]:sv/scyther: Triantis the Scyther[/b]\n"
      "[b]Swords Dance - X-Scissor - X-Scissor[/b]\n\n"
      "1. At the start of the step, IF Heracross is to use Protect, THEN use Swords Dance and push orders down.\n"
      "2. IF Heracross is to use a Fire attack, THEN use Detect.\n\n"
      "Do not activate Technician.\n";
  const auto r = orders::extract(post);
  REQUIRE(r.ok);
  REQUIRE(r.order_sets.size() == 1);
  const auto& os = r.order_sets[0];
  REQUIRE(os.pokemon);
  CHECK(at(post, os.pokemon->nickname.span) == "Triantis");
  CHECK(at(post, os.pokemon->species.span) == "Scyther");
  REQUIRE(os.main_orders);
  REQUIRE(os.main_orders->steps.size() == 3);
  CHECK(at(post, os.main_orders->steps[1].actions.at(0).components.at(0).action.span) == "X-Scissor");
  CHECK(os.substitutions.size() == 2);
  REQUIRE(os.addenda.size() == 1);
  CHECK(os.addenda[0].kind == "order-otherwise");
  CHECK(os.addenda[0].object.text == "Technician");
  CHECK(r.flavor.size() == 1);
  CHECK_FALSE(r.diagnostics.has_errors());
}

TEST_CASE("extract: 'Orders:' before the main orders is a heading word, not the Pokemon's name [9.1]", "[orders][extract]") {
  // Under a header: the orders join its set; alone: a set without a named Pokemon.
  const std::string under = "[b]:sv/scyther: Triantis[/b]\n[b]Orders:[/b] Swords Dance - X-Scissor - X-Scissor\n";
  const auto r = orders::extract(under);
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].pokemon);
  CHECK(at(under, r.order_sets[0].pokemon->name.span) == "Triantis");
  REQUIRE(r.order_sets[0].main_orders);
  REQUIRE(r.order_sets[0].main_orders->steps.size() == 3);
  CHECK(at(under, r.order_sets[0].main_orders->steps[0].actions.at(0).components.at(0).action.span) == "Swords Dance");

  const std::string alone = "Main orders: Swords Dance - X-Scissor - X-Scissor\n";
  const auto a = orders::extract(alone);
  REQUIRE(a.order_sets.size() == 1);
  CHECK_FALSE(a.order_sets[0].pokemon);
  REQUIRE(a.order_sets[0].main_orders);
  CHECK(a.order_sets[0].main_orders->steps.size() == 3);
  // "Main:" is the same heading.
  const std::string main = "Triantis the Scyther\n[b]Main:[/b] Swords Dance - X-Scissor - X-Scissor\n";
  const auto m = orders::extract(main);
  REQUIRE(m.order_sets.size() == 1);
  REQUIRE(m.order_sets[0].pokemon);
  CHECK(at(main, m.order_sets[0].pokemon->species.span) == "Scyther");
  REQUIRE(m.order_sets[0].main_orders);
  // A short name before the colon is still the Pokemon's.
  const std::string named = "Chlamy: Tackle - Growl\n";
  const auto n = orders::extract(named);
  REQUIRE(n.order_sets.size() == 1);
  CHECK(n.order_sets[0].pokemon);
  // A name no Pokemon reader reads ends before the ':' too (it was "On KO:").
  const std::string unread = "On KO: Close Combat\n";
  const auto u = orders::extract(unread);
  REQUIRE(u.order_sets.size() == 1);
  REQUIRE(u.order_sets[0].pokemon);
  CHECK(u.order_sets[0].pokemon->name.text == "On KO");
}

TEST_CASE("extract: main orders one step a line as a '- ' / '• ' list: the bullets are labels, not dashes [9.1] [2.7b]",
          "[orders][extract]") {
  for (const char* bullet : {"- ", "\xE2\x80\xA2 ", "* ", "\xE2\x80\x93 "}) {
    INFO(bullet);
    const std::string b = bullet;
    const std::string post = ":sv/meowscarada: Meow\n" + b + "Flower Trick\n" + b + "U-turn\n" + b + "Knock Off\n";
    const auto r = orders::extract(post);
    CHECK(r.ok);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].main_orders);
    const auto& steps = r.order_sets[0].main_orders->steps;
    REQUIRE(steps.size() == 3);
    const char* want[] = {"Flower Trick", "U-turn", "Knock Off"};
    for (std::size_t k = 0; k < 3; ++k) {
      REQUIRE(steps[k].actions.size() == 1);
      CHECK(at(post, steps[k].actions[0].components.at(0).action.span) == want[k]);
    }
    // The same bullet before orders on one line.
    const std::string one = ":sv/scyther: Triantis\n" + b + "Swords Dance | X-Scissor | X-Scissor\n";
    const auto o = orders::extract(one);
    REQUIRE(o.order_sets.size() == 1);
    REQUIRE(o.order_sets[0].main_orders);
    REQUIRE(o.order_sets[0].main_orders->steps.size() == 3);
    CHECK(at(one, o.order_sets[0].main_orders->steps[0].actions.at(0).components.at(0).action.span) == "Swords Dance");
  }
}

TEST_CASE("extract: 'Left - :sv/pelipper: Pelly' and 'Shroom (Amoonguss) - Left' are headers with a field position, not two steps [9.1]",
          "[orders][extract]") {
  const std::string post =
      "[b]Left - :sv/pelipper: Pelly[/b]\nHurricane - Protect - Hurricane\n\n"
      "[b]Right \xE2\x80\x94 :sv/barraskewda: Cuda[/b]\nLiquidation - Close Combat - Liquidation\n";
  const auto r = orders::extract(post);
  CHECK(r.ok);
  REQUIRE(r.order_sets.size() == 2);
  REQUIRE(r.order_sets[0].pokemon);
  CHECK(at(post, r.order_sets[0].pokemon->name.span) == "Pelly");
  REQUIRE(r.order_sets[0].main_orders);
  CHECK(at(post, r.order_sets[0].main_orders->steps.at(0).actions.at(0).components.at(0).action.span) == "Hurricane");
  REQUIRE(r.order_sets[1].pokemon);
  CHECK(at(post, r.order_sets[1].pokemon->name.span) == "Cuda");
  // A known action after the position stays orders.
  const std::string orders_line = "[b]Gina[/b]\nLeft - Protect\n";
  const auto o = orders::extract(orders_line);
  REQUIRE(o.order_sets.size() == 1);
  REQUIRE(o.order_sets[0].main_orders);
  // The position after the name: ":sv/amoonguss: Shroom (Amoonguss) - Left".
  const std::string after =
      "[b]:sv/amoonguss: Shroom (Amoonguss) - Left[/b]\nSpore ~ Rage Powder ~ Protect\n\n"
      "[b]Cuda \xE2\x80\x94 Right slot[/b]\nLiquidation - Close Combat - Liquidation\n";
  const auto a = orders::extract(after);
  CHECK(a.ok);
  REQUIRE(a.order_sets.size() == 2);
  REQUIRE(a.order_sets[0].pokemon);
  CHECK(at(after, a.order_sets[0].pokemon->nickname.span) == "Shroom");
  REQUIRE(a.order_sets[0].main_orders);
  CHECK(a.order_sets[0].main_orders->steps.size() == 3);
  REQUIRE(a.order_sets[1].pokemon);
  CHECK(at(after, a.order_sets[1].pokemon->name.span) == "Cuda");
  // A known action before it stays orders.
  const auto tailwind = orders::extract("[b]Tallow[/b]\nTailwind - Right\n");
  REQUIRE(tailwind.order_sets.size() == 1);
  REQUIRE(tailwind.order_sets[0].main_orders);
  CHECK(tailwind.order_sets[0].main_orders->steps.size() == 2);
}

TEST_CASE("extract: speech before the header's sprite names no Pokemon ('Nice try! :sv/heracross: Beetle') [9.1]",
          "[orders][extract]") {
  for (const std::string& lead : {std::string("Nice try! "), std::string("Ready? "), std::string("Good game so far. ")}) {
    const std::string post = lead + ":sv/heracross: Beetle\nSwords Dance - Close Combat - Megahorn\n";
    INFO(post);
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(at(post, r.order_sets[0].pokemon->name.span) == "Beetle");
  }
}

TEST_CASE("extract: 'Gina (Garchomp) @ Life Orb: Swords Dance - …' is a header with its item, then the orders [9.1] [9.6]",
          "[orders][extract]") {
  for (const std::string& post : {std::string("Gina (Garchomp) @ Life Orb: Swords Dance - Earthquake - Earthquake\n"),
                                 std::string(":sv/garchomp: Gina @ Life Orb: Swords Dance - Earthquake - Earthquake\n"),
                                 std::string("Gina @ Life Orb: Swords Dance, Earthquake, Earthquake\n"),
                                 std::string(":sv/garchomp: Gina @ Life Orb | Swords Dance | Earthquake | Earthquake\n"),
                                 std::string("Gina @ Life Orb - Swords Dance - Earthquake - Earthquake\n")}) {
    INFO(post);
    const auto r = orders::extract(post);
    CHECK(r.ok);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(r.order_sets[0].pokemon->items.size() == 1);
    REQUIRE(r.order_sets[0].main_orders);
    REQUIRE(r.order_sets[0].main_orders->steps.size() == 3);
    CHECK(at(post, r.order_sets[0].main_orders->steps[0].actions.at(0).components.at(0).action.span) == "Swords Dance");
  }
  // A known action before the '@' is a target ("Hydro Pump @ Scizor"), and an item line alone stays an equip.
  CHECK(orders::extract("Gina @ Life Orb\n").equips.size() == 1);
  const auto target = orders::extract("[b]Gina[/b]\nEarthquake @ Scizor: Protect - Earthquake\n");
  REQUIRE(target.order_sets.size() == 1);
  CHECK(target.equips.empty());
}

TEST_CASE("extract: a send-out and the orders after it on one line are the send-out and the orders for the "
          "Pokemon it sends [2.5c] [9.1]",
          "[orders][extract]") {
  for (const std::string& post :
       {std::string("Sending out :sv/lucario: Aurum @ Focus Sash: Swords Dance - Close Combat - Extreme Speed\n"),
        std::string("Sending out :sv/lucario: Aurum @ Focus Sash | Swords Dance | Close Combat | Extreme Speed\n"),
        std::string("Sending out :sv/lucario: Aurum: Swords Dance - Close Combat - Extreme Speed\n"),
        std::string("Sending out :sv/lucario: Aurum - Swords Dance - Close Combat - Extreme Speed\n"),
        std::string("Go, Aurum: Swords Dance - Close Combat - Extreme Speed\n"),
        std::string("Sending out Aurum - Swords Dance - Close Combat - Extreme Speed\n"),
        std::string("Lead: Aurum - Swords Dance - Close Combat - Extreme Speed\n"),
        std::string("Lead - Aurum - Swords Dance - Close Combat - Extreme Speed\n"),
        std::string("Lead: :sv/lucario: Aurum | Swords Dance | Close Combat | Extreme Speed\n")}) {
    INFO(post);
    const auto r = orders::extract(post);
    REQUIRE(r.sendouts.size() == 1);
    REQUIRE(r.sendouts[0].pokemon.size() == 1);
    CHECK(at(post, r.sendouts[0].pokemon[0].name.span) == "Aurum");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(at(post, r.order_sets[0].pokemon->name.span) == "Aurum");
    REQUIRE(r.order_sets[0].main_orders);
    REQUIRE(r.order_sets[0].main_orders->steps.size() == 3);
    CHECK(at(post, r.order_sets[0].main_orders->steps[0].actions.at(0).components.at(0).action.span) == "Swords Dance");
  }
  // Words after the send-out that open with no action are no orders; a label before an action names nobody.
  const auto cheer = orders::extract(":sv/lucario: Go, Aurum - you can do it\n");
  CHECK(cheer.order_sets.empty());
  CHECK(cheer.sendouts.size() == 1);
  for (const std::string& post : {std::string("Lead: Swords Dance - Close Combat - Extreme Speed\n"),
                                 std::string("Lead - Swords Dance - Close Combat - Extreme Speed\n"),
                                 std::string("Go! Swords Dance - Close Combat - Extreme Speed\n")}) {
    INFO(post);
    const auto unnamed = orders::extract(post);
    CHECK(unnamed.sendouts.empty());
    REQUIRE(unnamed.order_sets.size() == 1);
    CHECK_FALSE(unnamed.order_sets[0].pokemon);  // no Pokemon named "Lead"
    REQUIRE(unnamed.order_sets[0].main_orders);
    CHECK(unnamed.order_sets[0].main_orders->steps.size() == 3);
  }
  // A short name before the steps is still the Pokemon's.
  const auto named = orders::extract("Gina - Swords Dance - Close Combat - Extreme Speed\n");
  REQUIRE(named.order_sets.size() == 1);
  REQUIRE(named.order_sets[0].pokemon);
  CHECK(named.order_sets[0].pokemon->name.text == "Gina");
  // A dash in a cheer after a send-out divides no steps; a misspelt action after it still does.
  const auto dash = orders::extract("Go, Aurum, you can do it - I believe in you\n");
  CHECK(dash.order_sets.empty());
  REQUIRE(dash.sendouts.size() == 1);
  REQUIRE(dash.sendouts[0].pokemon.size() == 1);
  CHECK(dash.sendouts[0].pokemon[0].name.text == "Aurum");
  const auto typo = orders::extract("Sending out Aurum - Swrods Dance - Close Combat - Extreme Speed\n");
  REQUIRE(typo.order_sets.size() == 1);
  REQUIRE(typo.order_sets[0].main_orders);
  CHECK(typo.order_sets[0].main_orders->steps.size() == 3);
}

TEST_CASE("extract: the corpus example post reads without errors", "[orders][extract]") {
  const std::string post = test::read_file(test::source_dir() / "corpus/examples/order-post.txt");
  const auto r = orders::extract(post);
  REQUIRE(r.order_sets.size() == 1);
  // The example numbers its substitutions "1." "2." …: one substitution per numbered line.
  std::size_t numbered = 0;
  for (std::size_t i = 0; i < post.size(); ++i)
    if ((i == 0 || post[i - 1] == '\n') && post[i] >= '1' && post[i] <= '9' && i + 1 < post.size() && post[i + 1] == '.')
      ++numbered;
  CHECK(numbered >= 3);
  CHECK(r.order_sets[0].substitutions.size() == numbered);
  CHECK_FALSE(r.diagnostics.has_errors());
}

TEST_CASE("extract: every non-blank line is in exactly one block (a send-out and its orders on one line: two, "
          "side by side), on every corpus case",
          "[orders][extract]") {
  namespace fs = std::filesystem;
  std::size_t cases = 0;
  for (const auto& e : fs::directory_iterator(test::source_dir() / "corpus/orders")) {
    if (e.path().extension() != ".txt") continue;
    ++cases;
    const std::string post = test::read_file(e.path());
    const auto r = orders::extract(post);
    INFO(e.path().filename().string());
    const auto& seg = r.segmented;
    std::vector<int> owner(seg.lines.size(), 0);
    for (std::size_t k = 0; k < seg.blocks.size(); ++k) {
      const auto& b = seg.blocks[k];
      // "Sending out … @ Focus Sash: Swords Dance - …": the orders block shares the send-out's line
      // and starts after it.
      const bool beside_sendout = k > 0 && seg.blocks[k - 1].kind == post::BlockKind::sendout &&
                                  b.kind == post::BlockKind::main_orders && b.first_line == seg.blocks[k - 1].first_line;
      if (beside_sendout) {
        CHECK(b.text.begin >= seg.blocks[k - 1].text.end);
        continue;
      }
      for (std::uint32_t i = b.first_line; i < b.first_line + b.line_count; ++i) owner.at(i)++;
    }
    for (std::size_t i = 0; i < seg.lines.size(); ++i) {
      const std::string_view t = std::string_view(r.plain.text).substr(seg.lines[i].text.begin, seg.lines[i].text.size());
      const bool blank = t.find_first_not_of(" \t\r") == std::string_view::npos;
      INFO("line " << i << ": " << t);
      CHECK(owner[i] == (blank ? 0 : 1));
    }
  }
  CHECK(cases >= 40);
}

TEST_CASE("extract: invalid UTF-8 is rejected with the lexer's diagnostic, not parsed", "[orders][extract]") {
  const auto r = orders::extract(std::string_view("Tackle - \xff\xfe Growl"));
  CHECK_FALSE(r.ok);
  CHECK(r.diagnostics.has_errors());
}

TEST_CASE("bbpref extract: JSON to stdout, exit code 1 on an unreadable action [9.1a]", "[orders][extract][cli]") {
  const auto dir = std::filesystem::temp_directory_path() / "bbp_extract_test";
  std::filesystem::create_directories(dir);
  const auto in = dir / "post.txt";
  const auto out = dir / "out.json";
  {
    std::FILE* f = std::fopen(in.string().c_str(), "wb");
    REQUIRE(f != nullptr);
    std::fputs(":sv/scyther:\nSwords Dance - Disable (Earthquake - X-Scissor\n", f);
    std::fclose(f);
  }
  const std::string cmd = std::string(BBP_CLI_PATH) + " extract " + in.string() + " > " + out.string();
  const int status = std::system(cmd.c_str());
  CHECK(WEXITSTATUS(status) == 1);
  const auto j = nlohmann::json::parse(test::read_file(out));
  CHECK(j["order_sets"].size() == 1);
  CHECK(j["diagnostics"].size() >= 1);
}

TEST_CASE("[10.1] a result written before its trigger is still a substitution inside an order set", "[orders][segment]") {
  const std::string set = "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n";
  const auto plain = bbp::orders::extract(set + "Use Detect if Heracross is to use Protect.\n");
  REQUIRE(plain.order_sets.size() == 1);
  CHECK(plain.order_sets[0].substitutions.size() == 1);
  CHECK(plain.flavor.empty());
  // The same words in italics are speech or narration, and outside an order set they are prose.
  const auto italic = bbp::orders::extract(set + "[i]Use Detect if Heracross is to use Protect.[/i]\n");
  REQUIRE(italic.order_sets.size() == 1);
  CHECK(italic.order_sets[0].substitutions.empty());
  CHECK(italic.flavor.size() == 1);
  const auto prose = bbp::orders::extract("I think I will use Detect if Heracross is to use Protect.\n");
  CHECK(prose.order_sets.empty());
  CHECK(prose.flavor.size() == 1);
}

TEST_CASE("extract: main orders one step per line, labelled 'Step N:' or 'N.', with actions within a step [9.1][2.7b]",
          "[orders][extract]") {
  const std::string post = "Scyther\nStep 1: Swords Dance\nStep 2: X-Scissor\nStep 3: X-Scissor\n";
  const auto r = orders::extract(post);
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].pokemon);
  REQUIRE(r.order_sets[0].main_orders);
  const auto& mo = *r.order_sets[0].main_orders;
  CHECK(mo.step_separator == "line");
  REQUIRE(mo.steps.size() == 3);
  CHECK(at(post, mo.steps[2].actions.at(0).components.at(0).action.span) == "X-Scissor");

  const std::string doubles = "1. Fake Out, Protect\n2. Tackle, Growl\n3. Tackle, Growl\n";
  const auto d = orders::extract(doubles);
  REQUIRE(d.order_sets.size() == 1);
  REQUIRE(d.order_sets[0].main_orders);
  REQUIRE(d.order_sets[0].main_orders->steps.size() == 3);
  CHECK(d.order_sets[0].main_orders->steps[0].actions.size() == 2);

  // Ordinal labels: "1st:", "2nd -", "3rd step:", "First:", "Second step -", "Step one:".
  for (const std::string labelled :
       {"Scyther\n1st: Swords Dance\n2nd: X-Scissor\n3rd: X-Scissor\n",
        "Scyther\n1st step - Swords Dance\n2nd step - X-Scissor\n3rd step - X-Scissor\n",
        "Scyther\nFirst: Swords Dance\nSecond: X-Scissor\nThird: X-Scissor\n",
        "Scyther\nFirst step: Swords Dance\nSecond step: X-Scissor\nThird step: X-Scissor\n",
        "Scyther\nStep one: Swords Dance\nStep two: X-Scissor\nStep three: X-Scissor\n"}) {
    CAPTURE(labelled);
    const auto o = orders::extract(labelled);
    REQUIRE(o.order_sets.size() == 1);
    REQUIRE(o.order_sets[0].main_orders);
    REQUIRE(o.order_sets[0].main_orders->steps.size() == 3);
    CHECK(at(labelled, o.order_sets[0].main_orders->steps[0].actions.at(0).components.at(0).action.span) == "Swords Dance");
    CHECK(at(labelled, o.order_sets[0].main_orders->steps[2].actions.at(0).components.at(0).action.span) == "X-Scissor");
    CHECK_FALSE(o.diagnostics.has_errors());
  }
  // A move whose name opens with an ordinal word is no label: "First Impression".
  const auto fi = orders::extract("Lokix\nFirst Impression - Sucker Punch - Sucker Punch\n");
  REQUIRE(fi.order_sets.size() == 1);
  REQUIRE(fi.order_sets[0].main_orders);
  REQUIRE(fi.order_sets[0].main_orders->steps.size() == 3);
  CHECK(fi.order_sets[0].main_orders->steps[0].actions.at(0).components.at(0).action.text == "First Impression");

  // Numbered substitutions after ordinary main orders stay substitutions.
  const std::string subs = "Scyther\nSwords Dance - X-Scissor - X-Scissor\n1. IF Heracross is to use Protect, THEN use "
                           "Swords Dance.\n2. IF Heracross is to use Detect, THEN use Swords Dance.\n";
  const auto s = orders::extract(subs);
  REQUIRE(s.order_sets.size() == 1);
  CHECK(s.order_sets[0].substitutions.size() == 2);
}

TEST_CASE("extract: ':sv/scyther: Triantis @ Life Orb' directly before the orders is both the equip and their header",
          "[orders][extract]") {
  const std::string post = ":sv/scyther: [b]Triantis[/b] @ Life Orb\nSwords Dance / X-Scissor / X-Scissor\n"
                           "Sub 1: If Heracross is to use Protect, Swords Dance.\n";
  const auto r = orders::extract(post);
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].pokemon);
  CHECK(at(post, r.order_sets[0].pokemon->name.span) == "Triantis");
  CHECK(r.equips.size() == 1);
  CHECK(r.order_sets[0].substitutions.size() == 1);

  // The species in parentheses before the "@" belongs to the holder: no "no Pokemon" warning.
  const std::string parens = "Triantis (Scyther) @ Life Orb\nSwords Dance - X-Scissor - X-Scissor\n";
  const auto q = orders::extract(parens);
  REQUIRE(q.equips.size() == 1);
  REQUIRE(q.equips[0].pokemon.size() == 1);
  CHECK(at(parens, q.equips[0].pokemon[0].nickname.span) == "Triantis");
  CHECK(at(parens, q.equips[0].pokemon[0].species.span) == "Scyther");
  // Either order: the species is the name the Dex knows as one.
  const auto swapped = orders::extract("Scyther (Triantis) @ Life Orb\nSwords Dance - X-Scissor - X-Scissor\n");
  REQUIRE(swapped.equips.size() == 1);
  CHECK(swapped.equips[0].pokemon[0].nickname.text == "Triantis");
  CHECK(swapped.equips[0].pokemon[0].species.text == "Scyther");
  // Neither a species: the first name alone, as without the brackets.
  const auto gender = orders::extract("Triantis (F) @ Life Orb\nSwords Dance - X-Scissor - X-Scissor\n");
  REQUIRE(gender.equips.size() == 1);
  CHECK(gender.equips[0].pokemon[0].name.text == "Triantis");
  CHECK_FALSE(gender.equips[0].pokemon[0].species.present());
  CHECK(q.diagnostics.items().empty());
}

TEST_CASE("extract: main orders as a BBCode list under the header, one step per [*] item [9.1]", "[orders][extract]") {
  const std::string post = "[b]Triantis the Scyther[/b]\n[list]\n[*]Swords Dance\n[*]X-Scissor\n[*]X-Scissor\n[/list]\n"
                           "[list=1][*]If Heracross is to use Protect, use Swords Dance.[/list]\n";
  const auto r = orders::extract(post);
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].main_orders);
  const auto& mo = *r.order_sets[0].main_orders;
  CHECK(mo.step_separator == "line");
  REQUIRE(mo.steps.size() == 3);
  CHECK(mo.steps[1].actions.at(0).components.at(0).action.text == "X-Scissor");
  CHECK(r.order_sets[0].substitutions.size() == 1);
  CHECK_FALSE(r.diagnostics.has_errors());

  // A plain (not bold) name line is the header when the list follows it.
  const std::string plain = "Triantis the Scyther\n[list]\n[*]Swords Dance\n[*]X-Scissor\n[*]X-Scissor\n[/list]\n";
  const auto pl = orders::extract(plain);
  REQUIRE(pl.order_sets.size() == 1);
  REQUIRE(pl.order_sets[0].pokemon);
  REQUIRE(pl.order_sets[0].main_orders);
  CHECK(pl.order_sets[0].main_orders->steps.size() == 3);

  // Without a header the list is not taken for orders: it may be anything.
  const auto bare = orders::extract("[list]\n[*]Swords Dance\n[*]X-Scissor\n[/list]\n");
  for (const auto& os : bare.order_sets)
    if (os.main_orders) CHECK(os.main_orders->step_separator != "line");
}

TEST_CASE("[9.1] one known action a line before any order set, then the substitutions: the main orders of a post with "
          "no header",
          "[orders][extract]") {
  const std::string subs = "IF Heracross is to use Protect, THEN use Swords Dance and push orders down.\n";
  for (const std::string orders :
       {std::string("Swords Dance\nX-Scissor\nX-Scissor\n"), std::string("Swords Dance\nX-Scissor\nX-Scissor\n\nSubs:\n"),
        std::string("[list][*]Swords Dance\n[*]X-Scissor\n[*]X-Scissor[/list]\n"),
        // a table of a row of step labels over a row of actions: each cell is a line
        std::string("[table][tr][td]Step 1[/td][td]Step 2[/td][td]Step 3[/td][/tr]\n"
                    "[tr][td]Swords Dance[/td][td]X-Scissor[/td][td]X-Scissor[/td][/tr][/table]\n")}) {
    CAPTURE(orders);
    const auto r = orders::extract(orders + subs);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].main_orders);
    REQUIRE(r.order_sets[0].main_orders->steps.size() == 3);
    CHECK(r.order_sets[0].main_orders->steps[2].actions.at(0).components.at(0).action.text == "X-Scissor");
    CHECK(r.order_sets[0].substitutions.size() == 1);
  }
  // More lines than the largest Step Count ([1.3]: 3) list moves, not orders; so do lines with no
  // substitution after them.
  for (const std::string post : {"Swords Dance\nX-Scissor\nProtect\nRoost\n" + subs, std::string("Swords Dance\nX-Scissor\n")}) {
    CAPTURE(post);
    for (const auto& os : orders::extract(post).order_sets)
      if (os.main_orders) CHECK(os.main_orders->step_separator != "line");
  }
}

TEST_CASE("extract: main orders one known action per line, unlabelled, under a header or an equip [9.1]",
          "[orders][extract]") {
  for (const std::string header : {"[b]Cinderace[/b] (Libero)", "Cinderace", "Cinderace @ Life Orb"}) {
    CAPTURE(header);
    const std::string post =
        header + "\nPyro Ball\nSucker Punch\nHigh Jump Kick\n\nIf Amoonguss uses Spore, use Protect.\n";
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 1);  // "Sucker Punch" is no second Pokemon above "High Jump Kick"
    REQUIRE(r.order_sets[0].pokemon);
    CHECK(at(post, r.order_sets[0].pokemon->name.span) == "Cinderace");
    REQUIRE(r.order_sets[0].main_orders);
    const auto& mo = *r.order_sets[0].main_orders;
    REQUIRE(mo.steps.size() == 3);
    CHECK(mo.steps[1].actions.at(0).components.at(0).action.text == "Sucker Punch");
    CHECK(r.order_sets[0].substitutions.size() == 1);
  }
  // One action under the name stays the one-step orders it was ("Garchomp" / "Earthquake").
  const auto one = orders::extract("Garchomp\nEarthquake\n");
  REQUIRE(one.order_sets.size() == 1);
  REQUIRE(one.order_sets[0].main_orders);
  CHECK(one.order_sets[0].main_orders->steps.size() == 1);
}

TEST_CASE("[9.1] bare step numbers before known actions, one a line under the header ('1 Rapid Spin')", "[orders][extract]") {
  const auto r = orders::extract("[b]Great Tusk[/b]\n1 Rapid Spin\n2 Headlong Rush\n3 Close Combat\n");
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].main_orders);
  const auto& steps = r.order_sets[0].main_orders->steps;
  REQUIRE(steps.size() == 3);
  CHECK(steps[0].actions[0].components[0].action.text == "Rapid Spin");
  CHECK(steps[2].actions[0].components[0].action.text == "Close Combat");
  // Numbers that do not count the steps, or words that are no action, are no step labels.
  for (const char* other : {"[b]Great Tusk[/b]\n1 Rapid Spin\n3 Headlong Rush\n", "[b]Great Tusk[/b]\n1 thing\n2 things\n"}) {
    INFO(other);
    const auto o = orders::extract(other);
    CHECK((o.order_sets.empty() || !o.order_sets[0].main_orders || o.order_sets[0].main_orders->steps.size() != 2));
  }
}

TEST_CASE("[9.1] slashes without spaces divide steps when every part is a known action", "[orders][extract]") {
  for (const std::string post : {"Corviknight: U-turn/Roost/Brave Bird\n", "Corviknight\nU-turn/Roost/Brave Bird\n",
                                 ":sv/corviknight: U-turn/Roost/Brave Bird\n"}) {
    CAPTURE(post);
    const auto r = orders::extract(post);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].main_orders);
    const auto& mo = *r.order_sets[0].main_orders;
    CHECK(mo.step_separator == "/");
    REQUIRE(mo.steps.size() == 3);
    CHECK(mo.steps[2].actions.at(0).components.at(0).action.text == "Brave Bird");
  }
  // A name with a slash stays a name; one part no action keeps the line as it was.
  const auto name = orders::extract("Rotom-W/Wash\nThunderbolt - Hydro Pump - Protect\n");
  REQUIRE(name.order_sets.size() == 1);
  REQUIRE(name.order_sets[0].main_orders);
  CHECK(name.order_sets[0].main_orders->steps.size() == 3);
  CHECK(orders::extract("N/A\n").order_sets.empty());
}

TEST_CASE("[9.1] dashes without spaces divide steps where the Dex reads every part as an action", "[orders][extract]") {
  for (const std::string post : {"Triantis: SD-XS-XS\n", "[b]Triantis[/b]\nSwords Dance-X-Scissor-X-Scissor\n",
                                 "Triantis - SD-XS-XS\n", ":sv/scyther: Triantis: Swords Dance-X-Scissor-X-Scissor\n"}) {
    CAPTURE(post);
    const auto r = orders::extract(post + "\nIF Heracross uses Protect, THEN use Swords Dance.\n");
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].pokemon);
    const auto& who = *r.order_sets[0].pokemon;
    CHECK((who.name.text == "Triantis" || who.nickname.text == "Triantis"));
    REQUIRE(r.order_sets[0].main_orders);
    const auto& steps = r.order_sets[0].main_orders->steps;
    REQUIRE(steps.size() == 3);
    const std::string& second = steps[1].actions.at(0).components.at(0).action.text;
    CHECK((second == "XS" || second == "X-Scissor"));
  }
  // The dashes inside names are no dividers: the fewest parts the Dex knows, none for one action.
  const auto wisp = orders::extract("[b]Gina[/b]\nWill-O-Wisp-Protect-Will-O-Wisp\n\nIF Heracross uses Protect, THEN use Protect.\n");
  REQUIRE(wisp.order_sets.size() == 1);
  REQUIRE(wisp.order_sets[0].main_orders);
  REQUIRE(wisp.order_sets[0].main_orders->steps.size() == 3);
  CHECK(wisp.order_sets[0].main_orders->steps[2].actions.at(0).components.at(0).action.text == "Will-O-Wisp");
  const auto one = post::tight_dash_cuts("Will-O-Wisp", &orders::looks_like_single_action);
  CHECK(one.empty());
  CHECK(post::tight_dash_cuts("U-turn-U-turn", &orders::looks_like_single_action) == std::vector<std::size_t>{6});
  // A part no action keeps the line as it was: a name, or words.
  CHECK(post::tight_dash_cuts("Swords Dance-Foo-X-Scissor", &orders::looks_like_single_action).empty());
  CHECK(post::tight_dash_cuts("Lucario-Mega", &orders::looks_like_single_action).empty());
  const auto words = orders::extract("Triantis: Foo-Bar\n\nIF Heracross uses Protect, THEN use Swords Dance.\n");
  REQUIRE(words.order_sets.size() == 1);
  CHECK(!words.order_sets[0].main_orders);
}

TEST_CASE("[11.6c] a Max Move written by its own name is that move; 'Max' before a move is the prefix", "[orders][extract]") {
  const std::string post = "Charizard\nDynamax Max Flare - Max Flamethrower - Max Guard\n";
  const auto r = orders::extract(post);
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].main_orders);
  const auto& steps = r.order_sets[0].main_orders->steps;
  REQUIRE(steps.size() == 3);
  const auto& flare = steps[0].actions.at(0).components.at(0);
  CHECK(flare.action.text == "Max Flare");  // not "Max" + "Flare" (read as Glare)
  CHECK_FALSE(flare.max);
  const auto& flamethrower = steps[1].actions.at(0).components.at(0);
  CHECK(flamethrower.action.text == "Flamethrower");
  CHECK(flamethrower.max);
  CHECK(steps[2].actions.at(0).components.at(0).action.text == "Max Guard");
}
