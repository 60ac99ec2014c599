//! The commands a seat may send now, fully formed: they drive the pages'
//! clickable spots, the simulator and the property tests.

use super::command::Command;
use super::decide::{
    check_can_play, distance_ok, road_spot_ok, steal_candidates, touches_own_road,
};
use super::scenario::Scenario;
use super::special;
use super::state::{
    BuildingKind, DevCard, Phase, State, CITY_COST, DEVELOPMENT_CARD_COST, ROAD_COST,
    SETTLEMENT_COST,
};
use crate::rules::common::table;
use crate::rules::common::{EdgeId, NodeId, Resource, TileId};
use crate::rules::Seat;

pub use crate::rules::common::table::{discard_choices, MAX_DISCARD_CHOICES};

/// Every command `seat` may send now, except free-form trade offers and
/// counter-offers. Each one listed is accepted by `decide`.
pub fn legal_commands<X: Scenario>(state: &State<X>, seat: Seat) -> Vec<Command<X::Command>> {
    let mut out = Vec::with_capacity(32);
    legal_commands_into(state, seat, &mut out);
    out
}

/// [`legal_commands`] written into `out`, which is cleared first: a caller
/// asking again and again (the simulator) reuses one buffer. The scenario
/// adjusts the list last.
pub fn legal_commands_into<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    out: &mut Vec<Command<X::Command>>,
) {
    out.clear();
    if !state.has_seat(seat) {
        return;
    }
    classic_commands(state, seat, out);
    X::legal(state, seat, out);
}

fn classic_commands<X: Scenario>(state: &State<X>, seat: Seat, out: &mut Vec<Command<X::Command>>) {
    match &state.phase {
        Phase::Lobby | Phase::Finished { .. } => {}
        Phase::PlaceSettlement { seat: s, .. } if *s == seat => {
            for n in &state.board.nodes {
                if distance_ok(state, n.id) {
                    out.push(Command::BuildSettlement { node: n.id });
                }
            }
        }
        Phase::PlaceRoad {
            seat: s,
            settlement,
            ..
        } if *s == seat => {
            for e in &state.board.node(*settlement).edges {
                if state.roads[e.index()].is_none() {
                    out.push(Command::BuildRoad { edge: *e });
                }
            }
        }
        Phase::Roll { seat: s } if *s == seat => {
            out.push(Command::RollDice);
            card_plays(state, seat, out);
        }
        Phase::Discard { .. } => table::discard_moves(state, seat, |c| out.push(c.into())),
        Phase::MoveRobber { seat: s } if *s == seat => {
            for t in &state.board.tiles {
                if t.id == state.robber {
                    continue;
                }
                robber_moves(state, seat, t.id, out);
            }
        }
        Phase::Main { seat: s } if *s == seat => main_commands(state, seat, out),
        Phase::Main { .. } => offer_answers(state, seat, out),
        Phase::RoadBuilding { seat: s, .. } if *s == seat => {
            road_spots(state, seat, |edge| out.push(Command::BuildRoad { edge }));
        }
        Phase::SpecialBuilding { .. } => special::legal(state, seat, out),
        _ => {}
    }
}

/// The robber moves to `tile`: one per seat that may be robbed there (as
/// [`steal_candidates`] lists them, in seat order), or one without a victim.
fn robber_moves<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    tile: TileId,
    out: &mut Vec<Command<X::Command>>,
) {
    let before = out.len();
    let nodes = &state.board.tile(tile).nodes;
    for (i, p) in state.players.iter().enumerate() {
        let victim = Seat(i as u8);
        if victim == seat || p.hand.total() == 0 {
            continue;
        }
        if nodes
            .iter()
            .any(|n| state.building(*n).is_some_and(|b| b.seat == victim))
        {
            out.push(Command::MoveRobber {
                tile,
                victim: Some(victim),
            });
        }
    }
    if out.len() == before {
        out.push(Command::MoveRobber { tile, victim: None });
    }
    debug_assert_eq!(
        out[before..].len(),
        steal_candidates(state, seat, tile).len().max(1)
    );
}

/// Intersections as a bit mask; the classic island has 54, the 5-6 player
/// island 80.
type NodeMask = u128;

/// Where `seat` may build from, as masks over intersections: `anchors`
/// where a new road may start ([`road_spot_ok`]: an own building, or a free
/// intersection an own road reaches), `road_ends` where an own road ends.
/// `None` on a board too big for the masks.
fn reach<X: Scenario>(state: &State<X>, seat: Seat) -> Option<(NodeMask, NodeMask)> {
    if state.board.nodes.len() > NodeMask::BITS as usize {
        return None;
    }
    let mut road_ends: NodeMask = 0;
    for (e, owner) in state.roads.iter().enumerate() {
        if *owner == Some(seat) {
            for n in state.board.edges[e].nodes {
                road_ends |= 1 << n.index();
            }
        }
    }
    let mut anchors: NodeMask = 0;
    for (n, b) in state.buildings.iter().enumerate() {
        let bit = 1 << n;
        match b {
            Some(b) if b.seat == seat => anchors |= bit,
            Some(_) => {}
            None => anchors |= road_ends & bit,
        }
    }
    Some((anchors, road_ends))
}

/// Calls `f` with every path where `seat` may place a road by the placement
/// rules alone ([`road_spot_ok`]), in id order.
fn road_spots<X: Scenario>(state: &State<X>, seat: Seat, mut f: impl FnMut(EdgeId)) {
    match reach(state, seat) {
        Some((anchors, _)) => {
            for (edge, owner) in state.board.edges.iter().zip(&state.roads) {
                let [a, b] = edge.nodes;
                if owner.is_none() && anchors & (1 << a.index() | 1 << b.index()) != 0 {
                    f(edge.id);
                }
            }
        }
        None => {
            for edge in &state.board.edges {
                if road_spot_ok(state, seat, edge.id) {
                    f(edge.id);
                }
            }
        }
    }
}

fn main_commands<X: Scenario>(state: &State<X>, seat: Seat, out: &mut Vec<Command<X::Command>>) {
    out.push(Command::EndTurn);
    build_commands(state, seat, out);
    card_plays(state, seat, out);
    table::main_moves(state, seat, |c| out.push(c.into()));
}

/// The roads, settlements, cities and development card `seat` may pay for
/// and place now, in the main part of its turn.
pub fn build_commands<X: Scenario>(
    state: &State<X>,
    seat: Seat,
    out: &mut Vec<Command<X::Command>>,
) {
    let p = state.player(seat);
    let hand = p.hand;
    if p.roads_left > 0 && hand.contains(&ROAD_COST) {
        road_spots(state, seat, |edge| out.push(Command::BuildRoad { edge }));
    }
    if p.settlements_left > 0 && hand.contains(&SETTLEMENT_COST) {
        let road_ends = reach(state, seat).map(|(_, ends)| ends);
        for n in 0..state.board.nodes.len() {
            let node = NodeId(n as u16);
            let touches = match road_ends {
                Some(ends) => ends & (1 << n) != 0,
                None => touches_own_road(state, seat, node),
            };
            if touches && distance_ok(state, node) {
                out.push(Command::BuildSettlement { node });
            }
        }
    }
    if p.cities_left > 0 && hand.contains(&CITY_COST) {
        for (n, b) in state.buildings.iter().enumerate() {
            if b.is_some_and(|b| b.seat == seat && b.kind == BuildingKind::Settlement) {
                out.push(Command::BuildCity {
                    node: NodeId(n as u16),
                });
            }
        }
    }
    if hand.contains(&DEVELOPMENT_CARD_COST) && state.deck.total() > 0 {
        out.push(Command::BuyDevelopmentCard);
    }
}

fn offer_answers<X: Scenario>(state: &State<X>, seat: Seat, out: &mut Vec<Command<X::Command>>) {
    table::answer_moves(state, seat, |c| out.push(c.into()));
}

fn card_plays<X: Scenario>(state: &State<X>, seat: Seat, out: &mut Vec<Command<X::Command>>) {
    if check_can_play(state, seat, DevCard::Knight).is_ok() {
        out.push(Command::PlayKnight);
    }
    if check_can_play(state, seat, DevCard::RoadBuilding).is_ok() {
        out.push(Command::PlayRoadBuilding);
    }
    if check_can_play(state, seat, DevCard::YearOfPlenty).is_ok() {
        for (i, a) in Resource::ALL.into_iter().enumerate() {
            for b in Resource::ALL.into_iter().skip(i) {
                out.push(Command::PlayYearOfPlenty { resources: [a, b] });
            }
        }
    }
    if check_can_play(state, seat, DevCard::Monopoly).is_ok() {
        for resource in Resource::ALL {
            out.push(Command::PlayMonopoly { resource });
        }
    }
}
