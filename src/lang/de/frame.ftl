### Der Rahmen jeder Seite und die Fehlerseiten.

page-skip = Zum Inhalt springen
page-tagline = Catan per E-Mail, ein Zug nach dem anderen
page-footer = Auf Slow Catan spielst du Die Siedler von Catan per E-Mail. Jede Seite funktioniert ohne JavaScript.

error-nothing-changed = Es wurde nichts geändert.
# $link: der Link zur Startseite (error-front-page-link).
error-front-page = { $link }, um ein Spiel zu beginnen. Ein Spiel, in dem du mitspielst, erreichst du wieder über den Link in deiner Einladungs-E-Mail.
error-front-page-link = Zur Startseite
error-back-seat = Zurück zu deiner Seite in diesem Spiel
error-back-host = Zurück zur Seite des Gastgebers
error-back-me = Zurück zu allen deinen Spielen

error-no-game = Spiel nicht gefunden
error-no-game-why = Dieser Link öffnet kein Spiel. Prüfe, ob du die ganze Adresse aus der E-Mail kopiert hast.
error-not-started = Noch nicht gestartet
error-not-started-why = Dieses Spiel hat noch nicht begonnen: Es wartet darauf, dass der Gastgeber es über den Link in seiner E-Mail startet. Dann gehen die Einladungen hinaus.
error-expired = Dieses Spiel ist abgelaufen
error-expired-why = Der Gastgeber hat dieses Spiel nie gestartet, und ein Spiel, das nicht innerhalb eines Tages startet, läuft ab. Um zu spielen, richte es auf der Startseite neu ein.
error-went-wrong = Etwas ist schiefgegangen
error-went-wrong-why = Bei uns ist etwas schiefgegangen. Bitte versuch es gleich noch einmal.
error-form-unread = Das Formular war nicht lesbar
error-form-unread-why = Das Formular konnte nicht gelesen werden: { $why }.
error-no-move = Diesen Zug gibt es nicht
error-no-move-why = In diesem Spiel gibt es keinen Zug { $asked }: Bisher { $last ->
        [one] hat es { $last } Zug
       *[other] hat es { $last } Züge
    }. Wähle einen Zug von 1 bis { $last } oder öffne den Verlauf, um einen auszusuchen.
error-too-many = Zu viele auf einmal
error-too-many-why = Dieser Server verschickt für jede dieser Aktionen E-Mails und nimmt deshalb nur wenige auf einmal an. Es wurde nichts getan: Bitte versuch es in { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } noch einmal.
error-not-done = Nicht ausgeführt
error-back-soon = Gleich wieder da
error-back-soon-why = Die Datenbank des Spiels antwortet gerade nicht. Bitte versuch es gleich noch einmal.
error-back-soon-api = Die Datenbank antwortet gerade nicht; es wurde nichts geändert. Versuch es in { $seconds } Sekunden noch einmal.
error-not-like-this = So nicht
error-not-like-this-why = Diese Adresse beantwortet keine { $method }-Anfragen.
error-no-page = Seite nicht gefunden
error-no-page-why = Unter dieser Adresse gibt es nichts. Wenn sie aus einer E-Mail stammt, prüfe, ob du den ganzen Link kopiert hast.
error-too-slow = Zu langsam
error-too-slow-why = Die Anfrage ist nicht innerhalb von { $seconds } Sekunden angekommen; es wurde nichts geändert.
error-other-site = Von einer anderen Website gesendet
error-other-site-why = Dieses Formular wurde von einer anderen Website gesendet. Deshalb wurde es abgelehnt, und es wurde nichts geändert. Wenn du das wolltest, öffne die Seite auf dieser Website selbst und sende das Formular dort ab.
error-other-site-why-at = { error-other-site-why } Diese Website ist { $site }: Öffne deine Seite dort.
error-no-email = E-Mail nicht gefunden
error-no-email-why = Im lokalen Postfach gibt es diese E-Mail nicht. Zur Liste der E-Mails geht es unter /mail.

notice-refused = Nicht ausgeführt: { $message }. Es wurde nichts geändert.

list-and = { $init } und { $last }
list-comma = { $first }, { $rest }
