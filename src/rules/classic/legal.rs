//! The commands a seat may send now, fully formed: they drive the pages'
//! clickable spots, the simulator and the property tests.

use super::command::Command;
use super::decide::{check_can_play, distance_ok, road_spot_ok, steal_candidates, touches_own_road};
use super::state::{
    Answer, BuildingKind, DevCard, Phase, State, CITY_COST, DEVELOPMENT_CARD_COST, ROAD_COST,
    SETTLEMENT_COST,
};
use crate::rules::common::{EdgeId, NodeId, Resource, Resources, TileId};
use crate::rules::Seat;

/// At most this many distinct discard choices are listed.
pub const MAX_DISCARD_CHOICES: usize = 100;

/// Every command `seat` may send now, except free-form trade offers and
/// counter-offers. Each one listed is accepted by `decide`.
pub fn legal_commands(state: &State, seat: Seat) -> Vec<Command> {
    let mut out = Vec::new();
    if !state.has_seat(seat) {
        return out;
    }
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
            seat: s, settlement, ..
        } if *s == seat => {
            for e in &state.board.node(*settlement).edges {
                if state.roads[e.index()].is_none() {
                    out.push(Command::BuildRoad { edge: *e });
                }
            }
        }
        Phase::Roll { seat: s } if *s == seat => {
            out.push(Command::RollDice);
            card_plays(state, seat, &mut out);
        }
        Phase::Discard { pending, .. } => {
            if let Some(d) = pending.iter().find(|d| d.seat == seat) {
                for cards in discard_choices(state.player(seat).hand, d.count, MAX_DISCARD_CHOICES) {
                    out.push(Command::Discard { cards });
                }
            }
        }
        Phase::MoveRobber { seat: s } if *s == seat => {
            for t in &state.board.tiles {
                if t.id == state.robber {
                    continue;
                }
                robber_moves(state, seat, t.id, &mut out);
            }
        }
        Phase::Main { seat: s } if *s == seat => main_commands(state, seat, &mut out),
        Phase::Main { .. } => offer_answers(state, seat, &mut out),
        Phase::RoadBuilding { seat: s, .. } if *s == seat => {
            out.extend(free_road_spots(state, seat).map(|edge| Command::BuildRoad { edge }));
        }
        _ => {}
    }
    out
}

fn robber_moves(state: &State, seat: Seat, tile: TileId, out: &mut Vec<Command>) {
    let victims = steal_candidates(state, seat, tile);
    if victims.is_empty() {
        out.push(Command::MoveRobber { tile, victim: None });
    }
    for v in victims {
        out.push(Command::MoveRobber {
            tile,
            victim: Some(v),
        });
    }
}

fn free_road_spots(state: &State, seat: Seat) -> impl Iterator<Item = EdgeId> + '_ {
    state
        .board
        .edges
        .iter()
        .map(|e| e.id)
        .filter(move |e| road_spot_ok(state, seat, *e))
}

fn main_commands(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let p = state.player(seat);
    let hand = p.hand;
    out.push(Command::EndTurn);
    if p.roads_left > 0 && hand.contains(&ROAD_COST) {
        out.extend(free_road_spots(state, seat).map(|edge| Command::BuildRoad { edge }));
    }
    if p.settlements_left > 0 && hand.contains(&SETTLEMENT_COST) {
        for n in 0..state.board.nodes.len() {
            let node = NodeId(n as u16);
            if distance_ok(state, node) && touches_own_road(state, seat, node) {
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
    card_plays(state, seat, out);
    for give in Resource::ALL {
        if hand.get(give) < state.maritime_rate(seat, give) {
            continue;
        }
        for get in Resource::ALL {
            if get != give && state.bank.get(get) > 0 {
                out.push(Command::MaritimeTrade { give, get });
            }
        }
    }
    for o in state.offers.iter().filter(|o| o.from == seat) {
        out.push(Command::WithdrawOffer { offer: o.id });
        for (with, answer) in &o.answers {
            let (give, want) = match answer {
                Answer::Accepted => (o.give, o.want),
                Answer::Countered { give, want } => (*give, *want),
                Answer::Rejected => continue,
            };
            if hand.contains(&give) && state.player(*with).hand.contains(&want) {
                out.push(Command::ConfirmTrade {
                    offer: o.id,
                    with: *with,
                });
            }
        }
    }
}

fn offer_answers(state: &State, seat: Seat, out: &mut Vec<Command>) {
    for o in &state.offers {
        if o.to.contains(&seat) && o.answer_of(seat).is_none() {
            if state.player(seat).hand.contains(&o.want) {
                out.push(Command::AcceptOffer { offer: o.id });
            }
            out.push(Command::RejectOffer { offer: o.id });
        }
    }
}

fn card_plays(state: &State, seat: Seat, out: &mut Vec<Command>) {
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

/// Distinct ways to give up exactly `count` cards from `hand`, at most `cap`.
pub fn discard_choices(hand: Resources, count: u8, cap: usize) -> Vec<Resources> {
    let mut out = Vec::new();
    let counts = hand.counts();
    let mut pick = [0u8; 5];
    choose(&counts, 0, count, &mut pick, &mut out, cap);
    out
}

fn choose(counts: &[u8; 5], i: usize, left: u8, pick: &mut [u8; 5], out: &mut Vec<Resources>, cap: usize) {
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
    let rest: u32 = counts[i + 1..].iter().map(|&c| u32::from(c)).sum();
    for n in (0..=counts[i].min(left)).rev() {
        if u32::from(left - n) > rest {
            break;
        }
        pick[i] = n;
        choose(counts, i + 1, left - n, pick, out, cap);
    }
    pick[i] = 0;
}
