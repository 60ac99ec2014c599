//! The stand-in player in a Frenemies game (issue #14): it answers a gift
//! offered to it, where only the scenario's answers are legal, and takes a
//! VP marker when its favor allows; every choice is accepted by `decide`.

use super::prelude::*;
use crate::rules::classic::testkit::Spec;
use crate::rules::classic::Classic;
use crate::rules::contract::stand_in_for;

/// What the stand-in of `seat` chooses; asserted to be accepted.
fn stand_in(spec: &Spec<Frenemies>, seat: Seat) -> Command<F> {
    let command = stand_in_for::<Classic<Frenemies>>(spec.state(), seat)
        .unwrap_or_else(|| panic!("{seat} has nothing to do"));
    spec.clone().when(seat, command.clone()).then_ok();
    command
}

fn settled() -> Spec<Frenemies> {
    game(4).given(|g| {
        g.settlement(S0, corner(0, TOP))
            .settlement(S1, corner(2, TOP))
            .settlement(S2, corner(16, BOTTOM))
            .settlement(S3, corner(18, BOTTOM))
            .hand(S0, "BBLO")
            .main(S0)
    })
}

/// issue #14: a gift offered to the stand-in is answered (taken), though
/// only the scenario's answers are legal for it.
#[test]
fn the_stand_in_answers_a_gift_offered_to_it() {
    let spec = settled()
        .when(
            S0,
            cmd(F::OfferGift {
                to: S1,
                resource: Resource::Ore,
            }),
        )
        .then_ok();
    let legal = crate::rules::classic::legal_commands(spec.state(), S1);
    assert!(legal.iter().all(|c| matches!(c, Command::Scenario(_))));
    assert_eq!(stand_in(&spec, S1), cmd(F::AcceptGift));
}

/// issue #14: favor enough for the Master Builders buys a VP marker.
#[test]
fn the_stand_in_redeems_a_vp_marker_when_its_favor_allows() {
    let spec = settled().given(|g| g.tokens(S0, "CC"));
    assert_eq!(stand_in(&spec, S0), cmd(F::RedeemMasterBuilders));
}
