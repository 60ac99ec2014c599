//! Frenemies on the classic presentation: what its hook
//! ([`ScenarioPresent`]) adds to the classic pages, words, forms and emails.

use super::{form, mail, narrate, panel};
use crate::rules::classic::{Command, Event, State, View};
use crate::rules::common::Board;
use crate::rules::frenemies::{Frenemies, FrenemiesCommand, FrenemiesEvent, FrenemiesView};
use crate::rules::{Seat, Viewer};
use crate::views::classic::scenario::{ScenarioPart, ScenarioPresent, SeatContext};
use crate::views::common::form::FormFields;
use crate::views::common::notice::{MailExtras, Told};
use crate::views::common::words::Names;

impl ScenarioPresent for Frenemies {
    fn choice(
        command: &FrenemiesCommand,
        view: &View<FrenemiesView>,
        names: &Names,
    ) -> Option<crate::views::common::choice::Choice<()>> {
        Some(super::choice::choice(command, view, names))
    }

    const BLURB: &'static str = "Catan: Frenemies: favor tokens, gifts and guild halls, 11 points";

    fn narrate(event: &FrenemiesEvent, names: &Names, _board: &Board) -> String {
        narrate::event(event, names)
    }

    fn read_action(
        act: &str,
        fields: &dyn FormFields,
    ) -> Option<Result<Command<FrenemiesCommand>, String>> {
        form::read(act, fields)
    }

    fn public_part(view: &View<FrenemiesView>, names: &Names) -> Option<ScenarioPart> {
        Some(panel::public_part(view, names))
    }

    fn seat_part(
        view: &View<FrenemiesView>,
        legal: &[Command<FrenemiesCommand>],
        ctx: &SeatContext<'_>,
    ) -> Option<ScenarioPart> {
        Some(panel::seat_part(view, legal, ctx))
    }

    /// A gift to answer or the answer to the seat's own, and the favor
    /// lines of its turn email.
    fn mail_additions(
        after: &State<Frenemies>,
        events: &[&Event<FrenemiesEvent>],
        names: &Names,
        seat: Seat,
    ) -> (MailExtras, Option<Told>) {
        let viewer = Viewer::Seat(seat);
        let events: Vec<_> = events.iter().map(|e| e.redacted_for(viewer)).collect();
        let view = crate::rules::classic::view(after, viewer);
        let told = view
            .scenario
            .as_ref()
            .and_then(|fr| mail::told(fr, &events, names, seat));
        (mail::extras(&view, seat), told)
    }
}
