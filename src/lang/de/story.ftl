### Die Geschichte eines Spiels: was geschah, ein Ereignis je Satz, wie es
### die letzten Ereignisse, der Verlauf und ein früherer Spielstand zeigen.
### $who, $victim, $next: Namen von Spielern. $words: in wessen Begriffen
### das Spiel spricht (classic: das Grundspiel; bw: Baden-Württemberg).

story-rolled = { $who } hat { $first } + { $second } = { $sum } gewürfelt.
story-got = { $who } hat { $cards } bekommen
# $person: you oder other; $first: yes am Satzanfang.
story-got-by = { $person ->
        [you] { $first ->
            [yes] Du hast
           *[no] du hast
        }
       *[other] { $who } hat
    } { $cards } bekommen
story-gains-next = { $init }; { $item }
story-gains = { $gains }.
story-nobody-got = Niemand hat etwas bekommen.
story-starting-taken = { $who } hat Startrohstoffe genommen: { $cards }.
story-terms = { $give } für { $want }
story-cards = { $words ->
        [bw] { term-cards-bw }
       *[classic] { term-cards }
    }
story-no-cards = keine Karten

## Handel am Tisch.
story-discarded = { $words ->
        [bw] { $who } hat { $cards } an den Vorrat abgegeben.
       *[classic] { $who } hat { $cards } abgegeben.
    }
story-supply-traded = { $words ->
        [bw] { $who } hat mit dem Vorrat { $gave } gegen { $got } getauscht.
       *[classic] { $who } hat mit dem Vorrat { $gave } gegen { $got } getauscht.
    }
story-offered = { $who } hat { $to } { $terms } angeboten.
story-accepted = { $who } hat das Angebot angenommen.
story-declined = { $who } hat das Angebot abgelehnt.
story-countered = { $words ->
        [bw] { $who } hat andere Bedingungen vorgeschlagen: { $give } für { $want }.
       *[classic] { $who } hat ein Gegenangebot gemacht: { $give } für { $want }.
    }
story-withdrew = { $who } hat das Angebot zurückgezogen.
story-traded = { $words ->
        [bw] { $who } hat mit { $with } { $gave } gegen { $got } getauscht.
       *[classic] { $who } hat mit { $with } { $gave } gegen { $got } getauscht.
    }

## Ereignisse des Grundspiels.
story-game-began = Das Spiel hat begonnen. Reihenfolge, ausgelost: { $order }.
story-built-settlement = { $who } hat eine Siedlung gebaut, { $at }.
story-built-road = { $who } hat eine Straße gebaut, { $at }.
story-built-city = { $who } hat eine Stadt gebaut, { $at }.
story-robber-moved = { $who } hat den Räuber versetzt: { $tile }.
story-stole = { $who } hat { $victim } 1 { term-resource } geraubt.
story-stole-card = { $who } hat { $victim } eine Karte geraubt.
story-bought-card = { $who } hat eine Entwicklungskarte gekauft: { term-card }.
story-bought-hidden = { $who } hat eine Entwicklungskarte gekauft.
story-played-knight = { $who } hat einen Ritter ausgespielt.
story-played-road-building = { $who } hat Straßenbau ausgespielt.
story-played-plenty = { $who } hat Erfindung ausgespielt und { $cards } aus dem Vorrat genommen.
story-played-monopoly = { $who } hat Monopol auf { term-resource } ausgespielt und { $total } von den anderen genommen.
story-longest-road = { $who } hat die Längste Handelsstraße ({ $length } Straßen).
story-no-longest-road = Niemand hat jetzt die Längste Handelsstraße.
story-largest-army = { $who } hat die Größte Rittermacht ({ $knights } Ritter).
story-turn-ended = { $who } hat den Zug beendet; { $next } ist dran.
story-won = { $who } hat mit { $points } Siegpunkten gewonnen!
story-special-started = Sonderbauphase nach dem Zug von { $who }. Bauen dürfen: { $asked }.
story-planned = { $who } plant { $plan }.
story-planned-hidden = { $who } plant ein Bauvorhaben.
story-plan-road = eine Straße, { $at }
story-plan-settlement = eine Siedlung, { $at }
story-plan-city = eine Stadt, { $at }
story-plan-card = eine Entwicklungskarte
story-special-done = { $who } ist in der Sonderbauphase fertig.
story-plan-refused = Der Plan von { $who }, { $plan }, ging nicht mehr: { $who } wird noch einmal gefragt.
story-plan-refused-hidden = Ein Plan von { $who } ging nicht mehr: { $who } wird noch einmal gefragt.
story-special-ended = Die Sonderbauphase ist vorbei; { $next } ist dran.

## Orte auf dem Spielplan. $terrain: die Landschaft; $number: ihr Zahlenchip.
story-tile = { $terrain ->
        [hills] Hügelland
        [forest] Wald
        [pasture] Weideland
        [fields] Ackerland
        [mountains] Gebirge
       *[desert] Wüste
    } { $number }
story-tile-bare = { $terrain ->
        [hills] Hügelland
        [forest] Wald
        [pasture] Weideland
        [fields] Ackerland
        [mountains] Gebirge
       *[desert] Wüste
    }
story-unknown-tile = ein unbekanntes Feld
story-node = bei { $tiles }
story-node-harbor = bei { $tiles }, { $harbor }-Hafen
story-unknown-node = an einer unbekannten Kreuzung
story-harbor-any = 3:1
story-harbor-of = 2:1-{ term-resource }
story-edge-between = zwischen { $tiles }
story-edge-coast = an der Küste bei { $tiles }
story-unknown-edge = auf einem unbekannten Weg

## Frenemies. $reason: wofür es Gefallen gab; $guild: die Gilde.
story-favor-tokens = { $count ->
        [one] { $count } Gefallenmarker
       *[other] { $count } Gefallenmarker
    }
story-fr-supply-set-out = Die { story-favor-tokens } wurden verdeckt neben das Gildenhaus gelegt.
story-fr-reason = { $reason ->
        [harmless-robber] einen harmlos versetzten Räuber
        [gift] ein angenommenes Geschenk
       *[connection] verbundene Straßennetze
    }
story-fr-earned-empty = { $who } hat Gefallen für { story-fr-reason } verdient, aber der Vorrat ist leer.
story-fr-drew = { $who } hat { story-favor-tokens } für { story-fr-reason } gezogen.
story-fr-drew-seen = { $who } hat { story-favor-tokens } ({ $tokens }) für { story-fr-reason } gezogen.
story-fr-no-token = kein Marker
story-fr-connected = Die neue Straße von { $who } hat das eigene Netz zum ersten Mal mit dem von { $with } verbunden.
story-fr-gift-offered = { $who } hat { $to } 1 { term-resource } geschenkt angeboten.
story-fr-gift-taken = { $who } hat das Geschenk von { $from } angenommen: 1 { term-resource }.
story-fr-gift-refused = { $who } hat das Geschenk von { $from } abgelehnt.
story-fr-asked-instead = { $who } hat { $from } stattdessen um 1 { term-resource } gebeten.
story-fr-asked-given = { $who } hat { $to } die erbetene 1 { term-resource } gegeben.
story-fr-gift-withdrawn = { $who } hat das Geschenk zurückgezogen.
story-fr-redeemed = { $who } hat { $cost } ans Gildenhaus zurückgegeben für { $favor }.
story-fr-token = { $guild ->
        [traders] Wagen
        [merchants] Schiff
        [road-builders] Schaufel
        [scholars] Buch
       *[master-builders] Zirkel
    }
story-fr-tokens = { $count } { $count ->
        [one] { story-fr-token }
       *[other] { $guild ->
            [traders] Wagen
            [merchants] Schiffe
            [road-builders] Schaufeln
            [scholars] Bücher
           *[master-builders] Zirkel
        }
    }
story-fr-favor-traders = die Händlergilde: { $gave } an den Vorrat gegen { $got }
story-fr-favor-merchants = die Kaufmannsgilde: 1 { term-resource } aus dem Vorrat
story-fr-favor-road-builders = die Straßenbauergilde: eine kostenlose Straße
story-fr-favor-scholars-card = die Gelehrtengilde: eine kostenlose Entwicklungskarte ({ term-card })
story-fr-favor-scholars = die Gelehrtengilde: eine kostenlose Entwicklungskarte
story-fr-favor-master-builders = die Baumeistergilde: einen Siegpunktmarker
story-fr-exchange-drew = { $who } hat einen Tausch begonnen und einen Marker mit { story-fr-token } gezogen.
story-fr-exchange-drew-hidden = { $who } hat einen Tausch begonnen und einen Gefallenmarker gezogen.
story-fr-exchange-returned = { $who } hat den Tausch beendet und einen Marker mit { story-fr-token } in den Vorrat zurückgelegt.
story-fr-exchange-returned-hidden = { $who } hat den Tausch beendet und einen Gefallenmarker in den Vorrat zurückgelegt.

## Ölquellen. $oil, $give, $want, $gave, $got: Öl, gezählt.
story-oil-found = Öl wurde gefunden: Ölquellen auf { $tiles }. Der Vorrat hält das Öl, der Katastrophenfeld-Chip steht auf 0, und der Räuber wartet neben dem Spielplan bis zur ersten 7 oder zum ersten Ritter.
story-oil-none = Die Ölquellen haben kein Öl gegeben: Der Vorrat ist leer.
story-oil-got = { $who } hat { $oil } Öl bekommen
story-oil-from-springs = Aus den Ölquellen: { $gains }.
story-oil-starting = { $who } hat zum Start { $oil } Öl genommen, für die zweite Siedlung an einer Ölquelle.
story-oil-taken = { $who } hat { $oil } Öl aus dem Vorrat genommen.
story-oil-discarded = { $who } hat { $oil } Öl abgegeben.
story-oil-discarded-with = { $who } hat { $oil } Öl und { $cards } abgegeben.
story-oil-stolen = { $who } hat { $victim } statt einer Karte 1 Öl genommen.
story-oil-converted = { $who } hat 1 Öl gegen 2 { term-resource } eingesetzt; der Katastrophenfeld-Chip rückt 1 vor.
story-oil-metropolis = { $who } hat mit 2 Öl die Stadt { $at } zur Metropole gemacht; der Katastrophenfeld-Chip rückt 2 vor.
story-oil-sequestered = { $who } hat 1 Öl gebunden: Es ist für immer aus dem Spiel.
story-oil-champion = { $who } ist jetzt Umweltschützer ({ $oil } Öl gebunden).
story-oil-terms = Öl in den Bedingungen, die { $who } gerade für Angebot { $offer } gesetzt hat: Wer anbietet, gibt { $give } Öl und bekommt { $want } Öl.
story-oil-traded = Mit dem Handel hat { $who } { $with } { $gave } Öl gegeben und { $got } Öl bekommen.
story-oil-monopoly-none = { $who } hat Monopol auf Öl ausgespielt, aber sonst hatte niemand welches.
story-oil-monopoly = { $who } hat Monopol auf Öl ausgespielt und { $total } Öl genommen ({ $from }).
story-oil-from = { $count } von { $who }
story-oil-from-supply = { $count } aus dem Vorrat
story-oil-disaster = Katastrophenphase: Das bis zum Zug von { $who } verbrauchte Öl hat das Katastrophenfeld gefüllt. Die Katastrophenwürfel zeigen { $first } + { $second } = { $sum ->
        [7] 7: Die Küsten werden überschwemmt
       *[other] { $sum }: Verschmutzung trifft ein Feld mit der Zahl { $sum }
    }.
story-oil-settlements-washed = die Siedlungen { $places } wurden weggespült (zurück zu ihren Besitzern)
story-oil-cities-reduced = die Städte { $places } wurden zu Siedlungen
story-oil-cities-washed = die Städte { $places } wurden weggespült (ihre Besitzer hatten keine Siedlung mehr übrig)
story-oil-flooded = Die Küsten wurden überschwemmt: { $parts }. Straßen und Metropolen bleiben stehen.
story-oil-flooded-nothing = Die Küsten wurden überschwemmt, aber an der Küste stand keine Siedlung und keine Stadt. Straßen und Metropolen trifft es nie.
story-oil-hex-polluted = Verschmutzung hat { $tile } zerstört: Sein Zahlenchip { $number } liegt für immer auf dem Katastrophenfeld, und das Feld bringt von nun an nichts mehr.
story-oil-spring-dry = Verschmutzung hat die Ölquelle auf { $tile } getroffen, aber es war kein Öl mehr zu verlieren.
story-oil-spring-lost = Verschmutzung hat die Ölquelle auf { $tile } getroffen: { $total } Öl für immer verloren ({ $sources }).
story-oil-abandoned = Der fünfte Zahlenchip hat das Katastrophenfeld erreicht: Catan wird aufgegeben, und niemand gewinnt. { $who }, Umweltschützer, erringt den Pyrrhussieg.
story-oil-abandoned-nobody = Der fünfte Zahlenchip hat das Katastrophenfeld erreicht: Catan wird aufgegeben, und niemand gewinnt. Niemand war Umweltschützer, also gibt es auch keinen Pyrrhussieg.

## Momente des Spiels selbst. $to: die Nummer eines Zugs; $reason: die Worte des Gastgebers.
story-rewind-proposed = Der Gastgeber hat vorgeschlagen, das Spiel bis direkt nach Zug { $to } zurückzuspulen, weil: „{ $reason }“.
story-rewind-agreed = { $who } hat dem Zurückspulen zugestimmt.
story-rewind-refused = { $who } hat das Zurückspulen abgelehnt, also findet es nicht statt.
story-rewound = Das Spiel wurde bis direkt nach Zug { $to } zurückgespult: Die Züge danach sind rückgängig gemacht (sie bleiben aufgelistet, als rückgängig markiert).
story-paused = Der Gastgeber hat das Spiel pausiert: Keine Frist läuft, bis es weitergeht.
story-resumed = Der Gastgeber hat das Spiel fortgesetzt.
story-keep-after-set = Der Gastgeber hat festgelegt, dass der Vertreter einen Platz nach { $missed } verpassten Fristen in Folge behält.
story-deadline-missed = Die Frist von { $who } ist abgelaufen; der Vertreter hat entschieden.
story-stand-in-kept-after = Nach { $missed } verpassten Fristen in Folge behält der Vertreter den Platz von { $who }, bis { $who } ihn zurücknimmt.
story-stand-in-handed = Der Gastgeber hat den Platz von { $who } dem Vertreter übergeben.
story-away = { $who } ist bis { $until } abwesend; der Vertreter spielt so lange.
story-seat-taken-back = { $who } hat den eigenen Platz zurückgenommen.
story-preferences-set = { $who } hat gewählt: { $prefs }.
story-quiet-hours-set = Der Gastgeber hat Ruhezeiten gewählt, { $span }: Sie zählen nicht zu einer Frist.
story-quiet-hours-removed = Der Gastgeber hat die Ruhezeiten entfernt: Jede Stunde zählt zu einer Frist.
story-quiet-span = { $from } bis { $to } (UTC{ $offset })
# $zone: eine IANA-Zeitzone, "Europe/Berlin".
story-quiet-span-zone = { $from } bis { $to } ({ $zone })
story-acted-by-preference = Wie { $who } gewählt hat, macht der Server den nächsten Zug von { $who }.
story-pref-roll = { $roll ->
        [off] { $person ->
            [you] du würfelst selbst
           *[other] würfelt selbst
        }
        [always] { $person ->
            [you] für dich wird gewürfelt, sobald dein Zug beginnt
           *[other] es wird gewürfelt, sobald der Zug beginnt
        }
       *[unless-card] { $person ->
            [you] für dich wird gewürfelt, sobald dein Zug beginnt, außer du hast eine Entwicklungskarte
           *[other] es wird gewürfelt, sobald der Zug beginnt, außer bei einer Entwicklungskarte auf der Hand
        }
    }
story-pref-end-auto = { $person ->
        [you] dein Zug wird für dich beendet, wenn du nach dem, was alle sehen, nichts ausgeben kannst
       *[other] der Zug wird beendet, wenn nach dem, was alle sehen, nichts auszugeben ist
    }
story-pref-end-self = { $person ->
        [you] du beendest deinen Zug selbst
       *[other] beendet den Zug selbst
    }
story-prefs = { $roll }; { $end }
story-prefs-skip = { $roll }; { $end }; { $person ->
        [you] du passt immer, wenn du in einer Sonderbauphase gefragt wirst
       *[other] passt immer, wenn in einer Sonderbauphase gefragt
    }
story-by-preference = { $text } (automatisch, wie { $who } gewählt hat)
story-by-stand-in-for = { $text } (vom Vertreter für { $who } gemacht)
story-by-stand-in = { $text } (vom Vertreter gemacht)
