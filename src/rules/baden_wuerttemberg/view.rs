//! What a viewer may see of a Baden-Württemberg game: the map, the pieces,
//! every player's public counts, and for a seat its own hand and cards
//! (achievements stay hidden from the others until the game ends; then
//! every hand, card and point is shown, with the final standings).

use super::map::{map, Map};
use super::state::{DevCards, Offer, Phase, State};
use crate::rules::common::standings::{ranked, Score, Source, Standing};
pub use crate::rules::common::view::PlacedRoad;
use crate::rules::common::view::{placed_roads, secrets_for};
use crate::rules::common::{NodeId, Resources, TileId};
use crate::rules::{Seat, Viewer};
use serde::Serialize;

/// A town hall on a crossing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlacedTownHall {
    pub node: NodeId,
    pub seat: Seat,
}

/// What everyone may know about a player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicPlayer {
    pub seat: Seat,
    /// Number of resource cards in hand.
    pub cards: u32,
    /// Number of development cards held (unplayed).
    pub development_cards: u32,
    /// Inventions played, face up.
    pub inventions: u8,
    /// Victory points everyone can see: the town halls placed and the
    /// titles while the game runs; all of them once it is over.
    pub points: u8,
    pub road_length: u8,
    pub longest_trade_road: bool,
    pub largest_inventor: bool,
    pub town_halls_left: u8,
    pub roads_left: u8,
    /// The building cost card dealt, face up in front of the player.
    pub cost_card: Option<u8>,
    /// The achievements revealed at the end, every player's; `None` while
    /// the game runs (baden-wuerttemberg.txt §Achievements).
    pub revealed_achievements: Option<u8>,
}

/// A seat's own secrets.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrivatePlayer {
    pub seat: Seat,
    pub hand: Resources,
    pub development_cards: DevCards,
    /// Cards bought this turn, not yet playable.
    pub bought_this_turn: DevCards,
    /// All points, hidden achievements included.
    pub points: u8,
}

/// The game as one viewer may see it.
#[derive(Debug, Clone, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub map: &'static Map,
    pub inventor: TileId,
    pub town_halls: Vec<PlacedTownHall>,
    /// Crossings whose landmark stands.
    pub landmarks: Vec<NodeId>,
    pub roads: Vec<PlacedRoad>,
    pub longest_trade_road: Option<Seat>,
    pub largest_inventor: Option<Seat>,
    pub phase: Phase,
    /// The seats the game waits for.
    pub awaiting: Vec<Seat>,
    pub turn: u32,
    pub turn_order: Vec<Seat>,
    pub dice: Option<[u8; 2]>,
    pub supply: Resources,
    /// The rate of trade with the supply this turn (3, or 2 after Trade).
    pub supply_rate: u8,
    pub development_cards_left: u32,
    pub players: Vec<PublicPlayer>,
    pub offers: Vec<Offer>,
    pub points_to_win: u8,
    pub winner: Option<Seat>,
    /// The viewer's own hand and cards (a seat), or every seat's (the
    /// referee, and everyone once the game is over).
    pub private: Vec<PrivatePlayer>,
    /// The final standings, winner first, once the game is over; empty
    /// while it runs.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub standings: Vec<Standing>,
}

/// Projects the state for `viewer`. Nothing private to another seat is copied.
pub fn view(state: &State, viewer: Viewer) -> View {
    let over = state.winner().is_some();
    let players = (0..state.players.len())
        .map(|i| {
            let seat = Seat(i as u8);
            let p = state.player(seat);
            PublicPlayer {
                seat,
                cards: p.hand.total(),
                development_cards: p.dev_cards.total(),
                inventions: p.inventions,
                points: if over {
                    state.total_points(seat)
                } else {
                    state.public_points(seat)
                },
                road_length: state.road_length(seat),
                longest_trade_road: state.longest_trade_road == Some(seat),
                largest_inventor: state.largest_inventor == Some(seat),
                town_halls_left: p.town_halls_left,
                roads_left: p.roads_left,
                cost_card: p.cost_card,
                revealed_achievements: over.then_some(p.dev_cards.achievement),
            }
        })
        .collect();
    let private_of = |seat: Seat| {
        let p = state.player(seat);
        PrivatePlayer {
            seat,
            hand: p.hand,
            development_cards: p.dev_cards,
            bought_this_turn: p.bought_this_turn,
            points: state.total_points(seat),
        }
    };
    let private = secrets_for(viewer, state.players.len(), over, private_of);
    View {
        viewer,
        map: map(),
        inventor: state.inventor,
        town_halls: state
            .town_halls
            .iter()
            .enumerate()
            .filter_map(|(i, t)| {
                t.map(|seat| PlacedTownHall {
                    node: NodeId(i as u16),
                    seat,
                })
            })
            .collect(),
        landmarks: state
            .landmarks
            .iter()
            .enumerate()
            .filter(|(_, built)| **built)
            .map(|(i, _)| NodeId(i as u16))
            .collect(),
        roads: placed_roads(&state.roads),
        longest_trade_road: state.longest_trade_road,
        largest_inventor: state.largest_inventor,
        phase: state.phase.clone(),
        awaiting: state.phase.awaiting(),
        turn: state.turn,
        turn_order: state.turn_order.clone(),
        dice: state.dice,
        supply: state.supply,
        supply_rate: state.supply_rate(),
        development_cards_left: state.deck.total(),
        players,
        offers: state.offers.clone(),
        points_to_win: state.points_to_win(),
        winner: state.winner(),
        private,
        standings: if over {
            ranked(state.players.len(), state.winner(), |seat| {
                scores(state, seat)
            })
        } else {
            Vec::new()
        },
    }
}

/// `seat`'s points by source, hidden achievements included: what
/// [`State::total_points`] counts (baden-wuerttemberg.txt §End of the game).
pub fn scores(state: &State, seat: Seat) -> Vec<Score> {
    [
        Score::of(Source::TownHalls, state.town_halls_of(seat), 1),
        Score::title(
            Source::LongestTradeRoad,
            state.longest_trade_road == Some(seat),
            1,
        ),
        Score::title(
            Source::LargestInventor,
            state.largest_inventor == Some(seat),
            1,
        ),
        Score::of(
            Source::Achievements,
            state.player(seat).dev_cards.achievement,
            1,
        ),
    ]
    .into_iter()
    .flatten()
    .collect()
}
