//! The stand-in player in an Oil Springs game (issue #14): it uses oil only
//! where oil completes a build, and where only the scenario's discard is
//! legal it takes it; every choice is accepted by `decide`.

use super::prelude::*;
use crate::rules::classic::Classic;
use crate::rules::contract::stand_in_for;

/// What the stand-in of `seat` chooses; asserted to be accepted.
fn stand_in(spec: &Oil, seat: Seat) -> Command<OilCommand> {
    let command = stand_in_for::<Classic<OilSprings>>(spec.state(), seat)
        .unwrap_or_else(|| panic!("{seat} has nothing to do"));
    spec.clone().when(seat, command.clone()).then_ok();
    command
}

/// Seat 1 with a settlement between hills 6, forest 11 and the desert spring,
/// holding `hand` and `oil`, in its main phase.
fn holding(hand: &str, oil: u8) -> Oil {
    game().given(|g| {
        g.settlement(S1, node_between(&[4, 8, 9]))
            .hand(S1, hand)
            .oil(S1, oil)
            .main(S1)
    })
}

/// issue #14: oil that completes no build stays unused.
#[test]
fn the_stand_in_uses_no_oil_that_completes_no_build() {
    assert_eq!(stand_in(&holding("W", 2), S1), EndTurn);
}

/// issue #14: oil that completes a city is used for it.
#[test]
fn the_stand_in_uses_oil_when_it_completes_a_build() {
    let spec = holding("GGO", 1);
    assert_eq!(
        stand_in(&spec, S1),
        cmd(OilCommand::ConvertOil {
            resource: Resource::Ore
        })
    );
}

/// issue #14: after a 7, where its cards alone cannot pay the discard, it
/// gives up oil as the scenario lists.
#[test]
fn the_stand_in_discards_with_oil_when_only_that_is_legal() {
    let spec = game()
        .given(|g| {
            g.settlement(S1, node_between(&[4, 8, 9]))
                .hand(S1, "BLW")
                .oil(S1, 5)
                .roll(S0)
        })
        .when(S0, RollDice)
        .dice([3, 4])
        .then_ok();
    let legal = crate::rules::classic::legal_commands(spec.state(), S1);
    assert!(legal.iter().all(|c| matches!(c, Command::Scenario(_))));
    assert!(matches!(
        stand_in(&spec, S1),
        Command::Scenario(OilCommand::DiscardWithOil { .. })
    ));
}
