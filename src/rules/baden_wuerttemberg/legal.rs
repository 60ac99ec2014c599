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
use crate::rules::common::trade;
use crate::rules::common::{NodeId, Resource, Resources};
use crate::rules::Seat;

/// At most this many distinct discard choices are listed.
pub const MAX_DISCARD_CHOICES: usize = 100;

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
        Phase::Discard { pending, .. } => {
            if let Some(d) = pending.iter().find(|d| d.seat == seat) {
                for cards in discard_choices(state.player(seat).hand, d.count, MAX_DISCARD_CHOICES)
                {
                    out.push(Command::Discard { cards });
                }
            }
        }
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
    supply_trades(state, seat, out);
    let own = trade::own_moves(&state.offers, seat, hand, |s| state.player(s).hand);
    out.extend(own.into_iter().map(Command::from));
}

fn supply_trades(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let hand = state.player(seat).hand;
    let rate = state.supply_rate();
    for give in Resource::ALL {
        if hand.get(give) < rate {
            continue;
        }
        for get in Resource::ALL {
            if get != give && state.supply.get(get) > 0 {
                out.push(Command::SupplyTrade { give, get });
            }
        }
    }
}

fn offer_answers(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let answers = trade::answer_moves(&state.offers, seat, state.player(seat).hand);
    out.extend(answers.into_iter().map(Command::from));
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

/// Distinct ways to give up exactly `count` cards from `hand`, at most
/// `cap`: most of the first resource first, then of the second, and so on.
pub fn discard_choices(hand: Resources, count: u8, cap: usize) -> Vec<Resources> {
    fn choose(
        counts: [u8; 5],
        i: usize,
        left: u8,
        pick: &mut [u8; 5],
        cap: usize,
        out: &mut Vec<Resources>,
    ) {
        if out.len() >= cap {
            return;
        }
        if i == 5 {
            if left == 0 {
                let [b, l, w, g, o] = *pick;
                out.push(Resources::new(b, l, w, g, o));
            }
            return;
        }
        let rest: u32 = counts[i + 1..].iter().map(|&n| u32::from(n)).sum();
        for n in (0..=counts[i].min(left)).rev() {
            if u32::from(left - n) > rest {
                break;
            }
            pick[i] = n;
            choose(counts, i + 1, left - n, pick, cap, out);
        }
        pick[i] = 0;
    }
    let mut out = Vec::new();
    if hand.total() >= u32::from(count) {
        choose(hand.counts(), 0, count, &mut [0; 5], cap, &mut out);
    }
    out
}
