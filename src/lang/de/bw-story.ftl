### Die Ereignisse von Catan – Baden-Württemberg in Worten, für den
### Verlauf, die letzten Ereignisse und die Neuigkeiten eines Platzes.
### $person: you (der Leser) oder other ($who).

bw-story-began = Das Spiel hat begonnen. Zugreihenfolge, ausgelost: { $order }. Die drei Rathäuser jedes Spielers stehen auf den Orten seiner Baukostenkarte.
bw-story-began-variable = Das Spiel hat begonnen. Zugreihenfolge, ausgelost: { $order }. Jeder Spieler gründet reihum drei Rathäuser.
bw-story-town-hall = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } ein Rathaus in { $crossing } gebaut.
bw-story-road = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } eine Straße { $path } gebaut.
bw-story-landmark = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } { $landmark } gebaut.
bw-story-inventor = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } den Erfinder nach { $field } versetzt.
bw-story-inventor-drew = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } den Erfinder nach { $field } versetzt und 1 { term-resource-bw } von { $victim } gezogen.
bw-story-inventor-drew-card = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } den Erfinder nach { $field } versetzt und eine Karte von { $victim } gezogen.
bw-story-drew = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } 1 { term-resource-bw } von { $victim } gezogen.
bw-story-drew-card = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } eine Karte von { $victim } gezogen.
bw-story-bought = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } eine Entwicklungskarte gekauft: { $card }.
bw-story-bought-card = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } eine Entwicklungskarte gekauft.
bw-story-invention = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } Erfindergeist ausgespielt.
bw-story-road-building = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } Straßenbau ausgespielt: zwei freie Straßen.
bw-story-successful = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } Gelungene Erfindung ausgespielt und { $cards } aus dem Vorrat genommen.
bw-story-trade = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } Handel ausgespielt: 2:1 mit dem Vorrat für den Rest des Zuges.
bw-story-road-taken = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } ein Rathaus auf die Längste Handelsstraße gesetzt ({ $length } Straßen).
bw-story-road-set-aside = Die Längste Handelsstraße wurde beiseitegelegt: Niemand hält sie.
bw-story-inventor-taken = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } ein Rathaus auf den Größten Erfinder gesetzt ({ $inventions } Erfindungen).
bw-story-turn-ended = { $person ->
        [you] Du hast deinen Zug beendet
       *[other] { $who } hat den Zug beendet
    }; { $next } ist dran.
bw-story-won = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } mit { $points } Siegpunkten gewonnen und { $achievements ->
        [one] { $achievements } Errungenschaft
       *[other] { $achievements } Errungenschaften
    } aufgedeckt.
bw-story-won-you = Du hast mit { $points } Punkten gewonnen!
