### Warum eine Anfrage, ein Spiel anzulegen, abgelehnt wurde.

request-name-length = Jeder Spieler braucht einen Namen mit 1 bis { $max } Zeichen
request-not-an-address = { $email } ist keine E-Mail-Adresse
request-same-name = Zwei Spieler heißen { $name }
request-look-alike = { $name } sieht aus wie { $other }: Gib jedem Spieler einen Namen, den die anderen unterscheiden können
request-same-address = Zwei Spieler haben die Adresse { $email }: Jeder Platz braucht eine eigene
request-unknown-game-language = Sprache: Der Server spricht { $codes }; { $code } ist keine davon
request-unknown-player-language = Sprache eines Spielers: Der Server spricht { $codes }; { $code } ist keine davon
