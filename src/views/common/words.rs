//! Words every presentation uses: player names, lists and counts in
//! words, and the game's own moments (rewinds, pauses, stand-ins, seat
//! preferences) that are no ruleset's events.

pub use crate::rules::contract::{join_words, Names};
use crate::rules::Seat;

/// A seat in words as the seat `me` reads them: "you" for itself, else its
/// name.
pub fn you_or_name(names: &Names, me: Option<Seat>, seat: Seat) -> String {
    if Some(seat) == me {
        "you".to_owned()
    } else {
        names.of(seat)
    }
}

/// A count with its noun: "1 point", "2 points".
pub fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A rewind proposal, answer or rewind in plain words.
pub fn meta(m: &crate::history::MetaEvent, names: &Names) -> String {
    use crate::history::MetaEvent;
    match m {
        MetaEvent::RewindProposed { to, reason } => format!(
            "The host proposed to rewind the game to just after move {to}, because: “{reason}”."
        ),
        MetaEvent::RewindAgreed { seat } => format!("{} agreed to the rewind.", names.of(*seat)),
        MetaEvent::RewindRefused { seat } => format!(
            "{} refused the rewind, so it does not happen.",
            names.of(*seat)
        ),
        MetaEvent::Rewound { to } => format!(
            "The game was rewound to just after move {to}: the moves after it are undone (they stay listed, marked undone)."
        ),
        MetaEvent::Paused => {
            "The host paused the game: no deadline runs until it resumes.".to_owned()
        }
        MetaEvent::Resumed => "The host resumed the game.".to_owned(),
        MetaEvent::KeepAfterSet { missed } => format!(
            "The host chose that the stand-in keeps a seat after {missed} missed deadlines in a row."
        ),
        MetaEvent::DeadlineMissed { seat, .. } => format!(
            "{}'s deadline passed; the stand-in decided.",
            names.of(*seat)
        ),
        MetaEvent::StandInKept {
            seat,
            missed: Some(missed),
        } => format!(
            "After {missed} missed deadlines in a row, the stand-in keeps {}'s seat until they take it back.",
            names.of(*seat)
        ),
        MetaEvent::StandInKept { seat, missed: None } => format!(
            "The host handed {}'s seat to the stand-in.",
            names.of(*seat)
        ),
        MetaEvent::Away { seat, until } => format!(
            "{} is away until {}; the stand-in plays for them meanwhile.",
            names.of(*seat),
            crate::views::time::date_of(*until)
        ),
        MetaEvent::SeatTakenBack { seat } => {
            format!("{} took their seat back.", names.of(*seat))
        }
        MetaEvent::PreferencesSet {
            seat,
            roll,
            end,
            skip_special,
        } => format!(
            "{} chose: {}.",
            names.of(*seat),
            preferences(*roll, *end, *skip_special, false)
        ),
        MetaEvent::QuietHoursSet { quiet: Some(q) } => format!(
            "The host chose quiet hours, {}: they do not count toward a deadline.",
            q.label()
        ),
        MetaEvent::QuietHoursSet { quiet: None } => {
            "The host removed the quiet hours: every hour counts toward a deadline.".to_owned()
        }
        MetaEvent::ActedByPreference { seat } => {
            let name = names.of(*seat);
            format!("As {name} chose, the server makes {name}'s next move.")
        }
    }
}

/// A seat's standing preferences in words: to the seat itself (`you`), or
/// about it in the history.
pub fn preferences(
    roll: crate::history::RollPreference,
    end: bool,
    skip_special: bool,
    you: bool,
) -> String {
    use crate::history::RollPreference;
    let (they, them, their, selves) = if you {
        ("you", "you", "your", "yourself")
    } else {
        ("they", "them", "their", "themselves")
    };
    let roll = match roll {
        RollPreference::Off => format!("{they} roll the dice {selves}"),
        RollPreference::Always => format!("the dice are rolled for {them} as {their} turn starts"),
        RollPreference::UnlessDevelopmentCard => format!(
            "the dice are rolled for {them} as {their} turn starts, unless {they} hold a development card"
        ),
    };
    let end = if end {
        format!(
            "{their} turn is ended for {them} when, by what everyone sees, {they} have nothing to spend"
        )
    } else {
        format!("{they} end {their} turn {selves}")
    };
    if skip_special {
        return format!(
            "{roll}; {end}; {they} pass whenever {they} are asked in a special building phase"
        );
    }
    format!("{roll}; {end}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_join_like_a_sentence() {
        let w = |v: &[&str]| join_words(&v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>());
        assert_eq!(w(&[]), "");
        assert_eq!(w(&["a"]), "a");
        assert_eq!(w(&["a", "b"]), "a and b");
        assert_eq!(w(&["a", "b", "c"]), "a, b and c");
    }

    #[test]
    fn counts_read_in_the_singular_and_plural() {
        assert_eq!(plural(1u8, "point", "points"), "1 point");
        assert_eq!(plural(2u8, "point", "points"), "2 points");
        assert_eq!(plural(0u8, "card", "cards"), "0 cards");
    }
}
