//! The seat's page (`/play/{token}`): what happened, what the game waits
//! for, and every action this seat may take now, as board links and forms.
//!
//! Built from the seat's `View` and its `legal_commands`; the only private
//! information on it is the seat's own (its hand and development cards).

use super::board_svg::{self, BoardSvg, Mark, Pick};
use super::narrate::Names;
use super::news;
use super::public::hand_of;
use super::scenario::{ScenarioPart, ScenarioPick, ScenarioPresent, SeatContext};
use super::{player_rows, recent, waiting_in, Awards};
use crate::lang::play::{cards, resource_word, Play};
use crate::lang::terms::Term;
use crate::lang::{list_and, Lang};
use crate::rules::classic::state::{Phase, DEVELOPMENT_CARD_COST};
use crate::rules::classic::{Command, Event, View};
use crate::rules::common::table::TableCommand;
use crate::rules::common::{Resource, Resources};
use crate::rules::Seat;
use crate::views::common::board::Spot;
use crate::views::common::form::Sent;
use crate::views::common::frame::PageNotice;
use crate::views::common::hand::HandView;
use crate::views::common::news::News;
use crate::views::common::page::{
    board_hint, end_turn, supply_options, ActButton, Confirm, ConfirmButton, DiscardForm, Marked,
    MoveWords, OfferForm, SupplyTrade, SupplyWords,
};
use crate::views::common::seat::{confirm_step, listed, live, FrameParts, Refusals, SeatFrame};
use crate::views::common::standings;
use crate::views::common::table::{self, OffersInput, Seen};
use crate::views::{counts, house, marks, Count};
use askama::Template;
use std::ops::{Deref, DerefMut};
use uuid::Uuid;

/// What the seat page is built from.
#[derive(Debug)]
pub struct PlayInput<'a, X: ScenarioPresent> {
    pub game_id: Uuid,
    /// The language the seat reads.
    pub lang: Lang,
    /// The seat page's address (`/play/{token}`): forms post here.
    pub action: &'a str,
    pub seat: Seat,
    /// `view(state, Viewer::Seat(seat))`.
    pub view: &'a View<X::View>,
    /// `legal_commands(state, seat)`.
    pub legal: &'a [Command<X::Command>],
    pub names: &'a Names,
    /// The latest events, oldest first, with their move numbers, redacted
    /// for this seat: the news at the top reads all of them, the list of
    /// latest events the last [`LISTED_EVENTS`].
    pub events: &'a [(u64, Event<X::Event>)],
    /// The `?pick=` of the request, if any.
    pub pick: Option<&'a str>,
    /// The first step of an action that asks for confirmation (the
    /// `?act=` of the request and its details), if any.
    pub asked: Option<&'a Sent>,
    /// The moves a rewind undid, sorted: listed marked, left out of the news.
    pub undone: &'a [u64],
    /// What the seat typed into a form the game refused: the page shows
    /// the same form with the same values.
    pub typed: Option<&'a Sent>,
    pub notice: Option<PageNotice>,
    /// The game's version the page is drawn at (forms carry it).
    pub version: u64,
}

/// The seat page: the skeleton every ruleset's seat page shares, with
/// classic's board and panels.
#[derive(Debug, Clone, Template)]
#[template(path = "classic/play.html")]
pub struct PlayPage {
    pub frame: SeatFrame<Awards>,
    pub board: BoardSvg,
    pub end_turn: bool,
    pub year_of_plenty: bool,
    pub monopoly: bool,
    /// A refused Year of Plenty or Monopoly choice: its act and fields,
    /// selected again in its form (which opens).
    pub chosen: Option<Sent>,
    /// The seat's own hand and development cards.
    pub hand: HandView,
    /// The hand in one line for the top box: "2 brick and 1 ore".
    pub hand_line: String,
    pub bank: Vec<Count>,
    /// Each resource's wire id and its name, for the card forms.
    pub resources: [(&'static str, String); 5],
    /// The language the page is worded in.
    pub lang: Lang,
    /// What the game's scenario adds, if it has one.
    pub scenario: Option<ScenarioPart>,
}

impl Deref for PlayPage {
    type Target = SeatFrame<Awards>;

    fn deref(&self) -> &SeatFrame<Awards> {
        &self.frame
    }
}

impl DerefMut for PlayPage {
    fn deref_mut(&mut self) -> &mut SeatFrame<Awards> {
        &mut self.frame
    }
}

fn has(legal: &[Command], pred: impl Fn(&Command) -> bool) -> bool {
    legal.iter().any(pred)
}

fn headline(lang: Lang, view: &View, names: &Names, me: Seat, legal: &[Command]) -> String {
    let waiting_offer = view
        .offers
        .iter()
        .find(|o| o.to.contains(&me) && o.answer_of(me).is_none());
    match &view.phase {
        Phase::PlaceSettlement { seat, round } if *seat == me => {
            lang.say(Play::PlaceSettlement { round: *round })
        }
        Phase::PlaceRoad { seat, .. } if *seat == me => lang.say(Play::PlaceRoad),
        Phase::Roll { seat } if *seat == me => lang.say(Play::Roll),
        Phase::Discard { pending, .. } => match pending.iter().find(|d| d.seat == me) {
            Some(d) => lang.say(Play::Discard { count: d.count }),
            None => waiting_in(lang, view, names),
        },
        Phase::MoveRobber { seat } if *seat == me => lang.say(Play::MoveRobber),
        Phase::Main { seat } if *seat == me => {
            let with: Vec<String> = legal
                .iter()
                .filter_map(|c| match c {
                    Command::Table(TableCommand::ConfirmTrade { with, .. }) => {
                        Some(names.of(*with))
                    }
                    _ => None,
                })
                .collect();
            if with.is_empty() {
                lang.say(Play::YourTurn)
            } else {
                lang.say(Play::Agreed {
                    count: with.len(),
                    who: list_and(lang, &with),
                })
            }
        }
        Phase::RoadBuilding { seat, left } if *seat == me => {
            lang.say(Play::FreeRoads { left: *left })
        }
        Phase::Finished { winner } if *winner == Some(me) => lang.say(Play::YouWon),
        Phase::SpecialBuilding { seat, asked, .. } if asked.contains(&me) => {
            let others: Vec<String> = asked
                .iter()
                .filter(|s| **s != me)
                .map(|s| names.of(*s))
                .collect();
            lang.say(Play::SpecialBuilding {
                who: names.of(*seat),
                others: others.len(),
                list: list_and(lang, &others),
            })
        }
        _ => match waiting_offer {
            Some(o)
                if has(
                    legal,
                    |c| matches!(c, Command::Table(TableCommand::RejectOffer { offer }) if *offer == o.id),
                ) =>
            {
                lang.say(Play::OfferWaits {
                    who: names.of(o.from),
                })
            }
            _ => waiting_in(lang, view, names),
        },
    }
}

fn confirm_for(
    lang: Lang,
    pick: Pick,
    legal: &[Command],
    extra: &[ScenarioPick],
    view: &View,
    names: &Names,
) -> Option<Confirm> {
    let (act, field, value, label) = match pick {
        Pick::Road(e) => ("road", "edge", e.0, Play::BuildRoadHere),
        Pick::Settlement(n) => ("settlement", "node", n.0, Play::BuildSettlementHere),
        Pick::City(n) => ("city", "node", n.0, Play::BuildCityHere),
        Pick::Robber(t) => ("robber", "tile", t.0, Play::MoveRobberHere),
        Pick::Upgrade(n) => ("upgrade", "node", n.0, Play::BuildCityHere),
    };
    let ways = legal
        .iter()
        .filter(|c| Pick::of(c) == Some(pick))
        .map(|c| match c {
            Command::MoveRobber { victim, .. } => *victim,
            _ => None,
        });
    let extra = extra
        .iter()
        .filter(|x| x.pick == pick)
        .map(|x| ConfirmButton {
            act: x.act,
            victim: x.victim.map(|v| v.0),
            label: x.label.clone(),
        });
    Confirm::pick(
        lang.say(Play::PickAsked {
            what: pick.describe_in(lang, &view.board),
        }),
        act,
        (field, value.to_string()),
        ways,
        &lang.say(label),
        |v| lang.say(Play::StealFrom { who: names.of(v) }),
        extra,
    )
}

/// What the end-turn step says the seat could still build, by pick kind.
fn pieces(lang: Lang) -> [(&'static str, String); 3] {
    [
        ("road", lang.say(Play::ARoad)),
        ("settlement", lang.say(Play::ASettlement)),
        ("city", lang.say(Play::ACity)),
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
    let confirm = |act, title: Play, detail: Play, label: Play| {
        Some(Confirm::one(
            act,
            lang.say(title),
            Some(lang.say(detail)),
            &lang.say(label),
        ))
    };
    match asked.act()? {
        "buy_card" if has(legal, |c| matches!(c, Command::BuyDevelopmentCard)) => Some(
            Confirm::buy_card(lang, &cards(lang, &DEVELOPMENT_CARD_COST)),
        ),
        "end_turn" if has(legal, |c| matches!(c, Command::EndTurn)) => Some(end_turn(
            lang,
            legal.iter().filter_map(Pick::of).map(Pick::query),
            &pieces(lang),
            has(legal, |c| matches!(c, Command::BuyDevelopmentCard)),
            view.offers.iter().any(|o| o.from == me),
        )),
        "end_special" if has(legal, |c| matches!(c, Command::EndSpecialBuilding)) => {
            let planned = view
                .private
                .iter()
                .find(|p| p.seat == me)
                .map_or(0, |p| p.planned.len());
            confirm(
                "end_special",
                Play::EndSpecialTitle,
                if planned == 0 {
                    Play::EndSpecialNothing
                } else {
                    Play::EndSpecialPlanned
                },
                Play::EndSpecialYes,
            )
        }
        "knight" if has(legal, |c| matches!(c, Command::PlayKnight)) => confirm(
            "knight",
            Play::KnightTitle,
            Play::KnightDetail,
            Play::KnightYes,
        ),
        "road_building" if has(legal, |c| matches!(c, Command::PlayRoadBuilding)) => {
            Some(Confirm::road_building(lang))
        }
        "year_of_plenty" => {
            let first = asked.resource("first")?;
            let second = asked.resource("second")?;
            let fits = has(legal, |c| matches!(c, Command::PlayYearOfPlenty { .. }));
            fits.then_some(())?;
            let mut cards = Resources::ZERO;
            cards.set(first, 1);
            cards.set(second, cards.get(second) + 1);
            let title = lang.say(Play::PlentyTitle {
                cards: self::cards(lang, &cards),
            });
            Some(
                Confirm::one("year_of_plenty", title, None, &lang.say(Play::PlentyYes))
                    .with_fields(vec![
                        ("first", first.name().to_owned()),
                        ("second", second.name().to_owned()),
                    ]),
            )
        }
        "monopoly" => {
            let resource = asked.resource("resource")?;
            has(legal, |c| matches!(c, Command::PlayMonopoly { .. })).then_some(())?;
            let name = lang.say(Term::Resource { resource });
            Some(Confirm::one(
                "monopoly",
                lang.say(Play::MonopolyTitle {
                    resource: name.clone(),
                }),
                Some(lang.say(Play::MonopolyDetail { resource: name })),
                &lang.say(Play::MonopolyYes),
            ))
            .map(|c| c.with_fields(vec![("resource", resource.name().to_owned())]))
        }
        _ => None,
    }
}

/// The most a trade form's field takes (the bank's whole stock of one resource).
const TRADE_MAX: u8 = 19;

/// The bank trade panel in classic's words, in `lang`.
fn bank(lang: Lang) -> SupplyWords {
    SupplyWords {
        summary: lang.say(Play::BankSummary),
        act: "maritime",
        note: Some(lang.say(Play::BankNote)),
        button: lang.say(Play::BankButton),
        word: resource_word(lang),
        steer_get: true,
    }
}

/// The turn box's names for the board's picks, in the order it lists
/// them, in `lang`.
fn moves(lang: Lang) -> [MoveWords; 5] {
    let say = |phrase| lang.say(phrase);
    [
        MoveWords {
            prefix: "settlement",
            what: say(Play::MoveSettlement),
            one: say(Play::Place),
            many: say(Play::Places),
            marked: Marked::Counted(say(Play::SettlementSpot), say(Play::SettlementSpots)),
        },
        MoveWords {
            prefix: "city",
            what: say(Play::MoveCity),
            one: say(Play::SettlementToUpgrade),
            many: say(Play::SettlementsToUpgrade),
            marked: Marked::Counted(
                say(Play::SettlementToUpgrade),
                say(Play::SettlementsToUpgrade),
            ),
        },
        MoveWords {
            prefix: "upgrade",
            what: say(Play::MoveUpgrade),
            one: say(Play::CityToUpgrade),
            many: say(Play::CitiesToUpgrade),
            marked: Marked::Not,
        },
        MoveWords {
            prefix: "road",
            what: say(Play::MoveRoad),
            one: say(Play::Place),
            many: say(Play::Places),
            marked: Marked::Counted(say(Play::RoadSpot), say(Play::RoadSpots)),
        },
        MoveWords {
            prefix: "robber",
            what: say(Play::MoveRobberWhat),
            one: say(Play::Hex),
            many: say(Play::Hexes),
            marked: Marked::Named(say(Play::RobberHexes)),
        },
    ]
}

/// What the page says to a request for what cannot be done now, in `lang`.
fn refusals(lang: Lang) -> Refusals {
    Refusals {
        pick: lang.say(Play::RefusePick),
        ask: lang.say(Play::RefuseAsk),
    }
}

impl PlayPage {
    /// Builds the seat page.
    pub fn new<X: ScenarioPresent>(input: PlayInput<'_, X>) -> PlayPage {
        let PlayInput {
            game_id,
            lang,
            action,
            seat: me,
            view,
            legal,
            names,
            events,
            pick,
            asked,
            undone,
            typed,
            notice,
            version,
        } = input;
        let action = action.to_owned();
        let scenario = X::seat_part(
            view,
            legal,
            &SeatContext {
                lang,
                seat: me,
                names,
                action: &action,
                version,
                typed,
            },
        );
        let extra = scenario.as_ref().map_or(&[][..], |s| &s.picks[..]);
        let own = legal;
        let legal = &legal.iter().filter_map(Command::base).collect::<Vec<_>>()[..];
        let costs = super::costs::card(lang, view, me, legal).map(|mut card| {
            card.lines.extend(X::costs(lang, view, me, own));
            card
        });
        let view = X::base_view(view);
        let view = &*view;
        let marks = marks(names, view.players.len());
        let mut notice = notice;
        let picked = pick.and_then(Pick::parse);
        let mut confirm = picked.and_then(|p| confirm_for(lang, p, legal, extra, view, names));
        if let (Some(c), Some(p)) = (confirm.as_mut(), picked) {
            c.detail = scenario
                .iter()
                .flat_map(|s| &s.pick_details)
                .find(|(q, _)| *q == p)
                .map(|(_, d)| d.clone());
        }
        let ask = |asked: &Sent| {
            ask_confirm(lang, asked, legal, view, me).or_else(|| {
                let ask = scenario
                    .iter()
                    .flat_map(|s| &s.asks)
                    .find(|a| a.fits(asked))?;
                Some(
                    Confirm::one(ask.act, ask.title.clone(), ask.detail.clone(), &ask.label)
                        .with_fields(ask.fields.clone()),
                )
            })
        };
        let confirm = confirm_step(pick, confirm, asked, ask, refusals(lang), &mut notice);
        let offered = legal
            .iter()
            .filter_map(Pick::of)
            .chain(extra.iter().map(|x| x.pick));
        let spots = board_svg::spots_in(
            lang,
            &view.board,
            offered,
            &action,
            confirm.as_ref().and(picked),
        );
        let mut board = BoardSvg::new(lang, view, &marks, spots);
        for m in scenario.iter().flat_map(|s| &s.marks) {
            m.draw(&mut board);
        }
        let mut buttons = Vec::new();
        let mut push = |on: bool, act, label, primary, asks| {
            if on {
                buttons.push(ActButton {
                    act,
                    label,
                    primary,
                    asks,
                });
            }
        };
        push(
            has(legal, |c| matches!(c, Command::RollDice)),
            "roll",
            lang.say(Play::RollButton),
            true,
            false,
        );
        push(
            has(legal, |c| matches!(c, Command::PlayKnight)),
            "knight",
            lang.say(Play::KnightButton),
            false,
            true,
        );
        push(
            has(legal, |c| matches!(c, Command::PlayRoadBuilding)),
            "road_building",
            lang.say(Play::RoadBuildingButton),
            false,
            true,
        );
        push(
            has(legal, |c| matches!(c, Command::BuyDevelopmentCard)),
            "buy_card",
            lang.say(Play::BuyCardButton),
            false,
            true,
        );
        let end_turn = has(legal, |c| matches!(c, Command::EndTurn));
        push(
            end_turn,
            "end_turn",
            lang.say(Play::EndTurnButton),
            false,
            true,
        );
        push(
            has(legal, |c| matches!(c, Command::EndSpecialBuilding)),
            "end_special",
            lang.say(Play::DoneBuildingButton),
            false,
            true,
        );
        let tables: Vec<&TableCommand> = legal.iter().filter_map(Command::table).collect();
        // The rate is the seat's own (public harbors, own hand).
        let (gives, _) = supply_options(&tables, |r| maritime_rate(view, me, r));
        let supply_trade = SupplyTrade::new(bank(lang), &gives, Resource::ALL, typed);
        let private = view.private.iter().find(|p| p.seat == me);
        let hand = private.map(|p| p.hand).unwrap_or_default();
        let discard = match &view.phase {
            Phase::Discard { pending, .. } => pending
                .iter()
                .find(|d| d.seat == me)
                .map(|d| DiscardForm::new(lang, d.count, hand, resource_word(lang), typed)),
            _ => None,
        };
        let offer_form = match view.phase {
            Phase::Main { seat } if seat == me => Some(OfferForm::new(
                me,
                view.players.iter().map(|p| p.seat),
                names,
                resource_word(lang),
                TRADE_MAX,
                typed,
            )),
            _ => None,
        };
        let mut notes = Vec::new();
        if view.phase.is_setup() {
            notes.push(house::seat_order(lang));
        }
        let held: Vec<u32> = view.players.iter().map(|p| p.cards).collect();
        let offers = table::offers(OffersInput {
            lang,
            offers: &view.offers,
            main_seat: match view.phase {
                Phase::Main { seat } => Some(seat),
                _ => None,
            },
            names,
            me: Some(me),
            legal: &tables,
            typed,
            word: resource_word(lang),
            max: TRADE_MAX,
            seen: Seen {
                hand: private.map(|p| &p.hand),
                held: &held,
            },
        });
        if offer_form.is_some() || !offers.is_empty() {
            notes.push(house::trade(lang));
        }
        if has(legal, |c| matches!(c, Command::PlayYearOfPlenty { .. })) {
            notes.push(house::plenty(lang));
        }
        notes.push(house::victory(lang));
        notes.push(house::bank(lang));
        if let Some(s) = &scenario {
            notes.extend(s.notes.iter().cloned());
        }
        let over = standings::result_said(lang, &view.standings, names, Some(me));
        let headline = scenario
            .as_ref()
            .and_then(|s| s.headline.clone())
            .or_else(|| over.clone())
            .unwrap_or_else(|| headline(lang, view, names, me, legal));
        let waiting = match scenario.as_ref().and_then(|s| s.waiting.clone()) {
            // Over, the top box says so and who won, and nothing else.
            _ if over.is_some() => String::new(),
            Some(w) => w,
            None if view.awaiting == [me] => String::new(),
            None => waiting_in(lang, view, names),
        };
        let scenario_hint = scenario.as_ref().and_then(|s| s.board_hint.clone());
        let moves = moves(lang);
        let hint = match (
            board_hint(
                lang,
                legal.iter().filter_map(Pick::of).map(Pick::query),
                &moves,
                &lang.say(Play::MarkedOnTheBoard),
                &lang.say(Play::PickThenConfirm),
            ),
            scenario_hint,
        ) {
            (Some(a), Some(b)) => Some(format!("{a} {b}")),
            (a, b) => a.or(b),
        };
        let lines = listed(events, undone, |latest| {
            recent::<X>(lang, latest, names, view, &action)
        });
        let name = names.of(me);
        let frame = SeatFrame::new(FrameParts {
            lang,
            game_id,
            title: lang.say(Play::SeatTitle { name: name.clone() }),
            heading: lang.say(Play::SeatHeading { name: name.clone() }),
            me: Some((name, Mark::of(&marks, me))),
            action: action.clone(),
            version,
            notice,
            news: if over.is_some() {
                News::default()
            } else {
                news::news::<X>(
                    lang,
                    &live(events, undone),
                    me,
                    names,
                    &view.board,
                    &view
                        .offers
                        .iter()
                        .map(|o| (o.id, o.from))
                        .collect::<Vec<_>>(),
                )
            },
            headline,
            // The second line says who else the game waits for, if anyone.
            waiting,
            awaited: view.awaiting.contains(&me) || scenario.as_ref().is_some_and(|s| s.your_move),
            finished: view.winner.is_some() || scenario.as_ref().is_some_and(|s| s.ended),
            confirm,
            spots: &board.spots,
            moves: &moves,
            hint,
            buttons,
            supply_trade,
            discard,
            offer_form,
            costs,
            points_to_win: view.points_to_win,
            players: player_rows(view, names, &marks, Some(me)),
            standings: standings::rows(&view.standings, names, &marks, Some(me)),
            hands: if over.is_some() {
                view.private
                    .iter()
                    .filter(|p| p.seat != me)
                    .map(|p| hand_of(lang, p, names))
                    .collect()
            } else {
                Vec::new()
            },
            offers,
            dice: view.dice,
            dev_left: view.development_cards_left,
            lines,
            notes,
            differs: X::differs(lang),
        });
        PlayPage {
            frame,
            board,
            end_turn,
            year_of_plenty: has(legal, |c| matches!(c, Command::PlayYearOfPlenty { .. })),
            monopoly: has(legal, |c| matches!(c, Command::PlayMonopoly { .. })),
            chosen: typed
                .filter(|t| matches!(t.act(), Some("year_of_plenty" | "monopoly")))
                .cloned(),
            hand: match private {
                Some(p) => hand_of(lang, p, names),
                None => HandView::new(names.of(me), hand, resource_word(lang), Vec::new(), 0),
            },
            hand_line: cards(lang, &hand),
            bank: counts(&view.bank),
            resources: Resource::ALL.map(|r| (r.name(), resource_word(lang)(r))),
            lang,
            scenario,
        }
    }

    /// A phrase of the page, in its language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.lang.say(phrase)
    }

    /// The hand line of the top box.
    pub fn hand_line_words(&self) -> String {
        self.lang.say(Play::HandLine {
            hand: self.hand_line.clone(),
            total: self.hand.total,
            points: self.hand.points,
        })
    }

    /// What another hand at the end holds, in a sentence or two.
    pub fn hand_words(&self, hand: &HandView) -> String {
        super::public::hand_words(self.lang, hand)
    }

    /// The places marked on the board, listed under it.
    pub fn board_spots(&self) -> &[Spot] {
        &self.board.spots
    }

    /// Whether the `act` form was refused, so it opens with its choice.
    pub fn chose(&self, act: &str) -> bool {
        self.chosen.as_ref().is_some_and(|t| t.act() == Some(act))
    }

    /// Whether `resource` was chosen for `field` of the refused `act` form.
    pub fn chosen_as(&self, act: &str, field: &str, resource: &str) -> bool {
        self.chose(act)
            && self
                .chosen
                .as_ref()
                .and_then(|t| t.get(field))
                .is_some_and(|v| v.trim() == resource)
    }

    /// The scenario's forms, rendered HTML ("" without a scenario).
    pub fn scenario_actions(&self) -> &str {
        self.scenario.as_ref().map_or("", |s| &s.actions)
    }

    /// The scenario's panels, rendered HTML ("" without a scenario).
    pub fn scenario_panels(&self) -> &str {
        self.scenario.as_ref().map_or("", |s| &s.panels)
    }
}

/// The seat's best maritime rate for a resource, from the public board and
/// its own buildings (the same rule as the engine's, on the view).
fn maritime_rate(view: &View, me: Seat, resource: Resource) -> u8 {
    use crate::rules::common::HarborKind;
    let mut rate = 4;
    for h in &view.board.harbors {
        let owns = view
            .buildings
            .iter()
            .any(|b| b.seat == me && h.nodes.contains(&b.node));
        if owns {
            match h.kind {
                HarborKind::Special(r) if r == resource => rate = 2,
                HarborKind::Generic => rate = rate.min(3),
                HarborKind::Special(_) => {}
            }
        }
    }
    rate
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::classic::state::{DevCard, State};
    use crate::rules::classic::testkit::{cards, Spec};
    use crate::rules::classic::Base;
    use crate::rules::classic::Event;
    use crate::rules::Viewer;
    use crate::views::common::table::Field;

    const ANNA: Seat = Seat(0);
    const BERT: Seat = Seat(1);
    const CLEO: Seat = Seat(2);

    fn names() -> Names {
        Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()])
    }

    /// A game and the events that led to its latest moves.
    struct Game {
        state: State,
        events: Vec<Event>,
    }

    impl Game {
        fn new(given: &Spec) -> Game {
            Game {
                state: given.state().clone(),
                events: Vec::new(),
            }
        }

        fn when(mut self, seat: Seat, command: Command) -> Game {
            let (events, next) = Spec::classic(3)
                .given(|b| b.with(|s| *s = self.state.clone()))
                .when(seat, command)
                .free_form()
                .run();
            self.events.extend(events);
            self.state = next.state().clone();
            self
        }

        fn page_with(&self, seat: Seat, asked: Option<&Sent>, typed: Option<&Sent>) -> PlayPage {
            self.page_in(Lang::En, seat, asked, typed)
        }

        fn page_in(
            &self,
            lang: Lang,
            seat: Seat,
            asked: Option<&Sent>,
            typed: Option<&Sent>,
        ) -> PlayPage {
            let view = crate::rules::classic::view(&self.state, Viewer::Seat(seat));
            let legal = crate::rules::classic::legal_commands(&self.state, seat);
            let events: Vec<(u64, Event)> = (1..)
                .zip(&self.events)
                .map(|(seq, e)| (seq, e.redacted_for(Viewer::Seat(seat))))
                .collect();
            PlayPage::new(PlayInput::<Base> {
                lang,
                game_id: Uuid::nil(),
                action: "/play/t",
                seat,
                view: &view,
                legal: &legal,
                names: &names(),
                events: &events,
                pick: None,
                asked,
                undone: &[],
                typed,
                notice: None,
                version: 1,
            })
        }

        fn page(&self, seat: Seat) -> PlayPage {
            self.page_with(seat, None, None)
        }
    }

    fn html(page: &PlayPage) -> String {
        page.render().expect("the seat page renders")
    }

    /// The top box: the `now` section of the page.
    fn top(page: &PlayPage) -> String {
        let html = html(page);
        let start = html.find("<section class=\"now").expect("a top box");
        let end = start + html[start..].find("</section>").expect("the top box ends");
        html[start..end].to_owned()
    }

    fn sent(pairs: &[(&str, &str)]) -> Sent {
        Sent::from_pairs(pairs.iter().map(|(n, v)| (*n, Some(*v))))
    }

    fn offered() -> Game {
        Game::new(&Spec::classic(3).given(|b| {
            b.main(ANNA)
                .hand(ANNA, "WW")
                .hand(BERT, "OO")
                .hand(CLEO, "O")
        }))
        .when(
            ANNA,
            Command::Table(TableCommand::OfferTrade {
                give: cards("W"),
                want: cards("O"),
                to: vec![BERT, CLEO],
            }),
        )
    }

    #[test]
    fn the_addressee_finds_the_terms_and_its_answers_in_the_top_box() {
        let game = offered();
        let top = top(&game.page(BERT));
        assert!(top.contains("Anna offers you 1 wool for 1 ore."), "{top}");
        assert!(top.contains("name=\"act\" value=\"accept\""));
        assert!(top.contains("name=\"act\" value=\"reject\""));
        assert!(top.contains("Counter with other terms"));
        assert!(top.contains("You have not answered yet"));
        assert!(!top.contains("Bert has not answered yet"), "{top}");
        assert!(top.contains("Cleo has not answered yet"));
    }

    /// five-six-players.md, Special Building Phase (played live): an asked
    /// seat reads that it may build or pass, and who else may, in the
    /// second person; the phase is set on a small table for the page alone.
    #[test]
    fn a_seat_asked_in_the_special_building_phase_reads_that_it_may_build_or_pass() {
        let game = Game::new(&Spec::classic(3).given(|b| {
            b.phase(Phase::SpecialBuilding {
                seat: ANNA,
                next: BERT,
                asked: vec![BERT, CLEO],
            })
        }));
        let bert = top(&game.page(BERT));
        assert!(
            bert.contains("you may build or pass (so may Cleo)."),
            "{bert}"
        );
        let german = top(&game.page_in(Lang::De, CLEO, None, None));
        assert!(
            german.contains("Du darfst bauen oder passen (Bert auch)."),
            "{german}"
        );
    }

    /// Anna offers 1 wool for 2 ore to Bert, who holds `bert`, and to
    /// Cleo, who holds `cleo`.
    fn asking_two_ore(bert: &str, cleo: &str) -> Game {
        Game::new(&Spec::classic(3).given(|b| {
            b.main(ANNA)
                .hand(ANNA, "WW")
                .hand(BERT, bert)
                .hand(CLEO, cleo)
        }))
        .when(
            ANNA,
            Command::Table(TableCommand::OfferTrade {
                give: cards("W"),
                want: cards("OO"),
                to: vec![BERT, CLEO],
            }),
        )
    }

    /// base-catan.md §Trade: a player accepts only with the cards the
    /// offer asks for. The seat that cannot pay reads why on its own page
    /// and email, with the decline; what the others read depends on public
    /// facts only (its card count), never on which cards it holds.
    #[test]
    fn an_offer_a_seat_cannot_pay_says_so_to_it_and_the_others_read_only_public_counts() {
        let short = asking_two_ore("OG", "O");
        let bert = top(&short.page(BERT));
        assert!(
            bert.contains("You cannot accept this: you would need 1 ore more"),
            "{bert}"
        );
        assert!(!bert.contains("You have not answered yet"), "{bert}");
        assert!(bert.contains("name=\"act\" value=\"reject\""), "{bert}");
        assert!(!bert.contains("name=\"act\" value=\"accept\""), "{bert}");
        // Its email: the decline says why, and there is nothing to accept.
        let view = crate::rules::classic::view(&short.state, Viewer::Seat(BERT));
        let legal = crate::rules::classic::legal_commands(&short.state, BERT);
        let choices =
            crate::views::classic::choice::choices::<Base>(Lang::En, &view, &legal, &names());
        assert!(
            choices.iter().any(|c| c.words
                == "Reject Anna's offer: 1 wool for your 2 ore (You cannot accept this: you would need 1 ore more)"),
            "{:?}",
            choices.iter().map(|c| &c.words).collect::<Vec<_>>()
        );
        assert!(!choices.iter().any(|c| c.words.starts_with("Accept")));
        // Anna's page is the same whether Bert can pay or not: he holds 2
        // cards either way (and the bank as many, Cleo holding the grain).
        let able = asking_two_ore("OO", "G");
        assert!(top(&able.page(BERT)).contains("You have not answered yet"));
        let page = html(&short.page(ANNA));
        assert!(page.contains("Bert has not answered yet"), "{page}");
        assert_eq!(page, html(&able.page(ANNA)));
        assert!(html(&short.page(CLEO)).contains("Bert has not answered yet"));
        // Cleo holds 1 card, fewer than the 2 asked: anyone may count that.
        let anna = top(&short.page(ANNA));
        assert!(
            anna.contains("Cleo cannot accept: Cleo holds 1 card, fewer than the 2 asked"),
            "{anna}"
        );
        let cleo = top(&short.page(CLEO));
        assert!(
            cleo.contains("You cannot accept this: you would need 1 ore more"),
            "{cleo}"
        );
    }

    #[test]
    fn a_counter_offer_starts_from_the_offer_terms_seen_from_the_counterer() {
        let game = offered();
        let page = game.page(BERT);
        let offer = page.offers.first().expect("the offer");
        let value = |fields: &[Field], name| {
            fields
                .iter()
                .find(|f| f.key == name)
                .map(|f| f.value)
                .expect("a field")
        };
        assert_eq!(value(&offer.counter_give, "ore"), 1, "Bert gives the ore");
        assert_eq!(value(&offer.counter_give, "wool"), 0);
        assert_eq!(value(&offer.counter_want, "wool"), 1, "Bert wants the wool");
        assert!(top(&page).contains("name=\"give_ore\" min=\"0\" max=\"19\" value=\"1\""));
    }

    #[test]
    fn a_refused_counter_offer_keeps_what_was_typed() {
        let game = offered();
        let id = game.state.offers[0].id.to_string();
        let typed = sent(&[
            ("act", "counter"),
            ("offer", &id),
            ("give_ore", "2"),
            ("want_wool", "3"),
        ]);
        let page = game.page_with(BERT, None, Some(&typed));
        let offer = &page.offers[0];
        assert!(offer.counter_open, "the refused form opens");
        assert!(offer
            .counter_give
            .iter()
            .any(|f| f.key == "ore" && f.value == 2));
        assert!(offer
            .counter_want
            .iter()
            .any(|f| f.key == "wool" && f.value == 3));
    }

    #[test]
    fn the_offerer_sees_the_acceptance_and_its_confirm_button_at_the_top() {
        let game = offered().when(BERT, Command::Table(TableCommand::AcceptOffer { offer: 1 }));
        let page = game.page(ANNA);
        assert!(
            page.headline.starts_with("Bert agreed to your offer"),
            "{}",
            page.headline
        );
        assert_eq!(page.news.since, ["Bert accepted your offer."]);
        let anna = top(&page);
        assert!(anna.contains("Trade with Bert"), "{anna}");
        assert!(anna.contains("name=\"with\" value=\"1\""));
        assert!(anna.contains("Withdraw the offer"));
        let bert = game.page(BERT);
        assert!(bert
            .news
            .result
            .as_deref()
            .is_some_and(|r| r.starts_with("You accepted Anna’s offer")));
        assert!(top(&bert).contains("You accept"));
    }

    #[test]
    fn posting_an_offer_reads_as_a_result() {
        let page = offered().page(ANNA);
        assert_eq!(
            page.news.result.as_deref(),
            Some("Your offer went to Bert and Cleo: you give 1 wool for 1 ore.")
        );
        assert!(top(&page).contains("Your offer went to Bert and Cleo"));
    }

    #[test]
    fn a_roll_reads_as_what_the_roller_got() {
        let game = Game::new(&Spec::classic(3).given(|b| b.roll(ANNA)));
        let (events, next) = Spec::classic(3)
            .given(|b| b.with(|s| *s = game.state.clone()))
            .when(ANNA, Command::RollDice)
            .dice([3, 5])
            .run();
        let game = Game {
            state: next.state().clone(),
            events,
        };
        let page = game.page(ANNA);
        let result = page.news.result.clone().expect("a result");
        assert!(result.starts_with("You rolled 8 and got "), "{result}");
        assert!(top(&page).contains(&result));
    }

    #[test]
    fn a_purchase_names_the_card_to_the_buyer_and_to_no_one_else() {
        let game = Game::new(&Spec::classic(3).given(|b| b.main(ANNA).hand(ANNA, "WGO")))
            .when(ANNA, Command::BuyDevelopmentCard);
        let card = game.state.player(ANNA).dev_cards;
        let name = DevCard::ALL
            .into_iter()
            .find(|c| card.get(*c) > 0)
            .expect("a card")
            .name();
        assert_eq!(
            game.page(ANNA).news.result,
            Some(format!("You bought a development card: {name}."))
        );
        for other in [BERT, CLEO] {
            let page = game.page(other);
            assert_eq!(page.news, News::default(), "nothing happened to {other}");
            assert!(!html(&page).contains("development card: "));
        }
    }

    #[test]
    fn a_bank_trade_reads_as_a_result() {
        let game = Game::new(&Spec::classic(3).given(|b| b.main(ANNA).hand(ANNA, "GGGG"))).when(
            ANNA,
            Command::Table(TableCommand::SupplyTrade {
                give: Resource::Grain,
                get: Resource::Ore,
            }),
        );
        assert_eq!(
            game.page(ANNA).news.result.as_deref(),
            Some("You traded 4 grain for 1 ore with the bank.")
        );
    }

    #[test]
    fn buying_and_ending_the_turn_ask_first_then_confirm() {
        let game = Game::new(&Spec::classic(3).given(|b| b.main(ANNA).hand(ANNA, "WGO")));
        let page = game.page(ANNA);
        assert!(page.confirm.is_none());
        let first = top(&page);
        let get_form = first.find("<form method=\"get\"").expect("a first step");
        let buy = first.find("value=\"buy_card\"").expect("a buy button");
        let end = first.find("value=\"end_turn\"").expect("an end button");
        assert!(get_form < buy && get_form < end, "both ask first: {first}");
        for (act, title, yes) in [
            ("buy_card", "Buy a development card?", "Yes, buy it"),
            ("end_turn", "End your turn?", "Yes, end my turn"),
        ] {
            let page = game.page_with(ANNA, Some(&sent(&[("act", act)])), None);
            let confirm = page.confirm.clone().expect("a confirm step");
            assert_eq!(confirm.title, title);
            assert_eq!(confirm.buttons[0].act, act);
            let asked = top(&page);
            assert!(asked.contains(yes), "{asked}");
            assert!(asked.contains("id=\"confirm\""));
            assert!(asked.contains(">Cancel</a>"));
        }
    }

    #[test]
    fn ending_the_turn_with_something_affordable_says_what_is_left_unspent() {
        let detail = |hand: &str| {
            let game = Game::new(&Spec::classic(3).given(|b| b.main(ANNA).hand(ANNA, hand)));
            let page = game.page_with(ANNA, Some(&sent(&[("act", "end_turn")])), None);
            page.frame.confirm.expect("a confirm step").detail
        };
        assert_eq!(
            detail("WGO").as_deref(),
            Some("You could still buy a development card. The dice pass to the next player.")
        );
        assert_eq!(
            detail("B").as_deref(),
            Some("The dice pass to the next player.")
        );
    }

    #[test]
    fn an_affordable_city_is_listed_in_the_top_box_and_ringed_on_the_board() {
        let node = crate::rules::common::NodeId(12);
        let game = Game::new(
            &Spec::classic(3).given(|b| b.main(ANNA).settlement(ANNA, node).hand(ANNA, "GGOOO")),
        );
        let page = game.page(ANNA);
        let top = top(&page);
        assert!(
            top.contains(
                "<a class=\"button\" href=\"/play/t?pick=city-12#confirm\">Build a city \
                 (1 settlement to upgrade)</a>"
            ),
            "{top}"
        );
        let html = html(&page);
        assert!(
            html.contains("class=\"spot spot-node spot-upgrade\" data-pick=\"city-12\""),
            "the upgrade spot is a ring of its own kind"
        );
        assert!(html.contains("id=\"board\""), "the board the moves link to");
    }

    #[test]
    fn playing_a_development_card_asks_first() {
        let game = Game::new(&Spec::classic(3).given(|b| {
            b.main(ANNA)
                .dev_cards(ANNA, DevCard::Knight, 1)
                .dev_cards(ANNA, DevCard::Monopoly, 1)
                .dev_cards(ANNA, DevCard::YearOfPlenty, 1)
                .dev_cards(ANNA, DevCard::RoadBuilding, 1)
        }));
        let page = game.page(ANNA);
        let top = top(&page);
        assert!(
            !top.contains("<form method=\"post\" action=\"/play/t\">\n<input type=\"hidden\" name=\"version\" value=\"1\">\n<button type=\"submit\" name=\"act\" value=\"knight\""),
            "a Knight is not played in one tap"
        );
        let ask = |pairs: &[(&str, &str)]| {
            game.page_with(ANNA, Some(&sent(pairs)), None)
                .frame
                .confirm
                .expect("a confirm step")
        };
        assert_eq!(ask(&[("act", "knight")]).title, "Play a Knight?");
        assert_eq!(
            ask(&[("act", "road_building")]).title,
            "Play Road Building?"
        );
        let mono = ask(&[("act", "monopoly"), ("resource", "ore")]);
        assert_eq!(mono.title, "Play Monopoly on ore?");
        assert_eq!(mono.fields, [("resource", "ore".to_owned())]);
        let plenty = ask(&[
            ("act", "year_of_plenty"),
            ("first", "ore"),
            ("second", "ore"),
        ]);
        assert_eq!(
            plenty.title,
            "Play Year of Plenty and take 2 ore from the bank?"
        );
        let refused = game.page_with(ANNA, Some(&sent(&[("act", "roll")])), None);
        assert!(refused.confirm.is_none(), "rolling is not asked for");
    }

    #[test]
    fn a_refused_year_of_plenty_or_monopoly_keeps_what_was_chosen() {
        let game = Game::new(&Spec::classic(3).given(|b| {
            b.main(ANNA)
                .dev_cards(ANNA, DevCard::Monopoly, 1)
                .dev_cards(ANNA, DevCard::YearOfPlenty, 1)
        }));
        let fresh = game.page(ANNA).render().expect("renders");
        assert!(fresh.contains("<details class=\"panel\"><summary>Play Year of Plenty"));
        assert!(!fresh.contains(" selected>"), "nothing chosen yet");
        let typed = sent(&[
            ("act", "year_of_plenty"),
            ("first", "ore"),
            ("second", "wool"),
        ]);
        let html = game
            .page_with(ANNA, None, Some(&typed))
            .render()
            .expect("renders");
        assert!(html.contains("<details class=\"panel\" open><summary>Play Year of Plenty"));
        let first = &html[html.find("name=\"first\"").expect("first")..];
        let first = &first[..first.find("</select>").expect("its end")];
        assert!(first.contains("<option value=\"ore\" selected>"), "{first}");
        let second = &html[html.find("name=\"second\"").expect("second")..];
        let second = &second[..second.find("</select>").expect("its end")];
        assert!(
            second.contains("<option value=\"wool\" selected>"),
            "{second}"
        );
        let typed = sent(&[("act", "monopoly"), ("resource", "grain")]);
        let html = game
            .page_with(ANNA, None, Some(&typed))
            .render()
            .expect("renders");
        assert!(html.contains("<details class=\"panel\" open><summary>Play Monopoly"));
        assert!(html.contains("<option value=\"grain\" selected>"));
        assert!(!html.contains("<details class=\"panel\" open><summary>Play Year of Plenty"));
    }

    #[test]
    fn a_refused_discard_and_offer_keep_what_was_typed() {
        let game = Game::new(&Spec::classic(3).given(|b| b.main(ANNA).hand(ANNA, "BBBBWW")));
        let typed = sent(&[
            ("act", "offer"),
            ("give_brick", "2"),
            ("want_ore", "1"),
            ("to2", "on"),
        ]);
        let page = game.page_with(ANNA, None, Some(&typed));
        let form = page.offer_form.as_ref().expect("an offer form");
        assert!(form.open);
        assert!(form.give.iter().any(|f| f.key == "brick" && f.value == 2));
        assert!(form.want.iter().any(|f| f.key == "ore" && f.value == 1));
        let checked: Vec<bool> = form.partners.iter().map(|p| p.checked).collect();
        assert_eq!(checked, [false, true], "only Cleo was ticked");
        let bank = sent(&[("act", "maritime"), ("give", "brick"), ("get", "brick")]);
        let page = game.page_with(ANNA, None, Some(&bank));
        assert!(page.supply_trade.as_ref().is_some_and(|s| s.open));
        let html = html(&page);
        assert!(html.contains("<option value=\"brick\" selected>4 brick</option>"));
        assert!(html.contains("<option value=\"brick\" selected>brick</option>"));
    }

    #[test]
    fn the_bank_trade_never_starts_on_the_resource_it_gives() {
        let game = Game::new(&Spec::classic(3).given(|b| b.main(ANNA).hand(ANNA, "BBBB")));
        let page = game.page(ANNA);
        let bank = page.frame.supply_trade.expect("a bank trade");
        assert_eq!(bank.give[0].value, "brick");
        let get = bank.get.iter().find(|c| c.selected).expect("a choice");
        assert_ne!(get.value, "brick");
    }

    #[test]
    fn counts_read_in_the_singular_and_the_plural() {
        let game = Game::new(&Spec::classic(3).given(|b| {
            b.main(ANNA)
                .hand(ANNA, "B")
                .settlement(ANNA, crate::rules::classic::testkit::corner(0, 0))
        }));
        let page = game.page(ANNA);
        assert_eq!((page.hand.points, page.hand.total), (1, 1));
        let german = html(&game.page_in(Lang::De, ANNA, None, None));
        let html = html(&page);
        assert!(html.contains("You have 1 point,"));
        assert!(!html.contains("1 points"));
        assert!(!html.contains("1 resource cards"));
        assert!(html.contains("(1 resource card); 1 point."), "{html}");
        // German counts its own plurals (play.ftl), never "resource cards".
        assert!(german.contains("(1 Rohstoffkarte); 1 Punkt."), "{german}");
        assert!(german.contains("Du hast 1 Punkt,"), "{german}");
        assert!(!german.contains("resource card") && !german.contains("1 point"));
    }

    #[test]
    fn a_german_seat_reads_what_it_can_do_in_german() {
        let game = Game::new(&Spec::classic(3).given(|b| {
            b.main(ANNA)
                .hand(ANNA, "WGOBLLLL")
                .dev_cards(ANNA, DevCard::Monopoly, 1)
                .dev_cards(ANNA, DevCard::YearOfPlenty, 1)
        }));
        let html = game
            .page_in(Lang::De, ANNA, None, None)
            .render()
            .expect("renders");
        for german in [
            "Du bist dran: Handle, baue, spiele eine Karte oder beende deinen Zug.",
            "Entwicklungskarte kaufen",
            "Zug beenden",
            "Mit dem Vorrat handeln",
            "<summary>Monopol ausspielen</summary>",
            "<summary>Erfindung ausspielen</summary>",
            "<option value=\"brick\">Lehm</option>",
            "Deine Hand",
            "Platz von Anna",
            "Felder zeigen ihre Landschaft",
            "Hafen 3:1 beliebig",
        ] {
            assert!(html.contains(german), "{german}: {html}");
        }
        for english in [
            "Your turn",
            "Buy a development card",
            "End your turn",
            "Trade with the bank",
            "Play Monopoly",
            "Play Year of Plenty",
            "<option value=\"brick\">brick</option>",
            "Your hand",
            "Anna’s seat",
            "Hexes show their terrain",
            "Harbor 3:1 any",
        ] {
            assert!(!html.contains(english), "{english}");
        }
        // The seat's choices (its plans and, later, its emails) too.
        let view = crate::rules::classic::view(&game.state, Viewer::Seat(ANNA));
        let legal = crate::rules::classic::legal_commands(&game.state, ANNA);
        let words: Vec<String> =
            crate::views::classic::choice::choices::<Base>(Lang::De, &view, &legal, &names())
                .into_iter()
                .map(|c| c.words)
                .collect();
        assert!(words.iter().any(|w| w == "Zug beenden"), "{words:?}");
        assert!(
            words.iter().any(|w| w
                == "Monopol auf Erz ausspielen: Alle anderen Spieler geben dir ihr ganzes Erz"),
            "{words:?}"
        );
        assert!(!words.iter().any(|w| w.contains("End your turn")));
        // The confirm steps ask in German too.
        let ask = |pairs: &[(&str, &str)]| {
            game.page_in(Lang::De, ANNA, Some(&sent(pairs)), None)
                .frame
                .confirm
                .expect("a confirm step")
        };
        let mono = ask(&[("act", "monopoly"), ("resource", "ore")]);
        assert_eq!(mono.title, "Monopol auf Erz ausspielen?");
        assert_eq!(mono.buttons[0].label, "Ja, Monopol ausspielen");
        let plenty = ask(&[
            ("act", "year_of_plenty"),
            ("first", "ore"),
            ("second", "wool"),
        ]);
        assert_eq!(
            plenty.title,
            "Erfindung ausspielen und 1 Wolle und 1 Erz aus dem Vorrat nehmen?"
        );
        let cancel = game
            .page_in(
                Lang::De,
                ANNA,
                Some(&sent(&[("act", "monopoly"), ("resource", "ore")])),
                None,
            )
            .render()
            .expect("renders");
        assert!(cancel.contains(">Abbrechen</a>"), "{cancel}");
        assert!(!cancel.contains(">Cancel</a>"));
    }

    #[test]
    fn a_german_seat_places_its_first_settlement_in_german() {
        let game = Game::new(&Spec::classic(3));
        let first = game.state.phase.awaiting()[0];
        let page = game.page_in(Lang::De, first, None, None);
        assert_eq!(
            page.headline,
            "Setze deine erste Siedlung: Wähle eine markierte Kreuzung auf dem Spielplan."
        );
        let html = html(&page);
        assert!(html.contains("Siedlung bauen ("), "{html}");
        assert!(html.contains("Siedlungsplätze"));
        assert!(!html.contains("settlement spots"));
        assert!(!html.contains("Place your first settlement"));
    }
}
