//! The one place in the views that picks a ruleset's presentation: the page
//! builders take a game of any ruleset and hand it to the presentation that
//! draws it. The classic presentation (board, panels, forms, narration)
//! draws classic games.

use super::narrate::{self, Names};
use crate::rules::classic::{Command, Event, View};
use crate::rules::common::Board;
use crate::rules::{AnyCommand, AnyEvent, AnyView};

/// The classic view of a game.
pub fn classic_view(view: &AnyView) -> &View {
    match view {
        AnyView::Classic(v) => v,
    }
}

/// The classic event, for the classic presentation.
pub fn classic_event(event: &AnyEvent) -> Option<&Event> {
    match event {
        AnyEvent::Classic(e) => Some(e),
    }
}

/// The classic events among `events`.
pub fn classic_events(events: &[AnyEvent]) -> Vec<Event> {
    events.iter().filter_map(classic_event).cloned().collect()
}

/// The classic commands among `commands`.
pub fn classic_commands(commands: &[AnyCommand]) -> Vec<Command> {
    commands
        .iter()
        .map(|c| match c {
            AnyCommand::Classic(c) => c.clone(),
        })
        .collect()
}

/// An event in plain words for the viewer `view` was made for; the event
/// must already be redacted for that viewer.
pub fn narrate_event(event: &AnyEvent, names: &Names, board: &Board) -> String {
    match event {
        AnyEvent::Classic(e) => narrate::event(e, names, board),
    }
}

/// The board a view draws.
pub fn board_of(view: &AnyView) -> &Board {
    match view {
        AnyView::Classic(v) => &v.board,
    }
}
