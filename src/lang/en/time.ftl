### Times and dates: a deadline's weekday and clock, a date.

# $day: 1 (Monday) to 7 (Sunday).
time-weekday = { $day ->
    [1] Mon
    [2] Tue
    [3] Wed
    [4] Thu
    [5] Fri
    [6] Sat
   *[7] Sun
}
time-soon = { time-weekday } { $clock } UTC
# $offset: "+1", "-10", "+5:30".
time-soon-offset = { time-weekday } { $clock } (UTC{ $offset })
time-far = { time-weekday } { $year }-{ $month }-{ $mday } { $clock } UTC
time-far-offset = { time-weekday } { $year }-{ $month }-{ $mday } { $clock } (UTC{ $offset })
# In a named time zone. $zone: its abbreviation then, "CET", "CEST", "EDT",
# or "UTC+03" for a zone that has none.
time-soon-zone = { time-weekday } { $clock } { $zone }
time-far-zone = { time-weekday } { $year }-{ $month }-{ $mday } { $clock } { $zone }
time-date = { $year }-{ $month }-{ $mday } { $clock } UTC
time-date-zone = { $year }-{ $month }-{ $mday } { $clock } { $zone }
# A past moment and how long ago. $date: time-date; $unit: now, min,
# hours ($n h $m min) or days.
time-ago = { $date } ({ $unit ->
    [now] just now
    [min] { $n } min ago
    [hours] { $n } h { $m } min ago
   *[days] { $n } days ago
})
