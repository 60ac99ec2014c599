//! The classic board as the picture a seat's emails carry: the board its
//! page draws (with what the scenario marks on it), the places it may pick
//! now marked and written with their reply codes, and the position in words.

use super::board_svg::{self, BoardSvg, Pick};
use super::narrate::{self, Names};
use super::scenario::{ScenarioPresent, SeatContext};
use crate::rules::classic::state::BuildingKind;
use crate::rules::classic::{Command, View};
use crate::rules::common::Board;
use crate::rules::{Seat, Viewer};
use crate::views::common::choice::SpotLabels;
use crate::views::common::picture::{self, MailBoard, SpotCode};
use crate::views::common::words::join_words;
use askama::Template;

/// The sea around the board (`svg.board` in the stylesheet).
const SEA: &str = "#2c6a99";

/// Height of a spot's code, in board units (a hex's side is 100).
const CODE_SIZE: i32 = 30;

/// The picture of the board of the seat whose `view` this is, its `legal`
/// placements coded as its email's choices code them.
pub fn mail_board<X: ScenarioPresent>(
    view: &View<X::View>,
    legal: &[Command<X::Command>],
    names: &Names,
) -> MailBoard {
    let me = match view.viewer {
        Viewer::Seat(seat) => Some(seat),
        _ => None,
    };
    let part = me.and_then(|seat| {
        X::seat_part(
            view,
            legal,
            &SeatContext {
                seat,
                names,
                action: "",
                version: 0,
                typed: None,
            },
        )
    });
    let base = X::base_view(view);
    let board = &*base.board;
    let mut picks: Vec<Pick> = Vec::new();
    let offered = legal
        .iter()
        .filter_map(Command::base)
        .filter_map(|c| Pick::of(&c))
        .chain(part.iter().flat_map(|p| p.picks.iter().map(|x| x.pick)));
    for p in offered {
        if !picks.contains(&p) {
            picks.push(p);
        }
    }
    let spots = board_svg::spots(board, picks.iter().copied(), "", None);
    let labels = SpotLabels::of(board);
    let codes: Vec<SpotCode> = spots
        .iter()
        .filter_map(|s| {
            let pick = picks.iter().find(|p| p.query() == s.pick)?;
            Some(SpotCode {
                x: s.x,
                y: s.y,
                code: code(&labels, board, *pick),
            })
        })
        .collect();
    let marks = crate::views::marks(names, base.players.len());
    let mut svg = BoardSvg::new(&base, &marks, spots);
    let board_marks = match &part {
        Some(p) => p.marks.clone(),
        None => X::marks(view),
    };
    for m in &board_marks {
        m.draw(&mut svg);
    }
    let drawing = svg.render().unwrap_or_default();
    let alt = words(&base, names, me, &codes);
    picture::mail_board(&drawing, SEA, &codes, CODE_SIZE, alt)
}

/// A pick's reply code: its spot's label.
fn code(labels: &SpotLabels, board: &Board, pick: Pick) -> String {
    match pick {
        Pick::Road(e) => labels.edge(board, e),
        Pick::Settlement(n) | Pick::City(n) | Pick::Upgrade(n) => labels.node(n),
        Pick::Robber(t) => labels.tile(t),
    }
}

/// The position in words: each player's pieces, the robber, the spots
/// marked for the seat.
fn words(view: &View, names: &Names, me: Option<Seat>, codes: &[SpotCode]) -> String {
    let count = |n: usize, one: &str, many: &str| match n {
        0 => None,
        1 => Some(format!("1 {one}")),
        n => Some(format!("{n} {many}")),
    };
    let players: Vec<String> = view
        .players
        .iter()
        .map(|p| {
            let of = |kind| {
                view.buildings
                    .iter()
                    .filter(|b| b.seat == p.seat && b.kind == kind)
                    .count()
            };
            let roads = view.roads.iter().filter(|r| r.seat == p.seat).count();
            let pieces: Vec<String> = [
                count(of(BuildingKind::Settlement), "settlement", "settlements"),
                count(of(BuildingKind::City), "city", "cities"),
                count(roads, "road", "roads"),
            ]
            .into_iter()
            .flatten()
            .collect();
            let who = if Some(p.seat) == me {
                "you".to_owned()
            } else {
                names.of(p.seat).clone()
            };
            if pieces.is_empty() {
                format!("{who}: nothing built")
            } else {
                format!("{who}: {}", join_words(&pieces))
            }
        })
        .collect();
    let mut out = format!(
        "The board. {}. The robber is on {}.",
        players.join("; "),
        narrate::tile(&view.board, view.robber)
    );
    if !codes.is_empty() {
        let listed: Vec<&str> = codes.iter().map(|c| c.code.as_str()).collect();
        out = format!("{out} Marked for you to choose: {}.", listed.join(", "));
    }
    out
}
