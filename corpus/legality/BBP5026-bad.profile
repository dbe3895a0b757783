[hide="Honchkrow"]
:sv/honchkrow:
Honchkrow
Level 0 EXP: 0 / 10
Typing: Dark/Flying
Abilities: Insomnia, Super Luck HA: [s]Moxie[/s]
HP: 95
Attack: 9
Defen.: 4
Sp.Atk: 8
Sp.Def: 4
Speed: 71
Size: 2
Weight: 3
Moves
Level 0:
Peck
[/hide]
