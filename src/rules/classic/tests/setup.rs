//! Setup rules (base-catan.md §Setup): seat order, snake order, starting
//! roads, starting resources and the distance rule.

use super::prelude::*;

/// The first settlement spot used below: mountains 10, fields 12, hills 6.
fn first_spot() -> NodeId {
    node_between(&[0, 3, 4])
}

use crate::rules::common::NodeId;

/// clarifications.md §All rulesets: seat order is random and recorded in
/// `GameCreated`; the testkit's zero draws rotate the seats left by one.
#[test]
fn zero_draws_seat_the_players_rotated_left_by_one() {
    let four = Spec::classic(4);
    assert_eq!(four.state().turn_order, vec![S1, S2, S3, S0]);
    assert_eq!(
        four.state().phase,
        Phase::PlaceSettlement { seat: S1, round: 1 }
    );
    let three = Spec::classic(3);
    assert_eq!(three.state().turn_order, vec![S1, S2, S0]);
}

/// base-catan.md §Setup 1-2: each player places in order, then in reverse
/// order (last player first); then the first player rolls.
#[test]
fn setup_runs_in_snake_order_then_the_first_player_rolls() {
    let mut s = Spec::classic(4);
    let mut placers = Vec::new();
    while s.state().phase.is_setup() {
        let seat = s.state().phase.current().expect("someone places");
        let settle = legal_commands_of(s.state(), seat);
        placers.push(seat);
        s = s.when(seat, settle).then_ok();
        let road = legal_commands_of(s.state(), seat);
        s = s.when(seat, road).then_ok();
    }
    assert_eq!(placers, vec![S1, S2, S3, S0, S0, S3, S2, S1]);
    assert_eq!(s.state().phase, Phase::Roll { seat: S1 });
    assert_eq!(s.state().turn, 1);
    for seat in [S0, S1, S2, S3] {
        let p = s.state().player(seat);
        assert_eq!(
            (p.settlements_left, p.roads_left),
            (3, 13),
            "{seat} placed two of each"
        );
    }
}

/// The first command `legal_commands` offers `seat`.
fn legal_commands_of(state: &State, seat: Seat) -> Command {
    crate::rules::classic::legal_commands(state, seat)
        .into_iter()
        .next()
        .expect("setup always has a spot")
}

/// base-catan.md §Setup 1: the road touches the settlement just placed.
#[test]
fn a_starting_road_must_touch_the_settlement_just_placed() {
    let next_to = edge_between(first_spot(), node_between(&[0, 1, 4]));
    let elsewhere = edge_between(corner(18, BOTTOM), corner(18, LOWER_RIGHT));
    Spec::classic(3)
        .when(S1, BuildSettlement { node: first_spot() })
        .then_events([SettlementBuilt {
            seat: S1,
            node: first_spot(),
        }])
        .when(S1, BuildRoad { edge: elsewhere })
        .then_error(RuleError::NotNextToSettlement)
        .when(S1, BuildRoad { edge: next_to })
        .then_events([RoadBuilt {
            seat: S1,
            edge: next_to,
        }])
        .then_state(|s| {
            assert_eq!(s.phase, Phase::PlaceSettlement { seat: S2, round: 1 });
            assert!(s.player(S1).hand.is_empty(), "setup pieces are free");
        });
}

/// base-catan.md §Setup 1-2: in the second round the road must touch the
/// second settlement, not the first one (even where it would connect).
#[test]
fn a_second_round_road_next_to_the_first_settlement_is_refused() {
    let first_road_end = node_between(&[0, 1, 4]);
    let second = node_between(&[8, 9, 13]);
    let next_to_first = edge_between(first_spot(), node_between(&[3, 4, 8]));
    let next_to_second = edge_between(second, node_between(&[8, 13, 12]));
    Spec::classic(3)
        .given(|b| {
            b.settlement(S1, first_spot())
                .road(S1, edge_between(first_spot(), first_road_end))
                .phase(Phase::PlaceSettlement { seat: S1, round: 2 })
        })
        .when(S1, BuildSettlement { node: second })
        .then_ok()
        .when(
            S1,
            BuildRoad {
                edge: next_to_first,
            },
        )
        .then_error(RuleError::NotNextToSettlement)
        .when(
            S1,
            BuildRoad {
                edge: next_to_second,
            },
        )
        .then_ok();
}

/// base-catan.md §Setup 3: the first settlement gives nothing.
#[test]
fn the_first_settlement_gives_no_resources() {
    Spec::classic(4)
        .when(S1, BuildSettlement { node: first_spot() })
        .then_events([SettlementBuilt {
            seat: S1,
            node: first_spot(),
        }])
        .then_state(|s| assert!(s.player(S1).hand.is_empty()));
}

/// base-catan.md §Setup 3: the second settlement gives one resource per
/// touching land hex (mountains, fields, hills: ore, grain, brick).
#[test]
fn the_second_settlement_gives_one_resource_per_touching_hex() {
    Spec::classic(4)
        .given(|b| b.phase(Phase::PlaceSettlement { seat: S0, round: 2 }))
        .when(S0, BuildSettlement { node: first_spot() })
        .then_events([
            SettlementBuilt {
                seat: S0,
                node: first_spot(),
            },
            StartingResourcesTaken {
                seat: S0,
                cards: cards("OGB"),
            },
        ])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("BGO"));
            assert_eq!(s.bank, Resources::new(18, 19, 19, 18, 18));
        });
}

/// base-catan.md §Setup 3: the desert gives nothing (forest, desert,
/// mountains: lumber and ore only).
#[test]
fn the_second_settlement_gets_nothing_from_the_desert() {
    let by_desert = node_between(&[8, 9, 13]);
    Spec::classic(4)
        .given(|b| b.phase(Phase::PlaceSettlement { seat: S0, round: 2 }))
        .when(S0, BuildSettlement { node: by_desert })
        .then_events([
            SettlementBuilt {
                seat: S0,
                node: by_desert,
            },
            StartingResourcesTaken {
                seat: S0,
                cards: cards("LO"),
            },
        ]);
}

/// base-catan.md §Setup 3: a coastal intersection touching one hex gives one card.
#[test]
fn a_second_settlement_on_the_coast_gives_one_card() {
    let coast = corner(18, BOTTOM);
    assert!(is_coastal(coast));
    Spec::classic(4)
        .given(|b| b.phase(Phase::PlaceSettlement { seat: S0, round: 2 }))
        .when(S0, BuildSettlement { node: coast })
        .then_events([
            SettlementBuilt {
                seat: S0,
                node: coast,
            },
            StartingResourcesTaken {
                seat: S0,
                cards: cards("W"),
            },
        ]);
}

/// base-catan.md §Setup 4: no settlement next to another, inland.
#[test]
fn the_distance_rule_holds_inland_during_setup() {
    let s = Spec::classic(4).given(|b| {
        b.settlement(S1, first_spot())
            .phase(Phase::PlaceSettlement { seat: S2, round: 1 })
    });
    for neighbour in [
        node_between(&[0, 1, 4]),
        node_between(&[3, 4, 8]),
        node_between(&[0, 3]),
    ] {
        s.clone()
            .when(S2, BuildSettlement { node: neighbour })
            .then_error(RuleError::TooClose);
    }
    s.clone()
        .when(S2, BuildSettlement { node: first_spot() })
        .then_error(RuleError::Occupied);
    // Two paths away is fine.
    s.when(
        S2,
        BuildSettlement {
            node: node_between(&[1, 4, 5]),
        },
    )
    .then_ok();
}

/// base-catan.md §Setup 4: the distance rule holds at the coast too.
#[test]
fn the_distance_rule_holds_at_the_coast_during_setup() {
    let top = corner(0, TOP);
    let s = Spec::classic(4).given(|b| {
        b.settlement(S1, top)
            .phase(Phase::PlaceSettlement { seat: S2, round: 1 })
    });
    for neighbour in [corner(0, UPPER_LEFT), corner(0, UPPER_RIGHT)] {
        assert!(is_coastal(neighbour));
        s.clone()
            .when(S2, BuildSettlement { node: neighbour })
            .then_error(RuleError::TooClose);
    }
    s.when(
        S2,
        BuildSettlement {
            node: corner(0, LOWER_LEFT),
        },
    )
    .then_ok();
}

/// base-catan.md §Setup 4 and legal.rs: the setup spots offered are exactly
/// the intersections that obey the distance rule.
#[test]
fn setup_settlement_spots_offered_respect_the_distance_rule() {
    let s = Spec::classic(4)
        .when(S1, BuildSettlement { node: first_spot() })
        .then_ok()
        .when(
            S1,
            BuildRoad {
                edge: edge_between(first_spot(), node_between(&[0, 1, 4])),
            },
        )
        .then_ok();
    let spots: Vec<NodeId> = crate::rules::classic::legal_commands(s.state(), S2)
        .into_iter()
        .map(|c| match c {
            BuildSettlement { node } => node,
            other => panic!("setup offers only settlements, not {other:?}"),
        })
        .collect();
    let taken = std::iter::once(first_spot()).chain(board().node(first_spot()).neighbours.clone());
    for n in taken {
        assert!(!spots.contains(&n), "{n} is too close but offered");
    }
    assert_eq!(spots.len(), 54 - 4);
    assert_legal_is_exactly_accepted(s.state());
}

/// base-catan.md §Setup 1: only the seat whose turn it is places.
#[test]
fn another_seat_cannot_place_during_setup() {
    Spec::classic(4)
        .when(S0, BuildSettlement { node: first_spot() })
        .then_error(RuleError::NotYourTurn);
}
