//! How an email's summary of many moves is kept short: every clause about
//! the reader and every build, robber or inventor move and card play stays;
//! other players' runs of rolls and lesser moves in between are listed by
//! the rolls' sums and who rolled them, and a count of the rest by who made
//! them.

use crate::lang::notice::Notice;
use crate::lang::{list_and, Lang};
use crate::rules::common::table::TableEvent;
use crate::rules::Seat;

/// A summary with more clauses than this is shortened.
pub const SUMMARY_CLAUSES: usize = 8;

/// How a clause fares in a long summary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    /// Always told: a build, the robber or inventor and whom it robbed, a
    /// card bought or played, a trade made, a title taken, a scenario's own
    /// move.
    Kept,
    /// A roll, whose sum is listed with the other rolls of its run.
    Roll(u16),
    /// Counted with the other moves of its run: a turn ended, an offer and
    /// its answers, a discard, a trade with the bank or supply.
    Counted,
}

impl Weight {
    /// A roll of `dice`.
    pub fn roll(dice: [u8; 2]) -> Weight {
        Weight::Roll(u16::from(dice[0]) + u16::from(dice[1]))
    }

    /// A table event's: a trade made is kept, the rest (offers, answers,
    /// discards, trades with the bank or supply) counted.
    pub fn of_table(event: &TableEvent) -> Weight {
        match event {
            TableEvent::TradeConfirmed { .. } => Weight::Kept,
            _ => Weight::Counted,
        }
    }
}

/// One clause of a summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clause {
    pub text: String,
    /// It names the reader (or tells the reader's own cards).
    pub mine: bool,
    /// Who made the move.
    pub actor: Option<Seat>,
    pub weight: Weight,
}

/// The parts of a summary of `clauses`: all of them when they are few;
/// else every clause about the reader and every kept one, with the runs
/// of more than two others between them told as "rolls of 8 (Anna), 5
/// (Bert) and 11 (Cleo)" and "Anna and Cleo made 4 other moves". `names` lists the movers in
/// words; `phrase` gives a made-up part, worded in `lang`, the ruleset's
/// form (a clause, or a sentence with its capital and full stop).
pub fn shorten(
    lang: Lang,
    clauses: Vec<Clause>,
    names: &dyn Fn(&[Seat]) -> String,
    phrase: &dyn Fn(String) -> String,
) -> Vec<String> {
    if clauses.len() <= SUMMARY_CLAUSES {
        return clauses.into_iter().map(|c| c.text).collect();
    }
    let mut parts: Vec<String> = Vec::new();
    let mut run: Vec<Clause> = Vec::new();
    for clause in clauses {
        if clause.mine || clause.weight == Weight::Kept {
            parts.extend(told(lang, std::mem::take(&mut run), names, phrase));
            parts.push(clause.text);
        } else {
            run.push(clause);
        }
    }
    parts.extend(told(lang, run, names, phrase));
    parts
}

/// A run of others' lesser clauses in words: as it is when it has two or
/// fewer, else its rolls listed and its other moves counted.
fn told(
    lang: Lang,
    run: Vec<Clause>,
    names: &dyn Fn(&[Seat]) -> String,
    phrase: &dyn Fn(String) -> String,
) -> Vec<String> {
    if run.len() <= 2 {
        return run.into_iter().map(|c| c.text).collect();
    }
    let (rolls, moves): (Vec<Clause>, Vec<Clause>) = run
        .into_iter()
        .partition(|c| matches!(c.weight, Weight::Roll(_)));
    let mut parts = Vec::new();
    let sums: Vec<String> = rolls
        .iter()
        .filter_map(|c| match (c.weight, c.actor) {
            // Each sum says whose roll it was (issue #35: "Rolls of 2 and
            // 5." named nobody).
            (Weight::Roll(sum), Some(by)) => Some(format!("{sum} ({})", names(&[by]))),
            (Weight::Roll(sum), None) => Some(sum.to_string()),
            _ => None,
        })
        .collect();
    match rolls.len() {
        0 => {}
        1 => parts.extend(rolls.into_iter().map(|c| c.text)),
        _ => parts.push(phrase(lang.say(Notice::SummaryRolls {
            sums: list_and(lang, &sums),
        }))),
    }
    let other = if sums.is_empty() { "no" } else { "yes" };
    let mut actors: Vec<Seat> = Vec::new();
    for seat in moves.iter().filter_map(|c| c.actor) {
        if !actors.contains(&seat) {
            actors.push(seat);
        }
    }
    let count = moves.len();
    match count {
        0 => {}
        1 => parts.extend(moves.into_iter().map(|c| c.text)),
        _ if actors.is_empty() => {
            parts.push(phrase(lang.say(Notice::SummaryHappened { count, other })));
        }
        _ => parts.push(phrase(lang.say(Notice::SummaryMoves {
            who: names(&actors),
            players: actors.len(),
            count,
            other,
        }))),
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clause(text: &str, mine: bool, actor: u8, weight: Weight) -> Clause {
        Clause {
            text: text.to_owned(),
            mine,
            actor: Some(Seat(actor)),
            weight,
        }
    }

    fn names(seats: &[Seat]) -> String {
        let words: Vec<String> = seats.iter().map(|s| format!("P{}", s.0)).collect();
        crate::rules::contract::join_words(&words)
    }

    #[test]
    fn a_short_summary_is_told_whole() {
        let clauses: Vec<Clause> = (0..SUMMARY_CLAUSES)
            .map(|i| clause(&format!("c{i}"), false, 1, Weight::Counted))
            .collect();
        let parts = shorten(Lang::En, clauses, &names, &|s| s);
        assert_eq!(parts.len(), SUMMARY_CLAUSES);
    }

    #[test]
    fn a_long_summary_keeps_the_readers_and_kept_clauses_and_lists_the_rest() {
        let clauses = vec![
            clause("P1 rolled 8", false, 1, Weight::Roll(8)),
            clause("P1 ended the turn", false, 1, Weight::Counted),
            clause("P2 rolled 5", false, 2, Weight::Roll(5)),
            clause("P2 built a road", false, 2, Weight::Kept),
            clause("P2 ended the turn", false, 2, Weight::Counted),
            clause("P3 rolled 11", false, 3, Weight::Roll(11)),
            clause("P3 discarded 4 cards", false, 3, Weight::Counted),
            clause("P3 traded with the bank", false, 3, Weight::Counted),
            clause("you got 2 grain", true, 0, Weight::Counted),
        ];
        let phrase = |s: String| format!("<{s}>");
        assert_eq!(
            shorten(Lang::En, clauses.clone(), &names, &phrase),
            [
                "<rolls of 8 (P1) and 5 (P2)>",
                "P1 ended the turn",
                "P2 built a road",
                "P3 rolled 11",
                "<P2 and P3 made 3 other moves>",
                "you got 2 grain",
            ]
        );
        let de = shorten(Lang::De, clauses, &names, &phrase);
        assert_eq!(de[0], "<Würfe: 8 (P1) und 5 (P2)>");
        assert!(
            de[4].ends_with("haben 3 weitere Züge gemacht>"),
            "{}",
            de[4]
        );
    }
}
