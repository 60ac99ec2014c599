### A game's history page: every move in words, a page at a time.

history-heading-public = Chronik des Spiels
history-heading-seat = Chronik des Spiels für { $name }
history-intro-over = Das Spiel ist vorbei, darum ist nichts mehr verdeckt: Jede Hand, jede gezogene und jede geraubte Karte ist zu sehen.
history-intro-seat = Deine eigenen Karten sind zu sehen; was die anderen verdeckt halten, bleibt bis zum Spielende verborgen.
history-intro-public = Was die Spieler verdeckt halten (gezogene und geraubte Karten), bleibt bis zum Spielende verborgen.
history-lead = Jeder Zug führt zum Spielplan, wie er direkt danach stand.
# $undone: the tag that marks an undone move (seat-undone).
history-lead-undone = Züge, die ein Zurückspulen rückgängig gemacht hat, bleiben in der Liste, markiert als { $undone }.
history-back = Zurück zum Spiel
history-events = Ereignisse { $from } bis { $to } von { $total }
history-pages-top = Seiten der Chronik, oben
history-pages-bottom = Seiten der Chronik, unten
# A move a seat's own preference made for it. $text: the move in words.
history-by-preference = { $text } (automatisch, wie { $name } es gewählt hat)
history-by-stand-in = { $text } (vom Vertreter für { $name } gemacht)
history-by-stand-in-alone = { $text } (vom Vertreter gemacht)

## The pager.
history-pager-first = « Erste
history-pager-earlier = ‹ Früher
history-pager-where = Seite { $page } von { $pages }
history-pager-later = Später ›
history-pager-latest = Neueste »
