//! How a seat is told apart on every board and list: its colour and letter,
//! and the order the lists name seats in.

use crate::rules::Seat;

/// A player's colour class and letter on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    /// CSS class suffix: `p0` .. `p5`.
    pub class: String,
    /// A letter that tells the player apart without colour.
    pub letter: String,
}

impl Mark {
    /// The mark of `seat` among `marks`, or a plain one for a seat that
    /// has none.
    pub fn of(marks: &[Mark], seat: Seat) -> Mark {
        marks.get(seat.index()).cloned().unwrap_or(Mark {
            class: "p0".to_owned(),
            letter: "?".to_owned(),
        })
    }
}

/// The players as the players' table lists them: in turn order once it is
/// drawn, else in the order of their seats (`seat` reads a player's).
pub fn in_listing_order<'a, P>(
    turn_order: &[Seat],
    players: &'a [P],
    seat: impl Fn(&P) -> Seat,
) -> Vec<&'a P> {
    if turn_order.is_empty() {
        players.iter().collect()
    } else {
        turn_order
            .iter()
            .filter_map(|s| players.iter().find(|p| seat(p) == *s))
            .collect()
    }
}
