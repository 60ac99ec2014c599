### Warum der Spieldienst eine Anfrage abgelehnt hat: ein Satz, der auf
### einer Seite auf „Nicht ausgeführt:“ und in einer E-Mail auf „Deine
### Antwort hat keinen Zug gemacht:“ folgt (ohne Schlusspunkt).

## Die Pause des Gastgebers, der Vertreter und ein abwesender Platz.
service-paused-already = Das Spiel ist schon pausiert
service-not-paused = Das Spiel ist nicht pausiert
service-keep-after = Wähle 1 bis { $max } verpasste Fristen
service-away-date = Wähle ein Datum nach heute und innerhalb eines Jahres
service-person-language = Sprache: Der Server spricht Englisch (en) und Deutsch (de), nicht { $code }
service-person-away = Abwesend bis: { $value } ist kein Datum nach heute und innerhalb eines Jahres
service-person-time-zone = Zeitzone: { $value } ist keine Zeitzone wie Europe/Berlin
service-person-setting = „{ $field }“ lässt sich hier noch nicht einstellen
service-no-such-seat = Diesen Platz gibt es nicht
# $name: der Spieler, dessen Platz der Vertreter behält.
service-kept-already = Der Vertreter behält den Platz von { $name } schon
service-plays-already = Du spielst deinen Platz schon selbst

## Zurückspulen.
service-reason-length = Gib eine Begründung mit 1 bis { $max } Zeichen an
service-rewind-proposed = Ein Zurückspulen ist schon vorgeschlagen
# $to: die Nummer eines Eintrags der Chronik.
service-not-in-effect = Zu Zug { $to } kann nicht zurückgespult werden: Wähle einen Zug des Spiels, der noch gilt
service-not-a-move = Eintrag { $to } ist kein Zug des Spiels
service-no-rewind = Es ist kein Zurückspulen vorgeschlagen
service-agreed-already = Du hast schon zugestimmt

## Pläne und Ruhezeiten.
service-too-many-plans = Behalte höchstens { $max } Pläne: Entferne zuerst einen
service-quiet-same-times = Ruhezeiten müssen zu verschiedenen Zeiten beginnen und enden
service-quiet-offset = Der Abstand zu UTC ist -840 bis 840 Minuten, nicht { $offset }
# $text: die Uhrzeit, wie sie getippt wurde, in Anführungszeichen.
service-quiet-not-a-time = { $text } ist keine Uhrzeit wie 22:00
# $zone: die Zeitzone, wie sie getippt wurde, in Anführungszeichen.
# quiet_hours.time_zone und utc_offset_minutes sind Feldnamen der JSON-API:
# So lassen.
service-quiet-unknown-zone = quiet_hours.time_zone: { $zone } ist keine Zeitzone, die der Server kennt; nenne eine, wie die IANA-Zeitzonendatenbank sie schreibt, etwa Europe/Berlin oder America/New_York
service-quiet-zone-and-offset = quiet_hours: Gib eine time_zone oder einen utc_offset_minutes an, nicht beides

## Getippter Text: $field nennt das Feld, $what die Art des abgelehnten
## Zeichens, $code seinen Codepunkt.
service-text = { $field ->
        [player-name] Der Name eines Spielers
        [player-address] Die Adresse eines Spielers
        [reason] Die Begründung
       *[message] Die Nachricht
    } enthält { $what ->
        [nul] ein NUL-Zeichen
        [control] ein Steuerzeichen
        [direction] ein Schreibrichtungszeichen
        [separator] ein Zeilen- oder Absatztrennzeichen
       *[invisible] ein unsichtbares Zeichen
    } (U+{ $code }), das nicht als Text erscheint: Schreib { $field ->
        [player-name] ihn
       *[other] sie
    } nur mit sichtbaren Zeichen
service-nothing-shows = { $field ->
        [player-name] Der Name eines Spielers
        [player-address] Die Adresse eines Spielers
        [reason] Die Begründung
       *[message] Die Nachricht
    } zeigt keinen Buchstaben und keine Ziffer: Schreib { $field ->
        [player-name] ihn
       *[other] sie
    } mit mindestens einem Buchstaben oder einer Ziffer
service-too-many-marks = { $field ->
        [player-name] Der Name eines Spielers
        [player-address] Die Adresse eines Spielers
        [reason] Die Begründung
       *[message] Die Nachricht
    } trägt mehr als { $max } Akzente oder andere Zeichen auf einem Buchstaben: Schreib jeden Buchstaben mit höchstens { $max }

## Ein Spiel, das nicht läuft.
service-not-started = Dieses Spiel hat noch nicht begonnen: Es wartet darauf, dass sein Gastgeber es über den ihm gemailten Link startet
service-expired = Dieses Spiel wurde von seinem Gastgeber nie gestartet und ist abgelaufen; lege es neu an, um zu spielen

## Die eigenen Antworten der JSON-API (deren Sprache Englisch ist; hier
## der Vollständigkeit halber).
service-api-went-wrong = Bei uns ist etwas schiefgegangen; bitte versuche es noch einmal
service-api-limited = { $limited }; es wurde nichts getan
service-api-json-type = Sende JSON mit Content-Type: application/json
service-api-body-unread = Der Inhalt der Anfrage konnte nicht gelesen werden; es wurde nichts getan
service-api-json-data = Der Inhalt ist JSON, aber nicht das, was diese Anfrage braucht: Ein Feld fehlt, ist unbekannt oder von der falschen Art (nahe { $at }); siehe die Dokumentation der API. Es wurde nichts getan
service-api-json-syntax = Der Inhalt ist kein gültiges JSON (es bricht ab oder geht schief bei { $at }); es wurde nichts getan
service-api-at = Zeile { $line }, Spalte { $column }
service-api-other-site = Diese Anfrage kam von einer anderen Website und wurde darum abgelehnt; es wurde nichts geändert. Nutze das Formular auf der eigenen Seite dieser Website
# $email: what the request named, quoted.
service-api-links-not-an-address = Das Feld "email" enthält { $email }, und das ist keine E-Mail-Adresse: Sende die Adresse, an die die Spiel-E-Mails gehen, etwa anna@example.org; es wurde nichts getan
service-api-links-accepted = Wenn mit dieser Adresse hier gespielt wird, wurden ihre Links an sie geschickt
