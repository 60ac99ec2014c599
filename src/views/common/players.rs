//! The players' table every ruleset's pages show: one row a player, in the
//! order the table lists them, with the columns every Catan game has and
//! the ruleset's own beside them. Public information only.

use crate::lang::seat::{yes, SeatWords};
use crate::lang::{Html, Lang};
use crate::rules::{Names, Seat};
use crate::views::common::mark::{in_listing_order, Mark};
use std::borrow::Borrow;

/// The columns every Catan ruleset's table has, as read from one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub seat: Seat,
    pub points: u8,
    pub cards: u32,
    pub dev_cards: u32,
    pub road_length: u8,
}

/// One row of the players' table: the shared columns and the ruleset's own
/// (`more`).
#[derive(Debug, Clone)]
pub struct PlayerRow<T> {
    pub name: String,
    pub mark: Mark,
    pub points: u8,
    pub cards: u32,
    pub dev_cards: u32,
    pub road_length: u8,
    pub more: T,
    pub you: bool,
    pub current: bool,
    pub awaited: bool,
}

/// What the table marks beside the players: their names and colours, the
/// viewer, the seat whose turn it is and the seats the game waits for.
pub struct Table<'a> {
    pub names: &'a Names,
    pub marks: &'a [Mark],
    pub me: Option<Seat>,
    pub current: Option<Seat>,
    pub awaiting: &'a [Seat],
}

/// The players' rows in listing order (turn order once it is drawn):
/// `standing` reads a player's shared columns, `more` its ruleset's own.
pub fn rows<P, T>(
    table: &Table<'_>,
    turn_order: &[Seat],
    players: &[P],
    standing: impl Fn(&P) -> Standing,
    more: impl Fn(&P) -> T,
) -> Vec<PlayerRow<T>> {
    in_listing_order(turn_order, players, |p| standing(p).seat)
        .into_iter()
        .map(|p| {
            let s = standing(p);
            PlayerRow {
                name: table.names.of(s.seat),
                mark: Mark::of(table.marks, s.seat),
                points: s.points,
                cards: s.cards,
                dev_cards: s.dev_cards,
                road_length: s.road_length,
                more: more(p),
                you: table.me == Some(s.seat),
                current: table.current == Some(s.seat),
                awaited: table.awaiting.contains(&s.seat),
            }
        })
        .collect()
}

/// The players' rows of a ruleset's `View`, whose players bear the shared
/// columns under the shared names (`seat`, `points`, `cards`,
/// `development_cards`, `road_length`) and which keeps its turn order, phase,
/// awaited seats and final standings as every ruleset's does; `more` reads a
/// player's own columns. Once the game is over the rows follow the final
/// standings (winner first), whose totals the view's points then are.
macro_rules! player_rows {
    ($view:expr, $names:expr, $marks:expr, $me:expr, $more:expr) => {{
        let view = $view;
        let table = $crate::views::common::players::Table {
            names: $names,
            marks: $marks,
            me: $me,
            current: view.phase.current(),
            awaiting: &view.awaiting,
        };
        let order: Vec<$crate::rules::Seat> = if view.standings.is_empty() {
            view.turn_order.clone()
        } else {
            view.standings.iter().map(|s| s.seat).collect()
        };
        $crate::views::common::players::rows(
            &table,
            &order,
            &view.players,
            |p| $crate::views::common::players::Standing {
                seat: p.seat,
                points: p.points,
                cards: p.cards,
                dev_cards: p.development_cards,
                road_length: p.road_length,
            },
            $more,
        )
    }};
}
pub(crate) use player_rows;

/// The caption of the players' table, in `lang`: in turn order, or in the
/// order of the final standings once the game is `over`.
pub fn caption(lang: impl Borrow<Lang>, over: impl Borrow<bool>) -> String {
    lang.borrow().say(SeatWords::PlayersCaption {
        over: yes(*over.borrow()),
    })
}

/// What the points column counts, and how many win (`win`), in `lang`.
pub fn points_legend(
    lang: impl Borrow<Lang>,
    over: impl Borrow<bool>,
    win: impl Borrow<u8>,
) -> String {
    lang.borrow().say(SeatWords::LegendPoints {
        over: yes(*over.borrow()),
        win: *win.borrow(),
    })
}

/// The legend of the pieces on the board, each named in its own marked-up
/// words, in `lang`, as HTML.
pub fn pieces_html(lang: impl Borrow<Lang>) -> String {
    let lang = *lang.borrow();
    let piece = |class: &str, words: SeatWords| {
        let text = lang.say(words);
        Html {
            html: format!(
                "<span class=\"{class}\">{}</span>",
                crate::lang::escape_html(&text)
            ),
            text,
        }
    };
    lang.say_html(SeatWords::LegendPieces {
        settlement: piece("legend-settlement", SeatWords::PieceSettlement),
        city: piece("legend-city", SeatWords::PieceCity),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Player {
        seat: Seat,
        points: u8,
        knights: u8,
    }

    fn standing(p: &Player) -> Standing {
        Standing {
            seat: p.seat,
            points: p.points,
            cards: 3,
            dev_cards: 1,
            road_length: 2,
        }
    }

    #[test]
    fn rows_follow_the_turn_order_and_mark_the_viewer_the_turn_and_who_is_awaited() {
        let names = Names(vec!["Anna".into(), "Bert".into(), "Cleo".into()]);
        let marks: Vec<Mark> = ["p0", "p1", "p2"]
            .iter()
            .zip(["A", "B", "C"])
            .map(|(class, letter)| Mark {
                class: (*class).to_owned(),
                letter: letter.to_owned(),
            })
            .collect();
        let players: Vec<Player> = (0..3u8)
            .map(|i| Player {
                seat: Seat(i),
                points: i + 2,
                knights: i,
            })
            .collect();
        let table = Table {
            names: &names,
            marks: &marks,
            me: Some(Seat(2)),
            current: Some(Seat(1)),
            awaiting: &[Seat(0)],
        };
        let rows = rows(
            &table,
            &[Seat(1), Seat(2), Seat(0)],
            &players,
            standing,
            |p| p.knights,
        );
        let listed: Vec<(&str, u8, u8, bool, bool, bool)> = rows
            .iter()
            .map(|r| {
                (
                    r.name.as_str(),
                    r.points,
                    r.more,
                    r.you,
                    r.current,
                    r.awaited,
                )
            })
            .collect();
        assert_eq!(
            listed,
            vec![
                ("Bert", 3, 1, false, true, false),
                ("Cleo", 4, 2, true, false, false),
                ("Anna", 2, 0, false, false, true),
            ]
        );
        let unordered = super::rows(&table, &[], &players, standing, |p| p.knights);
        assert_eq!(
            unordered[0].name, "Anna",
            "before the turn order is drawn, seat order"
        );
    }
}
