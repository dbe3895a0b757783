// Bad and unusual input for the BBCode layer: rejection (invalid UTF-8, too large), warnings
// (empty, control characters), tolerated forms (BOM, CRLF, lone CR), nesting limits, and linear
// behaviour on pathological input, checked by output size rather than by timing.
#include "bbcode_test_support.hpp"

#include "bbcode/token.hpp"

using namespace bbp;
using namespace bbp::bbcode;
using namespace bbp::bbcode::test;

TEST_CASE("input: invalid UTF-8 → BBP1001 at the first bad byte, ok=false, nothing parsed", "[bbcode][input]") {
  struct Case {
    std::string bytes;
    std::size_t bad;
  };
  const Case cases[] = {
      {"Tackle \xFF", 7},                    // never valid
      {"ab\xC3", 2},                         // truncated 2-byte
      {"\xC0\xAF", 0},                       // overlong '/'
      {"x\xE0\x80\xAF", 1},                  // overlong 3-byte
      {"x\xED\xA0\x80", 1},                  // surrogate
      {"xy\xF4\x90\x80\x80", 2},             // above U+10FFFF
      {"Scyther \x80 Tackle", 8},            // lone continuation
      {"\xE2\x98\x85 ok \xE2\x98", 7},       // valid star, then truncated
  };
  for (const Case& c : cases) {
    INFO(c.bytes);
    CHECK(find_invalid_utf8(c.bytes) == c.bad);
    const Result r = parse(c.bytes);
    CHECK(!r.ok);
    REQUIRE(r.diagnostics.items().size() == 1);
    CHECK(r.diagnostics.items()[0].id == DiagId::invalid_utf8);
    CHECK(r.diagnostics.items()[0].span.begin == c.bad);
    CHECK(r.document.nodes.size() == 1);
    CHECK(r.plain.text.empty());
  }
  CHECK(find_invalid_utf8("plain \xE2\x98\x85 \xF0\x9F\x98\x80 \xC3\xA9") == std::string_view::npos);
}

TEST_CASE("input: larger than Limits::post_bytes → BBP1002, ok=false", "[bbcode][input]") {
  Options o;
  o.limits.post_bytes = 10;
  const Result r = parse("01234567890", o);
  CHECK(!r.ok);
  REQUIRE(r.diagnostics.items().size() == 1);
  CHECK(r.diagnostics.items()[0].id == DiagId::input_too_large);
  CHECK(parse("0123456789", o).ok);
}

TEST_CASE("input: empty and whitespace-only → BBP1007 warning", "[bbcode][input]") {
  for (const char* src : {"", "   \n\t\r\n", "\xC2\xA0\xE2\x80\x8B", "[b][/b]", "\xEF\xBB\xBF"}) {
    INFO(src);
    const Result r = parse(src);
    CHECK(r.ok);
    CHECK(count_diag(r, DiagId::empty_input) == 1);
    CHECK(!r.diagnostics.has_errors());
  }
  CHECK(count_diag(parse(" x "), DiagId::empty_input) == 0);
}

TEST_CASE("input: C0 control characters → BBP1009 at the position; TAB/LF/CR are fine", "[bbcode][input]") {
  const std::string src = std::string("Tack\0le\x01\x02 x\tY\r\nZ", 16);
  const Result r = parse(src);
  REQUIRE(r.ok);
  REQUIRE(count_diag(r, DiagId::control_character) == 2);  // one per run
  CHECK(r.diagnostics.items()[0].span == Span{4, 5});
  CHECK(r.diagnostics.items()[1].span == Span{7, 9});
  CHECK(r.plain.text == "Tack le   x\tY\nZ");
  check_projection(r, src);
}

TEST_CASE("input: BOM skipped, CRLF and lone CR are line breaks", "[bbcode][input]") {
  const std::string src = "\xEF\xBB\xBF[b]Tackle[/b]\r\nProtect\rEnd\n";
  const Result r = parse(src);
  REQUIRE(r.ok);
  CHECK(r.diagnostics.items().empty());
  check_spans(r, src);
  check_projection(r, src);
  CHECK(r.plain.text == "Tackle\nProtect\nEnd\n");
  const auto breaks = nodes_of(r, NodeKind::line_break);
  REQUIRE(breaks.size() == 3);
  CHECK(breaks[0]->span.size() == 2);
  CHECK(breaks[1]->span.size() == 1);
  CHECK(elements(r, "b")[0]->span.begin == 3);
}

TEST_CASE("input: nesting deeper than Limits::nesting_depth → one BBP1003 at the offending tag, deeper tags are text",
          "[bbcode][input]") {
  Options o;
  o.limits.nesting_depth = 3;
  const std::string src = "[b][i][u][s]x[/s][/u][/i][/b]";
  const Result r = parse(src, o);
  REQUIRE(count_diag(r, DiagId::nesting_too_deep) == 1);
  CHECK(r.diagnostics.items()[0].span == Span{9, 12});  // the [s]
  CHECK(r.diagnostics.has_errors());
  CHECK(elements(r, "s").empty());
  CHECK(count_diag(r, DiagId::stray_closing_tag) == 0);  // [/s] pairs with the text [s]
  CHECK(elements(r, "b")[0]->closed);
  check_spans(r, src);
}

TEST_CASE("input: a nesting depth above the ceiling is clamped", "[bbcode][input]") {
  Options o;
  o.limits.nesting_depth = 1u << 30;
  std::string src;
  for (int k = 0; k < 5000; ++k) src += "[b]";
  const Result r = parse(src, o);
  CHECK(count_diag(r, DiagId::nesting_too_deep) == 1);
  CHECK(elements(r, "b").size() == kMaxDepthCeiling);
}

// ---- linear behaviour: output sizes grow with the input, never with its square ----------------

TEST_CASE("scaling: 100k [b] opening tags", "[bbcode][input][scaling]") {
  std::string src;
  for (int k = 0; k < 100000; ++k) src += "[b]";
  src += "x";
  const Result r = parse(src);
  REQUIRE(r.ok);
  CHECK(elements(r, "b").size() == 64);
  CHECK(count_diag(r, DiagId::nesting_too_deep) == 1);
  CHECK(count_diag(r, DiagId::unclosed_tag) == 64);
  CHECK(r.document.nodes.size() == 1 + 64 + 1);  // root, 64 elements, one merged text node
  CHECK(r.plain.text.size() == src.size() - 64 * 3);
  check_spans(r, src);
}

TEST_CASE("scaling: 1 MB of ':' and 1 MB without a newline", "[bbcode][input][scaling]") {
  const std::string colons((1u << 20) - 16, ':');
  const Result a = parse(colons);
  REQUIRE(a.ok);
  CHECK(a.document.nodes.size() == 2);
  CHECK(a.plain.text == colons);
  CHECK(tokenize(colons).size() == 1);

  std::string line;
  std::size_t reps = 0;
  for (; line.size() < (1u << 20) - 64; ++reps) line += "Tackle: X-Scissor :sv/scyther: [b]x[/b] ";
  const Result b = parse(line);
  REQUIRE(b.ok);
  check_spans(b, line);
  CHECK(nodes_of(b, NodeKind::sprite).size() == reps);
  CHECK(elements(b, "b").size() == reps);
}

TEST_CASE("scaling: 50k unclosed [code], 50k stray closing tags; diagnostics are capped per rule", "[bbcode][input][scaling]") {
  std::string src;
  for (int k = 0; k < 50000; ++k) src += "[code][hide]x[/i]";
  const Result r = parse(src);
  REQUIRE(r.ok);
  // Each rule lists at most 100 diagnostics and the last one counts the rest.
  CHECK(count_diag(r, DiagId::stray_closing_tag) == 100);
  CHECK(count_diag(r, DiagId::unclosed_tag) == 100);
  bool counted = false;
  for (const Diagnostic& d : r.diagnostics.items())
    if (d.id == DiagId::stray_closing_tag && d.message.find("more like this") != std::string::npos) counted = true;
  CHECK(counted);
  CHECK(elements(r, "hide").size() == 64);
}

TEST_CASE("scaling: long attribute-like and sprite-like prefixes do not rescan", "[bbcode][input][scaling]") {
  // Each candidate looks ahead a bounded distance (kMaxAttribute / kMaxSpriteName) at most.
  std::string src;
  while (src.size() < 500000) src += "[hide=\"" + std::string(600, 'a') + ":" + std::string(45, 'b');
  const Result r = parse(src);
  REQUIRE(r.ok);
  CHECK(elements(r, "hide").empty());
  CHECK(nodes_of(r, NodeKind::text).size() == 1);
}
