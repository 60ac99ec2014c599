//! The Baden-Württemberg map as inline SVG, drawn on the server from a
//! [`View`]: the landscape regions by colour with their names and yield
//! numbers, the paths, the town and landmark fields with their names (a
//! landmark shows whether it stands), roads and town halls in player colours
//! with a letter, the inventor, the two victory fields with their holders,
//! and every legal placement of the viewing seat as a link (a pick, then a
//! confirm form, as on the classic board).
//!
//! Owns geometry and the SVG template's data; the markup lives in
//! `templates/baden_wuerttemberg/board.html` (askama escapes every value).

use super::{crossing, field, landmark, path};
use crate::rules::baden_wuerttemberg::map::CrossingKind;
use crate::rules::baden_wuerttemberg::{Command, View};
use crate::rules::common::{EdgeId, NodeId, Point, Terrain, TileId};
use crate::rules::Seat;
use crate::views::common::mark::Mark;
use askama::Template;
use std::collections::HashMap;

/// Board units (20 km) to SVG units.
const SCALE: f32 = 100.0;
/// Largest radius of a round tap target, in SVG units.
const MAX_TARGET: i32 = 46;
/// Smallest radius of a round tap target.
const MIN_TARGET: i32 = 12;
/// East of this (SVG units) names are written to the left of their
/// crossing, so that they stay on the map.
const EAST_LABELS: i32 = 260;

fn at(p: Point) -> (i32, i32) {
    ((p.x * SCALE).round() as i32, (p.y * SCALE).round() as i32)
}

/// A placement the viewer picked on the map and is asked to confirm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    Road(EdgeId),
    TownHall(NodeId),
    Landmark(NodeId),
    Inventor(TileId),
}

impl Pick {
    /// Reads `road-12`, `townhall-5`, `landmark-0` or `inventor-3`.
    pub fn parse(text: &str) -> Option<Pick> {
        let (kind, id) = text.split_once('-')?;
        let id: u16 = id.parse().ok()?;
        match kind {
            "road" => Some(Pick::Road(EdgeId(id))),
            "townhall" => Some(Pick::TownHall(NodeId(id))),
            "landmark" => Some(Pick::Landmark(NodeId(id))),
            "inventor" => Some(Pick::Inventor(TileId(id))),
            _ => None,
        }
    }

    /// The query value that names this pick.
    pub fn query(self) -> String {
        match self {
            Pick::Road(e) => format!("road-{e}"),
            Pick::TownHall(n) => format!("townhall-{n}"),
            Pick::Landmark(n) => format!("landmark-{n}"),
            Pick::Inventor(t) => format!("inventor-{t}"),
        }
    }

    /// The pick a legal command is reached by, if it is a map placement.
    pub fn of(command: &Command) -> Option<Pick> {
        match command {
            Command::BuildRoad { edge } => Some(Pick::Road(*edge)),
            Command::BuildTownHall { node } => Some(Pick::TownHall(*node)),
            Command::BuildLandmark { node } => Some(Pick::Landmark(*node)),
            Command::MoveInventor { tile, .. } => Some(Pick::Inventor(*tile)),
            _ => None,
        }
    }

    /// What the placement does, for labels: "Build a road between ...".
    pub fn describe(self) -> String {
        match self {
            Pick::Road(e) => format!("Build a road {}", path(e)),
            Pick::TownHall(n) => format!("Build a town hall in {}", crossing(n)),
            Pick::Landmark(n) => format!("Build {}", landmark(n)),
            Pick::Inventor(t) => format!("Move the inventor to {}", field(t)),
        }
    }
}

/// One landscape region: its triangles, its outline and its label.
#[derive(Debug, Clone)]
pub struct RegionShape {
    pub terrain: &'static str,
    pub label: String,
    pub name: &'static str,
    pub triangles: Vec<String>,
    /// Outline segments (sides that belong to one triangle of the region).
    pub outline: Vec<(i32, i32, i32, i32)>,
    pub x: i32,
    pub y: i32,
    pub number: u8,
    /// 6 and 8: the most frequent rolls, drawn in red.
    pub hot: bool,
    pub pips: Vec<i32>,
}

impl RegionShape {
    /// Baseline of the region's name, under its number.
    pub fn name_y(&self) -> i32 {
        self.y + 50
    }
}

/// A path between two crossings, drawn thin under the roads.
#[derive(Debug, Clone)]
pub struct PathLine {
    pub x1: i32,
    pub y1: i32,
    pub x2: i32,
    pub y2: i32,
}

/// A built road.
#[derive(Debug, Clone)]
pub struct RoadShape {
    pub line: PathLine,
    pub mark: Mark,
    pub label: String,
}

/// A crossing: free, a town field or a landmark field.
#[derive(Debug, Clone)]
pub struct CrossingShape {
    pub x: i32,
    pub y: i32,
    /// `free`, `town` or `landmark`.
    pub kind: &'static str,
    /// The town's name (empty for a free crossing).
    pub name: &'static str,
    /// The landmark's name, on a landmark field.
    pub landmark: Option<&'static str>,
    /// The landmark stands.
    pub built: bool,
    /// The town hall on it, if any.
    pub hall: Option<Mark>,
    pub label: String,
    /// The name is written to the left (near the map's east edge).
    pub west: bool,
}

impl CrossingShape {
    /// A town hall's outline around the crossing: a house with a roof.
    pub fn hall_points(&self) -> String {
        let (x, y) = (self.x, self.y);
        format!(
            "{},{} {},{} {},{} {},{} {},{}",
            x - 17,
            y + 15,
            x - 17,
            y - 5,
            x,
            y - 22,
            x + 17,
            y - 5,
            x + 17,
            y + 15
        )
    }
    /// A landmark field's diamond.
    pub fn diamond(&self) -> String {
        let (x, y) = (self.x, self.y);
        format!(
            "{},{} {},{} {},{} {},{}",
            x,
            y - 16,
            x + 16,
            y,
            x,
            y + 16,
            x - 16,
            y
        )
    }
    /// Where the name is written.
    pub fn text_x(&self) -> i32 {
        if self.west {
            self.x - 20
        } else {
            self.x + 20
        }
    }
    /// Baseline of the name.
    pub fn text_y(&self) -> i32 {
        self.y - 8
    }
    /// Baseline of the landmark's name, under the town's.
    pub fn sub_y(&self) -> i32 {
        self.y + 12
    }
    /// Baseline of the town hall's letter.
    pub fn letter_y(&self) -> i32 {
        self.y + 10
    }
}

/// The inventor figure, beside its field's number.
#[derive(Debug, Clone)]
pub struct InventorShape {
    pub x: i32,
    pub y: i32,
    pub label: String,
}

/// A victory field and the town hall standing on it, if any.
#[derive(Debug, Clone)]
pub struct VictoryField {
    pub x: i32,
    pub y: i32,
    pub title: &'static str,
    pub holder: Option<Mark>,
    pub text: String,
}

impl VictoryField {
    /// Centre of the field's box.
    pub fn cx(&self) -> i32 {
        self.x + 120
    }
    /// A town hall drawn on the field.
    pub fn hall_points(&self) -> String {
        let (x, y) = (self.x + 30, self.y + 62);
        format!(
            "{},{} {},{} {},{} {},{} {},{}",
            x - 17,
            y + 15,
            x - 17,
            y - 5,
            x,
            y - 22,
            x + 17,
            y - 5,
            x + 17,
            y + 15
        )
    }
}

/// The kind of a clickable spot, for styling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpotKind {
    Node,
    Edge,
    Field,
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
    /// Tap radius (crossings, paths) in SVG units.
    pub r: i32,
    /// The field's triangles (inventor moves).
    pub triangles: Vec<String>,
    pub picked: bool,
}

impl Spot {
    /// True for a landscape field target (the inventor).
    pub fn is_field(&self) -> bool {
        self.kind == SpotKind::Field
    }
    /// CSS class of the spot.
    pub fn class(&self) -> &'static str {
        match self.kind {
            SpotKind::Node => "spot spot-node",
            SpotKind::Edge => "spot spot-edge",
            SpotKind::Field => "spot spot-tile",
        }
    }
    /// Radius of the visible marker inside the tap target.
    pub fn dot(&self) -> i32 {
        (self.r / 2).clamp(7, 14)
    }
}

/// The map's SVG.
#[derive(Debug, Clone, Template)]
#[template(path = "baden_wuerttemberg/board.html")]
pub struct MapSvg {
    pub view_box: String,
    pub caption: String,
    pub description: String,
    pub regions: Vec<RegionShape>,
    pub paths: Vec<PathLine>,
    pub roads: Vec<RoadShape>,
    pub crossings: Vec<CrossingShape>,
    pub inventor: Option<InventorShape>,
    pub victory: Vec<VictoryField>,
    pub spots: Vec<Spot>,
}

fn terrain_class(t: Terrain) -> &'static str {
    match t {
        Terrain::Hills => "hills",
        Terrain::Forest => "forest",
        Terrain::Pasture => "pasture",
        Terrain::Fields => "fields",
        Terrain::Mountains => "mountains",
        Terrain::Desert => "desert",
    }
}

/// Pips under a number: as many as the ways two dice make it.
fn pips(n: u8) -> u8 {
    6u8.saturating_sub(7u8.abs_diff(n))
}

fn triangle_points(view: &View, tile: TileId) -> Vec<String> {
    let board = &view.map.board;
    view.map
        .regions
        .get(tile.index())
        .map(|r| {
            r.triangles
                .iter()
                .map(|tri| {
                    tri.iter()
                        .map(|n| {
                            let (x, y) = at(board.node(NodeId(*n)).pos);
                            format!("{x},{y}")
                        })
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect()
        })
        .unwrap_or_default()
}

fn line(view: &View, edge: EdgeId) -> PathLine {
    let board = &view.map.board;
    let e = board.edge(edge);
    let (x1, y1) = at(board.node(e.nodes[0]).pos);
    let (x2, y2) = at(board.node(e.nodes[1]).pos);
    PathLine { x1, y1, x2, y2 }
}

impl MapSvg {
    /// Draws the map of `view`. `marks` holds each seat's colour and letter;
    /// `spots` the viewer's legal placements with their links (empty for
    /// spectators).
    pub fn new(view: &View, marks: &[Mark], spots: Vec<Spot>) -> MapSvg {
        let map = view.map;
        let board = &map.board;
        let mark_of = |seat: Seat| {
            marks.get(seat.index()).cloned().unwrap_or(Mark {
                class: "p0".to_owned(),
                letter: "?".to_owned(),
            })
        };
        let (x0, y0, w, h) = board.bounds();
        let pad = 0.45;
        let view_box = format!(
            "{} {} {} {}",
            ((x0 - pad) * SCALE).round() as i32,
            ((y0 - pad) * SCALE).round() as i32,
            ((w + 2.0 * pad) * SCALE).round() as i32,
            ((h + 2.0 * pad) * SCALE).round() as i32
        );
        let regions = board
            .tiles
            .iter()
            .map(|t| {
                let (x, y) = at(t.center);
                let name = map.regions.get(t.id.index()).map_or("", |r| r.name);
                let mut sides: HashMap<(u16, u16), u8> = HashMap::new();
                if let Some(r) = map.regions.get(t.id.index()) {
                    for tri in r.triangles {
                        for (a, b) in [(tri[0], tri[1]), (tri[1], tri[2]), (tri[2], tri[0])] {
                            *sides.entry((a.min(b), a.max(b))).or_insert(0) += 1;
                        }
                    }
                }
                let mut outline: Vec<(i32, i32, i32, i32)> = sides
                    .into_iter()
                    .filter(|(_, n)| *n == 1)
                    .map(|((a, b), _)| {
                        let (x1, y1) = at(board.node(NodeId(a)).pos);
                        let (x2, y2) = at(board.node(NodeId(b)).pos);
                        (x1, y1, x2, y2)
                    })
                    .collect();
                outline.sort_unstable();
                let number = t.number.unwrap_or(0);
                let count = i32::from(pips(number));
                RegionShape {
                    terrain: terrain_class(t.terrain),
                    label: format!(
                        "{}: {} yields {}",
                        field(t.id),
                        t.terrain.name(),
                        yield_word(t.terrain)
                    ),
                    name,
                    triangles: triangle_points(view, t.id),
                    outline,
                    x,
                    y,
                    number,
                    hot: number == 6 || number == 8,
                    pips: (0..count).map(|i| x + (2 * i - (count - 1)) * 5).collect(),
                }
            })
            .collect();
        let paths = board.edges.iter().map(|e| line(view, e.id)).collect();
        let roads = view
            .roads
            .iter()
            .filter(|r| board.has_edge(r.edge))
            .map(|r| {
                let mark = mark_of(r.seat);
                RoadShape {
                    line: line(view, r.edge),
                    label: format!("Road of player {} {}", mark.letter, path(r.edge)),
                    mark,
                }
            })
            .collect();
        let halls: HashMap<NodeId, Seat> =
            view.town_halls.iter().map(|t| (t.node, t.seat)).collect();
        let crossings = map
            .crossings
            .iter()
            .map(|c| {
                let (x, y) = at(board.node(c.id).pos);
                let built = view.landmarks.contains(&c.id);
                let hall = halls.get(&c.id).map(|s| mark_of(*s));
                let kind = match c.kind {
                    CrossingKind::Free => "free",
                    CrossingKind::Town => "town",
                    CrossingKind::Landmark => "landmark",
                };
                let label = match (c.kind, &hall) {
                    (CrossingKind::Free, _) => format!("Free {}", crossing(c.id)),
                    (CrossingKind::Town, Some(m)) => {
                        format!("{}: town hall of player {}", c.name, m.letter)
                    }
                    (CrossingKind::Town, None) => format!("{}: free town field", c.name),
                    (CrossingKind::Landmark, _) => format!(
                        "{}: landmark field of the {}, {}",
                        c.name,
                        c.landmark.unwrap_or("landmark"),
                        if built { "built" } else { "not built yet" }
                    ),
                };
                CrossingShape {
                    x,
                    y,
                    kind,
                    name: c.name,
                    landmark: c.landmark,
                    built,
                    hall,
                    label,
                    west: x > EAST_LABELS,
                }
            })
            .collect();
        let inventor = board.has_tile(view.inventor).then(|| {
            let (x, y) = at(board.tile(view.inventor).center);
            InventorShape {
                x: x - 48,
                y,
                label: format!("The inventor, on {}", field(view.inventor)),
            }
        });
        let holder = |seat: Option<Seat>| seat.map(&mark_of);
        let (lx, ly) = at(map.longest_trade_road_at);
        let (ix, iy) = at(map.largest_inventor_at);
        let victory = vec![
            VictoryField {
                x: lx,
                y: ly,
                title: "Longest Trade Road",
                holder: holder(view.longest_trade_road),
                text: view.longest_trade_road.map_or_else(
                    || "free".to_owned(),
                    |s| format!("player {}", mark_of(s).letter),
                ),
            },
            VictoryField {
                x: ix,
                y: iy,
                title: "Largest Inventor",
                holder: holder(view.largest_inventor),
                text: view.largest_inventor.map_or_else(
                    || "free".to_owned(),
                    |s| format!("player {}", mark_of(s).letter),
                ),
            },
        ];
        let built = view.landmarks.len();
        MapSvg {
            view_box,
            caption: "The map of Baden-Württemberg".to_owned(),
            description: format!(
                "{} landscape fields, {} town halls and {} roads on the map, {built} of 12 landmarks built. \
                 The lists beside the map say the same in words.",
                board.tiles.len(),
                view.town_halls.len(),
                view.roads.len()
            ),
            regions,
            paths,
            roads,
            crossings,
            inventor,
            victory,
            spots,
        }
    }
}

fn yield_word(t: Terrain) -> &'static str {
    match t.resource() {
        Some(r) => super::resource(r),
        None => "nothing",
    }
}

/// The clickable spots for a seat's legal commands: one per distinct
/// placement, linking to `base?pick=...#confirm`. Round targets are as large
/// as the distance to the nearest other target allows.
pub fn spots(view: &View, legal: &[Command], base: &str, picked: Option<Pick>) -> Vec<Spot> {
    let board = &view.map.board;
    let mut picks: Vec<Pick> = Vec::new();
    for p in legal.iter().filter_map(Pick::of) {
        if !picks.contains(&p) {
            picks.push(p);
        }
    }
    let mut out: Vec<Spot> = picks
        .into_iter()
        .filter_map(|p| {
            let (kind, pos, triangles) = match p {
                Pick::Road(e) if board.has_edge(e) => {
                    (SpotKind::Edge, at(board.midpoint(e)), Vec::new())
                }
                Pick::TownHall(n) | Pick::Landmark(n) if board.has_node(n) => {
                    (SpotKind::Node, at(board.node(n).pos), Vec::new())
                }
                Pick::Inventor(t) if board.has_tile(t) => (
                    SpotKind::Field,
                    at(board.tile(t).center),
                    triangle_points(view, t),
                ),
                _ => return None,
            };
            let query = p.query();
            Some(Spot {
                href: format!("{base}?pick={query}#confirm"),
                pick: query,
                label: p.describe(),
                kind,
                x: pos.0,
                y: pos.1,
                r: MAX_TARGET,
                triangles,
                picked: picked == Some(p),
            })
        })
        .collect();
    let centres: Vec<(i32, i32, bool)> = out.iter().map(|s| (s.x, s.y, !s.is_field())).collect();
    for (i, s) in out.iter_mut().enumerate() {
        if s.is_field() {
            continue;
        }
        let nearest = centres
            .iter()
            .enumerate()
            .filter(|(j, c)| *j != i && c.2)
            .map(|(_, c)| f64::from(c.0 - s.x).hypot(f64::from(c.1 - s.y)))
            .fold(f64::MAX, f64::min);
        s.r = MAX_TARGET
            .min((nearest / 2.0).floor() as i32)
            .max(MIN_TARGET);
    }
    // Fields first, so the smaller targets on top of them stay clickable.
    out.sort_by_key(|s| !s.is_field());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_read_back_what_they_write() {
        for p in [
            Pick::Road(EdgeId(3)),
            Pick::TownHall(NodeId(12)),
            Pick::Landmark(NodeId(0)),
            Pick::Inventor(TileId(7)),
        ] {
            assert_eq!(Pick::parse(&p.query()), Some(p));
        }
        assert_eq!(Pick::parse("settlement-1"), None);
        assert_eq!(Pick::parse("road-x"), None);
    }

    #[test]
    fn six_and_eight_have_five_pips() {
        assert_eq!(pips(6), 5);
        assert_eq!(pips(12), 1);
    }
}
