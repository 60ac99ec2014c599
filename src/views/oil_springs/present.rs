//! Oil Springs on the classic presentation: what its hook
//! ([`ScenarioPresent`]) adds to the classic pages, words, forms and emails.

use super::{board, costs, form, mail, narrate};
use crate::lang::form::FormRefused;
use crate::lang::notice::Notice;
use crate::lang::{Lang, Person};
use crate::rules::classic::{Command, Event, State, View};
use crate::rules::common::Board;
use crate::rules::oil_springs::{OilCommand, OilEvent, OilSprings, OilView};
use crate::rules::{Seat, Viewer};
use crate::views::classic::board_svg::Pick;
use crate::views::classic::scenario::{BoardMark, ScenarioPart, ScenarioPresent, SeatContext};
use crate::views::common::costs::CostLine;
use crate::views::common::form::FormFields;
use crate::views::common::notice::{MailExtras, Told};
use crate::views::common::words::Names;

impl ScenarioPresent for OilSprings {
    fn choice(
        lang: Lang,
        command: &OilCommand,
        view: &View<OilView>,
        names: &Names,
    ) -> Option<crate::views::common::choice::Choice<()>> {
        Some(super::choice::choice(lang, command, view, names))
    }

    /// oil-springs.txt §Setup: the scenario's board as printed, or a
    /// variable one with its springs placed as the variable setup says.
    const VARIABLE_ADDS: bool = true;

    /// oil-springs.txt §Resource Production, §Using Oil, §Sequestering Oil,
    /// §The Disaster Phase, §End of the Game.
    fn differs(lang: Lang) -> Vec<String> {
        crate::lang::oil::DIFFERS
            .iter()
            .map(|line| lang.say(line))
            .collect()
    }

    /// A disaster (oil-springs.txt §The Disaster Phase) strikes everyone:
    /// the dice, the flood or pollution, and the island abandoned.
    fn table_news(event: &OilEvent) -> bool {
        matches!(
            event,
            OilEvent::DisasterRolled { .. }
                | OilEvent::CoastFlooded { .. }
                | OilEvent::HexPolluted { .. }
                | OilEvent::SpringPolluted { .. }
                | OilEvent::IslandAbandoned { .. }
        )
    }

    fn narrate(lang: Lang, event: &OilEvent, names: &Names, board: &Board) -> String {
        narrate::event(lang, event, names, board)
    }

    fn read_action(
        act: &str,
        fields: &dyn FormFields,
    ) -> Option<Result<Command<OilCommand>, FormRefused>> {
        form::read(act, fields)
    }

    /// Oil in a discard, an offer or a counter-offer.
    fn form_field(name: &str) -> bool {
        matches!(name, "oil" | "give_oil" | "want_oil")
    }

    fn public_part(lang: Lang, view: &View<OilView>, names: &Names) -> Option<ScenarioPart> {
        Some(super::public_part(lang, view, names))
    }

    fn seat_part(
        view: &View<OilView>,
        legal: &[Command<OilCommand>],
        ctx: &SeatContext<'_>,
    ) -> Option<ScenarioPart> {
        Some(super::seat_part(view, legal, ctx))
    }

    /// The metropolis, with the oil it costs.
    fn costs(
        lang: Lang,
        view: &View<OilView>,
        me: Seat,
        legal: &[Command<OilCommand>],
    ) -> Vec<CostLine> {
        costs::metropolis(lang, view, me, legal)
            .into_iter()
            .collect()
    }

    fn marks(view: &View<OilView>) -> Vec<BoardMark> {
        view.scenario
            .as_ref()
            .map(|oil| board::marks(Lang::En, oil))
            .unwrap_or_default()
    }

    /// A new metropolis, on its city's place.
    fn touched(
        lang: Lang,
        event: &OilEvent,
        board: &Board,
        who: &dyn Fn(Seat) -> (String, Person),
    ) -> Option<(Pick, String)> {
        match event {
            OilEvent::MetropolisBuilt { seat, node } => {
                let (who, person) = who(*seat);
                let at = crate::lang::story::node(lang, board, *node);
                let words = lang.say(Notice::PicMetropolis { who, person, at });
                Some((Pick::Upgrade(*node), words))
            }
            _ => None,
        }
    }

    /// The oil lines of the seat's emails and the news of a disaster.
    fn mail_additions(
        lang: Lang,
        after: &State<OilSprings>,
        events: &[&Event<OilEvent>],
        names: &Names,
        seat: Seat,
    ) -> (MailExtras, Option<Told>) {
        let viewer = Viewer::Seat(seat);
        let events: Vec<_> = events.iter().map(|e| e.redacted_for(viewer)).collect();
        let view = crate::rules::classic::view(after, viewer);
        (mail::extras(lang, &view, &events, names, seat), None)
    }
}
