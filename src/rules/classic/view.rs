//! What a viewer may see of a classic game: the board, the pieces, every
//! player's public counts, and for a seat its own hand and cards; once the
//! game is over, every seat's hand and cards, true points and the final
//! standings (base-catan.md §Victory).

use super::scenario::{is_base, Scenario};
use super::state::{Build, BuildingKind, DevCards, Offer, Phase, State};
use crate::rules::common::standings::{ranked, Standing};
pub use crate::rules::common::view::PlacedRoad;
use crate::rules::common::view::{placed_roads, secrets_for};
use crate::rules::common::{Board, NodeId, Resources, TileId};
use crate::rules::{Seat, Viewer};
use serde::Serialize;
use std::sync::Arc;

/// A building as drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlacedBuilding {
    pub node: NodeId,
    pub seat: Seat,
    pub kind: BuildingKind,
}

/// What everyone may know about a player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicPlayer {
    pub seat: Seat,
    /// Number of resource cards in hand.
    pub cards: u32,
    /// Number of development cards held (unplayed).
    pub development_cards: u32,
    pub knights: u8,
    /// Victory points everyone can see (hidden VP cards excluded while
    /// the game runs; all of them once it is over).
    pub points: u8,
    pub road_length: u8,
    pub longest_road: bool,
    pub largest_army: bool,
    pub roads_left: u8,
    pub settlements_left: u8,
    pub cities_left: u8,
}

/// A seat's own secrets.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrivatePlayer {
    pub seat: Seat,
    pub hand: Resources,
    pub development_cards: DevCards,
    /// Cards bought this turn, not yet playable.
    pub bought_this_turn: DevCards,
    /// All points, hidden VP cards included.
    pub points: u8,
    /// Builds planned in the Special Building Phase, not applied yet.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub planned: Vec<Build>,
}

/// The game as one viewer may see it. `V` is the scenario's part; `View`
/// alone is the base game's, which has none.
#[derive(Debug, Clone, Serialize)]
pub struct View<V = ()> {
    pub viewer: Viewer,
    pub board: Arc<Board>,
    pub robber: TileId,
    pub buildings: Vec<PlacedBuilding>,
    pub roads: Vec<PlacedRoad>,
    pub phase: Phase,
    /// The seats the game waits for.
    pub awaiting: Vec<Seat>,
    pub turn: u32,
    pub turn_order: Vec<Seat>,
    pub dice: Option<[u8; 2]>,
    pub bank: Resources,
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
    /// The scenario's part (`None` in the base game).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scenario: Option<V>,
}

/// Projects the state for `viewer`. Nothing private to another seat is copied.
pub fn view<X: Scenario>(state: &State<X>, viewer: Viewer) -> View<X::View> {
    let over = matches!(state.phase, Phase::Finished { .. });
    let players = (0..state.players.len())
        .map(|i| {
            let seat = Seat(i as u8);
            let p = state.player(seat);
            PublicPlayer {
                seat,
                cards: p.hand.total(),
                development_cards: p.dev_cards.total(),
                knights: p.knights_played,
                points: if over {
                    state.total_points(seat)
                } else {
                    state.public_points(seat)
                },
                road_length: p.road_length,
                longest_road: state.longest_road == Some(seat),
                largest_army: state.largest_army == Some(seat),
                roads_left: p.roads_left,
                settlements_left: p.settlements_left,
                cities_left: p.cities_left,
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
            planned: state
                .plans
                .iter()
                .filter(|p| p.seat == seat)
                .map(|p| p.build)
                .collect(),
        }
    };
    let private = secrets_for(viewer, state.players.len(), over, private_of);
    View {
        viewer,
        board: Arc::clone(&state.board),
        robber: state.robber,
        buildings: state
            .buildings
            .iter()
            .enumerate()
            .filter_map(|(i, b)| {
                b.map(|b| PlacedBuilding {
                    node: NodeId(i as u16),
                    seat: b.seat,
                    kind: b.kind,
                })
            })
            .collect(),
        roads: placed_roads(&state.roads),
        phase: state.phase.clone(),
        awaiting: state.phase.awaiting(),
        turn: state.turn,
        turn_order: state.turn_order.clone(),
        dice: state.dice,
        bank: state.bank,
        development_cards_left: state.deck.total(),
        players,
        offers: state.offers.clone(),
        points_to_win: X::points_to_win(state),
        winner: state.winner(),
        private,
        standings: if over {
            ranked(state.players.len(), state.winner(), |seat| {
                state.scores(seat)
            })
        } else {
            Vec::new()
        },
        scenario: (!is_base::<X>()).then(|| X::view(state, viewer)),
    }
}

impl<V> View<V> {
    /// The base game's part of the view, without the scenario's: what the
    /// classic presentation draws of a scenario game. The board is shared,
    /// the rest is small.
    pub fn base(&self) -> View {
        View {
            viewer: self.viewer,
            board: Arc::clone(&self.board),
            robber: self.robber,
            buildings: self.buildings.clone(),
            roads: self.roads.clone(),
            phase: self.phase.clone(),
            awaiting: self.awaiting.clone(),
            turn: self.turn,
            turn_order: self.turn_order.clone(),
            dice: self.dice,
            bank: self.bank,
            development_cards_left: self.development_cards_left,
            players: self.players.clone(),
            offers: self.offers.clone(),
            points_to_win: self.points_to_win,
            winner: self.winner,
            private: self.private.clone(),
            standings: self.standings.clone(),
            scenario: None,
        }
    }
}
