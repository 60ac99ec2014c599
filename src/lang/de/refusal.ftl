### Warum die Regeln einen Befehl abgelehnt haben: ein Satz, der auf einer
### Seite auf „Nicht ausgeführt:“ und in einer E-Mail auf „Deine Antwort
### hat keinen Zug gemacht:“ folgt (ohne Schlusspunkt).

# $name: der Name, wie er verlangt wurde, in Anführungszeichen.
refusal-unknown-ruleset = Es gibt kein Regelwerk namens { $name }
refusal-wrong-ruleset = Dieser Befehl gehört zu einem anderen Spiel
# Wie viele Spieler ein Spiel nimmt; $asked: wie viele verlangt wurden.
refusal-player-count-one = Ein Spiel braucht { $count } Spieler, nicht { $asked }
refusal-player-count-two = Ein Spiel braucht { $fewest } oder { $most } Spieler, nicht { $asked }
refusal-player-count-range = Ein Spiel braucht { $fewest } bis { $most } Spieler, nicht { $asked }
refusal-already-created = Das Spiel wurde schon angelegt
refusal-game-over = Das Spiel ist vorbei
refusal-no-such-seat = Diesen Platz gibt es in diesem Spiel nicht
refusal-not-your-turn = Du bist nicht am Zug
# $phase: was im Spiel gerade geschieht, als Kennung.
refusal-wrong-phase = Das geht gerade nicht: { $phase ->
        [lobby] Das Spiel wartet darauf, angelegt zu werden
        [place-settlement] Gerade wird eine Startsiedlung gebaut
        [place-road] Gerade wird eine Startstraße gebaut
        [found] Gerade werden die ersten Rathäuser gegründet
        [roll] Gerade wird gewürfelt
        [discard] Nach einer 7 werden gerade Karten abgegeben
        [move-robber] Gerade wird der Räuber versetzt
        [move-inventor] Gerade wird der Erfinder versetzt
        [main] Gerade wird gehandelt und gebaut
        [road-building] Gerade werden kostenlose Straßen gebaut
        [special-building] Gerade läuft die Sonderbauphase
        [finished] Das Spiel ist vorbei
        [no-special-building] Dieses Spiel hat keine Sonderbauphase
       *[no-plans] In diesem Spiel gibt es keine Daueraufträge
    }
# $cost: die Karten, von den Begriffen benannt und aufgezählt.
refusal-cannot-afford = Dafür brauchst du { $cost }
refusal-no-pieces-left = { $pieces ->
        [roads-or-places] Du hast keine Straßen mehr oder keinen Platz für sie
       *[other] Du hast keine { term-pieces } mehr in deinem Vorrat
    }
refusal-no-such-place = Auf diesem Spielplan gibt es { $place ->
        [hex] kein solches Feld
        [intersection] keine solche Kreuzung
        [path] keinen solchen Weg
        [build] kein solches Bauvorhaben
        [landscape-field] kein solches Landschaftsfeld
        [crossing] keine solche Kreuzung
        [town-field] kein solches Stadtfeld
       *[landmark-field] kein solches Wahrzeichenfeld
    }
refusal-occupied = Dieser Platz ist schon besetzt
refusal-too-close = Eine Siedlung muss mindestens zwei Wege von jeder anderen Siedlung und Stadt entfernt sein
refusal-not-connected = Das muss an deine eigenen Straßen, Siedlungen oder Städte anschließen
refusal-not-connected-bw = Das muss an deine eigenen Straßen oder Rathäuser anschließen
refusal-not-next-to-settlement = Die Startstraße muss an die Siedlung grenzen, die du gerade gebaut hast
refusal-not-your-settlement = Du kannst nur eine deiner eigenen Siedlungen ausbauen
refusal-robber-must-move = Der Räuber muss auf ein anderes Feld ziehen
refusal-inventor-must-move = Der Erfinder muss auf ein anderes Landschaftsfeld ziehen
refusal-invalid-victim = Von diesem Spieler kannst du dort nicht stehlen
refusal-invalid-victim-bw = Von diesem Spieler kannst du dort keine Karte ziehen
refusal-must-steal = Wähle einen Spieler, von dem du stiehlst: Dort hat jemand Karten
refusal-must-steal-bw = Wähle einen Spieler, von dem du eine Karte ziehst: Dort hat jemand Karten
refusal-wrong-discard = Du musst genau { $required ->
        [one] { $required } Karte
       *[other] { $required } Karten
    } aus deiner Hand abgeben
refusal-nothing-to-discard = Du musst nichts abgeben
refusal-deck-empty = Der Stapel der Entwicklungskarten ist leer
refusal-no-such-card = Du hast keine Karte „{ term-card }“, die du ausspielen kannst
refusal-bought-this-turn = Eine Karte, die du in diesem Zug gekauft hast, kannst du noch nicht ausspielen
refusal-card-already-played = Du hast in diesem Zug schon eine Entwicklungskarte ausgespielt
refusal-bad-trade = Ein Handel braucht auf jeder Seite mindestens eine Karte und nie denselben Rohstoff auf beiden
refusal-bad-trade-partner = Du kannst nur anderen Spielern in diesem Spiel einen Handel anbieten
refusal-no-such-offer = Dieses offene Angebot gibt es nicht
refusal-not-offered-to-you = Dieses Angebot wurde nicht dir gemacht
refusal-already-answered = Du hast auf dieses Angebot schon geantwortet
refusal-not-accepted = Dieser Spieler hat dein Angebot weder angenommen noch ein Gegenangebot gemacht
# $name: der Name des Spielers.
refusal-partner-cannot-afford = { $name } hat die Karten für diesen Handel nicht mehr
refusal-bank-empty = Im Vorrat ist { $resource ->
        [wool] keine
       *[other] kein
    } { term-resource } mehr
refusal-supply-empty-bw = Im Vorrat ist { $resource ->
        [wool] keine
       *[other] kein
    } { term-resource-bw } mehr
refusal-same-resource = Du kannst einen Rohstoff nicht gegen sich selbst tauschen
refusal-too-many-offers = Du hast schon { $max } offene Angebote: Zieh eins zurück oder warte auf Antworten, bevor du wieder etwas anbietest
refusal-gift-pending = Dein Geschenk wartet erst auf eine Antwort
refusal-no-gift = Es wartet kein solches Geschenk auf dich
refusal-gift-already-given = Du hast in diesem Zug schon einen Rohstoff verschenkt
# $name: der Name des Spielers.
refusal-gift-refused = { $name } hat in diesem Zug schon ein Geschenk von dir abgelehnt
refusal-gift-not-eligible = Du kannst nur einem Gegner etwas schenken, der nicht mehr sichtbare Punkte hat als du
refusal-redeem-or-exchange = In einem Zug kannst du entweder Gefallenmarker einlösen oder einmal tauschen
refusal-token-earned-this-turn = Gefallenmarker, die du in diesem Zug bekommen hast, kannst du ab deinem nächsten Zug einsetzen
refusal-not-enough-tokens = Die { term-guild } verlangt { $cost } Gefallenmarker
refusal-bad-swap = Die Händlergilde tauscht ein oder zwei Karten gegen ebenso viele andere
refusal-no-vp-marker-left = Es ist kein Siegpunktmarker mehr übrig
refusal-no-token-to-exchange = Du hast keinen Gefallenmarker zum Tauschen
refusal-token-supply-empty = Der Vorrat an Gefallenmarkern ist leer
refusal-exchange-pending = Gib erst einen Gefallenmarker zurück, um deinen Tausch abzuschließen
refusal-no-exchange = Es gibt keinen Tausch abzuschließen
refusal-cannot-return-token = Gib den Marker zurück, den du gezogen hast, oder einen, den du schon vor diesem Zug hattest
refusal-not-enough-oil = Dafür brauchst du { $need } Öl
refusal-disaster-track-full = Das Katastrophenfeld erlaubt in diesem Zug nur noch { $left } Öl
refusal-sequestered-this-turn = Du hast in diesem Zug Öl gebunden und kannst deshalb kein Öl einsetzen
refusal-oil-used-this-turn = Du hast in diesem Zug Öl eingesetzt und kannst deshalb kein Öl binden
refusal-already-sequestered = Du hast in diesem Zug schon Öl gebunden
refusal-not-your-city = Eine Metropole kommt auf eine deiner eigenen Städte
refusal-already-metropolis = Diese Stadt ist schon eine Metropole
refusal-hex-destroyed = Dieses Feld wurde durch Umweltverschmutzung zerstört: Der Räuber kann nicht dorthin
