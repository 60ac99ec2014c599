//! Baden-Württemberg's map as the picture a seat's emails carry: the map
//! its page draws, the places it may pick now marked and written with
//! their reply codes, and the position in words.

use super::board::{self, MapSvg, Pick};
use super::{crossing, field, Names};
use crate::rules::baden_wuerttemberg::{Command, View};
use crate::rules::common::Board;
use crate::rules::Viewer;
use crate::views::common::choice::SpotLabels;
use crate::views::common::picture::{self, MailBoard, SpotCode};
use crate::views::common::words::join_words;
use askama::Template;

/// The paper the map is printed on (`svg.bw-board` in the stylesheet).
const PAPER: &str = "#e9e4d4";

/// Height of a spot's code, in map units (the map is 1067 wide).
const CODE_SIZE: i32 = 22;

/// The picture of the map of the seat whose `view` this is, its `legal`
/// placements coded as its email's choices code them.
pub fn mail_board(view: &View, legal: &[Command], names: &Names) -> MailBoard {
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
    picture::mail_board(&drawing, PAPER, &codes, CODE_SIZE, alt)
}

/// A pick's reply code: its spot's label.
fn code(labels: &SpotLabels, board: &Board, pick: Pick) -> String {
    match pick {
        Pick::Road(e) => labels.edge(board, e),
        Pick::TownHall(n) | Pick::Landmark(n) => labels.node(n),
        Pick::Inventor(t) => labels.tile(t),
    }
}
