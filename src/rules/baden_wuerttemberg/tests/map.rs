//! The map (clarifications.md §Baden-Württemberg): connected, every field
//! touching crossings, the usual yield numbers, the named places of the
//! right kind, and building cost cards that follow the house reading.

use crate::rules::baden_wuerttemberg::map::{map, CrossingKind};
use crate::rules::common::{NodeId, Resource};
use std::collections::HashSet;

#[test]
fn every_crossing_is_reachable_along_paths_from_every_other() {
    let board = &map().board;
    let mut seen = HashSet::from([NodeId(0)]);
    let mut stack = vec![NodeId(0)];
    while let Some(n) = stack.pop() {
        for next in &board.node(n).neighbours {
            if seen.insert(*next) {
                stack.push(*next);
            }
        }
    }
    assert_eq!(seen.len(), board.nodes.len());
    assert!(board.nodes.iter().all(|n| !n.edges.is_empty()));
}

#[test]
fn every_field_touches_crossings_and_every_crossing_touches_a_field() {
    let board = &map().board;
    assert!(board.tiles.iter().all(|t| t.nodes.len() >= 3));
    assert!(board.nodes.iter().all(|n| !n.tiles.is_empty()));
    for t in &board.tiles {
        for n in &t.nodes {
            assert!(board.node(*n).tiles.contains(&t.id));
        }
    }
}

#[test]
fn paths_join_two_different_crossings_once() {
    let board = &map().board;
    let mut seen = HashSet::new();
    for e in &board.edges {
        let [a, b] = e.nodes;
        assert_ne!(a, b);
        assert!(seen.insert((a.min(b), a.max(b))), "path {a}-{b} twice");
    }
}

#[test]
fn yield_numbers_are_two_to_twelve_without_seven_in_the_usual_frequencies() {
    let mut numbers: Vec<u8> = map().board.tiles.iter().filter_map(|t| t.number).collect();
    numbers.sort_unstable();
    assert_eq!(
        numbers,
        [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12]
    );
    assert!(map()
        .board
        .tiles
        .iter()
        .all(|t| t.terrain.resource().is_some()));
}

#[test]
fn the_landscapes_produce_every_resource() {
    for r in Resource::ALL {
        assert!(
            map()
                .board
                .tiles
                .iter()
                .any(|t| t.terrain.resource() == Some(r)),
            "no field gives {r}"
        );
    }
}

#[test]
fn the_named_places_are_present_and_of_the_right_kind() {
    let m = map();
    for town in ["Ehingen", "Biberach an der Riß", "Sinsheim"] {
        let n = m.named(town).unwrap_or_else(|| panic!("{town} missing"));
        assert_eq!(m.kind(n), CrossingKind::Town, "{town}");
    }
    for city in ["Stuttgart", "Sigmaringen", "Friedrichshafen"] {
        let n = m.named(city).unwrap_or_else(|| panic!("{city} missing"));
        assert_eq!(m.kind(n), CrossingKind::Landmark, "{city}");
    }
    let tower = m.named("Stuttgart").expect("Stuttgart");
    assert_eq!(m.crossings[tower.index()].landmark, Some("tv-tower"));
}

#[test]
fn twelve_landmark_fields_and_at_least_fifty_town_fields() {
    let count = |k| map().crossings.iter().filter(|c| c.kind == k).count();
    assert_eq!(count(CrossingKind::Landmark), 12);
    assert!(count(CrossingKind::Town) >= 50);
    assert!(count(CrossingKind::Free) > 0);
    for c in &map().crossings {
        assert_eq!(c.landmark.is_some(), c.kind == CrossingKind::Landmark);
        assert_eq!(c.name.is_empty(), c.kind == CrossingKind::Free);
    }
}

#[test]
fn real_towns_keep_their_relative_positions() {
    let m = map();
    let pos = |name: &str| m.board.node(m.named(name).expect(name)).pos;
    // North is up (smaller y), east is right (larger x).
    assert!(pos("Mannheim").y < pos("Stuttgart").y);
    assert!(pos("Stuttgart").y < pos("Friedrichshafen").y);
    assert!(pos("Freiburg").x < pos("Stuttgart").x);
    assert!(pos("Stuttgart").x < pos("Ulm").x);
    assert!(pos("Sinsheim").y < pos("Ehingen").y);
}

#[test]
fn the_inventor_starts_on_the_pasture_twelve_south_of_sinsheim() {
    let m = map();
    let start = m.board.tile(m.inventor_start);
    assert_eq!(start.terrain.resource(), Some(Resource::Wool));
    assert_eq!(start.number, Some(12));
    let sinsheim = m.board.node(m.named("Sinsheim").expect("Sinsheim")).pos;
    assert!(start.center.y > sinsheim.y);
    assert!((start.center.x - sinsheim.x).abs() < 1.5);
}

#[test]
fn four_cost_cards_with_three_distinct_towns_and_three_to_five_cards() {
    let m = map();
    assert_eq!(m.cost_cards.len(), 4);
    let mut towns = HashSet::new();
    for card in &m.cost_cards {
        for t in card.towns {
            assert_eq!(m.kind(t), CrossingKind::Town);
            assert!(towns.insert(t), "{t} on two cards");
        }
        assert!((3..=5).contains(&card.resources.total()), "{card:?}");
    }
    // Spread over the map: no starting town hall is next to another's.
    for (i, a) in m.cost_cards.iter().enumerate() {
        for b in &m.cost_cards[i + 1..] {
            for t in a.towns {
                for u in b.towns {
                    assert!(!m.board.node(t).neighbours.contains(&u), "{t} next to {u}");
                }
            }
        }
    }
}

#[test]
fn regions_cover_only_their_own_crossings() {
    let m = map();
    for r in &m.regions {
        let tile = m.board.tile(r.tile);
        assert!(!r.triangles.is_empty());
        for tri in r.triangles {
            for c in tri {
                assert!(tile.nodes.contains(&NodeId(*c)));
            }
        }
    }
}
