### Worauf das Spiel wartet, in der dritten Person: auf jeder Seite eines
### Spiels und in den E-Mails.

waiting-lobby = Das Spiel hat noch nicht begonnen.
waiting-place-settlement = Aufbau, Runde { $round }: Wir warten darauf, dass { $who } eine Siedlung setzt.
waiting-place-road = Aufbau, Runde { $round }: Wir warten darauf, dass { $who } eine Straße daneben setzt.
waiting-found = Gründung, Runde { $round }: Wir warten darauf, dass { $who } ein Rathaus auf ein Stadtfeld setzt.
waiting-roll = Wir warten darauf, dass { $who } würfelt.
waiting-discard = Eine 7 wurde gewürfelt: Wir warten, bis { $who } abgegeben haben.
waiting-give-up = Eine 7 wurde gewürfelt: Wir warten, bis { $who } abgegeben haben.
waiting-owes = { $who } ({ $count } Karten)
waiting-move-robber = Wir warten darauf, dass { $who } den Räuber versetzt.
waiting-move-inventor = Wir warten darauf, dass { $who } den Erfinder versetzt.
waiting-main = { $who } ist am Zug: Wir warten, bis { $who } handelt, baut oder den Zug beendet.
waiting-free-roads = { $left ->
        [one] Wir warten darauf, dass { $who } { $left } kostenlose Straße setzt.
       *[other] Wir warten darauf, dass { $who } { $left } kostenlose Straßen setzt.
    }
waiting-special-building = Sonderbauphase nach dem Zug von { $who }: Wir warten, bis { $asked } gebaut oder gepasst haben.
waiting-over-nobody = Das Spiel ist vorbei: Niemand hat gewonnen.
waiting-won-visible = Das Spiel ist vorbei: { $who } hat mit { $points } sichtbaren Siegpunkten gewonnen.
waiting-won = Das Spiel ist vorbei: { $who } hat mit { $points } Siegpunkten gewonnen.
waiting-gift-answer = Wir warten darauf, dass { $to } das Geschenk von { $from } (1 { term-resource }) annimmt, ablehnt oder um einen anderen Rohstoff bittet.
waiting-gift-asked = Wir warten darauf, dass { $from } { $to } das erbetene { term-resource } gibt oder das Geschenk zurückzieht.
waiting-exchange-return = Wir warten darauf, dass { $who } einen Gefallenmarker zurücklegt, um einen Tausch zu beenden.
