//! What a viewer may see of the scenario: all of it, since oil, sequestered
//! oil, metropolises and the disaster track are open information.

use super::state::{OilSprings, OilTerms, RemovedToken, OFF_BOARD, POINTS_TO_WIN, TRACK_LIMIT};
use crate::rules::classic::State;
use crate::rules::common::{NodeId, TileId};
use crate::rules::{Seat, Viewer};
use serde::Serialize;

/// One player's oil.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OilPlayer {
    pub seat: Seat,
    /// Oil in front of the player.
    pub oil: u8,
    /// Oil the player sequestered.
    pub sequestered: u8,
}

/// A metropolis as drawn (on one of its owner's cities).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlacedMetropolis {
    pub node: NodeId,
    pub seat: Seat,
}

/// The scenario's part of the view (`View::scenario`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OilView {
    /// The oil-spring hexes.
    pub springs: Vec<TileId>,
    /// Oil in the general supply.
    pub supply: u8,
    /// Oil lost for good to pollution.
    pub lost: u8,
    pub players: Vec<OilPlayer>,
    pub metropolises: Vec<PlacedMetropolis>,
    pub metropolis_tokens_left: u8,
    /// The disaster track marker (0-5) and its last space.
    pub track: u8,
    pub track_limit: u8,
    /// The number tokens on the disaster track; their hexes are destroyed.
    pub removed_tokens: Vec<RemovedToken>,
    pub champion: Option<Seat>,
    /// False until the first 7 or Knight puts the robber on a hex (the
    /// classic view's `robber` is then no tile of the board).
    pub robber_on_board: bool,
    pub used_oil_this_turn: bool,
    pub sequestered_this_turn: bool,
    /// The oil side of open offers and counter-offers.
    pub oil_terms: Vec<OilTerms>,
    pub points_to_win: u8,
    /// The island was abandoned: nobody won, and the Champion (if any)
    /// holds the Pyrrhic Victory.
    pub abandoned: bool,
    pub pyrrhic_victory: Option<Seat>,
}

/// The scenario's part of the view; the same for every viewer.
pub fn oil_view(state: &State<OilSprings>, _viewer: Viewer) -> OilView {
    let s = &state.scenario;
    OilView {
        springs: s.springs.clone(),
        supply: s.supply,
        lost: s.lost,
        players: (0..s.oil.len())
            .map(|i| {
                let seat = Seat(i as u8);
                OilPlayer {
                    seat,
                    oil: s.oil_of(seat),
                    sequestered: s.sequestered_by(seat),
                }
            })
            .collect(),
        metropolises: s
            .metropolises
            .iter()
            .filter_map(|n| {
                state.building(*n).map(|b| PlacedMetropolis {
                    node: *n,
                    seat: b.seat,
                })
            })
            .collect(),
        metropolis_tokens_left: s.metropolis_tokens_left(),
        track: s.track,
        track_limit: TRACK_LIMIT,
        removed_tokens: s.removed.clone(),
        champion: s.champion,
        robber_on_board: state.robber != OFF_BOARD,
        used_oil_this_turn: s.used_this_turn,
        sequestered_this_turn: s.sequestered_this_turn,
        oil_terms: s.terms.clone(),
        points_to_win: POINTS_TO_WIN,
        abandoned: s.abandoned,
        pyrrhic_victory: if s.abandoned { s.champion } else { None },
    }
}
