//! The stand-in player of issue #14: each rule of its classic policy, on
//! fixtures of the beginner board, and that it sees only what its seat may
//! see. Every command it chooses is also sent through `decide`.
//!
//! Beginner board numbers (tile: terrain number): 0 mountains 10, 1 pasture
//! 2, 2 forest 9, 3 fields 12, 4 hills 6, 5 pasture 4, 6 hills 10, 7 fields
//! 9, 8 forest 11, 9 desert, 10 forest 3, 11 mountains 8, 12 forest 8,
//! 13 mountains 3, 14 fields 4, 15 pasture 5, 16 hills 5, 17 fields 6,
//! 18 pasture 11.

use super::prelude::*;
use crate::rules::classic::Classic;
use crate::rules::common::stand_in::pips;
use crate::rules::common::{NodeId, RngChance};
use crate::rules::contract::{stand_in_for, BoardKind, GameOptions, Rules};
use crate::rules::Ruleset;
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// What the stand-in of `seat` chooses in `spec`'s state; asserted to be
/// accepted by `decide`.
fn stand_in(spec: &Spec, seat: Seat) -> Command {
    let command = stand_in_for::<Classic>(spec.state(), seat)
        .unwrap_or_else(|| panic!("{seat} has nothing to do"));
    spec.clone().when(seat, command.clone()).then_ok();
    command
}

/// Seat 1's settlement between hills 6, forest 11 and the desert.
fn home() -> NodeId {
    node_between(&[4, 8, 9])
}

fn pips_at(node: NodeId) -> u32 {
    board()
        .node(node)
        .tiles
        .iter()
        .map(|t| pips(board().tile(*t).number))
        .sum()
}

/// issue #14: it places its first settlement where the pips are most.
#[test]
fn the_stand_in_places_its_first_settlement_on_the_spot_with_most_pips() {
    let spec = Spec::classic(4);
    let BuildSettlement { node } = stand_in(&spec, S1) else {
        panic!("a settlement first");
    };
    let most = board().nodes.iter().map(|n| pips_at(n.id)).max();
    assert_eq!(Some(pips_at(node)), most);
    assert_eq!(node, node_between(&[10, 11, 15]));
}

/// issue #14: it rolls at the start of its turn.
#[test]
fn the_stand_in_rolls_at_the_start_of_its_turn() {
    let spec = Spec::classic(4).given(|g| {
        g.settlement(S1, home())
            .dev_cards(S1, DevCard::Knight, 1)
            .robber(tile(11))
            .roll(S1)
    });
    assert_eq!(stand_in(&spec, S1), RollDice);
}

/// issue #14: a Knight when the robber sits on its hex, before rolling.
#[test]
fn the_stand_in_plays_a_knight_when_the_robber_sits_on_its_hex() {
    let spec = Spec::classic(4).given(|g| {
        g.settlement(S1, home())
            .dev_cards(S1, DevCard::Knight, 1)
            .robber(tile(4))
            .roll(S1)
    });
    assert_eq!(stand_in(&spec, S1), PlayKnight);
}

/// issue #14: after a 7 it gives up what its next build does not need.
#[test]
fn the_stand_in_discards_keeping_what_builds_best() {
    let spec = Spec::classic(4)
        .given(|g| g.settlement(S1, home()).hand(S1, "BBWLGGOOO").roll(S0))
        .when(S0, RollDice)
        .dice([3, 4])
        .then_ok();
    // Saving for a city: the bricks, the lumber and the wool go.
    assert_eq!(
        stand_in(&spec, S1),
        Command::Table(TableCommand::Discard {
            cards: cards("BBWL")
        })
    );
}

/// Seat 2 leads with a city and a settlement; seat 1 is to move the robber.
fn robbing(city: NodeId, settlement: NodeId) -> Spec {
    Spec::classic(4).given(|g| {
        g.settlement(S1, home())
            .city(S2, city)
            .settlement(S2, settlement)
            .settlement(S3, node_between(&[12, 13, 16]))
            .hand(S2, "BO")
            .hand(S3, "WW")
            .phase(Phase::MoveRobber { seat: S1 })
    })
}

/// issue #14: the robber goes where the leader earns most, and steals
/// from the leader.
#[test]
fn the_stand_in_moves_the_robber_onto_the_leaders_best_hex_and_steals_from_the_leader() {
    // The leader's city on mountains 8 earns it most there.
    let spec = robbing(node_between(&[10, 11, 15]), node_between(&[0, 1, 4]));
    assert_eq!(
        stand_in(&spec, S1),
        MoveRobber {
            tile: tile(11),
            victim: Some(S2)
        }
    );
}

/// issue #14: never onto its own hexes, even where the leader earns most.
#[test]
fn the_stand_in_moves_the_robber_off_its_own_hexes() {
    // The leader's city earns most on hills 6, which seat 1 shares: the
    // robber goes to mountains 10, the leader's next best.
    let spec = robbing(node_between(&[0, 1, 4]), node_between(&[10, 11, 15]));
    assert_eq!(
        stand_in(&spec, S1),
        MoveRobber {
            tile: tile(0),
            victim: Some(S2)
        }
    );
}

/// Seat 0 offers seat 1 an ore for a wool.
fn offered(hand: &str) -> Spec {
    Spec::classic(4)
        .given(|g| {
            g.settlement(S1, home())
                .hand(S1, hand)
                .hand(S0, "O")
                .main(S0)
        })
        .when(
            S0,
            Command::Table(TableCommand::OfferTrade {
                give: cards("O"),
                want: cards("W"),
                to: vec![S1],
            }),
        )
        .free_form()
        .then_ok()
}

/// issue #14: an offer that gets it no build is declined.
#[test]
fn the_stand_in_declines_an_offer_that_gets_it_no_build() {
    let spec = offered("BW");
    assert!(matches!(
        stand_in(&spec, S1),
        Command::Table(TableCommand::RejectOffer { .. })
    ));
}

/// issue #14: an offer that completes a build is accepted.
#[test]
fn the_stand_in_accepts_an_offer_that_gets_it_a_build() {
    // GGOOW for an ore: GGOOO, a city.
    let spec = offered("GGOOW");
    assert!(matches!(
        stand_in(&spec, S1),
        Command::Table(TableCommand::AcceptOffer { .. })
    ));
}

/// issue #14: a city goes on its settlement with the most pips.
#[test]
fn the_stand_in_builds_a_city_on_its_richest_settlement() {
    let spec = Spec::classic(4).given(|g| {
        g.settlement(S1, home())
            .settlement(S1, node_between(&[10, 11, 15]))
            .hand(S1, "GGOOO")
            .main(S1)
    });
    assert_eq!(
        stand_in(&spec, S1),
        BuildCity {
            node: node_between(&[10, 11, 15])
        }
    );
}

/// issue #14: a settlement goes on the reached spot with the most pips.
#[test]
fn the_stand_in_builds_a_settlement_on_the_spot_with_most_pips() {
    // From home, roads reach fields 12 / fields 9 / forest 11 (7 pips)
    // and mountains 10 / fields 12 / hills 6 (9 pips).
    let fork = node_between(&[3, 4, 8]);
    let spec = Spec::classic(4).given(|g| {
        g.settlement(S1, home())
            .road_path(S1, &[home(), fork, node_between(&[3, 7, 8])])
            .road_path(S1, &[fork, node_between(&[0, 3, 4])])
            .hand(S1, "BLWG")
            .main(S1)
    });
    assert_eq!(
        stand_in(&spec, S1),
        BuildSettlement {
            node: node_between(&[0, 3, 4])
        }
    );
}

/// issue #14: with no spot reached, a road toward the best free spot.
#[test]
fn the_stand_in_builds_a_road_toward_a_rich_free_spot() {
    let spec = Spec::classic(4).given(|g| {
        g.settlement(S1, home())
            .settlement(S2, node_between(&[8, 12, 13]))
            .hand(S1, "BL")
            .main(S1)
    });
    // Toward mountains 10 / fields 12 / hills 6, one path beyond.
    assert_eq!(
        stand_in(&spec, S1),
        BuildRoad {
            edge: edge_between(home(), node_between(&[3, 4, 8]))
        }
    );
}

/// issue #14: spare cards go to the bank for what the next build lacks.
#[test]
fn the_stand_in_trades_with_the_bank_toward_a_build() {
    let spec = Spec::classic(4).given(|g| g.settlement(S1, home()).hand(S1, "BBBBGGOO").main(S1));
    assert_eq!(
        stand_in(&spec, S1),
        Command::Table(TableCommand::SupplyTrade {
            give: Resource::Brick,
            get: Resource::Ore
        })
    );
}

/// issue #14: with nothing to build, trade or play, it ends its turn.
#[test]
fn the_stand_in_ends_its_turn_when_it_can_do_nothing_useful() {
    let spec = Spec::classic(4).given(|g| g.settlement(S1, home()).hand(S1, "WB").main(S1));
    assert_eq!(stand_in(&spec, S1), EndTurn);
}

/// Moves a card of each of two other seats' hands to the other (their
/// counts and the bank stay), and turns a Knight in the deck into a
/// Monopoly (its count stays): what `seat` may not see differs.
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
    if other.deck.knight > 0 {
        other.deck.knight -= 1;
        other.deck.monopoly += 1;
        changed = true;
    }
    changed.then_some(other)
}

/// issue #14: the stand-in sees only its seat's view: at every step of
/// whole games, its choice is the same when other hands and the deck hold
/// other cards.
#[test]
fn the_stand_ins_choice_is_the_same_whatever_other_hands_and_the_deck_hold() {
    for seed in 0..2 {
        let options = GameOptions::new(Ruleset::Classic, 4, BoardKind::Beginner);
        let mut chance = RngChance(SmallRng::seed_from_u64(seed));
        let events = <Classic>::create(&options, &mut chance).expect("created");
        let mut state = State::fold(&events);
        let mut compared = 0;
        while !<Classic>::status(&state).is_over() {
            let seat = <Classic>::waiting_for(&state)[0];
            let command = stand_in_for::<Classic>(&state, seat).expect("a move");
            if let Some(other) = hide_differently(&state, seat) {
                assert_eq!(
                    stand_in_for::<Classic>(&other, seat),
                    Some(command.clone()),
                    "seed {seed}: {seat} chose differently in {:?}",
                    state.phase
                );
                compared += 1;
            }
            for e in &<Classic>::decide(&state, seat, command, &mut chance).expect("accepted") {
                <Classic>::evolve(&mut state, e);
            }
        }
        assert!(compared > 100, "seed {seed}: only {compared} comparisons");
    }
}
