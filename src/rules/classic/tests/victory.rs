//! Victory (base-catan.md §Victory; clarifications.md §Base game): ten
//! points in the player's own turn, hidden Victory Point cards, a player
//! pushed to ten in another's turn, and the finished game.

use super::prelude::*;
use crate::rules::classic::state::State;
use crate::rules::common::NodeId;

/// Four cities and a settlement of seat 0 (9 points), and a spot for
/// another settlement at the end of one of its roads.
fn nine_points(g: StateBuilder) -> StateBuilder {
    g.city(S0, corner(0, TOP))
        .city(S0, corner(2, TOP))
        .city(S0, corner(16, BOTTOM))
        .city(S0, corner(18, BOTTOM))
        .settlement(S0, corner(11, LOWER_RIGHT))
        .road(S0, edge_between(tenth_spot(), corner(9, UPPER_LEFT)))
}

fn tenth_spot() -> NodeId {
    corner(9, TOP)
}

fn won_game() -> Spec {
    Spec::classic(4)
        .given(|g| nine_points(g).hand(S0, "BLWG").main(S0))
        .when(S0, BuildSettlement { node: tenth_spot() })
        .then_ok()
}

/// base-catan.md §Victory: reaching 10 points in your own turn wins at once.
#[test]
fn a_player_wins_on_reaching_ten_points_in_their_own_turn() {
    Spec::classic(4)
        .given(|g| nine_points(g).hand(S0, "BLWG").main(S0))
        .then_state(|s| assert_eq!(s.total_points(S0), 9))
        .when(S0, BuildSettlement { node: tenth_spot() })
        .then_events([
            SettlementBuilt {
                seat: S0,
                node: tenth_spot(),
            },
            GameWon {
                seat: S0,
                points: 10,
            },
        ])
        .then_state(|s| {
            assert_eq!(s.phase, Phase::Finished { winner: Some(S0) });
            assert_eq!(s.winner(), Some(S0));
        });
}

/// base-catan.md §A turn, 6 and §Victory: a Victory Point card counts at
/// once, including in the turn it was bought.
#[test]
fn a_victory_point_card_wins_in_the_turn_it_is_bought() {
    Spec::classic(4)
        .given(|g| nine_points(g).hand(S0, "WGO").main(S0))
        .when(S0, BuyDevelopmentCard)
        .draws(Purpose::DevelopmentCard, &[14])
        .then_events([
            DevelopmentCardBought {
                seat: S0,
                card: Some(DevCard::VictoryPoint),
            },
            GameWon {
                seat: S0,
                points: 10,
            },
        ]);
}

/// base-catan.md §Victory: held Victory Point cards count toward 10.
#[test]
fn held_victory_point_cards_count_toward_ten() {
    Spec::classic(4)
        .given(|g| {
            g.city(S0, corner(0, TOP))
                .city(S0, corner(2, TOP))
                .settlement(S0, corner(11, LOWER_RIGHT))
                .road(S0, edge_between(tenth_spot(), corner(9, UPPER_LEFT)))
                .dev_cards(S0, DevCard::VictoryPoint, 4)
                .hand(S0, "BLWG")
                .main(S0)
        })
        .when(S0, BuildSettlement { node: tenth_spot() })
        .then_events([
            SettlementBuilt {
                seat: S0,
                node: tenth_spot(),
            },
            GameWon {
                seat: S0,
                points: 10,
            },
        ]);
}

/// base-catan.md §Victory; clarifications.md §Base game: a player pushed to
/// 10 in another's turn (here: Longest Road falls to seat 0 when seat 3
/// breaks seat 1's road) does not win then, but when their own turn starts.
#[test]
fn a_player_pushed_to_ten_in_another_turn_wins_when_their_turn_starts() {
    let top = [
        corner(0, UPPER_LEFT),
        corner(0, TOP),
        corner(0, UPPER_RIGHT),
        corner(1, TOP),
        corner(1, UPPER_RIGHT),
        corner(2, TOP),
        corner(2, UPPER_RIGHT),
    ];
    let bottom = [
        corner(17, LOWER_LEFT),
        corner(17, BOTTOM),
        corner(17, LOWER_RIGHT),
        corner(18, BOTTOM),
        corner(18, LOWER_RIGHT),
        corner(18, UPPER_RIGHT),
    ];
    let break_point = node_between(&[0, 1]);
    Spec::classic(4)
        .given(|g| {
            g.road_path(S1, &top)
                .longest_road(Some(S1))
                .road_path(S0, &bottom)
                .city(S0, corner(16, BOTTOM))
                .city(S0, corner(18, BOTTOM))
                .city(S0, corner(11, LOWER_RIGHT))
                .city(S0, corner(9, TOP))
                .road(S3, edge_between(node_between(&[0, 1, 4]), break_point))
                .hand(S3, "BLWG")
                .main(S3)
        })
        .then_state(|s| assert_eq!(s.turn_order, vec![S1, S2, S3, S0]))
        .when(S3, BuildSettlement { node: break_point })
        .then_events([
            SettlementBuilt {
                seat: S3,
                node: break_point,
            },
            LongestRoadTaken {
                seat: Some(S0),
                length: 5,
            },
        ])
        .then_state(|s| {
            assert_eq!(s.total_points(S0), 10);
            assert_eq!(s.winner(), None, "no victory in another player's turn");
        })
        .when(S3, EndTurn)
        .then_events([
            TurnEnded { seat: S3, next: S0 },
            GameWon {
                seat: S0,
                points: 10,
            },
        ]);
}

/// clarifications.md §Base game: a player never wins during another
/// player's turn, however long that lasts; their own turn's start decides.
#[test]
fn a_player_at_ten_waits_through_other_turns_until_their_own() {
    let ten_in_seat_2s_turn =
        |g: StateBuilder| nine_points(g).dev_cards(S0, DevCard::VictoryPoint, 1);
    Spec::classic(4)
        .given(|g| {
            ten_in_seat_2s_turn(g)
                .hand(S2, "BL")
                .road(S2, edge_between(corner(13, TOP), corner(13, UPPER_RIGHT)))
                .main(S2)
        })
        .when(
            S2,
            BuildRoad {
                edge: edge_between(corner(13, UPPER_RIGHT), corner(13, LOWER_RIGHT)),
            },
        )
        .then_events([RoadBuilt {
            seat: S2,
            edge: edge_between(corner(13, UPPER_RIGHT), corner(13, LOWER_RIGHT)),
        }])
        .when(S2, EndTurn)
        .then_events([TurnEnded { seat: S2, next: S3 }])
        .given(|g| g.main(S3))
        .when(S3, EndTurn)
        .then_events([
            TurnEnded { seat: S3, next: S0 },
            GameWon {
                seat: S0,
                points: 10,
            },
        ]);
}

/// Every command worth trying, from every seat (and one that does not exist).
fn every_command_from_every_seat(state: &State) -> Vec<(Seat, Command)> {
    let commands = candidate_commands(state);
    [S0, S1, S2, S3, Seat(9)]
        .into_iter()
        .flat_map(|seat| commands.iter().map(move |c| (seat, c.clone())))
        .collect()
}

/// base-catan.md §Victory: once won, the game refuses every command.
#[test]
fn a_finished_game_refuses_every_command() {
    let done = won_game();
    for (seat, command) in every_command_from_every_seat(done.state()) {
        done.clone()
            .when(seat, command)
            .then_error(RuleError::GameOver);
    }
    done.when(
        S0,
        Command::Table(TableCommand::OfferTrade {
            give: cards("B"),
            want: cards("W"),
            to: vec![S1],
        }),
    )
    .then_error(RuleError::GameOver)
    .when(
        S0,
        CreateGame {
            players: 4,
            board: crate::rules::classic::BoardKind::Beginner,
        },
    )
    .then_error(RuleError::AlreadyCreated);
}
