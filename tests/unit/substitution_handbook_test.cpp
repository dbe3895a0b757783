// Every example substitution of the handbook (short quotations used as test inputs, section
// cited) reads with the structure the handbook gives it. Each expectation is the one-line
// summary of tests/unit/substitution_summary.hpp: timing | IF clauses | THEN results.
#include "unit/substitution_summary.hpp"

#include <catch2/catch.hpp>

using bbp::test::summarize;

namespace {
struct Case {
  const char* section;
  const char* input;
  const char* expected;
};
}  // namespace

TEST_CASE("handbook example substitutions read as the handbook describes them", "[subs][handbook]") {
  const Case cases[] = {
      {"10.1 timing/trigger/result", "On your turn, IF you are Poisoned, THEN use Facade.",
       "T:phase(phase=turn who=your<self>) | IF presence(s=you<self> v=are cond=Poisoned) | THEN use(name:Facade)"},
      {"10.1 timing affix Only once + result push", "Only once, at the start of the step, IF you are Burned, THEN use Refresh and push orders down.",
       "T:phase_start(edge=start phase=step){once:Only once} | IF presence(s=you<self> v=are cond=Burned) | THEN "
       "use_and_push_down(name:Refresh push=push orders down)"},
      {"Handbook: issue orders, action + state clause",
       "At the start of the step, IF Heracross is to use Rock Tomb, and your Speed is higher than Heracross's, THEN use Fly.",
       "T:phase_start(edge=start phase=step) | IF action(s=Heracross v=is to use a=name:Rock Tomb) <and> "
       "comparison(s=poss:your<self> p=Speed v=is cmp=gt:higher than val=reference:Heracross's) | THEN use(name:Fly)"},
      {"Handbook: On your turn, no comma before THEN", "On your turn, IF Heracross is to use Counter THEN use Air Slash.",
       "T:phase(phase=turn who=your<self>) | IF action(s=Heracross v=is to use a=name:Counter) | THEN use(name:Air Slash)"},
      {"Handbook: typed attack [10.6b]",
       "At the start of the step, only once, IF Heracross is to use a Rock-type attack, THEN use Roost and push orders down.",
       "T:phase_start(edge=start phase=step){once:only once} | IF action(s=Heracross v=is to use a=typed:a Rock-type "
       "attack/type=Rock) | THEN use_and_push_down(name:Roost push=push orders down)"},
      {"Handbook: result affixes on Nth instance [10.7b]",
       "On your turn start, IF Gyarados is subject to Protection THEN use Light Screen on first instance and Substitute on second instance.",
       "T:phase_start(edge=start phase=turn who=your<self>) | IF presence(s=Gyarados v=is cond=Protection) | THEN "
       "use(name:Light Screen){nth_instance:on first instance#1} ; use*(name:Substitute){nth_instance:on second instance#2}"},
      {"Handbook: intends to use; use next turn",
       "At the start of the step, IF Charmander intends to use Protect, THEN use Growth, and use Leech Seed next turn.",
       "T:phase_start(edge=start phase=step) | IF action(s=Charmander v=intends to use a=name:Protect) | THEN "
       "use(name:Growth) ; use_next_step(name:Leech Seed step=next turn)"},
      {"Handbook: your foe placeholder", "IF your foe is Poisoned, THEN use Venoshock",
       "| IF presence(s=your foe<opponent> v=is cond=Poisoned) | THEN use(name:Venoshock)"},
      {"10.2 action clause example", "IF an opponent is to use a Protective move on Heracross THEN use Feint",
       "| IF action(s=an opponent<any_opponent> v=is to use a=group:a Protective move->Heracross) | THEN use(name:Feint)"},
      {"10.2 state clause: type", "IF Greninja is Dark-type THEN use Moonblast",
       "| IF presence(s=Greninja v=is cond=Dark-type) | THEN use(name:Moonblast)"},
      {"10.2 state clause: suffix comparison", "IF Durant has 20 or less Energy THEN use Taunt",
       "| IF comparison(s=Durant v=has cmp=le:or less val=number:20 q=Energy) | THEN use(name:Taunt)"},
      {"10.3 illegal affix kept: does not intend", "IF Heracross does not intend to use Counter THEN use Close Combat",
       "| IF action(not s=Heracross v=does not intend to use a=name:Counter) | THEN use(name:Close Combat)"},
      {"10.3b alias Asleep", "IF you are Asleep THEN use Snore.",
       "| IF presence(s=you<self> v=are cond=Asleep) | THEN use(name:Snore)"},
      {"10.3b misspelt action kept raw", "IF Grimmsnarl is to use Faint Attack THEN use Counter.",
       "| IF action(s=Grimmsnarl v=is to use a=name:Faint Attack) | THEN use(name:Counter)"},
      {"10.4b placeholder + reference", "IF any opponent is to use an Evasive Attack THEN use Pursuit on that opponent",
       "| IF action(s=any opponent<any_opponent> v=is to use a=group:an Evasive Attack) | THEN use(name:Pursuit->that "
       "opponent<reference>)"},
      {"10.6e numeric state", "IF you have more than 25 HP THEN use Substitute",
       "| IF comparison(s=you<self> v=have cmp=gt:more than val=number:25 q=HP) | THEN use(name:Substitute)"},
      {"10.6e stage comparison",
       "IF Garchomp's Evasion stage is higher than your own Accuracy stage THEN use Lock-On",
       "| IF comparison(s=poss:Garchomp's p=Evasion stage v=is cmp=gt:higher than val=reference:your own Accuracy stage) | "
       "THEN use(name:Lock-On)"},
      {"10.6e absence", "IF Weavile is not Burned THEN use Will-O-Wisp",
       "| IF presence(not s=Weavile v=is not cond=Burned) | THEN use(name:Will-O-Wisp)"},
      {"10.6e team field condition", "IF Weavile's team has Reflect THEN use Brick Break",
       "| IF presence(s=poss:Weavile's p=team v=has cond=Reflect) | THEN use(name:Brick Break)"},
      {"10.6f true clause, no THEN", "At the start of your turn, if possible, use Phantom Force.",
       "T:phase_start(edge=start phase=turn who=your<self>) | IF true(possible) | THEN use(name:Phantom Force)"},
      {"10.6f true clause, if you are able", "At the start of your turn, if you are able, use Phantom Force.",
       "T:phase_start(edge=start phase=turn who=your<self>) | IF true(you are able) | THEN use(name:Phantom Force)"},
      {"10.6f no trigger written (illegal, kept)", "At the start of your turn, use Phantom Force.",
       "T:phase_start(edge=start phase=turn who=your<self>) | THEN use(name:Phantom Force)"},
      {"10.7 result component examples",
       "IF Weavile is Burned THEN use Overheat on Ferrothorn, and replace all Close Combats with U-turns targeting Wo-Chien.",
       "| IF presence(s=Weavile v=is cond=Burned) | THEN use(name:Overheat->Ferrothorn) ; replace_all(name:Close Combats, "
       "name:U-turns->Wo-Chien)"},
      {"10.7 ignore + sequence with parameters",
       "IF possible THEN ignore your third substitution for the rest of the round, and then begin to use Mimic (Sacred Fire), Sacred Fire, Sacred Fire.",
       "| IF true(possible) | THEN ignore_substitutions(which=your third substitution for=for the rest of the round) ; "
       "sequence(name:Mimic(Sacred Fire), name:Sacred Fire, name:Sacred Fire)"},
      {"10.7 on first/other instances",
       "IF able THEN use Stealth Rock on first instance, and then use Spikes on other instances.",
       "| IF true(able) | THEN use(name:Stealth Rock){nth_instance:on first instance#1} ; use(name:Spikes){other_instances:on "
       "other instances}"},
      {"10.2 timing: Once, at the start of Charizard's Turn",
       "Once, at the start of Charizard's Turn, IF Charizard is to use Fly THEN use Thunder",
       "T:phase_start(edge=start phase=Turn who=Charizard's){once:Once} | IF action(s=Charizard v=is to use a=name:Fly) | "
       "THEN use(name:Thunder)"},
      {"10.2 timing: When you are critically hit", "When you are critically hit, IF possible THEN use Endure",
       "T:hit_effectively(who=you<self> verb=are manner=critically) | IF true(possible) | THEN use(name:Endure)"},
      {"10.2 timing: Once, when you become poisoned", "Once, when you become poisoned, IF able THEN use Rest",
       "T:condition_inflicted(who=you<self> cond=poisoned verb=become){once:Once} | IF true(able) | THEN use(name:Rest)"},
      {"10.5a note: WHEN your Earthquake is Sealed", "WHEN your Earthquake is Sealed, IF able, THEN use Bulldoze",
       "T:condition_inflicted(who=your<self> cond=Sealed note=Earthquake verb=is) | IF true(able) | THEN use(name:Bulldoze)"},
      {"Patch note: bare trigger and verb-less result", "IF Attract THEN Rest", "| IF bare() | THEN use*(name:Rest)"},
      {"11.6 Dynamax example", "IF Cinderace is Fighting-type THEN use Air Slash.",
       "| IF presence(s=Cinderace v=is cond=Fighting-type) | THEN use(name:Air Slash)"},
  };
  for (const Case& c : cases) {
    INFO("[" << c.section << "] " << c.input);
    CHECK(summarize(c.input) == c.expected);
  }
}

TEST_CASE("handbook [10.6c] action clause affix examples", "[subs][handbook]") {
  const Case cases[] = {
      {"no affix", "IF Mamoswine is to use Icicle Crash THEN use Protect",
       "| IF action(s=Mamoswine v=is to use a=name:Icicle Crash) | THEN use(name:Protect)"},
      {"current step", "IF Any opponent is to use Protect this step THEN use Feint",
       "| IF action(s=Any opponent<any_opponent> v=is to use a=name:Protect){current_step:this step} | THEN use(name:Feint)"},
      {"about to chill", "IF Zacian is about to chill THEN use Swords Dance",
       "| IF action(s=Zacian v=is about to a=name:chill) | THEN use(name:Swords Dance)"},
      {"occurrences", "IF Gengar is to use Pain Split this round THEN use Taunt",
       "| IF action(s=Gengar v=is to use a=name:Pain Split){occurrences:this round} | THEN use(name:Taunt)"},
      {"occurrences with count", "IF Dragonite is to use Dragon Tail no more than once this round THEN use Protect",
       "| IF action(s=Dragonite v=is to use a=name:Dragon Tail){occurrences:no more than once this round} | THEN use(name:Protect)"},
      {"future steps", "IF Wyrdeer is to use Trick Room on step 2 or 3 THEN use Taunt",
       "| IF action(s=Wyrdeer v=is to use a=name:Trick Room){future:on step 2 or 3#2#3} | THEN use(name:Taunt)"},
      {"future later step", "IF Mienshao is to use U-turn on a later step THEN use Pursuit",
       "| IF action(s=Mienshao v=is to use a=name:U-turn){future:on a later step} | THEN use(name:Pursuit)"},
      {"future later this round", "IF Weavile is to use Pursuit later this round THEN use Protect",
       "| IF action(s=Weavile v=is to use a=name:Pursuit){future:later this round} | THEN use(name:Protect)"},
      {"future step list", "IF Slaking is to chill step 1 or step 3 THEN use Swords Dance",
       "| IF action(s=Slaking v=is to a=name:chill){future:step 1 or step 3#1#3} | THEN use(name:Swords Dance)"},
      {"A and not B", "IF Scizor is to use Dual Wingbeat, and not Bullet Punch later THEN use Fire Punch",
       "| IF action(s=Scizor v=is to use a=name:Dual Wingbeat){and_not:and not Bullet Punch later/b=Bullet Punch} | THEN "
       "use(name:Fire Punch)"},
      {"A and not B (hasn't used prior)", "IF Ninjask is to use Baton Pass, and hasn't used Baton Pass prior THEN use Roar",
       "| IF action(s=Ninjask v=is to use a=name:Baton Pass){and_not:and hasn't used Baton Pass prior/b=Baton Pass} | THEN "
       "use(name:Roar)"},
      {"A and not B (now, not on other steps)", "IF Parasect is to use Spore now, and not on other steps THEN use Safeguard",
       "| IF action(s=Parasect v=is to use a=name:Spore){and_not:now, and not on other steps} | THEN use(name:Safeguard)"},
      {"previously executed this round", "IF Walrein has executed Roar this round THEN use Ice Beam",
       "| IF action(s=Walrein v=has executed a=name:Roar){previously_executed:this round} | THEN use(name:Ice Beam)"},
      {"previously executed this step", "IF Grumpig has executed Magic Coat this step THEN use Tackle",
       "| IF action(s=Grumpig v=has executed a=name:Magic Coat){previously_executed:this step} | THEN use(name:Tackle)"},
  };
  for (const Case& c : cases) {
    INFO("[10.6c " << c.section << "] " << c.input);
    CHECK(summarize(c.input) == c.expected);
  }
}
