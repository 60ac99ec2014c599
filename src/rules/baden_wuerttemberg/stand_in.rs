//! The Baden-Württemberg stand-in player (issue #14). It plays a seat from
//! that seat's view and legal commands only
//! ([`Rules::stand_in`](crate::rules::Rules::stand_in)): it founds on the
//! richest town fields; rolls (playing an invention first when the inventor
//! stands on its own field); discards keeping what builds; moves the
//! inventor onto the leader's best field and draws from the leader;
//! declines every trade offer; builds town halls, then roads toward free
//! town fields and the landmarks that open the way; trades with the supply
//! toward a build; and ends its turn. Where it chooses nothing it takes the
//! first listed command, which moves the game on.

use super::command::Command;
use super::map::CrossingKind;
use super::state::{Phase, DEVELOPMENT_CARD_COST, LANDMARK_COST, ROAD_COST, TOWN_HALL_COST};
use super::view::{PublicPlayer, View};
use crate::rules::common::stand_in::{
    best_block, best_by, find, keep_what_builds, pips, sight_basics, spend_last, two_most_missing,
    Roads, Sight,
};
use crate::rules::common::table::TableCommand;
use crate::rules::common::turn::TurnCommand;
use crate::rules::common::{Board, EdgeId, NodeId, Resources, TileId};
use crate::rules::{Seat, Viewer};

/// How far (in paths) a road looks for a free town field.
const ROAD_REACH: u8 = 4;

/// The stand-in's command among `legal` for the seat whose `view` this is;
/// `None` when nothing is legal.
pub fn choose(view: &View, legal: &[Command]) -> Option<Command> {
    let first = legal.first()?;
    Some(
        Seen::new(view)
            .and_then(|seen| seen.choice(legal))
            .unwrap_or_else(|| first.clone()),
    )
}

/// What the stand-in saves for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Goal {
    TownHall,
    Road,
    Landmark,
    DevelopmentCard,
}

impl Goal {
    const fn cost(self) -> Resources {
        match self {
            Goal::TownHall => TOWN_HALL_COST,
            Goal::Road => ROAD_COST,
            Goal::Landmark => LANDMARK_COST,
            Goal::DevelopmentCard => DEVELOPMENT_CARD_COST,
        }
    }
}

/// A seat's view read for the stand-in.
struct Seen<'a> {
    view: &'a View,
    me: Seat,
    hand: Resources,
    town_halls: Vec<Option<Seat>>,
    landmarks: Vec<bool>,
    roads: Roads<'a>,
}

impl<'a> Seen<'a> {
    fn new(view: &'a View) -> Option<Self> {
        let Viewer::Seat(me) = view.viewer else {
            return None;
        };
        let hand = view.private.iter().find(|p| p.seat == me)?.hand;
        let board = &view.map.board;
        let mut town_halls = vec![None; board.nodes.len()];
        for t in &view.town_halls {
            if let Some(slot) = town_halls.get_mut(t.node.index()) {
                *slot = Some(t.seat);
            }
        }
        let mut landmarks = vec![false; board.nodes.len()];
        for n in &view.landmarks {
            if let Some(slot) = landmarks.get_mut(n.index()) {
                *slot = true;
            }
        }
        let roads = Roads::new(board, me, view.roads.iter().map(|r| (r.edge, r.seat)));
        Some(Seen {
            view,
            me,
            hand,
            town_halls,
            landmarks,
            roads,
        })
    }

    fn board(&self) -> &Board {
        &self.view.map.board
    }

    fn public(&self) -> Option<&PublicPlayer> {
        self.view.players.iter().find(|p| p.seat == self.me)
    }

    /// What a town hall on `node` earns: the pips of its fields.
    fn spot_value(&self, node: NodeId) -> u32 {
        let board = self.board();
        board
            .node(node)
            .tiles
            .iter()
            .map(|t| 3 * pips(board.tile(*t).number) + 1)
            .sum()
    }

    fn kind(&self, node: NodeId) -> CrossingKind {
        self.view.map.kind(node)
    }

    /// An empty town field.
    fn free_town(&self, node: NodeId) -> bool {
        self.kind(node) == CrossingKind::Town && self.town_halls[node.index()].is_none()
    }

    /// An unbuilt landmark field.
    fn unbuilt_landmark(&self, node: NodeId) -> bool {
        self.kind(node) == CrossingKind::Landmark && !self.landmarks[node.index()]
    }

    /// True when own roads may pass `node` (baden-wuerttemberg.txt
    /// §Building a road).
    fn passable(&self, node: NodeId) -> bool {
        match self.kind(node) {
            CrossingKind::Free => true,
            CrossingKind::Town => self.town_halls[node.index()] == Some(self.me),
            CrossingKind::Landmark => self.landmarks[node.index()],
        }
    }

    fn touches_my_road(&self, node: NodeId) -> bool {
        self.roads.touch_mine(node)
    }

    fn in_network(&self, node: NodeId) -> bool {
        self.town_halls[node.index()] == Some(self.me)
            || (self.touches_my_road(node) && self.passable(node))
    }

    /// What a road on `edge` is worth: the best free town field it brings
    /// within reach, nearer ones worth more, an unbuilt landmark a little;
    /// `None` when it reaches neither or does not extend the network.
    fn road_value(&self, edge: EdgeId) -> Option<u32> {
        let end = self.roads.new_end(edge, |n| self.in_network(n))?;
        let mut best = None;
        self.roads.walk(
            end,
            ROAD_REACH,
            |n| self.passable(n),
            |n, d| {
                if self.free_town(n) && (n == end || !self.touches_my_road(n)) {
                    best = best.max(Some(self.spot_value(n) * 4 / (u32::from(d) + 1)));
                } else if d == 0 && self.unbuilt_landmark(n) {
                    best = best.max(Some(1));
                }
            },
        );
        best
    }

    fn useful_road_exists(&self) -> bool {
        self.roads.any_free(|e| self.road_value(e).is_some())
    }

    fn nodes_at_my_roads(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.board()
            .nodes
            .iter()
            .map(|n| n.id)
            .filter(|n| self.touches_my_road(*n))
    }

    /// A town hall where a free town field is reached, else a road toward
    /// one, else a landmark that opens the way, else a development card.
    fn goal(&self) -> Goal {
        let Some(p) = self.public() else {
            return Goal::DevelopmentCard;
        };
        if p.town_halls_left > 0 && self.nodes_at_my_roads().any(|n| self.free_town(n)) {
            Goal::TownHall
        } else if p.roads_left > 0 && p.town_halls_left > 0 && self.useful_road_exists() {
            Goal::Road
        } else if self.nodes_at_my_roads().any(|n| self.unbuilt_landmark(n)) {
            Goal::Landmark
        } else {
            Goal::DevelopmentCard
        }
    }

    fn choice(&self, legal: &[Command]) -> Option<Command> {
        match &self.view.phase {
            Phase::Found { .. } => best_by(legal, |c| match c {
                Command::BuildTownHall { node } => Some(self.spot_value(*node)),
                _ => None,
            }),
            Phase::Roll { seat } if *seat == self.me => self
                .invention_on_inventor(legal)
                .or_else(|| find(legal, &Command::RollDice)),
            Phase::Discard { pending, .. } => {
                let debt = pending.iter().find(|d| d.seat == self.me)?;
                Some(Command::Table(TableCommand::Discard {
                    cards: keep_what_builds(self.hand, debt.count, self.goal().cost()),
                }))
            }
            Phase::MoveInventor { seat } if *seat == self.me => best_block(self, legal),
            Phase::Main { seat } if *seat == self.me => self.main(legal),
            Phase::Main { .. } => legal
                .iter()
                .find(|c| matches!(c, Command::Table(TableCommand::RejectOffer { .. })))
                .cloned(),
            Phase::RoadBuilding { seat, .. } if *seat == self.me => self.best_road(legal),
            _ => None,
        }
    }

    fn invention_on_inventor(&self, legal: &[Command]) -> Option<Command> {
        if self.on_mine(self.view.inventor) {
            find(legal, &Command::PlayInvention)
        } else {
            None
        }
    }

    fn best_road(&self, legal: &[Command]) -> Option<Command> {
        self.useful_road(legal).or_else(|| {
            legal
                .iter()
                .find(|c| matches!(c, Command::BuildRoad { .. }))
                .cloned()
        })
    }

    /// The best town hall, a road toward a town field, a landmark in the
    /// way, cards and supply trades toward the goal, spare cards on roads
    /// and development cards, then the end of the turn.
    fn main(&self, legal: &[Command]) -> Option<Command> {
        let town_hall = best_by(legal, |c| match c {
            Command::BuildTownHall { node } => Some(self.spot_value(*node)),
            _ => None,
        });
        if town_hall.is_some() {
            return town_hall;
        }
        let goal = self.goal();
        let need = goal.cost();
        match goal {
            Goal::Road => {
                if let Some(c) = self
                    .useful_road(legal)
                    .or_else(|| find(legal, &Command::PlayRoadBuilding))
                {
                    return Some(c);
                }
            }
            Goal::Landmark => {
                if let Some(c) = legal
                    .iter()
                    .find(|c| matches!(c, Command::BuildLandmark { .. }))
                {
                    return Some(c.clone());
                }
            }
            Goal::TownHall | Goal::DevelopmentCard => {}
        }
        if let Some(resources) = two_most_missing(self.hand, need) {
            if let Some(c) = find(legal, &Command::PlaySuccessfulInvention { resources }) {
                return Some(c);
            }
        }
        spend_last(self, legal, need, goal == Goal::DevelopmentCard)
    }
}

impl Sight<Command> for Seen<'_> {
    sight_basics!();

    fn supply(&self) -> (Resources, [u8; 5]) {
        (self.view.supply, [self.view.supply_rate; 5])
    }

    fn block(&self, command: &Command) -> Option<(TileId, Option<Seat>)> {
        match command {
            Command::MoveInventor { tile, victim } if self.board().has_tile(*tile) => {
                Some((*tile, *victim))
            }
            _ => None,
        }
    }

    /// A field of the map with an own town hall.
    fn on_mine(&self, tile: TileId) -> bool {
        self.board().has_tile(tile)
            && self
                .board()
                .tile(tile)
                .nodes
                .iter()
                .any(|n| self.town_halls[n.index()] == Some(self.me))
    }

    /// Town halls of `seat` around `tile`, times its pips.
    fn earning(&self, seat: Seat, tile: TileId) -> u32 {
        let tile = self.board().tile(tile);
        let halls = tile
            .nodes
            .iter()
            .filter(|n| self.town_halls[n.index()] == Some(seat))
            .count() as u32;
        halls * pips(tile.number)
    }

    fn useful_road(&self, legal: &[Command]) -> Option<Command> {
        best_by(legal, |c| match c {
            Command::BuildRoad { edge } => self.road_value(*edge),
            _ => None,
        })
    }
}

impl TurnCommand for Command {
    fn buy_card() -> Self {
        Command::BuyDevelopmentCard
    }

    fn end_turn() -> Self {
        Command::EndTurn
    }
}
