//! Words of times and dates (`time.ftl`): a deadline's weekday and clock,
//! a date, in the reader's language. The numbers are worked out in
//! `views::time`; the order of weekday, date and clock, and the names of
//! the weekdays, live here.

use super::phrases;

phrases! {
    /// A moment as a page names it.
    pub enum Time in "time" {
        /// A weekday's short name: `day` 1 (Monday) to 7 (Sunday).
        Weekday { day: u8 } = "time-weekday",
        /// Within six days, in UTC: "Tue 18:00 UTC".
        Soon { day: u8, clock: String } = "time-soon",
        /// Within six days, at an offset from UTC (`offset`: "+1",
        /// "+5:30"): "Tue 19:00 (UTC+1)".
        SoonAt { day: u8, clock: String, offset: String } = "time-soon-offset",
        /// Further away, with the date (`year`, `month`, `mday` as digits,
        /// the last two of two digits each): "Tue 2026-12-01 18:00 UTC".
        Far { day: u8, year: String, month: String, mday: String, clock: String } = "time-far",
        /// The same at an offset from UTC.
        FarAt { day: u8, year: String, month: String, mday: String, clock: String, offset: String } = "time-far-offset",
        /// Within six days, in a named time zone, with its abbreviation
        /// then (`zone`: "CET", "EDT", "UTC+03"): "Tue 19:00 CET".
        SoonIn { day: u8, clock: String, zone: String } = "time-soon-zone",
        /// Further away, in a named time zone: "Tue 2026-12-01 19:00 CET".
        FarIn { day: u8, year: String, month: String, mday: String, clock: String, zone: String } = "time-far-zone",
        /// A date and a time in UTC: "2026-12-01 18:00 UTC".
        Date { year: String, month: String, mday: String, clock: String } = "time-date",
        /// The same in a named zone (`zone`: its abbreviation then).
        DateIn { year: String, month: String, mday: String, clock: String, zone: String } = "time-date-zone",
        /// A past moment and how long ago it was: `date` worded by
        /// [`Time::Date`]; `unit` `now` (under a minute), `min`, `hours`
        /// (`n` hours and `m` minutes) or `days`.
        Ago { date: String, unit: &'static str, n: u64, m: u64 } = "time-ago",
    }
}
