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

