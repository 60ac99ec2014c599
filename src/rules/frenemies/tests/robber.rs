//! The harmless robber (frenemies.txt §Earning 1; clarifications.md
//! §Frenemies): after a 7 or a Knight, 1 FT for a hex no settlement or city
//! touches, or for the desert when the player declines to steal.

use super::prelude::*;

/// A game where `S0` moves the robber after a 7, from hex 0.
fn moving_robber() -> Spec<Frenemies> {
    game(4).given(|g| {
        g.robber(tile(0))
            .main(S0)
            .phase(Phase::MoveRobber { seat: S0 })
    })
}

/// frenemies.txt §Earning 1: a hex with no settlement or city around it.
#[test]
fn a_robber_moved_to_a_hex_without_buildings_earns_one_token() {
    game(4)
        .given(|g| {
            g.settlement(S1, corner(0, TOP))
                .hand(S1, "BBBBLLLL")
                .robber(tile(0))
                .roll(S0)
        })
        .when(S0, RollDice)
        .dice([3, 4])
        .then_ok()
        .when(
            S1,
            Command::Table(TableCommand::Discard {
                cards: cards("BBBB"),
            }),
        )
        .then_ok()
        .when(
            S0,
            MoveRobber {
                tile: tile(5),
                victim: None,
            },
        )
        .then_events([
            RobberMoved {
                seat: S0,
                tile: tile(5),
            },
            drawn(S0, Earning::HarmlessRobber, "W"),
        ])
        .then_state(|s| {
            assert_eq!(s.scenario.holding(S0).locked, tokens("W"));
            assert_eq!(s.phase, Phase::Main { seat: S0 });
        });
}

/// frenemies.txt §Earning 1: a Knight moves the robber harmlessly too.
#[test]
fn a_knight_moved_to_a_hex_without_buildings_earns_one_token() {
    game(4)
        .given(|g| g.dev_cards(S0, DevCard::Knight, 1).robber(tile(0)).roll(S0))
        .when(S0, PlayKnight)
        .then_ok()
        .when(
            S0,
            MoveRobber {
                tile: tile(14),
                victim: None,
            },
        )
        .then_events([
            RobberMoved {
                seat: S0,
                tile: tile(14),
            },
            drawn(S0, Earning::HarmlessRobber, "W"),
        ]);
}

/// clarifications.md §Frenemies: "no settlement or city of anyone" — the
/// mover's own settlement makes the hex not harmless.
#[test]
fn a_robber_on_a_hex_touched_only_by_the_movers_own_settlement_is_not_harmless() {
    moving_robber()
        .given(|g| g.settlement(S0, corner(5, TOP)))
        .when(
            S0,
            MoveRobber {
                tile: tile(5),
                victim: None,
            },
        )
        .then_events([RobberMoved {
            seat: S0,
            tile: tile(5),
        }])
        .then_state(|s| assert!(s.scenario.holding(S0).tokens.is_empty()));
}

/// frenemies.txt §Earning 1: a robber that steals is not harmless.
#[test]
fn a_robber_that_steals_elsewhere_earns_nothing() {
    moving_robber()
        .given(|g| g.settlement(S1, corner(5, TOP)).hand(S1, "O"))
        .when(
            S0,
            MoveRobber {
                tile: tile(5),
                victim: Some(S1),
            },
        )
        .then_events([
            RobberMoved {
                seat: S0,
                tile: tile(5),
            },
            CardStolen {
                seat: S0,
                victim: S1,
                resource: Some(Resource::Ore),
            },
        ]);
}

/// base-catan.md §A turn, 3: away from the desert, a player who can steal
/// must.
#[test]
fn declining_to_steal_away_from_the_desert_is_refused() {
    moving_robber()
        .given(|g| g.settlement(S1, corner(5, TOP)).hand(S1, "O"))
        .when(
            S0,
            MoveRobber {
                tile: tile(5),
                victim: None,
            },
        )
        .then_error(RuleError::MustSteal);
}

/// frenemies.txt §Earning 1: on the desert the player may decline to steal,
/// and earns 1 FT.
#[test]
fn declining_to_steal_on_the_desert_earns_one_token() {
    moving_robber()
        .given(|g| g.settlement(S1, corner(DESERT, TOP)).hand(S1, "O"))
        .when(
            S0,
            MoveRobber {
                tile: tile(DESERT),
                victim: None,
            },
        )
        .then_events([
            RobberMoved {
                seat: S0,
                tile: tile(DESERT),
            },
            drawn(S0, Earning::HarmlessRobber, "W"),
        ])
        .then_state(|s| {
            assert_eq!(s.player(S1).hand, cards("O"));
            assert_eq!(s.phase, Phase::Main { seat: S0 });
        });
}

/// frenemies.txt §Earning 1: stealing on the desert earns nothing.
#[test]
fn stealing_on_the_desert_earns_nothing() {
    moving_robber()
        .given(|g| g.settlement(S1, corner(DESERT, TOP)).hand(S1, "O"))
        .when(
            S0,
            MoveRobber {
                tile: tile(DESERT),
                victim: Some(S1),
            },
        )
        .then_events([
            RobberMoved {
                seat: S0,
                tile: tile(DESERT),
            },
            CardStolen {
                seat: S0,
                victim: S1,
                resource: Some(Resource::Ore),
            },
        ]);
}

/// frenemies.txt §Earning 1: the desert with nobody to rob is harmless
/// whatever stands around it.
#[test]
fn the_desert_with_nobody_to_rob_earns_one_token() {
    moving_robber()
        .given(|g| g.settlement(S1, corner(DESERT, TOP)))
        .when(
            S0,
            MoveRobber {
                tile: tile(DESERT),
                victim: None,
            },
        )
        .then_events([
            RobberMoved {
                seat: S0,
                tile: tile(DESERT),
            },
            drawn(S0, Earning::HarmlessRobber, "W"),
        ]);
}

/// base-catan.md §A turn, 3: the robber must still move; declining on the
/// desert it already stands on is refused.
#[test]
fn the_robber_cannot_stay_on_the_desert_to_earn_a_token() {
    game(4)
        .given(|g| {
            g.settlement(S1, corner(DESERT, TOP))
                .hand(S1, "O")
                .main(S0)
                .phase(Phase::MoveRobber { seat: S0 })
        })
        .when(
            S0,
            MoveRobber {
                tile: tile(DESERT),
                victim: None,
            },
        )
        .then_error(RuleError::RobberMustMove);
}
