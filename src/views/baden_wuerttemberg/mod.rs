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

use crate::lang::bw::Bw;
use crate::lang::terms::{self, Term, Words};
use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::map::{map, CrossingKind};
use crate::rules::common::{EdgeId, NodeId, Resource, Resources, TileId};

pub use crate::rules::contract::{join_words, Names};

/// A resource in this game's words (baden-wuerttemberg.txt): clay and wood
/// where the classic game says brick and lumber; English, for the emails.
pub fn resource(r: Resource) -> String {
    resource_in(Lang::En)(r)
}

/// The resource words of `lang`, as the shared widgets take them.
pub fn resource_in(lang: Lang) -> fn(Resource) -> String {
    match lang {
        Lang::En => |resource| Lang::En.say(Term::BwResource { resource }),
        Lang::De => |resource| Lang::De.say(Term::BwResource { resource }),
    }
}

/// Cards in words: "1 wood and 1 clay", or "no cards".
pub fn cards(r: &Resources) -> String {
    cards_in(Lang::En, r)
}

/// Cards in `lang`'s words.
pub fn cards_in(lang: Lang, r: &Resources) -> String {
    terms::cards(lang, Words::BadenWuerttemberg, r)
}

/// A crossing in words: its town ("Ehingen"), its landmark city
/// ("Stuttgart"), or for a free crossing the nearest named one
/// ("the crossing near Heilbronn").
pub fn crossing(node: NodeId) -> String {
    crossing_in(Lang::En, node)
}

/// A crossing in `lang`'s words.
pub fn crossing_in(lang: Lang, node: NodeId) -> String {
    let m = map();
    let Some(c) = m.crossings.get(node.index()) else {
        return lang.say(Bw::CrossingUnknown);
    };
    if c.kind != CrossingKind::Free && !c.name.is_empty() {
        return c.name.to_owned();
    }
    match nearest_town(node) {
        Some(town) => lang.say(Bw::CrossingNear {
            town: town.to_owned(),
        }),
        None => lang.say(Bw::CrossingFree),
    }
}

/// The name of the named crossing nearest to `node`, by which a free
/// crossing is known.
pub fn nearest_town(node: NodeId) -> Option<&'static str> {
    let m = map();
    if !m.board.has_node(node) {
        return None;
    }
    let here = m.board.node(node).pos;
    m.crossings
        .iter()
        .filter(|o| !o.name.is_empty())
        .min_by(|a, b| {
            let d = |n: NodeId| {
                let p = m.board.node(n).pos;
                (p.x - here.x).hypot(p.y - here.y)
            };
            d(a.id).total_cmp(&d(b.id))
        })
        .map(|o| o.name)
}

/// A landmark field in words: "the TV Tower in Stuttgart".
pub fn landmark(node: NodeId) -> String {
    landmark_in(Lang::En, node)
}

/// A landmark field in `lang`'s words.
pub fn landmark_in(lang: Lang, node: NodeId) -> String {
    let m = map();
    match m
        .crossings
        .get(node.index())
        .and_then(|c| c.landmark.map(|l| (l, c.name)))
    {
        Some((l, town)) => lang.say(Bw::LandmarkIn {
            landmark: lang.say(Bw::Landmark { landmark: l }),
            town: town.to_owned(),
        }),
        None => lang.say(Bw::LandmarkAt {
            crossing: crossing_in(lang, node),
        }),
    }
}

/// A path in words: "between Stuttgart and Sindelfingen".
pub fn path(edge: EdgeId) -> String {
    path_in(Lang::En, edge)
}

/// A path in `lang`'s words.
pub fn path_in(lang: Lang, edge: EdgeId) -> String {
    let m = map();
    if !m.board.has_edge(edge) {
        return lang.say(Bw::PathUnknown);
    }
    let [a, b] = m.board.edge(edge).nodes;
    lang.say(Bw::Path {
        from: crossing_in(lang, a),
        to: crossing_in(lang, b),
    })
}

/// A landscape field in words: "the Kraichgau meadows (pasture, 12)".
pub fn field(tile: TileId) -> String {
    field_in(Lang::En, tile)
}

/// A landscape field in `lang`'s words.
pub fn field_in(lang: Lang, tile: TileId) -> String {
    let m = map();
    let (Some(region), true) = (m.regions.get(tile.index()), m.board.has_tile(tile)) else {
        return lang.say(Bw::FieldUnknown);
    };
    let t = m.board.tile(tile);
    let region = lang.say(Bw::Region {
        region: region.name,
    });
    let terrain = t.terrain.name();
    match t.number {
        Some(number) => lang.say(Bw::Field {
            region,
            terrain,
            number,
        }),
        None => lang.say(Bw::FieldBare { region, terrain }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_is_named_in_the_reader_s_language() {
        let en = field_in(Lang::En, TileId(0));
        assert!(en.starts_with("Northern Black Forest ("), "{en}");
        let de = field_in(Lang::De, TileId(0));
        assert!(de.starts_with("Nordschwarzwald ("), "{de}");
        let lake = field_in(Lang::De, TileId(10));
        assert!(lake.starts_with("Allgäu und Bodensee ("), "{lake}");
    }

    #[test]
    fn a_landmark_is_named_in_the_reader_s_language() {
        let m = map();
        for (town, en, de) in [
            (
                "Stuttgart",
                "the TV Tower in Stuttgart",
                "das Wahrzeichen Fernsehturm in Stuttgart",
            ),
            (
                "Heidelberg",
                "the Heidelberg Castle in Heidelberg",
                "das Wahrzeichen Heidelberger Schloss in Heidelberg",
            ),
            (
                "Freiburg",
                "the Freiburg Minster in Freiburg",
                "das Wahrzeichen Freiburger Münster in Freiburg",
            ),
            (
                "Hechingen",
                "the Hohenzollern Castle in Hechingen",
                "das Wahrzeichen Burg Hohenzollern in Hechingen",
            ),
            (
                "Karlsruhe",
                "the Karlsruhe Palace in Karlsruhe",
                "das Wahrzeichen Karlsruher Schloss in Karlsruhe",
            ),
            (
                "Sigmaringen",
                "the Sigmaringen Castle in Sigmaringen",
                "das Wahrzeichen Schloss Sigmaringen in Sigmaringen",
            ),
            (
                "Schwäbisch Hall",
                "the St. Michael's Church in Schwäbisch Hall",
                "das Wahrzeichen St. Michael in Schwäbisch Hall",
            ),
            (
                "Mannheim",
                "the Water Tower in Mannheim",
                "das Wahrzeichen Wasserturm in Mannheim",
            ),
            (
                "Ulm",
                "the Ulm Minster in Ulm",
                "das Wahrzeichen Ulmer Münster in Ulm",
            ),
            (
                "Friedrichshafen",
                "the Zeppelin Museum in Friedrichshafen",
                "das Wahrzeichen Zeppelin Museum in Friedrichshafen",
            ),
            (
                "Konstanz",
                "the Imperia in Konstanz",
                "das Wahrzeichen Imperia in Konstanz",
            ),
            (
                "Baden-Baden",
                "the Kurhaus in Baden-Baden",
                "das Wahrzeichen Kurhaus in Baden-Baden",
            ),
        ] {
            let node = m.named(town).expect("a landmark town");
            assert_eq!(landmark_in(Lang::En, node), en);
            assert_eq!(landmark_in(Lang::De, node), de);
        }
    }

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
