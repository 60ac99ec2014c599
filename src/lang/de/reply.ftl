### Die Rückmeldung auf eine Antwort per E-Mail (ihr Betreff folgt auf
### „SPIEL: “) und die Wörter, die die ganze erste Zeile einer Antwort
### außer den Codes sein darf.

reply-subject-no-move = deine Antwort hat keinen Zug gemacht
reply-subject-moved-on = das Spiel ist weitergegangen, deine Antwort hat keinen Zug gemacht
# $subject: einer der beiden Betreffe oben; $when: eine Zeit.
reply-subject-limited = { $subject }; Antworten bekommen wieder ab { $when } eine Rückmeldung
# $answers: wie viele Rückmeldungen ein Spieler auf einmal bekommt; $when: eine Zeit.
reply-limited = Du hast zuletzt { $answers } Rückmeldungen auf Antworten bekommen, so viele, wie ein Spieler auf einmal bekommt. Dies ist also die letzte bis { $when }: Bis dahin bekommt eine Antwort, die keinen Zug macht, keine Rückmeldung (so antworten sich zwei E-Mail-Programme nicht endlos gegenseitig). Eine Antwort mit dem Code einer deiner Wahlmöglichkeiten macht ihren Zug weiterhin jederzeit.
reply-moved-on = Das Spiel ist weitergegangen, seit die E-Mail geschrieben wurde, auf die du geantwortet hast. Deine Antwort hat daher keinen Zug gemacht.
reply-not-a-choice = Die erste Zeile deiner Antwort nennt keine deiner Wahlmöglichkeiten, daher hat sie keinen Zug gemacht. Antworte in der ersten Zeile mit dem Code einer Wahlmöglichkeit (etwa 1 oder einer Stelle wie C3).
# $count: wie viele Wahlmöglichkeiten (2 oder mehr); $named: jede als „[Code] Worte“, aufgezählt.
reply-ambiguous = Die erste Zeile deiner Antwort nennt { $count } verschiedene Wahlmöglichkeiten, { $named }, daher hat sie keinen Zug gemacht: Nur eine kann gewählt werden. Antworte in der ersten Zeile mit dem Code einer einzigen Wahlmöglichkeit.
# $why: warum der Zug abgelehnt wurde (ohne Schlusspunkt).
reply-no-move = Deine Antwort hat keinen Zug gemacht: { $why }.
reply-subject-made = Dein Zug ist gemacht: wie es weitergeht
reply-made = Dein Zug ist gemacht.
# $said: die Ereignisse des Zugs, erzählt.
reply-made-what = Dein Zug ist gemacht: { $said }
reply-hello = Hallo { $name },
reply-asked = Das kannst du jetzt tun.
reply-not-asked = Das Spiel wartet gerade nicht auf dich: Es gibt nichts zu wählen.
reply-your-page = Deine Seite

## Was die ganze erste Zeile einer Antwort außer einem Code oder einer
## aufgezählten Zeile sagen darf, „|“ zwischen den Wörtern (Groß- und
## Kleinschreibung und Umlaute egal: „wuerfeln“ liest sich wie „würfeln“).
reply-words-roll = würfeln | würfle | würfel | ich würfle | Würfeln bitte
reply-words-end = Zug beenden | beenden | beende | Zug beendet | Ende | fertig | weiter
reply-words-yes = ja | zustimmen | einverstanden | annehmen
reply-words-no = nein | ablehnen
reply-words-discard = abgeben | ablegen | abwerfen
reply-words-and = und

## Die Möglichkeiten, die eine E-Mail auflistet.
# $group: action, answer, place oder discard.
reply-group-heading = { $group ->
    [action] Was du tun kannst
    [answer] Antworte auf das Angebot
    [place] Wo du bauen oder ziehen kannst (die Codes nennen Stellen auf dem Spielplan)
   *[discard] Welche Karten du abgibst
}
reply-discard-line = Gib { $count } Karten ab: das Wort abgeben und die Karten, die du abgibst, in beliebiger Reihenfolge (dies ist ein Beispiel)
# The first word of the discard line's example, a word a reply may use.
reply-discard-verb = abgeben
