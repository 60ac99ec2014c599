### Die Seiten eines klassischen Spiels für einen Platz und für Zuschauer,
### die auch Frenemies und Ölquellen nutzen: was der Platz jetzt tun kann,
### seine Knöpfe, Rückfragen und Hand, Hinweise und Beschriftungen des
### Spielplans, die Baukosten.

## Was der obere Kasten vom Platz verlangt
# $round: 1 für die erste Siedlung, 2 für die zweite.
play-place-settlement = Setze deine { $round ->
        [1] erste
       *[other] zweite
    } Siedlung: Wähle eine markierte Kreuzung auf dem Spielplan.
play-place-road = Setze eine Straße neben die Siedlung, die du gerade gebaut hast: Wähle einen markierten Weg.
play-roll = Du bist dran: Würfle.
# $count: wie viele Karten abzugeben sind.
play-discard = Eine 7 wurde gewürfelt: Gib { $count } deiner Karten ab (die Hälfte, abgerundet).
# Überschrift und Knopf des Abgabe-Formulars; $count: die abzugebenden Karten.
play-discard-cards = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } abgeben
play-move-robber = Versetze den Räuber: Wähle ein markiertes Feld auf dem Spielplan.
play-your-turn = Du bist dran: Handle, baue, spiele eine Karte oder beende deinen Zug.
# $who: die Namen derer, die zugestimmt haben; $count: wie viele.
play-agreed = { $count ->
        [one] { $who } hat
       *[other] { $who } haben
    } deinem Angebot zugestimmt: Tausche unten oder warte auf weitere Antworten.
# $left: die freien Straßen, die noch zu setzen sind.
play-free-roads = Setze { $left ->
        [one] { $left } freie Straße
       *[other] { $left } freie Straßen
    }: Wähle einen markierten Weg.
play-you-won = Du hast das Spiel gewonnen!
play-special-building = Sonderbauphase nach dem Zug von { $who }: Du darfst bauen oder passen{ $others ->
        [0] .
       *[other] {" "}({ $list } auch).
    }
# $who: wer das Angebot gemacht hat.
play-offer-waits = { $who } hat dir ein Angebot gemacht: Es wartet auf deine Antwort.

## Rückfragen
# $what: was die Wahl des Orts bewirkt.
play-pick-asked = { $what }?
play-build-road-here = Straße hier bauen
play-build-settlement-here = Siedlung hier bauen
play-build-city-here = Stadt hier bauen
play-move-robber-here = Räuber hierher versetzen
# $who: wem der Räuber eine Karte nimmt.
play-steal-from = Räuber hierher versetzen und von { $who } ziehen
play-a-road = eine Straße
play-a-settlement = eine Siedlung
play-a-city = eine Stadt
play-end-special-title = Bist du in dieser Sonderbauphase fertig mit Bauen?
play-end-special-nothing = Du baust diesmal nichts; die Phase endet, wenn alle gefragten Spieler fertig sind.
play-end-special-planned = Was du geplant hast, wird im Uhrzeigersinn nach den Spielern vor dir gebaut, sobald alle gefragten Spieler fertig sind.
play-end-special-yes = Ja, ich bin fertig
play-knight-title = Einen Ritter ausspielen?
play-knight-detail = Dann versetzt du den Räuber und darfst eine Karte ziehen.
play-knight-yes = Ja, Ritter ausspielen
play-buy-card-title = Eine Entwicklungskarte kaufen?
# $cost: die Karten, die sie kostet.
play-buy-card-detail = Sie kostet { $cost }; die Karte wird zufällig gezogen und kann nicht zurückgegeben werden.
play-buy-card-yes = Ja, kaufen
play-road-building-title = Straßenbau ausspielen?
play-road-building-detail = Dann baust du 2 Straßen kostenlos.
play-road-building-yes = Ja, Straßenbau ausspielen
play-end-turn-title = Deinen Zug beenden?
play-end-turn-yes = Ja, meinen Zug beenden
# $unspent: none, card, build oder both; $builds: Bauwerke (play-list-or);
# $offer: yes, wenn das offene Angebot des Spielers endet.
play-end-turn-detail = { $unspent ->
    [card] Du könntest noch eine Entwicklungskarte kaufen.{" "}
    [build] Du könntest noch { $builds } bauen.{" "}
    [both] Du könntest noch { $builds } bauen oder eine Entwicklungskarte kaufen.{" "}
   *[none] {""}
}{ $offer ->
    [yes] Dein offenes Angebot endet, und die Würfel gehen an den nächsten Spieler.
   *[no] Die Würfel gehen an den nächsten Spieler.
}
play-list-or = { $init } oder { $last }
# Eine Platzierung. $what: road, settlement, city, robber oder upgrade;
# $place: die Stelle (story-node, story-edge, story-tile).
play-pick-words = { $what ->
    [road] Straße bauen { $place }
    [settlement] Siedlung bauen { $place }
    [city] Stadt bauen { $place }
    [robber] Räuber versetzen auf { $place }
   *[upgrade] Stadt ausbauen { $place }
}
# $cards: die beiden Karten in Worten.
play-plenty-title = Erfindung ausspielen und { $cards } aus dem Vorrat nehmen?
play-plenty-yes = Ja, Erfindung ausspielen
# $resource: der Name des Rohstoffs.
play-monopoly-title = Monopol auf { $resource } ausspielen?
play-monopoly-detail = Alle anderen Spieler geben dir ihr ganzes { $resource }.
play-monopoly-yes = Ja, Monopol ausspielen

## Handel mit dem Vorrat
play-bank-summary = Mit dem Vorrat handeln
play-bank-note = Was du gibst und was du bekommst, müssen verschiedene Rohstoffe sein.
play-bank-button = Mit dem Vorrat handeln

## Die Züge auf dem Spielplan und ihre Orte in Einzahl und Mehrzahl
play-move-settlement = Siedlung bauen
play-move-city = Stadt bauen
play-move-upgrade = Stadt ausbauen
play-move-road = Straße bauen
play-move-robber-what = Räuber versetzen
play-place = Platz
play-places = Plätze
play-settlement-spot = Siedlungsplatz
play-settlement-spots = Siedlungsplätze
play-settlement-to-upgrade = Siedlung zum Ausbauen
play-settlements-to-upgrade = Siedlungen zum Ausbauen
play-city-to-upgrade = Stadt zum Ausbauen
play-cities-to-upgrade = Städte zum Ausbauen
play-road-spot = Straßenplatz
play-road-spots = Straßenplätze
play-hex = Feld
play-hexes = Felder
play-robber-hexes = die Felder, auf die der Räuber darf
play-marked-on-the-board = Auf dem Spielplan markiert
play-pick-then-confirm = Wähle einen Ort und bestätige.
play-refuse-pick = Dieser Ort kann jetzt nicht gewählt werden; wählbar sind die auf dem Spielplan markierten Orte.
play-refuse-ask = Das geht jetzt nicht; was du tun kannst, steht auf dieser Seite.

## Knöpfe
play-roll-button = Würfeln
play-knight-button = Ritter ausspielen
play-road-building-button = Straßenbau ausspielen
play-buy-card-button = Entwicklungskarte kaufen
play-end-turn-button = Zug beenden
play-done-building-button = Fertig mit Bauen

## Die Seite des Platzes
# $name: wer den Platz spielt.
play-seat-title = { $name } – dein Platz
play-seat-heading = Platz von { $name }
# Die Seite einer Partie, wie sie früher stand. $at, $of: der Zug und die
# Züge bisher; $name: der Spieler des Platzes.
play-past-heading = Die Partie bei Zug { $at } von { $of }
play-past-seat-heading = Platz von { $name }: die Partie bei Zug { $at } von { $of }
play-cancel = Abbrechen
play-trade-offers = Handelsangebote
play-plenty-summary = Erfindung ausspielen
play-plenty-first = Erster Rohstoff
play-plenty-second = Zweiter Rohstoff
play-plenty-take = Aus dem Vorrat nehmen
play-monopoly-summary = Monopol ausspielen
play-monopoly-resource = Rohstoff, den du forderst
play-monopoly-take = Von allen nehmen
# $hand: die Karten in Worten; $total: „3 Rohstoffkarten“; $points: „2 Siegpunkte“.
play-hand-line = Deine Hand: { $hand } ({ $total ->
        [one] { $total } Rohstoffkarte
       *[other] { $total } Rohstoffkarten
    }); { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }.
play-board-caption = Felder zeigen ihre Landschaft durch Farbe, Bild und Namen; Zahlenchips zeigen Punkte (6 und 8 in Rot). Häfen liegen draußen im Meer mit ihrem Kurs. Wählbare Orte sind weiße Punkte; eine Siedlung, die du ausbauen kannst, ist gestrichelt umringt, und Felder, auf die der Räuber darf, sind gestrichelt umrandet.
play-your-hand = Deine Hand
play-hand-total = { $total ->
        [one] { $total } Rohstoffkarte
       *[other] { $total } Rohstoffkarten
    }. Du hast { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, verdeckte Siegpunktkarten mitgezählt.
play-no-development-cards = Keine Entwicklungskarten.
# $count: Karten einer Art, in diesem Zug gekauft.
play-bought-this-turn = ({ $count } in diesem Zug gekauft, ab deinem nächsten Zug spielbar)
play-other-hands = Alle anderen Hände am Ende
# $total: Rohstoffkarten; $points: Siegpunkte.
play-hand-of = { $total ->
        [one] { $total } Rohstoffkarte
       *[other] { $total } Rohstoffkarten
    }, { $points ->
        [one] { $points } Siegpunkt
       *[other] { $points } Siegpunkte
    } (verdeckte Siegpunktkarten mitgezählt).
# $cards: die Arten, aufgezählt.
play-development-cards = Entwicklungskarten: { $cards }.
# $count: wie viele; $card: der Name der Karte.
play-cards-of-kind = { $count } × { $card }

## Die Seite für Zuschauer
play-watching = Einem Spiel zusehen
play-waited-for-then = Worauf das Spiel damals wartete
play-waits-for = Worauf das Spiel wartet
play-caption-past = Der Spielplan direkt nach diesem Zug.
play-caption-over = Der Spielplan am Ende: Das Spiel ist vorbei, darum stehen unten alle Hände.
play-caption-public = Öffentliche Ansicht: Hände und Entwicklungskarten bleiben verdeckt.
play-your-hand-at-this-move = Deine Hand bei diesem Zug
play-hands-at-this-move = Die Hände bei diesem Zug
# $who: wer anbietet; $terms: was wofür; $to: die Gefragten.
play-offers = { $who } bietet { $to } { $terms } an.
# $give und $want: Karten in Worten.
play-terms = { $give } für { $want }
# $terms: die Bedingungen; $to: die Gefragten, aufgezählt.
play-you-offer = Du bietest { $to } { $terms } an.
# $who: wer anbietet; $give und $want: Karten in Worten.
play-offers-you = { $who } bietet dir { $give } für { $want } an.
# $who: mit wem gehandelt wird.
play-trade-with = Mit { $who } handeln
## Die Antworten auf ein Angebot
# $lack: die Karten, die fehlen.
play-cannot-accept = Du kannst nicht annehmen: Dir fehlen noch { $lack }
# $held: die Karten, die der Spieler hält; $asked: die verlangten Karten.
play-cannot-accept-held = { $who } kann nicht annehmen: { $who } hat { $held ->
        [one] { $held } Karte
       *[other] { $held } Karten
    }, weniger als die { $asked } verlangten
play-not-answered = { $person ->
        [you] Du hast
       *[other] { $who } hat
    } noch nicht geantwortet
play-accepts = { $person ->
        [you] Du nimmst an
       *[other] { $who } nimmt an
    }
play-declines = { $person ->
        [you] Du lehnst ab
       *[other] { $who } lehnt ab
    }
# $from: wer das Angebot gemacht hat.
play-counters = { $who } macht ein Gegenangebot: { $from } würde { $give } für { $want } geben
play-you-counter = Dein Gegenangebot: Du würdest { $give } für { $want } geben

## Die Baukosten
play-cost-settlement = Siedlung
play-cost-city = Stadt
play-one-point = 1 Siegpunkt
play-two-points = 2 Siegpunkte
play-no-settlements-left = du hast keine Siedlungen mehr (eine Stadt gibt eine zurück)
play-no-settlement-spot = keine freie Kreuzung an deinen Straßen ist zwei Wege von jedem Gebäude entfernt
play-no-cities-left = du hast keine Städte mehr
play-no-settlement-to-upgrade = du hast keine Siedlung zum Ausbauen
play-cost-road = Straße
play-cost-development-card = Entwicklungskarte
play-no-roads-left = du hast keine Straßen mehr
play-no-road-spot = kein freier Weg grenzt an deine Straßen
play-deck-empty = der Stapel ist leer
play-cost-ready = du hast alles, was es kostet
# $why: was im Weg steht, in Worten.
play-cost-can-pay-but = du kannst zahlen, aber { $why }
# $lack: die Karten, die fehlen, aufgezählt.
play-cost-lack = noch nötig: { $lack }
play-cost-lack-and = noch nötig: { $lack }; { $why }

## Die Zeichnung des Spielplans
play-board-title = Der Spielplan
# $letter: der Buchstabe des Spielers auf dem Spielplan.
play-road-of = Straße von Spieler { $letter }
play-settlement-of = Siedlung von Spieler { $letter }
play-city-of = Stadt von Spieler { $letter }
play-metropolis-of = Metropole von Spieler { $letter }
# $terrain: die Landschaft des Felds (ihre Kennung); $number: seine Zahl, 0 für keine.
# $hex: das Feld in Worten.
play-robber-on = Der Räuber: { $hex }
play-the-hex = { $number ->
        [0] { play-terrain }
       *[other] { play-terrain } mit der { $number }
    }
play-terrain = { $terrain ->
        [hills] Hügelland
        [forest] Wald
        [pasture] Weideland
        [fields] Ackerland
        [mountains] Gebirge
       *[desert] Wüste
    }
play-hex-label = { $number ->
        [0] { play-terrain }
       *[other] { play-terrain }, Zahl { $number }
    }
# $rate: „3:1“ oder „2:1“; $what: der Rohstoff, den er nimmt, oder jeder.
play-harbor = Hafen { $rate } { $what }
play-harbor-any = beliebig
play-destroyed = zerstört

## Die Regelauslegungen, die eine Seite vermerkt
play-house-seat-order = Regelauslegung: Der Server hat die Reihenfolge der Spieler zufällig ausgelost, als die Partie angelegt wurde.
play-house-trade = Regelauslegung: Angebote warten auf Antworten. Jeder genannte Spieler nimmt an, lehnt ab oder macht ein Gegenangebot; wer am Zug ist, bestätigt dann eines. Die Karten werden beim Bestätigen erneut geprüft, und jedes offene Angebot verfällt, wenn der Zug endet.
play-house-victory = Regelauslegung: Man gewinnt nur im eigenen Zug; niemand gewinnt im Zug eines anderen.
play-house-bank = Regelauslegung (offizielle FAQ): Kann die Bank einen Rohstoff nicht allen voll auszahlen, bekommt ihn niemand, außer nur ein Spieler hat Anspruch darauf; dieser nimmt, was übrig ist.
play-house-plenty = Regelauslegung: Ist die Bank knapp, gibt Erfindung, was da ist.

## Die Wahlmöglichkeiten des Platzes, wie seine E-Mails und Pläne sie aufzählen
play-choice-roll = Würfeln
# $give, $get: die Namen der Rohstoffe.
play-choice-bank = { $give } zu deinem besten Kurs mit dem Vorrat gegen 1 { $get } tauschen
play-bank-line = Mit dem Vorrat handeln: Wähle auf deiner Seite, was du gibst und was du bekommst
# $what: der Zug des Räubers in Worten; $who: der Beraubte.
play-choice-steal = { $what } und von { $who } ziehen
play-choice-knight = Ritter ausspielen: den Räuber versetzen und eine Karte ziehen
# $cards: die beiden Karten in Worten.
play-choice-plenty = Erfindung ausspielen: { $cards } aus dem Vorrat nehmen
play-plenty-line = Erfindung ausspielen: Wähle auf deiner Seite die 2 Rohstoffe, die du aus dem Vorrat nimmst
# $resource: der Name des Rohstoffs.
play-choice-monopoly = Monopol auf { $resource } ausspielen: Alle anderen Spieler geben dir ihr ganzes { $resource }
# $verb: build oder place, wie das Regelwerk es sagt.
play-choice-road-building = Straßenbau ausspielen: 2 Straßen kostenlos { $verb ->
        [build] bauen
       *[place] setzen
    }
# $answer: accept oder reject; $who: wer anbietet; $give: was er gibt;
# $want: was er von dir will.
play-choice-answer = Angebot von { $who } { $answer ->
        [accept] annehmen
       *[reject] ablehnen
    }: { $give } für { $want } von dir
# $terms: die Bedingungen des Angebots.
play-choice-withdraw = Dein Angebot zurückziehen: { $terms }
# $who: mit wem gehandelt wird; $terms: die Bedingungen.
play-choice-confirm = Mit { $who } handeln: { $terms }
