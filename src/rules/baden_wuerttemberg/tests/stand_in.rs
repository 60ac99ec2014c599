//! The Baden-Württemberg stand-in player (issue #14): it founds on the
//! richest town field, moves the inventor onto the leader's best field and
//! draws from the leader, declines trades, builds town halls and roads
//! toward free town fields, and discards keeping what builds. Every choice
//! is also sent through `decide`.

use crate::rules::baden_wuerttemberg::command::Command::{
    self, BuildRoad, BuildTownHall, MoveInventor,
};
use crate::rules::baden_wuerttemberg::map::{map, CrossingKind};
use crate::rules::baden_wuerttemberg::state::{Debt, Phase};
use crate::rules::baden_wuerttemberg::testkit::{cards, edge_between, free_neighbours, Scenario};
use crate::rules::baden_wuerttemberg::{fold, BadenWuerttemberg, State};
use crate::rules::common::stand_in::pips;
use crate::rules::common::table::TableCommand;
use crate::rules::common::{NodeId, Resources, RngChance, TileId};
use crate::rules::contract::{stand_in_for, BoardKind, GameOptions, Rules};
use crate::rules::{Ruleset, Seat};
use rand::rngs::SmallRng;
use rand::SeedableRng;

const RED: Seat = Seat(0);
const BLUE: Seat = Seat(1);
const GREEN: Seat = Seat(2);

/// What the stand-in of `seat` chooses; asserted to be accepted.
fn stand_in(spec: &Scenario, seat: Seat) -> Command {
    let command = stand_in_for::<BadenWuerttemberg>(spec.state(), seat)
        .unwrap_or_else(|| panic!("{seat} has nothing to do"));
    spec.clone().when(seat, command.clone()).then_ok();
    command
}

fn towns() -> Vec<NodeId> {
    map()
        .crossings
        .iter()
        .filter(|c| c.kind == CrossingKind::Town)
        .map(|c| c.id)
        .collect()
}

fn pips_at(node: NodeId) -> u32 {
    let board = &map().board;
    board
        .node(node)
        .tiles
        .iter()
        .map(|t| pips(board.tile(*t).number))
        .sum()
}

/// issue #14: the founding town hall goes where the pips are most.
#[test]
fn the_stand_in_founds_on_the_town_field_with_most_pips() {
    let spec = Scenario::new(3);
    let BuildTownHall { node } = stand_in(&spec, BLUE) else {
        panic!("a town hall first");
    };
    assert_eq!(Some(pips_at(node)), towns().into_iter().map(pips_at).max());
}

/// Town halls of `seat` around `tile`, times its pips.
fn earning(spec: &Scenario, seat: Seat, tile: TileId) -> u32 {
    let board = &map().board;
    let halls = board
        .tile(tile)
        .nodes
        .iter()
        .filter(|n| spec.state().town_hall(**n) == Some(seat))
        .count() as u32;
    halls * pips(board.tile(tile).number)
}

/// issue #14: the inventor goes where the leader earns most, off the
/// stand-in's own fields, and the card is drawn from the leader.
#[test]
fn the_stand_in_moves_the_inventor_onto_the_leaders_best_field_and_draws_from_the_leader() {
    let t = towns();
    let spec = Scenario::new(3).given(|g| {
        g.town_hall(RED, t[0])
            .town_hall(RED, t[7])
            .town_hall(RED, t[14])
            .town_hall(GREEN, t[21])
            .town_hall(BLUE, t[28])
            .hand(RED, "BO")
            .hand(GREEN, "W")
            .phase(Phase::MoveInventor { seat: BLUE })
    });
    let MoveInventor { tile, victim } = stand_in(&spec, BLUE) else {
        panic!("the inventor moves");
    };
    let board = &map().board;
    let mine = |tile: TileId| {
        board
            .tile(tile)
            .nodes
            .iter()
            .any(|n| spec.state().town_hall(*n) == Some(BLUE))
    };
    assert!(!mine(tile));
    let best = board
        .tiles
        .iter()
        .filter(|f| !mine(f.id) && f.id != spec.state().inventor)
        .map(|f| earning(&spec, RED, f.id))
        .max();
    assert_eq!(Some(earning(&spec, RED, tile)), best);
    assert!(best > Some(0));
    assert_eq!(victim, Some(RED));
}

/// issue #14: trades are declined, even one that would help.
#[test]
fn the_stand_in_declines_trade_offers() {
    let spec = Scenario::new(3)
        .given(|g| g.hand(RED, "G").hand(BLUE, "BLWO").main(RED))
        .when(
            RED,
            Command::Table(TableCommand::OfferTrade {
                give: cards("G"),
                want: cards("O"),
                to: vec![BLUE],
            }),
        )
        .then_ok();
    assert!(matches!(
        stand_in(&spec, BLUE),
        Command::Table(TableCommand::RejectOffer { .. })
    ));
}

/// A town field reached by a road of Blue's, and the free crossing the road
/// comes from.
fn reached() -> (NodeId, NodeId) {
    let town = towns()[3];
    (town, free_neighbours(town)[0])
}

/// issue #14: a town hall on a town field its road reaches.
#[test]
fn the_stand_in_builds_a_town_hall_where_its_road_reaches_a_town_field() {
    let (town, from) = reached();
    let spec = Scenario::new(3).given(|g| {
        g.road(BLUE, edge_between(from, town))
            .hand(BLUE, "BLWG")
            .main(BLUE)
    });
    assert_eq!(stand_in(&spec, BLUE), BuildTownHall { node: town });
}

/// Paths from `from` to the nearest free town field through free
/// crossings, up to `limit`.
fn paths_to_a_free_town(spec: &Scenario, from: NodeId, limit: u8) -> Option<u8> {
    let board = &map().board;
    let mut seen = vec![from];
    let mut frontier = vec![from];
    for d in 0..=limit {
        if frontier
            .iter()
            .any(|n| map().kind(*n) == CrossingKind::Town && spec.state().town_hall(*n).is_none())
        {
            return Some(d);
        }
        let mut next = Vec::new();
        for n in frontier
            .iter()
            .filter(|n| map().kind(**n) == CrossingKind::Free)
        {
            for m in &board.node(*n).neighbours {
                if !seen.contains(m) {
                    seen.push(*m);
                    next.push(*m);
                }
            }
        }
        frontier = next;
    }
    None
}

/// issue #14: with no town field reached, a road toward one.
#[test]
fn the_stand_in_builds_a_road_toward_a_free_town_field() {
    let home = towns()[3];
    let spec = Scenario::new(3).given(|g| g.town_hall(BLUE, home).hand(BLUE, "BL").main(BLUE));
    let BuildRoad { edge } = stand_in(&spec, BLUE) else {
        panic!("a road");
    };
    let [a, b] = map().board.edge(edge).nodes;
    let end = if a == home { b } else { a };
    assert!(paths_to_a_free_town(&spec, end, 3).is_some());
}

/// issue #14: after a 7 it keeps what a town hall needs.
#[test]
fn the_stand_in_discards_keeping_what_builds() {
    let (town, from) = reached();
    let spec = Scenario::new(3).given(|g| {
        g.road(BLUE, edge_between(from, town))
            .hand(BLUE, "BLWGOOOOW")
            .phase(Phase::Discard {
                seat: RED,
                pending: vec![Debt {
                    seat: BLUE,
                    count: 4,
                }],
            })
    });
    assert_eq!(
        stand_in(&spec, BLUE),
        Command::Table(TableCommand::Discard {
            cards: cards("OOOO")
        })
    );
}

/// Moves a card between two other seats' hands each way (counts and the
/// supply stay) and turns an invention in the deck into an achievement
/// (its count stays): what `seat` may not see differs.
fn hide_differently(state: &State, seat: Seat) -> Option<State> {
    let mut other = state.clone();
    let others: Vec<usize> = (0..state.players.len())
        .filter(|i| *i != seat.index())
        .collect();
    let mut changed = false;
    'pairs: for &a in &others {
        for &b in &others {
            let (ha, hb) = (other.players[a].hand, other.players[b].hand);
            for (ra, _) in ha.iter() {
                for (rb, _) in hb.iter() {
                    if a != b && ra != rb {
                        other.players[a].hand = ha - Resources::of(ra, 1) + Resources::of(rb, 1);
                        other.players[b].hand = hb - Resources::of(rb, 1) + Resources::of(ra, 1);
                        changed = true;
                        break 'pairs;
                    }
                }
            }
        }
    }
    if other.deck.invention > 0 {
        other.deck.invention -= 1;
        other.deck.achievement += 1;
        changed = true;
    }
    changed.then_some(other)
}

/// issue #14: the stand-in sees only its seat's view: at every step of a
/// whole game, its choice is the same when other hands and the deck hold
/// other cards.
#[test]
fn the_stand_ins_choice_is_the_same_whatever_other_hands_and_the_deck_hold() {
    let options = GameOptions::new(Ruleset::BadenWuerttemberg, 4, BoardKind::Beginner);
    let mut chance = RngChance(SmallRng::seed_from_u64(1));
    let events = BadenWuerttemberg::create(&options, &mut chance).expect("created");
    let mut state = fold(&events);
    let mut compared = 0;
    while !BadenWuerttemberg::status(&state).is_over() {
        let seat = BadenWuerttemberg::waiting_for(&state)[0];
        let command = stand_in_for::<BadenWuerttemberg>(&state, seat).expect("a move");
        if let Some(other) = hide_differently(&state, seat) {
            assert_eq!(
                stand_in_for::<BadenWuerttemberg>(&other, seat),
                Some(command.clone()),
                "{seat} chose differently in {:?}",
                state.phase
            );
            compared += 1;
        }
        for e in &BadenWuerttemberg::decide(&state, seat, command, &mut chance).expect("accepted") {
            BadenWuerttemberg::evolve(&mut state, e);
        }
    }
    assert!(compared > 100, "only {compared} comparisons");
}
