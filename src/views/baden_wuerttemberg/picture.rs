//! Baden-Württemberg's map as the picture a seat's emails carry: the map
//! its page draws, what the last moves built or moved ringed, the places
//! it may pick now marked and written with their reply codes, and the
//! position and the last moves in words.

use super::board::{self, MapSvg, Pick, SpotKind};
use super::{crossing, field, landmark, path, Names};
use crate::rules::baden_wuerttemberg::{Command, Event, View};
use crate::rules::common::Board;
use crate::rules::Seat;
use crate::rules::Viewer;
use crate::views::common::choice::SpotLabels;
use crate::views::common::picture::{MailBoard, Picture, SpotCode, Touched};
use crate::views::common::words::join_words;
use askama::Template;

/// The paper the map is printed on (`svg.bw-board` in the stylesheet).
const PAPER: &str = "#e9e4d4";

/// Height of a spot's code, in map units (the map is 1067 wide).
const CODE_SIZE: i32 = 22;

/// The largest radius of a spot's marker, in map units.
const SPOT_DOT: i32 = 11;

/// The map's groups that stay as they are while a game is played: the
/// landscapes, their outlines and the paths under everything, the yield
/// numbers and the names over the pieces (a landmark's name gains its tick
/// when it is built, and the layer is drawn again then).
const FIXED: &[&str] = &["regions", "region-edges", "paths", "field-tokens", "labels"];

/// The picture of the map of the seat whose `view` this is, its `legal`
/// placements coded as its email's choices code them, what the `last`
/// moves (public events) built or moved ringed.
pub fn mail_board(view: &View, legal: &[Command], last: &[Event], names: &Names) -> MailBoard {
    let me = match view.viewer {
        Viewer::Seat(seat) => Some(seat),
        _ => None,
    };
    let map_board = &*view.map.board;
    let labels = SpotLabels::of(map_board);
    let spots = board::spots(view, legal, "", None);
    let picks: Vec<Pick> = legal.iter().filter_map(Pick::of).collect();
    let codes: Vec<SpotCode> = spots
        .iter()
        .filter_map(|s| {
            let pick = picks.iter().find(|p| p.query() == s.pick)?;
            Some(SpotCode {
                x: s.x,
                y: s.y,
                code: code(&labels, map_board, *pick),
            })
        })
        .collect();
    let marks = crate::views::marks(names, view.players.len());
    let drawing = MapSvg::new(view, &marks, spots)
        .render()
        .unwrap_or_default();
    let players: Vec<String> = view
        .players
        .iter()
        .map(|p| {
            let halls: Vec<String> = view
                .town_halls
                .iter()
                .filter(|h| h.seat == p.seat)
                .map(|h| crossing(h.node))
                .collect();
            let roads = view.roads.iter().filter(|r| r.seat == p.seat).count();
            let who = if Some(p.seat) == me {
                "you".to_owned()
            } else {
                names.of(p.seat).clone()
            };
            let halls = if halls.is_empty() {
                "no town hall".to_owned()
            } else {
                format!("town halls in {}", join_words(&halls))
            };
            let roads = match roads {
                1 => "1 road".to_owned(),
                n => format!("{n} roads"),
            };
            format!("{who}: {halls}, {roads}")
        })
        .collect();
    let mut alt = format!(
        "The map of Baden-Württemberg. {}. The inventor is on {}.",
        players.join("; "),
        field(view.inventor)
    );
    if !codes.is_empty() {
        let listed: Vec<&str> = codes.iter().map(|c| c.code.as_str()).collect();
        alt = format!("{alt} Marked for you to choose: {}.", listed.join(", "));
    }
    let (moved, told) = last_moves(last, names, me);
    if !told.is_empty() {
        alt = format!("{alt} Last moves: {}.", told.join("; "));
    }
    let mut touched: Vec<Touched> = Vec::new();
    for s in board::spots(view, &moved, "", None) {
        let r = match s.kind {
            SpotKind::Node => 24,
            SpotKind::Edge => 20,
            SpotKind::Field => 44,
        };
        if !touched.iter().any(|t| (t.x, t.y) == (s.x, s.y)) {
            touched.push(Touched { x: s.x, y: s.y, r });
        }
    }
    Picture {
        drawing: &drawing,
        background: PAPER,
        fixed: FIXED,
        code_size: CODE_SIZE,
        dot: SPOT_DOT,
    }
    .board(&codes, &touched, alt)
}

/// What the `last` moves built or moved on the map, as the commands that
/// place the same pieces (for where they stand), and each in words ("Bert
/// built a road between Ulm and Ehingen"); only what everyone sees (whom
/// the inventor's mover robbed, never what).
fn last_moves(last: &[Event], names: &Names, me: Option<Seat>) -> (Vec<Command>, Vec<String>) {
    let who = |seat: Seat| {
        if Some(seat) == me {
            "you".to_owned()
        } else {
            names.of(seat).clone()
        }
    };
    let mut moved = Vec::new();
    let mut told = Vec::new();
    for e in last {
        match e {
            Event::TownHallBuilt { seat, node } => {
                moved.push(Command::BuildTownHall { node: *node });
                told.push(format!(
                    "{} built a town hall in {}",
                    who(*seat),
                    crossing(*node)
                ));
            }
            Event::LandmarkBuilt { seat, node } => {
                moved.push(Command::BuildLandmark { node: *node });
                told.push(format!("{} built {}", who(*seat), landmark(*node)));
            }
            Event::RoadBuilt { seat, edge } => {
                moved.push(Command::BuildRoad { edge: *edge });
                told.push(format!("{} built a road {}", who(*seat), path(*edge)));
            }
            Event::InventorMoved { seat, tile } => {
                moved.push(Command::MoveInventor {
                    tile: *tile,
                    victim: None,
                });
                told.push(format!(
                    "{} moved the inventor to {}",
                    who(*seat),
                    field(*tile)
                ));
            }
            Event::CardStolen { seat, victim, .. } => {
                told.push(format!("{} took a card from {}", who(*seat), who(*victim)));
            }
            _ => {}
        }
    }
    (moved, told)
}

/// A pick's reply code: its spot's label.
fn code(labels: &SpotLabels, board: &Board, pick: Pick) -> String {
    match pick {
        Pick::Road(e) => labels.edge(board, e),
        Pick::TownHall(n) | Pick::Landmark(n) => labels.node(n),
        Pick::Inventor(t) => labels.tile(t),
    }
}
