//! The final standings in words, as every ruleset's pages and game-over
//! emails show them: one line a seat, winner first, with its points by
//! source ("3 settlements 3, Longest Road 2"). Read from the view's
//! standings, which the rules fill once the game is over.

use crate::lang::seat::SeatWords;
use crate::lang::Lang;
use crate::rules::common::standings::{Score, Source, Standing};
use crate::rules::{Names, Seat};
use crate::views::common::mark::Mark;
use std::borrow::Borrow;

/// One seat's line of the final standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// 1 for the first line.
    pub place: usize,
    pub name: String,
    pub mark: Mark,
    pub points: u8,
    /// Where the points come from, as facts, to word in the page's
    /// language ([`StandingRow::by_source_in`]).
    pub scores: Vec<Score>,
    pub winner: bool,
    /// The line is the viewer's own.
    pub you: bool,
}

impl StandingRow {
    /// The sources in one phrase in `lang`: "3 settlements 3, Longest
    /// Road 2".
    pub fn by_source_in(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        if self.scores.is_empty() {
            return lang.say(SeatWords::NoPoints);
        }
        let words: Vec<String> = self
            .scores
            .iter()
            .map(|s| {
                lang.say(SeatWords::Score {
                    source: source_id(s.source),
                    count: s.count,
                    points: s.points,
                })
            })
            .collect();
        words.join(", ")
    }

    /// "points" after the points, in `lang`.
    pub fn points_word(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        lang.say(SeatWords::StandingPoints {
            points: self.points,
        })
    }
}

/// A source of points as its message selects on it.
fn source_id(source: Source) -> &'static str {
    match source {
        Source::Settlements => "settlements",
        Source::Cities => "cities",
        Source::Metropolises => "metropolises",
        Source::LongestRoad => "longest-road",
        Source::LargestArmy => "largest-army",
        Source::VictoryPointCards => "victory-point-cards",
        Source::VpMarkers => "vp-markers",
        Source::Sequestered => "sequestered",
        Source::Champion => "champion",
        Source::TownHalls => "town-halls",
        Source::LongestTradeRoad => "longest-trade-road",
        Source::LargestInventor => "largest-inventor",
        Source::Achievements => "achievements",
    }
}

/// The standings' lines for a viewer (`me`), in the standings' order.
pub fn rows(
    standings: &[Standing],
    names: &Names,
    marks: &[Mark],
    me: Option<Seat>,
) -> Vec<StandingRow> {
    standings
        .iter()
        .enumerate()
        .map(|(i, s)| StandingRow {
            place: i + 1,
            name: names.of(s.seat),
            mark: Mark::of(marks, s.seat),
            points: s.points,
            scores: s.scores.clone(),
            winner: s.winner,
            you: me == Some(s.seat),
        })
        .collect()
}

/// The game-over line at the top of a page in `lang`: who won, with how
/// many points.
pub fn result_said(
    lang: Lang,
    standings: &[Standing],
    names: &Names,
    me: Option<Seat>,
) -> Option<String> {
    let first = standings.first()?;
    Some(if !first.winner {
        lang.say(SeatWords::ResultNobody)
    } else if me == Some(first.seat) {
        lang.say(SeatWords::ResultYou {
            points: first.points,
        })
    } else {
        lang.say(SeatWords::ResultOther {
            name: names.of(first.seat),
            points: first.points,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::standings::ranked;

    #[test]
    fn the_standings_read_winner_first_with_points_by_source() {
        let names = Names(vec!["Anna".into(), "Bert".into()]);
        let standings = ranked(2, Some(Seat(1)), |s| {
            if s == Seat(1) {
                [
                    Score::of(Source::Settlements, 2, 1),
                    Score::of(Source::Cities, 3, 2),
                    Score::title(Source::LongestRoad, true, 2),
                ]
                .into_iter()
                .flatten()
                .collect()
            } else {
                Score::of(Source::Settlements, 1, 1).into_iter().collect()
            }
        });
        let en = rows(&standings, &names, &[], None);
        assert_eq!(
            en[0].by_source_in(Lang::En),
            "2 settlements 2, 3 cities 6, Longest Road 2"
        );
        assert_eq!(en[1].by_source_in(Lang::En), "1 settlement 1");
        assert_eq!(
            result_said(Lang::En, &standings, &names, Some(Seat(0))).as_deref(),
            Some("The game is over: Bert won with 10 points.")
        );
        assert_eq!(
            result_said(Lang::En, &standings, &names, Some(Seat(1))).as_deref(),
            Some("You won the game! The game is over, and you finished first with 10 points.")
        );
    }

    #[test]
    fn a_german_reader_reads_the_sources_in_german() {
        let names = Names(vec!["Anna".into(), "Bert".into()]);
        let standings = ranked(2, Some(Seat(0)), |_| {
            [
                Score::of(Source::VictoryPointCards, 2, 1),
                Score::title(Source::Champion, true, 2),
                Score::title(Source::LongestTradeRoad, true, 2),
            ]
            .into_iter()
            .flatten()
            .collect()
        });
        let row = &rows(&standings, &names, &[], None)[0];
        let de = row.by_source_in(Lang::De);
        assert!(de.contains("2 Siegpunktkarten"), "{de}");
        assert!(de.contains("Umweltschützer"), "{de}");
        assert!(de.contains("Längste Handelsstraße"), "{de}");
        let en = row.by_source_in(Lang::En);
        assert!(en.contains("2 Victory Point cards"), "{en}");
        assert!(en.contains("Champion of the Environment"), "{en}");
        assert!(en.contains("Longest Trade Road"), "{en}");
    }
}
