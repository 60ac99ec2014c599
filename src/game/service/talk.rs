//! Table talk: a seat posts a message to its game's board, refused when it
//! is empty, too long or one of a flood; the board as pages show it. The
//! messages live beside the event log, never in it: a rewind keeps them.

use super::{GameService, ServiceError};
use crate::rules::Seat;
use crate::store::{TalkLimit, TalkPosted, TalkRow};
use crate::text::{self, Field, Lines, TextRefused};
use std::time::Duration;
use uuid::Uuid;

/// The longest message, in characters.
pub const MAX_TALK: usize = 500;

/// How many of the latest messages a page shows.
pub const TALK_SHOWN: usize = 50;

/// How many messages a seat may write at most within a span of time.
pub const TALK_LIMITS: [TalkLimit; 2] = [
    TalkLimit {
        most: 5,
        within: Duration::from_secs(60),
    },
    TalkLimit {
        most: 30,
        within: Duration::from_secs(3600),
    },
];

/// Why a message was not posted: nothing was stored.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TalkRefused {
    /// Nothing but blanks.
    #[error("the message is empty: write something first")]
    Empty,
    /// Longer than [`MAX_TALK`].
    #[error("the message is {chars} characters long; at most {MAX_TALK} fit")]
    TooLong { chars: usize },
    /// A character the input rule for free text refuses.
    #[error(transparent)]
    NotText(#[from] TextRefused),
    /// The seat wrote as many messages as a limit allows lately.
    #[error("you wrote {} messages within {}, as many as the table takes; please wait a little", .0.most, Span(.0.within))]
    Flooded(TalkLimit),
}

/// A limit's span of time in the English of logs and the JSON API ("a
/// minute", "2 hours").
struct Span(Duration);

impl std::fmt::Display for Span {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0.as_secs() {
            60 => f.write_str("a minute"),
            3600 => f.write_str("an hour"),
            s if s % 3600 == 0 => write!(f, "{} hours", s / 3600),
            s => write!(f, "{} minutes", s.div_ceil(60)),
        }
    }
}

/// A message as typed, checked and tidied: line ends made `\n`, blanks
/// around it trimmed.
pub fn tidy_talk(body: &str) -> Result<String, TalkRefused> {
    let body = body.replace("\r\n", "\n").replace('\r', "\n");
    let body = text::trimmed(Field::Message, &body, Lines::Many)?;
    if body.is_empty() {
        return Err(TalkRefused::Empty);
    }
    let chars = body.chars().count();
    if chars > MAX_TALK {
        return Err(TalkRefused::TooLong { chars });
    }
    Ok(body.to_owned())
}

impl GameService {
    /// Posts `body` from `seat` to the game's board. The outer error is the
    /// service's (no such game, a database failure); the inner one says
    /// why the message itself was refused.
    pub async fn post_talk(
        &self,
        game: Uuid,
        seat: Seat,
        body: &str,
    ) -> Result<Result<TalkRow, TalkRefused>, ServiceError> {
        self.load(game).await?;
        let body = match tidy_talk(body) {
            Ok(body) => body,
            Err(refused) => return Ok(Err(refused)),
        };
        Ok(
            match self
                .store
                .post_talk(game, seat.0, &body, &TALK_LIMITS)
                .await?
            {
                TalkPosted::Posted(row) => Ok(row),
                TalkPosted::Flooded(limit) => Err(TalkRefused::Flooded(limit)),
            },
        )
    }

    /// The latest [`TALK_SHOWN`] messages of a game, oldest first.
    pub async fn talk(&self, game: Uuid) -> Result<Vec<TalkRow>, ServiceError> {
        Ok(self.store.talk(game, TALK_SHOWN).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_trimmed_and_its_line_ends_made_plain() {
        assert_eq!(tidy_talk("  hi\r\nthere \n").as_deref(), Ok("hi\nthere"));
    }

    #[test]
    fn a_blank_message_is_refused() {
        assert_eq!(tidy_talk(" \n\t "), Err(TalkRefused::Empty));
    }

    #[test]
    fn a_message_longer_than_the_limit_is_refused_by_characters_not_bytes() {
        assert!(tidy_talk(&"ä".repeat(MAX_TALK)).is_ok());
        assert_eq!(
            tidy_talk(&"a".repeat(MAX_TALK + 1)),
            Err(TalkRefused::TooLong {
                chars: MAX_TALK + 1
            })
        );
    }

    #[test]
    fn nul_direction_and_zero_width_characters_are_refused_by_the_text_rule() {
        for (body, found) in [
            ("a\u{0}b", '\0'),
            ("a\u{202E}b", '\u{202E}'),
            ("a\u{200B}b", '\u{200B}'),
        ] {
            assert!(
                matches!(tidy_talk(body), Err(TalkRefused::NotText(r)) if r.found == found && r.field == Field::Message),
                "{body:?}"
            );
        }
        assert!(tidy_talk("two\nlines\tand a tab").is_ok());
    }

    #[test]
    fn a_separator_is_refused_even_at_either_end_where_trimming_would_drop_it() {
        for body in ["hi\u{2028}", "\u{2029}hi", "\u{2028}", "hi\u{2028}there"] {
            assert!(
                matches!(tidy_talk(body), Err(TalkRefused::NotText(r)) if r.what == text::Hidden::Separator),
                "{body:?}"
            );
        }
    }

    #[test]
    fn a_flood_says_how_many_within_what() {
        assert_eq!(
            TalkRefused::Flooded(TALK_LIMITS[0]).to_string(),
            "you wrote 5 messages within a minute, as many as the table takes; please wait a little"
        );
    }
}
