//! Baden-Württemberg's map as the picture a seat's emails carry: the map
//! its page draws, what the last moves built or moved ringed, the places
//! it may pick now marked and written with their reply codes, and the
//! position and the last moves in words; in a pick step, close-ups of the
//! same map below it, where those places and their names read on a phone.

use super::board::{self, MapSvg, Pick};
use super::{crossing, field, landmark, path, Names};
use crate::lang::Lang;
use crate::rules::baden_wuerttemberg::{Command, Event, View};
use crate::rules::Seat;
use crate::rules::Viewer;
use crate::views::common::picture::{spot_codes, LastMoves, MailBoard, Picture, Rings, Touched};
use crate::views::common::words::{join_words, you_or_name};
use askama::Template;

/// How the map becomes an email's picture, in map units (the map is 1067
/// wide).
const PICTURE: Picture = Picture {
    // The paper the map is printed on (`svg.bw-board` in the stylesheet).
    background: "#e9e4d4",
    // The map's groups that stay as they are while a game is played: the
    // landscapes, their outlines and the paths under everything, the yield
    // numbers and the names over the pieces (a landmark's name gains its
    // tick when it is built, and the layer is drawn again then).
    fixed: &["regions", "region-edges", "paths", "field-tokens", "labels"],
    code_size: 22,
    dot: 11,
    rings: Rings {
        node: 24,
        edge: 20,
        tile: 44,
    },
};

/// The picture of the map of the seat whose `view` this is, its `legal`
/// placements coded as its email's choices code them, what the `last`
/// moves (public events) built or moved ringed.
pub fn mail_board(
    _lang: Lang,
    view: &View,
    legal: &[Command],
    last: &[Event],
    names: &Names,
) -> MailBoard {
    let me = match view.viewer {
        Viewer::Seat(seat) => Some(seat),
        _ => None,
    };
    let spots = board::spots(view, legal, "", None);
    let picks: Vec<Pick> = legal.iter().filter_map(Pick::of).collect();
    let codes = spot_codes(&spots, &picks, &view.map.board);
    let marks = crate::views::picture_marks(names, view.players.len());
    let map = MapSvg::new(view, &marks, spots);
    let drawing = map.render().unwrap_or_default();
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
            let who = you_or_name(names, me, p.seat);
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
    let moves = last_moves(last, names, me);
    let alt = moves.after(alt);
    let touched = PICTURE
        .rings
        .around(&board::spots(view, &moves.moved, "", None));
    let mut picture = PICTURE.board(&drawing, &codes, &touched, alt);
    picture.parts = map
        .parts(view, legal, "", me)
        .iter()
        .map(|part| close_up(view, part, &picks, &touched))
        .collect();
    picture
}

/// The picture of a close-up of the map (one of [`MapSvg::parts`]): its
/// places to pick written with their codes, the last moves within it
/// ringed, and its alt text naming the codes it shows.
fn close_up(view: &View, part: &MapSvg, picks: &[Pick], touched: &[Touched]) -> MailBoard {
    let codes = spot_codes(&part.spots, picks, &view.map.board);
    let (x, y, w, h) = part.frame;
    let touched: Vec<_> = touched
        .iter()
        .filter(|t| (x..=x + w).contains(&t.x) && (y..=y + h).contains(&t.y))
        .copied()
        .collect();
    let listed: Vec<String> = codes.iter().map(|c| c.code.clone()).collect();
    let alt = if listed.is_empty() {
        "A close-up of the map around your town halls.".to_owned()
    } else {
        format!(
            "A close-up of the map, marked for you to choose: {}.",
            join_words(&listed)
        )
    };
    PICTURE.board(&part.render().unwrap_or_default(), &codes, &touched, alt)
}

/// What the `last` moves built or moved on the map, as the commands that
/// place the same pieces (for where they stand), and each in words ("Bert
/// built a road between Ulm and Ehingen"); only what everyone sees (whom
/// the inventor's mover robbed, never what).
fn last_moves<'a>(last: &[Event], names: &'a Names, me: Option<Seat>) -> LastMoves<'a, Command> {
    let mut moves = LastMoves::new(names, me);
    for e in last {
        match e {
            Event::TownHallBuilt { seat, node } => moves.put(
                Command::BuildTownHall { node: *node },
                format!(
                    "{} built a town hall in {}",
                    moves.who(*seat),
                    crossing(*node)
                ),
            ),
            Event::LandmarkBuilt { seat, node } => moves.put(
                Command::BuildLandmark { node: *node },
                format!("{} built {}", moves.who(*seat), landmark(*node)),
            ),
            Event::RoadBuilt { seat, edge } => moves.put(
                Command::BuildRoad { edge: *edge },
                format!("{} built a road {}", moves.who(*seat), path(*edge)),
            ),
            Event::InventorMoved { seat, tile } => moves.put(
                Command::MoveInventor {
                    tile: *tile,
                    victim: None,
                },
                format!(
                    "{} moved the inventor to {}",
                    moves.who(*seat),
                    field(*tile)
                ),
            ),
            Event::CardStolen { seat, victim, .. } => moves.card_taken(*seat, *victim),
            _ => {}
        }
    }
    moves
}
