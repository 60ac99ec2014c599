//! What the rulesets' board drawings share: board units to SVG units, the
//! places a seat may pick (a node, an edge, a tile) named in a page's query
//! and drawn as tap targets, a figure standing on a tile, terrains' classes,
//! numbers' pips and SVG polygons.

use crate::rules::common::{Board, EdgeId, NodeId, Point, Terrain, TileId};

/// Board units (a hex's circumradius on a classic board, 20 km on the
/// Baden-Württemberg map) to SVG units.
pub const SCALE: f32 = 100.0;

/// A point of the board in SVG units.
pub fn at(p: Point) -> (i32, i32) {
    ((p.x * SCALE).round() as i32, (p.y * SCALE).round() as i32)
}

/// Where on a board a pick is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Node(NodeId),
    Edge(EdgeId),
    Tile(TileId),
}

impl From<NodeId> for Place {
    fn from(node: NodeId) -> Place {
        Place::Node(node)
    }
}

impl From<EdgeId> for Place {
    fn from(edge: EdgeId) -> Place {
        Place::Edge(edge)
    }
}

impl From<TileId> for Place {
    fn from(tile: TileId) -> Place {
        Place::Tile(tile)
    }
}

impl Place {
    /// The number that names the place in a query.
    pub fn id(self) -> u16 {
        match self {
            Place::Node(n) => n.0,
            Place::Edge(e) => e.0,
            Place::Tile(t) => t.0,
        }
    }

    /// The place's centre on `board` in SVG units (an edge's midpoint), if
    /// the board has the place.
    pub fn centre(self, board: &Board) -> Option<(i32, i32)> {
        match self {
            Place::Node(n) => board.has_node(n).then(|| at(board.node(n).pos)),
            Place::Edge(e) => board.has_edge(e).then(|| at(board.midpoint(e))),
            Place::Tile(t) => board.has_tile(t).then(|| at(board.tile(t).center)),
        }
    }
}

/// A placement a ruleset's board offers a seat, declared by
/// [`board_picks!`]: its word in a query, its place and its spot's kind.
pub trait BoardPick: Copy + PartialEq {
    /// The pick's word in a query: `road`.
    fn word(self) -> &'static str;
    /// Where the pick is made.
    fn place(self) -> Place;
    /// How its spot is drawn.
    fn kind(self) -> SpotKind;
    /// The query value that names the pick: its word and its place's
    /// number, `road-12`.
    fn query(self) -> String {
        format!("{}-{}", self.word(), self.place().id())
    }
}

/// Declares a ruleset's picks on its board: an enum of placements, each
/// variant with the id of its place (`NodeId`, `EdgeId` or `TileId`), its
/// word in a query and the kind of its spot
/// (`Road(EdgeId) = "road" as Edge,`). The enum implements [`BoardPick`]
/// and reads (`parse`) and writes (`query`) its query values.
macro_rules! board_picks {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident($id:ident) = $word:literal as $kind:ident,)+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vmeta])* $variant($crate::rules::common::$id),)+
        }

        impl $name {
            /// Reads a query value its [`query`](Self::query) wrote.
            pub fn parse(text: &str) -> Option<$name> {
                let (word, id) = text.split_once('-')?;
                let id: u16 = id.parse().ok()?;
                match word {
                    $($word => Some($name::$variant($crate::rules::common::$id(id))),)+
                    _ => None,
                }
            }

            /// The query value that names this pick: `road-12`.
            pub fn query(self) -> String {
                $crate::views::common::board::BoardPick::query(self)
            }
        }

        impl $crate::views::common::board::BoardPick for $name {
            fn word(self) -> &'static str {
                match self {
                    $($name::$variant(_) => $word,)+
                }
            }

            fn place(self) -> $crate::views::common::board::Place {
                match self {
                    $($name::$variant(id) => id.into(),)+
                }
            }

            fn kind(self) -> $crate::views::common::board::SpotKind {
                match self {
                    $($name::$variant(_) => $crate::views::common::board::SpotKind::$kind,)+
                }
            }
        }
    };
}

pub(crate) use board_picks;

/// The kind of a clickable spot, for styling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpotKind {
    Node,
    /// A node whose own piece the seat may upgrade (a settlement to a
    /// city, a city to a metropolis): ringed, so the piece stays seen.
    Upgrade,
    Edge,
    Tile,
}

/// A legal placement: a link that opens the confirm form.
#[derive(Debug, Clone)]
pub struct Spot {
    pub href: String,
    pub pick: String,
    pub label: String,
    pub kind: SpotKind,
    pub x: i32,
    pub y: i32,
    /// Tap radius (nodes, edges) in SVG units.
    pub r: i32,
    /// The tap target's centre: the spot's own, or moved a little away
    /// from a neighbour closer than the smallest targets allow, so that
    /// each target's middle stays its own ([`spots`]).
    pub hit: (i32, i32),
    /// Radius of the visible marker inside the tap target.
    pub dot: i32,
    /// A tile target's outline: the points of its polygons.
    pub area: Vec<String>,
    pub picked: bool,
}

impl Spot {
    /// True for a tile target (the robber, the inventor).
    pub fn is_tile(&self) -> bool {
        self.kind == SpotKind::Tile
    }
    /// True for an upgrade target, drawn as a ring around the piece.
    pub fn is_upgrade(&self) -> bool {
        self.kind == SpotKind::Upgrade
    }
    /// CSS class of the spot.
    pub fn class(&self) -> &'static str {
        match self.kind {
            SpotKind::Node => "spot spot-node",
            SpotKind::Upgrade => "spot spot-node spot-upgrade",
            SpotKind::Edge => "spot spot-edge",
            SpotKind::Tile => "spot spot-tile",
        }
    }
    /// Radius of an upgrade's ring: clear of a settlement or city drawn on
    /// the node, inside the tap target where it can be.
    pub fn ring_r(&self) -> i32 {
        (self.r - 4).clamp(36, 44)
    }
    /// The ring's centre, a little above the node: pieces are drawn taller
    /// above it than below.
    pub fn ring_y(&self) -> i32 {
        self.y - 4
    }
}

/// How a board sizes the tap targets of its spots.
#[derive(Debug, Clone, Copy)]
pub struct Targets {
    /// The largest radius of a round target, in SVG units.
    pub max: i32,
    /// The smallest, where targets stand closer than twice that.
    pub min: i32,
    /// The visible marker's radius, half the target's, at least and at
    /// most.
    pub dot: (i32, i32),
    /// Edges' targets are drawn under the nodes' (else round targets keep
    /// the order offered).
    pub edges_under_nodes: bool,
}

/// The clickable spots for the `offered` picks on `board`: one per distinct
/// pick, linking to `base?pick=...#confirm`, labelled by `label`, a tile's
/// outline drawn from `area`. Round targets are as large as the distance to
/// the nearest other round target allows, within `targets`; tiles come
/// first, so the smaller targets on top of them stay clickable.
pub fn spots<P: BoardPick>(
    board: &Board,
    offered: impl IntoIterator<Item = P>,
    base: &str,
    picked: Option<P>,
    targets: &Targets,
    label: impl Fn(P) -> String,
    area: impl Fn(TileId) -> Vec<String>,
) -> Vec<Spot> {
    let mut picks: Vec<P> = Vec::new();
    for p in offered {
        if !picks.contains(&p) {
            picks.push(p);
        }
    }
    let mut out: Vec<Spot> = picks
        .into_iter()
        .filter_map(|p| {
            let place = p.place();
            let (x, y) = place.centre(board)?;
            let query = p.query();
            Some(Spot {
                href: format!("{base}?pick={query}#confirm"),
                pick: query,
                label: label(p),
                kind: p.kind(),
                x,
                y,
                r: targets.max,
                hit: (x, y),
                dot: 0,
                area: match place {
                    Place::Tile(t) => area(t),
                    Place::Node(_) | Place::Edge(_) => Vec::new(),
                },
                picked: picked == Some(p),
            })
        })
        .collect();
    // Round targets must not overlap: half the distance to the nearest one.
    let centres: Vec<(i32, i32, bool)> = out.iter().map(|s| (s.x, s.y, !s.is_tile())).collect();
    for (i, s) in out.iter_mut().enumerate() {
        if !s.is_tile() {
            let nearest = centres
                .iter()
                .enumerate()
                .filter(|(j, c)| *j != i && c.2)
                .map(|(_, c)| f64::from(c.0 - s.x).hypot(f64::from(c.1 - s.y)))
                .fold(f64::MAX, f64::min);
            s.r = targets
                .max
                .min((nearest / 2.0).floor() as i32)
                .max(targets.min);
        }
        s.dot = (s.r / 2).clamp(targets.dot.0, targets.dot.1);
    }
    apart(&mut out);
    if targets.edges_under_nodes {
        out.sort_by_key(|s| match s.kind {
            SpotKind::Tile => 0,
            SpotKind::Edge => 1,
            SpotKind::Node | SpotKind::Upgrade => 2,
        });
    } else {
        out.sort_by_key(|s| !s.is_tile());
    }
    out
}

/// Moves the tap targets of round spots closer than their radius (two
/// roads meeting at a short edge of a map drawn from real places, each
/// target kept at the smallest size) apart along the line between them, so
/// that neither target's middle lies in the other: a tap on a target's
/// middle picks that target. Each moves at most what keeps its visible
/// marker inside its own target.
fn apart(spots: &mut [Spot]) {
    // A move may bring a target nearer a third: a few rounds settle a
    // crowded corner.
    for _ in 0..4 {
        let mut moved = false;
        for i in 0..spots.len() {
            for j in i + 1..spots.len() {
                let (a, b) = (&spots[i], &spots[j]);
                if a.is_tile() || b.is_tile() {
                    continue;
                }
                let (dx, dy) = (f64::from(b.hit.0 - a.hit.0), f64::from(b.hit.1 - a.hit.1));
                let d = dx.hypot(dy);
                let needed = f64::from(a.r.max(b.r) + 2);
                if d >= needed || d == 0.0 {
                    continue;
                }
                let push = |s: &Spot, sign: f64| {
                    let (hx, hy) = (f64::from(s.hit.0 - s.x), f64::from(s.hit.1 - s.y));
                    let room = f64::from((s.r - s.dot - 1).max(0)) - hx.hypot(hy);
                    let by = ((needed - d) / 2.0).ceil().min(room.max(0.0));
                    (
                        s.hit.0 + (sign * by * dx / d).round() as i32,
                        s.hit.1 + (sign * by * dy / d).round() as i32,
                    )
                };
                let (to_a, to_b) = (push(a, -1.0), push(b, 1.0));
                moved |= to_a != spots[i].hit || to_b != spots[j].hit;
                spots[i].hit = to_a;
                spots[j].hit = to_b;
            }
        }
        if !moved {
            break;
        }
    }
}

/// A figure standing on a tile (the robber, the inventor), drawn left of
/// its number.
#[derive(Debug, Clone)]
pub struct Figure {
    pub x: i32,
    pub y: i32,
    pub label: String,
}

impl Figure {
    /// The figure on `tile` of `board`, `left` SVG units left of its
    /// centre, labelled by `label` (nothing if the board has no such tile).
    pub fn on(
        board: &Board,
        tile: TileId,
        left: i32,
        label: impl FnOnce() -> String,
    ) -> Option<Figure> {
        let (x, y) = Place::Tile(tile).centre(board)?;
        Some(Figure {
            x: x - left,
            y,
            label: label(),
        })
    }
}

/// The summary of the list of the marked places: "The marked places as a
/// list (3)", in `lang`.
pub fn spots_summary(
    lang: impl std::borrow::Borrow<crate::lang::Lang>,
    count: impl std::borrow::Borrow<usize>,
) -> String {
    lang.borrow().say(crate::lang::seat::SeatWords::Spots {
        count: *count.borrow(),
    })
}

/// The CSS class of a terrain: its player-facing name.
pub fn terrain_class(t: Terrain) -> &'static str {
    t.name()
}

/// The pips under `number` written at `x`: as many as the ways two dice
/// make it, 10 apart and centred, as their x positions.
pub fn pips(number: u8, x: i32) -> Vec<i32> {
    let count = i32::from(6u8.saturating_sub(7u8.abs_diff(number)));
    (0..count).map(|i| x + (2 * i - (count - 1)) * 5).collect()
}

/// An SVG polygon's points, "x,y x,y ...". A page draws a few hundred
/// coordinates, so they are written digit by digit rather than through
/// `format!`, which costs several times as much per number.
pub fn polygon(points: impl IntoIterator<Item = (i32, i32)>) -> String {
    let mut out = String::with_capacity(64);
    for (i, (x, y)) in points.into_iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        push_int(&mut out, x);
        out.push(',');
        push_int(&mut out, y);
    }
    out
}

/// Appends `n` in decimal.
fn push_int(out: &mut String, n: i32) {
    if n < 0 {
        out.push('-');
    }
    let mut rest = n.unsigned_abs();
    let mut digits = [b'0'; 10];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + u8::try_from(rest % 10).expect("a decimal digit");
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    out.extend(digits[start..].iter().map(|d| char::from(*d)));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(x: i32, y: i32, r: i32) -> Spot {
        Spot {
            href: String::new(),
            pick: String::new(),
            label: String::new(),
            kind: SpotKind::Edge,
            x,
            y,
            r,
            hit: (x, y),
            dot: 7,
            area: Vec::new(),
            picked: false,
        }
    }

    #[test]
    fn targets_closer_than_their_radius_move_apart_until_neither_middle_is_in_the_other() {
        let mut spots = vec![
            round(100, 100, 20),
            round(110, 100, 20),
            round(300, 300, 20),
        ];
        apart(&mut spots);
        let (a, b) = (spots[0].hit, spots[1].hit);
        assert!(
            f64::from(b.0 - a.0).hypot(f64::from(b.1 - a.1)) > 20.0,
            "{a:?} {b:?}"
        );
        assert!(
            a.0 < 100 && b.0 > 110,
            "each moves away from the other: {a:?} {b:?}"
        );
        // Each visible marker stays inside its own target.
        for s in &spots {
            let off = f64::from(s.hit.0 - s.x).hypot(f64::from(s.hit.1 - s.y));
            assert!(off + f64::from(s.dot) <= f64::from(s.r), "{s:?}");
        }
        // A target far from the others stays where it is.
        assert_eq!(spots[2].hit, (300, 300));
        // Targets far enough apart stay centred on their spots.
        let mut clear = vec![round(0, 0, 20), round(50, 0, 20)];
        apart(&mut clear);
        assert_eq!((clear[0].hit, clear[1].hit), ((0, 0), (50, 0)));
    }

    #[test]
    fn polygons_write_their_points_in_decimal() {
        assert_eq!(
            polygon([(0, -7), (123, 45), (-2_147_483_648, 2_147_483_647)]),
            "0,-7 123,45 -2147483648,2147483647"
        );
        assert_eq!(polygon([]), "");
    }

    #[test]
    fn six_and_eight_have_five_pips_two_and_twelve_one_and_none_none() {
        assert_eq!(pips(6, 0), [-20, -10, 0, 10, 20]);
        assert_eq!(pips(8, 100).len(), 5);
        assert_eq!(pips(2, 0), [0]);
        assert_eq!(pips(12, 7), [7]);
        assert!(pips(0, 0).is_empty());
    }
}
