### Die Neuigkeiten oben auf der Seite eines Platzes: was der letzte eigene
### Zug bewirkt hat, in der zweiten Person, und was die Züge der anderen
### seitdem für diesen Platz bedeuten.
### $words: in wessen Begriffen das Spiel spricht (classic; bw: Baden-Württemberg).

news-rolled = Du hast { $sum } gewürfelt und { $cards } bekommen.
news-rolled-seven = Du hast eine 7 gewürfelt.
news-rolled-nothing = Du hast { $sum } gewürfelt und nichts bekommen.
news-got = Du hast { $cards } bekommen.
news-they-rolled = { $who } hat { $sum } gewürfelt: Du hast { $cards } bekommen.
news-stole-from-you = { $words ->
        [bw] { $who } hat 1 { term-resource-bw } bei dir gezogen.
       *[classic] { $who } hat dir 1 { term-resource } geraubt.
    }
news-stole-card-from-you = { $words ->
        [bw] { $who } hat eine Karte bei dir gezogen.
       *[classic] { $who } hat dir eine Karte geraubt.
    }

## Handel am Tisch.
news-discarded = { $words ->
        [bw] Du hast { $cards } an den Vorrat abgegeben.
       *[classic] Du hast { $cards } abgegeben.
    }
news-supply-traded = { $words ->
        [bw] Du hast mit dem Vorrat { $gave } gegen { $got } getauscht.
       *[classic] Du hast mit dem Vorrat { $gave } gegen { $got } getauscht.
    }
news-offered = Dein Angebot ging an { $to }: Du gibst { $give } für { $want }.
news-accepted-of = Du hast das Angebot von { $maker } angenommen; der Handel gilt, sobald es bestätigt wird.
news-accepted = Du hast das Angebot angenommen; der Handel gilt, sobald es bestätigt wird.
news-declined-of = Du hast das Angebot von { $maker } abgelehnt.
news-declined = Du hast das Angebot abgelehnt.
news-countered-of = Du hast auf das Angebot von { $maker } ein Gegenangebot gemacht: Du würdest { $give } für { $want } geben.
news-countered = Du hast auf das Angebot ein Gegenangebot gemacht: Du würdest { $give } für { $want } geben.
news-withdrew = Du hast dein Angebot zurückgezogen.
news-traded = Du hast mit { $with } { $gave } gegen { $got } getauscht.
news-traded-with-you = { $who } hat mit dir gehandelt: Du hast { $gave } gegeben und { $got } bekommen.
news-accepted-yours = { $who } hat dein Angebot angenommen.
news-declined-yours = { $who } hat dein Angebot abgelehnt.
news-countered-yours = { $who } hat auf dein Angebot ein Gegenangebot gemacht.

## Züge des Grundspiels.
news-robbed = Du hast den Räuber versetzt: { $place }.
news-robbed-stole = Du hast den Räuber versetzt ({ $place }) und { $victim } 1 { term-resource } geraubt.
news-robbed-stole-card = Du hast den Räuber versetzt ({ $place }) und { $victim } eine Karte geraubt.
news-stole = Du hast { $victim } 1 { term-resource } geraubt.
news-stole-card = Du hast { $victim } eine Karte geraubt.
news-bought-card = Du hast eine Entwicklungskarte gekauft: { term-card }.
news-bought-hidden = Du hast eine Entwicklungskarte gekauft.
news-played-knight = Du hast einen Ritter ausgespielt.
news-played-road-building = Du hast Straßenbau ausgespielt.
news-played-plenty = Du hast Erfindung ausgespielt und { $cards } aus dem Vorrat genommen.
news-monopoly-none = Du hast Monopol auf { term-resource } ausgespielt; niemand hatte welches.
news-monopoly = Du hast Monopol ausgespielt und { $total } { term-resource } genommen: { $from }.
news-took-from = { $count } von { $who }
news-monopoly-took-yours = { $who } hat Monopol auf { term-resource } ausgespielt und dir { $lost } { term-resource } genommen.
news-built-settlement = Du hast eine Siedlung gebaut, { $at }.
news-built-road = Du hast eine Straße gebaut, { $at }.
news-built-city = Du hast eine Stadt gebaut, { $at }.
news-took-starting = Du hast Startrohstoffe genommen: { $cards }.
news-starting-taken = Du hast deine Startrohstoffe genommen: { $cards }.
news-longest-road = Du hast die Längste Handelsstraße ({ $length } Straßen).
news-largest-army = Du hast die Größte Rittermacht ({ $knights } Ritter).
news-turn-ended = Du hast deinen Zug beendet; { $next } ist dran.
news-won = Du hast mit { $points } Siegpunkten gewonnen!
news-special-done = Du bist in der Sonderbauphase fertig.
