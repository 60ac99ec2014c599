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

use crate::lang::play::{resource_word, Play};
use crate::lang::Lang;
use crate::rules::classic::state::BuildingKind;
use crate::rules::classic::{Command, View};
use crate::rules::common::{Board, HarborKind, NodeId, TileId};
use crate::views::common::board::{at, board_picks, pips, polygon, terrain_class, Targets, SCALE};
pub use crate::views::common::board::{Figure, Spot, SpotKind};
use askama::Template;

/// Largest radius of a round tap target, in SVG units.
const MAX_TARGET: i32 = 52;

board_picks! {
    /// A placement the viewer picked on the board and is asked to confirm
    /// (in a query `road-12`, `settlement-5`, `city-5`, `robber-3` or
    /// `upgrade-5`).
    pub enum Pick {
        Road(EdgeId) = "road" as Edge,
        Settlement(NodeId) = "settlement" as Node,
        City(NodeId) = "city" as Upgrade,
        Robber(TileId) = "robber" as Tile,
        /// A piece on a node made grander (a scenario's upgrade of a city).
        Upgrade(NodeId) = "upgrade" as Upgrade,
    }
}

impl Pick {
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
        self.describe_in(Lang::En, board)
    }

    /// [`Pick::describe`] in `lang`: "Straße bauen zwischen ...".
    pub fn describe_in(self, lang: Lang, board: &Board) -> String {
        use crate::lang::story;
        let (what, place) = match self {
            Pick::Road(e) => ("road", story::edge(lang, board, e)),
            Pick::Settlement(n) => ("settlement", story::node(lang, board, n)),
            Pick::City(n) => ("city", story::node(lang, board, n)),
            Pick::Robber(t) => ("robber", story::tile(lang, board, t)),
            Pick::Upgrade(n) => ("upgrade", story::node(lang, board, n)),
        };
        lang.say(crate::lang::play::Play::PickWords { what, place })
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
    /// The terrain's name, as the hex shows it.
    pub name: String,
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
    pub what: String,
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

/// The board's SVG.
#[derive(Debug, Clone, Template)]
#[template(path = "classic/board.html")]
pub struct BoardSvg {
    pub view_box: String,
    pub caption: String,
    /// The language its words are in.
    pub lang: Lang,
    pub hexes: Vec<HexShape>,
    pub harbors: Vec<HarborShape>,
    pub roads: Vec<RoadShape>,
    pub buildings: Vec<BuildingShape>,
    pub robber: Option<Figure>,
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

impl BoardSvg {
    /// Draws the board of `view`. `marks` holds each seat's colour and letter;
    /// `spots` the viewer's legal placements with their links (empty for
    /// spectators); `picked` the placement being confirmed.
    pub fn new(lang: Lang, view: &View, marks: &[Mark], spots: Vec<Spot>) -> BoardSvg {
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
                let number = t.number.map(|value| NumberToken {
                    value,
                    hot: value == 6 || value == 8,
                    pips: pips(value, x),
                    pip_y: y + 17,
                });
                HexShape {
                    tile: t.id.0,
                    points: hex_points(board, t.id),
                    terrain: terrain_class(t.terrain),
                    name: lang.say(Play::Terrain {
                        terrain: t.terrain.name(),
                    }),
                    label: lang.say(Play::HexLabel {
                        terrain: t.terrain.name(),
                        number: t.number.unwrap_or(0),
                    }),
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
                    HarborKind::Generic => ("3:1", lang.say(Play::HarborAny)),
                    HarborKind::Special(r) => ("2:1", resource_word(lang)(r)),
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
                    label: lang.say(Play::RoadOf {
                        letter: mark.letter.clone(),
                    }),
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
                    label: piece_label(
                        lang,
                        if city {
                            PieceKind::City
                        } else {
                            PieceKind::Settlement
                        },
                        &mark.letter,
                    ),
                    mark,
                }
            })
            .collect();
        let robber = Figure::on(board, view.robber, 56, || {
            lang.say(Play::RobberOn {
                hex: hex_words(lang, board, view.robber),
            })
        });
        BoardSvg {
            view_box,
            caption: lang.say(Play::BoardTitle),
            hexes,
            harbors,
            roads,
            buildings,
            robber,
            spots,
            lang,
        }
    }

    /// A phrase of the drawing, in its language.
    pub fn say(&self, phrase: impl crate::lang::Phrase) -> String {
        self.lang.say(phrase)
    }
}

/// A hex in words in `lang`: "the 6 hills", "the desert".
pub fn hex_words(lang: Lang, board: &Board, tile: TileId) -> String {
    if !board.has_tile(tile) {
        return crate::lang::story::tile(lang, board, tile);
    }
    let t = board.tile(tile);
    lang.say(Play::TheHex {
        terrain: t.terrain.name(),
        number: t.number.unwrap_or(0),
    })
}

/// A piece's label: "City of player B".
fn piece_label(lang: Lang, kind: PieceKind, letter: &str) -> String {
    let letter = letter.to_owned();
    lang.say(match kind {
        PieceKind::Settlement => Play::SettlementOf { letter },
        PieceKind::City => Play::CityOf { letter },
        PieceKind::Metropolis => Play::MetropolisOf { letter },
    })
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
            b.label = piece_label(self.lang, kind, &b.mark.letter);
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
    spots_in(Lang::En, board, offered, base, picked)
}

/// [`spots`] labelled in `lang`.
pub fn spots_in(
    lang: Lang,
    board: &Board,
    offered: impl IntoIterator<Item = Pick>,
    base: &str,
    picked: Option<Pick>,
) -> Vec<Spot> {
    let targets = Targets {
        max: MAX_TARGET,
        min: 12,
        dot: (10, 16),
        edges_under_nodes: false,
    };
    crate::views::common::board::spots(
        board,
        offered,
        base,
        picked,
        &targets,
        |p| p.describe_in(lang, board),
        |t| vec![hex_points(board, t)],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::EdgeId;

    #[test]
    fn a_pick_is_worded_in_the_reader_s_language() {
        let board = crate::rules::common::Board::from_hexes(&[(0, 0)]);
        let node = NodeId(0);
        let english = Pick::Settlement(node).describe_in(Lang::En, &board);
        assert_eq!(english, Pick::Settlement(node).describe(&board));
        assert!(english.starts_with("Build a settlement by "), "{english}");
        let german = Pick::Settlement(node).describe_in(Lang::De, &board);
        assert!(german.starts_with("Siedlung bauen bei "), "{german}");
        let robber = Pick::Robber(TileId(0)).describe_in(Lang::De, &board);
        assert!(robber.starts_with("Räuber versetzen auf "), "{robber}");
        let road = Pick::Road(EdgeId(0)).describe_in(Lang::De, &board);
        assert!(road.starts_with("Straße bauen "), "{road}");
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
}
