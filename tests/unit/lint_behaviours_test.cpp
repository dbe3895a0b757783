// [10.6b] one behaviour per action clause (BBP3028), the action groups of [10.6d], and the readings
// of affixes and verbs around them: every violation reported, the legal shapes left alone, fix-its
// where the fix is mechanical. (lint_state_values_test.cpp: [10.6e] state values.)
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

TEST_CASE("[10.6b] BBP3028: an action clause observes exactly one behaviour", "[lint][linter]") {
  for (const char* bad : {"IF Heracross is to use Protect or Detect THEN use Swords Dance.",
                          "IF Heracross is to use Protect, Detect or Spiky Shield THEN use Swords Dance.",
                          "IF Heracross is to use Protect or a Fire attack THEN use Swords Dance.",
                          "IF Heracross is to use Protect or use Detect THEN use Swords Dance.",
                          // the affix after the second behaviour is the clause's: still two (was legal)
                          "IF Heracross uses Protect or Detect on step 1, THEN use Swords Dance.",
                          "IF Heracross is to use Protect or Detect this round, THEN use Swords Dance."}) {
    INFO(bad);
    const auto r = run(bad);
    CHECK(sub_count(r, DiagId::several_behaviours) == 1);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);  // the second behaviour is no condition
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // Types sharing the noun written after the last one, with the clause's affix after it.
  const auto typed = run("IF Heracross uses a Fire or Ice attack on step 2, THEN use Protect.");
  CHECK(sub_count(typed, DiagId::several_behaviours) == 1);
  CHECK(sub_count(typed, DiagId::invented_action_group) == 0);  // was "Fire is not an action group"
  // The smallest [10.6d] group holding every named move is offered as help, never as a fix.
  const auto r = run("IF Heracross is to use Protect or Detect THEN use Swords Dance.");
  for (const Diagnostic* d : sub_diags(r))
    if (d->id == DiagId::several_behaviours) {
      REQUIRE(d->help);
      CHECK(d->help->find("Protective Move") != std::string::npos);
      CHECK(d->fixits.empty());
      CHECK(std::string(message_of(*d)).find("\"Detect\"") != std::string::npos);
    }
  for (const char* good : {"IF Heracross is to use a Protective Move THEN use Swords Dance.",
                           "IF Heracross is to use Protect and Weavile is Burned THEN use Swords Dance.",
                           "IF Heracross is to use Detect + Double Team THEN use Swords Dance."}) {
    INFO(good);
    CHECK(sub_count(run(good), DiagId::several_behaviours) == 0);
  }
}

TEST_CASE("[10.6b] BBP3028: types sharing one noun are attacks of each type", "[lint][linter]") {
  // "a Fire or Ice attack" observes Fire attacks and Ice attacks: two behaviours, nothing else —
  // no invented group, no unknown name, no unjudged condition.
  for (const char* bad : {"IF Heracross is to use a Fire or Ice attack THEN use Swords Dance.",
                          "IF Heracross is to use a Fire-type or Ice-type attack THEN use Swords Dance.",
                          "IF Heracross is to use a Fire, Ice or Water attack THEN use Swords Dance.",
                          "IF Heracross uses Fire or Flying moves THEN use Swords Dance."}) {
    INFO(bad);
    const auto r = run(bad);
    const auto d = sub_diags(r);
    REQUIRE(d.size() == 1);
    CHECK(d[0]->id == DiagId::several_behaviours);
    CHECK(std::string(message_of(*d[0])).find("\"Fire ") != std::string::npos);
  }
  // A type without its noun names no behaviour: the invented group, with the way to write it.
  const auto r = run("IF Heracross is to use a Fire THEN use Swords Dance.");
  CHECK(sub_count(r, DiagId::invented_action_group) == 1);
  for (const Diagnostic* d : sub_diags(r))
    if (d->id == DiagId::invented_action_group) {
      REQUIRE(d->help);
      CHECK(d->help->find("a Fire attack") != std::string::npos);
    }
  CHECK(sub_diags(run("IF Heracross is to use a Fire attack THEN use Swords Dance.")).empty());
}

TEST_CASE("[10.6d] BBP3011: 'IF Heracross attacks you' observes attacks, no action group; 'attacks you with X' observes X",
          "[lint][linter]") {
  for (const char* any : {"IF Heracross attacks, THEN use Detect.", "IF Heracross attacks you this step, THEN use Detect.",
                          "IF Heracross is going to attack you, THEN use Detect.",
                          "IF any opponent is attacking Scyther, THEN use Detect."}) {
    INFO(any);
    const auto r = run(any);
    CHECK(sub_count(r, DiagId::invented_action_group) == 1);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
  }
  for (const char* named : {"IF Heracross attacks you with Close Combat, THEN use Detect.",
                            "IF Heracross will attack you with a Fighting move, THEN use Detect.",
                            "IF Heracross is going to attack you with Megahorn, THEN use Detect."}) {
    INFO(named);
    const auto r = run(named);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  // The turn order stays the turn order ([10.6e] lists no such value).
  for (const char* order : {"IF Heracross attacks first, THEN use Detect.", "IF Heracross attacks after you, THEN use Detect."}) {
    INFO(order);
    const auto r = run(order);
    CHECK(sub_count(r, DiagId::state_value_not_observable) == 1);
    CHECK(sub_count(r, DiagId::invented_action_group) == 0);
  }
}

TEST_CASE("[10.3] BBP3007: 'is not going to attack', 'does not attack', 'won't attack' negate the attack clause",
          "[lint][linter]") {
  // The same verdict as "is not going to use an attack": the negation (BBP3007) and the invented
  // group (BBP3011). They were read as a state "going to attack" bbpref did not know (BBP3027),
  // so the substitution passed.
  for (const char* negated : {"IF Heracross is not going to attack, THEN use Detect.",
                              "IF Heracross isn't going to attack you, THEN use Detect.",
                              "IF Heracross does not attack, THEN use Detect.", "IF Heracross won't attack, THEN use Detect.",
                              "IF Heracross will not attack this step, THEN use Detect.",
                              "IF Heracross doesn't intend to attack, THEN use Detect.",
                              "IF Heracross is not attacking, THEN use Detect.",
                              "IF Heracross is not gonna attack, THEN use Detect."}) {
    INFO(negated);
    const auto r = run(negated);
    CHECK(sub_count(r, DiagId::negated_action_clause) == 1);
    CHECK(sub_count(r, DiagId::invented_action_group) == 1);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // Unable is no intent: still the bare state of "cannot" (BBP3029's family), not a negation.
  CHECK(sub_count(run("IF Heracross is not able to attack, THEN use Detect."), DiagId::negated_action_clause) == 0);
}

TEST_CASE("[10.3] BBP3007: 'IF not using Protect' negates an action clause whose Pokemon is left unsaid", "[lint][linter]") {
  // Was legal with no note: the words after "not" were taken for a bare state naming the move.
  for (const char* negated : {"IF not using Protect, THEN use Swords Dance.",
                              // "not going to" was the name of a Pokemon about to use Protect
                              "IF not going to use Protect, THEN use Swords Dance.",
                              "IF Heracross is Burned and not using Protect, THEN use Swords Dance."}) {
    INFO(negated);
    const auto r = run(negated);
    CHECK(sub_count(r, DiagId::negated_action_clause) == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // A negated bare state stays a state: "IF not Burned" asks a condition.
  const auto burned = run("IF not Burned, THEN use Swords Dance.");
  CHECK(sub_count(burned, DiagId::negated_action_clause) == 0);
  CHECK(burned.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
}

TEST_CASE("[10.3b] [10.5b] 'IF … and it is step 1' is read as the timing affix 'On step 1'", "[lint][linter]") {
  for (const char* sub : {"IF it is step 2, THEN use Detect.", "IF Heracross is to use Protect and it is step 1, THEN use Swords Dance."}) {
    INFO(sub);
    const auto r = run(sub);
    CHECK(sub_count(r, DiagId::read_as_alias) == 1);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
}

TEST_CASE("[10.3b] a move's name as the verb after its user reads as the action clause 'X uses Move'", "[lint][linter]") {
  for (const char* verbed : {"IF Heracross Swords Dances, THEN use Detect.", "IF Heracross Protects, THEN use Swords Dance.",
                             "IF Heracross Earthquakes, THEN use Detect."}) {
    INFO(verbed);
    const auto r = run(verbed);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
    CHECK(sub_count(r, DiagId::read_as_alias) == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
    CHECK(r.order_sets[0].substitutions[0].read_as.find(" uses ") != std::string::npos);
  }
  // A [10.3b] abbreviation of the move as the verb, capitalised as the move is ("SDs", "EQs").
  const auto sd = run("IF Heracross SDs, THEN use Detect.");
  CHECK(sub_count(sd, DiagId::unknown_condition) == 0);  // was BBP3027
  CHECK(sd.order_sets[0].substitutions[0].read_as == "IF Heracross uses Swords Dance, THEN use Detect.");
  // "subs out" is switching, not Substitute; a lower-case abbreviation is no verb read so.
  CHECK(sub_count(run("IF Heracross Subs out, THEN use Detect."), DiagId::read_as_alias) == 0);
  CHECK(sub_count(run("IF Heracross sds, THEN use Detect."), DiagId::read_as_alias) == 0);
  // With its target after it.
  const auto taunt = run("IF Heracross Taunts you, THEN use Swords Dance.");
  CHECK(taunt.order_sets[0].substitutions[0].read_as == "IF Heracross uses Taunt on you, THEN use Swords Dance.");
  // After SHOULD the move is the bare verb, and a step affix after it stays an affix.
  const auto should = run("Should Heracross Close Combat on step 3, use Detect.");
  CHECK(sub_count(should, DiagId::unknown_condition) == 0);
  CHECK(should.order_sets[0].substitutions[0].read_as.find("Heracross is to use Close Combat on step 3") != std::string::npos);
  // "on the first step" is "on step 1" ([10.3b]); "on the last step" names no one step.
  const auto first = run("IF Heracross Protects on the first step, THEN use Swords Dance.");
  CHECK(first.order_sets[0].substitutions[0].read_as == "IF Heracross is to use Protect on the first step, THEN use Swords Dance.");
  CHECK(first.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  CHECK(sub_count(run("IF Heracross Protects on the last step, THEN use Swords Dance."), DiagId::read_as_alias) == 0);
  // Without SHOULD a bare move after a name is no verb ("IF Heracross Close Combat" reads nothing).
  CHECK(sub_count(run("IF Heracross Close Combat on step 3, THEN use Detect."), DiagId::read_as_alias) == 0);
  // A move and then its target with no "on": "intends to Moonblast Heracross".
  const auto target = run("IF Heracross intends to Close Combat Weavile, THEN use Detect.");
  CHECK(sub_count(target, DiagId::unknown_action_name) == 0);
  CHECK(target.order_sets[0].substitutions[0].read_as.find("Close Combat on Weavile") != std::string::npos);
  // "you" after a move is its target, not a misspelling of the move ("Close Combat you" was read
  // as "Close Combat" and lost the target).
  CHECK(run("IF Heracross is to use Close Combat you, THEN use Detect.").order_sets[0].substitutions[0].read_as ==
        "IF Heracross is to use Close Combat on you, THEN use Detect.");
  // The move's name as the verb after "to", with its target: "attempts to Taunt you" (was BBP3017
  // "to Taunt you"). Without a target the grammar reads it already ("tries to Encore").
  const auto taunt_you = run("IF Heracross attempts to Taunt you, THEN use Detect.");
  CHECK(sub_count(taunt_you, DiagId::unknown_action_name) == 0);
  CHECK(taunt_you.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  CHECK(taunt_you.order_sets[0].substitutions[0].read_as == "IF Heracross attempts to use Taunt on you, THEN use Detect.");
  CHECK(run("IF Heracross tries to Encore, THEN use Detect.").order_sets[0].substitutions[0].verdict ==
        lint::Verdict::legal);
  CHECK(sub_count(run("IF Heracross attempts to Frobnicate, THEN use Detect."), DiagId::unknown_action_name) == 1);
  // The words after the move must name a Pokemon.
  CHECK(sub_count(run("IF Heracross is to use Thunder Blorbadox, THEN use Detect."), DiagId::unknown_action_name) == 1);
  // "use Protect step 2": the step affix without its "on".
  const auto step = run("IF Heracross is to use Close Combat on step 2, THEN use Detect step 2.");
  CHECK(step.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  // A condition's verb form is not a move: no reading as an action clause; it is the [10.5]
  // plain-English timing "When Heracross flinches".
  CHECK(run("IF Heracross flinches, THEN use Detect.").order_sets[0].substitutions[0].read_as ==
        "When Heracross flinches, IF possible, THEN use Detect.");
  // [10.5] the event reading names a condition: one bbpref does not know cannot be judged.
  CHECK(sub_count(run("IF you get Burned, THEN use Facade."), DiagId::unknown_condition) == 0);
  CHECK(sub_count(run("IF Heracross gets a boost, THEN use Detect."), DiagId::unknown_condition) == 1);
}

TEST_CASE("[10.6d] BBP3011's help names the listed groups that share a word with the invented one", "[lint][linter]") {
  const auto r = run("IF Heracross uses a priority move, THEN use Detect.");
  REQUIRE(sub_count(r, DiagId::invented_action_group) == 1);
  bool named = false;
  for (const auto& d : r.diagnostics.items())
    if (d.id == DiagId::invented_action_group && d.help) named = d.help->find("Priority Attack") != std::string::npos;
  CHECK(named);
}

TEST_CASE("[10.6d] [10.3b] 'a Sleep-Inducing Move' is the group 'Sleep-Inflicting Move', read with a note", "[lint][linter]") {
  for (const char* sub : {"IF Heracross uses a sleep-inducing move, THEN use Protect.",
                          "IF Heracross is to use a Burn-Causing Move, THEN use Protect.",
                          "IF Heracross is to use Paralysis-Inducing Moves, THEN use Protect."}) {
    INFO(sub);
    const auto r = run(sub);
    CHECK(sub_count(r, DiagId::invented_action_group) == 0);
    CHECK(sub_count(r, DiagId::read_as_alias) == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
    CHECK(r.order_sets[0].substitutions[0].read_as.find("-Inflicting Move") != std::string::npos);
  }
  // The group's own name and plural need no note; a group nobody listed is still invented.
  CHECK(sub_count(run("IF Heracross uses a Sleep-Inflicting Move, THEN use Protect."), DiagId::read_as_alias) == 0);
  CHECK(sub_count(run("IF Heracross uses Sleep-Inflicting Moves, THEN use Protect."), DiagId::read_as_alias) == 0);
  CHECK(sub_count(run("IF Heracross uses a Drowsiness-Inducing Move, THEN use Protect."), DiagId::invented_action_group) == 1);
}

TEST_CASE("[10.3] BBP3031: a known action followed by words no affix describes is an unknown affix", "[lint][linter]") {
  struct Case {
    const char* sub;
    const char* rest;  // the words the diagnostic points at
  };
  for (const Case& k : {Case{"IF Heracross is to use Protect twice in a row, THEN use Swords Dance.", "twice in a row"},
                        Case{"IF Heracross uses Close Combat successfully, THEN use Roost.", "successfully"},
                        Case{"IF Heracross is to use Megahorn first, THEN use Protect.", "first"},
                        // a short word after the name was a near spelling of the name itself
                        // ("Swords Dance lol" read as "Swords Dance", legal), while "haha" was this
                        Case{"IF Heracross uses Protect, THEN use Swords Dance lol", "lol"},
                        Case{"IF Heracross uses Roost lol, THEN use Swords Dance.", "lol"}}) {
    INFO(k.sub);
    const std::string post = std::string(k.sub) + "\n";
    const auto r = lint::lint(post, BattleContext{});
    CHECK(sub_count(r, DiagId::unknown_affix) == 1);
    CHECK(sub_count(r, DiagId::unknown_action_name) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
    for (const auto& d : r.diagnostics.items())
      if (d.id == DiagId::unknown_affix) CHECK(post.substr(d.span.begin, d.span.size()) == k.rest);
  }
  // A capitalised rest is a misspelled name, not an affix: it stays an unknown action.
  const auto misspelled = run("IF Heracross is to use Thunder Pnuch Kick, THEN use Protect.");
  CHECK(sub_count(misspelled, DiagId::unknown_affix) == 0);
  // A near name whose first word is another action ("Thunder pnch") is still the misspelling.
  const auto near = run("IF Heracross uses Protect, THEN use Thunder pnch.");
  CHECK(sub_count(near, DiagId::unknown_affix) == 0);
  CHECK(near.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  // The affixes [10.6c] lists are not unknown affixes.
  for (const char* legal : {"IF Heracross is to use Protect on any step this round, THEN use Swords Dance.",
                            "IF Heracross is to use Protect on step 2, THEN use Swords Dance.",
                            "IF Heracross has executed Protect previously this round, THEN use Swords Dance."}) {
    INFO(legal);
    CHECK(sub_count(run(legal), DiagId::unknown_affix) == 0);
  }
  // [10.3b] "on a previous step (this round)", "in any prior step", "on earlier steps": any of the
  // round's earlier steps, plain English for "previously this round" (were BBP3031).
  for (const char* alias : {"IF Heracross has used Protect on a previous step this round, THEN use X-Scissor.",
                            "IF Heracross has executed Protect in any prior step, THEN use X-Scissor.",
                            "IF Heracross has used Protect on earlier steps, THEN use X-Scissor."}) {
    INFO(alias);
    const auto r = run(alias);
    CHECK(sub_count(r, DiagId::unknown_affix) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  // One step only is no period of "has executed": still BBP3031.
  CHECK(sub_count(run("IF Heracross has used Protect on the previous step, THEN use X-Scissor."), DiagId::unknown_affix) == 1);
}

TEST_CASE("[10.6c] BBP3031: 'has used X twice' counts past uses and 'at least twice' a least, which no affix observes",
          "[lint][linter]") {
  struct Case {
    const char* sub;
    const char* count;  // the words the diagnostic points at
  };
  for (const Case& k : {Case{"IF Heracross has used Bulk Up twice, THEN use Aerial Ace.", "twice"},
                        Case{"IF Heracross has executed Bulk Up at least twice this round, THEN use Aerial Ace.", "at least twice"},
                        Case{"IF Heracross has used Protect more than once this round, THEN use Swords Dance.", "more than once"},
                        // the occurrences affix counts at most, never at least
                        Case{"IF Heracross is to use Protect at least twice this round, THEN use Swords Dance.", "at least twice"},
                        Case{"IF Heracross is to use Protect more than once this round, THEN use Swords Dance.", "more than once"},
                        Case{"IF Heracross is to use Protect exactly twice this round, THEN use Swords Dance.", "exactly twice"},
                        // a bare count of two or more is two uses, as "exactly twice"
                        Case{"IF Heracross uses Protect twice this round, THEN use Feint.", "twice"},
                        Case{"IF Heracross is to use Protect 3 times this round, THEN use Feint.", "3 times"}}) {
    INFO(k.sub);
    const std::string post = std::string(k.sub) + "\n";
    const auto r = lint::lint(post, BattleContext{});
    CHECK(sub_count(r, DiagId::unknown_affix) == 1);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
    for (const auto& d : r.diagnostics.items())
      if (d.id == DiagId::unknown_affix) CHECK(post.substr(d.span.begin, d.span.size()) == k.count);
  }
  // One or more past uses is the affix itself; a count of uses still to come is the occurrences affix.
  for (const char* legal : {"IF Heracross has used Protect this round, THEN use Swords Dance.",
                            "IF Heracross has used Protect at all this round, THEN use Swords Dance.",
                            "IF Heracross is to use Protect at most twice this round, THEN use Swords Dance.",
                            "IF Heracross is to use Protect exactly once this round, THEN use Swords Dance.",
                            "IF Heracross is to use Protect no more than once this round, THEN use Swords Dance.",
                            "IF Heracross is to use Protect once this round, THEN use Swords Dance."}) {
    INFO(legal);
    const auto r = run(legal);
    CHECK(sub_count(r, DiagId::unknown_affix) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
}

TEST_CASE("[10.6b] BBP3034: a Technique is no observable action; states and moves named after one are not it",
          "[lint][linter]") {
  for (const char* technique : {"IF Heracross Mega Evolves, THEN use Protect.", "IF Heracross is to Terastallize, THEN use Protect.",
                                "IF any opponent Dynamaxes, THEN use Protect.", "IF Garchomp Terastallizes into Fire, THEN use Protect.",
                                "IF Heracross is going to use Dynamax, THEN use Protect.",
                                "IF Heracross is to use Tera Bug Megahorn, THEN use Protect."}) {
    INFO(technique);
    const auto r = run(technique);
    CHECK(sub_count(r, DiagId::technique_not_observable) == 1);
    CHECK(sub_count(r, DiagId::unknown_action_name) == 0);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
  }
  for (const char* other : {"IF Eternatus is to use Dynamax Cannon, THEN use Protect.",
                            "IF Terapagos is to use Tera Starstorm, THEN use Protect.",
                            "IF Heracross is to use Tera Blast, THEN use Protect.", "IF Heracross is Dynamaxed, THEN use Protect."}) {
    INFO(other);
    CHECK(sub_count(run(other), DiagId::technique_not_observable) == 0);
  }
}

TEST_CASE("[10.6b] BBP3011: an article before a trainer item names the item, not a group", "[lint][linter]") {
  for (const char* good : {"IF Heracross is to use a Potion THEN use Swords Dance.",
                           "IF Heracross is to use a Great Ball THEN use Swords Dance."}) {
    INFO(good);
    const auto r = run(good);
    CHECK(sub_count(r, DiagId::invented_action_group) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  }
  CHECK(sub_count(run("IF Heracross is to use a Special attack THEN use Swords Dance."), DiagId::invented_action_group) == 1);
}

TEST_CASE("[10.3b] [10.6e] 'has Attack stage boosts' is read as the stage above 0; 'is boosted' stays unclear",
          "[lint][linter]") {
  auto note_of = [](const lint::LintResult& r) -> std::string {
    for (const Diagnostic* d : sub_diags(r))
      if (d->id == DiagId::read_as_alias) return std::string(message_of(*d));
    return {};
  };
  const auto boosts = run("IF Heracross has positive Attack boosts THEN use Protect.");
  CHECK(note_of(boosts).find("Heracross's Attack stage is higher than 0") != std::string::npos);
  CHECK(boosts.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  CHECK(note_of(run("IF you have Defense drops THEN use Protect.")).find("your Defense stage is lower than 0") !=
        std::string::npos);
  // The sign of the stage says the same ([1.1d]); negated, the note says so. Without the word
  // "stage" ("a positive Attack") nothing is read.
  CHECK(note_of(run("IF Heracross has a positive Attack stage THEN use Protect.")).find("Heracross's Attack stage is higher than 0") !=
        std::string::npos);
  CHECK(note_of(run("IF you have a negative Speed stage THEN use Protect.")).find("your Speed stage is lower than 0") !=
        std::string::npos);
  CHECK(note_of(run("IF Heracross doesn't have Attack boosts THEN use Protect.")).find("Attack stage is not higher than 0") !=
        std::string::npos);
  CHECK(sub_count(run("IF Heracross has a positive Attack THEN use Protect."), DiagId::read_as_alias) == 0);
  // The sign said of the owner's stage: "Heracross's Attack stage is positive". A stat itself is
  // never negative, so "Attack is positive" is not read so.
  CHECK(note_of(run("IF Heracross's Attack stage is positive THEN use Protect.")).find("Heracross's Attack stage is higher than 0") !=
        std::string::npos);
  CHECK(note_of(run("IF your Speed stage is not negative THEN use Protect.")).find("your Speed stage is not lower than 0") !=
        std::string::npos);
  CHECK(sub_count(run("IF Heracross's Attack is positive THEN use Protect."), DiagId::read_as_alias) == 0);
  // "at least one boost": a stage past 0, as "any boosts" (a count of boosts: lint_state_values_test.cpp).
  CHECK(note_of(run("IF Heracross has at least one Speed boost THEN use Protect.")).find("Heracross's Speed stage is +1 or higher") !=
        std::string::npos);
  CHECK(note_of(run("IF you have at least one Defense drop THEN use Protect.")).find("your Defense stage is -1 or lower") !=
        std::string::npos);
  // A value with no stage is not read so; the handbook's own unclear word stays illegal.
  CHECK(sub_count(run("IF you have Energy boosts THEN use Protect."), DiagId::read_as_alias) == 0);
  CHECK(sub_count(run("IF Heracross's Attack is boosted THEN use Protect."), DiagId::unclear_word) == 1);
  // [10.3b] BBP3012's help for a stage "raised" or "lowered" writes the stage comparison out.
  auto help_of = [](const lint::LintResult& r) -> std::string {
    for (const Diagnostic* d : sub_diags(r))
      if (d->id == DiagId::unclear_word) return d->help.value_or(std::string());
    return {};
  };
  CHECK(help_of(run("IF Heracross's Attack is raised, THEN use Detect.")).find("IF Heracross's Attack stage is higher than 0") !=
        std::string::npos);
  CHECK(help_of(run("IF your Sp. Def was lowered, THEN use Roost.")).find("Special Defense stage is lower than 0") !=
        std::string::npos);
  CHECK(help_of(run("IF Heracross has boosted its Speed, THEN use Detect.")).find("Heracross's Speed stage is higher") !=
        std::string::npos);
  // No stage named: the general help.
  CHECK(help_of(run("IF Heracross is boosted, THEN use Detect.")).find("stage is") == std::string::npos);
}

TEST_CASE("[10.3] [10.6c] 'on consecutive steps' is no affix of [10.6c], and no Pokemon the action targets", "[lint][linter]") {
  const auto r = run("IF Heracross is to use Protect on consecutive steps, THEN use Swords Dance.");
  CHECK(sub_count(r, DiagId::unknown_affix) == 1);
  CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
}

TEST_CASE("[10.6b] [10.6d] BBP3017's help names the listed group for an effect described in words", "[lint][linter]") {
  const std::pair<const char*, const char*> cases[] = {
      {"IF Heracross tries to put you to sleep, THEN use Protect.", "Sleep-Inflicting Move"},
      {"IF Heracross is going to burn you, THEN use Protect.", "Burn-Inflicting Move"},
      {"IF Heracross tries to paralyze you, THEN use Protect.", "Paralysis-Inflicting Move"},
      {"IF Heracross is going to badly poison you, THEN use Protect.", "Bad Poison-Inflicting Move"},
      {"IF Heracross is going to heal, THEN use Taunt.", "HP Recovery Move"},
  };
  for (const auto& [sub, group] : cases) {
    INFO(sub);
    const auto r = run(sub);
    REQUIRE(sub_count(r, DiagId::unknown_action_name) == 1);
    bool named = false;
    for (const Diagnostic* d : sub_diags(r))
      if (d->id == DiagId::unknown_action_name && d->help) named = d->help->find(std::string("\"") + group + "\"") != std::string::npos;
    CHECK(named);
  }
  // A phrase that describes no effect gets no group.
  const auto r = run("IF Heracross is going to hit hard, THEN use Protect.");
  REQUIRE(sub_count(r, DiagId::unknown_action_name) == 1);
  for (const Diagnostic* d : sub_diags(r))
    if (d->id == DiagId::unknown_action_name) CHECK_FALSE((d->help && d->help->find("action group") != std::string::npos));
}

TEST_CASE("[10.3b] a short word with its first letter changed is no typo of a move: 'put on a show' is not 'Cut'", "[lint][linter]") {
  const auto show = run("IF Heracross is going to put on a show, THEN use Swords Dance.");
  CHECK(sub_count(show, DiagId::unknown_action_name) == 1);
  CHECK(sub_count(show, DiagId::read_as_alias) == 0);
  CHECK(show.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  // A typo that keeps the first letter is still read, with its note.
  const auto typo = run("IF Heracross is to use Cit, THEN use Swords Dance.");
  CHECK(sub_count(typo, DiagId::read_as_alias) == 1);
  CHECK(typo.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
}

TEST_CASE("[10.6b] [2.5] BBP3033: a Pokemon coming in or going out, in any words, is a switch", "[lint][linter]") {
  for (const char* bad : {"IF Lucario comes in, THEN use Swords Dance.", "IF Heracross is replaced, THEN use Protect.",
                          "IF Heracross enters the field, THEN use Protect.", "IF Heracross switches in, THEN use Protect.",
                          // the switch as the behaviour of an action clause: the same event, not a misspelt move
                          "IF Heracross is to switch out, THEN use Pursuit.", "IF Heracross intends to switch, THEN use Pursuit.",
                          "IF Heracross is going to switch out, THEN use Pursuit."}) {
    INFO(bad);
    const auto r = run(bad);
    CHECK(sub_count(r, DiagId::switch_not_observable) == 1);
    CHECK(sub_count(r, DiagId::unknown_condition) == 0);
    CHECK(sub_count(r, DiagId::unknown_action_name) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // Moves named for switching are actions, and what is in play is a state clause.
  for (const char* good : {"IF Heracross is to use Ally Switch, THEN use Protect.",
                           "IF Heracross is to use Skill Swap, THEN use Protect.",
                           "IF the opponent is Lucario, THEN use Protect."}) {
    INFO(good);
    CHECK(sub_count(run(good), DiagId::switch_not_observable) == 0);
  }
}

TEST_CASE("[10.6b] BBP3011: 'any action' is not one of the behaviours an action clause observes", "[lint][linter]") {
  for (const char* bad : {"IF Heracross is to use any action, THEN use Protect.",
                          "IF Heracross is to use any move, THEN use Protect.", "IF Heracross is to use anything, THEN use Protect."}) {
    INFO(bad);
    const auto r = run(bad);
    const auto d = sub_diags(r);
    REQUIRE(d.size() == 1);
    CHECK(d[0]->id == DiagId::invented_action_group);
    REQUIRE(d[0]->help);
    CHECK(d[0]->help->find("IF possible") != std::string::npos);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // [10.6b] does list trainer items at large, and the True Clause is the way to trigger always.
  CHECK(sub_diags(run("IF Heracross is to use any trainer item, THEN use Protect.")).empty());
  CHECK(sub_diags(run("IF possible, THEN use Protect.")).empty());
}

TEST_CASE("[10.4a] BBP3014: a field position ('the Pokemon on the left') is no placeholder", "[lint][linter]") {
  // Whether the substitution is illegal by BBP3014 and by it alone (was BBP3027 "cannot judge", or
  // an unreadable result).
  const auto position_only = [](const char* sub) {
    const auto r = run(sub);
    return sub_count(r, DiagId::illegal_placeholder) == 1 && sub_count(r, DiagId::unknown_condition) == 0 &&
           r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal;
  };
  CHECK(position_only("IF the Pokemon on the left is to use Protect, THEN use Detect."));
  CHECK(position_only("IF the opponent on the right side uses Protect, THEN use Detect."));
  CHECK(position_only("IF Heracross uses Protect, THEN use X-Scissor on the Pokemon on the left."));
  // Names, and "on the next step", are no positions.
  CHECK(sub_count(run("IF Heracross is to use Protect, THEN use Detect."), DiagId::illegal_placeholder) == 0);
  CHECK(sub_count(run("IF Heracross uses Protect, THEN use Swords Dance on the next step."), DiagId::illegal_placeholder) == 0);
}

TEST_CASE("[10.4a] BBP3014: 'the other opponent' is no placeholder and no reference", "[lint][linter]") {
  // Was BBP2104 "result unreadable": "other" read as the affix of "on other steps".
  for (const char* sub : {"IF any opponent uses Protect, THEN use Liquidation on the other opponent.",
                          "IF Heracross uses Protect, THEN use X-Scissor on the other foe.",
                          "IF the other opponent is to use Protect, THEN use Detect."}) {
    INFO(sub);
    const auto r = run(sub);
    CHECK(sub_count(r, DiagId::illegal_placeholder) == 1);
    CHECK(sub_count(r, DiagId::unreadable_result_clause) == 0);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::illegal);
  }
  // "on other steps" stays the affix; "that opponent" the reference.
  CHECK(sub_count(run("IF Heracross uses Protect, THEN use Swords Dance on other steps."),
                  DiagId::illegal_placeholder) == 0);
  CHECK(sub_count(run("IF any opponent uses Protect, THEN use Liquidation on that opponent."),
                  DiagId::illegal_placeholder) == 0);
}

TEST_CASE("[10.3b] [9.1a] a move, then a Pokemon the post names, is the move on that target", "[lint][linter]") {
  // Without a context only the post says "Tallow" is a Pokemon: it observes Tallow by name.
  const auto r = run("IF Tallow uses Swords Dance, THEN use Moonblast Tallow.");
  CHECK(sub_count(r, DiagId::unknown_action_name) == 0);  // was BBP3017 "Moonblast Tallow"
  CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);
  CHECK(r.order_sets[0].substitutions[0].read_as == "IF Tallow uses Swords Dance, THEN use Moonblast on Tallow.");
  // A name the post never gives a Pokemon stays an unknown action.
  CHECK(sub_count(run("IF Tallow uses Swords Dance, THEN use Moonblast Blorbadox."), DiagId::unknown_action_name) == 1);

  // Main orders: the order-set header and the substitutions name the Pokemon.
  const auto post = [](const char* orders) {
    return lint::lint(std::string("Gina\n") + orders + "\n\nIF Tallow uses Swords Dance, THEN use Calm Mind.\n",
                      BattleContext{});
  };
  const auto count = [](const lint::LintResult& l, DiagId id) {
    return std::count_if(l.diagnostics.items().begin(), l.diagnostics.items().end(),
                         [&](const Diagnostic& d) { return d.id == id; });
  };
  const auto m = post("Moonblast Tallow - Calm Mind - Moonblast");
  CHECK(count(m, DiagId::unknown_order_action) == 0);  // was BBP4012
  REQUIRE(count(m, DiagId::parameter_written_as_action) == 1);
  for (const Diagnostic& d : m.diagnostics.items())
    if (d.id == DiagId::parameter_written_as_action) {
      REQUIRE(d.fixits.size() == 1);
      CHECK(d.fixits[0].replacement == "Moonblast on Tallow");
      CHECK(std::string(message_of(d)).find("target \"Tallow\"") != std::string::npos);
    }
  // A species is a target too; a move after a move stays a parameter ("Disable (Earthquake)").
  CHECK(count(post("Moonblast Kingambit - Calm Mind - Moonblast"), DiagId::parameter_written_as_action) == 1);
  const auto disable = post("Disable Earthquake - Calm Mind - Moonblast");
  CHECK(count(disable, DiagId::parameter_written_as_action) == 1);
  for (const Diagnostic& d : disable.diagnostics.items())
    if (d.id == DiagId::parameter_written_as_action) CHECK(d.fixits[0].replacement == "Disable (Earthquake)");
  CHECK(count(post("Moonblast Blorbadox - Calm Mind - Moonblast"), DiagId::unknown_order_action) == 1);
}

TEST_CASE("[10.3b] 'than' before a result verb is read as THEN, with a note and its fix", "[lint][linter]") {
  for (const char* sub : {"IF Heracross uses Protect, than use Swords Dance.", "IF Heracross uses Protect than use Swords Dance."}) {
    INFO(sub);
    const auto r = run(sub);
    CHECK(r.order_sets[0].substitutions[0].verdict == lint::Verdict::legal);  // was BBP3031 / BBP3027
    CHECK(sub_count(r, DiagId::read_as_alias) == 1);
    CHECK(r.order_sets[0].substitutions[0].read_as.find("THEN use Swords Dance") != std::string::npos);
    for (const Diagnostic* d : sub_diags(r))
      if (d->id == DiagId::read_as_alias) {
        REQUIRE(d->fixits.size() == 1);
        CHECK(d->fixits[0].replacement == "THEN");
      }
  }
  // "than" of a comparison is no THEN.
  CHECK(sub_count(run("IF Heracross is faster than you, THEN use Protect."), DiagId::read_as_alias) == 0);
}
