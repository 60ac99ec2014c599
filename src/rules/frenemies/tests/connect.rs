//! Connecting networks (frenemies.txt §Earning 3; clarifications.md
//! §Frenemies): a new road touching an opponent's road, settlement or city
//! connects; the first connection per pair of colours pays the opponent 1
//! first, then the builder 3 in all; setup and own networks pay nothing.
//!
//! The fixtures sit around the bottom corner `c` of hex 4: its neighbours
//! are the hex's lower-left corner `b`, its lower-right corner `x`, and `y`
//! below it.

use super::prelude::*;
use crate::rules::classic::decide::distance_ok;

fn c() -> NodeId {
    corner(4, BOTTOM)
}
fn b() -> NodeId {
    corner(4, LOWER_LEFT)
}
fn x() -> NodeId {
    corner(4, LOWER_RIGHT)
}
fn y() -> NodeId {
    let tile_nodes = &board().tile(tile(4)).nodes;
    *board()
        .node(c())
        .neighbours
        .iter()
        .find(|n| !tile_nodes.contains(n))
        .expect("an inland corner has a third neighbour")
}

fn road(from: NodeId, to: NodeId) -> Command<F> {
    BuildRoad {
        edge: edge_between(from, to),
    }
}

fn built(seat: Seat, from: NodeId, to: NodeId) -> Event<E> {
    RoadBuilt {
        seat,
        edge: edge_between(from, to),
    }
}

/// frenemies.txt §Earning 3: the opponent draws 1 first, then the builder 3.
#[test]
fn a_road_touching_an_opponents_road_pays_them_one_then_the_builder_three() {
    game(4)
        .given(|g| {
            g.settlement(S0, b())
                .settlement(S1, x())
                .road_path(S1, &[x(), c()])
                .hand(S0, "BL")
                .main(S0)
        })
        .when(S0, road(b(), c()))
        .draws(Purpose::Scenario, &[50, 0, 8, 16])
        .then_events([
            built(S0, b(), c()),
            ev(E::NetworksConnected {
                seat: S0,
                with: vec![S1],
            }),
            drawn(S1, Earning::Connection, "C"),
            drawn(S0, Earning::Connection, "WSR"),
        ])
        .then_state(|s| {
            let fr = &s.scenario;
            assert!(fr.are_connected(S0, S1));
            assert!(fr.are_connected(S1, S0));
            assert_eq!(fr.holding(S1).locked, tokens("C"));
            assert_eq!(fr.holding(S0).locked, tokens("WSR"));
        });
}

/// clarifications.md §Frenemies: 3 + 1 + 1 for a road touching two opponents
/// at once, the opponents drawing clockwise from the builder first.
#[test]
fn a_road_touching_two_opponents_at_once_pays_three_plus_one_plus_one() {
    game(4)
        .given(|g| {
            g.settlement(S0, b())
                .settlement(S1, x())
                .road_path(S1, &[x(), c()])
                .settlement(S2, y())
                .road_path(S2, &[y(), c()])
                .hand(S0, "BL")
                .main(S0)
        })
        .when(S0, road(b(), c()))
        .then_events([
            built(S0, b(), c()),
            ev(E::NetworksConnected {
                seat: S0,
                with: vec![S1, S2],
            }),
            drawn(S1, Earning::Connection, "W"),
            drawn(S2, Earning::Connection, "W"),
            drawn(S0, Earning::Connection, "WWW"),
        ])
        .then_state(|s| {
            assert_eq!(s.scenario.supply.total(), 58 - 5);
            assert!(
                !s.scenario.are_connected(S1, S2),
                "only the builder's pairs"
            );
        });
}

/// clarifications.md §Frenemies: a road ending at an opponent's settlement
/// connects.
#[test]
fn a_road_ending_at_an_opponents_settlement_connects() {
    game(4)
        .given(|g| {
            g.settlement(S0, b())
                .road_path(S0, &[b(), c()])
                .settlement(S1, y())
                .hand(S0, "BL")
                .main(S0)
        })
        .when(S0, road(c(), y()))
        .then_events([
            built(S0, c(), y()),
            ev(E::NetworksConnected {
                seat: S0,
                with: vec![S1],
            }),
            drawn(S1, Earning::Connection, "W"),
            drawn(S0, Earning::Connection, "WWW"),
        ]);
}

/// frenemies.txt §Earning 3: subsequent connections between the same two
/// networks at different points yield no tokens.
#[test]
fn a_second_connection_to_the_same_opponent_pays_nothing() {
    let [top, upper_right, upper_left] = [
        corner(4, TOP),
        corner(4, UPPER_RIGHT),
        corner(4, UPPER_LEFT),
    ];
    game(4)
        .given(|g| {
            g.settlement(S0, b())
                .road_path(S0, &[b(), upper_left, top])
                .settlement(S1, x())
                .road_path(S1, &[c(), x(), upper_right])
                .hand(S0, "BBLL")
                .main(S0)
        })
        .when(S0, road(b(), c()))
        .then_ok()
        .then_state(|s| assert_eq!(s.scenario.holding(S0).tokens.total(), 3))
        .when(S0, road(top, upper_right))
        .then_events([built(S0, top, upper_right)])
        .then_state(|s| assert_eq!(s.scenario.holding(S1).tokens.total(), 1));
}

/// clarifications.md §Frenemies: a pair pays once, in either direction.
#[test]
fn a_connection_back_from_the_opponent_pays_nothing() {
    game(4)
        .given(|g| {
            g.settlement(S0, b())
                .settlement(S1, x())
                .road_path(S1, &[x(), c()])
                .hand(S0, "BL")
                .hand(S1, "BL")
                .main(S0)
        })
        .when(S0, road(b(), c()))
        .then_ok()
        .given(|g| g.main(S1))
        .when(S1, road(c(), y()))
        .then_events([built(S1, c(), y())]);
}

/// frenemies.txt §Earning 3: connecting your own networks yields nothing.
#[test]
fn connecting_your_own_networks_pays_nothing() {
    game(4)
        .given(|g| {
            g.settlement(S0, b())
                .settlement(S0, x())
                .road_path(S0, &[x(), c()])
                .hand(S0, "BL")
                .main(S0)
        })
        .when(S0, road(b(), c()))
        .then_events([built(S0, b(), c())]);
}

/// Plays both setup rounds of a 4-player game (order 1, 2, 3, 0: see the
/// testkit), each seat placing the settlements and roads given, and
/// returns the game at the first roll.
fn play_setup(placements: [(Seat, NodeId, NodeId); 8]) -> Spec<Frenemies> {
    let mut spec = Spec::<Frenemies>::new(4);
    for (seat, settlement, toward) in placements {
        spec = spec
            .when(seat, BuildSettlement { node: settlement })
            .then_ok()
            .when(
                seat,
                BuildRoad {
                    edge: edge_between(settlement, toward),
                },
            )
            .then_ok();
    }
    spec
}

/// A spot far from everything placed so far, and a neighbour to build a
/// road toward that touches nobody's piece.
fn lonely_spot(state: &State, taken: &[NodeId]) -> (NodeId, NodeId) {
    let near = |n: NodeId| {
        taken.contains(&n)
            || board().node(n).neighbours.iter().any(|m| {
                taken.contains(m)
                    || board()
                        .node(*m)
                        .neighbours
                        .iter()
                        .any(|k| taken.contains(k))
            })
    };
    for node in board().nodes.iter().rev() {
        if !distance_ok(state, node.id) || near(node.id) {
            continue;
        }
        if let Some(to) = node.neighbours.iter().find(|m| !near(**m)) {
            return (node.id, *to);
        }
    }
    panic!("the board has room")
}

/// clarifications.md §Frenemies: a pair already touching at the end of
/// setup never pays, and setup roads pay nothing.
#[test]
fn a_connection_first_made_in_setup_never_pays() {
    let base = Spec::<Frenemies>::new(4);
    let mut taken = vec![b(), c(), y()];
    let mut spots = Vec::new();
    for _ in 0..6 {
        let (n, to) = lonely_spot(base.state(), &taken);
        taken.extend([n, to]);
        spots.push((n, to));
    }
    let s = play_setup([
        (S1, b(), c()),
        (S2, y(), c()),
        (S3, spots[0].0, spots[0].1),
        (S0, spots[1].0, spots[1].1),
        (S0, spots[2].0, spots[2].1),
        (S3, spots[3].0, spots[3].1),
        (S2, spots[4].0, spots[4].1),
        (S1, spots[5].0, spots[5].1),
    ]);
    let fr = s.state().scenario;
    assert!(fr.setup_over);
    assert!(fr.are_connected(S1, S2));
    assert_eq!(fr.connected, pair_bit(S1, S2), "no one else touches");
    assert!(fr.holdings.iter().all(|h| h.tokens.is_empty()));
    s.given(|g| g.hand(S1, "BL").main(S1))
        .when(S1, road(c(), x()))
        .then_events([built(S1, c(), x())]);
}

/// frenemies.txt §Earning 3: a free road connects like a bought one.
#[test]
fn a_road_from_road_building_connects_too() {
    game(4)
        .given(|g| {
            g.settlement(S0, b())
                .settlement(S1, x())
                .road_path(S1, &[x(), c()])
                .dev_cards(S0, DevCard::RoadBuilding, 1)
                .main(S0)
        })
        .when(S0, PlayRoadBuilding)
        .then_ok()
        .when(S0, road(b(), c()))
        .then_state(|s| {
            assert!(s.scenario.are_connected(S0, S1));
            assert_eq!(s.scenario.holding(S0).tokens.total(), 3);
            assert_eq!(s.player(S0).hand, Resources::ZERO);
        });
}
