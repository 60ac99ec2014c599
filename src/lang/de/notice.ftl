### Was ein Platz nach einem Zug per E-Mail erfährt: was er jetzt tun muss,
### wie sein Angebot beantwortet wurde, und die Zusammenfassung dessen, was
### seit seinem letzten Zug geschah, ein Satzteil je Ereignis (klein
### geschrieben: die Zusammenfassung reiht sie aneinander).
### $who: der Name eines Spielers; $person: ob das der Empfänger ist (you)
### oder nicht (other); $next, $victim, $with, $maker ebenso mit
### $next_person, $victim_person, $with_person, $maker_person.

notice-player-n = Spieler { $number }
notice-standing = { $place }. { $name }{ $winner ->
        [yes] , Sieg
       *[no] {""}
    }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } ({ $sources })

## Was jetzt zu tun ist, nach „Du bist dran:“.
notice-todo-first-settlement = setze deine erste Siedlung
notice-todo-second-settlement = setze deine zweite Siedlung
notice-todo-road = setze eine Straße an deine neue Siedlung
notice-todo-roll = würfle
notice-todo-discard-half = gib die Hälfte deiner Karten ab
notice-todo-discard = gib { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    } ab
notice-todo-robber = versetze den Räuber
notice-todo-main = handle, baue oder beende deinen Zug
notice-todo-free-roads = setze deine kostenlosen Straßen
notice-todo-special-building = baue in der Sonderbauphase oder passe
notice-todo-look = schau es dir an
notice-todo-answer = antworte auf deiner Seite

## Eine Antwort auf das Angebot des Empfängers, wie die E-Mail sie in
## Klammern nach dem Namen des Spielers nennt („Bert (abgelehnt)“).
notice-answer-accepted = angenommen
notice-answer-refused = abgelehnt
notice-answer-countered = Gegenangebot
notice-counter-terms = du gibst { $give } für { $want }
notice-terms = { $give } für { $want }
notice-side-and = { $cards } und { $extra }
notice-offer-closed = Das Angebot von { $who } an dich, { $give } für { $want }, ist geschlossen: Es braucht keine Antwort mehr.

## Die Satzteile der Zusammenfassung.
## Die Kürzung einer langen Zusammenfassung. $sums: die Würfe,
## aufgezählt; $who: wer gezogen hat, aufgezählt ($players Spieler);
## $count: ihre Züge; $other: yes, wenn die Würfe davor genannt sind.
notice-summary-rolls = Würfe: { $sums }
notice-summary-moves = { $who } { $players ->
        [one] hat
       *[other] haben
    } { $count }{ $other ->
        [yes] {" "}weitere
       *[no] {""}
    } Züge gemacht
notice-summary-happened = { $count }{ $other ->
        [yes] {" "}weitere
       *[no] {""}
    } Dinge sind passiert
notice-created = das Spiel wurde eröffnet
notice-built-settlement = { $person ->
        [you] du hast
       *[other] { $who } hat
    } eine Siedlung gebaut
notice-built-road = { $person ->
        [you] du hast
       *[other] { $who } hat
    } eine Straße gebaut
notice-built-city = { $person ->
        [you] du hast
       *[other] { $who } hat
    } eine Stadt gebaut
notice-took-starting = { $person ->
        [you] du hast
       *[other] { $who } hat
    } zum Start { $cards } genommen
notice-rolled = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $sum } gewürfelt
notice-got = du hast { $cards } bekommen
notice-discarded = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    } abgegeben
notice-robber-to = { $person ->
        [you] du hast
       *[other] { $who } hat
    } den Räuber versetzt ({ $tile })
notice-robber = { $person ->
        [you] du hast
       *[other] { $who } hat
    } den Räuber versetzt
notice-stole-your = { $person ->
        [you] du hast
       *[other] { $who } hat
    } dir 1 { term-resource } geraubt
notice-stole = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $victim_person ->
        [you] dir
       *[other] { $victim }
    } 1 { term-resource } geraubt
notice-stole-card = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $victim_person ->
        [you] dir
       *[other] { $victim }
    } eine Karte geraubt
notice-bought-card = { $person ->
        [you] du hast
       *[other] { $who } hat
    } eine Entwicklungskarte gekauft
notice-knight = { $person ->
        [you] du hast
       *[other] { $who } hat
    } einen Ritter ausgespielt
notice-road-building = { $person ->
        [you] du hast
       *[other] { $who } hat
    } Straßenbau ausgespielt
notice-plenty = { $person ->
        [you] du hast
       *[other] { $who } hat
    } Erfindung ausgespielt und { $cards } genommen
notice-monopoly = { $person ->
        [you] du hast
       *[other] { $who } hat
    } Monopol auf { term-resource } ausgespielt
notice-supply-traded = { $person ->
        [you] du hast
       *[other] { $who } hat
    } mit dem Vorrat { $gave } gegen { $got } getauscht
notice-offered-you = { $person ->
        [you] du hast
       *[other] { $who } hat
    } dir { $give } für { $want } angeboten
notice-offered = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $give } für { $want } angeboten
notice-accepted = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $offer } angenommen
notice-rejected = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $offer } abgelehnt
notice-countered-yours = { $person ->
        [you] du schlägst
       *[other] { $who } schlägt
    } für dein Angebot andere Bedingungen vor: Du gibst { $give } für { $want }
notice-countered = { $person ->
        [you] du schlägst
       *[other] { $who } schlägt
    } für { $offer } andere Bedingungen vor
notice-offer-of = { $maker_person ->
        [you] dein Angebot
       *[other] das Angebot von { $maker }
    }
notice-an-offer = ein Angebot
notice-withdrew-terms = { $person ->
        [you] du hast
       *[other] { $who } hat
    } das Angebot { $terms } zurückgezogen
notice-withdrew = { $person ->
        [you] du hast
       *[other] { $who } hat
    } ein Angebot zurückgezogen
notice-traded = { $person ->
        [you] du hast
       *[other] { $who } hat
    } mit { $with_person ->
        [you] dir
       *[other] { $with }
    } { $gave } gegen { $got } getauscht
notice-longest-road = { $person ->
        [you] du hast
       *[other] { $who } hat
    } jetzt die Längste Handelsstraße ({ $length })
notice-no-longest-road = niemand hat jetzt die Längste Handelsstraße
notice-largest-army = { $person ->
        [you] du hast
       *[other] { $who } hat
    } jetzt die Größte Rittermacht ({ $knights } Ritter)
notice-turn-ended = { $person ->
        [you] du hast
       *[other] { $who } hat
    } den Zug beendet
notice-turn-ended-next = { $person ->
        [you] du hast
       *[other] { $who } hat
    } den Zug beendet; { $next_person ->
        [you] du bist
       *[other] { $next } ist
    } dran
notice-won = { $person ->
        [you] du hast
       *[other] { $who } hat
    } mit { $points } Siegpunkten gewonnen
notice-special-asked = du darfst in der Sonderbauphase bauen
notice-special-began = eine Sonderbauphase hat begonnen
notice-special-refused-yours = ein geplanter Bau war nicht mehr möglich
notice-special-asked-again = { $person ->
        [you] du sollst
       *[other] { $who } soll
    } noch einmal bauen
notice-special-ended = die Sonderbauphase ist vorbei
notice-special-turn = { $next_person ->
        [you] du bist
       *[other] { $next } ist
    } dran
notice-special-ended-turn = die Sonderbauphase ist vorbei; { $next_person ->
        [you] du bist
       *[other] { $next } ist
    } dran

## Die eigenen Worte von Baden-Württemberg in seinen E-Mails.
notice-bw-todo-found = gründe dein Rathaus der Runde { $round } auf einem freien Stadtfeld
notice-bw-todo-roll = würfle um die Erträge
notice-bw-todo-discard = gib { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    } an den Vorrat ab
notice-bw-todo-inventor = versetze den Erfinder und ziehe eine Karte
notice-bw-turn-ended = { $who } hat den Zug beendet.
notice-bw-offer-closed = Das Angebot von { $who } an dich, { $terms }, ist geschlossen: Es braucht keine Antwort mehr.
notice-bw-counter = du gibst { $terms }

## Das Bild des Spielplans in der E-Mail in Worten (sein Alternativtext).
notice-pic-position = Der Spielplan. { $players }. Der Räuber steht auf { $robber }.
notice-pic-player = { $person ->
        [you] du
       *[other] { $who }
    }: { $pieces }
notice-pic-nothing-built = { $person ->
        [you] du
       *[other] { $who }
    }: noch nichts gebaut
notice-pic-settlements = { $count ->
        [one] 1 Siedlung
       *[other] { $count } Siedlungen
    }
notice-pic-cities = { $count ->
        [one] 1 Stadt
       *[other] { $count } Städte
    }
notice-pic-roads = { $count ->
        [one] 1 Straße
       *[other] { $count } Straßen
    }
notice-pic-marked = { $alt } Für dich zur Wahl markiert: { $codes }.
notice-pic-last-moves = { $alt } Letzte Züge: { $moves }.
notice-pic-built-settlement = { $person ->
        [you] du hast
       *[other] { $who } hat
    } eine Siedlung gebaut, { $at }
notice-pic-built-city = { $person ->
        [you] du hast
       *[other] { $who } hat
    } eine Stadt gebaut, { $at }
notice-pic-built-road = { $person ->
        [you] du hast
       *[other] { $who } hat
    } eine Straße gebaut, { $at }
notice-pic-robber = { $person ->
        [you] du hast
       *[other] { $who } hat
    } den Räuber versetzt ({ $tile })
notice-pic-metropolis = { $person ->
        [you] du hast
       *[other] { $who } hat
    } die Stadt { $at } zur Metropole gemacht
notice-pic-took-card = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $victim_person ->
        [you] dir
       *[other] { $victim }
    } eine Karte geraubt
notice-pic-bw-position = Die Karte von Baden-Württemberg. { $players }. Der Erfinder steht auf { $inventor }.
notice-pic-bw-player = { $person ->
        [you] du
       *[other] { $who }
    }: { $halls }, { $roads }
notice-pic-bw-halls = Rathäuser in { $crossings }
notice-pic-bw-no-hall = kein Rathaus
notice-pic-bw-close-up = Ein Ausschnitt der Karte um deine Rathäuser.
notice-pic-bw-close-up-marked = Ein Ausschnitt der Karte, für dich zur Wahl markiert: { $codes }.
notice-pic-bw-town-hall = { $person ->
        [you] du hast
       *[other] { $who } hat
    } ein Rathaus in { $crossing } gebaut
notice-pic-bw-landmark = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $landmark } gebaut
notice-pic-bw-inventor = { $person ->
        [you] du hast
       *[other] { $who } hat
    } den Erfinder nach { $field } versetzt

## Die Zeilen von Ölquellen.
notice-oil-discard-what = Karten oder Öl
notice-oil-discard = Dein Öl zählt beim Abgeben mit: Du hast { $cards } { $cards ->
        [one] Rohstoffkarte
       *[other] Rohstoffkarten
    } und { $have } Öl, zusammen { $total }, also gibst du { $count } davon ab, und darunter darf Öl sein (bis zu { $most }).
notice-oil-track = Der Katastrophenfeld-Chip steht auf { $track } von { $limit }: { $left ->
        [0] Am Ende dieses Zugs schlägt eine Katastrophe zu.
       *[other] Noch { $left } genutztes Öl bringt die nächste Katastrophe.
    }
notice-oil-none = { $sequestered ->
        [0] Du hast kein Öl.
       *[other] Du hast kein Öl (gebunden hast du { $sequestered }).
    }
notice-oil-have = Du hast { $have } Öl{ $sequestered ->
        [0] {""}
       *[other] {" "}und hast { $sequestered } gebunden
    }: Tausche in deinem Zug 1 gegen 2 eines Rohstoffs oder gib 2 (mit 1 Lehm, 1 Getreide und 1 Erz) aus, um eine Stadt zur Metropole zu machen, in diesem Zug bis zu { $most }; oder binde stattdessen 1.
notice-oil-pollution = Die Verschmutzung hat { $count } der 5 Zahlenchips genommen, die das Spiel beenden.
notice-oil-head-abandoned = Catan wird verlassen: Niemand gewinnt
notice-oil-head-flooded = Katastrophe: Die Küsten wurden überschwemmt
notice-oil-head-polluted = Katastrophe: Die Verschmutzung hat { $tile } zerstört
notice-oil-head-spring = Katastrophe: Die Verschmutzung hat eine Ölquelle getroffen
notice-oil-head-nothing = Katastrophe: Die Würfel fanden nichts mehr zu treffen
notice-oil-nothing-happened = Kein Feld trägt diese Zahl mehr, also ist nichts geschehen.
notice-oil-outcome-you = Catan wurde verlassen, als die Verschmutzung den fünften Zahlenchip nahm: Niemand hat gewonnen, aber du erringst als Umweltschützer den Pyrrhussieg.
notice-oil-outcome-other = Catan wurde verlassen, als die Verschmutzung den fünften Zahlenchip nahm: Niemand hat gewonnen. { $who } erringt als Umweltschützer den Pyrrhussieg.
notice-oil-outcome-nobody = Catan wurde verlassen, als die Verschmutzung den fünften Zahlenchip nahm: Niemand hat gewonnen, und niemand war Umweltschützer.

## Die Zeilen von Frenemies.
notice-fr-no-tokens = Du hast noch keine Gefallenmarker: Du verdienst sie, wenn du den Räuber harmlos versetzt, einen Rohstoff verschenkst oder deine Straßen zum ersten Mal mit denen eines Gegners verbindest. Bei der Baumeistergilde liegen noch { $markers } Siegpunktmarker.
notice-fr-hold = Du hast { $tokens } ({ $detail }); { $usable } davon darfst du in diesem Zug nutzen.
notice-fr-earned-this-turn = Du hast sie alle in diesem Zug verdient: Nutze sie ab deinem nächsten Zug.
notice-fr-no-favor-yet = Sie bezahlen noch keinen Gefallen (Bücher und Kompasse zählen paarweise), aber du darfst einen tauschen: Ziehe einen Marker und lege einen zurück.
notice-fr-redeem = Du darfst sie einlösen bei: { $guilds }; oder tausche stattdessen einen.
notice-fr-use = { $guild ->
        [traders] Händlergilde (bis zu zwei 1:1-Tausche mit dem Vorrat)
        [merchants] Kaufmannsgilde (1 Rohstoff deiner Wahl)
        [road-builders] Straßenbauergilde (eine kostenlose Straße)
        [scholars] Gelehrtengilde (eine kostenlose Entwicklungskarte)
       *[master-builders] Baumeistergilde (ein Siegpunktmarker)
    }
notice-fr-gift-head = { $who } schenkt dir 1 { term-resource }
notice-fr-gift-line = { $who } bietet dir 1 { term-resource } als Geschenk an (Frenemies: Wer schenkt, verdient einen Gefallenmarker, wenn du es annimmst).
notice-fr-gift-ask = Nimm es an, lehne es ab oder bitte stattdessen um einen anderen Rohstoff: Das Spiel wartet auf deine Antwort.
notice-fr-took-head = { $who } hat dein Geschenk angenommen
notice-fr-took-line = { $who } hat dein Geschenk (1 { term-resource }) angenommen: Du hast einen Gefallenmarker verdient, nutzbar ab deinem nächsten Zug.
notice-fr-refused-head = { $who } hat dein Geschenk abgelehnt
notice-fr-refused-line = { $who } hat dein Geschenk abgelehnt. Du darfst einem anderen berechtigten Spieler eines anbieten oder deinen Zug fortsetzen.
notice-fr-ask-head = { $who } bittet stattdessen um 1 { term-resource }
notice-fr-ask-line = { $who } bittet statt deines Geschenks um 1 { term-resource }.
notice-fr-cannot-give = Du hast kein { term-resource } zu geben, also kannst du das Geschenk nur zurückziehen: Du behältst, was du angeboten hast, und darfst wieder etwas schenken.
notice-fr-give-or-withdraw = Gib es (du verdienst einen Gefallenmarker) oder ziehe das Geschenk zurück.

## Die Teilsätze der Zusammenfassung bei Frenemies. $person: you oder
## other (der Empfänger oder nicht), ebenso $to_person und $from_person.
# $count: gezogene Marker; $tokens: ihre Gilden.
notice-fr-drew = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { story-favor-tokens } gezogen
notice-fr-drew-seen = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { story-favor-tokens } ({ $tokens }) gezogen
# $with: die verbundenen Spieler, aufgezählt (der Empfänger als notice-fr-with-you).
notice-fr-with-you = dir
notice-fr-connected = { $person ->
        [you] du hast
       *[other] { $who } hat
    } das Straßennetz mit dem von { $with } verbunden
notice-fr-gift-offered = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $to_person ->
        [you] dir
       *[other] { $to }
    } 1 { term-resource } geschenkt
notice-fr-gift-taken = { $person ->
        [you] du hast
       *[other] { $who } hat
    } das Geschenk von { $from_person ->
        [you] dir
       *[other] { $from }
    } angenommen
notice-fr-gift-refused = { $person ->
        [you] du hast
       *[other] { $who } hat
    } das Geschenk von { $from_person ->
        [you] dir
       *[other] { $from }
    } abgelehnt
notice-fr-asked-instead = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $from_person ->
        [you] dich
       *[other] { $from }
    } stattdessen um 1 { term-resource } gebeten
notice-fr-asked-given = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $to_person ->
        [you] dir
       *[other] { $to }
    } 1 { term-resource } gegeben
notice-fr-gift-withdrawn = { $person ->
        [you] du hast
       *[other] { $who } hat
    } das Geschenk zurückgezogen
# $cost: die abgegebenen Marker; $guild: die Kennung der Gilde.
notice-fr-redeemed = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $cost } bei der { term-guild } eingelöst
notice-fr-exchanged = { $person ->
        [you] du hast
       *[other] { $who } hat
    } einen Gefallenmarker getauscht

## Die Teilsätze der Zusammenfassung bei Oil Springs. $person: you oder
## other, ebenso $victim_person und $with_person.
# $oil: eine Menge Öl.
notice-oil-amount = { $oil } Öl
# $oil: eine Menge Öl in Worten; $cards: Karten in Worten.
notice-oil-and-cards = { $oil } und { $cards }
notice-oil-got = du hast { notice-oil-amount } bekommen
notice-oil-starting = { $person ->
        [you] du hast
       *[other] { $who } hat
    } zum Start { notice-oil-amount } genommen
notice-oil-taken = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { notice-oil-amount } genommen
# $what: das abgeworfene Öl (und die Karten), in Worten.
notice-oil-discarded = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $what } abgeworfen
notice-oil-stolen = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $victim_person ->
        [you] dir
       *[other] { $victim }
    } 1 Öl abgenommen
notice-oil-converted = { $person ->
        [you] du hast
       *[other] { $who } hat
    } 1 Öl gegen 2 { term-resource } eingesetzt
notice-oil-metropolis = { $person ->
        [you] du hast
       *[other] { $who } hat
    } eine Metropole gebaut
notice-oil-sequestered = { $person ->
        [you] du hast
       *[other] { $who } hat
    } 1 Öl gebunden
notice-oil-champion = { $person ->
        [you] du bist
       *[other] { $who } ist
    } jetzt Umweltschützer
# $gave, $got: Mengen Öl.
notice-oil-traded = { $person ->
        [you] du hast
       *[other] { $who } hat
    } { $with_person ->
        [you] dir
       *[other] { $with }
    } { $gave } Öl gegeben und { $got } Öl bekommen
notice-oil-monopoly = { $person ->
        [you] du hast
       *[other] { $who } hat
    } Monopol auf Öl ausgespielt
# $sum: die Summe der Katastrophenwürfel.
notice-oil-disaster = Katastrophe: Die Würfel zeigen { $sum }
# $settlements, $reduced, $cities: wie viele Siedlungen weggespült,
# Städte verkleinert und Städte weggespült wurden.
notice-oil-flooded = die Küsten wurden überflutet ({ $settlements ->
        [one] 1 Siedlung
       *[other] { $settlements } Siedlungen
    } weggespült, { $reduced ->
        [one] 1 Stadt
       *[other] { $reduced } Städte
    } verkleinert, { $cities ->
        [one] 1 Stadt
       *[other] { $cities } Städte
    } weggespült)
# $number: der Zahlenchip des verschmutzten Feldes.
notice-oil-polluted = die Verschmutzung hat einen { $number }er-Chip auf das Katastrophenfeld gebracht
# $total: das verlorene Öl.
notice-oil-spring-lost = Verschmutzung an einer Ölquelle: { $total } Öl für immer verloren
notice-oil-abandoned = Catan wurde aufgegeben
