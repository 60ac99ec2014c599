//! Victory (frenemies.txt §Scoring): 11 points in your own turn, VP markers
//! counting as public points.

use super::prelude::*;
use crate::rules::classic::view;
use crate::rules::Viewer;

/// Four cities and a settlement of seat 0 (9 points), a road toward a
/// tenth spot.
fn nine_points(g: StateBuilder<Frenemies>) -> StateBuilder<Frenemies> {
    g.city(S0, corner(0, TOP))
        .city(S0, corner(2, TOP))
        .city(S0, corner(16, BOTTOM))
        .city(S0, corner(18, BOTTOM))
        .settlement(S0, corner(11, LOWER_RIGHT))
        .road(S0, edge_between(corner(9, TOP), corner(9, UPPER_LEFT)))
}

/// frenemies.txt §Victory: 10 points are not enough.
#[test]
fn ten_points_do_not_win() {
    game(4)
        .given(|g| nine_points(g).hand(S0, "BLWG").main(S0))
        .when(
            S0,
            BuildSettlement {
                node: corner(9, TOP),
            },
        )
        .then_events([SettlementBuilt {
            seat: S0,
            node: corner(9, TOP),
        }])
        .then_state(|s| {
            assert_eq!(s.total_points(S0), 10);
            assert_eq!(s.winner(), None);
            assert_eq!(view(s, Viewer::Spectator).points_to_win, 11);
        });
}

/// frenemies.txt §Scoring: the game ends at once when a player reaches 11
/// in their turn; VP markers count.
#[test]
fn a_vp_marker_reaching_eleven_wins_at_once() {
    game(4)
        .given(|g| nine_points(g).markers(S0, 1).tokens(S0, "CC").main(S0))
        .then_state(|s| assert_eq!(s.public_points(S0), 10))
        .when(S0, cmd(F::RedeemMasterBuilders))
        .then_events([
            ev(E::TokensRedeemed {
                seat: S0,
                favor: Favor::MasterBuilders,
            }),
            GameWon {
                seat: S0,
                points: 11,
            },
        ])
        .then_state(|s| assert_eq!(s.phase, Phase::Finished { winner: Some(S0) }));
}

/// frenemies.txt §Scoring: a Victory Point card from the Scholars counts
/// at once, like one bought.
#[test]
fn a_victory_point_card_from_the_scholars_can_win() {
    game(4)
        .given(|g| nine_points(g).markers(S0, 1).tokens(S0, "BB").main(S0))
        .when(S0, cmd(F::RedeemScholars))
        .draws(Purpose::DevelopmentCard, &[14])
        .then_events([
            ev(E::TokensRedeemed {
                seat: S0,
                favor: Favor::Scholars {
                    card: Some(DevCard::VictoryPoint),
                },
            }),
            GameWon {
                seat: S0,
                points: 11,
            },
        ]);
}

/// clarifications.md §Frenemies: VP markers are public points.
#[test]
fn vp_markers_count_in_the_visible_points() {
    let s = game(4).given(|g| g.settlement(S1, corner(0, TOP)).markers(S1, 2).main(S0));
    let v = view(s.state(), Viewer::Spectator);
    assert_eq!(v.players[1].points, 3);
    assert_eq!(v.scenario.expect("a scenario view").players[1].markers, 2);
}
