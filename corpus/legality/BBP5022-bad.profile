[HIDE='Nox (Murkrow ★★★★★)']
[IMG]http://play.pokemonshowdown.com/sprites/xyani/murkrow.gif[/IMG]
[B][SIZE=7]Nox[/SIZE][/B] (Murkrow)
[SIZE=6][B]★★★★★[/B][/SIZE]
[B][SIZE=5]Hardy[/SIZE][/B]  Nature ( +None, -None )

[B]Items:[/B] Dread Plate

[B]Typing:[/B] Dark/Flying
[B]Ability:[/B] Insomnia

[B]HP:[/B] 85
[B]Attack:[/B] 6
[B]Defen.:[/B] 3
[B]Sp.Atk:[/B] 6
[B]Sp.Def:[/B] 3
[B]Speed:[/B] 91
[SIZE=3][B]Size Class:[/B] 1
[B]Weight Class:[/B] 1[/SIZE]

[U][B][SIZE=5]Moves[/SIZE][/B][/U]
Astonish
Haze
Peck
[/HIDE]
