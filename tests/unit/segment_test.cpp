// post::segment: every non-blank line in exactly one block; order sets group header, main orders,
// substitutions and addenda ([9.1] order set, [9.3] addenda, Conventions of Posting).
#include <bbp/dex.hpp>
#include <bbp/orders.hpp>
#include <bbp/substitution.hpp>
#include <bbp/post.hpp>

#include <catch2/catch.hpp>

#include "post/chat_lines.hpp"
#include "post/line_classifier.hpp"
#include "post/separators.hpp"
#include "text/ascii_text.hpp"
#include "test_support.hpp"

#include <string>
#include <vector>

using bbp::DiagnosticList;
using bbp::post::BlockKind;
using bbp::post::identity_projection;
using bbp::post::segment;

namespace {

std::vector<BlockKind> kinds(const bbp::post::Segmented& s) {
  std::vector<BlockKind> out;
  for (const auto& b : s.blocks) out.push_back(b.kind);
  return out;
}

// The invariant of the segmenter: each non-blank line belongs to exactly one block.
void require_every_line_once(const bbp::bbcode::Projection& p, const bbp::post::Segmented& s) {
  std::vector<int> owner(s.lines.size(), 0);
  for (const auto& b : s.blocks)
    for (std::uint32_t i = b.first_line; i < b.first_line + b.line_count; ++i) owner.at(i)++;
  for (std::size_t i = 0; i < s.lines.size(); ++i) {
    const std::string_view t = std::string_view(p.text).substr(s.lines[i].text.begin, s.lines[i].text.size());
    const bool blank = t.find_first_not_of(" \t\r") == std::string_view::npos;
    INFO("line " << i << ": " << t);
    CHECK(owner[i] == (blank ? 0 : 1));
  }
}

/// Segments `post` with a stand-in for the substitution grammar: a line holding "IF " (any case
/// of "if ") is a substitution.
bbp::post::Segmented segment_with_if(const bbp::bbcode::Projection& p, DiagnosticList& d) {
  bbp::post::Options opt;
  opt.is_substitution = [](std::string_view t) {
    return t.find("IF ") != std::string_view::npos || t.find("if ") != std::string_view::npos ||
           t.find("If ") != std::string_view::npos;
  };
  return segment(p, d, opt);
}

/// The step separator a line would be read with ("none" without one).
std::string step_kind(std::string_view t) {
  const auto c = bbp::post::choose_separators(bbp::post::scan_separators(t));
  return c.has_step ? std::string(bbp::post::to_string(c.step)) : std::string("none");
}

}  // namespace

TEST_CASE("segment: handbook order post with sprite header, main orders and subs [9.1][9.2]", "[orders][segment]") {
  const std::string post =
      "\"Alright Triantis, take a little off of the top!\"\n"
      ":sv/scyther:\n"
      "Swords Dance - Dual Wingbeat - Dual Wingbeat\n"
      "At the start of the step, IF Heracross is to use Rock Tomb, and your Speed is higher than Heracross's, THEN use Fly.\n"
      "On your turn, IF Heracross is to use Counter THEN use Air Slash.\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment(p, d);
  CHECK(kinds(s) == std::vector<BlockKind>{BlockKind::flavor, BlockKind::header, BlockKind::main_orders,
                                           BlockKind::substitution, BlockKind::substitution});
  REQUIRE(s.order_sets.size() == 1);
  CHECK(s.order_sets[0].header == 1);
  CHECK(s.order_sets[0].main_orders == 2);
  CHECK(s.order_sets[0].substitutions.size() == 2);
  CHECK(d.items().empty());
  require_every_line_once(p, s);
}

TEST_CASE("segment: numbered subs keep their label out of the content [10]", "[orders][segment]") {
  const std::string post =
      ":sv/scyther: Triantis the Scyther\nSwords Dance - X-Scissor - X-Scissor\n\n"
      "1. At the start of the step, IF Heracross is to use Protect, THEN use Swords Dance and push orders down.\n"
      "Sub 2: IF Heracross is to use a Fire attack, THEN use Detect.\n"
      "S3 - if your HP is below 25%, then use Roost.\n\nDo not activate Technician.\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment(p, d);
  REQUIRE(s.order_sets.size() == 1);
  const auto& os = s.order_sets[0];
  REQUIRE(os.substitutions.size() == 3);
  auto content = [&](int i) {
    const auto& b = s.blocks[static_cast<std::size_t>(i)];
    return p.text.substr(b.content.begin, b.content.size());
  };
  CHECK(content(os.substitutions[0]).starts_with("At the start"));
  CHECK(content(os.substitutions[1]).starts_with("IF Heracross"));
  CHECK(content(os.substitutions[2]).starts_with("if your HP"));
  REQUIRE(os.addenda.size() == 1);
  require_every_line_once(p, s);
}

TEST_CASE("segment: a substitution over two lines is one block [10]", "[orders][segment]") {
  const std::string post = "Tackle - Growl\nIF Weavile is to use Protect,\nTHEN use Swords Dance.\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment(p, d);
  REQUIRE(s.blocks.size() == 2);
  CHECK(s.blocks[1].kind == BlockKind::substitution);
  CHECK(s.blocks[1].line_count == 2);
  require_every_line_once(p, s);
}

TEST_CASE("segment: a timing line joins the IF line below it only while it is a timing alone [10.5]", "[orders][segment]") {
  // The substitution blocks' line counts of "Tackle - Growl", `first`, and an IF line.
  const auto sub_lines = [](const std::string& first) {
    const std::string post = "Tackle - Growl\n" + first + "\nIF Weavile is to use Protect, THEN use Swords Dance.\n";
    const auto p = identity_projection(post);
    DiagnosticList d;
    const auto s = segment(p, d);
    require_every_line_once(p, s);
    std::vector<std::size_t> counts;
    for (std::size_t i = 1; i < s.blocks.size(); ++i) counts.push_back(s.blocks[i].line_count);
    return counts;
  };
  CHECK(sub_lines("At the start of the step,") == std::vector<std::size_t>{2});
  // "use" inside the timing itself is no result.
  CHECK(sub_lines("When you fail to use Protect,") == std::vector<std::size_t>{2});
  // A whole substitution (it ends as a sentence, or gives a result) keeps its own block.
  for (const char* first : {"When Weavile lands a critical hit on you, use Roost.", "When you take damage, use Roost",
                            "At the start of the step, IF possible, use Roost."}) {
    INFO(first);
    CHECK(sub_lines(first) == std::vector<std::size_t>{1, 1});
  }
}

TEST_CASE("segment: doubles post with two order sets (snake posting) [9.1]", "[orders][segment]") {
  const std::string post =
      ":sv/excadrill: Almace the Excadrill\nRock Slide - Earthquake - Protect\nIF Tauros is to use Protect THEN use Swords Dance.\n\n"
      ":sv/hippowdon: Ancille the Hippowdon\nSlack Off ~ Whirlwind ~ Earthquake\nDo not activate Sand Stream\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment(p, d);
  REQUIRE(s.order_sets.size() == 2);
  CHECK(s.order_sets[0].substitutions.size() == 1);
  CHECK(s.order_sets[1].main_orders >= 0);
  CHECK(s.order_sets[1].addenda.size() == 1);
  require_every_line_once(p, s);
}

TEST_CASE("segment: send-out sentence absorbs the sprite line above it [2.5c]", "[orders][segment]") {
  const std::string post = ":sv/ivysaur:\nIt's time for Ambulomeledes the Ivysaur to take the stage!\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment(p, d);
  REQUIRE(s.blocks.size() == 1);
  CHECK(s.blocks[0].kind == BlockKind::sendout);
  CHECK(s.blocks[0].line_count == 2);
  CHECK(s.order_sets.empty());
  require_every_line_once(p, s);
}

TEST_CASE("segment: switches, counter-switch declines and equips [2.5d][2.5e][9.6]", "[orders][segment]") {
  const std::string post =
      ":ss/archeops: -> :ss/malaconda:\n"
      "We've gotta get out of here! Switching out :archeops:Pterapenthes the Archeops for :malaconda:Darlingtonia the Malaconda!\n"
      "No counterswitch.\n"
      "Nidoking @ Life Orb\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment(p, d);
  CHECK(kinds(s) == std::vector<BlockKind>{BlockKind::switch_decl, BlockKind::switch_decl, BlockKind::counter_switch,
                                           BlockKind::equip});
  require_every_line_once(p, s);
}

TEST_CASE("segment: quoted speech without a sprite stays flavor; with one it may dress a switch", "[orders][segment]") {
  const std::string post = "\"We'll switch it up next round, wait and see.\"\n\"Switching to :tyranitar:Tyranitar.\"\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment(p, d);
  REQUIRE(s.blocks.size() == 2);
  CHECK(s.blocks[0].kind == BlockKind::flavor);
  CHECK(s.blocks[1].kind == BlockKind::switch_decl);
  CHECK(s.blocks[1].in_flavor);
}

TEST_CASE("segment: [quote] of the opponent is flavor even when it holds orders", "[orders][segment]") {
  std::string post = "Tackle - Growl - Leer\nThunderbolt - Volt Switch - Protect\n";
  auto p = identity_projection(post);
  // Mark the first line as quoted, as the lexer does inside [quote].
  p.pieces.clear();
  p.pieces.push_back({0, 0, 22, 22, bbp::bbcode::kQuote});
  p.pieces.push_back({22, 22, post.size() - 22, post.size() - 22, 0});
  DiagnosticList d;
  const auto s = segment(p, d);
  CHECK(kinds(s) == std::vector<BlockKind>{BlockKind::flavor, BlockKind::main_orders});
}

TEST_CASE("segment: a line in an order set that reads as nothing is unreadable, with BBP2001 [9.1]", "[orders][segment]") {
  const std::string post = ":sv/scyther:\nSwords Dance - X-Scissor - X-Scissor\nIF Heracross uses Protect THEN Roost\nblah blah\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment(p, d);
  CHECK(s.blocks.back().kind == BlockKind::unreadable);
  REQUIRE(d.items().size() == 1);
  CHECK(d.items()[0].id == bbp::DiagId::unreadable_order_line);
  CHECK(d.items()[0].span.begin == post.find("blah"));
  require_every_line_once(p, s);
}

TEST_CASE("segment: a sign-off after the orders ('Good luck', 'sorry for the late post') is flavor, not BBP2001",
          "[orders][segment]") {
  for (const char* chat : {"Good luck", "gl hf", "sorry for the late post", "thanks for reffing",
                           "lmao this is going to backfire", "Chomp please don't miss", "praying for no crit",
                           "hopefully no flinch"}) {
    INFO(chat);
    const std::string post =
        ":sv/scyther:\nSwords Dance - X-Scissor - X-Scissor\nIF Heracross uses Protect THEN Roost\n" + std::string(chat) + "\n";
    const auto p = identity_projection(post);
    DiagnosticList d;
    const auto s = segment(p, d);
    CHECK(s.blocks.back().kind == BlockKind::flavor);
    CHECK(d.items().empty());
    require_every_line_once(p, s);
  }
}

TEST_CASE("segment: no chat word is a whole word of a move, command or item name [9.1]", "[orders][segment]") {
  // A chat line is flavor only because no order can hold its word: "luck" yes, "lucky" no ("Lucky Punch").
  const bbp::Dex& dex = bbp::dex();
  for (bbp::Kind kind : {bbp::Kind::move, bbp::Kind::item, bbp::Kind::command}) {
    for (std::size_t id = 0; id < dex.size(kind); ++id) {
      const std::string name = bbp::text::to_lower(dex.entry(kind, static_cast<bbp::EntryId>(id)).name);
      for (std::string_view w : bbp::post::chat_words()) {
        INFO(name << " / " << w);
        CHECK(bbp::text::find_word(name, w) == std::string_view::npos);
      }
    }
  }
  CHECK(bbp::text::find_word("lucky punch", "luck") == std::string_view::npos);  // the check can fail
}

TEST_CASE("segment: no clause word ('here', 'are', 'gonna') is a whole word of a species name [9.1]", "[orders][segment]") {
  // A short line with such a word above the orders introduces them; it can name no species.
  const bbp::Dex& dex = bbp::dex();
  for (std::size_t id = 0; id < dex.size(bbp::Kind::species); ++id) {
    const std::string name = bbp::text::to_lower(dex.entry(bbp::Kind::species, static_cast<bbp::EntryId>(id)).name);
    for (std::string_view w : bbp::post::clause_words()) {
      INFO(name << " / " << w);
      CHECK(bbp::text::find_word(name, w) == std::string_view::npos);
    }
  }
  CHECK(bbp::post::speaks_as_clause("Here are my orders:"));
  CHECK_FALSE(bbp::post::speaks_as_clause("Triantis the Scyther"));  // the check can fail both ways
}

TEST_CASE("segment: header with orders on one line [9.1]", "[orders][segment]") {
  const std::string post = ":sv/scyther: Swords Dance - X-Scissor - X-Scissor\nChlamy: Thunderbolt | Thunder | Protect\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment(p, d);
  REQUIRE(s.order_sets.size() == 2);
  CHECK(p.text.substr(s.order_sets[0].inline_header.begin, s.order_sets[0].inline_header.size()) == ":sv/scyther:");
  CHECK(p.text.substr(s.order_sets[1].inline_header.begin, s.order_sets[1].inline_header.size()) == "Chlamy:");
  CHECK(p.text.substr(s.order_sets[1].inline_orders.begin, s.order_sets[1].inline_orders.size()) ==
        "Thunderbolt | Thunder | Protect");
}

TEST_CASE("segment: an overlong line is kept and reported, not read [9.1]", "[orders][segment]") {
  std::string post = ":sv/scyther:\n" + std::string(5000, 'x') + "\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment(p, d);
  REQUIRE(s.blocks.size() == 2);
  CHECK(d.items().at(0).id == bbp::DiagId::orders_line_too_long);
  require_every_line_once(p, s);
}

TEST_CASE("separators: dashes and commas inside names do not separate [9.1]", "[orders][segment]") {
  using bbp::post::SepKind;
  CHECK(step_kind("X-Scissor") == "none");
  CHECK(step_kind("Will-O-Wisp") == "none");
  CHECK(step_kind("10,000,000 Volt Thunderbolt") == "none");
  CHECK(step_kind("U-turn - Double-Edge - Porygon-Z") == "-");
  CHECK(step_kind("Tackle \xE2\x80\x94 Growl") == "-");
  CHECK(step_kind("Tackle, then Growl, then Leer") == "then");
  CHECK(step_kind("Tackle, Growl | Leer, Tackle") == "|");
  CHECK(step_kind("Imprison (Protect, Detect, Roar)") == "none");
  CHECK(step_kind(":sv/kommo-o: Tackle") == "none");
  CHECK(step_kind("Tackle > Growl >> Leer") == ">");
  // "~>" and "~~" are one divider each: the scan once made "~" and ">" two, an empty step between.
  CHECK(step_kind("Tackle ~> Growl ~> Leer") == ">");
  CHECK(bbp::post::scan_separators("Tackle ~> Growl ~> Leer").tokens.size() == 2);
  CHECK(bbp::post::scan_separators("Tackle ~~ Growl ~~ Leer").tokens.size() == 2);
  // "…, and Leer": the list's last "and" belongs to its comma, no word of the last step.
  const auto oxford = bbp::post::scan_separators("Tackle, Growl, and Leer");
  REQUIRE(oxford.tokens.size() == 2);
  CHECK(oxford.tokens[1].kind == SepKind::comma);
  CHECK(oxford.tokens[1].end - oxford.tokens[1].begin == 5);
  CHECK(step_kind("Nasty Plot :: Shadow Ball :: Bitter Malice") == "/");  // an unusual separator, as " // "
  CHECK(step_kind(":sv/kommo-o::sv/scizor: Tackle") == "none");
  const auto scan = bbp::post::scan_separators("Tackle, then Growl");
  REQUIRE(scan.tokens.size() == 1);
  CHECK(scan.tokens[0].kind == SepKind::then);
}

TEST_CASE("line labels: sub labels are recognised, move names are not [10]", "[orders][segment]") {
  using bbp::post::substitution_label_length;
  CHECK(substitution_label_length("1. IF x THEN y") == 3);
  CHECK(substitution_label_length("Sub 1: IF x") == 7);
  CHECK(substitution_label_length("#2 IF x THEN y") == 3);  // one label list for segmenter and parser
  CHECK(substitution_label_length("S1 - IF x") == 5);
  CHECK(substitution_label_length("\xE2\x80\xA2 IF x") == 4);
  CHECK(substitution_label_length("Swords Dance") == 0);
  CHECK(substitution_label_length("Substitute - Protect") == 0);
  CHECK(substitution_label_length("10,000,000 Volt Thunderbolt") == 0);
  // Worded labels (grammar/substitution.hpp `worded_label`: the same forms)
  CHECK(substitution_label_length("First sub: IF x") == 11);
  CHECK(substitution_label_length("2nd Sub - IF x") == 10);
  CHECK(substitution_label_length("KO sub 2: IF x") == 10);
  CHECK(substitution_label_length("Sub B) IF x") == 7);
  CHECK(substitution_label_length("Substitution one: IF x") == 18);
  CHECK(substitution_label_length("Subsequent sub: IF x") == 0);
  CHECK(substitution_label_length("Sub Zero: IF x") == 0);
  CHECK(substitution_label_length("First, IF x") == 0);
}

TEST_CASE("segment: garbage input never throws and keeps every line", "[orders][segment]") {
  std::string junk;
  for (int i = 0; i < 3000; ++i) junk += static_cast<char>("(|-:)\n ,~>aZ+@\"*"[i * 7 % 17]);
  const auto p = identity_projection(junk);
  DiagnosticList d;
  const auto s = segment(p, d);
  require_every_line_once(p, s);
}

TEST_CASE("step labels: 'Step 2:', '2.', '2)', 'Step 2 -' are labels; numbers inside names are not [9.1]", "[orders][segment]") {
  using bbp::post::step_label_length;
  int n = 0;
  CHECK(step_label_length("Step 2: Tackle", n) == 8);
  CHECK(n == 2);
  CHECK(step_label_length("step 3 - Tackle", n) == 9);
  CHECK(n == 3);
  CHECK(step_label_length("Step 1 Tackle", n) == 7);
  CHECK(step_label_length("1. Tackle", n) == 3);
  CHECK(n == 1);
  CHECK(step_label_length("2) Tackle", n) == 3);
  CHECK(step_label_length("10,000,000 Volt Thunderbolt", n) == 0);
  CHECK(step_label_length("2.5 Tackle", n) == 0);
  CHECK(step_label_length("Stepper 2: Tackle", n) == 0);
  CHECK(step_label_length("Tackle", n) == 0);
}

TEST_CASE("segment: main orders one step per line are one block; its content starts after the first label [9.1]",
          "[orders][segment]") {
  using bbp::post::SepKind;
  const std::string post =
      "[b]Triantis[/b]\n"
      "Step 1: Swords Dance\n"
      "Step 2: X-Scissor\n"
      "Step 3: X-Scissor\n"
      "1. IF Heracross is to use Protect, THEN use Swords Dance.\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment_with_if(p, d);
  CHECK(kinds(s) == std::vector<BlockKind>{BlockKind::header, BlockKind::main_orders, BlockKind::substitution});
  REQUIRE(s.order_sets.size() == 1);
  const auto& orders = s.blocks[static_cast<std::size_t>(s.order_sets[0].main_orders)];
  CHECK(orders.line_count == 3);
  CHECK(std::string_view(post).substr(orders.content.begin, orders.content.size()) ==
        "Swords Dance\nStep 2: X-Scissor\nStep 3: X-Scissor");
  const auto scan = bbp::post::scan_separators(std::string_view(post).substr(orders.content.begin, orders.content.size()));
  const auto choice = bbp::post::choose_separators(scan);
  REQUIRE(choice.has_step);
  CHECK(choice.step == SepKind::line);
  require_every_line_once(p, s);
}

TEST_CASE("segment: 'Step 1: Toxic Spikes' under a send-out is the first step, not a header naming the orders [9.1]",
          "[orders][segment]") {
  const std::string post =
      "Lead: :sv/toxapex: Pex the Toxapex\n\n"
      "Step 1: Toxic Spikes\n"
      "Step 2: Recover\n"
      "Step 3: Haze\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment_with_if(p, d);
  REQUIRE(s.order_sets.size() == 1);
  REQUIRE(s.order_sets[0].main_orders >= 0);
  const auto& orders = s.blocks[static_cast<std::size_t>(s.order_sets[0].main_orders)];
  CHECK(orders.line_count == 3);
  CHECK(std::string_view(post).substr(orders.content.begin, orders.content.size()) ==
        "Toxic Spikes\nStep 2: Recover\nStep 3: Haze");
  CHECK(d.items().empty());
  require_every_line_once(p, s);
}

TEST_CASE("separators: the bullet glyphs ∙ ⋅ ● between spaces divide steps, and open a substitution as labels [9.1]",
          "[orders][segment]") {
  CHECK(step_kind("Nasty Plot \xE2\x88\x99 Aura Sphere \xE2\x88\x99 Vacuum Wave") == "\xE2\x80\xA2");
  CHECK(step_kind("Nasty Plot \xE2\x8B\x85 Aura Sphere \xE2\x8B\x85 Vacuum Wave") == "\xE2\x80\xA2");
  CHECK(step_kind("Nasty Plot \xE2\x97\x8F Aura Sphere") == "\xE2\x80\xA2");
  CHECK(step_kind("Nasty Plot\xE2\x88\x99" "Aura Sphere") == "none");  // a glyph inside a word divides nothing
  CHECK(bbp::post::substitution_label_length("\xE2\x97\x8F IF x THEN y") == 4);
  CHECK(bbp::post::substitution_label_length("\xE2\x88\x99 IF x THEN y") == 4);
}

TEST_CASE("classify_line: a title between ornaments ('~ Round 3 ~', '== Orders ==') is a heading, not main orders [9.1]",
          "[orders][segment]") {
  using bbp::post::classify_line;
  using bbp::post::Guess;
  for (const char* title : {"~ Round 3 ~", "== Orders ==", "-- Subs --", "~*~ Substitutions ~*~", "**Orders**"}) {
    INFO(title);
    CHECK(classify_line(title, {}).guess == Guess::heading);
  }
  // Marks at one end only, or words that are no heading, stay what they were.
  CHECK(classify_line("~ Swords Dance ~ X-Scissor ~ X-Scissor", {}).guess == Guess::main_orders);
  CHECK(classify_line("-- Swords Dance --", {}).guess != Guess::heading);
}

TEST_CASE("segment: a numbered line among the substitutions is a substitution, never dropped as flavor [10]",
          "[orders][segment]") {
  const std::string post =
      "Triantis (Scyther)\n"
      "Swords Dance - X-Scissor - X-Scissor\n"
      "1. IF Heracross is to use Protect, THEN use Swords Dance.\n"
      "2. Heracross might protect here so I will set up with a Swords Dance.\n"
      "I think this is the best plan for the round.\n"
      "1. Heracross has been protecting every other round so far.\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment_with_if(p, d);
  // The sentence numbered 2 is judged as substitution 2; the unnumbered one, and one numbered 1
  // that does not continue the list, stay the player's words.
  CHECK(kinds(s) == std::vector<BlockKind>{BlockKind::header, BlockKind::main_orders, BlockKind::substitution,
                                           BlockKind::substitution, BlockKind::flavor, BlockKind::flavor});
  REQUIRE(s.order_sets.size() == 1);
  CHECK(s.order_sets[0].substitutions.size() == 2);
  require_every_line_once(p, s);
}

TEST_CASE("segment: SHOULD opens a substitution line like IF [10.3b]", "[orders][segment]") {
  CHECK(bbp::post::substitution_words("Should Heracross use Protect, use Swords Dance instead."));
  CHECK(bbp::post::substitution_words("Should you be Burned THEN use Facade"));
  CHECK_FALSE(bbp::post::substitution_words("Should be a fun battle"));
  // No punctuation before the result: a second "use" is the result; a question is no substitution.
  CHECK(bbp::post::substitution_words("Should Heracross use Protect and use Swords Dance."));
  CHECK(bbp::post::substitution_words("Should Heracross use Protect use Swords Dance"));
  CHECK_FALSE(bbp::post::substitution_words("Should I use Swords Dance or use Protect?"));
  CHECK_FALSE(bbp::post::substitution_words("Should Heracross use Protect I will be sad."));
  CHECK(bbp::post::substitution_label_length("~ If Heracross is to use Protect, use Detect.") == 2);
  CHECK(bbp::post::substitution_label_length("\xE2\x96\xBA If Heracross is to use Protect, use Detect.") == 4);
}

TEST_CASE("segment: an equip line directly before the orders names their set; 'Sub 4: Once, if …' is a substitution",
          "[orders][segment]") {
  const std::string post =
      ":sv/scyther: [b]Triantis[/b] @ Life Orb\n"
      "Swords Dance / X-Scissor / X-Scissor\n"
      "Sub 1: If Heracross is KO'd, use Swords Dance and push orders down.\n"
      "Sub 2: Once, if Heracross is Asleep, use Swords Dance\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment_with_if(p, d);
  CHECK(kinds(s) == std::vector<BlockKind>{BlockKind::equip, BlockKind::main_orders, BlockKind::substitution,
                                           BlockKind::substitution});
  REQUIRE(s.order_sets.size() == 1);
  CHECK(s.order_sets[0].substitutions.size() == 2);
  const auto holder = s.order_sets[0].holder_name;
  CHECK(std::string_view(post).substr(holder.begin, holder.size()) == ":sv/scyther: [b]Triantis[/b]");
  require_every_line_once(p, s);
}

TEST_CASE("[9.6] a sprite line above the equip line does not hide the holder: the orders below are still its set",
          "[orders][segment]") {
  // The sprite and the equip line are one block; the holder is named on the line with the '@'.
  for (const std::string sprite : {":sv/scyther:", ":sv/scyther: :sv/heracross:"}) {
    const std::string post = sprite + "\n[b]Triantis[/b] (Scyther) @ Life Orb\n\nSwords Dance - X-Scissor - X-Scissor\n";
    const auto p = identity_projection(post);
    DiagnosticList d;
    const auto s = segment_with_if(p, d);
    REQUIRE(s.order_sets.size() == 1);
    const auto holder = s.order_sets[0].holder_name;
    CHECK(std::string_view(post).substr(holder.begin, holder.size()) == "[b]Triantis[/b] (Scyther)");
    require_every_line_once(p, s);
  }
  // A line of words above the equip line is no sprite: its block does not name the orders' holder.
  const std::string post = "Sending out\n[b]Triantis[/b] @ Life Orb\nSwords Dance - X-Scissor - X-Scissor\n";
  const auto p = identity_projection(post);
  DiagnosticList d;
  const auto s = segment_with_if(p, d);
  for (const auto& set : s.order_sets)
    if (!set.holder_name.empty())
      CHECK(std::string_view(post).substr(set.holder_name.begin, set.holder_name.size()).find("Sending") == std::string_view::npos);
}

// The classifier lower-cases a line once and skips phrases by a filter of its byte pairs
// (line_classifier.cpp): a phrase in any case, anywhere in the line, must still be found.
TEST_CASE("classify_line finds its phrases in any case and position", "[segment]") {
  using bbp::post::classify_line;
  using bbp::post::Guess;
  CHECK(classify_line("SENDING OUT :sv/scyther:", {}).guess == Guess::sendout);
  CHECK(classify_line("And now, I Choose :sv/lucario:!", {}).guess == Guess::sendout);
  CHECK(classify_line(":sv/scyther: -> :sv/lucario:", {}).guess == Guess::switch_decl);
  CHECK(classify_line("Nidoking @ Life Orb", {}).guess == Guess::equip);
  CHECK(classify_line(":sv/scyther: TERASTALLIZE into Bug", {}).guess == Guess::terastal);
  CHECK(classify_line("No Counterswitch", {}).guess == Guess::counter_switch);
  CHECK(classify_line("  SUBS:  ", {}).guess == Guess::heading);
  CHECK(classify_line("DON'T activate Focus Sash", {}).guess == Guess::addendum);
  CHECK(classify_line("Speed Boost: No", {}).guess == Guess::addendum);
  CHECK(classify_line("Sturdy: don't activate", {}).guess == Guess::addendum);
  CHECK(classify_line("Counter-switch: no", {}).guess == Guess::counter_switch);
  // [2.5d] the switch question answered with a bare no declares no switch (was BBP2007 / BBP2001).
  for (const char* no : {"Switching: no", "Switch: none", "Switches: off", "Switching out: no"}) {
    INFO(no);
    CHECK(classify_line(no, {}).guess == Guess::counter_switch);
  }
  CHECK(classify_line("Switch: Triantis -> Lucario", {}).guess == Guess::switch_decl);
  CHECK(classify_line("Switching to Lucario if Heracross is faster: no", {}).guess != Guess::counter_switch);
  CHECK(classify_line("At The Start Of The Step, IF Heracross uses Protect, THEN use Detect", {}).guess ==
        Guess::substitution);
  CHECK(classify_line("1. Should Heracross use Protect, use Detect", {}).guess == Guess::substitution);
  CHECK(classify_line("Swords Dance - X-Scissor - X-Scissor", {}).guess == Guess::main_orders);
  CHECK(bbp::post::substitution_label_length("Sub 2: IF") == 7);
  CHECK(bbp::post::substitution_label_length("\xE2\x80\xA2 IF") == 4);
  CHECK(bbp::post::substitution_label_length("Swords Dance") == 0);
  CHECK(bbp::post::substitution_label_length(":sv/scyther: Tackle") == 0);
}

TEST_CASE("[10.1] a lettered list of substitutions is read as substitutions", "[segment]") {
  DiagnosticList diags;
  const auto plain = identity_projection(
      "Dragonite: Dragon Dance > Extreme Speed > Outrage\n"
      "A) If Weavile uses Ice Shard, use Extreme Speed\n"
      "b. IF Weavile is faster than Dragonite, THEN use Roost\n"
      "(c) In the event Weavile targets Dragonite with Ice Beam, use Protect\n");
  const auto seg = segment(plain, diags);
  REQUIRE(seg.order_sets.size() == 1);
  CHECK(seg.order_sets[0].substitutions.size() == 3);
  CHECK(bbp::post::substitution_label_length("A) If") == 3);
  CHECK(bbp::post::substitution_label_length("(c) If") == 4);
  CHECK(bbp::post::substitution_label_length("X-Scissor - Tackle") == 0);
  CHECK(bbp::post::substitution_label_length("U-turn") == 0);
}

TEST_CASE("[10.1] substitutions numbered in Roman numerals ('i)', 'ii)', '(iii)', 'iv.')", "[segment]") {
  const auto r = bbp::orders::extract(
      "Glimmora @ Focus Sash\nStealth Rock ~ Mortal Spin ~ Power Gem\n"
      "i) If Gholdengo uses Make It Rain, use Earth Power.\n"
      "ii) If Gholdengo uses Recover, use Toxic.\n"
      "(iii) If Gholdengo uses Nasty Plot, use Mortal Spin.\n"
      "iv. If you are at 1 HP, use Explosion.\n");
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 4);
  for (const auto& s : r.order_sets[0].substitutions) CHECK(s->trigger.size() == 1);
  CHECK(bbp::post::substitution_label_length("ii) If") == 4);
  CHECK(bbp::post::substitution_label_length("(iii) If") == 6);
  CHECK(bbp::post::substitution_label_length("If Gholdengo") == 0);
  CHECK(bbp::post::substitution_label_length("Ivy Cudgel - Protect") == 0);
}

TEST_CASE("a substitution label with a note in brackets ('Sub 1 (KO sub): if …') is no Pokemon's header", "[post][segment]") {
  const auto r = bbp::orders::extract("Kommo-o: Clangorous Soul, Clanging Scales, Drain Punch.\n"
                                      "  Sub 1 (KO sub): if Iron Valiant is KOed, use Protect\n"
                                      "  Sub 2 (my favourite one): if Iron Valiant is to use Moonblast, use Iron Defense\n");
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].substitutions.size() == 2);
}

TEST_CASE("a note on a Pokemon that gets no orders ('Garchomp (bench)') is flavor, not an unreadable line", "[post][segment]") {
  const auto r = bbp::orders::extract("Lucario: Close Combat, Extreme Speed, Meteor Mash\nGarchomp (bench)\n"
                                      "If Annihilape uses Rage Fist, use Extreme Speed.");
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].substitutions.size() == 1);
  for (const auto& d : r.diagnostics.items()) CHECK(d.id != bbp::DiagId::unreadable_order_line);
}

TEST_CASE("'No subs', 'Subs: none', 'N/A' under the subs heading say there are none: flavor, not unreadable", "[post][segment]") {
  for (const char* none : {"Subs: none", "No subs this round.", "Substitutions: N/A", "Subs:\nN/A", "Subs:\nNone."}) {
    INFO(none);
    const auto r = bbp::orders::extract(std::string("Scyther\nSwords Dance - X-Scissor - X-Scissor\n") + none + "\n");
    REQUIRE(r.order_sets.size() == 1);
    CHECK(r.order_sets[0].substitutions.empty());
    CHECK_FALSE(r.diagnostics.has_errors());
  }
  // A substitution that starts with "No" is still one.
  const auto sub = bbp::orders::extract("Scyther\nSwords Dance - X-Scissor - X-Scissor\n"
                                        "Subs: IF Heracross is to use Protect, THEN use Swords Dance.\n");
  REQUIRE(sub.order_sets.size() == 1);
  CHECK(sub.order_sets[0].substitutions.size() == 1);
}
