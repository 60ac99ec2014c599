//! The classic presentation behind the contract
//! ([`crate::views::contract::Present`]), for the classic game and every
//! scenario layered on it: the classic board, words, forms and emails, with
//! what the scenario adds asked of its hook ([`ScenarioPresent`]).

use super::board_svg::{BoardSvg, Mark};
use super::form as classic_form;
use super::mail::{seat_notices, todo_in};
use super::narrate::{self, Names};
use super::play::{PlayInput, PlayPage};
use super::public::GamePage;
use super::scenario::ScenarioPresent;
use crate::lang::form::FormRefused;
use crate::lang::Lang;
use crate::rules::classic::{Classic, Command, Event, State, View};
use crate::rules::common::Board;
use crate::rules::contract::Rules;
use crate::rules::Seat;
use crate::views::common::choice::Choice;
use crate::views::common::form::FormFields;
use crate::views::common::notice::Notices;
use crate::views::common::picture::MailBoard;
use crate::views::contract::{FormOptions, NoticeInput, Page, PageInput, Present, PublicBoard};
use crate::views::generic;
use std::sync::Arc;

impl<X: ScenarioPresent> Present for Classic<X> {
    const FORM: FormOptions = FormOptions {
        board: true,
        variable_adds: X::VARIABLE_ADDS,
        founding: false,
    };

    /// The base game's events in classic words, a scenario's in its own;
    /// with no board to name places on, in the generic words.
    fn narrate(
        lang: Lang,
        event: &Event<X::Event>,
        names: &Names,
        board: Option<&Board>,
    ) -> String {
        let Some(board) = board else {
            return generic::words_of_event(
                event,
                Self::event_kind(event),
                Self::event_seat(event),
                names,
            );
        };
        match (X::base_event(event), event.scenario()) {
            (Some(e), _) => narrate::event(lang, &e, names, board),
            (None, Some(e)) => X::narrate(lang, e, names, board),
            (None, None) => generic::words_of_event(
                event,
                Self::event_kind(event),
                Self::event_seat(event),
                names,
            ),
        }
    }

    fn board(view: &View<X::View>) -> Option<&Board> {
        Some(&view.board)
    }

    /// A scenario's own acts first, then the classic acts.
    fn read_action(act: &str, form: &dyn FormFields) -> Result<Command<X::Command>, FormRefused> {
        X::read_action(act, form).unwrap_or_else(|| classic_form::read(act, form).map(|c| c.lift()))
    }

    fn form_field(name: &str) -> bool {
        X::form_field(name)
    }

    fn choices(
        lang: Lang,
        view: &View<X::View>,
        legal: &[Command<X::Command>],
        names: &Names,
    ) -> Vec<Choice<Command<X::Command>>> {
        super::choice::choices::<X>(lang, view, legal, names)
    }

    fn todo(lang: Lang, state: &State<X>, seat: Seat) -> String {
        todo_in(lang, state, seat)
    }

    /// Notices as data, each with what the scenario adds for its seat.
    fn notices(
        before: &State<X>,
        after: &State<X>,
        earlier: &[&Event<X::Event>],
        events: &[&Event<X::Event>],
        input: &NoticeInput<'_>,
    ) -> Notices {
        let mut all = earlier.to_vec();
        let first = all.len();
        all.extend_from_slice(events);
        let extras =
            |seat: Seat| X::mail_additions(input.lang(seat), after, events, input.names, seat);
        seat_notices(
            &input.names.0,
            input.seats,
            before,
            after,
            &all,
            first,
            &extras,
            &|seat| input.lang(seat),
        )
    }

    fn mail_board(
        lang: Lang,
        view: &View<X::View>,
        legal: &[Command<X::Command>],
        last: &[Event<X::Event>],
        names: &Names,
    ) -> MailBoard {
        super::picture::mail_board::<X>(lang, view, legal, last, names)
    }

    fn public_board(view: &View<X::View>, marks: &[Mark]) -> PublicBoard {
        let mut board = BoardSvg::new(Lang::En, &X::base_view(view), marks, Vec::new());
        for m in X::marks(view) {
            m.draw(&mut board);
        }
        PublicBoard(Arc::new(board))
    }

    fn public_points(view: &View<X::View>) -> Vec<u8> {
        view.players.iter().map(|p| p.points).collect()
    }

    fn public_panels(lang: Lang, view: &View<X::View>, names: &Names) -> String {
        X::public_part(lang, view, names)
            .map(|part| part.panels)
            .unwrap_or_default()
    }

    /// The classic seat page with what the scenario adds; without a seat
    /// or a form to post to, the public page.
    fn seat_page(
        view: &View<X::View>,
        legal: &[Command<X::Command>],
        events: &[(u64, Event<X::Event>)],
        input: PageInput<'_>,
    ) -> Page {
        let (Some(seat), Some(action)) = (input.seat, input.action.as_deref()) else {
            return Self::public_page(view, events, input);
        };
        let mut page = PlayPage::new(PlayInput::<X> {
            game_id: input.game_id,
            lang: input.lang,
            action,
            seat,
            view,
            legal,
            names: input.names,
            events,
            pick: input.pick,
            asked: input.asked,
            undone: input.undone,
            typed: input.typed,
            notice: input.notice,
            version: input.version,
        });
        page.ledger = input.ledger;
        page.host_rewinds_alone = input.host_rewinds_alone;
        page.seat_settings = input.seat_settings;
        page.talk = input.talk;
        page.rewind = input.rewind;
        if let Some(line) = input.rewound {
            page.news.table.insert(0, line);
        }
        page.frame.layout = page.frame.layout.of_game(Self::RULESET);
        Page::new(page)
    }

    /// The classic public page with the scenario's panels, or the board as
    /// it stood after an earlier move.
    fn public_page(
        view: &View<X::View>,
        events: &[(u64, Event<X::Event>)],
        input: PageInput<'_>,
    ) -> Page {
        let mut page = GamePage::new::<X>(input.lang, input.game_id, view, input.names, events);
        page.ledger = input.ledger;
        page.rewind = input.rewind_text;
        page.talk = input.talk;
        if let Some(past) = input.past {
            let seat = input.seat.map(|s| input.names.of(s));
            page = page.in_the_past(past, seat.as_deref());
        }
        page.layout = page.layout.of_game(Self::RULESET);
        Page::new(page)
    }
}
