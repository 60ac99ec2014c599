//! The presentation contract: what every ruleset's views folder implements
//! so the shell can show its games, as [`crate::rules::Rules`] is what its
//! rules implement so the shell can play them.
//!
//! A presentation is this trait implemented on the ruleset's rules type
//! (the type its registration line names), in the ruleset's own folder
//! under `src/views`. [`crate::views::present`] expands the registration
//! list into one exhaustive `match` per function, so a ruleset registered
//! without a presentation, or a presentation missing a function, does not
//! compile: there is no fallback to a generic page or email.
//!
//! Every function takes the ruleset's own types, read out of the `Any*`
//! enums by the dispatch, and gives data the pages and the mail layer
//! render: words, notices, boards; none of them loads or sends anything.

use super::board_svg::Mark;
use super::common::notice::Notices;
use super::narrate::Names;
use super::present::PublicBoard;
use super::scenario::FormFields;
use crate::rules::common::Board;
use crate::rules::{Rules, Seat};

/// What one command tells the seats, as the mail layer needs it.
#[derive(Debug)]
pub struct NoticeInput<'a> {
    /// Player names by seat number.
    pub names: &'a Names,
    /// The seats of the game.
    pub seats: &'a [Seat],
    /// The seat-link placeholder the mail worker fills in.
    pub link: &'static str,
    /// The address of the seats' reminder settings.
    pub reminders_link: &'a str,
}

/// A ruleset's presentation.
pub trait Present: Rules {
    /// What the ruleset is, on the front page's list of rulesets.
    const BLURB: &'static str;

    /// An event in plain words for the viewer it was redacted for; `board`
    /// is the game's board where the presentation draws one
    /// ([`Present::board`]).
    fn narrate(event: &Self::Event, names: &Names, board: Option<&Board>) -> String;

    /// The board the presentation draws a view on, where it draws one the
    /// narration names places of.
    fn board(view: &Self::View) -> Option<&Board>;

    /// Reads a seat page's form action (`act`, with the form's other
    /// fields) as a command; an error in words when the form does not read
    /// or names no action of this game.
    fn read_action(act: &str, form: &dyn FormFields) -> Result<Self::Command, String>;

    /// What `seat` must do now, in words, for emails and reminders.
    fn todo(state: &Self::State, seat: Seat) -> String;

    /// What each seat is told after one command, from the states around it
    /// (only per-seat and public views of them reach the words), the game's
    /// recent events before it (`earlier`) and its own (`events`), oldest
    /// first.
    fn notices(
        before: &Self::State,
        after: &Self::State,
        earlier: &[&Self::Event],
        events: &[&Self::Event],
        input: &NoticeInput<'_>,
    ) -> Notices;

    /// The board as everyone sees it, with nothing to pick (the host page).
    fn public_board(view: &Self::View, marks: &[Mark]) -> PublicBoard;

    /// Each seat's points as everyone sees them.
    fn public_points(view: &Self::View) -> Vec<u8>;

    /// Panels of what everyone may see beyond the board and the players'
    /// points (a scenario's), as HTML; empty where there are none.
    fn public_panels(view: &Self::View, names: &Names) -> String;
}
