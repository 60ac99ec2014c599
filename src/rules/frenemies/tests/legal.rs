//! `legal_commands` against `decide` where the scenario changes what the
//! classic game allows: the commands listed are exactly those `decide`
//! accepts, tried over every spot, tile, victim and seat.

use super::prelude::*;
use crate::rules::classic::legal_commands;

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
    assert_legal_is_exactly_accepted(s.state());
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

/// Setup and the roll are the classic game's.
#[test]
fn legal_commands_match_decide_before_the_roll_and_in_setup() {
    let s = game(4).given(|g| g.hand(S0, "B").roll(S0));
    assert_legal_is_exactly_accepted(s.state());
    assert_eq!(legal_commands(s.state(), S0), vec![RollDice]);
    assert_legal_is_exactly_accepted(Spec::<Frenemies>::new(3).state());
}
