//! The email every seat gets when the game's attendance changes: the host
//! paused or resumed the game, changed after how many missed deadlines the
//! stand-in keeps a seat, the stand-in keeps a seat, a seat is away or was
//! taken back. Wording only; the writer picks the recipients.

use super::letter::{self, Content};
use crate::game::mail_writer::AttendanceNews;
use crate::game::outbox::NewMail;
use crate::lang::letter::LetterWords as W;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// One seat's attendance email.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttendanceEmail {
    pub name: String,
    pub headline: String,
    pub lines: Vec<String>,
}

/// The outbox kind of these emails.
pub const KIND: &str = "attendance";

/// The email, in `lang`, telling `name` at `seat` (`name_of` names any
/// seat) of `news`.
pub fn attendance(
    lang: Lang,
    news: AttendanceNews,
    seat: u8,
    name: &str,
    email: &str,
    name_of: impl Fn(crate::rules::Seat) -> String,
) -> NewMail {
    let you = |s: crate::rules::Seat| s.0 == seat;
    let say = |words: W| lang.say(words);
    let (headline, lines) = match news {
        AttendanceNews::Paused => (say(W::Paused), vec![say(W::PausedLine), say(W::PausedLook)]),
        AttendanceNews::Resumed => (say(W::Resumed), vec![say(W::ResumedLine)]),
        AttendanceNews::KeepAfterSet { missed } => {
            let deadlines = say(W::Missed {
                count: u64::from(missed),
            });
            (
                say(W::KeepAfter {
                    deadlines: deadlines.clone(),
                }),
                vec![say(W::KeepAfterLine { deadlines }), say(W::OwnMoveEnds)],
            )
        }
        AttendanceNews::StandInKept { seat: s, missed } => {
            let why = say(match missed {
                Some(n) => W::KeptAfter {
                    count: u64::from(n),
                },
                None => W::KeptHanded,
            });
            if you(s) {
                (
                    say(W::KeepsYours),
                    vec![say(W::KeepsYoursLine { why }), say(W::TakeBack)],
                )
            } else {
                (
                    say(W::KeepsOther { name: name_of(s) }),
                    vec![say(W::KeepsOtherLine {
                        name: name_of(s),
                        why,
                    })],
                )
            }
        }
        AttendanceNews::Away { seat: s, until } => {
            let until = crate::views::time::until_said(
                lang,
                until,
                std::time::SystemTime::now(),
                &crate::history::quiet::LocalZone::UTC,
            );
            if you(s) {
                (
                    say(W::Away {
                        until: until.clone(),
                    }),
                    vec![say(W::AwayLine { until }), say(W::TakeBack)],
                )
            } else {
                (
                    say(W::AwayOther {
                        name: name_of(s),
                        until: until.clone(),
                    }),
                    vec![say(W::AwayOtherLine {
                        name: name_of(s),
                        until,
                    })],
                )
            }
        }
        AttendanceNews::TakenBack { seat: s } => {
            if you(s) {
                (say(W::Back), vec![say(W::BackLine)])
            } else {
                (
                    say(W::PlaysAgain { name: name_of(s) }),
                    vec![say(W::PlaysAgainLine { name: name_of(s) })],
                )
            }
        }
    };
    let content = AttendanceEmail {
        name: name.to_owned(),
        headline,
        lines,
    };
    letter::mail(lang, KIND, Some(seat), email, Content::Attendance(content))
}
