### Warum ein gesendetes Formular oder eine Abfrage abgelehnt wurde: ein
### Satzteil, der auf „Das Formular konnte nicht gelesen werden:“ folgt,
### daher klein (die Pläne sagen es in ganzen Sätzen). $field: die Kennung des Felds, von
### form-field in Worte gefasst; $text: was gesendet wurde, in
### Anführungszeichen, wie gesendet.

# Ein Feld des Formulars in Worten, nie seine Kennung; immer im Nominativ
# (die Sätze unten brauchen ihn so).
form-field = { $field ->
        [version] der Spielstand, für den es gemacht wurde
        [act] die Angabe, was zu tun ist
        [node] der Ort auf dem Spielplan
        [edge] der Ort der Straße
        [tile] das Feld
        [victim] der zu beraubende Spieler
        [offer] das Angebot
        [with] der Handelspartner
        [first] der erste Rohstoff
        [second] der zweite Rohstoff
        [resource] der Rohstoff
        [give] der abzugebende Rohstoff
        [get] der gewünschte Rohstoff
        [give2] der zweite abzugebende Rohstoff
        [get2] der zweite gewünschte Rohstoff
        [to] der Spieler
        [guild] die Gilde
        [brick] die Menge Lehm
        [lumber] die Menge Holz
        [wool] die Menge Wolle
        [grain] die Menge Getreide
        [ore] die Menge Erz
        [oil] die Menge Öl
        [give_brick] die abzugebende Menge Lehm
        [give_lumber] die abzugebende Menge Holz
        [give_wool] die abzugebende Menge Wolle
        [give_grain] die abzugebende Menge Getreide
        [give_ore] die abzugebende Menge Erz
        [give_oil] die abzugebende Menge Öl
        [want_brick] die gewünschte Menge Lehm
        [want_lumber] die gewünschte Menge Holz
        [want_wool] die gewünschte Menge Wolle
        [want_grain] die gewünschte Menge Getreide
        [want_ore] die gewünschte Menge Erz
        [want_oil] die gewünschte Menge Öl
        [rewind-version] der Spielstand
        [rewind-to] die Zugnummer
        [rewind-reason] der Grund
        [rewind-answer] die Antwort
       *[other] ein Feld
    }
form-missing = es fehlt { form-field }
form-not-a-number = { $text } ist keine Zahl, aber { form-field } muss eine sein
form-not-a-count = { $text } ist keine Anzahl von 0 bis 255, aber { form-field } muss eine sein
form-not-a-resource = { $text } ist kein Rohstoff, aber { form-field } muss einer sein
form-not-a-resource-or-oil = { $text } ist weder ein Rohstoff noch Öl, aber { form-field } muss eines davon sein
form-not-a-guild = { $text } ist keine Gilde, aber hier muss eine Gilde stehen
form-half-a-swap = ein zweiter Tausch braucht einen Rohstoff zum Abgeben und einen zum Bekommen
# $act: die Aktion, wie gesendet, in Anführungszeichen.
form-no-such-act = es verlangt einen Zug, den diese Partie nicht kennt ({ $act })
form-no-such-move = es nennt keinen Zug dieser Partie
form-twice = es hat dasselbe zweimal geschickt, daher ist nicht klar, was gemeint war
# $seats: die Spieler der Partie; $others: an wie viele ein Angebot gehen kann.
form-no-such-partner = es bietet einem Spieler einen Tausch an, den diese Partie nicht hat (sie hat { $seats } Spieler, ein Angebot kann also nur an die { $others } anderen gehen)
form-foreign = es enthält etwas, das die Seite dieser Partie nicht sendet (vielleicht stammt es von einer älteren Seite oder aus einer anderen Partie)
form-no-version = es fehlt, für welchen Spielstand es gemacht wurde
form-version-not-a-number = der Spielstand, für den es gemacht wurde, ist keine Zahl
# $board: der verlangte Spielplan, in Anführungszeichen.
form-no-such-board = es gibt keinen Spielplan namens { $board }
form-special-building = Wähle, wie die Sonderbauphase gespielt wird: mit Plänen oder live.
form-utc-offset = der Abstand zu UTC ist eine Zahl von Minuten wie 60, nicht { $text }
form-deadline-not-a-number = eine Frist ist eine Zahl von Stunden, nicht { $text }
# $hours: die verlangten Stunden, wie eingegeben (eine Zahl).
form-deadline-range = eine Frist ist 1 bis { $max } Stunden lang, nicht { $hours }
form-not-an-answer = die Antwort muss Zustimmen oder Ablehnen sein, nicht { $text }
form-at-zero = die Züge sind ab 1 nummeriert: frag nach ?at=1 oder später
form-at-not-a-number = ?at= muss eine Zugnummer wie ?at=12 sein, nicht { $text }
form-page-not-a-number = ?page= muss eine Seitenzahl wie ?page=2 sein, nicht { $text }
form-plan-unread = Dieser Plan war nicht lesbar: Wähle einen Bau aus der Liste auf deiner Seite.
form-plan-gone = Dieser Plan steht nicht mehr in deiner Liste: Sieh dir deine Seite noch einmal an.
form-reminders-neither = es verlangt weder, Erinnerungen einzuschalten, noch, sie auszuschalten
form-pause-neither = pause muss 1 oder 0 sein
form-no-such-seat = es gibt keinen Platz { $seat }
