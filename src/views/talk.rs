//! The table-talk board on the seat and spectator pages: the latest
//! messages, newest last, each with its writer's name and time, and on a
//! seat's page the form to write one. Bodies are plain text; the template
//! escapes them like every other value.

use super::time::{date_said, rfc3339, until_said};
use crate::lang::Lang;
use std::time::{SystemTime, UNIX_EPOCH};

/// A message as the board and emails show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TalkLine {
    /// The writer's name.
    pub name: String,
    /// What they wrote, as typed (plain text, lines kept).
    pub body: String,
    /// When, in words: "Tue 18:02 UTC" within the last six days, else with the date.
    pub when: String,
    /// When, as RFC 3339 (for `<time datetime>`).
    pub stamp: String,
}

impl TalkLine {
    /// A message written by `name` at `at`, seen at `now`.
    pub fn new(name: &str, body: &str, at: SystemTime, now: SystemTime) -> TalkLine {
        TalkLine::said(Lang::En, name, body, at, now)
    }

    /// The same, its time in `lang`.
    pub fn said(lang: Lang, name: &str, body: &str, at: SystemTime, now: SystemTime) -> TalkLine {
        TalkLine {
            name: name.to_owned(),
            body: body.to_owned(),
            when: said_at(lang, at, now),
            stamp: rfc3339(at),
        }
    }
}

/// "Tue 18:02 UTC" for a moment in the six days before `now`, else
/// "2026-11-20 18:02 UTC"; in `lang`.
pub fn said_at(lang: Lang, at: SystemTime, now: SystemTime) -> String {
    let recent = now
        .duration_since(at)
        .map_or(true, |d| d.as_secs() < 6 * 86_400);
    if recent {
        until_said(lang, at, now, &crate::history::quiet::LocalZone::UTC)
    } else {
        date_said(
            lang,
            at.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()),
        )
    }
}

/// The board (`templates/partials/table_talk.html`).
#[derive(Debug, Clone, Default)]
pub struct TableTalk {
    /// Oldest first.
    pub lines: Vec<TalkLine>,
    /// Where a seat's form posts; `None` on a page that only reads.
    pub action: Option<String>,
    /// What the seat typed, kept when it was refused.
    pub typed: String,
    /// The longest message, in characters.
    pub max: usize,
}

impl TableTalk {
    /// A read-only board.
    pub fn read_only(lines: Vec<TalkLine>, max: usize) -> TableTalk {
        TableTalk {
            lines,
            action: None,
            typed: String::new(),
            max,
        }
    }

    /// The form's label, in `lang`.
    pub fn label(&self, lang: impl std::borrow::Borrow<Lang>) -> String {
        lang.borrow()
            .say(crate::lang::seat::SeatWords::TalkLabel { max: self.max })
    }

    /// A seat's board, its form posting to `action`.
    pub fn with_form(lines: Vec<TalkLine>, max: usize, action: String, typed: String) -> TableTalk {
        TableTalk {
            lines,
            action: Some(action),
            typed,
            max,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_recent_message_names_its_weekday_and_an_old_one_its_date() {
        let now = UNIX_EPOCH + Duration::from_secs(1_764_612_000); // 2025-12-01 18:00 UTC
        let hour_ago = now - Duration::from_secs(3600);
        assert_eq!(said_at(Lang::En, hour_ago, now), "Mon 17:00 UTC");
        let old = now - Duration::from_secs(10 * 86_400);
        assert_eq!(said_at(Lang::En, old, now), "2025-11-21 18:00 UTC");
        assert_eq!(said_at(Lang::De, hour_ago, now), "Mo., 17:00 UTC");
        assert_eq!(said_at(Lang::De, old, now), "21.11.2025, 18:00 UTC");
    }
}
