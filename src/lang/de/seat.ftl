### Der Rahmen jeder Spielseite (der Kasten oben, die Spieler, die
### Aufzeichnung, das Zurückspulen, das Tischgespräch) und die eigenen
### Einstellungen eines Platzes.

## Der Kasten oben auf der Seite eines Platzes.
seat-now-over = Spiel vorbei
seat-now-public = Worauf das Spiel wartet
seat-now-yours = Du bist am Zug
seat-now-not-yours = Du bist nicht am Zug
# $link: der Link zur öffentlichen Seite (seat-public-link).
seat-public-page = { $link } zeigt, was alle sehen dürfen. Behalte die Adresse dieser Seite für dich: Sie ist dein Platz.
seat-public-link = Die öffentliche Seite dieses Spiels
# Eine Frist. $until: eine Zeit (time-soon...).
seat-deadline = Du hast bis { $until } Zeit zu entscheiden; danach entscheidet ein Vertreter für dich.
seat-paused = Vom Gastgeber pausiert seit { $since }: Solange läuft keine Frist.
seat-moved-on = Das Spiel ist weitergegangen, seit diese Seite gezeichnet wurde, deshalb wurde deine Aktion nicht ausgeführt. Hier ist die neue Seite.
# $how: host (der Gastgeber allein) oder agreed.
seat-rewound = Das Spiel wurde { $how ->
    [host] vom Gastgeber
   *[agreed] einvernehmlich
} bis direkt nach Zug { $to } zurückgespult: Alle Züge danach wurden rückgängig gemacht (die Chronik behält sie, als rückgängig markiert).

## Die Tabelle der Spieler.
seat-players = Spieler
seat-players-caption = { $over ->
    [yes] Alle Spieler am Ende, in der Reihenfolge des Endstands
   *[no] Der öffentliche Stand aller Spieler, in Zugreihenfolge
}; die Liste unter der Tabelle erklärt jede Spalte
seat-col-player = Spieler
seat-col-points = Punkte
seat-col-cards = Karten
seat-col-dev = Entw.-Karten
seat-col-knights = Ritter
seat-col-road = Straße
seat-tag-you = du
seat-tag-turn = am Zug
seat-tag-to-act = muss handeln
seat-award-road = Längste Handelsstraße
seat-award-army = Größte Rittermacht
seat-legend-points = { $over ->
    [yes] alle Siegpunkte, verdeckte Siegpunktkarten eingeschlossen: Das Spiel ist vorbei
   *[no] Siegpunkte, die alle sehen; verdeckte Siegpunktkarten zählen erst, wenn ihr Besitzer gewinnt
}. { $win } Punkte gewinnen.
seat-legend-cards = Rohstoffkarten auf der Hand.
seat-legend-dev = Entwicklungskarten auf der Hand, noch nicht ausgespielt.
seat-legend-knights = ausgespielte Ritterkarten.
seat-legend-road = Länge der längsten Straße des Spielers.
seat-legend-awards = gehört dem markierten Spieler, je 2 Punkte.
# $settlement, $city: die Namen der Figuren, von der Seite ausgezeichnet.
seat-legend-pieces = Figuren: Eine { $settlement } ist ein Haus, eine { $city } ein Haus mit Turm; jede trägt den Buchstaben ihres Spielers.
seat-piece-settlement = Siedlung
seat-piece-city = Stadt

## Der Endstand.
seat-standings = Endstand
seat-standing-winner = Sieger
seat-standing-points = { $points ->
    [one] Punkt
   *[other] Punkte
}

## Punkte nach Herkunft im Endstand: "3 Siedlungen 3", "Längste Handelsstraße 2".
# $source: die Kennung der Herkunft; $count: wie viele; $points: die Punkte.
seat-score = { $source ->
    [settlements] { $count ->
        [one] { $count } Siedlung
       *[other] { $count } Siedlungen
    }
    [cities] { $count ->
        [one] { $count } Stadt
       *[other] { $count } Städte
    }
    [metropolises] { $count ->
        [one] { $count } Metropole
       *[other] { $count } Metropolen
    }
    [longest-road] Längste Handelsstraße
    [largest-army] Größte Rittermacht
    [victory-point-cards] { $count ->
        [one] { $count } Siegpunktkarte
       *[other] { $count } Siegpunktkarten
    }
    [vp-markers] { $count ->
        [one] { $count } Siegpunktmarker
       *[other] { $count } Siegpunktmarker
    }
    [sequestered] gebundenes Öl
    [champion] Umweltschützer
    [town-halls] { $count ->
        [one] { $count } Rathaus
       *[other] { $count } Rathäuser
    }
    [longest-trade-road] Längste Handelsstraße
    [largest-inventor] Größter Erfinder
   *[achievements] { $count ->
        [one] { $count } Errungenschaft
       *[other] { $count } Errungenschaften
    }
} { $points }
seat-no-points = keine Punkte

## Die Aufzeichnung.
seat-ledger = Die Aufzeichnung dieses Spiels
seat-ledger-history = Jeder Zug bisher, in Worten (Chronik)
seat-ledger-export = Die Aufzeichnung herunterladen
seat-ledger-export-note = (JSON-Zeilen; was Spieler verdeckt halten, fehlt bis zum Spielende)
seat-ledger-host-export = Die Aufzeichnung des Gastgebers herunterladen
seat-ledger-host-export-note = (dieselbe wie die öffentliche, solange das Spiel läuft; vollständig, sobald es endet)
seat-ledger-fair = Die Würfel stehen vorab fest; dieser Fingerabdruck beweist es; der Startwert wird am Ende enthüllt.
seat-ledger-no-fingerprint = Für dieses Spiel wurde kein Fingerabdruck aufgezeichnet.
# $hash, $seed: von der Seite als Code ausgezeichnet.
seat-ledger-fingerprint = Fingerabdruck (SHA-256 des geheimen Startwerts): { $hash }
seat-ledger-seed = Das Spiel ist vorbei, hier ist also der Startwert: { $seed }. Sein SHA-256 ist der Fingerabdruck oben, und aus ihm folgt jeder Wurf und jedes Ziehen des Spiels.
seat-host-rewinds-alone = Der Gastgeber darf allein zurückspulen:
seat-host-rewinds-alone-why = Als dieses Spiel angelegt wurde, hat sein Gastgeber gewählt, Züge zurückzuspulen, ohne die Spieler zu fragen. Jedes Zurückspulen bleibt in der Chronik, als rückgängig gemacht markiert.

## Die letzten Ereignisse und die Regelauslegungen.
seat-events = Letzte Ereignisse
seat-events-none = Noch ist nichts geschehen.
seat-events-note = Neueste zuerst, nummeriert wie in der Chronik; jede Nummer öffnet den Spielplan, wie er direkt nach diesem Zug stand.
seat-event-board = Spielplan nach Zug { $seq }
seat-undone = rückgängig
seat-notes = Regelauslegungen
seat-differs = Worin dieses Spiel abweicht
seat-dice = Letzter Wurf: { $a } und { $b }, zusammen { $sum }
seat-dice-label = letzter Wurf
seat-spots = Die markierten Orte als Liste ({ $count })

## Ein Spielplan in der Vergangenheit.
seat-past = Du siehst Zug { $at } von { $of }
seat-past-board = Der Spielplan, wie er direkt nach diesem Zug stand:
seat-past-undone = (ein späteres Zurückspulen hat diesen Zug rückgängig gemacht)
seat-past-read-only = Von dieser Seite aus kann nichts gespielt werden.
seat-past-steps = Durch die Züge blättern
seat-past-first = Erster Zug
seat-past-first-button = « Erster
seat-past-prev = Vorheriger Zug
seat-past-prev-button = ‹ Vorheriger
seat-past-next = Nächster Zug
seat-past-next-button = Nächster ›
seat-past-last = Letzter Zug
seat-past-last-button = Letzter »
seat-past-present = Zurück zur Gegenwart
seat-past-history = Dieser Zug in der Chronik

## Der Vorschlag zurückzuspulen.
seat-rewind = Der Gastgeber schlägt vor zurückzuspulen
# $link: der Link zum Spielplan nach dem Zug (seat-rewind-move).
seat-rewind-to = Zurück bis direkt nach { $link }, weil: „{ $reason }“
seat-rewind-move = Zug { $to }
seat-rewind-who = Jeder Zug danach würde rückgängig gemacht (er bleibt in der Chronik, als rückgängig gemacht markiert). Bisher zugestimmt: { $agreed }. Noch nicht zugestimmt: { $waiting }. Eine Ablehnung schließt den Vorschlag.
seat-rewind-nobody-yet = noch niemand
seat-rewind-nobody = niemand
seat-rewind-agreed = Du hast zugestimmt.
seat-rewind-agreed-then = Zurückgespult wird, sobald alle zugestimmt haben.
seat-rewind-agree = Zurückspulen zustimmen
seat-rewind-refuse = Ablehnen
# Die Zeile der öffentlichen Seite zu einem offenen Vorschlag.
seat-rewind-public = Der Gastgeber schlägt vor, das Spiel bis direkt nach Zug { $to } zurückzuspulen, weil: „{ $reason }“. Das geschieht, wenn alle Spieler zustimmen.

## Das Tischgespräch.
seat-talk = Tischgespräch
seat-talk-none = Noch keine Nachrichten.
seat-talk-label = Deine Nachricht an den Tisch (bis zu { $max } Zeichen; alle, auch Zuschauer, können sie lesen)
seat-talk-send = An den Tisch senden
# Warum eine Nachricht nicht gesendet wurde.
seat-talk-empty = die Nachricht ist leer: Schreib zuerst etwas
seat-talk-too-long = die Nachricht ist { $chars } Zeichen lang; höchstens { $max } passen
# $unit: minute (eine), hour (eine), hours oder minutes ($n davon).
seat-talk-flooded = du hast { $most } Nachrichten innerhalb { $unit ->
    [minute] einer Minute
    [hour] einer Stunde
    [hours] von { $n } Stunden
   *[minutes] von { $n } Minuten
} geschrieben, so viele, wie der Tisch annimmt; bitte warte ein wenig

## Die eigenen Einstellungen: die Pläne.
seat-plans = Deine Pläne für die Sonderbauphase
seat-plans-hint = Nach jedem Zug eines anderen Spielers werden deine Pläne für dich gebaut, in dieser Reihenfolge, wenn du sie dann bezahlen kannst; einer, den du nicht bezahlen kannst, wartet auf das nächste Mal, einer, dessen Platz weg ist, entfällt. Niemand sonst sieht sie, bis sie gebaut sind, und für die Phase wartet niemand und niemand bekommt eine E-Mail.
seat-plans-none = Du hast keine Pläne: Du baust nur in deinem eigenen Zug.
seat-plans-remove = Entfernen
seat-plans-remove-label = Plan { $n } entfernen
seat-plans-add = Einen Plan hinzufügen
seat-plans-plan = Einplanen

## Die eigenen Einstellungen: Züge, die für dich gemacht werden.
seat-prefs = Züge, die für dich gemacht werden
# $roll: off, always oder unless_development_card; $end, $skip: yes oder no.
seat-prefs-chosen = Du hast gewählt: { $roll ->
    [always] Für dich wird gewürfelt, sobald dein Zug beginnt
    [unless_development_card] Für dich wird gewürfelt, sobald dein Zug beginnt, außer du hältst eine Entwicklungskarte
   *[off] Du würfelst selbst
}; { $end ->
    [yes] dein Zug wird für dich beendet, wenn du nach dem, was alle sehen, nichts auszugeben hast
   *[no] du beendest deinen Zug selbst
}{ $skip ->
    [yes] ; du passt immer, wenn du in einer Sonderbauphase gefragt wirst
   *[no] {""}
}.
seat-prefs-hint = Diese Einstellungen wirken nur auf das, was alle Spieler von dir sehen können (wie viele Karten du hältst, nie welche), also verrät ein Zug, der für dich gemacht wird, den anderen nichts, was sie nicht schon wussten.
seat-prefs-roll = Für mich würfeln, sobald mein Zug beginnt
seat-prefs-roll-off = Nein, ich würfle selbst
seat-prefs-roll-always = Immer
seat-prefs-roll-unless = Außer ich halte eine Entwicklungskarte (gleich welche)
seat-prefs-end = Meinen Zug für mich beenden, wenn ich nichts auszugeben habe
seat-prefs-end-hint = Nichts auszugeben: weniger Rohstoffkarten als der billigste Bau, Handel oder das billigste Geschenk, das das Spiel erlaubt, keine Entwicklungskarte, kein offenes Handelsangebot von mir und kein Öl und kein Gefallenmarker.
seat-prefs-skip = Die Sonderbauphase für mich überspringen
seat-prefs-skip-hint = Nach jedem Zug eines anderen Spielers dürfen Spieler mit genug Karten bauen. Ist dies angehakt, passt du sofort, wann immer du gefragt wirst, und bekommst dafür keine E-Mail.
seat-prefs-save = Meine Einstellungen speichern

## Die eigenen Einstellungen: abwesend und der Vertreter.
seat-away = Abwesend und der Vertreter
# Wie der Vertreter einen Platz spielt. $how: missed ($missed Fristen in
# Folge verpasst), handed (vom Gastgeber übergeben) oder away (bis
# $until, eine Zeit).
seat-stand-in = { $how ->
    [missed] der Vertreter behält den Platz nach { $missed } verpassten Fristen in Folge
    [handed] dem Vertreter übergeben
   *[away] abwesend bis { $until }
}
seat-stand-in-mine = Dein Platz: { seat-stand-in }; der Vertreter trifft deine Entscheidungen sofort.
seat-stand-in-other = { $name }: { seat-stand-in }.
seat-take-back = Meinen Platz zurücknehmen
seat-away-label = Abwesend bis (zum Ende dieses Tages, UTC); der Vertreter trifft solange deine Entscheidungen sofort
seat-away-button = Ich bin abwesend

## Die eigenen Einstellungen: die Sprache.
seat-language = Sprache
seat-language-label = Die Sprache, in der du dieses Spiel liest
seat-language-save = Sprache speichern
# Der eigene Name einer Sprache, in dieser Sprache, gleich in welcher die Seite ist.
seat-language-name = { $code ->
    [de] Deutsch
   *[en] English
}
seat-language-unknown-why = Dieser Server spricht Englisch (en) und Deutsch (de), nicht „{ $code }“.

## Die Formulare des Tisches.
seat-offer-accept = Annehmen
seat-offer-decline = Ablehnen
seat-offer-withdraw = Angebot zurückziehen
seat-offer-counter = Mit anderen Bedingungen antworten
seat-offer-give = Du gibst
seat-offer-want = Du willst
seat-offer-send-counter = Gegenangebot senden
seat-offer-new = Den Mitspielern einen Handel anbieten
seat-offer-to = Anbieten an
seat-offer-post = Angebot stellen
seat-board-moves = Züge auf dem Spielplan
seat-discard-have = (du hast { $n })
seat-supply-give = Gib
seat-supply-get = Erhalte 1
seat-costs = Baukosten
seat-bank = Vorrat
seat-bank-dev = Entwicklungskarten

## Die Zeile oben auf der Seite, wenn das Spiel vorbei ist.
seat-result-nobody = Das Spiel ist vorbei, und niemand hat gewonnen.
seat-result-you = Du hast gewonnen! Das Spiel ist vorbei, und du bist mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
} Erster.
seat-result-other = Das Spiel ist vorbei: { $name } hat mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
} gewonnen.

## Warum ein Formular oder eine Adresse nicht lesbar ist.
seat-unread-too-large = es ist größer, als dieser Server annimmt
seat-unread-not-a-form = es wurde nicht als Webformular gesendet
seat-unread-not-ours = es ist nicht, was die Seiten dieses Spiels senden (es stammt vielleicht von einer älteren Seite)
seat-unread-query = die Adresse enthält etwas, das diese Seite nicht liest (sie stammt vielleicht von einem älteren Link)
seat-unread-roll = roll sollte off, always oder unless_development_card sein, nicht „{ $value }“
seat-unread-box = { $field } sollte on sein oder fehlen, nicht „{ $value }“
seat-unread-date = „{ $value }“ ist kein Datum
