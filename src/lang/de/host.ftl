### Die Seiten des Gastgebers: die Seite eines Spiels, das auf seinen Gastgeber wartet.

host-start-heading = Starte dein Spiel
host-start-lead = Du bist der Gastgeber dieses Spiels. Es hat noch nicht begonnen: Niemand sonst hat eine E-Mail bekommen. Prüfe die Spieler und starte es dann; jeder von ihnen bekommt eine Einladung mit einem persönlichen Link.
host-start-players = Spieler
host-start-button = Spiel starten
host-start-not-you = Wenn du dieses Spiel nicht eingerichtet hast, tu nichts: Es verfällt nach einem Tag ungestartet, und niemand bekommt eine E-Mail.

## Die Seite des Gastgebers eines laufenden Spiels.
host-heading = Ein Spiel leiten
host-created = Dein Spiel ist angelegt. Die Einladungen sind per E-Mail an alle Spieler unterwegs, jede mit einem persönlichen Link.
host-links = Links
host-again = Noch einmal spielen
host-again-note = Das Spiel ist vorbei. Starte ein neues mit denselben Mitspielern: Das Formular ist mit den Regeln, Einstellungen und Mitspielern dieses Spiels ausgefüllt, und du kannst alles ändern; die Einladungen gehen wie gewohnt hinaus.
host-again-form = Das Formular enthält die Regeln, Einstellungen und Mitspieler deines letzten Spiels: Ändere, was du möchtest, dann lege das Spiel an.
host-again-link = Ein neues Spiel mit denselben Mitspielern
host-link = Dein Gastgeber-Link (behalte ihn; er öffnet diese Seite):
host-public-link = Die öffentliche Seite, auf der alle zusehen können:
host-waits = Worauf das Spiel wartet
# $since: ein Zeitpunkt und wie lange her (time-ago), oder host-the-start.
host-since = Seit { $since }.
host-the-start = Spielbeginn
host-deadline = Frist
host-deadline-hours = Das Spiel wartet { $hours ->
    [one] eine Stunde
   *[other] { $hours } Stunden
} auf jede Entscheidung; dann trifft der Vertreter sie.
# $until: eine Zeit (time-soon...).
host-deadline-of = { $name }: bis { $until }
host-no-deadline = Keine Frist: Das Spiel wartet auf jede Entscheidung, so lange sie dauert.
host-deadline-label = Stunden, die auf eine Entscheidung gewartet wird (1 bis 336; leer für keine Frist)
host-deadline-button = Frist setzen
host-mail-problems = E-Mails, die nicht ankommen
host-mail-problems-lead = Wir versuchen es weiter, mindestens alle 5 Minuten, und das Spiel geht derweil weiter. Wenn eine Adresse falsch aussieht, frag den Spieler: Seine E-Mails und sein persönlicher Link erreichen ihn erst, wenn sie stimmt.
# $error: die Worte des Mailservers.
host-mail-problem = { $recipient }: bisher { $attempts } gescheiterte Versuche; der letzte Fehler: { $error }
host-seats = Plätze
host-points = { $points } SP
host-awaited = das Spiel wartet auf diesen Spieler
host-resend = Einladung an { $name } erneut senden
host-rewind = Zurückspulen
# $move_link: host-rewind-move, verlinkt auf den Spielplan danach.
host-rewind-open = Du hast vorgeschlagen, bis direkt nach { $move_link } zurückzuspulen, weil: „{ $reason }“
host-rewind-move = Zug { $to }
host-rewind-agreed = Zugestimmt haben bisher: { $agreed }. Noch nicht zugestimmt: { $waiting }. Zurückgespult wird, wenn alle Spieler zugestimmt haben; eine Ablehnung schließt den Vorschlag.
host-rewind-over = Das Spiel ist vorbei und kann darum nicht zurückgespult werden.
host-rewind-nothing = Es wurde noch nichts gespielt, das man zurückspulen könnte.
host-rewind-alone = Dieses Spiel wurde so angelegt, dass du allein zurückspulst: Es wird zurückgespult, sobald du dieses Formular abschickst. Alle Spieler erfahren es per E-Mail.
host-rewind-ask = Jeder Spieler bekommt eine E-Mail und muss auf seiner Seite zustimmen; eine Ablehnung schließt den Vorschlag.
host-rewind-kept = Nichts wird gelöscht: Die rückgängig gemachten Züge bleiben in der Chronik, als rückgängig markiert. Es wird nicht neu gewürfelt: Nach dem Zurückspulen kommen dieselben Würfe und Karten wieder.
host-rewind-to = Zurückspulen bis direkt nach Zug Nummer (1 bis { $max })
host-rewind-because = weil (1 bis 200 Zeichen; die Spieler lesen es)
host-rewind-now = Jetzt zurückspulen
host-rewind-propose = Zurückspulen vorschlagen
# $history: der Link zur Chronik (host-rewind-history).
host-rewind-find = Den Zug findest du in der { $history }: Jeder Zug hat seine Nummer und einen Link zum Spielplan, wie er direkt danach stand.
host-rewind-history = Chronik
host-board = Der Spielplan; auf einem schmalen Bildschirm innerhalb dieses Kastens scrollen, um alles zu sehen
host-board-caption = Der Spielplan, wie alle ihn sehen.

## Pause und Vertreter.
host-attendance = Pause und Vertreter
host-paused-since = Pausiert seit { $since }.
host-paused-note = Keine Frist läuft und keine Erinnerung geht hinaus; die Zeit der Pause zählt gegen niemanden.
host-runs = Das Spiel läuft. Pausiere es für einen Urlaub: Fristen und Erinnerungen ruhen, bis du es fortsetzt, und jeder Spieler bekommt beide Male eine E-Mail.
host-resume = Spiel fortsetzen
host-pause = Spiel pausieren
host-keep-after = Nach wie vielen verpassten Fristen in Folge der Vertreter einen Platz behält (1 bis { $max })
host-set = Setzen
# $now: die Ruhezeiten in Worten.
host-quiet-legend = Ruhezeiten: Stunden jedes Tages, die nicht auf eine Frist zählen (jetzt { $now }; beide Zeiten leer lassen für keine)
host-quiet-legend-none = Ruhezeiten: Stunden jedes Tages, die nicht auf eine Frist zählen (jetzt keine; beide Zeiten leer lassen für keine)
host-quiet-from = Von (hh:mm)
host-quiet-to = Bis (hh:mm)
host-quiet-zone = Zeitzone, etwa Europe/Berlin: Die Ruhezeiten folgen ihrer Uhr, mit Sommerzeit (leer: mit dem Abstand unten)
host-quiet-offset = Oder ohne Zeitzone: Abstand der Ortszeit zu UTC, in Minuten (60 für UTC+01:00; Sommerzeit wird nicht berücksichtigt)
host-quiet-button = Ruhezeiten setzen
host-hand-over = Den Platz von { $name } dem Vertreter übergeben
host-take-back = Ein Spieler nimmt seinen Platz jederzeit auf seiner eigenen Seite zurück.

## Was die Seite direkt nach einem Formular sagt.
host-notice-resent = Die Einladung an { $name } ist wieder unterwegs.
host-notice-proposed = Dein Vorschlag zum Zurückspulen steht: Jeder Spieler bekommt eine E-Mail und antwortet auf seiner Seite.
host-notice-rewound = Das Spiel ist zurückgespult. Die rückgängig gemachten Züge bleiben in der Chronik, als rückgängig markiert.
host-notice-deadline = Die Frist ist gesetzt.
host-notice-paused = Das Spiel ist pausiert; jeder Spieler bekommt eine E-Mail.
host-notice-resumed = Das Spiel geht weiter; jeder Spieler bekommt eine E-Mail.
host-notice-keep = Die Zahl der verpassten Fristen ist gesetzt; jeder Spieler bekommt eine E-Mail.
host-notice-quiet = Die Ruhezeiten sind gesetzt.
host-notice-handed = Der Vertreter behält den Platz; jeder Spieler bekommt eine E-Mail.
