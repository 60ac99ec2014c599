//! Building (base-catan.md §A turn, 5; §Components piece limits): roads,
//! settlements, cities, their costs and where they may stand.

use super::prelude::*;
use crate::rules::classic::state::{CITY_COST, ROAD_COST, SETTLEMENT_COST};
use crate::rules::common::NodeId;
use crate::rules::{PhaseKind, Pieces};

/// Seat 0's settlement on hills 6 / mountains 10 / fields 12.
fn a() -> NodeId {
    node_between(&[0, 3, 4])
}
/// One path from `a`, up between mountains 10 and pasture 2.
fn b() -> NodeId {
    node_between(&[0, 1, 4])
}
/// Two paths from `a`.
fn c() -> NodeId {
    node_between(&[1, 4, 5])
}

/// Seat 0: settlement at `a`, road `a`-`b`; seat 1: settlement at `c` with
/// a road on towards the desert. Seat 0's turn, dice rolled.
fn roads_scene(hand: &str) -> Spec {
    Spec::classic(4).given(|g| {
        g.settlement(S0, a())
            .road(S0, edge_between(a(), b()))
            .settlement(S1, c())
            .road(S1, edge_between(c(), node_between(&[4, 5, 9])))
            .hand(S0, hand)
            .main(S0)
    })
}

/// base-catan.md §A turn, 5: a road touches the player's own road,
/// settlement or city; touching only an opponent's road is not enough.
#[test]
fn a_road_must_connect_to_own_pieces() {
    let far = edge_between(corner(18, BOTTOM), corner(18, LOWER_RIGHT));
    let from_opponents_road = edge_between(node_between(&[4, 5, 9]), node_between(&[4, 8, 9]));
    roads_scene("BL")
        .when(S0, BuildRoad { edge: far })
        .then_error(RuleError::NotConnected)
        .when(
            S0,
            BuildRoad {
                edge: from_opponents_road,
            },
        )
        .then_error(RuleError::NotConnected);
}

/// base-catan.md §A turn, 5: a road may start at the player's own
/// settlement, and costs one brick and one lumber.
#[test]
fn a_road_may_start_at_an_own_settlement_and_costs_brick_and_lumber() {
    let edge = edge_between(a(), node_between(&[3, 4, 8]));
    roads_scene("BLW")
        .when(S0, BuildRoad { edge })
        .then_events([RoadBuilt { seat: S0, edge }])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("W"));
            assert_eq!(s.player(S0).roads_left, 13);
            assert_eq!(s.roads[edge.index()], Some(S0));
        });
}

/// base-catan.md §A turn, 5: a road may end at an opponent's settlement,
/// but cannot be extended through it.
#[test]
fn a_road_may_end_at_an_opponents_settlement_but_not_pass_through_it() {
    let through = edge_between(c(), node_between(&[1, 2, 5]));
    roads_scene("BLBL")
        .when(
            S0,
            BuildRoad {
                edge: edge_between(b(), c()),
            },
        )
        .then_ok()
        .when(S0, BuildRoad { edge: through })
        .then_error(RuleError::NotConnected);
}

/// base-catan.md §Costs: a road needs one brick and one lumber; a path
/// holds one road.
#[test]
fn a_road_needs_its_cost_and_a_free_path() {
    roads_scene("B")
        .when(
            S0,
            BuildRoad {
                edge: edge_between(b(), c()),
            },
        )
        .then_error(RuleError::CannotAfford { cost: ROAD_COST });
    roads_scene("BL")
        .when(
            S0,
            BuildRoad {
                edge: edge_between(a(), b()),
            },
        )
        .then_error(RuleError::Occupied);
}

/// base-catan.md §A turn, 5: building comes after the roll.
#[test]
fn nothing_is_built_before_the_roll() {
    roads_scene("BL")
        .given(|g| g.roll(S0))
        .when(
            S0,
            BuildRoad {
                edge: edge_between(b(), c()),
            },
        )
        .then_error(RuleError::WrongPhase(PhaseKind::Roll));
}

/// Seat 0: settlement at `a`, roads `a`-`b`-`c`-`d`. Seat 1: a road
/// from the desert's upper-right corner, touching `c` without a building.
fn settlement_scene(hand: &str) -> Spec {
    let d = node_between(&[1, 2, 5]);
    Spec::classic(4).given(|g| {
        g.settlement(S0, a())
            .road_path(S0, &[a(), b(), c(), d])
            .road(
                S1,
                edge_between(node_between(&[4, 5, 9]), node_between(&[5, 9, 10])),
            )
            .hand(S0, hand)
            .main(S0)
    })
}

/// base-catan.md §A turn, 5: a settlement touches one of the player's
/// roads, costs brick, lumber, wool and grain, and gives a point.
#[test]
fn a_settlement_on_an_own_road_costs_its_price() {
    settlement_scene("BLWGO")
        .when(S0, BuildSettlement { node: c() })
        .then_events([SettlementBuilt {
            seat: S0,
            node: c(),
        }])
        .then_state(|s| {
            assert_eq!(s.player(S0).hand, cards("O"));
            assert_eq!(s.player(S0).settlements_left, 3);
            assert_eq!(s.public_points(S0), 2);
        });
    settlement_scene("BLW")
        .when(S0, BuildSettlement { node: c() })
        .then_error(RuleError::CannotAfford {
            cost: SETTLEMENT_COST,
        });
}

/// base-catan.md §A turn, 5: a settlement must touch the player's own road;
/// an opponent's road does not count.
#[test]
fn a_settlement_must_touch_an_own_road() {
    settlement_scene("BLWG")
        .when(
            S0,
            BuildSettlement {
                node: node_between(&[5, 9, 10]),
            },
        )
        .then_error(RuleError::NotConnected)
        .when(
            S0,
            BuildSettlement {
                node: corner(18, BOTTOM),
            },
        )
        .then_error(RuleError::NotConnected);
}

/// base-catan.md §Setup 4 (always): the distance rule binds settlements
/// built in the game too, on the coast as inland.
#[test]
fn a_settlement_obeys_the_distance_rule_in_the_game() {
    let coast_end = corner(0, UPPER_RIGHT);
    settlement_scene("BLWG")
        .given(|g| {
            g.road(S0, edge_between(b(), coast_end))
                .settlement(S2, corner(1, TOP))
        })
        .when(S0, BuildSettlement { node: b() })
        .then_error(RuleError::TooClose)
        .when(S0, BuildSettlement { node: coast_end })
        .then_error(RuleError::TooClose);
}

/// base-catan.md §A turn, 5: a city replaces one of the player's own
/// settlements, costs 2 grain and 3 ore, and returns the settlement piece.
#[test]
fn a_city_replaces_an_own_settlement_and_returns_the_piece() {
    settlement_scene("GGOOO")
        .when(S0, BuildCity { node: a() })
        .then_events([CityBuilt {
            seat: S0,
            node: a(),
        }])
        .then_state(|s| {
            let p = s.player(S0);
            assert!(p.hand.is_empty());
            assert_eq!((p.settlements_left, p.cities_left), (5, 3));
            assert_eq!(s.public_points(S0), 2);
        });
    settlement_scene("GGOO")
        .when(S0, BuildCity { node: a() })
        .then_error(RuleError::CannotAfford { cost: CITY_COST });
}

/// base-catan.md §A turn, 5: a city goes only on one of your own
/// settlements: not on an empty spot, an opponent's settlement or a city.
#[test]
fn a_city_only_upgrades_an_own_settlement() {
    let theirs = corner(18, BOTTOM);
    let own_city = corner(16, BOTTOM);
    settlement_scene("GGOOO")
        .given(|g| g.settlement(S1, theirs).city(S0, own_city))
        .when(S0, BuildCity { node: c() })
        .then_error(RuleError::NotYourSettlement)
        .when(S0, BuildCity { node: theirs })
        .then_error(RuleError::NotYourSettlement)
        .when(S0, BuildCity { node: own_city })
        .then_error(RuleError::NotYourSettlement);
}

/// base-catan.md §Components: no 16th road.
#[test]
fn there_is_no_sixteenth_road() {
    let coast = board().coast_clockwise();
    let first = board().edge(coast[0]).nodes;
    Spec::classic(4)
        .given(|g| {
            coast[..15]
                .iter()
                .fold(g, |g, e| g.road(S0, *e))
                .hand(S0, "BL")
                .main(S0)
        })
        .then_state(|s| assert_eq!(s.player(S0).roads_left, 0))
        .when(S0, BuildRoad { edge: coast[15] })
        .then_error(RuleError::NoPiecesLeft(Pieces::Roads))
        .when(S0, BuildRoad { edge: coast[29] })
        .then_error(RuleError::NoPiecesLeft(Pieces::Roads));
    assert!(first
        .iter()
        .any(|n| board().edge(coast[29]).nodes.contains(n)));
}

/// Five settlements of seat 0 spread over the coast.
fn five_settlements() -> [NodeId; 5] {
    [
        corner(0, TOP),
        corner(2, TOP),
        corner(16, BOTTOM),
        corner(18, BOTTOM),
        corner(11, LOWER_RIGHT),
    ]
}

/// base-catan.md §Components: no 6th settlement; a city upgrade returns
/// the settlement to the supply, and then it can be built again.
#[test]
fn there_is_no_sixth_settlement_until_a_city_returns_one() {
    let sixth = corner(9, TOP);
    Spec::classic(4)
        .given(|g| {
            five_settlements()
                .into_iter()
                .fold(g, |g, n| g.settlement(S0, n))
                .road(S0, edge_between(sixth, corner(9, UPPER_LEFT)))
                .hand(S0, "BLWGGGOOO")
                .main(S0)
        })
        .when(S0, BuildSettlement { node: sixth })
        .then_error(RuleError::NoPiecesLeft(Pieces::Settlements))
        .when(
            S0,
            BuildCity {
                node: corner(0, TOP),
            },
        )
        .then_ok()
        .when(S0, BuildSettlement { node: sixth })
        .then_events([SettlementBuilt {
            seat: S0,
            node: sixth,
        }])
        .then_state(|s| assert_eq!(s.public_points(S0), 7));
}

/// base-catan.md §Components: no 5th city.
#[test]
fn there_is_no_fifth_city() {
    let [n0, n1, n2, n3, n4] = five_settlements();
    Spec::classic(4)
        .given(|g| {
            g.city(S0, n0)
                .city(S0, n1)
                .city(S0, n2)
                .city(S0, n3)
                .settlement(S0, n4)
                .hand(S0, "GGOOO")
                .main(S0)
        })
        .when(S0, BuildCity { node: n4 })
        .then_error(RuleError::NoPiecesLeft(Pieces::Cities));
}

/// base-catan.md §A turn, 5: only an opponent's piece blocks a road; the
/// player's own settlement at the end of a road does not.
#[test]
fn a_road_may_be_extended_through_an_own_settlement() {
    let d = node_between(&[1, 2, 5]);
    Spec::classic(4)
        .given(|g| {
            g.road_path(S0, &[a(), b(), c()])
                .settlement(S0, c())
                .hand(S0, "BL")
                .main(S0)
        })
        .when(
            S0,
            BuildRoad {
                edge: edge_between(c(), d),
            },
        )
        .then_ok();
}
