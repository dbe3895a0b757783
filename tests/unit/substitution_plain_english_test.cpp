// [10.3b] plain-English writing of Section 10 as players post it: SHOULD for IF, "tries to use" and
// "would use" for "is to use", a bare verb before the THEN, a signed number for a stage, and "move
// the rest of your orders down by one" for "push orders down".
#include "unit/substitution_summary.hpp"

using bbp::test::SummaryCase;

TEST_CASE("[10.3b] plain English for IF, for intending and for pushing orders", "[subs][plain]") {
  const SummaryCase cases[] = {
      {"SHOULD for IF, bare verb", "Should Heracross use Protect, use Swords Dance instead.", 
       "| IF action(s=Heracross v=use a=name:Protect) | THEN use(name:Swords Dance)"},
      {"SHOULD with attempt", "Should Heracross attempt Close Combat, use Detect", 
       "| IF action(s=Heracross v=attempt a=name:Close Combat) | THEN use(name:Detect)"},
      {"SHOULD with a state", "Should you be Burned, use Facade.", 
       "| IF presence(s=you<self> v=be cond=Burned) | THEN use(name:Facade)"},
      {"SHOULD with a comparison", "Should your HP fall below 50%, use Roost.", 
       "| IF comparison(s=poss:your<self> p=HP v=fall cmp=lt:below val=percentage:50%) | THEN use(name:Roost)"},
      {"SHOULD then a second clause", "Should Heracross use Close Combat and you are below half HP, use Detect", 
       "| IF action(s=Heracross v=use a=name:Close Combat) <and> comparison(s=you<self> v=are cmp=lt:below val=fraction:half q=HP) | THEN use(name:Detect)"},
      {"tries to use", "If Heracross tries to use Protect, use Swords Dance", 
       "| IF action(s=Heracross v=tries to use a=name:Protect) | THEN use(name:Swords Dance)"},
      {"would use", "If Heracross would use Megahorn, use Detect instead", 
       "| IF action(s=Heracross v=would use a=name:Megahorn) | THEN use(name:Detect)"},
      {"wants to use", "IF any opponent wants to use a Protective Move THEN use Swords Dance", 
       "| IF action(s=any opponent<any_opponent> v=wants to use a=group:a Protective Move) | THEN use(name:Swords Dance)"},
      {"attempts", "IF Heracross attempts Close Combat THEN use Detect", 
       "| IF action(s=Heracross v=attempts a=name:Close Combat) | THEN use(name:Detect)"},
      {"bare verb before THEN", "IF Heracross use Protect, THEN use Swords Dance", 
       "| IF action(s=Heracross v=use a=name:Protect) | THEN use(name:Swords Dance)"},
      {"bare verb, no THEN, stays a state", "IF Weavile Burned use Facade", 
       "| IF bare() | (no THEN) use(name:Facade)"},
      {"signed stage after 'is at'", "If Heracross's Attack is at +2 or higher, use Protect", 
       "| IF comparison(s=poss:Heracross's p=Attack v=is cmp=ge:or higher val=number:+2) | THEN use(name:Protect)"},
      {"has +2 Attack or more", "If Heracross has +2 Attack or more, use Protect", 
       "| IF comparison(s=Heracross v=has cmp=ge:or more val=number:+2 q=Attack) | THEN use(name:Protect)"},
      {"the rest of your orders down by one",
       "If Heracross is to use Protect, use Swords Dance and move the rest of your orders down by one.", 
       "| IF action(s=Heracross v=is to use a=name:Protect) | THEN use_and_push_down(name:Swords Dance push=move the rest of your orders down by one)"},
      {"push down by a step", "IF possible THEN push your remaining orders down a step", 
       "| IF true(possible) | THEN push_down(push your remaining orders down a step)"},
      {"a last bare name after a comma is the result", "If Heracross is about to use Close Combat, Detect.", 
       "| IF action(s=Heracross v=is about to use a=name:Close Combat) | THEN use*(name:Detect)"},
      {"a trailing affix is not a result", "IF Heracross is to use Protect, this step, THEN use Swords Dance", 
       "| IF action(s=Heracross v=is to use a=name:Protect){current_step:this step} | THEN use(name:Swords Dance)"},
      {"a list of conditions still ends in its result", "IF you are Burned, Paralyzed, or Asleep, use Rest", 
       "| IF presence(s=you<self> v=are cond=Burned) <,> bare() <or> bare() | THEN use(name:Rest)"},
      {"'At the start of step 2' is the step timing with [10.5b] On Step",
       "At the start of step 2, if Scyther's HP is below 40%, use Heal Pulse on Scyther", 
       "T:phase_start(edge=start phase=step){on_steps:2#2} | IF comparison(s=poss:Scyther's p=HP v=is cmp=lt:below val=percentage:40%) | THEN use(name:Heal Pulse->Scyther)"},
      {"a timing affix last, in parentheses", "If Heracross is using Stone Edge, use Detect. (only once)", 
       "T:default(){once:only once} | IF action(s=Heracross v=is using a=name:Stone Edge) | THEN use(name:Detect)"},
      {"'on the second one' is the second instance",
       "If Heracross uses Protect twice this round, use Swords Dance on the second one.", 
       "| IF action(s=Heracross v=uses a=name:Protect){occurrences:twice this round} | THEN use(name:Swords Dance){nth_instance:on the second one#2}"},
      {"a last bare combination after a comma is the result",
       "If Heracross is to use Close Combat, Detect + Double Team instead", 
       "| IF action(s=Heracross v=is to use a=name:Close Combat) | THEN use*(combination:Detect + Double Team/c=Detect/c=Double Team)"},
      {"'~' bullet label", "~ If Heracross is to use Close Combat, use Detect.", 
       "[~] | IF action(s=Heracross v=is to use a=name:Close Combat) | THEN use(name:Detect)"},
      {"'►' bullet label", "► If Heracross is to use Close Combat, use Detect.", 
       "[►] | IF action(s=Heracross v=is to use a=name:Close Combat) | THEN use(name:Detect)"},
  };
  bbp::test::check_summaries(cases);
}
