//! The board as inline SVG, drawn on the server from a [`View`]: terrain by
//! colour and glyph and name, number tokens with pips, harbors with their
//! rate, roads and buildings in player colours with a letter, the robber,
//! and every legal placement of the viewing seat as a link. A ruleset's
//! presentation adds its own marks through generic ones: a badge on a hex,
//! a struck-out hex, a grander piece on a node.
//!
//! Owns geometry and the SVG template's data. The markup lives in
//! `templates/classic/board.html` (askama escapes every value); nothing here
//! sees a `State`.

use super::narrate;
use crate::rules::classic::state::BuildingKind;
use crate::rules::classic::{Command, View};
use crate::rules::common::{Board, EdgeId, HarborKind, NodeId, Point, Terrain, TileId};
use askama::Template;

/// Board units (hex circumradius 1) to SVG units.
const SCALE: f32 = 100.0;
/// Largest radius of a round tap target, in SVG units.
const MAX_TARGET: i32 = 52;

fn at(p: Point) -> (i32, i32) {
    ((p.x * SCALE).round() as i32, (p.y * SCALE).round() as i32)
}

/// A placement the viewer picked on the board and is asked to confirm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    Road(EdgeId),
    Settlement(NodeId),
    City(NodeId),
    Robber(TileId),
    /// A piece on a node made grander (a scenario's upgrade of a city).
    Upgrade(NodeId),
}

impl Pick {
    /// Reads `road-12`, `settlement-5`, `city-5`, `robber-3` or `upgrade-5`.
    pub fn parse(text: &str) -> Option<Pick> {
        let (kind, id) = text.split_once('-')?;
        let id: u16 = id.parse().ok()?;
        match kind {
            "road" => Some(Pick::Road(EdgeId(id))),
            "settlement" => Some(Pick::Settlement(NodeId(id))),
            "city" => Some(Pick::City(NodeId(id))),
            "robber" => Some(Pick::Robber(TileId(id))),
            "upgrade" => Some(Pick::Upgrade(NodeId(id))),
            _ => None,
        }
    }

    /// The query value that names this pick.
    pub fn query(self) -> String {
        match self {
            Pick::Road(e) => format!("road-{e}"),
            Pick::Settlement(n) => format!("settlement-{n}"),
            Pick::City(n) => format!("city-{n}"),
            Pick::Robber(t) => format!("robber-{t}"),
            Pick::Upgrade(n) => format!("upgrade-{n}"),
        }
    }

    /// The pick a legal command is reached by, if it is a board placement.
    pub fn of(command: &Command) -> Option<Pick> {
        match command {
            Command::BuildRoad { edge } => Some(Pick::Road(*edge)),
            Command::BuildSettlement { node } => Some(Pick::Settlement(*node)),
            Command::BuildCity { node } => Some(Pick::City(*node)),
            Command::MoveRobber { tile, .. } => Some(Pick::Robber(*tile)),
            _ => None,
        }
    }

    /// What the placement does, for labels: "Build a road between ...".
    pub fn describe(self, board: &Board) -> String {
        match self {
            Pick::Road(e) => format!("Build a road {}", narrate::edge(board, e)),
            Pick::Settlement(n) => format!("Build a settlement {}", narrate::node(board, n)),
            Pick::City(n) => format!("Build a city {}", narrate::node(board, n)),
            Pick::Robber(t) => format!("Move the robber to {}", narrate::tile(board, t)),
            Pick::Upgrade(n) => format!("Upgrade the city {}", narrate::node(board, n)),
        }
    }
}

pub use crate::views::common::mark::Mark;

/// A short word drawn on a hex (e.g. what a scenario put there), with its
/// longer meaning as the tooltip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileBadge {
    pub text: String,
    pub title: String,
}

/// One hex.
#[derive(Debug, Clone)]
pub struct HexShape {
    pub tile: u16,
    pub points: String,
    pub terrain: &'static str,
    pub label: String,
    pub x: i32,
    pub y: i32,
    pub number: Option<NumberToken>,
    pub badge: Option<TileBadge>,
    /// Struck out: hatched, its number token gone (it produces nothing).
    pub struck: bool,
}

impl HexShape {
    /// Where the terrain glyph is drawn (its top-left corner).
    pub fn glyph_x(&self) -> i32 {
        self.x - 20
    }
    /// See [`HexShape::glyph_x`].
    pub fn glyph_y(&self) -> i32 {
        self.y - 78
    }
    /// Baseline of the terrain's name.
    pub fn name_y(&self) -> i32 {
        self.y + 62
    }
    /// Left edge of the badge, right of the number token.
    pub fn badge_x(&self) -> i32 {
        self.x + 31
    }
    /// Top edge of the badge.
    pub fn badge_y(&self) -> i32 {
        self.y - 13
    }
    /// Baseline of the badge's text.
    pub fn badge_text_y(&self) -> i32 {
        self.y + 5
    }
    /// Centre of the badge's text.
    pub fn badge_mid(&self) -> i32 {
        self.x + 53
    }
}

/// A number token with its pips.
#[derive(Debug, Clone)]
pub struct NumberToken {
    pub value: u8,
    /// 6 and 8: the most frequent rolls, drawn in red and bold.
    pub hot: bool,
    /// x positions of the pips.
    pub pips: Vec<i32>,
    pub pip_y: i32,
}

/// A harbor: a label out at sea and two piers to its intersections.
#[derive(Debug, Clone)]
pub struct HarborShape {
    pub x: i32,
    pub y: i32,
    pub rate: &'static str,
    pub what: &'static str,
    pub piers: [(i32, i32); 2],
}

/// A road.
#[derive(Debug, Clone)]
pub struct RoadShape {
    pub x1: i32,
    pub y1: i32,
    pub x2: i32,
    pub y2: i32,
    pub mx: i32,
    pub my: i32,
    pub mark: Mark,
    pub label: String,
}

/// What stands on a node: the classic pieces, and a city made grander (a
/// metropolis), drawn as a city inside a ring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PieceKind {
    Settlement,
    City,
    Metropolis,
}

impl PieceKind {
    /// The piece's name in labels.
    pub fn name(self) -> &'static str {
        match self {
            PieceKind::Settlement => "Settlement",
            PieceKind::City => "City",
            PieceKind::Metropolis => "Metropolis",
        }
    }
}

/// A settlement or a city.
#[derive(Debug, Clone)]
pub struct BuildingShape {
    pub node: u16,
    pub x: i32,
    pub y: i32,
    pub city: bool,
    pub kind: PieceKind,
    pub mark: Mark,
    pub label: String,
}

impl BuildingShape {
    /// The outline, around (x, y): a house, or a house with a tower.
    pub fn points(&self) -> String {
        let (x, y) = (self.x, self.y);
        if self.city {
            polygon([
                (x - 26, y + 18),
                (x - 26, y - 6),
                (x - 10, y - 6),
                (x - 10, y - 24),
                (x + 4, y - 34),
                (x + 18, y - 24),
                (x + 26, y - 24),
                (x + 26, y + 18),
            ])
        } else {
            polygon([
                (x - 18, y + 16),
                (x - 18, y - 6),
                (x, y - 24),
                (x + 18, y - 6),
                (x + 18, y + 16),
            ])
        }
    }

    /// Baseline of the letter.
    pub fn letter_y(&self) -> i32 {
        self.y + 11
    }

    /// True for a metropolis, drawn with a ring.
    pub fn ringed(&self) -> bool {
        self.kind == PieceKind::Metropolis
    }
}

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
    /// Tap radius (nodes, paths) in SVG units.
    pub r: i32,
    /// The hex outline (tiles).
    pub points: String,
    pub picked: bool,
}

impl Spot {
    /// True for a hex target (the robber).
    pub fn is_tile(&self) -> bool {
        self.kind == SpotKind::Tile
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
    /// True for an upgrade target, drawn as a ring around the piece.
    pub fn is_upgrade(&self) -> bool {
        self.kind == SpotKind::Upgrade
    }
    /// Radius of the visible marker inside the tap target.
    pub fn dot(&self) -> i32 {
        (self.r / 2).clamp(10, 16)
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

/// The robber, drawn on its hex.
#[derive(Debug, Clone)]
pub struct RobberShape {
    pub x: i32,
    pub y: i32,
    pub label: String,
}

/// The board's SVG.
#[derive(Debug, Clone, Template)]
#[template(path = "classic/board.html")]
pub struct BoardSvg {
    pub view_box: String,
    pub caption: String,
    pub hexes: Vec<HexShape>,
    pub harbors: Vec<HarborShape>,
    pub roads: Vec<RoadShape>,
    pub buildings: Vec<BuildingShape>,
    pub robber: Option<RobberShape>,
    pub spots: Vec<Spot>,
}

fn hex_points(board: &Board, tile: TileId) -> String {
    polygon(
        board
            .tile(tile)
            .nodes
            .iter()
            .map(|n| at(board.node(*n).pos)),
    )
}

/// An SVG polygon's points, "x,y x,y ...". A page draws a few hundred
/// coordinates, so they are written digit by digit rather than through
/// `format!`, which costs several times as much per number.
fn polygon(points: impl IntoIterator<Item = (i32, i32)>) -> String {
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

impl BoardSvg {
    /// Draws the board of `view`. `marks` holds each seat's colour and letter;
    /// `spots` the viewer's legal placements with their links (empty for
    /// spectators); `picked` the placement being confirmed.
    pub fn new(view: &View, marks: &[Mark], spots: Vec<Spot>) -> BoardSvg {
        let board = &view.board;
        let (x0, y0, w, h) = board.bounds();
        let pad = 0.5;
        let view_box = format!(
            "{} {} {} {}",
            ((x0 - pad) * SCALE).round() as i32,
            ((y0 - pad) * SCALE).round() as i32,
            ((w + 2.0 * pad) * SCALE).round() as i32,
            ((h + 2.0 * pad) * SCALE).round() as i32
        );
        let hexes = board
            .tiles
            .iter()
            .map(|t| {
                let (x, y) = at(t.center);
                let number = t.number.map(|value| {
                    let count = i32::from(pips(value));
                    NumberToken {
                        value,
                        hot: value == 6 || value == 8,
                        pips: (0..count).map(|i| x + (2 * i - (count - 1)) * 5).collect(),
                        pip_y: y + 17,
                    }
                });
                HexShape {
                    tile: t.id.0,
                    points: hex_points(board, t.id),
                    terrain: terrain_class(t.terrain),
                    label: match t.number {
                        Some(n) => format!("{}, number {n}", t.terrain.name()),
                        None => t.terrain.name().to_owned(),
                    },
                    x,
                    y,
                    number,
                    badge: None,
                    struck: false,
                }
            })
            .collect();
        let harbors = board
            .harbors
            .iter()
            .map(|h| {
                let (x, y) = at(h.pos);
                let (rate, what) = match h.kind {
                    HarborKind::Generic => ("3:1", "any"),
                    HarborKind::Special(r) => ("2:1", r.name()),
                };
                HarborShape {
                    x,
                    y,
                    rate,
                    what,
                    piers: [
                        at(board.node(h.nodes[0]).pos),
                        at(board.node(h.nodes[1]).pos),
                    ],
                }
            })
            .collect();
        let mark_of = |seat: crate::rules::Seat| Mark::of(marks, seat);
        let roads = view
            .roads
            .iter()
            .filter(|r| board.has_edge(r.edge))
            .map(|r| {
                let e = board.edge(r.edge);
                let (x1, y1) = at(board.node(e.nodes[0]).pos);
                let (x2, y2) = at(board.node(e.nodes[1]).pos);
                let mark = mark_of(r.seat);
                RoadShape {
                    x1,
                    y1,
                    x2,
                    y2,
                    mx: i32::midpoint(x1, x2),
                    my: i32::midpoint(y1, y2),
                    label: format!("Road of player {}", mark.letter),
                    mark,
                }
            })
            .collect();
        let buildings = view
            .buildings
            .iter()
            .filter(|b| board.has_node(b.node))
            .map(|b| {
                let (x, y) = at(board.node(b.node).pos);
                let mark = mark_of(b.seat);
                let city = b.kind == BuildingKind::City;
                BuildingShape {
                    node: b.node.0,
                    x,
                    y,
                    city,
                    kind: if city {
                        PieceKind::City
                    } else {
                        PieceKind::Settlement
                    },
                    label: format!(
                        "{} of player {}",
                        if city { "City" } else { "Settlement" },
                        mark.letter
                    ),
                    mark,
                }
            })
            .collect();
        let robber = board.has_tile(view.robber).then(|| {
            let (x, y) = at(board.tile(view.robber).center);
            RobberShape {
                x: x - 56,
                y,
                label: format!("The robber, on {}", narrate::tile(board, view.robber)),
            }
        });
        BoardSvg {
            view_box,
            caption: "The board".to_owned(),
            hexes,
            harbors,
            roads,
            buildings,
            robber,
            spots,
        }
    }
}

impl BoardSvg {
    /// Puts a badge on `tile` (nothing if the board has no such hex).
    pub fn badge_tile(&mut self, tile: TileId, text: &str, title: &str) {
        if let Some(h) = self.hexes.iter_mut().find(|h| h.tile == tile.0) {
            h.badge = Some(TileBadge {
                text: text.to_owned(),
                title: title.to_owned(),
            });
            h.label = format!("{}; {title}", h.label);
        }
    }

    /// Strikes `tile` out: hatched, without its number token, `why` added
    /// to its label.
    pub fn strike_tile(&mut self, tile: TileId, why: &str) {
        if let Some(h) = self.hexes.iter_mut().find(|h| h.tile == tile.0) {
            h.struck = true;
            h.number = None;
            h.label = format!("{}; {why}", h.label);
        }
    }

    /// Draws the piece on `node` as `kind` (nothing if no piece stands there).
    pub fn set_piece(&mut self, node: NodeId, kind: PieceKind) {
        if let Some(b) = self.buildings.iter_mut().find(|b| b.node == node.0) {
            b.kind = kind;
            b.city = kind != PieceKind::Settlement;
            b.label = format!("{} of player {}", kind.name(), b.mark.letter);
        }
    }
}

/// The clickable spots for a seat's legal placements (classic commands'
/// [`Pick::of`] and a scenario's picks): one per distinct placement,
/// linking to `base?pick=...#confirm`. Round targets are as large
/// as the distance to the nearest other target allows.
pub fn spots(
    board: &Board,
    offered: impl IntoIterator<Item = Pick>,
    base: &str,
    picked: Option<Pick>,
) -> Vec<Spot> {
    let mut picks: Vec<Pick> = Vec::new();
    for p in offered {
        if !picks.contains(&p) {
            picks.push(p);
        }
    }
    let mut out: Vec<Spot> = picks
        .into_iter()
        .filter_map(|p| {
            let (kind, pos, points) = match p {
                Pick::Road(e) if board.has_edge(e) => {
                    (SpotKind::Edge, at(board.midpoint(e)), String::new())
                }
                Pick::Settlement(n) if board.has_node(n) => {
                    (SpotKind::Node, at(board.node(n).pos), String::new())
                }
                Pick::City(n) | Pick::Upgrade(n) if board.has_node(n) => {
                    (SpotKind::Upgrade, at(board.node(n).pos), String::new())
                }
                Pick::Robber(t) if board.has_tile(t) => (
                    SpotKind::Tile,
                    at(board.tile(t).center),
                    hex_points(board, t),
                ),
                _ => return None,
            };
            let query = p.query();
            Some(Spot {
                href: format!("{base}?pick={query}#confirm"),
                pick: query,
                label: p.describe(board),
                kind,
                x: pos.0,
                y: pos.1,
                r: MAX_TARGET,
                points,
                picked: picked == Some(p),
            })
        })
        .collect();
    // Round targets must not overlap: half the distance to the nearest one.
    let centres: Vec<(i32, i32, bool)> = out
        .iter()
        .map(|s| (s.x, s.y, s.kind != SpotKind::Tile))
        .collect();
    for (i, s) in out.iter_mut().enumerate() {
        if s.kind == SpotKind::Tile {
            continue;
        }
        let nearest = centres
            .iter()
            .enumerate()
            .filter(|(j, c)| *j != i && c.2)
            .map(|(_, c)| {
                let (dx, dy) = (f64::from(c.0 - s.x), f64::from(c.1 - s.y));
                dx.hypot(dy)
            })
            .fold(f64::MAX, f64::min);
        s.r = MAX_TARGET.min((nearest / 2.0).floor() as i32).max(12);
    }
    // Tiles first, so the smaller targets on top of them stay clickable.
    out.sort_by_key(|s| s.kind != SpotKind::Tile);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polygons_write_their_points_in_decimal() {
        assert_eq!(
            polygon([(0, -7), (123, 45), (-2_147_483_648, 2_147_483_647)]),
            "0,-7 123,45 -2147483648,2147483647"
        );
        assert_eq!(polygon([]), "");
    }

    #[test]
    fn picks_read_back_what_they_write() {
        for p in [
            Pick::Road(EdgeId(3)),
            Pick::Settlement(NodeId(0)),
            Pick::City(NodeId(53)),
            Pick::Robber(TileId(18)),
            Pick::Upgrade(NodeId(7)),
        ] {
            assert_eq!(Pick::parse(&p.query()), Some(p));
        }
        assert_eq!(Pick::parse("castle-1"), None);
        assert_eq!(Pick::parse("road-x"), None);
        assert_eq!(Pick::parse("road"), None);
    }

    #[test]
    fn six_and_eight_have_five_pips_and_two_and_twelve_one() {
        assert_eq!(pips(6), 5);
        assert_eq!(pips(8), 5);
        assert_eq!(pips(2), 1);
        assert_eq!(pips(12), 1);
    }
}
