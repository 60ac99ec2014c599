//! Longest Road (base-catan.md §Longest Road; clarifications.md, official
//! FAQ): taking the card, keeping it on a tie, and what happens when an
//! opponent's settlement breaks the holder's road.

use super::prelude::*;
use crate::rules::common::NodeId;

/// Seat 1's road along the top coast of tiles 0-2: six segments.
fn top_coast() -> Vec<NodeId> {
    vec![
        corner(0, UPPER_LEFT),
        corner(0, TOP),
        corner(0, UPPER_RIGHT),
        corner(1, TOP),
        corner(1, UPPER_RIGHT),
        corner(2, TOP),
        corner(2, UPPER_RIGHT),
    ]
}

/// Seat 0's road along the bottom coast of tiles 17-18, then up tile 18.
fn bottom_coast() -> Vec<NodeId> {
    vec![
        corner(17, LOWER_LEFT),
        corner(17, BOTTOM),
        corner(17, LOWER_RIGHT),
        corner(18, BOTTOM),
        corner(18, LOWER_RIGHT),
        corner(18, UPPER_RIGHT),
        corner(18, TOP),
        corner(18, UPPER_LEFT),
    ]
}

/// Seat 2's road down the left coast of tiles 7 and 12: five segments.
fn left_coast() -> Vec<NodeId> {
    vec![
        corner(7, TOP),
        corner(7, UPPER_LEFT),
        corner(7, LOWER_LEFT),
        corner(7, BOTTOM),
        corner(12, LOWER_LEFT),
        corner(12, BOTTOM),
    ]
}

/// Where seat 3 breaks seat 1's road: between mountains 10 and pasture 2,
/// after the second segment.
fn break_point() -> NodeId {
    node_between(&[0, 1])
}

fn next_road(nodes: &[NodeId], built: usize) -> Command {
    BuildRoad {
        edge: edge_between(nodes[built], nodes[built + 1]),
    }
}

/// base-catan.md §Longest Road: nobody holds it below 5 segments; the
/// first to reach 5 takes it.
#[test]
fn longest_road_goes_to_the_first_road_of_five() {
    let road = bottom_coast();
    Spec::classic(4)
        .given(|g| g.road_path(S0, &road[..4]).hand(S0, "BLBL").main(S0))
        .when(S0, next_road(&road, 3))
        .then_events([RoadBuilt {
            seat: S0,
            edge: edge_between(road[3], road[4]),
        }])
        .then_state(|s| assert_eq!(s.player(S0).road_length, 4))
        .when(S0, next_road(&road, 4))
        .then_events([
            RoadBuilt {
                seat: S0,
                edge: edge_between(road[4], road[5]),
            },
            LongestRoadTaken {
                seat: Some(S0),
                length: 5,
            },
        ])
        .then_state(|s| assert_eq!(s.public_points(S0), 2));
}

/// base-catan.md §Longest Road: the holder keeps it when equalled; only a
/// strictly longer road takes it.
#[test]
fn longest_road_changes_hands_only_with_a_strictly_longer_road() {
    let road = bottom_coast();
    Spec::classic(4)
        .given(|g| {
            g.road_path(S1, &top_coast())
                .longest_road(Some(S1))
                .road_path(S0, &road[..6])
                .hand(S0, "BLBL")
                .main(S0)
        })
        .when(S0, next_road(&road, 5))
        .then_events([RoadBuilt {
            seat: S0,
            edge: edge_between(road[5], road[6]),
        }])
        .then_state(|s| assert_eq!(s.longest_road, Some(S1)))
        .when(S0, next_road(&road, 6))
        .then_events([
            RoadBuilt {
                seat: S0,
                edge: edge_between(road[6], road[7]),
            },
            LongestRoadTaken {
                seat: Some(S0),
                length: 7,
            },
        ]);
}

/// Seat 1 holds Longest Road with `holder_road`; seat 3 is about to
/// settle in the middle of it; `others` builds the other seats' roads.
fn break_scene(holder_road: &[NodeId], others: impl FnOnce(StateBuilder) -> StateBuilder) -> When {
    Spec::classic(4)
        .given(|g| {
            others(
                g.road_path(S1, holder_road)
                    .longest_road(Some(S1))
                    .road(S3, edge_between(node_between(&[0, 1, 4]), break_point()))
                    .hand(S3, "BLWG")
                    .main(S3),
            )
        })
        .when(
            S3,
            BuildSettlement {
                node: break_point(),
            },
        )
}

/// base-catan.md §Longest Road: an opponent's settlement breaks the
/// holder's road; the card goes to the single longest road of 5+.
#[test]
fn a_broken_longest_road_goes_to_the_single_longest_of_five_or_more() {
    break_scene(&top_coast(), |g| g.road_path(S0, &bottom_coast()[..6]))
        .then_events([
            SettlementBuilt {
                seat: S3,
                node: break_point(),
            },
            LongestRoadTaken {
                seat: Some(S0),
                length: 5,
            },
        ])
        .then_state(|s| {
            assert_eq!(
                s.player(S1).road_length,
                4,
                "six segments broken into 2 and 4"
            );
            assert_eq!(s.public_points(S1), 0);
            assert_eq!(s.public_points(S0), 2);
        });
}

/// base-catan.md §Longest Road: when others tie for the longest road and
/// the holder is not among them, the card is set aside.
#[test]
fn a_broken_longest_road_is_set_aside_when_others_tie() {
    break_scene(&top_coast(), |g| {
        g.road_path(S0, &bottom_coast()[..6])
            .road_path(S2, &left_coast())
    })
    .then_events([
        SettlementBuilt {
            seat: S3,
            node: break_point(),
        },
        LongestRoadTaken {
            seat: None,
            length: 5,
        },
    ])
    .then_state(|s| assert_eq!(s.longest_road, None));
}

/// base-catan.md §Longest Road: when nobody has 5+ after the break, nobody
/// holds the card.
#[test]
fn a_broken_longest_road_goes_to_nobody_when_no_road_has_five() {
    break_scene(&top_coast(), |g| g.road_path(S0, &bottom_coast()[..5]))
        .then_events([
            SettlementBuilt {
                seat: S3,
                node: break_point(),
            },
            LongestRoadTaken {
                seat: None,
                length: 4,
            },
        ])
        .then_state(|s| assert_eq!(s.longest_road, None));
}

/// base-catan.md §Longest Road: a holder whose broken road still ties for
/// the longest keeps the card.
#[test]
fn a_broken_holder_still_tied_for_longest_keeps_the_card() {
    let mut seven = top_coast();
    seven.push(corner(2, LOWER_RIGHT));
    break_scene(&seven, |g| g.road_path(S0, &bottom_coast()[..6]))
        .then_events([SettlementBuilt {
            seat: S3,
            node: break_point(),
        }])
        .then_state(|s| {
            assert_eq!(s.player(S1).road_length, 5);
            assert_eq!(s.longest_road, Some(S1));
        });
}

/// base-catan.md §Longest Road: the longest trail counts, branches do not
/// add, and an own settlement does not break the road.
#[test]
fn branches_do_not_add_and_own_settlements_do_not_break() {
    let road = bottom_coast();
    Spec::classic(4)
        .given(|g| {
            g.road_path(S0, &road[..5])
                .settlement(S0, road[2])
                .road(S0, edge_between(road[2], node_between(&[14, 17, 18])))
                .main(S0)
        })
        .then_state(|s| assert_eq!(s.player(S0).road_length, 4));
}

/// base-catan.md §Longest Road: a card set aside goes to the first player
/// who then has the single longest road of 5+.
#[test]
fn a_set_aside_card_goes_to_the_next_single_longest_road() {
    let road = bottom_coast();
    Spec::classic(4)
        .given(|g| {
            g.road_path(S0, &road[..6])
                .road_path(S2, &left_coast())
                .hand(S0, "BL")
                .main(S0)
        })
        .then_state(|s| assert_eq!(s.longest_road, None, "two roads of 5 tie"))
        .when(S0, next_road(&road, 5))
        .then_events([
            RoadBuilt {
                seat: S0,
                edge: edge_between(road[5], road[6]),
            },
            LongestRoadTaken {
                seat: Some(S0),
                length: 6,
            },
        ]);
}
