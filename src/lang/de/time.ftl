### Zeiten und Daten: Wochentag und Uhrzeit einer Frist, ein Datum.

# $day: 1 (Montag) bis 7 (Sonntag).
time-weekday = { $day ->
    [1] Mo.
    [2] Di.
    [3] Mi.
    [4] Do.
    [5] Fr.
    [6] Sa.
   *[7] So.
}
time-soon = { time-weekday }, { $clock } UTC
# $offset: "+1", "-10", "+5:30".
time-soon-offset = { time-weekday }, { $clock } (UTC{ $offset })
time-far = { time-weekday }, { $mday }.{ $month }.{ $year }, { $clock } UTC
time-far-offset = { time-weekday }, { $mday }.{ $month }.{ $year }, { $clock } (UTC{ $offset })
# In einer benannten Zeitzone. $zone: ihre Abkürzung zu der Zeit, "CET",
# "CEST", "EDT", oder "UTC+03" für eine Zone ohne Abkürzung.
time-soon-zone = { time-weekday }, { $clock } { $zone }
time-far-zone = { time-weekday }, { $mday }.{ $month }.{ $year }, { $clock } { $zone }
time-date = { $mday }.{ $month }.{ $year }, { $clock } UTC
time-date-zone = { $mday }.{ $month }.{ $year }, { $clock } { $zone }
# Ein vergangener Zeitpunkt und wie lange her. $date: time-date; $unit:
# now, min, hours ($n Std. $m Min.) oder days.
time-ago = { $date } ({ $unit ->
    [now] gerade eben
    [min] vor { $n } Min.
    [hours] vor { $n } Std. { $m } Min.
   *[days] vor { $n ->
        [one] einem Tag
       *[other] { $n } Tagen
    }
})
