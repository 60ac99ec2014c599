//! The classic stand-in player (issue #14), for the base game and every
//! scenario layered on it. It plays a seat from that seat's view and legal
//! commands only ([`Rules::stand_in`](crate::rules::Rules::stand_in)): it
//! rolls; discards keeping what builds best; moves the robber off its own
//! hexes onto the leader's best hex and steals from the leader; declines an
//! offer unless it gets it a build; builds cities and settlements on many
//! pips and roads toward such spots; trades with the bank toward a build;
//! plays a Knight when the robber sits on its hex; and ends its turn.
//!
//! A scenario has its say first ([`Scenario::stand_in`]). Where nothing of
//! classic's is chosen (only scenario commands are legal: a gift to answer,
//! a discard that must include oil) it takes the first listed command,
//! which moves the game on. It never makes a free-form offer.

use super::command::Command;
use super::scenario::Scenario;
use super::state::{
    BuildingKind, Phase, CITY_COST, DEVELOPMENT_CARD_COST, ROAD_COST, SETTLEMENT_COST,
};
use super::view::{PublicPlayer, View};
use crate::rules::common::stand_in::{
    best_block, best_by, find, keep_what_builds, pips, sight_basics, spend_last, two_most_missing,
    Roads, Sight,
};
use crate::rules::common::table::TableCommand;
use crate::rules::common::turn::TurnCommand;
use crate::rules::common::{Board, EdgeId, HarborKind, NodeId, Resource, Resources, TileId};
use crate::rules::{Seat, Viewer};

/// How far (in paths) a road looks for a free settlement spot.
const ROAD_REACH: u8 = 3;

/// The stand-in's command among `legal` for the seat whose `view` this is;
/// `None` when nothing is legal.
pub fn choose<X: Scenario>(
    view: &View<X::View>,
    legal: &[Command<X::Command>],
) -> Option<Command<X::Command>> {
    let first = legal.first()?;
    let Some(seen) = Seen::new(view) else {
        return Some(first.clone());
    };
    if let Some(chosen) = X::stand_in(&seen, legal) {
        return Some(chosen);
    }
    Some(seen.classic_choice(legal).unwrap_or_else(|| first.clone()))
}

/// What the stand-in saves for: the build it aims at next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    Settlement,
    City,
    Road,
    DevelopmentCard,
}

impl Goal {
    /// What the build costs (base-catan.md §Costs).
    pub const fn cost(self) -> Resources {
        match self {
            Goal::Settlement => SETTLEMENT_COST,
            Goal::City => CITY_COST,
            Goal::Road => ROAD_COST,
            Goal::DevelopmentCard => DEVELOPMENT_CARD_COST,
        }
    }
}

/// A seat's view read for the stand-in: the seat, its hand, and the pieces
/// by intersection and path. Built from the view alone.
#[derive(Debug)]
pub struct Seen<'a, V> {
    pub view: &'a View<V>,
    pub me: Seat,
    pub hand: Resources,
    buildings: Vec<Option<(Seat, BuildingKind)>>,
    roads: Roads<'a>,
}

impl<'a, V> Seen<'a, V> {
    /// Reads `view`; `None` unless it is a seat's own view.
    pub fn new(view: &'a View<V>) -> Option<Self> {
        let Viewer::Seat(me) = view.viewer else {
            return None;
        };
        let hand = view.private.iter().find(|p| p.seat == me)?.hand;
        let mut buildings = vec![None; view.board.nodes.len()];
        for b in &view.buildings {
            if let Some(slot) = buildings.get_mut(b.node.index()) {
                *slot = Some((b.seat, b.kind));
            }
        }
        let roads = Roads::new(&view.board, me, view.roads.iter().map(|r| (r.edge, r.seat)));
        Some(Seen {
            view,
            me,
            hand,
            buildings,
            roads,
        })
    }

    fn board(&self) -> &Board {
        &self.view.board
    }

    /// The seat's public counts (pieces left, points).
    pub fn public(&self, seat: Seat) -> Option<&PublicPlayer> {
        self.view.players.iter().find(|p| p.seat == seat)
    }

    fn owner(&self, node: NodeId) -> Option<Seat> {
        self.buildings[node.index()].map(|(seat, _)| seat)
    }

    fn mine(&self, node: NodeId) -> bool {
        self.owner(node) == Some(self.me)
    }

    fn others(&self, node: NodeId) -> bool {
        self.owner(node).is_some_and(|s| s != self.me)
    }

    /// What a building on `node` could earn: the pips of its hexes, and a
    /// little more for each different resource.
    pub fn spot_value(&self, node: NodeId) -> u32 {
        let board = self.board();
        let mut kinds: Vec<Resource> = Vec::with_capacity(3);
        let mut value = 0;
        for t in &board.node(node).tiles {
            let tile = board.tile(*t);
            value += 3 * pips(tile.number);
            if let Some(r) = tile.terrain.resource() {
                if tile.number.is_some() && !kinds.contains(&r) {
                    kinds.push(r);
                }
            }
        }
        value + kinds.len() as u32
    }

    /// True when a settlement could stand on `node` by the distance rule.
    fn free_spot(&self, node: NodeId) -> bool {
        self.owner(node).is_none()
            && self
                .board()
                .node(node)
                .neighbours
                .iter()
                .all(|n| self.owner(*n).is_none())
    }

    fn touches_my_road(&self, node: NodeId) -> bool {
        self.roads.touch_mine(node)
    }

    /// Where a settlement may be built now: free spots at an own road.
    pub fn settlement_spots(&self) -> Vec<NodeId> {
        self.board()
            .nodes
            .iter()
            .map(|n| n.id)
            .filter(|n| self.touches_my_road(*n) && self.free_spot(*n))
            .collect()
    }

    fn has_settlement(&self) -> bool {
        self.buildings
            .iter()
            .flatten()
            .any(|(seat, kind)| *seat == self.me && *kind == BuildingKind::Settlement)
    }

    /// True when the robber sits on a producing hex with an own building.
    pub fn robber_on_my_hex(&self) -> bool {
        let robber = self.view.robber;
        Sight::<Command>::on_mine(self, robber) && self.board().tile(robber).number.is_some()
    }

    /// True when own roads may start from `node`: an own building, or an
    /// own road's end no other building blocks.
    fn in_network(&self, node: NodeId) -> bool {
        self.mine(node) || (self.touches_my_road(node) && self.owner(node).is_none())
    }

    /// What a road on `edge` is worth: the best free spot it brings within
    /// reach, nearer spots worth more; `None` when it reaches none (or
    /// does not extend the network).
    pub fn road_value(&self, edge: EdgeId) -> Option<u32> {
        let end = self.roads.new_end(edge, |n| self.in_network(n))?;
        if self.others(end) {
            return None;
        }
        let mut best = None;
        let passable = |n| !self.others(n);
        self.roads.walk(end, ROAD_REACH, passable, |n, d| {
            if self.free_spot(n) && (n == end || !self.touches_my_road(n)) {
                let value = self.spot_value(n) * 4 / (u32::from(d) + 1);
                best = best.max(Some(value));
            }
        });
        best
    }

    /// True when some free path extends the network toward a free spot.
    fn useful_road_exists(&self) -> bool {
        self.roads.any_free(|e| self.road_value(e).is_some())
    }

    /// The bank rates of the seat (base-catan.md §Maritime trade): 4, 3 at
    /// a generic harbor, 2 at the resource's own.
    pub fn rates(&self) -> [u8; 5] {
        let mut rates = [4; 5];
        for h in &self.board().harbors {
            if h.nodes.iter().any(|n| self.mine(*n)) {
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

    /// The build to save for: a settlement where a spot is reached, else a
    /// city, else a road toward a spot, else a development card.
    pub fn goal(&self) -> Goal {
        let Some(p) = self.public(self.me) else {
            return Goal::DevelopmentCard;
        };
        if p.settlements_left > 0 && !self.settlement_spots().is_empty() {
            Goal::Settlement
        } else if p.cities_left > 0 && self.has_settlement() {
            Goal::City
        } else if p.roads_left > 0 && p.settlements_left > 0 && self.useful_road_exists() {
            Goal::Road
        } else {
            Goal::DevelopmentCard
        }
    }

    /// True when `hand` pays for a city, a settlement on a reached spot or
    /// a road toward a spot.
    pub fn can_build_with(&self, hand: Resources) -> bool {
        let Some(p) = self.public(self.me) else {
            return false;
        };
        (p.cities_left > 0 && self.has_settlement() && hand.contains(&CITY_COST))
            || (p.settlements_left > 0
                && hand.contains(&SETTLEMENT_COST)
                && !self.settlement_spots().is_empty())
            || (p.roads_left > 0
                && p.settlements_left > 0
                && hand.contains(&ROAD_COST)
                && self.useful_road_exists())
    }

    /// The classic choice, or `None` to leave it to the first listed.
    fn classic_choice<C: Clone + PartialEq>(&self, legal: &[Command<C>]) -> Option<Command<C>> {
        match &self.view.phase {
            Phase::PlaceSettlement { .. } => best_by(legal, |c| match c {
                Command::BuildSettlement { node } => Some(self.spot_value(*node)),
                _ => None,
            }),
            Phase::PlaceRoad { .. } | Phase::RoadBuilding { .. } => self.best_road(legal),
            Phase::Roll { seat } if *seat == self.me => self
                .knight_on_robber(legal)
                .or_else(|| find(legal, &Command::RollDice)),
            Phase::Discard { pending, .. } => {
                let debt = pending.iter().find(|d| d.seat == self.me)?;
                // A discard of cards alone must be possible (an Oil Springs
                // seat may have to give up oil).
                legal
                    .iter()
                    .any(|c| matches!(c, Command::Table(TableCommand::Discard { .. })))
                    .then(|| {
                        Command::Table(TableCommand::Discard {
                            cards: keep_what_builds(self.hand, debt.count, self.goal().cost()),
                        })
                    })
            }
            Phase::MoveRobber { seat } if *seat == self.me => best_block(self, legal),
            Phase::Main { seat } if *seat == self.me => self.main(legal),
            Phase::Main { .. } => self.answer_offers(legal),
            // It passes: its plans, if any, are built as they stand.
            Phase::SpecialBuilding { .. } => find(legal, &Command::EndSpecialBuilding),
            _ => None,
        }
    }

    fn knight_on_robber<C: Clone + PartialEq>(&self, legal: &[Command<C>]) -> Option<Command<C>> {
        if self.robber_on_my_hex() {
            find(legal, &Command::PlayKnight)
        } else {
            None
        }
    }

    /// The listed road worth most, or the first listed road.
    fn best_road<C: Clone>(&self, legal: &[Command<C>]) -> Option<Command<C>> {
        self.useful_road(legal).or_else(|| {
            legal
                .iter()
                .find(|c| matches!(c, Command::BuildRoad { .. }))
                .cloned()
        })
    }

    /// Accept an offer only when it turns a hand that builds nothing into
    /// one that builds; decline the rest.
    fn answer_offers<C: Clone + PartialEq>(&self, legal: &[Command<C>]) -> Option<Command<C>> {
        let builds_now = self.can_build_with(self.hand);
        for c in legal {
            let Command::Table(TableCommand::AcceptOffer { offer }) = c else {
                continue;
            };
            let Some(o) = self.view.offers.iter().find(|o| o.id == *offer) else {
                continue;
            };
            if let Some(after) = self.hand.checked_sub(&o.want) {
                if !builds_now && self.can_build_with(after + o.give) {
                    return Some(c.clone());
                }
            }
        }
        legal
            .iter()
            .find(|c| matches!(c, Command::Table(TableCommand::RejectOffer { .. })))
            .cloned()
    }

    /// The main part of the turn: a Knight against the robber, the best
    /// city or settlement, a road toward a spot, cards and bank trades
    /// toward the goal, spare cards on roads and development cards, then
    /// the end of the turn.
    fn main<C: Clone + PartialEq>(&self, legal: &[Command<C>]) -> Option<Command<C>> {
        if let Some(c) = self.knight_on_robber(legal) {
            return Some(c);
        }
        let best_building = best_by(legal, |c| match c {
            Command::BuildCity { node } => Some((1 << 16) + self.spot_value(*node)),
            Command::BuildSettlement { node } => Some(self.spot_value(*node)),
            _ => None,
        });
        if best_building.is_some() {
            return best_building;
        }
        let goal = self.goal();
        let need = goal.cost();
        if goal == Goal::Road {
            if let Some(c) = self.useful_road(legal) {
                return Some(c);
            }
            if let Some(c) = find(legal, &Command::PlayRoadBuilding) {
                return Some(c);
            }
        }
        if let Some(resources) = two_most_missing(self.hand, need) {
            if let Some(c) = find(legal, &Command::PlayYearOfPlenty { resources }) {
                return Some(c);
            }
            if let Some(c) = find(
                legal,
                &Command::PlayMonopoly {
                    resource: resources[0],
                },
            ) {
                return Some(c);
            }
        }
        spend_last(self, legal, need, goal == Goal::DevelopmentCard)
    }
}

impl<V, C: Clone> Sight<Command<C>> for Seen<'_, V> {
    sight_basics!();

    fn supply(&self) -> (Resources, [u8; 5]) {
        (self.view.bank, self.rates())
    }

    fn block(&self, command: &Command<C>) -> Option<(TileId, Option<Seat>)> {
        match command {
            Command::MoveRobber { tile, victim } if self.board().has_tile(*tile) => {
                Some((*tile, *victim))
            }
            _ => None,
        }
    }

    /// True when `tile` is a hex of the board with an own building on it.
    fn on_mine(&self, tile: TileId) -> bool {
        self.board().has_tile(tile) && self.board().tile(tile).nodes.iter().any(|n| self.mine(*n))
    }

    /// How much `seat` earns from `tile`: its pips for each settlement, twice
    /// for each city.
    fn earning(&self, seat: Seat, tile: TileId) -> u32 {
        let tile = self.board().tile(tile);
        let per_roll = pips(tile.number);
        tile.nodes
            .iter()
            .filter_map(|n| self.buildings[n.index()])
            .filter(|(s, _)| *s == seat)
            .map(|(_, kind)| match kind {
                BuildingKind::Settlement => per_roll,
                BuildingKind::City => 2 * per_roll,
            })
            .sum()
    }

    /// The listed road worth most, among those that reach a free spot.
    fn useful_road(&self, legal: &[Command<C>]) -> Option<Command<C>> {
        best_by(legal, |c| match c {
            Command::BuildRoad { edge } => self.road_value(*edge),
            _ => None,
        })
    }
}

impl<C> TurnCommand for Command<C> {
    fn buy_card() -> Self {
        Command::BuyDevelopmentCard
    }

    fn end_turn() -> Self {
        Command::EndTurn
    }
}
