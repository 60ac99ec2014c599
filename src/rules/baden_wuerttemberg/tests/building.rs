//! Building (baden-wuerttemberg.txt §Building): roads through free
//! crossings, own town fields and built landmarks only; town halls on town
//! fields reached by an own road, with no distance rule; neutral landmarks.

use crate::rules::baden_wuerttemberg::command::Command::{BuildLandmark, BuildRoad, BuildTownHall};
use crate::rules::baden_wuerttemberg::event::Event;
use crate::rules::baden_wuerttemberg::map::map;
use crate::rules::baden_wuerttemberg::testkit::{
    crossing, edge_between, free_neighbours, Scenario,
};
use crate::rules::{Pieces, Place, RuleError, Seat};

const RED: Seat = Seat(0);
const BLUE: Seat = Seat(1);

#[test]
fn a_road_passes_a_town_field_with_the_own_town_hall() {
    let ehingen = crossing("Ehingen");
    let [a, b, ..] = free_neighbours(ehingen)[..] else {
        panic!("Ehingen has free neighbours")
    };
    Scenario::new(3)
        .given(|g| {
            g.town_hall(BLUE, ehingen)
                .road_path(BLUE, &[a, ehingen])
                .hand(BLUE, "BL")
                .main(BLUE)
        })
        .when(
            BLUE,
            BuildRoad {
                edge: edge_between(ehingen, b),
            },
        )
        .then_events([Event::RoadBuilt {
            seat: BLUE,
            edge: edge_between(ehingen, b),
        }]);
}

#[test]
fn a_road_is_blocked_by_another_players_town_hall() {
    let ehingen = crossing("Ehingen");
    let [a, b, ..] = free_neighbours(ehingen)[..] else {
        panic!("Ehingen has free neighbours")
    };
    Scenario::new(3)
        .given(|g| {
            g.town_hall(RED, ehingen)
                .road_path(BLUE, &[a, ehingen])
                .hand(BLUE, "BL")
                .main(BLUE)
        })
        .when(
            BLUE,
            BuildRoad {
                edge: edge_between(ehingen, b),
            },
        )
        .then_error(RuleError::NotConnected);
}

#[test]
fn a_road_is_blocked_by_an_empty_town_field() {
    let biberach = crossing("Biberach an der Riß");
    let [a, b, ..] = free_neighbours(biberach)[..] else {
        panic!("Biberach has free neighbours")
    };
    Scenario::new(3)
        .given(|g| {
            g.road_path(BLUE, &[a, biberach])
                .town_hall(BLUE, crossing("Ehingen"))
                .hand(BLUE, "BL")
                .main(BLUE)
        })
        .when(
            BLUE,
            BuildRoad {
                edge: edge_between(biberach, b),
            },
        )
        .then_error(RuleError::NotConnected);
}

#[test]
fn a_road_passes_a_landmark_field_only_once_the_landmark_stands() {
    let sigmaringen = crossing("Sigmaringen");
    let [a, b, ..] = free_neighbours(sigmaringen)[..] else {
        panic!("Sigmaringen has free neighbours")
    };
    let beyond = BuildRoad {
        edge: edge_between(sigmaringen, b),
    };
    let before = Scenario::new(3).given(|g| {
        g.road_path(RED, &[a, sigmaringen])
            .hand(RED, "BLBL")
            .main(RED)
    });
    before
        .clone()
        .when(RED, beyond.clone())
        .then_error(RuleError::NotConnected);
    // Landmarks are neutral: it does not matter who built it.
    before
        .given(|g| g.landmark(sigmaringen))
        .when(RED, beyond)
        .then_ok();
}

#[test]
fn the_first_road_starts_at_an_own_town_hall() {
    let ehingen = crossing("Ehingen");
    let a = free_neighbours(ehingen)[0];
    let far = free_neighbours(crossing("Sinsheim"))[0];
    let far_edge = map().board.node(far).edges[0];
    let s = Scenario::new(3).given(|g| g.town_hall(RED, ehingen).hand(RED, "BLBL").main(RED));
    s.clone()
        .when(RED, BuildRoad { edge: far_edge })
        .then_error(RuleError::NotConnected);
    s.when(
        RED,
        BuildRoad {
            edge: edge_between(ehingen, a),
        },
    )
    .then_ok();
}

#[test]
fn a_road_costs_one_wood_and_one_clay() {
    let ehingen = crossing("Ehingen");
    let a = free_neighbours(ehingen)[0];
    Scenario::new(3)
        .given(|g| g.town_hall(RED, ehingen).hand(RED, "BWG").main(RED))
        .when(
            RED,
            BuildRoad {
                edge: edge_between(ehingen, a),
            },
        )
        .then_error(RuleError::CannotAfford {
            cost: crate::rules::baden_wuerttemberg::state::ROAD_COST,
        });
}

#[test]
fn a_town_hall_on_a_field_not_reached_by_an_own_road_is_refused() {
    let biberach = crossing("Biberach an der Riß");
    Scenario::new(3)
        .given(|g| {
            g.town_hall(RED, crossing("Ehingen"))
                .hand(RED, "BLWG")
                .main(RED)
        })
        .when(RED, BuildTownHall { node: biberach })
        .then_error(RuleError::NotConnected);
}

#[test]
fn a_town_hall_stands_next_to_another_without_a_distance_rule() {
    let ehingen = crossing("Ehingen");
    let biberach = crossing("Biberach an der Riß");
    // Ehingen and Biberach are neighbours on the map.
    let road = edge_between(ehingen, biberach);
    Scenario::new(3)
        .given(|g| {
            g.town_hall(RED, ehingen)
                .road(RED, road)
                .hand(RED, "BLWG")
                .main(RED)
        })
        .when(RED, BuildTownHall { node: biberach })
        .then_state(|s| {
            assert_eq!(s.town_hall(biberach), Some(RED));
            assert_eq!(s.public_points(RED), 2);
            assert!(s.player(RED).hand.is_empty());
            assert_eq!(s.player(RED).town_halls_left, 10);
        });
}

#[test]
fn town_halls_stand_only_on_town_fields() {
    let ehingen = crossing("Ehingen");
    let a = free_neighbours(ehingen)[0];
    Scenario::new(3)
        .given(|g| {
            g.town_hall(RED, ehingen)
                .road_path(RED, &[ehingen, a])
                .hand(RED, "BLWG")
                .main(RED)
        })
        .when(RED, BuildTownHall { node: a })
        .then_error(RuleError::NoSuchPlace(Place::TownField));
}

#[test]
fn a_landmark_is_built_next_to_an_own_road_and_is_worth_no_points() {
    let sigmaringen = crossing("Sigmaringen");
    let a = free_neighbours(sigmaringen)[0];
    let s = Scenario::new(3).given(|g| {
        g.town_hall(RED, crossing("Ehingen"))
            .road_path(RED, &[a, sigmaringen])
            .hand(RED, "OOG")
            .main(RED)
    });
    s.clone()
        .when(RED, BuildLandmark { node: sigmaringen })
        .then_state(|s| {
            assert!(s.landmarks[sigmaringen.index()]);
            assert_eq!(s.public_points(RED), 1);
            assert!(s.player(RED).hand.is_empty());
        });
    s.when(
        BLUE,
        BuildLandmark {
            node: crossing("Friedrichshafen"),
        },
    )
    .then_error(RuleError::NotYourTurn);
}

#[test]
fn each_landmark_only_on_its_own_field_and_only_once() {
    let sigmaringen = crossing("Sigmaringen");
    let a = free_neighbours(sigmaringen)[0];
    let s = Scenario::new(3).given(|g| {
        g.road_path(RED, &[a, sigmaringen])
            .town_hall(RED, crossing("Ehingen"))
            .hand(RED, "OOG")
            .main(RED)
    });
    s.clone()
        .when(RED, BuildLandmark { node: a })
        .then_error(RuleError::NoSuchPlace(Place::LandmarkField));
    s.given(|g| g.landmark(sigmaringen))
        .when(RED, BuildLandmark { node: sigmaringen })
        .then_error(RuleError::Occupied);
}

#[test]
fn every_player_has_twelve_town_halls_and_twenty_roads() {
    let ehingen = crossing("Ehingen");
    let a = free_neighbours(ehingen)[0];
    Scenario::new(3)
        .given(|g| g.town_hall(RED, ehingen).hand(RED, "BL").main(RED))
        .then_state(|s| {
            assert_eq!(s.player(RED).town_halls_left, 11);
            assert_eq!(s.player(BLUE).town_halls_left, 12);
            assert_eq!(s.player(RED).roads_left, 20);
        })
        .given(|g| {
            // Twenty roads elsewhere on the map.
            let elsewhere = map()
                .board
                .edges
                .iter()
                .filter(|e| !e.nodes.contains(&ehingen))
                .take(20);
            elsewhere.fold(g, |g, e| g.road(RED, e.id))
        })
        .when(
            RED,
            BuildRoad {
                edge: edge_between(ehingen, a),
            },
        )
        .then_error(RuleError::NoPiecesLeft(Pieces::Roads));
}
