//! The one place in the views that picks a ruleset's presentation: the
//! functions here take a game of any ruleset and hand it to the
//! presentation that draws it ([`Present`], one exhaustive `match` per
//! function, expanded from the rules' registration list). The classic
//! presentation (board, panels, forms, narration) draws classic games and
//! the scenarios layered on classic, each scenario adding its own part
//! ([`ScenarioPart`]); Baden-Württemberg has its own presentation
//! ([`super::baden_wuerttemberg`]).

use super::baden_wuerttemberg::{self as bw, page::BwPage};
use super::board_svg::Mark;
use super::common::notice::Notices;
use super::contract::{NoticeInput, Present};
use super::costs::CostCard;
use super::frenemies;
use super::generic::{GenericInput, GenericPage};
use super::history::{Ledger, Past, RewindPanel};
use super::narrate::Names;
use super::oil_springs;
use super::play::{PlayPage, Sent};
use super::public::GamePage;
use super::scenario::{BoardMark, FormFields, ScenarioPart, SeatContext};
use super::Notice;
use crate::rules::classic::{Command, Event, View};
use crate::rules::common::Board;
use crate::rules::dispatch::Registered;
use crate::rules::{AnyCommand, AnyEvent, AnyState, AnyView, BoardKind, Ruleset, Seat};
use askama::Template;
use std::borrow::Cow;
use std::sync::Arc;
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

/// The board a new game is played on, as the new-game form's board field
/// names it; empty: none named, so the ruleset's own
/// ([`Ruleset::default_board`](crate::rules::Ruleset::default_board)).
pub fn read_board(value: &str) -> Result<Option<BoardKind>, String> {
    match value {
        "" => Ok(None),
        "variable" => Ok(Some(BoardKind::Variable)),
        "beginner" => Ok(Some(BoardKind::Beginner)),
        other => Err(format!("there is no board called {other:?}")),
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

/// The dispatch to each ruleset's [`Present`], one exhaustive `match` per
/// function, expanded from the registration list.
macro_rules! presentations {
    ($($variant:ident => $rules:ty),+ $(,)?) => {
        /// What the ruleset is, for the list of rulesets on the front page.
        pub const fn blurb(ruleset: Ruleset) -> &'static str {
            match ruleset {
                $(Ruleset::$variant => <$rules as Present>::BLURB,)+
            }
        }

        /// An event in plain words for the viewer it was redacted for, on
        /// the game's `board` where its presentation draws one.
        pub fn narrate_event(event: &AnyEvent, names: &Names, board: Option<&Board>) -> String {
            match event {
                $(AnyEvent::$variant(e) => <$rules as Present>::narrate(e, names, board),)+
            }
        }

        /// The board the game's presentation draws `view` on, if it draws one
        /// the narration names places of.
        pub fn board_of(view: &AnyView) -> Option<&Board> {
            match view {
                $(AnyView::$variant(v) => <$rules as Present>::board(v),)+
            }
        }

        /// Reads a seat page's form action (`act`, with the form's other
        /// fields) as a command of a game of `ruleset`, in the forms of its
        /// presentation; an error in words when the form does not read or
        /// names no action of this game.
        pub fn read_action(
            ruleset: Ruleset,
            act: &str,
            form: &dyn FormFields,
        ) -> Result<AnyCommand, String> {
            match ruleset {
                $(Ruleset::$variant => {
                    <$rules as Present>::read_action(act, form).map(AnyCommand::$variant)
                })+
            }
        }

        /// What `seat` must do now in a game of any ruleset, in the words of
        /// its presentation (for emails and reminders).
        pub fn todo_for(state: &AnyState, seat: Seat) -> String {
            match state {
                $(AnyState::$variant(s) => <$rules as Present>::todo(s, seat),)+
            }
        }

        /// What each seat is told after one command, in the words of the
        /// game's presentation; `before` and `after` are the states around
        /// the command, `earlier` the game's recent events before it and `events`
        /// its own, oldest first. Nothing for states of two rulesets, which no
        /// game has.
        pub fn notices(
            before: &AnyState,
            after: &AnyState,
            earlier: &[AnyEvent],
            events: &[AnyEvent],
            input: &NoticeInput<'_>,
        ) -> Notices {
            match before {
                $(AnyState::$variant(before) => {
                    let Some(after) = <$rules as Registered>::state_of(after) else {
                        return Notices::Told(Vec::new());
                    };
                    let earlier: Vec<_> =
                        earlier.iter().filter_map(<$rules as Registered>::event_of).collect();
                    let events: Vec<_> =
                        events.iter().filter_map(<$rules as Registered>::event_of).collect();
                    <$rules as Present>::notices(before, after, &earlier, &events, input)
                })+
            }
        }

        /// The public board of `view`, with `marks` for the seats.
        pub fn public_board(view: &AnyView, marks: &[Mark]) -> PublicBoard {
            match view {
                $(AnyView::$variant(v) => <$rules as Present>::public_board(v, marks),)+
            }
        }

        /// Each seat's points as everyone sees them.
        pub fn public_points(view: &AnyView) -> Vec<u8> {
            match view {
                $(AnyView::$variant(v) => <$rules as Present>::public_points(v),)+
            }
        }

        /// Panels of what everyone may see beyond the board and the points,
        /// as HTML; empty where the game has none.
        pub fn public_panels(view: &AnyView, names: &Names) -> String {
            match view {
                $(AnyView::$variant(v) => <$rules as Present>::public_panels(v, names),)+
            }
        }
    };
}

crate::rules::dispatch::for_each_ruleset!(presentations);
