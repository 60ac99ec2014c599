### Die Namen jedes Regelwerks, nach seiner Kennung ($ruleset: classic,
### frenemies, oil-springs, baden-wuerttemberg).

ruleset-title = { $ruleset ->
        [frenemies] Catan: Frenemies
        [oil-springs] Catan: Die Ölquellen
        [baden-wuerttemberg] Catan – Baden-Württemberg
       *[classic] Catan
    }
ruleset-blurb = { $ruleset ->
        [frenemies] Catan: Frenemies: Gefallenmarker, Geschenke und Gildenhäuser, 11 Siegpunkte
        [oil-springs] Catan: Die Ölquellen: Öl, Metropolen und Katastrophen, 12 Siegpunkte
        [baden-wuerttemberg] Catan – Baden-Württemberg: Rathäuser auf der Karte von Baden-Württemberg
       *[classic] Klassisch: Die Siedler von Catan
    }
ruleset-short = { $ruleset ->
        [frenemies] Frenemies
        [oil-springs] Ölquellen
        [baden-wuerttemberg] Baden-Württemberg
       *[classic] Klassisch
    }
ruleset-fixed-board = { $ruleset ->
        [oil-springs] der Spielplan des Szenarios (wie gedruckt)
       *[other] der Spielplan für Einsteiger
    }
ruleset-variable-adds = { $ruleset ->
        [oil-springs] die Ölquellen in der Wüste, ein zufälliger Wald und eine zufällige Weide
       *[other] sonst nichts
    }
ruleset-founding = { $ruleset ->
        [baden-wuerttemberg] jeder gründet seine ersten drei Rathäuser reihum, statt auf den Städten seiner Baukostenkarte
       *[other] die ersten Figuren werden reihum gesetzt
    }
