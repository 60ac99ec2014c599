//! The one place in the views that picks a ruleset's presentation: the page
//! builders take a game of any ruleset and hand it to the presentation that
//! draws it. The classic presentation (board, panels, forms, narration)
//! draws classic games; a ruleset without a presentation of its own gets the
//! generic one ([`super::generic`]).

use super::generic::{self, GenericPage};
use super::narrate::{self, Names};
use super::oil_springs;
use super::play::PlayPage;
use super::public::GamePage;
use crate::rules::classic::{Command, Event, Never, View};
use crate::rules::common::Board;
use crate::rules::{AnyCommand, AnyEvent, AnyView, Seat};
use askama::Template;

/// A seat's or the public's page, in the presentation of the game's ruleset.
#[derive(Debug, Clone)]
pub enum Page {
    Seat(Box<PlayPage>),
    Public(Box<GamePage>),
    Generic(Box<GenericPage>),
}

impl Page {
    /// The page's HTML.
    pub fn render(&self) -> askama::Result<String> {
        match self {
            Page::Seat(p) => p.render(),
            Page::Public(p) => p.render(),
            Page::Generic(p) => p.render(),
        }
    }
}

/// The classic view of a classic game, which the classic presentation
/// draws; `None` for a game of another ruleset.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn classic_view(view: &AnyView) -> Option<&View> {
    match view {
        AnyView::Classic(v) => Some(v),
        _ => None,
    }
}

/// The classic event, for the classic presentation.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn classic_event(event: &AnyEvent) -> Option<&Event> {
    match event {
        AnyEvent::Classic(e) => Some(e),
        _ => None,
    }
}

/// The classic events among `events`.
pub fn classic_events(events: &[AnyEvent]) -> Vec<Event> {
    events.iter().filter_map(classic_event).cloned().collect()
}

/// The classic commands among `commands`.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn classic_commands(commands: &[AnyCommand]) -> Vec<Command> {
    commands
        .iter()
        .filter_map(|c| match c {
            AnyCommand::Classic(c) => Some(c.clone()),
            _ => None,
        })
        .collect()
}

/// An event in plain words for the viewer `view` was made for; the event
/// must already be redacted for that viewer.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn narrate_event(event: &AnyEvent, names: &Names, board: Option<&Board>) -> String {
    match (event, board) {
        (AnyEvent::Classic(e), Some(board)) => narrate::event(e, names, board),
        _ => generic::event_words(event, names),
    }
}

/// The board the classic presentation draws a view on, if it draws it.
pub fn board_of(view: &AnyView) -> Option<&Board> {
    classic_view(view).map(|v| &*v.board)
}

/// A scenario's own event as a short clause of an email's summary ("you got
/// 2 oil"), in the words of the scenario's presentation; `None` when the
/// event says nothing worth an email line. `who` names a seat ("you" for
/// the recipient). The event must already be redacted for the recipient.
pub trait SummaryWords {
    fn clause(&self, viewer: Seat, who: &dyn Fn(Seat) -> String) -> Option<String>;
}

/// The base game has no scenario events.
impl SummaryWords for Never {
    fn clause(&self, _viewer: Seat, _who: &dyn Fn(Seat) -> String) -> Option<String> {
        match *self {}
    }
}

/// News every player is told of (a disaster): a subject line and what
/// happened, one sentence a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct News {
    pub headline: String,
    pub lines: Vec<String>,
}

/// What a ruleset's presentation adds to one seat's emails after one
/// command; empty for a ruleset that adds nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MailExtras {
    /// Lines for the seat's "your turn" email (what the scenario adds).
    pub turn: Vec<String>,
    /// News for every player, told even to seats the game does not wait for.
    pub news: Option<News>,
    /// How the game ended, where it ended with no winner.
    pub outcome: Option<String>,
}

/// What the presentation of `view`'s ruleset adds to `seat`'s emails;
/// `view` is the seat's view after the command, `events` the command's
/// events redacted for the seat.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn mail_extras(view: &AnyView, events: &[AnyEvent], names: &Names, seat: Seat) -> MailExtras {
    match view {
        AnyView::OilSprings(v) => {
            let events: Vec<_> = events
                .iter()
                .filter_map(|e| match e {
                    AnyEvent::OilSprings(e) => Some(e.clone()),
                    _ => None,
                })
                .collect();
            oil_springs::mail::extras(v, &events, names, seat)
        }
        _ => MailExtras::default(),
    }
}
