//! Quiet hours: the hours of each day, at a fixed offset from UTC, that do
//! not count toward a deadline; as the host's service event records them,
//! and the arithmetic of a deadline that skips them.
//!
//! A fixed offset rather than a time zone: the server carries no time-zone
//! database, so the host names the offset (UTC+01:00) and the pages say so;
//! a change of daylight saving time is the host's to make.

use serde::{Deserialize, Serialize};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

const DAY: i64 = 86_400;

/// The largest offset from UTC accepted, in minutes (UTC-14:00 to
/// UTC+14:00, as the world's clocks go).
pub const MAX_UTC_OFFSET: i16 = 14 * 60;

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
}

/// Daily quiet hours from `from` to `to` (minutes after local midnight;
/// `from` after `to` runs over midnight), local time being UTC plus
/// `utc_offset` minutes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuietHours {
    pub from: u16,
    pub to: u16,
    pub utc_offset: i16,
}

impl QuietHours {
    /// Reads quiet hours from "HH:MM" times and an offset in minutes;
    /// `Err` says what does not read, for the person who typed it.
    pub fn parse(from: &str, to: &str, utc_offset: i64) -> Result<QuietHours, QuietRefused> {
        let (from, to) = (clock(from)?, clock(to)?);
        if from == to {
            return Err(QuietRefused::SameTimes);
        }
        let utc_offset = i16::try_from(utc_offset)
            .ok()
            .filter(|o| o.abs() <= MAX_UTC_OFFSET)
            .ok_or(QuietRefused::Offset(utc_offset))?;
        Ok(QuietHours {
            from,
            to,
            utc_offset,
        })
    }

    /// "22:00 to 08:00 (UTC+01:00)".
    pub fn label(self) -> String {
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
    pub fn from_text(self) -> String {
        hhmm(self.from)
    }

    /// The end time as "HH:MM".
    pub fn to_text(self) -> String {
        hhmm(self.to)
    }

    /// Whether `t` lies in quiet hours, and how long until that changes.
    fn at(self, t: SystemTime) -> (bool, Duration) {
        let secs = match t.duration_since(UNIX_EPOCH) {
            Ok(d) => i64::try_from(d.as_secs()).unwrap_or(i64::MAX / 2),
            Err(_) => 0,
        };
        let local = (secs + i64::from(self.utc_offset) * 60).rem_euclid(DAY);
        let (from, to) = (i64::from(self.from) * 60, i64::from(self.to) * 60);
        let quiet = if from < to {
            (from..to).contains(&local)
        } else {
            local >= from || local < to
        };
        let next = if quiet { to } else { from };
        let left = (next - local).rem_euclid(DAY);
        let left = if left == 0 { DAY } else { left };
        (quiet, Duration::from_secs(left.unsigned_abs()))
    }

    /// When `allowed` of time outside quiet hours has passed since `since`.
    pub fn after(self, since: SystemTime, allowed: Duration) -> SystemTime {
        let (mut t, mut left) = (since, allowed);
        // Two changes a day; a deadline of two weeks needs some thirty.
        for _ in 0..10_000 {
            let (quiet, change) = self.at(t);
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
