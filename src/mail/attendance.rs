//! The email every seat gets when the game's attendance changes: the host
//! paused or resumed the game, changed after how many missed deadlines the
//! stand-in keeps a seat, the stand-in keeps a seat, a seat is away or was
//! taken back. Wording only; the writer picks the recipients.

use super::letter::{self, Content};
use crate::game::mail_writer::AttendanceNews;
use crate::game::outbox::NewMail;
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
    let (headline, lines) = match news {
        AttendanceNews::Paused => (
            "the host paused the game".to_owned(),
            vec![
                "The host paused the game. While it is paused no deadline runs and no reminder goes out; the time it stays paused does not count against anyone.".to_owned(),
                "You may still look at the game on your page.".to_owned(),
            ],
        ),
        AttendanceNews::Resumed => (
            "the game goes on".to_owned(),
            vec!["The host resumed the game: deadlines run again from where they stood.".to_owned()],
        ),
        AttendanceNews::KeepAfterSet { missed } => {
            let deadlines = if missed == 1 {
                "one missed deadline".to_owned()
            } else {
                format!("{missed} missed deadlines in a row")
            };
            (
                format!("the stand-in now keeps a seat after {deadlines}"),
                vec![
                    format!("The host chose that after {deadlines}, the stand-in keeps a player's seat and makes their decisions at once, until they take it back."),
                    "A move of your own ends a row of missed deadlines.".to_owned(),
                ],
            )
        }
        AttendanceNews::StandInKept { seat: s, missed } => {
            let why = match missed {
                Some(n) => format!("after {n} missed deadlines in a row"),
                None => "handed over by the host".to_owned(),
            };
            if you(s) {
                (
                    "the stand-in keeps your seat".to_owned(),
                    vec![
                        format!("The stand-in keeps your seat ({why}) and makes your decisions at once."),
                        "Take your seat back from your page at any time.".to_owned(),
                    ],
                )
            } else {
                (
                    format!("the stand-in keeps {}'s seat", name_of(s)),
                    vec![format!(
                        "The stand-in keeps {}'s seat ({why}) and makes their decisions at once, until they take it back.",
                        name_of(s)
                    )],
                )
            }
        }
        AttendanceNews::Away { seat: s, until } => {
            let until = crate::views::time::until(until, std::time::SystemTime::now());
            if you(s) {
                (
                    format!("you are away until {until}"),
                    vec![
                        format!("You are away until {until}: the stand-in makes your decisions at once meanwhile."),
                        "Take your seat back from your page at any time.".to_owned(),
                    ],
                )
            } else {
                (
                    format!("{} is away until {until}", name_of(s)),
                    vec![format!(
                        "{} is away until {until}; the stand-in makes their decisions at once meanwhile.",
                        name_of(s)
                    )],
                )
            }
        }
        AttendanceNews::TakenBack { seat: s } => {
            if you(s) {
                (
                    "you play your seat again".to_owned(),
                    vec!["You took your seat back: the stand-in no longer decides for you.".to_owned()],
                )
            } else {
                (
                    format!("{} plays again", name_of(s)),
                    vec![format!("{} took their seat back from the stand-in.", name_of(s))],
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
