//! The seat's page (`/play/{token}`): what happened, what the game waits
//! for, and every action this seat may take now, as board links and forms.
//!
//! Built from the seat's `View` and its `legal_commands`; the only private
//! information on it is the seat's own (its hand and development cards).

use super::board_svg::{self, BoardSvg, Mark, Pick};
use super::narrate::{self, Names};
use super::scenario::{ScenarioPart, ScenarioPick, SeatContext};
use crate::rules::classic::state::{DevCard, Phase};
use crate::rules::classic::{Command, View};
use crate::rules::common::Resource;
use crate::rules::{AnyCommand, AnyEvent, AnyView, Seat};
use crate::views::costs::CostCard;
use crate::views::history::{Ledger, RewindPanel};
use crate::views::present;
use crate::views::EventLine;
use crate::views::{
    counts, house, marks, player_rows, recent, waiting_for, Count, Dice, Layout, Notice, PlayerRow,
};
use askama::Template;
use uuid::Uuid;

/// What the seat page is built from.
#[derive(Debug)]
pub struct PlayInput<'a> {
    pub game_id: Uuid,
    pub token: &'a str,
    pub seat: Seat,
    /// `view(state, Viewer::Seat(seat))`.
    pub view: &'a AnyView,
    /// `legal_commands(state, seat)`.
    pub legal: &'a [AnyCommand],
    pub names: &'a Names,
    /// The latest events, oldest first, with their move numbers, redacted
    /// for this seat.
    pub events: &'a [(u64, AnyEvent)],
    /// The `?pick=` of the request, if any.
    pub pick: Option<&'a str>,
    pub notice: Option<Notice>,
    /// The game's version the page is drawn at (forms carry it).
    pub version: u64,
}

/// A plain action button: `act` names the command.
#[derive(Debug, Clone)]
pub struct ActButton {
    pub act: &'static str,
    pub label: &'static str,
    pub primary: bool,
}

/// A resource the seat may give the bank, at its rate.
#[derive(Debug, Clone)]
pub struct GiveOption {
    pub resource: &'static str,
    pub rate: u8,
}

/// The discard form.
#[derive(Debug, Clone)]
pub struct DiscardForm {
    pub count: u8,
    pub hand: Vec<Count>,
}

/// The confirm forms for a board pick.
#[derive(Debug, Clone)]
pub struct Confirm {
    pub title: String,
    pub field: &'static str,
    pub value: u16,
    pub buttons: Vec<ConfirmButton>,
}

/// One confirm button, its own form (one per victim for the robber, one
/// per way to build there).
#[derive(Debug, Clone)]
pub struct ConfirmButton {
    /// The form's `act`.
    pub act: &'static str,
    pub victim: Option<u8>,
    pub label: String,
}

/// An open offer as this seat sees it, with what it may do about it.
#[derive(Debug, Clone)]
pub struct OfferView {
    pub id: u32,
    pub text: String,
    pub answers: Vec<String>,
    pub accept: bool,
    pub reject: bool,
    pub counter: bool,
    pub withdraw: bool,
    pub confirm: Vec<(u8, String)>,
}

/// One kind of development card in the seat's hand.
#[derive(Debug, Clone)]
pub struct DevRow {
    pub name: &'static str,
    pub n: u8,
    pub new: u8,
}

/// A trade partner checkbox.
#[derive(Debug, Clone)]
pub struct Partner {
    pub field: String,
    pub name: String,
}

/// The seat page.
#[derive(Debug, Clone, Template)]
#[template(path = "classic/play.html")]
pub struct PlayPage {
    pub layout: Layout,
    pub game_id: Uuid,
    pub action: String,
    pub version: u64,
    pub me: String,
    pub mark: Mark,
    pub notice: Option<Notice>,
    pub headline: String,
    pub waiting: String,
    pub your_move: bool,
    pub finished: bool,
    pub board: BoardSvg,
    pub board_hint: Option<String>,
    pub confirm: Option<Confirm>,
    pub buttons: Vec<ActButton>,
    pub end_turn: bool,
    pub year_of_plenty: bool,
    pub monopoly: bool,
    pub maritime: Vec<GiveOption>,
    pub discard: Option<DiscardForm>,
    pub partners: Vec<Partner>,
    pub hand: Vec<Count>,
    pub hand_total: u32,
    pub dev: Vec<DevRow>,
    pub points: u8,
    pub points_to_win: u8,
    pub players: Vec<PlayerRow>,
    pub bank: Vec<Count>,
    pub dev_left: u32,
    pub dice: Option<Dice>,
    pub offers: Vec<OfferView>,
    pub events: Vec<EventLine>,
    pub notes: Vec<&'static str>,
    pub resources: [&'static str; 5],
    /// Links to the history and export, and the seed commitment.
    pub ledger: Option<Ledger>,
    /// The open rewind proposal, with Agree / Refuse.
    pub rewind: Option<RewindPanel>,
    /// The game was created letting the host rewind without the seats.
    pub host_rewinds_alone: bool,
    /// What the game's scenario adds, if it has one.
    pub scenario: Option<ScenarioPart>,
    /// The building-cost card, with what the seat lacks for each piece.
    pub costs: Option<CostCard>,
}

fn has(legal: &[Command], pred: impl Fn(&Command) -> bool) -> bool {
    legal.iter().any(pred)
}

fn headline(view: &View, names: &Names, me: Seat, legal: &[Command]) -> String {
    let waiting_offer = view
        .offers
        .iter()
        .find(|o| o.to.contains(&me) && o.answer_of(me).is_none());
    match &view.phase {
        Phase::PlaceSettlement { seat, round } if *seat == me => format!(
            "Place your {} settlement: pick a marked corner on the board.",
            if *round == 1 { "first" } else { "second" }
        ),
        Phase::PlaceRoad { seat, .. } if *seat == me => {
            "Place a road next to the settlement you just built: pick a marked path.".to_owned()
        }
        Phase::Roll { seat } if *seat == me => "Your turn: roll the dice.".to_owned(),
        Phase::Discard { pending, .. } => match pending.iter().find(|d| d.seat == me) {
            Some(d) => format!(
                "A 7 was rolled: discard {} of your cards (half, rounded down).",
                d.count
            ),
            None => waiting_for(view, names),
        },
        Phase::MoveRobber { seat } if *seat == me => {
            "Move the robber: pick a marked hex on the board.".to_owned()
        }
        Phase::Main { seat } if *seat == me => {
            "Your turn: trade, build, play a card, or end your turn.".to_owned()
        }
        Phase::RoadBuilding { seat, left } if *seat == me => format!(
            "Place {left} free road{}: pick a marked path.",
            if *left == 1 { "" } else { "s" }
        ),
        Phase::Finished { winner } if *winner == Some(me) => "You won the game!".to_owned(),
        _ => match waiting_offer {
            Some(o)
                if has(
                    legal,
                    |c| matches!(c, Command::RejectOffer { offer } if *offer == o.id),
                ) =>
            {
                format!(
                    "{} made you an offer: it waits for your answer.",
                    names.of(o.from)
                )
            }
            _ => waiting_for(view, names),
        },
    }
}

fn confirm_for(
    pick: Pick,
    legal: &[Command],
    extra: &[ScenarioPick],
    view: &View,
    names: &Names,
) -> Option<Confirm> {
    let board = &view.board;
    let title = pick.describe(board);
    let (act, field, value) = match pick {
        Pick::Road(e) => ("road", "edge", e.0),
        Pick::Settlement(n) => ("settlement", "node", n.0),
        Pick::City(n) => ("city", "node", n.0),
        Pick::Robber(t) => ("robber", "tile", t.0),
        Pick::Upgrade(n) => ("upgrade", "node", n.0),
    };
    let buttons: Vec<ConfirmButton> = legal
        .iter()
        .filter(|c| Pick::of(c) == Some(pick))
        .map(|c| match c {
            Command::MoveRobber {
                victim: Some(v), ..
            } => ConfirmButton {
                act,
                victim: Some(v.0),
                label: format!("Move the robber here and steal from {}", names.of(*v)),
            },
            Command::MoveRobber { victim: None, .. } => ConfirmButton {
                act,
                victim: None,
                label: "Move the robber here".to_owned(),
            },
            Command::BuildRoad { .. } => ConfirmButton {
                act,
                victim: None,
                label: "Build a road here".to_owned(),
            },
            Command::BuildSettlement { .. } => ConfirmButton {
                act,
                victim: None,
                label: "Build a settlement here".to_owned(),
            },
            _ => ConfirmButton {
                act,
                victim: None,
                label: "Build a city here".to_owned(),
            },
        })
        .chain(
            extra
                .iter()
                .filter(|x| x.pick == pick)
                .map(|x| ConfirmButton {
                    act: x.act,
                    victim: x.victim.map(|v| v.0),
                    label: x.label.clone(),
                }),
        )
        .collect();
    (!buttons.is_empty()).then_some(Confirm {
        title: format!("{title}?"),
        field,
        value,
        buttons,
    })
}

fn board_hint(legal: &[Command]) -> Option<String> {
    let count = |f: fn(&Command) -> bool| legal.iter().filter(|c| f(c)).count();
    let roads = count(|c| matches!(c, Command::BuildRoad { .. }));
    let settlements = count(|c| matches!(c, Command::BuildSettlement { .. }));
    let cities = count(|c| matches!(c, Command::BuildCity { .. }));
    let robber = has(legal, |c| matches!(c, Command::MoveRobber { .. }));
    let mut parts = Vec::new();
    if settlements > 0 {
        parts.push(format!("{settlements} settlement spots"));
    }
    if cities > 0 {
        parts.push(format!("{cities} settlements to upgrade"));
    }
    if roads > 0 {
        parts.push(format!("{roads} road spots"));
    }
    if robber {
        parts.push("the hexes the robber may move to".to_owned());
    }
    (!parts.is_empty()).then(|| {
        format!(
            "Marked on the board: {}. Pick one, then confirm.",
            narrate::join_words(&parts)
        )
    })
}

fn offers(view: &View, names: &Names, me: Seat, legal: &[Command]) -> Vec<OfferView> {
    let main_seat = match view.phase {
        Phase::Main { seat } => Some(seat),
        _ => None,
    };
    view.offers
        .iter()
        .map(|o| {
            let mine = o.from == me;
            let text = if mine {
                format!(
                    "You offer {} to {}.",
                    narrate::terms(&o.give, &o.want),
                    names.list(&o.to)
                )
            } else if o.to.contains(&me) {
                format!(
                    "{} offers you {} for {}.",
                    names.of(o.from),
                    narrate::cards(&o.give),
                    narrate::cards(&o.want)
                )
            } else {
                format!(
                    "{} offers {} to {}.",
                    names.of(o.from),
                    narrate::terms(&o.give, &o.want),
                    names.list(&o.to)
                )
            };
            let confirm = legal
                .iter()
                .filter_map(|c| match c {
                    Command::ConfirmTrade { offer, with } if *offer == o.id => {
                        Some((with.0, format!("Trade with {}", names.of(*with))))
                    }
                    _ => None,
                })
                .collect();
            OfferView {
                id: o.id,
                text,
                answers: o.to.iter().map(|s| narrate::answer(names, o, *s)).collect(),
                accept: has(
                    legal,
                    |c| matches!(c, Command::AcceptOffer { offer } if *offer == o.id),
                ),
                reject: has(
                    legal,
                    |c| matches!(c, Command::RejectOffer { offer } if *offer == o.id),
                ),
                counter: !mine
                    && main_seat == Some(o.from)
                    && o.to.contains(&me)
                    && o.answer_of(me).is_none(),
                withdraw: has(
                    legal,
                    |c| matches!(c, Command::WithdrawOffer { offer } if *offer == o.id),
                ),
                confirm,
            }
        })
        .collect()
}

impl PlayPage {
    /// Builds the seat page.
    pub fn new(input: PlayInput<'_>) -> PlayPage {
        let PlayInput {
            game_id,
            token,
            seat: me,
            view,
            legal,
            names,
            events,
            pick,
            notice,
            version,
        } = input;
        let action = format!("/play/{token}");
        let costs = present::seat_costs(view, legal, me);
        let scenario = present::seat_part(
            view,
            legal,
            &SeatContext {
                seat: me,
                names,
                action: &action,
                version,
            },
        );
        let extra = scenario.as_ref().map_or(&[][..], |s| &s.picks[..]);
        let view =
            present::classic_view(view).expect("the classic presentation draws classic games");
        let view = &*view;
        let legal = &present::classic_commands(legal)[..];
        let marks = marks(names, view.players.len());
        let mut notice = notice;
        let picked = pick.and_then(Pick::parse);
        let confirm = picked.and_then(|p| confirm_for(p, legal, extra, view, names));
        if pick.is_some() && confirm.is_none() && notice.is_none() {
            notice = Some(Notice::info(
                "That spot cannot be picked now; the marked spots on the board are the ones you can pick.",
            ));
        }
        let offered = legal
            .iter()
            .filter_map(Pick::of)
            .chain(extra.iter().map(|x| x.pick));
        let spots = board_svg::spots(&view.board, offered, &action, confirm.as_ref().and(picked));
        let mut board = BoardSvg::new(view, &marks, spots);
        for m in scenario.iter().flat_map(|s| &s.marks) {
            m.draw(&mut board);
        }
        let mut buttons = Vec::new();
        let mut push = |on: bool, act, label, primary| {
            if on {
                buttons.push(ActButton {
                    act,
                    label,
                    primary,
                });
            }
        };
        push(
            has(legal, |c| matches!(c, Command::RollDice)),
            "roll",
            "Roll the dice",
            true,
        );
        push(
            has(legal, |c| matches!(c, Command::PlayKnight)),
            "knight",
            "Play a Knight",
            false,
        );
        push(
            has(legal, |c| matches!(c, Command::PlayRoadBuilding)),
            "road_building",
            "Play Road Building",
            false,
        );
        push(
            has(legal, |c| matches!(c, Command::BuyDevelopmentCard)),
            "buy_card",
            "Buy a development card",
            false,
        );
        let end_turn = has(legal, |c| matches!(c, Command::EndTurn));
        let mut maritime = Vec::new();
        for r in Resource::ALL {
            let rate = legal.iter().find_map(|c| match c {
                Command::MaritimeTrade { give, .. } if *give == r => Some(()),
                _ => None,
            });
            if rate.is_some() {
                // The rate is the seat's own (public harbors, own hand).
                let rate = maritime_rate(view, me, r);
                maritime.push(GiveOption {
                    resource: r.name(),
                    rate,
                });
            }
        }
        let private = view.private.iter().find(|p| p.seat == me);
        let hand = private.map(|p| p.hand).unwrap_or_default();
        let discard = match &view.phase {
            Phase::Discard { pending, .. } => {
                pending.iter().find(|d| d.seat == me).map(|d| DiscardForm {
                    count: d.count,
                    hand: counts(&hand),
                })
            }
            _ => None,
        };
        let partners = match view.phase {
            Phase::Main { seat } if seat == me => view
                .players
                .iter()
                .filter(|p| p.seat != me)
                .map(|p| Partner {
                    field: format!("to{}", p.seat.0),
                    name: names.of(p.seat),
                })
                .collect(),
            _ => Vec::new(),
        };
        let dev = private
            .map(|p| {
                DevCard::ALL
                    .iter()
                    .filter(|c| p.development_cards.get(**c) > 0)
                    .map(|c| DevRow {
                        name: c.name(),
                        n: p.development_cards.get(*c),
                        new: p.bought_this_turn.get(*c),
                    })
                    .collect()
            })
            .unwrap_or_default();
        let mut notes = Vec::new();
        if view.phase.is_setup() {
            notes.push(house::SEAT_ORDER);
        }
        let offers = offers(view, names, me, legal);
        if !partners.is_empty() || !offers.is_empty() {
            notes.push(house::TRADE);
        }
        if has(legal, |c| matches!(c, Command::PlayYearOfPlenty { .. })) {
            notes.push(house::PLENTY);
        }
        notes.push(house::VICTORY);
        notes.push(house::BANK);
        if let Some(s) = &scenario {
            notes.extend(s.notes.iter().copied());
        }
        let headline = scenario
            .as_ref()
            .and_then(|s| s.headline.clone())
            .unwrap_or_else(|| headline(view, names, me, legal));
        let your_move = view.awaiting.contains(&me)
            || scenario.as_ref().is_some_and(|s| s.your_move)
            || offers
                .iter()
                .any(|o| o.accept || o.reject || !o.confirm.is_empty());
        let waiting = match scenario.as_ref().and_then(|s| s.waiting.clone()) {
            Some(w) => w,
            None if view.awaiting == [me] => String::new(),
            None => waiting_for(view, names),
        };
        let board_hint = if confirm.is_some() {
            None
        } else {
            let scenario_hint = scenario.as_ref().and_then(|s| s.board_hint.clone());
            match (board_hint(legal), scenario_hint) {
                (Some(a), Some(b)) => Some(format!("{a} {b}")),
                (a, b) => a.or(b),
            }
        };
        PlayPage {
            layout: Layout::new(format!("{} — your seat", names.of(me))),
            game_id,
            version,
            me: names.of(me),
            mark: marks.get(me.index()).cloned().unwrap_or(Mark {
                class: "p0".to_owned(),
                letter: "?".to_owned(),
            }),
            notice,
            headline,
            // The second line says who else the game waits for, if anyone.
            waiting,
            your_move,
            finished: view.winner.is_some() || scenario.as_ref().is_some_and(|s| s.ended),
            board,
            board_hint,
            confirm,
            buttons,
            year_of_plenty: has(legal, |c| matches!(c, Command::PlayYearOfPlenty { .. })),
            monopoly: has(legal, |c| matches!(c, Command::PlayMonopoly { .. })),
            maritime,
            discard,
            partners,
            hand: counts(&hand),
            hand_total: hand.total(),
            dev,
            points: private.map_or(0, |p| p.points),
            points_to_win: view.points_to_win,
            players: player_rows(view, names, &marks, Some(me)),
            bank: counts(&view.bank),
            dev_left: view.development_cards_left,
            dice: view.dice.map(|[a, b]| Dice { a, b }),
            offers,
            events: recent(events, names, view, &action),
            notes,
            resources: Resource::ALL.map(Resource::name),
            action,
            end_turn,
            ledger: None,
            rewind: None,
            host_rewinds_alone: false,
            scenario,
            costs,
        }
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
