//! The classic board as the picture a seat's emails carry: the board its
//! page draws (with what the scenario marks on it), what the last moves
//! built or moved ringed, the places it may pick now marked and written
//! with their reply codes, and the position and the last moves in words.

use super::board_svg::{self, BoardSvg, Pick, SpotKind};
use super::narrate::{self, Names};
use super::scenario::{ScenarioPresent, SeatContext};
use crate::rules::classic::state::BuildingKind;
use crate::rules::classic::{Command, Event, View};
use crate::rules::common::Board;
use crate::rules::{Seat, Viewer};
use crate::views::common::choice::SpotLabels;
use crate::views::common::picture::{MailBoard, Picture, SpotCode, Touched};
use crate::views::common::words::join_words;
use askama::Template;

/// The sea around the board (`svg.board` in the stylesheet).
const SEA: &str = "#2c6a99";

/// Height of a spot's code, in board units (a hex's side is 100).
const CODE_SIZE: i32 = 30;

/// The largest radius of a spot's marker, in board units.
const SPOT_DOT: i32 = 16;

/// The picture of the board of the seat whose `view` this is, its `legal`
/// placements coded as its email's choices code them, what the `last`
/// moves (public events) built or moved ringed.
pub fn mail_board<X: ScenarioPresent>(
    view: &View<X::View>,
    legal: &[Command<X::Command>],
    last: &[Event<X::Event>],
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
    let (moved, told) = last_moves::<X>(last, board, names, me);
    let mut touched: Vec<Touched> = Vec::new();
    for s in board_svg::spots(board, moved, "", None) {
        let r = match s.kind {
            SpotKind::Node | SpotKind::Upgrade => 36,
            SpotKind::Edge => 30,
            SpotKind::Tile => 52,
        };
        if !touched.iter().any(|t| (t.x, t.y) == (s.x, s.y)) {
            touched.push(Touched { x: s.x, y: s.y, r });
        }
    }
    let mut alt = words(&base, names, me, &codes);
    if !told.is_empty() {
        alt = format!("{alt} Last moves: {}.", told.join("; "));
    }
    Picture {
        drawing: &drawing,
        background: SEA,
        fixed: &[],
        code_size: CODE_SIZE,
        dot: SPOT_DOT,
    }
    .board(&codes, &touched, alt)
}

/// What the `last` moves built or moved on `board`, as the places they
/// touched, and each in words ("Bert built a road between the 6 hills and
/// the 8 fields"); only what everyone sees (whom the robber robbed, never
/// what). The scenario names the places its own events touched.
fn last_moves<X: ScenarioPresent>(
    last: &[Event<X::Event>],
    board: &Board,
    names: &Names,
    me: Option<Seat>,
) -> (Vec<Pick>, Vec<String>) {
    let who = |seat: Seat| {
        if Some(seat) == me {
            "you".to_owned()
        } else {
            names.of(seat).clone()
        }
    };
    let mut picks = Vec::new();
    let mut told = Vec::new();
    for e in last {
        match e {
            Event::SettlementBuilt { seat, node } => {
                picks.push(Pick::Settlement(*node));
                told.push(format!(
                    "{} built a settlement {}",
                    who(*seat),
                    narrate::node(board, *node)
                ));
            }
            Event::CityBuilt { seat, node } => {
                picks.push(Pick::City(*node));
                told.push(format!(
                    "{} built a city {}",
                    who(*seat),
                    narrate::node(board, *node)
                ));
            }
            Event::RoadBuilt { seat, edge } => {
                picks.push(Pick::Road(*edge));
                told.push(format!(
                    "{} built a road {}",
                    who(*seat),
                    narrate::edge(board, *edge)
                ));
            }
            Event::RobberMoved { seat, tile } => {
                picks.push(Pick::Robber(*tile));
                told.push(format!(
                    "{} moved the robber to {}",
                    who(*seat),
                    narrate::tile(board, *tile)
                ));
            }
            Event::CardStolen { seat, victim, .. } => {
                told.push(format!("{} took a card from {}", who(*seat), who(*victim)));
            }
            Event::Scenario(e) => {
                if let Some((pick, words)) = X::touched(e, board, &who) {
                    picks.push(pick);
                    told.push(words);
                }
            }
            _ => {}
        }
    }
    (picks, told)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::dispatch::Registered;
    use crate::rules::oil_springs::{OilEvent, OilSprings, OilSpringsRules};
    use crate::rules::{AnyEvent, AnyState, Ruleset};
    use crate::simulate::{play, Checks};

    /// oil-springs.txt §Using Oil: a city made a metropolis is a move the
    /// email's picture rings where the city stands, and tells, as it does
    /// a city built.
    #[test]
    fn a_new_metropolis_is_ringed_and_told_among_the_last_moves() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let built =
            |e: &Event<OilEvent>| matches!(e, Event::Scenario(OilEvent::MetropolisBuilt { .. }));
        // Random players seldom build one: the first game of many that did.
        let (events, at) = (0..100)
            .find_map(|seed| {
                let events = play::<OilSpringsRules>(seed, 3, Checks::None).ok()?.events;
                let at = events.iter().position(built)?;
                Some((events, at))
            })
            .expect("a game with a metropolis");
        let Event::Scenario(OilEvent::MetropolisBuilt { seat, node }) = events[at] else {
            unreachable!("the event found");
        };
        let any: Vec<AnyEvent> = events[..=at].iter().cloned().map(AnyEvent::from).collect();
        let state = AnyState::fold(Ruleset::OilSprings, &any).expect("the game");
        let other = Seat((seat.0 + 1) % 3);
        let view = state.view(Viewer::Seat(other));
        let view = OilSpringsRules::view_of(&view).expect("an Oil Springs view");
        let last = &events[at.saturating_sub(3)..=at];
        let picture = mail_board::<OilSprings>(view, &[], last, &names);
        let base = OilSprings::base_view(view);
        let city = board_svg::spots(&base.board, [Pick::Upgrade(node)], "", None);
        let ring = format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"36\" class=\"last-move-casing\"",
            city[0].x, city[0].y
        );
        assert!(picture.svg.contains(&ring), "no ring at the metropolis");
        let told = format!(
            "{} made the city {} a metropolis",
            names.of(seat),
            narrate::node(&base.board, node)
        );
        assert!(picture.alt.contains(&told), "{}", picture.alt);
    }
}
