//! What every page of a game shows alike, whoever looks at it: the last
//! roll, the development cards left in the deck, the latest events and the
//! house readings (`templates/partials/dice.html`, `events.html`,
//! `notes.html`).

use super::record::Past;
use crate::lang::seat::SeatWords;
use crate::lang::Lang;
use std::borrow::Borrow;

/// One of the latest events: its move number (the number the history, the
/// `?at=` boards and the rewind forms use), in words, and a link to the
/// board as it stood right after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventLine {
    pub seq: u64,
    pub text: String,
    pub href: String,
    /// A rewind undid this move (it stays listed, marked in words).
    pub undone: bool,
}

impl EventLine {
    /// Event `seq` in words, linking to `{base}?at={seq}` (`base` is the
    /// page's own path, `/games/{id}` or `/play/{token}`).
    pub fn new(seq: u64, text: String, base: &str) -> EventLine {
        EventLine {
            seq,
            text,
            href: format!("{base}?at={seq}"),
            undone: false,
        }
    }

    /// Marks the lines of the moves a rewind undid (`undone` is sorted).
    pub fn mark_undone(lines: &mut [EventLine], undone: &[u64]) {
        for line in lines {
            line.undone = undone.binary_search(&line.seq).is_ok();
        }
    }

    /// The label of the link to the board after this event, in `lang`.
    pub fn board_label(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        lang.say(SeatWords::EventBoard { seq: self.seq })
    }

    /// The same lines linking under another page's path.
    pub fn rebased(lines: &mut [EventLine], base: &str) {
        for line in lines {
            line.href = format!("{base}?at={}", line.seq);
        }
    }
}

/// The dice as last rolled.
#[derive(Debug, Clone, Copy)]
pub struct Dice {
    pub a: u8,
    pub b: u8,
}

impl Dice {
    /// Their sum.
    pub fn sum(&self) -> u8 {
        self.a + self.b
    }

    /// "Last roll: 3 and 4, total 7", in `lang`.
    pub fn label(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        lang.say(SeatWords::Dice {
            a: self.a,
            b: self.b,
            sum: self.sum(),
        })
    }
}

/// The parts of a game's page that read the same to everyone.
#[derive(Debug, Clone)]
pub struct Public {
    pub dice: Option<Dice>,
    /// Development cards left in the deck.
    pub dev_left: u32,
    /// The latest events, newest first.
    pub events: Vec<EventLine>,
    /// The house readings that apply on this page.
    pub notes: Vec<String>,
}

impl Public {
    /// The parts from the last roll (`dice`), the deck's count, the latest
    /// events and the house readings.
    pub fn new(
        dice: Option<[u8; 2]>,
        dev_left: u32,
        events: Vec<EventLine>,
        notes: Vec<String>,
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
    /// heading in `lang`, `seat`'s when it is a seat's look back.
    pub fn look_back(&mut self, lang: Lang, past: &Past, seat: Option<&str>) -> String {
        EventLine::rebased(&mut self.events, &past.present);
        past.heading(lang, seat)
    }
}
