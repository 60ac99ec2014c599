//! Quiet hours: the hours of each day, in a named time zone or at a fixed
//! offset from UTC, that do not count toward a deadline; as the host's
//! service event records them, and the arithmetic of a deadline that skips
//! them.
//!
//! A named zone (`Europe/Berlin`) follows its daylight saving time: the
//! quiet hours stay 22:00 to 08:00 on the zone's clock, which is 21:00 to
//! 07:00 UTC in winter and 20:00 to 06:00 UTC in summer, and a night on
//! which the clock changes is as long as the clock says. The zone database
//! is bundled into the server, so every machine computes the same offsets.
//! Games whose quiet hours were set at a fixed offset (UTC+01:00) keep it:
//! the event they were recorded in reads as before.

use serde::{Deserialize, Serialize};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

const DAY: i64 = 86_400;

/// The largest offset from UTC accepted, in minutes (UTC-14:00 to
/// UTC+14:00, as the world's clocks go).
pub const MAX_UTC_OFFSET: i16 = 14 * 60;

/// The longest zone name kept in a refusal, in characters.
const ZONE_SHOWN: usize = 60;

/// Why quiet hours as typed do not read, as a fact: worded for people by
/// the language (`lang::service`); its `Display` is the English of logs and
/// the JSON API.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QuietRefused {
    /// The start and the end are the same time.
    #[error("quiet hours must start and end at different times")]
    SameTimes,
    /// An offset from UTC beyond [`MAX_UTC_OFFSET`] minutes either way.
    #[error("the offset from UTC is -840 to 840 minutes, not {0}")]
    Offset(i64),
    /// A time that does not read as "HH:MM" (as typed).
    #[error("{0:?} is not a time such as 22:00")]
    NotATime(String),
    /// A time zone the zone database does not name (as typed, cut short).
    #[error("quiet_hours.time_zone: {0:?} is not a time zone the server knows; name one as the IANA time zone database does, such as Europe/Berlin or America/New_York")]
    UnknownZone(String),
    /// Both a time zone and an offset from UTC.
    #[error("quiet_hours: give a time_zone or a utc_offset_minutes, not both")]
    ZoneAndOffset,
}

/// Daily quiet hours from `from` to `to` (minutes after local midnight;
/// `from` after `to` runs over midnight), local time being that of the
/// IANA zone `time_zone` when one is named, else UTC plus `utc_offset`
/// minutes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuietHours {
    pub from: u16,
    pub to: u16,
    /// Minutes from UTC; 0, and not read, when `time_zone` names a zone.
    pub utc_offset: i16,
    /// The IANA zone whose clock the quiet hours follow, as the zone
    /// database spells it ("Europe/Berlin"); absent in the events of games
    /// whose quiet hours are at a fixed offset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_zone: Option<String>,
}

/// The clock a game's local times are read on: a fixed offset from UTC
/// in minutes, or a named zone that follows its daylight saving time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LocalZone {
    /// UTC plus these minutes, all year.
    Offset(i16),
    /// A zone of the bundled zone database.
    Named(jiff::tz::TimeZone),
}

impl LocalZone {
    /// UTC itself.
    pub const UTC: LocalZone = LocalZone::Offset(0);

    /// The clock of a game's quiet hours, UTC when it has none.
    pub fn of(quiet: Option<&QuietHours>) -> LocalZone {
        quiet.map_or(LocalZone::UTC, QuietHours::zone)
    }

    /// The zone of the database called `name` (any case), if it has one.
    pub fn named(name: &str) -> Option<LocalZone> {
        let tz = jiff::tz::db().get(name.trim()).ok()?;
        // `Etc/Unknown` reads, but names no zone.
        tz.iana_name()?;
        Some(LocalZone::Named(tz))
    }

    /// The offset from UTC at `t`, in seconds.
    pub fn offset_at(&self, t: SystemTime) -> i64 {
        match self {
            LocalZone::Offset(minutes) => i64::from(*minutes) * 60,
            LocalZone::Named(tz) => i64::from(tz.to_offset(stamp(t)).seconds()),
        }
    }

    /// The zone's abbreviation at `t` ("CET", "CEST", "EDT"; some zones
    /// have only a number, "+03"); `None` at a fixed offset.
    pub fn abbreviation_at(&self, t: SystemTime) -> Option<String> {
        match self {
            LocalZone::Offset(_) => None,
            LocalZone::Named(tz) => Some(tz.to_offset_info(stamp(t)).abbreviation().to_owned()),
        }
    }

    /// The next moment after `t` at which the offset changes, if any.
    fn next_change(&self, t: SystemTime) -> Option<SystemTime> {
        let LocalZone::Named(tz) = self else {
            return None;
        };
        let next = tz.following(stamp(t)).next()?.timestamp().as_second();
        let next = UNIX_EPOCH + Duration::from_secs(u64::try_from(next).ok()?);
        (next > t).then_some(next)
    }
}

/// Seconds since the epoch, as the zone database takes them.
fn seconds(t: SystemTime) -> i64 {
    match t.duration_since(UNIX_EPOCH) {
        Ok(d) => i64::try_from(d.as_secs()).unwrap_or(i64::MAX / 2),
        Err(_) => 0,
    }
}

/// `t` as the zone database's timestamp (clamped to the years it takes).
fn stamp(t: SystemTime) -> jiff::Timestamp {
    let secs = seconds(t).clamp(
        jiff::Timestamp::MIN.as_second(),
        jiff::Timestamp::MAX.as_second(),
    );
    jiff::Timestamp::from_second(secs).unwrap_or(jiff::Timestamp::UNIX_EPOCH)
}

impl QuietHours {
    /// Reads quiet hours from "HH:MM" times and an offset in minutes;
    /// `Err` says what does not read, for the person who typed it.
    pub fn parse(from: &str, to: &str, utc_offset: i64) -> Result<QuietHours, QuietRefused> {
        let (from, to) = times(from, to)?;
        let utc_offset = i16::try_from(utc_offset)
            .ok()
            .filter(|o| o.abs() <= MAX_UTC_OFFSET)
            .ok_or(QuietRefused::Offset(utc_offset))?;
        Ok(QuietHours {
            from,
            to,
            utc_offset,
            time_zone: None,
        })
    }

    /// Reads quiet hours from "HH:MM" times in the IANA zone `zone`
    /// ("Europe/Berlin", in any case; kept as the database spells it).
    pub fn parse_in(from: &str, to: &str, zone: &str) -> Result<QuietHours, QuietRefused> {
        let (from, to) = times(from, to)?;
        let unknown = || QuietRefused::UnknownZone(zone.trim().chars().take(ZONE_SHOWN).collect());
        let Some(LocalZone::Named(tz)) = LocalZone::named(zone) else {
            return Err(unknown());
        };
        let name = tz.iana_name().ok_or_else(unknown)?;
        Ok(QuietHours {
            from,
            to,
            utc_offset: 0,
            time_zone: Some(name.to_owned()),
        })
    }

    /// The clock the quiet hours are read on: their zone when they name
    /// one the database has, else their fixed offset.
    pub fn zone(&self) -> LocalZone {
        self.time_zone
            .as_deref()
            .and_then(LocalZone::named)
            .unwrap_or(LocalZone::Offset(self.utc_offset))
    }

    /// "22:00 to 08:00 (UTC+01:00)", "22:00 to 08:00 (Europe/Berlin)".
    pub fn label(&self) -> String {
        if let Some(zone) = &self.time_zone {
            return format!("{} to {} ({zone})", hhmm(self.from), hhmm(self.to));
        }
        let sign = if self.utc_offset < 0 { '-' } else { '+' };
        let off = self.utc_offset.unsigned_abs();
        format!(
            "{} to {} (UTC{sign}{:02}:{:02})",
            hhmm(self.from),
            hhmm(self.to),
            off / 60,
            off % 60
        )
    }

    /// The start time as "HH:MM".
    pub fn from_text(&self) -> String {
        hhmm(self.from)
    }

    /// The end time as "HH:MM".
    pub fn to_text(&self) -> String {
        hhmm(self.to)
    }

    /// Whether `t` lies in quiet hours on `zone`'s clock, and how long
    /// until that changes or the clock itself is put forward or back.
    fn at(&self, zone: &LocalZone, t: SystemTime) -> (bool, Duration) {
        let local = (seconds(t) + zone.offset_at(t)).rem_euclid(DAY);
        let (from, to) = (i64::from(self.from) * 60, i64::from(self.to) * 60);
        let quiet = if from < to {
            (from..to).contains(&local)
        } else {
            local >= from || local < to
        };
        let next = if quiet { to } else { from };
        let left = (next - local).rem_euclid(DAY);
        let left = if left == 0 { DAY } else { left };
        let left = Duration::from_secs(left.unsigned_abs());
        // Where the clock changes first, what is quiet is read again.
        let change = zone
            .next_change(t)
            .and_then(|c| c.duration_since(t).ok())
            .map_or(left, |c| c.min(left));
        (quiet, change)
    }

    /// When `allowed` of time outside quiet hours has passed since `since`.
    pub fn after(&self, since: SystemTime, allowed: Duration) -> SystemTime {
        let zone = self.zone();
        let (mut t, mut left) = (since, allowed);
        // Two changes a day, and two of the clock a year; a deadline of two
        // weeks needs some thirty.
        for _ in 0..10_000 {
            let (quiet, change) = self.at(&zone, t);
            if quiet {
                t += change;
            } else if change >= left {
                return t + left;
            } else {
                left -= change;
                t += change;
            }
        }
        t + left
    }
}

/// The start and end from "HH:MM" times, which must differ.
fn times(from: &str, to: &str) -> Result<(u16, u16), QuietRefused> {
    let (from, to) = (clock(from)?, clock(to)?);
    if from == to {
        return Err(QuietRefused::SameTimes);
    }
    Ok((from, to))
}

/// Minutes after midnight from "HH:MM" (00:00 to 23:59).
fn clock(text: &str) -> Result<u16, QuietRefused> {
    let bad = || QuietRefused::NotATime(text.to_owned());
    let (h, m) = text.trim().split_once(':').ok_or_else(bad)?;
    let (h, m): (u16, u16) = (h.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
    if h > 23 || m > 59 || text.trim().len() != 5 {
        return Err(bad());
    }
    Ok(h * 60 + m)
}

fn hhmm(minutes: u16) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(day: u64, h: u64, m: u64) -> SystemTime {
        UNIX_EPOCH + Duration::from_secs(day * 86_400 + h * 3600 + m * 60)
    }

    #[test]
    fn quiet_hours_over_midnight_do_not_count_toward_a_deadline() {
        let q = QuietHours::parse("22:00", "08:00", 0).unwrap();
        // From 21:00, one hour counts until 22:00, the next from 08:00.
        assert_eq!(
            q.after(at(10, 21, 0), Duration::from_secs(7200)),
            at(11, 9, 0)
        );
        // Begun in quiet hours, the deadline starts counting at their end.
        assert_eq!(
            q.after(at(10, 23, 0), Duration::from_secs(3600)),
            at(11, 9, 0)
        );
        // Fourteen hours a day count: a day's deadline spans two nights.
        assert_eq!(
            q.after(at(10, 8, 0), Duration::from_secs(24 * 3600)),
            at(11, 18, 0)
        );
    }

    #[test]
    fn quiet_hours_are_local_to_their_offset() {
        // 22:00 to 08:00 at UTC+02:00 is 20:00 to 06:00 UTC.
        let q = QuietHours::parse("22:00", "08:00", 120).unwrap();
        assert_eq!(
            q.after(at(10, 19, 0), Duration::from_secs(7200)),
            at(11, 7, 0)
        );
        assert_eq!(q.label(), "22:00 to 08:00 (UTC+02:00)");
        let west = QuietHours::parse("01:30", "06:00", -330).unwrap();
        assert_eq!(west.label(), "01:30 to 06:00 (UTC-05:30)");
    }

    /// A moment given in UTC, "2026-03-28T21:00:00Z".
    fn utc(text: &str) -> SystemTime {
        let ts: jiff::Timestamp = text.parse().unwrap();
        UNIX_EPOCH + Duration::from_secs(u64::try_from(ts.as_second()).unwrap())
    }

    const HOUR: u64 = 3600;

    /// The quiet spans `q` keeps between `start` and `end`, stepped minute
    /// by minute: each as its first and its last quiet minute in UTC.
    fn quiet_minutes(q: &QuietHours, start: &str, end: &str) -> Vec<(SystemTime, SystemTime)> {
        let zone = q.zone();
        let (mut t, end) = (utc(start), utc(end));
        let mut spans: Vec<(SystemTime, SystemTime)> = Vec::new();
        let mut open = None;
        while t < end {
            match (q.at(&zone, t).0, open) {
                (true, None) => open = Some(t),
                (false, Some(from)) => {
                    spans.push((from, t));
                    open = None;
                }
                _ => {}
            }
            t += Duration::from_secs(60);
        }
        spans.extend(open.map(|from| (from, end)));
        spans
    }

    #[test]
    fn berlin_s_quiet_hours_follow_its_clock_into_summer_time() {
        let q = QuietHours::parse_in("22:00", "08:00", "Europe/Berlin").unwrap();
        // Winter: 22:00 to 08:00 CET is 21:00 to 07:00 UTC.
        assert_eq!(
            quiet_minutes(&q, "2026-03-27T12:00:00Z", "2026-03-28T12:00:00Z"),
            [(utc("2026-03-27T21:00:00Z"), utc("2026-03-28T07:00:00Z"))]
        );
        // The clock goes from 02:00 CET to 03:00 CEST on Sunday 29 March
        // (01:00 UTC): that night's quiet hours last nine hours, from 21:00
        // UTC to 08:00 CEST, 06:00 UTC.
        assert_eq!(
            quiet_minutes(&q, "2026-03-28T12:00:00Z", "2026-03-29T12:00:00Z"),
            [(utc("2026-03-28T21:00:00Z"), utc("2026-03-29T06:00:00Z"))]
        );
        // Summer: 20:00 to 06:00 UTC.
        assert_eq!(
            quiet_minutes(&q, "2026-03-29T12:00:00Z", "2026-03-30T12:00:00Z"),
            [(utc("2026-03-29T20:00:00Z"), utc("2026-03-30T06:00:00Z"))]
        );
        // A deadline of two hours from 21:00 CET on the night of the change:
        // one hour until 22:00 CET, the next from 08:00 CEST, so 09:00 CEST
        // (07:00 UTC), where a fixed UTC+01:00 says 08:00 UTC.
        let since = utc("2026-03-28T20:00:00Z");
        let two = Duration::from_secs(2 * HOUR);
        assert_eq!(q.after(since, two), utc("2026-03-29T07:00:00Z"));
        let fixed = QuietHours::parse("22:00", "08:00", 60).unwrap();
        assert_eq!(fixed.after(since, two), utc("2026-03-29T08:00:00Z"));
        // Begun in the quiet of the change night, a deadline counts from
        // 08:00 CEST.
        assert_eq!(
            q.after(utc("2026-03-29T00:30:00Z"), Duration::from_secs(HOUR)),
            utc("2026-03-29T07:00:00Z")
        );
        // A day's deadline from noon CET on Saturday: ten hours that day,
        // the other fourteen from 08:00 CEST on Sunday to 22:00 CEST.
        assert_eq!(
            q.after(utc("2026-03-28T11:00:00Z"), Duration::from_secs(24 * HOUR)),
            utc("2026-03-29T20:00:00Z")
        );
    }

    #[test]
    fn berlin_s_quiet_hours_follow_its_clock_back_to_winter_time() {
        let q = QuietHours::parse_in("22:00", "08:00", "Europe/Berlin").unwrap();
        // The clock goes from 03:00 CEST back to 02:00 CET on Sunday 25
        // October (01:00 UTC): that night's quiet hours last eleven hours,
        // from 22:00 CEST (20:00 UTC) to 08:00 CET (07:00 UTC).
        assert_eq!(
            quiet_minutes(&q, "2026-10-24T12:00:00Z", "2026-10-25T12:00:00Z"),
            [(utc("2026-10-24T20:00:00Z"), utc("2026-10-25T07:00:00Z"))]
        );
        assert_eq!(
            quiet_minutes(&q, "2026-10-25T12:00:00Z", "2026-10-26T12:00:00Z"),
            [(utc("2026-10-25T21:00:00Z"), utc("2026-10-26T07:00:00Z"))]
        );
        // Two hours from 21:00 CEST: one until 22:00 CEST, the next from
        // 08:00 CET, so 09:00 CET, 08:00 UTC.
        let since = utc("2026-10-24T19:00:00Z");
        assert_eq!(
            q.after(since, Duration::from_secs(2 * HOUR)),
            utc("2026-10-25T08:00:00Z")
        );
        // A quiet hour that holds the change: 01:00 to 04:00 on the clock is
        // four hours that night (23:00 UTC to 03:00 UTC).
        let small = QuietHours::parse_in("01:00", "04:00", "Europe/Berlin").unwrap();
        assert_eq!(
            quiet_minutes(&small, "2026-10-24T12:00:00Z", "2026-10-25T12:00:00Z"),
            [(utc("2026-10-24T23:00:00Z"), utc("2026-10-25T03:00:00Z"))]
        );
        // The hour the clock shows twice counts twice where it is quiet:
        // 02:30 to 04:00 is quiet from 02:30 CEST to the change, and from
        // 02:30 CET again; 02:00 to 02:30 CET, shown after 02:59 CEST, is
        // not quiet, as the clock reads.
        let twice = QuietHours::parse_in("02:30", "04:00", "Europe/Berlin").unwrap();
        assert_eq!(
            quiet_minutes(&twice, "2026-10-24T12:00:00Z", "2026-10-25T12:00:00Z"),
            [
                (utc("2026-10-25T00:30:00Z"), utc("2026-10-25T01:00:00Z")),
                (utc("2026-10-25T01:30:00Z"), utc("2026-10-25T03:00:00Z")),
            ]
        );
    }

    #[test]
    fn quiet_hours_in_the_hour_the_clock_skips_begin_when_it_goes_on() {
        // Berlin's clock shows no 02:30 on 29 March: quiet hours from 02:30
        // begin at 03:00 CEST (01:00 UTC) and end at 05:00 CEST.
        let q = QuietHours::parse_in("02:30", "05:00", "Europe/Berlin").unwrap();
        assert_eq!(
            quiet_minutes(&q, "2026-03-28T12:00:00Z", "2026-03-29T12:00:00Z"),
            [(utc("2026-03-29T01:00:00Z"), utc("2026-03-29T03:00:00Z"))]
        );
        // Thirty minutes from 00:45 UTC: fifteen until 01:00 UTC, fifteen
        // after 03:00 UTC.
        assert_eq!(
            q.after(utc("2026-03-29T00:45:00Z"), Duration::from_secs(1800)),
            utc("2026-03-29T03:15:00Z")
        );
    }

    #[test]
    fn new_york_s_quiet_hours_follow_its_clock_in_march_and_november() {
        let q = QuietHours::parse_in("22:00", "08:00", "America/New_York").unwrap();
        // 8 March 2026, 02:00 EST becomes 03:00 EDT (07:00 UTC): quiet from
        // 22:00 EST (03:00 UTC) to 08:00 EDT (12:00 UTC), nine hours.
        assert_eq!(
            quiet_minutes(&q, "2026-03-07T15:00:00Z", "2026-03-08T15:00:00Z"),
            [(utc("2026-03-08T03:00:00Z"), utc("2026-03-08T12:00:00Z"))]
        );
        assert_eq!(
            q.after(utc("2026-03-08T02:00:00Z"), Duration::from_secs(2 * HOUR)),
            utc("2026-03-08T13:00:00Z")
        );
        // The nights around it: 03:00 to 13:00 UTC before, 02:00 to 12:00
        // UTC after.
        assert_eq!(
            quiet_minutes(&q, "2026-03-06T15:00:00Z", "2026-03-07T15:00:00Z"),
            [(utc("2026-03-07T03:00:00Z"), utc("2026-03-07T13:00:00Z"))]
        );
        assert_eq!(
            quiet_minutes(&q, "2026-03-08T15:00:00Z", "2026-03-09T15:00:00Z"),
            [(utc("2026-03-09T02:00:00Z"), utc("2026-03-09T12:00:00Z"))]
        );
        // 1 November 2026, 02:00 EDT becomes 01:00 EST (06:00 UTC): quiet
        // from 22:00 EDT (02:00 UTC) to 08:00 EST (13:00 UTC), eleven hours.
        assert_eq!(
            quiet_minutes(&q, "2026-10-31T15:00:00Z", "2026-11-01T15:00:00Z"),
            [(utc("2026-11-01T02:00:00Z"), utc("2026-11-01T13:00:00Z"))]
        );
        assert_eq!(
            q.after(utc("2026-11-01T01:00:00Z"), Duration::from_secs(2 * HOUR)),
            utc("2026-11-01T14:00:00Z")
        );
        // A week's deadline across the change counts every hour outside
        // quiet hours once: fourteen a day, from Friday 12:00 EDT.
        let week = q.after(
            utc("2026-10-30T16:00:00Z"),
            Duration::from_secs(7 * 14 * HOUR),
        );
        assert_eq!(week, utc("2026-11-06T17:00:00Z"));
    }

    #[test]
    fn a_zone_is_named_as_the_database_spells_it_and_an_unknown_one_is_refused() {
        let q = QuietHours::parse_in("22:00", "08:00", " europe/berlin ").unwrap();
        assert_eq!(q.time_zone.as_deref(), Some("Europe/Berlin"));
        assert_eq!(q.utc_offset, 0);
        assert_eq!(q.label(), "22:00 to 08:00 (Europe/Berlin)");
        for bad in ["Mars/Olympus", "", "Etc/Unknown", "CET+1", "+01:00"] {
            assert_eq!(
                QuietHours::parse_in("22:00", "08:00", bad),
                Err(QuietRefused::UnknownZone(bad.trim().to_owned())),
                "{bad}"
            );
        }
        let long = "A/".repeat(100);
        let Err(QuietRefused::UnknownZone(shown)) = QuietHours::parse_in("22:00", "08:00", &long)
        else {
            panic!("a long name is refused");
        };
        assert_eq!(shown.chars().count(), ZONE_SHOWN);
        assert_eq!(
            QuietHours::parse_in("22:00", "22:00", "Europe/Berlin"),
            Err(QuietRefused::SameTimes)
        );
    }

    #[test]
    fn stored_quiet_hours_at_an_offset_read_and_write_as_before() {
        let stored = r#"{"from":1320,"to":480,"utc_offset":60}"#;
        let q: QuietHours = serde_json::from_str(stored).unwrap();
        assert_eq!(q, QuietHours::parse("22:00", "08:00", 60).unwrap());
        assert_eq!(serde_json::to_string(&q).unwrap(), stored);
        assert_eq!(q.zone(), LocalZone::Offset(60));
        let zoned = QuietHours::parse_in("22:00", "08:00", "America/New_York").unwrap();
        let json = serde_json::to_string(&zoned).unwrap();
        assert_eq!(
            json,
            r#"{"from":1320,"to":480,"utc_offset":0,"time_zone":"America/New_York"}"#
        );
        assert_eq!(serde_json::from_str::<QuietHours>(&json).unwrap(), zoned);
        // A zone no longer known keeps the quiet hours at their offset.
        let gone = QuietHours {
            time_zone: Some("Atlantis/Capital".to_owned()),
            ..q.clone()
        };
        assert_eq!(gone.zone(), LocalZone::Offset(60));
    }

    #[test]
    fn a_named_zone_has_its_offset_and_abbreviation_at_each_moment() {
        let berlin = LocalZone::named("Europe/Berlin").unwrap();
        let winter = utc("2026-12-01T18:00:00Z");
        let summer = utc("2026-07-07T18:00:00Z");
        assert_eq!(berlin.offset_at(winter), 3600);
        assert_eq!(berlin.offset_at(summer), 7200);
        assert_eq!(berlin.abbreviation_at(winter).as_deref(), Some("CET"));
        assert_eq!(berlin.abbreviation_at(summer).as_deref(), Some("CEST"));
        assert_eq!(LocalZone::Offset(60).abbreviation_at(winter), None);
        assert_eq!(LocalZone::Offset(-90).offset_at(winter), -5400);
    }

    #[test]
    fn quiet_hours_that_do_not_read_are_refused() {
        for (from, to, off) in [
            ("22:00", "22:00", 0),
            ("24:00", "08:00", 0),
            ("22", "08:00", 0),
            ("22:00", "8:00", 0),
            ("22:00", "08:00", 900),
            ("ten", "08:00", 0),
        ] {
            assert!(
                QuietHours::parse(from, to, off).is_err(),
                "{from} {to} {off}"
            );
        }
    }
}
