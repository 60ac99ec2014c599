//! What every ruleset's view shows alike: the roads as drawn, and which
//! seats' secrets a viewer is given (all of them once the game is over).

use super::board::EdgeId;
use crate::rules::{Seat, Viewer};
use serde::Serialize;

/// A road as drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlacedRoad {
    pub edge: EdgeId,
    pub seat: Seat,
}

/// The roads built, from the owner of each path.
pub fn placed_roads(owners: &[Option<Seat>]) -> Vec<PlacedRoad> {
    owners
        .iter()
        .enumerate()
        .filter_map(|(i, r)| {
            r.map(|seat| PlacedRoad {
                edge: EdgeId(i as u16),
                seat,
            })
        })
        .collect()
}

/// The secrets `viewer` is given of a game of `seats` seats, each read by
/// `secrets_of`: a seat its own, the referee every seat's, a spectator none;
/// once the game is `over`, every viewer every seat's (base-catan.md
/// §Victory: the game ends and the hidden points are shown).
pub fn secrets_for<P>(
    viewer: Viewer,
    seats: usize,
    over: bool,
    secrets_of: impl Fn(Seat) -> P,
) -> Vec<P> {
    match viewer {
        _ if over => (0..seats).map(|i| secrets_of(Seat(i as u8))).collect(),
        Viewer::Seat(s) if s.index() < seats => vec![secrets_of(s)],
        Viewer::Referee => (0..seats).map(|i| secrets_of(Seat(i as u8))).collect(),
        _ => Vec::new(),
    }
}
