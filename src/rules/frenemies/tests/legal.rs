//! `legal_commands` against `decide` for the scenario's commands: in every
//! situation the scenario adds, the commands listed are exactly those
//! `decide` accepts, tried over every seat, guild, resource, swap and path.

use super::prelude::*;
use crate::rules::classic::{decide, legal_commands};
use crate::rules::common::ScriptedChance;

/// Every fully formed scenario command worth trying, beside the classic
/// testkit's candidates.
pub fn frenemies_candidates(state: &State) -> Vec<Command<F>> {
    let mut out = candidate_commands(state);
    for resource in Resource::ALL {
        for i in 0..state.players.len() {
            out.push(cmd(F::OfferGift {
                to: Seat(i as u8),
                resource,
            }));
        }
        out.push(cmd(F::AskForAnotherResource { resource }));
    }
    out.extend(
        [
            F::AcceptGift,
            F::RejectGift,
            F::GiveAskedResource,
            F::WithdrawGift,
        ]
        .map(cmd),
    );
    out
}

/// For every seat: everything listed is accepted, and among the candidates
/// exactly what is listed is accepted.
pub fn assert_frenemies_legal_is_exactly_accepted(state: &State) {
    let candidates = frenemies_candidates(state);
    for i in 0..state.players.len() {
        let seat = Seat(i as u8);
        for c in &legal_commands(state, seat) {
            let accepted = decide(state, seat, c.clone(), &mut ScriptedChance::new()).is_ok();
            assert!(
                accepted,
                "legal_commands lists {c:?} for {seat} but decide refuses it"
            );
        }
        for c in &candidates {
            let accepted = decide(state, seat, c.clone(), &mut ScriptedChance::new()).is_ok();
            assert_listed_iff_accepted(state, seat, c, accepted);
        }
    }
}

/// clarifications.md §Frenemies: the gift's answers out of turn, then the
/// giver's answer to an ask.
#[test]
fn legal_commands_match_decide_while_a_gift_is_open() {
    let s = game(4)
        .given(|g| g.hand(S0, "BO").hand(S1, "G").main(S0))
        .when(
            S0,
            cmd(F::OfferGift {
                to: S1,
                resource: Resource::Brick,
            }),
        )
        .then_ok();
    assert_frenemies_legal_is_exactly_accepted(s.state());
    let s = s
        .when(
            S1,
            cmd(F::AskForAnotherResource {
                resource: Resource::Ore,
            }),
        )
        .then_ok();
    assert_frenemies_legal_is_exactly_accepted(s.state());
    assert_eq!(
        legal_commands(s.state(), S0),
        vec![cmd(F::WithdrawGift), cmd(F::GiveAskedResource)]
    );
    assert!(legal_commands(s.state(), S1).is_empty());
}

/// frenemies.txt §Earning 1: declining to steal is listed on the desert only.
#[test]
fn legal_commands_match_decide_when_the_robber_moves() {
    let s = game(4).given(|g| {
        g.settlement(S1, corner(DESERT, TOP))
            .settlement(S2, corner(5, TOP))
            .hand(S1, "O")
            .hand(S2, "O")
            .robber(tile(0))
            .main(S0)
            .phase(Phase::MoveRobber { seat: S0 })
    });
    assert_frenemies_legal_is_exactly_accepted(s.state());
    let listed = legal_commands(s.state(), S0);
    assert!(listed.contains(&MoveRobber {
        tile: tile(DESERT),
        victim: None
    }));
    assert!(listed.contains(&MoveRobber {
        tile: tile(DESERT),
        victim: Some(S1)
    }));
    assert!(!listed.contains(&MoveRobber {
        tile: tile(5),
        victim: None
    }));
}

/// Classic phases other than the main part list no scenario command.
#[test]
fn legal_commands_match_decide_before_the_roll_and_in_setup() {
    let s = game(4).given(|g| g.hand(S0, "B").roll(S0));
    assert_frenemies_legal_is_exactly_accepted(s.state());
    assert_eq!(legal_commands(s.state(), S0), vec![RollDice]);
    assert_frenemies_legal_is_exactly_accepted(Spec::<Frenemies>::new(3).state());
}
