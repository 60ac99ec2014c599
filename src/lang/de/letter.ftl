### Die E-Mails: der Rahmen jeder E-Mail (Anrede, Fußzeilen, Möglichkeiten,
### Tischgespräch), die festen Worte und der Betreff jeder Art und die
### Zeilen, die die Mail-Schicht in einen Brief schreibt.

## Der Rahmen.
letter-hello = Hallo { $name },
letter-close-ups = Die Orte, die du wählen kannst, aus der Nähe:
letter-footer-html = Dieser Link gehört nur dir: Wer ihn hat, kann deinen Platz spielen, also leite diese E-Mail bitte nicht weiter.
letter-footer-reminders-html = Wartet das Spiel eine Weile auf dich, schicken wir eine Erinnerung. { $stop } (E-Mails zu deinem Zug kommen weiter).
letter-stop-reminders = Erinnerungen abbestellen
letter-footer-text =
    Dieser Link gehört nur dir: Wer ihn hat, kann deinen Platz spielen, also
    leite diese E-Mail bitte nicht weiter.
letter-footer-stop-text =
    Wartet das Spiel eine Weile auf dich, schicken wir eine Erinnerung. Um
    Erinnerungen abzubestellen, öffne { $link } (E-Mails zu deinem Zug kommen weiter).
letter-reminder-number = Dies ist Erinnerung { $number } von höchstens { $max }.
letter-reminder-footer-html = Dieser Link gehört nur dir: Bitte leite diese E-Mail nicht weiter.
letter-reminder-stop-html = { $stop } (E-Mails zu deinem Zug kommen weiter).
letter-stop-these-reminders = Diese Erinnerungen abbestellen
letter-reminder-footer-text =
    Dieser Link gehört nur dir: Bitte leite diese E-Mail nicht weiter.
    Um diese Erinnerungen abzubestellen, öffne { $link } (E-Mails zu deinem Zug kommen weiter).
letter-talk = Neu am Tisch
letter-your-choices = Deine Möglichkeiten
letter-choices-by-reply-html = : Antworte mit dem Code deiner Wahl in der ersten Zeile oder öffne eine Möglichkeit auf deiner Seite.
letter-choices-on-page-html = : Öffne eine auf deiner Seite.
letter-choices-by-reply-text =
    Antworte auf diese E-Mail mit dem Code deiner Wahl in der ersten Zeile (ohne
    die Klammern) oder öffne eine Möglichkeit auf deiner Seite.
letter-choices-on-page-text = Öffne deine Seite, um zu wählen: { $link }

## Die Worte der Links.
letter-play-now = Jetzt spielen
letter-your-page = Deine Seite
letter-see-board = { $what ->
        [map] Zur Karte
       *[board] Zum Spielplan
    }
letter-answer-on-page = Auf deiner Seite antworten

## Betreffzeilen.
letter-subject = { $game }: { $what }

## Ein Zug.
letter-your-turn = Du bist dran: { $todo }.
letter-special-building = Sonderbauphase: { $may }.
letter-special-may = Du darfst jetzt bauen oder eine Entwicklungskarte kaufen, bevor { $next } würfelt, oder passen
letter-plans-html = { $link } nach den Zügen der anderen: für dich ausgeführt, sobald du bezahlen kannst, ohne E-Mail, ohne Warten.
letter-plans-link = Plane Bauten für die Sonderbauphasen
letter-plans-text = Plane Bauten für die Sonderbauphasen nach den Zügen der anderen (für dich ausgeführt, sobald du bezahlen kannst, ohne E-Mail, ohne Warten): { $link }#plans
letter-your-turn-subject = { $game }: Du bist dran, { $todo }
letter-special-subject = { $game }: Baue, bevor { $next } würfelt, oder passe
letter-special-todo = in der Sonderbauphase bauen oder passen

## Abgeben.
letter-too-many = Du hast zu viele Karten: { $discard }, bevor das Spiel weitergeht.
letter-discard-count = Gib { $count } davon ab
letter-choose-cards = Wähle deine Karten
letter-discard-subject = { $game }: Eine 7 wurde gewürfelt, gib { $count } { $what } ab
letter-cards = Karten

## Angebote.
letter-offers-you = { $from } bietet dir { $give } für { $want } und wartet auf deine Antwort.
letter-offers-waiting = Insgesamt warten { $count } Angebote auf deine Antwort: Deine Seite listet sie auf.
letter-accept-counter-decline = Annehmen, Gegenangebot machen oder ablehnen
letter-offer-subject = { $game }: { $from } bietet dir einen Handel an
letter-answer = { $by } ({ $answer })
letter-answered = Antworten auf dein Angebot { $terms }: { $who }.
letter-answered-counter = Antwort auf dein Angebot { $terms }: { $who }: { $counter }.
letter-answered-subject = { $game }: { $by } hat auf dein Angebot geantwortet ({ $answer })
letter-answered-many-subject = { $offers ->
        [one] { $game }: { $who } haben auf dein Angebot geantwortet
       *[other] { $game }: { $who } haben auf deine Angebote geantwortet
    }
letter-todo-confirm-terms = Bestätige den Handel zu diesen Bedingungen oder mach mit deinem Zug weiter
letter-todo-confirm = Bestätige den Handel oder mach mit deinem Zug weiter
letter-todo-carry-on = Mach mit deinem Zug weiter
letter-nothing-asked = Gerade ist nichts von dir gefragt; das Spiel geht weiter.
letter-closed-subject = { $count ->
        [one] { $game }: Ein Angebot an dich wurde geschlossen
       *[other] { $game }: { $count } Angebote an dich wurden geschlossen
    }

## Das Ende eines Spiels.
letter-over-you-won = Das Spiel ist vorbei: { $you }. Glückwunsch!
letter-over-you-won-points = Das Spiel ist vorbei: { $you }, mit { $points } Siegpunkten. Glückwunsch!
letter-you-won = Du hast gewonnen
letter-over-won = Das Spiel ist vorbei: { $winner } hat gewonnen.
letter-over-won-points = Das Spiel ist vorbei: { $winner } hat mit { $points } Siegpunkten gewonnen.
letter-over-nobody = Das Spiel ist vorbei, und { $nobody }.
letter-nobody-won = niemand hat gewonnen
letter-final-standings = Endstand:
letter-last-moves = Die letzten Züge: { $summary }
letter-whole-game = Das ganze Spiel, Zug für Zug
letter-final-board = { $what ->
        [map] die letzte Karte
       *[board] der letzte Spielplan
    }
letter-final-board-text = { $what ->
        [map] Die letzte Karte
       *[board] Der letzte Spielplan
    }
letter-thank-you = Danke fürs Spielen. Das Spiel ist vorbei, es kommen also keine Erinnerungen mehr.
letter-you-won-subject = { $game }: Du hast gewonnen!
letter-won-subject = { $game }: { $winner } hat gewonnen
letter-nobody-subject = { $game }: Das Spiel ist vorbei, niemand hat gewonnen

## Eine Einladung.
letter-seat-in = du hast einen Platz in einer Partie { $ruleset } mit { $others }.
letter-resent-over = Das Spiel ist vorbei: Deine Seite zeigt den letzten Spielplan.
letter-resent-waits = Das Spiel läuft und wartet auf dich: { $todo }.
letter-resent-going-html = Das Spiel läuft: Deine Seite zeigt, wie es steht, und wir schreiben dir, wenn es auf dich wartet.
letter-resent-going-text =
    Das Spiel läuft: Deine Seite zeigt, wie es steht, und wir schreiben dir,
    wenn es auf dich wartet.
letter-you-start = Du fängst an: { $todo }.
letter-you-start-page = Du fängst an: Deine Seite zeigt deinen ersten Zug.
letter-we-will-email = Wir schreiben dir, wenn du dran bist.
letter-host-alone-html = Der Gastgeber darf in diesem Spiel allein zurückspulen: Züge können rückgängig gemacht werden, ohne die Spieler zu fragen. Jedes Zurückspulen bleibt in der Chronik, als rückgängig gemacht markiert.
letter-host-alone-text =
    Der Gastgeber darf in diesem Spiel allein zurückspulen: Züge können rückgängig
    gemacht werden, ohne die Spieler zu fragen. Jedes Zurückspulen bleibt in der
    Chronik, als rückgängig gemacht markiert.
letter-open-seat = Deinen Platz öffnen
letter-invitation-subject = Du bist zu einer Partie { $game } eingeladen
letter-nobody-else = niemand sonst
letter-game-with = { $title } mit { $others }

## Die Bestätigung des Gastgebers.
letter-host-set-up-html = jemand, wahrscheinlich du, hat auf Slow Catan eine Partie { $ruleset } mit { $others } angelegt und dich unter dieser Adresse als Gastgeber genannt.
letter-host-set-up-text =
    jemand, wahrscheinlich du, hat auf Slow Catan eine Partie { $ruleset } mit
    { $others } angelegt und dich unter dieser Adresse als Gastgeber genannt.
letter-host-start-html = Um das Spiel zu starten, öffne deinen Gastgeber-Link und drücke „Spiel starten“: Dann bekommen die anderen Spieler ihre Einladungen.
letter-host-start-text =
    Um das Spiel zu starten, öffne deinen Gastgeber-Link und drücke „Spiel starten“:
    Dann bekommen die anderen Spieler ihre Einladungen.
letter-open-host-link = Deinen Gastgeber-Link öffnen
letter-your-host-link = Dein Gastgeber-Link
letter-not-you-html = Wenn du dieses Spiel nicht angelegt hast, ignoriere diese E-Mail: Es kommt nichts mehr, und das Spiel verfällt nach einem Tag ungestartet.
letter-not-you-text =
    Wenn du dieses Spiel nicht angelegt hast, ignoriere diese E-Mail: Es kommt
    nichts mehr, und das Spiel verfällt nach einem Tag ungestartet.
letter-host-footer-html = Dieser Link gehört nur dir: Wer ihn hat, kann dieses Spiel leiten, also leite diese E-Mail bitte nicht weiter.
letter-host-footer-text =
    Dieser Link gehört nur dir: Wer ihn hat, kann dieses Spiel leiten, also
    leite diese E-Mail bitte nicht weiter.
letter-host-subject = Starte deine Partie { $game }

## Eine Erinnerung.
letter-reminder = in deinem Catan-Spiel ist seit { $waited } nichts passiert. Es wartet auf dich: { $todo }.
letter-reminder-subject = { $game }: Erinnerung, das Spiel wartet auf dich: { $todo }
letter-days = { $n ->
        [one] { $n } Tag
       *[other] { $n } Tagen
    }
letter-hours = { $n ->
        [one] { $n } Stunde
       *[other] { $n } Stunden
    }
letter-minutes = { $n ->
        [one] { $n } Minute
       *[other] { $n } Minuten
    }
letter-seconds = { $n ->
        [one] { $n } Sekunde
       *[other] { $n } Sekunden
    }
letter-todo-until = { $todo } (bis { $when }; danach entscheidet der Vertreter für dich)
letter-until-subject = Bis { $when }: { $subject }

## Eröffnende Zeilen.
letter-deadline = Du hast bis { $when } Zeit zu entscheiden; danach entscheidet ein Vertreter für dich.
letter-stand-in = Die Zeit von { $name } ist abgelaufen, also hat der Vertreter diesen Zug für { $name } gemacht.
letter-preference = Wie du es gewählt hast, hat der Server deinen Zug gemacht: { $moves }

## Zurückspulen.
letter-rewind-proposes = Der Gastgeber schlägt vor, das Spiel bis direkt nach Zug { $to } zurückzuspulen
letter-their-reason = Begründung: { $reason }
letter-would-undo = Rückgängig gemacht würde:
letter-and-more = { $more ->
        [one] und { $more } weiterer Zug (die Chronik des Spiels listet jeden Zug)
       *[other] und { $more } weitere Züge (die Chronik des Spiels listet jeden Zug)
    }
letter-unless-all = Nichts geschieht, wenn nicht alle Spieler zustimmen.
letter-agree-on-page = Auf deiner Seite zustimmen oder ablehnen
letter-agree-text =
    Nichts geschieht, wenn nicht alle Spieler zustimmen. Stimme mit einem Code
    unten zu oder lehne ab, oder auf deiner Seite: { $link }
letter-rewind-proposed-subject = { $game }: Der Gastgeber schlägt vor, das Spiel bis Zug { $to } zurückzuspulen
letter-rewind-heading = Auf den Vorschlag zum Zurückspulen antworten
letter-rewind-agree = Zustimmen: bis direkt nach Zug { $to } zurückspulen
letter-rewind-refuse = Ablehnen: Das Spiel geht weiter, wie es steht
letter-rewound = Das Spiel wurde { $how } bis direkt nach Zug { $to } zurückgespult: { $moved }
letter-by-host = vom Gastgeber
letter-by-agreement = einvernehmlich
letter-undone = Rückgängig gemacht:
letter-now = Jetzt: { $now }
letter-your-move = Du bist am Zug: { $todo }.
letter-move = Zug { $seq }
letter-move-said = Zug { $seq }: { $said }
letter-rewound-subject = { $game }: Das Spiel wurde bis Zug { $to } zurückgespult
letter-rewound-yours-subject = { $game }: Das Spiel wurde bis Zug { $to } zurückgespult, du bist am Zug
letter-withdrawn = Zurückgezogen: die E-Mail, die dich bat: { $todo }. Dieser Zug gilt nicht mehr, und ihre Antwort-Codes funktionieren nicht mehr.

## Tischgespräch.
letter-talk-digest-html = Die anderen Spieler haben am Tisch geschrieben, und inzwischen ging dir keine andere E-Mail des Spiels zu, also steht hier, was sie geschrieben haben.
letter-talk-digest-text =
    Die anderen Spieler haben am Tisch geschrieben, und inzwischen ging dir keine
    andere E-Mail des Spiels zu, also steht hier, was sie geschrieben haben.
letter-page-to-answer = Deine Seite, zum Lesen und Antworten
letter-talk-subject = { $game }: Neu am Tisch

## Anwesenheit.
letter-paused = Der Gastgeber hat das Spiel pausiert
letter-paused-line = Der Gastgeber hat das Spiel pausiert. Solange es pausiert ist, läuft keine Frist und keine Erinnerung geht hinaus; die Zeit der Pause zählt gegen niemanden.
letter-paused-look = Du kannst dir das Spiel weiter auf deiner Seite ansehen.
letter-resumed = Das Spiel geht weiter
letter-resumed-line = Der Gastgeber hat das Spiel fortgesetzt: Die Fristen laufen wieder, wo sie standen.
letter-missed = { $count ->
        [one] einer verpassten Frist
       *[other] { $count } verpassten Fristen in Folge
    }
letter-keep-after = Der Vertreter behält einen Platz jetzt nach { $deadlines }
letter-keep-after-line = Der Gastgeber hat gewählt: Nach { $deadlines } behält der Vertreter den Platz eines Spielers und trifft seine Entscheidungen sofort, bis er ihn zurücknimmt.
letter-own-move-ends = Ein eigener Zug beendet eine Reihe verpasster Fristen.
letter-kept-after = nach { $count } verpassten Fristen in Folge
letter-kept-handed = vom Gastgeber übergeben
letter-keeps-yours = Der Vertreter behält deinen Platz
letter-keeps-yours-line = Der Vertreter behält deinen Platz ({ $why }) und trifft deine Entscheidungen sofort.
letter-take-back = Nimm dir deinen Platz jederzeit auf deiner Seite zurück.
letter-keeps-other = Der Vertreter behält den Platz von { $name }
letter-keeps-other-line = Der Vertreter behält den Platz von { $name } ({ $why }) und trifft die Entscheidungen sofort, bis { $name } den Platz zurücknimmt.
letter-away = Du bist abwesend bis { $until }
letter-away-line = Du bist abwesend bis { $until }: Der Vertreter trifft deine Entscheidungen solange sofort.
letter-away-other = { $name } ist abwesend bis { $until }
letter-away-other-line = { $name } ist abwesend bis { $until }; der Vertreter trifft solange die Entscheidungen sofort.
letter-back = Du spielst deinen Platz wieder
letter-back-line = Du hast dir deinen Platz zurückgenommen: Der Vertreter entscheidet nicht mehr für dich.
letter-plays-again = { $name } spielt wieder
letter-plays-again-line = { $name } hat sich den Platz vom Vertreter zurückgenommen.

## Die Links aller Spiele einer Person, auf der Startseite erbeten.
letter-links-subject = Deine Spiele bei Slow Catan
letter-links-hello = Hallo,
letter-links-asked-html = jemand, wahrscheinlich du, hat Slow Catan nach den Links zu den Spielen gefragt, die mit dieser Adresse gespielt werden. Hier sind sie, die neuesten zuerst:
letter-links-asked-text =
    jemand, wahrscheinlich du, hat Slow Catan nach den Links zu den Spielen
    gefragt, die mit dieser Adresse gespielt werden. Hier sind sie, die
    neuesten zuerst:
# $name: the name the person plays under in that game.
letter-links-as = Du spielst als { $name }.
letter-links-over = Das Spiel ist vorbei.
letter-links-your-seat = Dein Platz
letter-links-all-html = Alle deine Spiele auf einer Seite
letter-links-all-text = Alle deine Spiele auf einer Seite:
letter-links-not-you-html = Wenn du nicht danach gefragt hast, ignoriere diese E-Mail: Die Links gingen nur an diese Adresse.
letter-links-not-you-text =
    Wenn du nicht danach gefragt hast, ignoriere diese E-Mail: Die Links
    gingen nur an diese Adresse.
letter-links-footer-html = Diese Links gehören nur dir: Wer sie hat, kann an deinen Plätzen spielen, also leite diese E-Mail bitte nicht weiter.
letter-links-footer-text =
    Diese Links gehören nur dir: Wer sie hat, kann an deinen Plätzen spielen,
    also leite diese E-Mail bitte nicht weiter.
