//! The one place in the views that picks a ruleset's presentation: the page
//! builders take a game of any ruleset and hand it to the presentation that
//! draws it. The classic presentation (board, panels, forms, narration)
//! draws classic games and the scenarios layered on classic, each scenario
//! adding its own part ([`ScenarioPart`]); Baden-Württemberg has its own
//! presentation ([`super::baden_wuerttemberg`]); a ruleset without a
//! presentation of its own gets the generic one ([`super::generic`]).

use super::baden_wuerttemberg::{self as bw, page::BwPage};
use super::board_svg::{BoardSvg, Mark};
use super::classic::form as classic_form;
use super::costs::CostCard;
use super::frenemies;
use super::generic::{self, GenericInput, GenericPage};
use super::history::{Ledger, Past, RewindPanel};
use super::narrate::{self, Names};
use super::oil_springs;
use super::play::{PlayPage, Sent};
use super::public::GamePage;
use super::scenario::{BoardMark, FormFields, ScenarioPart, SeatContext};
use super::Notice;
use crate::rules::classic::{Command, Event, Never, View};
use crate::rules::common::trade::OfferId;
use crate::rules::common::Board;
use crate::rules::{AnyCommand, AnyEvent, AnyState, AnyView, BoardKind, Ruleset, Seat, Viewer};
use askama::Template;
use std::borrow::Cow;
use uuid::Uuid;

/// A seat's or the public's page, in the presentation of the game's ruleset.
#[derive(Debug, Clone)]
pub enum Page {
    Seat(Box<PlayPage>),
    Public(Box<GamePage>),
    Generic(Box<GenericPage>),
    BadenWuerttemberg(Box<BwPage>),
}

impl Page {
    /// The page's HTML.
    pub fn render(&self) -> askama::Result<String> {
        match self {
            Page::Seat(p) => p.render(),
            Page::Public(p) => p.render(),
            Page::Generic(p) => p.render(),
            Page::BadenWuerttemberg(p) => p.render(),
        }
    }
}

/// What the ruleset is, for the list of rulesets on the front page.
pub const fn blurb(ruleset: Ruleset) -> &'static str {
    match ruleset {
        Ruleset::Classic => "Classic: The Settlers of Catan",
        Ruleset::Frenemies => "Catan: Frenemies: favor tokens, gifts and guild halls, 11 points",
        Ruleset::OilSprings => "Catan: Oil Springs: oil, metropolises and disasters, 12 points",
        Ruleset::BadenWuerttemberg => {
            "Baden-Württemberg Catan: town halls on the map of Baden-Württemberg"
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
        AnyView::OilSprings(v) => Some(Cow::Owned(v.base())),
        _ => None,
    }
}

/// The base game's event, for the classic presentation; `None` for a
/// scenario's own event or a game of another ruleset.
pub fn classic_event(event: &AnyEvent) -> Option<Event> {
    base_event(event).map(Cow::into_owned)
}

/// [`classic_event`], borrowed from a classic game's event: narrating a
/// history reads every event, and a clone of each is measurable there.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
fn base_event(event: &AnyEvent) -> Option<Cow<'_, Event>> {
    match event {
        AnyEvent::Classic(e) => Some(Cow::Borrowed(e)),
        AnyEvent::Frenemies(e) => e.base().map(Cow::Owned),
        AnyEvent::OilSprings(e) => e.base().map(Cow::Owned),
        _ => None,
    }
}

/// The base game's command, for the classic presentation; `None` for a
/// scenario's own command or a game of another ruleset.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
fn classic_command(command: &AnyCommand) -> Option<Command> {
    match command {
        AnyCommand::Classic(c) => Some(c.clone()),
        AnyCommand::Frenemies(c) => c.base(),
        AnyCommand::OilSprings(c) => c.base(),
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
        AnyView::Frenemies(v) => {
            let legal: Vec<_> = legal
                .iter()
                .filter_map(|c| match c {
                    AnyCommand::Frenemies(c) => Some(c.clone()),
                    _ => None,
                })
                .collect();
            Some(frenemies::panel::seat_part(v, &legal, ctx))
        }
        AnyView::OilSprings(v) => {
            let own: Vec<_> = legal
                .iter()
                .filter_map(|c| match c {
                    AnyCommand::OilSprings(c) => Some(c.clone()),
                    _ => None,
                })
                .collect();
            Some(oil_springs::seat_part(v, &own, ctx))
        }
        _ => None,
    }
}

/// The building-cost card of seat `me`, in the classic presentation with
/// what the game's scenario adds (the Oil Springs metropolis); `None` for a
/// game the classic presentation does not draw.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn seat_costs(view: &AnyView, legal: &[AnyCommand], me: Seat) -> Option<CostCard> {
    let base = classic_view(view)?;
    let mut card = super::classic::costs::card(&base, me, &classic_commands(legal))?;
    if let AnyView::OilSprings(v) = view {
        let own: Vec<_> = legal
            .iter()
            .filter_map(|c| match c {
                AnyCommand::OilSprings(c) => Some(c.clone()),
                _ => None,
            })
            .collect();
        card.lines
            .extend(oil_springs::costs::metropolis(v, me, &own));
    }
    Some(card)
}

/// What the game's scenario adds to the public page (or a board in the
/// past); `None` for a game without a scenario.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn public_part(view: &AnyView, names: &Names) -> Option<ScenarioPart> {
    match view {
        AnyView::Frenemies(v) => Some(frenemies::panel::public_part(v, names)),
        AnyView::OilSprings(v) => Some(oil_springs::public_part(v, names)),
        _ => None,
    }
}

/// An event in plain words for the viewer it was redacted for.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn narrate_event(event: &AnyEvent, names: &Names, board: Option<&Board>) -> String {
    if let AnyEvent::BadenWuerttemberg(e) = event {
        return bw::narrate::event(e, names);
    }
    match (base_event(event), board) {
        (Some(e), Some(board)) => narrate::event(&e, names, board),
        (None, Some(board)) => match event {
            AnyEvent::OilSprings(e) => e.scenario().map_or_else(
                || generic::event_words(event, names),
                |e| oil_springs::narrate::event(e, names, board),
            ),
            AnyEvent::Frenemies(e) => e.scenario().map_or_else(
                || generic::event_words(event, names),
                |e| frenemies::narrate::event(e, names),
            ),
            _ => generic::event_words(event, names),
        },
        _ => generic::event_words(event, names),
    }
}

/// The board the classic presentation draws a view on, if it draws it.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn board_of(view: &AnyView) -> Option<&Board> {
    match view {
        AnyView::Classic(v) => Some(&v.board),
        AnyView::Frenemies(v) => Some(&v.board),
        AnyView::OilSprings(v) => Some(&v.board),
        _ => None,
    }
}

/// Reads a seat page's form action (`act`, with the form's other fields)
/// as a command of a game of `ruleset`, in the forms of its presentation:
/// a scenario's own acts first, then the classic acts, for every ruleset the
/// classic presentation draws; an error in words when the form does not
/// read or names no action of this game.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn read_action(
    ruleset: Ruleset,
    act: &str,
    form: &dyn FormFields,
) -> Result<AnyCommand, String> {
    match ruleset {
        Ruleset::Classic => classic_form::read(act, form).map(AnyCommand::Classic),
        Ruleset::BadenWuerttemberg => {
            bw::form::command(act, form).map(AnyCommand::BadenWuerttemberg)
        }
        Ruleset::OilSprings => oil_springs::form::read(act, form)
            .unwrap_or_else(|| classic_form::read(act, form).map(|c| c.lift()))
            .map(AnyCommand::OilSprings),
        Ruleset::Frenemies => frenemies::form::read(act, form)
            .unwrap_or_else(|| classic_form::read(act, form).map(|c| c.lift()))
            .map(AnyCommand::Frenemies),
        _ => Err(format!("there is no action called {act:?} in this game")),
    }
}

/// The board a new game is played on, as the new-game form's board field
/// names it (empty: the default, a variable board).
pub fn read_board(value: &str) -> Result<BoardKind, String> {
    match value {
        "" | "variable" => Ok(BoardKind::Variable),
        "beginner" => Ok(BoardKind::Beginner),
        other => Err(format!("there is no board called {other:?}")),
    }
}

/// A scenario's own event as a short clause of an email's summary ("you got
/// 2 oil"), in the words of the scenario's presentation; `None` when the
/// event says nothing worth an email line. `who` names a seat ("you" for
/// the recipient). The event must already be redacted for the recipient.
pub trait SummaryWords {
    fn clause(&self, viewer: Seat, who: &dyn Fn(Seat) -> String) -> Option<String>;

    /// True when the scenario's own lines in an email (its news, its
    /// question or answer) tell this event, so the summary beside them
    /// leaves it out rather than say it twice.
    fn in_lead(&self) -> bool {
        false
    }

    /// The scenario's side of the terms of the offer or counter-offer
    /// `offer` that this event sets (an Oil Springs offer's oil), in words,
    /// so that the emails name it with the cards; `None` when the event
    /// sets none. The event follows the offer or counter-offer among one
    /// command's events.
    fn offer_terms(&self, _offer: OfferId) -> Option<OfferTerms> {
        None
    }
}

/// The scenario's side of an offer's terms, in words, from the offering
/// player's side: what it gives and what it wants besides the cards ("2
/// oil"), each `None` when it adds nothing there.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OfferTerms {
    pub give: Option<String>,
    pub want: Option<String>,
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
    /// Lines for the seat's "you must discard" email (what else counts
    /// toward the discard and may be discarded: Oil Springs' oil).
    pub discard: Vec<String>,
    /// What the "you must discard" subject says is discarded, where more
    /// than resource cards count ("cards or oil"); `None` says "cards".
    pub discard_what: Option<String>,
    /// News for every player, told even to seats the game does not wait for.
    pub news: Option<News>,
    /// How the game ended, where it ended with no winner.
    pub outcome: Option<String>,
}

/// An email of a scenario's own to one seat: a question it must answer
/// out of turn (a gift offered to it), or the answer to its own move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Told {
    /// The subject line.
    pub headline: String,
    /// What happened and what is asked, one sentence a line.
    pub lines: Vec<String>,
    /// The seat is asked to act (else it is only told).
    pub asks: bool,
}

/// What the presentation of `after`'s ruleset adds to `seat`'s emails
/// about one command: lines for its emails, and an email of its own (a
/// question the seat must answer out of turn, or the answer to its move).
/// They are read from the seat's view after the command and the command's
/// `events` redacted for the seat; a ruleset that adds nothing makes no view.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn mail_additions(
    after: &AnyState,
    events: &[AnyEvent],
    names: &Names,
    seat: Seat,
) -> (MailExtras, Option<Told>) {
    let viewer = Viewer::Seat(seat);
    match after {
        AnyState::OilSprings(s) => {
            let events: Vec<_> = events
                .iter()
                .filter_map(|e| match e.redacted_for(viewer) {
                    AnyEvent::OilSprings(e) => Some(e),
                    _ => None,
                })
                .collect();
            let view = crate::rules::classic::view(s, viewer);
            (oil_springs::mail::extras(&view, &events, names, seat), None)
        }
        AnyState::Frenemies(s) => {
            let events: Vec<_> = events
                .iter()
                .filter_map(|e| match e.redacted_for(viewer) {
                    AnyEvent::Frenemies(e) => Some(e),
                    _ => None,
                })
                .collect();
            let view = crate::rules::classic::view(s, viewer);
            let told = view
                .scenario
                .as_ref()
                .and_then(|fr| frenemies::mail::told(fr, &events, names, seat));
            (frenemies::mail::extras(&view, seat), told)
        }
        _ => (MailExtras::default(), None),
    }
}

/// One notice to one seat with what the ruleset's presentation adds to it;
/// the mail layer renders it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatNotice {
    pub notice: crate::views::notify::Notice,
    pub extras: MailExtras,
    pub told: Option<Told>,
}

/// The notices one command calls for in a game the classic presentation
/// tells (the classic rules and the scenarios on them), to `seats` named by
/// `names` (by seat number); `None` for a game of another ruleset. `before`
/// and `after` are the states around the command, `earlier` the game's
/// recent events before it and `events` its own (oldest first). Only
/// per-seat views and events redacted for their seat reach the words.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn notices(
    names: &[String],
    seats: &[Seat],
    before: &AnyState,
    after: &AnyState,
    earlier: &[AnyEvent],
    events: &[AnyEvent],
) -> Option<Vec<SeatNotice>> {
    let table = Names(names.to_vec());
    let extras = |seat: Seat| mail_additions(after, events, &table, seat);
    // A game of the classic family: its own events, picked out by their
    // `AnyEvent` variant.
    macro_rules! classic_family {
        ($before:expr, $after:expr, $variant:path) => {{
            let mut all: Vec<_> = earlier
                .iter()
                .filter_map(|e| match e {
                    $variant(e) => Some(e),
                    _ => None,
                })
                .collect();
            let first = all.len();
            all.extend(events.iter().filter_map(|e| match e {
                $variant(e) => Some(e),
                _ => None,
            }));
            Some(super::classic::mail::seat_notices(
                names, seats, $before, $after, &all, first, &extras,
            ))
        }};
    }
    match (before, after) {
        (AnyState::Classic(before), AnyState::Classic(after)) => {
            classic_family!(before, after, AnyEvent::Classic)
        }
        (AnyState::OilSprings(before), AnyState::OilSprings(after)) => {
            classic_family!(before, after, AnyEvent::OilSprings)
        }
        (AnyState::Frenemies(before), AnyState::Frenemies(after)) => {
            classic_family!(before, after, AnyEvent::Frenemies)
        }
        _ => None,
    }
}

/// What `seat` must do now in a game of any ruleset, in the words of its
/// presentation (for emails and reminders).
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn todo_for(state: &AnyState, seat: Seat) -> String {
    match state {
        AnyState::Classic(state) => super::classic::mail::todo_in(state, seat),
        AnyState::OilSprings(state) => super::classic::mail::todo_in(state, seat),
        AnyState::Frenemies(state) => super::classic::mail::todo_in(state, seat),
        other => own_todo(&other.view(Viewer::Spectator), seat)
            .unwrap_or_else(|| "make your move".to_owned()),
    }
}

/// True when the game's ruleset has a presentation of its own besides the
/// classic one (its pages come from [`own_page`]).
pub fn draws_own(view: &AnyView) -> bool {
    bw::page::view_of(view).is_some()
}

/// What a ruleset's own page is drawn from: a seat's page (with `action`),
/// the public page, or either as it stood after an earlier move (`past`).
#[derive(Debug)]
pub struct OwnInput<'a> {
    pub game_id: Uuid,
    pub title: &'a str,
    /// The seat looking, or `None` for the public.
    pub seat: Option<Seat>,
    /// Where the seat's forms post; `None` on a read-only page.
    pub action: Option<String>,
    pub view: &'a AnyView,
    pub legal: &'a [AnyCommand],
    pub names: &'a Names,
    /// The latest events, oldest first, with their move numbers, redacted
    /// for the viewer.
    pub events: &'a [(u64, AnyEvent)],
    /// What the game waits for, in words.
    pub prompt: String,
    pub pick: Option<&'a str>,
    /// The first step of an action that asks for confirmation, if any.
    pub asked: Option<&'a Sent>,
    /// The moves a rewind undid, sorted: listed marked, left out of the news.
    pub undone: &'a [u64],
    pub notice: Option<Notice>,
    pub version: u64,
    pub ledger: Option<Ledger>,
    pub rewind: Option<RewindPanel>,
    /// An open rewind proposal in words, for the public page.
    pub rewind_text: Option<String>,
    pub host_rewinds_alone: bool,
    /// The move looked back at, and the seat's name looking back.
    pub past: Option<(Past, Option<String>)>,
    pub history: String,
}

/// The page in the ruleset's own presentation, or the generic page for a
/// ruleset without one.
pub fn own_page(input: OwnInput<'_>) -> Page {
    let Some(view) = bw::page::view_of(input.view) else {
        return Page::Generic(Box::new(GenericPage::new(GenericInput {
            title: input.title,
            seat: input.seat,
            names: input.names,
            prompt: input.prompt,
            view: input.view,
            events: input.events,
            legal: input.legal,
            action: input.action,
            version: input.version,
            notice: input.notice,
            history: input.history,
        })));
    };
    let legal = bw::page::commands_of(input.legal);
    let events = bw::page::numbered_events_of(input.events);
    let mut page = BwPage::new(bw::page::PageInput {
        game_id: input.game_id,
        seat: input.seat,
        action: input.action,
        view,
        legal: &legal,
        names: input.names,
        events: &events,
        prompt: input.prompt,
        pick: input.pick,
        asked: input.asked,
        undone: input.undone,
        notice: input.notice,
        version: input.version,
    });
    page.ledger = input.ledger;
    page.rewind = input.rewind;
    page.rewind_text = input.rewind_text;
    page.host_rewinds_alone = input.host_rewinds_alone;
    if let Some((past, seat)) = input.past {
        page = page.in_the_past(past, seat.as_deref());
    }
    Page::BadenWuerttemberg(Box::new(page))
}

/// What `seat` must do now, in the words of the ruleset's own presentation
/// (for reminders); `None` for a ruleset without emails of its own. `view`
/// is a public view.
pub fn own_todo(view: &AnyView, seat: Seat) -> Option<String> {
    bw::page::view_of(view).map(|v| bw::mail::todo(&v.phase, seat))
}

/// What an email of a ruleset's own presentation is about; the mail layer
/// files it under its outbox kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    YourTurn,
    MustDiscard,
    OfferWaiting,
    OfferAnswered,
    OfferClosed,
    GameOver,
}

/// One email to one seat, rendered by a ruleset's own presentation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatMail {
    pub seat: Seat,
    pub kind: MailKind,
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// The emails one command calls for, in the words of the ruleset's own
/// presentation; `None` for a ruleset without emails of its own. `before`
/// and `after` are the states around the command (only their public views
/// are read, and made only for a ruleset with emails of its own), `earlier` the
/// game's recent events before it and `events` its own (oldest first);
/// `link` is the seat-link placeholder the mail worker fills in.
pub fn own_notice_mails(
    names: &Names,
    before: &AnyState,
    after: &AnyState,
    earlier: &[AnyEvent],
    events: &[AnyEvent],
    link: &'static str,
    reminders_link: &str,
) -> Option<Vec<SeatMail>> {
    let (AnyState::BadenWuerttemberg(before), AnyState::BadenWuerttemberg(after)) = (before, after)
    else {
        return None;
    };
    let public = |s| crate::rules::baden_wuerttemberg::view(s, Viewer::Spectator);
    Some(bw::mail::notices(
        names,
        &public(before),
        &public(after),
        &bw::page::events_of(earlier),
        &bw::page::events_of(events),
        link,
        reminders_link,
    ))
}

/// The board as everyone sees it, in the game's presentation, with nothing
/// to pick (the host page).
#[derive(Debug, Clone)]
pub enum PublicBoard {
    Classic(Box<BoardSvg>),
    Map(Box<bw::board::MapSvg>),
}

impl std::fmt::Display for PublicBoard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PublicBoard::Classic(b) => b.fmt(f),
            PublicBoard::Map(m) => m.fmt(f),
        }
    }
}

/// The public board of `view`, where the game's presentation draws one.
pub fn public_board(view: &AnyView, marks: &[Mark]) -> Option<PublicBoard> {
    if let Some(v) = bw::page::view_of(view) {
        return Some(PublicBoard::Map(Box::new(bw::board::MapSvg::new(
            v,
            marks,
            Vec::new(),
        ))));
    }
    classic_view(view).map(|v| {
        let mut board = BoardSvg::new(&v, marks, Vec::new());
        for m in scenario_marks(view) {
            m.draw(&mut board);
        }
        PublicBoard::Classic(Box::new(board))
    })
}

/// What a scenario marks on the classic board (its springs, its struck-out
/// hexes, its grander pieces); none for a game without such marks.
#[allow(unreachable_patterns, clippy::match_wildcard_for_single_variants)]
pub fn scenario_marks(view: &AnyView) -> Vec<BoardMark> {
    match view {
        AnyView::OilSprings(v) => v
            .scenario
            .as_ref()
            .map(oil_springs::board::marks)
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Each seat's points as everyone sees them, where the presentation knows
/// them.
pub fn public_points(view: &AnyView) -> Option<Vec<u8>> {
    if let Some(v) = bw::page::view_of(view) {
        return Some(v.players.iter().map(|p| p.points).collect());
    }
    classic_view(view).map(|v| v.players.iter().map(|p| p.points).collect())
}
