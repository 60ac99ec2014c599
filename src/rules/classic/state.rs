//! The folded state of a classic game, and the phase that names what it waits for.

use super::scenario::{Base, Scenario};
use crate::rules::common::cards::card_counts;
use crate::rules::common::seats::seat_accessors;
use crate::rules::common::standings::{Score, Source};
pub use crate::rules::common::table::Debt;
use crate::rules::common::table::{table_basics, Table};
pub use crate::rules::common::trade::{Answer, Offer, OfferId};
use crate::rules::common::turn::{turn_basics, Turn};
pub use crate::rules::common::turn::{DEVELOPMENT_CARD_COST, ROAD_COST};
use crate::rules::common::{Board, EdgeId, HarborKind, NodeId, Resource, Resources, TileId};
use crate::rules::{PhaseKind, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::{Arc, OnceLock};

/// Piece supply per player (base-catan.md §Components).
pub const ROADS: u8 = 15;
/// Settlements per player.
pub const SETTLEMENTS: u8 = 5;
/// Cities per player.
pub const CITIES: u8 = 4;
/// Cards of each resource in the bank at the start.
pub const BANK_PER_RESOURCE: u8 = 19;
/// Cards of each resource in the bank at the start of a 5-6 player game
/// (five-six-players.md §Components).
pub const LARGE_BANK_PER_RESOURCE: u8 = 24;

/// Cards of each resource in the bank at the start of a game of `players`.
pub const fn bank_per_resource(players: usize) -> u8 {
    if players >= 5 {
        LARGE_BANK_PER_RESOURCE
    } else {
        BANK_PER_RESOURCE
    }
}

/// Settlement cost.
pub const SETTLEMENT_COST: Resources = Resources::new(1, 1, 1, 1, 0);
/// City cost.
pub const CITY_COST: Resources = Resources::new(0, 0, 0, 2, 3);

/// Open trade offers one seat may have at once (a house rule: each offer
/// emails its addressees, so an unbounded number would flood them).
pub const MAX_OPEN_OFFERS: usize = 3;

/// A development card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DevCard {
    Knight,
    VictoryPoint,
    RoadBuilding,
    YearOfPlenty,
    Monopoly,
}

impl DevCard {
    /// Every kind, in deck-count order.
    pub const ALL: [DevCard; 5] = [
        DevCard::Knight,
        DevCard::VictoryPoint,
        DevCard::RoadBuilding,
        DevCard::YearOfPlenty,
        DevCard::Monopoly,
    ];

    /// Position in [`DevCard::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rules' own English, for logs and the API (people read the
    /// language's words).
    pub const fn name(self) -> &'static str {
        crate::rules::refused::CardKind::Classic(self).name()
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
    pub knight: u8,
    pub victory_point: u8,
    pub road_building: u8,
    pub year_of_plenty: u8,
    pub monopoly: u8,
}

card_counts!(DevCards, DevCard {
    Knight => knight,
    VictoryPoint => victory_point,
    RoadBuilding => road_building,
    YearOfPlenty => year_of_plenty,
    Monopoly => monopoly,
});

impl DevCards {
    /// The full deck: 14 Knight, 5 VP, 2 each of the rest (base-catan.md §Components).
    pub const DECK: DevCards = DevCards {
        knight: 14,
        victory_point: 5,
        road_building: 2,
        year_of_plenty: 2,
        monopoly: 2,
    };

    /// The 5-6 player deck of 34: 20 Knight, 5 VP, 3 each of the rest
    /// (five-six-players.md §Components).
    pub const LARGE_DECK: DevCards = DevCards {
        knight: 20,
        victory_point: 5,
        road_building: 3,
        year_of_plenty: 3,
        monopoly: 3,
    };

    /// The deck a game of `players` starts with.
    pub const fn deck_for(players: usize) -> DevCards {
        if players >= 5 {
            DevCards::LARGE_DECK
        } else {
            DevCards::DECK
        }
    }
}

/// Something a seat builds or buys in a Special Building Phase, planned
/// first and applied when the phase resolves ([`super::special`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Build {
    Road { edge: EdgeId },
    Settlement { node: NodeId },
    City { node: NodeId },
    DevelopmentCard,
}

impl Build {
    /// What it costs (base-catan.md §Costs).
    pub const fn cost(self) -> Resources {
        match self {
            Build::Road { .. } => ROAD_COST,
            Build::Settlement { .. } => SETTLEMENT_COST,
            Build::City { .. } => CITY_COST,
            Build::DevelopmentCard => DEVELOPMENT_CARD_COST,
        }
    }
}

/// A build a seat planned in the Special Building Phase, not applied yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    pub seat: Seat,
    pub build: Build,
}

/// A settlement or a city.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum BuildingKind {
    Settlement,
    City,
}

/// A building on an intersection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Building {
    pub seat: Seat,
    pub kind: BuildingKind,
}

/// Everything about one seat.
#[derive(Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Player {
    pub hand: Resources,
    /// Development cards held, including those bought this turn.
    pub dev_cards: DevCards,
    /// Development cards bought this turn (not playable yet).
    pub bought_this_turn: DevCards,
    pub knights_played: u8,
    pub roads_left: u8,
    pub settlements_left: u8,
    pub cities_left: u8,
    /// Own road segments, for the longest-road search.
    pub roads: Vec<EdgeId>,
    /// Length of this seat's longest road.
    pub road_length: u8,
}

impl Clone for Player {
    fn clone(&self) -> Self {
        let mut p = Player::default();
        p.clone_from(self);
        p
    }

    /// Copies into the existing road list, so that deciding, which evolves
    /// a scratch copy of the state, allocates nothing once warmed up.
    fn clone_from(&mut self, source: &Self) {
        let Player {
            hand,
            dev_cards,
            bought_this_turn,
            knights_played,
            roads_left,
            settlements_left,
            cities_left,
            roads,
            road_length,
        } = source;
        self.hand = *hand;
        self.dev_cards = *dev_cards;
        self.bought_this_turn = *bought_this_turn;
        self.knights_played = *knights_played;
        self.roads_left = *roads_left;
        self.settlements_left = *settlements_left;
        self.cities_left = *cities_left;
        self.roads.clone_from(roads);
        self.road_length = *road_length;
    }
}

/// What the game waits for, and from whom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Phase {
    /// No game yet.
    Lobby,
    /// Setup: `seat` places a settlement (round 1 or 2).
    PlaceSettlement { seat: Seat, round: u8 },
    /// Setup: `seat` places a road touching `settlement`.
    PlaceRoad {
        seat: Seat,
        round: u8,
        settlement: NodeId,
    },
    /// `seat` rolls (or plays a card first).
    Roll { seat: Seat },
    /// After a 7: these seats each discard, in any order.
    Discard { seat: Seat, pending: Vec<Debt> },
    /// `seat` moves the robber and steals.
    MoveRobber { seat: Seat },
    /// `seat` trades, builds, plays cards or ends the turn.
    Main { seat: Seat },
    /// `seat` places free roads from Road Building.
    RoadBuilding { seat: Seat, left: u8 },
    /// Five or six players: after `seat`'s turn and before `next` rolls,
    /// the seats in `asked` (clockwise from `next`) may each plan builds
    /// and then finish; the plans are applied in clockwise order once all
    /// have finished (five-six-players.md §Special Building Phase).
    SpecialBuilding {
        seat: Seat,
        next: Seat,
        asked: Vec<Seat>,
    },
    /// The game is over; `winner` is `None` when it ended with no winner
    /// (an Oil Springs island abandoned to its disasters).
    Finished { winner: Option<Seat> },
}

impl Phase {
    /// The seats whose action the game waits for.
    pub fn awaiting(&self) -> Vec<Seat> {
        match self {
            Phase::Lobby | Phase::Finished { .. } => Vec::new(),
            Phase::Discard { pending, .. } => pending.iter().map(|d| d.seat).collect(),
            Phase::SpecialBuilding { asked, .. } => asked.clone(),
            Phase::PlaceSettlement { seat, .. }
            | Phase::PlaceRoad { seat, .. }
            | Phase::Roll { seat }
            | Phase::MoveRobber { seat }
            | Phase::Main { seat }
            | Phase::RoadBuilding { seat, .. } => vec![*seat],
        }
    }

    /// The seat whose turn it is, if the game runs; nobody's between two
    /// turns, in the Special Building Phase.
    pub fn current(&self) -> Option<Seat> {
        match self {
            Phase::Lobby | Phase::Finished { .. } | Phase::SpecialBuilding { .. } => None,
            Phase::PlaceSettlement { seat, .. }
            | Phase::PlaceRoad { seat, .. }
            | Phase::Roll { seat }
            | Phase::Discard { seat, .. }
            | Phase::MoveRobber { seat }
            | Phase::Main { seat }
            | Phase::RoadBuilding { seat, .. } => Some(*seat),
        }
    }

    /// True during the setup rounds.
    pub fn is_setup(&self) -> bool {
        matches!(
            self,
            Phase::PlaceSettlement { .. } | Phase::PlaceRoad { .. }
        )
    }

    /// What the game is doing, for a refusal.
    pub fn kind(&self) -> PhaseKind {
        match self {
            Phase::Lobby => PhaseKind::Lobby,
            Phase::PlaceSettlement { .. } => PhaseKind::PlaceSettlement,
            Phase::PlaceRoad { .. } => PhaseKind::PlaceRoad,
            Phase::Roll { .. } => PhaseKind::Roll,
            Phase::Discard { .. } => PhaseKind::Discard,
            Phase::MoveRobber { .. } => PhaseKind::MoveRobber,
            Phase::Main { .. } => PhaseKind::Main,
            Phase::RoadBuilding { .. } => PhaseKind::RoadBuilding,
            Phase::SpecialBuilding { .. } => PhaseKind::SpecialBuilding,
            Phase::Finished { .. } => PhaseKind::Finished,
        }
    }
}

pub use crate::rules::common::Draws;

/// The state of a classic game played with scenario `X`: a fold over its
/// events. `State` alone is the base game.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "X: Serialize", deserialize = "X: Deserialize<'de>"))]
pub struct State<X = Base> {
    /// The scenario's own state.
    pub scenario: X,
    pub board: Arc<Board>,
    pub players: Vec<Player>,
    pub turn_order: Vec<Seat>,
    pub phase: Phase,
    pub bank: Resources,
    pub deck: DevCards,
    pub robber: TileId,
    /// The building on each intersection.
    pub buildings: Vec<Option<Building>>,
    /// The road owner on each path.
    pub roads: Vec<Option<Seat>>,
    /// Turns started since setup ended (0 during setup).
    pub turn: u32,
    pub rolled: bool,
    pub dice: Option<[u8; 2]>,
    /// A development card (other than VP) was played this turn.
    pub card_played: bool,
    pub longest_road: Option<Seat>,
    pub largest_army: Option<Seat>,
    pub offers: Vec<Offer>,
    pub next_offer: OfferId,
    /// Builds planned in the Special Building Phase, in the order planned.
    pub plans: Vec<Plan>,
    pub draws: Draws,
    /// Events folded so far.
    pub version: u64,
}

impl<X: Scenario> Default for State<X> {
    fn default() -> Self {
        // One shared empty board: folding from scratch allocates none.
        static EMPTY: OnceLock<Arc<Board>> = OnceLock::new();
        let board = EMPTY
            .get_or_init(|| Arc::new(Board::new(Vec::new(), Vec::new(), Vec::new(), Vec::new())));
        State {
            scenario: X::default(),
            board: Arc::clone(board),
            players: Vec::new(),
            turn_order: Vec::new(),
            phase: Phase::Lobby,
            bank: Resources::ZERO,
            deck: DevCards::default(),
            robber: TileId(0),
            buildings: Vec::new(),
            roads: Vec::new(),
            turn: 0,
            rolled: false,
            dice: None,
            card_played: false,
            longest_road: None,
            largest_army: None,
            offers: Vec::new(),
            next_offer: 1,
            plans: Vec::new(),
            draws: Draws::default(),
            version: 0,
        }
    }
}

impl<X: Scenario> Clone for State<X> {
    fn clone(&self) -> Self {
        let mut s = State::default();
        s.clone_from(self);
        s
    }

    /// Copies into the existing vectors (see [`Player::clone_from`]).
    fn clone_from(&mut self, source: &Self) {
        let State {
            scenario,
            board,
            players,
            turn_order,
            phase,
            bank,
            deck,
            robber,
            buildings,
            roads,
            turn,
            rolled,
            dice,
            card_played,
            longest_road,
            largest_army,
            offers,
            next_offer,
            plans,
            draws,
            version,
        } = source;
        self.scenario.clone_from(scenario);
        if !Arc::ptr_eq(&self.board, board) {
            self.board = Arc::clone(board);
        }
        self.players.clone_from(players);
        self.turn_order.clone_from(turn_order);
        self.phase.clone_from(phase);
        self.bank = *bank;
        self.deck = *deck;
        self.robber = *robber;
        self.buildings.clone_from(buildings);
        self.roads.clone_from(roads);
        self.turn = *turn;
        self.rolled = *rolled;
        self.dice = *dice;
        self.card_played = *card_played;
        self.longest_road = *longest_road;
        self.largest_army = *largest_army;
        self.offers.clone_from(offers);
        self.next_offer = *next_offer;
        self.plans.clone_from(plans);
        self.draws = *draws;
        self.version = *version;
    }
}

impl<X: Scenario> State<X> {
    seat_accessors!(Player);

    /// The building on an intersection.
    pub fn building(&self, node: NodeId) -> Option<Building> {
        self.buildings[node.index()]
    }

    /// Public victory points: buildings, the two special cards and the
    /// scenario's bonus points.
    pub fn public_points(&self, seat: Seat) -> u8 {
        let mut vp = 0u8;
        for b in self.buildings.iter().flatten() {
            if b.seat == seat {
                vp += match b.kind {
                    BuildingKind::Settlement => 1,
                    BuildingKind::City => 2,
                };
            }
        }
        if self.longest_road == Some(seat) {
            vp += 2;
        }
        if self.largest_army == Some(seat) {
            vp += 2;
        }
        vp + X::bonus_points(self, seat)
    }

    /// All victory points, hidden VP cards included (base-catan.md §Victory).
    pub fn total_points(&self, seat: Seat) -> u8 {
        self.public_points(seat) + self.player(seat).dev_cards.victory_point
    }

    /// `seat`'s points by source, hidden VP cards included: what
    /// [`State::total_points`] counts, for the final standings
    /// (base-catan.md §Victory).
    pub fn scores(&self, seat: Seat) -> Vec<Score> {
        let count = |kind: BuildingKind| {
            self.buildings
                .iter()
                .flatten()
                .filter(|b| b.seat == seat && b.kind == kind)
                .count() as u8
        };
        [
            Score::of(Source::Settlements, count(BuildingKind::Settlement), 1),
            Score::of(Source::Cities, count(BuildingKind::City), 2),
            Score::title(Source::LongestRoad, self.longest_road == Some(seat), 2),
            Score::title(Source::LargestArmy, self.largest_army == Some(seat), 2),
        ]
        .into_iter()
        .flatten()
        .chain(X::scores(self, seat))
        .chain(Score::of(
            Source::VictoryPointCards,
            self.player(seat).dev_cards.victory_point,
            1,
        ))
        .collect()
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Seat> {
        match self.phase {
            Phase::Finished { winner } => winner,
            _ => None,
        }
    }

    /// The best maritime rate `seat` has for `resource` (4, 3 or 2).
    pub fn maritime_rate(&self, seat: Seat, resource: Resource) -> u8 {
        self.maritime_rates(seat)[resource.index()]
    }

    /// The best maritime rate `seat` has for each resource, in
    /// [`Resource::ALL`] order: 4, or 3 at a generic harbor, or 2 at the
    /// resource's own harbor (base-catan.md §Maritime trade).
    pub fn maritime_rates(&self, seat: Seat) -> [u8; 5] {
        let mut rates = [4; 5];
        for h in &self.board.harbors {
            let owns = h
                .nodes
                .iter()
                .any(|n| self.building(*n).is_some_and(|b| b.seat == seat));
            if owns {
                match h.kind {
                    HarborKind::Special(r) => rates[r.index()] = 2,
                    HarborKind::Generic => {
                        for rate in &mut rates {
                            *rate = (*rate).min(3);
                        }
                    }
                }
            }
        }
        rates
    }
}

/// The classic table: the bank is the supply, its rates are the harbors'.
impl<X: Scenario> Table for State<X> {
    const OPEN_OFFER_LIMIT: Option<usize> = Some(MAX_OPEN_OFFERS);

    fn supply(&self) -> Resources {
        self.bank
    }

    fn supply_mut(&mut self) -> &mut Resources {
        &mut self.bank
    }

    fn supply_rates(&self, seat: Seat) -> [u8; 5] {
        self.maritime_rates(seat)
    }

    table_basics!(MoveRobber);
}

impl<X: Scenario> Turn for State<X> {
    turn_basics!(MoveRobber, robber, knights_played);
}
