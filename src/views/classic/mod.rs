//! The classic presentation: the hex board, the seat and public pages, the
//! slot a scenario layered on the classic rules fills with its own panels,
//! forms and board marks, and events in plain words. Frenemies and Oil
//! Springs games are drawn by it with their own parts.

pub mod board_svg;
pub mod choice;
pub mod costs;
pub mod form;
pub mod mail;
pub mod narrate;
pub mod news;
pub mod picture;
pub mod play;
pub mod present;
pub mod public;
pub mod scenario;

use super::contract::Present;
use super::EventLine;
use crate::rules::classic::{Classic, Event, View};
use crate::rules::Seat;
use crate::views::common::mark::in_listing_order;
use board_svg::Mark;
use narrate::Names;
use scenario::ScenarioPresent;

/// One row of the players' table: public information only.
#[derive(Debug, Clone)]
pub struct PlayerRow {
    pub name: String,
    pub mark: Mark,
    pub points: u8,
    pub cards: u32,
    pub dev_cards: u32,
    pub knights: u8,
    pub road_length: u8,
    pub longest_road: bool,
    pub largest_army: bool,
    pub you: bool,
    pub current: bool,
    pub awaited: bool,
}

/// The players' table, in turn order.
pub fn player_rows(view: &View, names: &Names, marks: &[Mark], me: Option<Seat>) -> Vec<PlayerRow> {
    let current = view.phase.current();
    in_listing_order(&view.turn_order, &view.players, |p| p.seat)
        .into_iter()
        .map(|p| PlayerRow {
            name: names.of(p.seat),
            mark: Mark::of(marks, p.seat),
            points: p.points,
            cards: p.cards,
            dev_cards: p.development_cards,
            knights: p.knights,
            road_length: p.road_length,
            longest_road: p.longest_road,
            largest_army: p.largest_army,
            you: me == Some(p.seat),
            current: current == Some(p.seat),
            awaited: view.awaiting.contains(&p.seat),
        })
        .collect()
}

/// What the game waits for, in the third person: "Bert must roll the dice".
pub fn waiting_for(view: &View, names: &Names) -> String {
    crate::rules::classic::prompt::waiting_for(&view.phase, &view.players, names)
}

/// The latest events, newest first, in plain words (a scenario's own events
/// in its own words), each with its move number and a link to the board
/// right after it under `base`. `events` (with their move numbers) must
/// already be redacted for the viewer.
pub fn recent<X: ScenarioPresent>(
    events: &[(u64, Event<X::Event>)],
    names: &Names,
    view: &View,
    base: &str,
) -> Vec<EventLine> {
    events
        .iter()
        .rev()
        .map(|(seq, e)| {
            EventLine::new(
                *seq,
                <Classic<X> as Present>::narrate(e, names, Some(&view.board)),
                base,
            )
        })
        .collect()
}
