//! The classic board as the picture a seat's emails carry: the board its
//! page draws (with what the scenario marks on it), what the last moves
//! built or moved ringed, the places it may pick now marked and written
//! with their reply codes, and the position and the last moves in words.

use super::board_svg::{self, BoardSvg, Pick};
use super::narrate::Names;
use super::scenario::{ScenarioPresent, SeatContext};
use crate::lang::notice::Notice;
use crate::lang::{list_and, story, Lang, Person};
use crate::rules::classic::state::BuildingKind;
use crate::rules::classic::{Command, Event, View};
use crate::rules::common::Board;
use crate::rules::{Seat, Viewer};
use crate::views::common::picture::{spot_codes, LastMoves, MailBoard, Picture, Rings, SpotCode};
use askama::Template;

/// How the board becomes an email's picture, in board units (a hex's side
/// is 100).
const PICTURE: Picture = Picture {
    // The sea around the board (`svg.board` in the stylesheet).
    background: "#2c6a99",
    fixed: &[],
    code_size: 30,
    dot: 16,
    rings: Rings {
        node: 36,
        edge: 30,
        tile: 52,
    },
};

/// The picture of the board of the seat whose `view` this is, its `legal`
/// placements coded as its email's choices code them, what the `last`
/// moves (public events) built or moved ringed.
pub fn mail_board<X: ScenarioPresent>(
    lang: Lang,
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
                lang,
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
    let spots = board_svg::spots_in(lang, board, picks.iter().copied(), "", None);
    let codes = spot_codes(&spots, &picks, board);
    let marks = crate::views::picture_marks(names, base.players.len());
    let mut svg = BoardSvg::new(lang, &base, &marks, spots);
    let board_marks = match &part {
        Some(p) => p.marks.clone(),
        None => X::marks(view),
    };
    for m in &board_marks {
        m.draw(&mut svg);
    }
    let drawing = svg.render().unwrap_or_default();
    let moves = last_moves::<X>(lang, last, board, names, me);
    let touched = PICTURE.rings.around(&board_svg::spots_in(
        lang,
        board,
        moves.moved.iter().copied(),
        "",
        None,
    ));
    let alt = moves.after(words(lang, &base, names, me, &codes));
    PICTURE.board(&drawing, &codes, &touched, alt)
}

/// What the `last` moves built or moved on `board`, as the places they
/// touched, and each in words ("Bert built a road between the 6 hills and
/// the 8 fields"); only what everyone sees (whom the robber robbed, never
/// what). The scenario names the places its own events touched.
fn last_moves<'a, X: ScenarioPresent>(
    lang: Lang,
    last: &[Event<X::Event>],
    board: &Board,
    names: &'a Names,
    me: Option<Seat>,
) -> LastMoves<'a, Pick> {
    let mut moves = LastMoves::new(lang, names, me);
    for e in last {
        match e {
            Event::SettlementBuilt { seat, node } => {
                let (who, person) = moves.person(*seat);
                let at = story::node(lang, board, *node);
                let words = lang.say(Notice::PicBuiltSettlement { who, person, at });
                moves.put(Pick::Settlement(*node), words);
            }
            Event::CityBuilt { seat, node } => {
                let (who, person) = moves.person(*seat);
                let at = story::node(lang, board, *node);
                let words = lang.say(Notice::PicBuiltCity { who, person, at });
                moves.put(Pick::City(*node), words);
            }
            Event::RoadBuilt { seat, edge } => {
                let (who, person) = moves.person(*seat);
                let at = story::edge(lang, board, *edge);
                let words = lang.say(Notice::PicBuiltRoad { who, person, at });
                moves.put(Pick::Road(*edge), words);
            }
            Event::RobberMoved { seat, tile } => {
                let (who, person) = moves.person(*seat);
                let tile_words = story::tile(lang, board, *tile);
                let words = lang.say(Notice::PicRobber {
                    who,
                    person,
                    tile: tile_words,
                });
                moves.put(Pick::Robber(*tile), words);
            }
            Event::CardStolen { seat, victim, .. } => moves.card_taken(*seat, *victim),
            Event::Scenario(e) => {
                if let Some((pick, words)) = X::touched(lang, e, board, &|seat| moves.person(seat))
                {
                    moves.put(pick, words);
                }
            }
            _ => {}
        }
    }
    moves
}

/// The position in `lang`: each player's pieces, the robber, the spots
/// marked for the seat.
fn words(lang: Lang, view: &View, names: &Names, me: Option<Seat>, codes: &[SpotCode]) -> String {
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
                (
                    of(BuildingKind::Settlement),
                    Notice::PicSettlements {
                        count: of(BuildingKind::Settlement),
                    },
                ),
                (
                    of(BuildingKind::City),
                    Notice::PicCities {
                        count: of(BuildingKind::City),
                    },
                ),
                (roads, Notice::PicRoads { count: roads }),
            ]
            .into_iter()
            .filter(|(n, _)| *n > 0)
            .map(|(_, phrase)| lang.say(phrase))
            .collect();
            let (who, person) = (names.of(p.seat), Person::of(me, p.seat));
            if pieces.is_empty() {
                lang.say(Notice::PicNothingBuilt { who, person })
            } else {
                lang.say(Notice::PicPlayer {
                    who,
                    person,
                    pieces: list_and(lang, &pieces),
                })
            }
        })
        .collect();
    let mut out = lang.say(Notice::PicPosition {
        players: players.join("; "),
        robber: story::tile(lang, &view.board, view.robber),
    });
    if !codes.is_empty() {
        let listed: Vec<&str> = codes.iter().map(|c| c.code.as_str()).collect();
        out = lang.say(Notice::PicMarked {
            alt: out,
            codes: listed.join(", "),
        });
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

    /// issue #38: the picture a German seat's email carries says the
    /// position and the last moves in German (its alt text), the English
    /// seat's as before.
    #[test]
    fn the_picture_of_a_german_seat_s_email_is_told_in_german() {
        use crate::rules::classic::{self, Base};
        let played = crate::simulate::play_classic(3, 4, Checks::None).expect("the game");
        let events = &played.events;
        let at = events
            .iter()
            .position(|e| matches!(e, Event::RobberMoved { .. }))
            .expect("a robber moved");
        let state = classic::fold(&events[..=at]);
        let view = classic::view(&state, Viewer::Seat(Seat(1)));
        let names = Names(["Anna", "Ben", "Cleo", "Dan"].map(String::from).to_vec());
        let last = &events[at.saturating_sub(4)..=at];
        let german = mail_board::<Base>(Lang::De, &view, &[], last, &names);
        let english = mail_board::<Base>(Lang::En, &view, &[], last, &names);
        assert!(german.alt.starts_with("Der Spielplan. "), "{}", german.alt);
        assert!(
            german.alt.contains("Der Räuber steht auf "),
            "{}",
            german.alt
        );
        assert!(german.alt.contains("Letzte Züge: "), "{}", german.alt);
        assert!(
            german.alt.contains("den Räuber versetzt ("),
            "{}",
            german.alt
        );
        assert!(german.alt.contains("du: "), "{}", german.alt);
        assert!(!german.alt.contains(" the "), "{}", german.alt);
        assert!(english.alt.starts_with("The board. "), "{}", english.alt);
        assert!(english.alt.contains("you: "), "{}", english.alt);
    }

    /// oil-springs.txt §Using Oil: a city made a metropolis is a move the
    /// email's picture rings where the city stands, and tells, as it does
    /// a city built.
    /// issue #38: the places to pick on a German seat's picture are titled
    /// in German ("Siedlung bauen ..."), the English seat's as before.
    #[test]
    fn the_places_to_pick_on_a_german_seat_s_picture_read_german() {
        use crate::rules::classic::{self, Base};
        let played = crate::simulate::play_classic(3, 4, Checks::None).expect("the game");
        let state = classic::fold(&played.events[..1]);
        let seat = Seat(0);
        let view = classic::view(&state, Viewer::Seat(seat));
        let legal = classic::legal_commands(&state, seat);
        assert!(!legal.is_empty(), "the first settlement to place");
        let names = Names(["Anna", "Ben", "Cleo"].map(String::from).to_vec());
        let german = mail_board::<Base>(Lang::De, &view, &legal, &[], &names);
        let english = mail_board::<Base>(Lang::En, &view, &legal, &[], &names);
        assert!(
            german.svg.contains("<title>Siedlung bauen "),
            "{}",
            german.svg
        );
        assert!(!german.svg.contains("Build a settlement"));
        assert!(english.svg.contains("<title>Build a settlement by the "));
    }

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
        let picture = mail_board::<OilSprings>(crate::lang::Lang::En, view, &[], last, &names);
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
            super::super::narrate::node(&base.board, node)
        );
        assert!(picture.alt.contains(&told), "{}", picture.alt);
    }
}
