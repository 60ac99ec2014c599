//! What a game waits for, as a fact every ruleset's phase reads as: whom
//! it waits for and to do what. The words are the language's
//! (`lang::waiting`), for pages, emails and the JSON API's `prompt`.

use super::table::Debt;
use super::Resource;
use crate::rules::Seat;

/// What a game waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Waiting {
    /// The game has not started.
    Lobby,
    /// Setup, `round` 1 or 2: a settlement.
    PlaceSettlement {
        seat: Seat,
        round: u8,
    },
    /// Setup: the road next to the settlement just placed.
    PlaceRoad {
        seat: Seat,
        round: u8,
    },
    /// Baden-Württemberg's founding: a town hall on a town field.
    Found {
        seat: Seat,
        round: u8,
    },
    Roll {
        seat: Seat,
    },
    /// A 7 was rolled: these seats discard this many cards each.
    Discard {
        pending: Vec<Debt>,
    },
    /// The same in Baden-Württemberg, whose cards are given up to the supply.
    GiveUp {
        pending: Vec<Debt>,
    },
    MoveRobber {
        seat: Seat,
    },
    /// Baden-Württemberg's inventor.
    MoveInventor {
        seat: Seat,
    },
    /// The main part of `seat`'s turn: trade, build or end it.
    Main {
        seat: Seat,
    },
    /// Free roads of a Road Building card, `left` of them.
    FreeRoads {
        seat: Seat,
        left: u8,
    },
    /// The Special Building Phase after `seat`'s turn, asking `asked`.
    SpecialBuilding {
        seat: Seat,
        asked: Vec<Seat>,
    },
    /// Over with no winner.
    OverNobody,
    /// Over: `winner` won with its `points` as everyone sees them (hidden
    /// victory points are not counted).
    WonVisible {
        winner: Seat,
        points: u8,
    },
    /// Over: `winner` won with `points` (Baden-Württemberg shows them all).
    Won {
        winner: Seat,
        points: u8,
    },
    /// Frenemies: a gift of `resource` from `from` waits for `to`'s answer.
    GiftAnswer {
        from: Seat,
        to: Seat,
        resource: Resource,
    },
    /// Frenemies: `to` asked for `asked` instead; `from` gives it or
    /// withdraws.
    GiftAsked {
        from: Seat,
        to: Seat,
        asked: Resource,
    },
    /// Frenemies: `seat` returns a favor token to finish an exchange.
    ExchangeReturn {
        seat: Seat,
    },
}
