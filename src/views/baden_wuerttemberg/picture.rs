//! Baden-Württemberg's map as the picture a seat's emails carry: the map
//! its page draws, what the last moves built or moved ringed, the places
//! it may pick now marked and written with their reply codes, and the
//! position and the last moves in words; in a pick step, close-ups of the
//! same map below it, where those places and their names read on a phone.

use super::board::{self, MapSvg, Pick};
use super::{crossing_in, field_in, landmark_in, path_in, Names};
use crate::lang::notice::Notice;
use crate::lang::{list_and, Lang, Person};
use crate::rules::baden_wuerttemberg::{Command, Event, View};
use crate::rules::Seat;
use crate::rules::Viewer;
use crate::views::common::picture::{spot_codes, LastMoves, MailBoard, Picture, Rings, Touched};
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
    lang: Lang,
    view: &View,
    legal: &[Command],
    last: &[Event],
    names: &Names,
) -> MailBoard {
    let me = match view.viewer {
        Viewer::Seat(seat) => Some(seat),
        _ => None,
    };
    let spots = board::spots_in(lang, view, legal, "", None);
    let picks: Vec<Pick> = legal.iter().filter_map(Pick::of).collect();
    let codes = spot_codes(&spots, &picks, &view.map.board);
    let marks = crate::views::picture_marks(names, view.players.len());
    let map = MapSvg::new_in(lang, view, &marks, spots);
    let drawing = map.render().unwrap_or_default();
    let players: Vec<String> = view
        .players
        .iter()
        .map(|p| {
            let halls: Vec<String> = view
                .town_halls
                .iter()
                .filter(|h| h.seat == p.seat)
                .map(|h| crossing_in(lang, h.node))
                .collect();
            let roads = view.roads.iter().filter(|r| r.seat == p.seat).count();
            let halls = if halls.is_empty() {
                lang.say(Notice::PicBwNoHall)
            } else {
                lang.say(Notice::PicBwHalls {
                    crossings: list_and(lang, &halls),
                })
            };
            lang.say(Notice::PicBwPlayer {
                who: names.of(p.seat),
                person: Person::of(me, p.seat),
                halls,
                roads: lang.say(Notice::PicRoads { count: roads }),
            })
        })
        .collect();
    let mut alt = lang.say(Notice::PicBwPosition {
        players: players.join("; "),
        inventor: field_in(lang, view.inventor),
    });
    if !codes.is_empty() {
        let listed: Vec<&str> = codes.iter().map(|c| c.code.as_str()).collect();
        alt = lang.say(Notice::PicMarked {
            alt,
            codes: listed.join(", "),
        });
    }
    let moves = last_moves(lang, last, names, me);
    let alt = moves.after(alt);
    let touched = PICTURE
        .rings
        .around(&board::spots_in(lang, view, &moves.moved, "", None));
    let mut picture = PICTURE.board(&drawing, &codes, &touched, alt);
    picture.parts = map
        .parts_in(lang, view, legal, "", me)
        .iter()
        .map(|part| close_up(lang, view, part, &picks, &touched))
        .collect();
    picture
}

/// The picture of a close-up of the map (one of [`MapSvg::parts`]): its
/// places to pick written with their codes, the last moves within it
/// ringed, and its alt text naming the codes it shows.
fn close_up(
    lang: Lang,
    view: &View,
    part: &MapSvg,
    picks: &[Pick],
    touched: &[Touched],
) -> MailBoard {
    let codes = spot_codes(&part.spots, picks, &view.map.board);
    let (x, y, w, h) = part.frame;
    let touched: Vec<_> = touched
        .iter()
        .filter(|t| (x..=x + w).contains(&t.x) && (y..=y + h).contains(&t.y))
        .copied()
        .collect();
    let listed: Vec<String> = codes.iter().map(|c| c.code.clone()).collect();
    let alt = if listed.is_empty() {
        lang.say(Notice::PicBwCloseUp)
    } else {
        lang.say(Notice::PicBwCloseUpMarked {
            codes: list_and(lang, &listed),
        })
    };
    PICTURE.board(&part.render().unwrap_or_default(), &codes, &touched, alt)
}

/// What the `last` moves built or moved on the map, as the commands that
/// place the same pieces (for where they stand), and each in words ("Bert
/// built a road between Ulm and Ehingen"); only what everyone sees (whom
/// the inventor's mover robbed, never what).
fn last_moves<'a>(
    lang: Lang,
    last: &[Event],
    names: &'a Names,
    me: Option<Seat>,
) -> LastMoves<'a, Command> {
    let mut moves = LastMoves::new(lang, names, me);
    for e in last {
        match e {
            Event::TownHallBuilt { seat, node } => {
                let (who, person) = moves.person(*seat);
                let crossing = crossing_in(lang, *node);
                let words = lang.say(Notice::PicBwTownHall {
                    who,
                    person,
                    crossing,
                });
                moves.put(Command::BuildTownHall { node: *node }, words);
            }
            Event::LandmarkBuilt { seat, node } => {
                let (who, person) = moves.person(*seat);
                let landmark = landmark_in(lang, *node);
                let words = lang.say(Notice::PicBwLandmark {
                    who,
                    person,
                    landmark,
                });
                moves.put(Command::BuildLandmark { node: *node }, words);
            }
            Event::RoadBuilt { seat, edge } => {
                let (who, person) = moves.person(*seat);
                let at = path_in(lang, *edge);
                let words = lang.say(Notice::PicBuiltRoad { who, person, at });
                moves.put(Command::BuildRoad { edge: *edge }, words);
            }
            Event::InventorMoved { seat, tile } => {
                let (who, person) = moves.person(*seat);
                let field = field_in(lang, *tile);
                let words = lang.say(Notice::PicBwInventor { who, person, field });
                moves.put(
                    Command::MoveInventor {
                        tile: *tile,
                        victim: None,
                    },
                    words,
                );
            }
            Event::CardStolen { seat, victim, .. } => moves.card_taken(*seat, *victim),
            _ => {}
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::baden_wuerttemberg as bw;

    /// issue #38: the map a German seat's email carries says the position,
    /// the last moves and its close-ups in German (their alt texts), the
    /// English seat's as before.
    #[test]
    fn the_map_of_a_german_seat_s_email_is_told_in_german() {
        let played = crate::simulate::play_keyed::<bw::BadenWuerttemberg>(3, 3).expect("the game");
        let events = &played.events;
        let at = events
            .iter()
            .position(|e| matches!(e, Event::InventorMoved { .. }))
            .expect("the inventor moved");
        let state = bw::fold(&events[..=at]);
        let view = bw::view(&state, Viewer::Seat(Seat(1)));
        let names = Names(["Anna", "Ben", "Cleo"].map(String::from).to_vec());
        let last = &events[at.saturating_sub(4)..=at];
        let german = mail_board(Lang::De, &view, &[], last, &names);
        let english = mail_board(Lang::En, &view, &[], last, &names);
        assert!(
            german.alt.starts_with("Die Karte von Baden-Württemberg. "),
            "{}",
            german.alt
        );
        assert!(
            german.alt.contains("Der Erfinder steht auf "),
            "{}",
            german.alt
        );
        assert!(german.alt.contains("den Erfinder nach "), "{}", german.alt);
        assert!(german.alt.contains("du: Rathäuser in "), "{}", german.alt);
        assert!(!german.alt.contains(" the "), "{}", german.alt);
        assert!(
            english.alt.starts_with("The map of Baden-Württemberg. "),
            "{}",
            english.alt
        );
        assert!(
            english.alt.contains("you: town halls in "),
            "{}",
            english.alt
        );
    }

    /// issue #38: the drawing itself (its titles, labels and the places to
    /// pick) reads German in a German seat's email, landmarks by their
    /// German names; the English seat's as before.
    #[test]
    fn the_drawing_of_a_german_seat_s_email_reads_german() {
        let played = crate::simulate::play_keyed::<bw::BadenWuerttemberg>(3, 3).expect("the game");
        let events = &played.events;
        let at = events
            .iter()
            .position(|e| matches!(e, Event::RoadBuilt { .. }))
            .expect("a road built");
        let state = bw::fold(&events[..=at]);
        let seat = state.phase.current().expect("someone to move");
        let view = bw::view(&state, Viewer::Seat(seat));
        let legal = bw::legal_commands(&state, seat);
        let names = Names(["Anna", "Ben", "Cleo"].map(String::from).to_vec());
        let last = &events[at.saturating_sub(4)..=at];
        let german = mail_board(Lang::De, &view, &legal, last, &names);
        let english = mail_board(Lang::En, &view, &legal, last, &names);
        for words in [
            "Die Karte von Baden-Württemberg",
            "Straße von Spieler ",
            "Heidelberger Schloss",
            "Wahrzeichenfeld von Burg Hohenzollern",
        ] {
            assert!(german.svg.contains(words), "{words}");
        }
        for words in [
            "The map of Baden-Württemberg",
            "Road of player",
            "Heidelberg Castle",
            "landmark field of the",
            "Build ",
        ] {
            assert!(!german.svg.contains(words), "{words}");
            assert!(
                german.parts.iter().all(|p| !p.svg.contains(words)),
                "{words}"
            );
        }
        for words in [
            "The map of Baden-Württemberg",
            "Road of player ",
            "Heidelberg Castle",
            "landmark field of the Hohenzollern Castle",
        ] {
            assert!(english.svg.contains(words), "{words}");
        }
    }
}
