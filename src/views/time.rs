//! Times as pages and the JSON API write them.

use std::time::{SystemTime, UNIX_EPOCH};

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
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let day = DAYS[(secs / 86_400 % 7) as usize];
    let clock = format!("{:02}:{:02}", secs % 86_400 / 3600, secs % 3600 / 60);
    let far = t
        .duration_since(now)
        .is_ok_and(|d| d.as_secs() >= 6 * 86_400);
    if far {
        let date = rfc3339(t);
        format!("{day} {} {clock} UTC", date.get(..10).unwrap_or_default())
    } else {
        format!("{day} {clock} UTC")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn until_names_the_weekday_and_time_in_utc() {
        // 2026-12-01T18:00:00Z is a Tuesday.
        let t = UNIX_EPOCH + Duration::from_secs(1_796_148_000);
        assert_eq!(until(t, t), "Tue 18:00 UTC");
        let week_before = t - Duration::from_secs(7 * 86_400);
        assert_eq!(until(t, week_before), "Tue 2026-12-01 18:00 UTC");
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
    }
}
