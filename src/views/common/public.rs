//! What every page of a game shows alike, whoever looks at it: the last
//! roll, the development cards left in the deck, the latest events and the
//! house readings (`templates/partials/dice.html`, `events.html`,
//! `notes.html`).

use crate::views::history::Past;
use crate::views::{Dice, EventLine};

/// The parts of a game's page that read the same to everyone.
#[derive(Debug, Clone)]
pub struct Public {
    pub dice: Option<Dice>,
    /// Development cards left in the deck.
    pub dev_left: u32,
    /// The latest events, newest first.
    pub events: Vec<EventLine>,
    /// The house readings that apply on this page.
    pub notes: Vec<&'static str>,
}

impl Public {
    /// The parts from the last roll (`dice`), the deck's count, the latest
    /// events and the house readings.
    pub fn new(
        dice: Option<[u8; 2]>,
        dev_left: u32,
        events: Vec<EventLine>,
        notes: Vec<&'static str>,
    ) -> Public {
        Public {
            dice: dice.map(|[a, b]| Dice { a, b }),
            dev_left,
            events,
            notes,
        }
    }

    /// The same parts as the board stood after an earlier move: each event
    /// links to its board in the same look back (`past`). Gives the page's
    /// heading, `seat`'s when it is a seat's look back.
    pub fn look_back(&mut self, past: &Past, seat: Option<&str>) -> String {
        EventLine::rebased(&mut self.events, &past.present);
        past.heading(seat)
    }
}
