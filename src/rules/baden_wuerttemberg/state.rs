//! The folded state of a Baden-Württemberg game, and the phase that names
//! what it waits for.

use super::map::{map, CrossingKind, Map};
use crate::rules::common::cards::card_counts;
use crate::rules::common::seats::seat_accessors;
pub use crate::rules::common::table::Debt;
use crate::rules::common::table::{table_basics, Table};
pub use crate::rules::common::trade::{Answer, Offer, OfferId};
use crate::rules::common::turn::{turn_basics, Turn};
pub use crate::rules::common::turn::{DEVELOPMENT_CARD_COST, ROAD_COST};
use crate::rules::common::{longest_road, EdgeId, NodeId, Resources, TileId};
use crate::rules::{PhaseKind, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Town halls per player (baden-wuerttemberg.txt §Setup).
pub const TOWN_HALLS: u8 = 12;
/// Roads per player.
pub const ROADS: u8 = 20;
/// Cards of each resource in the supply (clarifications.md).
pub const SUPPLY_PER_RESOURCE: u8 = 18;

/// Town hall: 1 wood, 1 clay, 1 grain, 1 wool.
pub const TOWN_HALL_COST: Resources = Resources::new(1, 1, 1, 1, 0);
/// Landmark: 2 ore, 1 grain.
pub const LANDMARK_COST: Resources = Resources::new(0, 0, 0, 1, 2);

/// A development card (baden-wuerttemberg.txt §Playing a development card).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DevCard {
    /// Move the inventor and draw a card; stays face up.
    Invention,
    /// Two free roads.
    RoadBuilding,
    /// Two resources of choice from the supply.
    SuccessfulInvention,
    /// 2:1 with the supply for the rest of the turn.
    Trade,
    /// One hidden victory point.
    Achievement,
}

impl DevCard {
    /// Every kind, in deck-count order.
    pub const ALL: [DevCard; 5] = [
        DevCard::Invention,
        DevCard::RoadBuilding,
        DevCard::SuccessfulInvention,
        DevCard::Trade,
        DevCard::Achievement,
    ];

    /// The player-facing name.
    pub const fn name(self) -> &'static str {
        match self {
            DevCard::Invention => "Invention",
            DevCard::RoadBuilding => "Road Building",
            DevCard::SuccessfulInvention => "Successful Invention",
            DevCard::Trade => "Trade",
            DevCard::Achievement => "Achievement",
        }
    }
}

impl fmt::Display for DevCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A count of development cards per kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct DevCards {
    pub invention: u8,
    pub road_building: u8,
    pub successful_invention: u8,
    pub trade: u8,
    pub achievement: u8,
}

card_counts!(DevCards, DevCard {
    Invention => invention,
    RoadBuilding => road_building,
    SuccessfulInvention => successful_invention,
    Trade => trade,
    Achievement => achievement,
});

impl DevCards {
    /// The deck of 26 (clarifications.md): 14 inventions, 2 Road Building,
    /// 2 Successful Invention, 2 Trade, 6 achievements.
    pub const DECK: DevCards = DevCards {
        invention: 14,
        road_building: 2,
        successful_invention: 2,
        trade: 2,
        achievement: 6,
    };
}

/// Everything about one seat.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Player {
    pub hand: Resources,
    /// Development cards held, including those bought this turn.
    pub dev_cards: DevCards,
    /// Development cards bought this turn (not playable yet).
    pub bought_this_turn: DevCards,
    /// Inventions played, face up.
    pub inventions: u8,
    pub town_halls_left: u8,
    pub roads_left: u8,
    /// Own road segments, for the longest-road search.
    pub roads: Vec<EdgeId>,
    /// The building cost card dealt to this seat, if any.
    pub cost_card: Option<u8>,
}

/// What the game waits for, and from whom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Phase {
    /// No game yet.
    Lobby,
    /// Variable founding: `seat` places its town hall of round 1, 2 or 3.
    Found { seat: Seat, round: u8 },
    /// `seat` rolls (or plays a card or trades with the supply first).
    Roll { seat: Seat },
    /// After a 7: these seats each discard, in any order.
    Discard { seat: Seat, pending: Vec<Debt> },
    /// `seat` moves the inventor and draws a card.
    MoveInventor { seat: Seat },
    /// `seat` trades, builds, plays a card or ends the turn.
    Main { seat: Seat },
    /// `seat` places free roads from Road Building.
    RoadBuilding { seat: Seat, left: u8 },
    /// The game is over.
    Finished { winner: Seat },
}

impl Phase {
    /// The seats whose action the game waits for.
    pub fn awaiting(&self) -> Vec<Seat> {
        match self {
            Phase::Lobby | Phase::Finished { .. } => Vec::new(),
            Phase::Discard { pending, .. } => pending.iter().map(|d| d.seat).collect(),
            Phase::Found { seat, .. }
            | Phase::Roll { seat }
            | Phase::MoveInventor { seat }
            | Phase::Main { seat }
            | Phase::RoadBuilding { seat, .. } => vec![*seat],
        }
    }

    /// The seat whose turn it is, if the game runs.
    pub fn current(&self) -> Option<Seat> {
        match self {
            Phase::Lobby | Phase::Finished { .. } => None,
            Phase::Found { seat, .. }
            | Phase::Roll { seat }
            | Phase::Discard { seat, .. }
            | Phase::MoveInventor { seat }
            | Phase::Main { seat }
            | Phase::RoadBuilding { seat, .. } => Some(*seat),
        }
    }

    /// What the game is doing, for a refusal.
    pub fn kind(&self) -> PhaseKind {
        match self {
            Phase::Lobby => PhaseKind::Lobby,
            Phase::Found { .. } => PhaseKind::Found,
            Phase::Roll { .. } => PhaseKind::Roll,
            Phase::Discard { .. } => PhaseKind::Discard,
            Phase::MoveInventor { .. } => PhaseKind::MoveInventor,
            Phase::Main { .. } => PhaseKind::Main,
            Phase::RoadBuilding { .. } => PhaseKind::RoadBuilding,
            Phase::Finished { .. } => PhaseKind::Finished,
        }
    }
}

pub use crate::rules::common::Draws;

/// The state of a Baden-Württemberg game: a fold over its events.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub players: Vec<Player>,
    pub turn_order: Vec<Seat>,
    pub phase: Phase,
    pub supply: Resources,
    pub deck: DevCards,
    pub inventor: TileId,
    /// The town hall on each crossing.
    pub town_halls: Vec<Option<Seat>>,
    /// Built landmarks, per crossing.
    pub landmarks: Vec<bool>,
    /// The road owner on each path.
    pub roads: Vec<Option<Seat>>,
    /// Turns started since the founding (0 before the first).
    pub turn: u32,
    pub rolled: bool,
    pub dice: Option<[u8; 2]>,
    /// A development card was played this turn.
    pub card_played: bool,
    /// The Trade card was played this turn: 2:1 with the supply.
    pub trade_card: bool,
    /// Whose town hall stands on the victory field Longest Trade Road.
    pub longest_trade_road: Option<Seat>,
    /// Whose town hall stands on the victory field Largest Inventor.
    pub largest_inventor: Option<Seat>,
    pub offers: Vec<Offer>,
    pub next_offer: OfferId,
    pub draws: Draws,
    /// Events folded so far.
    pub version: u64,
}

impl Default for State {
    fn default() -> Self {
        State {
            players: Vec::new(),
            turn_order: Vec::new(),
            phase: Phase::Lobby,
            supply: Resources::ZERO,
            deck: DevCards::default(),
            inventor: TileId(0),
            town_halls: Vec::new(),
            landmarks: Vec::new(),
            roads: Vec::new(),
            turn: 0,
            rolled: false,
            dice: None,
            card_played: false,
            trade_card: false,
            longest_trade_road: None,
            largest_inventor: None,
            offers: Vec::new(),
            next_offer: 1,
            draws: Draws::default(),
            version: 0,
        }
    }
}

impl State {
    /// The map every game is played on.
    pub fn map(&self) -> &'static Map {
        map()
    }

    seat_accessors!(Player);

    /// The town hall on a crossing.
    pub fn town_hall(&self, node: NodeId) -> Option<Seat> {
        self.town_halls[node.index()]
    }

    /// Points needed to win: 12 with three players, 10 with four
    /// (baden-wuerttemberg.txt §End of the game).
    pub fn points_to_win(&self) -> u8 {
        if self.players.len() >= 4 {
            10
        } else {
            12
        }
    }

    /// Town halls of `seat` on the board's crossings.
    pub fn town_halls_of(&self, seat: Seat) -> u8 {
        self.town_halls.iter().filter(|t| **t == Some(seat)).count() as u8
    }

    /// Public victory points: every town hall placed, on a crossing or on a
    /// victory field (baden-wuerttemberg.txt §Building a town hall).
    pub fn public_points(&self, seat: Seat) -> u8 {
        self.town_halls_of(seat)
            + u8::from(self.longest_trade_road == Some(seat))
            + u8::from(self.largest_inventor == Some(seat))
    }

    /// All points, hidden achievements included (even one bought this turn).
    pub fn total_points(&self, seat: Seat) -> u8 {
        self.public_points(seat) + self.player(seat).dev_cards.achievement
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Seat> {
        match self.phase {
            Phase::Finished { winner } => Some(winner),
            _ => None,
        }
    }

    /// The rate at which `seat` trades with the supply now: 2 after the
    /// Trade card this turn, else 3 (baden-wuerttemberg.txt §Trading).
    pub fn supply_rate(&self) -> u8 {
        if self.trade_card {
            2
        } else {
            3
        }
    }

    /// The length of `seat`'s longest trade road, searched on demand: a
    /// trade road is broken only by other players' town halls
    /// (baden-wuerttemberg.txt §Longest Trade Road).
    pub fn road_length(&self, seat: Seat) -> u8 {
        longest_road(&self.map().board, &self.player(seat).roads, |n: NodeId| {
            self.town_hall(n).is_some_and(|owner| owner != seat)
        })
    }

    /// True when a road of `seat` may be extended through `node`
    /// (baden-wuerttemberg.txt §Building a road): a free crossing, an own
    /// town hall, or a built landmark.
    pub fn passable(&self, seat: Seat, node: NodeId) -> bool {
        match self.map().kind(node) {
            CrossingKind::Free => true,
            CrossingKind::Town => self.town_hall(node) == Some(seat),
            CrossingKind::Landmark => self.landmarks[node.index()],
        }
    }

    /// True when `seat` has a road ending at `node`.
    pub fn touches_own_road(&self, seat: Seat, node: NodeId) -> bool {
        self.map()
            .board
            .node(node)
            .edges
            .iter()
            .any(|e| self.roads[e.index()] == Some(seat))
    }

    /// True when `seat` may place a road on `edge` by the placement rules:
    /// the path is free and touches an own town hall, or an own road
    /// through a crossing it may pass.
    pub fn road_spot_ok(&self, seat: Seat, edge: EdgeId) -> bool {
        if self.roads[edge.index()].is_some() {
            return false;
        }
        let board = &self.map().board;
        board.edge(edge).nodes.iter().any(|&n| {
            self.town_hall(n) == Some(seat)
                || (self.passable(seat, n)
                    && board
                        .node(n)
                        .edges
                        .iter()
                        .any(|e| *e != edge && self.roads[e.index()] == Some(seat)))
        })
    }

    /// True when `seat` may found a town hall on `node` in its turn: an
    /// empty town field at the end of an own road (no distance rule).
    pub fn town_hall_spot_ok(&self, seat: Seat, node: NodeId) -> bool {
        self.map().kind(node) == CrossingKind::Town
            && self.town_hall(node).is_none()
            && self.touches_own_road(seat, node)
    }

    /// True when `seat` may build the landmark on `node`: an unbuilt
    /// landmark field at the end of an own road.
    pub fn landmark_spot_ok(&self, seat: Seat, node: NodeId) -> bool {
        self.map().kind(node) == CrossingKind::Landmark
            && !self.landmarks[node.index()]
            && self.touches_own_road(seat, node)
    }

    /// The seats `seat` may draw a card from with the inventor on `tile`:
    /// others with a town hall around it and a card in hand, in seat order.
    pub fn draw_candidates(&self, seat: Seat, tile: TileId) -> Vec<Seat> {
        let mut out: Vec<Seat> = Vec::new();
        for node in &self.map().board.tile(tile).nodes {
            if let Some(owner) = self.town_hall(*node) {
                if owner != seat && !out.contains(&owner) && self.player(owner).hand.total() > 0 {
                    out.push(owner);
                }
            }
        }
        out.sort_unstable();
        out
    }
}

/// The Baden-Württemberg table: one rate with the supply for every
/// resource, 3 or 2 after the Trade card.
impl Table for State {
    fn supply(&self) -> Resources {
        self.supply
    }

    fn supply_mut(&mut self) -> &mut Resources {
        &mut self.supply
    }

    fn supply_rates(&self, _seat: Seat) -> [u8; 5] {
        [self.supply_rate(); 5]
    }

    table_basics!(MoveInventor);
}

/// The Baden-Württemberg turn: the Trade card's rate ends with it
/// ([`super::evolve`]).
impl Turn for State {
    turn_basics!(MoveInventor, inventor, inventions);
}
