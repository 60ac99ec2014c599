//! Baden-Württemberg Catan's presentation behind the contract
//! ([`crate::views::contract::Present`]): its map, its words, its forms and
//! what its emails tell.

use super::board::MapSvg;
use super::page::{self, BwPage};
use super::{form, mail, narrate, Names};
use crate::lang::form::FormRefused;
use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::{view, BadenWuerttemberg, Command, Event, State, View};
use crate::rules::common::Board;
use crate::rules::{Seat, Viewer};
use crate::views::common::choice::Choice;
use crate::views::common::form::FormFields;
use crate::views::common::mark::Mark;
use crate::views::common::notice::Notices;
use crate::views::common::picture::MailBoard;
use crate::views::contract::{FormOptions, NoticeInput, Page, PageInput, Present, PublicBoard};
use std::sync::Arc;

impl Present for BadenWuerttemberg {
    /// Its one map takes no board choice; its creator may have the starting
    /// town halls founded in turn (`GameOptions::variable_founding`).
    const FORM: FormOptions = FormOptions {
        board: false,
        variable_adds: false,
        founding: true,
    };

    fn narrate(lang: Lang, event: &Event, names: &Names, _board: Option<&Board>) -> String {
        narrate::event(lang, event, names)
    }

    /// The map's places are named by the narration itself.
    fn board(_view: &View) -> Option<&Board> {
        None
    }

    fn read_action(act: &str, form: &dyn FormFields) -> Result<Command, FormRefused> {
        form::command(act, form)
    }

    fn choices(lang: Lang, view: &View, legal: &[Command], names: &Names) -> Vec<Choice<Command>> {
        super::choice::choices(lang, view, legal, names)
    }

    fn todo(lang: Lang, state: &State, seat: Seat) -> String {
        mail::todo(lang, &view(state, Viewer::Spectator).phase, seat)
    }

    /// Notices as data, as the other rulesets tell them, with this
    /// presentation's own words in them (what to do, the summary, the
    /// offers' terms and the standings), from the public views around the
    /// command.
    fn notices(
        before: &State,
        after: &State,
        earlier: &[&Event],
        events: &[&Event],
        input: &NoticeInput<'_>,
    ) -> Notices {
        let owned =
            |events: &[&Event]| -> Vec<Event> { events.iter().map(|e| (*e).clone()).collect() };
        mail::notices(
            input.names,
            &view(before, Viewer::Spectator),
            &view(after, Viewer::Spectator),
            &owned(earlier),
            &owned(events),
            &|seat| input.lang(seat),
        )
    }

    fn mail_board(
        lang: Lang,
        view: &View,
        legal: &[Command],
        last: &[Event],
        names: &Names,
    ) -> MailBoard {
        super::picture::mail_board(lang, view, legal, last, names)
    }

    fn public_board(view: &View, marks: &[Mark]) -> PublicBoard {
        PublicBoard(Arc::new(MapSvg::new(view, marks, Vec::new())))
    }

    fn public_points(view: &View) -> Vec<u8> {
        view.players.iter().map(|p| p.points).collect()
    }

    fn public_panels(_lang: Lang, _view: &View, _names: &Names) -> String {
        String::new()
    }

    fn seat_page(
        view: &View,
        legal: &[Command],
        events: &[(u64, Event)],
        input: PageInput<'_>,
    ) -> Page {
        page(view, legal, events, input)
    }

    /// The same page with nothing to pick, or the board as it stood after
    /// an earlier move.
    fn public_page(view: &View, events: &[(u64, Event)], input: PageInput<'_>) -> Page {
        page(view, &[], events, input)
    }
}

/// This presentation's one page, for a seat (with `legal` and a form to
/// post to) or read-only.
fn page(view: &View, legal: &[Command], events: &[(u64, Event)], input: PageInput<'_>) -> Page {
    let seat_name = input.seat.map(|s| input.names.of(s));
    let mut page = BwPage::new(page::PageInput {
        game_id: input.game_id,
        lang: input.lang,
        seat: input.seat,
        action: input.action,
        view,
        legal,
        names: input.names,
        events,
        prompt: input.prompt,
        pick: input.pick,
        asked: input.asked,
        typed: input.typed,
        undone: input.undone,
        notice: input.notice,
        version: input.version,
    });
    page.ledger = input.ledger;
    page.rewind = input.rewind;
    page.rewind_text = input.rewind_text;
    page.host_rewinds_alone = input.host_rewinds_alone;
    if let Some(line) = input.rewound {
        page.news.table.insert(0, line);
    }
    page.seat_settings = input.seat_settings;
    page.talk = input.talk;
    if let Some(past) = input.past {
        page = page.in_the_past(past, seat_name.as_deref());
    }
    page.frame.layout = page
        .frame
        .layout
        .of_game(crate::rules::Ruleset::BadenWuerttemberg);
    Page::new(page)
}
