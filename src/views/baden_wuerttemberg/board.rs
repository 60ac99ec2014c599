//! The Baden-Württemberg map as inline SVG, drawn on the server from a
//! [`View`]: the landscape regions by colour with their names and yield
//! numbers, the paths, the town and landmark fields with their names (a
//! landmark shows whether it stands), roads and town halls in player colours
//! with a letter, the inventor, the two victory fields with their holders,
//! and every legal placement of the viewing seat as a link (a pick, then a
//! confirm form, as on the classic board). In a pick step, close-ups of
//! the parts of the map that hold the places to pick and the seat's own
//! town halls, large enough to read on a phone, follow the whole map.
//!
//! Owns geometry and the SVG template's data; the markup lives in
//! `templates/baden_wuerttemberg/board.html` (askama escapes every value).

use super::{crossing_in, field_in, landmark_in, path_in, resource_in};
use crate::lang::bw::Bw;
use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::map::{map, Anchor, CrossingKind, LabelRow};
use crate::rules::baden_wuerttemberg::{Command, View};
use crate::rules::common::{EdgeId, NodeId, Terrain, TileId};
use crate::rules::Seat;
use crate::views::common::board::{at, board_picks, pips, polygon, terrain_class, Targets};
pub use crate::views::common::board::{Figure, Spot, SpotKind};
use crate::views::common::mark::Mark;
use askama::Template;
use std::collections::HashMap;

/// Largest radius of a round tap target, in SVG units.
const MAX_TARGET: i32 = 46;
/// The narrowest screen the map is drawn for, in CSS px: the map fills its
/// width.
const PHONE_WIDTH: i32 = 390;
/// The smallest tap target on that screen, in CSS px (WCAG 2.2 target size).
const MIN_TARGET_PX: i32 = 24;
/// The close-up in a confirm step shows this much of the map around the
/// picked place (SVG units).
const CLOSEUP: (i32, i32) = (420, 300);
/// A close-up below the whole map in a pick step shows this much of the map
/// (SVG units): drawn as wide as a phone, a name of 17 units reads
/// 17 * 390 / 540 = 12.3 CSS px, and the 2 x 3 parts of this size cover
/// the whole map.
const PART: (i32, i32) = (540, 600);
/// At most this many close-ups in a pick step, each with its element ids
/// (a 3 x 3 grid of parts covers the map with room for names at the seams).
const PART_IDS: [&str; 9] = [
    "part1", "part2", "part3", "part4", "part5", "part6", "part7", "part8", "part9",
];
/// A box in SVG units: left, top, right, bottom.
type Rect = (i32, i32, i32, i32);

board_picks! {
    /// A placement the viewer picked on the map and is asked to confirm
    /// (in a query `road-12`, `townhall-5`, `landmark-0` or `inventor-3`).
    pub enum Pick {
        Road(EdgeId) = "road" as Edge,
        TownHall(NodeId) = "townhall" as Node,
        Landmark(NodeId) = "landmark" as Node,
        Inventor(TileId) = "inventor" as Tile,
    }
}

impl Pick {
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
        self.describe_in(Lang::En)
    }

    /// What the placement does, in `lang`.
    pub fn describe_in(self, lang: Lang) -> String {
        match self {
            Pick::Road(e) => lang.say(Bw::PickRoad {
                path: path_in(lang, e),
            }),
            Pick::TownHall(n) => lang.say(Bw::PickTownHall {
                crossing: crossing_in(lang, n),
            }),
            Pick::Landmark(n) => match map()
                .crossings
                .get(n.index())
                .and_then(|c| c.landmark.map(|l| (l, c.name)))
            {
                Some((landmark, town)) => lang.say(Bw::PickLandmarkIn {
                    landmark: lang.say(Bw::Landmark { landmark }),
                    town: town.to_owned(),
                }),
                None => lang.say(Bw::PickLandmark {
                    landmark: landmark_in(lang, n),
                }),
            },
            Pick::Inventor(t) => lang.say(Bw::PickInventor {
                field: field_in(lang, t),
            }),
        }
    }
}

/// One landscape region: its triangles, its outline and its label.
#[derive(Debug, Clone)]
pub struct RegionShape {
    pub terrain: &'static str,
    pub label: String,
    pub name: String,
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

/// A name written on the map where the map generator placed it.
#[derive(Debug, Clone)]
pub struct Label {
    pub x: i32,
    pub y: i32,
    /// `start`, `middle` or `end`.
    pub anchor: &'static str,
    /// CSS class: `cname` (a town), `cname lm-city` (a landmark's city),
    /// `lname` (a landmark) or `tname` (a landscape field).
    pub class: &'static str,
    pub first: String,
    /// The rest of a long name, written on a second line.
    pub second: Option<String>,
    /// The SVG transform that narrows a name longer than the English one
    /// its place on the map was fitted to, about its anchor.
    pub narrowed: Option<String>,
}

/// The narrowest a longer name is written, against its English width.
const NARROWEST: f64 = 0.8;

/// `text` in the lines of a name written at `row`: two lines where the
/// map generator broke the (English) name in two, broken at the space or
/// hyphen nearest to that break, so that a name in any language breaks
/// between words; one line where it has none.
fn lines(row: LabelRow, text: &str) -> (String, Option<String>) {
    let wrap = usize::from(row.wrap);
    if wrap == 0 {
        return (text.to_owned(), None);
    }
    let breaks = text.char_indices().filter_map(|(at, c)| match c {
        ' ' => Some(at),
        '-' => Some(at + c.len_utf8()),
        _ => None,
    });
    let wrap_at = text
        .char_indices()
        .nth(wrap)
        .map_or(text.len(), |(at, _)| at);
    match breaks.min_by_key(|at| at.abs_diff(wrap_at)) {
        Some(at) if at < text.len() => (
            text[..at].trim_end().to_owned(),
            Some(text[at..].trim_start().to_owned()),
        ),
        _ => (text.to_owned(), None),
    }
}

/// The letters of the widest line.
fn widest(first: &str, second: Option<&str>) -> usize {
    first
        .chars()
        .count()
        .max(second.map_or(0, |s| s.chars().count()))
}

impl Label {
    fn new(row: LabelRow, class: &'static str, text: &str) -> Label {
        let anchor = match row.anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        let (first, second) = lines(row, text);
        Label {
            x: i32::from(row.x),
            y: i32::from(row.y),
            anchor,
            class,
            first,
            second,
            narrowed: None,
        }
    }

    /// A name at `row` in the reader's words (`text`), no wider than
    /// `english`, the words its place was fitted to: a longer one is
    /// narrowed to the English width (to 0.8 of its own at the most), so
    /// that it stays clear of the names and pieces around it.
    fn fitted(row: LabelRow, class: &'static str, text: &str, english: &str) -> Label {
        let mut label = Label::new(row, class, text);
        let own = widest(&label.first, label.second.as_deref());
        let (first, second) = lines(row, english);
        let room = widest(&first, second.as_deref());
        if own > room && room > 0 {
            #[expect(clippy::cast_precision_loss, reason = "names of a few letters")]
            let f = (room as f64 / own as f64).max(NARROWEST);
            let shift = f64::from(label.x) * (1.0 - f);
            label.narrowed = Some(format!("matrix({f:.3} 0 0 1 {shift:.1} 0)"));
        }
        label
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
    /// Baseline of the town hall's letter.
    pub fn letter_y(&self) -> i32 {
        self.y + 10
    }
}

/// A victory field and the town hall standing on it, if any.
#[derive(Debug, Clone)]
pub struct VictoryField {
    pub x: i32,
    pub y: i32,
    pub title: String,
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

/// The map's SVG.
#[derive(Debug, Clone, Template)]
#[template(path = "baden_wuerttemberg/board.html")]
pub struct MapSvg {
    /// The part of the map shown: x, y, width, height in SVG units.
    pub frame: (i32, i32, i32, i32),
    pub caption: String,
    pub description: String,
    pub regions: Vec<RegionShape>,
    pub paths: Vec<PathLine>,
    pub roads: Vec<RoadShape>,
    pub crossings: Vec<CrossingShape>,
    pub inventor: Option<Figure>,
    pub victory: Vec<VictoryField>,
    /// Every name on the map, drawn over the pieces.
    pub labels: Vec<Label>,
    pub spots: Vec<Spot>,
    /// Prefix of the SVG's element ids, so that a close-up beside the map
    /// does not repeat them.
    pub id: &'static str,
    /// A close-up: the picked place is marked, nothing is a link.
    pub closeup: bool,
    /// A part of the map shown close up in a pick step, its places to pick
    /// links as on the whole map.
    pub part: bool,
    /// The language of its titles and labels.
    pub lang: Lang,
}

fn triangle_points(view: &View, tile: TileId) -> Vec<String> {
    let board = &view.map.board;
    view.map
        .regions
        .get(tile.index())
        .map(|r| {
            r.triangles
                .iter()
                .map(|tri| polygon(tri.iter().map(|n| at(board.node(NodeId(*n)).pos))))
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
    /// The SVG's `viewBox`.
    pub fn view_box(&self) -> String {
        let (x, y, w, h) = self.frame;
        format!("{x} {y} {w} {h}")
    }

    /// Draws the map of `view`. `marks` holds each seat's colour and letter;
    /// `spots` the viewer's legal placements with their links (empty for
    /// spectators).
    pub fn new(view: &View, marks: &[Mark], spots: Vec<Spot>) -> MapSvg {
        MapSvg::new_in(Lang::En, view, marks, spots)
    }

    /// [`MapSvg::new`] with its titles and labels in `lang`.
    pub fn new_in(lang: Lang, view: &View, marks: &[Mark], spots: Vec<Spot>) -> MapSvg {
        let map = view.map;
        let board = &map.board;
        let mark_of = |seat: Seat| Mark::of(marks, seat);
        let frame = map.view_box();
        let mut labels = Vec::new();
        let regions = board
            .tiles
            .iter()
            .map(|t| {
                let (x, y) = at(t.center);
                let name = map
                    .regions
                    .get(t.id.index())
                    .map_or(String::new(), |r| lang.say(Bw::Region { region: r.name }));
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
                if let (Some(row), Some(r)) = (map.field_label(t.id), map.regions.get(t.id.index()))
                {
                    let english = Lang::En.say(Bw::Region { region: r.name });
                    labels.push(Label::fitted(row, "tname", &name, &english));
                }
                let number = t.number.unwrap_or(0);
                RegionShape {
                    terrain: terrain_class(t.terrain),
                    label: lang.say(Bw::MapRegion {
                        field: field_in(lang, t.id),
                        terrain: t.terrain.name(),
                        yields: yield_word(lang, t.terrain),
                    }),
                    name,
                    triangles: triangle_points(view, t.id),
                    outline,
                    x,
                    y,
                    number,
                    hot: number == 6 || number == 8,
                    pips: pips(number, x),
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
                    label: lang.say(Bw::MapRoad {
                        letter: mark.letter.clone(),
                        path: path_in(lang, r.edge),
                    }),
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
                if let Some(row) = map.name_label(c.id) {
                    let class = if c.kind == CrossingKind::Landmark {
                        "cname lm-city"
                    } else {
                        "cname"
                    };
                    labels.push(Label::new(row, class, c.name));
                }
                if let (Some(row), Some(l)) = (map.landmark_label(c.id), c.landmark) {
                    let mark = |name: String| if built { format!("{name} ✓") } else { name };
                    let text = mark(lang.say(Bw::Landmark { landmark: l }));
                    let english = mark(Lang::En.say(Bw::Landmark { landmark: l }));
                    labels.push(Label::fitted(row, "lname", &text, &english));
                }
                let label = match (c.kind, &hall) {
                    (CrossingKind::Free, _) => match super::nearest_town(c.id) {
                        Some(town) => lang.say(Bw::MapFreeCrossingNear {
                            town: town.to_owned(),
                        }),
                        None => lang.say(Bw::MapFreeCrossing {
                            crossing: crossing_in(lang, c.id),
                        }),
                    },
                    (CrossingKind::Town, Some(m)) => lang.say(Bw::MapTownHall {
                        town: c.name.to_owned(),
                        letter: m.letter.clone(),
                    }),
                    (CrossingKind::Town, None) => lang.say(Bw::MapFreeTown {
                        town: c.name.to_owned(),
                    }),
                    (CrossingKind::Landmark, _) => {
                        let town = c.name.to_owned();
                        let landmark = c.landmark.map_or_else(
                            || lang.say(Bw::LandmarkField),
                            |landmark| lang.say(Bw::Landmark { landmark }),
                        );
                        if built {
                            lang.say(Bw::MapLandmarkBuilt { town, landmark })
                        } else {
                            lang.say(Bw::MapLandmarkNotBuilt { town, landmark })
                        }
                    }
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
                }
            })
            .collect();
        let inventor = Figure::on(board, view.inventor, 30, || {
            lang.say(Bw::MapInventor {
                field: field_in(lang, view.inventor),
            })
        });
        let holder = |seat: Option<Seat>| seat.map(&mark_of);
        let (lx, ly) = at(map.longest_trade_road_at);
        let (ix, iy) = at(map.largest_inventor_at);
        let victory = vec![
            VictoryField {
                x: lx,
                y: ly,
                title: lang.say(Bw::LongestTradeRoad),
                holder: holder(view.longest_trade_road),
                text: view.longest_trade_road.map_or_else(
                    || lang.say(Bw::MapFree),
                    |s| {
                        lang.say(Bw::MapPlayer {
                            letter: mark_of(s).letter.clone(),
                        })
                    },
                ),
            },
            VictoryField {
                x: ix,
                y: iy,
                title: lang.say(Bw::LargestInventor),
                holder: holder(view.largest_inventor),
                text: view.largest_inventor.map_or_else(
                    || lang.say(Bw::MapFree),
                    |s| {
                        lang.say(Bw::MapPlayer {
                            letter: mark_of(s).letter.clone(),
                        })
                    },
                ),
            },
        ];
        let built = view.landmarks.len();
        MapSvg {
            frame,
            caption: lang.say(Bw::MapCaption),
            description: lang.say(Bw::MapDescription {
                fields: board.tiles.len(),
                halls: view.town_halls.len(),
                roads: view.roads.len(),
                built,
            }),
            regions,
            paths,
            roads,
            crossings,
            inventor,
            victory,
            labels,
            spots,
            id: "map",
            closeup: false,
            part: false,
            lang,
        }
    }

    /// A victory field's title: its name and who holds it.
    pub fn victory_title(&self, v: &VictoryField) -> String {
        self.lang.say(Bw::MapVictoryField {
            title: v.title.clone(),
            text: v.text.clone(),
        })
    }

    /// What a held victory field says under its name.
    pub fn victory_held(&self, v: &VictoryField) -> String {
        self.lang.say(Bw::MapHeld {
            text: v.text.clone(),
        })
    }

    /// A close-up of this map around the picked spot, for the confirm step:
    /// the same drawing, framed on the place, with the place marked.
    pub fn closeup(&self) -> Option<MapSvg> {
        let picked = self.spots.iter().find(|s| s.picked)?;
        let (x0, y0, w, h) = self.frame;
        let (cw, ch) = CLOSEUP;
        let x = (picked.x - cw / 2).clamp(x0, (x0 + w - cw).max(x0));
        let y = (picked.y - ch / 2).clamp(y0, (y0 + h - ch).max(y0));
        let mut closeup = self.clone();
        closeup.frame = (x, y, cw, ch);
        closeup.id = "closeup";
        closeup.closeup = true;
        closeup.caption = self.lang.say(Bw::MapCloseup {
            label: picked.label.clone(),
        });
        closeup.spots = vec![picked.clone()];
        Some(closeup)
    }

    /// Close-ups of this map for a pick step, to show below it: together
    /// they hold every place `legal` offers to pick and every town hall of
    /// `me` (names and targets whole), as few as the greedy cover finds, at
    /// most nine, the parts with the seat's own town halls first. Each is a
    /// [`PART`]-sized frame of the same drawing whose places to pick are
    /// links to `base`, sized for that frame. None without places to pick.
    pub fn parts(
        &self,
        view: &View,
        legal: &[Command],
        base: &str,
        me: Option<Seat>,
    ) -> Vec<MapSvg> {
        self.parts_in(Lang::En, view, legal, base, me)
    }

    /// [`MapSvg::parts`] captioned in `lang`.
    pub fn parts_in(
        &self,
        lang: Lang,
        view: &View,
        legal: &[Command],
        base: &str,
        me: Option<Seat>,
    ) -> Vec<MapSvg> {
        if self.spots.is_empty() {
            return Vec::new();
        }
        let near = spots_at(lang, view, legal, base, None, PART.0);
        let mut items: Vec<(Rect, bool)> = Vec::new();
        if let Some(me) = me {
            for hall in view.town_halls.iter().filter(|t| t.seat == me) {
                items.push((crossing_box(lang, view, hall.node, 24), true));
            }
        }
        items.extend(near.iter().map(|s| (spot_box(lang, view, s), false)));
        let (x0, y0, w, h) = self.frame;
        let frames = cover(&items, (x0, y0, x0 + w, y0 + h), PART);
        let count = frames.len();
        frames
            .into_iter()
            .zip(PART_IDS)
            .enumerate()
            .map(|(i, ((fx, fy), id))| {
                let (fw, fh) = PART;
                let inside = |s: &&Spot| {
                    let r = if s.is_tile() { 40 } else { s.r };
                    let t = on_map(view, around(s.x, s.y, r));
                    t.0 >= fx && t.2 <= fx + fw && t.1 >= fy && t.3 <= fy + fh
                };
                let spots: Vec<Spot> = near.iter().filter(inside).cloned().collect();
                MapSvg {
                    frame: (fx, fy, fw, fh),
                    caption: lang.say(Bw::MapPart {
                        index: i + 1,
                        count,
                        places: spots.len(),
                    }),
                    description: lang.say(Bw::MapPartDescription),
                    spots,
                    id,
                    closeup: false,
                    part: true,
                    ..self.clone()
                }
            })
            .collect()
    }
}

fn around(x: i32, y: i32, r: i32) -> Rect {
    (x - r, y - r, x + r, y + r)
}

fn union(a: Rect, b: Rect) -> Rect {
    (a.0.min(b.0), a.1.min(b.1), a.2.max(b.2), a.3.max(b.3))
}

/// `r` cut to the drawn map: what lies outside it is not drawn anywhere.
fn on_map(view: &View, r: Rect) -> Rect {
    let (x, y, w, h) = view.map.view_box();
    (r.0.max(x), r.1.max(y), r.2.min(x + w), r.3.min(y + h))
}

/// The box a name written at `row` in `font` units covers, estimated from
/// its letters (a letter is at most 0.6 of the font size wide on average).
fn label_box(row: LabelRow, font: u8, text: &str, anchor: Anchor) -> Rect {
    let l = Label::new(row, "", text);
    let letters = l
        .first
        .chars()
        .count()
        .max(l.second.as_ref().map_or(0, |s| s.chars().count()));
    let f = i32::from(font);
    let w = i32::try_from(letters).unwrap_or(i32::MAX / 2 / f) * f * 6 / 10;
    let (left, right) = match anchor {
        Anchor::Start => (l.x, l.x + w),
        Anchor::Middle => (l.x - w / 2, l.x + w - w / 2),
        Anchor::End => (l.x - w, l.x),
    };
    let lines = if l.second.is_some() { 2 } else { 1 };
    (left, l.y - f, right, l.y + f / 4 + (lines - 1) * f * 6 / 5)
}

/// A crossing's mark `r` units around it and its names, on the map.
fn crossing_box(lang: Lang, view: &View, node: NodeId, r: i32) -> Rect {
    use crate::rules::baden_wuerttemberg::map_data::{LANDMARK_FONT, NAME_FONT};
    let map = view.map;
    let (x, y) = at(map.board.node(node).pos);
    let mut rect = around(x, y, r);
    if let Some(c) = map.crossings.iter().find(|c| c.id == node) {
        if let Some(row) = map.name_label(node) {
            rect = union(rect, label_box(row, NAME_FONT, c.name, row.anchor));
        }
        if let (Some(row), Some(l)) = (map.landmark_label(node), c.landmark) {
            let text = format!("{} ✓", lang.say(Bw::Landmark { landmark: l }));
            rect = union(rect, label_box(row, LANDMARK_FONT, &text, row.anchor));
        }
    }
    on_map(view, rect)
}

/// What a close-up must show of a place to pick: its target and its names
/// (a road: both its crossings; a field: its disc and name), on the map.
fn spot_box(lang: Lang, view: &View, spot: &Spot) -> Rect {
    on_map(view, place_box(lang, view, spot))
}

fn place_box(lang: Lang, view: &View, spot: &Spot) -> Rect {
    use crate::rules::baden_wuerttemberg::map_data::REGION_FONT;
    let board = &view.map.board;
    let target = around(spot.x, spot.y, spot.r);
    match Pick::parse(&spot.pick) {
        Some(Pick::TownHall(n) | Pick::Landmark(n)) => {
            union(target, crossing_box(lang, view, n, spot.r))
        }
        Some(Pick::Road(e)) if board.has_edge(e) => {
            board.edge(e).nodes.iter().fold(target, |r, n| {
                let (x, y) = at(board.node(*n).pos);
                union(r, around(x, y, 12))
            })
        }
        Some(Pick::Inventor(t)) => {
            let disc = around(spot.x, spot.y, 40);
            let name = view
                .map
                .regions
                .get(t.index())
                .map_or(String::new(), |r| lang.say(Bw::Region { region: r.name }));
            match view.map.field_label(t) {
                Some(row) => union(disc, label_box(row, REGION_FONT, &name, Anchor::Middle)),
                None => disc,
            }
        }
        _ => target,
    }
}

/// Frames of `size` inside `bounds` (their top left corners) that together
/// hold as many `items` as [`PART_IDS`] frames can, chosen greedily: each
/// next frame holds the most items not yet held, an own item (the flag)
/// counting above any number of others; frames with own items come first.
fn cover(items: &[(Rect, bool)], bounds: Rect, size: (i32, i32)) -> Vec<(i32, i32)> {
    let (fw, fh) = size;
    let pad = 4;
    let place = |lo: i32, min: i32, max: i32| lo.clamp(min, max.max(min));
    let mut lefts: Vec<i32> = Vec::new();
    let mut tops: Vec<i32> = Vec::new();
    for (r, _) in items {
        for x in [r.0 - pad, r.2 + pad - fw] {
            lefts.push(place(x, bounds.0, bounds.2 - fw));
        }
        for y in [r.1 - pad, r.3 + pad - fh] {
            tops.push(place(y, bounds.1, bounds.3 - fh));
        }
    }
    lefts.sort_unstable();
    lefts.dedup();
    tops.sort_unstable();
    tops.dedup();
    let holds =
        |(fx, fy): (i32, i32), r: &Rect| r.0 >= fx && r.2 <= fx + fw && r.1 >= fy && r.3 <= fy + fh;
    let mut open: Vec<bool> = vec![true; items.len()];
    let mut frames: Vec<((i32, i32), usize)> = Vec::new();
    while frames.len() < PART_IDS.len() && open.iter().any(|o| *o) {
        let mut best: Option<((i32, i32), usize, usize)> = None;
        for &fx in &lefts {
            for &fy in &tops {
                let (mut own, mut n) = (0, 0);
                for (i, (r, mine)) in items.iter().enumerate() {
                    if open[i] && holds((fx, fy), r) {
                        n += 1;
                        own += usize::from(*mine);
                    }
                }
                if n > 0 && best.is_none_or(|(_, o, m)| (own, n) > (o, m)) {
                    best = Some(((fx, fy), own, n));
                }
            }
        }
        let Some((frame, own, _)) = best else { break };
        // Centre the frame on what it holds, where that keeps it all in.
        let held: Vec<usize> = (0..items.len())
            .filter(|i| open[*i] && holds(frame, &items[*i].0))
            .collect();
        let bbox = held.iter().map(|i| items[*i].0).reduce(union).unwrap_or((
            frame.0,
            frame.1,
            frame.0 + fw,
            frame.1 + fh,
        ));
        let centred = (
            place((bbox.0 + bbox.2 - fw) / 2, bounds.0, bounds.2 - fw),
            place((bbox.1 + bbox.3 - fh) / 2, bounds.1, bounds.3 - fh),
        );
        let frame = if held.iter().all(|i| holds(centred, &items[*i].0)) {
            centred
        } else {
            frame
        };
        for i in held {
            open[i] = false;
        }
        frames.push((frame, own));
    }
    // Stable: the seat's own network first, then in the order found.
    frames.sort_by_key(|(_, own)| std::cmp::Reverse(*own));
    frames.into_iter().map(|(f, _)| f).collect()
}

fn yield_word(lang: Lang, t: Terrain) -> String {
    match t.resource() {
        Some(r) => resource_in(lang)(r),
        None => lang.say(Bw::Nothing),
    }
}

/// The clickable spots for a seat's legal commands: one per distinct
/// placement, linking to `base?pick=...#confirm`. Round targets are as large
/// as the distance to the nearest other target allows; paths' are drawn
/// under crossings', so that a crossing's target stays whole where a path's
/// midpoint target reaches it.
pub fn spots(view: &View, legal: &[Command], base: &str, picked: Option<Pick>) -> Vec<Spot> {
    spots_in(Lang::En, view, legal, base, picked)
}

/// [`spots`] labelled in `lang`.
pub fn spots_in(
    lang: Lang,
    view: &View,
    legal: &[Command],
    base: &str,
    picked: Option<Pick>,
) -> Vec<Spot> {
    spots_at(lang, view, legal, base, picked, view.map.view_box().2)
}

/// [`spots`] for a drawing `width` SVG units wide.
fn spots_at(
    lang: Lang,
    view: &View,
    legal: &[Command],
    base: &str,
    picked: Option<Pick>,
    width: i32,
) -> Vec<Spot> {
    // The drawing fills a phone's width: a target this large in SVG units
    // is at least MIN_TARGET_PX across there.
    let targets = Targets {
        max: MAX_TARGET,
        min: (MIN_TARGET_PX * width + 2 * PHONE_WIDTH - 1) / (2 * PHONE_WIDTH) + 1,
        dot: (7, 11),
        edges_under_nodes: true,
    };
    let offered = legal.iter().filter_map(Pick::of);
    crate::views::common::board::spots(
        &view.map.board,
        offered,
        base,
        picked,
        &targets,
        |p: Pick| p.describe_in(lang),
        |t| triangle_points(view, t),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg::state::{Phase, ROAD_COST, TOWN_HALL_COST};
    use crate::rules::baden_wuerttemberg::{self as bw, BadenWuerttemberg, Event};
    use crate::rules::common::RngChance;
    use crate::rules::contract::{GameOptions, Rules};
    use crate::rules::{BoardKind, Ruleset, Viewer};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    /// A 3-player game whose first player may build roads and town halls.
    fn building() -> (bw::State, Seat) {
        let options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
        let mut chance = RngChance(SmallRng::seed_from_u64(8));
        let events: Vec<Event> = BadenWuerttemberg::create(&options, &mut chance).expect("created");
        let mut state = bw::fold(&events);
        let first = state.phase.current().expect("a first player");
        state.player_mut(first).hand = ROAD_COST + TOWN_HALL_COST + ROAD_COST;
        state.phase = Phase::Main { seat: first };
        (state, first)
    }

    /// A 3-player game with variable founding: the first town hall to place.
    fn founding() -> (bw::State, Seat) {
        let mut options = GameOptions::new(Ruleset::BadenWuerttemberg, 3, BoardKind::Beginner);
        options.variable_founding = true;
        let mut chance = RngChance(SmallRng::seed_from_u64(8));
        let events: Vec<Event> = BadenWuerttemberg::create(&options, &mut chance).expect("created");
        let state = bw::fold(&events);
        let first = state.phase.current().expect("a first player");
        (state, first)
    }

    /// The first player of [`building`] is to move the inventor.
    fn moving_the_inventor() -> (bw::State, Seat) {
        let (mut state, seat) = building();
        state.phase = Phase::MoveInventor { seat };
        (state, seat)
    }

    fn inside(frame: (i32, i32, i32, i32), x: i32, y: i32) -> bool {
        let (fx, fy, w, h) = frame;
        (fx..=fx + w).contains(&x) && (fy..=fy + h).contains(&y)
    }

    #[test]
    fn every_name_has_its_place_inside_the_drawn_map() {
        let map = crate::rules::baden_wuerttemberg::map::map();
        let frame = map.view_box();
        for c in &map.crossings {
            let (x, y) = at(map.board.node(c.id).pos);
            assert!(inside(frame, x, y), "{} lies outside the map", c.name);
            let label = map.name_label(c.id);
            assert_eq!(label.is_some(), !c.name.is_empty(), "{}", c.name);
            assert_eq!(map.landmark_label(c.id).is_some(), c.landmark.is_some());
            for l in label.iter().chain(map.landmark_label(c.id).iter()) {
                assert!(inside(frame, l.x.into(), l.y.into()), "{}", c.name);
            }
        }
        for t in &map.board.tiles {
            let l = map.field_label(t.id).expect("every field is named");
            assert!(inside(frame, l.x.into(), l.y.into()));
        }
    }

    #[test]
    fn the_style_sheet_writes_names_at_the_sizes_they_were_placed_for() {
        use crate::rules::baden_wuerttemberg::map_data::{LANDMARK_FONT, NAME_FONT, REGION_FONT};
        let css = include_str!("../../../static/style.css");
        for (class, size) in [
            ("cname", NAME_FONT),
            ("lname", LANDMARK_FONT),
            ("tname", REGION_FONT),
        ] {
            let rule = format!(".bw-board .{class} {{ font-size: {size}px;");
            assert!(css.contains(&rule), "static/style.css lacks {rule}");
        }
    }

    /// The names written on the map in `lang` whose boxes overlap a
    /// landmark's name (with its tick), and the landmarks' names that leave
    /// the drawn map: as (landmark id, what it meets) whatever the language.
    fn landmark_names_overlapping(lang: Lang) -> Vec<(&'static str, &'static str)> {
        use crate::rules::baden_wuerttemberg::map_data::{LANDMARK_FONT, NAME_FONT, REGION_FONT};
        let map = crate::rules::baden_wuerttemberg::map::map();
        let mut others: Vec<(&'static str, Rect)> = Vec::new();
        for c in &map.crossings {
            if let Some(row) = map.name_label(c.id) {
                others.push((c.name, label_box(row, NAME_FONT, c.name, row.anchor)));
            }
        }
        for t in &map.board.tiles {
            if let (Some(row), Some(r)) = (map.field_label(t.id), map.regions.get(t.id.index())) {
                let name = lang.say(Bw::Region { region: r.name });
                others.push((r.name, label_box(row, REGION_FONT, &name, Anchor::Middle)));
            }
        }
        let landmarks: Vec<(&'static str, Rect)> = map
            .crossings
            .iter()
            .filter_map(|c| Some((c.landmark?, map.landmark_label(c.id)?)))
            .map(|(landmark, row)| {
                let name = format!("{} ✓", lang.say(Bw::Landmark { landmark }));
                (landmark, label_box(row, LANDMARK_FONT, &name, row.anchor))
            })
            .collect();
        let (x, y, w, h) = map.view_box();
        let meet = |a: Rect, b: Rect| a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3;
        let mut found = Vec::new();
        for (i, (landmark, rect)) in landmarks.iter().enumerate() {
            if rect.0 < x || rect.1 < y || rect.2 > x + w || rect.3 > y + h {
                found.push((*landmark, "the map's edge"));
            }
            let near = others.iter().chain(&landmarks[i + 1..]);
            for (other, _) in near.filter(|(_, r)| meet(*rect, *r)) {
                found.push((*landmark, *other));
            }
        }
        found
    }

    /// A German landmark's name is longer than its English one at times
    /// (Heidelberger Schloss): written where the English name is, it
    /// crosses no name and no edge of the map that the English one does
    /// not (the map generator placed the English names).
    #[test]
    fn a_german_landmark_name_overlaps_nothing_its_english_name_does_not() {
        let en = landmark_names_overlapping(Lang::En);
        let de = landmark_names_overlapping(Lang::De);
        let new: Vec<_> = de.iter().filter(|d| !en.contains(d)).collect();
        assert!(new.is_empty(), "German overlaps {new:?}; English {en:?}");
        assert!(en.len() <= 2, "English overlaps {en:?}");
    }

    /// issue #38: a German field name breaks between its words where the
    /// English one broke (never "Kraichgaue / r Wiesen"), or stays on one
    /// line ("Neckartal"); a name longer than the English one its place
    /// was fitted to is narrowed about its anchor (to 0.8 at the most),
    /// and an English name never is.
    #[test]
    fn a_german_name_breaks_between_words_and_is_narrowed_to_the_english_width() {
        let row = LabelRow {
            x: -30,
            y: 0,
            anchor: Anchor::Middle,
            wrap: 10,
        };
        let l = Label::fitted(row, "tname", "Kraichgauer Wiesen", "Kraichgau meadows");
        assert_eq!(
            (l.first.as_str(), l.second.as_deref()),
            ("Kraichgauer", Some("Wiesen"))
        );
        let narrowed = l.narrowed.expect("11 letters where English has 9");
        assert!(narrowed.starts_with("matrix(0.818 0 0 1 "), "{narrowed}");
        let row = LabelRow { wrap: 7, ..row };
        let l = Label::fitted(row, "tname", "Neckartal", "Neckar valley");
        assert_eq!((l.first.as_str(), l.second.as_deref()), ("Neckartal", None));
        assert_eq!(l.narrowed.as_deref(), Some("matrix(0.800 0 0 1 -6.0 0)"));
        let english = Label::fitted(row, "tname", "Neckar valley", "Neckar valley");
        assert_eq!(
            (english.first.as_str(), english.second.as_deref()),
            ("Neckar", Some("valley"))
        );
        assert_eq!(english.narrowed, None);
    }

    #[test]
    fn a_long_name_breaks_where_the_map_generator_broke_it() {
        let row = LabelRow {
            x: 0,
            y: 0,
            anchor: Anchor::Middle,
            wrap: 11,
        };
        let l = Label::new(row, "cname", "Schwäbisch Gmünd");
        assert_eq!(
            (l.first.as_str(), l.second.as_deref()),
            ("Schwäbisch", Some("Gmünd"))
        );
        let l = Label::new(
            LabelRow { wrap: 10, ..row },
            "cname",
            "Villingen-Schwenningen",
        );
        assert_eq!(
            (l.first.as_str(), l.second.as_deref()),
            ("Villingen-", Some("Schwenningen"))
        );
        let l = Label::new(LabelRow { wrap: 0, ..row }, "cname", "Ulm");
        assert_eq!((l.first.as_str(), l.second), ("Ulm", None));
    }

    #[test]
    fn every_place_to_pick_is_24_px_across_on_a_phone() {
        let (state, seat) = building();
        let view = bw::view(&state, Viewer::Seat(seat));
        let legal = bw::legal_commands(&state, seat);
        let spots = spots(&view, &legal, "/play/t", None);
        assert!(spots.iter().any(|s| s.kind == SpotKind::Edge));
        let width = view.map.view_box().2;
        for s in spots.iter().filter(|s| !s.is_tile()) {
            let px = f64::from(2 * s.r) * f64::from(PHONE_WIDTH) / f64::from(width);
            assert!(px >= 24.0, "{} is {px:.1} px across", s.label);
        }
    }

    /// Every road of the map offered at once (the most crowded the map can
    /// be): no target's middle lies in a target drawn after it, so a tap
    /// on a target's middle picks that place, on short edges too.
    #[test]
    fn every_road_target_s_middle_picks_its_own_road_with_every_road_offered() {
        let (state, _) = building();
        let view = bw::view(&state, Viewer::Spectator);
        let roads: Vec<Command> = view
            .map
            .board
            .edges
            .iter()
            .map(|e| Command::BuildRoad { edge: e.id })
            .collect();
        let spots = spots(&view, &roads, "/play/t", None);
        assert_eq!(spots.len(), roads.len());
        let width = view.map.view_box().2;
        for (i, a) in spots.iter().enumerate() {
            let px = f64::from(2 * a.r) * f64::from(PHONE_WIDTH) / f64::from(width);
            assert!(px >= 24.0, "{} is {px:.1} px across", a.label);
            for b in &spots[i + 1..] {
                let d = f64::from(b.hit.0 - a.hit.0).hypot(f64::from(b.hit.1 - a.hit.1));
                assert!(
                    d > f64::from(b.r),
                    "{}'s middle lies in {}'s target ({d:.1} apart, radius {})",
                    a.label,
                    b.label,
                    b.r
                );
            }
            let off = f64::from(a.hit.0 - a.x).hypot(f64::from(a.hit.1 - a.y));
            assert!(
                off + f64::from(a.dot) <= f64::from(a.r),
                "{}'s marker leaves its target",
                a.label
            );
        }
    }

    #[test]
    fn a_picked_place_is_shown_close_up_with_nothing_to_click() {
        let (state, seat) = building();
        let view = bw::view(&state, Viewer::Seat(seat));
        let legal = bw::legal_commands(&state, seat);
        let pick = legal.iter().find_map(Pick::of).expect("a place to pick");
        let map = MapSvg::new(&view, &[], spots(&view, &legal, "/play/t", Some(pick)));
        let closeup = map.closeup().expect("a close-up of the picked place");
        let spot = closeup.spots.first().expect("the picked place");
        assert!(inside(closeup.frame, spot.x, spot.y));
        assert!(closeup.frame.2 < map.frame.2 && closeup.frame.3 < map.frame.3);
        let svg = closeup.render().expect("renders");
        assert!(svg.contains(r#"id="closeup-title""#) && !svg.contains(r#"id="map-title""#));
        assert!(!svg.contains("href="), "a close-up has no links");
        assert!(svg.contains("picked"));
        let unpicked = MapSvg::new(&view, &[], spots(&view, &legal, "/play/t", None));
        assert!(unpicked.closeup().is_none());
    }

    #[test]
    fn every_pick_step_shows_each_place_to_pick_and_the_seats_town_halls_close_up_and_legible() {
        use crate::rules::baden_wuerttemberg::map_data::{LANDMARK_FONT, NAME_FONT, REGION_FONT};
        let smallest_font = f64::from(NAME_FONT.min(LANDMARK_FONT).min(REGION_FONT));
        let holds = |frame: (i32, i32, i32, i32), r: Rect| {
            let (fx, fy, fw, fh) = frame;
            r.0 >= fx && r.2 <= fx + fw && r.1 >= fy && r.3 <= fy + fh
        };
        for (what, lang, (state, seat)) in [
            ("founding", Lang::En, founding()),
            ("building", Lang::En, building()),
            ("the inventor", Lang::En, moving_the_inventor()),
            ("founding, German", Lang::De, founding()),
            ("building, German", Lang::De, building()),
            ("the inventor, German", Lang::De, moving_the_inventor()),
        ] {
            let view = bw::view(&state, Viewer::Seat(seat));
            let legal = bw::legal_commands(&state, seat);
            let spots = spots_in(lang, &view, &legal, "/play/t", None);
            let map = MapSvg::new_in(lang, &view, &[], spots);
            assert!(!map.spots.is_empty(), "{what}: places to pick");
            let parts = map.parts_in(lang, &view, &legal, "/play/t", Some(seat));
            assert!(
                (1..=PART_IDS.len()).contains(&parts.len()),
                "{what}: {} parts",
                parts.len()
            );
            let mut ids: Vec<&str> = parts.iter().map(|p| p.id).collect();
            ids.push(map.id);
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), parts.len() + 1, "{what}: ids repeat");
            for p in &parts {
                let (_, _, w, _) = p.frame;
                assert!(w <= 560 && p.part && !p.closeup, "{what}: {:?}", p.frame);
                let name_px = smallest_font * f64::from(PHONE_WIDTH) / f64::from(w);
                assert!(name_px >= 11.0, "{what}: names {name_px:.1} px at 390 px");
                for s in p.spots.iter().filter(|s| !s.is_tile()) {
                    let px = f64::from(2 * s.r) * f64::from(PHONE_WIDTH) / f64::from(w);
                    assert!(px >= 24.0, "{what}: {} is {px:.1} px across", s.label);
                    let target = on_map(&view, around(s.x, s.y, s.r));
                    assert!(holds(p.frame, target), "{what}: {}", s.label);
                }
                let svg = p.render().expect("renders");
                assert!(svg.contains(&format!(r#"id="{}-title""#, p.id)));
                assert!(svg.contains("href=") && svg.contains("bw-part"));
            }
            // Every place to pick is a link in a close-up, whole with its names.
            for s in &map.spots {
                let shown = parts.iter().any(|p| {
                    p.spots.iter().any(|n| {
                        n.pick == s.pick
                            && n.href == s.href
                            && holds(p.frame, spot_box(lang, &view, n))
                    })
                });
                assert!(shown, "{what}: {} is in no close-up", s.label);
            }
            // And so is each of the seat's own town halls, in the first ones.
            let own: Vec<NodeId> = view
                .town_halls
                .iter()
                .filter(|t| t.seat == seat)
                .map(|t| t.node)
                .collect();
            for node in &own {
                let b = crossing_box(lang, &view, *node, 24);
                assert!(parts.iter().any(|p| holds(p.frame, b)), "{what}: {node:?}");
            }
            assert!(
                own.is_empty()
                    || own
                        .iter()
                        .any(|n| holds(parts[0].frame, crossing_box(lang, &view, *n, 24))),
                "{what}: the first close-up shows none of the seat's town halls"
            );
            eprintln!(
                "{what}: {} places to pick, {} own town halls, {} close-ups",
                map.spots.len(),
                own.len(),
                parts.len()
            );
        }
        // Nothing to pick, no close-up.
        let (state, seat) = building();
        let view = bw::view(&state, Viewer::Seat(seat));
        assert!(MapSvg::new(&view, &[], Vec::new())
            .parts(&view, &[], "/play/t", Some(seat))
            .is_empty());
    }

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

    /// Issue #38: the map's places to pick read German for a German seat,
    /// the map's names as they are; the English is as before.
    #[test]
    fn a_pick_reads_in_the_reader_s_language() {
        let m = map();
        let stuttgart = m.named("Stuttgart").expect("Stuttgart");
        let ehingen = m.named("Ehingen").expect("Ehingen");
        assert_eq!(
            Pick::Landmark(stuttgart).describe_in(Lang::De),
            "Das Wahrzeichen Fernsehturm in Stuttgart bauen"
        );
        assert_eq!(
            Pick::Landmark(stuttgart).describe(),
            "Build the TV Tower in Stuttgart"
        );
        assert_eq!(
            Pick::TownHall(ehingen).describe_in(Lang::De),
            "Ein Rathaus in Ehingen bauen"
        );
        assert_eq!(
            Pick::TownHall(ehingen).describe(),
            "Build a town hall in Ehingen"
        );
        let edge = m.board.node(ehingen).edges[0];
        let road = Pick::Road(edge).describe_in(Lang::De);
        assert!(road.starts_with("Eine Straße zwischen "), "{road}");
        assert!(road.ends_with(" bauen"), "{road}");
    }
}
