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
//! render: words, notices, boards, pages; none of them loads or sends
//! anything.

use super::common::choice::Choice;
use super::common::form::{FormFields, Sent};
use super::common::frame::PageNotice;
use super::common::mark::Mark;
use super::common::notice::Notices;
use super::common::picture::MailBoard;
use super::common::record::{Ledger, Past, RewindPanel};
use super::common::words::Names;
use super::seat_settings::SeatSettings;
use super::talk::TableTalk;
use crate::lang::form::FormRefused;
use crate::lang::Lang;
use crate::rules::common::Board;
use crate::rules::{AnyEvent, Rules, Seat};
use askama::Template;
use std::sync::Arc;
use uuid::Uuid;

/// What one command tells the seats, as the mail layer needs it.
#[derive(Debug)]
pub struct NoticeInput<'a> {
    /// Player names by seat number.
    pub names: &'a Names,
    /// The seats of the game.
    pub seats: &'a [Seat],
    /// The language each seat reads, by seat number: its notice is worded
    /// in it.
    pub langs: &'a [Lang],
}

impl NoticeInput<'_> {
    /// The language `seat` reads (English for a seat it does not know).
    pub fn lang(&self, seat: Seat) -> Lang {
        self.langs
            .get(usize::from(seat.0))
            .copied()
            .unwrap_or_default()
    }
}

/// What a page of a game is drawn from besides the game's view and
/// commands, in no ruleset's types: what the handler loaded and read from
/// the request, built once by it for any ruleset.
#[derive(Debug)]
pub struct PageInput<'a> {
    pub game_id: Uuid,
    /// The language the reader reads: the seat's own on its page, else the
    /// one the request asks for or the game's.
    pub lang: Lang,
    /// The seat looking, or `None` for the public.
    pub seat: Option<Seat>,
    /// Where the seat's forms post (`/play/{token}`); `None` on a read-only page.
    pub action: Option<String>,
    /// Player names by seat number.
    pub names: &'a Names,
    /// The latest events, oldest first, with their move numbers, redacted
    /// for the viewer (the dispatch hands them to the presentation in its
    /// ruleset's own type).
    pub events: &'a [(u64, AnyEvent)],
    /// What the game waits for, in words.
    pub prompt: String,
    /// The `?pick=` of the request, if any.
    pub pick: Option<&'a str>,
    /// The first step of an action that asks for confirmation (the `?act=`
    /// of the request and its details), if any.
    pub asked: Option<&'a Sent>,
    /// What the seat typed into a form the game refused: the page shows
    /// the same form with the same values.
    pub typed: Option<&'a Sent>,
    /// The moves a rewind undid, sorted: listed marked, left out of the news.
    pub undone: &'a [u64],
    pub notice: Option<PageNotice>,
    /// The game's version the page is drawn at (forms carry it).
    pub version: u64,
    /// Links to the history and export, and the seed commitment.
    pub ledger: Option<Ledger>,
    /// The open rewind proposal on a seat's page, with Agree / Refuse.
    pub rewind: Option<RewindPanel>,
    /// The open rewind proposal in words, on the public page.
    pub rewind_text: Option<String>,
    /// The game was created letting the host rewind without the seats.
    pub host_rewinds_alone: bool,
    /// That the game was rewound, in words, on the page of a seat that has
    /// not moved since: the top box tells it first.
    pub rewound: Option<String>,
    /// The move looked back at (`?at=`): the page is the board as it stood
    /// then, read-only, titled for [`PageInput::seat`] when a seat looks.
    pub past: Option<Past>,
    /// The seat's own settings: away, taking the seat back.
    pub seat_settings: Option<SeatSettings>,
    /// The table talk: with a form on a seat's page, read-only on the public one.
    pub talk: Option<TableTalk>,
}

/// A page of a game, drawn by its ruleset's presentation, ready to render.
#[derive(Debug)]
pub struct Page(Box<dyn Render>);

/// A page template of any presentation.
trait Render: std::fmt::Debug + Send {
    fn html(&self) -> askama::Result<String>;
}

impl<T: Template + std::fmt::Debug + Send> Render for T {
    fn html(&self) -> askama::Result<String> {
        self.render()
    }
}

impl Page {
    /// A page from a presentation's template.
    pub fn new(page: impl Template + std::fmt::Debug + Send + 'static) -> Page {
        Page(Box::new(page))
    }

    /// The page's HTML.
    pub fn render(&self) -> askama::Result<String> {
        self.0.html()
    }
}

/// The board as everyone sees it, with nothing to pick, drawn by the game's
/// presentation (the host page).
#[derive(Clone)]
pub struct PublicBoard(pub Arc<dyn std::fmt::Display + Send + Sync>);

impl std::fmt::Debug for PublicBoard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PublicBoard")
    }
}

impl std::fmt::Display for PublicBoard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// A ruleset's options on the new-game form, as facts: the front page
/// draws each option from the rulesets that have it, and names no ruleset
/// itself; the words are the language's (`lang::rulesets`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FormOptions {
    /// Its creator chooses a board (the rules' own, variable or fixed).
    pub board: bool,
    /// Its variable board has something besides random terrain, numbers
    /// and harbors.
    pub variable_adds: bool,
    /// It has the variable founding option.
    pub founding: bool,
}

/// A ruleset's presentation.
pub trait Present: Rules {
    /// Its options on the new-game form: none by default.
    const FORM: FormOptions = FormOptions {
        board: false,
        variable_adds: false,
        founding: false,
    };

    /// An event in plain words in `lang` for the viewer it was redacted
    /// for; `board` is the game's board where the presentation draws one
    /// ([`Present::board`]).
    fn narrate(lang: Lang, event: &Self::Event, names: &Names, board: Option<&Board>) -> String;

    /// The board the presentation draws a view on, where it draws one the
    /// narration names places of.
    fn board(view: &Self::View) -> Option<&Board>;

    /// Reads a seat page's form action (`act`, with the form's other
    /// fields) as a command; why not (a fact the reader's language words)
    /// when the form does not read or names no action of this game.
    fn read_action(act: &str, form: &dyn FormFields) -> Result<Self::Command, FormRefused>;

    /// True for a field the presentation's own seat forms carry beyond the
    /// ones every ruleset's do ([`TABLE_FIELDS`](super::common::form::TABLE_FIELDS)
    /// and a partner field per seat); a posted form with any other field is
    /// refused before it is read. None by default.
    fn form_field(_name: &str) -> bool {
        false
    }

    /// What `seat` must do now, in words, for emails and reminders.
    fn todo(lang: Lang, state: &Self::State, seat: Seat) -> String;

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

    /// What the seat whose `view` this is may decide now, for an email
    /// that asks it and for reading its reply: one choice for each of its
    /// `legal` commands, with a code (a number, or a spot's label from
    /// [`SpotLabels`](super::common::choice::SpotLabels)) and words.
    fn choices(
        lang: Lang,
        view: &Self::View,
        legal: &[Self::Command],
        names: &Names,
    ) -> Vec<Choice<Self::Command>>;

    /// The board of the seat whose `view` this is, as the picture its
    /// emails carry: the board its page draws, the places of its `legal`
    /// commands written with the codes [`Present::choices`] gives them, and
    /// the position in words (nothing another seat may not see); what the
    /// `last` moves (public events, oldest first) touched on the board is
    /// marked and told.
    fn mail_board(
        lang: Lang,
        view: &Self::View,
        legal: &[Self::Command],
        last: &[Self::Event],
        names: &Names,
    ) -> MailBoard;

    /// The board as everyone sees it, with nothing to pick (the host page).
    fn public_board(view: &Self::View, marks: &[Mark]) -> PublicBoard;

    /// Each seat's points as everyone sees them.
    fn public_points(view: &Self::View) -> Vec<u8>;

    /// Panels of what everyone may see beyond the board and the players'
    /// points (a scenario's), as HTML in `lang`; empty where there are none.
    fn public_panels(lang: Lang, view: &Self::View, names: &Names) -> String;

    /// The seat page of [`PageInput::seat`]: its view, what it may do now
    /// (`legal`) as board links and forms posting to
    /// [`PageInput::action`], and the latest `events` redacted for it.
    fn seat_page(
        view: &Self::View,
        legal: &[Self::Command],
        events: &[(u64, Self::Event)],
        input: PageInput<'_>,
    ) -> Page;

    /// The read-only page of `view`: the public page, or with
    /// [`PageInput::past`] the board as it stood after an earlier move (for
    /// the public or a seat).
    fn public_page(view: &Self::View, events: &[(u64, Self::Event)], input: PageInput<'_>) -> Page;
}
