//! Production (base-catan.md §A turn, 2): what a roll pays, the robber's hex,
//! and the bank-shortage rule (clarifications.md, official FAQ).

use super::prelude::*;
use crate::rules::PhaseKind;

/// Hills 6 (tile 4) and fields 6 (tile 17) produce on a 6.
const SIX: [u8; 2] = [2, 4];

fn on_hills_six() -> [crate::rules::common::NodeId; 2] {
    // Upper-left and lower-right corners of hills 6, three paths apart.
    [node_between(&[0, 3, 4]), node_between(&[4, 5, 9])]
}

/// base-catan.md §A turn, 2: 1 per settlement, 2 per city, to every player.
#[test]
fn a_roll_pays_one_per_settlement_and_two_per_city() {
    let [a, b] = on_hills_six();
    Spec::classic(4)
        .given(|g| g.settlement(S0, a).city(S1, b).roll(S2))
        .when(S2, RollDice)
        .dice(SIX)
        .then_events([
            DiceRolled {
                seat: S2,
                dice: SIX,
            },
            ResourcesProduced {
                gains: vec![
                    SeatCards {
                        seat: S0,
                        cards: cards("B"),
                    },
                    SeatCards {
                        seat: S1,
                        cards: cards("BB"),
                    },
                ],
            },
        ])
        .then_state(|s| {
            assert_eq!(s.phase, Phase::Main { seat: S2 });
            assert_eq!(s.player(S1).hand, cards("BB"));
            assert_eq!(s.bank.get(Resource::Brick), 16);
        });
}

/// base-catan.md §A turn, 2: a hex whose number was not rolled pays nothing.
#[test]
fn a_roll_pays_nothing_from_hexes_with_other_numbers() {
    let [a, _] = on_hills_six();
    Spec::classic(4)
        .given(|g| g.settlement(S0, a).roll(S0))
        .when(S0, RollDice)
        .dice([4, 5])
        .then_events([DiceRolled {
            seat: S0,
            dice: [4, 5],
        }]);
}

/// base-catan.md §A turn, 2: the hex holding the robber produces nothing;
/// other hexes with the number still do.
#[test]
fn the_robber_hex_produces_nothing() {
    let [a, b] = on_hills_six();
    let fields = corner(17, BOTTOM);
    Spec::classic(4)
        .given(|g| {
            g.settlement(S0, a)
                .city(S1, b)
                .settlement(S2, fields)
                .robber(tile(4))
                .roll(S2)
        })
        .when(S2, RollDice)
        .dice(SIX)
        .then_events([
            DiceRolled {
                seat: S2,
                dice: SIX,
            },
            ResourcesProduced {
                gains: vec![SeatCards {
                    seat: S2,
                    cards: cards("G"),
                }],
            },
        ]);
}

/// base-catan.md §A turn, 2 (bank shortage): a single player owed more
/// than the bank holds takes what is left.
#[test]
fn a_short_bank_gives_the_only_player_owed_what_is_left() {
    let [_, b] = on_hills_six();
    let eighteen_brick = "B".repeat(18);
    Spec::classic(4)
        .given(|g| g.city(S1, b).hand(S3, &eighteen_brick).roll(S2))
        .when(S2, RollDice)
        .dice(SIX)
        .then_events([
            DiceRolled {
                seat: S2,
                dice: SIX,
            },
            ResourcesProduced {
                gains: vec![SeatCards {
                    seat: S1,
                    cards: cards("B"),
                }],
            },
        ])
        .then_state(|s| assert_eq!(s.bank.get(Resource::Brick), 0));
}

/// base-catan.md §A turn, 2 (bank shortage): when two players are owed more
/// than the bank holds, nobody gets that resource; other resources are paid.
#[test]
fn a_short_bank_gives_nobody_that_resource_when_two_are_owed() {
    let [a, b] = on_hills_six();
    let fields = corner(17, BOTTOM);
    let seventeen_brick = "B".repeat(17);
    Spec::classic(4)
        .given(|g| {
            g.settlement(S0, a)
                .city(S1, b)
                .settlement(S2, fields)
                .hand(S3, &seventeen_brick)
                .roll(S2)
        })
        .when(S2, RollDice)
        .dice(SIX)
        .then_events([
            DiceRolled {
                seat: S2,
                dice: SIX,
            },
            ResourcesProduced {
                gains: vec![SeatCards {
                    seat: S2,
                    cards: cards("G"),
                }],
            },
        ])
        .then_state(|s| {
            assert_eq!(
                s.bank.get(Resource::Brick),
                2,
                "the two brick stay in the bank"
            );
            assert!(s.player(S0).hand.is_empty());
            assert!(s.player(S1).hand.is_empty());
        });
}

/// base-catan.md §A turn, 2 (bank shortage): a bank holding exactly what is
/// owed pays everybody in full.
#[test]
fn a_bank_holding_exactly_enough_pays_everybody() {
    let [a, b] = on_hills_six();
    let sixteen_brick = "B".repeat(16);
    Spec::classic(4)
        .given(|g| {
            g.settlement(S0, a)
                .city(S1, b)
                .hand(S3, &sixteen_brick)
                .roll(S2)
        })
        .when(S2, RollDice)
        .dice(SIX)
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("B"));
            assert_eq!(s.player(S1).hand, cards("BB"));
            assert_eq!(s.bank.get(Resource::Brick), 0);
        });
}

/// base-catan.md §A turn, 1: a turn starts with one roll, by its player.
#[test]
fn only_the_current_player_rolls_and_only_once() {
    Spec::classic(4)
        .given(|g| g.roll(S2))
        .when(S1, RollDice)
        .then_error(RuleError::NotYourTurn)
        .when(S2, RollDice)
        .dice([1, 2])
        .then_ok()
        .when(S2, RollDice)
        .then_error(RuleError::WrongPhase(PhaseKind::Main));
}
