//! The spectator page (`/games/{id}`): the board and every public count,
//! built from the spectator's `View` and publicly redacted events. The same
//! page, read-only by construction (it has no forms), draws the board as it
//! stood after an earlier event (`?at=SEQ`), for the public or for a seat.
//!
//! Whatever private information the `View` holds is shown as hands: none in
//! the spectator's view, the seat's own in a seat's, all in the referee's
//! (once the game is over). The handler picks the viewer.

use super::board_svg::BoardSvg;
use super::narrate::Names;
use super::scenario::{ScenarioPart, ScenarioPresent};
use super::{player_rows, recent, waiting_in, PlayerRow};
use crate::lang::play::{card_word, cards, resource_word, Play};
use crate::lang::terms::Term;
use crate::lang::{list_and, Lang};
use crate::rules::classic::state::DevCard;
use crate::rules::classic::view::PrivatePlayer;
use crate::rules::classic::{Event, View};
use crate::views::common::frame::Layout;
use crate::views::common::hand::{self, HandView};
use crate::views::common::public::Public;
use crate::views::common::record::{Ledger, Past};
use crate::views::common::standings::{self, StandingRow};
use crate::views::{counts, house, marks, Count};
use askama::Template;
use uuid::Uuid;

/// The spectator page (or a board in the past).
#[derive(Debug, Clone, Template)]
#[template(path = "classic/game.html")]
pub struct GamePage {
    pub layout: Layout,
    pub game_id: Uuid,
    pub heading: String,
    pub waiting: String,
    pub board: BoardSvg,
    pub players: Vec<PlayerRow>,
    /// The final standings, winner first, once the game is over.
    pub standings: Vec<StandingRow>,
    pub bank: Vec<Count>,
    pub offers: Vec<String>,
    /// The last roll, the deck, the latest events and the house readings.
    pub public: Public,
    pub points_to_win: u8,
    /// Set when the board is drawn as it stood after an earlier event.
    pub past: Option<Past>,
    /// The hands the view holds (the viewer's own, or all once the game is over).
    pub hands: Vec<HandView>,
    pub ledger: Option<Ledger>,
    /// An open rewind proposal, in words.
    pub rewind: Option<String>,
    /// What the game's scenario adds, if it has one.
    pub scenario: Option<ScenarioPart>,
    /// The table talk, read-only.
    pub talk: Option<crate::views::talk::TableTalk>,
    /// The language the page is worded in.
    pub lang: Lang,
}

impl GamePage {
    /// Builds the page from the spectator view and public events (oldest
    /// first, with their move numbers).
    pub fn new<X: ScenarioPresent>(
        lang: Lang,
        game_id: Uuid,
        view: &View<X::View>,
        names: &Names,
        events: &[(u64, Event<X::Event>)],
    ) -> GamePage {
        let scenario = X::public_part(lang, view, names);
        let view = X::base_view(view);
        let view = &*view;
        let marks = marks(names, view.players.len());
        let hands = view
            .private
            .iter()
            .map(|p| hand_of(lang, p, names))
            .collect();
        GamePage {
            layout: Layout::new(lang.say(Play::WatchingAGame)).in_lang(lang),
            game_id,
            heading: lang.say(Play::WatchingAGame),
            waiting: scenario
                .as_ref()
                .and_then(|s| s.waiting.clone())
                .or_else(|| standings::result_said(lang, &view.standings, names, None))
                .unwrap_or_else(|| waiting_in(lang, view, names)),
            board: {
                let mut board = BoardSvg::new(lang, view, &marks, Vec::new());
                for m in scenario.iter().flat_map(|s| &s.marks) {
                    m.draw(&mut board);
                }
                board
            },
            players: player_rows(view, names, &marks, None),
            standings: standings::rows(&view.standings, names, &marks, None),
            bank: counts(&view.bank),
            offers: view
                .offers
                .iter()
                .map(|o| {
                    let to: Vec<String> = o.to.iter().map(|s| names.of(*s)).collect();
                    lang.say(Play::Offers {
                        who: names.of(o.from),
                        terms: lang.say(Play::Terms {
                            give: cards(lang, &o.give),
                            want: cards(lang, &o.want),
                        }),
                        to: list_and(lang, &to),
                    })
                })
                .collect(),
            public: Public::new(
                view.dice,
                view.development_cards_left,
                recent::<X>(lang, events, names, view, &format!("/games/{game_id}")),
                [house::victory(lang), house::bank(lang)]
                    .into_iter()
                    .chain(scenario.iter().flat_map(|s| s.notes.iter().cloned()))
                    .collect(),
            ),
            points_to_win: view.points_to_win,
            past: None,
            hands,
            ledger: None,
            rewind: None,
            scenario,
            talk: None,
            lang,
        }
    }

    /// The scenario's panels, rendered HTML ("" without a scenario).
    pub fn scenario_panels(&self) -> &str {
        self.scenario.as_ref().map_or("", |s| &s.panels)
    }

    /// The same page as the board stood after an earlier event, titled for
    /// `seat` when it is a seat's look back.
    pub fn in_the_past(mut self, past: Past, seat: Option<&str>) -> GamePage {
        self.heading = self.public.look_back(self.lang, &past, seat);
        self.layout = Layout::new(self.heading.clone()).in_lang(self.lang);
        self.past = Some(past);
        self
    }

    /// Adds the record links and the seed commitment.
    pub fn with_ledger(mut self, ledger: Ledger) -> GamePage {
        self.ledger = Some(ledger);
        self
    }

    /// The heading of the hands section.
    pub fn hands_heading(&self) -> String {
        hand::heading(
            &self.hands,
            self.lang.say(Play::YourHandAtThisMove),
            self.lang.say(Play::HandsAtThisMove),
        )
    }

    /// A phrase of the page, in its language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.lang.say(phrase)
    }

    /// What a hand holds, in a sentence or two.
    pub fn hand_words(&self, hand: &HandView) -> String {
        hand_words(self.lang, hand)
    }
}

/// A seat's hand, with all its points (hidden Victory Point cards
/// included), its cards named in `lang`.
pub(super) fn hand_of(lang: Lang, p: &PrivatePlayer, names: &Names) -> HandView {
    let dev = hand::dev_rows(
        &DevCard::ALL,
        card_word(lang),
        |_| String::new(),
        |c| (p.development_cards.get(c), p.bought_this_turn.get(c)),
    );
    HandView::new(names.of(p.seat), p.hand, resource_word(lang), dev, p.points)
}

/// What `hand` holds in `lang`: its resource cards and points, then its
/// development cards or that it has none.
pub(super) fn hand_words(lang: Lang, hand: &HandView) -> String {
    let counts = lang.say(Play::HandOf {
        total: hand.total,
        points: hand.points,
    });
    let dev = if hand.dev.is_empty() {
        lang.say(Play::NoDevelopmentCards)
    } else {
        let kinds: Vec<String> = hand
            .dev
            .iter()
            .map(|d| {
                lang.say(Play::CardsOfKind {
                    count: d.n,
                    card: d.name.clone(),
                })
            })
            .collect();
        let cards = kinds
            .into_iter()
            .reduce(|init, item| lang.say(Term::ListNext { init, item }))
            .unwrap_or_default();
        lang.say(Play::DevelopmentCards { cards })
    };
    format!("{counts} {dev}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::testkit::{corner, Spec, TOP, UPPER_LEFT, UPPER_RIGHT};
    use crate::rules::classic::{view, Base, State};
    use crate::rules::{Seat, Viewer};

    const ANNA: Seat = Seat(0);
    const BERT: Seat = Seat(1);

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    /// Bert holds Longest Road and a hidden Victory Point card, Anna
    /// Largest Army after three Knights.
    fn state() -> State {
        let top_coast = [
            corner(0, UPPER_LEFT),
            corner(0, TOP),
            corner(0, UPPER_RIGHT),
            corner(1, TOP),
            corner(1, UPPER_RIGHT),
            corner(2, TOP),
        ];
        Spec::classic(3)
            .given(|g| {
                g.main(ANNA)
                    .hand(BERT, "BBLO")
                    .dev_cards(BERT, DevCard::VictoryPoint, 1)
                    .dev_cards(BERT, DevCard::Monopoly, 1)
                    .knights(ANNA, 3)
                    .largest_army(ANNA)
                    .road_path(BERT, &top_coast)
                    .longest_road(Some(BERT))
            })
            .state()
            .clone()
    }

    #[test]
    fn the_players_table_shows_public_counts_only_and_marks_the_holders() {
        let s = state();
        let v = view(&s, Viewer::Spectator);
        let rows = player_rows(&v, &names(), &marks(&names(), 3), None);
        let bert = rows.iter().find(|r| r.name == "Bert").expect("Bert's row");
        // base-catan.md §Victory: a hidden Victory Point card counts only
        // when its owner wins, so the public points leave it out.
        assert_eq!(bert.points, s.public_points(BERT));
        assert!(bert.points < s.total_points(BERT));
        assert_eq!((bert.cards, bert.dev_cards), (4, 2));
        assert!(bert.more.longest_road && !bert.more.largest_army);
        let anna = rows.iter().find(|r| r.name == "Anna").expect("Anna's row");
        assert!(anna.more.largest_army && !anna.more.longest_road);
        assert_eq!(anna.more.knights, 3);

        let html = GamePage::new::<Base>(Lang::En, uuid::Uuid::nil(), &v, &names(), &[])
            .render()
            .expect("renders");
        let row = |name: &str| {
            html.split("<tr")
                .find(|r| r.contains(&format!("</span> {name}")))
                .unwrap_or_default()
                .to_owned()
        };
        assert!(row("Bert").contains(r#"<span class="award">Longest Road</span>"#));
        assert!(!row("Bert").contains("Largest Army"));
        assert!(row("Anna").contains(r#"<span class="award">Largest Army</span>"#));
        assert!(
            !html.contains("Victory Point card ×"),
            "no hidden card named"
        );
        assert!(!html.contains("Monopoly"), "no hidden card named");
        for header in ["Points", "Cards", "Dev cards", "Knights", "Road"] {
            assert!(
                html.contains(&format!(r#"<th scope="col">{header}</th>"#)),
                "{header}"
            );
            assert!(
                html.contains(&format!("<dt>{header}</dt>")),
                "{header} explained"
            );
        }
    }

    #[test]
    fn latest_events_carry_the_move_numbers_of_the_history_and_link_to_their_boards() {
        let s = state();
        let v = view(&s, Viewer::Spectator);
        let rolled = |dice| Event::DiceRolled { seat: ANNA, dice };
        // Move 41 was a rewind (not a rules event), so the window skips it.
        let events = [(40, rolled([1, 2])), (42, rolled([3, 4]))];
        let page = GamePage::new::<Base>(Lang::En, uuid::Uuid::nil(), &v, &names(), &events);
        let seqs: Vec<u64> = page.public.events.iter().map(|e| e.seq).collect();
        assert_eq!(seqs, [42, 40], "newest first, numbered as stored");
        let nil = uuid::Uuid::nil();
        assert_eq!(page.public.events[0].href, format!("/games/{nil}?at=42"));
        let html = page.render().expect("renders");
        assert!(html.contains(&format!(
            r#"<li value="42"><a class="seq" href="/games/{nil}?at=42" aria-label="Board after move 42">#42</a>"#
        )));
        assert!(!html.contains("reversed"), "no count of its own");

        let past = Past::new(
            "/play/tok",
            "/play/tok/history",
            42,
            50,
            String::new(),
            false,
        );
        let page = GamePage::new::<Base>(Lang::En, nil, &v, &names(), &events)
            .in_the_past(past, Some("Anna"));
        assert_eq!(
            page.public.events[1].href, "/play/tok?at=40",
            "a seat's look back links its own boards"
        );
    }
}
