//! What a classic game waits for, as a fact ([`Waiting`]).

use super::state::Phase;
use super::view::PublicPlayer;
use crate::rules::common::waiting::Waiting;

/// What the game in `phase` waits for; `players` gives the visible points
/// of a winner.
pub fn waiting(phase: &Phase, players: &[PublicPlayer]) -> Waiting {
    match phase {
        Phase::Lobby => Waiting::Lobby,
        Phase::PlaceSettlement { seat, round } => Waiting::PlaceSettlement {
            seat: *seat,
            round: *round,
        },
        Phase::PlaceRoad { seat, round, .. } => Waiting::PlaceRoad {
            seat: *seat,
            round: *round,
        },
        Phase::Roll { seat } => Waiting::Roll { seat: *seat },
        Phase::Discard { pending, .. } => Waiting::Discard {
            pending: pending.clone(),
        },
        Phase::MoveRobber { seat } => Waiting::MoveRobber { seat: *seat },
        Phase::Main { seat } => Waiting::Main { seat: *seat },
        Phase::RoadBuilding { seat, left } => Waiting::FreeRoads {
            seat: *seat,
            left: *left,
        },
        Phase::SpecialBuilding { seat, asked, .. } => Waiting::SpecialBuilding {
            seat: *seat,
            asked: asked.clone(),
        },
        Phase::Finished { winner: None } => Waiting::OverNobody,
        Phase::Finished {
            winner: Some(winner),
        } => Waiting::WonVisible {
            winner: *winner,
            points: players
                .iter()
                .find(|p| p.seat == *winner)
                .map_or(0, |p| p.points),
        },
    }
}
