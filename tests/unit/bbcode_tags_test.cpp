// BBCode tags (pipeline stage 1, ARCHITECTURE.md "Lex"): every XenForo tag Smogon uses, in any
// case, with exact spans, style flags, attributes, and the recovery rules for bad tag structure.
#include "bbcode_test_support.hpp"

#include "grammar/bbcode.hpp"

#include <tao/pegtl/contrib/analyze.hpp>

using namespace bbp;
using namespace bbp::bbcode;
using namespace bbp::bbcode::test;

TEST_CASE("bbcode grammar: pegtl::analyze finds no issues", "[bbcode]") {
  CHECK(tao::pegtl::analyze<bbp::grammar::bbcode::document>() == 0);
}

TEST_CASE("bbcode: each inline style tag sets its flag on the text inside", "[bbcode]") {
  struct Case {
    const char* tag;
    std::uint32_t flag;
  };
  const Case cases[] = {{"b", kBold},   {"i", kItalic}, {"u", kUnderline}, {"s", kStrike}, {"url", kUrl},
                        {"img", kImage}, {"quote", kQuote}, {"hide", kHide}, {"spoiler", kHide}, {"box", kCenter},
                        {"center", kCenter}, {"left", kCenter}, {"right", kCenter}, {"indent", kCenter}};
  for (const Case& c : cases) {
    for (bool upper : {false, true}) {
      std::string tag = c.tag;
      if (upper)
        for (char& ch : tag) ch = static_cast<char>(ch - 'a' + 'A');
      const std::string src = "a [" + tag + "]Tackle[/" + tag + "] z";
      INFO(src);
      const Result r = parse(src);
      REQUIRE(r.ok);
      CHECK(r.diagnostics.items().empty());
      const auto el = elements(r, c.tag);
      REQUIRE(el.size() == 1);
      CHECK(el[0]->closed);
      CHECK(text_of(src, el[0]->span) == "[" + tag + "]Tackle[/" + tag + "]");
      CHECK(text_of(src, el[0]->inner) == "Tackle");
      REQUIRE(el[0]->children.size() == 1);
      const Node& t = r.document.nodes[el[0]->children[0]];
      CHECK(t.kind == NodeKind::text);
      CHECK((t.style & c.flag) == c.flag);
      check_spans(r, src);
    }
  }
}

TEST_CASE("bbcode: attributes — size, color, font, url, quote source, hide titles in both quote styles", "[bbcode]") {
  const std::string src =
      "[size=5]big[/size][color=#b3b300]c[/color][font=Arial]f[/font][url=https://smogon.com/x]u[/url]"
      "[quote=\"Pike Maid, post: 123, member: 456\"]q[/quote][hide=\"Scyther's Orders\"]h[/hide]"
      "[HIDE='Palladium (Aggron \xE2\x98\x85 \xE2\x99\x80)']p[/HIDE][spoiler=\"Sub 1\"]s[/spoiler][list=1][*]one[/list]";
  const Result r = parse(src);
  REQUIRE(r.ok);
  CHECK(r.diagnostics.items().empty());
  check_spans(r, src);
  CHECK(elements(r, "size")[0]->attribute == "5");
  CHECK(elements(r, "color")[0]->attribute == "#b3b300");
  CHECK(elements(r, "font")[0]->attribute == "Arial");
  CHECK(elements(r, "url")[0]->attribute == "https://smogon.com/x");
  CHECK(elements(r, "quote")[0]->attribute == "Pike Maid, post: 123, member: 456");
  const auto hides = elements(r, "hide");
  REQUIRE(hides.size() == 2);
  CHECK(hides[0]->attribute == "Scyther's Orders");
  CHECK(text_of(src, hides[0]->attribute_span) == "Scyther's Orders");
  CHECK(hides[1]->attribute == "Palladium (Aggron \xE2\x98\x85 \xE2\x99\x80)");
  CHECK(elements(r, "spoiler")[0]->attribute == "Sub 1");
  CHECK(elements(r, "list")[0]->attribute == "1");
  // [size=N] gives the text its size; outside it is 0
  const Node& big = r.document.nodes[elements(r, "size")[0]->children[0]];
  CHECK(big.size == 5);
  CHECK((big.style & kSize) != 0);
}

TEST_CASE("bbcode: malformed attributes warn (BBP1008) but keep the element", "[bbcode]") {
  SECTION("unterminated quote") {
    const std::string src = "[hide=\"Title]x[/hide]";
    const Result r = parse(src);
    CHECK(count_diag(r, DiagId::bad_tag_attribute) == 1);
    REQUIRE(elements(r, "hide").size() == 1);
    CHECK(elements(r, "hide")[0]->attribute == "Title");
    check_spans(r, src);
  }
  SECTION("size out of range or not a number") {
    for (const char* src : {"[size=12]x[/size]", "[size=big]x[/size]", "[size=0]x[/size]",
                            "[size=4000000000]x[/size]" /* fuzz finding: overflowed an int */}) {
      const Result r = parse(src);
      INFO(src);
      CHECK(count_diag(r, DiagId::bad_tag_attribute) == 1);
      CHECK(r.document.nodes[elements(r, "size")[0]->children[0]].size == 0);
    }
  }
  SECTION("color needs a value, empty values are flagged") {
    CHECK(count_diag(parse("[color]x[/color]"), DiagId::bad_tag_attribute) == 1);
    CHECK(count_diag(parse("[hide=]x[/hide]"), DiagId::bad_tag_attribute) == 1);
    CHECK(count_diag(parse("[hide]x[/hide]"), DiagId::bad_tag_attribute) == 0);
  }
}

TEST_CASE("bbcode: nested hides and styles combine flags; spans nest exactly", "[bbcode]") {
  const std::string src = "[hide=\"Round 3\"][hide=\"Scyther\"][b][i]Swords Dance[/i][/b][/hide][/hide]";
  const Result r = parse(src);
  REQUIRE(r.diagnostics.items().empty());
  check_spans(r, src);
  const auto hides = elements(r, "hide");
  REQUIRE(hides.size() == 2);
  CHECK(hides[1]->parent == static_cast<std::uint32_t>(hides[0] - r.document.nodes.data()));
  const auto texts = nodes_of(r, NodeKind::text);
  REQUIRE(texts.size() == 1);
  CHECK(texts[0]->style == (kHide | kBold | kItalic));
}

TEST_CASE("bbcode: [code] and [icode] contents are verbatim text with kCode", "[bbcode]") {
  const std::string src = "[code][b]:scyther: [hide]x\n[/CODE] and [icode][i][/icode]";
  const Result r = parse(src);
  REQUIRE(r.diagnostics.items().empty());
  check_spans(r, src);
  CHECK(elements(r, "b").empty());
  CHECK(elements(r, "hide").empty());
  CHECK(nodes_of(r, NodeKind::sprite).empty());
  const Node& code = *elements(r, "code")[0];
  CHECK(text_of(src, code.inner) == "[b]:scyther: [hide]x\n");
  REQUIRE(code.children.size() == 2);  // text, line break
  CHECK(text_of(src, r.document.nodes[code.children[0]].span) == "[b]:scyther: [hide]x");
  CHECK((r.document.nodes[code.children[0]].style & kCode) != 0);
  CHECK(text_of(src, elements(r, "icode")[0]->inner) == "[i]");
  CHECK(r.plain.text.find("[b]:scyther: [hide]x\n") != std::string::npos);
}

TEST_CASE("bbcode: an unclosed [code] is text (BBP1004) and the rest is still parsed", "[bbcode]") {
  const std::string src = "[code]x [b]y[/b]";
  const Result r = parse(src);
  CHECK(count_diag(r, DiagId::unclosed_tag) == 1);
  CHECK(elements(r, "code").empty());
  CHECK(elements(r, "b").size() == 1);
  check_spans(r, src);
}

TEST_CASE("bbcode: unclosed tag stays an element to the end of the post (BBP1004 with a fix-it)", "[bbcode]") {
  const std::string src = "[hide=\"Orders\"]Tackle - Protect";
  const Result r = parse(src);
  REQUIRE(r.ok);
  REQUIRE(count_diag(r, DiagId::unclosed_tag) == 1);
  const Diagnostic& d = r.diagnostics.items()[0];
  CHECK(text_of(src, d.span) == "[hide=\"Orders\"]");
  REQUIRE(d.fixits.size() == 1);
  CHECK(d.fixits[0].replacement == "[/hide]");
  CHECK(d.fixits[0].span == Span{src.size(), src.size()});
  const Node& hide = *elements(r, "hide")[0];
  CHECK(!hide.closed);
  CHECK(hide.span.end == src.size());
  CHECK((r.document.nodes[hide.children[0]].style & kHide) != 0);
  check_spans(r, src);
}

TEST_CASE("bbcode: a closing tag closes intervening open tags implicitly ([b][i]x[/b])", "[bbcode]") {
  const std::string src = "[b][i]x[/b] y [/i]";
  const Result r = parse(src);
  check_spans(r, src);
  const Node& b = *elements(r, "b")[0];
  const Node& i = *elements(r, "i")[0];
  CHECK(b.closed);
  CHECK(text_of(src, b.span) == "[b][i]x[/b]");
  CHECK(!i.closed);
  CHECK(text_of(src, i.span) == "[i]x");
  CHECK(count_diag(r, DiagId::unclosed_tag) == 1);       // [i] never got its own [/i] in time
  CHECK(count_diag(r, DiagId::stray_closing_tag) == 1);  // the later [/i] closes nothing
  const auto texts = nodes_of(r, NodeKind::text);
  CHECK(text_of(src, texts.back()->span) == " y [/i]");
  CHECK(texts.back()->style == 0);
}

TEST_CASE("bbcode: stray closing tag is text with BBP1005", "[bbcode]") {
  const std::string src = "Tackle[/b] - Protect";
  const Result r = parse(src);
  REQUIRE(count_diag(r, DiagId::stray_closing_tag) == 1);
  CHECK(text_of(src, r.diagnostics.items()[0].span) == "[/b]");
  REQUIRE(nodes_of(r, NodeKind::text).size() == 1);  // merged with its neighbours
  CHECK(r.plain.text == src);
}

TEST_CASE("bbcode: unknown tags are text; warned (BBP1006) only when meant as tags", "[bbcode]") {
  SECTION("bracketed prose is silent") {
    for (const char* src : {"Hidden Power [Fairy]", "see [10.6c]", "[Sub 1] Tackle", "[ ] box", "[]"}) {
      const Result r = parse(src);
      INFO(src);
      CHECK(r.diagnostics.items().empty());
      CHECK(r.plain.text == src);
    }
  }
  SECTION("a pair, an attribute, or a lone unknown close warns once") {
    CHECK(count_diag(parse("[bold]Tackle[/bold]"), DiagId::unknown_tag) == 1);
    CHECK(count_diag(parse("[colour=red]Tackle"), DiagId::unknown_tag) == 1);
    CHECK(count_diag(parse("Tackle[/bold]"), DiagId::unknown_tag) == 1);
    const Result r = parse("[bold]Tackle[/bold]");
    CHECK(r.plain.text == "[bold]Tackle[/bold]");
  }
}

TEST_CASE("bbcode: [*] items close at the next [*] and at [/list]; [*] outside a list is text", "[bbcode]") {
  const std::string src = "[list][*]Tackle\n[*][b]Protect[/list]after";
  const Result r = parse(src);
  check_spans(r, src);
  const auto items = elements(r, "*");
  REQUIRE(items.size() == 2);
  CHECK(text_of(src, items[0]->span) == "[*]Tackle\n");
  CHECK(items[0]->closed);
  CHECK(text_of(src, items[1]->span) == "[*][b]Protect");
  CHECK(count_diag(r, DiagId::unclosed_tag) == 1);  // only the [b] left open in the item
  CHECK(elements(r, "list")[0]->closed);
  CHECK(r.plain.text == "Tackle\nProtect\nafter");
  const Result outside = parse("[*]x");
  CHECK(elements(outside, "*").empty());
  CHECK(count_diag(outside, DiagId::unknown_tag) == 1);
}

TEST_CASE("bbcode: tag-like text that is not a tag: long names, newlines inside, [url] in prose", "[bbcode]") {
  for (const char* src : {"[abcdefghijklmnopqrstuvwxyz]", "[hide=\"a\nb\"]", "[b", "[/", "a]b", "[=x]"}) {
    const Result r = parse(src);
    INFO(src);
    CHECK(elements(r, "hide").empty());
    CHECK(elements(r, "b").empty());
    check_spans(r, src);
    check_projection(r, src);
  }
}
