[b]Pokemon:[/b] Muginn

[b]Trainer Level:[/b] 0

[b]TC:[/b] 0
[b]RC:[/b] 0
[b]JC:[/b] 0

[b]Items:[/b]
1x:oran berry:Oran Berry
1x:life orb:Life Orb

[b]Key Items:[/b]
1x:star piece:Star Piece

[b]Current Battles:[/b]
None

[b]Prize Claims[/b]
None

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
Roost
[/hide]
