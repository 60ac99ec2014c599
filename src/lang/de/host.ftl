### Die Seiten des Gastgebers: die Seite eines Spiels, das auf seinen Gastgeber wartet.

host-start-heading = Starte dein Spiel
host-start-lead = Du bist der Gastgeber dieses Spiels. Es hat noch nicht begonnen: Niemand sonst hat eine E-Mail bekommen. Prüfe die Spieler und starte es dann; jeder von ihnen bekommt eine Einladung mit einem persönlichen Link.
host-start-players = Spieler
host-start-button = Spiel starten
host-start-not-you = Wenn du dieses Spiel nicht eingerichtet hast, tu nichts: Es verfällt nach einem Tag ungestartet, und niemand bekommt eine E-Mail.
