[hide="Mew"]
:sv/mew:
Mew
Level 0 EXP: 0 / 10
Typing: Psychic
Abilities: Synchronize
HP: 95
Attack: 7
Defen.: 7
Sp.Atk: 7
Sp.Def: 7
Speed: 100
Size: 1
Weight: 1
Moves
Level 0:
Pound
[/hide]
