//! The turn (base-catan.md §A turn): who may act, passing the dice, and
//! commands from seats outside the game or before it exists.

use super::prelude::*;
use crate::rules::classic::state::State;
use crate::rules::classic::BoardKind;
use crate::rules::PhaseKind;

/// base-catan.md §A turn: only the current player acts in their turn (other
/// seats only discard or answer offers).
#[test]
fn commands_out_of_turn_are_refused() {
    let main = Spec::classic(4).given(|g| {
        g.settlement(S1, node_between(&[0, 3, 4]))
            .road(
                S1,
                edge_between(node_between(&[0, 3, 4]), node_between(&[0, 1, 4])),
            )
            .hand(S1, "BLWGGOOO")
            .dev_cards(S1, DevCard::Knight, 1)
            .main(S0)
    });
    for command in [
        RollDice,
        EndTurn,
        BuyDevelopmentCard,
        PlayKnight,
        BuildRoad {
            edge: edge_between(node_between(&[0, 1, 4]), node_between(&[1, 4, 5])),
        },
        BuildSettlement {
            node: node_between(&[1, 4, 5]),
        },
        BuildCity {
            node: node_between(&[0, 3, 4]),
        },
        Command::Table(TableCommand::SupplyTrade {
            give: Resource::Ore,
            get: Resource::Brick,
        }),
        MoveRobber {
            tile: tile(0),
            victim: None,
        },
    ] {
        main.clone()
            .when(S1, command)
            .then_error(RuleError::NotYourTurn);
    }
    Spec::classic(4)
        .given(|g| g.roll(S2))
        .when(S3, RollDice)
        .then_error(RuleError::NotYourTurn);
}

/// The game has seats 0-3 only.
#[test]
fn commands_from_a_seat_not_in_the_game_are_refused() {
    for command in [RollDice, EndTurn, BuyDevelopmentCard] {
        Spec::classic(4)
            .given(|g| g.roll(S0))
            .when(Seat(4), command)
            .then_error(RuleError::NoSuchSeat);
    }
    Spec::classic(3)
        .given(|g| g.main(S0))
        .when(S3, EndTurn)
        .then_error(RuleError::NoSuchSeat);
    Spec::classic(4)
        .when(
            Seat(200),
            BuildSettlement {
                node: node_between(&[0, 3, 4]),
            },
        )
        .then_error(RuleError::NoSuchSeat);
}

/// base-catan.md §A turn, 7: ending the turn passes the dice to the next
/// seat in turn order, and resets what was per turn.
#[test]
fn ending_the_turn_passes_the_dice_to_the_next_seat() {
    Spec::classic(4)
        .given(|g| g.card_played().bought(S0, DevCard::Knight).main(S0))
        .when(S0, EndTurn)
        .then_events([TurnEnded { seat: S0, next: S1 }])
        .then_state(|s| {
            assert_eq!(s.phase, Phase::Roll { seat: S1 });
            assert!(!s.card_played);
            assert_eq!(s.player(S0).bought_this_turn.total(), 0);
            assert_eq!(s.player(S0).dev_cards.knight, 1);
        });
    // The last seat in turn order passes to the first.
    Spec::classic(4)
        .given(|g| g.main(S0))
        .then_state(|s| assert_eq!(s.turn_order.last(), Some(&S0)))
        .when(S0, EndTurn)
        .then_state(|s| assert_eq!(s.phase, Phase::Roll { seat: S1 }));
    Spec::classic(4)
        .given(|g| g.main(S3))
        .when(S3, EndTurn)
        .then_events([TurnEnded { seat: S3, next: S0 }]);
}

/// base-catan.md §A turn, 1: the turn starts with the roll; it cannot end
/// before it, nor while a 7 is being resolved.
#[test]
fn the_turn_cannot_end_before_the_roll_or_during_the_robber() {
    Spec::classic(4)
        .given(|g| g.roll(S0))
        .when(S0, EndTurn)
        .then_error(RuleError::WrongPhase(PhaseKind::Roll))
        .given(|g| g.phase(Phase::MoveRobber { seat: S0 }))
        .when(S0, EndTurn)
        .then_error(RuleError::WrongPhase(PhaseKind::MoveRobber));
}

/// clarifications.md §All rulesets: a game is created once, for 3 to 6
/// players (five-six-players.md); nothing else happens before.
#[test]
fn a_game_is_created_once_for_three_to_six_players() {
    use crate::rules::classic::decide;
    use crate::rules::common::ScriptedChance;
    let lobby: State = State::default();
    let create = |players| CreateGame {
        players,
        board: BoardKind::Beginner,
    };
    let mut chance = ScriptedChance::new();
    for players in [0, 2, 7] {
        assert_eq!(
            decide(&lobby, S0, create(players), &mut chance),
            Err(RuleError::PlayerCount {
                asked: players,
                allowed: 3..=6
            })
        );
    }
    assert_eq!(
        decide(&lobby, S0, RollDice, &mut chance),
        Err(RuleError::WrongPhase(PhaseKind::Lobby))
    );
    Spec::classic(3)
        .when(S0, create(3))
        .then_error(RuleError::AlreadyCreated);
}
