// Our own substitutions covering the ways players write each part of §10: labels, every timing
// of [10.5a] and affix of [10.5b], action/state/true clauses of [10.6], every result of [10.7a]
// and affix of [10.7b], placeholders [10.4a], zones [10.4c], and illegal-but-structured writing
// that must stay visible to the linter ([10.3]).
#include "unit/substitution_summary.hpp"

#include <catch2/catch.hpp>

using bbp::test::SummaryCase;

TEST_CASE("[10.5a] every timing clause", "[subs][timing]") {
  const SummaryCase cases[] = {
      {"end of round", "At the end of the round, IF your HP is below 50% THEN use Recover next step",
       "T:phase_end(edge=end phase=round) | IF comparison(s=poss:your<self> p=HP v=is cmp=lt:below val=percentage:50%) | "
       "THEN use_next_step(name:Recover step=next step)"},
      {"start of round", "At the start of the round, IF it is raining THEN use Thunder",
       "T:phase_start(edge=start phase=round) | IF presence(s=it<pronoun> v=is cond=raining) | THEN use(name:Thunder)"},
      {"end of your turn", "At the end of your turn, IF Weavile is Paralyzed THEN use U-turn on step 3",
       "T:phase_end(edge=end phase=turn who=your<self>) | IF presence(s=Weavile v=is cond=Paralyzed) | THEN "
       "use_on_step(name:U-turn step=on step 3#3)"},
      {"priority alias", "At priority 1, IF Weavile is to use Ice Shard THEN use Protect",
       "T:priority(prio=1) | IF action(s=Weavile v=is to use a=name:Ice Shard) | THEN use(name:Protect)"},
      {"start of priority", "At the start of priority +1, IF possible THEN use Protect",
       "T:priority(edge=start prio=+1) | IF true(possible) | THEN use(name:Protect)"},
      {"end of priority", "At the end of priority 0, IF possible THEN use Protect",
       "T:priority(edge=end prio=0) | IF true(possible) | THEN use(name:Protect)"},
      {"condition created", "When Stealth Rock is created, IF possible THEN use Defog",
       "T:condition_created(cond=Stealth Rock verb=is created) | IF true(possible) | THEN use(name:Defog)"},
      {"the priority number before the word [10.5a]", "At +2 priority, IF possible THEN use Extreme Speed",
       "T:priority(prio=+2) | IF true(possible) | THEN use(name:Extreme Speed)"},
      {"[10.5a] 'Priority +4:' with the opener left out before a colon",
       "Priority +4: IF Heracross is to use Fake Out, THEN use Protect",
       "T:priority(prio=+4) | IF action(s=Heracross v=is to use a=name:Fake Out) | THEN use(name:Protect)"},
      {"[10.5a] '+1 priority,' with the opener left out before a comma", "+1 priority, IF possible THEN use Protect",
       "T:priority(prio=+1) | IF true(possible) | THEN use(name:Protect)"},
      {"condition created on a Pokemon [10.5a]", "When Burn is created on you, IF possible THEN use Rest",
       "T:condition_created(who=you<self> cond=Burn verb=is created) | IF true(possible) | THEN use(name:Rest)"},
      {"condition created on a side (its team) [10.5a]",
       "When a Hazard is created on your side of the field, IF possible THEN use Defog",
       "T:condition_created(who=your<self> cond=a Hazard note=side verb=is created) | IF true(possible) | THEN use(name:Defog)"},
      {"weather created", "When a Weather is created, IF able THEN use Weather Ball",
       "T:condition_created(cond=a Weather verb=is created) | IF true(able) | THEN use(name:Weather Ball)"},
      {"inflicted with", "When Weavile is inflicted with Paralysis, IF Weavile is to use Protect THEN use Swords Dance",
       "T:condition_inflicted(who=Weavile cond=Paralysis verb=is inflicted with) | IF action(s=Weavile v=is to use "
       "a=name:Protect) | THEN use(name:Swords Dance)"},
      {"flinched alias", "When you are flinched, IF possible THEN use Focus Energy",
       "T:condition_inflicted(who=you<self> cond=flinched verb=are) | IF true(possible) | THEN use(name:Focus Energy)"},
      {"fall asleep alias", "When you fall Asleep, IF possible THEN use Sleep Talk",
       "T:condition_inflicted(who=you<self> cond=Asleep verb=fall) | IF true(possible) | THEN use(name:Sleep Talk)"},
      {"when hit", "When hit, IF you are Burned THEN use Facade",
       "T:hit() | IF presence(s=you<self> v=are cond=Burned) | THEN use(name:Facade)"},
      {"hit with move", "When you are hit with Earthquake, IF able THEN use Magnet Rise",
       "T:hit(who=you<self> verb=are with=with Earthquake) | IF true(able) | THEN use(name:Magnet Rise)"},
      {"hit by attack from", "When you are hit by an attack from Weavile, IF able THEN use Counter",
       "T:hit(who=you<self> verb=are with=by an attack from Weavile) | IF true(able) | THEN use(name:Counter)"},
      {"hit at all", "When hit at all, IF able THEN use Counter",
       "T:hit(with=at all) | IF true(able) | THEN use(name:Counter)"},
      {"super-effectively", "When you are hit super-effectively, IF able THEN use Recover",
       "T:hit_effectively(who=you<self> verb=are manner=super-effectively) | IF true(able) | THEN use(name:Recover)"},
      {"not very effectively", "When hit not very effectively, IF able THEN use Swords Dance",
       "T:hit_effectively(manner=not very effectively) | IF true(able) | THEN use(name:Swords Dance)"},
      {"non-effectively", "When you are hit non-effectively, IF able THEN use Calm Mind",
       "T:hit_effectively(who=you<self> verb=are manner=non-effectively) | IF true(able) | THEN use(name:Calm Mind)"},
      {"[10.3b] crit: the short word for a critical hit", "When you get crit, IF able THEN use Swords Dance",
       "T:hit_effectively(who=you<self> verb=get manner=crit) | IF true(able) | THEN use(name:Swords Dance)"},
      {"[10.3b] take a critical hit", "When you take a critical hit, IF able THEN use Swords Dance",
       "T:hit_effectively(who=you<self> verb=take manner=critical) | IF true(able) | THEN use(name:Swords Dance)"},
      {"[10.3b] take a super-effective hit", "When Scizor takes a super-effective hit, IF able THEN use Roost",
       "T:hit_effectively(who=Scizor verb=takes manner=super-effective) | IF true(able) | THEN use(name:Roost)"},
      {"[10.3b] take a hit from a move", "When you take a hit from Megahorn, IF able THEN use Roost",
       "T:hit(who=you<self> verb=take with=from Megahorn) | IF true(able) | THEN use(name:Roost)"},
      {"misses with", "When Weavile misses with Icicle Crash, IF able THEN use Swords Dance",
       "T:action_result(who=Weavile verb=misses with action=Icicle Crash) | IF true(able) | THEN use(name:Swords Dance)"},
      {"fails to attempt", "When Weavile fails to attempt an action, IF able THEN use Taunt",
       "T:action_result(who=Weavile verb=fails to attempt action=an action) | IF true(able) | THEN use(name:Taunt)"},
      {"fails to execute", "When Weavile fails to execute Sucker Punch, IF able THEN use Nasty Plot",
       "T:action_result(who=Weavile verb=fails to execute action=Sucker Punch) | IF true(able) | THEN use(name:Nasty Plot)"},
      {"no comma before IF", "At the start of the step IF Weavile is to use Protect THEN use Swords Dance",
       "T:phase_start(edge=start phase=step) | IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Swords Dance)"},
  };
  bbp::test::check_summaries(cases);
}

TEST_CASE("[10.5b] timing affixes", "[subs][timing]") {
  const SummaryCase cases[] = {
      {"non-consecutively", "At the start of each step, non-consecutively, IF any opponent is to use Protect THEN use Swords Dance",
       "T:phase_start(edge=start phase=step){non_consecutively:non-consecutively} | IF action(s=any "
       "opponent<any_opponent> v=is to use a=name:Protect) | THEN use(name:Swords Dance)"},
      {"on step N without timing clause", "On step 2, IF Weavile is to use Fake Out THEN use Protect",
       "T:default(){on_steps:On step 2#2} | IF action(s=Weavile v=is to use a=name:Fake Out) | THEN use(name:Protect)"},
  };
  bbp::test::check_summaries(cases);
}

TEST_CASE("labels, case, commas, THEN and periods", "[subs][format]") {
  const SummaryCase cases[] = {
      {"numbered 1.", "1. IF you are not Burned THEN use Swords Dance",
       "[1.] | IF presence(not s=you<self> v=are not cond=Burned) | THEN use(name:Swords Dance)"},
      {"numbered 2)", "2) IF Toxic Spikes are on the field THEN use Rapid Spin",
       "[2)] | IF exists(v=are cond=Toxic Spikes loc=on the field) | THEN use(name:Rapid Spin)"},
      {"Sub 1: lower case", "Sub 1: if weavile is to use protect then use swords dance",
       "[Sub 1:] | IF action(s=weavile v=is to use a=name:protect) | THEN use(name:swords dance)"},
      {"a slash after the number", "4/ IF Weavile is to use Protect, THEN use Swords Dance",
       "[4/] | IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Swords Dance)"},
      {"heading word and number: one label", "Subs: 1. IF Weavile is to use Protect, THEN use Swords Dance",
       "[Subs: 1.] | IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Swords Dance)"},
      {"doubled bullet against IF", "--If Weavile is to use Protect, THEN use Swords Dance",
       "[--] | IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Swords Dance)"},
      {"S1 - and comma instead of THEN", "S1 - IF Weavile is to use Protect, use Swords Dance",
       "[S1 -] | IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Swords Dance)"},
      {"bullet", "\xE2\x80\xA2 IF Weavile is to use Protect THEN use Protect and push down",
       "[\xE2\x80\xA2] | IF action(s=Weavile v=is to use a=name:Protect) | THEN use_and_push_down(name:Protect push=push down)"},
      {"[10.7a] a bare result, then the push in parentheses", "If Heracross is about to use Close Combat, Detect instead (push orders down)",
       "| IF action(s=Heracross v=is about to use a=name:Close Combat) | THEN use*(name:Detect) ; push_down(push orders down)"},
      {"'&' against both words joins two clauses", "IF you are Burned&Asleep, THEN use Rest",
       "| IF presence(s=you<self> v=are cond=Burned) <and> bare() | THEN use(name:Rest)"},
      {"no THEN, no comma", "if weavile is to use protect use swords dance",
       "| IF action(s=weavile v=is to use a=name:protect) | (no THEN) use(name:swords dance)"},
      {"two physical lines joined", "IF Weavile is to use Protect\nTHEN use Swords Dance",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Swords Dance)"},
      {"will use", "IF Weavile will use Protect THEN use Feint.",
       "| IF action(s=Weavile v=will use a=name:Protect) | THEN use(name:Feint)"},
      {"uses", "IF Weavile uses Protect THEN use Feint.", "| IF action(s=Weavile v=uses a=name:Protect) | THEN use(name:Feint)"},
      {"target written before the action [10.6b]", "If Gholdengo targets you with Shadow Ball, then use Protect",
       "| IF action(s=Gholdengo v=targets a=name:Shadow Ball->you<self>) | THEN use(name:Protect)"},
      {"is going to target X with Y [10.6b]", "IF Weavile is going to target Bombshell with Ice Shard THEN use Protect",
       "| IF action(s=Weavile v=is going to target a=name:Ice Shard->Bombshell) | THEN use(name:Protect)"},
      {"is going to hit X with Y: intending to hit is intending to use it on X [10.3b]",
       "IF Weavile is going to hit you with a Rock attack, THEN use Protect",
       "| IF action(s=Weavile v=is going to hit a=typed:a Rock attack/type=Rock->you<self>) | THEN use(name:Protect)"},
      {"attacks X with Y: intending that attack on X [10.3b]",
       "IF Heracross attacks you with Close Combat, THEN use Protect",
       "| IF action(s=Heracross v=attacks a=name:Close Combat->you<self>) | THEN use(name:Protect)"},
      {"tries to attack X with Y [10.3b]", "IF Heracross tries to attack Scyther with a Fighting move, THEN use Protect",
       "| IF action(s=Heracross v=tries to attack a=typed:a Fighting move/type=Fighting->Scyther) | THEN use(name:Protect)"},
      {"attacks you, no action named: the behaviour 'attacks', for [10.6d] to judge",
       "IF Heracross attacks you this step, THEN use Protect",
       "| IF action(s=Heracross a=group:attacks->you<self>){current_step:this step} | THEN use(name:Protect)"},
      {"is going to attack, no action named", "IF any opponent is going to attack, THEN use Detect",
       "| IF action(s=any opponent<any_opponent> v=is going to a=group:attack) | THEN use(name:Detect)"},
      {"on step N instead", "If Kingambit uses Sucker Punch on step 2, use Swords Dance on step 2 instead",
       "| IF action(s=Kingambit v=uses a=name:Sucker Punch){future:on step 2#2} | THEN use_on_step(name:Swords Dance "
       "step=on step 2#2)"},
      {"colon before a bare result", "If Heracross is about to use Close Combat: Detect.",
       "| IF action(s=Heracross v=is about to use a=name:Close Combat) | THEN use*(name:Detect)"},
  };
  bbp::test::check_summaries(cases);
}

TEST_CASE("[10.6b] observed behaviours, [10.4a] placeholders, [10.4c] zones", "[subs][trigger]") {
  const SummaryCase cases[] = {
      {"combination", "IF Weavile is to use Detect + Double Team THEN use Feint",
       "| IF action(s=Weavile v=is to use a=combination:Detect + Double Team/c=Detect/c=Double Team) | THEN use(name:Feint)"},
      {"typed attack", "IF Weavile is to use a Fire attack THEN use Protect",
       "| IF action(s=Weavile v=is to use a=typed:a Fire attack/type=Fire) | THEN use(name:Protect)"},
      {"trainer item", "IF Weavile is to use Potion THEN use Taunt",
       "| IF action(s=Weavile v=is to use a=name:Potion) | THEN use(name:Taunt)"},
      {"any Medicine group", "IF Weavile is to use any Medicine THEN use Knock Off",
       "| IF action(s=Weavile v=is to use a=group:any Medicine) | THEN use(name:Knock Off)"},
      {"targeting you", "IF Weavile is to use Protect targeting you THEN use Feint",
       "| IF action(s=Weavile v=is to use a=name:Protect->you<self>) | THEN use(name:Feint)"},
      {"Z-Power qualifier", "IF Weavile is to use Protect with Z-Power THEN use Feint",
       "| IF action(s=Weavile v=is to use a=name:Protect/q=with Z-Power) | THEN use(name:Feint)"},
      {"combination qualifier", "IF Weavile is to use Protect as a combination THEN use Feint",
       "| IF action(s=Weavile v=is to use a=name:Protect/q=as a combination) | THEN use(name:Feint)"},
      {"negated: not going to", "IF Weavile is not going to use Protect THEN use Swords Dance",
       "| IF action(not s=Weavile v=is not going to use a=name:Protect) | THEN use(name:Swords Dance)"},
      {"the opponent", "IF the opponent is to use Protect THEN use Feint",
       "| IF action(s=the opponent<opponent> v=is to use a=name:Protect) | THEN use(name:Feint)"},
      {"the target", "IF the target is Paralyzed THEN use Hex",
       "| IF presence(s=the target<target> v=is cond=Paralyzed) | THEN use(name:Hex)"},
      {"pronoun it", "IF it is to use Protect THEN use Feint",
       "| IF action(s=it<pronoun> v=is to use a=name:Protect) | THEN use(name:Feint)"},
      {"benched", "IF benched Weavile is Poisoned THEN use Hex",
       "| IF presence(s=benched Weavile@benched v=is cond=Poisoned) | THEN use(name:Hex)"},
      {"inactive", "IF inactive Weavile is Fainted THEN use Memento",
       "| IF presence(s=inactive Weavile@inactive v=is cond=Fainted) | THEN use(name:Memento)"},
      {"anywhere", "IF Weavile anywhere is Burned THEN use Hex",
       "| IF presence(s=Weavile anywhere@anywhere v=is cond=Burned) | THEN use(name:Hex)"},
      {"or between clauses", "IF Weavile is to use Protect or Weavile is to use Detect THEN use Swords Dance",
       "| IF action(s=Weavile v=is to use a=name:Protect) <or> action(s=Weavile v=is to use a=name:Detect) | THEN "
       "use(name:Swords Dance)"},
  };
  bbp::test::check_summaries(cases);
}

TEST_CASE("[10.6e] state clauses: fractions, percentages, comparisons, presence", "[subs][trigger]") {
  const SummaryCase cases[] = {
      {"fraction of", "IF you have more than half of your maximum HP THEN use Belly Drum",
       "| IF comparison(s=you<self> v=have cmp=gt:more than val=fraction:half of your maximum HP) | THEN use(name:Belly Drum)"},
      {"two-thirds … or less", "IF your HP is two-thirds of your maximum HP or less THEN use Recover",
       "| IF comparison(s=poss:your<self> p=HP v=is cmp=le:or less val=fraction:two-thirds of your maximum HP) | THEN "
       "use(name:Recover)"},
      {"at or below", "IF your HP is at or below 1/3, THEN replace all instances of Wild Charge with Drain Punch.",
       "| IF comparison(s=poss:your<self> p=HP v=is cmp=le:at or below val=fraction:1/3) | THEN "
       "replace_all(name:Wild Charge, name:Drain Punch)"},
      {"equal to or more than", "IF your HP is equal to or more than 50% THEN use Belly Drum",
       "| IF comparison(s=poss:your<self> p=HP v=is cmp=ge:equal to or more than val=percentage:50%) | THEN "
       "use(name:Belly Drum)"},
      {"1/3", "IF your HP is below 1/3 THEN use Recover",
       "| IF comparison(s=poss:your<self> p=HP v=is cmp=lt:below val=fraction:1/3) | THEN use(name:Recover)"},
      {"than yours", "IF Weavile's Speed is higher than yours THEN use Protect",
       "| IF comparison(s=poss:Weavile's p=Speed v=is cmp=gt:higher than val=reference:yours) | THEN use(name:Protect)"},
      {"stage +2 or more", "IF your Attack is +2 or more THEN use Close Combat",
       "| IF comparison(s=poss:your<self> p=Attack v=is cmp=ge:or more val=number:+2) | THEN use(name:Close Combat)"},
      {"faster than", "IF Weavile is faster than you THEN use Protect",
       "| IF comparison(s=Weavile v=is cmp=gt:faster than val=reference:you) | THEN use(name:Protect)"},
      {"at least", "IF you have at least 30 Energy THEN use Hyper Beam",
       "| IF comparison(s=you<self> v=have cmp=ge:at least val=number:30 q=Energy) | THEN use(name:Hyper Beam)"},
      {"it's raining", "IF it's raining THEN use Thunder",
       "| IF presence(s=it<pronoun> v='s cond=raining) | THEN use(name:Thunder)"},
      {"is active", "IF Trick Room is active THEN use Gyro Ball",
       "| IF exists(v=is cond=Trick Room loc=active) | THEN use(name:Gyro Ball)"},
      {"there is", "IF there is Trick Room THEN use Trick Room", "| IF exists(v=is cond=Trick Room) | THEN use(name:Trick Room)"},
      {"field has", "IF your field has Stealth Rock THEN use Rapid Spin",
       "| IF presence(s=poss:your<self> p=field v=has cond=Stealth Rock) | THEN use(name:Rapid Spin)"},
      {"[10.3b] 'falls below' for 'is below'", "IF your HP falls below 30%, THEN use Roost.",
       "| IF comparison(s=poss:your<self> p=HP v=falls cmp=lt:below val=percentage:30%) | THEN use(name:Roost)"},
      {"[10.3b] 'drops to … or less'", "IF your HP drops to 50% or less THEN use Roost",
       "| IF comparison(s=poss:your<self> p=HP v=drops cmp=le:or less val=percentage:50%) | THEN use(name:Roost)"},
      {"[10.3b] 'you fall below half HP'", "IF you fall below half HP THEN use Roost",
       "| IF comparison(s=you<self> v=fall cmp=lt:below val=fraction:half q=HP) | THEN use(name:Roost)"},
      {"[10.3b] 'has a higher Speed than you'", "IF Weavile has a higher Speed than you THEN use Protect",
       "| IF comparison(s=Weavile p=Speed v=has cmp=gt:higher val=reference:you) | THEN use(name:Protect)"},
      {"[10.3b] 'has a Speed stat higher than yours'", "IF Weavile has a Speed stat higher than yours THEN use Protect",
       "| IF comparison(s=Weavile p=Speed stat v=has cmp=gt:higher than val=reference:yours) | THEN use(name:Protect)"},
  };
  bbp::test::check_summaries(cases);
}

TEST_CASE("[10.7a] every result clause and [10.7b] result affixes", "[subs][result]") {
  const SummaryCase cases[] = {
      {"begin using", "Substitution 2: IF Weavile is to use Protect THEN begin using Swords Dance, Drain Punch, Drain Punch.",
       "[Substitution 2:] | IF action(s=Weavile v=is to use a=name:Protect) | THEN sequence(name:Swords Dance, name:Drain "
       "Punch, name:Drain Punch)"},
      {"dash sequence", "IF Weavile is to use Protect THEN use Swords Dance - Protect - Agility",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN sequence(name:Swords Dance, name:Protect, name:Agility)"},
      {"tilde sequence, as in main orders", "IF Weavile is to use Protect THEN begin using Swords Dance ~ Protect ~ Agility",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN sequence(name:Swords Dance, name:Protect, name:Agility)"},
      {"tilde sequence after 'use'", "IF Weavile is to use Protect THEN use Swords Dance ~ Protect",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN sequence(name:Swords Dance, name:Protect)"},
      {"[10.3b] 'switch your orders to' is 'change', not a switch of Pokemon",
       "IF Weavile is to use Protect THEN switch your orders to Swords Dance ~ Protect",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN change_action(name:Swords Dance, name:Protect which=your orders)"},
      {"[10.3b] 'your orders become A / B' is 'change' too",
       "IF Weavile is to use Protect THEN your orders become Swords Dance / Protect",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN change_action(name:Swords Dance, name:Protect which=your orders)"},
      {"[10.3b] 'new orders: A, B' is 'change' too", "IF Weavile is to use Protect THEN new orders: Swords Dance, Protect",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN change_action(name:Swords Dance, name:Protect which=new orders)"},
      {"spaced slash sequence", "IF Weavile is to use Protect THEN use Swords Dance / Protect",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN sequence(name:Swords Dance, name:Protect)"},
      {"push down", "- IF Weavile is to use Protect THEN push down",
       "[-] | IF action(s=Weavile v=is to use a=name:Protect) | THEN push_down(push down)"},
      {"push orders right", "IF Weavile is to use Protect THEN push orders right",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN push_down(push orders right)"},
      {"[10.3b] shift orders down", "IF Weavile is to use Protect THEN use Detect and shift orders down",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use_and_push_down(name:Detect push=shift orders down)"},
      {"[10.3b] move orders down", "IF Weavile is to use Protect THEN move orders down",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN push_down(move orders down)"},
      {"pull back", "* IF Weavile is to use Protect THEN pull orders back",
       "[*] | IF action(s=Weavile v=is to use a=name:Protect) | THEN pull_back(pull orders back)"},
      {"replace all instances", "IF Weavile is to use Protect THEN replace all instances of Swords Dance with Protect",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN replace_all(name:Swords Dance, name:Protect)"},
      {"ignore until", "IF Weavile is to use Protect THEN ignore all other substitutions until the end of the round",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN ignore_substitutions(which=all other substitutions "
       "for=until the end of the round)"},
      {"params and target", "IF Weavile is to use Protect, THEN use Disable (Protect) on Weavile.",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Disable(Protect)->Weavile)"},
      {"if it is step N / in other steps",
       "IF Weavile is to use Protect THEN use Protect if it is step 2, and use Swords Dance in other steps.",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Protect){if_step:if it is step 2#2} ; "
       "use(name:Swords Dance){other_steps:in other steps}"},
      {"[10.7b] 'only on step N' is the affix 'if it is step N'",
       "IF Weavile is faster than Triantis, use Detect only on step 1",
       "| IF comparison(s=Weavile v=is cmp=gt:faster than val=reference:Triantis) | THEN use(name:Detect){if_step:only on step 1#1}"},
      {"[10.7b] 'on step N only' is the affix too, not the step the action moves to",
       "IF Weavile is faster than Triantis, use Detect on step 1 only",
       "| IF comparison(s=Weavile v=is cmp=gt:faster than val=reference:Triantis) | THEN use(name:Detect){if_step:on step 1 only#1}"},
      {"[10.7b] 'only if it is step N'", "IF Weavile is to use Protect THEN use Protect only if it is step 2",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Protect){if_step:only if it is step 2#2}"},
      {"[10.7a] 'pushes orders down' said of the recipient",
       "IF Weavile is to use Protect, Triantis uses Swords Dance then pushes orders down",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use_and_push_down(name:Swords Dance push=pushes orders down subject=Triantis)"},
      {"[10.3b] 'Triantis will Detect': the verb left out after 'will'",
       "IF Weavile uses Close Combat, Triantis will Detect",
       "| IF action(s=Weavile v=uses a=name:Close Combat) | THEN use*(name:Detect subject=Triantis)"},
      {"[10.3b] 'Triantis should Roost and push orders down'",
       "IF Weavile uses Close Combat, Triantis should Roost and push orders down",
       "| IF action(s=Weavile v=uses a=name:Close Combat) | THEN use_and_push_down*(name:Roost push=push orders down subject=Triantis)"},
      {"[10.7a] 'THEN Roost and push orders down': one clause with its verb left out",
       "IF Weavile uses Close Combat, THEN Roost and push orders down",
       "| IF action(s=Weavile v=uses a=name:Close Combat) | THEN use_and_push_down*(name:Roost push=push orders down)"},
      {"[10.7a] 'push its orders down'", "IF Weavile is to use Protect THEN use Detect and push its orders down",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use_and_push_down(name:Detect push=push its orders down)"},
      {"[10.7a] 'pulls orders back'", "IF Weavile is to use Protect THEN Triantis pulls orders back",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN pull_back(pulls orders back subject=Triantis)"},
      {"otherwise", "IF Weavile is to use Protect THEN use Protect otherwise",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Protect){otherwise:otherwise}"},
      {"otherwise before its clause [10.7b]",
       "IF Weavile is to use Protect THEN use Protect if it is step 2, otherwise use Swords Dance.",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Protect){if_step:if it is step 2#2} ; "
       "use(name:Swords Dance){otherwise:otherwise}"},
      {"otherwise, before its clause after a semicolon [10.7b]",
       "IF Weavile is to use Protect THEN use Protect on the first instance; otherwise, use Swords Dance.",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Protect){nth_instance:on the first instance#1} ; "
       "use(name:Swords Dance){otherwise:otherwise}"},
  };
  bbp::test::check_summaries(cases);
}

TEST_CASE("[10.3] illegal but structured writing is kept for the linter", "[subs][illegal]") {
  const SummaryCase cases[] = {
      {"four results [10.7]", "IF Weavile is to use Protect THEN use Swords Dance, use Protect, use Agility and use Bulk Up",
       "| IF action(s=Weavile v=is to use a=name:Protect) | THEN use(name:Swords Dance) ; use(name:Protect) ; "
       "use(name:Agility) ; use(name:Bulk Up)"},
      {"two timings [10.5]", "At the start of the step, at the end of the round, IF possible THEN use Protect",
       "T:phase_start(edge=start phase=step) T:phase_end(edge=end phase=round) | IF true(possible) | THEN use(name:Protect)"},
      {"IF without a clause [10.6f]", "IF THEN use Protect", "| IF | THEN use(name:Protect)"},
      {"THEN without a result", "IF Weavile is to use Protect THEN", "| IF action(s=Weavile v=is to use a=name:Protect) | THEN"},
      {"no result", "IF Weavile is going to use Protect", "| IF action(s=Weavile v=is going to use a=name:Protect)"},
      {"result first [10.1]", "Use Protect if Weavile is to use Swords Dance",
       "| IF action(s=Weavile v=is to use a=name:Swords Dance) | (written first) use(name:Protect)"},
      {"result first without its verb: unreadable at 0", "Protect if Weavile is to use Swords Dance", "!rest@0"},
      {"invented action group with a number in it [10.6d]",
       "IF Weavile is to use Attacks with 15 or more BAP THEN use Protect.",
       "| IF action(s=Weavile v=is to use a=name:Attacks with 15 or more BAP) | THEN use(name:Protect)"},
      {"\"or\" before a bare comparative is part of the phrase, \"or\" before a clause joins clauses",
       "IF Weavile uses moves of 80 BAP or more or you are Burned THEN use Protect",
       "| IF action(s=Weavile v=uses a=name:moves of 80 BAP or more) <or> presence(s=you<self> v=are cond=Burned) | "
       "THEN use(name:Protect)"},
      {"timing acronym read as the clause it stands for [10.5]", "CASOS, if Corviknight uses Roost, use Swords Dance",
       "T:phase_start(edge=start phase=step) | IF action(s=Corviknight v=uses a=name:Roost) | THEN use(name:Swords Dance)"},
      {"short timing acronym for the end of your turn [10.5]", "EOT: IF possible THEN use Recover",
       "T:phase_end(edge=end phase=turn) | IF true(possible) | THEN use(name:Recover)"},
      {"vague alias kept raw [10.3b]", "IF Bruxish's Attack is boosted THEN use Foul Play.",
       "| IF presence(s=poss:Bruxish's p=Attack v=is cond=boosted) | THEN use(name:Foul Play)"},
  };
  bbp::test::check_summaries(cases);
}

TEST_CASE("[10.3b] plain English read as [10.5a] timings and [10.7a] results (session 21)", "[subs][readings]") {
  const SummaryCase cases[] = {
      {"any step", "At the start of any step, IF Heracross is Burned, use Roost",
       "T:phase_start(edge=start phase=step) | IF presence(s=Heracross v=is cond=Burned) | THEN use(name:Roost)"},
      {"any opponent's turn stays a placeholder", "At the start of any opponent's turn, IF it is Burned, use Roost",
       "T:phase_start(edge=start phase=turn who=any opponent's<any_opponent>) | IF presence(s=it<pronoun> v=is cond=Burned) | "
       "THEN use(name:Roost)"},
      {"swap X for Y", "IF Heracross uses Protect, swap X-Scissor for Swords Dance",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN replace_all(name:X-Scissor, name:Swords Dance)"},
      {"instead of, then the step", "IF Skarmory has Rocky Helmet, THEN use Knock Off instead of Gigaton Hammer on step 1.",
       "| IF presence(s=Skarmory v=has cond=Rocky Helmet) | THEN use_on_step(name:Knock Off step=on step 1#1)"},
      {"bare result, that step, (once)", "Contingency: if Dragonite uses Extreme Speed at any point, Protect that step (once)",
       "T:default(){once:once} | IF action(s=Dragonite v=uses a=name:Extreme Speed){occurrences:at any point} | THEN "
       "use*(name:Protect)"},
      {"bare sequence with arrows", "If Dragonite tries to Dragon Dance, then Bitter Blade -> Bitter Blade instead",
       "| IF action(s=Dragonite v=tries to a=name:Dragon Dance) | THEN sequence(name:Bitter Blade, name:Bitter Blade)"},
      {"use with arrows", "IF Dragonite uses Dragon Dance THEN use Bitter Blade -> Shadow Sneak",
       "| IF action(s=Dragonite v=uses a=name:Dragon Dance) | THEN sequence(name:Bitter Blade, name:Shadow Sneak)"},
      {"next step instead of", "IF Gliscor uses Knock Off on you, use Double Shock next step instead of Revival Blessing",
       "| IF action(s=Gliscor v=uses a=name:Knock Off->you<self>) | THEN use_next_step(name:Double Shock step=next step)"},
      {"switch out X for Y", "IF Heracross uses Protect, THEN switch out all X-Scissors for Swords Dance.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN replace_all(name:X-Scissors, name:Swords Dance)"},
      {"[10.3b] change all X to Y", "IF Heracross uses Protect, THEN change all your X-Scissors to Aerial Ace.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN replace_all(name:X-Scissors, name:Aerial Ace)"},
      {"[10.3b] turn every X into Y", "IF Heracross uses Protect, THEN turn every Close Combat into U-turn.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN replace_all(name:Close Combat, name:U-turn)"},
      {"[10.7a] replace, for the rest of the round", "IF Heracross uses Protect, THEN replace X-Scissor with Aerial Ace for the rest of the round.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN replace_all(name:X-Scissor, name:Aerial Ace)"},
      {"[10.7] change action 2 stays the older ruleset's clause", "IF Heracross uses Protect, THEN change action 2 to Aerial Ace.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN change_action(name:Aerial Ace step=action 2#2)"},
      {"[10.3b] disregard your second substitution", "IF Heracross uses Protect, THEN disregard your second substitution.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN ignore_substitutions(which=your second substitution)"},
      {"[10.3b] don't use sub 3 this round", "IF Heracross uses Protect, THEN don't use sub 3 this round.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN ignore_substitutions(which=sub 3 for=this round)"},
      {"[10.6c] and did not use X last step", "IF Heracross is to use Protect, and did not use Protect last step, THEN use Swords Dance.",
       "| IF action(s=Heracross v=is to use a=name:Protect){and_not:and did not use Protect last step/b=Protect} | THEN use(name:Swords Dance)"},
      {"[10.6c] and hasn't used X this round", "IF Heracross is to use Protect and hasn't used Protect this round, THEN use Swords Dance.",
       "| IF action(s=Heracross v=is to use a=name:Protect){and_not:and hasn't used Protect this round/b=Protect} | THEN use(name:Swords Dance)"},
      {"[10.3b] then continue your orders as normal: push", "IF Heracross uses Protect, THEN use Swords Dance, then continue your orders as normal.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN use_and_push_down(name:Swords Dance push=continue your orders as normal)"},
      {"[10.3b] then carry on as planned: push", "IF Heracross uses Protect, THEN use Swords Dance, then carry on as planned.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN use_and_push_down(name:Swords Dance push=carry on as planned)"},
      {"[10.3b] then proceed with your orders: push", "IF Heracross uses Protect, THEN use Swords Dance and then proceed with your orders.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN use_and_push_down(name:Swords Dance push=proceed with your orders)"},
      {"[10.3b] then go on with your orders: push ('go' is no typo of 'LO')", "IF Heracross uses Protect, THEN use Swords Dance then go on with your orders.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN use_and_push_down(name:Swords Dance push=go on with your orders)"},
      {"[10.5b] (once) after a bare result is the affix, no parameter", "IF Heracross uses Close Combat, Detect (once).",
       "T:default(){once:once} | IF action(s=Heracross v=uses a=name:Close Combat) | THEN use*(name:Detect)"},
      {"[10.5b] a sentence 'Only once.' after a bare result", "IF Heracross uses Close Combat, Detect. Only once.",
       "T:default(){once:Only once} | IF action(s=Heracross v=uses a=name:Close Combat) | THEN use*(name:Detect)"},
      {"[10.5b] but only once per round", "IF Heracross uses Close Combat, use Detect, but only once per round.",
       "T:default(){once:only once per round} | IF action(s=Heracross v=uses a=name:Close Combat) | THEN use(name:Detect)"},
      {"[10.7a] ignore subs 2 and 3: the numbers joined by 'and'", "IF Heracross uses Protect, THEN ignore subs 2 and 3.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN ignore_substitutions(which=subs 2 and 3)"},
      {"[10.7a] ignore sub #2", "IF Heracross uses Protect, THEN ignore sub #2 this step.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN ignore_substitutions(which=sub #2 for=this step)"},
      {"[10.3b] skip X-Scissor is no ignore", "IF Heracross uses Protect, THEN skip X-Scissor.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN use*(name:skip X-Scissor)"},
      {"[10.3b] skip subs 2 and 3", "IF Heracross uses Protect, THEN skip subs 2 and 3 for the rest of the round.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN ignore_substitutions(which=subs 2 and 3 for=for the rest of the round)"},
  };
  bbp::test::check_summaries(cases);
}

TEST_CASE("[10.3b] 'in place of', 'rather than', 'on the same step': plain English for 'instead of' and 'this step'",
          "[subs][readings]") {
  const SummaryCase cases[] = {
      {"[10.7a] the step before 'instead of Y': that step's order", "IF Triantis uses Swords Dance, THEN use Bulk Up on step 1 instead of Protect.",
       "| IF action(s=Triantis v=uses a=name:Swords Dance) | THEN use_on_step(name:Bulk Up step=on step 1#1)"},
      {"[10.7a] 'in place of' is 'instead of': replace all", "IF Heracross uses Protect, THEN use Scald in place of Toxic.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN replace_all(name:Toxic, name:Scald)"},
      {"[10.7a] 'rather than' is 'instead of': replace all", "IF Heracross uses Protect, THEN use Scald rather than Toxic.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN replace_all(name:Toxic, name:Scald)"},
      {"[10.7a] 'rather than Y on step 2': that step's order", "IF Heracross uses Protect, THEN use Scald rather than Toxic on step 2.",
       "| IF action(s=Heracross v=uses a=name:Protect) | THEN use_on_step(name:Scald step=on step 2#2)"},
      {"[10.6c] 'on the same step' is the current step (no affix)", "IF Heracross uses Swords Dance on the same step, THEN use Close Combat.",
       "| IF action(s=Heracross v=uses a=name:Swords Dance){current_step:on the same step} | THEN use(name:Close Combat)"},
      {"[10.7a] 'that same step' after the result is the current step", "IF Heracross is asleep, use Swords Dance that same step",
       "| IF presence(s=Heracross v=is cond=asleep) | THEN use(name:Swords Dance)"},
  };
  bbp::test::check_summaries(cases);
}

TEST_CASE("[5.7] the ally after Cover or Hide is the command's target in substitutions too", "[subs][readings]") {
  const SummaryCase cases[] = {
      {"Cover X", "IF Heracross targets Triantis with Megahorn, THEN Cover Triantis instead.",
       "| IF action(s=Heracross v=targets a=name:Megahorn->Triantis) | THEN use*(name:Cover->Triantis)"},
      {"use Cover for X", "IF Heracross is to use Megahorn, THEN use Cover for Triantis.",
       "| IF action(s=Heracross v=is to use a=name:Megahorn) | THEN use(name:Cover->Triantis)"},
      {"Hide behind X, observed", "IF Aura is to use Hide behind Triantis, THEN use Protect.",
       "| IF action(s=Aura v=is to use a=name:Hide->Triantis) | THEN use(name:Protect)"},
      {"Cover on X stays the usual target", "IF Heracross is to use Megahorn, THEN use Cover on your ally.",
       "| IF action(s=Heracross v=is to use a=name:Megahorn) | THEN use(name:Cover->your ally)"},
      {"Cover for the rest of the round is no target", "IF Heracross is to use Megahorn, THEN use Cover for the rest of the round.",
       "| IF action(s=Heracross v=is to use a=name:Megahorn) | THEN sequence(name:Cover to-end step=for the rest of the round)"},
  };
  bbp::test::check_summaries(cases);
}
