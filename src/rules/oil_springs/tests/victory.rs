//! Victory (oil-springs.txt §End of the Game): 12 points, checked at the end
//! of one's own turn, after the disaster phase.

use super::prelude::*;

/// S0 with 3 cities, 2 settlements and 3 VP cards (11), and a city's cost.
fn eleven(g: StateBuilder<OilSprings>) -> StateBuilder<OilSprings> {
    g.city(S0, node_between(&[0, 3, 4]))
        .city(S0, node_between(&[1, 2, 5]))
        .city(S0, node_between(&[7, 8, 12]))
        .settlement(S0, node_between(&[10, 11, 15]))
        .settlement(S0, node_between(&[13, 14, 17]))
        .dev_cards(S0, DevCard::VictoryPoint, 3)
        .hand(S0, "GGOOO")
}

/// oil-springs.txt §End of the Game: reaching 12 during the turn wins
/// nothing yet; the win comes when the turn ends.
#[test]
fn a_win_at_12_is_detected_only_at_the_end_of_the_turn() {
    let node = node_between(&[10, 11, 15]);
    game()
        .given(|g| eleven(g).main(S0))
        .when(S0, BuildCity { node })
        .then_events([CityBuilt { seat: S0, node }])
        .then_state(|s| assert_eq!(s.total_points(S0), 12))
        .when(S0, EndTurn)
        .then_events([GameWon {
            seat: S0,
            points: 12,
        }])
        .then_state(|s| assert_eq!(s.phase, Phase::Finished { winner: Some(S0) }));
}

/// oil-springs.txt §End of the Game: the disaster phase comes first; a flood
/// that takes the twelfth point away leaves no winner.
#[test]
fn a_win_at_12_counts_only_after_the_disaster_phase() {
    let coastal = corner(18, BOTTOM);
    let at_twelve = |g: StateBuilder<OilSprings>| {
        g.city(S0, node_between(&[0, 3, 4]))
            .city(S0, node_between(&[1, 2, 5]))
            .city(S0, node_between(&[7, 8, 12]))
            .city(S0, coastal)
            .dev_cards(S0, DevCard::VictoryPoint, 4)
            .track(5)
            .main(S0)
    };
    // A flood reduces the coastal city: 11 points, the turn passes.
    game()
        .given(at_twelve)
        .then_state(|s| assert_eq!(s.total_points(S0), 12))
        .when(S0, EndTurn)
        .draws(Purpose::Scenario, &disaster([3, 4], &[]))
        .then_events([
            oil(OilEvent::DisasterRolled {
                seat: S0,
                dice: [3, 4],
            }),
            oil(OilEvent::CoastFlooded {
                settlements_removed: vec![],
                cities_reduced: vec![coastal],
                cities_removed: vec![],
            }),
            TurnEnded { seat: S0, next: S1 },
        ]);
    // Pollution elsewhere leaves the 12: the win follows the disaster.
    game()
        .given(at_twelve)
        .when(S0, EndTurn)
        .draws(Purpose::Scenario, &disaster([6, 6], &[]))
        .then_events([
            oil(OilEvent::DisasterRolled {
                seat: S0,
                dice: [6, 6],
            }),
            oil(OilEvent::HexPolluted {
                tile: TileId(3),
                number: 12,
            }),
            GameWon {
                seat: S0,
                points: 12,
            },
        ]);
}

/// A player at 12 does not win in another player's turn, nor when their
/// own begins: only when it ends.
#[test]
fn a_player_at_12_wins_at_the_end_of_their_own_turn_only() {
    game()
        .given(|g| {
            g.city(S0, node_between(&[0, 3, 4]))
                .city(S0, node_between(&[1, 2, 5]))
                .city(S0, node_between(&[7, 8, 12]))
                .city(S0, node_between(&[10, 11, 15]))
                .settlement(S0, node_between(&[13, 14, 17]))
                .dev_cards(S0, DevCard::VictoryPoint, 3)
                .main(S3)
        })
        .then_state(|s| assert_eq!(s.total_points(S0), 12))
        .when(S3, EndTurn)
        .then_events([TurnEnded { seat: S3, next: S0 }])
        .then_state(|s| assert_eq!(s.phase, Phase::Roll { seat: S0 }));
}

/// Oil points count toward the 12: metropolises, sequestered oil, the Champion.
#[test]
fn oil_points_count_toward_the_twelve() {
    let cities = [
        node_between(&[0, 3, 4]),
        node_between(&[1, 2, 5]),
        node_between(&[7, 8, 12]),
    ];
    game()
        .given(|g| {
            cities
                .iter()
                .fold(g, |g, n| g.city(S0, *n).metropolis(*n))
                .sequestered(S0, 3)
                .champion(S0)
                .main(S0)
        })
        .then_state(|s| assert_eq!(s.public_points(S0), 9 + 1 + 1))
        .given(|g| g.settlement(S0, node_between(&[13, 14, 17])))
        .when(S0, EndTurn)
        .then_events([GameWon {
            seat: S0,
            points: 12,
        }]);
}
