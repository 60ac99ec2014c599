//! The skeleton every ruleset's seat page shares (`templates/seat.html`):
//! the frame a ruleset's page embeds ([`SeatFrame`]: the heading, the
//! notices, the top box, the forms every ruleset has, the players, the
//! record and the talk), built by one function from what the ruleset
//! worked out, and the steps every seat page takes the same way (the
//! confirm step a request opens, the news and the list of latest events).
//! A ruleset's page adds its board and its panels, and its template fills
//! the skeleton's blocks with them.

use crate::lang::seat::SeatWords;
use crate::lang::{Html, Lang};
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
    pub differs: Vec<String>,
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
    /// The language the page is worded in.
    pub lang: Lang,
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
    pub notes: Vec<String>,
    pub differs: Vec<String>,
}

impl<C> SeatFrame<C> {
    /// The frame of a seat page, with no ledger, rewind, settings or talk
    /// yet (the presentation adds what the request has).
    pub fn new(parts: FrameParts<'_, C>) -> SeatFrame<C> {
        let open = parts.confirm.is_some();
        let your_move = parts.awaited || answerable(&parts.offers);
        SeatFrame {
            layout: Layout::new(parts.title).in_lang(parts.lang),
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

impl<C> SeatFrame<C> {
    /// The heading of the top box: the game is over, what it waits for
    /// (read-only), the seat's move or not.
    pub fn now_heading(&self) -> SeatWords {
        if self.finished {
            SeatWords::NowOver
        } else if self.me.is_none() {
            SeatWords::NowPublic
        } else if self.your_move {
            SeatWords::NowYours
        } else {
            SeatWords::NowNotYours
        }
    }

    /// The line under a seat's page linking its public page, as HTML.
    pub fn public_page_html(&self) -> String {
        let lang = self.layout.lang;
        let words = lang.say(SeatWords::PublicLink);
        lang.say_html(SeatWords::PublicPage {
            link: Html {
                html: format!(
                    "<a href=\"/games/{}\">{}</a>",
                    self.game_id,
                    crate::lang::escape_html(&words)
                ),
                text: words,
            },
        })
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
#[derive(Debug, Clone)]
pub struct Refusals {
    /// A `?pick=` of a place that cannot be picked.
    pub pick: String,
    /// An `?act=` that cannot be done.
    pub ask: String,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn words() -> Refusals {
        Refusals {
            pick: "no such place".to_owned(),
            ask: "no such action".to_owned(),
        }
    }

    fn sent(act: &str) -> Sent {
        Sent::from_pairs([("act", Some(act))])
    }

    fn step(title: &str) -> Confirm {
        Confirm::one("x", title.to_owned(), None, "Yes")
    }

    /// The text of the notice `confirm_step` leaves, if any.
    fn said(
        pick: Option<&str>,
        picked: Option<Confirm>,
        asked: Option<&Sent>,
        ask: Option<Confirm>,
        notice: Option<PageNotice>,
    ) -> (Option<String>, Option<String>) {
        let mut notice = notice;
        let confirm = confirm_step(pick, picked, asked, |_| ask, words(), &mut notice);
        (confirm.map(|c| c.title), notice.map(|n| n.text))
    }

    #[test]
    fn a_picked_place_opens_its_step_before_an_asked_action_and_a_refused_request_is_told() {
        let asked = sent("end_turn");
        // A place that fits opens its step; the asked action is not tried.
        assert_eq!(
            said(
                Some("road-1"),
                Some(step("Road")),
                Some(&asked),
                Some(step("End")),
                None
            ),
            (Some("Road".to_owned()), None)
        );
        // A place that does not fit is told; the asked action still opens.
        assert_eq!(
            said(Some("road-1"), None, Some(&asked), Some(step("End")), None),
            (Some("End".to_owned()), Some("no such place".to_owned()))
        );
        // An action that cannot be done now is told.
        assert_eq!(
            said(None, None, Some(&asked), None, None),
            (None, Some("no such action".to_owned()))
        );
        // A notice already set is kept.
        assert_eq!(
            said(
                Some("road-1"),
                None,
                Some(&asked),
                None,
                Some(PageNotice::info("refused"))
            ),
            (None, Some("refused".to_owned()))
        );
        // Nothing asked, nothing told.
        assert_eq!(said(None, None, None, None, None), (None, None));
    }

    #[test]
    fn the_news_leaves_out_undone_moves_and_the_list_marks_them_among_the_latest() {
        let events: Vec<(u64, u64)> = (1..=20).map(|seq| (seq, seq * 10)).collect();
        let undone = [15, 16];
        let kept = live(&events, &undone);
        assert_eq!(kept.len(), 18);
        assert!(!kept.contains(&150) && !kept.contains(&160));
        let lines = listed(&events, &undone, |latest| {
            latest
                .iter()
                .map(|(seq, e)| EventLine::new(*seq, e.to_string(), "/games/g"))
                .collect()
        });
        assert_eq!(lines.len(), LISTED_EVENTS);
        assert_eq!(lines.first().map(|l| l.seq), Some(9));
        let marked: Vec<u64> = lines.iter().filter(|l| l.undone).map(|l| l.seq).collect();
        assert_eq!(marked, vec![15, 16]);
    }

    /// A frame's parts with two road spots on the board and a hint over it.
    fn frame(confirm: Option<Confirm>, awaited: bool) -> SeatFrame<()> {
        let spots: Vec<Spot> = (1..=2)
            .map(|n| Spot {
                href: format!("/play/t?pick=road-{n}"),
                pick: format!("road-{n}"),
                label: format!("Road {n}"),
                kind: crate::views::common::board::SpotKind::Edge,
                x: 0,
                y: 0,
                r: 1,
                hit: (0, 0),
                dot: 1,
                area: Vec::new(),
                picked: false,
            })
            .collect();
        let moves = [MoveWords {
            prefix: "road",
            what: "Build a road".to_owned(),
            one: "place".to_owned(),
            many: "places".to_owned(),
            marked: crate::views::common::page::Marked::Counted(
                "road spot".to_owned(),
                "road spots".to_owned(),
            ),
        }];
        SeatFrame::new(FrameParts {
            lang: Lang::En,
            game_id: Uuid::nil(),
            title: "Anna — your seat".to_owned(),
            heading: "Anna’s seat".to_owned(),
            me: None,
            action: "/play/t".to_owned(),
            version: 3,
            notice: None,
            news: News::default(),
            headline: String::new(),
            waiting: String::new(),
            awaited,
            finished: false,
            confirm,
            spots: &spots,
            moves: &moves,
            hint: Some("Marked on the board: 2 road spots.".to_owned()),
            buttons: Vec::new(),
            supply_trade: None,
            discard: None,
            offer_form: None,
            costs: None,
            points_to_win: 10,
            players: Vec::new(),
            standings: Vec::new(),
            hands: Vec::new(),
            offers: Vec::new(),
            dice: None,
            dev_left: 25,
            lines: Vec::new(),
            notes: Vec::new(),
            differs: Vec::new(),
        })
    }

    #[test]
    fn an_open_confirm_step_hides_the_board_hint_and_the_moves() {
        let picking = frame(None, true);
        assert!(picking.your_move);
        assert_eq!(
            picking.board_hint.as_deref(),
            Some("Marked on the board: 2 road spots.")
        );
        let labels: Vec<&str> = picking
            .board_moves
            .iter()
            .map(|m| m.label.as_str())
            .collect();
        assert_eq!(labels, ["Build a road (2 places)"]);
        assert_eq!(picking.layout.title, "Anna — your seat");
        let confirming = frame(Some(step("Build a road here?")), false);
        assert!(!confirming.your_move);
        assert_eq!(confirming.board_hint, None);
        assert!(confirming.board_moves.is_empty());
    }
}
