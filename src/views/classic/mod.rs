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

use super::common::public::EventLine;
use super::contract::Present;
use crate::lang::Lang;
use crate::rules::classic::{Classic, Event, View};
use crate::rules::Seat;
use crate::views::common::players;
use board_svg::Mark;
use narrate::Names;
use scenario::ScenarioPresent;

/// What the classic players' table shows beside the columns every
/// ruleset's has.
#[derive(Debug, Clone)]
pub struct Awards {
    pub knights: u8,
    pub longest_road: bool,
    pub largest_army: bool,
}

/// One row of the classic players' table.
pub type PlayerRow = players::PlayerRow<Awards>;

/// The players' table, in turn order.
pub fn player_rows(view: &View, names: &Names, marks: &[Mark], me: Option<Seat>) -> Vec<PlayerRow> {
    players::player_rows!(view, names, marks, me, |p| Awards {
        knights: p.knights,
        longest_road: p.longest_road,
        largest_army: p.largest_army,
    })
}

/// What the game in `view` waits for, in `lang`.
pub fn waiting_in(lang: Lang, view: &View, names: &Names) -> String {
    let waiting = crate::rules::classic::prompt::waiting(&view.phase, &view.players);
    crate::lang::waiting::word(lang, &waiting, names)
}

/// The latest events, newest first, in plain words (a scenario's own events
/// in its own words), each with its move number and a link to the board
/// right after it under `base`. `events` (with their move numbers) must
/// already be redacted for the viewer.
pub fn recent<X: ScenarioPresent>(
    lang: Lang,
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
                <Classic<X> as Present>::narrate(lang, e, names, Some(&view.board)),
                base,
            )
        })
        .collect()
}
