//! What a game waits for, in the words every ruleset says alike.

use super::table::Debt;
use crate::rules::contract::{join_words, Names};
use crate::rules::Seat;

/// "Waiting for Bert to roll the dice."
pub fn to_roll(names: &Names, seat: Seat) -> String {
    format!("Waiting for {} to roll the dice.", names.of(seat))
}

/// "A 7 was rolled: waiting for Bert (4 cards) to {what}."
pub fn to_discard(names: &Names, pending: &[Debt], what: &str) -> String {
    let who: Vec<String> = pending
        .iter()
        .map(|d| format!("{} ({} cards)", names.of(d.seat), d.count))
        .collect();
    format!(
        "A 7 was rolled: waiting for {} to {what}.",
        join_words(&who)
    )
}

/// The main part of `seat`'s turn.
pub fn in_main(names: &Names, seat: Seat) -> String {
    let n = names.of(seat);
    format!("{n}'s turn: waiting for {n} to trade, build or end the turn.")
}

/// Free roads from a Road Building card.
pub fn free_roads(names: &Names, seat: Seat, left: u8) -> String {
    let s = if left == 1 { "" } else { "s" };
    format!(
        "Waiting for {} to place {left} free road{s}.",
        names.of(seat)
    )
}
