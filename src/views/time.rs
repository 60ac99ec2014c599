//! Times as pages and the JSON API write them.

use crate::history::quiet::LocalZone;
use crate::lang::time::Time;
use crate::lang::Lang;
use std::time::{SystemTime, UNIX_EPOCH};

/// The time zones a quiet-hours form suggests, as the IANA database names
/// them; any other zone of the database may be typed.
pub const COMMON_ZONES: &[&str] = &[
    "Europe/Berlin",
    "Europe/Vienna",
    "Europe/Zurich",
    "Europe/Amsterdam",
    "Europe/Brussels",
    "Europe/Paris",
    "Europe/London",
    "Europe/Dublin",
    "Europe/Lisbon",
    "Europe/Madrid",
    "Europe/Rome",
    "Europe/Copenhagen",
    "Europe/Stockholm",
    "Europe/Oslo",
    "Europe/Warsaw",
    "Europe/Prague",
    "Europe/Helsinki",
    "Europe/Athens",
    "Europe/Istanbul",
    "Europe/Kyiv",
    "Europe/Moscow",
    "America/New_York",
    "America/Toronto",
    "America/Chicago",
    "America/Denver",
    "America/Phoenix",
    "America/Los_Angeles",
    "America/Vancouver",
    "America/Anchorage",
    "Pacific/Honolulu",
    "America/Mexico_City",
    "America/Sao_Paulo",
    "America/Argentina/Buenos_Aires",
    "Africa/Lagos",
    "Africa/Cairo",
    "Africa/Johannesburg",
    "Asia/Dubai",
    "Asia/Kolkata",
    "Asia/Bangkok",
    "Asia/Singapore",
    "Asia/Shanghai",
    "Asia/Tokyo",
    "Asia/Seoul",
    "Australia/Perth",
    "Australia/Sydney",
    "Pacific/Auckland",
    "UTC",
];

/// A time as RFC 3339 in UTC, to the second.
pub fn rfc3339(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    // A history page stamps every event, so the common four-digit year is
    // written digit by digit rather than through `format!`.
    let Ok(year) = u64::try_from(y) else {
        return stamp_by_format(y, m, d, rem);
    };
    if year > 9999 {
        return stamp_by_format(y, m, d, rem);
    }
    let fields = [
        (year, 4),
        (m.unsigned_abs(), 2),
        (d.unsigned_abs(), 2),
        (rem / 3600, 2),
        (rem % 3600 / 60, 2),
        (rem % 60, 2),
    ];
    let mut out = String::with_capacity(20);
    for ((value, width), after) in fields.into_iter().zip(["-", "-", "T", ":", ":", "Z"]) {
        for place in (0..width).rev() {
            let digit = value / 10u64.pow(place) % 10;
            out.push(char::from(
                b'0' + u8::try_from(digit).expect("a decimal digit"),
            ));
        }
        out.push_str(after);
    }
    out
}

/// [`rfc3339`] for a year outside 0 to 9999.
fn stamp_by_format(y: i64, m: i64, d: i64, rem: u64) -> String {
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// A deadline as a weekday and a time in UTC: "Tue 18:00 UTC" (with the
/// date when it is more than six days after `now`).
pub fn until(t: SystemTime, now: SystemTime) -> String {
    until_in(t, now, 0)
}

/// A deadline as a weekday and a time at `utc_offset` minutes from UTC
/// (the offset of the game's quiet hours), naming the offset: "Tue 19:00
/// (UTC+1)", "Wed 00:30 (UTC+5:30)"; at offset 0 "Tue 18:00 UTC". With the
/// date when it is more than six days after `now`.
pub fn until_in(t: SystemTime, now: SystemTime, utc_offset: i16) -> String {
    until_said(Lang::En, t, now, &LocalZone::Offset(utc_offset))
}

/// [`until_in`] in `lang` on the clock of `zone` (the game's quiet hours'):
/// "Di., 19:00 (UTC+1)" in German at a fixed offset; in a named zone with
/// the zone's abbreviation at `t`, "Tue 19:00 CET", "Tue 20:00 CEST".
pub fn until_said(lang: Lang, t: SystemTime, now: SystemTime, zone: &LocalZone) -> String {
    let utc = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let secs = utc.saturating_add_signed(zone.offset_at(t));
    // 1970-01-01 was a Thursday, day 4 counted from Monday as 1.
    let day = ((secs / 86_400 + 3) % 7 + 1) as u8;
    let clock = format!("{:02}:{:02}", secs % 86_400 / 3600, secs % 3600 / 60);
    let far = t
        .duration_since(now)
        .is_ok_and(|d| d.as_secs() >= 6 * 86_400);
    let (year, month, mday) = if far {
        date_parts(&rfc3339(UNIX_EPOCH + std::time::Duration::from_secs(secs)))
    } else {
        Default::default()
    };
    if let Some(zone) = zone_name(zone, t) {
        return lang.say(if far {
            Time::FarIn {
                day,
                year,
                month,
                mday,
                clock,
                zone,
            }
        } else {
            Time::SoonIn { day, clock, zone }
        });
    }
    let utc_offset = i16::try_from(zone.offset_at(t) / 60).unwrap_or_default();
    let offset = (utc_offset != 0).then(|| {
        let sign = if utc_offset < 0 { '-' } else { '+' };
        let (h, m) = (
            utc_offset.unsigned_abs() / 60,
            utc_offset.unsigned_abs() % 60,
        );
        if m == 0 {
            format!("{sign}{h}")
        } else {
            format!("{sign}{h}:{m:02}")
        }
    });
    if far {
        lang.say(match offset {
            None => Time::Far {
                day,
                year,
                month,
                mday,
                clock,
            },
            Some(offset) => Time::FarAt {
                day,
                year,
                month,
                mday,
                clock,
                offset,
            },
        })
    } else {
        lang.say(match offset {
            None => Time::Soon { day, clock },
            Some(offset) => Time::SoonAt { day, clock, offset },
        })
    }
}

/// What a named zone is called at `t`: its abbreviation ("CET", "EDT"),
/// or, for a zone whose name is a number ("+03"), that number after UTC;
/// `None` at a fixed offset.
fn zone_name(zone: &LocalZone, t: SystemTime) -> Option<String> {
    let abbreviation = zone.abbreviation_at(t)?;
    Some(if abbreviation.starts_with(['+', '-']) {
        format!("UTC{abbreviation}")
    } else {
        abbreviation
    })
}

/// The year, month and day of an RFC 3339 stamp, as its digits.
fn date_parts(stamp: &str) -> (String, String, String) {
    let (date, _) = stamp.split_once('T').unwrap_or((stamp, ""));
    let mut parts = date.rsplitn(3, '-');
    let mday = parts.next().unwrap_or_default().to_owned();
    let month = parts.next().unwrap_or_default().to_owned();
    let year = parts.next().unwrap_or_default().to_owned();
    (year, month, mday)
}

/// A moment given in seconds since the Unix epoch, as a date and a time in
/// UTC: "2026-12-01 18:00 UTC".
pub fn date_of(secs: u64) -> String {
    date_said(Lang::En, secs)
}

/// [`date_of`] in `lang`: "01.12.2026, 18:00 UTC" in German.
pub fn date_said(lang: Lang, secs: u64) -> String {
    let t = UNIX_EPOCH + std::time::Duration::from_secs(secs);
    let s = rfc3339(t);
    let (year, month, mday) = date_parts(&s);
    lang.say(Time::Date {
        year,
        month,
        mday,
        clock: s.get(11..16).unwrap_or_default().to_owned(),
    })
}

/// [`date_said`] on `zone`'s clock: "2026-12-01 19:00 CET"; in UTC as
/// [`date_said`] for a zone with no name.
pub fn date_in(lang: Lang, t: SystemTime, zone: &LocalZone) -> String {
    let utc = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let Some(name) = zone_name(zone, t) else {
        return date_said(lang, utc);
    };
    let local = utc.saturating_add_signed(zone.offset_at(t));
    let s = rfc3339(UNIX_EPOCH + std::time::Duration::from_secs(local));
    let (year, month, mday) = date_parts(&s);
    lang.say(Time::DateIn {
        year,
        month,
        mday,
        clock: s.get(11..16).unwrap_or_default().to_owned(),
        zone: name,
    })
}

/// Reads a date "YYYY-MM-DD" (a date field's value) as the moment its day
/// ends in UTC (the next day's midnight), in seconds since the Unix epoch;
/// `None` for anything that is not a real date from 1970 to 9999.
pub fn end_of_day(date: &str) -> Option<u64> {
    let mut parts = date.trim().splitn(3, '-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d): (i64, i64, i64) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days_in = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    if y < 1970 || !(1..=days_in).contains(&d) {
        return None;
    }
    // Days since 1970-01-01 from a civil date (Howard Hinnant's algorithm).
    let (y, m) = if m <= 2 { (y - 1, m + 9) } else { (y, m - 3) };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * m + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    u64::try_from((days + 1) * 86_400).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_date_field_reads_as_the_end_of_its_day_in_utc() {
        assert_eq!(end_of_day("2026-11-30"), Some(1_796_083_200));
        assert_eq!(end_of_day("1970-01-01"), Some(86_400));
        assert_eq!(end_of_day("2000-02-29"), Some(951_868_800));
        for bad in [
            "",
            "2026-02-29",
            "2026-13-01",
            "2026-1-01",
            "soon",
            "1969-12-31",
            "2026-00-10",
        ] {
            assert_eq!(end_of_day(bad), None, "{bad}");
        }
        assert_eq!(date_of(1_796_148_000), "2026-12-01 18:00 UTC");
    }

    #[test]
    fn until_names_the_weekday_and_time_in_utc() {
        // 2026-12-01T18:00:00Z is a Tuesday.
        let t = UNIX_EPOCH + Duration::from_secs(1_796_148_000);
        assert_eq!(until(t, t), "Tue 18:00 UTC");
        let week_before = t - Duration::from_secs(7 * 86_400);
        assert_eq!(until(t, week_before), "Tue 2026-12-01 18:00 UTC");
    }

    #[test]
    fn until_in_an_offset_names_the_local_weekday_time_and_offset() {
        // 2026-12-01T18:00:00Z is a Tuesday.
        let t = UNIX_EPOCH + Duration::from_secs(1_796_148_000);
        assert_eq!(until_in(t, t, 60), "Tue 19:00 (UTC+1)");
        assert_eq!(until_in(t, t, 0), "Tue 18:00 UTC");
        // Across midnight, both ways, and a half-hour offset.
        assert_eq!(until_in(t, t, 330), "Tue 23:30 (UTC+5:30)");
        assert_eq!(until_in(t, t, 360), "Wed 00:00 (UTC+6)");
        assert_eq!(until_in(t, t, -600), "Tue 08:00 (UTC-10)");
        let early = UNIX_EPOCH + Duration::from_secs(1_796_083_200 + 3600);
        assert_eq!(until_in(early, early, -180), "Mon 22:00 (UTC-3)");
        let week_before = t - Duration::from_secs(7 * 86_400);
        assert_eq!(
            until_in(t, week_before, 360),
            "Wed 2026-12-02 00:00 (UTC+6)"
        );
    }

    #[test]
    fn times_and_dates_are_worded_in_the_reader_s_language() {
        // 2026-12-01T18:00:00Z is a Tuesday.
        let t = UNIX_EPOCH + Duration::from_secs(1_796_148_000);
        assert_eq!(
            until_said(Lang::De, t, t, &LocalZone::Offset(60)),
            "Di., 19:00 (UTC+1)"
        );
        assert_eq!(
            until_said(Lang::De, t, t, &LocalZone::Offset(0)),
            "Di., 18:00 UTC"
        );
        let week_before = t - Duration::from_secs(7 * 86_400);
        assert_eq!(
            until_said(Lang::De, t, week_before, &LocalZone::Offset(0)),
            "Di., 01.12.2026, 18:00 UTC"
        );
        assert_eq!(
            until_said(Lang::De, t, week_before, &LocalZone::Offset(330)),
            "Di., 01.12.2026, 23:30 (UTC+5:30)"
        );
        assert_eq!(date_said(Lang::De, 1_796_148_000), "01.12.2026, 18:00 UTC");
        // Every weekday, Monday to Sunday, from 2026-11-30 (a Monday).
        let days: Vec<String> = (0..7)
            .map(|n| {
                let at = UNIX_EPOCH + Duration::from_secs(1_796_083_200 - 86_400 + n * 86_400);
                until_said(Lang::De, at, at, &LocalZone::Offset(0))
            })
            .collect();
        let names: Vec<&str> = days.iter().map(|d| &d[..3]).collect();
        assert_eq!(names, ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."]);
        let english: Vec<String> = (0..7)
            .map(|n| {
                let at = UNIX_EPOCH + Duration::from_secs(1_796_083_200 - 86_400 + n * 86_400);
                until(at, at)
            })
            .collect();
        let names: Vec<&str> = english.iter().map(|d| &d[..3]).collect();
        assert_eq!(names, ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    }

    #[test]
    fn until_in_a_named_zone_names_the_zone_s_abbreviation_then() {
        let berlin = LocalZone::named("Europe/Berlin").unwrap();
        let new_york = LocalZone::named("America/New_York").unwrap();
        // 2026-12-01T18:00:00Z is a Tuesday; so is 2026-07-07.
        let winter = UNIX_EPOCH + Duration::from_secs(1_796_148_000);
        let summer = winter - Duration::from_secs(147 * 86_400);
        assert_eq!(
            until_said(Lang::En, winter, winter, &berlin),
            "Tue 19:00 CET"
        );
        assert_eq!(
            until_said(Lang::En, summer, summer, &berlin),
            "Tue 20:00 CEST"
        );
        assert_eq!(
            until_said(Lang::En, winter, winter, &new_york),
            "Tue 13:00 EST"
        );
        assert_eq!(
            until_said(Lang::En, summer, summer, &new_york),
            "Tue 14:00 EDT"
        );
        assert_eq!(
            until_said(Lang::De, winter, winter, &berlin),
            "Di., 19:00 CET"
        );
        let week_before = winter - Duration::from_secs(7 * 86_400);
        assert_eq!(
            until_said(Lang::En, winter, week_before, &berlin),
            "Tue 2026-12-01 19:00 CET"
        );
        assert_eq!(
            until_said(Lang::De, winter, week_before, &berlin),
            "Di., 01.12.2026, 19:00 CET"
        );
        // Across midnight: 23:00 Tuesday in New York is Wednesday in UTC.
        let late = winter + Duration::from_secs(10 * 3600);
        assert_eq!(until_said(Lang::En, late, late, &new_york), "Tue 23:00 EST");
        // A zone whose abbreviation is a number reads it as UTC's.
        let sao_paulo = LocalZone::named("America/Sao_Paulo").unwrap();
        assert_eq!(
            until_said(Lang::En, winter, winter, &sao_paulo),
            "Tue 15:00 UTC-03"
        );
    }

    #[test]
    fn the_zones_a_form_suggests_are_all_in_the_database() {
        for zone in COMMON_ZONES {
            assert!(LocalZone::named(zone).is_some(), "{zone}");
        }
    }

    #[test]
    fn rfc3339_formats_known_instants() {
        assert_eq!(rfc3339(UNIX_EPOCH), "1970-01-01T00:00:00Z");
        assert_eq!(
            rfc3339(UNIX_EPOCH + Duration::from_secs(1_796_083_200)),
            "2026-12-01T00:00:00Z"
        );
        assert_eq!(
            rfc3339(UNIX_EPOCH + Duration::from_secs(951_827_696)),
            "2000-02-29T12:34:56Z"
        );
        assert_eq!(
            rfc3339(UNIX_EPOCH + Duration::from_secs(253_402_300_799)),
            "9999-12-31T23:59:59Z"
        );
        assert_eq!(
            rfc3339(UNIX_EPOCH + Duration::from_secs(253_402_300_800)),
            "10000-01-01T00:00:00Z"
        );
    }
}
