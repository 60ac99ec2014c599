### A person's page: every game of one email address.

me-title = Deine Spiele
me-intro = Alle Spiele, die du mit { $email } spielst, die auf dich wartenden zuerst. Setz dir ein Lesezeichen: Jede E-Mail von uns verlinkt diese Seite.
me-waiting = Wartet auf dich
me-others = Wartet auf andere
me-over = Beendet
me-not-started = Noch nicht gestartet
me-nothing = Mit dieser Adresse wird hier kein Spiel gespielt.
# $ruleset: the ruleset's title; $others: the other players, as a list.
me-game = { $ruleset } mit { $others }
me-as = Du spielst als { $name }.
me-your-move-by = Du bist dran: Entscheide bis { $until }.
me-your-move-since = Du bist dran, seit { $since }.
# $who: the awaited players, as a list.
me-others-move = { $who } { $count ->
    [one] ist
   *[other] sind
} dran, seit { $since }.
me-you-won = Du hast gewonnen.
me-won = { $winner } hat gewonnen.
me-nobody-won = Niemand hat gewonnen.
me-ended = Letzter Zug { $date }.
me-waits-for-host = Die Spielleitung hat dieses Spiel noch nicht gestartet.
me-last = Zuletzt: { $event }
me-new-talk = { $count ->
    [one] 1 neue Nachricht
   *[other] { $count } neue Nachrichten
} am Tisch seit deiner letzten E-Mail.
me-open = Dieses Spiel öffnen
me-replace = Diesen Link ersetzen
me-replace-note = Wenn jemand anderes die Adresse dieser Seite gesehen haben könnte, ersetze sie: Die alte Adresse funktioniert sofort nicht mehr, und deine nächsten E-Mails enthalten die neue. Die Links zu deinen Plätzen bleiben, wie sie sind.
me-replace-button = Meinen Link ersetzen
me-replaced = Dein neuer Link
me-replaced-note = Die alte Adresse öffnet deine Spiele nicht mehr. Setz dir ein Lesezeichen für diese:
me-settings = Für alle deine Spiele
me-language-label = Die Sprache deiner Seiten und E-Mails, in jedem Spiel
me-language-save = Sprache speichern
me-time-zone = Zeitzone
me-time-zone-label = Deine Zeitzone, etwa Europe/Berlin, für die Zeiten auf dieser Seite und in deinen E-Mails (leer: die Uhr jedes Spiels)
me-time-zone-save = Zeitzone speichern
me-away = Abwesend
me-away-note = Solange du abwesend bist, spielt der Vertreter deine Plätze in jedem Spiel, auch in Spielen, die in der Zeit beginnen, und die anderen sehen, bis wann. Es endet von selbst am Ende des gewählten Tages (UTC).
me-away-label = Abwesend bis zum Ende vom
me-away-button = Ich bin abwesend
me-away-now = Du bist abwesend bis { $until }.
me-back-button = Ich bin zurück
me-saved = Gespeichert.
me-mail-line = Alle deine Spiele:
me-mail-link = Alle deine Spiele
