//! The victory fields (baden-wuerttemberg.txt §Longest Trade Road, §Largest
//! Inventor; clarifications.md): held by one of the holder's own town halls,
//! placed automatically; a trade road is broken only by other players'
//! town halls; only strictly more inventions take Largest Inventor over.

use crate::rules::baden_wuerttemberg::command::Command::{BuildRoad, BuildTownHall, PlayInvention};
use crate::rules::baden_wuerttemberg::event::Event;
use crate::rules::baden_wuerttemberg::map::map;
use crate::rules::baden_wuerttemberg::state::DevCard;
use crate::rules::baden_wuerttemberg::testkit::{
    crossing, edge_between, free_neighbours, Scenario,
};
use crate::rules::common::NodeId;
use crate::rules::Seat;

const RED: Seat = Seat(0);
const BLUE: Seat = Seat(1);

/// Six crossings in a row: a free crossing, Ehingen (a town field), a free
/// crossing, Ulm (a landmark field), a free crossing and one more.
fn trade_route() -> [NodeId; 6] {
    let ehingen = crossing("Ehingen");
    let ulm = crossing("Ulm");
    let board = &map().board;
    let before_ulm = free_neighbours(ehingen)
        .into_iter()
        .find(|n| board.node(*n).neighbours.contains(&ulm))
        .expect("a free crossing joins Ehingen and Ulm");
    let start = free_neighbours(ehingen)
        .into_iter()
        .find(|n| *n != before_ulm && !board.node(*n).neighbours.contains(&ulm))
        .expect("another free crossing at Ehingen");
    let after_ulm = free_neighbours(ulm)
        .into_iter()
        .find(|n| *n != before_ulm && !board.node(*n).neighbours.contains(&ehingen))
        .expect("a free crossing beyond Ulm");
    let last = board
        .node(after_ulm)
        .neighbours
        .iter()
        .copied()
        .find(|n| ![ulm, before_ulm, ehingen, start].contains(n))
        .expect("a crossing beyond");
    [start, ehingen, before_ulm, ulm, after_ulm, last]
}

#[test]
fn five_roads_put_a_town_hall_on_longest_trade_road() {
    let route = trade_route();
    Scenario::new(3)
        .given(|g| {
            g.town_hall(RED, route[1])
                .landmark(route[3])
                .road_path(RED, &route[..5])
                .hand(RED, "BL")
                .main(RED)
        })
        .then_state(|s| assert_eq!(s.road_length(RED), 4))
        .when(
            RED,
            BuildRoad {
                edge: edge_between(route[4], route[5]),
            },
        )
        .then_events([
            Event::RoadBuilt {
                seat: RED,
                edge: edge_between(route[4], route[5]),
            },
            Event::LongestTradeRoadTaken {
                seat: Some(RED),
                length: 5,
            },
        ])
        .then_state(|s| {
            assert_eq!(s.longest_trade_road, Some(RED));
            assert_eq!(s.player(RED).town_halls_left, 10);
            assert_eq!(s.public_points(RED), 2);
        });
}

#[test]
fn a_trade_road_is_not_broken_by_own_town_halls_or_landmarks() {
    let route = trade_route();
    Scenario::new(3)
        .given(|g| {
            g.town_hall(RED, route[1])
                .landmark(route[3])
                .road_path(RED, &route)
                .longest_trade_road(Some(RED))
        })
        .then_state(|s| assert_eq!(s.road_length(RED), 5));
}

#[test]
fn a_trade_road_is_broken_by_another_players_town_hall() {
    let route = trade_route();
    let ehingen = route[1];
    // Blue reaches Ehingen from its other side.
    let blue_from = free_neighbours(ehingen)
        .into_iter()
        .find(|n| !route.contains(n))
        .expect("a third free crossing at Ehingen");
    Scenario::new(3)
        .given(|g| {
            g.road_path(RED, &route)
                .town_hall(RED, crossing("Sinsheim"))
                .landmark(route[3])
                .longest_trade_road(Some(RED))
                .town_hall(BLUE, crossing("Tuttlingen"))
                .road_path(BLUE, &[blue_from, ehingen])
                .hand(BLUE, "BLWG")
                .main(BLUE)
        })
        .when(BLUE, BuildTownHall { node: ehingen })
        .then_events([
            Event::TownHallBuilt {
                seat: BLUE,
                node: ehingen,
            },
            Event::LongestTradeRoadTaken {
                seat: None,
                length: 4,
            },
        ])
        .then_state(|s| {
            assert_eq!(s.road_length(RED), 4);
            assert_eq!(s.longest_trade_road, None);
            assert_eq!(s.player(RED).town_halls_left, 11);
        });
}

#[test]
fn largest_inventor_is_taken_with_three_inventions() {
    Scenario::new(3)
        .given(|g| {
            g.inventions(RED, 2)
                .dev_cards(RED, DevCard::Invention, 1)
                .main(RED)
        })
        .when(RED, PlayInvention)
        .then_events([
            Event::InventionPlayed { seat: RED },
            Event::LargestInventorTaken {
                seat: RED,
                inventions: 3,
            },
        ])
        .then_state(|s| {
            assert_eq!(s.largest_inventor, Some(RED));
            assert_eq!(s.player(RED).town_halls_left, 11);
        });
}

#[test]
fn largest_inventor_is_taken_over_only_with_strictly_more() {
    let s = Scenario::new(3).given(|g| {
        g.inventions(RED, 3)
            .largest_inventor(RED)
            .dev_cards(BLUE, DevCard::Invention, 2)
            .main(BLUE)
    });
    // Blue's third invention only ties.
    let tied = s
        .given(|g| g.inventions(BLUE, 2))
        .when(BLUE, PlayInvention)
        .then_events([Event::InventionPlayed { seat: BLUE }]);
    tied.then_state(|s| assert_eq!(s.largest_inventor, Some(RED)))
        .given(|g| {
            g.inventions(BLUE, 3)
                .main(BLUE)
                .with(|s| s.card_played = false)
        })
        .when(BLUE, PlayInvention)
        .then_events([
            Event::InventionPlayed { seat: BLUE },
            Event::LargestInventorTaken {
                seat: BLUE,
                inventions: 4,
            },
        ])
        .then_state(|s| {
            assert_eq!(s.largest_inventor, Some(BLUE));
            assert_eq!(s.player(RED).town_halls_left, 12);
            assert_eq!(s.player(BLUE).town_halls_left, 11);
        });
}
