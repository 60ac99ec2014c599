//! The slot a scenario layered on the classic game fills in the classic
//! presentation: the classic pages draw the board, the classic panels and
//! forms, and add what the scenario's own presentation rendered (its panels
//! and forms from its own templates, board placements its commands are
//! reached by, and a headline when the scenario holds the turn).

use super::board_svg::{BoardSvg, Pick, PieceKind};
use super::narrate::Names;
use crate::lang::form::FormRefused;
use crate::lang::{Lang, Person};
use crate::rules::classic::scenario::Scenario;
use crate::rules::classic::{Base, Command, Event, Never, State, View};
use crate::rules::common::trade::OfferId;
use crate::rules::common::Board;
use crate::rules::common::{NodeId, TileId};
use crate::rules::Seat;
use crate::views::common::costs::CostLine;
use crate::views::common::form::{FormFields, Sent};
use crate::views::common::notice::{MailExtras, Told};
use std::borrow::Cow;

/// Who a seat page is drawn for and where its forms go, for a scenario's
/// presentation.
#[derive(Debug, Clone)]
pub struct SeatContext<'a> {
    /// The language the seat reads.
    pub lang: Lang,
    pub seat: Seat,
    pub names: &'a Names,
    /// The seat page's address: forms post here.
    pub action: &'a str,
    /// The game's version the page is drawn at (forms carry it).
    pub version: u64,
    /// What the seat typed into a form the game refused, so the scenario's
    /// forms show it again.
    pub typed: Option<&'a Sent>,
}

/// The confirm step of a scenario action that cannot be taken back, asked
/// for with `?act=` and the same `fields`; its button posts them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScenarioAsk {
    /// The form's `act`.
    pub act: &'static str,
    /// The fields the question carries, and the answer posts.
    pub fields: Vec<(&'static str, String)>,
    pub title: String,
    pub detail: Option<String>,
    /// The confirm button's words.
    pub label: String,
}

impl ScenarioAsk {
    /// Whether `asked` asks this question.
    pub fn fits(&self, asked: &Sent) -> bool {
        asked.get("act") == Some(self.act)
            && self
                .fields
                .iter()
                .all(|(name, value)| asked.get(name).map(str::trim) == Some(value.as_str()))
    }
}

/// A board placement a scenario command is reached by: picking `pick` on
/// the board offers a confirm button that posts `act` with the pick's field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScenarioPick {
    pub pick: Pick,
    /// The form's `act`.
    pub act: &'static str,
    /// The confirm button's words.
    pub label: String,
    /// The seat the confirm button names (a robber's victim), if any.
    pub victim: Option<Seat>,
}

/// A mark a scenario adds to the classic board drawing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardMark {
    /// A short word on a hex, with its meaning.
    Badge {
        tile: TileId,
        text: String,
        title: String,
    },
    /// A hex struck out (it produces nothing), and why.
    Struck { tile: TileId, why: String },
    /// The piece on a node drawn as another kind.
    Piece { node: NodeId, kind: PieceKind },
    /// The board's caption.
    Caption(String),
}

impl BoardMark {
    /// Draws the mark on `board`.
    pub fn draw(&self, board: &mut BoardSvg) {
        match self {
            BoardMark::Badge { tile, text, title } => board.badge_tile(*tile, text, title),
            BoardMark::Struck { tile, why } => board.strike_tile(*tile, why),
            BoardMark::Piece { node, kind } => board.set_piece(*node, *kind),
            BoardMark::Caption(c) => c.clone_into(&mut board.caption),
        }
    }
}

/// What a scenario adds to a classic page. Its HTML is rendered by the
/// scenario's own templates from the viewer's view only.
#[derive(Debug, Clone, Default)]
pub struct ScenarioPart {
    /// Replaces the page's headline (e.g. a gift waiting for your answer).
    pub headline: Option<String>,
    /// Replaces the line saying whom the game waits for.
    pub waiting: Option<String>,
    /// The viewer must act now for the scenario, in turn or out of it.
    pub your_move: bool,
    /// Forms of the scenario's commands, shown under "What you can do".
    pub actions: String,
    /// Panels of what the viewer may see of the scenario, shown beside the
    /// hand and the players.
    pub panels: String,
    /// Board placements of the scenario's commands.
    pub picks: Vec<ScenarioPick>,
    /// Confirm steps of the scenario's actions that cannot be taken back.
    pub asks: Vec<ScenarioAsk>,
    /// What the scenario makes of a board pick, said in the pick's confirm
    /// step before it is confirmed (a favor token the robber or a road
    /// earns there).
    pub pick_details: Vec<(Pick, String)>,
    /// What the scenario marks on the board.
    pub marks: Vec<BoardMark>,
    /// The game ended with no winner (the page says "Game over").
    pub ended: bool,
    /// Words added to the board hint.
    pub board_hint: Option<String>,
    /// The scenario's house readings.
    pub notes: Vec<String>,
}

/// The hook a scenario layered on the classic game implements so that the
/// classic presentation draws its games, as [`Scenario`] plugs it into the
/// classic rules: the classic presentation ([`super::present`]) draws the
/// board, the classic panels, forms, words and emails, and asks the hook
/// for what the scenario adds. The base game implements it adding nothing.
pub trait ScenarioPresent: Scenario<Event: SummaryWords> {
    /// Its variable board has something besides random terrain, numbers
    /// and harbors (the language words what): nothing, by default.
    const VARIABLE_ADDS: bool = false;

    /// How the game differs from the base game, in a few lines in `lang`
    /// every seat page shows (none of it only in a tooltip); none, as for
    /// the base game, by default.
    fn differs(_lang: Lang) -> Vec<String> {
        Vec::new()
    }

    /// The base game's event in `event`; `None` for the scenario's own.
    /// The default copies it out; the base game lends its own.
    fn base_event(event: &Event<Self::Event>) -> Option<Cow<'_, Event>> {
        event.base().map(Cow::Owned)
    }

    /// The base game's part of `view`. The default copies it out; the base
    /// game lends its own.
    fn base_view(view: &View<Self::View>) -> Cow<'_, View> {
        Cow::Owned(view.base())
    }

    /// The scenario's own event in words in `lang`, naming places on `board`.
    fn narrate(lang: Lang, event: &Self::Event, names: &Names, board: &Board) -> String;

    /// True for a scenario event that strikes the whole table (an Oil
    /// Springs disaster): every seat's news tells it first, on the next
    /// page each seat opens. Such events come ahead of the event of the
    /// command that produced them (the disaster before the turn passes
    /// on), so they open that command's news. None, as for the base game,
    /// by default.
    fn table_news(_event: &Self::Event) -> bool {
        false
    }

    /// A scenario act of the seat page's form; `None` for an act the
    /// scenario does not have, which the classic forms then read.
    fn read_action(
        act: &str,
        form: &dyn FormFields,
    ) -> Option<Result<Command<Self::Command>, FormRefused>>;

    /// True for a field the scenario's own forms carry beyond the classic
    /// ones (see [`crate::views::contract::Present::form_field`]); none by
    /// default.
    fn form_field(_name: &str) -> bool {
        false
    }

    /// What the scenario adds to the public page, the host page and a board
    /// in the past; `None`, as for the base game, when it adds nothing.
    fn public_part(_lang: Lang, _view: &View<Self::View>, _names: &Names) -> Option<ScenarioPart> {
        None
    }

    /// What the scenario adds to the page of seat `ctx.seat`, from its view
    /// and what it may do now (`legal`); `None`, as for the base game, when
    /// it adds nothing.
    fn seat_part(
        _view: &View<Self::View>,
        _legal: &[Command<Self::Command>],
        _ctx: &SeatContext<'_>,
    ) -> Option<ScenarioPart> {
        None
    }

    /// The lines the scenario adds to seat `me`'s building-cost card (a
    /// piece of its own); none, as for the base game, by default.
    fn costs(
        _lang: Lang,
        _view: &View<Self::View>,
        _me: Seat,
        _legal: &[Command<Self::Command>],
    ) -> Vec<CostLine> {
        Vec::new()
    }

    /// One of the scenario's commands as a choice an email offers (its
    /// words, its group, and its code where it is not numbered); `None`, by
    /// default, for the words of its name.
    fn choice(
        _lang: Lang,
        _command: &Self::Command,
        _view: &View<Self::View>,
        _names: &Names,
    ) -> Option<crate::views::common::choice::Choice<()>> {
        None
    }

    /// What the scenario marks on the classic board; nothing, as for the
    /// base game, by default.
    fn marks(_view: &View<Self::View>) -> Vec<BoardMark> {
        Vec::new()
    }

    /// Where a scenario event put a piece on the board (an Oil Springs
    /// metropolis), as the pick that places such a piece, and the move in
    /// words in `lang` naming its player by `who` (its name, and whether it
    /// is the reader: "Bert made the city at the 6 hills a metropolis"):
    /// an email's picture rings it among the last moves. None, as for the
    /// base game, by default.
    fn touched(
        _lang: Lang,
        _event: &Self::Event,
        _board: &Board,
        _who: &dyn Fn(Seat) -> (String, Person),
    ) -> Option<(Pick, String)> {
        None
    }

    /// What the scenario adds to `seat`'s emails about one command (lines
    /// for them, and an email of its own), from the state after it and the
    /// command's `events`, neither of which may reach the words but through
    /// `seat`'s view and the events redacted for `seat`; in `lang`, the
    /// language `seat` reads.
    fn mail_additions(
        lang: Lang,
        after: &State<Self>,
        events: &[&Event<Self::Event>],
        names: &Names,
        seat: Seat,
    ) -> (MailExtras, Option<Told>);
}

/// The base game adds nothing to the classic presentation.
impl ScenarioPresent for Base {
    fn base_event(event: &Event) -> Option<Cow<'_, Event>> {
        Some(Cow::Borrowed(event))
    }

    fn base_view(view: &View) -> Cow<'_, View> {
        Cow::Borrowed(view)
    }

    fn narrate(_lang: Lang, event: &Never, _names: &Names, _board: &Board) -> String {
        match *event {}
    }

    fn read_action(_act: &str, _form: &dyn FormFields) -> Option<Result<Command, FormRefused>> {
        None
    }

    fn mail_additions(
        _lang: Lang,
        _after: &State<Base>,
        _events: &[&Event],
        _names: &Names,
        _seat: Seat,
    ) -> (MailExtras, Option<Told>) {
        (MailExtras::default(), None)
    }
}

/// A scenario's own event as a short clause of an email's summary ("you got
/// 2 oil"), in the words of the scenario's presentation; `None` when the
/// event says nothing worth an email line. `who` names a seat ("you" for
/// the recipient). The event must already be redacted for the recipient.
pub trait SummaryWords {
    /// The event as a clause of `viewer`'s summary in `lang`, or `None`
    /// when it says nothing worth an email line; `who` names a seat and
    /// says whether it is the viewer.
    fn clause(
        &self,
        lang: Lang,
        viewer: Seat,
        who: &dyn Fn(Seat) -> (String, Person),
    ) -> Option<String>;

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

/// The scenario's side of an offer's terms, from the offering player's
/// side: what it gives and what it wants besides the cards (2 oil), each
/// `None` when it adds nothing there.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OfferTerms {
    pub give: Option<Extra>,
    pub want: Option<Extra>,
}

/// What a scenario adds to one side of an offer, as a fact to word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Extra {
    /// Oil Springs: this much oil.
    Oil(u8),
}

impl Extra {
    /// The side in `lang`'s words: "2 oil".
    pub fn words(self, lang: Lang) -> String {
        match self {
            Extra::Oil(oil) => lang.say(crate::lang::notice::Notice::OilAmount { oil }),
        }
    }
}

/// The base game has no scenario events.
impl SummaryWords for Never {
    fn clause(
        &self,
        _lang: Lang,
        _viewer: Seat,
        _who: &dyn Fn(Seat) -> (String, Person),
    ) -> Option<String> {
        match *self {}
    }
}
