//! The skeleton every ruleset's seat page shares (`templates/seat.html`):
//! the frame a ruleset's page embeds ([`SeatFrame`]: the heading, the
//! notices, the top box, the forms every ruleset has, the players, the
//! record and the talk), built by one function from what the ruleset
//! worked out, and the steps every seat page takes the same way (the
//! confirm step a request opens, the news and the list of latest events).
//! A ruleset's page adds its board and its panels, and its template fills
//! the skeleton's blocks with them.

use crate::views::common::board::Spot;
use crate::views::common::costs::CostCard;
use crate::views::common::form::Sent;
use crate::views::common::frame::{Layout, PageNotice};
use crate::views::common::hand::HandView;
use crate::views::common::mark::Mark;
use crate::views::common::news::{News, LISTED_EVENTS};
use crate::views::common::page::{
    board_moves, ActButton, BoardMove, Confirm, DiscardForm, MoveWords, OfferForm, SupplyTrade,
};
use crate::views::common::players::PlayerRow;
use crate::views::common::public::{EventLine, Public};
use crate::views::common::record::{Ledger, RewindPanel};
use crate::views::common::standings::StandingRow;
use crate::views::common::table::OfferView;
use crate::views::seat_settings::SeatSettings;
use crate::views::talk::TableTalk;
use uuid::Uuid;

/// What every ruleset's seat page shows the same way, whatever its board:
/// a ruleset's page holds one and reaches its fields through `Deref`, so
/// the skeleton template and the partials read them as the page's own.
/// `C` is what the ruleset's players' table adds to every row.
#[derive(Debug, Clone)]
pub struct SeatFrame<C> {
    pub layout: Layout,
    pub game_id: Uuid,
    /// The page's heading: "Anna’s seat", or what a read-only page shows.
    pub heading: String,
    /// The seat's name and mark, on a seat's page.
    pub me: Option<(String, Mark)>,
    /// Where the forms post (`/play/{token}`); empty on a read-only page.
    pub action: String,
    /// The game's version the page is drawn at (forms carry it).
    pub version: u64,
    pub notice: Option<PageNotice>,
    /// What happened that concerns this seat: its latest action's outcome
    /// and what others did to it since (empty on a read-only page).
    pub news: News,
    pub headline: String,
    /// Who else the game waits for, if anyone.
    pub waiting: String,
    pub your_move: bool,
    pub finished: bool,
    /// The places marked on the board, in words (none while a confirm
    /// step is open).
    pub board_hint: Option<String>,
    /// Each kind of move on the board the seat may make now, for the turn
    /// box (none while a confirm step is open).
    pub board_moves: Vec<BoardMove>,
    pub confirm: Option<Confirm>,
    pub buttons: Vec<ActButton>,
    /// The trade with the supply (classic's bank), when the seat may trade.
    pub supply_trade: Option<SupplyTrade>,
    pub discard: Option<DiscardForm>,
    /// The form to offer other players a trade, in the main part of the
    /// seat's turn.
    pub offer_form: Option<OfferForm>,
    /// The building-cost card, with what the seat lacks for each piece.
    pub costs: Option<CostCard>,
    pub points_to_win: u8,
    pub players: Vec<PlayerRow<C>>,
    /// The final standings, winner first, once the game is over.
    pub standings: Vec<StandingRow>,
    /// The hands shown beside the seat's own: the others' once the game is
    /// over (and, read-only, what the view holds).
    pub hands: Vec<HandView>,
    pub offers: Vec<OfferView>,
    /// The last roll, the deck, the latest events and the house readings.
    pub public: Public,
    /// How the game differs from the base game, on a seat's page.
    pub differs: &'static [&'static str],
    /// Links to the history and export, and the seed commitment.
    pub ledger: Option<Ledger>,
    /// The open rewind proposal, with Agree / Refuse.
    pub rewind: Option<RewindPanel>,
    /// The game was created letting the host rewind without the seats.
    pub host_rewinds_alone: bool,
    /// The seat's own settings: away, taking the seat back.
    pub seat_settings: Option<SeatSettings>,
    /// The table talk, with a form on a seat's page.
    pub talk: Option<TableTalk>,
}

/// What a ruleset worked out for the frame of its page.
#[derive(Debug)]
pub struct FrameParts<'a, C> {
    pub game_id: Uuid,
    /// The page's title (the layout adds the site's name).
    pub title: String,
    pub heading: String,
    pub me: Option<(String, Mark)>,
    pub action: String,
    pub version: u64,
    pub notice: Option<PageNotice>,
    pub news: News,
    pub headline: String,
    pub waiting: String,
    /// The game waits for this seat (or its ruleset's part does); an offer
    /// it may answer or confirm makes it the seat's move too.
    pub awaited: bool,
    pub finished: bool,
    pub confirm: Option<Confirm>,
    /// The places drawn on the board for the seat to pick, and how the
    /// turn box names each kind of them.
    pub spots: &'a [Spot],
    pub moves: &'a [MoveWords],
    /// The hint over the board, dropped while a confirm step is open.
    pub hint: Option<String>,
    pub buttons: Vec<ActButton>,
    pub supply_trade: Option<SupplyTrade>,
    pub discard: Option<DiscardForm>,
    pub offer_form: Option<OfferForm>,
    pub costs: Option<CostCard>,
    pub points_to_win: u8,
    pub players: Vec<PlayerRow<C>>,
    pub standings: Vec<StandingRow>,
    pub hands: Vec<HandView>,
    pub offers: Vec<OfferView>,
    /// The last roll, the development cards left, the latest events and
    /// the house readings.
    pub dice: Option<[u8; 2]>,
    pub dev_left: u32,
    pub lines: Vec<EventLine>,
    pub notes: Vec<&'static str>,
    pub differs: &'static [&'static str],
}

impl<C> SeatFrame<C> {
    /// The frame of a seat page, with no ledger, rewind, settings or talk
    /// yet (the presentation adds what the request has).
    pub fn new(parts: FrameParts<'_, C>) -> SeatFrame<C> {
        let open = parts.confirm.is_some();
        let your_move = parts.awaited || answerable(&parts.offers);
        SeatFrame {
            layout: Layout::new(parts.title),
            game_id: parts.game_id,
            heading: parts.heading,
            me: parts.me,
            action: parts.action,
            version: parts.version,
            notice: parts.notice,
            news: parts.news,
            headline: parts.headline,
            waiting: parts.waiting,
            your_move,
            finished: parts.finished,
            board_hint: if open { None } else { parts.hint },
            board_moves: if open {
                Vec::new()
            } else {
                board_moves(
                    parts
                        .spots
                        .iter()
                        .map(|s| (s.pick.as_str(), s.href.as_str())),
                    parts.moves,
                )
            },
            confirm: parts.confirm,
            buttons: parts.buttons,
            supply_trade: parts.supply_trade,
            discard: parts.discard,
            offer_form: parts.offer_form,
            costs: parts.costs,
            points_to_win: parts.points_to_win,
            players: parts.players,
            standings: parts.standings,
            hands: parts.hands,
            offers: parts.offers,
            public: Public::new(parts.dice, parts.dev_left, parts.lines, parts.notes),
            differs: parts.differs,
            ledger: None,
            rewind: None,
            host_rewinds_alone: false,
            seat_settings: None,
            talk: None,
        }
    }
}

/// Whether the seat may answer or confirm one of `offers`.
pub fn answerable(offers: &[OfferView]) -> bool {
    offers
        .iter()
        .any(|o| o.accept || o.reject || !o.confirm.is_empty())
}

/// What a page tells a seat whose request asks for what cannot be done
/// now, in its ruleset's words.
#[derive(Debug, Clone, Copy)]
pub struct Refusals {
    /// A `?pick=` of a place that cannot be picked.
    pub pick: &'static str,
    /// An `?act=` that cannot be done.
    pub ask: &'static str,
}

/// The confirm step a request opens: the picked place's (`picked`, worded
/// by the ruleset from the `?pick=`), else the asked action's (`ask`, tried
/// only when no place's step opened). When the request asked for what
/// cannot be done now and no other notice is set, `notice` says so.
pub fn confirm_step(
    pick: Option<&str>,
    picked: Option<Confirm>,
    asked: Option<&Sent>,
    ask: impl FnOnce(&Sent) -> Option<Confirm>,
    refusals: Refusals,
    notice: &mut Option<PageNotice>,
) -> Option<Confirm> {
    let mut confirm = picked;
    if pick.is_some() && confirm.is_none() && notice.is_none() {
        *notice = Some(PageNotice::info(refusals.pick));
    }
    if let Some(asked) = asked.filter(|_| confirm.is_none()) {
        confirm = ask(asked);
        if confirm.is_none() && notice.is_none() {
            *notice = Some(PageNotice::info(refusals.ask));
        }
    }
    confirm
}

/// The events the news reads: all of `events` but the moves a rewind
/// undid (`undone`, sorted).
pub fn live<E: Clone>(events: &[(u64, E)], undone: &[u64]) -> Vec<E> {
    events
        .iter()
        .filter(|(seq, _)| undone.binary_search(seq).is_err())
        .map(|(_, e)| e.clone())
        .collect()
}

/// The latest events the page lists ([`LISTED_EVENTS`] of them, newest
/// last as given), each in the words `line` gives it, the undone marked.
pub fn listed<E>(
    events: &[(u64, E)],
    undone: &[u64],
    line: impl FnOnce(&[(u64, E)]) -> Vec<EventLine>,
) -> Vec<EventLine> {
    let mut lines = line(&events[events.len().saturating_sub(LISTED_EVENTS)..]);
    EventLine::mark_undone(&mut lines, undone);
    lines
}
