// Pathological posts through the whole pipeline (lint::lint): each finishes with the diagnostic
// its limit or rule promises, at a position, and never crashes or throws. That each also finishes
// in linear time is shown by tests/bench/pathological_bench.cpp (no timed unit tests here).
#include "pathological_inputs.hpp"
#include "test_support.hpp"

#include <bbp/context.hpp>
#include <bbp/input.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace bbp;

namespace {

std::size_t count(const lint::LintResult& r, DiagId id) {
  std::size_t n = 0;
  for (const Diagnostic& d : r.diagnostics.items()) n += d.id == id;
  return n;
}

const Diagnostic& first(const lint::LintResult& r, DiagId id) {
  for (const Diagnostic& d : r.diagnostics.items())
    if (d.id == id) return d;
  FAIL("no " << info(id).code);
  throw;  // unreachable
}

lint::LintResult run(const std::string& post, const Limits& limits = {}) {
  lint::Options o;
  o.extract.limits = limits;
  return lint::lint(post, BattleContext{}, o);
}

}  // namespace

TEST_CASE("pathological: 100k [b] → one BBP1003 at the 65th tag and one BBP2008 for the line", "[limits][pathological]") {
  const std::string post = test::open_bold_tags(100000);
  const auto r = run(post);
  REQUIRE(r.extracted.ok);
  CHECK(count(r, DiagId::nesting_too_deep) == 1);
  CHECK(first(r, DiagId::nesting_too_deep).span == Span{64 * 3, 65 * 3});
  CHECK(count(r, DiagId::orders_line_too_long) == 1);
  CHECK(r.order_sets.empty());
}

TEST_CASE("pathological: 1 MiB of ':' is one flavor line too long to read as orders (BBP2008)", "[limits][pathological]") {
  const std::string post = test::colons(std::size_t{1} << 20);
  const auto r = run(post);
  REQUIRE(r.extracted.ok);
  CHECK(count(r, DiagId::orders_line_too_long) == 1);
  CHECK(first(r, DiagId::orders_line_too_long).span == Span{0, post.size()});
  CHECK(r.extracted.flavor.size() == 1);
  // With the line limit lifted the colons are read (as flavor: no sprite code ends) and still finish.
  Limits no_line_limit;
  no_line_limit.line_bytes = 0;
  const auto lifted = run(post, no_line_limit);
  CHECK(count(lifted, DiagId::orders_line_too_long) == 0);
  CHECK_FALSE(lifted.diagnostics.has_errors());
}

TEST_CASE("pathological: 10k substitution lines → 200 read, BBP1011 at the 201st, the rest kept", "[limits][pathological]") {
  const std::string post = test::many_substitutions(10000);
  const auto r = run(post);
  REQUIRE(r.order_sets.size() == 1);
  CHECK(r.order_sets[0].substitutions.size() == Limits{}.substitutions_per_pokemon);
  REQUIRE(count(r, DiagId::too_many_substitutions_to_read) == 1);
  const Diagnostic& d = first(r, DiagId::too_many_substitutions_to_read);
  CHECK(post.substr(d.span.begin, 5) == "201. ");
  CHECK(d.message.find("10000 substitutions") != std::string::npos);
  CHECK(r.extracted.order_sets[0].unreadable.size() == 10000 - Limits{}.substitutions_per_pokemon);
  // [10.4] still judges the ones read: 200 is far over the Substitution Count.
  CHECK(count(r, DiagId::too_many_substitutions) > 0);
}

TEST_CASE("pathological: a substitution line of 2000 trigger clauses → BBP2008; lifted, it is read", "[limits][pathological]") {
  const std::string post = test::long_substitution(2000);
  const auto r = run(post);
  CHECK(count(r, DiagId::orders_line_too_long) == 1);
  Limits lifted;
  lifted.line_bytes = 0;
  const auto read = run(post, lifted);
  CHECK(count(read, DiagId::orders_line_too_long) == 0);
  REQUIRE(read.order_sets.size() == 1);
  REQUIRE(read.order_sets[0].substitutions.size() == 1);
  CHECK(read.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);  // [10.2] far too many clauses
}

TEST_CASE("pathological: a 10 MB post → BBP1002 and nothing parsed, from memory and from a file", "[limits][pathological]") {
  const std::string post = test::big_post(10u << 20);
  const auto r = run(post);
  CHECK_FALSE(r.extracted.ok);
  REQUIRE(r.diagnostics.items().size() == 1);
  CHECK(r.diagnostics.items()[0].id == DiagId::input_too_large);
  CHECK(r.diagnostics.items()[0].message.find("limit of 1048576 bytes") != std::string::npos);

  const auto path = std::filesystem::temp_directory_path() / ("bbp-10mb-" + std::to_string(::getpid()) + ".txt");
  std::ofstream(path, std::ios::binary) << post;
  const ReadResult in = read_input(path.string(), Limits{}.post_bytes);
  std::filesystem::remove(path);
  CHECK_FALSE(in.text.has_value());
  CHECK(in.too_large);
  CHECK(read_failure(path.string(), in).id == DiagId::input_too_large);
}

TEST_CASE("pathological: invalid UTF-8 anywhere → BBP1001 at the byte, nothing parsed", "[limits][pathological]") {
  const std::string post = test::invalid_utf8_at_end(100000);
  const auto r = run(post);
  CHECK_FALSE(r.extracted.ok);
  REQUIRE(count(r, DiagId::invalid_utf8) == 1);
  CHECK(first(r, DiagId::invalid_utf8).span.begin == post.size() - 1);
  for (const std::string& bad : {std::string("\xff"), std::string("\xC0\xAF"), std::string("\xED\xA0\x80"),
                                 std::string("\xF4\x90\x80\x80"), std::string("ok \xE2\x82")}) {
    const auto b = run(bad);
    CHECK(count(b, DiagId::invalid_utf8) == 1);
  }
}

TEST_CASE("pathological: 20k unclosed tags → BBP1003 once, BBP1004 capped, no crash", "[limits][pathological]") {
  const std::string post = test::unclosed_tags(20000);
  const auto r = run(post);
  REQUIRE(r.extracted.ok);
  CHECK(count(r, DiagId::nesting_too_deep) == 1);
  CHECK(count(r, DiagId::unclosed_tag) >= 1);
  CHECK(count(r, DiagId::unclosed_tag) <= 100);  // one per tag up to the cap, the last counts the rest
  // At the ceiling (nesting_depth 0 = 1000) the deepest [quote]/[hide] tree is still printed.
  Limits deep;
  deep.nesting_depth = 0;
  deep.line_bytes = 0;
  const auto d = run(post, deep);
  CHECK(count(d, DiagId::nesting_too_deep) == 1);
  const SourceFile src("deep", post);
  CHECK_NOTHROW(lint::to_json(d, src).dump());
}

TEST_CASE("limits: every limit set to 0 means no limit, except the nesting ceiling", "[limits]") {
  Limits none{0, 0, 0, 0, 0, 0};
  CHECK(none.effective_nesting_depth() == kMaxNestingDepthCeiling);
  CHECK_FALSE(over_limit(1'000'000'000, none.trials));
  DiagnosticList diags;
  CHECK(check_trials(1'000'000'000, none, Span{}, diags));
  CHECK(check_posts_per_thread(1'000'000, none, Span{}, diags));
  CHECK(diags.items().empty());
  const Limits d;
  CHECK_FALSE(check_trials(d.trials + 1, d, Span{3, 9}, diags));
  REQUIRE(diags.items().size() == 1);
  CHECK(diags.items()[0].id == DiagId::too_many_trials);
  CHECK(diags.items()[0].span == Span{3, 9});
  CHECK(check_trials(d.trials, d, Span{}, diags));
}
