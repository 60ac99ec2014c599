//! The disaster phase (oil-springs.txt §The Disaster Phase,
//! clarifications.md §Oil Springs): after a turn in which the track reached
//! 5, floods on a 7 and pollution on other numbers.

use super::prelude::*;
use crate::rules::contract::{Rules, Status};
use crate::rules::oil_springs::OilSpringsRules;

/// The disaster dice are scenario draws.
fn end_turn_rolling(g: Oil, seat: Seat, dice: [u8; 2], pick: &[u32]) -> When<OilSprings> {
    g.when(seat, EndTurn)
        .draws(Purpose::Scenario, &disaster(dice, pick))
}

/// No disaster while the track is below 5: the turn simply ends.
#[test]
fn no_disaster_while_the_track_is_below_5() {
    game()
        .given(|g| g.track(4).main(S0))
        .when(S0, EndTurn)
        .then_events([TurnEnded { seat: S0, next: S1 }]);
}

/// oil-springs.txt §The Disaster Phase: the track on 5 rolls the dice after
/// the turn, before the next begins, and the marker goes back to 0.
#[test]
fn a_track_on_5_rolls_for_disaster_when_the_turn_ends_and_resets() {
    // A 12: fields 12 (tile 3) loses its token.
    let g = game().given(|g| g.track(5).main(S0));
    end_turn_rolling(g, S0, [6, 6], &[])
        .then_events([
            oil(OilEvent::DisasterRolled {
                seat: S0,
                dice: [6, 6],
            }),
            oil(OilEvent::HexPolluted {
                tile: TileId(3),
                number: 12,
            }),
            TurnEnded { seat: S0, next: S1 },
        ])
        .then_state(|s| {
            assert_eq!(s.scenario.track, 0);
            assert!(s.scenario.is_destroyed(TileId(3)));
        });
}

/// clarifications.md §Oil Springs: a polluted hex loses its number token for
/// good and produces nothing more; a robber on it stays until moved.
#[test]
fn a_polluted_hex_never_produces_again_and_keeps_its_robber() {
    let node = corner(3, TOP);
    let g = game().given(|g| g.settlement(S1, node).robber(TileId(3)).track(5).main(S0));
    end_turn_rolling(g, S0, [6, 6], &[])
        .then_state(|s| assert_eq!(s.robber, TileId(3)))
        .given(|g| g.robber(TileId(0)))
        .when(S1, RollDice)
        .dice([6, 6])
        .then_events([DiceRolled {
            seat: S1,
            dice: [6, 6],
        }]);
}

/// clarifications.md §Oil Springs: if several hexes have the number, one is
/// drawn at random (and recorded).
#[test]
fn pollution_on_a_number_shared_by_two_hexes_strikes_the_one_drawn() {
    // Hills 6 (tile 4) and fields 6 (tile 17): the second is drawn.
    let g = game().given(|g| g.track(5).main(S0));
    end_turn_rolling(g, S0, [3, 3], &[1]).then_events([
        oil(OilEvent::DisasterRolled {
            seat: S0,
            dice: [3, 3],
        }),
        oil(OilEvent::HexPolluted {
            tile: TileId(17),
            number: 6,
        }),
        TurnEnded { seat: S0, next: S1 },
    ]);
    let g = game().given(|g| g.track(5).main(S0));
    end_turn_rolling(g, S0, [3, 3], &[0]).then_state(|s| {
        assert_eq!(
            s.scenario.removed,
            vec![RemovedToken {
                tile: TileId(4),
                number: 6
            }]
        );
    });
}

/// oil-springs.txt §A "7" Is Not Rolled: a number on no hex any more does
/// nothing.
#[test]
fn pollution_of_a_number_no_hex_has_does_nothing() {
    let g = game().given(|g| g.destroyed(3).track(5).main(S0));
    end_turn_rolling(g, S0, [6, 6], &[]).then_events([
        oil(OilEvent::DisasterRolled {
            seat: S0,
            dice: [6, 6],
        }),
        TurnEnded { seat: S0, next: S1 },
    ]);
}

/// clarifications.md §Oil Springs: pollution at a spring takes 3 oil out of
/// the game from the supply instead of the token.
#[test]
fn pollution_at_a_spring_loses_three_oil_from_the_supply_for_good() {
    // A 10: mountains 10 (tile 0) or the pasture 10 spring (tile 6), drawn.
    let g = game().given(|g| g.track(5).main(S0));
    end_turn_rolling(g, S0, [4, 6], &[1])
        .then_events([
            oil(OilEvent::DisasterRolled {
                seat: S0,
                dice: [4, 6],
            }),
            oil(OilEvent::SpringPolluted {
                tile: TileId(PASTURE_10),
                from_supply: 3,
                from_players: vec![],
            }),
            TurnEnded { seat: S0, next: S1 },
        ])
        .then_state(|s| {
            assert_eq!(s.scenario.supply, OIL_SUPPLY - 3);
            assert_eq!(s.scenario.lost, 3);
            assert!(!s.scenario.is_destroyed(TileId(PASTURE_10)));
        });
}

/// clarifications.md §Oil Springs: with the supply short, players give up
/// oil one at a time from the player whose turn caused the disaster,
/// clockwise, skipping those with none.
#[test]
fn pollution_at_a_spring_with_an_empty_supply_takes_oil_clockwise_from_the_causer() {
    // Clockwise from S0: S0, S1, S2, S3. S1 has none.
    let g = game().given(|g| g.oil(S0, 1).oil(S2, 2).oil(S3, 5).lost(7).track(5).main(S0));
    end_turn_rolling(g, S0, [4, 6], &[1])
        .then_state(|s| {
            assert_eq!(s.scenario.supply, 0);
        })
        .then_state(|s| {
            assert_eq!(
                (0..4)
                    .map(|i| s.scenario.oil_of(Seat(i)))
                    .collect::<Vec<_>>(),
                vec![0, 0, 1, 4]
            );
            assert_eq!(s.scenario.lost, 10);
        });
    let g = game().given(|g| g.oil(S0, 1).oil(S2, 2).oil(S3, 5).lost(7).track(5).main(S0));
    end_turn_rolling(g, S0, [4, 6], &[1]).then_events([
        oil(OilEvent::DisasterRolled {
            seat: S0,
            dice: [4, 6],
        }),
        oil(OilEvent::SpringPolluted {
            tile: TileId(PASTURE_10),
            from_supply: 0,
            from_players: vec![
                SeatOil { seat: S0, oil: 1 },
                SeatOil { seat: S2, oil: 1 },
                SeatOil { seat: S3, oil: 1 },
            ],
        }),
        TurnEnded { seat: S0, next: S1 },
    ]);
}

/// clarifications.md §Oil Springs: the fifth removed token ends the game at
/// once; nobody wins, the Champion has the Pyrrhic Victory.
#[test]
fn the_fifth_token_ends_the_game_with_no_winner_and_the_champions_pyrrhic_victory() {
    let g = game().given(|g| {
        g.destroyed(0)
            .destroyed(3)
            .destroyed(4)
            .destroyed(5)
            .sequestered(S2, 3)
            .champion(S2)
            .track(5)
            .main(S0)
    });
    end_turn_rolling(g, S0, [1, 1], &[])
        .then_events([
            oil(OilEvent::DisasterRolled {
                seat: S0,
                dice: [1, 1],
            }),
            oil(OilEvent::HexPolluted {
                tile: TileId(1),
                number: 2,
            }),
            oil(OilEvent::IslandAbandoned { champion: Some(S2) }),
        ])
        .then_state(|s| {
            assert_eq!(s.phase, Phase::Finished { winner: None });
            assert_eq!(OilSpringsRules::status(s), Status::Finished(None));
            assert!(OilSpringsRules::waiting_for(s).is_empty());
            let view = OilSpringsRules::view(s, crate::rules::Viewer::Spectator);
            let oil = view.scenario.expect("the scenario's view");
            assert_eq!(oil.pyrrhic_victory, Some(S2));
            assert!(oil.abandoned);
        })
        .when(S1, RollDice)
        .then_error(RuleError::GameOver);
}

/// A coastal settlement, a coastal city with a settlement piece left, a
/// coastal city without one, a coastal metropolis and a road.
fn coast() -> (Oil, [NodeId; 4]) {
    let settlement = corner(0, TOP);
    let reduced = corner(16, BOTTOM);
    let removed = corner(18, BOTTOM);
    let metropolis = corner(2, TOP);
    // S0's five settlements stand inland, so none is left in its supply.
    let inland = [
        node_between(&[0, 3, 4]),
        node_between(&[1, 2, 5]),
        node_between(&[7, 8, 12]),
        node_between(&[10, 11, 15]),
        node_between(&[13, 14, 17]),
    ];
    let g = game().given(|g| {
        inland
            .iter()
            .fold(g, |g, n| g.settlement(S0, *n))
            .city(S0, removed)
            .settlement(S1, settlement)
            .city(S1, reduced)
            .city(S2, metropolis)
            .metropolis(metropolis)
            .road(S1, edge_between(settlement, corner(0, UPPER_RIGHT)))
            .track(5)
            .main(S0)
    });
    (g, [settlement, reduced, removed, metropolis])
}

/// clarifications.md §Oil Springs: a 7 floods the coast. Coastal settlements
/// go back to their owners first; then coastal cities become settlements,
/// or are removed if the owner has no settlement piece left; metropolises
/// and roads stay.
#[test]
fn a_flood_removes_coastal_settlements_and_reduces_or_removes_coastal_cities() {
    let (g, [settlement, reduced, removed, metropolis]) = coast();
    assert_eq!(g.state().player(S0).settlements_left, 0);
    end_turn_rolling(g, S0, [3, 4], &[])
        .then_events([
            oil(OilEvent::DisasterRolled {
                seat: S0,
                dice: [3, 4],
            }),
            oil(OilEvent::CoastFlooded {
                settlements_removed: vec![settlement],
                cities_reduced: vec![reduced],
                cities_removed: vec![removed],
            }),
            TurnEnded { seat: S0, next: S1 },
        ])
        .then_state(|s| {
            assert_eq!(s.building(settlement), None);
            assert_eq!(s.building(removed), None);
            let b = s.building(reduced).expect("a settlement now");
            assert_eq!(
                b.kind,
                crate::rules::classic::state::BuildingKind::Settlement
            );
            assert!(s.building(metropolis).is_some());
            assert_eq!(s.roads.iter().flatten().count(), 1);
            let (p0, p1) = (s.player(S0), s.player(S1));
            assert_eq!((p0.settlements_left, p0.cities_left), (0, 4));
            assert_eq!((p1.settlements_left, p1.cities_left), (4, 4));
        });
}

/// clarifications.md §Oil Springs: Longest Road is recomputed after a flood
/// (a removed settlement no longer breaks a road).
#[test]
fn a_flood_recomputes_longest_road() {
    // S1's six roads along the top coast, broken by S0's coastal settlement.
    let walk = [
        corner(0, UPPER_LEFT),
        corner(0, TOP),
        corner(0, UPPER_RIGHT),
        corner(1, TOP),
        corner(1, UPPER_RIGHT),
        corner(2, TOP),
        corner(2, UPPER_RIGHT),
    ];
    let g = game().given(|g| {
        g.road_path(S1, &walk)
            .settlement(S0, corner(1, TOP))
            .track(5)
            .main(S0)
    });
    assert_eq!(g.state().player(S1).road_length, 3);
    end_turn_rolling(g, S0, [3, 4], &[]).then_events([
        oil(OilEvent::DisasterRolled {
            seat: S0,
            dice: [3, 4],
        }),
        oil(OilEvent::CoastFlooded {
            settlements_removed: vec![corner(1, TOP)],
            cities_reduced: vec![],
            cities_removed: vec![],
        }),
        LongestRoadTaken {
            seat: Some(S1),
            length: 6,
        },
        TurnEnded { seat: S0, next: S1 },
    ]);
}
