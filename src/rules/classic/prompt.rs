//! What a classic game waits for, in words, for every viewer.

use super::state::Phase;
use super::view::PublicPlayer;
use crate::rules::common::waiting;
use crate::rules::contract::Names;
use crate::rules::Seat;

/// What the game waits for, in the third person: "Waiting for Bert to roll
/// the dice." `players` gives the visible points named at the end.
pub fn waiting_for(phase: &Phase, players: &[PublicPlayer], names: &Names) -> String {
    let n = |s: &Seat| names.of(*s);
    match phase {
        Phase::Lobby => "The game has not started.".to_owned(),
        Phase::PlaceSettlement { seat, round } => format!(
            "Setup, round {round}: waiting for {} to place a settlement.",
            n(seat)
        ),
        Phase::PlaceRoad { seat, round, .. } => format!(
            "Setup, round {round}: waiting for {} to place a road next to it.",
            n(seat)
        ),
        Phase::Roll { seat } => waiting::to_roll(names, *seat),
        Phase::Discard { pending, .. } => waiting::to_discard(names, pending, "discard"),
        Phase::MoveRobber { seat } => format!("Waiting for {} to move the robber.", n(seat)),
        Phase::Main { seat } => waiting::in_main(names, *seat),
        Phase::RoadBuilding { seat, left } => waiting::free_roads(names, *seat, *left),
        Phase::SpecialBuilding { seat, asked, .. } => format!(
            "Special building phase after {}'s turn: waiting for {} to build or pass.",
            n(seat),
            names.list(asked)
        ),
        Phase::Finished { winner: None } => "The game is over: nobody won.".to_owned(),
        Phase::Finished {
            winner: Some(winner),
        } => {
            let points = players
                .iter()
                .find(|p| p.seat == *winner)
                .map_or(0, |p| p.points);
            format!(
                "The game is over: {} won with {points} visible points.",
                n(winner)
            )
        }
    }
}
