// The substitution grammar as a whole: PEGTL's analysis finds no problem, it is total (never
// throws, never drops text), stays linear on huge lines, maps spans to source coordinates
// through the projection, and its diagnostics/JSON/segmenter test behave.
#include <bbp/lint.hpp>
#include <bbp/source.hpp>
#include <bbp/substitution.hpp>

#include "grammar/substitution.hpp"
#include "orders/substitution_nodes.hpp"
#include "unit/substitution_summary.hpp"

#include <tao/pegtl/contrib/analyze.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>

using namespace bbp;
using namespace bbp::orders;

namespace {
/// The BBP2108 diagnostic the syntax check gives `text`; the test fails when there is none.
Diagnostic missing_result_of(const std::string& text) {
  DiagnosticList list;
  substitution_syntax_diagnostics(detail::parse_substitution_text(text), list);
  for (const Diagnostic& d : list.items())
    if (d.id == DiagId::missing_result) return d;
  FAIL("no BBP2108 for: " << text);
  return Diagnostic{};
}
/// `text` with every fix-it of `list` applied by the applier of `lint --fix`; the ids of the
/// diagnostics are appended to `ids`.
std::string with_fixits(const std::string& text, const DiagnosticList& list, std::vector<int>& ids) {
  for (const Diagnostic& d : list.items()) ids.push_back(static_cast<int>(d.id));
  lint::LintResult r;
  r.diagnostics = list;
  return lint::apply_fixes(r, SourceFile("sub.txt", text));
}
/// `text` with the fix-its of one diagnostic applied.
std::string with_fixits(const std::string& text, const Diagnostic& d) {
  DiagnosticList list;
  list.add(d);
  std::vector<int> ids;
  return with_fixits(text, list, ids);
}
}  // namespace

TEST_CASE("substitution grammar: pegtl::analyze finds no issues", "[subs][grammar]") {
  CHECK(tao::pegtl::analyze<grammar::sub::substitution>() == 0);
}

TEST_CASE("substitution grammar: a 10,000-word line completes as one node", "[subs][grammar]") {
  // Long names and a long clause catch-all are the places where backtracking could go quadratic.
  std::string line = "IF ";
  for (int i = 0; i < 10000; ++i) line += (i % 7 == 6) ? "and " : "Weavile ";
  line += "is to use Protect THEN use ";
  for (int i = 0; i < 2000; ++i) line += "Swords ";
  line += "Dance.";
  const std::vector<detail::Node> nodes = detail::parse_nodes(line);
  REQUIRE_FALSE(nodes.empty());
  const Substitution s = detail::parse_substitution_text(line);
  CHECK(s.span == Span{0, line.size()});
  CHECK(s.results.size() == 1);
  std::string junk(40000, 'x');
  for (std::size_t i = 5; i < junk.size(); i += 6) junk[i] = ' ';
  const Substitution j = detail::parse_substitution_text(junk);
  CHECK(j.unreadable);
  CHECK(j.failed_at == 0);
}

TEST_CASE("substitution grammar: any bytes give a tree, never an exception", "[subs][grammar]") {
  std::mt19937 rng(12345);  // fixed seed: the test is reproducible
  const std::string alphabet = "IF THEN if then use is to , . ( ) + - : ' \xE2\x80\x99 \xC3\xA9 \xFF 1 2 % and or Weavile";
  for (int round = 0; round < 300; ++round) {
    std::string text;
    const int n = static_cast<int>(rng() % 80);
    for (int i = 0; i < n; ++i) text.push_back(alphabet[rng() % alphabet.size()]);
    Substitution s;
    REQUIRE_NOTHROW(s = detail::parse_substitution_text(text));
    // nothing silently dropped: an unreadable tail is reported where it starts
    if (s.unreadable) CHECK(s.failed_at <= text.size());
    // The alphabet mixes bytes of multi-byte characters, so the input itself may be invalid UTF-8
    // (the BBCode layer rejects such posts before this stage); the JSON must still be writable.
    REQUIRE_NOTHROW(substitution_to_json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  }
}

TEST_CASE("parse_substitution maps every span to source coordinates", "[subs][grammar]") {
  // source: "Sub: [b]IF Weavile is Burned[/b] THEN use Facade" — the tags are not in the projection
  const std::string source = "Sub: [b]IF Weavile is Burned[/b] THEN use Facade";
  bbcode::Projection plain;
  plain.text = "Sub: IF Weavile is Burned THEN use Facade";
  plain.pieces.push_back({0, 0, 5, 5, 0});
  plain.pieces.push_back({5, 8, 20, 20, bbcode::kBold});
  plain.pieces.push_back({25, 32, 16, 16, 0});
  plain.source_size = source.size();
  const Substitution s = parse_substitution(plain, Span{5, plain.text.size()});
  REQUIRE(s.trigger.size() == 1);
  REQUIRE(s.trigger[0].subject);
  const Span who = s.trigger[0].subject->span;
  CHECK(source.substr(who.begin, who.size()) == "Weavile");
  REQUIRE(s.results.size() == 1);
  REQUIRE(s.results[0].actions.size() == 1);
  const Span act = s.results[0].actions[0].span;
  CHECK(source.substr(act.begin, act.size()) == "Facade");
  CHECK(source.substr(s.then_keyword.span.begin, s.then_keyword.span.size()) == "THEN");
  CHECK(s.span == Span{8, source.size()});
}

TEST_CASE("substitution JSON has the documented shape", "[subs][json]") {
  const Substitution s = detail::parse_substitution_text(
      "1. Once, at the start of the step, IF any opponent is to use Protect this step, THEN use Feint on that opponent.");
  const nlohmann::json j = substitution_to_json(s);
  CHECK(j["label"]["text"] == "1.");
  CHECK(j["timing"]["kind"] == "phase_start");
  CHECK(j["timing"]["affixes"][0]["kind"] == "once");
  CHECK(j["trigger"]["clauses"][0]["kind"] == "action");
  CHECK(j["trigger"]["clauses"][0]["subject"]["placeholder"] == "any_opponent");
  CHECK(j["trigger"]["clauses"][0]["affixes"][0]["kind"] == "current_step");
  CHECK(j["result"]["clauses"][0]["kind"] == "use");
  CHECK(j["result"]["clauses"][0]["actions"][0]["targets"][0]["placeholder"] == "reference");
  CHECK(j["unreadable"] == false);
  CHECK(j["failed_at"].is_null());
  const nlohmann::json bad = substitution_to_json(detail::parse_substitution_text("Protect please"));
  CHECK(bad["unreadable"] == true);
  CHECK(bad["failed_at"] == 0);
  CHECK(bad["reason"].get<std::string>().find("10.5") != std::string::npos);
}

TEST_CASE("substitution syntax diagnostics BBP2101-2109", "[subs][diag]") {
  auto ids = [](std::string_view text) {
    DiagnosticList list;
    substitution_syntax_diagnostics(detail::parse_substitution_text(text), list);
    std::vector<int> out;
    for (const Diagnostic& d : list.items()) out.push_back(static_cast<int>(d.id));
    return out;
  };
  CHECK(ids("IF Weavile is Burned THEN use Facade").empty());
  CHECK(ids("Protect please if Weavile is Burned") == std::vector<int>{2101});
  CHECK(ids("Use Protect if Weavile is Burned") == std::vector<int>{2109});
  CHECK(ids("At the dawn of time, IF possible THEN use Protect") == std::vector<int>{2102});
  CHECK(ids("IF THEN use Protect") == std::vector<int>{2106});
  CHECK(ids("if weavile is to use protect use swords dance") == std::vector<int>{2105});
  CHECK(ids("IF Weavile is Burned THEN") == std::vector<int>{2107});
  CHECK(ids("IF Weavile is Burned") == std::vector<int>{2108});
  CHECK(ids("IF Weavile is Burned THEN use Facade, ???") == std::vector<int>{2104});
}

TEST_CASE("[10.7] BBP2108: a move before a closing 'instead' is the result the player meant", "[subs][diag]") {
  const std::string text = "If you're paralyzed roost instead.";
  const Diagnostic d = missing_result_of(text);
  REQUIRE(d.help);
  CHECK(d.help->find(", THEN use Roost instead") != std::string::npos);
  REQUIRE(d.fixits.size() == 1);
  const std::string fixed = with_fixits(text, d);
  CHECK(fixed == "If you're paralyzed, THEN use roost instead.");
  // The longest name wins, and one word of the trigger is never taken for the result.
  CHECK(missing_result_of("If Heracross uses Protect Swords Dance instead").help->find("use Swords Dance instead") !=
        std::string::npos);
  CHECK_FALSE(missing_result_of("IF Weavile is Burned").help);
  CHECK_FALSE(missing_result_of("IF Weavile is Burned instead").help);
}

TEST_CASE("[10.1] BBP2108: a last 'and use …' with no subject of its own is the result the player meant",
          "[subs][diag]") {
  const std::string text = "Should Heracross use Protect and use Swords Dance";
  const Diagnostic d = missing_result_of(text);
  REQUIRE(d.help);
  CHECK(d.help->find(", THEN use Swords Dance") != std::string::npos);
  REQUIRE(d.fixits.size() == 1);
  const std::string fixed = with_fixits(text, d);
  CHECK(fixed == "Should Heracross use Protect, THEN use Swords Dance");
  // "and uses …" observes a second action: no result is guessed.
  CHECK_FALSE(missing_result_of("If Heracross uses Protect and uses Swords Dance").help);
}

TEST_CASE("[10.1] a result written before the trigger is read, and the fix-it puts it after", "[subs][diag]") {
  const std::string text = "At the start of the step, Use Detect and push orders down if Heracross is to use Close "
                           "Combat or you are Burned.";
  const Substitution sub = detail::parse_substitution_text(text);
  REQUIRE_FALSE(sub.unreadable);
  REQUIRE(sub.result_first.has_value());
  REQUIRE(sub.timing.has_value());
  REQUIRE(sub.trigger.size() == 2);
  REQUIRE(sub.results.size() == 1);
  CHECK(sub.results[0].kind == ResultKind::use_and_push_down);
  DiagnosticList list;
  substitution_syntax_diagnostics(sub, list);
  REQUIRE(list.items().size() == 1);
  const Diagnostic& d = list.items()[0];
  CHECK(d.id == DiagId::result_before_trigger);
  REQUIRE(d.fixits.size() == 1);
  const std::string fixed = with_fixits(text, d);
  CHECK(fixed == "At the start of the step, IF Heracross is to use Close Combat or you are Burned, THEN use Detect "
                 "and push orders down.");
  // The rewritten text reads in order, with no diagnostic left.
  DiagnosticList again;
  substitution_syntax_diagnostics(detail::parse_substitution_text(fixed), again);
  CHECK(again.items().empty());
}

TEST_CASE("[10.1] BBP2109 BBP2110: a timing out of place is read as the timing, and the fix-it moves it first",
          "[subs][diag]") {
  auto fixed_text = [](const std::string& text, std::vector<int>& ids) {
    DiagnosticList list;
    const Substitution sub = detail::parse_substitution_text(text);
    CHECK_FALSE(sub.unreadable);
    CHECK(sub.timing.has_value());
    substitution_syntax_diagnostics(sub, list);
    return with_fixits(text, list, ids);
  };
  std::vector<int> ids;
  // The trigger first, then the timing: only the timing is out of place.
  CHECK(fixed_text("If possible, at the end of the round, use Roost.", ids) ==
        "At the end of the round, If possible, use Roost.");
  CHECK(ids == std::vector<int>{2110});
  // The result first with the timing after it: one rewrite puts all three in order.
  ids.clear();
  CHECK(fixed_text("Use Roost at the end of the round if possible.", ids) ==
        "At the end of the round, IF possible, THEN use Roost.");
  CHECK(ids == std::vector<int>{2109});
  ids.clear();
  CHECK(fixed_text("Use Roost if possible at the end of the round.", ids) ==
        "At the end of the round, IF possible, THEN use Roost.");
  CHECK(ids == std::vector<int>{2109, 2110});
  // More results after the trigger move with the first one.
  ids.clear();
  CHECK(fixed_text("Use Detect at the start of the step if Heracross is to use Close Combat, then push orders down.", ids) ==
        "At the start of the step, IF Heracross is to use Close Combat, THEN use Detect and push orders down.");
  CHECK(ids == std::vector<int>{2109});
}

TEST_CASE("[10.1] BBP2109: ', unless X' after the result is a trigger clause, negated and joined with AND; the fix-it "
          "moves it into the trigger",
          "[subs][diag]") {
  const auto read = [](const std::string& text, std::string& fixed) {
    DiagnosticList list;
    const Substitution sub = detail::parse_substitution_text(text);
    CHECK_FALSE(sub.unreadable);
    substitution_syntax_diagnostics(sub, list);
    std::vector<int> ids;
    fixed = with_fixits(text, list, ids);
    CHECK(ids == std::vector<int>{2109});
    return sub;
  };
  std::string fixed;
  const Substitution sub = read("If Heracross uses Swords Dance, use X-Scissor instead, unless Heracross is behind a Substitute.", fixed);
  REQUIRE(sub.trigger.size() == 2);
  CHECK_FALSE(sub.trigger[0].negated);
  CHECK(sub.trigger[1].negated);
  CHECK(sub.trigger[1].raw == "Heracross is behind a Substitute");
  REQUIRE(sub.conjunctions.size() == 1);
  CHECK(sub.conjunctions[0].word == "and");
  REQUIRE(sub.results.size() == 1);
  CHECK(sub.results[0].raw == "use X-Scissor instead");
  CHECK(fixed == "If Heracross uses Swords Dance and Heracross is not behind a Substitute, use X-Scissor instead.");
  // The result may name its subject, and more results may follow the clause.
  read("If Heracross uses Swords Dance, Triantis uses X-Scissor instead, unless Heracross is Burned.", fixed);
  CHECK(fixed == "If Heracross uses Swords Dance and Heracross is not Burned, Triantis uses X-Scissor instead.");
  const Substitution more = read("If Heracross uses Swords Dance, use X-Scissor, unless Heracross has Levitate, then push orders down.", fixed);
  CHECK(more.results.size() == 2);
  CHECK(fixed == "If Heracross uses Swords Dance and Heracross does not have Levitate, use X-Scissor, then push orders down.");
}

TEST_CASE("[10.6] a loose action clause ends at a whole word: 'or' inside 'X-Scissor' joins nothing", "[subs]") {
  const Substitution sub = detail::parse_substitution_text("If Triantis uses X-Scissor instead of Swords Dance, use Protect.");
  REQUIRE_FALSE(sub.trigger.empty());
  CHECK(sub.trigger[0].raw.find("X-Scissor") != std::string::npos);
  CHECK(sub.conjunctions.empty());
}

TEST_CASE("[10.1] [10.7] a result written first may name its subject ('Dragonite will use … if …')", "[subs][diag]") {
  for (const char* text : {"Dragonite will use Extreme Speed if Glimmora has less than 20% HP.",
                           "I will use Extreme Speed if Glimmora has less than 20% HP.",
                           "I'll use Extreme Speed if Glimmora has less than 20% HP."}) {
    INFO(text);
    const Substitution sub = detail::parse_substitution_text(text);
    REQUIRE_FALSE(sub.unreadable);
    REQUIRE(sub.result_first.has_value());
    REQUIRE(sub.trigger.size() == 1);
    REQUIRE(sub.results.size() == 1);
    CHECK(sub.results[0].kind == ResultKind::use);
    CHECK(sub.results[0].subject.present());
    DiagnosticList list;
    substitution_syntax_diagnostics(sub, list);
    REQUIRE(list.items().size() == 1);
    REQUIRE(list.items()[0].fixits.size() == 1);
    std::string fixed = text;
    fixed.replace(list.items()[0].fixits[0].span.begin, list.items()[0].fixits[0].span.size(),
                  list.items()[0].fixits[0].replacement);
    CHECK(fixed == "IF Glimmora has less than 20% HP, THEN use Extreme Speed.");
  }
}

TEST_CASE("[10.7a] a result verb after ', and' ends the trigger ('Use Detect if X, and push your orders down')",
          "[subs][result]") {
  const Substitution first = detail::parse_substitution_text("Use Detect if Heracross is to use Close Combat, and push your orders down.");
  CHECK_FALSE(first.unreadable);
  REQUIRE(first.trigger.size() == 1);  // "push your orders down" is no second trigger clause
  REQUIRE(first.results.size() == 2);
  CHECK(first.results[0].kind == ResultKind::use);
  CHECK(first.results[1].kind == ResultKind::push_down);
  const Substitution ordered = detail::parse_substitution_text("IF Heracross is to use Close Combat, and use Detect and push your orders down.");
  CHECK_FALSE(ordered.unreadable);
  REQUIRE(ordered.trigger.size() == 1);
  REQUIRE(ordered.results.size() == 1);
  CHECK(ordered.results[0].kind == ResultKind::use_and_push_down);
  // ", and" before a second Pokemon's clause still joins two trigger clauses.
  const Substitution two = detail::parse_substitution_text("IF Heracross is to use Protect, and Heracross is Burned, THEN use Swords Dance.");
  CHECK(two.trigger.size() == 2);
}

TEST_CASE("[10.7a] a last bare result may move the orders after 'then' ('…, Detect then resume orders'): one clause, as "
          "with its verb",
          "[subs][result]") {
  for (const char* text : {"IF Heracross is going to use Close Combat, Detect then resume orders.",
                           "IF Heracross is going to use Close Combat, Detect, then resume your orders.",
                           "IF Heracross is going to use Close Combat, Detect and then resume orders."}) {
    INFO(text);
    const Substitution sub = detail::parse_substitution_text(text);
    CHECK_FALSE(sub.unreadable);
    REQUIRE(sub.trigger.size() == 1);  // not a second behaviour "Detect" of Heracross
    REQUIRE(sub.results.size() == 1);   // "use Detect, then resume orders" is one clause [10.1]
    CHECK(sub.results[0].kind == ResultKind::use_and_push_down);
    CHECK(sub.results[0].implicit_verb);
    CHECK_FALSE(sub.results[0].verb.present());
    CHECK(sub.results[0].push.present());
  }
}

TEST_CASE("[10.7a] a last bare result may say 'again' ('…, Swords Dance again and shift your orders down'): the result, "
          "as 'use Swords Dance again' is",
          "[subs][result]") {
  for (const char* text : {"If Heracross uses Protect on step 1, Swords Dance again and shift your orders down.",
                           "If Heracross uses Protect on step 1, Swords Dance again and push orders down.",
                           "If Heracross uses Protect, Swords Dance again."}) {
    INFO(text);
    const Substitution sub = detail::parse_substitution_text(text);
    CHECK_FALSE(sub.unreadable);
    REQUIRE(sub.trigger.size() == 1);  // not a second behaviour "Swords Dance" of Heracross
    REQUIRE(sub.results.size() == 1);
    CHECK(sub.results[0].implicit_verb);
  }
}

TEST_CASE("looks_like_substitution: the segmenter's cheap test", "[subs][detect]") {
  CHECK(looks_like_substitution("IF Weavile is to use Protect THEN use Swords Dance"));
  CHECK(looks_like_substitution("1. if possible, use Phantom Force"));
  CHECK(looks_like_substitution("At the start of the step, IF Heracross is to use Rock Tomb, THEN use Fly."));
  CHECK(looks_like_substitution("Sub 2: When hit, IF able THEN use Counter"));
  CHECK(looks_like_substitution("On your turn, IF you are Poisoned, THEN use Facade."));
  CHECK_FALSE(looks_like_substitution("Swords Dance - X-Scissor - X-Scissor"));
  CHECK_FALSE(looks_like_substitution("\"Alright Triantis, take a little off of the top!\""));
  CHECK_FALSE(looks_like_substitution("Switching to :tyranitar:Tyranitar."));
}

// [10.5a] The timing openers are tested as whole words; a line shorter than an opener must not be
// read past its end (ASan found the word-edge test reading before the prefix test).
TEST_CASE("looks_like_substitution: lines shorter than a timing opener", "[subs][detect]") {
  // The line is copied into a short string inside; "at" against "at the beginning of" reads at
  // index 19, past that string's 16-byte inline buffer, which ASan reports.
  for (const char* line : {"at", "non", "when", "end", "st", "start o", "on step", "once"})
    CHECK_FALSE(looks_like_substitution(line));
  CHECK_FALSE(looks_like_substitution("start off with Swords Dance, then X-Scissor"));
  CHECK(looks_like_substitution("start of the step, IF Heracross is to use Protect, THEN use Detect"));
}

// The stop sets' literal-prefix filter (grammar/substitution_first.hpp) only works when every
// alternative starts with a known literal; an alternative added later that does not would turn
// the filter off silently, so the sets it matters for are checked here.
TEST_CASE("Stop sets have known literal prefixes, so not_stop can skip them by literal", "[substitution][grammar]") {
  using namespace bbp::grammar::sub;
  STATIC_REQUIRE_FALSE(literal_index<subject_stop>.sorted.unknown);
  STATIC_REQUIRE_FALSE(literal_index<action_stop>.sorted.unknown);
  STATIC_REQUIRE_FALSE(literal_index<property_stop>.sorted.unknown);
  STATIC_REQUIRE_FALSE(literal_index<common_stop>.sorted.unknown);
  STATIC_REQUIRE_FALSE(literal_index<value_stop>.sorted.unknown);
  STATIC_REQUIRE_FALSE(literal_index<timing_stop>.sorted.unknown);
  STATIC_REQUIRE_FALSE(literal_index<result_opener>.sorted.unknown);
  // The filter says "may start" for a keyword in any case and "cannot" for a name.
  const std::string is = "IS to use", name = "Heracross is", end;
  CHECK(may_start<subject_stop>(is.data(), is.data() + is.size()));
  CHECK_FALSE(may_start<subject_stop>(name.data(), name.data() + name.size()));
  CHECK_FALSE(may_start<subject_stop>(end.data(), end.data()));
}

TEST_CASE("[9.1a] [10.7a] a result's target: '@' as in main orders, and the name ends before the action's trailing words",
          "[subs][result]") {
  struct Case {
    const char* text;
    const char* target;
  };
  for (const Case& c : {Case{"IF Lucario is Burned, THEN use Aura Sphere @ Heracross", "Heracross"},
                        Case{"IF Lucario is Burned, THEN use Aura Sphere @Heracross instead", "Heracross"},
                        Case{"IF Lucario is Burned, THEN use Aura Sphere on Heracross instead", "Heracross"},
                        Case{"IF Lucario is Burned, THEN use Aura Sphere on Heracross now", "Heracross"},
                        Case{"IF Lucario is Burned, THEN use Aura Sphere on the opponent instead", "the opponent"},
                        Case{"IF Lucario is Burned, THEN use Aura Sphere ~ Any opponent.", "Any opponent"},
                        Case{"IF Lucario is Burned, THEN use Aura Sphere ~ the foe", "the foe"}}) {
    INFO(c.text);
    const Substitution s = detail::parse_substitution_text(c.text);
    CHECK_FALSE(s.unreadable);
    REQUIRE(s.results.size() == 1);
    REQUIRE(s.results[0].actions.size() == 1);
    CHECK(s.results[0].actions[0].text == "Aura Sphere");
    REQUIRE(s.results[0].actions[0].targets.size() == 1);
    CHECK(s.results[0].actions[0].targets[0].name.text == c.target);
  }
  // '~' in a result divides a sequence ("begin using Swords Dance ~ Protect"); it marks a target
  // only before a placeholder word ("~ any opponent"), never before a name.
  const Substitution seq = detail::parse_substitution_text("IF Weavile is to use Protect THEN use Swords Dance ~ Protect");
  REQUIRE(seq.results.size() == 1);
  CHECK(seq.results[0].actions.size() == 2);
  const Substitution anyone =
      detail::parse_substitution_text("IF Weavile is to use Protect THEN use Swords Dance ~ Anyway");
  REQUIRE(anyone.results.size() == 1);
  CHECK(anyone.results[0].actions.at(0).targets.empty());
}

TEST_CASE("[10.6b] 'a Fire attack that targets Triantis', 'which is targeting you': the relative clause names the target",
          "[subs][trigger]") {
  struct Case {
    const char* text;
    const char* action;
    const char* target;
  };
  for (const Case& c :
       {Case{"IF Heracross uses a Fire attack that targets Triantis, THEN use Protect instead.", "a Fire attack", "Triantis"},
        Case{"IF Heracross uses Fire attacks that target Triantis, THEN use Protect instead.", "Fire attacks", "Triantis"},
        Case{"IF Heracross uses Megahorn which is targeting you, THEN use Protect instead.", "Megahorn", "you"},
        Case{"IF Heracross uses Megahorn targeting you, THEN use Protect instead.", "Megahorn", "you"}}) {
    INFO(c.text);
    const Substitution s = detail::parse_substitution_text(c.text);
    CHECK_FALSE(s.unreadable);
    REQUIRE(s.trigger.size() == 1);
    REQUIRE(s.trigger[0].action.has_value());
    CHECK(s.trigger[0].action->text == c.action);
    REQUIRE(s.trigger[0].action->targets.size() == 1);
    CHECK(s.trigger[0].action->targets[0].name.text == c.target);
  }
  // "that step" still ends an action without naming a target.
  const Substitution step = detail::parse_substitution_text("IF Heracross is to use Megahorn, THEN use Protect that step.");
  REQUIRE(step.results.size() == 1);
  REQUIRE_FALSE(step.results[0].actions.empty());
  CHECK(step.results[0].actions[0].targets.empty());
}

TEST_CASE("[10.7a] [10.3b] 'use Swords Dance first and push orders back': 'first' belongs to the push, not the move",
          "[subs][result]") {
  for (const char* text : {"IF Heracross is to use Protect, THEN use Swords Dance first and push orders back.",
                           "IF Heracross is to use Protect, THEN use Swords Dance first, then push orders down.",
                           "IF Heracross is to use Protect, THEN use Swords Dance first and then push orders down."}) {
    INFO(text);
    const Substitution s = detail::parse_substitution_text(text);
    CHECK_FALSE(s.unreadable);
    REQUIRE(s.results.size() == 1);
    CHECK(s.results[0].kind == ResultKind::use_and_push_down);
    REQUIRE(s.results[0].actions.size() == 1);
    CHECK(s.results[0].actions[0].text == "Swords Dance");
  }
  // A move whose name begins with "First" is still one name.
  const Substitution move = detail::parse_substitution_text(
      "IF Heracross is to use Protect, THEN use First Impression and push orders down.");
  REQUIRE(move.results.size() == 1);
  REQUIRE(move.results[0].actions.size() == 1);
  CHECK(move.results[0].actions[0].text == "First Impression");
}

TEST_CASE("[10.3b] 'Unless A or B' is IF not A and not B; 'Unless A and B' is IF not A or not B; a mixed list is unreadable",
          "[subs][trigger]") {
  struct Case {
    const char* text;
    const char* stored;  // the conjunction of the negated reading
  };
  for (const Case& c : {Case{"Unless Heracross is Burned or Paralyzed, use Protect.", "and"},
                        Case{"Unless Heracross is Burned or Heracross is Paralyzed, use Protect.", "and"},
                        Case{"Unless Heracross is Burned and Heracross is Asleep, use Protect.", "or"}}) {
    INFO(c.text);
    const Substitution s = detail::parse_substitution_text(c.text);
    CHECK_FALSE(s.unreadable);
    REQUIRE(s.trigger.size() == 2);
    CHECK(s.trigger[0].negated);
    CHECK(s.trigger[1].negated);
    REQUIRE(s.conjunctions.size() == 1);
    CHECK(s.conjunctions[0].word == c.stored);
  }
  const Substitution mixed = detail::parse_substitution_text(
      "Unless Heracross is Burned and Heracross is Asleep or Heracross is Paralyzed, use Protect.");
  CHECK(mixed.unreadable);
  CHECK(mixed.reason.find("both AND and OR") != std::string::npos);
  // A late ", unless Y" after a leading "Unless X" is negated once, joined with AND.
  const Substitution both = detail::parse_substitution_text(
      "Unless Heracross is Burned, use Protect, unless Heracross is Asleep.");
  REQUIRE(both.trigger.size() == 2);
  CHECK(both.trigger[0].negated);
  CHECK(both.trigger[1].negated);
  REQUIRE(both.conjunctions.size() == 1);
  CHECK(both.conjunctions[0].word == "and");
}

TEST_CASE("[10.6] a lone '&' joins two trigger clauses as AND; it does not run into the condition's name", "[subs][trigger]") {
  const Substitution s =
      detail::parse_substitution_text("If Heracross is Burned & Heracross is Asleep, use Protect.");
  CHECK_FALSE(s.unreadable);
  REQUIRE(s.trigger.size() == 2);
  CHECK(s.trigger[0].condition.text == "Burned");
  REQUIRE(s.conjunctions.size() == 1);
  CHECK(s.conjunctions[0].word == "and");
}
