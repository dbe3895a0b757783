[hide="Vesta"]
:sv/delphox:
Vesta (Delphox)
Level 1 EXP: 2 / 10
Hardy nature ( +None, -None )
Typing: Fire/Psychic
Abilities: Blaze HA: [s]Magician[/s]
HP: 90
Attack: 5
Defen.: 5
Sp.Atk: 8
Sp.Def: 7
Speed: 104
Size: 3
Weight: 2
Moves
Level 0:
Ember
Scratch
Level 1:
Fire Spin
Level 3:
Mystical Fire (sig)
[/hide]
