### Die Seiten, die Karte, die Auswahl per Antwort und die Baukosten von
### Catan – Baden-Württemberg. Orts-, Wahrzeichen- und Gegendnamen sind die
### der Karte und werden übernommen, wie sie sind.

## Orte (eine Kreuzung im Dativ: „zwischen der Kreuzung bei …“)
bw-crossing-near = der Kreuzung bei { $town }
bw-crossing-free = einer freien Kreuzung
bw-crossing-unknown = einer unbekannten Kreuzung
bw-landmark-in = das Wahrzeichen { $landmark } in { $town }
bw-landmark-at = das Wahrzeichen an { $crossing }
bw-path = zwischen { $from } und { $to }
bw-path-unknown = auf einem unbekannten Weg
bw-terrain = { $terrain ->
        [hills] Hügelland
        [forest] Wald
        [pasture] Weideland
        [fields] Ackerland
        [mountains] Gebirge
       *[desert] Wüste
    }
# Der Name eines Landschaftsfelds. $region: seine Kennung (aus den Kartendaten).
bw-region = { $region ->
        [northern-black-forest] Nordschwarzwald
        [central-black-forest] Mittlerer Schwarzwald
        [southern-black-forest] Südschwarzwald
        [odenwald] Odenwald
        [swabian-jura-west] Schwäbische Alb West
        [swabian-jura-east] Schwäbische Alb Ost
        [ostalb] Ostalb
        [kraichgau-meadows] Kraichgauer Wiesen
        [swabian-jura-middle] Schwäbische Alb Mitte
        [upper-swabia] Oberschwaben
        [allgaeu-lake-constance] Allgäu und Bodensee
        [kraichgau] Kraichgau
        [hohenlohe] Hohenlohe
        [tauber-land] Taubergrund
        [gaeu] Gäu
        [upper-rhine-north] Oberrhein Nord
        [upper-rhine-south] Oberrhein Süd
       *[neckar-valley] Neckartal
    }
# Der Name eines Wahrzeichens. $landmark: seine Kennung (aus den Kartendaten).
bw-landmark = { $landmark ->
        [tv-tower] Fernsehturm
        [sigmaringen-castle] Schloss Sigmaringen
        [zeppelin-museum] Zeppelin Museum
        [heidelberg-castle] Heidelberger Schloss
        [freiburg-minster] Freiburger Münster
        [ulm-minster] Ulmer Münster
        [karlsruhe-palace] Karlsruher Schloss
        [water-tower] Wasserturm
        [imperia] Imperia
        [hohenzollern-castle] Burg Hohenzollern
        [kurhaus] Kurhaus
       *[st-michaels-church] St. Michael
    }
bw-field = { $region } ({ bw-terrain }, { $number })
bw-field-bare = { $region } ({ bw-terrain })
bw-field-unknown = ein unbekanntes Feld
bw-resources = Rohstoffe

## Was eine Wahl auf der Karte tut
bw-pick-road = Eine Straße { $path } bauen
bw-pick-town-hall = Ein Rathaus in { $crossing } bauen
bw-pick-landmark = { $landmark } bauen
bw-pick-landmark-in = Das Wahrzeichen { $landmark } in { $town } bauen
bw-pick-inventor = Den Erfinder nach { $field } versetzen

## Die Karte
bw-map-region = { $field }: { bw-terrain } bringt { $yields }
bw-nothing = nichts
bw-map-caption = Die Karte von Baden-Württemberg
bw-map-description = { $fields } Landschaftsfelder, { $halls } Rathäuser und { $roads } Straßen auf der Karte, { $built } von 12 Wahrzeichen gebaut. Die Listen neben der Karte sagen dasselbe in Worten.
bw-map-road = Straße von Spieler { $letter } { $path }
bw-map-free-crossing = Freie Kreuzung: { $crossing }
bw-map-free-crossing-near = Freie Kreuzung bei { $town }
bw-map-town-hall = { $town }: Rathaus von Spieler { $letter }
bw-map-free-town = { $town }: freies Stadtfeld
bw-map-landmark-built = { $town }: Wahrzeichenfeld von { $landmark }, gebaut
bw-map-landmark-not-built = { $town }: Wahrzeichenfeld von { $landmark }, noch nicht gebaut
bw-map-inventor = Der Erfinder, auf { $field }
bw-map-free = frei
bw-map-player = Spieler { $letter }
bw-map-victory-field = Siegfeld { $title }: { $text }
bw-map-held = 1 SP: { $text }
bw-map-closeup = Ausschnitt der Karte: { $label }
bw-map-part = Ausschnitt { $index } von { $count } der Karte: { $places } { $places ->
        [one] Ort
       *[other] Orte
    } zur Wahl
bw-map-part-description = Ein Teil derselben Karte, größer gezeichnet, damit seine Namen auf einem kleinen Bildschirm lesbar sind; auch seine markierten Orte sind Links.
bw-longest-trade-road = Längste Handelsstraße
bw-largest-inventor = Größter Erfinder

## Der Kasten oben
bw-head-found = Gründe dein Rathaus der Runde { $round }: Wähle ein markiertes Stadtfeld auf der Karte.
bw-head-roll = Du bist dran: Würfle (du darfst vorher eine Entwicklungskarte ausspielen; gehandelt wird erst nach dem Wurf).
bw-head-discard = Eine 7 wurde gewürfelt: Gib { $count } deiner Karten an den Vorrat ab (die Hälfte, abgerundet).
bw-head-inventor = Versetze den Erfinder: Wähle ein markiertes Landschaftsfeld auf der Karte.
bw-head-main = Du bist dran: Handle, baue, spiele eine Karte aus oder beende deinen Zug.
bw-head-roads = Setze { $left ->
        [one] { $left } freie Straße
       *[other] { $left } freie Straßen
    }: Wähle einen markierten Weg auf der Karte.
bw-head-won = Du hast das Spiel gewonnen!
bw-head-offer = { $who } hat dir ein Angebot gemacht: Es wartet auf deine Antwort.
bw-seat-heading = Platz von { $who }
bw-watching = Zuschauen: eine Partie { $game }
bw-title = { $heading } — { $game }

## Der Bestätigungsschritt des Erfinders
bw-blocks-nobody = Auf diesem Feld steht kein Rathaus, also blockiert der Erfinder hier niemandes { $yields }.
bw-blocks-roll = Solange der Erfinder hier steht, bringt ein Wurf der { $number } { $halls } auf diesem Feld kein { $yields }.
bw-blocks-any = Solange der Erfinder hier steht, bringt ein Wurf { $halls } auf diesem Feld kein { $yields }.
# Im Dativ: „deinem Rathaus“, „den 2 Rathäusern von Anna“.
bw-halls-of = { $person ->
        [you] { $count ->
            [one] deinem Rathaus
           *[other] deinen { $count } Rathäusern
        }
       *[other] { $count ->
            [one] dem Rathaus von { $who }
           *[other] den { $count } Rathäusern von { $who }
        }
    }

## Bestätigungsschritte
bw-asks = { $what }?
bw-build-the-road = Straße bauen
bw-build-the-town-hall = Rathaus bauen
bw-build-the-landmark = Wahrzeichen bauen
bw-move-inventor-here = Erfinder hierher versetzen
bw-move-inventor-draw = Erfinder hierher versetzen und eine Karte von { $who } ziehen
bw-landmark-detail = Es kostet { $cost }. Ein Wahrzeichen bringt keine Punkte, aber sobald es steht, ist seine Kreuzung für die Straßen aller Spieler offen, deine wie die der anderen.
bw-end-a-road = eine Straße
bw-end-a-town-hall = ein Rathaus
bw-end-a-landmark = ein Wahrzeichen
bw-invention-title = Erfindergeist ausspielen?
bw-invention-detail = Dann versetzt du den Erfinder und darfst eine Karte ziehen.
bw-invention-yes = Ja, Erfindergeist ausspielen
bw-trade-title = Handel ausspielen?
bw-trade-detail = Du tauschst für den Rest dieses Zuges 2:1 mit dem Vorrat.
bw-trade-yes = Ja, Handel ausspielen
bw-successful-title = Gelungene Erfindung ausspielen und { $cards } aus dem Vorrat nehmen?
bw-successful-detail = Die Karte ist verbraucht, sobald sie ausgespielt ist.
bw-successful-yes = Ja, Gelungene Erfindung ausspielen

## Formulare und Knöpfe
bw-supply-trade = Mit dem Vorrat handeln
bw-supply-summary = Mit dem Vorrat handeln ({ $rate }:1)
bw-button-roll = Würfeln
bw-button-invention = Erfindergeist ausspielen
bw-button-road-building = Straßenbau ausspielen
bw-button-trade = Handel ausspielen (2:1 in diesem Zug)
bw-button-buy-card = Entwicklungskarte kaufen
bw-button-end-turn = Zug beenden
bw-discard-title = { $count } Karten abgeben
bw-discard-button = Diese { $count } Karten abgeben
bw-marked-on-the-map = Auf der Karte markiert
bw-pick-then-confirm = Wähle einen Ort und bestätige; die Liste unter der Karte nennt sie alle.
bw-refuse-pick = Dieser Ort kann jetzt nicht gewählt werden; wählbar sind die auf der Karte markierten Orte.
bw-refuse-ask = Das geht jetzt nicht; die Knöpfe unten zeigen, was du tun kannst.

## Die Namen der Orte zur Wahl im Zugkasten
bw-move-town-hall = Ein Rathaus bauen
bw-town-field = Stadtfeld
bw-town-fields = Stadtfelder
bw-move-landmark = Ein Wahrzeichen bauen
bw-landmark-field = Wahrzeichenfeld
bw-landmark-fields = Wahrzeichenfelder
bw-move-road = Eine Straße bauen
bw-a-path = Weg
bw-paths = Wege
bw-path-for-a-road = Weg für eine Straße
bw-paths-for-a-road = Wege für eine Straße
bw-move-inventor = Den Erfinder versetzen
bw-a-field = Feld
bw-fields = Felder
bw-inventor-fields = die Felder, auf die der Erfinder ziehen darf

## Regelauslegungen und was dieses Spiel vom Grundspiel unterscheidet
bw-house-trade = Regelauslegung: Nur wer am Zug ist, handelt mit den anderen. Angebote warten auf Antworten: Jeder genannte Spieler nimmt an, lehnt ab oder macht ein Gegenangebot; wer am Zug ist, bestätigt dann eines. Jedes offene Angebot verfällt, wenn der Zug endet.
bw-house-roll-first = Regelauslegung: Zuerst kommt der Ertragswurf. Davor darf man eine Entwicklungskarte ausspielen, aber nicht handeln: Handel jeder Art (mit Mitspielern, mit dem Vorrat, 2:1 nach einer Handel-Karte) wartet auf den Wurf.
bw-house-victory = Regelauslegung: Man gewinnt nur im eigenen Zug, mit 12 Punkten (drei Spieler) oder 10 (vier), Errungenschaften eingerechnet.
bw-house-supply = Regelauslegung: Kann der Vorrat einen Rohstoff nicht allen voll auszahlen, bekommt ihn niemand, außer nur ein Spieler hat Anspruch darauf; dieser nimmt, was übrig ist.
bw-house-fields = Regelauslegung: Die Längste Handelsstraße (5 Straßen oder mehr, nur durch Rathäuser anderer Spieler unterbrochen) und der Größte Erfinder (3 Erfindungen oder mehr) werden sofort besetzt, mit einem der eigenen Rathäuser.
bw-differs-halls = Es gibt keine Siedlungen oder Städte: Jedes Rathaus, das du auf einem Stadtfeld baust, zählt 1 Punkt, und du beginnst mit 3.
bw-differs-roads = Eine Straße führt nur durch dein eigenes Rathaus über ein Stadtfeld, und über ein Wahrzeichenfeld erst, wenn sein Wahrzeichen gebaut ist.
bw-differs-landmarks = Ein Wahrzeichen bringt keine Punkte, aber sobald es gebaut ist, von wem auch immer, öffnet es seine Kreuzung für die Straßen aller.
bw-differs-inventor = Bei einer 7 oder Erfindergeist versetzt du den Erfinder auf ein anderes Landschaftsfeld und ziehst 1 Karte von einem Spieler mit einem Rathaus dort; solange er dort steht, bringt das Feld nichts.

## Entwicklungskarten
bw-dev-name = { $card ->
        [invention] Erfindergeist
        [road-building] Straßenbau
        [successful-invention] Gelungene Erfindung
        [trade] Handel
       *[achievement] Errungenschaft
    }
bw-dev-what = { $card ->
        [invention] den Erfinder versetzen und eine Karte ziehen
        [road-building] zwei freie Straßen
        [successful-invention] zwei Rohstoffe deiner Wahl aus dem Vorrat
        [trade] 2:1 mit dem Vorrat für den Rest des Zuges
       *[achievement] 1 verdeckter Siegpunkt
    }

## Spieler, Siegfelder, Hände
bw-left = noch { $halls ->
        [one] { $halls } Rathaus
       *[other] { $halls } Rathäuser
    } und { $roads ->
        [one] { $roads } Straße
       *[other] { $roads } Straßen
    }
bw-road-held = Längste Handelsstraße: Das Rathaus von { $who } steht darauf (eine Handelsstraße aus { $length } Straßen), 1 Punkt wert.
bw-road-free = Längste Handelsstraße: frei; eine Handelsstraße aus 5 Straßen oder mehr besetzt sie.
bw-inventor-held = Größter Erfinder: Das Rathaus von { $who } steht darauf ({ $inventions } Erfindungen ausgespielt), 1 Punkt wert.
bw-inventor-free = Größter Erfinder: frei; 3 ausgespielte Erfindungen besetzen ihn.
bw-every-other-hand = Alle anderen Hände am Ende
bw-your-hand = Deine Hand
bw-hands = Hände

## Die Seite
bw-intro = Catan – Baden-Württemberg: Rathäuser, Straßen und Wahrzeichen auf der Karte von Baden-Württemberg. { $points } Punkte gewinnen.
bw-rewind-proposed = Ein Zurückspulen ist vorgeschlagen
bw-cancel = Abbrechen
bw-trade-offers = Handelsangebote
bw-what-you-can-do = Was du tun kannst
bw-play-successful = Gelungene Erfindung ausspielen
bw-first-resource = Erster Rohstoff
bw-second-resource = Zweiter Rohstoff
bw-take-them = Aus dem Vorrat nehmen
bw-legend = Landschaften nach Farbe mit ihren Namen und Ertragszahlen (6 und 8 in Rot). Stadtfelder sind Kreise, Wahrzeichenfelder Rauten (mit Turm und ✓, sobald das Wahrzeichen steht), freie Kreuzungen Punkte. Rathäuser sind Häuser, Straßen Linien, jeweils in der Farbe ihres Spielers mit seinem Buchstaben; der Erfinder trägt einen Hut. Orte, die du wählen kannst, sind gelbe Punkte; Felder, auf die der Erfinder ziehen darf, sind blau umrandet.
bw-parts-heading = Die Orte zur Wahl, aus der Nähe
bw-parts-note = Die Teile der Karte, die sie enthalten, mit gut lesbaren Namen; tippe hier wie auf der ganzen Karte auf einen gelben Punkt oder ein umrandetes Feld.
bw-parts-note-halls = Die Teile der Karte, die sie und deine Rathäuser enthalten, mit gut lesbaren Namen; tippe hier wie auf der ganzen Karte auf einen gelben Punkt oder ein umrandetes Feld.
bw-hand-total = { $total ->
        [one] { $total } Rohstoffkarte
       *[other] { $total } Rohstoffkarten
    }. Du hast { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, verdeckte Errungenschaften eingerechnet.
bw-dev-cards = Entwicklungskarten
bw-no-dev-cards = Keine Entwicklungskarten.
bw-dev-new = { $what }; { $new } in diesem Zug gekauft, ab deinem nächsten Zug spielbar
bw-dev-held = Entwicklungskarten:
bw-hand-of = { $who }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
bw-players = Spieler
bw-caption-turn-order = Der öffentliche Stand jedes Spielers, in Zugreihenfolge; die Liste unter der Tabelle erklärt jede Spalte
bw-caption-standings = Jeder Spieler am Ende, in der Reihenfolge des Endstands; die Liste unter der Tabelle erklärt jede Spalte
bw-col-player = Spieler
bw-col-points = Punkte
bw-col-cards = Karten
bw-col-dev-cards = Entw.-Karten
# A soft hyphen (U+00AD) lets the column head break on a 390 px phone.
bw-col-inventions = Erfin­dungen
bw-tag-you = du
bw-tag-turn = am Zug
bw-tag-to-act = muss handeln
bw-row-more = Handelsstraße { $length }; { $left }
bw-row-more-started = Handelsstraße { $length }; { $left }; gestartet in { $towns }
bw-legend-points = Siegpunkte, die alle sehen; verdeckte Errungenschaften zählen erst, wenn ihr Besitzer gewinnt. { $points } Punkte gewinnen.
bw-legend-points-over = alle Siegpunkte, verdeckte Errungenschaften eingerechnet: Das Spiel ist vorbei. { $points } Punkte gewinnen.
bw-legend-cards = Rohstoffkarten auf der Hand.
bw-legend-dev-cards = Entwicklungskarten auf der Hand, noch nicht ausgespielt.
bw-legend-inventions = ausgespielte Erfindungen, offen ausgelegt.
bw-legend-under = Unter jedem Namen
bw-legend-under-what = die Länge der längsten Handelsstraße des Spielers, die Rathäuser und Straßen, die er noch bauen kann (anfangs 12 und 20), und die Orte, in denen er begonnen hat.
bw-legend-awards = gehört dem markierten Spieler, je 1 Punkt.
bw-victory-fields = Siegfelder
bw-supply = Vorrat
bw-supply-dev-cards = Entwicklungskarten
bw-supply-rate = Handel mit dem Vorrat in diesem Zug: { $rate }:1.

## Auswahl per Antwort
bw-choice-roll = Würfeln
bw-choice-supply = { $rate } { $give } mit dem Vorrat gegen 1 { $get } tauschen
bw-choice-supply-line = Mit dem Vorrat handeln: Wähle auf deiner Seite, was du gibst und was du bekommst
bw-choice-inventor = Den Erfinder nach { $field } versetzen
bw-choice-inventor-draw = Den Erfinder nach { $field } versetzen und eine Karte von { $who } ziehen
bw-choice-invention = Erfindergeist ausspielen: den Erfinder versetzen und eine Karte ziehen
bw-choice-successful = Gelungene Erfindung ausspielen: { $cards } aus dem Vorrat nehmen
bw-choice-successful-line = Gelungene Erfindung ausspielen: Wähle auf deiner Seite die 2 Rohstoffe, die du aus dem Vorrat nimmst
bw-choice-trade = Handel ausspielen: 2:1 mit dem Vorrat für den Rest des Zuges
bw-choice-end-turn = Zug beenden

## Die Baukostenkarte
bw-cost-town-hall = Rathaus
bw-cost-one-point = 1 Punkt
bw-cost-landmark = Wahrzeichen
bw-cost-no-halls = du hast keine Rathäuser mehr
bw-cost-no-town-field = kein freies Stadtfeld grenzt an deine Straßen
bw-cost-no-landmark-field = kein freies Wahrzeichenfeld grenzt an deine Straßen
