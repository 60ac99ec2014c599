//! Sevens and the robber (base-catan.md §A turn, 3; Knight in §A turn, 6):
//! discards, moving the robber, and stealing.

use super::prelude::*;
use crate::rules::classic::state::Debt;
use crate::rules::{PhaseKind, Place};

const SEVEN: [u8; 2] = [3, 4];

/// base-catan.md §A turn, 3: only hands above 7 discard, half rounded down.
#[test]
fn a_seven_makes_hands_above_seven_discard_half_rounded_down() {
    Spec::classic(4)
        .given(|g| {
            g.hand(S0, "BBBLLLWWW")
                .hand(S1, "GGGGOOOO")
                .hand(S2, "BLWGOBLW")
                .hand(S3, "OOOOOOO")
                .roll(S3)
        })
        .when(S3, RollDice)
        .dice(SEVEN)
        .then_events([DiceRolled {
            seat: S3,
            dice: SEVEN,
        }])
        .then_state(|s| {
            assert_eq!(
                s.phase,
                Phase::Discard {
                    seat: S3,
                    pending: vec![
                        Debt { seat: S0, count: 4 },
                        Debt { seat: S1, count: 4 },
                        Debt { seat: S2, count: 4 },
                    ],
                }
            );
        });
}

/// base-catan.md §A turn, 3: each player chooses their discard, out of turn
/// and in any order; the robber moves only after the last discard.
#[test]
fn discards_come_out_of_turn_in_any_order_then_the_robber_moves() {
    Spec::classic(4)
        .given(|g| g.hand(S0, "BBBLLLWWW").hand(S1, "GGGGOOOO").roll(S3))
        .when(S3, RollDice)
        .dice(SEVEN)
        .then_ok()
        .when(
            S3,
            MoveRobber {
                tile: tile(0),
                victim: None,
            },
        )
        .then_error(RuleError::WrongPhase(PhaseKind::Discard))
        .when(
            S1,
            Command::Table(TableCommand::Discard {
                cards: cards("GOOO"),
            }),
        )
        .then_events([Event::Table(TableEvent::CardsDiscarded {
            seat: S1,
            cards: cards("GOOO"),
        })])
        .then_state(|s| assert_eq!(s.phase.awaiting(), vec![S0]))
        .when(
            S1,
            Command::Table(TableCommand::Discard {
                cards: cards("GOOO"),
            }),
        )
        .then_error(RuleError::NothingToDiscard)
        .when(
            S0,
            Command::Table(TableCommand::Discard {
                cards: cards("BBLW"),
            }),
        )
        .then_state(|s| {
            assert_eq!(s.phase, Phase::MoveRobber { seat: S3 });
            assert_eq!(s.player(S0).hand, cards("BLLWW"));
            assert_eq!(s.player(S1).hand, cards("GGGO"));
            assert_eq!(s.bank, Resources::new(18, 17, 17, 16, 18));
        });
}

/// base-catan.md §A turn, 3: the discard is exactly half, from cards held.
#[test]
fn a_discard_of_the_wrong_count_or_of_cards_not_held_is_refused() {
    Spec::classic(4)
        .given(|g| g.hand(S0, "BBBLLLWWW").roll(S3))
        .when(S3, RollDice)
        .dice(SEVEN)
        .then_ok()
        .when(
            S0,
            Command::Table(TableCommand::Discard {
                cards: cards("BBB"),
            }),
        )
        .then_error(RuleError::WrongDiscard { required: 4 })
        .when(
            S0,
            Command::Table(TableCommand::Discard {
                cards: cards("BBBLL"),
            }),
        )
        .then_error(RuleError::WrongDiscard { required: 4 })
        .when(
            S0,
            Command::Table(TableCommand::Discard {
                cards: cards("OOOO"),
            }),
        )
        .then_error(RuleError::WrongDiscard { required: 4 })
        .when(
            S2,
            Command::Table(TableCommand::Discard {
                cards: Resources::ZERO,
            }),
        )
        .then_error(RuleError::NothingToDiscard);
}

/// base-catan.md §A turn, 3: nobody produces on a 7, and with no hand above
/// 7 the roller goes straight to moving the robber.
#[test]
fn a_seven_without_big_hands_goes_straight_to_the_robber() {
    Spec::classic(4)
        .given(|g| {
            g.hand(S0, "BBBLLLW")
                .settlement(S0, node_between(&[0, 3, 4]))
                .roll(S3)
        })
        .when(S3, RollDice)
        .dice(SEVEN)
        .then_events([DiceRolled {
            seat: S3,
            dice: SEVEN,
        }])
        .then_state(|s| assert_eq!(s.phase, Phase::MoveRobber { seat: S3 }));
}

/// A robber phase for seat 3 after a 7: seat 0 (cards), seat 1 (no cards)
/// and seat 3 itself on hills 6 (tile 4), seat 2 (cards) on pasture 11 (tile 18).
fn robber_scene() -> Spec {
    Spec::classic(4).given(|g| {
        g.settlement(S0, node_between(&[0, 3, 4]))
            .settlement(S1, node_between(&[4, 8, 9]))
            .settlement(S2, corner(18, BOTTOM))
            .settlement(S3, node_between(&[1, 4, 5]))
            .hand(S0, "BOO")
            .hand(S2, "W")
            .hand(S3, "L")
            .main(S3)
            .phase(Phase::MoveRobber { seat: S3 })
    })
}

/// base-catan.md §A turn, 3: the robber moves to another hex.
#[test]
fn the_robber_must_move_to_another_hex() {
    let desert = robber_scene().state().robber;
    assert_eq!(desert, tile(9));
    robber_scene()
        .when(
            S3,
            MoveRobber {
                tile: desert,
                victim: None,
            },
        )
        .then_error(RuleError::RobberMustMove)
        .when(
            S3,
            MoveRobber {
                tile: tile(19),
                victim: None,
            },
        )
        .then_error(RuleError::NoSuchPlace(Place::Hex));
}

/// base-catan.md §A turn, 3: the victim has a building on the hex and a
/// card, and is not the roller.
#[test]
fn steal_only_from_a_player_with_a_building_on_the_hex_and_cards() {
    for victim in [S1, S2, S3] {
        robber_scene()
            .when(
                S3,
                MoveRobber {
                    tile: tile(4),
                    victim: Some(victim),
                },
            )
            .then_error(RuleError::InvalidVictim);
    }
}

/// base-catan.md §A turn, 3: when someone there can be robbed, the roller
/// must steal; where nobody can, the robber just moves.
#[test]
fn the_roller_must_steal_when_someone_is_eligible() {
    robber_scene()
        .when(
            S3,
            MoveRobber {
                tile: tile(4),
                victim: None,
            },
        )
        .then_error(RuleError::MustSteal);
    robber_scene()
        .when(
            S3,
            MoveRobber {
                tile: tile(10),
                victim: None,
            },
        )
        .then_events([RobberMoved {
            seat: S3,
            tile: tile(10),
        }])
        .then_state(|s| {
            assert_eq!(s.robber, tile(10));
            assert_eq!(s.phase, Phase::Main { seat: S3 });
        });
}

/// base-catan.md §A turn, 3: the stolen card is a random card of the
/// victim's hand (the scripted draw picks the second card, an ore).
#[test]
fn the_stolen_card_comes_from_the_victims_hand() {
    robber_scene()
        .when(
            S3,
            MoveRobber {
                tile: tile(4),
                victim: Some(S0),
            },
        )
        .draws(Purpose::Steal, &[1])
        .then_events([
            RobberMoved {
                seat: S3,
                tile: tile(4),
            },
            CardStolen {
                seat: S3,
                victim: S0,
                resource: Some(Resource::Ore),
            },
        ])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("BO"));
            assert_eq!(s.player(S3).hand, cards("LO"));
            assert_eq!(s.phase, Phase::Main { seat: S3 });
        });
    robber_scene()
        .when(
            S3,
            MoveRobber {
                tile: tile(4),
                victim: Some(S0),
            },
        )
        .draws(Purpose::Steal, &[0])
        .then_state(|s| assert_eq!(s.player(S0).hand, cards("OO")));
}

/// base-catan.md §A turn, 3: only the roller moves the robber.
#[test]
fn only_the_roller_moves_the_robber() {
    robber_scene()
        .when(
            S0,
            MoveRobber {
                tile: tile(18),
                victim: Some(S2),
            },
        )
        .then_error(RuleError::NotYourTurn);
}

/// base-catan.md §A turn, 3: "every player" above 7 discards, the roller too.
#[test]
fn the_roller_discards_too_when_holding_more_than_seven() {
    Spec::classic(4)
        .given(|g| g.hand(S3, "BBLLWWGGO").roll(S3))
        .when(S3, RollDice)
        .dice(SEVEN)
        .then_state(|s| assert_eq!(s.phase.awaiting(), vec![S3]))
        .when(
            S3,
            Command::Table(TableCommand::Discard {
                cards: cards("BLWG"),
            }),
        )
        .then_state(|s| assert_eq!(s.phase, Phase::MoveRobber { seat: S3 }));
}
