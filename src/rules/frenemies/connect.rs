//! Connecting networks (frenemies.txt §Earning 3; clarifications.md
//! §Frenemies): a new road connects to an opponent when either end touches
//! that opponent's road, settlement or city; the first connection of a pair
//! of colours pays each opponent 1 FT first, then the builder 3 in all.
//! Pairs already touching when setup ends never pay.

use super::decide::{scenario, Drawer, Events};
use super::event::{Earning, FrenemiesEvent};
use super::state::{pair_bit, Frenemies, MAX_SEATS};
use crate::rules::classic::State;
use crate::rules::common::{Chance, EdgeId};
use crate::rules::Seat;

/// The opponents whose road, settlement or city touches either end of
/// `edge`, as a bit per seat index.
pub fn opponents_touching(state: &State<Frenemies>, seat: Seat, edge: EdgeId) -> u8 {
    let mut mask = 0u8;
    for &n in &state.board.edge(edge).nodes {
        if let Some(b) = state.building(n) {
            if b.seat != seat {
                mask |= 1 << b.seat.0;
            }
        }
        for e in &state.board.node(n).edges {
            if let Some(owner) = state.roads[e.index()] {
                if *e != edge && owner != seat {
                    mask |= 1 << owner.0;
                }
            }
        }
    }
    mask
}

/// After `seat` built a road on `edge`: the first connections it makes pay.
/// Setup pays nothing.
pub fn after_road_built(
    after: &State<Frenemies>,
    seat: Seat,
    edge: EdgeId,
    events: &mut Events,
    chance: &mut impl Chance,
) {
    let fr = &after.scenario;
    if !fr.setup_over || after.phase.is_setup() {
        return;
    }
    let touching = opponents_touching(after, seat, edge);
    if touching == 0 {
        return;
    }
    // Clockwise from the builder.
    let mut with = Vec::new();
    let mut s = after.next_seat(seat);
    while s != seat {
        if touching & (1 << s.0) != 0 && !fr.are_connected(seat, s) {
            with.push(s);
        }
        s = after.next_seat(s);
    }
    if with.is_empty() {
        return;
    }
    let mut drawer = Drawer::new(fr);
    let draws: Vec<_> = with
        .iter()
        .filter_map(|o| drawer.draw(*o, Earning::Connection, 1, chance))
        .collect();
    events.push(scenario(FrenemiesEvent::NetworksConnected { seat, with }));
    events.extend(draws);
    events.extend(drawer.draw(seat, Earning::Connection, 3, chance));
}

/// Every pair of colours whose pieces meet on some intersection (a road
/// end, a settlement or a city of each), as [`pair_bit`]s.
pub fn touching_pairs(state: &State<Frenemies>) -> u16 {
    let mut pairs = 0;
    for node in &state.board.nodes {
        let mut here = 0u8;
        if let Some(b) = state.building(node.id) {
            here |= 1 << b.seat.0;
        }
        for e in &node.edges {
            if let Some(owner) = state.roads[e.index()] {
                here |= 1 << owner.0;
            }
        }
        for a in 0..MAX_SEATS as u8 {
            for b in a + 1..MAX_SEATS as u8 {
                if here & (1 << a) != 0 && here & (1 << b) != 0 {
                    pairs |= pair_bit(Seat(a), Seat(b));
                }
            }
        }
    }
    pairs
}
