// The plain-text projection later stages parse: tags removed, sprite codes verbatim, line breaks
// '\n', special spaces normalised, block tags separating lines, and an exact map back to the
// source so every later diagnostic points at what the player wrote.
#include "bbcode_test_support.hpp"

using namespace bbp;
using namespace bbp::bbcode;
using namespace bbp::bbcode::test;

TEST_CASE("projection: tags removed, sprites verbatim, styles kept per byte", "[bbcode][projection]") {
  const std::string src = "[b]:sv/scyther:[/b] Swords Dance - [i]X-Scissor[/i]";
  const Result r = parse(src);
  CHECK(r.plain.text == ":sv/scyther: Swords Dance - X-Scissor");
  check_projection(r, src);
  CHECK(r.plain.style_at(0) == kBold);
  CHECK(r.plain.style_at(13) == 0);
  const std::size_t x = r.plain.text.find("X-Scissor");
  CHECK(r.plain.style_at(x) == kItalic);
  CHECK(r.plain.to_source(x) == src.find("X-Scissor"));
  CHECK(r.plain.to_source(Span{x, x + 9}) == Span{src.find("X-Scissor"), src.find("X-Scissor") + 9});
}

TEST_CASE("projection: NBSP, U+202F, U+2007 become spaces; a multi-byte space maps to its whole source",
          "[bbcode][projection]") {
  const std::string src = "Swords\xC2\xA0" "Dance\xE2\x80\xAF-\xE2\x80\x87X";
  const Result r = parse(src);
  CHECK(r.plain.text == "Swords Dance - X");
  check_projection(r, src);
  CHECK(r.plain.to_source(Span{6, 7}) == Span{6, 8});
  CHECK(r.plain.to_source(Span{0, 12}) == Span{0, 13});
}

TEST_CASE("projection: zero-width characters become a space between words, vanish next to spaces",
          "[bbcode][projection]") {
  CHECK(parse("Scyther\xE2\x80\x8BTackle").plain.text == "Scyther Tackle");
  CHECK(parse("Scyther \xE2\x80\x8BTackle").plain.text == "Scyther Tackle");
  CHECK(parse("Scyther\xE2\x81\xA0\n").plain.text == "Scyther\n");
  CHECK(parse("a\xE2\x80\x8C" "b").plain.text == "a b");
  CHECK(parse("a\xEF\xBB\xBF" "b").plain.text == "a b");  // U+FEFF not at the start
  const std::string src = "x \xE2\x80\x8B\xE2\x80\x8By\xE2\x80\x8Bz";
  const Result r = parse(src);
  CHECK(r.plain.text == "x y z");
  check_projection(r, src);
}

TEST_CASE("projection: block tags separate lines so hides never glue", "[bbcode][projection]") {
  CHECK(parse("[hide=\"A\"]x[/hide][hide=\"B\"]y[/hide]").plain.text == "x\ny");
  CHECK(parse("Orders:[quote]Tackle[/quote]then").plain.text == "Orders:\nTackle\nthen");
  CHECK(parse("[center]a[/center]\nb").plain.text == "a\nb");  // no doubled line break
  CHECK(parse("[b]a[/b][i]b[/i]").plain.text == "ab");         // inline tags do not separate
  const std::string src = "[hide=\"A\"]x[/hide][spoiler]y[/spoiler]";
  const Result r = parse(src);
  check_projection(r, src);
  // the synthetic line break stands for the tag: it maps to the '[' of [/hide]
  CHECK(r.plain.to_source(1) == src.find("[/hide]"));
}

TEST_CASE("projection: copied page text without tags goes through the same path", "[bbcode][projection]") {
  const std::string src = ":sv/scyther: Scyther\r\nSwords Dance - X-Scissor - X-Scissor\r\n"
                          "At the start of the step, IF Heracross is to use Protect, THEN use Swords Dance.";
  const Result r = parse(src);
  CHECK(r.diagnostics.items().empty());
  check_spans(r, src);
  check_projection(r, src);
  CHECK(nodes_of(r, NodeKind::sprite).size() == 1);
  CHECK(r.plain.text.find("Scyther\nSwords Dance") != std::string::npos);
}

TEST_CASE("projection: to_source of the end and of spans ending at normalised characters", "[bbcode][projection]") {
  const std::string src = "[b]ab[/b]\r\n";
  const Result r = parse(src);
  CHECK(r.plain.text == "ab\n");
  CHECK(r.plain.to_source(r.plain.text.size()) == src.size());
  CHECK(r.plain.to_source(Span{0, 3}) == Span{3, src.size()});
  CHECK(r.plain.to_source(Span{1, 1}) == Span{4, 4});
}

TEST_CASE("projection: a [spoiler]/[hide] title on its own line only when project_titles asks, styled 'title'",
          "[bbcode][projection]") {
  const std::string src = "Intro[spoiler=\"Garchomp\"]Earthquake - Dragon Claw[/spoiler]";
  CHECK(parse(src).plain.text == "Intro\nEarthquake - Dragon Claw");  // off by default (profiles)
  Options o;
  o.project_titles = true;
  const Result r = parse(src, o);
  CHECK(r.plain.text == "Intro\nGarchomp\nEarthquake - Dragon Claw");
  check_projection(r, src);
  const std::size_t t = r.plain.text.find("Garchomp");
  CHECK(r.plain.to_source(Span{t, t + 8}) == Span{src.find("Garchomp"), src.find("Garchomp") + 8});
  CHECK((r.plain.style_at(t) & kTitle) != 0);
  CHECK((r.plain.style_at(t) & kHide) != 0);
  CHECK((r.plain.style_at(r.plain.text.find("Earthquake")) & kTitle) == 0);
  // No title, no line; an inline [ispoiler] is no block and keeps its title to itself.
  CHECK(parse("[spoiler]Earthquake[/spoiler]", o).plain.text == "Earthquake");
  CHECK(parse("a [ispoiler=x]b[/ispoiler]", o).plain.text == "a b");
}
