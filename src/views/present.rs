//! The one place in the views that picks a ruleset's presentation: the page
//! builders take a game of any ruleset and hand it to the presentation that
//! draws it. The classic presentation (board, panels, forms, narration)
//! draws classic games and the scenarios layered on classic, each scenario
//! adding its own part ([`ScenarioPart`]); a ruleset without a presentation
//! of its own gets the generic one ([`super::generic`]).

use super::generic::{self, GenericPage};
use super::narrate::{self, Names};
use super::oil_springs;
use super::play::PlayPage;
use super::public::GamePage;
use super::scenario::{FormFields, ScenarioPart, SeatContext};
use crate::rules::classic::{Command, Event, Never, View};
use crate::rules::common::Board;
use crate::rules::{AnyCommand, AnyEvent, AnyView, Ruleset, Seat};
use askama::Template;
use std::borrow::Cow;

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

/// The classic view the classic presentation draws: a classic game's own,
/// or the base game's part of a scenario game's; `None` for a game the
/// classic presentation does not draw.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn classic_view(view: &AnyView) -> Option<Cow<'_, View>> {
    match view {
        AnyView::Classic(v) => Some(Cow::Borrowed(v)),
        AnyView::Frenemies(v) => Some(Cow::Owned(v.base())),
        _ => None,
    }
}

/// The base game's event, for the classic presentation; `None` for a
/// scenario's own event or a game of another ruleset.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn classic_event(event: &AnyEvent) -> Option<Event> {
    match event {
        AnyEvent::Classic(e) => Some(e.clone()),
        AnyEvent::Frenemies(e) => e.base(),
        _ => None,
    }
}

/// The base game's events among `events`.
pub fn classic_events(events: &[AnyEvent]) -> Vec<Event> {
    events.iter().filter_map(classic_event).collect()
}

/// The base game's command, for the classic presentation; `None` for a
/// scenario's own command or a game of another ruleset.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
fn classic_command(command: &AnyCommand) -> Option<Command> {
    match command {
        AnyCommand::Classic(c) => Some(c.clone()),
        AnyCommand::Frenemies(c) => c.base(),
        _ => None,
    }
}

/// The base game's commands among `commands`.
pub fn classic_commands(commands: &[AnyCommand]) -> Vec<Command> {
    commands.iter().filter_map(classic_command).collect()
}

/// The commands among `commands` the classic presentation does not draw:
/// a scenario's own.
pub fn scenario_commands(commands: &[AnyCommand]) -> Vec<AnyCommand> {
    commands
        .iter()
        .filter(|c| classic_command(c).is_none())
        .cloned()
        .collect()
}

/// What the game's scenario adds to a seat's classic page; `None` for a
/// game without a scenario.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn seat_part(
    view: &AnyView,
    legal: &[AnyCommand],
    ctx: &SeatContext<'_>,
) -> Option<ScenarioPart> {
    match view {
        AnyView::Frenemies(_) => {
            Some(ScenarioPart::default().with_fallback(&scenario_commands(legal), ctx))
        }
        _ => None,
    }
}

/// What the game's scenario adds to the public page (or a board in the
/// past); `None` for a game without a scenario.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn public_part(view: &AnyView, _names: &Names) -> Option<ScenarioPart> {
    match view {
        AnyView::Frenemies(_) => Some(ScenarioPart::default()),
        _ => None,
    }
}

/// An event in plain words for the viewer it was redacted for.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn narrate_event(event: &AnyEvent, names: &Names, board: Option<&Board>) -> String {
    match (classic_event(event), board) {
        (Some(e), Some(board)) => narrate::event(&e, names, board),
        _ => generic::event_words(event, names),
    }
}

/// The board the classic presentation draws a view on, if it draws it.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn board_of(view: &AnyView) -> Option<&Board> {
    match view {
        AnyView::Classic(v) => Some(&v.board),
        AnyView::Frenemies(v) => Some(&v.board),
        _ => None,
    }
}

/// A base-game command read from a classic form, as a command of a game of
/// `ruleset`; `None` when the classic presentation does not draw it.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn lift_classic(ruleset: Ruleset, command: &Command) -> Option<AnyCommand> {
    match ruleset {
        Ruleset::Classic => Some(AnyCommand::Classic(command.clone())),
        Ruleset::Frenemies => Some(AnyCommand::Frenemies(command.lift())),
        _ => None,
    }
}

/// Reads a form action of the ruleset's own presentation (`act`, with the
/// form's other fields) as a command; `None` when the action is not one of
/// its own, and the classic forms read it.
pub fn read_action(
    ruleset: Ruleset,
    act: &str,
    form: &dyn FormFields,
) -> Option<Result<AnyCommand, String>> {
    let _ = (ruleset, act, form);
    None
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
