//! The commands a seat may send now, fully formed: they drive the pages'
//! clickable spots, the simulator, scripts playing over the API and the
//! tests. Everything a game needs to finish is listed; free-form trade
//! offers and counter-offers are not.

use super::command::Command;
use super::decide::check_can_play;
use super::evolve::any_road_spot;
use super::map::CrossingKind;
use super::state::{
    DevCard, Phase, State, DEVELOPMENT_CARD_COST, LANDMARK_COST, ROAD_COST, TOWN_HALL_COST,
};
use crate::rules::common::table;
use crate::rules::common::{NodeId, Resource};
use crate::rules::Seat;

pub use crate::rules::common::table::{discard_choices, MAX_DISCARD_CHOICES};

/// Every command `seat` may send now, except free-form trade offers and
/// counter-offers. Each one listed is accepted by `decide`.
pub fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
    let mut out = Vec::with_capacity(32);
    if !state.has_seat(seat) {
        return out;
    }
    let current = state.phase.current() == Some(seat);
    match &state.phase {
        Phase::Lobby | Phase::Finished { .. } => {}
        Phase::Found { .. } if current => {
            for c in &state.map().crossings {
                if c.kind == CrossingKind::Town && state.town_hall(c.id).is_none() {
                    out.push(Command::BuildTownHall { node: c.id });
                }
            }
        }
        Phase::Roll { .. } if current => {
            // Before the yield roll only a development card may come first;
            // trading waits for the roll (clarifications.md).
            out.push(Command::RollDice);
            card_plays(state, seat, &mut out);
        }
        Phase::Discard { .. } => table::discard_moves(state, seat, |c| out.push(c.into())),
        Phase::MoveInventor { .. } if current => {
            for t in &state.map().board.tiles {
                if t.id == state.inventor {
                    continue;
                }
                let victims = state.draw_candidates(seat, t.id);
                if victims.is_empty() {
                    out.push(Command::MoveInventor {
                        tile: t.id,
                        victim: None,
                    });
                }
                for v in victims {
                    out.push(Command::MoveInventor {
                        tile: t.id,
                        victim: Some(v),
                    });
                }
            }
        }
        Phase::Main { .. } if current => main_commands(state, seat, &mut out),
        Phase::Main { .. } => offer_answers(state, seat, &mut out),
        Phase::RoadBuilding { .. } if current => road_spots(state, seat, &mut out),
        _ => {}
    }
    out
}

fn road_spots(state: &State, seat: Seat, out: &mut Vec<Command>) {
    for e in &state.map().board.edges {
        if state.road_spot_ok(seat, e.id) {
            out.push(Command::BuildRoad { edge: e.id });
        }
    }
}

fn main_commands(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let p = state.player(seat);
    let hand = p.hand;
    out.push(Command::EndTurn);
    if p.roads_left > 0 && hand.contains(&ROAD_COST) {
        road_spots(state, seat, out);
    }
    let afford_town_hall = p.town_halls_left > 0 && hand.contains(&TOWN_HALL_COST);
    let afford_landmark = hand.contains(&LANDMARK_COST);
    if afford_town_hall || afford_landmark {
        for n in 0..state.town_halls.len() {
            let node = NodeId(n as u16);
            if afford_town_hall && state.town_hall_spot_ok(seat, node) {
                out.push(Command::BuildTownHall { node });
            }
            if afford_landmark && state.landmark_spot_ok(seat, node) {
                out.push(Command::BuildLandmark { node });
            }
        }
    }
    if hand.contains(&DEVELOPMENT_CARD_COST) && state.deck.total() > 0 {
        out.push(Command::BuyDevelopmentCard);
    }
    card_plays(state, seat, out);
    table::main_moves(state, seat, |c| out.push(c.into()));
}

fn offer_answers(state: &State, seat: Seat, out: &mut Vec<Command>) {
    table::answer_moves(state, seat, |c| out.push(c.into()));
}

fn card_plays(state: &State, seat: Seat, out: &mut Vec<Command>) {
    if check_can_play(state, seat, DevCard::Invention).is_ok() {
        out.push(Command::PlayInvention);
    }
    if check_can_play(state, seat, DevCard::RoadBuilding).is_ok() && any_road_spot(state, seat) {
        out.push(Command::PlayRoadBuilding);
    }
    if check_can_play(state, seat, DevCard::SuccessfulInvention).is_ok() {
        for (i, a) in Resource::ALL.into_iter().enumerate() {
            for b in Resource::ALL.into_iter().skip(i) {
                out.push(Command::PlaySuccessfulInvention { resources: [a, b] });
            }
        }
    }
    if check_can_play(state, seat, DevCard::Trade).is_ok() {
        out.push(Command::PlayTrade);
    }
}
