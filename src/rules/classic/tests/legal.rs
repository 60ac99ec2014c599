//! `legal_commands` against `decide` (legal.rs: "each one listed is
//! accepted"): in every phase, the commands listed are exactly the fully
//! formed commands decide accepts, tried over every spot, tile, card and seat.

use super::prelude::*;
use crate::rules::classic::legal::MAX_DISCARD_CHOICES;
use crate::rules::classic::legal_commands;
use crate::rules::classic::state::Debt;

/// base-catan.md §Setup: settlement spots and road spots in setup.
#[test]
fn legal_commands_match_decide_during_setup() {
    let s = Spec::classic(3);
    assert_legal_is_exactly_accepted(s.state());
    let s = s
        .when(
            S1,
            BuildSettlement {
                node: node_between(&[0, 3, 4]),
            },
        )
        .then_ok();
    assert_legal_is_exactly_accepted(s.state());
    assert_eq!(
        legal_commands(s.state(), S1).len(),
        3,
        "an inland spot has three paths"
    );
}

/// base-catan.md §A turn, 1 and 6: the roll, and cards playable before it.
#[test]
fn legal_commands_match_decide_before_the_roll() {
    let s = Spec::classic(4).given(|g| {
        g.dev_cards(S0, DevCard::Knight, 1)
            .dev_cards(S0, DevCard::YearOfPlenty, 1)
            .bought(S0, DevCard::Monopoly)
            .roll(S0)
    });
    assert_legal_is_exactly_accepted(s.state());
    let listed = legal_commands(s.state(), S0);
    assert!(listed.contains(&RollDice));
    assert!(listed.contains(&PlayKnight));
    assert!(
        !listed.iter().any(|c| matches!(c, PlayMonopoly { .. })),
        "bought this turn"
    );
}

/// base-catan.md §A turn, 3: discards for every owing seat, then the robber.
#[test]
fn legal_commands_match_decide_while_a_seven_is_resolved() {
    let s = Spec::classic(4)
        .given(|g| {
            g.settlement(S1, corner(0, TOP))
                .hand(S1, "BBLLWWGGO")
                .hand(S2, "OOOOOOOO")
                .settlement(S3, corner(18, BOTTOM))
                .roll(S0)
        })
        .when(S0, RollDice)
        .dice([6, 1])
        .then_ok();
    assert_eq!(s.state().phase.awaiting(), vec![S1, S2]);
    assert_legal_is_exactly_accepted(s.state());
    assert_eq!(
        legal_commands(s.state(), S2),
        vec![Command::Table(TableCommand::Discard {
            cards: cards("OOOO")
        })]
    );
    let s = s
        .when(
            S2,
            Command::Table(TableCommand::Discard {
                cards: cards("OOOO"),
            }),
        )
        .then_ok()
        .when(
            S1,
            Command::Table(TableCommand::Discard {
                cards: cards("BLWG"),
            }),
        )
        .then_ok();
    assert_legal_is_exactly_accepted(s.state());
    let robber_moves = legal_commands(s.state(), S0);
    assert_eq!(
        robber_moves.len(),
        18,
        "every other hex, one victim or none each"
    );
    assert!(robber_moves.contains(&MoveRobber {
        tile: tile(0),
        victim: Some(S1)
    }));
    assert!(!robber_moves.contains(&MoveRobber {
        tile: tile(0),
        victim: None
    }));
}

/// base-catan.md §A turn, 4-6: building, buying, playing, maritime trade
/// and offers in the main part of the turn, and answers from other seats.
#[test]
fn legal_commands_match_decide_in_the_main_phase() {
    let a = node_between(&[0, 3, 4]);
    let b = node_between(&[0, 1, 4]);
    let c = node_between(&[1, 4, 5]);
    let s = Spec::classic(4)
        .given(|g| {
            g.settlement(S0, a)
                .road_path(S0, &[a, b, c])
                .settlement(S0, corner(0, UPPER_LEFT))
                .hand(S0, "BBLLWWGGGOOO")
                .dev_cards(S0, DevCard::Monopoly, 1)
                .hand(S1, "WWO")
                .hand(S2, "O")
                .settlement(S3, node_between(&[4, 5, 9]))
                .main(S0)
        })
        .when(
            S0,
            Command::Table(TableCommand::OfferTrade {
                give: cards("B"),
                want: cards("W"),
                to: vec![S1, S2],
            }),
        )
        .then_ok()
        .when(
            S0,
            Command::Table(TableCommand::OfferTrade {
                give: cards("L"),
                want: cards("O"),
                to: vec![S1, S2, S3],
            }),
        )
        .then_ok()
        .when(S1, Command::Table(TableCommand::AcceptOffer { offer: 1 }))
        .then_ok()
        .when(
            S2,
            Command::Table(TableCommand::CounterOffer {
                offer: 2,
                give: cards("LL"),
                want: cards("O"),
            }),
        )
        .then_ok();
    assert_legal_is_exactly_accepted(s.state());
    let s1 = legal_commands(s.state(), S1);
    assert_eq!(
        s1,
        vec![
            Command::Table(TableCommand::AcceptOffer { offer: 2 }),
            Command::Table(TableCommand::RejectOffer { offer: 2 })
        ]
    );
    assert_eq!(
        legal_commands(s.state(), S3),
        vec![Command::Table(TableCommand::RejectOffer { offer: 2 })],
        "seat 3 has no ore"
    );
}

/// base-catan.md §A turn, 6: free roads during Road Building.
#[test]
fn legal_commands_match_decide_during_road_building() {
    let a = node_between(&[0, 3, 4]);
    let s = Spec::classic(4)
        .given(|g| {
            g.settlement(S0, a)
                .dev_cards(S0, DevCard::RoadBuilding, 1)
                .main(S0)
        })
        .when(S0, PlayRoadBuilding)
        .then_ok();
    assert_legal_is_exactly_accepted(s.state());
    assert_eq!(legal_commands(s.state(), S0).len(), 3);
}

/// base-catan.md §Victory: nothing is legal once the game is over.
#[test]
fn nothing_is_legal_in_a_finished_game() {
    let s = Spec::classic(4).given(|g| g.phase(Phase::Finished { winner: Some(S2) }));
    for seat in [S0, S1, S2, S3] {
        assert!(legal_commands(s.state(), seat).is_empty());
    }
}

/// legal.rs: discard choices are capped at 100, each one a valid discard.
#[test]
fn discard_choices_are_capped_at_one_hundred() {
    let s = Spec::classic(4).given(|g| {
        g.hand(S1, "BBBBBBLLLLLLWWWWWWGGGGGGOOOOOO")
            .main(S0)
            .phase(Phase::Discard {
                seat: S0,
                pending: vec![Debt {
                    seat: S1,
                    count: 15,
                }],
            })
    });
    let listed = legal_commands(s.state(), S1);
    assert_eq!(listed.len(), MAX_DISCARD_CHOICES);
    for (i, command) in listed.iter().enumerate() {
        assert!(
            !listed[..i].contains(command),
            "{command:?} is listed twice"
        );
    }
    for command in listed {
        let Command::Table(TableCommand::Discard { cards }) = command else {
            panic!("only discards are listed, not {command:?}");
        };
        assert_eq!(cards.total(), 15);
        s.clone()
            .when(S1, Command::Table(TableCommand::Discard { cards }))
            .then_ok();
    }
}
