//! The Baden-Württemberg pages: a seat's page (`/play/{token}`: the map with
//! its legal placements, the seat's hand, building costs and development
//! cards, and a form for every command it may send), the spectator's page
//! and the map as it stood after an earlier move (both read-only).
//!
//! Built from the viewer's `View`, its legal commands and events redacted
//! for it; the only private information on a page is what the view holds
//! (the seat's own hand, or every hand once the game is over).

use super::board::{self, MapSvg, Pick};
use super::narrate::{self, dev_id};
use super::{cards_in, crossing_in, resource_in, Names};
use crate::lang::bw::Bw;
use crate::lang::{list_and, Lang, Person, Phrase};
use crate::rules::baden_wuerttemberg::state::{
    DevCard, Phase, DEVELOPMENT_CARD_COST, LANDMARK_COST, SUPPLY_PER_RESOURCE,
};
use crate::rules::baden_wuerttemberg::{Command, Event, View};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{Resource, Resources, TileId};
use crate::rules::{Ruleset, Seat};
use crate::views::common::board::Spot;
use crate::views::common::form::Sent;
use crate::views::common::frame::{Layout, PageNotice};
use crate::views::common::hand::{self, res_counts, HandView, ResCount};
use crate::views::common::mark::Mark;
use crate::views::common::news::News;
use crate::views::common::page::{
    board_hint, end_turn, supply_options, ActButton, Confirm, DiscardForm, Marked, MoveWords,
    OfferForm, SupplyTrade, SupplyWords,
};
use crate::views::common::players;
use crate::views::common::public::EventLine;
use crate::views::common::record::Past;
use crate::views::common::seat::{confirm_step, listed, live, FrameParts, Refusals, SeatFrame};
use crate::views::common::standings;
use crate::views::common::table::{self, OffersInput, Seen};
use crate::views::marks;
use askama::Template;
use std::ops::{Deref, DerefMut};
use uuid::Uuid;

/// The game's name in page titles, in `lang`.
fn title(lang: Lang) -> String {
    crate::lang::rulesets::title(lang, Ruleset::BadenWuerttemberg)
}

/// House readings shown on this game's pages, in `lang`.
pub mod house {
    use super::{Bw, Lang};

    /// Trading.
    pub fn trade(lang: Lang) -> String {
        lang.say(Bw::HouseTrade)
    }
    /// The order of a turn.
    pub fn roll_first(lang: Lang) -> String {
        lang.say(Bw::HouseRollFirst)
    }
    /// Victory.
    pub fn victory(lang: Lang) -> String {
        lang.say(Bw::HouseVictory)
    }
    /// Supply shortage.
    pub fn supply(lang: Lang) -> String {
        lang.say(Bw::HouseSupply)
    }
    /// Victory fields.
    pub fn fields(lang: Lang) -> String {
        lang.say(Bw::HouseFields)
    }
}

/// How this game differs from The Settlers of Catan, shown on every seat
/// page (baden-wuerttemberg.txt §2b. Building, §a) Rolling a Seven), in
/// `lang`.
pub fn differs(lang: Lang) -> Vec<String> {
    [
        Bw::DiffersHalls,
        Bw::DiffersRoads,
        Bw::DiffersLandmarks,
        Bw::DiffersInventor,
    ]
    .into_iter()
    .map(|p| lang.say(p))
    .collect()
}

/// What a page is drawn from.
#[derive(Debug)]
pub struct PageInput<'a> {
    pub game_id: Uuid,
    /// The language the reader reads.
    pub lang: Lang,
    /// The seat looking, or `None` for the public.
    pub seat: Option<Seat>,
    /// Where the seat's forms post (`/play/{token}`); `None` on a read-only page.
    pub action: Option<String>,
    pub view: &'a View,
    /// The seat's legal commands (empty on a read-only page).
    pub legal: &'a [Command],
    pub names: &'a Names,
    /// The latest events, oldest first, with their move numbers, redacted
    /// for the viewer: a seat's news reads all of them, the list of latest
    /// events the last [`LISTED_EVENTS`].
    pub events: &'a [(u64, Event)],
    /// What the game waits for, in words.
    pub prompt: String,
    /// The `?pick=` of the request, if any.
    pub pick: Option<&'a str>,
    /// The first step of an action that asks for confirmation (the
    /// `?act=` of the request and its details), if any.
    pub asked: Option<&'a Sent>,
    /// What the seat typed into a form the game refused: the form comes
    /// back open and filled in.
    pub typed: Option<&'a Sent>,
    /// The moves a rewind undid, sorted: listed marked, left out of the news.
    pub undone: &'a [u64],
    pub notice: Option<PageNotice>,
    pub version: u64,
}

/// A resource as the forms send it (`value`) and as players read it.
#[derive(Debug, Clone)]
pub struct ResOption {
    pub value: &'static str,
    pub name: String,
}

/// What the Baden-Württemberg players' table shows beside the columns
/// every ruleset's has.
#[derive(Debug, Clone)]
pub struct Columns {
    pub inventions: u8,
    /// What the player has left to build: "10 town halls and 1 road left".
    pub left_text: String,
    pub longest_trade_road: bool,
    pub largest_inventor: bool,
    /// The towns of the building cost card dealt, in words.
    pub cost_card: String,
}

/// One row of the players' table.
pub type PlayerRow = players::PlayerRow<Columns>;

/// A page of a Baden-Württemberg game: a seat's, the public's, or the map
/// as it stood after an earlier move; the skeleton every ruleset's seat
/// page shares, with its map and panels.
#[derive(Debug, Clone, Template)]
#[template(path = "baden_wuerttemberg/play.html")]
pub struct BwPage {
    pub frame: SeatFrame<Columns>,
    pub map: MapSvg,
    /// The map around the place a confirm step asks about.
    pub closeup: Option<MapSvg>,
    /// Close-ups below the map in a pick step, that hold every place to
    /// pick and the seat's town halls, legible on a phone.
    pub parts: Vec<MapSvg>,
    pub successful_invention: bool,
    /// The seat's own hand, with what each of its development cards does.
    pub hand: Option<HandView>,
    pub victory: Vec<String>,
    pub supply: Vec<ResCount>,
    pub supply_rate: u8,
    pub resources: Vec<ResOption>,
    pub past: Option<Past>,
    /// The open rewind proposal in words (the public page).
    pub rewind_text: Option<String>,
}

impl Deref for BwPage {
    type Target = SeatFrame<Columns>;

    fn deref(&self) -> &SeatFrame<Columns> {
        &self.frame
    }
}

impl DerefMut for BwPage {
    fn deref_mut(&mut self) -> &mut SeatFrame<Columns> {
        &mut self.frame
    }
}

fn has(legal: &[Command], pred: impl Fn(&Command) -> bool) -> bool {
    legal.iter().any(pred)
}

fn headline(
    lang: Lang,
    view: &View,
    names: &Names,
    me: Seat,
    legal: &[Command],
    prompt: &str,
) -> String {
    match &view.phase {
        Phase::Found { seat, round } if *seat == me => lang.say(Bw::HeadFound { round: *round }),
        Phase::Roll { seat } if *seat == me => lang.say(Bw::HeadRoll),
        Phase::Discard { pending, .. } if pending.iter().any(|d| d.seat == me) => {
            let count = crate::rules::common::table::owed(pending, me);
            lang.say(Bw::HeadDiscard { count })
        }
        Phase::MoveInventor { seat } if *seat == me => lang.say(Bw::HeadInventor),
        Phase::Main { seat } if *seat == me => lang.say(Bw::HeadMain),
        Phase::RoadBuilding { seat, left } if *seat == me => {
            lang.say(Bw::HeadRoads { left: *left })
        }
        Phase::Finished { winner } if *winner == me => lang.say(Bw::HeadWon),
        _ => {
            let waiting = view.offers.iter().find(|o| {
                has(
                    legal,
                    |c| matches!(c, Command::Table(TableCommand::RejectOffer { offer }) if *offer == o.id),
                )
            });
            match waiting {
                Some(o) => lang.say(Bw::HeadOffer {
                    who: names.of(o.from),
                }),
                None => prompt.to_owned(),
            }
        }
    }
}

/// Whose yields the inventor blocks on `tile` (baden-wuerttemberg.txt
/// §a) Rolling a Seven: the owners of adjacent town halls receive no yields
/// when its number is rolled), for its confirm step; town halls are public.
fn inventor_blocks(
    lang: Lang,
    view: &View,
    tile: TileId,
    me: Option<Seat>,
    names: &Names,
) -> String {
    let field = view.map.board.tile(tile);
    let mut owners: Vec<(Seat, usize)> = Vec::new();
    for t in view
        .town_halls
        .iter()
        .filter(|t| field.nodes.contains(&t.node))
    {
        match owners.iter_mut().find(|(s, _)| *s == t.seat) {
            Some((_, n)) => *n += 1,
            None => owners.push((t.seat, 1)),
        }
    }
    owners.sort_by_key(|(s, _)| (Some(*s) != me, s.0));
    let yields = match field.terrain.resource() {
        Some(r) => resource_in(lang)(r),
        None => lang.say(Bw::Resources),
    };
    if owners.is_empty() {
        return lang.say(Bw::BlocksNobody { yields });
    }
    let halls: Vec<String> = owners
        .iter()
        .map(|(s, n)| {
            lang.say(Bw::HallsOf {
                who: names.of(*s),
                person: Person::of(me, *s),
                count: *n,
            })
        })
        .collect();
    let halls = list_and(lang, &halls);
    match field.number {
        Some(number) => lang.say(Bw::BlocksRoll {
            number,
            yields,
            halls,
        }),
        None => lang.say(Bw::BlocksAny { yields, halls }),
    }
}

fn confirm_for(lang: Lang, pick: Pick, legal: &[Command], names: &Names) -> Option<Confirm> {
    let (act, field, value, label) = match pick {
        Pick::Road(e) => ("road", "edge", e.0, Bw::BuildTheRoad),
        Pick::TownHall(n) => ("townhall", "node", n.0, Bw::BuildTheTownHall),
        Pick::Landmark(n) => ("landmark", "node", n.0, Bw::BuildTheLandmark),
        Pick::Inventor(t) => ("inventor", "tile", t.0, Bw::MoveInventorHere),
    };
    let ways = legal
        .iter()
        .filter(|c| Pick::of(c) == Some(pick))
        .map(|c| match c {
            Command::MoveInventor { victim, .. } => *victim,
            _ => None,
        });
    let confirm = Confirm::pick(
        lang.say(Bw::Asks {
            what: pick.describe_in(lang),
        }),
        act,
        (field, value.to_string()),
        ways,
        &lang.say(label),
        |v| lang.say(Bw::MoveInventorDraw { who: names.of(v) }),
        [],
    );
    match pick {
        Pick::Landmark(_) => confirm.map(|mut c| {
            c.detail = Some(landmark_detail(lang));
            c
        }),
        _ => confirm,
    }
}

/// What building a landmark costs and does (baden-wuerttemberg.txt
/// §Building a landmark, §Crossing with a landmark field).
fn landmark_detail(lang: Lang) -> String {
    lang.say(Bw::LandmarkDetail {
        cost: cards_in(lang, &LANDMARK_COST),
    })
}

/// What the end-turn step says the seat could still build, by pick kind.
fn pieces(lang: Lang) -> [(&'static str, String); 3] {
    [
        ("road", lang.say(Bw::EndARoad)),
        ("townhall", lang.say(Bw::EndATownHall)),
        ("landmark", lang.say(Bw::EndALandmark)),
    ]
}

/// The confirm step of an action asked for with `?act=`: buying a
/// development card, ending the turn, playing a development card. `None`
/// when the action is not one of those or not legal now.
fn ask_confirm(
    lang: Lang,
    asked: &Sent,
    legal: &[Command],
    view: &View,
    me: Seat,
) -> Option<Confirm> {
    let confirm = |act, title: Bw, detail: Bw, label: Bw| {
        Some(Confirm::one(
            act,
            lang.say(title),
            Some(lang.say(detail)),
            &lang.say(label),
        ))
    };
    match asked.get("act")? {
        "buy_card" if has(legal, |c| matches!(c, Command::BuyDevelopmentCard)) => Some(
            Confirm::buy_card(lang, &cards_in(lang, &DEVELOPMENT_CARD_COST)),
        ),
        "end_turn" if has(legal, |c| matches!(c, Command::EndTurn)) => Some(end_turn(
            lang,
            legal.iter().filter_map(Pick::of).map(Pick::query),
            &pieces(lang),
            has(legal, |c| matches!(c, Command::BuyDevelopmentCard)),
            view.offers.iter().any(|o| o.from == me),
        )),
        "invention" if has(legal, |c| matches!(c, Command::PlayInvention)) => confirm(
            "invention",
            Bw::InventionTitle,
            Bw::InventionDetail,
            Bw::InventionYes,
        ),
        "road_building" if has(legal, |c| matches!(c, Command::PlayRoadBuilding)) => {
            Some(Confirm::road_building(lang))
        }
        "trade_card" if has(legal, |c| matches!(c, Command::PlayTrade)) => {
            confirm("trade_card", Bw::TradeTitle, Bw::TradeDetail, Bw::TradeYes)
        }
        "successful_invention" => {
            let first = asked.resource("first")?;
            let second = asked.resource("second")?;
            has(legal, |c| {
                matches!(c, Command::PlaySuccessfulInvention { .. })
            })
            .then_some(())?;
            let mut took = Resources::ZERO;
            took.set(first, 1);
            took.set(second, took.get(second) + 1);
            Some(
                Confirm::one(
                    "successful_invention",
                    lang.say(Bw::SuccessfulTitle {
                        cards: cards_in(lang, &took),
                    }),
                    Some(lang.say(Bw::SuccessfulDetail)),
                    &lang.say(Bw::SuccessfulYes),
                )
                .with_fields(vec![
                    ("first", first.name().to_owned()),
                    ("second", second.name().to_owned()),
                ]),
            )
        }
        _ => None,
    }
}

/// The supply trade panel in Baden-Württemberg's words (its summary
/// names the turn's rate).
fn supply_words(lang: Lang) -> SupplyWords {
    SupplyWords {
        summary: lang.say(Bw::SupplyTrade),
        act: "supply",
        note: None,
        button: lang.say(Bw::SupplyTrade),
        word: resource_in(lang),
        steer_get: false,
    }
}

/// The turn box's names for the map's picks, in the order it lists them.
fn moves(lang: Lang) -> [MoveWords; 4] {
    let f = |p| lang.say(p);
    [
        MoveWords {
            prefix: "townhall",
            what: f(Bw::MoveTownHall),
            one: f(Bw::TownField),
            many: f(Bw::TownFields),
            marked: Marked::Counted(f(Bw::TownField), f(Bw::TownFields)),
        },
        MoveWords {
            prefix: "landmark",
            what: f(Bw::MoveLandmark),
            one: f(Bw::LandmarkField),
            many: f(Bw::LandmarkFields),
            marked: Marked::Counted(f(Bw::LandmarkField), f(Bw::LandmarkFields)),
        },
        MoveWords {
            prefix: "road",
            what: f(Bw::MoveRoad),
            one: f(Bw::APath),
            many: f(Bw::Paths),
            marked: Marked::Counted(f(Bw::PathForARoad), f(Bw::PathsForARoad)),
        },
        MoveWords {
            prefix: "inventor",
            what: f(Bw::MoveInventor),
            one: f(Bw::AField),
            many: f(Bw::Fields),
            marked: Marked::Named(f(Bw::InventorFields)),
        },
    ]
}

/// A development card's words, as the hand's rows take them.
type DevWord = fn(DevCard) -> String;

/// A development card's name and what it does, in `lang`, as the hand's
/// rows take them.
fn dev_words(lang: Lang) -> (DevWord, DevWord) {
    match lang {
        Lang::En => (
            |c| Lang::En.say(Bw::DevName { card: dev_id(c) }),
            |c| Lang::En.say(Bw::DevWhat { card: dev_id(c) }),
        ),
        Lang::De => (
            |c| Lang::De.say(Bw::DevName { card: dev_id(c) }),
            |c| Lang::De.say(Bw::DevWhat { card: dev_id(c) }),
        ),
    }
}

fn hand_of(lang: Lang, view: &View, names: &Names, seat: Seat) -> Option<HandView> {
    let p = view.private.iter().find(|p| p.seat == seat)?;
    let (name, what) = dev_words(lang);
    let dev = hand::dev_rows(&DevCard::ALL, name, what, |c| {
        (p.development_cards.get(c), p.bought_this_turn.get(c))
    });
    Some(HandView::new(
        names.of(seat),
        p.hand,
        resource_in(lang),
        dev,
        p.points,
    ))
}

fn player_rows(
    lang: Lang,
    view: &View,
    names: &Names,
    marks: &[Mark],
    me: Option<Seat>,
) -> Vec<PlayerRow> {
    players::player_rows!(view, names, marks, me, |p| Columns {
        inventions: p.inventions,
        left_text: lang.say(Bw::Left {
            halls: p.town_halls_left,
            roads: p.roads_left,
        }),
        longest_trade_road: p.longest_trade_road,
        largest_inventor: p.largest_inventor,
        cost_card: p
            .cost_card
            .and_then(|i| view.map.cost_cards.get(usize::from(i)))
            .map(|c| {
                let towns: Vec<String> = c.towns.iter().map(|t| crossing_in(lang, *t)).collect();
                list_and(lang, &towns)
            })
            .unwrap_or_default(),
    })
}

fn victory_words(lang: Lang, view: &View, names: &Names) -> Vec<String> {
    let length = |s: Seat| {
        view.players
            .iter()
            .find(|p| p.seat == s)
            .map_or(0, |p| p.road_length)
    };
    let inventions = |s: Seat| {
        view.players
            .iter()
            .find(|p| p.seat == s)
            .map_or(0, |p| p.inventions)
    };
    vec![
        match view.longest_trade_road {
            Some(s) => lang.say(Bw::RoadHeld {
                who: names.of(s),
                length: length(s),
            }),
            None => lang.say(Bw::RoadFree),
        },
        match view.largest_inventor {
            Some(s) => lang.say(Bw::InventorHeld {
                who: names.of(s),
                inventions: inventions(s),
            }),
            None => lang.say(Bw::InventorFree),
        },
    ]
}

/// What the page says to a request for what cannot be done now.
fn refusals(lang: Lang) -> Refusals {
    Refusals {
        pick: lang.say(Bw::RefusePick),
        ask: lang.say(Bw::RefuseAsk),
    }
}

impl BwPage {
    /// Builds the page.
    pub fn new(input: PageInput<'_>) -> BwPage {
        let PageInput {
            game_id,
            lang,
            seat,
            action,
            view,
            legal,
            names,
            events,
            prompt,
            pick,
            asked,
            typed,
            undone,
            notice,
            version,
        } = input;
        let marks = marks(names, view.players.len());
        let action = action.unwrap_or_default();
        let mut notice = notice;
        let picked = pick.and_then(Pick::parse);
        let mut confirm = picked.and_then(|p| confirm_for(lang, p, legal, names));
        if let (Some(c), Some(Pick::Inventor(tile))) = (confirm.as_mut(), picked) {
            c.detail = Some(inventor_blocks(lang, view, tile, seat, names));
        }
        let ask = |asked: &Sent| ask_confirm(lang, asked, legal, view, seat?);
        let asked = asked.filter(|_| seat.is_some());
        let confirm = confirm_step(pick, confirm, asked, ask, refusals(lang), &mut notice);
        let spots = if action.is_empty() {
            Vec::new()
        } else {
            board::spots_in(lang, view, legal, &action, confirm.as_ref().and(picked))
        };
        let map = MapSvg::new_in(lang, view, &marks, spots);
        let closeup = map.closeup();
        let parts = if confirm.is_none() {
            map.parts_in(lang, view, legal, &action, seat)
        } else {
            Vec::new()
        };
        let mut buttons = Vec::new();
        for (pred, act, label, primary, asks) in [
            (
                (|c: &Command| matches!(c, Command::RollDice)) as fn(&Command) -> bool,
                "roll",
                lang.say(Bw::ButtonRoll),
                true,
                false,
            ),
            (
                |c| matches!(c, Command::PlayInvention),
                "invention",
                lang.say(Bw::ButtonInvention),
                false,
                true,
            ),
            (
                |c| matches!(c, Command::PlayRoadBuilding),
                "road_building",
                lang.say(Bw::ButtonRoadBuilding),
                false,
                true,
            ),
            (
                |c| matches!(c, Command::PlayTrade),
                "trade_card",
                lang.say(Bw::ButtonTrade),
                false,
                true,
            ),
            (
                |c| matches!(c, Command::BuyDevelopmentCard),
                "buy_card",
                lang.say(Bw::ButtonBuyCard),
                false,
                true,
            ),
            (
                |c| matches!(c, Command::EndTurn),
                "end_turn",
                lang.say(Bw::ButtonEndTurn),
                false,
                true,
            ),
        ] {
            if has(legal, pred) {
                buttons.push(ActButton {
                    act,
                    label,
                    primary,
                    asks,
                });
            }
        }
        let tables: Vec<&TableCommand> = legal.iter().filter_map(Command::table).collect();
        let (gives, gets) = supply_options(&tables, |_| view.supply_rate);
        let summary = lang.say(Bw::SupplySummary {
            rate: view.supply_rate,
        });
        let supply_trade =
            SupplyTrade::new(supply_words(lang), &gives, gets, typed).map(|mut s| {
                s.summary = summary;
                s
            });
        let private = seat.and_then(|s| view.private.iter().find(|p| p.seat == s));
        let own = private.map(|p| p.hand).unwrap_or_default();
        let discard = match (&view.phase, seat) {
            (Phase::Discard { pending, .. }, Some(me)) => {
                pending.iter().find(|d| d.seat == me).map(|d| {
                    DiscardForm::new(lang, d.count, own, resource_in(lang), typed).worded(
                        lang.say(Bw::DiscardTitle { count: d.count }),
                        lang.say(Bw::DiscardButton { count: d.count }),
                    )
                })
            }
            _ => None,
        };
        let offer_form = match (&view.phase, seat) {
            (Phase::Main { seat: current }, Some(me)) if *current == me && !action.is_empty() => {
                Some(OfferForm::new(
                    me,
                    view.players.iter().map(|p| p.seat),
                    names,
                    resource_in(lang),
                    SUPPLY_PER_RESOURCE,
                    typed,
                ))
            }
            _ => None,
        };
        let costs = match seat {
            Some(me) if !action.is_empty() => super::costs::card_in(lang, view, me, legal),
            _ => None,
        };
        let held: Vec<u32> = view.players.iter().map(|p| p.cards).collect();
        let offers = table::offers(OffersInput {
            lang,
            offers: &view.offers,
            main_seat: match view.phase {
                Phase::Main { seat } => Some(seat),
                _ => None,
            },
            names,
            me: seat,
            legal: if action.is_empty() { &[] } else { &tables },
            typed,
            word: resource_in(lang),
            max: SUPPLY_PER_RESOURCE,
            seen: Seen {
                hand: private.map(|p| &p.hand),
                held: &held,
            },
        });
        let mut notes = Vec::new();
        if offer_form.is_some() || !offers.is_empty() {
            notes.push(house::trade(lang));
        }
        notes.extend([
            house::roll_first(lang),
            house::fields(lang),
            house::victory(lang),
            house::supply(lang),
        ]);
        // Over, the top box says so and who won, and nothing else.
        let over = standings::result_said(lang, &view.standings, names, seat);
        let (heading, me, headline, waiting, awaited) = match seat {
            Some(me) if !action.is_empty() => {
                let headline = over
                    .clone()
                    .unwrap_or_else(|| headline(lang, view, names, me, legal, &prompt));
                let mark = Mark::of(&marks, me);
                (
                    lang.say(Bw::SeatHeading { who: names.of(me) }),
                    Some((names.of(me), mark)),
                    headline,
                    if view.awaiting == [me] || over.is_some() {
                        String::new()
                    } else {
                        prompt
                    },
                    view.awaiting.contains(&me),
                )
            }
            _ => (
                lang.say(Bw::Watching { game: title(lang) }),
                None,
                over.clone().unwrap_or(prompt),
                String::new(),
                false,
            ),
        };
        // A read-only page shows the hands its view holds; a seat's page,
        // once the game is over, every other seat's.
        let hands: Vec<HandView> = if action.is_empty() || over.is_some() {
            view.private
                .iter()
                .filter(|p| action.is_empty() || Some(p.seat) != seat)
                .filter_map(|p| hand_of(lang, view, names, p.seat))
                .collect()
        } else {
            Vec::new()
        };
        let differs = if me.is_some() {
            differs(lang)
        } else {
            Vec::new()
        };
        let base = if action.is_empty() {
            format!("/games/{game_id}")
        } else {
            action.clone()
        };
        let moves = moves(lang);
        let lines = listed(events, undone, |latest| {
            latest
                .iter()
                .rev()
                .map(|(seq, e)| EventLine::new(*seq, narrate::event(lang, e, names), &base))
                .collect()
        });
        let frame = SeatFrame::new(FrameParts {
            lang,
            game_id,
            title: lang.say(Bw::Title {
                heading: heading.clone(),
                game: title(lang),
            }),
            heading,
            me,
            action: action.clone(),
            version,
            notice,
            news: match seat {
                Some(me) if !action.is_empty() && over.is_none() => {
                    let open: Vec<_> = view.offers.iter().map(|o| (o.id, o.from)).collect();
                    super::news::news(lang, &live(events, undone), me, names, &open)
                }
                _ => News::default(),
            },
            headline,
            waiting,
            awaited,
            finished: view.winner.is_some(),
            hint: if action.is_empty() {
                None
            } else {
                board_hint(
                    lang,
                    legal.iter().filter_map(Pick::of).map(Pick::query),
                    &moves,
                    &lang.say(Bw::MarkedOnTheMap),
                    &lang.say(Bw::PickThenConfirm),
                )
            },
            spots: &map.spots,
            moves: &moves,
            confirm,
            buttons,
            supply_trade,
            discard,
            offer_form,
            costs,
            points_to_win: view.points_to_win,
            players: player_rows(lang, view, names, &marks, seat),
            standings: standings::rows(&view.standings, names, &marks, seat),
            hands,
            offers,
            dice: view.dice,
            dev_left: view.development_cards_left,
            lines,
            notes,
            differs,
        });
        let mut frame = frame;
        frame.layout = frame.layout.in_lang(lang);
        BwPage {
            frame,
            map,
            closeup,
            parts,
            successful_invention: has(legal, |c| {
                matches!(c, Command::PlaySuccessfulInvention { .. })
            }),
            hand: if action.is_empty() {
                None
            } else {
                seat.and_then(|s| hand_of(lang, view, names, s))
            },
            victory: victory_words(lang, view, names),
            supply: res_counts(view.supply, resource_in(lang)),
            supply_rate: view.supply_rate,
            resources: Resource::ALL
                .iter()
                .map(|r| ResOption {
                    value: r.name(),
                    name: resource_in(lang)(*r),
                })
                .collect(),
            past: None,
            rewind_text: None,
        }
    }

    /// The places marked on the map, listed under it.
    pub fn board_spots(&self) -> &[Spot] {
        &self.map.spots
    }

    /// The same page as the map stood after an earlier event, titled for
    /// `seat` when it is a seat's look back.
    pub fn in_the_past(mut self, past: Past, seat: Option<&str>) -> BwPage {
        let lang = self.layout.lang;
        self.heading = self.public.look_back(lang, &past, seat);
        self.layout = Layout::new(lang.say(Bw::Title {
            heading: self.heading.clone(),
            game: title(lang),
        }))
        .in_lang(lang);
        self.past = Some(past);
        self
    }

    /// The heading of the hands section.
    pub fn hands_heading(&self) -> String {
        let lang = self.layout.lang;
        if !self.action.is_empty() {
            return lang.say(Bw::EveryOtherHand);
        }
        lang.say(if self.hands.len() > 1 {
            Bw::Hands
        } else {
            Bw::YourHand
        })
    }

    /// A phrase of the page, in its language.
    pub fn say(&self, phrase: impl Phrase) -> String {
        self.layout.lang.say(phrase)
    }

    /// The line above the page: the game and the points that win it.
    pub fn intro(&self) -> String {
        self.say(Bw::Intro {
            points: self.points_to_win,
        })
    }

    /// The own hand's count of cards and its points.
    pub fn hand_total(&self, h: &HandView) -> String {
        self.say(Bw::HandTotal {
            total: h.total,
            points: h.points,
        })
    }

    /// A development card's note: what it does, and when bought this turn.
    pub fn dev_note(&self, what: &str, new: &u8) -> String {
        if *new > 0 {
            self.say(Bw::DevNew {
                what: what.to_owned(),
                new: *new,
            })
        } else {
            what.to_owned()
        }
    }

    /// A hand at the end, headed by its owner and points.
    pub fn hand_of(&self, h: &HandView) -> String {
        self.say(Bw::HandOf {
            who: h.name.clone(),
            points: h.points,
        })
    }

    /// The words under a player's name in the players' table.
    pub fn row_more(&self, p: &PlayerRow) -> String {
        if p.more.cost_card.is_empty() {
            self.say(Bw::RowMore {
                length: p.road_length,
                left: p.more.left_text.clone(),
            })
        } else {
            self.say(Bw::RowMoreStarted {
                length: p.road_length,
                left: p.more.left_text.clone(),
                towns: p.more.cost_card.clone(),
            })
        }
    }

    /// The players' table's legend for the points.
    pub fn legend_points(&self) -> String {
        if self.standings.is_empty() {
            self.say(Bw::LegendPoints {
                points: self.points_to_win,
            })
        } else {
            self.say(Bw::LegendPointsOver {
                points: self.points_to_win,
            })
        }
    }

    /// The trade rate with the supply this turn.
    pub fn supply_rate_text(&self) -> String {
        self.say(Bw::SupplyRate {
            rate: self.supply_rate,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::{cards, resource};
    use super::*;
    use crate::rules::baden_wuerttemberg::state::ROAD_COST;
    use crate::rules::baden_wuerttemberg::{self as bw, BadenWuerttemberg};
    use crate::rules::common::RngChance;
    use crate::rules::contract::{GameOptions, Rules};
    use crate::rules::{BoardKind, Ruleset, Viewer};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    /// `events` numbered from 1, as a game's first moves.
    fn numbered(events: &[Event]) -> Vec<(u64, Event)> {
        (1..).zip(events.iter().cloned()).collect()
    }

    fn game() -> (bw::State, Vec<Event>) {
        let options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
        let mut chance = RngChance(SmallRng::seed_from_u64(8));
        let events = BadenWuerttemberg::create(&options, &mut chance).expect("created");
        (bw::fold(&events), events)
    }

    fn page(state: &bw::State, events: &[Event], seat: Option<Seat>) -> String {
        page_in(Lang::En, state, events, seat)
    }

    fn page_in(lang: Lang, state: &bw::State, events: &[Event], seat: Option<Seat>) -> String {
        let events = numbered(events);
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let viewer = seat.map_or(Viewer::Spectator, Viewer::Seat);
        let view = bw::view(state, viewer);
        let legal = seat
            .map(|s| bw::legal_commands(state, s))
            .unwrap_or_default();
        BwPage::new(PageInput {
            lang,
            game_id: Uuid::nil(),
            seat,
            action: seat.map(|s| format!("/play/seat{}", s.0)),
            view: &view,
            legal: &legal,
            names: &names,
            events: &events,
            prompt: "Waiting.".to_owned(),
            pick: None,
            asked: None,
            typed: None,
            undone: &[],
            notice: None,
            version: 1,
        })
        .render()
        .expect("renders")
    }

    /// baden-wuerttemberg.txt §a) Rolling a Seven: through random games,
    /// the confirm step of every field the inventor may move to says whose
    /// town halls there it blocks from that field's yield, or that it
    /// blocks nobody's.
    #[test]
    fn the_inventor_confirm_says_whose_yields_it_will_block() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let mut checked = 0;
        for seed in 0..3 {
            let played =
                crate::simulate::play::<BadenWuerttemberg>(seed, 3, crate::simulate::Checks::None)
                    .expect("a game");
            let mut state = bw::State::default();
            for e in &played.events {
                BadenWuerttemberg::evolve(&mut state, e);
                let Phase::MoveInventor { seat: me } = state.phase else {
                    continue;
                };
                let view = bw::view(&state, Viewer::Seat(me));
                let legal = bw::legal_commands(&state, me);
                let mut tiles: Vec<TileId> = legal
                    .iter()
                    .filter_map(|c| match c {
                        Command::MoveInventor { tile, .. } => Some(*tile),
                        _ => None,
                    })
                    .collect();
                tiles.dedup();
                for tile in tiles {
                    let pick = Pick::Inventor(tile).query();
                    let html = BwPage::new(PageInput {
                        lang: Lang::En,
                        game_id: Uuid::nil(),
                        seat: Some(me),
                        action: Some("/play/t".to_owned()),
                        view: &view,
                        legal: &legal,
                        names: &names,
                        events: &[],
                        prompt: "Waiting.".to_owned(),
                        pick: Some(&pick),
                        asked: None,
                        typed: None,
                        undone: &[],
                        notice: None,
                        version: 1,
                    })
                    .render()
                    .expect("renders");
                    let at = html.find("<div id=\"confirm\"").expect("a confirm");
                    let confirm = &html[at..at + html[at..].find("</p>").expect("its words")];
                    let field = view.map.board.tile(tile);
                    let word = field
                        .terrain
                        .resource()
                        .map_or_else(|| "resources".to_owned(), resource);
                    let owners: Vec<Seat> = view
                        .town_halls
                        .iter()
                        .filter(|t| field.nodes.contains(&t.node))
                        .map(|t| t.seat)
                        .collect();
                    if owners.is_empty() {
                        assert!(
                            confirm.contains(&format!("blocks nobody’s {word}")),
                            "{confirm}"
                        );
                    } else {
                        assert!(
                            confirm.contains(&format!("yields no {word} to ")),
                            "{confirm}"
                        );
                        for s in owners {
                            let whose = if s == me {
                                "your ".to_owned()
                            } else {
                                format!("{}’s ", names.of(s))
                            };
                            assert!(confirm.contains(&whose), "{whose}: {confirm}");
                        }
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 20, "only {checked} inventor fields checked");
    }

    /// clarifications.md §Baden-Württemberg: trading waits for the yield
    /// roll, so the page before it offers no supply trade and says why.
    #[test]
    fn before_the_roll_the_page_offers_no_supply_trade_and_says_trading_waits() {
        let (mut state, events) = game();
        let first = state.phase.current().expect("a first player");
        state.players[first.index()].hand = Resources::new(0, 0, 0, 0, 4);
        let html = page(&state, &events, Some(first));
        assert!(html.contains(r#"value="roll""#));
        assert!(!html.contains(r#"value="supply""#), "{html}");
        assert!(html.contains("trading waits for the roll"));
        assert!(html.contains("House reading: the yield roll comes first."));
    }

    #[test]
    fn a_seat_sees_its_own_hand_and_a_control_for_every_listed_command() {
        let (state, events) = game();
        let first = state.phase.current().expect("a first player");
        let html = page(&state, &events, Some(first));
        assert!(html.contains("Your hand"));
        assert!(html.contains("Building costs"));
        assert!(html.contains("Landmark</strong>: 1 grain, 2 ore"), "{html}");
        assert!(html.contains(r#"value="roll""#));
        assert!(html.contains("Stuttgart"), "the map names its towns");
        assert!(html.contains("Longest Trade Road"));
    }

    /// Issue #38: a German seat reads the page's own words in German, with
    /// the game's German terms, and none of their English.
    #[test]
    fn a_german_seat_reads_the_page_s_own_words_in_german() {
        let (mut state, events) = game();
        let first = state.phase.current().expect("a first player");
        state.players[first.index()].hand = Resources::new(1, 0, 0, 0, 2);
        let html = page_in(Lang::De, &state, &events, Some(first));
        for german in [
            "Du bist dran: Würfle (du darfst vorher eine Entwicklungskarte ausspielen",
            ">Würfeln<",
            "Deine Hand",
            "3 Rohstoffkarten. Du hast 3 Punkte, verdeckte Errungenschaften eingerechnet.",
            "Regelauslegung: Zuerst kommt der Ertragswurf.",
            "Es gibt keine Siedlungen oder Städte",
            "Siegfelder",
            "Längste Handelsstraße: frei",
            "Größter Erfinder",
            "Die Karte von Baden-Württemberg",
            "Vorrat",
            "Handelsstraße 0; noch 9 Rathäuser und 20 Straßen",
            "<title>Freie Kreuzung bei ",
            "<title>Ehingen: freies Stadtfeld</title>",
        ] {
            assert!(html.contains(german), "no {german:?} in {html}");
        }
        for english in [
            "Your turn",
            "Roll the dice",
            "Your hand",
            "resource cards",
            "House reading:",
            "There are no settlements",
            "Victory fields",
            "Longest Trade Road",
            "The map of Baden-Württemberg",
            "town halls and",
            " clay",
        ] {
            assert!(!html.contains(english), "English left: {english:?}");
        }
        // The English page of the same seat is as before.
        let english = page(&state, &events, Some(first));
        assert!(english.contains("Your turn: roll the dice"));
        assert!(english.contains("Longest Trade Road: free"));
    }

    /// The inventor's confirm step words whose yields it blocks in German,
    /// with the reader's own town halls in the second person.
    #[test]
    fn the_german_inventor_confirm_names_the_blocked_town_halls() {
        let (state, _) = game();
        let view = bw::view(&state, Viewer::Seat(Seat(0)));
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let hall = view
            .town_halls
            .iter()
            .find(|t| t.seat == Seat(0))
            .expect("a town hall");
        let tile = view
            .map
            .board
            .tiles
            .iter()
            .find(|t| t.nodes.contains(&hall.node) && t.number.is_some())
            .expect("a field by it")
            .id;
        let words = inventor_blocks(Lang::De, &view, tile, Some(Seat(0)), &names);
        assert!(
            words.starts_with("Solange der Erfinder hier steht, bringt ein Wurf der "),
            "{words}"
        );
        assert!(
            words.contains("deinem Rathaus") || words.contains("deinen "),
            "{words}"
        );
        assert!(
            words.ends_with(" auf diesem Feld kein ") || words.contains(" auf diesem Feld kein "),
            "{words}"
        );
    }

    /// The players' table keeps to five columns so that it fits a 390 px
    /// phone without scrolling sideways: what each player has left to build
    /// reads under the name, and the legend says so.
    #[test]
    fn the_players_table_has_five_columns_and_names_what_is_left_under_each_name() {
        let (state, events) = game();
        let html = page(&state, &events, Some(Seat(0)));
        let table = &html[html
            .find("<table class=\"bw-players\">")
            .expect("the table")..];
        let table = &table[..table.find("</table>").expect("its end")];
        let head = &table
            [table.find("<thead>").expect("a head")..table.find("</thead>").expect("its end")];
        assert_eq!(head.matches("<th scope=\"col\">").count(), 5, "{head}");
        assert!(!html.contains("table-scroll"), "nothing scrolls sideways");
        assert_eq!(table.matches(" town halls and ").count(), 3, "{table}");
        assert_eq!(table.matches(" roads left").count(), 3, "{table}");
        assert!(html.contains("<dt>Under each name</dt>"));
    }

    /// The addressee of an offer finds it, with its own answer in the
    /// second person and a counter-offer that starts from the terms, above
    /// the forms and the map; counts read in the singular when one.
    #[test]
    fn an_offer_sits_above_the_map_and_the_counter_starts_from_its_terms() {
        let (mut state, events) = game();
        let from = Seat(0);
        let to = Seat(1);
        state.phase = Phase::Main { seat: from };
        state.players[from.index()].hand = Resources::new(1, 0, 0, 0, 0);
        state.players[to.index()].hand = Resources::new(0, 0, 0, 0, 2);
        state
            .offers
            .push(crate::rules::baden_wuerttemberg::state::Offer {
                id: 1,
                from,
                give: Resources::new(1, 0, 0, 0, 0),
                want: Resources::new(0, 0, 0, 0, 2),
                to: vec![to, Seat(2)],
                answers: Vec::new(),
            });
        let html = page(&state, &events, Some(to));
        let offer = html.find("class=\"offer\"").expect("the offer");
        let map = html.find("<div class=\"area-board\"").expect("the map");
        assert!(offer < map, "the offer comes before the map");
        assert!(html.contains("You have not answered yet"));
        assert!(!html.contains("Bert has not answered yet"));
        let ore = Resource::Ore.name();
        assert!(
            html.contains(&format!(
                "name=\"give_{ore}\" min=\"0\" max=\"18\" value=\"2\""
            )),
            "Bert gives the ore asked for"
        );
        let mine = page(&state, &events, Some(from));
        assert!(mine.contains("1 resource card."), "one card, singular");
    }

    #[test]
    fn the_public_page_shows_no_hand_and_nothing_to_send() {
        let (state, events) = game();
        let html = page(&state, &events, None);
        assert!(!html.contains("Your hand"));
        assert!(!html.contains("<form"));
        assert!(!html.contains("data-pick"));
        assert!(html.contains("Players"));
    }

    #[test]
    fn a_pick_opens_its_confirm_form() {
        let (state, events) = game();
        let first = state.phase.current().expect("a first player");
        let mut s = state.clone();
        s.player_mut(first).hand = ROAD_COST;
        s.phase = Phase::Main { seat: first };
        let legal = bw::legal_commands(&s, first);
        let Some(Command::BuildRoad { edge }) = legal
            .iter()
            .find(|c| matches!(c, Command::BuildRoad { .. }))
            .cloned()
        else {
            panic!("a road spot is listed: {legal:?}");
        };
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let view = bw::view(&s, Viewer::Seat(first));
        let pick = format!("road-{edge}");
        let html = BwPage::new(PageInput {
            lang: Lang::En,
            game_id: Uuid::nil(),
            seat: Some(first),
            action: Some("/play/t".to_owned()),
            view: &view,
            legal: &legal,
            names: &names,
            events: &numbered(&events),
            prompt: String::new(),
            pick: Some(&pick),
            asked: None,
            typed: None,
            undone: &[],
            notice: None,
            version: 1,
        })
        .render()
        .expect("renders");
        assert!(html.contains(r#"id="confirm""#));
        assert!(html.contains(&format!(r#"name="edge" value="{edge}""#)));
        assert!(html.contains("Build the road"));
    }

    /// baden-wuerttemberg.txt §Building a landmark: it costs 2 ore and 1
    /// grain; §Crossing with a landmark field: once built, by anyone, any
    /// player's road may pass its crossing.
    #[test]
    fn the_landmark_confirm_step_says_its_cost_and_that_its_crossing_opens_to_every_road() {
        let node = crate::rules::baden_wuerttemberg::map::map()
            .crossings
            .iter()
            .find(|c| c.landmark.is_some())
            .map(|c| c.id)
            .expect("a landmark field");
        let legal = [Command::BuildLandmark { node }];
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let confirm =
            confirm_for(Lang::En, Pick::Landmark(node), &legal, &names).expect("a confirm step");
        let detail = confirm.detail.expect("words under the title");
        assert!(detail.contains(&cards(&LANDMARK_COST)), "{detail}");
        assert!(detail.contains("2 ore"), "{detail}");
        assert!(detail.contains("1 grain"), "{detail}");
        assert!(detail.contains("opens to every player’s roads"), "{detail}");
        assert!(detail.contains("no points"), "{detail}");
        // A road's confirm step says nothing of landmarks.
        let edge = crate::rules::common::EdgeId(0);
        let road = confirm_for(
            Lang::En,
            Pick::Road(edge),
            &[Command::BuildRoad { edge }],
            &names,
        )
        .expect("a road's confirm step");
        assert!(road.detail.is_none());
    }

    /// The `<select name="{name}">` of `html`, options and all ("" when
    /// there is none).
    fn select<'a>(html: &'a str, name: &str) -> &'a str {
        let open = format!("<select name=\"{name}\">");
        html.find(&open).map_or("", |i| {
            let rest = &html[i..];
            &rest[..rest.find("</select>").unwrap_or(rest.len())]
        })
    }

    /// True when a form of `html` that starts at `start` (a field it
    /// carries) holds `needle` before it ends.
    fn in_a_form(html: &str, start: &str, needle: &str) -> bool {
        html.match_indices(start).any(|(i, _)| {
            let rest = &html[i..];
            rest[..rest.find("</form>").unwrap_or(rest.len())].contains(needle)
        })
    }

    /// Whether the seat page `html` has a control that sends `c`: its
    /// button, its form with the choices it needs, or its marked place on
    /// the map whose confirm step has a button for it.
    fn reached(html: &str, c: &Command, legal: &[Command], names: &Names) -> bool {
        let act = |a: &str| html.contains(&format!("name=\"act\" value=\"{a}\""));
        let option = |r: &Resource| format!("<option value=\"{}\">", r.name());
        let picked = |p: Pick, victim: Option<u8>| {
            html.contains(&format!("data-pick=\"{}\"", p.query()))
                && confirm_for(Lang::En, p, legal, names)
                    .is_some_and(|c| c.buttons.iter().any(|b| b.victim == victim))
        };
        let offer = |id: u32| format!("name=\"offer\" value=\"{id}\"");
        match c {
            Command::RollDice => act("roll"),
            Command::EndTurn => act("end_turn"),
            Command::BuyDevelopmentCard => act("buy_card"),
            Command::PlayInvention => act("invention"),
            Command::PlayRoadBuilding => act("road_building"),
            Command::PlayTrade => act("trade_card"),
            Command::Table(TableCommand::Discard { cards }) => {
                act("discard")
                    && Resource::ALL
                        .iter()
                        .filter(|r| cards.get(**r) > 0)
                        .all(|r| html.contains(&format!("name=\"{}\" min=\"0\" max=\"", r.name())))
            }
            Command::MoveInventor { tile, victim } => {
                picked(Pick::Inventor(*tile), victim.map(|v| v.0))
            }
            Command::BuildRoad { edge } => picked(Pick::Road(*edge), None),
            Command::BuildTownHall { node } => picked(Pick::TownHall(*node), None),
            Command::BuildLandmark { node } => picked(Pick::Landmark(*node), None),
            Command::PlaySuccessfulInvention { resources: [a, b] } => {
                act("successful_invention")
                    && select(html, "first").contains(&option(a))
                    && select(html, "second").contains(&option(b))
            }
            Command::Table(TableCommand::SupplyTrade { give, get }) => {
                act("supply")
                    && select(html, "give").contains(&option(give))
                    && select(html, "get").contains(&option(get))
            }
            Command::Table(TableCommand::OfferTrade { to, .. }) => {
                act("offer")
                    && to
                        .iter()
                        .all(|s| html.contains(&format!("name=\"to{}\" value=\"on\"", s.0)))
            }
            Command::Table(TableCommand::AcceptOffer { offer: id }) => {
                in_a_form(html, &offer(*id), "name=\"act\" value=\"accept\"")
            }
            Command::Table(TableCommand::RejectOffer { offer: id }) => {
                in_a_form(html, &offer(*id), "name=\"act\" value=\"reject\"")
            }
            Command::Table(TableCommand::WithdrawOffer { offer: id }) => {
                in_a_form(html, &offer(*id), "name=\"act\" value=\"withdraw\"")
            }
            Command::Table(TableCommand::ConfirmTrade { offer: id, with }) => in_a_form(
                html,
                &offer(*id),
                &format!("name=\"with\" value=\"{}\"", with.0),
            ),
            Command::Table(TableCommand::CounterOffer { offer: id, .. }) => {
                in_a_form(html, "name=\"act\" value=\"counter\"", &offer(*id))
            }
        }
    }

    /// Whole random games, before every command: the page of each seat
    /// with something to do has a control for every command it may send,
    /// the listed ones and the free-form offer and counter-offer
    /// (rulesets.rs plays the listed commands over the API; browser_bw.rs
    /// clicks some of them). Offers are not listed, so the games make some,
    /// and every seat with something to do may act, the addressees of an
    /// offer included.
    #[test]
    fn through_whole_games_every_legal_command_of_a_seat_has_a_control() {
        use crate::rules::common::trade::Offer;
        use rand::RngExt;
        use std::collections::BTreeMap;
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        let seed = 21;
        let options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
        let mut chance = RngChance(SmallRng::seed_from_u64(seed));
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut events = BadenWuerttemberg::create(&options, &mut chance).expect("created");
        let mut state = bw::fold(&events);
        let mut steps = 0;
        while !BadenWuerttemberg::status(&state).is_over() {
            steps += 1;
            assert!(steps < 8_000, "seed {seed}: the game did not end");
            let mut acting = Vec::new();
            for seat in (0..3).map(Seat) {
                let mut legal = bw::legal_commands(&state, seat);
                let main = matches!(state.phase, Phase::Main { seat: s } if s == seat);
                if legal.is_empty() && !main {
                    continue;
                }
                let recent = &events[events.len().saturating_sub(12)..];
                let html = page(&state, recent, Some(seat));
                let mut unlisted: Vec<Command> = Vec::new();
                if main {
                    unlisted.push(Command::Table(TableCommand::OfferTrade {
                        give: Resources::ZERO,
                        want: Resources::ZERO,
                        to: (0..3).map(Seat).filter(|s| *s != seat).collect(),
                    }));
                }
                let open = |o: &&Offer| o.to.contains(&seat) && o.answer_of(seat).is_none();
                for o in state.offers.iter().filter(open) {
                    unlisted.push(Command::Table(TableCommand::CounterOffer {
                        offer: o.id,
                        give: o.give,
                        want: o.want,
                    }));
                }
                for c in legal.iter().chain(&unlisted) {
                    assert!(
                        reached(&html, c, &legal, &names),
                        "seed {seed}, step {steps}: {} has no control for {c:?}",
                        names.of(seat)
                    );
                    let json = serde_json::to_value(c).expect("a command serializes");
                    let kind = json["type"].as_str().unwrap_or_default().to_owned();
                    *seen.entry(kind).or_default() += 1;
                }
                // The player whose turn it is sometimes offers 1 card
                // they hold for 1 they lack, to both others.
                let hand = state.player(seat).hand;
                let give = Resource::ALL.into_iter().find(|r| hand.get(*r) > 0);
                let want = Resource::ALL.into_iter().find(|r| hand.get(*r) == 0);
                if let (true, Some(give), Some(want), 0) =
                    (main, give, want, rng.random_range(0..3))
                {
                    legal.push(Command::Table(TableCommand::OfferTrade {
                        give: Resources::of(give, 1),
                        want: Resources::of(want, 1),
                        to: (0..3).map(Seat).filter(|s| *s != seat).collect(),
                    }));
                }
                if !legal.is_empty() {
                    acting.push((seat, legal));
                }
            }
            let (seat, mut legal) = acting.swap_remove(rng.random_range(0..acting.len()));
            let command = legal.swap_remove(rng.random_range(0..legal.len()));
            let Ok(new) = bw::decide(&state, seat, command.clone(), &mut chance) else {
                assert!(
                    matches!(command, Command::Table(TableCommand::OfferTrade { .. })),
                    "listed {command:?} refused"
                );
                continue;
            };
            for e in &new {
                bw::evolve(&mut state, e);
            }
            events.extend(new);
        }
        for kind in [
            "RollDice",
            "Discard",
            "MoveInventor",
            "BuildRoad",
            "BuildTownHall",
            "BuyDevelopmentCard",
            "PlayInvention",
            "SupplyTrade",
            "OfferTrade",
            "AcceptOffer",
            "RejectOffer",
            "CounterOffer",
            "ConfirmTrade",
            "WithdrawOffer",
            "EndTurn",
        ] {
            assert!(seen.contains_key(kind), "no {kind} was checked: {seen:?}");
        }
    }
}
