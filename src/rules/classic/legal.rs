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
use crate::rules::common::trade;
use crate::rules::common::{EdgeId, NodeId, Resource, Resources, TileId};
use crate::rules::Seat;

/// At most this many distinct discard choices are listed.
pub const MAX_DISCARD_CHOICES: usize = 100;

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
        Phase::Discard { pending, .. } => {
            if let Some(d) = pending.iter().find(|d| d.seat == seat) {
                each_discard_choice(
                    state.player(seat).hand,
                    d.count,
                    MAX_DISCARD_CHOICES,
                    |cards| out.push(Command::Discard { cards }),
                );
            }
        }
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
    let hand = state.player(seat).hand;
    let rates = state.maritime_rates(seat);
    for give in Resource::ALL {
        if hand.get(give) < rates[give.index()] {
            continue;
        }
        for get in Resource::ALL {
            if get != give && state.bank.get(get) > 0 {
                out.push(Command::MaritimeTrade { give, get });
            }
        }
    }
    let own = trade::own_moves(&state.offers, seat, hand, |s| state.player(s).hand);
    out.extend(own.into_iter().map(Command::from));
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
    let answers = trade::answer_moves(&state.offers, seat, state.player(seat).hand);
    out.extend(answers.into_iter().map(Command::from));
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

/// Distinct ways to give up exactly `count` cards from `hand`, at most `cap`.
pub fn discard_choices(hand: Resources, count: u8, cap: usize) -> Vec<Resources> {
    let mut out = Vec::new();
    each_discard_choice(hand, count, cap, |cards| out.push(cards));
    out
}

/// Calls `f` with each of [`discard_choices`] in turn: most of the first
/// resource first, then of the second, and so on.
fn each_discard_choice(hand: Resources, count: u8, cap: usize, f: impl FnMut(Resources)) {
    let counts = hand.counts();
    // rest[i]: the cards of resources i.. together.
    let mut rest = [0u32; 6];
    for i in (0..5).rev() {
        rest[i] = rest[i + 1] + u32::from(counts[i]);
    }
    if u32::from(count) > rest[0] || cap == 0 {
        return;
    }
    let mut chooser = Chooser {
        counts,
        rest,
        cap,
        emitted: 0,
        f,
    };
    chooser.choose(0, count, [0; 5]);
}

struct Chooser<F> {
    counts: [u8; 5],
    rest: [u32; 6],
    cap: usize,
    emitted: usize,
    f: F,
}

impl<F: FnMut(Resources)> Chooser<F> {
    /// Picks counts for resources `i..` adding up to `left`, which the
    /// caller made sure they hold.
    fn choose(&mut self, i: usize, left: u8, mut pick: [u8; 5]) {
        if i == 4 {
            let [b, l, w, g, _] = pick;
            (self.f)(Resources::new(b, l, w, g, left));
            self.emitted += 1;
            return;
        }
        for n in (0..=self.counts[i].min(left)).rev() {
            if self.emitted >= self.cap || u32::from(left - n) > self.rest[i + 1] {
                return;
            }
            pick[i] = n;
            self.choose(i + 1, left - n, pick);
        }
    }
}
