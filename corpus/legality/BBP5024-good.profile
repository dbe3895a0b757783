[hide="Muginn"]
:sv/murkrow:
Muginn (Murkrow)
Level 2 EXP: 6 / 10
Hardy nature ( +None, -None )
Typing: Dark/Flying
Abilities: Insomnia, Super Luck HA: Prankster
HP: 85
Attack: 6
Defen.: 3
Sp.Atk: 6
Sp.Def: 3
Speed: 91
Size: 1
Weight: 1
Moves
Level 0:
Astonish
Peck
Level 1:
Haze
Level 2:
Hidden Power [Ground]
Roost
[/hide]
