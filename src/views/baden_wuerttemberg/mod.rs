//! Baden-Württemberg Catan's own presentation: the map drawn as SVG with its
//! town and landmark names ([`board`]), the seat, spectator and past pages
//! ([`page`]), the forms read back into commands ([`form`]), events in plain
//! words ([`narrate`]), the news at the top of a seat page ([`news`]) and the
//! emails ([`mail`]).
//!
//! Built from the ruleset's `View` and redacted events only; nothing here
//! sees a `State`. This module and `templates/baden_wuerttemberg/` are the
//! only places outside `src/rules` that speak of this ruleset.

pub mod board;
pub mod choice;
pub mod costs;
pub mod form;
pub mod mail;
pub mod narrate;
pub mod news;
pub mod page;
pub mod picture;
pub mod present;

use crate::rules::baden_wuerttemberg::map::{map, CrossingKind};
use crate::rules::common::{EdgeId, NodeId, Resource, Resources, TileId};

pub use crate::rules::contract::{join_words, Names};

/// A resource in this game's words (baden-wuerttemberg.txt): clay and wood
/// where the classic game says brick and lumber.
pub const fn resource(r: Resource) -> &'static str {
    match r {
        Resource::Brick => "clay",
        Resource::Lumber => "wood",
        Resource::Wool => "wool",
        Resource::Grain => "grain",
        Resource::Ore => "ore",
    }
}

/// Cards in words: "1 wood and 1 clay", or "no cards".
pub fn cards(r: &Resources) -> String {
    crate::views::common::table::cards(r, resource)
}

/// A crossing in words: its town ("Ehingen"), its landmark city
/// ("Stuttgart"), or for a free crossing the nearest named one
/// ("the crossing near Heilbronn").
pub fn crossing(node: NodeId) -> String {
    let m = map();
    let Some(c) = m.crossings.get(node.index()) else {
        return "an unknown crossing".to_owned();
    };
    if c.kind != CrossingKind::Free && !c.name.is_empty() {
        return c.name.to_owned();
    }
    let here = m.board.node(node).pos;
    let nearest = m
        .crossings
        .iter()
        .filter(|o| !o.name.is_empty())
        .min_by(|a, b| {
            let d = |n: NodeId| {
                let p = m.board.node(n).pos;
                (p.x - here.x).hypot(p.y - here.y)
            };
            d(a.id).total_cmp(&d(b.id))
        });
    match nearest {
        Some(o) => format!("the crossing near {}", o.name),
        None => "a free crossing".to_owned(),
    }
}

/// A landmark field in words: "the TV Tower in Stuttgart".
pub fn landmark(node: NodeId) -> String {
    let m = map();
    match m
        .crossings
        .get(node.index())
        .and_then(|c| c.landmark.map(|l| (l, c.name)))
    {
        Some((l, town)) => format!("the {l} in {town}"),
        None => format!("the landmark at {}", crossing(node)),
    }
}

/// A path in words: "between Stuttgart and Sindelfingen".
pub fn path(edge: EdgeId) -> String {
    let m = map();
    if !m.board.has_edge(edge) {
        return "on an unknown path".to_owned();
    }
    let [a, b] = m.board.edge(edge).nodes;
    format!("between {} and {}", crossing(a), crossing(b))
}

/// A landscape field in words: "the Kraichgau meadows (pasture, 12)".
pub fn field(tile: TileId) -> String {
    let m = map();
    let (Some(region), true) = (m.regions.get(tile.index()), m.board.has_tile(tile)) else {
        return "an unknown field".to_owned();
    };
    let t = m.board.tile(tile);
    match t.number {
        Some(n) => format!("{} ({}, {n})", region.name, t.terrain.name()),
        None => format!("{} ({})", region.name, t.terrain.name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_named_after_their_towns_and_landmarks() {
        let m = map();
        let stuttgart = m.named("Stuttgart").expect("Stuttgart is on the map");
        assert_eq!(crossing(stuttgart), "Stuttgart");
        assert_eq!(landmark(stuttgart), "the TV Tower in Stuttgart");
        let free = m
            .crossings
            .iter()
            .find(|c| c.kind == CrossingKind::Free)
            .expect("a free crossing");
        assert!(crossing(free.id).starts_with("the crossing near "));
        let edge = m.board.node(stuttgart).edges[0];
        assert!(path(edge).starts_with("between "), "{}", path(edge));
        assert!(field(TileId(7)).contains("12"), "{}", field(TileId(7)));
    }

    #[test]
    fn cards_use_this_games_words() {
        assert_eq!(cards(&Resources::new(1, 1, 0, 0, 0)), "1 clay and 1 wood");
        assert_eq!(cards(&Resources::ZERO), "no cards");
    }
}
