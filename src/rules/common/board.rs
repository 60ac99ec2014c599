//! The board as a graph: tiles, intersections (nodes), paths (edges) and harbors,
//! with ids and 2-D positions for drawing. Rulesets build boards; this owns the shape.

use super::resources::Resource;
use serde::{Deserialize, Serialize, Serializer};
use serde_json::value::RawValue;
use std::fmt;
use std::sync::OnceLock;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub u16);

        impl $name {
            /// The id as an index into the board's vectors.
            pub const fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id_type!(
    /// A land hex.
    TileId
);
id_type!(
    /// An intersection, where settlements and cities stand.
    NodeId
);
id_type!(
    /// A path between two intersections, where roads lie.
    EdgeId
);

/// The kind of landscape on a tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Terrain {
    Hills,
    Forest,
    Pasture,
    Fields,
    Mountains,
    Desert,
}

impl Terrain {
    /// What the terrain produces (base-catan.md §Components).
    pub const fn resource(self) -> Option<Resource> {
        match self {
            Terrain::Hills => Some(Resource::Brick),
            Terrain::Forest => Some(Resource::Lumber),
            Terrain::Pasture => Some(Resource::Wool),
            Terrain::Fields => Some(Resource::Grain),
            Terrain::Mountains => Some(Resource::Ore),
            Terrain::Desert => None,
        }
    }

    /// The player-facing name.
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::Hills => "hills",
            Terrain::Forest => "forest",
            Terrain::Pasture => "pasture",
            Terrain::Fields => "fields",
            Terrain::Mountains => "mountains",
            Terrain::Desert => "desert",
        }
    }
}

/// A harbor's trade: 3:1 for any resource, or 2:1 for one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "resource")]
pub enum HarborKind {
    Generic,
    Special(Resource),
}

impl HarborKind {
    /// The player-facing rate, e.g. "3:1" or "2:1 wool".
    pub fn label(self) -> String {
        match self {
            HarborKind::Generic => "3:1".to_owned(),
            HarborKind::Special(r) => format!("2:1 {r}"),
        }
    }
}

/// A point in board units (a hex has circumradius 1), y growing downwards.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

/// A land hex with its terrain, number token and corners.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tile {
    pub id: TileId,
    pub terrain: Terrain,
    /// The number token, `None` for the desert.
    pub number: Option<u8>,
    pub center: Point,
    /// Corners clockwise from the top.
    pub nodes: Vec<NodeId>,
    /// Axial hex coordinates (q, r) where the board is hex-based.
    pub hex: (i8, i8),
}

/// An intersection.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Node {
    pub id: NodeId,
    pub pos: Point,
    /// Land tiles touching this intersection (1 to 3).
    pub tiles: Vec<TileId>,
    /// Paths touching this intersection.
    pub edges: Vec<EdgeId>,
    /// Intersections one path away.
    pub neighbours: Vec<NodeId>,
}

/// A path.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Edge {
    pub id: EdgeId,
    pub nodes: [NodeId; 2],
    /// Land tiles on either side (1 on the coast, 2 inland).
    pub tiles: Vec<TileId>,
}

impl Edge {
    /// The other end of the path, seen from `node`.
    pub fn other(&self, node: NodeId) -> NodeId {
        if self.nodes[0] == node {
            self.nodes[1]
        } else {
            self.nodes[0]
        }
    }
}

/// A harbor on a coastal path; both its intersections trade at its rate.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Harbor {
    pub kind: HarborKind,
    pub edge: EdgeId,
    pub nodes: [NodeId; 2],
    /// Where to draw the harbor: a point out at sea in front of the path.
    pub pos: Point,
}

/// The board graph. Immutable during a game: pieces live in the game state.
/// Its JSON is written once and kept (every view of the game carries the
/// board, and it is most of a view), so a board must not change once it has
/// been serialized; a clone starts without the kept JSON.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Board {
    pub tiles: Vec<Tile>,
    pub nodes: Vec<Node>,
    pub edges: Vec<Edge>,
    pub harbors: Vec<Harbor>,
    #[serde(skip)]
    json: KeptJson,
}

/// A board's JSON, written on first use. Not part of the board's value: it
/// compares equal, prints as nothing and is not cloned.
#[derive(Default)]
struct KeptJson(OnceLock<Box<RawValue>>);

impl Clone for KeptJson {
    fn clone(&self) -> Self {
        KeptJson::default()
    }
}

impl PartialEq for KeptJson {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl fmt::Debug for KeptJson {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("..")
    }
}

/// The board's fields, as its JSON has them.
#[derive(Serialize)]
struct BoardFields<'a> {
    tiles: &'a [Tile],
    nodes: &'a [Node],
    edges: &'a [Edge],
    harbors: &'a [Harbor],
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if let Some(json) = self.json.0.get() {
            return json.serialize(serializer);
        }
        let fields = BoardFields {
            tiles: &self.tiles,
            nodes: &self.nodes,
            edges: &self.edges,
            harbors: &self.harbors,
        };
        match serde_json::value::to_raw_value(&fields) {
            Ok(json) => self.json.0.get_or_init(|| json).serialize(serializer),
            Err(_) => fields.serialize(serializer),
        }
    }
}

impl Board {
    /// A board of these parts.
    pub fn new(
        tiles: Vec<Tile>,
        nodes: Vec<Node>,
        edges: Vec<Edge>,
        harbors: Vec<Harbor>,
    ) -> Board {
        Board {
            tiles,
            nodes,
            edges,
            harbors,
            json: KeptJson::default(),
        }
    }

    /// The tile with this id.
    pub fn tile(&self, id: TileId) -> &Tile {
        &self.tiles[id.index()]
    }

    /// The intersection with this id.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// The path with this id.
    pub fn edge(&self, id: EdgeId) -> &Edge {
        &self.edges[id.index()]
    }

    /// True when the id names a tile of this board.
    pub fn has_tile(&self, id: TileId) -> bool {
        id.index() < self.tiles.len()
    }

    /// True when the id names an intersection of this board.
    pub fn has_node(&self, id: NodeId) -> bool {
        id.index() < self.nodes.len()
    }

    /// True when the id names a path of this board.
    pub fn has_edge(&self, id: EdgeId) -> bool {
        id.index() < self.edges.len()
    }

    /// The tiles that yield on a roll of `sum`, with their resource: those
    /// numbered `sum` but the one under the robber (the inventor).
    pub fn yielding(&self, sum: u8, robber: TileId) -> impl Iterator<Item = (&Tile, Resource)> {
        self.tiles
            .iter()
            .filter(move |t| t.number == Some(sum) && t.id != robber)
            .filter_map(|t| Some((t, t.terrain.resource()?)))
    }

    /// The harbor at an intersection, if any.
    pub fn harbor_at(&self, node: NodeId) -> Option<HarborKind> {
        self.harbors
            .iter()
            .find(|h| h.nodes.contains(&node))
            .map(|h| h.kind)
    }

    /// The tiles that are hex-adjacent (share a path).
    pub fn tiles_adjacent(&self, a: TileId, b: TileId) -> bool {
        a != b
            && self
                .edges
                .iter()
                .any(|e| e.tiles.contains(&a) && e.tiles.contains(&b))
    }

    /// Builds the graph of a hex board from axial coordinates (pointy-top
    /// hexes, rows from the top). Terrain and numbers start as desert / none;
    /// harbors are added by the ruleset.
    pub fn from_hexes(hexes: &[(i8, i8)]) -> Board {
        // Lattice units: x in steps of sqrt(3)/2, y in steps of 1/2.
        const CORNERS: [(i32, i32); 6] = [(0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1)];
        let half_sqrt3 = 3f32.sqrt() / 2.0;
        let mut keys: Vec<(i32, i32)> = Vec::new();
        let mut nodes: Vec<Node> = Vec::new();
        let mut edges: Vec<Edge> = Vec::new();
        let mut tiles: Vec<Tile> = Vec::new();
        for (t, &(q, r)) in hexes.iter().enumerate() {
            let tid = TileId(t as u16);
            let cx = 2 * i32::from(q) + i32::from(r);
            let cy = 3 * i32::from(r);
            let mut corner_ids = Vec::with_capacity(6);
            for (dx, dy) in CORNERS {
                let key = (cx + dx, cy + dy);
                let id = if let Some(i) = keys.iter().position(|k| *k == key) {
                    NodeId(i as u16)
                } else {
                    keys.push(key);
                    let id = NodeId(nodes.len() as u16);
                    nodes.push(Node {
                        id,
                        pos: Point {
                            x: key.0 as f32 * half_sqrt3,
                            y: key.1 as f32 * 0.5,
                        },
                        tiles: Vec::new(),
                        edges: Vec::new(),
                        neighbours: Vec::new(),
                    });
                    id
                };
                nodes[id.index()].tiles.push(tid);
                corner_ids.push(id);
            }
            for i in 0..6 {
                let (a, b) = (corner_ids[i], corner_ids[(i + 1) % 6]);
                let existing = edges
                    .iter()
                    .position(|e| e.nodes.contains(&a) && e.nodes.contains(&b));
                match existing {
                    Some(e) => edges[e].tiles.push(tid),
                    None => {
                        let id = EdgeId(edges.len() as u16);
                        edges.push(Edge {
                            id,
                            nodes: [a, b],
                            tiles: vec![tid],
                        });
                        nodes[a.index()].edges.push(id);
                        nodes[b.index()].edges.push(id);
                        nodes[a.index()].neighbours.push(b);
                        nodes[b.index()].neighbours.push(a);
                    }
                }
            }
            tiles.push(Tile {
                id: tid,
                terrain: Terrain::Desert,
                number: None,
                center: Point {
                    x: cx as f32 * half_sqrt3,
                    y: cy as f32 * 0.5,
                },
                nodes: corner_ids,
                hex: (q, r),
            });
        }
        Board::new(tiles, nodes, edges, Vec::new())
    }

    /// Coastal paths (one land tile) in clockwise order, starting with the
    /// upper-left path of the first tile.
    pub fn coast_clockwise(&self) -> Vec<EdgeId> {
        let (cx, cy) = self.centroid();
        let angle = |e: &Edge| {
            let m = self.midpoint(e.id);
            (m.y - cy).atan2(m.x - cx)
        };
        let mut coast: Vec<&Edge> = self.edges.iter().filter(|e| e.tiles.len() == 1).collect();
        coast.sort_by(|a, b| angle(a).total_cmp(&angle(b)));
        let first_tile = &self.tiles[0];
        let start_edge = self.edges.iter().position(|e| {
            e.nodes.contains(&first_tile.nodes[5]) && e.nodes.contains(&first_tile.nodes[0])
        });
        let start = start_edge
            .and_then(|s| coast.iter().position(|e| e.id.index() == s))
            .unwrap_or(0);
        coast.rotate_left(start);
        coast.into_iter().map(|e| e.id).collect()
    }

    /// Places a harbor on a coastal path, computing where it is drawn.
    pub fn add_harbor(&mut self, edge: EdgeId, kind: HarborKind) {
        let e = self.edge(edge);
        let nodes = e.nodes;
        let mid = self.midpoint(edge);
        let tile = self.tile(e.tiles[0]).center;
        let pos = Point {
            x: mid.x + (mid.x - tile.x) * 0.55,
            y: mid.y + (mid.y - tile.y) * 0.55,
        };
        self.harbors.push(Harbor {
            kind,
            edge,
            nodes,
            pos,
        });
    }

    /// The midpoint of a path.
    pub fn midpoint(&self, edge: EdgeId) -> Point {
        let [a, b] = self.edge(edge).nodes;
        let (a, b) = (self.node(a).pos, self.node(b).pos);
        Point {
            x: f32::midpoint(a.x, b.x),
            y: f32::midpoint(a.y, b.y),
        }
    }

    fn centroid(&self) -> (f32, f32) {
        let n = self.tiles.len().max(1) as f32;
        let sx: f32 = self.tiles.iter().map(|t| t.center.x).sum();
        let sy: f32 = self.tiles.iter().map(|t| t.center.y).sum();
        (sx / n, sy / n)
    }

    /// The smallest rectangle holding every tile and harbor: (min x, min y, width, height).
    pub fn bounds(&self) -> (f32, f32, f32, f32) {
        let pts = self
            .nodes
            .iter()
            .map(|n| n.pos)
            .chain(self.harbors.iter().map(|h| h.pos));
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for p in pts {
            x0 = x0.min(p.x);
            y0 = y0.min(p.y);
            x1 = x1.max(p.x);
            y1 = y1.max(p.y);
        }
        (x0, y0, x1 - x0, y1 - y0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_hex() -> Board {
        Board::from_hexes(&[(0, 0)])
    }

    /// The kept JSON is the board's own: the same text every time, the
    /// same value through `to_value`, read back as an equal board; a clone
    /// changed after its original was written writes its own content.
    #[test]
    fn a_board_writes_the_same_json_every_time_and_a_changed_clone_its_own() {
        let board = Board::from_hexes(&[(0, 0), (1, 0)]);
        let first = serde_json::to_string(&board).unwrap();
        assert_eq!(serde_json::to_string(&board).unwrap(), first);
        let value = serde_json::to_value(&board).unwrap();
        assert_eq!(
            value,
            serde_json::from_str::<serde_json::Value>(&first).unwrap()
        );
        assert_eq!(value["tiles"].as_array().map(Vec::len), Some(2));
        let back: Board = serde_json::from_str(&first).unwrap();
        assert_eq!(back, board);

        let mut changed = board.clone();
        changed.tiles[0].terrain = Terrain::Hills;
        changed.tiles[0].number = Some(6);
        let json = serde_json::to_string(&changed).unwrap();
        assert_ne!(json, first);
        let back: Board = serde_json::from_str(&json).unwrap();
        assert_eq!(back.tiles[0].terrain, Terrain::Hills);
        assert_eq!(back.tiles[0].number, Some(6));
    }

    #[test]
    fn a_single_hex_has_six_corners_and_six_coastal_paths() {
        let b = one_hex();
        assert_eq!(b.nodes.len(), 6);
        assert_eq!(b.edges.len(), 6);
        assert!(b.edges.iter().all(|e| e.tiles.len() == 1));
        assert!(b.nodes.iter().all(|n| n.neighbours.len() == 2));
        assert_eq!(b.coast_clockwise().len(), 6);
    }

    #[test]
    fn two_neighbouring_hexes_share_one_path() {
        let b = Board::from_hexes(&[(0, 0), (1, 0)]);
        assert_eq!(b.nodes.len(), 10);
        assert_eq!(b.edges.len(), 11);
        assert!(b.tiles_adjacent(TileId(0), TileId(1)));
    }
}
