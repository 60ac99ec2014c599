### Die Startseite: was das hier ist, und das Formular, das ein Spiel beginnt.

home-title = Slow Catan: Catan per E-Mail
home-heading = Catan per E-Mail
home-lead = Slow Catan spielt Die Siedler von Catan im Tempo von E-Mails. Jeder bekommt einen persönlichen Link; wenn das Spiel auf dich wartet, sagt dir eine E-Mail Bescheid, und die Seite zeigt, was passiert ist, worauf das Spiel wartet und was du tun kannst, mit ein, zwei Klicks. Spiel vom Handy oder vom Laptop aus, auch tagelang.
home-start = Ein Spiel beginnen
home-rules = Regeln
home-ruleset-exact = { $blurb }, { $players } Spieler
home-ruleset-range = { $blurb }, { $fewest }–{ $most } Spieler
home-board = Spielplan ({ $rulesets })
home-board-own = Wie die Regeln ihn vorsehen: { $boards }
home-board-variable = Variabler Spielplan: zufällige Landschaften, Zahlen und Häfen
home-board-variable-adds = Variabler Spielplan: zufällige Landschaften, Zahlen und Häfen ({ $adds })
home-board-adds-one = { $ruleset }: { $adds }
home-board-fixed = Fester Spielplan: { $boards }
home-board-rules-variable = ein variabler Spielplan
home-boards-first = { $board } für { $rulesets }
home-boards-more = für { $rulesets } { $board }
home-founding-one = { $title }: { $founding }
home-players = Spieler ({ $legend })
home-players-exact = { $most }
home-players-one-optional = { $fewest } oder { $most }; { $most ->
        [1] der erste
        [2] der zweite
        [3] der dritte
        [4] der vierte
        [5] der fünfte
        [6] der sechste
        [7] der siebte
        [8] der achte
        [9] der neunte
       *[other] Spieler { $most }
    } ist freiwillig
home-players-optional = { $fewest } bis { $most }; die Spieler { $next } bis { $most } sind freiwillig
home-player-name = Name von Spieler { $n }
home-player-email = E-Mail von Spieler { $n }
home-special = Fünf oder sechs Spieler: die Sonderbauphase nach jedem Zug
home-special-plans = Mit Plänen: Jeder hält feste Baupläne, die nach den Zügen der anderen für ihn gebaut werden, wenn er zahlen kann; keine E-Mail, kein Warten
home-special-live = Live: Wer bauen darf, bekommt eine E-Mail, und der nächste Zug wartet auf ihn
home-rewinds = Der Gastgeber darf Züge zurücknehmen, ohne die Spieler zu fragen
home-deadline = Frist für jede Entscheidung (danach entscheidet ein Vertreter)
home-deadline-none = Keine: so lange warten, wie es dauert
home-deadline-hours = { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    }
home-deadline-days = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }
home-deadline-week = 1 Woche
home-quiet = Ruhezeiten (freiwillig): Stunden jedes Tages, die nicht zur Frist zählen
home-quiet-from = Von (hh:mm)
home-quiet-to = Bis (hh:mm)
home-quiet-zone = Deine Zeitzone, etwa Europe/Berlin: Die Ruhezeiten folgen ihrer Uhr, mit Sommerzeit (leer: mit dem Abstand unten)
home-quiet-offset = Oder ohne Zeitzone: Abstand deiner Ortszeit zu UTC, in Minuten (60 für UTC+01:00; ohne Sommerzeit)
home-language = Sprache des Spiels
home-confirm-note = Spieler 1 ist der Gastgeber. Die Sitzreihenfolge wird ausgelost. Wir schicken dem Gastgeber einen Gastgeber-Link, um das Spiel zu verfolgen und Einladungen erneut zu senden; das Spiel beginnt, und die anderen bekommen ihre Links per E-Mail, sobald der Gastgeber ihn öffnet und auf „Spiel starten“ drückt.
home-confirm-button = Spiel einrichten und dem Gastgeber schreiben
home-direct-note = Die Sitzreihenfolge wird ausgelost. Du bekommst einen Gastgeber-Link, um das Spiel zu verfolgen und Einladungen erneut zu senden; die Spieler bekommen ihre per E-Mail.
home-direct-button = Spiel starten und Einladungen verschicken
home-created = Dein Spiel ist eingerichtet und wartet auf seinen Gastgeber. Wir haben dem ersten Spieler, dem Gastgeber, einen Link geschickt: Das Spiel beginnt, und die Einladungen gehen hinaus, sobald er ihn öffnet und auf „Spiel starten“ drückt. Ein Spiel, das nicht innerhalb eines Tages gestartet wird, verfällt.
home-language-name = { $code ->
        [de] Deutsch
       *[en] English
    }
home-mail-note-mailbox = Dieser Server schreibt seine E-Mails in Dateien, statt sie zu verschicken:
home-mail-note-mailbox-link = Den lokalen Posteingang öffnen
home-mail-note-folder = Dieser Server schreibt seine E-Mails als Dateien in den Ordner { $folder } auf seinem Rechner, statt sie zu verschicken; öffne sie dort mit einem E-Mail-Programm.

## Verlorene Links: das Formular der Startseite, das einer Person die Links
## ihrer Spiele schickt, und seine Antwort (gleich, ob mit der Adresse
## gespielt wird oder nicht).
home-links = Links verloren?
home-links-note = Gib die Adresse an, an die deine Spiel-E-Mails gehen: Wir schicken ihr den Link zu jedem ihrer Spiele und zu ihrer Seite mit allen.
home-links-email = Deine E-Mail-Adresse
home-links-button = Schick mir meine Links
home-links-sent = Wenn mit dieser Adresse hier gespielt wird, haben wir ihr ihre Links geschickt: einen für jedes ihrer Spiele und einen für ihre Seite mit allen.
home-links-sent-note = Die E-Mail kann ein paar Minuten brauchen; kommt keine, schau in deinen Spam-Ordner oder versuch es mit der Adresse, an die deine Spiel-E-Mails gingen.
# $email: what was typed, quoted.
home-links-not-an-address = { $email } ist keine E-Mail-Adresse: Gib die Adresse an, an die deine Spiel-E-Mails gehen, etwa anna@example.org
home-links-back = Zurück zur Startseite
