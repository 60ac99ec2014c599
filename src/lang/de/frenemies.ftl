### Die Seiten eines Frenemies-Spiels: wie es vom Basisspiel abweicht, das
### Gildenhaus und die Gefallenmarker, seine Formulare und Wahlmöglichkeiten.

## Wie das Spiel vom Basisspiel abweicht
frenemies-differs-win = Du gewinnst mit 11 Siegpunkten während deines eigenen Zugs; Siegpunktmarker zählen mit.
frenemies-differs-robber = Versetze den Räuber harmlos und verdiene 1 Gefallenmarker: auf ein Feld ohne Siedlung oder Stadt daran oder in die Wüste, ohne zu ziehen.
frenemies-differs-gift = Gib einem Gegner, der nicht mehr sichtbare Siegpunkte hat als du, 1 Rohstoffkarte: Nimmt er an, verdienst du 1 Gefallenmarker (ein Geschenk pro Zug).
frenemies-differs-connect = Baue eine Straße, die dein Netz als erste mit dem eines Gegners verbindet, und du ziehst 3 Gefallenmarker, er 1; nur die erste Verbindung zwischen zwei Spielern zählt.
frenemies-differs-redeem = Löse in deinem Zug entweder Marker bei den Gilden ein oder tausche einmal; in diesem Zug verdiente Marker kannst du ab deinem nächsten Zug nutzen.

## Regelauslegungen
frenemies-note-tokens = Regelauslegung (Frenemies): In einem Zug löst ein Spieler entweder Gefallenmarker ein (beliebig oft) oder tauscht einmal, nie mit Markern, die er in diesem Zug verdient hat. Wie viele Marker ein Spieler hat, ist öffentlich, ihre Gilden nicht. 11 Siegpunkte gewinnen, Siegpunktmarker mitgezählt.
frenemies-note-gift = Regelauslegung (Frenemies): ein angenommenes Geschenk pro Zug, an einen Gegner mit nicht mehr sichtbaren Siegpunkten als du; wer abgelehnt wurde, darf einem anderen etwas anbieten.

## Marker und Gilden
# $token: die Gilde des Markers (Kennung); $count: wie viele.
frenemies-tokens-of = { $count } { $token ->
        [traders] { $count ->
            [one] Wagen
           *[other] Wagen
        }
        [merchants] { $count ->
            [one] Schiff
           *[other] Schiffe
        }
        [road-builders] { $count ->
            [one] Schaufel
           *[other] Schaufeln
        }
        [scholars] { $count ->
            [one] Buch
           *[other] Bücher
        }
       *[master-builders] { $count ->
            [one] Zirkel
           *[other] Zirkel
        }
    }
# $token: die Gilde des Markers (Kennung).
frenemies-token = { $token ->
        [traders] Wagen
        [merchants] Schiff
        [road-builders] Schaufel
        [scholars] Buch
       *[master-builders] Zirkel
    }
frenemies-favor = { $guild ->
        [traders] bis zu zwei 1:1-Tausche mit dem Vorrat
        [merchants] 1 beliebiger Rohstoff aus dem Vorrat
        [road-builders] 1 freie Straße, sofort gesetzt
        [scholars] 1 freie Entwicklungskarte
       *[master-builders] 1 Siegpunktmarker
    }

## Die Übersicht der Gefallen
frenemies-heading = Gefallenmarker
frenemies-your-tokens = Deine Gefallenmarker
# $who: wem die Marker gehören.
frenemies-tokens-heading = Gefallenmarker von { $who }
# $heading: die Überschrift der Tabelle.
frenemies-by-guild = { $heading } nach Gilde
frenemies-guild = Gilde
frenemies-held = Gehalten
frenemies-new-title = In diesem Zug verdient: ab dem nächsten Zug nutzbar
frenemies-new = Neu
# $total: gehaltene Marker; $locked: in diesem Zug verdiente.
frenemies-in-all = { $total } insgesamt{ $locked ->
        [0] {""}
       *[other] ; { $locked } in diesem Zug verdient, ab dem nächsten Zug nutzbar
    }.
# $token: der gezogene Marker (eine Gilde).
frenemies-open-drew = Der offene Tausch hat diesen Marker gezogen: { frenemies-token }.
frenemies-your-secrecy = Niemand sonst sieht die Gilden deiner Marker, nur wie viele du hast.
frenemies-their-secrecy = Während des Spiels sah nur { $who } diese Gilden; die anderen sahen, wie viele Marker { $who } hatte.
frenemies-gift = Geschenk:
# $from: wer schenkt; $to: wem es angeboten wird; $resource: der Rohstoff.
frenemies-gift-offered = { $from } bietet { $to } 1 { $resource } als Geschenk an; es wartet auf die Antwort von { $to }.
# $asked: der stattdessen erbetene Rohstoff.
frenemies-gift-asked = { $to } hat { $from } um 1 { $asked } statt { $resource } gebeten.
frenemies-redeemed = { $who } hat in diesem Zug Gefallenmarker eingelöst und tauscht darum nicht.
frenemies-exchanged = { $who } hat in diesem Zug einen Gefallenmarker getauscht und löst darum keinen ein.
frenemies-players-favor = Gefallen der Spieler
frenemies-players-caption = Gefallenmarker und Siegpunktmarker jedes Spielers
frenemies-player = Spieler
frenemies-tokens = Marker
# Mit weichen Trennstrichen, damit die schmale Spalte umbrechen kann.
frenemies-vp-markers = Sieg­punkt­marker
frenemies-points = Siegpunkte
frenemies-you = du
frenemies-markers-note = Siegpunktmarker kommen von der Baumeistergilde; Siegpunkte sind die Siegpunkte, die alle sehen, Siegpunktmarker mitgezählt.
frenemies-hall = Gildenhaus
frenemies-hall-caption = Die fünf Gilden: Kosten, Gefallen und dort eingelöste Marker
frenemies-cost = Kosten
frenemies-redeemed-there = Eingelöst
# $supply: verdeckte Marker; $markers: übrige Siegpunktmarker.
frenemies-supply = { $supply } Marker liegen noch verdeckt im Vorrat; { $markers } Siegpunktmarker übrig.

## Worauf das Spiel wartet
# $who: der gefragte Spieler (du für den Leser: $person).
frenemies-waiting-answer = { $person ->
        [you] Es wartet auf dich: Nimm an, lehne ab oder bitte um einen anderen Rohstoff als { $resource }, das { $from } dir schenken will.
       *[other] Es wartet auf { $who }: annehmen, ablehnen oder um einen anderen Rohstoff als { $resource } bitten, das { $from } schenken will.
    }
frenemies-waiting-give = { $giver_person ->
        [you] Es wartet auf dich: Gib { $person ->
            [you] dir
           *[other] { $who }
        } das erbetene { $asked } oder ziehe das Geschenk zurück.
       *[other] Es wartet darauf, dass { $giver } { $person ->
            [you] dir
           *[other] { $who }
        } das erbetene { $asked } gibt oder das Geschenk zurückzieht.
    }
frenemies-waiting-return = { $person ->
        [you] Es wartet darauf, dass du einen Gefallenmarker zurückgibst, um einen Tausch abzuschließen.
       *[other] Es wartet darauf, dass { $who } einen Gefallenmarker zurückgibt, um einen Tausch abzuschließen.
    }

## Die Formulare des Platzes
frenemies-accept = { $resource } annehmen
frenemies-refuse = Geschenk ablehnen
frenemies-offers-you = { $from } bietet dir 1 { $resource } als Geschenk an: Nimm es an, lehne es ab oder bitte stattdessen um einen anderen Rohstoff.
frenemies-give-instead = Stattdessen 1 { $asked } geben
frenemies-withdraw = Geschenk zurückziehen
frenemies-your-gift = Dein Geschenk von 1 { $resource } an { $to } wartet auf die Antwort.
frenemies-asks-instead = { $to } bittet um 1 { $asked } statt { $resource }: Gib es oder ziehe das Geschenk zurück.
frenemies-asks-cannot = { $to } bittet um 1 { $asked } statt { $resource }, aber du hast kein { $asked } zu geben, darum kannst du das Geschenk nur zurückziehen: Du behältst dein { $resource } und darfst wieder etwas schenken.
# $token: der Marker (eine Gilde); $guild: der Name der Gilde.
frenemies-return = { frenemies-token } zurückgeben ({ $guild })
frenemies-scholars = Gelehrtengilde: 2 Bücher für eine freie Entwicklungskarte
frenemies-master-builders = Baumeistergilde: 2 Zirkel für einen Siegpunktmarker
frenemies-exchange = Einen Marker tauschen: einen ziehen, dann einen zurückgeben
frenemies-drew = Dein Tausch hat diesen Marker gezogen: { frenemies-token }. Gib einen deiner Marker zurück (auch diesen), um ihn abzuschließen.
frenemies-shovel = Mit einer Schaufel frei bauen (Straßenbauergilde)
# $count: markierte Wege.
frenemies-shovel-hint = Mit einem Schaufel-Marker darfst du eine freie Straße auf { $count ->
        [one] { $count } markiertem Weg
       *[other] { $count } markierten Wegen
    } bauen.
frenemies-gift-for-you = Ein Geschenk für dich
frenemies-ask-for = Bitte um
frenemies-instead = statt des Geschenks
frenemies-ask-for-it = Darum bitten
frenemies-your-gift-heading = Dein Geschenk
frenemies-finish = Tausch abschließen
frenemies-you-drew = Du hast diesen Marker gezogen: { frenemies-token }.
frenemies-return-one = Gib einen Marker in den Vorrat zurück: den gezogenen oder einen, den du vor diesem Zug hattest.
frenemies-give-away = Einen Rohstoff verschenken (bringt einen Gefallenmarker)
frenemies-to = An
frenemies-give-one = Gib 1
frenemies-offer-gift = Geschenk anbieten
frenemies-gift-note = Nur Gegnern mit nicht mehr sichtbaren Siegpunkten als du kann man etwas schenken. Sie nehmen an, lehnen ab oder bitten um einen anderen Rohstoff; du verdienst einen Marker, wenn das Geschenk angenommen wird.
frenemies-use-tokens = Setze deine Gefallenmarker ein
frenemies-traders = Händlergilde: 1 Wagen-Marker für bis zu zwei 1:1-Tausche mit dem Vorrat
frenemies-first-swap = Erster Tausch
frenemies-second-swap = Zweiter Tausch (freiwillig)
frenemies-for-one = für 1
frenemies-nothing = nichts
frenemies-swap = Mit dem Vorrat tauschen
frenemies-never-same = Nie derselbe Rohstoff auf beiden Seiten.
frenemies-merchants = Kaufmannsgilde: 1 Schiff-Marker kauft 1
frenemies-from-bank = aus dem Vorrat
frenemies-take-it = Aus dem Vorrat nehmen
frenemies-road-builders = Straßenbauergilde: Wähle einen markierten Weg auf dem Spielplan, um mit einer Schaufel eine freie Straße zu bauen ({ $count } Plätze).

## Was der Räuber und eine Straße einbringen
frenemies-robber-prompt = Versetze den Räuber: Wähle ein markiertes Feld auf dem Spielplan. Versetzt du ihn harmlos, verdienst du 1 Gefallenmarker: auf ein Feld, an das keine Siedlung und keine Stadt grenzt, oder in die Wüste, ohne zu ziehen.
# $empty: yes, wenn der Vorrat an Markern leer ist.
frenemies-robber-untouched = An dieses Feld grenzt keine Siedlung und keine Stadt: Versetzt du den Räuber hierher, verdienst du 1 Gefallenmarker{ frenemies-empty }.
frenemies-robber-desert = Das ist die Wüste: Versetze den Räuber hierher, ohne zu ziehen, und du verdienst 1 Gefallenmarker{ frenemies-empty }.
frenemies-empty = { $empty ->
        [yes] {" "}(der Vorrat an Gefallenmarkern ist leer, also zieht niemand einen)
       *[no] {""}
    }
# $who: ein Spieler.
frenemies-whose = { $who }
# $whose: die Netze, aufgezählt; $who: ihre Spieler; $count: wie viele.
frenemies-road-connects = Diese Straße verbindet dein Netz zum ersten Mal mit dem von { $whose }: { $who } { $count ->
        [one] zieht 1 Gefallenmarker
       *[other] ziehen je 1 Gefallenmarker
    }, dann ziehst du 3{ frenemies-empty }.

## Die Wahlmöglichkeiten des Platzes, wie seine E-Mails und Pläne sie aufzählen
# $resource: der Name des Rohstoffs; $to: der Spieler.
frenemies-choice-gift = { $to } 1 { $resource } als Geschenk anbieten
frenemies-choice-take-gift = Das Geschenk annehmen, das dir angeboten wird
frenemies-choice-refuse-gift = Das Geschenk ablehnen, das dir angeboten wird
frenemies-choice-ask-instead = Stattdessen um 1 { $resource } bitten
frenemies-choice-give-asked = Den erbetenen Rohstoff geben
frenemies-choice-take-back = Dein Geschenk zurückziehen
# $give, $get: Karten in Worten.
frenemies-choice-traders = Händlergilde: 1 Wagen-Marker tauscht { $give } mit dem Vorrat gegen { $get }
frenemies-choice-merchants = Kaufmannsgilde: 1 Schiff-Marker kauft 1 { $resource } aus dem Vorrat
frenemies-choice-scholars = Gelehrtengilde: eine freie Entwicklungskarte ziehen
frenemies-choice-master-builders = Baumeistergilde: einen Siegpunktmarker nehmen
frenemies-choice-exchange = Einen Gefallenmarker tauschen: einen ziehen, dann einen zurückgeben
# $guild: der Name der Gilde.
frenemies-choice-return = Einen Marker der { $guild } in den Vorrat zurückgeben
# $place: der Weg in Worten.
frenemies-choice-free-road = Straßenbauergilde: eine freie Straße { $place } für 1 Schaufel-Marker
frenemies-traders-line = Händlergilde: 1 Wagen-Marker für bis zu zwei 1:1-Tausche mit dem Vorrat; wähle sie auf deiner Seite
frenemies-merchants-line = Kaufmannsgilde: 1 Schiff-Marker kauft 1 Rohstoff deiner Wahl aus dem Vorrat; wähle ihn auf deiner Seite
frenemies-gift-line = Einen Rohstoff verschenken (bringt einen Gefallenmarker): Wähle auf deiner Seite, wem und was
