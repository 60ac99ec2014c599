//! Setting up (oil-springs.txt §Setup): the springs, the supply, the robber
//! off the board, and oil for a second settlement next to a spring.

use super::prelude::*;
use crate::rules::oil_springs::state::OFF_BOARD;

/// oil-springs.txt §Setup: springs on the desert, the forest 9 and the
/// pasture 10; 15 oil in the supply; the robber starts off the board.
#[test]
fn a_new_game_places_the_springs_fills_the_supply_and_keeps_the_robber_off_the_board() {
    let g = game();
    let s = g.state();
    assert_eq!(
        s.scenario.springs,
        vec![TileId(DESERT_5), TileId(FOREST_9), TileId(PASTURE_10)]
    );
    assert_eq!(s.scenario.supply, OIL_SUPPLY);
    assert_eq!(s.scenario.oil, vec![0; 4]);
    assert_eq!(s.robber, OFF_BOARD);
    assert!(!s.board.has_tile(s.robber));
    assert_eq!(s.board.tile(TileId(DESERT_5)).number, Some(5));
}

/// oil-springs.txt §Setup: the first Knight (or 7) puts the robber on any
/// hex, the desert spring included.
#[test]
fn the_first_knight_puts_the_robber_on_any_hex_even_the_desert() {
    game()
        .given(|g| g.dev_cards(S1, DevCard::Knight, 1).roll(S1))
        .when(S1, PlayKnight)
        .then_ok()
        .when(
            S1,
            MoveRobber {
                tile: TileId(DESERT_5),
                victim: None,
            },
        )
        .then_state(|s| assert_eq!(s.robber, TileId(DESERT_5)));
}

/// clarifications.md §Oil Springs: a spring gives only oil, so a second
/// starting settlement next to one takes oil instead of its terrain's card.
#[test]
fn a_second_starting_settlement_next_to_a_spring_takes_oil_not_its_terrain() {
    // Forest 9 spring (12), mountains 3 (13), hills 5 (16).
    let node = node_between(&[12, 13, 16]);
    game()
        .given(|g| g.phase(Phase::PlaceSettlement { seat: S0, round: 2 }))
        .when(S0, BuildSettlement { node })
        .then_events([
            SettlementBuilt { seat: S0, node },
            StartingResourcesTaken {
                seat: S0,
                cards: cards("BO"),
            },
            oil(OilEvent::StartingOilTaken { seat: S0, oil: 1 }),
        ])
        .then_state(|s| {
            assert_eq!(s.scenario.oil_of(S0), 1);
            assert_eq!(s.scenario.supply, OIL_SUPPLY - 1);
        });
}

/// base-catan.md §Setup 3: the first settlement takes nothing, oil neither.
#[test]
fn a_first_starting_settlement_next_to_a_spring_takes_no_oil() {
    let node = node_between(&[12, 13, 16]);
    game()
        .given(|g| g.phase(Phase::PlaceSettlement { seat: S0, round: 1 }))
        .when(S0, BuildSettlement { node })
        .then_events([SettlementBuilt { seat: S0, node }]);
}
