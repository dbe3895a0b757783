// [10.6e] the values a state clause may observe (BBP3029) and the conditions read as them (BBP3027):
// every violation reported, the legal shapes left alone, fix-its where the fix is mechanical.
// (lint_behaviours_test.cpp: [10.6b] behaviours and the other readings.)
#include <bbp/context.hpp>
#include <bbp/dex.hpp>
#include <bbp/lint.hpp>

#include <catch2/catch.hpp>

#include "one_sub_lint.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

using namespace bbp;
using bbp::test::run;
using bbp::test::sub_count;
using bbp::test::sub_diags;

TEST_CASE("[10.6e] BBP3029: a state clause observes only the listed values", "[lint][linter]") {
  // Not on the list, a stage of a value that has none, ordering a non-number, a marker ([7.5]).
  for (const char* bad : {"IF Weavile's Happiness is higher than 100 THEN use Protect.",
                          "IF Weavile's Size stage is higher than 1 THEN use Protect.",
                          "IF Weavile's typing is higher than 1 THEN use Protect.",
                          "IF Weavile has a Poison Counter marker THEN use Protect.",
                          // a kind of item is no "single specified item"
                          "IF Weavile is holding a Choice item THEN use Protect.",
                          "IF Weavile holds a Berry THEN use Protect."}) {
    INFO(bad);
    const auto r = run(bad);
    CHECK(sub_count(r, DiagId::state_value_not_observable) == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  for (const char* good : {"IF you have more than 25 HP THEN use Protect.",
                           "IF Weavile's Speed stage is higher than 1 THEN use Protect.",
                           "IF Weavile's Attack is +2 or more THEN use Protect.",  // [10.3b] the Attack stage
                           "IF Durant has 20 or less Energy THEN use Protect.",
                           "IF Weavile holds a Sitrus Berry THEN use Protect.", "IF Weavile has an item THEN use Protect.",
                           // the possessive names whose items: the same count ([10.6e] quantity of items)
                           "IF Weavile still has its item THEN use Protect.", "IF Weavile has their item THEN use Protect.",
                           "IF Weavile's base Speed is higher than yours THEN use Protect.",
                           "IF Garchomp's Evasion stage is higher than your own Accuracy stage THEN use Lock-On."}) {
    INFO(good);
    CHECK(sub_count(run(good), DiagId::state_value_not_observable) == 0);
  }
}

TEST_CASE("[10.6e] BBP3029: Accuracy is compared by its stage, and --fix says so", "[lint][linter]") {
  const std::string post = "IF Weavile's Accuracy is higher than 0 THEN use Protect.\n";
  const auto r = lint::lint(post, BattleContext{});
  REQUIRE(sub_count(r, DiagId::state_value_not_observable) == 1);
  const SourceFile src("p", post);
  CHECK(lint::apply_fixes(r, src).find("IF Weavile's Accuracy stage is higher than 0") != std::string::npos);
}

TEST_CASE("[10.6e] the state-value table is loaded and resolves the list's own qualifiers", "[dex][linter]") {
  REQUIRE(dex().has_table(Kind::state_value));
  const Resolution spa = dex().resolve(Kind::state_value, "Sp. Atk");
  REQUIRE(spa.found());
  CHECK(dex().entry(Kind::state_value, spa.id).name == "Special Attack");
  const Resolution eva = dex().resolve(Kind::state_value, "Evasion");
  REQUIRE(eva.found());
  CHECK(dex().entry(Kind::state_value, eva.id).get("form") == "stage");
  CHECK(dex().resolve(Kind::state_value, "Remaining Energy").found());
  CHECK(parse_kind("state-value") == Kind::state_value);
}

TEST_CASE("[10.6e] 'at full HP' is HP against maximum HP, judged, not an unknown condition", "[lint][linter]") {
  for (const char* good : {"IF Heracross is at full HP THEN use Protect.", "IF you are at max HP THEN use Belly Drum.",
                           "IF Heracross is at full health THEN use Protect.",
                           // the value named first, then "full" (was BBP3027 "full"), and Energy too
                           "IF your HP is full THEN use Belly Drum.", "IF your Energy is maxed THEN use Protect.",
                           "IF Heracross has full Energy THEN use Protect."}) {
    INFO(good);
    const auto r = run(good);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  // Something bbpref does not know is still reported as not judged; "full" of no value is not read.
  CHECK(sub_count(run("IF Heracross is at peak form THEN use Protect."), DiagId::unknown_condition) == 1);
  CHECK(sub_count(run("IF your Attack is full THEN use Protect."), DiagId::unknown_condition) == 1);
  // A number read against a value [10.6e] does not list is illegal, as "has 2 power" is.
  CHECK(sub_count(run("IF Heracross is at half power THEN use Protect."), DiagId::state_value_not_observable) == 1);
}

TEST_CASE("[10.6e] BBP3027: a verbless clause is judged when it names a condition, else it cannot be judged", "[lint][linter]") {
  // [10.5] plain-English aliases: the clause's words, or its words after a subject, name a
  // condition (a verb form too), a move, a field condition.
  for (const char* known : {"IF you flinch, THEN use Detect.", "IF Attract, THEN use Detect.",
                            "IF Stealth Rock, THEN use Defog.", "IF Heracross flinches, THEN use Detect.",
                            // a weather's verb: "it rains" is Rain, "it hails" Snow's alias Hail
                            "IF it rains, THEN use Roost.", "IF it hails, THEN use Roost."}) {
    INFO(known);
    CHECK(sub_count(run(known), DiagId::unknown_condition) == 0);
  }
  // Words that name nothing are not silently legal.
  for (const char* unknown : {"IF Heracross looks tired, THEN use Detect.", "IF the vibes are off, THEN use Detect.",
                              "IF it pours, THEN use Roost."}) {
    INFO(unknown);
    CHECK(sub_count(run(unknown), DiagId::unknown_condition) == 1);
  }
}

TEST_CASE("[10.6e] BBP3029: a predicted outcome ('would KO you') is not an observable value, nor a KO clause", "[lint][linter]") {
  for (const char* sub : {"IF Megahorn would KO you, THEN use Protect.", "IF Heracross's attack would KO you, THEN use Protect.",
                          "IF you would be KOed by Megahorn, THEN use Protect."}) {
    INFO(sub);
    const auto r = run(sub);
    CHECK(sub_count(r, DiagId::state_value_not_observable) == 1);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
    CHECK(sub_count(r, DiagId::ko_substitution_free) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // The KO clause itself, after the fact, is legal and free.
  const auto ko = run("IF you are KOed, THEN use Destiny Bond.");
  CHECK(sub_count(ko, DiagId::state_value_not_observable) == 0);
  CHECK(ko.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
}

TEST_CASE("[10.6f] BBP3025: 'IF KO' is the KO clause, as 'IF KO'd' and 'IF fainted' are", "[lint][linter]") {
  // The noun alone was read as the Fainting condition but not as a KO clause, so the first such
  // substitution counted toward the limit while "IF KO'd" was free.
  for (const char* ko : {"IF KO, THEN use Close Combat.", "If KO, Close Combat", "IF KO'd, THEN use Close Combat.",
                         "IF Heracross is KO, THEN use Close Combat."}) {
    INFO(ko);
    const auto r = run(ko);
    const auto& sub = r.order_sets[0].substitutions[0];
    CHECK(sub.ko_substitution);
    CHECK_FALSE(sub.counts_toward_limit);
    CHECK(sub_count(r, DiagId::ko_substitution_free) == 1);
  }
  // Negated or with a stated timing it is no KO substitution ([10.6f]).
  for (const char* not_ko : {"IF Heracross is not KO, THEN use Close Combat.", "IF not KO, THEN use Close Combat.",
                             "At the end of the step, IF KO, THEN use Close Combat."}) {
    INFO(not_ko);
    CHECK_FALSE(run(not_ko).order_sets[0].substitutions[0].ko_substitution);
  }
}

TEST_CASE("[10.6e] BBP3027: plain English for the Evasive condition and for where a field condition is", "[lint][linter]") {
  // "in the air", "underground": [10.3b] plain English for Evasive, a condition [10.6e] lists; "up
  // on the opponent's side": presence and place together.
  for (const char* good : {"IF Heracross is underground THEN use Earthquake.",
                           "IF Heracross is in the air THEN use Thunder.",
                           "IF Heracross is semi-invulnerable THEN use Protect.",
                           "IF Reflect is up on the opponent's side THEN use Brick Break.",
                           "IF Reflect is active on their side THEN use Brick Break."}) {
    INFO(good);
    const auto r = run(good);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  // Still not judged: a word no table holds.
  CHECK(sub_count(run("IF Heracross is sparkly THEN use Protect."), DiagId::unknown_condition) == 1);
}

TEST_CASE("[10.6e] BBP3027: a comparative with nothing to compare with names the stat and asks for the other side",
          "[lint][linter]") {
  for (const char* bad : {"IF you are slower, THEN use Protect.", "IF Heracross is heavier THEN use Protect."}) {
    INFO(bad);
    const auto r = run(bad);
    const auto d = sub_diags(r);
    REQUIRE(d.size() == 1);
    CHECK(d[0]->id == DiagId::unknown_condition);
    CHECK(std::string(message_of(*d[0])).find("with nothing named") != std::string::npos);
    REQUIRE(d[0]->help);
    CHECK(d[0]->help->find(" than ") != std::string::npos);
  }
  // With the other side written, it is a comparison of [10.6e], judged.
  CHECK(sub_diags(run("IF you are slower than Heracross, THEN use Protect.")).empty());
}

TEST_CASE("[10.6e] BBP3029: a condition narrowed by its cause or a deadline is no listed value", "[lint][linter]") {
  for (const char* bad : {"IF Heracross is KOed by you THEN use Protect.",
                          "IF Heracross is knocked out by X-Scissor THEN use Protect.",
                          "IF Heracross is Burned by Scald THEN use Protect.",
                          "IF Heracross is Poisoned by step 3 THEN use Protect."}) {
    INFO(bad);
    const auto r = run(bad);
    const auto d = sub_diags(r);
    REQUIRE(d.size() == 1);
    CHECK(d[0]->id == DiagId::state_value_not_observable);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
    // Narrowed, the faint is no KO clause [10.6f].
    CHECK_FALSE(r.order_sets[0].substitutions[0].ko_substitution);
  }
  // The same faint with its cause as the subject ("you knock out Heracross"): the help is the KO
  // clause of the Pokemon knocked out.
  for (const char* active : {"IF you knock out Heracross, THEN use Protect.", "IF you KO Heracross, THEN use Protect.",
                             "IF you have KOed Heracross, THEN use Protect."}) {
    INFO(active);
    const auto r = run(active);
    const auto d = sub_diags(r);
    REQUIRE(d.size() == 1);
    CHECK(d[0]->id == DiagId::state_value_not_observable);
    CHECK(std::string(message_of(*d[0])).find("faint of Heracross") != std::string::npos);
    REQUIRE(d[0]->help);
    CHECK(d[0]->help->find("IF Heracross is KO'd") != std::string::npos);
    CHECK_FALSE(r.order_sets[0].substitutions[0].ko_substitution);
  }
  const auto kos_you_run = run("IF Heracross KOs you, THEN use Protect.");
  const auto kos_you = sub_diags(kos_you_run);
  REQUIRE(kos_you.size() == 1);
  REQUIRE(kos_you[0]->help);
  CHECK(kos_you[0]->help->find("\"IF you are KO'd\"") != std::string::npos);
  // The condition alone is judged; a KO clause stays a free KO substitution, in any tense.
  for (const char* ko_clause : {"IF Heracross is KOed THEN use Protect.", "IF Heracross gets knocked out THEN use Protect.",
                                "IF Heracross has been KO'd THEN use Protect.", "IF Heracross faints THEN use Protect."}) {
    INFO(ko_clause);
    const auto ko = run(ko_clause);
    CHECK(sub_count(ko, DiagId::state_value_not_observable) == 0);
    CHECK(sub_count(ko, DiagId::unknown_condition) == 0);
    CHECK(ko.order_sets[0].substitutions[0].ko_substitution);
  }
  // A second name of Partial Trapping ("by Whirlpool", [7.4]) is not called a cause.
  CHECK(sub_count(run("IF Heracross is Partially Trapped by Whirlpool THEN use Protect."),
              DiagId::state_value_not_observable) == 0);
}

TEST_CASE("[10.6e] [10.4c] BBP3027: which zone a Pokemon is in is not judged", "[lint][linter]") {
  for (const char* zone : {"IF Heracross is in play, THEN use Swords Dance.",
                           "IF Heracross is not on the field, THEN use Swords Dance.",
                           "IF Heracross is benched, THEN use Swords Dance.",
                           "IF Heracross is no longer in play, THEN use Swords Dance.",
                           "IF Heracross is switched out, THEN use Swords Dance."}) {
    INFO(zone);
    const auto r = run(zone);
    CHECK(sub_count(r, DiagId::unknown_condition) == 1);
    CHECK(sub_count(r, DiagId::state_value_not_observable) == 0);
  }
  // A field condition on a side is a value [10.6e] lists; a Pokemon's species in play is too.
  for (const char* fine : {"IF Stealth Rock is on your side of the field, THEN use Defog.",
                           "IF the opponent is Heracross, THEN use Swords Dance."}) {
    INFO(fine);
    CHECK(sub_count(run(fine), DiagId::unknown_condition) == 0);
  }
}

TEST_CASE("[10.6e] [10.3b] 'has Recoveries left', 'has Close Combat in its movepool' are values of [10.6e]", "[lint][linter]") {
  for (const char* counted : {"IF Heracross has no Recoveries left, THEN use Swords Dance.",
                              "IF you have Chills remaining, THEN chill."}) {
    INFO(counted);
    const auto r = run(counted);
    CHECK(sub_count(r, DiagId::read_as_alias) == 1);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  const auto movepool = run("IF Heracross has Close Combat in its movepool, THEN use Detect.");
  CHECK(sub_count(movepool, DiagId::unknown_condition) == 0);
  CHECK(movepool.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  // Words that name no value stay unjudged.
  CHECK(sub_count(run("IF Heracross has Glorps left, THEN use Detect."), DiagId::unknown_condition) == 1);
}

TEST_CASE("[10.6e] a comparison may write the Remaining qualifier after its value: '3 Recoveries left', '50% HP remaining'", "[lint][linter]") {
  for (const char* counted : {"IF you have less than 3 Recoveries left, THEN use Swords Dance.",
                              "IF Heracross has 1 Recovery left, THEN use Swords Dance.",
                              "IF Heracross has 0 Chills remaining, THEN use Swords Dance.",
                              "IF you have more than 50% HP left, THEN use Swords Dance.",
                              "IF you have 20 or less Energy available, THEN use Swords Dance."}) {
    INFO(counted);
    const auto r = run(counted);
    CHECK(sub_count(r, DiagId::state_value_not_observable) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  // The qualifier does not make an unlisted value observable.
  CHECK(sub_count(run("IF Heracross has less than 2 Glorps left, THEN use Detect."), DiagId::state_value_not_observable) == 1);
}

TEST_CASE("[10.6e] [11] a Technique's state is no listed value; 'Mega Evolved' is read as its Forme", "[lint][linter]") {
  for (const char* state : {"IF Heracross is Dynamaxed, THEN use Protect.", "IF Heracross is not Gigantamaxed, THEN use Protect.",
                            "IF Heracross has Terastallized, THEN use Protect.",
                            "IF Heracross is Terastallized into Fire, THEN use Protect.",
                            "IF Heracross is Tera Fire, THEN use Protect."}) {
    INFO(state);
    const auto r = run(state);
    CHECK(sub_count(r, DiagId::state_value_not_observable) == 1);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // [10.6e] lists the current Forme, which is what "Mega Evolved" asks about ([10.3b]).
  const auto mega = run("IF Heracross is Mega Evolved, THEN use Protect.");
  CHECK(sub_count(mega, DiagId::read_as_alias) == 1);
  CHECK(sub_count(mega, DiagId::unknown_condition) == 0);
  CHECK(mega.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  // A move named with the Technique's word is still a move in the movepool; the action is BBP3034.
  CHECK(sub_count(run("IF Heracross has Tera Blast, THEN use Protect."), DiagId::state_value_not_observable) == 0);
  CHECK(sub_count(run("IF Heracross is going to Terastallize, THEN use Protect."), DiagId::technique_not_observable) == 1);
}

TEST_CASE("[10.6e] BBP3029 on 'IF Heracross = Protect' says how to observe the action instead", "[lint][linter]") {
  const auto r = run("IF Heracross = Protect THEN use Swords Dance");
  CHECK(sub_count(r, DiagId::state_value_not_observable) == 1);
  for (const Diagnostic* d : sub_diags(r))
    if (d->id == DiagId::state_value_not_observable) {
      REQUIRE(d->help);
      CHECK(d->help->find("\"IF Heracross is to use Protect\"") != std::string::npos);  // was the list of values
    }
  // A value that is no action keeps the list of observable values.
  const auto burned = run("IF Heracross = Burned, THEN use Swords Dance.");
  CHECK(sub_count(burned, DiagId::state_value_not_observable) == 1);
  for (const Diagnostic* d : sub_diags(burned))
    if (d->id == DiagId::state_value_not_observable) {
      REQUIRE(d->help);
      CHECK(d->help->find("state clauses observe HP") != std::string::npos);
    }
}

TEST_CASE("[10.6e] 'Heracross's Substitute is up' observes the condition on its owner", "[lint][linter]") {
  // Was read as a field condition called "Heracross's Substitute" bbpref did not know (BBP3027).
  const auto r = run("IF Heracross's Substitute is up, THEN use Brick Break.");
  CHECK(sub_count(r, DiagId::unknown_condition) == 0);
  CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  // A name that is no condition is still not judged.
  CHECK(sub_count(run("IF Heracross's Blorb is up, THEN use Brick Break."), DiagId::unknown_condition) == 1);
}

TEST_CASE("[10.6e] [10.3b] a count of boosts or drops is the stage moved: 'has one or more Speed boosts'", "[lint][linter]") {
  // Was unreadable (BBP2103) with the count written as a word, and BBP3029 ("Attack boosts is not
  // one of the values") with digits: an illegal verdict for [10.3b]'s own reading of "boosts".
  auto note_of = [](const lint::LintResult& r) -> std::string {
    for (const Diagnostic* d : sub_diags(r))
      if (d->id == DiagId::read_as_alias) return std::string(message_of(*d));
    return {};
  };
  const std::pair<const char*, const char*> readings[] = {
      {"IF Heracross has one or more Speed boosts THEN use Protect.", "\"Heracross's Speed stage is +1 or higher\""},
      {"IF Heracross has 2 or more Attack boosts THEN use Protect.", "\"Heracross's Attack stage is +2 or higher\""},
      {"IF Heracross has at least two Attack boosts THEN use Protect.", "\"Heracross's Attack stage is +2 or higher\""},
      {"IF Heracross has fewer than 2 Attack boosts THEN use Protect.", "\"Heracross's Attack stage is lower than +2\""},
      // a count of drops mirrors the comparison: two or more stages down is -2 or lower
      {"IF you have 2 or more Defense drops THEN use Protect.", "\"your Defense stage is -2 or lower\""},
      {"IF you have one or fewer Defense drops THEN use Protect.", "\"your Defense stage is -1 or higher\""},
      // no comparator is equality, the count as a word as with digits (was BBP3027 with the word)
      {"IF Heracross has one Speed boost THEN use Protect.", "\"Heracross's Speed stage is +1\""},
      {"IF Heracross has 1 Speed boost THEN use Protect.", "\"Heracross's Speed stage is +1\""}};
  for (const auto& [post, reading] : readings) {
    INFO(post);
    const auto r = run(post);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
    CHECK(note_of(r).find(reading) != std::string::npos);
  }
  // A value with no stage has no boosts to count; a count of Recoveries is no stage.
  CHECK(sub_count(run("IF you have two or more HP boosts THEN use Protect."), DiagId::state_value_not_observable) == 1);
  const auto recoveries = run("IF you have one or more Recoveries left THEN use Protect.");
  CHECK(recoveries.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  CHECK(note_of(recoveries).find("stage") == std::string::npos);
  // A count of items is the quantity held (Held Items), not the one item the singular names.
  for (const char* items : {"IF Heracross has at least one item THEN use Protect.",
                            "IF Heracross has at least 1 item THEN use Protect."}) {
    INFO(items);
    CHECK(run(items).order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
}
