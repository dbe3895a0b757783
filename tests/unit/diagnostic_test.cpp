// The diagnostics core: the table, code-point columns, and the three renderers.
#include <bbp/diagnostic.hpp>
#include <bbp/diagnostic_json.hpp>

#include <catch2/catch.hpp>

#include <set>

using namespace bbp;

TEST_CASE("diagnostics table: ids are BBP + 4 digits, names unique, severities set", "[diag]") {
  std::set<std::string_view> names, codes;
  for (const DiagInfo& d : all_diagnostics()) {
    CHECK(d.code.size() == 7);
    CHECK(d.code.substr(0, 3) == "BBP");
    CHECK(names.insert(d.name).second);
    CHECK(codes.insert(d.code).second);
    CHECK(!d.message.empty());
    CHECK(&info(d.id) == &d);
    // the area digit matches the documented grouping
    const char area = d.code[3];
    CHECK(area >= '1');
    CHECK(area <= '7');
  }
  REQUIRE(find_diagnostic("BBP1004") == &info(DiagId::unclosed_tag));
  REQUIRE(find_diagnostic("1004") == &info(DiagId::unclosed_tag));
  REQUIRE(find_diagnostic("unclosed-tag") == &info(DiagId::unclosed_tag));
  REQUIRE(find_diagnostic("bbp1004") == &info(DiagId::unclosed_tag));
  REQUIRE(find_diagnostic("no-such-rule") == nullptr);
}

TEST_CASE("source locations count code points, not bytes", "[diag]") {
  SourceFile src("p.txt", "Flab\xC3\xA9" "b\xC3\xA9 uses Tackle\r\nNidoran\xE2\x99\x80 x\rlast");
  // 'uses' starts after "Flabébé " = 8 code points, 10 bytes
  CHECK(src.locate(10).line == 1);
  CHECK(src.locate(10).column == 9);
  const std::size_t x = std::string_view(src.text()).find(" x") + 1;
  CHECK(src.locate(x).line == 2);
  CHECK(src.locate(x).column == 10);  // "Nidoran♀ " is 9 code points
  const std::size_t last = std::string_view(src.text()).find("last");
  CHECK(src.locate(last).line == 3);  // lone CR ends a line
  CHECK(src.locate(last).column == 1);
  CHECK(src.line_text(x) == "Nidoran\xE2\x99\x80 x");
}

TEST_CASE("source locations: out of order and mid-line repeats give the same columns as a fresh count", "[diag]") {
  std::string text = "intro\n";
  for (int k = 0; k < 200; ++k) text += "\xE2\x99\x80 [b] ";
  text += "\nend";
  SourceFile reused("p.txt", text);
  const std::size_t offsets[] = {900, 10, 11, 9, 500, 500, 12 + 7, text.size() - 1, 7, 1000};
  for (std::size_t o : offsets) {
    INFO(o);
    SourceFile fresh("p.txt", text);
    const LineCol a = reused.locate(o), b = fresh.locate(o);
    CHECK(a.line == b.line);
    CHECK(a.column == b.column);
  }
}

TEST_CASE("text renderer: a long line is shown as a window around the span, cut with an ellipsis", "[diag]") {
  // One 200 KB line with a diagnostic deep inside: the snippet shows a bounded window, and the
  // caret stands under the span within it.
  std::string text(100000, 'a');
  text += "\xE2\x99\x80[b]Tackle";
  text += std::string(100000, 'z');
  SourceFile src("post.txt", text);
  const std::size_t tag = 100000 + 3;
  Diagnostic d = make_diagnostic(DiagId::unclosed_tag, Span{tag, tag + 3});
  const std::string out = render_text(src, std::span(&d, 1));
  CHECK(out.find("post.txt:1:100002:") != std::string::npos);  // the header's column stays exact
  std::size_t longest = 0;
  for (std::size_t b = 0, e = 0; b < out.size(); b = e + 1) {
    e = out.find('\n', b);
    if (e == std::string::npos) e = out.size();
    longest = std::max(longest, e - b);
  }
  CHECK(longest < 400);
  const std::size_t shown = out.find("1 | \xE2\x80\xA6");
  REQUIRE(shown != std::string::npos);
  const std::size_t shown_end = out.find('\n', shown);
  CHECK(out.substr(shown_end - 3, 3) == "\xE2\x80\xA6");  // cut at both ends
  // The caret line: "  | " then spaces up to the '[' of "[b]" in the window.
  const std::string window_line = out.substr(shown + 4, shown_end - shown - 4);
  const std::size_t caret_line = shown_end + 1;
  const std::size_t caret = out.find('^', caret_line);
  REQUIRE(caret != std::string::npos);
  const std::size_t caret_column = caret - (caret_line + 4);  // code points before the caret
  // Count the code points before "[b]" in the shown line.
  const std::string before = window_line.substr(0, window_line.find("[b]"));
  std::size_t code_points = 0;
  for (char c : before) code_points += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
  CHECK(caret_column == code_points);
}

TEST_CASE("text renderer: header, source line, caret under the exact span, note and help", "[diag]") {
  SourceFile src("post.txt", "intro\n\xE2\x99\x80 [b]Tackle\n");
  Diagnostic d = make_diagnostic(DiagId::unclosed_tag, Span{10, 13});
  d.help = "add [/b]";
  d.fixits.push_back(FixIt{Span{19, 19}, "[/b]"});
  const std::string out = render_text(src, std::span(&d, 1));
  CHECK(out.find("post.txt:2:3: warning[BBP1004]: BBCode tag is never closed") != std::string::npos);
  CHECK(out.find("2 | \xE2\x99\x80 [b]Tackle\n") != std::string::npos);
  CHECK(out.find("  |   ^~~\n") != std::string::npos);  // caret at column 3 (after "♀ ")
  CHECK(out.find("= help: add [/b]") != std::string::npos);
  CHECK(out.find("insert \"[/b]\"") != std::string::npos);
}

TEST_CASE("text renderer cites the section when the rule has one", "[diag]") {
  // Any row with a section will do; the first one found is used so the test follows the table.
  const DiagInfo* with_section = nullptr;
  for (const DiagInfo& d : all_diagnostics())
    if (!d.section.empty()) { with_section = &d; break; }
  REQUIRE(with_section != nullptr);
  SourceFile src("p", "x");
  const Diagnostic d = make_diagnostic(with_section->id, Span{0, 1});
  CHECK(render_text(src, std::span(&d, 1)).find(std::string("note: [") + std::string(with_section->section) + "]") !=
        std::string::npos);
}

TEST_CASE("gcc renderer: one line per diagnostic", "[diag]") {
  SourceFile src("a.txt", "ab\ncd");
  std::vector<Diagnostic> ds{make_diagnostic(DiagId::stray_closing_tag, Span{3, 4}, "closing [/i] has no opening [i]"),
                             make_diagnostic(DiagId::invalid_utf8, Span{1, 2})};
  CHECK(render_gcc(src, ds) ==
        "a.txt:2:1: warning: closing [/i] has no opening [i] [BBP1005]\n"
        "a.txt:1:2: error: input is not valid UTF-8 [BBP1001]\n");
}

TEST_CASE("json renderer: stable fields, summary counts, survives invalid UTF-8", "[diag]") {
  SourceFile src("a.txt", "ok \xff bad");
  std::vector<Diagnostic> ds{make_diagnostic(DiagId::invalid_utf8, Span{3, 4})};
  const auto j = diagnostics_to_json(src, ds);
  CHECK(j["summary"]["errors"] == 1);
  CHECK(j["diagnostics"][0]["id"] == "BBP1001");
  CHECK(j["diagnostics"][0]["name"] == "invalid-utf8");
  CHECK(j["diagnostics"][0]["span"]["begin"] == 3);
  CHECK(j["diagnostics"][0]["span"]["column"] == 4);
  CHECK_NOTHROW(render_json(src, ds));
}

TEST_CASE("DiagnosticList sorts by position and counts severities", "[diag]") {
  DiagnosticList l;
  l.add(DiagId::unknown_tag, Span{9, 10});
  l.add(DiagId::invalid_utf8, Span{2, 3});
  l.sort();
  CHECK(l.items()[0].id == DiagId::invalid_utf8);
  CHECK(l.has_errors());
  CHECK(l.count(Severity::warning) == 1);
}
