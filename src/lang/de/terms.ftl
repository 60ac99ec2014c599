### Die Begriffe des Spiels für jeden Bereich, der sie nennt: Rohstoffe,
### Karten, Spielfiguren, Orte und Gilden, in den Worten des Basisspiels
### und, wo sie abweichen, in denen von Baden-Württemberg.

# $resource: die Kennung des Rohstoffs (brick, lumber, wool, grain, ore).
term-resource = { $resource ->
        [brick] Lehm
        [lumber] Holz
        [wool] Wolle
        [grain] Getreide
       *[ore] Erz
    }
# Baden-Württemberg: dieselben Rohstoffe (clay = Lehm, wood = Holz).
term-resource-bw = { $resource ->
        [brick] Lehm
        [lumber] Holz
        [wool] Wolle
        [grain] Getreide
       *[ore] Erz
    }
# Karten eines Rohstoffs: „2 Lehm“. $count: wie viele.
term-cards = { $count } { term-resource }
term-cards-bw = { $count } { term-resource-bw }
# Gar keine Karten.
term-nothing = nichts
term-no-cards = keine Karten

# Aufzählungen: $init, die Teile davor; $item, der nächste; $last, der letzte.
term-list-next = { $init }, { $item }
term-list-last = { $init } und { $last }
# Im Englischen zählen die Regeln des Basisspiels nur mit Kommas auf.
term-list-last-plain = { $init } und { $last }

# Spielfiguren, in der Mehrzahl. $pieces: ihre Kennung.
term-pieces = { $pieces ->
        [roads] Straßen
        [settlements] Siedlungen
        [cities] Städte
        [town-halls] Rathäuser
        [metropolis-tokens] Metropolen
       *[roads-or-places] Straßen oder Plätze für sie
    }

# Eine Art Ort auf dem Spielplan. $place: ihre Kennung.
term-place = { $place ->
        [hex] Feld
        [intersection] Kreuzung
        [path] Weg
        [build] Bauvorhaben
        [landscape-field] Landschaftsfeld
        [crossing] Kreuzung
        [town-field] Stadtfeld
       *[landmark-field] Wahrzeichenfeld
    }

# Der Name einer Entwicklungskarte. $card: ihre Kennung.
term-card = { $card ->
        [knight] Ritter
        [victory-point] Siegpunkt
        [road-building] Straßenbau
        [year-of-plenty] Erfindung
        [monopoly] Monopol
        [invention] Erfindergeist
        [successful-invention] Gelungene Erfindung
        [trade] Handel
       *[achievement] Errungenschaft
    }

# Eine Gilde des Gildenhauses (Frenemies). $guild: ihre Kennung.
term-guild = { $guild ->
        [traders] Händlergilde
        [merchants] Kaufmannsgilde
        [road-builders] Straßenbauergilde
        [scholars] Gelehrtengilde
       *[master-builders] Baumeistergilde
    }
