// Every diagnostic of the table has a page in docs/rules/ and a bad and a good case in
// corpus/legality/ (see tests/corpus/rule_case.hpp for how each kind of case is read): the bad case
// must raise that diagnostic, the good case must not raise it and must have no errors at all. So a
// rule cannot be added without its page and its two cases.
#include "corpus/rule_case.hpp"

#include <algorithm>

#include <bbp/context.hpp>
#include <bbp/diagnostic.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

namespace fs = std::filesystem;
using namespace bbp;

namespace {

bool raises(const std::vector<Diagnostic>& diags, DiagId id) {
  for (const Diagnostic& d : diags)
    if (d.id == id) return true;
  return false;
}

}  // namespace

TEST_CASE("every diagnostic: its bad case raises it, its good case is clean, it has a page", "[lint][corpus]") {
  for (const DiagInfo& d : all_diagnostics()) {
    const std::string code(d.code);
    INFO("rule " << code << " " << d.name << " [" << d.section << "]");
    CHECK(fs::exists(test::source_dir() / "docs" / "rules" / (code + ".md")));
    const auto bad_case = test::find_rule_case(code, "bad");
    const auto good_case = test::find_rule_case(code, "good");
    REQUIRE(bad_case.has_value());
    REQUIRE(good_case.has_value());
    const auto bad = test::run_rule_case(*bad_case);
    CHECK(raises(bad, d.id));
    // An error rule's bad case reports it as an error, not downgraded by the check that raised it.
    if (d.severity == Severity::error)
      CHECK(std::any_of(bad.begin(), bad.end(),
                        [&](const Diagnostic& x) { return x.id == d.id && x.severity == Severity::error; }));
    const auto good = test::run_rule_case(*good_case);
    CHECK_FALSE(raises(good, d.id));
    for (const Diagnostic& g : good) {
      INFO("good case raised " << info(g.id).code << ": " << message_of(g));
      CHECK(g.severity != Severity::error);
    }
  }
}

TEST_CASE("[10.3a] the verdict is the same staked and unstaked; only the advice differs", "[lint]") {
  const std::string post = "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                           "IF Heracross does not intend to use Counter, THEN use Swords Dance.\n";
  BattleContext staked, unstaked;
  staked.stated.staked = true;
  unstaked.stated.staked = false;
  staked.resolve_rules();
  unstaked.resolve_rules();
  const auto a = lint::lint(post, staked);
  const auto b = lint::lint(post, unstaked);
  REQUIRE(a.order_sets.size() == 1);
  REQUIRE(b.order_sets.size() == 1);
  CHECK(a.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  CHECK(b.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  const Diagnostic& da = a.diagnostics.items()[a.order_sets[0].substitutions[0].diagnostics[0]];
  const Diagnostic& db = b.diagnostics.items()[b.order_sets[0].substitutions[0].diagnostics[0]];
  CHECK(da.help->find("ignored") != std::string::npos);
  CHECK(db.help->find("corrected") != std::string::npos);
}

TEST_CASE("[10.3b] read-as wording applies aliases and spelled-out timings", "[lint]") {
  const std::string post = "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                           "IF Grimmsnarl is to use Faint Attack THEN use Counter.\n";
  const auto r = lint::lint(post, BattleContext{});
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 1);
  const auto& s = r.order_sets[0].substitutions[0];
  CHECK(s.verdict == lint::Verdict::legal);
  CHECK(s.read_as.find("Feint Attack") != std::string::npos);
}

TEST_CASE("[10.3b] BBP3018: 'When Heracross uses Close Combat' is IF; [10.5a] BBP2102 for a timing that is none", "[lint]") {
  const std::string post = "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                           "When Heracross uses Close Combat, IF you are below 50% HP, THEN use Roost.\n"
                           "After my opponent posts, IF possible, THEN use Roost.\n";
  const auto r = lint::lint(post, BattleContext{});
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 2);
  // WHEN before an action clause is IF in plain English: both clauses are the trigger.
  const auto& first = r.order_sets[0].substitutions[0];
  CHECK(first.verdict == lint::Verdict::legal);
  bool noted = false;
  for (std::size_t i : first.diagnostics) {
    const Diagnostic& d = r.diagnostics.items()[i];
    noted = noted || (d.id == DiagId::read_as_alias && std::string(message_of(d)).find("read as IF") != std::string::npos);
  }
  CHECK(noted);
  std::vector<std::string> helps;
  for (const Diagnostic& d : r.diagnostics.items())
    if (d.id == DiagId::unreadable_timing && d.help) helps.push_back(*d.help);
  REQUIRE(helps.size() == 1);
  CHECK(helps[0].find("the timings of [10.5a]") != std::string::npos);
}

TEST_CASE("[10.6d] 'is going to attack' is an invented group, never a misspelling of Attract [10.3b]", "[lint]") {
  const std::string post = "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                           "IF Heracross is going to attack, THEN use Detect.\n";
  const auto r = lint::lint(post, BattleContext{});
  bool invented = false, attract = false;
  for (const Diagnostic& d : r.diagnostics.items()) {
    invented = invented || d.id == DiagId::invented_action_group;
    attract = attract || d.message.find("Attract") != std::string::npos;
  }
  CHECK(invented);
  CHECK_FALSE(attract);
}

TEST_CASE("[10.3b] 'Paralysed', 'KOed' and 'Protect again' are read, not reported as unknown", "[lint]") {
  const std::string post = "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                           "1. If Heracross is Paralysed, use X-Scissor.\n"
                           "2. If Heracross is KOed, THEN use Swords Dance.\n"
                           "3. If Heracross is to use Protect again on step 2, use Swords Dance.\n";
  const auto r = lint::lint(post, BattleContext{});
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 3);
  for (const auto& s : r.order_sets[0].substitutions) CHECK(s.verdict == lint::Verdict::legal);
  CHECK(r.order_sets[0].substitutions[1].ko_substitution);
  for (const Diagnostic& d : r.diagnostics.items()) {
    CHECK(d.id != DiagId::unknown_condition);
    CHECK(d.id != DiagId::unknown_action_name);
  }
}

TEST_CASE("[10.4c] [10.2] a list of subjects is one clause per Pokemon, each judged, each mistake reported once",
          "[lint]") {
  const std::string post = "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                           "1. IF any opponent or Heracross uses Protec, THEN use Swords Dance.\n"
                           "2. IF Heracross, Weavile, Scizor or Gyarados is Burned, THEN use Swords Dance.\n";
  BattleContext ctx;
  const auto r = lint::lint(post, ctx);
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 2);
  const auto& subs = r.order_sets[0].substitutions;
  CHECK(subs[0].verdict == lint::Verdict::legal);
  REQUIRE(subs[0].tree->trigger.size() == 2);
  CHECK(subs[0].tree->trigger[1].subject->text == "Heracross");
  // The shared action is misspelt once: one note, not one per clause.
  int notes = 0;
  for (std::size_t i : subs[0].diagnostics) notes += r.diagnostics.items()[i].id == DiagId::read_as_alias ? 1 : 0;
  CHECK(notes == 1);
  // Four Pokemon sharing "is Burned" are four state clauses: one more than [10.2] allows.
  CHECK(subs[1].verdict == lint::Verdict::illegal);
  std::vector<Diagnostic> second;
  for (std::size_t i : subs[1].diagnostics) second.push_back(r.diagnostics.items()[i]);
  CHECK(raises(second, DiagId::too_many_state_clauses));
}

TEST_CASE("lint --fix applies every mechanical fix and nothing else", "[lint]") {
  const std::string post = "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                           "CASOR, IF Heracross is to use Protect, THEN use Swords Dance.\n"
                           "At the start of your turn, use Roost.\n";
  const auto r = lint::lint(post, BattleContext{});
  const SourceFile src("p", post);
  const std::string fixed = lint::apply_fixes(r, src);
  CHECK(fixed.find("At the start of the round, IF Heracross") != std::string::npos);
  CHECK(fixed.find("At the start of your turn, IF possible, use Roost.") != std::string::npos);
  CHECK(fixed.find("[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n") == 0);
}

TEST_CASE("lint reports hostile input instead of throwing", "[lint]") {
  // Each rejected input says why, at a position.
  const auto empty = lint::lint("", BattleContext{});
  CHECK(empty.diagnostics.items().front().id == DiagId::empty_input);
  const auto bad_utf8 = lint::lint("IF x \xff THEN y", BattleContext{});
  CHECK_FALSE(bad_utf8.extracted.ok);
  REQUIRE_FALSE(bad_utf8.diagnostics.items().empty());
  CHECK(bad_utf8.diagnostics.items().front().id == DiagId::invalid_utf8);
  CHECK(bad_utf8.diagnostics.items().front().span.begin == 5);
  for (const std::string& post : {std::string(), std::string("IF"), std::string(100000, 'I'),
                                  std::string("\xff\xfe IF x THEN y"), std::string(5000, '[') + "b]",
                                  std::string("1. IF IF IF THEN THEN THEN use use use\n") + std::string(2000, ',')}) {
    CHECK_NOTHROW(lint::lint(post, BattleContext{}));
  }
}

namespace {
/// The help of the BBP3017 (or BBP2104) diagnostic the one substitution under Triantis's orders
/// gets, checking that the substitution is judged illegal; "" when there is none.
std::string unknown_result_help(const std::string& substitution) {
  const std::string post = "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n" + substitution + "\n";
  const auto r = lint::lint(post, BattleContext{});
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 1);
  CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  for (const Diagnostic& d : r.diagnostics.items())
    if ((d.id == DiagId::unknown_action_name || d.id == DiagId::unreadable_result_clause) && d.help) return *d.help;
  return {};
}
}  // namespace

TEST_CASE("[10.7a] BBP3017: a result with a verb [10.7a] lacks ('skip X') is illegal and names the wording to use", "[lint]") {
  const std::string help = unknown_result_help("IF Heracross is Asleep, THEN skip Swords Dance.");
  CHECK(help.find("\"skip\" is no result clause of [10.7a]") != std::string::npos);
  CHECK(help.find("pull back orders") != std::string::npos);
  // The verb alone before a step ("skip this step") is the same verb.
  CHECK(unknown_result_help("IF Heracross is Asleep, THEN skip this step.").find("\"skip\" is no result clause") !=
        std::string::npos);
}

TEST_CASE("[10.7a] BBP2104: 'skip your next order', 'instead of your next order' get the step-naming wordings", "[lint]") {
  for (const char* sub : {"IF Heracross is to use Protect, THEN use Swords Dance and skip your next order.",
                          "IF Heracross is to use Protect, THEN use Swords Dance instead of your next order."}) {
    INFO(sub);
    CHECK(unknown_result_help(sub).find("use X next step") != std::string::npos);
  }
}

TEST_CASE("[10.7a] BBP2104: 'replace the next X-Scissor with …' changes one order, which no replace clause does; help names the step",
          "[lint]") {
  // "the first X-Scissor" was read as "replace all X-Scissor" (legal): every X-Scissor of the
  // round was replaced where the player asked for one.
  for (const char* sub : {"IF Heracross is to use Protect, THEN replace the next X-Scissor with Swords Dance.",
                          "IF Heracross is to use Protect, THEN replace the first X-Scissor with Swords Dance.",
                          "IF Heracross is to use Protect, THEN replace your step 2 order with Swords Dance."}) {
    INFO(sub);
    CHECK(unknown_result_help(sub).find("name its step: \"use Swords Dance next step\"") != std::string::npos);
  }
  // All of one action is [10.7a]'s replace; a move named with an ordinal's word ("First
  // Impression", "Last Resort") is no ordinal.
  for (const char* sub : {"IF Heracross is to use Protect, THEN replace all X-Scissor with Swords Dance.",
                          "IF Heracross is to use Protect, THEN replace X-Scissor with Swords Dance.",
                          "IF Heracross is to use Protect, THEN replace all X-Scissor with First Impression.",
                          "IF Heracross is to use Protect, THEN replace Last Resort with Swords Dance."}) {
    INFO(sub);
    const auto r = lint::lint("[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n" + std::string(sub) + "\n",
                              BattleContext{});
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].substitutions.size() == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
}

TEST_CASE("[10.7a] BBP2104 BBP3017: 'swap your next two orders', 'reverse your orders' get the written-out sequence as help",
          "[lint]") {
  // The reordering help, never the switching one: moving orders sends no Pokemon out.
  for (const char* sub : {"IF Heracross is to use Protect, THEN swap your next two orders.",
                          "IF Heracross is to use Protect, THEN reverse your orders.",
                          "IF Heracross is to use Protect, THEN switch your last two moves."}) {
    INFO(sub);
    CHECK(unknown_result_help(sub).find("begin using X, Y, Z") != std::string::npos);
  }
}

TEST_CASE("[10.7] BBP3017: 'THEN send out Tallow' is no result; the help says where replacements are posted", "[lint]") {
  CHECK(unknown_result_help("IF Triantis is KO'd, THEN send out Tallow.").find("Switching Phase ([2.5c]") != std::string::npos);
  // Written without THEN, "send in"/"bring in" end the trigger like a result verb; "switch to"
  // before a species' name is the same switch.
  for (const char* sub : {"IF Triantis is KO'd, send in Lucario.", "IF Triantis is KO'd, bring in Lucario.",
                          "IF Heracross uses Close Combat, switch to Lucario."}) {
    INFO(sub);
    CHECK(unknown_result_help(sub).find("Switching Phase ([2.5c]") != std::string::npos);
  }
}

TEST_CASE("[10.7] BBP3019: a result's subject must be the recipient; a name the header cannot rule out is not judged",
          "[lint]") {
  auto verdicts = [](const std::string& header, const std::string& sub, std::vector<std::string>* unchecked = nullptr) {
    const std::string post = header + "\nSwords Dance - Earthquake - Earthquake\n" + sub + "\n";
    const auto r = lint::lint(post, BattleContext{});
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].substitutions.size() == 1);
    if (unchecked != nullptr) *unchecked = r.unchecked;
    bool other = false;
    for (const Diagnostic& d : r.diagnostics.items()) other = other || d.id == DiagId::result_changes_other_pokemon;
    return other;
  };
  CHECK_FALSE(verdicts("Gina the Garchomp", "IF Scizor is to use Protect, THEN Gina uses Swords Dance."));
  CHECK_FALSE(verdicts("Gina the Garchomp", "IF Scizor is to use Protect, THEN have Garchomp use Swords Dance."));
  CHECK_FALSE(verdicts("Gina the Garchomp", "IF Scizor is to use Protect, THEN you will use Swords Dance."));
  CHECK(verdicts("Gina the Garchomp", "IF Scizor is to use Protect, THEN Tallow uses Swords Dance."));
  CHECK(verdicts("Gina the Garchomp", "IF Scizor is to use Protect, THEN Talonflame will use Swords Dance."));
  // "I", "we", "I'll", "you'll": the player speaking as the recipient.
  for (const char* self : {"IF Scizor is to use Protect, THEN I will use Swords Dance.",
                           "IF Scizor is to use Protect, I'll use Swords Dance.",
                           "IF Scizor is to use Protect, we will use Swords Dance.",
                           "IF Scizor is to use Protect, THEN you'll use Swords Dance.",
                           "I'll use Swords Dance if Scizor is to use Protect."}) {
    INFO(self);
    CHECK_FALSE(verdicts("Gina the Garchomp", self));
  }
  CHECK(verdicts("Gina the Garchomp", "Tallow will use Swords Dance if Scizor is to use Protect."));
  // After the trigger's bare comma, a named subject and "will" open the result, checked alike.
  CHECK_FALSE(verdicts("Gina the Garchomp", "If Scizor uses Protect, Gina will use Swords Dance instead."));
  CHECK(verdicts("Gina the Garchomp", "If Scizor uses Protect, Tallow will use Swords Dance instead."));
  CHECK_FALSE(verdicts("Gina the Garchomp", "If Scizor uses Protect, Gina uses Swords Dance."));
  CHECK(verdicts("Gina the Garchomp", "If Scizor uses Protect, Tallow uses Swords Dance."));
  // "Gina" alone says no species: "Garchomp" may be hers, so it is listed as not checked.
  std::vector<std::string> unchecked;
  CHECK_FALSE(verdicts("Gina", "IF Scizor is to use Protect, THEN Garchomp uses Swords Dance.", &unchecked));
  bool listed = false;
  for (const std::string& u : unchecked) listed = listed || u.find("result's subject") != std::string::npos;
  CHECK(listed);
  // "else" and "please" are no subjects.
  CHECK_FALSE(verdicts("Gina the Garchomp", "IF Scizor is to use Protect, THEN please use Swords Dance."));
}

TEST_CASE("[10.7] BBP3019: with the teams in the context, a result's subject naming another Pokemon is judged",
          "[lint]") {
  const auto ctx = parse_context(R"({"rules": {"match_type": "doubles"}, "poster": "Liz", "teams": [
     {"trainer": "Liz", "pokemon": [{"species": "Scyther", "nickname": "Triantis", "zone": "active"},
                                    {"species": "Lucario", "zone": "active"}]},
     {"trainer": "Isaac", "pokemon": [{"species": "Heracross", "zone": "active"}]}]})");
  REQUIRE(ctx.ok);
  auto other = [&](const std::string& sub, std::string* help = nullptr) {
    // No nickname for Lucario: the header alone could not rule out "Triantis" being its name.
    const auto r = lint::lint("Lucario\nDetect - Aura Sphere - Aura Sphere\n" + sub + "\n", ctx.context);
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].substitutions.size() == 1);
    for (const Diagnostic& d : r.diagnostics.items())
      if (d.id == DiagId::result_changes_other_pokemon) {
        if (help != nullptr) *help = d.help.value_or("");
        return true;
      }
    return false;
  };
  std::string help;
  CHECK(other("IF Heracross is to use Close Combat, THEN Triantis uses Protect.", &help));
  CHECK(help.find("begin it with \"Triantis: \"") != std::string::npos);
  CHECK(other("IF Heracross is to use Close Combat, THEN Scyther uses Protect."));   // its species
  CHECK(other("IF Triantis is to use Protect, THEN Heracross uses Protect."));      // the opponent's
  CHECK_FALSE(other("IF Heracross is to use Close Combat, THEN Lucario uses Detect."));
  CHECK_FALSE(other("IF Triantis is to use Protect, THEN use Detect."));            // the trigger may name it
}

TEST_CASE("[10.7] BBP3035: a later clause giving this step's intent overwrites an earlier 'use X'", "[lint]") {
  const auto run = [](const std::string& sub) {
    return lint::lint("Dragapult: Dragon Darts - Dragon Darts - Shadow Ball\n" + sub + "\n", BattleContext{});
  };
  const auto raised = [](const lint::LintResult& r) {
    return std::count_if(r.diagnostics.items().begin(), r.diagnostics.items().end(),
                         [](const Diagnostic& d) { return d.id == DiagId::overwritten_result; });
  };
  for (const char* bad : {"IF Kingambit is to use Sucker Punch, THEN Will-O-Wisp then Dragon Darts.",
                          "IF Kingambit is to use Sucker Punch, THEN use Will-O-Wisp; use Dragon Darts.",
                          "IF Kingambit is to use Sucker Punch, THEN use Will-O-Wisp, and then begin using Dragon Darts, Shadow Ball."}) {
    INFO(bad);
    const auto r = run(bad);
    CHECK(raised(r) == 1);
    // A warning: the substitution is legal, the earlier action is simply never used.
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].substitutions.size() == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  for (const char* good : {"IF Kingambit is to use Sucker Punch, THEN begin using Will-O-Wisp, Dragon Darts.",
                           "IF Kingambit is to use Sucker Punch, THEN use Will-O-Wisp, and use Dragon Darts next step.",
                           "IF Kingambit is to use Sucker Punch, THEN use Protect and push orders down.",
                           "IF Kingambit is to use Sucker Punch, THEN use Protect on first instance, and then use Shadow "
                           "Ball on other instances."}) {
    INFO(good);
    CHECK(raised(run(good)) == 0);
  }
}

TEST_CASE("[10.7a] results with no [10.7a] wording say how to write them: either-or, 'keep the rest of your orders'",
          "[lint][legality]") {
  const auto run = [](const std::string& sub) {
    return lint::lint("Dragapult: Dragon Darts - Dragon Darts - Shadow Ball\n" + sub + "\n", BattleContext{});
  };
  const auto help_of = [](const lint::LintResult& r, DiagId id) -> std::string {
    for (const Diagnostic& d : r.diagnostics.items())
      if (d.id == id) return d.help.value_or("");
    return "(not raised)";
  };
  for (const char* either : {"IF Kingambit is to use Sucker Punch, THEN use Protect or Detect.",
                             "IF Kingambit is to use Sucker Punch, THEN use Protect/Detect."}) {
    INFO(either);
    const std::string help = help_of(run(either), DiagId::unreadable_result_clause);
    CHECK(help.find("pick one (\"use Protect\")") != std::string::npos);
  }
  // "instead of A or B": the new action is one; the help writes one replace clause for each of
  // the actions replaced, and that fix reads legal.
  {
    const std::string help = help_of(
        run("IF Kingambit is to use Sucker Punch, THEN use Protect instead of Dragon Darts or Shadow Ball."),
        DiagId::unreadable_result_clause);
    CHECK(help.find("pick one") == std::string::npos);
    const std::string fix = "replace all Dragon Darts with Protect, and replace all Shadow Ball with Protect";
    CHECK(help.find(fix) != std::string::npos);
    const auto fixed = run("IF Kingambit is to use Sucker Punch, THEN " + fix + ".");
    CHECK(fixed.order_sets.at(0).substitutions.at(0).verdict == lint::Verdict::legal);
  }
  // A substitution ignoring itself: [10.7a] ignores only the recipient's other substitutions.
  for (const char* itself : {"IF Kingambit is to use Sucker Punch, THEN ignore this substitution for the rest of the round.",
                             "IF Kingambit is to use Sucker Punch, THEN use Protect and ignore this sub next step."}) {
    INFO(itself);
    CHECK(help_of(run(itself), DiagId::unreadable_result_clause).find("timing affix \"Once\"") != std::string::npos);
  }
  // A count after an action with no verb ("then X-Scissor twice") is the sequence clause, as with
  // "use" ([10.3b]): it overwrites Protect, and BBP3035 spells out the one clause for both.
  for (const char* counted : {"IF Kingambit is to use Sucker Punch, THEN use Protect, then Shadow Ball twice.",
                              "IF Kingambit is to use Sucker Punch, THEN use Protect, then Shadow Ball x2."}) {
    INFO(counted);
    const auto r = run(counted);
    CHECK(help_of(r, DiagId::unreadable_result_clause) == "(not raised)");
    CHECK(help_of(r, DiagId::overwritten_result).find("\"begin using Protect, Shadow Ball, Shadow Ball\"") != std::string::npos);
  }
  // Other unreadable results keep the generic reading.
  const std::string other = help_of(run("IF Kingambit is to use Sucker Punch, THEN use."), DiagId::unreadable_result_clause);
  CHECK(other != "(not raised)");
  CHECK(other.find("pick one") == std::string::npos);
  // "keep the rest of your orders" names no action: BBP3017 asks which result is meant, and it is
  // no second "use" that overwrites the first (BBP3035).
  const auto keep = run("IF Kingambit is to use Sucker Punch, THEN use Will-O-Wisp and keep the rest of your orders.");
  CHECK(help_of(keep, DiagId::unknown_action_name).find("push orders down") != std::string::npos);
  CHECK(help_of(keep, DiagId::overwritten_result) == "(not raised)");
}

TEST_CASE("[9.1] lint JSON: a substitution written on the 'Subs:' heading's line is shown without the heading", "[lint]") {
  const std::string post =
      ":sv/heracross: Beetle the Heracross\nProtect / Close Combat / Megahorn\n"
      "Subs: If Triantis uses X-Scissor on step 1, use Close Combat. If Triantis uses Swords Dance twice, use "
      "Protect on step 3.\n";
  const auto r = lint::lint(post, BattleContext{});
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 2);
  const auto& first = r.order_sets[0].substitutions[0];
  CHECK(first.text.starts_with("If Triantis uses X-Scissor"));
  CHECK(first.read_as.starts_with("If Triantis uses X-Scissor"));
  // The span still covers what was written.
  CHECK(post.substr(first.span.begin, 5) == "Subs:");
}

TEST_CASE("[10.7a] [10.3] a remark after the result is no clause: BBP2104 names it, shows the substitution without it "
          "and deletes it as a fix",
          "[lint][legality]") {
  struct Case {
    const char* sub;
    const char* remark;
    const char* fixed;
  };
  for (const Case c : {Case{"IF Gengar uses Substitute, THEN use Knock Off instead (just in case).", "(just in case)",
                            "IF Gengar uses Substitute, THEN use Knock Off instead."},
                       Case{"IF Gengar uses Substitute, THEN use Knock Off instead. (this sub lasts the whole round)",
                            "(this sub lasts the whole round)", "IF Gengar uses Substitute, THEN use Knock Off instead"},
                       Case{"IF Gengar uses Substitute, THEN use Knock Off instead. Hopefully this works.",
                            "Hopefully this works", "IF Gengar uses Substitute, THEN use Knock Off instead."},
                       Case{"IF Gengar uses Substitute, THEN use Knock Off instead lol", "lol",
                            "IF Gengar uses Substitute, THEN use Knock Off instead"},
                       // Without "instead" the brackets were read as a parameter of Knock Off and
                       // passed silently; the remark is the same.
                       Case{"IF Gengar uses Substitute, THEN use Knock Off (just in case).", "(just in case)",
                            "IF Gengar uses Substitute, THEN use Knock Off."},
                       Case{"IF Gengar uses Substitute, THEN use Knock Off (if possible)", "(if possible)",
                            "IF Gengar uses Substitute, THEN use Knock Off"}}) {
    INFO(c.sub);
    const std::string post = "Dragapult: Dragon Darts - Dragon Darts - Shadow Ball\n" + std::string(c.sub) + "\n";
    const auto r = lint::lint(post, BattleContext{});
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].substitutions.size() == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);  // [10.3]: still illegal
    const Diagnostic* d = nullptr;
    for (const Diagnostic& x : r.diagnostics.items())
      if (x.id == DiagId::unreadable_result_clause) d = &x;
    REQUIRE(d != nullptr);
    CHECK(message_of(*d).find(std::string("\"") + c.remark + "\" after the result") != std::string::npos);
    REQUIRE(d->help);
    CHECK(d->help->find("without it the substitution reads") != std::string::npos);
    const std::string fixed = lint::apply_fixes(r, SourceFile("post.txt", post));
    CHECK(fixed == "Dragapult: Dragon Darts - Dragon Darts - Shadow Ball\n" + std::string(c.fixed) + "\n");
    CHECK(lint::lint(fixed, BattleContext{}).order_sets.at(0).substitutions.at(0).verdict == lint::Verdict::legal);
  }
  // A bracketed target or parameter names something and is no remark.
  for (const char* param : {"IF Gengar uses Substitute, THEN use Knock Off (Gengar).",
                            "IF Gengar uses Substitute, THEN use Hidden Power (Fire)."}) {
    INFO(param);
    const auto r = lint::lint("Dragapult: Dragon Darts - Dragon Darts - Shadow Ball\n" + std::string(param) + "\n",
                              BattleContext{});
    for (const Diagnostic& x : r.diagnostics.items()) CHECK(x.id != DiagId::unreadable_result_clause);
  }
  // A smiley closing the substitution is table talk, no remark (tests/unit/courtesy_test.cpp).
  // "Mr. Mime" is no sentence break, and a result unreadable for another reason is no remark.
  for (const char* other : {"IF Gengar uses Substitute, THEN use Knock Off on Mr. Mime at random.",
                            "IF Gengar uses Substitute, THEN use Knock Off whenever it feels right."}) {
    INFO(other);
    const auto r = lint::lint("Dragapult: Dragon Darts - Dragon Darts - Shadow Ball\n" + std::string(other) + "\n",
                              BattleContext{});
    for (const Diagnostic& x : r.diagnostics.items())
      if (x.id == DiagId::unreadable_result_clause) CHECK(message_of(x).find("after the result") == std::string::npos);
  }
}

TEST_CASE("[10.1] a bracketed note naming the substitution after it ('(KO sub)', '[Sub 2]') is a label, as before it",
          "[lint][legality]") {
  const std::string head = "Dragapult: Dragon Darts - Dragon Darts - Shadow Ball\n";
  for (const char* sub : {"IF Gengar uses Substitute, THEN use Knock Off instead (Sub 2)",
                          "IF Gengar uses Substitute, THEN use Knock Off instead. [sub #2]",
                          "IF you are KOed, THEN use Destiny Bond (KO sub)", "IF you are KOed, THEN use Destiny Bond. (KO)"}) {
    INFO(sub);
    const auto r = lint::lint(head + sub + "\n", BattleContext{});
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].substitutions.size() == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
    CHECK(r.order_sets[0].substitutions[0].read_as.find('(') == std::string::npos);
    CHECK(r.order_sets[0].substitutions[0].read_as.find('[') == std::string::npos);
  }
  // Whether it is a KO substitution is still its trigger's to say ([10.6f]), never the label's.
  const auto labelled = lint::lint(head + "IF Gengar uses Substitute, THEN use Knock Off (KO sub)\n", BattleContext{});
  CHECK_FALSE(labelled.order_sets.at(0).substitutions.at(0).ko_substitution);
  // Other words in brackets after the result stay a remark ([10.3], the test above).
  const auto remark = lint::lint(head + "IF Gengar uses Substitute, THEN use Knock Off instead (KO sub please)\n", BattleContext{});
  CHECK(remark.order_sets.at(0).substitutions.at(0).verdict == lint::Verdict::illegal);
}

TEST_CASE("[10.1] a label naming the substitution by an ordinal, its kind or a letter ('First sub:', 'KO sub:', "
          "'Sub B)') is a label, never a Pokemon or a clause",
          "[lint][legality]") {
  const std::string head = "Dragapult: Dragon Darts - Dragon Darts - Shadow Ball\n";
  for (const char* sub : {"First sub: IF Gengar uses Substitute, THEN use Knock Off instead.",
                          "2nd Sub - IF Gengar uses Substitute, THEN use Knock Off instead.",
                          "Last sub: IF Gengar uses Substitute, THEN use Knock Off instead.",
                          "KO sub: IF you are KOed, THEN use Destiny Bond.",
                          "Free sub 2: IF you are KOed, THEN use Destiny Bond.",
                          "Sub A: IF Gengar uses Substitute, THEN use Knock Off instead.",
                          "Sub B) IF Gengar uses Substitute, THEN use Knock Off instead.",
                          "Substitution one: IF Gengar uses Substitute, THEN use Knock Off instead.",
                          "Sub 1 (KO): IF you are KOed, THEN use Destiny Bond."}) {
    INFO(sub);
    const auto r = lint::lint(head + sub + "\n", BattleContext{});
    REQUIRE(r.order_sets.size() == 1);
    REQUIRE(r.order_sets[0].substitutions.size() == 1);
    const auto& v = r.order_sets[0].substitutions[0];
    CHECK(v.verdict == lint::Verdict::legal);
    CHECK(v.read_as.starts_with("IF "));
    CHECK(v.text.starts_with("IF "));
    REQUIRE(v.tree != nullptr);
    CHECK_FALSE(v.tree->owner.present());  // "First sub" and "KO" were read as the Pokemon it is for
  }
  // Other words before "sub" say what it is for, a Pokemon's name whose it is. Before, "Priority
  // sub:" was unreadable (BBP2101, illegal), "priority" being a timing's word.
  for (const char* sub : {"Priority sub: IF any opponent is to use a Priority Attack, THEN use Protect.",
                          "Dragapult sub: IF Gengar uses Substitute, THEN use Knock Off instead."}) {
    INFO(sub);
    const auto r = lint::lint(head + sub + "\n", BattleContext{});
    const auto& v = r.order_sets.at(0).substitutions.at(0);
    CHECK(v.verdict == lint::Verdict::legal);
    CHECK(v.read_as.starts_with("IF "));
  }
  const auto owner = lint::lint(head + "Dragapult sub: IF Gengar uses Substitute, THEN use Knock Off instead.\n",
                                BattleContext{});
  CHECK(owner.order_sets.at(0).substitutions.at(0).tree->owner.text == "Dragapult");
}

TEST_CASE("[10.3b] BBP3018: 'Unless A or B' is noted as each clause negated and joined by AND", "[lint]") {
  const std::string post = "[b]Triantis the Scyther[/b]\nSwords Dance - X-Scissor - X-Scissor\n"
                           "Unless Heracross is Burned or Heracross is Paralyzed, THEN use Swords Dance.\n"
                           "Unless Heracross is Burned, THEN use X-Scissor.\n";
  const auto r = lint::lint(post, BattleContext{});
  REQUIRE(r.order_sets.size() == 1);
  REQUIRE(r.order_sets[0].substitutions.size() == 2);
  std::vector<std::string> notes;
  for (const auto& sub : r.order_sets[0].substitutions) {
    CHECK(sub.verdict == lint::Verdict::legal);
    for (std::size_t i : sub.diagnostics)
      if (r.diagnostics.items()[i].id == DiagId::read_as_alias) notes.emplace_back(message_of(r.diagnostics.items()[i]));
  }
  REQUIRE(notes.size() == 2);
  CHECK(notes[0].find("each of its 2 clauses negated and joined by AND") != std::string::npos);
  CHECK(notes[1].find("with that clause negated") != std::string::npos);
}

TEST_CASE("[9.6] BBP4017 / BBP4018: a send-in written over lines shows the species and sprite on the equip lines "
          "directly under it",
          "[lint][legality]") {
  const auto count = [](const std::string& post, DiagId id) {
    const auto r = lint::lint(post, BattleContext{});
    const auto& items = r.diagnostics.items();
    return std::count_if(items.begin(), items.end(), [&](const Diagnostic& d) { return d.id == id; });
  };
  const std::string under = "Sending out Kit and Gina!\n\n:sv/kommoo: Kit (Kommo-o) @ Throat Spray\n"
                            ":sv/garchomp: Gina (Garchomp) @ Life Orb\n";
  CHECK(count(under, DiagId::sendout_species_not_visible) == 0);  // was 2
  CHECK(count(under, DiagId::sendout_sprite_missing) == 0);
  // Only the lines directly under it: a mention further down is not the send-in order.
  const std::string apart = "Sending out Kit!\n\n[b]Kit[/b]\nSwords Dance - X-Scissor - Protect\n\n"
                            ":sv/kommoo: Kit (Kommo-o) @ Throat Spray\n";
  CHECK(count(apart, DiagId::sendout_species_not_visible) == 1);
  // Another Pokemon's line shows nothing of this one.
  CHECK(count("Sending out Kit!\n:sv/garchomp: Gina (Garchomp) @ Life Orb\n", DiagId::sendout_species_not_visible) == 1);
  // A switch sends in too ([2.5d]): the equip line of the Pokemon it names, directly under it.
  const std::string switched = "Switching Tallow out for Gina!\n\n:sv/garchomp: Gina (Garchomp) @ Life Orb\n"
                               "Swords Dance - Earthquake - Earthquake\n";
  CHECK(count(switched, DiagId::sendout_species_not_visible) == 0);  // was 1
  CHECK(count(switched, DiagId::sendout_sprite_missing) == 0);
  CHECK(count("Switching Tallow out for Gina!\n:sv/lucario: Aura (Lucario) @ Life Orb\n", DiagId::sendout_species_not_visible) == 1);
}
