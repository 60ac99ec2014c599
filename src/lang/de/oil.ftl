### Die Seiten eines Ölquellen-Spiels: wie es vom Basisspiel abweicht, die
### Katastrophenfeld und das Öl, seine Formulare und Wahlmöglichkeiten.

## Wie das Spiel vom Basisspiel abweicht
oil-differs-springs = Mit ÖL markierte Felder sind Ölquellen: Gebäude dort bekommen Öl, nie den Rohstoff des Felds: 1 für eine Siedlung, 2 für eine Stadt, 3 für eine Metropole.
oil-differs-use = Nutze in deinem Zug Öl: Tausche 1 Öl gegen 2 eines Rohstoffs oder mache eine Stadt für 1 Lehm, 1 Getreide, 1 Erz und 2 Öl zur Metropole. Eine Metropole, gezeichnet als Stadt in einem Ring, bringt 3 ein, zählt 3 Siegpunkte und ist vor Überschwemmungen sicher.
oil-differs-disaster = Jedes genutzte Öl rückt den Katastrophenfeld-Chip um eins vor. Bei 5 schlägt am Ende des Zugs eine Katastrophe zu: Eine 7 überschwemmt die Küsten (Siedlungen dort werden entfernt, Städte werden zu Siedlungen); jede andere Zahl verschmutzt ein Feld mit ihr, das seine Zahl für immer verliert (eine Ölquelle verliert stattdessen 3 Öl aus dem Vorrat).
oil-differs-abandoned = Hat die Verschmutzung eine fünfte Zahl genommen, wird die Insel verlassen, und niemand gewinnt.
oil-differs-sequester = Statt Öl zu nutzen, darfst du 1 Öl pro Zug binden: Je 3 zählen 1 Siegpunkt, und wer zuerst 3 hat, ist Umweltschützer (1 Siegpunkt).
oil-differs-trade = Öl ist für alle sichtbar und zählt bei einer 7 als Karte; es kann zwischen Spielern gehandelt werden, aber nicht mit dem Vorrat. Du gewinnst mit 12 Siegpunkten am Ende deines Zugs.

## Regelauslegungen
oil-house-springs = Regelauslegung (offizielle FAQ): Eine Ölquelle bringt nur Öl, nie den Rohstoff ihrer Landschaft; der Räuber darf nie auf ein Feld, das die Verschmutzung zerstört hat.
oil-house-use-or-sequester = Regelauslegung (offizielle FAQ): In einem Zug nutzt ein Spieler entweder Öl oder bindet ein Öl, nicht beides; erreicht der Katastrophenfeld-Chip die 5, darf in diesem Zug kein Öl mehr genutzt werden.
oil-house-victory = Ölquellen: 12 Siegpunkte gewinnen, gezählt am Ende deines eigenen Zugs nach der Katastrophenphase. Der fünfte Zahlenchip auf dem Katastrophenfeld beendet das Spiel ohne Sieger.

## Die Übersicht
oil-heading = Ölquellen
# $track: wo der Marker steht; $limit: wo eine Katastrophe zuschlägt.
oil-track = Katastrophenfeld: { $track } von { $limit }
oil-reached = erreicht
oil-not-reached = nicht erreicht
oil-track-note = Jedes genutzte Öl (getauscht oder für eine Metropole ausgegeben) rückt den Marker um eins vor; bei { $limit } schlägt am Ende des Zugs eine Katastrophe zu, und in diesem Zug darf kein Öl mehr genutzt werden. Gebundenes, abgegebenes, geraubtes und gehandeltes Öl zählt nicht.
# $taken: von der Verschmutzung genommene Zahlenchips; $left: wie viele noch das Spiel beenden.
oil-tokens-taken = Von der Verschmutzung genommene Zahlenchips: { $taken ->
        [0] noch keine
       *[other] { $taken }
    }; die Insel wird verlassen, wenn { $left ->
        [one] noch { $left } genommen wird
       *[other] noch { $left } genommen werden
    }.
oil-destroyed-token = (zerstört: bringt nichts ein)
# $number: der Chip; $hex: das Feld, von dem er kam.
oil-token = { $number }, von { $hex }
# $supply: Öl im Vorrat; $lost: durch Verschmutzung verlorenes Öl; $left: übrige Metropolen.
oil-supply = Öl im Vorrat: { $supply }. Durch Verschmutzung für immer verloren: { $lost }. Übrige Metropolen: { $left }.
oil-players-caption = Das Öl jedes Spielers, für alle sichtbar
oil-player = Spieler
oil-oil = Öl
oil-name = Öl
oil-sequestered = Gebunden
oil-you = du
oil-champion = Umweltschützer
oil-every-three = Je 3 gebundene Öl zählen 1 Siegpunkt.
# $who: der Spieler.
oil-champion-holds = { $who } ist Umweltschützer (1 Siegpunkt): Wer mehr Öl bindet, übernimmt den Titel.
oil-champion-nobody = Noch niemand ist Umweltschützer: Wer zuerst 3 Öl bindet, wird es (1 Siegpunkt).
oil-abandoned-pyrrhic = Catan wurde verlassen, nachdem der fünfte Zahlenchip auf das Katastrophenfeld kam: Niemand hat gewonnen. { $who } hält als Umweltschützer den Pyrrhussieg.
oil-abandoned-nobody = Catan wurde verlassen, nachdem der fünfte Zahlenchip auf das Katastrophenfeld kam: Niemand hat gewonnen, und niemand war Umweltschützer.
# $who: wer anbietet; $give, $want: Öl.
oil-terms-own = Im Angebot von { $who } gibt { $who } außerdem { $give } Öl und verlangt { $want } Öl.
# $who: wer kontert; $from: wer angeboten hat.
oil-terms-counter = Im Gegenangebot von { $who } auf das Angebot von { $from } gibt { $from } { $give } Öl und verlangt { $want } Öl.

## Was der Platz mit Öl tun kann
oil-metropolis-what = Eine Metropole kostet 1 Lehm, 1 Getreide, 1 Erz und 2 Öl auf einer deiner Städte: Sie bringt 3 ein, zählt 3 Siegpunkte und ist vor Überschwemmungen sicher
# $left: übrige Metropolen.
oil-metropolis-left = { oil-metropolis-what }; { $left ->
        [0] es ist keine Metropole mehr übrig.
        [one] es ist noch 1 Metropole übrig.
       *[other] es sind noch { $left } Metropolen übrig.
    }
# $marked: die Städte des Platzes, die dafür markiert sind.
oil-metropolis-marked = { oil-metropolis-what }. { $marked ->
        [one] 1 deiner Städte ist dafür auf dem Spielplan markiert.
       *[other] { $marked } deiner Städte sind dafür auf dem Spielplan markiert.
    }
# $last: yes, wenn diese Katastrophe die fünfte Zahl nehmen könnte.
oil-disaster = Eine 7 überschwemmt die Küsten (Siedlungen dort werden entfernt, Städte werden zu Siedlungen), jede andere Zahl verschmutzt ein Feld mit ihr, das für immer nichts mehr einbringt{ $last ->
        [yes] ; das wäre die fünfte verlorene Zahl: Die Insel wird verlassen, und niemand gewinnt
       *[no] {""}
    } (eine Ölquelle verliert stattdessen 3 Öl aus dem Vorrat)
# $from, $to: der Marker vorher und nachher; $limit: das Ende der Leiste.
oil-track-full = Der Katastrophenfeld-Chip geht von { $from } auf { $to } von { $limit }: Das Katastrophenfeld ist voll, also darf in diesem Zug kein Öl mehr genutzt werden, und am Ende deines Zugs schlägt eine Katastrophe zu: { oil-disaster }.
oil-track-moves = Der Katastrophenfeld-Chip geht von { $from } auf { $to } von { $limit }. Bei { $limit } schlägt am Ende des Zugs eine Katastrophe zu: { oil-disaster }.
oil-note-sequestered = Du hast in diesem Zug Öl gebunden, darum kannst du bis zu deinem nächsten Zug kein Öl nutzen.
oil-note-full = Das Katastrophenfeld ist voll: In diesem Zug darf kein Öl mehr genutzt werden, und am Ende deines Zugs schlägt eine Katastrophe zu.
# $oil: das Öl des Platzes; $left: wie viel noch genutzt werden darf; $used: yes, wenn er in diesem Zug Öl genutzt hat.
oil-note-left = Du hast { $oil } Öl. Bis zu { $left } Öl dürfen in diesem Zug noch genutzt werden, bevor das Katastrophenfeld voll ist{ $used ->
        [yes] ; du hast in diesem Zug Öl genutzt, darum kannst du keines binden
       *[no] {""}
    }.
oil-metropolis-pick = Diese Stadt zur Metropole machen (1 Lehm, 1 Getreide, 1 Erz und 2 Öl)
# $who: wem das Öl genommen wird; $oil: sein Öl.
oil-steal-pick = Räuber hierher versetzen und { $who } 1 Öl nehmen (hat { $oil })
oil-actions-heading = Was du mit Öl tun kannst
oil-convert-heading = 1 Öl gegen 2 eines Rohstoffs
oil-convert-note = Jedes genutzte Öl rückt den Katastrophenfeld-Chip um eins vor; du bestätigst vorher.
# $resource: der Name des Rohstoffs.
oil-two = 2 { $resource }
oil-sequester-heading = Öl binden
oil-sequester-note = Nimm 1 Öl für immer aus dem Spiel, statt in diesem Zug Öl zu nutzen (eines pro Zug).
oil-sequester-button = 1 Öl binden
# $count: abzugebende Karten und Öl.
oil-discard-heading = { $count } abgeben, Öl mitgezählt
oil-discard-note = Jedes Öl zählt als eine Karte; abgegebenes Öl geht zurück in den Vorrat.
oil-you-have-to-give = (du kannst { $count } geben)
oil-you-have = (du hast { $count })
oil-discard-button = Diese { $count } abgeben
oil-plenty-heading = Erfindung für Öl ausspielen
oil-one-oil-and = 1 Öl und
# $what: Öl oder ein Rohstoff, beim Namen.
oil-one = 1 { $what }
oil-take-them = Nehmen
oil-monopoly-heading = Monopol auf Öl ausspielen
oil-monopoly-button = Das Öl aller nehmen
oil-offer-summary = Einen Handel mit Öl anbieten
oil-you-give = Du gibst
oil-you-want = Du willst
oil-offer-to = Anbieten an
oil-post-offer = Angebot abschicken
oil-no-bank = Öl kann nicht mit dem Vorrat gehandelt werden, nur zwischen Spielern.
# $who: wer angeboten hat.
oil-counter-summary = Auf das Angebot von { $who } mit Öl kontern
oil-send-counter = Gegenangebot abschicken

## Rückfragen
oil-convert-title = 1 Öl gegen 2 { $resource } nutzen?
oil-convert-yes = Ja, 1 Öl gegen 2 { $resource } nutzen
oil-plenty-two-title = Erfindung ausspielen und 2 Öl nehmen?
oil-plenty-title = Erfindung ausspielen und 1 Öl und 1 { $resource } nehmen?
oil-plenty-detail = Die Karte ist verbraucht, sobald sie ausgespielt ist.
oil-plenty-yes = Ja, Erfindung ausspielen
oil-monopoly-title = Monopol auf Öl ausspielen?
oil-monopoly-detail = Alle anderen Spieler geben dir ihr ganzes Öl.
oil-monopoly-yes = Ja, Monopol ausspielen
# $track: was es mit dem Katastrophenfeld macht.
oil-metropolis-costs = Das kostet 1 Lehm, 1 Getreide, 1 Erz und 2 Öl. { $track }
# $count: für eine Metropole markierte Städte.
oil-marked-metropolises = Markiert: { $count ->
        [one] { $count } deiner Städte kann
       *[other] { $count } deiner Städte können
    } zur Metropole werden.

## Der Spielplan
oil-badge = ÖL
oil-spring-title = Ölquelle: Gebäude hier bekommen Öl (1 je Siedlung, 2 je Stadt, 3 je Metropole), nie ihren Rohstoff
# $number: der Chip, den die Verschmutzung genommen hat.
oil-struck-why = durch Verschmutzung zerstört: Sein Zahlenchip { $number } liegt auf dem Katastrophenfeld, und es bringt nichts ein
oil-board-caption = Der Spielplan mit den als ÖL markierten Ölquellen und schraffierten zerstörten Feldern

## Die Wahlmöglichkeiten des Platzes, wie seine E-Mails und Pläne sie aufzählen
# $place: die Kreuzung der Stadt in Worten.
oil-choice-metropolis = Deine Stadt { $place } zur Metropole machen
# $resource: der Name des Rohstoffs.
oil-choice-convert = 1 Öl gegen 2 { $resource } nutzen
oil-choice-sequester = 1 Öl binden (aus dem Spiel nehmen)
# $hex: das Feld in Worten; $who: der Beraubte.
oil-choice-steal = Den Räuber auf { $hex } versetzen und { $who } 1 Öl nehmen
oil-choice-plenty = Erfindung ausspielen: 1 Öl und 1 { $resource } nehmen
oil-choice-plenty-two = Erfindung ausspielen: 2 Öl nehmen
oil-choice-monopoly = Monopol auf Öl ausspielen: Alle anderen Spieler geben dir ihr ganzes Öl
oil-choice-offer = Ein Angebot mit Öl machen (auf deiner Seite)
oil-convert-line = 1 Öl gegen 2 eines Rohstoffs nutzen: Wähle auf deiner Seite, welchen

## Die Baukosten
oil-cost-metropolis = Metropole
oil-three-points = 3 Siegpunkte
oil-no-tokens-left = es sind keine Metropolen mehr übrig
oil-sequestered-this-turn = du hast in diesem Zug Öl gebunden
# $room: wie viel Öl das Katastrophenfeld noch aufnimmt.
oil-track-room = das Katastrophenfeld hat nur noch Platz für { $room } Öl
oil-no-city = du hast keine Stadt zum Ausbauen
